# Zdania o pozycji i poleceniu `say`. Pola, linie i rzędy przychodzą już nazwane w stylu
# zapowiedzi ($square, $file, $rank).


announce-piece-white-king = biały król
announce-piece-white-queen = biały hetman
announce-piece-white-rook = biała wieża
announce-piece-white-bishop = biały goniec
announce-piece-white-knight = biały skoczek
announce-piece-white-pawn = biały pion
announce-piece-black-king = czarny król
announce-piece-black-queen = czarny hetman
announce-piece-black-rook = czarna wieża
announce-piece-black-bishop = czarny goniec
announce-piece-black-knight = czarny skoczek
announce-piece-black-pawn = czarny pion

announce-group-king = { $count ->
    [one] król
   *[other] króle
}
announce-group-queen = { $count ->
    [one] hetman
   *[other] hetmany
}
announce-group-rook = { $count ->
    [one] wieża
   *[other] wieże
}
announce-group-bishop = { $count ->
    [one] goniec
   *[other] gońce
}
announce-group-knight = { $count ->
    [one] skoczek
   *[other] skoczki
}
announce-group-pawn = { $count ->
    [one] pion
   *[other] piony
}

announce-pieces = { $side }: { $groups }.
announce-square-contents = { $square }: { $contents }
announce-empty = puste
announce-scan-file = Linia { $file }: { $entries }.
announce-scan-rank = Rząd { $rank }: { $entries }.
announce-scan-entry = { $square } { $piece }
announce-or = czy

say-move-error = ruch { $number } ({ $input }): { $reason }
say-bad-fen = --fen: { $reason }. Podaj pozycję w FEN, na przykład "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".

# The pieces of one kind, when a side has none ("White: no knights.").
announce-none-king = brak króla
announce-none-queen = brak hetmana
announce-none-rook = brak wież
announce-none-bishop = brak gońców
announce-none-knight = brak skoczków
announce-none-pawn = brak pionów
announce-scan-diagonal = Przekątna od { $from } do { $to }: { $entries }.

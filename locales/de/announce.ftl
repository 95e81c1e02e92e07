# Sätze über die Stellung und den Befehl `say`. Felder, Linien und Reihen kommen schon im
# Ansagestil benannt an ($square, $file, $rank).


announce-piece-white-king = weißer König
announce-piece-white-queen = weiße Dame
announce-piece-white-rook = weißer Turm
announce-piece-white-bishop = weißer Läufer
announce-piece-white-knight = weißer Springer
announce-piece-white-pawn = weißer Bauer
announce-piece-black-king = schwarzer König
announce-piece-black-queen = schwarze Dame
announce-piece-black-rook = schwarzer Turm
announce-piece-black-bishop = schwarzer Läufer
announce-piece-black-knight = schwarzer Springer
announce-piece-black-pawn = schwarzer Bauer

announce-group-king = { $count ->
    [one] König
   *[other] Könige
}
announce-group-queen = { $count ->
    [one] Dame
   *[other] Damen
}
announce-group-rook = { $count ->
    [one] Turm
   *[other] Türme
}
announce-group-bishop = { $count ->
    [one] Läufer
   *[other] Läufer
}
announce-group-knight = { $count ->
    [one] Springer
   *[other] Springer
}
announce-group-pawn = { $count ->
    [one] Bauer
   *[other] Bauern
}

announce-pieces = { $side }: { $groups }.
announce-square-contents = { $square }: { $contents }
announce-empty = leer
announce-scan-file = Linie { $file }: { $entries }.
announce-scan-rank = Reihe { $rank }: { $entries }.
announce-scan-entry = { $square } { $piece }
announce-or = oder

say-move-error = Zug { $number } ({ $input }): { $reason }

# The pieces of one kind, when a side has none ("White: no knights.").
announce-none-king = kein König
announce-none-queen = keine Dame
announce-none-rook = keine Türme
announce-none-bishop = keine Läufer
announce-none-knight = keine Springer
announce-none-pawn = keine Bauern
announce-scan-diagonal = Diagonale { $from } bis { $to }: { $entries }.

say-bad-fen = --fen: { $reason }. Geben Sie eine Stellung in FEN an, etwa "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".

# Речення про позицію і команду `say`. Поля, вертикалі й горизонталі приходять уже
# названі в стилі оголошень ($square, $file, $rank).


announce-piece-white-king = білий король
announce-piece-white-queen = білий ферзь
announce-piece-white-rook = біла тура
announce-piece-white-bishop = білий слон
announce-piece-white-knight = білий кінь
announce-piece-white-pawn = білий пішак
announce-piece-black-king = чорний король
announce-piece-black-queen = чорний ферзь
announce-piece-black-rook = чорна тура
announce-piece-black-bishop = чорний слон
announce-piece-black-knight = чорний кінь
announce-piece-black-pawn = чорний пішак

announce-group-king = { $count ->
    [one] король
   *[other] королі
}
announce-group-queen = { $count ->
    [one] ферзь
   *[other] ферзі
}
announce-group-rook = { $count ->
    [one] тура
   *[other] тури
}
announce-group-bishop = { $count ->
    [one] слон
   *[other] слони
}
announce-group-knight = { $count ->
    [one] кінь
   *[other] коні
}
announce-group-pawn = { $count ->
    [one] пішак
   *[other] пішаки
}

announce-pieces = { $side }: { $groups }.
announce-square-contents = { $square }: { $contents }
announce-empty = порожньо
announce-scan-file = Вертикаль { $file }: { $entries }.
announce-scan-rank = Горизонталь { $rank }: { $entries }.
announce-scan-entry = { $square } { $piece }
announce-or = чи

say-move-error = хід { $number } ({ $input }): { $reason }
say-bad-fen = --fen: { $reason }. Задайте позицію у FEN, наприклад "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".

# The pieces of one kind, when a side has none ("White: no knights.").
announce-none-king = немає короля
announce-none-queen = немає ферзя
announce-none-rook = немає тур
announce-none-bishop = немає слонів
announce-none-knight = немає коней
announce-none-pawn = немає пішаків
announce-scan-diagonal = Діагональ від { $from } до { $to }: { $entries }.

# Предложения о позиции и команде `say`. Поля, вертикали и горизонтали приходят уже
# названными в стиле объявлений ($square, $file, $rank).


announce-piece-white-king = белый король
announce-piece-white-queen = белый ферзь
announce-piece-white-rook = белая ладья
announce-piece-white-bishop = белый слон
announce-piece-white-knight = белый конь
announce-piece-white-pawn = белая пешка
announce-piece-black-king = чёрный король
announce-piece-black-queen = чёрный ферзь
announce-piece-black-rook = чёрная ладья
announce-piece-black-bishop = чёрный слон
announce-piece-black-knight = чёрный конь
announce-piece-black-pawn = чёрная пешка

announce-group-king = { $count ->
    [one] король
   *[other] короли
}
announce-group-queen = { $count ->
    [one] ферзь
   *[other] ферзи
}
announce-group-rook = { $count ->
    [one] ладья
   *[other] ладьи
}
announce-group-bishop = { $count ->
    [one] слон
   *[other] слоны
}
announce-group-knight = { $count ->
    [one] конь
   *[other] кони
}
announce-group-pawn = { $count ->
    [one] пешка
   *[other] пешки
}

announce-pieces = { $side }: { $groups }.
announce-square-contents = { $square }: { $contents }
announce-empty = пусто
announce-scan-file = Вертикаль { $file }: { $entries }.
announce-scan-rank = Горизонталь { $rank }: { $entries }.
announce-scan-entry = { $square } { $piece }
announce-or = или

say-move-error = ход { $number } ({ $input }): { $reason }
say-bad-fen = --fen: { $reason }. Задайте позицию в FEN, например "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".

# The pieces of one kind, when a side has none ("White: no knights.").
announce-none-king = нет короля
announce-none-queen = нет ферзя
announce-none-rook = нет ладей
announce-none-bishop = нет слонов
announce-none-knight = нет коней
announce-none-pawn = нет пешек
announce-scan-diagonal = Диагональ от { $from } до { $to }: { $entries }.

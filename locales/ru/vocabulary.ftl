# Слова объявлений по-русски.
#
# vocab-* — собственный словарь этого языка: стиль `native`, числа, когда горизонтали
# называются на языке интерфейса, и буквы фигур стиля `san`. Сообщение *-variants
# перечисляет другие написания, которые принимает ввод хода, через "|". *-promoted —
# форма фигуры после слова превращения. vocab-filler — слова без значения в ходе.

vocab-piece-king = король
vocab-piece-king-variants = короля | королём | королем
vocab-piece-queen = ферзь
vocab-piece-queen-variants = ферзём | ферзем
vocab-piece-queen-promoted = ферзя
vocab-piece-rook = ладья
vocab-piece-rook-variants = ладьёй | ладьей | ладьи | тура
vocab-piece-rook-promoted = ладью
vocab-piece-bishop = слон
vocab-piece-bishop-variants = слоном
vocab-piece-bishop-promoted = слона
vocab-piece-knight = конь
vocab-piece-knight-variants = конём | конем
vocab-piece-knight-promoted = коня
vocab-piece-pawn = пешка
vocab-piece-pawn-variants = пешку | пешкой | пешки

vocab-file-a = а
vocab-file-b = бэ
vocab-file-b-variants = бе
vocab-file-c = цэ
vocab-file-c-variants = це
vocab-file-d = дэ
vocab-file-d-variants = де
vocab-file-e = е
vocab-file-e-variants = э
vocab-file-f = эф
vocab-file-f-variants = еф
vocab-file-g = же
vocab-file-g-variants = жэ | гэ | ге
vocab-file-h = аш
vocab-file-h-variants = ха

vocab-rank-1 = один
vocab-rank-2 = два
vocab-rank-3 = три
vocab-rank-4 = четыре
vocab-rank-5 = пять
vocab-rank-6 = шесть
vocab-rank-7 = семь
vocab-rank-8 = восемь

vocab-captures = бьёт
vocab-captures-variants = бьет | берёт | берет | взятие
vocab-check = шах
vocab-mate = мат
vocab-en-passant = на проходе
vocab-en-passant-variants = взятие на проходе
vocab-promotes = превращается в
vocab-promotes-variants = превращение в | становится
vocab-castle-short = короткая рокировка
vocab-castle-short-variants = рокировка короткая | рокировка в короткую сторону
vocab-castle-long = длинная рокировка
vocab-castle-long-variants = рокировка длинная | рокировка в длинную сторону
vocab-filler = на | идёт на | идет на | ходит на | идёт | идет

vocab-letter-king = Кр
vocab-letter-queen = Ф
vocab-letter-rook = Л
vocab-letter-bishop = С
vocab-letter-knight = К
# The pawn's letter, which SAN leaves out and the move reader takes (Pe4).
vocab-letter-pawn = П

# Слова доски, которую вводят фигура за фигурой (reconcile): стороны, освобождённое поле и
# чья это доска. Первое написание называют предложения.
vocab-board-white = белые | белый
vocab-board-black = чёрные | черные | чёрный | черный
vocab-board-empty = пусто | пустое | пустая | убрать | снять
vocab-board-blind = незрячий | незрячего | слепой
vocab-board-sighted = зрячий | зрячего

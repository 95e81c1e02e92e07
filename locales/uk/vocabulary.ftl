# Слова оголошень українською.
#
# vocab-* — власний словник цієї мови: стиль `native`, числа, коли горизонталі
# називаються мовою інтерфейсу, і літери фігур стилю `san`. Повідомлення *-variants
# перелічує інші написання, які приймає введення ходу, через "|". *-promoted — форма
# фігури після слова перетворення. vocab-filler — слова без значення в ході.

vocab-piece-king = король
vocab-piece-king-variants = короля | королем | королём
vocab-piece-queen = ферзь
vocab-piece-queen-variants = ферзем | ферзём
vocab-piece-queen-promoted = ферзя
vocab-piece-rook = тура
vocab-piece-rook-variants = турою | ладья
vocab-piece-rook-promoted = туру
vocab-piece-bishop = слон
vocab-piece-bishop-variants = слоном
vocab-piece-bishop-promoted = слона
vocab-piece-knight = кінь
vocab-piece-knight-variants = конем | конём
vocab-piece-knight-promoted = коня
vocab-piece-pawn = пішак
vocab-piece-pawn-variants = пішака | пішаком | пішка | пішку

vocab-file-a = а
vocab-file-b = бе
vocab-file-c = це
vocab-file-d = де
vocab-file-e = е
vocab-file-f = еф
vocab-file-g = же
vocab-file-g-variants = ге
vocab-file-h = аш
vocab-file-h-variants = ха

vocab-rank-1 = один
vocab-rank-2 = два
vocab-rank-3 = три
vocab-rank-4 = чотири
vocab-rank-5 = п'ять
vocab-rank-5-variants = п’ять | пʼять | пять
vocab-rank-6 = шість
vocab-rank-7 = сім
vocab-rank-8 = вісім

vocab-captures = бере
vocab-captures-variants = б'є | б’є | бʼє | взяття
vocab-check = шах
vocab-mate = мат
vocab-en-passant = на проході
vocab-en-passant-variants = взяття на проході
vocab-promotes = перетворюється на
vocab-promotes-variants = перетворення на | стає
vocab-castle-short = коротка рокіровка
vocab-castle-short-variants = рокіровка коротка | коротка рокировка
vocab-castle-long = довга рокіровка
vocab-castle-long-variants = рокіровка довга | довга рокировка
vocab-filler = на | йде на | іде на | ходить на | йде | іде

vocab-letter-king = Кр
vocab-letter-queen = Ф
vocab-letter-rook = Т
vocab-letter-bishop = С
vocab-letter-knight = К
# The pawn's letter, which SAN leaves out and the move reader takes (Pe4).
vocab-letter-pawn = П

# Слова дошки, яку вводять фігура за фігурою (reconcile): сторони, звільнене поле і чия це
# дошка. Перше написання називають речення.
vocab-board-white = білі | білий
vocab-board-black = чорні | чорний
vocab-board-empty = порожньо | порожнє | пусто | прибрати | зняти | забрати
vocab-board-blind = незрячий | незрячого | сліпий
vocab-board-sighted = зрячий | зрячого

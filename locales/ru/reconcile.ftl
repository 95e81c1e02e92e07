# hektor reconcile: два бланка записи, две доски (Правила ФИДЕ, приложение D.2.9).
reconcile-white = Белые
reconcile-black = Чёрные
reconcile-piece-king = король
reconcile-piece-queen = ферзь
reconcile-piece-rook = ладья
reconcile-piece-bishop = слон
reconcile-piece-knight = конь
reconcile-piece-pawn = пешка
reconcile-agree = Бланки записи совпадают: { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[other] { $plies } полуходов
}.
reconcile-diverge = Бланки записи совпадают на протяжении { $plies ->
    [one] { $plies } полухода
   *[other] { $plies } полуходов
} и впервые расходятся на ходу { $number }, { $side }: в бланке 1 { $first }, в бланке 2 { $second }.
reconcile-return-final = Правильная позиция — после последнего записанного хода: ход { $number }, очередь хода: { $side }.
reconcile-return-agreed = Игра возвращается к последней позиции, где бланки совпадают: ход { $number }, очередь хода: { $side }.
reconcile-clock = Время, записанное в бланке { $sheet } на этот момент: белые { $white }, чёрные { $black }.
reconcile-note-gap-filled = В бланке { $sheet } нет записи хода { $number }, { $side }; пропуск заполняет ход из бланка { $other }: { $move }.
reconcile-note-unreadable = Бланк { $sheet }, ход { $number }, { $side }: «{ $entry }» невозможно прочитать; считается незаписанным.
reconcile-note-illegal = Бланк { $sheet }, ход { $number }, { $side }: { $entry } — невозможный ход в этой позиции.
reconcile-note-ambiguous = Бланк { $sheet }, ход { $number }, { $side }: { $entry } подходит к нескольким ходам.
reconcile-note-sheet-ends = Бланк { $sheet } заканчивается после { $plies ->
    [one] { $plies } полухода
   *[other] { $plies } полуходов
}: он неполный, а не другой.
reconcile-note-inferred = Ни в одном бланке нет хода { $number }, { $side }; только { $move } согласуется со следующими ходами.
reconcile-note-record-stops = Ни один бланк не даёт пригодного хода { $number }, { $side }; запись заканчивается перед ним.
reconcile-board-correct = Доска { $index } правильная.
reconcile-board-shows-sheet = Доска { $index } показывает позицию бланка { $sheet }.
reconcile-board-corrections = Доска { $index }, исправлений — { $count }:
reconcile-fix-move = { $side }: { $piece } с { $from } на { $to }.
reconcile-fix-remove = { $side }: убрать { $role ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
   *[pawn] пешку
} с { $from }.
reconcile-fix-place = { $side }: поставить { $role ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
   *[pawn] пешку
} на { $to }.
reconcile-explanation = Объяснение: на ходу { $number }, { $side }, в бланках записано { $recorded }, а на этой доске сделано { $executed }.
reconcile-explanation-sheet = Объяснение: на ходу { $number }, { $side }, в бланке { $sheet } записано { $recorded }, а на этой доске сделано { $executed }.
reconcile-no-explanation = Ни один отдельный неверно выполненный ход не объясняет позицию на доске { $index }.
reconcile-board-side = { $side }: { $pieces }.
reconcile-entry-cleared = { $square }: пусто.

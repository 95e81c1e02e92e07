# hektor reconcile: два бланка записи, две доски (Правила ФИДЕ, приложение D.2.9).
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
reconcile-return-agreed = Вместе с арбитром игроки расставляют на своих досках последнюю позицию, где бланки совпадают: ход { $number }, очередь хода: { $side }. Этот отчёт не меняет никакой записи.
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
reconcile-board-shows-sheet = Доска { $index } показывает позицию бланка { $sheet } после хода { $number }, { $side }.
reconcile-board-corrections = Доске { $index } нужно { $count ->
    [one] { $count } исправление
    [few] { $count } исправления
   *[other] { $count } исправлений
  }:
reconcile-fix-move = { $side }: { $piece } с поля { $from } на поле { $to }.
reconcile-fix-remove = { $side }: убрать { $role ->
    [draughts-man] шашку
    [draughts-king] дамку
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
   *[pawn] пешку
} с поля { $from }.
reconcile-fix-place = { $side }: поставить { $role ->
    [draughts-man] шашку
    [draughts-king] дамку
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
   *[pawn] пешку
} на поле { $to }.
reconcile-explanation = Объяснение: на ходу { $number }, { $side }, в бланках записано { $recorded }, а на этой доске сделано { $executed }.
reconcile-explanation-sheet = Объяснение: на ходу { $number }, { $side }, в бланке { $sheet } записано { $recorded }, а на этой доске сделано { $executed }.
reconcile-no-explanation = Ни один отдельный неверно выполненный ход не объясняет позицию на доске { $index }.
reconcile-board-side = { $side }: { $pieces }.
reconcile-entry-cleared = { $square }: пусто.
reconcile-game-read = Бланк { $sheet } — партия { $game } из { $games } в своём файле: белые { $white }, чёрные { $black }.
reconcile-clocks-adjust = Арбитр корректирует показания часов для этой позиции.
reconcile-board-shows-neither = Доска { $index } не показывает позицию ни одного из бланков.
reconcile-restore-record = { $player ->
    [blind] Незрячий игрок
    [sighted] Зрячий игрок
   *[other] Игрок доски { $index }
  } восстанавливает на доске { $index } позицию, записанную в бланках.
reconcile-restore-agreed = { $player ->
    [blind] Незрячий игрок
    [sighted] Зрячий игрок
   *[other] Игрок доски { $index }
  } вместе с арбитром возвращает доску { $index } к позиции, где бланки совпадают.
reconcile-take-back = Вернуть { $count ->
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
  }, начиная с последнего:
reconcile-take-back-move = Ход { $number }, { $side }: вернуть { $move }.
reconcile-note-choice = Ход { $number }, { $side }: в бланках записано { $written }, это подходит к { $count ->
    [one] { $count } ходу
   *[other] { $count } ходам
  } ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-gap = Ни в одном бланке нет хода { $number }, { $side }, а со следующими ходами { $count ->
    [one] согласуется { $count } ход
    [few] согласуются { $count } хода
   *[other] согласуются { $count } ходов
  } ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-by = { $by ->
    [later-moves] следующие ходы показывают, что это { $chosen }.
    [boards] доски показывают { $chosen }.
   *[other] ничто не показывает, какой именно, поэтому отчёт принимает { $chosen }: спросите игроков.
  }
reconcile-needs-two-sheets = hektor reconcile нужны ровно два бланка (--sheet ФАЙЛ --sheet ФАЙЛ); дано: { $count }.
reconcile-too-many-boards = hektor reconcile сравнивает не больше двух досок; дано позиций --board: { $count }.
reconcile-game-count = --game даётся один раз (для обоих бланков) или дважды (бланк 1, затем бланк 2); дано: { $count }.

# Бланки и доски, которыми невозможно воспользоваться (hektor reconcile и reconcile в сеансе).
reconcile-list-example = белые Крe1 e4; чёрные Крe8
reconcile-list-unknown-word = «{ $word }» — не сторона, не фигура и не поле; напишите, например, «{ $example }», а перед полем, которое стало пустым, одно из этих слов: { $empty }
reconcile-list-no-side = сначала назовите, чьи это фигуры («{ $white }» или «{ $black }»), перед «{ $word }»
reconcile-list-no-square = после «{ $piece }» в конце нет поля; добавьте его, например «{ $piece } e4»
reconcile-list-occupied = на { $square } названы две фигуры; называйте каждое поле один раз
reconcile-list-empty = список фигур пуст; напишите, например, «{ $example }»
reconcile-board-fen = расстановку FEN «{ $placement }» невозможно прочитать: { $reason }
reconcile-board-impossible = невозможная позиция: { $problem }
reconcile-board-pawn-edge = { $color ->
    [white] белая
   *[black] чёрная
  } пешка стоит на { $square }; пешки никогда не стоят на первой или последней горизонтали
reconcile-board-kings = у { $color ->
    [white] белых
   *[black] чёрных
  } { $count ->
    [0] нет короля
    [one] { $count } король
    [few] { $count } короля
   *[other] { $count } королей
  }; у каждой стороны ровно один
reconcile-board-pawns = у { $color ->
    [white] белых
   *[black] чёрных
  } { $count ->
    [one] { $count } пешка
    [few] { $count } пешки
   *[other] { $count } пешек
  }; у стороны не больше 8
reconcile-board-pieces = у { $color ->
    [white] белых
   *[black] чёрных
  } { $count ->
    [one] { $count } фигура
    [few] { $count } фигуры
   *[other] { $count } фигур
  }; у стороны не больше 16
reconcile-board-error = Доска { $index }: { $error }.
reconcile-boards-not-in-game = доски сравниваются только в шахматах и шашках; не указывайте --board
reconcile-sheet-error = Бланк { $sheet } ({ $path }): { $error }
reconcile-no-such-game = В файле { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[other] { $count } партий
  }, поэтому партии { $wanted } нет.
reconcile-sheet-too-long = Полуходов в этой партии: { $moves }; сверка сравнивает не более { $most }. Дайте бланки партии, сыгранной за доской.
reconcile-game-hint = Укажите --game с числом от 1 до { $count }.
reconcile-empty-sheet = На бланке { $sheet } нет ходов; дайте два бланка с ходами партии.
reconcile-unknown-language = Бланк { $sheet } записан в нотации или на языке, которых hektor не читает («{ $entry }» — не ход); запишите его алгебраической нотацией с английскими, немецкими, украинскими, русскими или польскими буквами фигур.
reconcile-start-illegal = Начальная позиция файла партии — недопустимая шахматная позиция: { $reason }.
reconcile-piece-draughts-man = шашка
reconcile-piece-draughts-king = дамка
reconcile-draughts-board-word = «{ $word }» не является ни стороной, ни полем, ни промежутком полей; напишите, например, «белые 31-50; чёрные 1-20» или «белые Kc3 e3; чёрные d6», или PDN FEN вида «W:W31-50:B1-20»
reconcile-draughts-board-no-side = сначала назовите, чьи это шашки («белые» или «чёрные»), перед «{ $word }»
reconcile-draughts-board-fen = PDN FEN невозможно прочитать; напишите его как «W:W31-50:B1-20» (чей ход, затем поля белых и чёрных, дамки с K)
reconcile-draughts-board-square = на поле { $square } эта шашка стоять не может (поле названо дважды или простая стоит на поле превращения); называйте каждое поле один раз
reconcile-draughts-board-empty = не названо ни одной шашки; напишите, например, «белые 31-50; чёрные 1-20»
reconcile-pdn-unreadable = Партию { $game } (со строки { $number }) невозможно прочитать как PDN; проверьте там теги и ходы.
reconcile-pdn-start = Тег FEN «{ $placement }» не является позицией этой игры в шашки.
reconcile-pdn-move = Партия { $game }, строка { $number }: «{ $entry }» не является ходом в шашечной нотации; запишите его как 32-28 или 26x17 (c3-d4 или c3:e5 на 64 полях) или - для незаписанного хода.
reconcile-only-game-hint = Укажите для этого файла --game 1 или не указывайте --game.
reconcile-agree-unfinished = Бланки записи совпадают на протяжении { $plies ->
    [one] { $plies } полухода
   *[other] { $plies } полуходов
}, пока идёт бланк { $sheet }: на этом он заканчивается, неполный, а не другой; с бланком { $other } в записи { $total ->
    [one] { $total } полуход
    [few] { $total } полухода
   *[other] { $total } полуходов
}.

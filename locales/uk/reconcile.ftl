# hektor reconcile: два бланки запису, дві дошки (Правила ФІДЕ, додаток D.2.9).
reconcile-piece-king = король
reconcile-piece-queen = ферзь
reconcile-piece-rook = тура
reconcile-piece-bishop = слон
reconcile-piece-knight = кінь
reconcile-piece-pawn = пішак
reconcile-agree = Бланки запису збігаються: { $plies ->
    [one] { $plies } півхід
    [few] { $plies } півходи
   *[other] { $plies } півходів
}.
reconcile-diverge = Бланки запису збігаються впродовж { $plies ->
    [one] { $plies } півходу
   *[other] { $plies } півходів
} і вперше розходяться на ході { $number }, { $side }: у бланку 1 { $first }, у бланку 2 { $second }.
reconcile-return-final = Правильна позиція — після останнього записаного ходу: хід { $number }, хід мають { $side }.
reconcile-return-agreed = Разом з арбітром гравці ставлять на своїх дошках останню позицію, де бланки збігаються: хід { $number }, хід мають { $side }. Цей звіт не змінює жодного запису.
reconcile-clock = Час, записаний у бланку { $sheet } на цей момент: білі { $white }, чорні { $black }.
reconcile-note-gap-filled = У бланку { $sheet } немає запису ходу { $number }, { $side }; пропуск заповнює хід з бланка { $other }: { $move }.
reconcile-note-unreadable = Бланк { $sheet }, хід { $number }, { $side }: «{ $entry }» неможливо прочитати; вважається незаписаним.
reconcile-note-illegal = Бланк { $sheet }, хід { $number }, { $side }: { $entry } — неможливий хід у цій позиції.
reconcile-note-ambiguous = Бланк { $sheet }, хід { $number }, { $side }: { $entry } підходить до кількох ходів.
reconcile-note-sheet-ends = Бланк { $sheet } закінчується після { $plies ->
    [one] { $plies } півходу
   *[other] { $plies } півходів
}: він неповний, а не інший.
reconcile-note-inferred = Жоден бланк не має ходу { $number }, { $side }; лише { $move } узгоджується з наступними ходами.
reconcile-note-record-stops = Жоден бланк не дає придатного ходу { $number }, { $side }; запис закінчується перед ним.
reconcile-board-correct = Дошка { $index } правильна.
reconcile-board-shows-sheet = Дошка { $index } показує позицію бланка { $sheet } після ходу { $number }, { $side }.
reconcile-board-corrections = Дошці { $index } потрібно { $count ->
    [one] { $count } виправлення
    [few] { $count } виправлення
   *[other] { $count } виправлень
  }:
reconcile-fix-move = { $side }: { $piece } з поля { $from } на поле { $to }.
reconcile-fix-remove = { $side }: прибрати { $role ->
    [draughts-man] шашку
    [draughts-king] дамку
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
   *[pawn] пішака
} з поля { $from }.
reconcile-fix-place = { $side }: поставити { $role ->
    [draughts-man] шашку
    [draughts-king] дамку
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
   *[pawn] пішака
} на поле { $to }.
reconcile-explanation = Пояснення: на ході { $number }, { $side }, у бланках записано { $recorded }, а на цій дошці зроблено { $executed }.
reconcile-explanation-sheet = Пояснення: на ході { $number }, { $side }, у бланку { $sheet } записано { $recorded }, а на цій дошці зроблено { $executed }.
reconcile-no-explanation = Жоден окремий неправильно виконаний хід не пояснює позицію на дошці { $index }.
reconcile-board-side = { $side }: { $pieces }.
reconcile-entry-cleared = { $square }: порожньо.
reconcile-game-read = Бланк { $sheet } — партія { $game } з { $games } у своєму файлі: білі { $white }, чорні { $black }.
reconcile-clocks-adjust = Арбітр коригує показання годинника для цієї позиції.
reconcile-board-shows-neither = Дошка { $index } не показує позицію жодного з бланків.
reconcile-restore-record = { $player ->
    [blind] Незрячий гравець
    [sighted] Зрячий гравець
   *[other] Гравець дошки { $index }
  } відновлює на дошці { $index } позицію, записану в бланках.
reconcile-restore-agreed = { $player ->
    [blind] Незрячий гравець
    [sighted] Зрячий гравець
   *[other] Гравець дошки { $index }
  } разом з арбітром повертає дошку { $index } до позиції, де бланки збігаються.
reconcile-take-back = Повернути { $count ->
    [one] { $count } хід
    [few] { $count } ходи
    [many] { $count } ходів
   *[other] { $count } ходу
  }, починаючи з останнього:
reconcile-take-back-move = Хід { $number }, { $side }: повернути { $move }.
reconcile-note-choice = Хід { $number }, { $side }: у бланках записано { $written }, це підходить до { $count ->
    [one] { $count } ходу
   *[other] { $count } ходів
  } ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-gap = Жоден бланк не має ходу { $number }, { $side }, а з наступними ходами { $count ->
    [one] узгоджується { $count } хід
    [few] узгоджуються { $count } ходи
   *[other] узгоджуються { $count } ходів
  } ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-by = { $by ->
    [later-moves] наступні ходи показують, що це { $chosen }.
    [boards] дошки показують { $chosen }.
   *[other] ніщо не показує, який саме, тому звіт бере { $chosen }: запитайте гравців.
  }
reconcile-needs-two-sheets = hektor reconcile потребує рівно двох бланків (--sheet ФАЙЛ --sheet ФАЙЛ); дано: { $count }.
reconcile-too-many-boards = hektor reconcile порівнює щонайбільше дві дошки; дано позицій --board: { $count }.
reconcile-game-count = --game дається один раз (для обох бланків) або двічі (бланк 1, потім бланк 2); дано: { $count }.

# Бланки й дошки, якими неможливо скористатися (hektor reconcile і reconcile у сеансі).
reconcile-list-example = білі Крe1 e4; чорні Крe8
reconcile-list-unknown-word = «{ $word }» — не сторона, не фігура і не поле; напишіть, наприклад, «{ $example }», а перед полем, що стало порожнім, одне з цих слів: { $empty }
reconcile-list-no-side = спершу назвіть, чиї це фігури («{ $white }» чи «{ $black }»), перед «{ $word }»
reconcile-list-no-square = після «{ $piece }» у кінці немає поля; додайте його, наприклад «{ $piece } e4»
reconcile-list-occupied = на { $square } названо дві фігури; називайте кожне поле один раз
reconcile-list-empty = список фігур порожній; напишіть, наприклад, «{ $example }»
reconcile-board-fen = розстановку FEN «{ $placement }» неможливо прочитати: { $reason }
reconcile-board-impossible = неможлива позиція: { $problem }
reconcile-board-pawn-edge = { $color ->
    [white] білий
   *[black] чорний
  } пішак стоїть на { $square }; пішаки ніколи не стоять на першій чи останній горизонталі
reconcile-board-kings = у { $color ->
    [white] білих
   *[black] чорних
  } { $count ->
    [0] немає короля
    [one] { $count } король
    [few] { $count } королі
   *[other] { $count } королів
  }; у кожної сторони рівно один
reconcile-board-pawns = у { $color ->
    [white] білих
   *[black] чорних
  } { $count ->
    [one] { $count } пішак
    [few] { $count } пішаки
   *[other] { $count } пішаків
  }; у сторони щонайбільше 8
reconcile-board-pieces = у { $color ->
    [white] білих
   *[black] чорних
  } { $count ->
    [one] { $count } фігура
    [few] { $count } фігури
   *[other] { $count } фігур
  }; у сторони щонайбільше 16
reconcile-board-error = Дошка { $index }: { $error }.
reconcile-boards-not-in-game = дошки порівнюються лише в шахах і шашках; не вказуйте --board
reconcile-sheet-error = Бланк { $sheet } ({ $path }): { $error }
reconcile-no-such-game = У файлі { $count ->
    [one] { $count } партія
    [few] { $count } партії
   *[other] { $count } партій
  }, тож партії { $wanted } немає.
reconcile-sheet-too-long = Півходів у цій партії: { $moves }; звірка порівнює щонайбільше { $most }. Дайте бланки партії, зіграної за дошкою.
reconcile-game-hint = Укажіть --game з числом від 1 до { $count }.
reconcile-empty-sheet = На бланку { $sheet } немає ходів; дайте два бланки з ходами партії.
reconcile-unknown-language = Бланк { $sheet } записано в нотації чи мові, яких hektor не читає («{ $entry }» — не хід); запишіть його алгебраїчною нотацією з англійськими, німецькими, українськими, російськими чи польськими літерами фігур.
reconcile-start-illegal = Початкова позиція файлу партії — не допустима шахова позиція: { $reason }.
reconcile-piece-draughts-man = шашка
reconcile-piece-draughts-king = дамка
reconcile-draughts-board-word = «{ $word }» не є ні стороною, ні полем, ні проміжком полів; напишіть, наприклад, «білі 31-50; чорні 1-20» або «білі Kc3 e3; чорні d6», або PDN FEN на зразок «W:W31-50:B1-20»
reconcile-draughts-board-no-side = спершу назвіть, чиї це шашки («білі» чи «чорні»), перед «{ $word }»
reconcile-draughts-board-fen = PDN FEN неможливо прочитати; напишіть його як «W:W31-50:B1-20» (чий хід, потім поля білих і чорних, дамки з K)
reconcile-draughts-board-square = на полі { $square } ця шашка стояти не може (поле названо двічі або проста стоїть на полі перетворення); називайте кожне поле один раз
reconcile-draughts-board-empty = не названо жодної шашки; напишіть, наприклад, «білі 31-50; чорні 1-20»
reconcile-pdn-unreadable = Партію { $game } (з рядка { $number }) неможливо прочитати як PDN; перевірте там теги й ходи.
reconcile-pdn-start = Тег FEN «{ $placement }» не є позицією цієї гри в шашки.
reconcile-pdn-move = Партія { $game }, рядок { $number }: «{ $entry }» не є ходом у шашковій нотації; запишіть його як 32-28 чи 26x17 (c3-d4 чи c3:e5 на 64 полях) або - для незаписаного ходу.
reconcile-only-game-hint = Укажіть для цього файлу --game 1 або не вказуйте --game.
reconcile-agree-unfinished = Бланки запису збігаються впродовж { $plies ->
    [one] { $plies } півходу
   *[other] { $plies } півходів
}, доки йде бланк { $sheet }: на цьому він закінчується, неповний, а не інший; з бланком { $other } у записі { $total ->
    [one] { $total } півхід
    [few] { $total } півходи
   *[other] { $total } півходів
}.

# hektor check и hektor replay.

## check
check-summary = партий: { $games }, ходов: { $moves }, ошибок: { $errors }
check-unreadable = Не удаётся прочитать { $file }: { $reason }. Проверьте имя файла и права на чтение.
check-errors-found = В файле есть ошибки: см. строки выше.
check-output-failed = Не удалось вывести отчёт проверки.
check-in-variation = {" "}(в варианте)
check-illegal = партия { $game }, ход { $number }{ $where }: { $move } — невозможный ход для стороны { $side }; остаток этой линии не проверяется.
check-ambiguous = партия { $game }, ход { $number }{ $where }: { $move } неоднозначен для стороны { $side }: его может сделать больше одной фигуры; остаток этой линии не проверяется.
check-null-move = партия { $game }, ход { $number }{ $where }: у стороны { $side } нулевой ход (Z0 или --), заполнитель пропущенного хода, а не шахматный ход; остаток проверяется так, будто { $side } пропустили ход.
check-start = партия { $game }: { $reason }; партия не проверяется.
check-syntax = партия { $game }: текст PGN не читается дальше ({ $reason }); файл, возможно, обрезан или повреждён.
check-empty = партия { $game }: есть заголовки, но нет ходов и результата; файл, возможно, обрезан.
check-note-chess960 = партия { $game }: партия Chess960, проверена с рокировкой Chess960 (поддерживается).
check-note-variant = партия { $game }: партия варианта { $variant }, проверена по его правилам; просмотр поддерживает только обычные шахматы и Chess960.
check-note-uci = партия { $game }: ходы записаны в форме UCI (e2e4) и прочитаны так (поддерживается).

## start positions
start-bad-fen = тег FEN "{ $fen }" не читается ({ $reason })
start-illegal-fen = тег FEN "{ $fen }" описывает невозможную позицию ({ $reason })
start-unknown-variant = вариант "{ $variant }" неизвестен; hektor знает обычные шахматы, Chess960 и варианты lichess
start-refused = это партия варианта { $variant }; hektor показывает только обычные шахматы и Chess960

## sides
replay-white = белые
replay-black = чёрные

## comments in words
replay-clock = часы { $time }
replay-time-spent = затрачено { $time }
replay-time-elapsed = прошло { $time }
replay-hours = { $n ->
    [one] { $n } час
    [few] { $n } часа
   *[other] { $n } часов
}
replay-minutes = { $n ->
    [one] { $n } минута
    [few] { $n } минуты
   *[other] { $n } минут
}
replay-seconds = { $n ->
    [one] { $n } секунда
    [few] { $n } секунды
   *[other] { $n } секунд
}
replay-eval = оценка { $value }
replay-engine-eval = оценка { $value } на глубине { $depth }
replay-eval-mate = мат в { $n } ходов, { $side }
replay-plus = плюс { $n }
replay-minus = минус { $n }

## annotation glyphs
nag-other = пометка { $n }
nag-1 = хороший ход
nag-2 = ошибка
nag-3 = блестящий ход
nag-4 = грубая ошибка
nag-5 = интересный ход
nag-6 = сомнительный ход
nag-7 = вынужденный ход
nag-8 = единственный ход
nag-9 = худший ход
nag-10 = равная позиция
nag-11 = равные шансы, спокойная позиция
nag-12 = равные шансы, активная позиция
nag-13 = неясная позиция
nag-14 = у белых небольшой перевес
nag-15 = у чёрных небольшой перевес
nag-16 = у белых перевес
nag-17 = у чёрных перевес
nag-18 = белые выигрывают
nag-19 = чёрные выигрывают
nag-20 = у белых решающий перевес
nag-21 = у чёрных решающий перевес
nag-22 = белые в цугцванге
nag-23 = чёрные в цугцванге
nag-32 = белые опережают в развитии
nag-33 = чёрные опережают в развитии
nag-36 = у белых инициатива
nag-37 = у чёрных инициатива
nag-40 = у белых атака
nag-41 = у чёрных атака
nag-44 = у белых компенсация за материал
nag-45 = у чёрных компенсация за материал
nag-132 = у белых контригра
nag-133 = у чёрных контригра
nag-138 = белые в цейтноте
nag-139 = чёрные в цейтноте
nag-140 = с идеей
nag-145 = примечание редактора
nag-146 = новинка

## replay session
replay-move = { $number }, { $side }: { $move }
replay-comment = Комментарий: { $text }
replay-start-position = Начало партии, ход за стороной { $side }.
replay-variations-here = { $count ->
    [one] Здесь вариант: { $moves }. Введите var, чтобы войти.
   *[other] Здесь вариантов: { $count }: { $moves }. Введите var 1, var 2 и так далее.
}
replay-entered-variation = Вариант:
replay-left-variation = Снова в начале варианта, в линии, от которой он ответвляется.
replay-not-in-variation = Вы в главной линии, не в варианте.
replay-no-variation = Здесь нет такого варианта.
replay-end-of-variation = Конец варианта. Введите up, чтобы вернуться.
replay-end-of-game = Конец партии.
replay-game-over = Конец партии: { $result }.
replay-stopped = Партия обрывается здесь: ход { $number }, { $move }, сыграть нельзя (см. hektor check).
replay-at-start = Уже в начале партии.
replay-no-comment = К этому ходу нет комментария.
replay-no-game = Партия не открыта. Введите list, затем game и номер.
replay-game-zero = Партии нумеруются с 1.
replay-no-such-game = Партии { $number } нет: в файле партий: { $count }.
replay-game-refused = Партию { $number } нельзя просмотреть: { $reason }. Введите list, чтобы выбрать другую.
replay-no-such-move = В главной линии нет хода { $number }.
replay-go-usage = Введите go и номер хода, например go 12 или go 12 black.
replay-game-usage = Введите game и номер партии, например game 3.
replay-opened = Ходов: { $moves }. Enter или n — следующий ход, help — все команды.
replay-game-players = Партия { $number }: { $white } против { $black }
replay-unknown-player = неизвестный игрок
replay-kind-chess960 = Chess960
replay-kind-other = шахматный вариант, который hektor не показывает
replay-result-white = белые выиграли
replay-result-black = чёрные выиграли
replay-result-draw = ничья
replay-result-none = без результата
replay-list-all = Партий в файле: { $count }.
replay-list-matching = { $count ->
    [0] Ни одна партия не подходит под фильтр. Введите filter clear, чтобы увидеть все.
   *[other] Подходит под фильтр партий: { $count }.
}
replay-list-more = Введите more для следующих партий.
replay-list-end = Больше партий в списке нет.
replay-filter-usage = Введите filter, поле и значение: filter player Carlsen, filter event Olympiad, filter date 2025, filter result white, filter eco B20; filter clear снова показывает все партии.
replay-filter-cleared = Фильтр снят: список показывает все партии.
replay-scan-usage = Введите scan и вертикаль или горизонталь, например scan e или scan 4.
replay-square-usage = Введите square и поле, например square e4.
replay-index-progress = Файл индексируется: найдено партий: { $games }, прочитано { $percent } процентов.
replay-index-done = Файл проиндексирован: партий: { $games }.
replay-index-failed = Индексация остановилась после { $games } партий: { $reason }.
replay-place-not-saved = Не удалось запомнить место в этом файле: { $reason }.
replay-unknown-command = Неизвестная команда: { $command }. Введите help.
replay-help = Команды: Enter или n следующий ход; p предыдущий; start; end; go 12 или go 12 black; var или var 2 войти в вариант; up выйти; comment; where; info; list и more; filter player, event, date, result или eco и значение, filter clear; game 5; pieces, pieces white; scan e; scan 4; square e4; progress; help; quit.

## full screen
replay-tui-board = Доска (заглавные: белые)
replay-tui-moves = Ходы
replay-tui-log = Сказано
replay-tui-input = Команда (Enter: следующий ход, стрелки, Esc — выход)
check-no-game = Файл { $file } не содержит ни одной партии PGN (нет заголовков, ходов или результата); укажите файл PGN.
check-note-no-result = партия { $game }: после ходов нет результата (1-0, 0-1, 1/2-1/2 или *); партия прочитана как незаконченная.
check-unclosed-variation = партия { $game }: вариант, открытый скобкой (, не закрыт; файл, возможно, повреждён.
check-result-mate = партия { $game }: результат { $written } противоречит позиции: партия заканчивается матом, значит результат { $board }.
check-result-stalemate = партия { $game }: результат { $written } противоречит позиции: партия заканчивается патом, значит результат { $board }.

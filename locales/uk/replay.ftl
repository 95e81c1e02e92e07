# hektor check і hektor replay.

## check
check-summary = партій: { $games }, ходів: { $moves }, помилок: { $errors }
check-unreadable = Не вдається прочитати { $file }: { $reason }. Перевірте назву файлу та права на читання.
check-errors-found = У файлі є помилки: див. рядки вище.
check-output-failed = Не вдалося вивести звіт перевірки.
check-in-variation = {" "}(у варіанті)
check-illegal = партія { $game }, хід { $number }{ $where }: { $move } — неможливий хід для сторони { $side }; решта цієї лінії не перевіряється.
check-ambiguous = партія { $game }, хід { $number }{ $where }: { $move } неоднозначний для сторони { $side }: його може зробити більше ніж одна фігура; решта цієї лінії не перевіряється.
check-null-move = партія { $game }, хід { $number }{ $where }: у сторони { $side } нульовий хід (Z0 або --), заповнювач пропущеного ходу, а не шаховий хід; решта перевіряється так, ніби { $side } пропустили хід.
check-start = партія { $game }: { $reason }; партія не перевіряється.
check-syntax = партія { $game }: текст PGN не читається далі ({ $reason }); файл, можливо, обрізаний або пошкоджений.
check-empty = партія { $game }: є заголовки, але немає ходів і результату; файл, можливо, обрізаний.
check-note-chess960 = партія { $game }: партія Chess960, перевірена з рокіровкою Chess960 (підтримується).
check-note-variant = партія { $game }: партія варіанту { $variant }, перевірена за його правилами; перегляд підтримує лише звичайні шахи та Chess960.
check-note-uci = партія { $game }: ходи записані у формі UCI (e2e4) і прочитані так (підтримується).

## start positions
start-bad-fen = тег FEN "{ $fen }" не читається ({ $reason })
start-illegal-fen = тег FEN "{ $fen }" описує неможливу позицію ({ $reason })
start-unknown-variant = варіант "{ $variant }" невідомий; hektor знає звичайні шахи, Chess960 і варіанти lichess
start-refused = це партія варіанту { $variant }; hektor показує лише звичайні шахи та Chess960

## sides
replay-white = білі
replay-black = чорні

## comments in words
replay-clock = годинник { $time }
replay-time-spent = витрачено { $time }
replay-time-elapsed = минуло { $time }
replay-hours = { $n ->
    [one] { $n } година
    [few] { $n } години
   *[other] { $n } годин
}
replay-minutes = { $n ->
    [one] { $n } хвилина
    [few] { $n } хвилини
   *[other] { $n } хвилин
}
replay-seconds = { $n ->
    [one] { $n } секунда
    [few] { $n } секунди
   *[other] { $n } секунд
}
replay-eval = оцінка { $value }
replay-engine-eval = оцінка { $value } на глибині { $depth }
replay-eval-mate = мат за { $n } ходів, { $side }
replay-plus = плюс { $n }
replay-minus = мінус { $n }

## annotation glyphs
nag-other = позначка { $n }
nag-1 = добрий хід
nag-2 = помилка
nag-3 = блискучий хід
nag-4 = груба помилка
nag-5 = цікавий хід
nag-6 = сумнівний хід
nag-7 = вимушений хід
nag-8 = єдиний хід
nag-9 = найгірший хід
nag-10 = рівна позиція
nag-11 = рівні шанси, спокійна позиція
nag-12 = рівні шанси, активна позиція
nag-13 = неясна позиція
nag-14 = у білих невелика перевага
nag-15 = у чорних невелика перевага
nag-16 = у білих перевага
nag-17 = у чорних перевага
nag-18 = білі виграють
nag-19 = чорні виграють
nag-20 = у білих вирішальна перевага
nag-21 = у чорних вирішальна перевага
nag-22 = білі в цугцванзі
nag-23 = чорні в цугцванзі
nag-32 = білі випереджають у розвитку
nag-33 = чорні випереджають у розвитку
nag-36 = у білих ініціатива
nag-37 = у чорних ініціатива
nag-40 = у білих атака
nag-41 = у чорних атака
nag-44 = у білих компенсація за матеріал
nag-45 = у чорних компенсація за матеріал
nag-132 = у білих контргра
nag-133 = у чорних контргра
nag-138 = білі в цейтноті
nag-139 = чорні в цейтноті
nag-140 = з ідеєю
nag-145 = примітка редактора
nag-146 = новинка

## replay session
replay-move = { $number }, { $side }: { $move }
replay-comment = Коментар: { $text }
replay-start-position = Початок партії, хід за стороною { $side }.
replay-variations-here = { $count ->
    [one] Тут варіант: { $moves }. Введіть var, щоб увійти.
   *[other] Тут варіантів: { $count }: { $moves }. Введіть var 1, var 2 і так далі.
}
replay-entered-variation = Варіант:
replay-left-variation = Знову на початку варіанту, у лінії, від якої він відгалужується.
replay-not-in-variation = Ви в головній лінії, не у варіанті.
replay-no-variation = Тут немає такого варіанту.
replay-end-of-variation = Кінець варіанту. Введіть up, щоб повернутися.
replay-end-of-game = Кінець партії.
replay-game-over = Кінець партії: { $result }.
replay-stopped = Партія обривається тут: хід { $number }, { $move }, зіграти не можна (див. hektor check).
replay-at-start = Уже на початку партії.
replay-no-comment = До цього ходу немає коментаря.
replay-no-game = Партію не відкрито. Введіть list, потім game і номер.
replay-game-zero = Партії нумеруються з 1.
replay-no-such-game = Партії { $number } немає: у файлі партій: { $count }.
replay-game-refused = Партію { $number } не можна переглянути: { $reason }. Введіть list, щоб вибрати іншу.
replay-no-such-move = У головній лінії немає ходу { $number }.
replay-go-usage = Введіть go і номер ходу, наприклад go 12 або go 12 black.
replay-game-usage = Введіть game і номер партії, наприклад game 3.
replay-opened = Ходів: { $moves }. Enter або n — наступний хід, help — усі команди.
replay-game-players = Партія { $number }: { $white } проти { $black }
replay-unknown-player = невідомий гравець
replay-kind-chess960 = Chess960
replay-kind-other = шаховий варіант, який hektor не показує
replay-result-white = білі виграли
replay-result-black = чорні виграли
replay-result-draw = нічия
replay-result-none = без результату
replay-list-all = Партій у файлі: { $count }.
replay-list-matching = { $count ->
    [0] Жодна партія не відповідає фільтру. Введіть filter clear, щоб побачити всі.
   *[other] Відповідають фільтру партій: { $count }.
}
replay-list-more = Введіть more для наступних партій.
replay-list-end = Більше партій у списку немає.
replay-filter-usage = Введіть filter, поле і значення: filter player Carlsen, filter event Olympiad, filter date 2025, filter result white, filter eco B20; filter clear знову показує всі партії.
replay-filter-cleared = Фільтр знято: список показує всі партії.
replay-scan-usage = Введіть scan і вертикаль або горизонталь, наприклад scan e або scan 4.
replay-square-usage = Введіть square і поле, наприклад square e4.
replay-index-progress = Файл індексується: знайдено партій: { $games }, прочитано { $percent } відсотків.
replay-index-done = Файл проіндексовано: партій: { $games }.
replay-index-failed = Індексація зупинилася після { $games } партій: { $reason }.
replay-place-not-saved = Не вдалося запам'ятати місце в цьому файлі: { $reason }.
replay-unknown-command = Невідома команда: { $command }. Введіть help.
replay-help = Команди: Enter або n наступний хід; p попередній; start; end; go 12 або go 12 black; var або var 2 увійти у варіант; up вийти; comment; where; info; list і more; filter player, event, date, result або eco і значення, filter clear; game 5; pieces, pieces white; scan e; scan 4; square e4; progress; help; quit.

## full screen
replay-tui-board = Дошка (великі літери: білі)
replay-tui-moves = Ходи
replay-tui-log = Сказано
replay-tui-input = Команда (Enter: наступний хід, стрілки, Esc — вихід)
check-no-game = Файл { $file } не містить жодної партії PGN (немає заголовків, ходів чи результату); вкажіть файл PGN.
check-note-no-result = партія { $game }: після ходів немає результату (1-0, 0-1, 1/2-1/2 або *); партію прочитано як незавершену.
check-unclosed-variation = партія { $game }: варіант, відкритий дужкою (, не закрито; файл, можливо, пошкоджений.
check-result-mate = партія { $game }: результат { $written } суперечить позиції: партія закінчується матом, отже результат { $board }.
check-result-stalemate = партія { $game }: результат { $written } суперечить позиції: партія закінчується патом, отже результат { $board }.

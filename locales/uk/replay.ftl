# hektor check і hektor replay.

## check
check-summary = партій: { $games }, ходів: { $moves }, помилок: { $errors }
check-errors-found = У файлі є помилки: див. рядки вище.
check-output-failed = Не вдалося вивести звіт перевірки.
check-in-variation = {" "}(у варіанті)
check-illegal = партія { $game }, хід { $number }{ $where }, { $side }: { $move } — неможливий хід; решта цієї лінії не перевіряється.
check-no-promotion = партія { $game }, хід { $number }{ $where }, { $side }: у { $move } не вказано фігуру перетворення (Q, R, B або N, як у d8=Q); решта цієї лінії не перевіряється.
check-ambiguous = партія { $game }, хід { $number }{ $where }, { $side }: { $move } неоднозначний: його може зробити більше ніж одна фігура; решта цієї лінії не перевіряється.
check-null-move = партія { $game }, хід { $number }{ $where }, { $side }: нульовий хід (Z0 або --), заповнювач пропущеного ходу, а не шаховий хід; решта перевіряється так, ніби { $side } пропустили хід.
check-start = партія { $game }: { $reason }; партія не перевіряється.
check-syntax = партія { $game }: текст PGN не читається далі ({ $reason }); файл, можливо, обрізаний або пошкоджений.
check-syntax-tag = заголовок не закрито
check-syntax-comment = коментар не закрито
check-syntax-other = текст не є PGN
check-note-no-moves = партія { $game }: лише заголовки, без ходів і результату; прочитано як партію без ходів.
check-binary-tail = рядок { $line }: тут файл перестає бути текстом (байт { $byte }: двійкові байти, які лишає обірване чи пошкоджене завантаження); { $games ->
    [one] { $games } партію перед ним прочитано,
    [few] { $games } партії перед ним прочитано,
    [many] { $games } партій перед ним прочитано,
   *[other] { $games } партій перед ним прочитано,
} решту файла — ні. Завантажте файл ще раз, щоб мати його повністю.
check-empty = партія { $game }: є заголовки, але немає ходів і результату; файл, можливо, обрізаний.
check-note-chess960 = партія { $game }: партія Chess960, перевірена з рокіровкою Chess960 (підтримується).
check-note-variant = партія { $game }: партія варіанта { $variant }, перевірена за його правилами; перегляд підтримує лише звичайні шахи та Chess960.
check-note-uci = партія { $game }: ходи записані у формі UCI (e2e4) і прочитані так (підтримується).
check-note-result-tag = партія { $game }: тег Result каже { $tag }, а ходи закінчуються результатом { $written }; прочитано { $written }.
check-note-stray-close = партія { $game }, хід { $number }{ $where }, { $side }: дужка ) не закриває жодного варіанта; пропущена.
check-note-forfeit = партія { $game }: результат без гри (неявка), записаний +-- або --+ (так пише scalachess), прочитаний як { $result }.
check-note-capture-mark = партія { $game }, хід { $number }{ $where }, { $side }: у записі «{ $written }» { $mark ->
        [missing] бракує знака взяття (x)
       *[wrong] хибний знак взяття (x)
    }; прочитано як { $move }, єдиний можливий хід, що підходить (так читає python-chess).

## start positions
start-bad-fen = тег FEN "{ $fen }" не читається ({ $reason })
start-illegal-fen = тег FEN "{ $fen }" описує неможливу позицію ({ $reason })
start-unknown-variant = варіант "{ $variant }" невідомий; hektor знає звичайні шахи, Chess960 і варіанти lichess
start-refused = це партія варіанта { $variant }; hektor показує лише звичайні шахи та Chess960

## sides

## comments in words
replay-time-spent = витрачено { $time }
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
    [many] { $n } секунд
   *[other] { $n } секунди
}
replay-engine-eval = оцінка { $value } на глибині { $depth }
replay-eval-mate = { $side } ставлять мат за { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[other] { $n } ходів
}
replay-plus = плюс { $n }
replay-minus = мінус { $n }
replay-eval-unreadable = оцінка { $value }
# Оцінки ходів у коментарях аналізу lichess: "(-0.41 → 0.14) Inaccuracy. Bd7 was best."
replay-judged-eval = оцінка з { $from } до { $to }
replay-judged-mate = мат за { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[other] { $n } ходів
}
replay-judgment-inaccuracy = Неточність
replay-judgment-mistake = Помилка
replay-judgment-blunder = Груба помилка
replay-judgment-mate-created = Мат тепер неминучий
replay-judgment-mate-delayed = Не найкоротший шлях до мату
replay-judgment-mate-lost = Втрачено форсований мат
replay-judged-best = Найкращим був хід { $move }

## annotation glyphs
# draughts' own glyphs (seed 003 IV.4.2.7-4.2.10)
glyph-looks-weak-is-strong = хід, який здається слабким, а насправді сильний
glyph-looks-strong-is-weak = хід, який здається сильним, а насправді слабкий
glyph-win = виграш партії
glyph-draw = нічия
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
# A null move (--, Z0) written in a game, said in place of the move in replay-move.
replay-pass = ходу немає: черга переходить до суперника (нульовий хід у файлі)
replay-comment = Коментар: { $text }
replay-start-position = Початок партії, ходять { $side }.
replay-variations-here = { $count ->
    [one] Тут іще { $count } лінія: { $moves }. Введіть варіант або лінія 2, щоб перейти на неї.
    [few] Тут іще { $count } лінії: { $moves }. Введіть лінія і її номер, наприклад лінія 2, щоб перейти на неї.
   *[other] Тут іще { $count } ліній: { $moves }. Введіть лінія і її номер, наприклад лінія 2, щоб перейти на неї.
}
# One of the lines listed in replay-variations-here: its number and its first move.
replay-variation-item = лінія { $line }: { $move }
# After the first ten of many variations in replay-variations-here: how many are not named.
replay-variations-more = і ще { $count }
replay-entered-variation = У варіанті, глибина { $depth }.
replay-left-variation = Знову на початку варіанта, у лінії, від якої він відгалужується.
replay-not-in-variation = Ви в головній лінії, не у варіанті.
replay-no-variation = Тут немає такого варіанта.
replay-end-of-variation = Кінець варіанта. Введіть вгору, щоб повернутися.
replay-end-of-game = Кінець партії.
replay-game-over = Кінець партії: { $result }.
replay-stopped = Партія обривається тут: хід { $number }, { $move }, зіграти не можна: { $cause }.
replay-stops-early = Ця партія обривається раніше кінця, на ході { $number }, { $move }: { $cause }; ходи до нього відтворюються.
replay-cause-illegal = це неможливий хід
replay-cause-ambiguous = хід неоднозначний, його може зробити більше ніж одна фігура
replay-cause-unread = це не хід у нотації файлу
replay-cause-no-promotion = не вказано фігуру перетворення (ходу потрібна Q, R, B або N, як у d8=Q)
replay-too-long = hektor далі не читає цю партію: прочитано { $count ->
        [one] { $count } хід
        [few] { $count } ходи
       *[other] { $count } ходів
    } разом з варіантами, а партія довша, ніж hektor тримає в пам'яті. Інші партії файлу можна відкрити, як і раніше.
replay-at-start = Уже на початку партії.
replay-no-comment = До цього ходу немає коментаря.
# A comment longer than 2,000 characters is cut: how much is left out, and that `more` says it.
replay-quote-cut = … пропущено ще { $count } { $count ->
    [one] символ
    [few] символи
    [many] символів
   *[other] символу
}; введіть «більше», щоб почути решту.
replay-comment-end = Кінець коментаря.
replay-no-game = Партію не відкрито. Введіть список, потім партія і номер.
replay-game-zero = Партії нумеруються з 1.
replay-no-such-game = Партії { $number } немає: у файлі { $count ->
    [one] { $count } партія
    [few] { $count } партії
   *[other] { $count } партій
}.
replay-game-refused = Партію { $number } не можна переглянути: { $reason }. Введіть список, щоб вибрати іншу.
replay-no-such-move = У головній лінії немає ходу { $number }.
replay-go-usage = Введіть перейти і номер ходу, наприклад перейти 12 або перейти 12 чорні.
replay-game-usage = Введіть партія і номер партії, наприклад партія 3.
replay-opened-no-moves = У цій партії немає ходів, лише заголовки. Введіть інфо, щоб почути заголовки, або партія +1 — наступна партія.
replay-opened = Ходів: { $moves }. Enter або далі — наступний хід, допомога — усі команди.
replay-game-players = Партія { $number }: { $white } — { $black }
replay-unknown-player = невідомий гравець
replay-kind-chess960 = Chess960
replay-kind-other = шаховий варіант, який hektor не показує
replay-result-white = білі виграли
replay-result-black = чорні виграли
replay-result-draw = нічия
replay-result-none = без результату
replay-list-all = Партій у файлі: { $count }.
replay-list-matching = { $count ->
    [0] Жодна партія не відповідає фільтру ({ $filter }). Введіть фільтр очистити, щоб побачити всі.
   *[other] Відповідають фільтру ({ $filter }) партій: { $count }.
}
replay-list-matching-so-far = Поки що відповідають фільтру ({ $filter }) партій: { $count }.
replay-list-more = Введіть «більше», щоб почути наступні партії.
replay-list-end = Більше партій у списку немає.
replay-filter-usage = Введіть фільтр, поле і значення: фільтр гравець Carlsen, фільтр турнір Olympiad, фільтр дата 2025, фільтр результат 1-0, фільтр eco B20; фільтр очистити знову показує всі партії.
replay-filter-cleared = Фільтр знято: список показує всі партії.
# A filter condition (field and value as typed) that no game of the file matches.
replay-filter-nothing = Жодна партія не має { $condition }; фільтр лишається як був.
# next game / previous game when the filter lets no further game through.
replay-no-next-match = Жодна наступна партія не відповідає фільтру; введіть фільтр очистити, щоб бачити всі партії.
replay-no-previous-match = Жодна попередня партія не відповідає фільтру; введіть фільтр очистити, щоб бачити всі партії.
replay-scan-usage = Введіть огляд і вертикаль, горизонталь або діагональ, наприклад огляд e, огляд 4 або огляд a1-h8.
replay-square-usage = Введіть поле і назву поля, наприклад поле e4.
replay-index-progress = Файл індексується: знайдено { $games ->
    [one] { $games } партію
    [few] { $games } партії
   *[other] { $games } партій
}, прочитано { $percent ->
    [one] { $percent } відсоток
    [few] { $percent } відсотки
   *[other] { $percent } відсотків
}.
replay-index-done = Файл проіндексовано: партій: { $games }.
replay-index-failed = Індексація зупинилася після { $games ->
    [one] { $games } партії
   *[other] { $games } партій
}. { $reason }
replay-place-not-saved = Не вдалося запам'ятати місце в цьому файлі. { $reason }
replay-places-unread = Запам’ятовані місця у { $file } не вдається прочитати, тому цей перегляд починається з початку; файл збережено як { $copy }, перш ніж буде записано нові місця.
replay-unknown-command = Невідома команда: { $command }. Введіть допомога.
## full screen
replay-tui-board = Дошка (великі літери: білі)
replay-tui-moves = Ходи
replay-tui-log = Сказано
replay-tui-input = Команда (Enter: наступний хід; допомога — команди й клавіші)

## orientation and study aids
replay-back-in-line = { $depth ->
    [0] Знову в головній лінії.
   *[other] Знову у варіанті рівнем вище, глибина { $depth }.
}
replay-where-turn = Хід { $number }, ходять { $side }.
replay-where-variation = У варіанті, глибина { $depth }, лінія { $line } з { $count }.
# After a move that has alternatives in its place (siblings): its line among them.
replay-line-of = лінія { $line } з { $count }
replay-no-next-line = Наступної лінії немає: це остання лінія в найближчому розгалуженні.
replay-no-previous-line = Попередньої лінії немає: це перша лінія в найближчому розгалуженні.
replay-no-next-comment = Далі в цій лінії коментарів немає.
replay-no-previous-comment = Раніше в цій лінії коментарів немає.
replay-no-next-mistake = Далі в цій лінії немає ходів, позначених як помилка.
replay-no-previous-mistake = Раніше в цій лінії немає ходів, позначених як помилка.
replay-dropped-variation = Тут є варіант, що починається з { $move }; цей хід не можна зіграти (нульовий або неможливий хід), тому варіант пропущено.
replay-extra-words = Команда { $command } не розуміє «{ $extra }»; нічого не зроблено. Введіть допомога, щоб почути команди.
replay-pieces-usage = Введіть фігури і сторону, вид фігури або те й інше: фігури білі, фігури коні, фігури чорні коні.
replay-study-usage = Введіть атаки або можливі ходи і поле, наприклад атаки e4 або можливі ходи g1.
replay-moves-usage = Введіть ходи і номери ходів, наприклад ходи 10-20 або ходи 12.
replay-moves-none = У цій лінії немає ходів з { $from } по { $to }.
replay-moves-none-one = Ходу { $number } немає.
replay-moves-none-from = У цій лінії немає ходів від { $from } і далі.
replay-moves-range = Ходи з { $from } по { $to }: { $moves }.
# One move number of `moves`: its moves (`replay-moves-side` each).
replay-moves-one = Хід { $number }, { $moves }.
# One move of a list, after the side that made it.
replay-moves-side = { $side }: { $move }
replay-nothing = ніхто
replay-square-attacked = { $square }: нападають: { $attackers }; захищають: { $defenders }.
replay-square-reached = { $square }: у білих сюди б'ють: { $white }; у чорних: { $black }.
replay-legal-no-piece = На полі { $square } немає фігури.
replay-legal-not-to-move = { $piece }: зараз ходять { $side }, тому ця фігура поки не може ходити.
replay-legal = { $count ->
    [0] { $piece }: немає допустимих ходів.
    [one] { $piece }: { $count } допустимий хід: { $moves }.
    [few] { $piece }: { $count } допустимі ходи: { $moves }.
   *[other] { $piece }: { $count } допустимих ходів: { $moves }.
}
replay-material = Матеріал: білі { $white }, чорні { $black }; { $balance }.
replay-material-equal = порівну
replay-material-ahead = { $color ->
    [white] у білих
   *[black] у чорних
} більше на { $n } { $n ->
    [one] пішака
    [few] пішаки
   *[other] пішаків
}
replay-last-capture = Останнє взяття: { $move }.
replay-no-capture = До цього місця взять не було.
replay-ratings = Рейтинги: білі { $white }, чорні { $black }.
replay-opening = Дебют: { $opening }.
replay-eval-better = { $color ->
    [white] у білих
   *[black] у чорних
} перевага в { $n } { $n ->
    [one] пішака
    [few] пішаки
    [many] пішаків
   *[other] пішака
}
replay-eval-equal = позиція рівна
replay-tui-walk = Обхід дошки: стрілки переходять з поля на поле, літера фігури — до наступної такої фігури (велика — назад), Esc або Tab завершує обхід.

## annotation glyphs, the rest of the standard set
nag-24 = у білих невелика перевага в просторі
nag-25 = у чорних невелика перевага в просторі
nag-26 = у білих помітна перевага в просторі
nag-27 = у чорних помітна перевага в просторі
nag-28 = у білих вирішальна перевага в просторі
nag-29 = у чорних вирішальна перевага в просторі
nag-30 = у білих невелика перевага в розвитку
nag-31 = у чорних невелика перевага в розвитку
nag-34 = у білих вирішальна перевага в розвитку
nag-35 = у чорних вирішальна перевага в розвитку
nag-38 = у білих стійка ініціатива
nag-39 = у чорних стійка ініціатива
nag-42 = у білих недостатня компенсація за матеріал
nag-43 = у чорних недостатня компенсація за матеріал
nag-46 = у білих більш ніж достатня компенсація за матеріал
nag-47 = у чорних більш ніж достатня компенсація за матеріал
nag-48 = у білих невелика перевага в центрі
nag-49 = у чорних невелика перевага в центрі
nag-50 = у білих помітна перевага в центрі
nag-51 = у чорних помітна перевага в центрі
nag-52 = у білих вирішальна перевага в центрі
nag-53 = у чорних вирішальна перевага в центрі
nag-54 = у білих невелика перевага на королівському фланзі
nag-55 = у чорних невелика перевага на королівському фланзі
nag-56 = у білих помітна перевага на королівському фланзі
nag-57 = у чорних помітна перевага на королівському фланзі
nag-58 = у білих вирішальна перевага на королівському фланзі
nag-59 = у чорних вирішальна перевага на королівському фланзі
nag-60 = у білих невелика перевага на ферзевому фланзі
nag-61 = у чорних невелика перевага на ферзевому фланзі
nag-62 = у білих помітна перевага на ферзевому фланзі
nag-63 = у чорних помітна перевага на ферзевому фланзі
nag-64 = у білих вирішальна перевага на ферзевому фланзі
nag-65 = у чорних вирішальна перевага на ферзевому фланзі
nag-66 = у білих вразлива перша горизонталь
nag-67 = у чорних вразлива перша горизонталь
nag-68 = у білих надійно захищена перша горизонталь
nag-69 = у чорних надійно захищена перша горизонталь
nag-70 = у білих погано захищений король
nag-71 = у чорних погано захищений король
nag-72 = у білих добре захищений король
nag-73 = у чорних добре захищений король
nag-74 = у білих невдало розташований король
nag-75 = у чорних невдало розташований король
nag-76 = у білих добре розташований король
nag-77 = у чорних добре розташований король
nag-78 = у білих дуже слабка пішакова структура
nag-79 = у чорних дуже слабка пішакова структура
nag-80 = у білих досить слабка пішакова структура
nag-81 = у чорних досить слабка пішакова структура
nag-82 = у білих досить міцна пішакова структура
nag-83 = у чорних досить міцна пішакова структура
nag-84 = у білих дуже міцна пішакова структура
nag-85 = у чорних дуже міцна пішакова структура
nag-86 = у білих погано розташовані коні
nag-87 = у чорних погано розташовані коні
nag-88 = у білих добре розташовані коні
nag-89 = у чорних добре розташовані коні
nag-90 = у білих погано розташовані слони
nag-91 = у чорних погано розташовані слони
nag-92 = у білих добре розташовані слони
nag-93 = у чорних добре розташовані слони
nag-94 = у білих погано розташовані тури
nag-95 = у чорних погано розташовані тури
nag-96 = у білих добре розташовані тури
nag-97 = у чорних добре розташовані тури
nag-98 = у білих погано розташований ферзь
nag-99 = у чорних погано розташований ферзь
nag-100 = у білих добре розташований ферзь
nag-101 = у чорних добре розташований ферзь
nag-102 = у білих погана координація фігур
nag-103 = у чорних погана координація фігур
nag-104 = у білих добра координація фігур
nag-105 = у чорних добра координація фігур
nag-130 = у білих невелика контргра
nag-131 = у чорних невелика контргра
nag-134 = у білих вирішальна контргра
nag-135 = у чорних вирішальна контргра
nag-136 = у білих мало часу
nag-137 = у чорних мало часу
nag-106 = білі дуже погано розіграли дебют
nag-107 = чорні дуже погано розіграли дебют
nag-108 = білі погано розіграли дебют
nag-109 = чорні погано розіграли дебют
nag-110 = білі добре розіграли дебют
nag-111 = чорні добре розіграли дебют
nag-112 = білі дуже добре розіграли дебют
nag-113 = чорні дуже добре розіграли дебют
nag-114 = білі дуже погано провели мітельшпіль
nag-115 = чорні дуже погано провели мітельшпіль
nag-116 = білі погано провели мітельшпіль
nag-117 = чорні погано провели мітельшпіль
nag-118 = білі добре провели мітельшпіль
nag-119 = чорні добре провели мітельшпіль
nag-120 = білі дуже добре провели мітельшпіль
nag-121 = чорні дуже добре провели мітельшпіль
nag-122 = білі дуже погано провели ендшпіль
nag-123 = чорні дуже погано провели ендшпіль
nag-124 = білі погано провели ендшпіль
nag-125 = чорні погано провели ендшпіль
nag-126 = білі добре провели ендшпіль
nag-127 = чорні добре провели ендшпіль
nag-128 = білі дуже добре провели ендшпіль
nag-129 = чорні дуже добре провели ендшпіль
nag-141 = спрямовано проти
nag-142 = краще
nag-143 = гірше
nag-144 = рівноцінно
nag-238 = перевага в просторі
nag-239 = вертикаль
nag-240 = діагональ
nag-241 = центр
nag-242 = королівський фланг
nag-243 = ферзевий фланг
nag-244 = слабке поле
nag-245 = ендшпіль
nag-246 = два слони
nag-247 = різнопольні слони
nag-248 = однопольні слони
nag-249 = зв'язані пішаки
nag-250 = ізольовані пішаки
nag-251 = здвоєні пішаки
nag-252 = прохідний пішак
nag-253 = пішакова більшість
nag-254 = з
nag-255 = без

check-note-no-result = партія { $game }: після ходів немає результату (1-0, 0-1, 1/2-1/2 або *); партію прочитано як незавершену.
check-draughts-too-long = партія { $game }: партія довша за 1 МіБ тексту; її перевірено до рядка { $line }.
check-unclosed-variation = партія { $game }: варіант, відкритий дужкою (, не закрито; файл, можливо, пошкоджений.
check-result-mate = партія { $game }: результат { $written } суперечить позиції: партія закінчується матом, отже результат { $board }.
check-result-stalemate = партія { $game }: результат { $written } суперечить позиції: партія закінчується патом, отже результат { $board }.

## opening names
replay-openings-none = Назви дебютів не встановлено. Щоб додати їх, покладіть файли a.tsv – e.tsv набору даних lichess chess-openings у теку { $folder } або вкажіть їхню теку через --openings.
replay-opening-unnamed = Дорогою сюди не було жодної позиції з назвою дебюту.
replay-openings-bad-rows = { $file }: не вдається прочитати { $count ->
    [one] { $count } рядок
    [few] { $count } рядки
    [many] { $count } рядків
   *[other] { $count } рядка
} з назвами дебютів (перший — рядок { $row }); решту рядків використано.
replay-openings-no-folder = Теки { $folder } з назвами дебютів не існує; перегляд триває без назв із неї. Перевірте теку, указану через --openings або ключ openings у config.toml.

## help of the replay commands (usage: these words)
replay-help-next = наступний хід; зі словом — наступне розгалуження, наступний хід із коментарем, наступний хід, позначений як помилка, або наступна партія
replay-help-previous = попередній хід; зі словом — попереднє розгалуження, попередній хід із коментарем, попередній хід, позначений як помилка, або попередня партія
replay-help-start = початок партії
replay-help-capture = останнє взяття на шляху сюди
replay-help-last = поточний хід ще раз, як у грі
replay-help-end = останній хід поточної лінії
replay-help-go = хід білих (або чорних) із цим номером в основній лінії
replay-help-var = перейти на лінію за номером, який їй дає список варіантів тут (варіант без номера: лінія 2, перший варіант; лінія 1 — наступний хід)
replay-help-clock = час, що лишився в обох гравців на поточному ході, з показів годинника в коментарях
replay-help-up = вийти з варіанта, назад туди, де він відгалужився
replay-help-comment = коментарі до поточного ходу ще раз
replay-help-where = поточний хід ще раз, чий хід, глибина й лінія у варіантах
replay-help-info = гравці, результат, турнір і дата партії та всі її теги
replay-help-moves = ходи партії (у перегляді — поточної лінії): усі, останні, від певного ходу або проміжок
replay-help-list = партії файлу, по 10
replay-help-more = решта скороченого коментаря, частина за частиною; інакше наступні партії списку
replay-help-filter = залишити лише партії, що підходять (умови додаються); фільтр очистити знову показує всі партії
replay-help-game = відкрити партію 5 файлу, наступну або попередню партію
replay-help-attacks = що атакує і захищає поле
replay-help-legal = куди може піти фігура з поля
replay-help-material = співвідношення матеріалу
replay-help-opening = назва найглибшої названої дебютної позиції на шляху сюди
replay-help-progress = наскільки файл уже проіндексовано
replay-help-quit = завершити перегляд; місце у файлі запам'ятовується (перегляд завершується й наприкінці введення)
replay-help-keys = У повноекранному режимі Tab вмикає обхід дошки по полях, а F2 називає дебют.
replay-draughts-not-yet = У файлі { $file } партії в шашки, а переглядати шашки hektor поки не вміє. hektor check і hektor export читають цей файл, а hektor --rules draughts-64 play (або draughts-100) грає в шашки.
check-unread = { pgn-unread }; решта цієї лінії не перевіряється.
replay-draughts-material = Матеріал: білі { $white }, чорні { $black }.
replay-draughts-men-kings = { $men ->
    [one] { $men } шашка
    [few] { $men } шашки
    [many] { $men } шашок
   *[other] { $men } шашки
} і { $kings ->
    [one] { $kings } дамка
    [few] { $kings } дамки
    [many] { $kings } дамок
   *[other] { $kings } дамки
}
replay-draughts-pieces-usage = Введіть фігури і сторону, шашки або дамки чи те й інше: фігури білі, фігури дамки, фігури чорні шашки.
replay-draughts-square-usage = Введіть поле і номер чи назву поля, наприклад поле 32 або поле c3.
replay-help-keys-draughts = У повноекранному режимі Tab вмикає обхід темних полів дошки, а літера шашки чи дамки переходить до наступної.
replay-play-only = Ця команда належить до гри (hektor play), а не до перегляду партій. Введіть допомога, щоб почути команди.
## info: the names of a game's tags; a tag without a name here keeps its own
replay-tag-name = { $tag ->
    [Event] Турнір
    [Site] Місце
    [Date] Дата
    [Round] Тур
    [White] Білі
    [Black] Чорні
    [Result] Результат
    [WhiteElo] Рейтинг білих
    [BlackElo] Рейтинг чорних
    [ECO] Код ECO
    [Opening] Дебют
    [Variation] Варіант
    [TimeControl] Контроль часу
    [Termination] Завершення
    [Annotator] Коментатор
    [PlyCount] Півходи
    [FEN] Початкова позиція
    [GameType] Тип гри
    [EventDate] Дата турніру
    [WhiteTitle] Звання білих
    [BlackTitle] Звання чорних
    [WhiteFideId] FIDE ID білих
    [BlackFideId] FIDE ID чорних
    [Variant] Різновид
    [GameDuration] Тривалість партії
    [GameStartTime] Початок партії
    [GameEndTime] Кінець партії
    [UTCDate] Дата (UTC)
    [UTCTime] Час (UTC)
    [Time] Час
   *[other] { $tag }
}
replay-load-missing = там немає партії
replay-load-damaged = партію не вдається прочитати, файл, можливо, обрізаний або пошкоджений
replay-line-too-long = Цей рядок має { $count ->
    [one] { $count } символ
    [few] { $count } символи
   *[other] { $count } символів
}; команда має щонайбільше { $max }. Введіть допомога, щоб почути команди.
replay-not-text = У цьому рядку є символи, що не є текстом. Введіть допомога, щоб почути команди.
# An unknown Black player where it follows "against" (the case it takes there; here the players are joined by a dash, after which no case changes).
replay-unknown-player-after-against = невідомий гравець
# What check and export say of a word the PGN reader cannot read as a move.
pgn-unread = партія { $game }, хід { $number }{ $where }, { $side }: «{ $move }» стоїть на місці ходу, але це не хід у нотації PGN (ходи пишуть англійськими літерами: K Q R B N, наприклад Nf3 або exd5)
replay-engine-mate = рушій, що зробив хід, бачить мат за { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[other] { $n } ходів
} { $for ->
    [mover] на свою користь
   *[against] проти себе
} на глибині { $depth }
# Незмінні фрази турнірних програм (cutechess) у коментарях; $side — «Білі» або
# «Чорні».
replay-program-book = хід із дебютної книги
replay-program-draw-repetition = нічия: триразове повторення позиції
replay-program-draw-fifty = нічия за правилом 50 ходів
replay-program-draw-stalemate = нічия: пат
replay-program-draw-material = нічия: недостатньо матеріалу для мату
replay-program-draw-adjudication = нічия за присудженням
replay-program-mates = { $side } ставлять мат
replay-program-resigns = { $side } здаються
replay-program-time = { $side } просрочили час
replay-program-adjudication = { $side } виграють за присудженням
replay-program-illegal = { $side } роблять неможливий хід
replay-program-disconnects = { $side }: рушій відключився
replay-program-stalls = { $side }: зв’язок із рушієм перервався
replay-program-no-result = немає результату
replay-program-draw-agreement = нічия за згодою
replay-program-draw-timeout = нічия за часом
replay-program-draw-disconnection = нічия: рушій відключився
replay-program-draw-stalled = нічия: зв’язок із рушієм перервався
replay-program-drawn = нічия
replay-program-agreement = { $side } виграють за згодою
replay-program-wins = { $side } виграють
replay-key-walk = обхід дошки, поле за полем
replay-key-no-action = { $key } нічого не робить; допомога називає клавіші.
# Before the move at the place a file was left last time (replay without --game).
replay-continued = Продовжуємо з місця, де ви зупинилися минулого разу:
# After replay-continued when the place is inside a variation.
replay-continued-variation = Ви у варіанті, глибина { $depth }, лінія { $line } з { $count }; введіть вгору, щоб повернутися до лінії, від якої він відгалужується.
# A PGN Termination tag's value (the standard's words, and lichess's), spaces as "-".
replay-termination = { $value ->
    [abandoned] партію покинуто
    [adjudication] присудження
    [death] смерть гравця
    [emergency] надзвичайна обставина
    [normal] звичайне завершення
    [rules-infraction] порушення правил
    [time-forfeit] прострочення часу
    [illegal-move] неможливий хід
    [unterminated] партію не завершено
    [stalled-connection] зв’язок із рушієм перервався
   *[other] { $text }
}
# A game saved by hektor play that cannot be turned into a PGN or PDN game (damaged); $format is pgn or pdn.
replay-saved-game = { $file } — файл партії hektor play, але hektor не може прочитати в ньому партію. { $error }
# A remembered place whose game is another one now (the file changed); game 1 opens.
replay-place-file-changed = Файл змінився з минулого разу: партія { $game } — уже не та партія, на якій ви зупинилися; ви починаєте з початку партії 1.
# A remembered place beyond the end of its game (the game was shortened).
replay-place-game-shorter = Партія { $game } коротша, ніж тоді, коли ви зупинилися минулого разу; ви починаєте з її початку.
# A remembered game found under another number (games before it were added or removed).
replay-place-game-moved = Партія { $game } з минулого разу тепер — партія { $now }: перед нею додали або вилучили партії; продовжуємо в ній.

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
replay-words-next = далі, наступний
replay-words-previous = назад, попередній
replay-words-start = початок
replay-words-capture = останнє взяття
replay-words-last = останній хід, останній
replay-words-end = кінець
replay-words-go = перейти
replay-words-var = варіант, лінія
replay-words-clock = годинник
replay-words-up = вгору, вийти з варіанта
replay-words-comment = коментар
replay-words-where = де я
replay-words-info = відомості, інфо
replay-words-moves = ходи
# "last" in `moves last 5`, comma-separated.
replay-words-moves-last = останні
replay-words-list = список
replay-words-more = ще, більше
replay-words-filter = фільтр
replay-words-game = партія
replay-words-attacks = атаки
replay-words-legal = можливі ходи
replay-words-material = матеріал
replay-words-opening = дебют
replay-words-progress = прогрес
replay-words-quit = вихід, вийти

## clock
replay-clock = Годинники: білі { $white }, чорні { $black }.
# In replay-clock, for a side with no clock reading up to the current move.
replay-clock-unknown = ще немає показу
replay-clock-none = У цій партії немає показів годинника.

# The words replay's commands take after their name, read in every language at once, the
# first one named by the help: next line|comment|mistake|game (the game's word is
# words-game of session.ftl), filter player|event|date|result|opening VALUE.
words-line = лінія, гілка
words-comment = коментар, коментарі
words-mistake = помилка, помилки
words-player = гравець, гравці
words-event = турнір
words-date = дата, рік
words-opening = дебют

# The rules check of a record kept as written (tournament mode).
written-not-legal = Хід { $number } за записом ({ $side }), { $move }, неможливий. { $reason }{ $after ->
    [0] {""}
    [1] {" "}Наступний хід не перевіряється.
   *[other] {" "}Ходи після нього (їх { $after }) не перевіряються.
}
written-all-legal = Усі ходи за записом можливі (ходів: { $moves }).
written-loose = Записано неточно (без знака взяття чи шаху або з полем, звідки хід), ходів: { $loose }; кожен відповідає рівно одному можливому ходу й можливий так, як записаний.

# hektor check и hektor replay.

## check
check-summary = партий: { $games }, ходов: { $moves }, ошибок: { $errors }
check-errors-found = В файле есть ошибки: см. строки выше.
check-output-failed = Не удалось вывести отчёт проверки.
check-in-variation = {" "}(в варианте)
check-illegal = партия { $game }, ход { $number }{ $where }, { $side }: { $move } — невозможный ход; остаток этой линии не проверяется.
check-no-promotion = партия { $game }, ход { $number }{ $where }, { $side }: в { $move } не указана фигура превращения (Q, R, B или N, как в d8=Q); остаток этой линии не проверяется.
check-ambiguous = партия { $game }, ход { $number }{ $where }, { $side }: { $move } неоднозначен: его может сделать больше одной фигуры; остаток этой линии не проверяется.
check-null-move = партия { $game }, ход { $number }{ $where }, { $side }: нулевой ход (Z0 или --), заполнитель пропущенного хода, а не шахматный ход; остаток проверяется так, будто { $side } пропустили ход.
check-start = партия { $game }: { $reason }; партия не проверяется.
check-syntax = партия { $game }: текст PGN не читается дальше ({ $reason }); файл, возможно, обрезан или повреждён.
check-syntax-tag = заголовок не закрыт
check-syntax-comment = комментарий не закрыт
check-syntax-other = текст не является PGN
check-note-no-moves = партия { $game }: только заголовки, без ходов и результата; прочитана как партия без ходов.
check-binary-tail = строка { $line }: здесь файл перестаёт быть текстом (байт { $byte }: двоичные байты, которые оставляет оборванная или повреждённая загрузка); { $games ->
    [one] { $games } партия перед ним прочитана,
    [few] { $games } партии перед ним прочитаны,
    [many] { $games } партий перед ним прочитано,
   *[other] { $games } партий перед ним прочитано,
} остальная часть файла — нет. Скачайте файл ещё раз, чтобы получить его целиком.
check-empty = партия { $game }: есть заголовки, но нет ходов и результата; файл, возможно, обрезан.
check-note-chess960 = партия { $game }: партия Chess960, проверена с рокировкой Chess960 (поддерживается).
check-note-variant = партия { $game }: партия варианта { $variant }, проверена по его правилам; просмотр поддерживает только обычные шахматы и Chess960.
check-note-uci = партия { $game }: ходы записаны в форме UCI (e2e4) и прочитаны так (поддерживается).
check-note-result-tag = партия { $game }: тег Result говорит { $tag }, а ходы заканчиваются результатом { $written }; прочитано { $written }.
check-note-stray-close = партия { $game }, ход { $number }{ $where }, { $side }: скобка ) не закрывает никакой вариант; пропущена.
check-note-forfeit = партия { $game }: результат без игры (неявка), записанный +-- или --+ (так пишет scalachess), прочитан как { $result }.
check-note-capture-mark = партия { $game }, ход { $number }{ $where }, { $side }: в записи «{ $written }» { $mark ->
        [missing] нет знака взятия (x)
       *[wrong] неверный знак взятия (x)
    }; прочитано как { $move }, единственный возможный ход, который подходит (так читает python-chess).

## start positions
start-bad-fen = тег FEN "{ $fen }" не читается ({ $reason })
start-illegal-fen = тег FEN "{ $fen }" описывает невозможную позицию ({ $reason })
start-unknown-variant = вариант "{ $variant }" неизвестен; hektor знает обычные шахматы, Chess960 и варианты lichess
start-refused = это партия варианта { $variant }; hektor показывает только обычные шахматы и Chess960

## sides

## comments in words
replay-time-spent = затрачено { $time }
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
    [many] { $n } секунд
   *[other] { $n } секунды
}
replay-engine-eval = оценка { $value } на глубине { $depth }
replay-eval-mate = { $side } ставят мат в { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[other] { $n } ходов
}
replay-plus = плюс { $n }
replay-minus = минус { $n }
replay-eval-unreadable = оценка { $value }
# Оценки ходов в комментариях анализа lichess: "(-0.41 → 0.14) Inaccuracy. Bd7 was best."
replay-judged-eval = оценка с { $from } до { $to }
replay-judged-mate = мат в { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[other] { $n } ходов
}
replay-judgment-inaccuracy = Неточность
replay-judgment-mistake = Ошибка
replay-judgment-blunder = Грубая ошибка
replay-judgment-mate-created = Мат теперь неизбежен
replay-judgment-mate-delayed = Не кратчайший путь к мату
replay-judgment-mate-lost = Упущен форсированный мат
replay-judged-best = Лучшим был ход { $move }

## annotation glyphs
# draughts' own glyphs (seed 003 IV.4.2.7-4.2.10)
glyph-looks-weak-is-strong = ход, который кажется слабым, а на самом деле сильный
glyph-looks-strong-is-weak = ход, который кажется сильным, а на самом деле слабый
glyph-win = выигрыш партии
glyph-draw = ничья
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
# A null move (--, Z0) written in a game, said in place of the move in replay-move.
replay-pass = хода нет: очередь переходит к сопернику (нулевой ход в файле)
replay-comment = Комментарий: { $text }
replay-start-position = Начало партии, ходят { $side }.
replay-variations-here = { $count ->
    [one] Здесь ещё { $count } линия: { $moves }. Введите вариант или линия 2, чтобы перейти на неё.
    [few] Здесь ещё { $count } линии: { $moves }. Введите линия и её номер, например линия 2, чтобы перейти на неё.
   *[other] Здесь ещё { $count } линий: { $moves }. Введите линия и её номер, например линия 2, чтобы перейти на неё.
}
# One of the lines listed in replay-variations-here: its number and its first move.
replay-variation-item = линия { $line }: { $move }
# After the first ten of many variations in replay-variations-here: how many are not named.
replay-variations-more = и ещё { $count }
replay-entered-variation = В варианте, глубина { $depth }.
replay-left-variation = Снова в начале варианта, в линии, от которой он ответвляется.
replay-not-in-variation = Вы в главной линии, не в варианте.
replay-no-variation = Здесь нет такого варианта.
replay-end-of-variation = Конец варианта. Введите вверх, чтобы вернуться.
replay-end-of-game = Конец партии.
replay-game-over = Конец партии: { $result }.
replay-stopped = Партия обрывается здесь: ход { $number }, { $move }, сыграть нельзя: { $cause }.
replay-stops-early = Эта партия обрывается раньше конца, на ходе { $number }, { $move }: { $cause }; ходы до него воспроизводятся.
replay-cause-illegal = это невозможный ход
replay-cause-ambiguous = ход неоднозначен, его может сделать больше одной фигуры
replay-cause-unread = это не ход в нотации файла
replay-cause-no-promotion = не указана фигура превращения (ходу нужна Q, R, B или N, как в d8=Q)
replay-too-long = hektor дальше не читает эту партию: прочитано { $count ->
        [one] { $count } ход
        [few] { $count } хода
       *[other] { $count } ходов
    } вместе с вариантами, а партия длиннее, чем hektor держит в памяти. Другие партии файла можно открыть, как и прежде.
replay-at-start = Уже в начале партии.
replay-no-comment = К этому ходу нет комментария.
# A comment longer than 2,000 characters is cut: how much is left out, and that `more` says it.
replay-quote-cut = … пропущено ещё { $count } { $count ->
    [one] символ
    [few] символа
    [many] символов
   *[other] символа
}; введите «больше», чтобы услышать остальное.
replay-comment-end = Конец комментария.
replay-no-game = Партия не открыта. Введите список, затем партия и номер.
replay-game-zero = Партии нумеруются с 1.
replay-no-such-game = Партии { $number } нет: в файле { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[other] { $count } партий
}.
replay-game-refused = Партию { $number } нельзя просмотреть: { $reason }. Введите список, чтобы выбрать другую.
replay-no-such-move = В главной линии нет хода { $number }.
replay-go-usage = Введите перейти и номер хода, например перейти 12 или перейти 12 чёрные.
replay-game-usage = Введите партия и номер партии, например партия 3.
replay-opened-no-moves = В этой партии нет ходов, только заголовки. Введите инфо, чтобы услышать заголовки, или партия +1 — следующая партия.
replay-opened = Ходов: { $moves }. Enter или дальше — следующий ход, помощь — все команды.
replay-game-players = Партия { $number }: { $white } — { $black }
replay-unknown-player = неизвестный игрок
replay-kind-chess960 = Chess960
replay-kind-other = шахматный вариант, который hektor не показывает
replay-result-white = белые выиграли
replay-result-black = чёрные выиграли
replay-result-draw = ничья
replay-result-none = без результата
replay-list-all = Партий в файле: { $count }.
replay-list-matching = { $count ->
    [0] Ни одна партия не подходит под фильтр ({ $filter }). Введите фильтр очистить, чтобы увидеть все.
   *[other] Подходит под фильтр ({ $filter }) партий: { $count }.
}
replay-list-matching-so-far = Пока подходит под фильтр ({ $filter }) партий: { $count }.
replay-list-more = Введите «больше», чтобы услышать следующие партии.
replay-list-end = Больше партий в списке нет.
replay-filter-usage = Введите фильтр, поле и значение: фильтр игрок Carlsen, фильтр турнир Olympiad, фильтр дата 2025, фильтр результат 1-0, фильтр eco B20; фильтр очистить снова показывает все партии.
replay-filter-cleared = Фильтр снят: список показывает все партии.
# A filter condition (field and value as typed) that no game of the file matches.
replay-filter-nothing = Ни в одной партии нет { $condition }; фильтр остаётся прежним.
# next game / previous game when the filter lets no further game through.
replay-no-next-match = Ни одна следующая партия не подходит под фильтр; введите фильтр очистить, чтобы видеть все партии.
replay-no-previous-match = Ни одна предыдущая партия не подходит под фильтр; введите фильтр очистить, чтобы видеть все партии.
replay-scan-usage = Введите обзор и вертикаль, горизонталь или диагональ, например обзор e, обзор 4 или обзор a1-h8.
replay-square-usage = Введите поле и название поля, например поле e4.
replay-index-progress = Файл индексируется: найдено { $games ->
    [one] { $games } партию
    [few] { $games } партии
   *[other] { $games } партий
}, прочитано { $percent ->
    [one] { $percent } процент
    [few] { $percent } процента
   *[other] { $percent } процентов
}.
replay-index-done = Файл проиндексирован: партий: { $games }.
replay-index-failed = Индексация остановилась после { $games ->
    [one] { $games } партии
   *[other] { $games } партий
}. { $reason }
replay-place-not-saved = Не удалось запомнить место в этом файле. { $reason }
replay-places-unread = Запомненные места в { $file } не удаётся прочитать, поэтому этот просмотр начинается с начала; файл сохраняется как { $copy }, прежде чем будут записаны новые места.
replay-unknown-command = Неизвестная команда: { $command }. Введите помощь.
## full screen
replay-tui-board = Доска (заглавные: белые)
replay-tui-moves = Ходы
replay-tui-log = Сказано
replay-tui-input = Команда (Enter: следующий ход; помощь — команды и клавиши)

## orientation and study aids
replay-back-in-line = { $depth ->
    [0] Снова в главной линии.
   *[other] Снова в варианте уровнем выше, глубина { $depth }.
}
replay-where-turn = Ход { $number }, ходят { $side }.
replay-where-variation = В варианте, глубина { $depth }, линия { $line } из { $count }.
# After a move that has alternatives in its place (siblings): its line among them.
replay-line-of = линия { $line } из { $count }
replay-no-next-line = Следующей линии нет: это последняя линия в ближайшем разветвлении.
replay-no-previous-line = Предыдущей линии нет: это первая линия в ближайшем разветвлении.
replay-no-next-comment = Дальше в этой линии комментариев нет.
replay-no-previous-comment = Раньше в этой линии комментариев нет.
replay-no-next-mistake = Дальше в этой линии нет ходов, отмеченных как ошибка.
replay-no-previous-mistake = Раньше в этой линии нет ходов, отмеченных как ошибка.
replay-dropped-variation = Здесь есть вариант, который начинается с { $move }; этот ход нельзя сыграть (нулевой или невозможный ход), поэтому вариант пропущен.
replay-extra-words = Команда { $command } не понимает «{ $extra }»; ничего не сделано. Введите помощь, чтобы услышать команды.
replay-pieces-usage = Введите фигуры и сторону, вид фигуры или то и другое: фигуры белые, фигуры кони, фигуры чёрные кони.
replay-study-usage = Введите атаки или возможные ходы и поле, например атаки e4 или возможные ходы g1.
replay-moves-usage = Введите ходы и номера ходов, например ходы 10-20 или ходы 12.
replay-moves-none = В этой линии нет ходов с { $from } по { $to }.
replay-moves-none-one = Хода { $number } нет.
replay-moves-none-from = В этой линии нет ходов начиная с { $from }.
replay-moves-range = Ходы с { $from } по { $to }: { $moves }.
# One move number of `moves`: its moves (`replay-moves-side` each).
replay-moves-one = Ход { $number }, { $moves }.
# One move of a list, after the side that made it.
replay-moves-side = { $side }: { $move }
replay-nothing = никто
replay-square-attacked = { $square }: нападают: { $attackers }; защищают: { $defenders }.
replay-square-reached = { $square }: у белых сюда бьют: { $white }; у чёрных: { $black }.
replay-legal-no-piece = На поле { $square } нет фигуры.
replay-legal-not-to-move = { $piece }: сейчас ходят { $side }, поэтому эта фигура пока не может ходить.
replay-legal = { $count ->
    [0] { $piece }: нет допустимых ходов.
    [one] { $piece }: { $count } допустимый ход: { $moves }.
    [few] { $piece }: { $count } допустимых хода: { $moves }.
   *[other] { $piece }: { $count } допустимых ходов: { $moves }.
}
replay-material = Материал: белые { $white }, чёрные { $black }; { $balance }.
replay-material-equal = поровну
replay-material-ahead = { $color ->
    [white] у белых
   *[black] у чёрных
} больше на { $n } { $n ->
    [one] пешку
    [few] пешки
   *[other] пешек
}
replay-last-capture = Последнее взятие: { $move }.
replay-no-capture = До этого места взятий не было.
replay-ratings = Рейтинги: белые { $white }, чёрные { $black }.
replay-opening = Дебют: { $opening }.
replay-eval-better = { $color ->
    [white] у белых
   *[black] у чёрных
} перевес в { $n } { $n ->
    [one] пешку
    [few] пешки
    [many] пешек
   *[other] пешки
}
replay-eval-equal = позиция равная
replay-tui-walk = Обход доски: стрелки переходят с поля на поле, буква фигуры — к следующей такой фигуре (заглавная — назад), Esc или Tab завершает обход.

## annotation glyphs, the rest of the standard set
nag-24 = у белых небольшое преимущество в пространстве
nag-25 = у чёрных небольшое преимущество в пространстве
nag-26 = у белых заметное преимущество в пространстве
nag-27 = у чёрных заметное преимущество в пространстве
nag-28 = у белых решающее преимущество в пространстве
nag-29 = у чёрных решающее преимущество в пространстве
nag-30 = у белых небольшой перевес в развитии
nag-31 = у чёрных небольшой перевес в развитии
nag-34 = у белых решающий перевес в развитии
nag-35 = у чёрных решающий перевес в развитии
nag-38 = у белых устойчивая инициатива
nag-39 = у чёрных устойчивая инициатива
nag-42 = у белых недостаточная компенсация за материал
nag-43 = у чёрных недостаточная компенсация за материал
nag-46 = у белых более чем достаточная компенсация за материал
nag-47 = у чёрных более чем достаточная компенсация за материал
nag-48 = у белых небольшой перевес в центре
nag-49 = у чёрных небольшой перевес в центре
nag-50 = у белых заметный перевес в центре
nag-51 = у чёрных заметный перевес в центре
nag-52 = у белых решающий перевес в центре
nag-53 = у чёрных решающий перевес в центре
nag-54 = у белых небольшой перевес на королевском фланге
nag-55 = у чёрных небольшой перевес на королевском фланге
nag-56 = у белых заметный перевес на королевском фланге
nag-57 = у чёрных заметный перевес на королевском фланге
nag-58 = у белых решающий перевес на королевском фланге
nag-59 = у чёрных решающий перевес на королевском фланге
nag-60 = у белых небольшой перевес на ферзевом фланге
nag-61 = у чёрных небольшой перевес на ферзевом фланге
nag-62 = у белых заметный перевес на ферзевом фланге
nag-63 = у чёрных заметный перевес на ферзевом фланге
nag-64 = у белых решающий перевес на ферзевом фланге
nag-65 = у чёрных решающий перевес на ферзевом фланге
nag-66 = у белых уязвимая первая горизонталь
nag-67 = у чёрных уязвимая первая горизонталь
nag-68 = у белых надёжно защищённая первая горизонталь
nag-69 = у чёрных надёжно защищённая первая горизонталь
nag-70 = у белых плохо защищённый король
nag-71 = у чёрных плохо защищённый король
nag-72 = у белых хорошо защищённый король
nag-73 = у чёрных хорошо защищённый король
nag-74 = у белых неудачно расположенный король
nag-75 = у чёрных неудачно расположенный король
nag-76 = у белых хорошо расположенный король
nag-77 = у чёрных хорошо расположенный король
nag-78 = у белых очень слабая пешечная структура
nag-79 = у чёрных очень слабая пешечная структура
nag-80 = у белых довольно слабая пешечная структура
nag-81 = у чёрных довольно слабая пешечная структура
nag-82 = у белых довольно крепкая пешечная структура
nag-83 = у чёрных довольно крепкая пешечная структура
nag-84 = у белых очень крепкая пешечная структура
nag-85 = у чёрных очень крепкая пешечная структура
nag-86 = у белых плохо расположенные кони
nag-87 = у чёрных плохо расположенные кони
nag-88 = у белых хорошо расположенные кони
nag-89 = у чёрных хорошо расположенные кони
nag-90 = у белых плохо расположенные слоны
nag-91 = у чёрных плохо расположенные слоны
nag-92 = у белых хорошо расположенные слоны
nag-93 = у чёрных хорошо расположенные слоны
nag-94 = у белых плохо расположенные ладьи
nag-95 = у чёрных плохо расположенные ладьи
nag-96 = у белых хорошо расположенные ладьи
nag-97 = у чёрных хорошо расположенные ладьи
nag-98 = у белых плохо расположенный ферзь
nag-99 = у чёрных плохо расположенный ферзь
nag-100 = у белых хорошо расположенный ферзь
nag-101 = у чёрных хорошо расположенный ферзь
nag-102 = у белых плохая координация фигур
nag-103 = у чёрных плохая координация фигур
nag-104 = у белых хорошая координация фигур
nag-105 = у чёрных хорошая координация фигур
nag-130 = у белых небольшая контригра
nag-131 = у чёрных небольшая контригра
nag-134 = у белых решающая контригра
nag-135 = у чёрных решающая контригра
nag-136 = у белых мало времени
nag-137 = у чёрных мало времени
nag-106 = белые очень плохо разыграли дебют
nag-107 = чёрные очень плохо разыграли дебют
nag-108 = белые плохо разыграли дебют
nag-109 = чёрные плохо разыграли дебют
nag-110 = белые хорошо разыграли дебют
nag-111 = чёрные хорошо разыграли дебют
nag-112 = белые очень хорошо разыграли дебют
nag-113 = чёрные очень хорошо разыграли дебют
nag-114 = белые очень плохо провели миттельшпиль
nag-115 = чёрные очень плохо провели миттельшпиль
nag-116 = белые плохо провели миттельшпиль
nag-117 = чёрные плохо провели миттельшпиль
nag-118 = белые хорошо провели миттельшпиль
nag-119 = чёрные хорошо провели миттельшпиль
nag-120 = белые очень хорошо провели миттельшпиль
nag-121 = чёрные очень хорошо провели миттельшпиль
nag-122 = белые очень плохо провели эндшпиль
nag-123 = чёрные очень плохо провели эндшпиль
nag-124 = белые плохо провели эндшпиль
nag-125 = чёрные плохо провели эндшпиль
nag-126 = белые хорошо провели эндшпиль
nag-127 = чёрные хорошо провели эндшпиль
nag-128 = белые очень хорошо провели эндшпиль
nag-129 = чёрные очень хорошо провели эндшпиль
nag-141 = направлено против
nag-142 = лучше
nag-143 = хуже
nag-144 = равноценно
nag-238 = преимущество в пространстве
nag-239 = вертикаль
nag-240 = диагональ
nag-241 = центр
nag-242 = королевский фланг
nag-243 = ферзевый фланг
nag-244 = слабый пункт
nag-245 = эндшпиль
nag-246 = два слона
nag-247 = разноцветные слоны
nag-248 = одноцветные слоны
nag-249 = связанные пешки
nag-250 = изолированные пешки
nag-251 = сдвоенные пешки
nag-252 = проходная пешка
nag-253 = пешечное большинство
nag-254 = с
nag-255 = без

check-note-no-result = партия { $game }: после ходов нет результата (1-0, 0-1, 1/2-1/2 или *); партия прочитана как незаконченная.
check-draughts-too-long = партия { $game }: партия длиннее 1 МиБ текста; она проверена до строки { $line }.
check-unclosed-variation = партия { $game }: вариант, открытый скобкой (, не закрыт; файл, возможно, повреждён.
check-result-mate = партия { $game }: результат { $written } противоречит позиции: партия заканчивается матом, значит результат { $board }.
check-result-stalemate = партия { $game }: результат { $written } противоречит позиции: партия заканчивается патом, значит результат { $board }.

## opening names
replay-openings-none = Названия дебютов не установлены. Чтобы добавить их, положите файлы a.tsv – e.tsv набора данных lichess chess-openings в папку { $folder } или укажите их папку через --openings.
replay-opening-unnamed = По пути сюда не было ни одной позиции с названием дебюта.
replay-openings-bad-rows = { $file }: не удаётся прочитать { $count ->
    [one] { $count } строку
    [few] { $count } строки
    [many] { $count } строк
   *[other] { $count } строки
} с названиями дебютов (первая — строка { $row }); остальные строки используются.
replay-openings-no-folder = Папки { $folder } с названиями дебютов не существует; просмотр продолжается без названий из неё. Проверьте папку, указанную через --openings или ключ openings в config.toml.

## help of the replay commands (usage: these words)
replay-help-next = следующий ход; со словом — следующее разветвление, следующий ход с комментарием, следующий ход, отмеченный как ошибка, или следующая партия
replay-help-previous = предыдущий ход; со словом — предыдущее разветвление, предыдущий ход с комментарием, предыдущий ход, отмеченный как ошибка, или предыдущая партия
replay-help-start = начало партии
replay-help-capture = последнее взятие на пути сюда
replay-help-last = текущий ход ещё раз, как в партии
replay-help-end = последний ход текущей линии
replay-help-go = ход белых (или чёрных) с этим номером в главной линии
replay-help-var = перейти на линию по номеру, который ей даёт список вариантов здесь (вариант без номера: линия 2, первый вариант; линия 1 — следующий ход)
replay-help-clock = оставшееся время обоих игроков на текущем ходу, из показаний часов в комментариях
replay-help-up = выйти из варианта, назад туда, где он ответвился
replay-help-comment = комментарии к текущему ходу ещё раз
replay-help-where = текущий ход ещё раз, чей ход, глубина и линия в вариантах
replay-help-info = игроки, результат, турнир и дата партии и все её теги
replay-help-moves = ходы партии (в просмотре — текущей линии): все, последние, начиная с хода или промежуток
replay-help-list = партии файла, по 10
replay-help-more = остаток сокращённого комментария, часть за частью; иначе следующие партии списка
replay-help-filter = оставить только подходящие партии (условия складываются); фильтр очистить снова показывает все партии
replay-help-game = открыть партию 5 файла, следующую или предыдущую партию
replay-help-attacks = что атакует и защищает поле
replay-help-legal = куда может пойти фигура с поля
replay-help-material = соотношение материала
replay-help-opening = название самой глубокой названной дебютной позиции на пути сюда
replay-help-progress = насколько файл уже проиндексирован
replay-help-quit = завершить просмотр; место в файле запоминается (просмотр завершается и в конце ввода)
replay-help-keys = В полноэкранном режиме Tab включает обход доски по полям, а F2 называет дебют.
replay-draughts-not-yet = В файле { $file } партии в шашки, а просматривать шашки hektor пока не умеет. hektor check и hektor export читают этот файл, а hektor --rules draughts-64 play (или draughts-100) играет в шашки.
check-unread = { pgn-unread }; остаток этой линии не проверяется.
replay-draughts-material = Материал: белые { $white }, чёрные { $black }.
replay-draughts-men-kings = { $men ->
    [one] { $men } шашка
    [few] { $men } шашки
    [many] { $men } шашек
   *[other] { $men } шашки
} и { $kings ->
    [one] { $kings } дамка
    [few] { $kings } дамки
    [many] { $kings } дамок
   *[other] { $kings } дамки
}
replay-draughts-pieces-usage = Введите фигуры и сторону, шашки или дамки либо то и другое: фигуры белые, фигуры дамки, фигуры чёрные шашки.
replay-draughts-square-usage = Введите поле и номер или название поля, например поле 32 или поле c3.
replay-help-keys-draughts = В полноэкранном режиме Tab включает обход тёмных полей доски, а буква шашки или дамки переходит к следующей.
replay-play-only = Эта команда относится к игре (hektor play), а не к просмотру партий. Введите помощь, чтобы услышать команды.
## info: the names of a game's tags; a tag without a name here keeps its own
replay-tag-name = { $tag ->
    [Event] Турнир
    [Site] Место
    [Date] Дата
    [Round] Тур
    [White] Белые
    [Black] Чёрные
    [Result] Результат
    [WhiteElo] Рейтинг белых
    [BlackElo] Рейтинг чёрных
    [ECO] Код ECO
    [Opening] Дебют
    [Variation] Вариант
    [TimeControl] Контроль времени
    [Termination] Завершение
    [Annotator] Комментатор
    [PlyCount] Полуходы
    [FEN] Начальная позиция
    [GameType] Тип игры
    [EventDate] Дата турнира
    [WhiteTitle] Звание белых
    [BlackTitle] Звание чёрных
    [WhiteFideId] FIDE ID белых
    [BlackFideId] FIDE ID чёрных
    [Variant] Разновидность
    [GameDuration] Длительность партии
    [GameStartTime] Начало партии
    [GameEndTime] Конец партии
    [UTCDate] Дата (UTC)
    [UTCTime] Время (UTC)
    [Time] Время
   *[other] { $tag }
}
replay-load-missing = там нет партии
replay-load-damaged = партию не удаётся прочитать, файл, возможно, обрезан или повреждён
replay-line-too-long = В этой строке { $count ->
    [one] { $count } символ
    [few] { $count } символа
   *[other] { $count } символов
}; в команде не больше { $max }. Введите помощь, чтобы услышать команды.
replay-not-text = В этой строке есть символы, которые не являются текстом. Введите помощь, чтобы услышать команды.
# An unknown Black player where it follows "against" (the case it takes there; here the players are joined by a dash, after which no case changes).
replay-unknown-player-after-against = неизвестный игрок
# What check and export say of a word the PGN reader cannot read as a move.
pgn-unread = партия { $game }, ход { $number }{ $where }, { $side }: «{ $move }» стоит на месте хода, но это не ход в нотации PGN (ходы пишутся английскими буквами: K Q R B N, например Nf3 или exd5)
replay-engine-mate = движок, сделавший ход, видит мат в { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[other] { $n } ходов
} { $for ->
    [mover] в свою пользу
   *[against] против себя
} на глубине { $depth }
# Постоянные фразы турнирных программ (cutechess) в комментариях; $side — «Белые» или
# «Чёрные».
replay-program-book = ход из дебютной книги
replay-program-draw-repetition = ничья: троекратное повторение позиции
replay-program-draw-fifty = ничья по правилу 50 ходов
replay-program-draw-stalemate = ничья: пат
replay-program-draw-material = ничья: недостаточно материала для мата
replay-program-draw-adjudication = ничья по присуждению
replay-program-mates = { $side } ставят мат
replay-program-resigns = { $side } сдаются
replay-program-time = { $side } просрочили время
replay-program-adjudication = { $side } выигрывают по присуждению
replay-program-illegal = { $side } делают невозможный ход
replay-program-disconnects = { $side }: движок отключился
replay-program-stalls = { $side }: связь с движком прервалась
replay-program-no-result = нет результата
replay-program-draw-agreement = ничья по соглашению
replay-program-draw-timeout = ничья по времени
replay-program-draw-disconnection = ничья: движок отключился
replay-program-draw-stalled = ничья: связь с движком прервалась
replay-program-drawn = ничья
replay-program-agreement = { $side } выигрывают по соглашению
replay-program-wins = { $side } выигрывают
replay-key-walk = обход доски, поле за полем
replay-key-no-action = { $key } ничего не делает; помощь называет клавиши.
# Before the move at the place a file was left last time (replay without --game).
replay-continued = Продолжаем с того места, где вы остановились в прошлый раз:
# After replay-continued when the place is inside a variation.
replay-continued-variation = Вы в варианте, глубина { $depth }, линия { $line } из { $count }; введите вверх, чтобы вернуться к линии, от которой он ответвляется.
# A PGN Termination tag's value (the standard's words, and lichess's), spaces as "-".
replay-termination = { $value ->
    [abandoned] партия брошена
    [adjudication] присуждение
    [death] смерть игрока
    [emergency] чрезвычайное обстоятельство
    [normal] обычное окончание
    [rules-infraction] нарушение правил
    [time-forfeit] просрочка времени
    [illegal-move] невозможный ход
    [unterminated] партия не окончена
    [stalled-connection] связь с движком прервалась
   *[other] { $text }
}
# A game saved by hektor play that cannot be turned into a PGN or PDN game (damaged); $format is pgn or pdn.
replay-saved-game = { $file } — файл партии hektor play, но hektor не может прочитать в нём партию. { $error }
# A remembered place whose game is another one now (the file changed); game 1 opens.
replay-place-file-changed = Файл изменился с прошлого раза: партия { $game } — уже не та партия, на которой вы остановились; вы начинаете с начала партии 1.
# A remembered place beyond the end of its game (the game was shortened).
replay-place-game-shorter = Партия { $game } короче, чем тогда, когда вы остановились в прошлый раз; вы начинаете с её начала.
# A remembered game found under another number (games before it were added or removed).
replay-place-game-moved = Партия { $game } с прошлого раза теперь — партия { $now }: перед ней добавили или удалили партии; продолжаем в ней.

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
replay-words-next = дальше, следующий
replay-words-previous = назад, предыдущий
replay-words-start = начало
replay-words-capture = последнее взятие
replay-words-last = последний ход, последний
replay-words-end = конец
replay-words-go = перейти
replay-words-var = вариант, линия
replay-words-clock = часы
replay-words-up = вверх, выйти из варианта
replay-words-comment = комментарий
replay-words-where = где я
replay-words-info = сведения, инфо
replay-words-moves = ходы
# "last" in `moves last 5`, comma-separated.
replay-words-moves-last = последние
replay-words-list = список
replay-words-more = ещё, еще, больше
replay-words-filter = фильтр
replay-words-game = партия
replay-words-attacks = атаки
replay-words-legal = возможные ходы
replay-words-material = материал
replay-words-opening = дебют
replay-words-progress = прогресс
replay-words-quit = выход, выйти

## clock
replay-clock = Часы: белые { $white }, чёрные { $black }.
# In replay-clock, for a side with no clock reading up to the current move.
replay-clock-unknown = ещё нет показаний
replay-clock-none = В этой партии нет показаний часов.

# The words replay's commands take after their name, read in every language at once, the
# first one named by the help: next line|comment|mistake|game (the game's word is
# words-game of session.ftl), filter player|event|date|result|opening VALUE.
words-line = линия, ветка
words-comment = комментарий, комментарии
words-mistake = ошибка, ошибки
words-player = игрок, игроки
words-event = турнир
words-date = дата, год
words-opening = дебют

# The rules check of a record kept as written (tournament mode).
written-not-legal = Ход { $number } по записи ({ $side }), { $move }, невозможен. { $reason }{ $after ->
    [0] {""}
    [1] {" "}Следующий ход не проверяется.
   *[other] {" "}Ходы после него (их { $after }) не проверяются.
}
written-all-legal = Все ходы по записи возможны (ходов: { $moves }).
written-loose = Записано неточно (без знака взятия или шаха либо с полем, откуда сделан ход), ходов: { $loose }; каждый подходит ровно к одному возможному ходу и возможен так, как записан.

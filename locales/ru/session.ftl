# Партия (hektor play).
session-white = Белые
session-black = Чёрные
session-white-in-sentence = белые
session-black-in-sentence = чёрные
session-new-game = Новая партия: { $players }.
session-resumed = Партия продолжена. { $last }
session-clock-stopped-resume = Контроль времени: { $control }; часы показывают последние записанные показания и остановлены: их запускает подтверждение следующего хода или команда пуск.
session-no-clock = Без часов.
session-mode-assistant = Режим ассистента: вводите ходы обоих игроков так, как они сделаны.
session-mode-player = Вы играете: { $side }.
session-turn = Ход { $number }, ходят { $side }.
session-turn-pending = Ход { $move } ждёт подтверждения.
session-help-hint = Введите ход; помощь называет команды.
session-empty-line = Пустая строка: ничто не ждёт подтверждения. Введите ход; помощь называет команды.
session-line-too-long = В этой строке { $count ->
    [one] { $count } символ
    [few] { $count } символа
   *[other] { $count } символов
}; ход или команда содержит не больше { $max }. Введите ход; помощь называет команды.
session-not-text = Эта строка содержит символы, которые не являются текстом. Введите ход; помощь называет команды.
session-usage = Не понято. Пишите так: { $usage }
session-readback = { $side }: { $move }, верно?
session-assistant-move = { $side }: { $move }
session-recorded = Записано.
session-withdrawn = Отменено. Введите ход заново.
# A move entered while another waited for yes or no: the one it replaces, in words.
session-move-replaced = Ход { $move } отменён, не записан.
# Before the announcement of a move read with a look-alike letter of the other alphabet or another less usual meaning.
session-read-unusually = Прочитано необычным образом: проверьте ход.
session-declined = Отменено; ничего не изменено.
session-nothing-to-confirm = Ничто не ждёт подтверждения. Введите ход; помощь называет команды.
session-nothing-to-withdraw = Нечего отменять. Введите ход; помощь называет команды.
session-nothing-to-undo = Ещё не записано ни одного хода, поэтому вернуть нечего.
session-ask-undo = Вернуть последний ход, { $number }, { $side }: { $move }? Да или нет.
session-undone = Возвращено: { $number }, { $side }: { $move }
session-ask-end = { $result }? Да или нет.
session-game-over = Партия окончена: { $result }.
session-offer-export = Партия сохранена. Чтобы записать бланк, введите экспорт brf ФАЙЛ или экспорт pgn ФАЙЛ; назад возвращает последний ход; выход завершает.
session-offer-export-unsaved = Партия ещё не сохранена: { $count ->
    [one] { $count } записи
   *[other] { $count } записей
} нет в файле партии { $path }, который невозможно записать. Освободите место на диске; партия остаётся открытой, и тогда выход её сохранит. Чтобы записать бланк в другое место, введите экспорт brf ФАЙЛ или экспорт pgn ФАЙЛ; назад возвращает последний ход.
# The end of a game of a registered game (its scoresheet is written as text or Braille).
session-offer-export-other = Партия сохранена. Чтобы записать бланк, введите экспорт brf ФАЙЛ или экспорт text ФАЙЛ; назад возвращает последний ход; выход завершает.
session-offer-unsaved = Партия ещё не сохранена: { $count ->
    [one] { $count } записи
   *[other] { $count } записей
} нет в файле партии { $path }, который невозможно записать. Освободите место на диске; партия остаётся открытой, и тогда выход её сохранит; назад возвращает последний ход.
session-draw-with-move = Предложение ничьей отмечено: оно будет записано с ходом, когда вы его подтвердите.
session-draw-no-move = Ничью предлагают после хода; ещё не сделано ни одного хода.
session-draw-offered = { $side } предлагают ничью вместе с ходом { $move }.
session-claim-valid = Требование обосновано.
session-claim-repetition-invalid = Требование не обосновано: эта позиция была на доске { $count ->
    [one] { $count } раз
    [few] { $count } раза
   *[other] { $count } раз
}, нужно 3.
session-claim-fifty-invalid = Требование не обосновано: { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[other] { $count } полуходов
} без взятия или хода пешки, нужно 100.
session-no-clock-to-adjust = Нет часов для установки: в этой партии нет контроля времени.
session-adjusted = Часы установлены.
session-adjust-too-much = Предел для часов в этой партии — { $most }: ни одна партия не даёт больше времени. Часы не изменены.
session-clock-paused = Часы остановлены. Команда пуск запускает их снова.
session-clock-started = Часы идут: время { $color ->
    [white] белых
   *[black] чёрных
}.
session-clock-is-stopped = Часы остановлены.
session-quit-unconfirmed = Ход { $move } не подтверждён и не записан.
session-time-warning-hours = { $side }: { $count ->
    [one] остался
   *[other] осталось
} { $left }.
session-time-warning-minutes = { $side }: { $count ->
    [one] осталась
   *[other] осталось
} { $left }.
session-time-warning-seconds = { $side }: { $count ->
    [one] осталась
   *[other] осталось
} { $left }.
session-inside-warning = Время каждой стороны уже в пределах времени предупреждения ({ $warning }): hektor будет предупреждать каждый раз, когда оно уменьшится вдвое.
session-flag-fall = { $side }: флажок упал.
session-promotion-question = В какую фигуру превращается пешка: ферзь, ладья, слон или конь?
session-no-moves-yet = Ещё не сделано ни одного хода.
session-last-move = Последний ход { $number }, { $side }: { $move }
session-nothing-to-repeat = Ещё ничего не сказано.
session-hours = { $n ->
    [one] { $n } час
    [few] { $n } часа
   *[other] { $n } часов
}
session-minutes = { $n ->
    [one] { $n } минута
    [few] { $n } минуты
   *[other] { $n } минут
}
session-seconds = { $n ->
    [one] { $n } секунда
    [few] { $n } секунды
   *[other] { $n } секунд
}
# The same units as the object of a verb ("додано 1 годину", "dodano 1 minutę"): the accusative.
session-hours-accusative = { $n ->
    [one] { $n } час
    [few] { $n } часа
   *[other] { $n } часов
}
session-minutes-accusative = { $n ->
    [one] { $n } минуту
    [few] { $n } минуты
   *[other] { $n } минут
}
session-seconds-accusative = { $n ->
    [one] { $n } секунду
    [few] { $n } секунды
   *[other] { $n } секунд
}
session-time-no-clock = Без часов. Сделано ходов: белые { $white }, чёрные { $black }.
session-time-side = { $side }: { $time }, сделано ходов: { $moves }
session-time-to-control = до контроля времени ходов: { $moves }
session-result-white = 1-0, победили белые
session-result-black = 0-1, победили чёрные
session-result-draw = Ничья
session-result-ongoing = результата ещё нет
session-by-checkmate = матом
session-by-stalemate = патом
session-by-resignation = { $color ->
    [white] белые сдались
   *[black] чёрные сдались
}
session-by-time = по времени
session-by-agreement = по соглашению
session-by-repetition = повторением позиции
session-by-fifty = по правилу пятидесяти ходов
session-by-material = так как ни одна сторона не может поставить мат
session-by-arbiter = решением арбитра
session-help-move = ход в любой нотации: он объявляется, затем подтвердите или отмените его
session-help-confirm = подтвердить (или пустая строка) или отменить объявленный ход или вопрос; «да» и «нет» понимаются на любом языке hektor
session-help-time = время обеих сторон и число сделанных ходов
session-help-last = последний записанный ход
session-help-repeat = повторить последнее объявление
session-help-pieces = где стоят фигуры обеих сторон или одной
session-help-scan = что стоит на вертикали или горизонтали
session-help-square = что стоит на поле
session-help-turn = чей ход и номер хода
session-help-undo = вернуть последний записанный ход или отменить только ошибочный результат (с вопросом)
session-help-leave = выйти из турнирного режима до результата (с PIN-кодом арбитра, если он установлен)
session-help-draw = записать предложение ничьей с последним ходом; или игроки согласились на ничью
session-help-claim = потребовать ничью по троекратному повторению или правилу пятидесяти ходов
session-help-resign = игрок сдаётся (без цвета: вы сами, в режиме игрока)
session-resign-who = Кто сдаётся? Напишите сдаюсь белые или сдаюсь чёрные.
session-help-result = результат по решению арбитра
session-help-adjust = установить часы вручную (решение арбитра)
session-help-pause = остановить часы
session-help-go = снова запустить часы
session-help-export = записать бланк (brf, pgn, braille, text) в файл
session-help-quit = завершить сеанс; партия остаётся сохранённой, её можно продолжить
session-saved = Партия сохранена в { $path }.
session-journal-failed = { $error } Партия продолжается в памяти; сохраните её командой экспорт pgn ФАЙЛ перед выходом.
session-export-done = Бланк партии записан в { $path }.
session-export-failed = Бланк партии не записан в { $path }: { $error } Партия сохранена в { $journal }.
session-export-failed-unsaved = Бланк партии не записан в { $path }: { $error } Партия тоже не сохранена: { $count ->
    [one] { $count } записи
   *[other] { $count } записей
} нет в файле партии { $journal }, который невозможно записать. Освободите место на диске или выберите файл на другом диске; партия остаётся открытой.
# The formats of a registered game's scoresheet, said when another is asked for.
session-export-other-formats = В этой игре бланк записывается как brf, braille или text, например экспорт text ФАЙЛ.
session-resume-offer = Найдена неоконченная партия: { $players }, ходов: { $moves }, { $path }. Продолжить? Да или нет.
session-resume-declined = Начинается новая партия; неоконченная партия остаётся в { $path }.
session-resume-declined-unmarked = Начинается новая партия; неоконченная партия остаётся в { $path }, но её не удалось пометить как отложенную ({ $error }), поэтому она будет предложена в следующий раз.
session-resume-broken = Файл партии { $path } невозможно продолжить: { $error }
session-key-help-screen = показать или скрыть эту справку
session-key-flip = перевернуть доску
session-key-figurines = буквы фигур или фигурки
session-key-clear = очистить строку ввода, закрыть справку
session-piece-letters = Кр Ф Л С К П
session-tui-board = Доска
session-tui-legend = заглавные буквы: белые, строчные: чёрные
session-tui-clock = Часы
session-tui-scoresheet = Бланк
session-tui-log = Сказано
session-tui-input = Ход или команда, Enter отправляет
session-tui-pending = { $san } ждёт: Enter или д подтверждает, н отменяет
session-tui-hint = F1 справка · F2 время · F3 последний ход · F4 повторить · Ctrl-Q выход
session-tui-to-move = ход
session-tui-moves = ходов: { $moves }

# Сверка в сеансе (reconcile ФАЙЛ, ввод доски).
session-help-board = ввести, что стоит на доске (до двух), строка за строкой: белые, Крe1, конь f3, пусто e4; доска незрячий или доска зрячий говорит, чья это доска; доска готово называет всю доску; доска очистить забывает доски
session-help-reconcile = сравнить запись этой партии с другим бланком в ФАЙЛ (из файла с несколькими партиями — партию N: сверить ФАЙЛ партия N) и введёнными досками; запись не меняется
session-board-start = Доска { $number }: назовите цвет, затем фигуры и поля, строка за строкой. Ходы не принимаются до команды доска готово.
session-board-done = Доска { $number }: { $board }
session-board-nothing = ничего не введено.
session-board-unusable = Такая доска не может быть в партии: { $error }. Введено: { $board } Исправьте или введите доска очистить.
session-board-line-error = Не введено: { $error }. Во время ввода доски строки — это фигуры и поля, а не ходы; доска готово завершает ввод.
session-board-already = Доска { $number } вводится; доска готово завершает, доска очистить забывает её.
session-board-full = Уже введены две доски; доска очистить забывает их.
session-board-not-entering = Доска не вводится; команда доска начинает ввод.
session-board-cleared = Введённые доски забыты.
session-board-still-entering = Вводимая доска не входит в этот отчёт; доска готово завершает её.
session-board-side = { $side }: назовите фигуры и их поля.
session-board-no-side = Цвет не назван

# Подходит несколько ходов (issue 11), требования ничьей (FIDE 9.2, 9.5).
session-choice-number = { $number } — { $choice }
session-choice-hint = Ответьте { $by ->
        [both] полем, его вертикалью или горизонталью
        [file] полем или его вертикалью
        [rank] полем или его горизонталью
        [path] всем путём взятия
       *[square] полем
    }{ $numbers }.
session-choice-numbers = { " " }или номером: { $numbers }
session-choice-unclear = «{ $answer }» не выбирает ни одного из них.
session-choice-several = «{ $answer }» может означать { $choices }.
session-not-an-answer = «{ $answer }» — не ответ: ответьте { $yes } или { $no }.
session-claim-penalty = Необоснованное требование может стоить двух минут: арбитр может добавить их ко времени соперника (FIDE 9.5); команда установить выставляет часы.
session-claim-move-to-play = Теперь нужно сделать ход { $move } (FIDE 9.2).
session-claim-move-must-be-played = После требования ничьей нужно сделать ход { $move } (FIDE 9.2): подтвердите его ответом да. Изменить это может только арбитр, командой назад после записи хода.

# Время словами, ничья полностью (issue 11 п. 17, issue 12 п. 7).
session-time-control = Контроль времени: { $control }.
session-time-added = { $side }: на следующий период добавили { $added }.
session-help-own-time = только ваше время и ваши ходы до контроля времени
session-draw-because = Ничья, так как { $reason ->
    [time-white] у белых упал флажок, а чёрные не могут поставить мат
    [time-black] у чёрных упал флажок, а белые не могут поставить мат
    [stalemate-white] белым пат: ходов нет, и король не под шахом
    [stalemate-black] чёрным пат: ходов нет, и король не под шахом
    [repetition] одна и та же позиция была на доске трижды
    [fivefold] одна и та же позиция была на доске пять раз
    [fifty] каждая сторона сделала пятьдесят ходов без взятия и без хода пешкой
    [seventy-five] каждая сторона сделала семьдесят пять ходов без взятия и без хода пешкой
   *[material] ни одна сторона не может поставить мат
}

# Клавиши полноэкранного режима (issue 11 п. 12, 13).
session-key-help-opened = Справка открыта: стрелки, PgUp, PgDn, Home и End листают её; Esc или F1 закрывает.
session-key-help-closed = Справка закрыта.
session-key-help-keys = Справка открыта: стрелки, PgUp и PgDn листают её; Esc или F1 закрывает.
session-key-help-position = Справка, строки с { $first } по { $last } из { $rows }.
session-key-log-position = Сказанное, строки с { $first } по { $last } из { $rows }; End показывает самое новое.
session-key-flipped = Доска повёрнута: внизу { $bottom ->
    [black] чёрные
   *[white] белые
}.
session-key-pieces-shown = На доске { $shown ->
    [figurines] фигурки
   *[letters] буквы фигур
}.
session-key-input-empty = Строка ввода пуста.
session-key-input-cleared = Строка ввода очищена.
session-key-input-full = Строка ввода заполнена: ход или команда содержит не больше { $max ->
    [one] { $max } символа
   *[other] { $max } символов
}.
session-key-no-action = Клавиша { $key } ничего не делает; F1 показывает клавиши.
session-help-keys-heading = Клавиши полноэкранного режима:
session-key-fixed-keys = Enter: отправить строку ввода; Backspace: стереть символ; стрелки вверх и вниз, PgUp, PgDn, Home, End: листать журнал (здесь: эту справку)
session-tui-log-scrolled = Сказанное, строки с { $first } по { $last } из { $rows } (End: самое новое)
session-tui-help-scroll = Справка, строки с { $first } по { $last } из { $rows }: стрелки, PgUp, PgDn листают, Esc или F1 закрывает

# Сохранность файла партии (продолжение, отмена результата, экспорт, полный диск).
session-reading-age-running = Часы показывают последние записанные показания (с тех пор прошло: { $age }); время на обдумывание после них, не больше { $most }, не записано.
session-reading-age-stopped = Часы показывают время, на котором их остановили (с тех пор прошло: { $age }).
session-ask-undo-with-result = Партия окончена: { $result }. Отменить результат и вернуть последний ход, { $number }, { $side }: { $move }? Да или нет. Чтобы отменить только результат, ответьте нет и введите назад результат.
session-no-result-to-withdraw = У партии нет результата, который можно отменить.
session-result-from-position = Результат, { $result }, следует из позиции на доске; назад возвращает последний ход.
session-ask-withdraw-result = Отменить результат, { $result }? Ходы остаются. Да или нет.
session-result-withdrawn = Результат отменён, партия продолжается.
session-clock-starts-with-move = Часы остановлены: их запускает подтверждение следующего хода или команда пуск.
session-export-own-file = { $path } — это файл самой партии: бланк уничтожил бы партию. Выберите другое имя файла.
session-ask-overwrite = { $path } уже существует. Заменить его бланком партии? Да или нет.
session-journal-caught-up = Файл партии снова можно записывать: { $count ->
    [one] { $count } ожидавшая запись сохранена
    [few] { $count } ожидавшие записи сохранены
   *[other] { $count } ожидавших записей сохранено
}, ничего не потеряно.
session-quit-unsaved = { $count ->
    [one] { $count } записи
   *[other] { $count } записей
} этой партии нет в файле партии { $path }, который невозможно записать. Освободите место на диске или запишите бланк в другое место командой экспорт pgn ФАЙЛ; ещё одна команда выход завершит сеанс, и они будут потеряны.
session-not-saved = В файле партии { $path } не хватает последних записей (их { $count }): их не удалось записать.
session-resume-no-answer = Ответа нет, поэтому ничего не изменено: неоконченная партия в { $path } будет предложена в следующий раз.
session-resume-new-game-options = { $options }: { $count ->
    [one] этот параметр задаёт
   *[other] эти параметры задают
} только новую партию; продолженная партия идёт дальше со своей позицией и своими настройками.
session-resume-unread-settings = В первой строке файла партии { $count ->
    [one] есть настройка, которую
   *[other] есть настройки, которые
} hektor не может прочитать: { $settings }. { $count ->
    [one] Она получает
   *[other] Они получают
} значение по умолчанию; всё остальное как сохранено.
session-file-in-use = Файл партии { $path } открыт в другом сеансе hektor; два сеанса, пишущие одну партию, повредили бы её. Сначала завершите другой сеанс.
session-resume-damaged-kept = Ничего не изменено: { $path } остаётся как есть.
session-move-in-memory = Этот ход пока только в памяти и ещё не сохранён: файл партии не удаётся записать ({ $count ->
    [one] ждёт { $count } запись
    [few] ждут { $count } записи
   *[other] ждут { $count } записей
}). Освободите место на диске; hektor сохранит его, как только сможет.
session-resume-empty = { $path } пуст: hektor остановили до того, как было записано начало партии, так что продолжать нечего. В этом файле начинается новая партия.
session-resume-damaged = { $left } Продолжить без пропущенного? Копия файла в нынешнем виде останется рядом. Да или нет.
session-resume-torn-move = { journal-torn-move } Введите его снова, если он был сделан.
session-resume-backup = Копия файла партии в прежнем виде сохранена в { $backup }.
session-flag-fallen-adjust = Флажок упал, поэтому часы не могут идти: установите время командой установить, например установить белые 5:00.
session-create-failed = { $error } Файл партии { $path } невозможно создать, поэтому партию нельзя сохранить. Выберите другое место через --save ФАЙЛ.

session-replay-only = Диагонали — это средство анализа: hektor читает их при просмотре партий, а не во время игры (Правила ФИДЕ, статья 11.3).

# Black after "against" in session-new-game and session-resume-offer (the case it takes there).
session-black-after-against = чёрных
# Both players in session-new-game and session-resume-offer; $named is yes when Black has a person's name (not a colour word).
session-players = { $named ->
    [yes] белые — { $white }, чёрные — { $black }
   *[other] { $white } против { $black }
}
session-save-exists = --save: { $path } уже существует; продолжите ту партию с --resume { $path } или выберите другое имя файла.
session-save-exists-other = --save: { $path } уже существует и не является файлом партии hektor; он остаётся как есть. Выберите другое имя файла.

session-board-owner = { $player ->
    [blind] Это доска незрячего игрока.
   *[sighted] Это доска зрячего игрока.
  }
session-reconcile-game-hint = Для другой партии из { $file }: сверить { $file } партия N, где N от 1 до { $count }.
session-help-help = список команд: что вводить и что делает каждая

# A saved game's last line, cut off by a crash (resume, export, reconcile)
journal-torn-move = Последняя запись, оборванная при остановке программы hektor, пропущена: ход { $san }.
journal-torn = Последняя запись, оборванная при остановке программы hektor, пропущена: { $text }

session-chess-only = { $game ->
    [other] В этой игре этого нет.
   *[draughts] Это есть только в шахматах, не в шашках.
}
session-claim-not-in-draughts = В шашках ничью не требуют: hektor сам считает ходы по правилам ничьей и скажет, когда ничья наступит.
session-claim-move-unclear = «{ $input }» подходит к нескольким ходам: требуйте ничью с полным ходом или без хода.
session-draughts-letters = Ш Д
session-tui-draughts-legend = заглавные буквы: белые, строчные: чёрные; ш: шашка, д: дамка
session-piece-not-in-game = В этой игре нет таких фигур.
session-not-on-board = На этой доске нет такого поля.
session-export-draughts-formats = В шашках бланк записывается как pdn, brf, braille или text, например экспорт pdn ФАЙЛ.
session-resume-not-answer = «{ $line }» — не ответ. Продолжить неоконченную партию из { $path }? Да — продолжить её, нет — начать новую партию.
session-question-dropped = { $kind ->
    [undo] Ответа на вопрос не было, поэтому последний ход не отменён.
    [leave] Ответа на вопрос не было, поэтому турнирный режим продолжается.
    [end] Ответа на вопрос не было, поэтому результат не записан; партия продолжается.
    [result] Ответа на вопрос не было, поэтому результат остаётся.
   *[export] Ответа на вопрос не было, поэтому в { $path } ничего не экспортировано.
}
session-replay-command = Эта команда относится к просмотру партий (hektor replay ФАЙЛ), а не к игре. Введите помощь, чтобы услышать команды.
session-reconcile-only-game-hint = Чтобы сравнить с этой партией, наберите: сверить { $file }.
session-screen-failed = Полноэкранный режим не удалось использовать; запустите снова с hektor play --plain.
session-export-chess-formats = В шахматах бланк записывается как pgn, brf, braille или text, например экспорт pgn ФАЙЛ.
session-warn-not-minutes = --warn: «{ $part }» — не количество минут; напишите, например, --warn 10,5,1.
session-tui-hint-custom = { $key } показывает действующие клавиши (config.toml [keys])

# The placeholders and words of a command's usage ("export brf FILE", "resign [white|black]").
usage-file = ФАЙЛ
usage-move = ХОД
usage-value = ЗНАЧЕНИЕ
usage-reason = причина
usage-white = белые
usage-black = чёрные
usage-men = шашки
usage-kings = дамки
usage-blind = незрячий
usage-sighted = зрячий
# A command's usage in the help and the other names it is typed by.
usage-aliases = { $usage }, также { $names }

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
session-words-time = время, сколько времени
session-words-own-time = моё время, мое время
session-words-last = последний ход, последний
session-words-repeat = повтори, повторить
session-words-pieces = фигуры
session-words-scan = обзор
session-words-square = поле, клетка
session-words-turn = очередь, чей ход, кто ходит, чья очередь
session-words-undo = назад, отменить, отмена
session-words-leave = выйти из турнирного режима
session-words-draw = ничья
session-words-claim = требую
session-words-resign = сдаюсь, сдаться
session-words-result = результат
session-words-adjust = установить
session-words-pause = пауза, стоп
session-words-go = пуск, дальше
session-words-export = экспорт, сохранить
session-words-board = доска
session-words-reconcile = сверить, сверка
session-words-quit = выход, конец, выйти
session-words-help = помощь, справка

# The words that name a side or a kind of piece where a command takes one (pieces white,
# pieces knights, resign black, adjust white 10:00), read in every language at once, in
# lower case, separated by commas: singular and plural, and the letters that are no
# other word (a king of draughts is a king).
words-white = белые
words-black = чёрные, черные
words-king = король, дамка, дамки
words-queen = ферзь, ферзи
words-rook = ладья, ладьи
words-bishop = слон, слоны
words-knight = конь, кони
words-pawn = пешка, пешки
words-man = шашка, шашки
# The words a command takes after its name, read in every language at once, the first
# one named by the help: undo result, draw agreed, claim repetition|fifty, доска готово,
# доска очистить (and фильтр очистить), reconcile FILE game N.
words-result = результат
words-agreed = согласовано, согласие, согласована, согласовали
# After a side (white, black): the side resigns (`black resigns`), as a whole line.
words-resigns = сдаются, сдались, сдался, сдаётся, сдается
# The word for a square said before it (`Feld e4`): with a square after it, the line asks what stands there.
words-field = поле
words-repetition = повторение
words-fifty = пятьдесят, 50
words-done = готово
words-clear = очистить
words-game = партия
# The reasons a result may be given with (result 1-0 resigns), read in every language at
# once (besides words-agreed, words-repetition and words-fifty); other text is kept as
# written.
words-reason-resignation = сдача, сдался
words-reason-time = время, просрочка времени
words-reason-agreement = соглашение
words-reason-checkmate = мат
words-reason-stalemate = пат
words-reason-material = материал, недостаточно материала
words-reason-arbiter = арбитр, решение арбитра

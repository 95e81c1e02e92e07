# Контроль времени словами ($time — время словами: «1 час 30 минут»).
time-control-moves = { $time } на { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}
time-control-every = { $time } на каждые { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}
time-control-game = { $time } на партию
time-control-rest = { $time } до конца партии
time-control-then = затем
time-control-increment = плюс { $time } за каждый ход, начиная с первого
time-control-period-increment = плюс { $time } за каждый ход
time-control-delay = { $kind ->
    [bronstein] задержка Бронштейна { $time }
   *[simple] задержка { $time }
} на каждый ход

config-unknown-key = В файле настроек { $path } есть ключ { $key }, которого hektor не знает; он пропущен, остальные настройки действуют. Проверьте написание в руководстве (manual.html).
config-unknown-keys = В файле настроек { $path } есть ключи, которых hektor не знает: { $keys }; они пропущены, остальные настройки действуют. Проверьте их написание в руководстве (manual.html).
config-unknown-more = и ещё { $count } { $count ->
    [one] ключ
    [few] ключа
    [many] ключей
   *[other] ключа
}
config-left-out = Эта настройка пропущена, остальные действуют.
config-version-newer = Файл настроек { $path } имеет версию { $version }, а этот hektor знает версию { $known }: настройки, которые он умеет прочитать, действуют, остальные названы отдельно. Обновите hektor, чтобы действовали все.
config-key-unknown-command = Клавиша { $key } в config.toml [{ $table }] назначена на { $action }, но это не команда { $table ->
    [replay_keys] экрана просмотра
   *[other] экрана игры
}; это назначение пропущено, остальные клавиши действуют. Введите помощь, чтобы услышать команды.
config-key-bad = config.toml [{ $table }]: { $key } — не клавиша, которую hektor может назначить. Используйте f1–f12, esc, tab, стрелки (left, right, up, down), home, end, pageup, pagedown или ctrl- либо alt- с буквой или цифрой (ctrl-u).
cli-value-not-one-of = { $option } не принимает «{ $value }»; возможные значения: { $valid }.
cli-value-unreadable = { $option } не принимает «{ $value }». Введите hektor --help, чтобы увидеть параметры.
cli-value-missing = После { $option } нужно значение.
cli-unknown-option = hektor не знает { $option }. Введите hektor --help, чтобы увидеть параметры.
cli-missing = Не хватает { $what }. Введите hektor --help, чтобы увидеть параметры.
cli-given-twice = { $option } указан больше одного раза; укажите его один раз.
# A value the command line lacks, by clap's name for it (lowercase), in the genitive after "Не хватает".
cli-argument = { $name ->
    [moves] ходов
    [file] файла
    [input] файла для экспорта
   *[other] { $name }
}
cli-unknown-command = В hektor нет команды { $command }; команды: play, say, replay, check, export, reconcile, verify, arbiter, voices и speech-test.
cli-value-not-number = { $option } принимает положительное целое число, например 3; «{ $value }» — не такое число.
# The end of a quote from a file (a comment, a line) cut at 2,000 characters: how much was left out.
quote-cut = … пропущено ещё { $count } { $count ->
    [one] символ
    [few] символа
    [many] символов
   *[other] символа
}.

# The answers to every question hektor asks (a move to confirm, undo, a result, ...),
# read in every language at once, in any case, separated by commas: the yes words and
# the no words, the full word first, then the single letters (what the help names).
answer-yes = да, д
answer-no = нет, н
# The other answers to "..., correct?": what a speaker says for "that is right" and
# "that is wrong"; one may follow a yes or no word ("yes, correct").
answer-right = верно, правильно, хорошо, конечно, всё верно, все верно, ага, угу, ок, так точно, да да
answer-wrong = неверно, неправильно, не так, не то, неа

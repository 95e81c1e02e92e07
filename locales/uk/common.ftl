# Контроль часу словами ($time — час словами: «1 година 30 хвилин»).
time-control-moves = { $time } на { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
   *[other] { $moves } ходів
}
time-control-every = { $time } на кожні { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
   *[other] { $moves } ходів
}
time-control-game = { $time } на партію
time-control-rest = { $time } до кінця партії
time-control-then = потім
time-control-increment = плюс { $time } за кожен хід, починаючи з першого
time-control-period-increment = плюс { $time } за кожен хід
time-control-delay = { $kind ->
    [bronstein] затримка Бронштейна { $time }
   *[simple] затримка { $time }
} на кожен хід

config-unknown-key = У файлі налаштувань { $path } є ключ { $key }, якого hektor не знає; його пропущено, інші налаштування діють. Перевірте написання в посібнику (manual.html).
config-unknown-keys = У файлі налаштувань { $path } є ключі, яких hektor не знає: { $keys }; їх пропущено, інші налаштування діють. Перевірте їхнє написання в посібнику (manual.html).
config-unknown-more = і ще { $count } { $count ->
    [one] ключ
    [few] ключі
    [many] ключів
   *[other] ключа
}
config-left-out = Це налаштування пропущено, інші діють.
config-version-newer = Файл налаштувань { $path } має версію { $version }, а цей hektor знає версію { $known }: налаштування, які він уміє прочитати, діють, інші названо окремо. Оновіть hektor, щоб діяли всі.
config-key-unknown-command = Клавішу { $key } у config.toml [{ $table }] призначено на { $action }, але це не команда { $table ->
    [replay_keys] екрана перегляду
   *[other] екрана гри
}; це призначення пропущено, інші клавіші діють. Введіть допомога, щоб почути команди.
config-key-bad = config.toml [{ $table }]: { $key } — не клавіша, яку hektor може призначити. Використовуйте f1–f12, esc, tab, стрілки (left, right, up, down), home, end, pageup, pagedown або ctrl- чи alt- з літерою або цифрою (ctrl-u).
cli-value-not-one-of = { $option } не приймає «{ $value }»; можливі значення: { $valid }.
cli-value-unreadable = { $option } не приймає «{ $value }». Введіть hektor --help, щоб побачити параметри.
cli-value-missing = Після { $option } потрібне значення.
cli-unknown-option = hektor не знає { $option }. Введіть hektor --help, щоб побачити параметри.
cli-missing = Бракує { $what }. Введіть hektor --help, щоб побачити параметри.
cli-given-twice = { $option } вказано більше одного разу; вкажіть його один раз.
# A value the command line lacks, by clap's name for it (lowercase), in the genitive after "Бракує".
cli-argument = { $name ->
    [moves] ходів
    [file] файлу
    [input] файлу для експорту
   *[other] { $name }
}
cli-unknown-command = У hektor немає команди { $command }; команди: play, say, replay, check, export, reconcile, verify, arbiter, voices і speech-test.
cli-value-not-number = { $option } приймає додатне ціле число, наприклад 3; «{ $value }» таким не є.
# The end of a quote from a file (a comment, a line) cut at 2,000 characters: how much was left out.
quote-cut = … пропущено ще { $count } { $count ->
    [one] символ
    [few] символи
    [many] символів
   *[other] символу
}.

# The answers to every question hektor asks (a move to confirm, undo, a result, ...),
# read in every language at once, in any case, separated by commas: the yes words and
# the no words, the full word first, then the single letters (what the help names).
answer-yes = так, т
answer-no = ні, н
# The other answers to "..., correct?": what a speaker says for "that is right" and
# "that is wrong"; one may follow a yes or no word ("yes, correct").
answer-right = правильно, вірно, добре, ага, ок, угу, так точно, звісно, звичайно, авжеж
answer-wrong = неправильно, невірно, не так, не те

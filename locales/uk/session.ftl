# Партія (hektor play).
session-white = Білі
session-black = Чорні
session-white-in-sentence = білі
session-black-in-sentence = чорні
session-new-game = Нова партія: { $players }.
session-resumed = Партію продовжено. { $last }
session-clock-stopped-resume = Контроль часу: { $control }; годинник показує останні записані показники і зупинений: його запускає підтвердження наступного ходу або команда пуск.
session-no-clock = Без годинника.
session-mode-assistant = Режим асистента: вводьте ходи обох гравців так, як їх зроблено.
session-mode-player = Ви граєте: { $side }.
session-turn = Хід { $number }, ходять { $side }.
session-turn-pending = Хід { $move } чекає на підтвердження.
session-help-hint = Введіть хід; допомога називає команди.
session-empty-line = Порожній рядок: нічого не чекає на підтвердження. Введіть хід; допомога називає команди.
session-line-too-long = Цей рядок має { $count ->
    [one] { $count } символ
    [few] { $count } символи
   *[other] { $count } символів
}; хід або команда має щонайбільше { $max }. Введіть хід; допомога називає команди.
session-not-text = Цей рядок містить символи, які не є текстом. Введіть хід; допомога називає команди.
session-usage = Не зрозуміло. Пишіть так: { $usage }
session-readback = { $side }: { $move }, правильно?
session-assistant-move = { $side }: { $move }
session-recorded = Записано.
session-withdrawn = Скасовано. Введіть хід знову.
# A move entered while another waited for yes or no: the one it replaces, in words.
session-move-replaced = Хід { $move } скасовано, не записано.
# Before the announcement of a move read with a look-alike letter of the other alphabet or another less usual meaning.
session-read-unusually = Прочитано незвичним способом: перевірте хід.
session-declined = Скасовано; нічого не змінено.
session-nothing-to-confirm = Нічого не чекає на підтвердження. Введіть хід; допомога називає команди.
session-nothing-to-withdraw = Нічого скасовувати. Введіть хід; допомога називає команди.
session-nothing-to-undo = Ще не записано жодного ходу, тому нічого не можна повернути.
session-ask-undo = Повернути останній хід, { $number }, { $side }: { $move }? Так чи ні.
session-undone = Повернуто: { $number }, { $side }: { $move }
session-ask-end = { $result }? Так чи ні.
session-game-over = Партію закінчено: { $result }.
session-offer-export = Партію збережено. Щоб записати бланк, введіть експорт brf ФАЙЛ або експорт pgn ФАЙЛ; назад повертає останній хід; вихід завершує.
session-offer-export-unsaved = Партію ще не збережено: { $count ->
    [one] { $count } запису
   *[other] { $count } записів
} немає у файлі партії { $path }, який неможливо записати. Звільніть місце на диску; партія залишається відкритою, і тоді вихід її збереже. Щоб записати бланк в інше місце, введіть експорт brf ФАЙЛ або експорт pgn ФАЙЛ; назад повертає останній хід.
# The end of a game of a registered game (its scoresheet is written as text or Braille).
session-offer-export-other = Партію збережено. Щоб записати бланк, введіть експорт brf ФАЙЛ або експорт text ФАЙЛ; назад повертає останній хід; вихід завершує.
session-offer-unsaved = Партію ще не збережено: { $count ->
    [one] { $count } запису
   *[other] { $count } записів
} немає у файлі партії { $path }, який неможливо записати. Звільніть місце на диску; партія залишається відкритою, і тоді вихід її збереже; назад повертає останній хід.
session-draw-with-move = Пропозицію нічиєї зазначено: її буде записано з ходом, коли ви його підтвердите.
session-draw-no-move = Нічию пропонують після ходу; ще не зроблено жодного ходу.
session-draw-offered = { $side } пропонують нічию разом із ходом { $move }.
session-claim-valid = Вимога обґрунтована.
session-claim-repetition-invalid = Вимога необґрунтована: ця позиція була на дошці { $count ->
    [one] { $count } раз
    [few] { $count } рази
   *[other] { $count } разів
}, потрібно 3.
session-claim-fifty-invalid = Вимога необґрунтована: { $count ->
    [one] { $count } півхід
    [few] { $count } півходи
   *[other] { $count } півходів
} без взяття або ходу пішака, потрібно 100.
session-no-clock-to-adjust = Немає годинника для налаштування: у цій партії немає контролю часу.
session-adjusted = Годинник налаштовано.
session-adjust-too-much = Межа для годинника в цій партії — { $most }: жодна партія не дає більше часу. Годинники не змінено.
session-clock-paused = Годинник зупинено. Команда пуск запускає його знову.
session-clock-started = Годинник іде: час { $color ->
    [white] білих
   *[black] чорних
}.
session-clock-is-stopped = Годинник зупинено.
session-quit-unconfirmed = Хід { $move } не підтверджено і не записано.
session-time-warning-hours = { $side }: { $count ->
    [one] залишилася
   *[other] залишилося
} { $left }.
session-time-warning-minutes = { $side }: { $count ->
    [one] залишилася
   *[other] залишилося
} { $left }.
session-time-warning-seconds = { $side }: { $count ->
    [one] залишилася
   *[other] залишилося
} { $left }.
session-inside-warning = Час кожної сторони вже в межах часу попередження ({ $warning }): hektor попереджатиме щоразу, коли він зменшиться вдвічі.
session-flag-fall = { $side }: прапорець упав.
session-promotion-question = На яку фігуру перетворюється пішак: ферзь, тура, слон чи кінь?
session-no-moves-yet = Ще не зроблено жодного ходу.
session-last-move = Останній хід { $number }, { $side }: { $move }
session-nothing-to-repeat = Ще нічого не сказано.
session-hours = { $n ->
    [one] { $n } година
    [few] { $n } години
   *[other] { $n } годин
}
session-minutes = { $n ->
    [one] { $n } хвилина
    [few] { $n } хвилини
   *[other] { $n } хвилин
}
session-seconds = { $n ->
    [one] { $n } секунда
    [few] { $n } секунди
   *[other] { $n } секунд
}
# The same units as the object of a verb ("додано 1 годину", "dodano 1 minutę"): the accusative.
session-hours-accusative = { $n ->
    [one] { $n } годину
    [few] { $n } години
   *[other] { $n } годин
}
session-minutes-accusative = { $n ->
    [one] { $n } хвилину
    [few] { $n } хвилини
   *[other] { $n } хвилин
}
session-seconds-accusative = { $n ->
    [one] { $n } секунду
    [few] { $n } секунди
   *[other] { $n } секунд
}
session-time-no-clock = Без годинника. Зроблено ходів: білі { $white }, чорні { $black }.
session-time-side = { $side }: { $time }, зроблено ходів: { $moves }
session-time-to-control = до контролю часу ходів: { $moves }
session-result-white = 1-0, перемогли білі
session-result-black = 0-1, перемогли чорні
session-result-draw = Нічия
session-result-ongoing = результату ще немає
session-by-checkmate = матом
session-by-stalemate = патом
session-by-resignation = { $color ->
    [white] білі здалися
   *[black] чорні здалися
}
session-by-time = за часом
session-by-agreement = за згодою
session-by-repetition = через повторення позиції
session-by-fifty = за правилом п'ятдесяти ходів
session-by-material = бо жодна сторона не може поставити мат
session-by-arbiter = за рішенням арбітра
session-help-move = хід у будь-якій нотації: його оголошують, потім підтвердіть або скасуйте
session-help-confirm = підтвердити (або порожній рядок) чи скасувати оголошений хід або питання; «так» і «ні» розуміються будь-якою мовою hektor
session-help-time = час обох сторін і кількість зроблених ходів
session-help-last = останній записаний хід
session-help-repeat = повторити останнє оголошення
session-help-pieces = де стоять фігури обох сторін або однієї
session-help-scan = що стоїть на вертикалі чи горизонталі
session-help-square = що стоїть на полі
session-help-turn = чий хід і номер ходу
session-help-undo = повернути останній записаний хід або скасувати лише помилковий результат (з питанням)
session-help-leave = вийти з турнірного режиму до результату (з PIN-кодом арбітра, якщо його встановлено)
session-help-draw = записати пропозицію нічиєї з останнім ходом; або гравці погодили нічию
session-help-claim = вимагати нічию через триразове повторення або правило п'ятдесяти ходів
session-help-resign = гравець здається (без кольору: ви самі, в режимі гравця)
session-resign-who = Хто здається? Напишіть здаюся білі або здаюся чорні.
session-help-result = результат за рішенням арбітра
session-help-adjust = встановити годинник вручну (рішення арбітра)
session-help-pause = зупинити годинник
session-help-go = запустити годинник знову
session-help-export = записати бланк (brf, pgn, braille, text) у файл
session-help-quit = завершити сеанс; партія залишається збереженою і її можна продовжити
session-saved = Партію збережено в { $path }.
session-journal-failed = { $error } Партія триває в пам'яті; збережіть її командою експорт pgn ФАЙЛ перед виходом.
session-export-done = Бланк партії записано в { $path }.
session-export-failed = Бланк партії не записано в { $path }: { $error } Партія збережена в { $journal }.
session-export-failed-unsaved = Бланк партії не записано в { $path }: { $error } Партію теж не збережено: { $count ->
    [one] { $count } запису
   *[other] { $count } записів
} немає у файлі партії { $journal }, який неможливо записати. Звільніть місце на диску або виберіть файл на іншому диску; партія залишається відкритою.
# The formats of a registered game's scoresheet, said when another is asked for.
session-export-other-formats = У цій грі бланк записується як brf, braille або text, наприклад експорт text ФАЙЛ.
session-resume-offer = Знайдено незакінчену партію: { $players }, ходів: { $moves }, { $path }. Продовжити? Так чи ні.
session-resume-declined = Починається нова партія; незакінчена партія залишається в { $path }.
session-resume-declined-unmarked = Починається нова партія; незакінчена партія залишається в { $path }, але її не вдалося позначити як відкладену ({ $error }), тому її буде запропоновано наступного разу.
session-resume-broken = Файл партії { $path } неможливо продовжити: { $error }
session-key-help-screen = показати або сховати цю довідку
session-key-flip = перевернути дошку
session-key-figurines = літери фігур або фігурки
session-key-clear = очистити рядок введення, закрити довідку
session-piece-letters = Кр Ф Т С К П
session-tui-board = Дошка
session-tui-legend = великі літери: білі, малі літери: чорні
session-tui-clock = Годинник
session-tui-scoresheet = Бланк
session-tui-log = Сказано
session-tui-input = Хід або команда, Enter надсилає
session-tui-pending = { $san } чекає: Enter або т підтверджує, н скасовує
session-tui-hint = F1 довідка · F2 час · F3 останній хід · F4 повторити · Ctrl-Q вихід
session-tui-to-move = хід
session-tui-moves = ходів: { $moves }

# Звіряння в сеансі (reconcile ФАЙЛ, введення дошки).
session-help-board = ввести, що стоїть на дошці (до двох), рядок за рядком: білі, Крe1, кінь f3, порожньо e4; дошка незрячий або дошка зрячий каже, чия це дошка; дошка готово називає всю дошку; дошка очистити забуває дошки
session-help-reconcile = порівняти запис цієї партії з іншим бланком у ФАЙЛ (з файлу з кількома партіями — партію N: звірити ФАЙЛ партія N) і введеними дошками; запис не змінюється
session-board-start = Дошка { $number }: назвіть колір, потім фігури й поля, рядок за рядком. Ходи не приймаються до команди дошка готово.
session-board-done = Дошка { $number }: { $board }
session-board-nothing = нічого не введено.
session-board-unusable = Така дошка не може бути в партії: { $error }. Введено: { $board } Виправте або введіть дошка очистити.
session-board-line-error = Не введено: { $error }. Під час введення дошки рядки — це фігури й поля, а не ходи; дошка готово завершує введення.
session-board-already = Дошка { $number } вводиться; дошка готово завершує, дошка очистити забуває її.
session-board-full = Уже введено дві дошки; дошка очистити забуває їх.
session-board-not-entering = Дошка не вводиться; команда дошка починає введення.
session-board-cleared = Введені дошки забуто.
session-board-still-entering = Дошка, що вводиться, не входить у цей звіт; дошка готово завершує її.
session-board-side = { $side }: назвіть фігури та їхні поля.
session-board-no-side = Колір не названо

# Підходить кілька ходів (issue 11), вимоги нічиєї (FIDE 9.2, 9.5).
session-choice-number = { $number } — { $choice }
session-choice-hint = Відповідайте { $by ->
        [both] полем, його вертикаллю чи горизонталлю
        [file] полем або його вертикаллю
        [rank] полем або його горизонталлю
        [path] всім шляхом взяття
       *[square] полем
    }{ $numbers }.
session-choice-numbers = { " " }або номером: { $numbers }
session-choice-unclear = «{ $answer }» не вибирає жодного з них.
session-choice-several = «{ $answer }» може означати { $choices }.
session-not-an-answer = «{ $answer }» — не відповідь: відповідайте { $yes } або { $no }.
session-claim-penalty = Необґрунтована вимога може коштувати дві хвилини: арбітр може додати їх до часу суперника (FIDE 9.5); команда встановити виставляє годинник.
session-claim-move-to-play = Тепер треба зробити хід { $move } (FIDE 9.2).
session-claim-move-must-be-played = Після вимоги нічиєї треба зробити хід { $move } (FIDE 9.2): підтвердьте його відповіддю так. Змінити це може лише арбітр, командою назад після запису ходу.

# Час словами, нічия повністю (issue 11 п. 17, issue 12 п. 7).
session-time-control = Контроль часу: { $control }.
session-time-added = { $side }: додано { $added } на наступний період.
session-help-own-time = лише ваш час і ваші ходи до контролю часу
session-draw-because = Нічия, бо { $reason ->
    [time-white] у білих упав прапорець, а чорні не можуть поставити мат
    [time-black] у чорних упав прапорець, а білі не можуть поставити мат
    [stalemate-white] білим пат: ходів немає, і король не під шахом
    [stalemate-black] чорним пат: ходів немає, і король не під шахом
    [repetition] та сама позиція була на дошці тричі
    [fivefold] та сама позиція була на дошці п'ять разів
    [fifty] кожна сторона зробила п'ятдесят ходів без взяття і без ходу пішака
    [seventy-five] кожна сторона зробила сімдесят п'ять ходів без взяття і без ходу пішака
   *[material] жодна сторона не може поставити мат
}

# Клавіші повноекранного режиму (issue 11 п. 12, 13).
session-key-help-opened = Довідку відкрито: стрілки, PgUp, PgDn, Home і End гортають її; Esc або F1 закриває.
session-key-help-closed = Довідку закрито.
session-key-help-keys = Довідка відкрита: стрілки, PgUp і PgDn гортають її; Esc або F1 закриває.
session-key-help-position = Довідка, рядки з { $first } по { $last } із { $rows }.
session-key-log-position = Сказане, рядки з { $first } по { $last } із { $rows }; End показує найновіше.
session-key-flipped = Дошку повернуто: внизу { $bottom ->
    [black] чорні
   *[white] білі
}.
session-key-pieces-shown = На дошці { $shown ->
    [figurines] фігурки
   *[letters] літери фігур
}.
session-key-input-empty = Рядок введення порожній.
session-key-input-cleared = Рядок введення очищено.
session-key-input-full = Рядок введення заповнено: хід або команда має щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
   *[other] { $max } символів
}.
session-key-no-action = Клавіша { $key } нічого не робить; F1 показує клавіші.
session-help-keys-heading = Клавіші повноекранного режиму:
session-key-fixed-keys = Enter: надіслати рядок введення; Backspace: стерти символ; стрілки вгору і вниз, PgUp, PgDn, Home, End: гортати журнал (тут: цю довідку)
session-tui-log-scrolled = Сказане, рядки з { $first } по { $last } із { $rows } (End: найновіше)
session-tui-help-scroll = Довідка, рядки з { $first } по { $last } із { $rows }: стрілки, PgUp, PgDn гортають, Esc або F1 закриває

# Збереження файлу партії (продовження, скасування результату, експорт, повний диск).
session-reading-age-running = Годинник показує останні записані показники (відтоді минуло: { $age }); час на обдумування після них, не більше { $most }, не записано.
session-reading-age-stopped = Годинник показує час, на якому його зупинили (відтоді минуло: { $age }).
session-ask-undo-with-result = Партію закінчено: { $result }. Скасувати результат і повернути останній хід, { $number }, { $side }: { $move }? Так чи ні. Щоб скасувати лише результат, відповідайте ні і введіть назад результат.
session-no-result-to-withdraw = Партія не має результату, який можна скасувати.
session-result-from-position = Результат, { $result }, випливає з позиції на дошці; назад повертає останній хід.
session-ask-withdraw-result = Скасувати результат, { $result }? Ходи залишаються. Так чи ні.
session-result-withdrawn = Результат скасовано, партія триває.
session-clock-starts-with-move = Годинник зупинений: його запускає підтвердження наступного ходу або команда пуск.
session-export-own-file = { $path } — це файл самої партії: бланк знищив би партію. Виберіть іншу назву файлу.
session-ask-overwrite = { $path } уже існує. Замінити його бланком партії? Так чи ні.
session-journal-caught-up = Файл партії знову можна записувати: { $count ->
    [one] { $count } запис, що чекав, збережено
    [few] { $count } записи, що чекали, збережено
   *[other] { $count } записів, що чекали, збережено
}, нічого не втрачено.
session-quit-unsaved = { $count ->
    [one] { $count } запису
   *[other] { $count } записів
} цієї партії немає у файлі партії { $path }, який неможливо записати. Звільніть місце на диску або запишіть бланк в інше місце командою експорт pgn ФАЙЛ; ще одна команда вихід завершить сеанс, і їх буде втрачено.
session-not-saved = У файлі партії { $path } бракує останніх записів (їх { $count }): їх не вдалося записати.
session-resume-no-answer = Відповіді немає, тому нічого не змінено: незакінчену партію в { $path } буде запропоновано наступного разу.
session-resume-new-game-options = { $options }: { $count ->
    [one] цей параметр задає
   *[other] ці параметри задають
} лише нову партію; продовжена партія йде далі зі своєю позицією і своїми налаштуваннями.
session-resume-unread-settings = Перший рядок файлу партії має { $count ->
    [one] налаштування, якого
   *[other] налаштування, яких
} hektor не може прочитати: { $settings }. { $count ->
    [one] Воно отримує
   *[other] Вони отримують
} типове значення; усе інше таке, як збережено.
session-file-in-use = Файл партії { $path } відкрито в іншому сеансі hektor; два сеанси, що пишуть одну партію, пошкодили б її. Спершу завершіть інший сеанс.
session-resume-damaged-kept = Нічого не змінено: { $path } залишається як є.
session-move-in-memory = Цей хід поки що лише в пам’яті, його ще не збережено: файл партії не вдається записати ({ $count ->
    [one] чекає { $count } запис
    [few] чекають { $count } записи
   *[other] чекають { $count } записів
}). Звільніть місце на диску; hektor збереже його, щойно зможе.
session-resume-empty = { $path } порожній: hektor зупинили до того, як було записано початок партії, тож продовжувати нічого. У цьому файлі починається нова партія.
session-resume-damaged = { $left } Продовжити без пропущеного? Копія файлу в теперішньому вигляді залишиться поруч. Так чи ні.
session-resume-torn-move = { journal-torn-move } Введіть його знову, якщо його зроблено.
session-resume-backup = Копію файлу партії в попередньому вигляді збережено в { $backup }.
session-flag-fallen-adjust = Прапорець упав, тому годинник не може йти: встановіть час командою встановити, наприклад встановити білі 5:00.
session-create-failed = { $error } Файл партії { $path } неможливо створити, тому партію не можна зберегти. Виберіть інше місце через --save ФАЙЛ.

session-replay-only = Діагоналі — це засіб аналізу: hektor читає їх під час перегляду партій, а не під час гри (Правила ФІДЕ, стаття 11.3).

# Black after "against" in session-new-game and session-resume-offer (the case it takes there).
session-black-after-against = чорних
# Both players in session-new-game and session-resume-offer; $named is yes when Black has a person's name (not a colour word).
session-players = { $named ->
    [yes] білі — { $white }, чорні — { $black }
   *[other] { $white } проти { $black }
}
session-save-exists = --save: { $path } уже існує; продовжте ту партію з --resume { $path } або виберіть іншу назву файлу.
session-save-exists-other = --save: { $path } уже існує і не є файлом партії hektor; він лишається як є. Виберіть іншу назву файлу.

session-board-owner = { $player ->
    [blind] Це дошка незрячого гравця.
   *[sighted] Це дошка зрячого гравця.
  }
session-reconcile-game-hint = Для іншої партії з { $file }: звірити { $file } партія N, де N від 1 до { $count }.
session-help-help = список команд: що вводити і що робить кожна

# A saved game's last line, cut off by a crash (resume, export, reconcile)
journal-torn-move = Останній запис, обірваний, коли hektor зупинився, пропущено: хід { $san }.
journal-torn = Останній запис, обірваний, коли hektor зупинився, пропущено: { $text }

session-chess-only = { $game ->
    [other] У цій грі цього немає.
   *[draughts] Це є лише в шахах, не в шашках.
}
session-claim-not-in-draughts = У шашках нічию не вимагають: hektor сам рахує ходи за правилами нічиєї й скаже, коли нічия настане.
session-claim-move-unclear = «{ $input }» пасує до кількох ходів: вимагайте нічию з повним ходом або без ходу.
session-draughts-letters = Ш Д
session-tui-draughts-legend = великі літери: білі, малі літери: чорні; ш: шашка, д: дамка
session-piece-not-in-game = У цій грі немає таких фігур.
session-not-on-board = На цій дошці немає такого поля.
session-export-draughts-formats = У шашках бланк записується як pdn, brf, braille або text, наприклад експорт pdn ФАЙЛ.
session-resume-not-answer = «{ $line }» — не відповідь. Продовжити незакінчену партію з { $path }? Так — продовжити її, ні — почати нову партію.
session-question-dropped = { $kind ->
    [undo] Відповіді на питання не було, тому останній хід не скасовано.
    [leave] Відповіді на питання не було, тому турнірний режим триває.
    [end] Відповіді на питання не було, тому результат не записано; партія триває.
    [result] Відповіді на питання не було, тому результат залишається.
   *[export] Відповіді на питання не було, тому до { $path } нічого не експортовано.
}
session-replay-command = Ця команда належить до перегляду партій (hektor replay ФАЙЛ), а не до гри. Введіть допомога, щоб почути команди.
session-reconcile-only-game-hint = Щоб порівняти з цією партією, наберіть: звірити { $file }.
session-screen-failed = Повноекранний режим не вдалося використати; запустіть знову з hektor play --plain.
session-export-chess-formats = У шахах бланк записується як pgn, brf, braille або text, наприклад експорт pgn ФАЙЛ.
session-warn-not-minutes = --warn: «{ $part }» — не кількість хвилин; напишіть, наприклад, --warn 10,5,1.
session-tui-hint-custom = { $key } показує чинні клавіші (config.toml [keys])

# The placeholders and words of a command's usage ("export brf FILE", "resign [white|black]").
usage-file = ФАЙЛ
usage-move = ХІД
usage-value = ЗНАЧЕННЯ
usage-reason = причина
usage-white = білі
usage-black = чорні
usage-men = шашки
usage-kings = дамки
usage-blind = незрячий
usage-sighted = зрячий
# A command's usage in the help and the other names it is typed by.
usage-aliases = { $usage }, також { $names }

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
session-words-time = час, скільки часу
session-words-own-time = мій час
session-words-last = останній хід, останній
session-words-repeat = повтори, повторити
session-words-pieces = фігури
session-words-scan = огляд
session-words-square = поле, клітинка
session-words-turn = черга, чий хід, хто ходить, чия черга
session-words-undo = назад, відмінити, скасувати хід
session-words-leave = вийти з турнірного режиму
session-words-draw = нічия
session-words-claim = вимагаю
session-words-resign = здаюся, здаюсь, здатися
session-words-result = результат
session-words-adjust = встановити
session-words-pause = пауза, стоп
session-words-go = пуск, далі
session-words-export = експорт, зберегти
session-words-board = дошка
session-words-reconcile = звірити, звірка
session-words-quit = вихід, кінець, вийти
session-words-help = допомога, довідка

# The words that name a side or a kind of piece where a command takes one (pieces white,
# pieces knights, resign black, adjust white 10:00), read in every language at once, in
# lower case, separated by commas: singular and plural, and the letters that are no
# other word (a king of draughts is a king).
words-white = білі
words-black = чорні
words-king = король, дамка, дамки
words-queen = ферзь, ферзі
words-rook = тура, тури
words-bishop = слон, слони
words-knight = кінь, коні
words-pawn = пішак, пішаки
words-man = шашка, шашки
# The words a command takes after its name, read in every language at once, the first
# one named by the help: undo result, draw agreed, claim repetition|fifty, дошка готово,
# дошка очистити (and фільтр очистити), reconcile FILE game N.
words-result = результат
words-agreed = погоджено, згода, погоджена, погодили
# After a side (white, black): the side resigns (`black resigns`), as a whole line.
words-resigns = здаються, здалися, здались, здався, здається
# The word for a square said before it (`Feld e4`): with a square after it, the line asks what stands there.
words-field = поле
words-repetition = повторення
words-fifty = п'ятдесят, 50
words-done = готово
words-clear = очистити
words-game = партія
# The reasons a result may be given with (result 1-0 resigns), read in every language at
# once (besides words-agreed, words-repetition and words-fifty); other text is kept as
# written.
words-reason-resignation = здача, здався
words-reason-time = час, просрочення часу
words-reason-agreement = згода
words-reason-checkmate = мат
words-reason-stalemate = пат
words-reason-material = матеріал, недостатньо матеріалу
words-reason-arbiter = арбітр, рішення арбітра

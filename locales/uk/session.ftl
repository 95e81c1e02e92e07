# Партія (hektor play).
session-white = Білі
session-black = Чорні
session-new-game = Нова партія: { $white } проти { $black }.
session-resumed = Партію продовжено. { $last }
session-clock-running = Контроль часу { $control }; годинник білих іде.
session-clock-stopped-resume = Контроль часу { $control }; годинник показує останні записані показники і зупинений: go запускає його.
session-no-clock = Без годинника.
session-mode-assistant = Режим асистента: вводьте ходи обох гравців так, як їх зроблено.
session-mode-player = Ви граєте: { $side }.
session-turn = Хід { $number }, ходять { $side }.
session-turn-pending = { $san } чекає на підтвердження.
session-help-hint = Введіть хід або help.
session-empty-line = Порожній рядок: нічого не чекає на підтвердження. Введіть хід або help.
session-line-too-long = Цей рядок має { $count } символів; хід або команда має щонайбільше { $max }. Введіть хід або help.
session-not-text = Цей рядок містить символи, які не є текстом. Введіть хід або help.
session-usage = Не зрозуміло. Пишіть так: { $usage }
session-readback = { $side }: { $move }, правильно?
session-assistant-move = { $side }: { $move }
session-recorded = Записано.
session-withdrawn = Скасовано. Введіть хід знову.
session-declined = Скасовано; нічого не змінено.
session-nothing-to-confirm = Нічого не чекає на підтвердження. Введіть хід або help.
session-nothing-to-withdraw = Нічого скасовувати. Введіть хід або help.
session-nothing-to-undo = Ще не записано жодного ходу, тому нічого не можна повернути.
session-ask-undo = Повернути останній хід, { $number } { $san }, { $side }: { $move }? Так чи ні.
session-undone = Повернуто: { $number } { $san }, { $side }: { $move }
session-ask-end = { $result }? Так чи ні.
session-game-over = Партію закінчено: { $result }.
session-offer-export = Партію збережено. Щоб записати бланк, введіть export brf ФАЙЛ або export pgn ФАЙЛ; undo повертає останній хід; quit завершує.
session-draw-with-move = Пропозицію нічиєї зазначено: її буде записано з ходом, коли ви його підтвердите.
session-draw-no-move = Нічию пропонують після ходу; ще не зроблено жодного ходу.
session-draw-offered = { $side } пропонують нічию, записано з { $san }.
session-claim-valid = Вимога обґрунтована.
session-claim-repetition-invalid = Вимога необґрунтована: ця позиція була на дошці { $count } раз, потрібно 3.
session-claim-fifty-invalid = Вимога необґрунтована: { $count } півходів без взяття або ходу пішака, потрібно 100.
session-no-clock-to-adjust = Немає годинника для налаштування: у цій партії немає контролю часу.
session-adjusted = Годинник налаштовано.
session-clock-paused = Годинник зупинено. go запускає його знову.
session-clock-started = Годинник іде: час { $side }.
session-clock-is-stopped = Годинник зупинено.
session-quit-unconfirmed = { $san } не підтверджено і не записано.
session-time-warning = { $side }: залишилось { $left }.
session-flag-fall = { $side }: прапорець упав.
session-promotion-question = На яку фігуру перетворюється пішак: ферзь, тура, слон чи кінь?
session-no-moves-yet = Ще не зроблено жодного ходу.
session-last-move = Останній хід { $number } { $san }, { $side }: { $move }
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
session-time-no-clock = Без годинника. Зроблено ходів: білі { $white }, чорні { $black }.
session-time-side = { $side }: { $time }, зроблено ходів: { $moves }
session-time-to-control = до контролю часу ходів: { $moves }
session-result-white = 1-0, перемогли білі
session-result-black = 0-1, перемогли чорні
session-result-draw = Нічия
session-result-ongoing = результату ще немає
session-by-checkmate = матом
session-by-stalemate = патом
session-by-resignation = через здачу
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
session-help-undo = повернути останній записаний хід (з питанням)
session-help-draw = записати пропозицію нічиєї з останнім ходом; або гравці погодили нічию
session-help-claim = вимагати нічию через триразове повторення або правило п'ятдесяти ходів
session-help-resign = гравець здається (без кольору: той, хто ходить)
session-help-result = результат за рішенням арбітра
session-help-adjust = встановити годинник вручну (рішення арбітра)
session-help-pause = зупинити годинник, запустити знову
session-help-export = записати бланк (brf, pgn, braille, text) у файл
session-help-quit = завершити сеанс; партія залишається збереженою і її можна продовжити
session-saved = Партію збережено в { $path }.
session-journal-failed = Файл партії неможливо записати ({ $error }). Партія триває в пам'яті; збережіть її командою export pgn ФАЙЛ перед виходом.
session-export-done = Бланк партії записано в { $path }.
session-export-failed = Не вдалося записати бланк партії в { $path }: { $error }. Партія збережена в { $journal }.
session-resume-offer = Знайдено незакінчену партію: { $white } проти { $black }, ходів: { $moves }, { $path }. Продовжити? Так чи ні.
session-resume-declined = Починається нова партія; незакінчена партія залишається в { $path }.
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
session-tui-pending = { $san } чекає: Enter або y підтверджує, n скасовує
session-tui-hint = F1 довідка · F2 час · F3 останній хід · F4 повторити · Ctrl-Q вихід
session-tui-help-title = Довідка: клавіші, потім команди (будь-яка клавіша закриває)
session-tui-to-move = хід
session-tui-moves = ходів: { $moves }

# Звіряння в сеансі (reconcile FILE, введення дошки).
session-help-board = ввести, що стоїть на дошці (до двох), рядок за рядком: white, Ke1, Nf3, remove e4; board done називає всю дошку; board clear забуває дошки
session-help-reconcile = порівняти запис цієї партії з іншим бланком у FILE і введеними дошками; запис не змінюється
session-board-start = Дошка { $number }: назвіть колір, потім фігури й поля, рядок за рядком. Ходи не приймаються до board done.
session-board-done = Дошка { $number }: { $board }
session-board-nothing = нічого не введено
session-board-unusable = Така дошка не може бути в партії: { $error }. Введено: { $board } Виправте або board clear.
session-board-line-error = Не введено: { $error }. Під час введення дошки рядки — це фігури й поля, а не ходи; board done завершує введення.
session-board-already = Дошка { $number } вводиться; board done завершує, board clear забуває її.
session-board-full = Уже введено дві дошки; board clear забуває їх.
session-board-not-entering = Дошка не вводиться; board починає введення.
session-board-cleared = Введені дошки забуто.
session-board-still-entering = Дошка, що вводиться, не входить у цей звіт; board done завершує її.
session-reconcile-unreadable = Бланк { $file } не вдається прочитати ({ $error }); перевірте назву файлу.
session-reconcile-failed = Звіряння неможливе: { $error }.
session-board-side = { $side }: назвіть фігури та їхні поля.
session-board-no-side = Колір не названо
# Black after "against" in session-new-game and session-resume-offer (the case it takes there).
session-black-after-against = чорних

# hektor verify: перевірка ланцюжка гешів файлу партії і короткий код його останнього
# рядка (його каже `time` і показує екран у турнірному режимі).

log-code = Код { $code }.
verify-intact = Цілий: { $actions }, { $moves }, { $corrections }, { $resumes }, { $mode }.
verify-actions = { $count ->
    [one] { $count } дія
    [few] { $count } дії
   *[other] { $count } дій
}
verify-moves = { $count ->
    [one] { $count } хід
    [few] { $count } ходи
   *[other] { $count } ходів
}
verify-corrections = { $count ->
    [one] { $count } виправлення
    [few] { $count } виправлення
   *[other] { $count } виправлень
}
verify-resumes = { $count ->
    [0] жодного відновлення
    [one] { $count } відновлення (найдовша перерва { $gap })
    [few] { $count } відновлення (найдовша перерва { $gap })
   *[other] { $count } відновлень (найдовша перерва { $gap })
}
verify-mode-throughout = увесь час у турнірному режимі
verify-mode-left = турнірний режим залишено в рядку { $line } з PIN-кодом арбітра
verify-mode-never = грали не в турнірному режимі
verify-identity = Почато на встановленні { $installation }, hektor { $version }, SHA-256 програми { $sha256 }.
verify-identity-resumed = Відновлено в рядку { $line } на встановленні { $installation }, hektor { $version }, SHA-256 програми { $sha256 }.
verify-code = Код останнього рядка: { $code }.
verify-code-differs = Код останнього рядка — { $code }, а не { $given }: кінець файлу відрізано або до нього щось додано.
verify-code-unreadable = { $given } — не код: введіть його шість цифр так, як їх показує екран, наприклад 482 913.
verify-repair-torn = У рядку { $line } відновлення пропустило рядок { $left }, який обірвав збій (SHA-256 { $sha256 }).
verify-repair-left-out = У рядку { $line } відновлення пропустило { $count ->
    [one] { $count } пошкоджений рядок
    [few] { $count } пошкоджені рядки
   *[other] { $count } пошкоджених рядків
}, перший — рядок { $left } (SHA-256 { $sha256 }); файл у попередньому вигляді збережено поруч, його назва закінчується на .damaged.
verify-broken-before-repair = Рядок { $line } файлу в попередньому вигляді не продовжував рядок перед ним, а відновлення в рядку { $repair } записало рядки після нього наново.
verify-altered = Рядок { $line } змінено.
verify-altered-or-removed = Рядок { $line } змінено або рядок після нього видалено.
verify-between = Ланцюжок рветься між рядками { $before } і { $line }: один із них змінено або рядок між ними видалено.
verify-added = Рядок { $line } додано.
verify-reordered = Рядок { $line } стоїть не на своєму місці: його переставлено.
verify-unlinked = Рядок { $line } не називає рядка перед собою: його додано, або файл записав hektor без ланцюжка гешів.
verify-start-removed = Рядок { $line } — не початок партії: початок файлу видалено.
verify-torn-end = Останній рядок, { $line }, обривається: hektor зупинили, коли він його записував; відновлення пропустить його й назве.

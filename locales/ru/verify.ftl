# hektor verify: проверка цепочки хешей файла партии и короткий код его последней
# строки (его говорит `time` и показывает экран в турнирном режиме).

log-code = Код { $code }.
verify-intact = Цел: { $actions }, { $moves }, { $corrections }, { $resumes }, { $mode }.
verify-actions = { $count ->
    [one] { $count } действие
    [few] { $count } действия
   *[other] { $count } действий
}
verify-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
}
verify-corrections = { $count ->
    [one] { $count } исправление
    [few] { $count } исправления
   *[other] { $count } исправлений
}
verify-resumes = { $count ->
    [0] ни одного возобновления
    [one] { $count } возобновление (самый долгий перерыв { $gap })
    [few] { $count } возобновления (самый долгий перерыв { $gap })
   *[other] { $count } возобновлений (самый долгий перерыв { $gap })
}
verify-mode-throughout = всё время в турнирном режиме
verify-mode-left = турнирный режим покинут в строке { $line } с PIN-кодом арбитра
verify-mode-never = играли не в турнирном режиме
verify-identity = Начато на установке { $installation }, hektor { $version }, SHA-256 программы { $sha256 }.
verify-identity-resumed = Возобновлено в строке { $line } на установке { $installation }, hektor { $version }, SHA-256 программы { $sha256 }.
verify-code = Код последней строки: { $code }.
verify-code-differs = Код последней строки — { $code }, а не { $given }: конец файла отрезан или к нему что-то добавлено.
verify-code-unreadable = { $given } — не код: введите его шесть цифр так, как их показывает экран, например 482 913.
verify-repair-torn = В строке { $line } возобновление пропустило строку { $left }, которую оборвал сбой (SHA-256 { $sha256 }).
verify-repair-left-out = В строке { $line } возобновление пропустило { $count ->
    [one] { $count } повреждённую строку
    [few] { $count } повреждённые строки
   *[other] { $count } повреждённых строк
}, первая — строка { $left } (SHA-256 { $sha256 }); файл в прежнем виде сохранён рядом, его имя оканчивается на .damaged.
verify-broken-before-repair = Строка { $line } файла в прежнем виде не продолжала строку перед ней, а возобновление в строке { $repair } записало строки после неё заново.
verify-altered = Строка { $line } изменена.
verify-altered-or-removed = Строка { $line } изменена, или строка после неё удалена.
verify-between = Цепочка рвётся между строками { $before } и { $line }: одна из них изменена, или строка между ними удалена.
verify-added = Строка { $line } добавлена.
verify-reordered = Строка { $line } стоит не на своём месте: её переставили.
verify-unlinked = Строка { $line } не называет строку перед собой: её добавили, или файл записал hektor без цепочки хешей.
verify-start-removed = Строка { $line } — не начало партии: начало файла удалено.
verify-torn-end = Последняя строка, { $line }, обрывается: hektor остановили, когда он её записывал; возобновление пропустит её и назовёт.

# Слова ходів у шашках українською.
#
# draughts-number-* і draughts-tens-* — номери полів 1-50; draughts-number-compound
# складає числа між ними з десятків ($tens) і одиниць ($units). Число, що
# називає поле, стоїть у початковій формі: «поле двадцять один». *-variants перелічує
# інші написання, які приймає введення ходу, через "|".

draughts-number-1 = один
draughts-number-2 = два
draughts-number-3 = три
draughts-number-4 = чотири
draughts-number-5 = п'ять
draughts-number-6 = шість
draughts-number-7 = сім
draughts-number-8 = вісім
draughts-number-9 = дев'ять
draughts-number-10 = десять
draughts-number-11 = одинадцять
draughts-number-12 = дванадцять
draughts-number-13 = тринадцять
draughts-number-14 = чотирнадцять
draughts-number-15 = п'ятнадцять
draughts-number-16 = шістнадцять
draughts-number-17 = сімнадцять
draughts-number-18 = вісімнадцять
draughts-number-19 = дев'ятнадцять
draughts-tens-2 = двадцять
draughts-tens-3 = тридцять
draughts-tens-4 = сорок
draughts-tens-5 = п'ятдесят
draughts-number-compound = { $tens } { $units }

draughts-captures = б'є
draughts-captures-variants = бере | бий | бити | взяття
draughts-crowned = дамка
draughts-crowned-variants = в дамки | стає дамкою | дамкою

# Партія в шашки: запитання, помилки й відповіді.
draughts-choice = До «{ $input }» пасують кілька шляхів взяття.
draughts-not-a-move = «{ $input }» — не хід у шашках: назвіть або наберіть поля, наприклад { $example }.
draughts-unfit-no-moves = Можливих ходів немає: партію закінчено.
draughts-unfit-capture-compulsory = Бити обов'язково, а «{ $input }» не взяття. Назвіть взяття, наприклад { $example }.
draughts-unfit-written-as-quiet = «{ $input }» — взяття: запишіть його через x або двокрапку чи скажіть «б'є», наприклад { $example }.
draughts-unfit-written-as-capture = «{ $input }» нічого не б'є: запишіть хід через дефіс, наприклад { $example }.
draughts-unfit-nothing-from = З поля { $square } не може піти жодна шашка сторони, чий хід.
draughts-unfit-no-such-path = Немає ходу з поля { $from } на поле { $to }.
draughts-pieces-men = { $count ->
    [one] шашка на { $squares }
   *[other] шашки на { $squares }
}
draughts-pieces-kings = { $count ->
    [one] дамка на { $squares }
   *[other] дамки на { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: шашок немає.
draughts-player-notice = За правилом IV.13.9 незрячий або слабозорий гравець не може вести запис партії на цифрових носіях у турнірі: там hektor — інструмент помічника або судді.
draughts-agreement-too-early = Нічию можна погодити лише після { $required } ходів; { $made ->
    [one] зроблено { $made } хід
    [few] зроблено { $made } ходи
   *[other] зроблено { $made } ходів
}. Грайте далі.
draughts-by-no-pieces = { $color ->
    [white] у білих не лишилося шашок
   *[black] у чорних не лишилося шашок
}
draughts-by-no-moves = { $color ->
    [white] білим нікуди ходити
   *[black] чорним нікуди ходити
}
draughts-by-small-ending = за правилом малого закінчення
draughts-by-lone-king = за правилом самотньої дамки
draughts-by-kings-only = ходили лише дамки, без взять
draughts-by-no-material-change = без зміни співвідношення сил
draughts-square-empty = { $square }: порожньо.
draughts-square-piece = { $square }: { $color ->
    [white] { $role ->
        [king] біла дамка
       *[man] біла шашка
    }
   *[black] { $role ->
        [king] чорна дамка
       *[man] чорна шашка
    }
}.
draughts-square-unknown = «{ $square }» — не темне поле цієї дошки: назвіть ігрове поле, наприклад { $example }.
draughts-choice-hint = Відповідайте всім шляхом взяття або номером: { $numbers }.
draughts-bad-fen = --fen: { $reason }. Задайте позицію у PDN FEN, наприклад "{ $example }".
draughts-result-white = 2-0, перемогли білі
draughts-result-black = 0-2, перемогли чорні
draughts-help-move = хід у повному записі або словами; його оголошують (або зачитують) і він чекає відповіді так чи ні
draughts-end-no-pieces = не лишилося шашок
draughts-end-no-moves = нікуди ходити
draughts-unfit-capture-goes-on = Жодне взяття з поля { $from } не закінчується на полі { $to }: взяття йде до кінця і бере стільки шашок, скільки вимагають правила, наприклад { $example }.
draughts-offer-export = Партію збережено. Щоб записати бланк, введіть export brf ФАЙЛ або export pdn ФАЙЛ; undo повертає останній хід; quit завершує.

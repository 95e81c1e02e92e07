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
# One capture path of the question which one, after its ordinal (the first spelling of draughts-ordinal-N, which agrees with the noun here).
draughts-choice-path = { $ordinal } шлях: { $path }
# Відповідь на запитання про шлях взяття: номер як порядкове число, написання через "|".
draughts-ordinal-1 = перший | перша | перше | першого | першим
draughts-ordinal-2 = другий | друга | друге | другого | другим
draughts-ordinal-3 = третій | третя | третє | третього | третім
draughts-ordinal-4 = четвертий | четверта | четверте | четвертого | четвертим
draughts-ordinal-5 = п'ятий | п'ята | п'яте | п'ятого | п'ятим
draughts-ordinal-6 = шостий | шоста | шосте | шостого | шостим
draughts-not-a-move = «{ $input }» — не хід у шашках: { $reason }. Назвіть або наберіть поля, наприклад { $example }.
draughts-pieces-men = { $count ->
    [one] шашка на полі { $squares }
   *[other] шашки на полях { $squares }
}
draughts-pieces-kings = { $count ->
    [one] дамка на полі { $squares }
   *[other] дамки на полях { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: { $kind ->
    [men] простих шашок немає
    [kings] дамок немає
   *[all] шашок немає
}.
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
draughts-bad-fen = --fen: { $reason }. Задайте позицію у PDN FEN, наприклад "{ $example }".
draughts-result-white = 2-0, перемогли білі
draughts-result-black = 0-2, перемогли чорні
draughts-help-move = хід у повному записі або словами; його оголошують (або зачитують) і він чекає відповіді так чи ні
draughts-end-no-pieces = не лишилося шашок
draughts-end-no-moves = нікуди ходити
draughts-offer-export = Партію збережено. Щоб записати бланк, введіть експорт brf ФАЙЛ або експорт pdn ФАЙЛ; назад повертає останній хід; вихід завершує.
draughts-offer-export-unsaved = Партію ще не збережено: { $count ->
    [one] { $count } запису
   *[other] { $count } записів
} немає у файлі партії { $path }, який неможливо записати. Звільніть місце на диску; партія залишається відкритою, і тоді вихід її збереже. Щоб записати бланк в інше місце, введіть експорт brf ФАЙЛ або експорт pdn ФАЙЛ; назад повертає останній хід.

# hektor check on a PDN draughts file: lines beside the chess check's (replay.ftl).
check-draughts-illegal = партія { $game }, хід { $number }{ $where }, { $side }: { $move } — неможливий хід: { $reason }; решта цієї лінії не перевіряється.
check-draughts-ambiguous = партія { $game }, хід { $number }{ $where }, { $side }: { $move } відповідає кільком взяттям: запишіть кожне поле, на яке стає шашка; решта цієї лінії не перевіряється.
check-draughts-missing = партія { $game }, хід { $number }{ $where }, { $side }: хід пропущено (... або --); решта цієї лінії не перевіряється.
check-draughts-slip = партія { $game }, хід { $number }{ $where }, { $side }: { $move } записано як { $kind ->
    [capture] взяття
   *[quiet] тихий хід
}, але єдиний можливий хід цими полями — { $read }; прочитано як { $read } (примітка).
check-draughts-unreadable = партія { $game }, рядок { $line }: { $reason }; партія не перевіряється.
check-draughts-side-decided = партія { $game }: FEN має ? замість сторони, що ходить (невідома, як дозволяє PDN 3.0); прочитано, що ходять { $color ->
    [white] білі
   *[black] чорні
}, { $by ->
    [move] як показує перший хід
   *[none] бо в партії немає ходу, який показав би це
} (підтримується).
check-draughts-result-no-pieces = партія { $game }: результат { $written } суперечить позиції: у { $color ->
        [white] білих
       *[black] чорних
    } не залишилося шашок, отже результат { $board }.
check-draughts-result-no-moves = партія { $game }: результат { $written } суперечить позиції: у { $color ->
        [white] білих
       *[black] чорних
    } немає жодного можливого ходу, отже результат { $board }.

# The draughts rules' errors as phrases, to go inside a sentence.
draughts-fen-empty = FEN порожній: вкажіть його у вигляді W:W31-50:B1-20
draughts-fen-side-to-move = FEN має починатися з W або B (сторона, що ходить), а не з «{ $found }»
draughts-fen-field = шашки кожної сторони у FEN починаються з W або B (як у :W31,32), а не з «{ $found }»
draughts-fen-repeated-side = шашки { $color ->
        [white] білих
       *[black] чорних
    } вказано у FEN двічі
draughts-fen-square = «{ $found }» у FEN — не темне поле цієї дошки: вкажіть номер або, на дошці 8 на 8, назву на кшталт c3
draughts-fen-range = «{ $found }» у FEN — не діапазон полів: вкажіть два номери від меншого до більшого, як 31-50
draughts-fen-occupied = поле { $square } у FEN вказано двічі
draughts-fen-man-on-crowning-row = проста шашка на { $square } стоїть на полі перетворення: запишіть її як дамку (K{ $square })
draughts-notation-empty = хід не записано
draughts-notation-no-such-square = { $text }: такого поля на цій дошці немає
draughts-notation-light-square = { $text } — світле поле, а в шашки грають лише на темних
draughts-notation-missing-square = у { $text } лише одне поле: вкажіть, куди йде шашка, наприклад 32-28 або c3-d4
draughts-notation-unexpected = { $text } — не поле, не тире, не x і не двокрапка
draughts-notation-mixed-marks = у { $text } змішано тире і знак взяття: хід — це або тихий хід (-), або взяття (x чи :)
draughts-notation-quiet-with-landings = { $text } — тихий хід із понад двома полями: тихий хід іде на одне поле, взяття записують через x чи :
draughts-notation-mixed-forms = у { $text } змішано номери й літери: запишіть поля одним способом
draughts-notation-same-square = { $text } закінчується там, де починається
draughts-read-unknown-word = «{ $word }» — не поле, не число і не слово взяття
draughts-unfit-phrase-no-legal-moves = партію закінчено: можливих ходів немає
draughts-unfit-phrase-capture-compulsory = бити обов'язково
draughts-unfit-phrase-written-as-quiet = ці поля дають взяття: запишіть його через x чи :
draughts-unfit-phrase-written-as-capture = ці поля дають тихий хід, а не взяття: запишіть його через тире
draughts-unfit-phrase-nothing-from = з поля { $square } жодна шашка піти не може
draughts-unfit-phrase-no-such-path = жоден можливий хід не веде з { $from } на { $to }
draughts-unfit-phrase-wrong-square = { $wrong } — хибне поле: взяття йде { $right }
draughts-unfit-phrase-not-majority = це порушує правило більшості: взяття б’є { $taken ->
        [one] { $taken } шашку
        [few] { $taken } шашки
       *[other] { $taken } шашок
    }, а тут можна побити { $most }, і правило вимагає взяття, яке б’є найбільше
draughts-pdn-io = файл не вдається читати далі
draughts-pdn-line-too-long = рядок довший за 1 МіБ
draughts-pdn-bad-tag = заголовок { $text } не має вигляду [Назва "значення"]
draughts-pdn-unclosed-comment = коментар, відкритий дужкою {"{"}, не закрито; файл, можливо, обрізаний
draughts-pdn-unclosed-variation = варіант, відкритий дужкою (, не закрито
draughts-pdn-too-deep = варіанти вкладено глибше за 64 рівні
draughts-pdn-unexpected = «{ $text }» тут не на місці
draughts-pdn-bad-move-number = { $text } — завелике число для номера ходу
draughts-pdn-game-type = GameType { $value } — не гра, у яку грає hektor: вкажіть 20 (міжнародні шашки) або 25 (російські шашки)
draughts-pdn-move = хід { $move } не читається: { $reason }
check-no-draughts-game = Файл { $file } не містить жодної партії PDN (немає заголовків, ходів чи результату); вкажіть шашковий файл PDN.
check-draughts-cut-off = партія { $game }: ходи обриваються після ходу { $number }{ $where }, { $side }: { $move }, без результату { $tag } із заголовків; файл, можливо, обрізаний у цьому місці.
check-draughts-rule-span = { $count ->
    [one] { $count } хід
    [few] { $count } ходи
   *[other] { $count } ходів
}
check-draughts-rule-draw = партія { $game }, хід { $number }{ $where }: тут правила завершують партію нічиєю ({ $rule ->
    [repetition] та сама позиція втретє
    [small-ending] мале закінчення не виграно, { $span }
    [lone-king] немає виграшу проти самотньої дамки, { $span }
    [kings-only] ходили лише дамки, без взяття, { $span }
   *[no-material-change] без зміни матеріалу, { $span }
}, пункт { $article }), але партія триває до { $written } (примітка).
draughts-unfit = «{ $input }»: { $reason }.
draughts-unfit-example = «{ $input }»: { $reason }. Наприклад: { $example }.
draughts-unfit-phrase-capture-goes-on = жодне взяття з поля { $from } не закінчується на полі { $to }: взяття йде до кінця і бере стільки шашок, скільки вимагають правила
draughts-help-pieces = де стоять шашки й дамки обох сторін або однієї
draughts-help-export = записати бланк (pdn, brf, braille, text) у файл
draughts-help-reconcile = порівняти запис цієї партії з іншим бланком у ФАЙЛ (PDN або файл партії hektor; з файлу з кількома партіями — партію N: звірити ФАЙЛ партія N); запис не змінюється

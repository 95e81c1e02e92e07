# Слова ходов в шашках по-русски.
#
# draughts-number-* и draughts-tens-* — номера полей 1-50; draughts-number-compound
# составляет числа между ними из десятков ($tens) и единиц ($units). Число,
# называющее поле, стоит в начальной форме: «поле двадцать один». *-variants перечисляет
# другие написания, которые принимает ввод хода, через "|".

draughts-number-1 = один
draughts-number-2 = два
draughts-number-3 = три
draughts-number-4 = четыре
draughts-number-5 = пять
draughts-number-6 = шесть
draughts-number-7 = семь
draughts-number-8 = восемь
draughts-number-9 = девять
draughts-number-10 = десять
draughts-number-11 = одиннадцать
draughts-number-12 = двенадцать
draughts-number-13 = тринадцать
draughts-number-14 = четырнадцать
draughts-number-15 = пятнадцать
draughts-number-16 = шестнадцать
draughts-number-17 = семнадцать
draughts-number-18 = восемнадцать
draughts-number-19 = девятнадцать
draughts-tens-2 = двадцать
draughts-tens-3 = тридцать
draughts-tens-4 = сорок
draughts-tens-5 = пятьдесят
draughts-number-compound = { $tens } { $units }

draughts-captures = бьёт
draughts-captures-variants = бьет | берёт | берет | бить | взятие
draughts-crowned = дамка
draughts-crowned-variants = в дамки | становится дамкой | дамкой

# Партия в шашки: вопросы, ошибки и ответы.
draughts-choice = К «{ $input }» подходят несколько путей взятия.
# One capture path of the question which one, after its ordinal (the first spelling of draughts-ordinal-N, which agrees with the noun here).
draughts-choice-path = { $ordinal } путь: { $path }
# Ответ на вопрос о пути взятия: номер как порядковое число, написания через "|".
draughts-ordinal-1 = первый | первая | первое | первого | первым
draughts-ordinal-2 = второй | вторая | второе | второго | вторым
draughts-ordinal-3 = третий | третья | третье | третьего | третьим
draughts-ordinal-4 = четвёртый | четвёртая | четвёртое | четвёртого | четвёртым
draughts-ordinal-5 = пятый | пятая | пятое | пятого | пятым
draughts-ordinal-6 = шестой | шестая | шестое | шестого | шестым
draughts-not-a-move = «{ $input }» — не ход в шашках: { $reason }. Назовите или наберите поля, например { $example }.
draughts-pieces-men = { $count ->
    [one] шашка на поле { $squares }
   *[other] шашки на полях { $squares }
}
draughts-pieces-kings = { $count ->
    [one] дамка на поле { $squares }
   *[other] дамки на полях { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: { $kind ->
    [men] простых шашек нет
    [kings] дамок нет
   *[all] шашек нет
}.
draughts-player-notice = По правилу IV.13.9 незрячий или слабовидящий игрок не может вести запись партии на цифровых носителях в турнире: там hektor — инструмент помощника или судьи.
draughts-agreement-too-early = Ничью можно согласовать только после { $required } ходов; { $made ->
    [one] сделан { $made } ход
    [few] сделано { $made } хода
   *[other] сделано { $made } ходов
}. Продолжайте игру.
draughts-by-no-pieces = { $color ->
    [white] у белых не осталось шашек
   *[black] у чёрных не осталось шашек
}
draughts-by-no-moves = { $color ->
    [white] белым некуда ходить
   *[black] чёрным некуда ходить
}
draughts-by-small-ending = по правилу малого окончания
draughts-by-lone-king = по правилу одинокой дамки
draughts-by-kings-only = ходили только дамки, без взятий
draughts-by-no-material-change = без изменения соотношения сил
draughts-square-empty = { $square }: пусто.
draughts-square-piece = { $square }: { $color ->
    [white] { $role ->
        [king] белая дамка
       *[man] белая шашка
    }
   *[black] { $role ->
        [king] чёрная дамка
       *[man] чёрная шашка
    }
}.
draughts-square-unknown = «{ $square }» — не тёмное поле этой доски: назовите игровое поле, например { $example }.
draughts-bad-fen = --fen: { $reason }. Задайте позицию в PDN FEN, например "{ $example }".
draughts-result-white = 2-0, победили белые
draughts-result-black = 0-2, победили чёрные
draughts-help-move = ход в полной записи или словами; он объявляется (или зачитывается) и ждёт ответа да или нет
draughts-end-no-pieces = не осталось шашек
draughts-end-no-moves = некуда ходить
draughts-offer-export = Партия сохранена. Чтобы записать бланк, введите экспорт brf ФАЙЛ или экспорт pdn ФАЙЛ; назад возвращает последний ход; выход завершает.
draughts-offer-export-unsaved = Партия ещё не сохранена: { $count ->
    [one] { $count } записи
   *[other] { $count } записей
} нет в файле партии { $path }, который невозможно записать. Освободите место на диске; партия остаётся открытой, и тогда выход её сохранит. Чтобы записать бланк в другое место, введите экспорт brf ФАЙЛ или экспорт pdn ФАЙЛ; назад возвращает последний ход.

# hektor check on a PDN draughts file: lines beside the chess check's (replay.ftl).
check-draughts-illegal = партия { $game }, ход { $number }{ $where }, { $side }: { $move } — невозможный ход: { $reason }; остаток этой линии не проверяется.
check-draughts-ambiguous = партия { $game }, ход { $number }{ $where }, { $side }: { $move } подходит под несколько взятий: запишите каждое поле, куда встаёт шашка; остаток этой линии не проверяется.
check-draughts-missing = партия { $game }, ход { $number }{ $where }, { $side }: ход пропущен (... или --); остаток этой линии не проверяется.
check-draughts-slip = партия { $game }, ход { $number }{ $where }, { $side }: { $move } записан как { $kind ->
    [capture] взятие
   *[quiet] тихий ход
}, но единственный возможный ход по этим полям — { $read }; прочитан как { $read } (примечание).
check-draughts-unreadable = партия { $game }, строка { $line }: { $reason }; партия не проверяется.
check-draughts-side-decided = партия { $game }: FEN содержит ? вместо стороны, которая ходит (неизвестна, как разрешает PDN 3.0); прочитано, что ходят { $color ->
    [white] белые
   *[black] чёрные
}, { $by ->
    [move] как показывает первый ход
   *[none] потому что в партии нет хода, который показал бы это
} (поддерживается).
check-draughts-result-no-pieces = партия { $game }: результат { $written } противоречит позиции: у { $color ->
        [white] белых
       *[black] чёрных
    } не осталось шашек, значит результат { $board }.
check-draughts-result-no-moves = партия { $game }: результат { $written } противоречит позиции: у { $color ->
        [white] белых
       *[black] чёрных
    } нет ни одного возможного хода, значит результат { $board }.

# The draughts rules' errors as phrases, to go inside a sentence.
draughts-fen-empty = FEN пуст: укажите его в виде W:W31-50:B1-20
draughts-fen-side-to-move = FEN должен начинаться с W или B (очередь хода), а не с «{ $found }»
draughts-fen-field = шашки каждой стороны в FEN начинаются с W или B (как в :W31,32), а не с «{ $found }»
draughts-fen-repeated-side = шашки { $color ->
        [white] белых
       *[black] чёрных
    } указаны в FEN дважды
draughts-fen-square = «{ $found }» в FEN — не тёмное поле этой доски: укажите номер или, на доске 8 на 8, название вроде c3
draughts-fen-range = «{ $found }» в FEN — не диапазон полей: укажите два номера от меньшего к большему, как 31-50
draughts-fen-occupied = поле { $square } указано в FEN дважды
draughts-fen-man-on-crowning-row = простая шашка на { $square } стоит на поле превращения: запишите её как дамку (K{ $square })
draughts-notation-empty = ход не записан
draughts-notation-no-such-square = { $text }: такого поля на этой доске нет
draughts-notation-light-square = { $text } — светлое поле, а в шашки играют только на тёмных
draughts-notation-missing-square = в { $text } только одно поле: укажите, куда идёт шашка, например 32-28 или c3-d4
draughts-notation-unexpected = { $text } — не поле, не тире, не x и не двоеточие
draughts-notation-mixed-marks = в { $text } смешаны тире и знак взятия: ход — это либо тихий ход (-), либо взятие (x или :)
draughts-notation-quiet-with-landings = { $text } — тихий ход с более чем двумя полями: тихий ход идёт на одно поле, взятие записывают через x или :
draughts-notation-mixed-forms = в { $text } смешаны номера и буквы: запишите поля одним способом
draughts-notation-same-square = { $text } заканчивается там же, где начинается
draughts-read-unknown-word = «{ $word }» — не поле, не число и не слово взятия
draughts-unfit-phrase-no-legal-moves = партия окончена: возможных ходов нет
draughts-unfit-phrase-capture-compulsory = бить обязательно
draughts-unfit-phrase-written-as-quiet = эти поля дают взятие: запишите его через x или :
draughts-unfit-phrase-written-as-capture = эти поля дают тихий ход, а не взятие: запишите его через тире
draughts-unfit-phrase-nothing-from = с поля { $square } ни одна шашка пойти не может
draughts-unfit-phrase-no-such-path = ни один возможный ход не ведёт с { $from } на { $to }
draughts-unfit-phrase-wrong-square = { $wrong } — неверное поле: взятие идёт { $right }
draughts-unfit-phrase-not-majority = это нарушает правило большинства: взятие бьёт { $taken ->
        [one] { $taken } шашку
        [few] { $taken } шашки
       *[other] { $taken } шашек
    }, а здесь можно побить { $most }, и правило требует взятия, которое бьёт больше всего
draughts-pdn-io = файл не удаётся читать дальше
draughts-pdn-line-too-long = строка длиннее 1 МиБ
draughts-pdn-bad-tag = заголовок { $text } не имеет вида [Имя "значение"]
draughts-pdn-unclosed-comment = комментарий, открытый скобкой {"{"}, не закрыт; файл, возможно, обрезан
draughts-pdn-unclosed-variation = вариант, открытый скобкой (, не закрыт
draughts-pdn-too-deep = варианты вложены глубже 64 уровней
draughts-pdn-unexpected = «{ $text }» здесь не на месте
draughts-pdn-bad-move-number = { $text } — слишком большое число для номера хода
draughts-pdn-game-type = GameType { $value } — не игра, в которую играет hektor: укажите 20 (международные шашки) или 25 (русские шашки)
draughts-pdn-move = ход { $move } не читается: { $reason }
check-no-draughts-game = Файл { $file } не содержит ни одной партии PDN (нет заголовков, ходов или результата); укажите шашечный файл PDN.
check-draughts-cut-off = партия { $game }: ходы обрываются после хода { $number }{ $where }, { $side }: { $move }, без результата { $tag } из заголовков; файл, возможно, обрезан в этом месте.
check-draughts-rule-span = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
}
check-draughts-rule-draw = партия { $game }, ход { $number }{ $where }: здесь правила завершают партию вничью ({ $rule ->
    [repetition] та же позиция в третий раз
    [small-ending] малое окончание не выиграно, { $span }
    [lone-king] нет выигрыша против одинокой дамки, { $span }
    [kings-only] ходили только дамки, без взятия, { $span }
   *[no-material-change] без изменения материала, { $span }
}, пункт { $article }), но партия продолжается до { $written } (примечание).
draughts-unfit = «{ $input }»: { $reason }.
draughts-unfit-example = «{ $input }»: { $reason }. Например: { $example }.
draughts-unfit-phrase-capture-goes-on = ни одно взятие с поля { $from } не кончается на поле { $to }: взятие идёт до конца и берёт столько шашек, сколько требуют правила
draughts-help-pieces = где стоят шашки и дамки обеих сторон или одной
draughts-help-export = записать бланк (pdn, brf, braille, text) в файл
draughts-help-reconcile = сравнить запись этой партии с другим бланком в ФАЙЛ (PDN или файл партии hektor; из файла с несколькими партиями — партию N: сверить ФАЙЛ партия N); запись не меняется

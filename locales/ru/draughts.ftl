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
draughts-not-a-move = «{ $input }» — не ход в шашках: назовите или наберите поля, например { $example }.
draughts-unfit-no-moves = Возможных ходов нет: партия окончена.
draughts-unfit-capture-compulsory = Бить обязательно, а «{ $input }» не взятие. Назовите взятие, например { $example }.
draughts-unfit-written-as-quiet = «{ $input }» — взятие: запишите его через x или двоеточие либо скажите «бьёт», например { $example }.
draughts-unfit-written-as-capture = «{ $input }» ничего не бьёт: запишите ход через дефис, например { $example }.
draughts-unfit-nothing-from = С поля { $square } не может пойти ни одна шашка стороны, чей ход.
draughts-unfit-no-such-path = Нет хода с поля { $from } на поле { $to }.
draughts-pieces-men = { $count ->
    [one] шашка на { $squares }
   *[other] шашки на { $squares }
}
draughts-pieces-kings = { $count ->
    [one] дамка на { $squares }
   *[other] дамки на { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: шашек нет.
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
draughts-choice-hint = Ответьте всем путём взятия или номером: { $numbers }.
draughts-bad-fen = --fen: { $reason }. Задайте позицию в PDN FEN, например "{ $example }".
draughts-result-white = 2-0, победили белые
draughts-result-black = 0-2, победили чёрные
draughts-help-move = ход в полной записи или словами; он объявляется (или зачитывается) и ждёт ответа да или нет
draughts-end-no-pieces = не осталось шашек
draughts-end-no-moves = некуда ходить
draughts-unfit-capture-goes-on = Ни одно взятие с поля { $from } не кончается на поле { $to }: взятие идёт до конца и берёт столько шашек, сколько требуют правила, например { $example }.
draughts-offer-export = Партия сохранена. Чтобы записать бланк, введите export brf ФАЙЛ или export pdn ФАЙЛ; undo возвращает последний ход; quit завершает.

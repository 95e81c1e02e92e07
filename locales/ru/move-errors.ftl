# Введённый ход, который нельзя использовать. $square и $move приходят названными в
# стиле объявлений; $role и $color — значения для выбора.

move-error-not-understood = Не понято: «{ $input }». Введите ход, например e4, Кf3, 0-0 или { $example }.
move-error-not-your-turn = { $color ->
    [white] Сейчас ход белых, а не чёрных. Введите ход белых.
   *[black] Сейчас ход чёрных, а не белых. Введите ход чёрных.
}
move-error-empty-square = На поле { $square } нет фигуры. Проверьте поле и введите ход ещё раз.
move-error-no-piece-can-reach = { $role ->
    [king] Ни один король не может
    [queen] Ни один ферзь не может
    [rook] Ни одна ладья не может
    [bishop] Ни один слон не может
    [knight] Ни один конь не может
   *[pawn] Ни одна пешка не может
} пойти на { $square }. Проверьте фигуру и поле и введите ход ещё раз.
move-error-king-in-check = { $move } невозможно: ваш король оказался бы под шахом. Выберите другой ход.
move-error-castling = { $move } сейчас невозможна: { $reason ->
    [moved] король или эта ладья уже ходили
    [in-check] король под шахом
    [blocked] между королём и ладьёй стоят фигуры
   *[attacked] король пересёк бы атакованное поле или встал бы на него
}. Выберите другой ход.
move-error-game-over = Партия окончена{ $reason ->
    [checkmate] : мат
    [stalemate] : пат
   *[other] {""}
}. Больше ходов делать нельзя.
move-error-ambiguous = { $candidates }?
move-error-which-piece = { $move }: какая фигура — { $pieces }?
move-error-not-a-promotion = { $move } — это не превращение: другой фигурой становится только пешка, дошедшая до последней горизонтали. Введите ход без фигуры.
move-error-wrong-departure = { $role ->
    [king] Ни один король
    [queen] Ни один ферзь
    [rook] Ни одна ладья
    [bishop] Ни один слон
    [knight] Ни один конь
   *[pawn] Ни одна пешка
} с { $from } не может пойти на { $square }, только с { $squares }. Проверьте исходное поле и введите ход ещё раз.
move-error-choice-from = с { $square }
move-error-which-departure = { $role ->
    [king] Какой король идёт
    [queen] Какой ферзь идёт
    [rook] Какая ладья идёт
    [bishop] Какой слон идёт
    [knight] Какой конь идёт
   *[pawn] Какая пешка идёт
} на { $square }: { $choices }?

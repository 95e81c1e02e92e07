# Введений хід, який не можна використати. $square і $move приходять названі в стилі
# оголошень; $role і $color — значення для вибору.

move-error-not-understood = Не зрозуміло: «{ $input }». Введіть хід, наприклад e4, Кf3, 0-0 або { $example }.
move-error-not-your-turn = { $color ->
    [white] Зараз хід білих, а не чорних. Введіть хід білих.
   *[black] Зараз хід чорних, а не білих. Введіть хід чорних.
}
move-error-empty-square = На полі { $square } немає фігури. Перевірте поле і введіть хід ще раз.
move-error-no-piece-can-reach = { $role ->
    [king] Жоден король не може
    [queen] Жоден ферзь не може
    [rook] Жодна тура не може
    [bishop] Жоден слон не може
    [knight] Жоден кінь не може
   *[pawn] Жоден пішак не може
} піти на { $square }. Перевірте фігуру і поле та введіть хід ще раз.
move-error-king-in-check = { $move } неможливо: ваш король опинився б під шахом. Виберіть інший хід.
move-error-castling = { $move } зараз неможлива: { $reason ->
    [moved] король або ця тура вже ходили
    [in-check] король під шахом
    [blocked] між королем і турою стоять фігури
   *[attacked] король перетнув би атаковане поле або став би на нього
}. Виберіть інший хід.
move-error-game-over = Партію закінчено{ $reason ->
    [checkmate] : мат
    [stalemate] : пат
   *[other] {""}
}. Ходів більше робити не можна.
move-error-ambiguous = { $candidates }?
move-error-which-piece = { $move }: яка фігура — { $pieces }?
move-error-not-a-promotion = { $move } — це не перетворення: іншою фігурою стає лише пішак, що дійшов до останньої горизонталі. Введіть хід без фігури.
move-error-wrong-departure = { $role ->
    [king] Жоден король
    [queen] Жоден ферзь
    [rook] Жодна тура
    [bishop] Жоден слон
    [knight] Жоден кінь
   *[pawn] Жоден пішак
} з { $from } не може піти на { $square }, лише з { $squares }. Перевірте вихідне поле та введіть хід ще раз.
move-error-choice-from = з { $square }
move-error-which-departure = { $role ->
    [king] Який король іде
    [queen] Який ферзь іде
    [rook] Яка тура іде
    [bishop] Який слон іде
    [knight] Який кінь іде
   *[pawn] Який пішак іде
} на { $square }: { $choices }?

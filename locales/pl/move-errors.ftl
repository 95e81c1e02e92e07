# Wpisany ruch, którego nie można użyć. $square i $move przychodzą nazwane w stylu
# zapowiedzi; $role i $color to wartości wyboru.

move-error-not-understood = Nie zrozumiano: „{ $input }”. Wpisz ruch, na przykład e4, Sf3, 0-0 albo { $example }.
move-error-not-your-turn = { $color ->
    [white] Teraz ruch białych, nie czarnych. Wpisz ruch białych.
   *[black] Teraz ruch czarnych, nie białych. Wpisz ruch czarnych.
}
move-error-empty-square = Na polu { $square } nie ma figury. Sprawdź pole i wpisz ruch jeszcze raz.
move-error-no-piece-can-reach = { $role ->
    [king] Żaden król nie może
    [queen] Żaden hetman nie może
    [rook] Żadna wieża nie może
    [bishop] Żaden goniec nie może
    [knight] Żaden skoczek nie może
   *[pawn] Żaden pion nie może
} dojść na { $square }. Sprawdź figurę i pole i wpisz ruch jeszcze raz.
move-error-king-in-check = { $move } jest niemożliwe: twój król byłby szachowany. Wybierz inny ruch.
move-error-castling = { $move } jest teraz niemożliwa: { $reason ->
    [moved] król albo ta wieża już się ruszyły
    [in-check] król jest szachowany
    [blocked] między królem a wieżą stoją figury
   *[attacked] król przeszedłby przez atakowane pole albo stanąłby na nim
}. Wybierz inny ruch.
move-error-game-over = Partia jest zakończona{ $reason ->
    [checkmate] : mat
    [stalemate] : pat
   *[other] {""}
}. Nie można już wykonywać ruchów.
move-error-ambiguous = { $candidates }?
move-error-which-piece = { $move }: jaka figura — { $pieces }?
move-error-not-a-promotion = { $move } nie jest promocją: w inną bierkę zamienia się tylko pion, który dojdzie do ostatniej linii. Wpisz ruch bez bierki.
move-error-wrong-departure = { $role ->
    [king] Żaden król
    [queen] Żaden hetman
    [rook] Żadna wieża
    [bishop] Żaden goniec
    [knight] Żaden skoczek
   *[pawn] Żaden pion
} z { $from } nie może dojść na { $square }, tylko z { $squares }. Sprawdź pole wyjściowe i wpisz ruch jeszcze raz.
move-error-choice-from = z { $square }
move-error-which-departure = { $role ->
    [king] Który król idzie
    [queen] Który hetman idzie
    [rook] Która wieża idzie
    [bishop] Który goniec idzie
    [knight] Który skoczek idzie
   *[pawn] Który pion idzie
} na { $square }: { $choices }?

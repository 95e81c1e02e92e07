# Ein eingegebener Zug, der nicht verwendet werden kann. $square und $move kommen im
# Ansagestil benannt an; $role und $color sind Auswahlwerte.

move-error-not-understood = Nicht verstanden: „{ $input }“. Geben Sie einen Zug ein wie e4, Sf3, 0-0 oder { $example }.
move-error-not-your-turn = { $color ->
    [white] Weiß ist am Zug, nicht Schwarz. Geben Sie einen Zug für Weiß ein.
   *[black] Schwarz ist am Zug, nicht Weiß. Geben Sie einen Zug für Schwarz ein.
}
move-error-empty-square = Auf { $square } steht keine Figur. Prüfen Sie das Feld und geben Sie den Zug noch einmal ein.
move-error-no-piece-can-reach = { $role ->
    [king] Kein König
    [queen] Keine Dame
    [rook] Kein Turm
    [bishop] Kein Läufer
    [knight] Kein Springer
   *[pawn] Kein Bauer
} kann { $square } erreichen. Prüfen Sie Figur und Feld und geben Sie den Zug noch einmal ein.
move-error-king-in-check = { $move } ist nicht möglich: danach stünde der eigene König im Schach. Wählen Sie einen anderen Zug.
move-error-castling = { $move } ist jetzt nicht möglich: { $reason ->
    [moved] der König oder dieser Turm hat schon gezogen
    [in-check] der König steht im Schach
    [blocked] zwischen König und Turm stehen Figuren
   *[attacked] der König würde ein angegriffenes Feld überqueren oder betreten
}. Wählen Sie einen anderen Zug.
move-error-game-over = Die Partie ist zu Ende{ $reason ->
    [checkmate] : Matt
    [stalemate] : Patt
   *[other] {""}
}. Es können keine Züge mehr gemacht werden.
move-error-ambiguous = { $candidates }?
move-error-which-piece = { $move }: welche Figur, { $pieces }?
move-error-not-a-promotion = { $move } ist keine Umwandlung: nur ein Bauer, der die letzte Reihe erreicht, wird zu einer anderen Figur. Geben Sie den Zug ohne die Figur ein.
move-error-wrong-departure = { $role ->
    [king] Kein König
    [queen] Keine Dame
    [rook] Kein Turm
    [bishop] Kein Läufer
    [knight] Kein Springer
   *[pawn] Kein Bauer
} von { $from } kann { $square } erreichen, nur von { $squares }. Prüfen Sie das Ausgangsfeld und geben Sie den Zug noch einmal ein.
move-error-choice-from = von { $square }
move-error-which-departure = { $role ->
    [king] Welcher König zieht
    [queen] Welche Dame zieht
    [rook] Welcher Turm zieht
    [bishop] Welcher Läufer zieht
    [knight] Welcher Springer zieht
   *[pawn] Welcher Bauer zieht
} nach { $square }: { $choices }?

# Słowa zapowiedzi po polsku.
#
# vocab-* to własne słownictwo tego języka: styl `native`, liczby, gdy rzędy są
# wymawiane w języku interfejsu, i litery figur stylu `san`. Komunikat *-variants
# wymienia inne pisownie, które przyjmuje wpisywanie ruchu, rozdzielone "|". *-promoted
# to forma figury po słowie promocji. vocab-filler to słowa bez znaczenia w ruchu.

vocab-piece-king = król
vocab-piece-king-variants = króla | królem | krol | krola
vocab-piece-queen = hetman
vocab-piece-queen-variants = hetmanem
vocab-piece-queen-promoted = hetmana
vocab-piece-rook = wieża
vocab-piece-rook-variants = wieżą | wieza | wieze
vocab-piece-rook-promoted = wieżę
vocab-piece-bishop = goniec
vocab-piece-bishop-variants = gońcem | goncem | gonca
vocab-piece-bishop-promoted = gońca
vocab-piece-knight = skoczek
vocab-piece-knight-variants = skoczkiem | koń | kon | konia
vocab-piece-knight-promoted = skoczka
vocab-piece-pawn = pion
vocab-piece-pawn-variants = piona | pionem | pionek | pionka | pionkiem

vocab-file-a = a
vocab-file-b = be
vocab-file-c = ce
vocab-file-d = de
vocab-file-e = e
vocab-file-f = ef
vocab-file-g = gie
vocab-file-h = ha

vocab-rank-1 = jeden
vocab-rank-2 = dwa
vocab-rank-3 = trzy
vocab-rank-4 = cztery
vocab-rank-5 = pięć
vocab-rank-5-variants = piec
vocab-rank-6 = sześć
vocab-rank-6-variants = szesc
vocab-rank-7 = siedem
vocab-rank-8 = osiem

vocab-captures = bije
vocab-captures-variants = zbija | bicie
vocab-check = szach
vocab-mate = mat
vocab-mate-variants = szach mat
vocab-en-passant = w przelocie
vocab-en-passant-variants = bicie w przelocie
vocab-promotes = promocja na
vocab-promotes-variants = promuje na | zamienia się na | zamienia sie na
vocab-castle-short = krótka roszada
vocab-castle-short-variants = krotka roszada | roszada krótka | roszada krotka
vocab-castle-long = długa roszada
vocab-castle-long-variants = dluga roszada | roszada długa | roszada dluga
vocab-filler = na | z | idzie na | idzie

vocab-letter-king = K
vocab-letter-queen = H
vocab-letter-rook = W
vocab-letter-bishop = G
vocab-letter-knight = S
# The pawn's letter, which SAN leaves out and the move reader takes (Pe4).
vocab-letter-pawn = P

# Słowa szachownicy wpisywanej figura po figurze (reconcile): strony, opróżnione pole i czyja
# to szachownica. Pierwszą pisownię podają zdania.
vocab-board-white = białe | biały | biale | bialy
vocab-board-black = czarne | czarny
vocab-board-empty = puste | pusty | pusta | usuń | usun | zdejmij
vocab-board-blind = niewidomy | niewidomego
vocab-board-sighted = widzący | widzacy | widzącego

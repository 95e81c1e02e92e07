# Słowa ruchów w warcabach po polsku.
#
# draughts-number-* i draughts-tens-* to numery pól 1-50; draughts-number-compound
# składa liczby pomiędzy z dziesiątek ($tens) i jedności ($units). Liczba
# nazywająca pole stoi w formie podstawowej: „pole dwadzieścia jeden”. *-variants to
# inne pisownie, które przyjmuje wprowadzanie ruchu, rozdzielone "|".

draughts-number-1 = jeden
draughts-number-2 = dwa
draughts-number-3 = trzy
draughts-number-4 = cztery
draughts-number-5 = pięć
draughts-number-6 = sześć
draughts-number-7 = siedem
draughts-number-8 = osiem
draughts-number-9 = dziewięć
draughts-number-10 = dziesięć
draughts-number-11 = jedenaście
draughts-number-12 = dwanaście
draughts-number-13 = trzynaście
draughts-number-14 = czternaście
draughts-number-15 = piętnaście
draughts-number-16 = szesnaście
draughts-number-17 = siedemnaście
draughts-number-18 = osiemnaście
draughts-number-19 = dziewiętnaście
draughts-tens-2 = dwadzieścia
draughts-tens-3 = trzydzieści
draughts-tens-4 = czterdzieści
draughts-tens-5 = pięćdziesiąt
draughts-number-compound = { $tens } { $units }

draughts-captures = bije
draughts-captures-variants = zbija | bicie | bić
draughts-crowned = damka
draughts-crowned-variants = na damkę | damką | zostaje damką

# Partia warcabów: pytania, błędy i odpowiedzi.
draughts-choice = Do „{ $input }” pasuje kilka dróg bicia.
draughts-not-a-move = „{ $input }” to nie jest ruch w warcabach: podaj pola, na przykład { $example }.
draughts-unfit-no-moves = Nie ma żadnego dozwolonego ruchu: partia jest skończona.
draughts-unfit-capture-compulsory = Bicie jest obowiązkowe, a „{ $input }” nie jest biciem. Podaj bicie, na przykład { $example }.
draughts-unfit-written-as-quiet = „{ $input }” to bicie: zapisz je z x albo dwukropkiem lub powiedz „bije”, na przykład { $example }.
draughts-unfit-written-as-capture = „{ $input }” niczego nie bije: zapisz ruch z myślnikiem, na przykład { $example }.
draughts-unfit-nothing-from = Z pola { $square } nie może ruszyć żaden pionek strony, która ma ruch.
draughts-unfit-no-such-path = Żaden dozwolony ruch nie prowadzi z { $from } na { $to }.
draughts-pieces-men = { $count ->
    [one] pionek na { $squares }
   *[other] pionki na { $squares }
}
draughts-pieces-kings = { $count ->
    [one] damka na { $squares }
   *[other] damki na { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: brak pionków.
draughts-player-notice = Zgodnie z przepisem IV.13.9 niewidomy lub słabowidzący zawodnik nie może w turnieju zapisywać partii na nośnikach cyfrowych: tam hektor jest narzędziem asystenta lub sędziego.
draughts-agreement-too-early = Remis można uzgodnić dopiero po { $required } ruchach; { $made ->
    [one] wykonano { $made } ruch
    [few] wykonano { $made } ruchy
   *[other] wykonano { $made } ruchów
}. Grajcie dalej.
draughts-by-no-pieces = { $color ->
    [white] białe nie mają już pionków
   *[black] czarne nie mają już pionków
}
draughts-by-no-moves = { $color ->
    [white] białe nie mogą się ruszyć
   *[black] czarne nie mogą się ruszyć
}
draughts-by-small-ending = według zasady małej końcówki
draughts-by-lone-king = według zasady samotnej damki
draughts-by-kings-only = ruszały się tylko damki, bez bicia
draughts-by-no-material-change = bez zmiany materiału
draughts-square-empty = { $square }: puste.
draughts-square-piece = { $square }: { $color ->
    [white] { $role ->
        [king] biała damka
       *[man] biały pionek
    }
   *[black] { $role ->
        [king] czarna damka
       *[man] czarny pionek
    }
}.
draughts-square-unknown = „{ $square }” nie jest ciemnym polem tej planszy: podaj pole gry, na przykład { $example }.
draughts-choice-hint = Odpowiedz całą drogą bicia albo numerem: { $numbers }.
draughts-bad-fen = --fen: { $reason }. Podaj pozycję w PDN FEN, na przykład "{ $example }".
draughts-result-white = 2-0, wygrywają białe
draughts-result-black = 0-2, wygrywają czarne
draughts-help-move = ruch w pełnym zapisie albo słowami; zostaje ogłoszony (lub odczytany) i czeka na tak lub nie
draughts-end-no-pieces = brak pionków
draughts-end-no-moves = brak ruchu
draughts-unfit-capture-goes-on = Żadne bicie z pola { $from } nie kończy się na { $to }: bicie idzie do końca i bierze tyle pionków, ile każą zasady, na przykład { $example }.
draughts-offer-export = Partia jest zapisana. Aby zapisać blankiet, wpisz export brf PLIK albo export pdn PLIK; undo cofa ostatnie posunięcie; quit kończy.

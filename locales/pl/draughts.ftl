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
# One capture path of the question which one, after its ordinal (the first spelling of draughts-ordinal-N, which agrees with the noun here).
draughts-choice-path = { $ordinal } wariant: { $path }
# Odpowiedź na pytanie o drogę bicia: numer jako liczebnik porządkowy, pisownie rozdzielone "|".
draughts-ordinal-1 = pierwszy | pierwsza | pierwsze | pierwszą
draughts-ordinal-2 = drugi | druga | drugie | drugą
draughts-ordinal-3 = trzeci | trzecia | trzecie | trzecią
draughts-ordinal-4 = czwarty | czwarta | czwarte | czwartą
draughts-ordinal-5 = piąty | piąta | piąte | piątą
draughts-ordinal-6 = szósty | szósta | szóste | szóstą
draughts-not-a-move = „{ $input }” to nie jest ruch w warcabach: { $reason }. Podaj pola, na przykład { $example }.
draughts-pieces-men = { $count ->
    [one] pionek na polu { $squares }
   *[other] pionki na polach { $squares }
}
draughts-pieces-kings = { $count ->
    [one] damka na polu { $squares }
   *[other] damki na polach { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: { $kind ->
    [kings] brak damek
   *[all] brak pionków
}.
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
draughts-bad-fen = --fen: { $reason }. Podaj pozycję w PDN FEN, na przykład "{ $example }".
draughts-result-white = 2-0, wygrywają białe
draughts-result-black = 0-2, wygrywają czarne
draughts-help-move = ruch w pełnym zapisie albo słowami; zostaje ogłoszony (lub odczytany) i czeka na tak lub nie
draughts-end-no-pieces = brak pionków
draughts-end-no-moves = brak ruchu
draughts-offer-export = Partia jest zapisana. Aby zapisać blankiet, wpisz eksport brf PLIK albo eksport pdn PLIK; cofnij cofa ostatnie posunięcie; koniec kończy grę.
draughts-offer-export-unsaved = Partia nie jest jeszcze zapisana: { $count ->
    [one] { $count } wpisu
   *[other] { $count } wpisów
} brak w pliku partii { $path }, którego nie można zapisać. Zwolnij miejsce na dysku; partia pozostaje otwarta, a koniec wtedy ją zapisze. Aby zapisać blankiet gdzie indziej, wpisz eksport brf PLIK albo eksport pdn PLIK; cofnij cofa ostatnie posunięcie.

# hektor check on a PDN draughts file: lines beside the chess check's (replay.ftl).
check-draughts-illegal = partia { $game }, posunięcie { $number }{ $where }, { $side }: { $move } nie jest legalnym posunięciem: { $reason }; reszta tej linii nie jest sprawdzana.
check-draughts-ambiguous = partia { $game }, posunięcie { $number }{ $where }, { $side }: { $move } pasuje do więcej niż jednego bicia: zapisz każde pole, na którym staje pionek; reszta tej linii nie jest sprawdzana.
check-draughts-missing = partia { $game }, posunięcie { $number }{ $where }, { $side }: brak posunięcia (... lub --); reszta tej linii nie jest sprawdzana.
check-draughts-slip = partia { $game }, posunięcie { $number }{ $where }, { $side }: { $move } zapisano jako { $kind ->
    [capture] bicie
   *[quiet] zwykłe posunięcie
}, ale jedynym legalnym posunięciem po tych polach jest { $read }; odczytano jako { $read } (uwaga).
check-draughts-unreadable = partia { $game }, wiersz { $line }: { $reason }; partia nie jest sprawdzana.
check-draughts-side-decided = partia { $game }: FEN ma ? zamiast strony na posunięciu (nieznana, jak pozwala PDN 3.0); odczytano, że ruch mają { $color ->
    [white] białe
   *[black] czarne
}, { $by ->
    [move] jak pokazuje pierwsze posunięcie
   *[none] bo partia nie ma posunięcia, które by to pokazało
} (obsługiwane).
check-draughts-result-no-pieces = partia { $game }: wynik { $written } jest sprzeczny z pozycją: { $color ->
        [white] białym
       *[black] czarnym
    } nie został żaden pionek, więc wynik to { $board }.
check-draughts-result-no-moves = partia { $game }: wynik { $written } jest sprzeczny z pozycją: { $color ->
        [white] białe nie mają
       *[black] czarne nie mają
    } żadnego legalnego posunięcia, więc wynik to { $board }.

# The draughts rules' errors as phrases, to go inside a sentence.
draughts-fen-empty = FEN jest pusty: podaj go w postaci W:W31-50:B1-20
draughts-fen-side-to-move = FEN musi zaczynać się od W lub B (strona na posunięciu), a nie od „{ $found }”
draughts-fen-field = pionki każdej strony w FEN zaczynają się od W lub B (jak w :W31,32), a nie od „{ $found }”
draughts-fen-repeated-side = pionki { $color ->
        [white] białych
       *[black] czarnych
    } podano w FEN dwa razy
draughts-fen-square = „{ $found }” w FEN nie jest ciemnym polem tej planszy: podaj numer albo, na planszy 8 na 8, nazwę taką jak c3
draughts-fen-range = „{ $found }” w FEN nie jest zakresem pól: podaj dwa numery od mniejszego do większego, jak 31-50
draughts-fen-occupied = pole { $square } podano w FEN dwa razy
draughts-fen-man-on-crowning-row = pionek na { $square } stoi na polu promocji: zapisz go jako damkę (K{ $square })
draughts-notation-empty = nie zapisano posunięcia
draughts-notation-no-such-square = { $text }: takiego pola nie ma na tej planszy
draughts-notation-light-square = { $text } to pole jasne, a w warcaby gra się tylko na polach ciemnych
draughts-notation-missing-square = w { $text } jest tylko jedno pole: zapisz, dokąd idzie pionek, np. 32-28 albo c3-d4
draughts-notation-unexpected = { $text } nie jest polem, kreską, x ani dwukropkiem
draughts-notation-mixed-marks = w { $text } pomieszano kreskę i znak bicia: posunięcie to albo zwykły ruch (-), albo bicie (x lub :)
draughts-notation-quiet-with-landings = { $text } to zwykły ruch z więcej niż dwoma polami: zwykły ruch idzie na jedno pole, bicie zapisuje się przez x lub :
draughts-notation-mixed-forms = w { $text } pomieszano numery i litery: zapisz pola jednym sposobem
draughts-notation-same-square = { $text } kończy się tam, gdzie się zaczyna
draughts-read-unknown-word = „{ $word }” nie jest polem, liczbą ani słowem oznaczającym bicie
draughts-unfit-phrase-no-legal-moves = partia jest skończona: nie ma legalnego posunięcia
draughts-unfit-phrase-capture-compulsory = bicie jest tu obowiązkowe
draughts-unfit-phrase-written-as-quiet = te pola dają bicie: zapisz je przez x lub :
draughts-unfit-phrase-written-as-capture = te pola dają zwykły ruch, nie bicie: zapisz go przez kreskę
draughts-unfit-phrase-nothing-from = z pola { $square } nie może ruszyć żaden pionek
draughts-unfit-phrase-no-such-path = żadne legalne posunięcie nie prowadzi z { $from } na { $to }
draughts-unfit-phrase-wrong-square = { $wrong } to złe pole: bicie idzie { $right }
draughts-unfit-phrase-not-majority = to łamie regułę większości: to bicie zdobywa { $taken ->
        [one] { $taken } pion
        [few] { $taken } piony
       *[other] { $taken } pionów
    }, a tutaj można zbić { $most }, a reguła każe bić jak najwięcej
draughts-pdn-io = pliku nie da się czytać dalej
draughts-pdn-line-too-long = wiersz jest dłuższy niż 1 MiB
draughts-pdn-bad-tag = nagłówek { $text } nie ma postaci [Nazwa "wartość"]
draughts-pdn-unclosed-comment = komentarz otwarty nawiasem {"{"} nie jest zamknięty; plik może być ucięty
draughts-pdn-unclosed-variation = wariant otwarty nawiasem ( nie jest zamknięty
draughts-pdn-too-deep = warianty są zagnieżdżone głębiej niż 64 poziomy
draughts-pdn-unexpected = „{ $text }” nie ma tu miejsca
draughts-pdn-bad-move-number = { $text } to za duża liczba jak na numer posunięcia
draughts-pdn-game-type = GameType { $value } to nie gra, w którą gra hektor: podaj 20 (warcaby międzynarodowe) lub 25 (warcaby rosyjskie)
draughts-pdn-move = posunięcia { $move } nie da się odczytać: { $reason }
check-no-draughts-game = Plik { $file } nie zawiera żadnej partii PDN (brak nagłówków, posunięć i wyniku); podaj plik warcabowy PDN.
check-draughts-cut-off = partia { $game }: posunięcia urywają się po posunięciu { $number }{ $where }, { $side }: { $move }, bez wyniku { $tag } z nagłówków; plik może być w tym miejscu ucięty.
check-draughts-rule-span = { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[other] { $count } ruchów
}
check-draughts-rule-draw = partia { $game }, ruch { $number }{ $where }: tutaj przepisy kończą partię remisem ({ $rule ->
    [repetition] ta sama pozycja po raz trzeci
    [small-ending] mała końcówka niewygrana, { $span }
    [lone-king] brak wygranej przeciw samotnej damce, { $span }
    [kings-only] ruszały się tylko damki, bez bicia, { $span }
   *[no-material-change] bez zmiany materiału, { $span }
}, artykuł { $article }), a jednak partia trwa do { $written } (uwaga).
draughts-unfit = „{ $input }”: { $reason }.
draughts-unfit-example = „{ $input }”: { $reason }. Na przykład: { $example }.
draughts-unfit-phrase-capture-goes-on = żadne bicie z pola { $from } nie kończy się na { $to }: bicie idzie do końca i bierze tyle pionków, ile każą zasady
draughts-help-pieces = gdzie stoją pionki i damki obu stron albo jednej
draughts-help-export = zapisać blankiet (pdn, brf, braille, text) do pliku
draughts-help-reconcile = porównać zapis tej partii z drugim blankietem w PLIK (PDN albo plik partii hektora; z pliku z kilkoma partiami partię N: porównaj PLIK partia N); zapis się nie zmienia

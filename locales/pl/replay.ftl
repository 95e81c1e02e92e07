# hektor check i hektor replay.

## check
check-summary = partie: { $games }, posunięcia: { $moves }, błędy: { $errors }
check-errors-found = Plik zawiera błędy: zobacz wiersze powyżej.
check-output-failed = Nie udało się wypisać raportu sprawdzenia.
check-in-variation = {" "}(w wariancie)
check-illegal = partia { $game }, posunięcie { $number }{ $where }, { $side }: { $move } nie jest legalnym posunięciem; reszta tej linii nie jest sprawdzana.
check-no-promotion = partia { $game }, posunięcie { $number }{ $where }, { $side }: w { $move } brakuje figury promocji (Q, R, B lub N, jak w d8=Q); reszta tej linii nie jest sprawdzana.
check-ambiguous = partia { $game }, posunięcie { $number }{ $where }, { $side }: { $move } jest niejednoznaczne: może je wykonać więcej niż jedna bierka; reszta tej linii nie jest sprawdzana.
check-null-move = partia { $game }, posunięcie { $number }{ $where }, { $side }: posunięcie zerowe (Z0 lub --), symbol brakującego posunięcia, a nie posunięcie szachowe; resztę sprawdzono tak, jakby { $side } pauzowały.
check-start = partia { $game }: { $reason }; partia nie jest sprawdzana.
check-syntax = partia { $game }: tekstu PGN nie da się czytać dalej ({ $reason }); plik może być ucięty lub uszkodzony.
check-syntax-tag = nagłówek nie jest zamknięty
check-syntax-comment = komentarz nie jest zamknięty
check-syntax-other = tekst nie jest w formacie PGN
check-note-no-moves = partia { $game }: same nagłówki, bez posunięć i wyniku; odczytana jako partia bez posunięć.
check-binary-tail = wiersz { $line }: tu plik przestaje być tekstem (bajt { $byte }: bajty binarne, jakie zostawia przerwane lub uszkodzone pobieranie); { $games ->
    [one] odczytano { $games } partię przed nim,
    [few] odczytano { $games } partie przed nim,
    [many] odczytano { $games } partii przed nim,
   *[other] odczytano { $games } partii przed nim,
} reszty pliku nie. Pobierz plik jeszcze raz, aby mieć go w całości.
check-empty = partia { $game }: partia ma nagłówki, ale nie ma posunięć ani wyniku; plik może być ucięty.
check-note-chess960 = partia { $game }: partia Chess960, sprawdzona z roszadą Chess960 (obsługiwane).
check-note-variant = partia { $game }: partia wariantu { $variant }, sprawdzona według jego zasad; przeglądanie obsługuje tylko zwykłe szachy i Chess960.
check-note-uci = partia { $game }: posunięcia w zapisie UCI (e2e4), odczytane jako takie (obsługiwane).
check-note-result-tag = partia { $game }: znacznik Result podaje { $tag }, a posunięcia kończą się wynikiem { $written }; odczytano { $written }.
check-note-stray-close = partia { $game }, posunięcie { $number }{ $where }, { $side }: nawias ) nie zamyka żadnego wariantu; pominięty.
check-note-forfeit = partia { $game }: wynik walkowerem, zapisany +-- lub --+ (jak zapisuje go scalachess), odczytany jako { $result }.
check-note-capture-mark = partia { $game }, posunięcie { $number }{ $where }, { $side }: { $written } { $mark ->
        [missing] nie ma znaku bicia (x)
       *[wrong] ma błędny znak bicia (x)
    }; odczytano jako { $move }, jedyne legalne posunięcie, które pasuje (tak czyta to python-chess).

## start positions
start-bad-fen = znacznika FEN "{ $fen }" nie da się odczytać ({ $reason })
start-illegal-fen = znacznik FEN "{ $fen }" opisuje niemożliwą pozycję ({ $reason })
start-unknown-variant = wariant "{ $variant }" jest nieznany; hektor zna zwykłe szachy, Chess960 i warianty lichess
start-refused = to partia wariantu { $variant }; hektor pokazuje tylko zwykłe szachy i Chess960

## sides

## comments in words
replay-time-spent = zużyty czas { $time }
replay-hours = { $n ->
    [one] { $n } godzina
    [few] { $n } godziny
   *[other] { $n } godzin
}
replay-minutes = { $n ->
    [one] { $n } minuta
    [few] { $n } minuty
   *[other] { $n } minut
}
replay-seconds = { $n ->
    [one] { $n } sekunda
    [few] { $n } sekundy
    [many] { $n } sekund
   *[other] { $n } sekundy
}
replay-engine-eval = ocena { $value } na głębokości { $depth }
replay-eval-mate = { $side } dają mata w { $n ->
    [one] { $n } posunięciu
   *[other] { $n } posunięciach
}
replay-plus = plus { $n }
replay-minus = minus { $n }
replay-eval-unreadable = ocena { $value }
# Oceny posunięć w komentarzach analizy lichess: "(-0.41 → 0.14) Inaccuracy. Bd7 was best."
replay-judged-eval = ocena z { $from } na { $to }
replay-judged-mate = mat w { $n ->
    [one] { $n } posunięciu
   *[other] { $n } posunięciach
}
replay-judgment-inaccuracy = Niedokładność
replay-judgment-mistake = Błąd
replay-judgment-blunder = Poważny błąd
replay-judgment-mate-created = Mat jest teraz nieunikniony
replay-judgment-mate-delayed = Nie najkrótsza droga do mata
replay-judgment-mate-lost = Utracono forsownego mata
replay-judged-best = Najlepsze było posunięcie { $move }

## annotation glyphs
# draughts' own glyphs (seed 003 IV.4.2.7-4.2.10)
glyph-looks-weak-is-strong = ruch, który wygląda na słaby, a jest mocny
glyph-looks-strong-is-weak = ruch, który wygląda na mocny, a jest słaby
glyph-win = partia wygrana
glyph-draw = remis
nag-other = znak { $n }
nag-1 = dobre posunięcie
nag-2 = błąd
nag-3 = znakomite posunięcie
nag-4 = poważny błąd
nag-5 = ciekawe posunięcie
nag-6 = wątpliwe posunięcie
nag-7 = wymuszone posunięcie
nag-8 = jedyne posunięcie
nag-9 = najgorsze posunięcie
nag-10 = równa pozycja
nag-11 = równe szanse, spokojna pozycja
nag-12 = równe szanse, aktywna pozycja
nag-13 = niejasna pozycja
nag-14 = białe stoją nieco lepiej
nag-15 = czarne stoją nieco lepiej
nag-16 = białe stoją lepiej
nag-17 = czarne stoją lepiej
nag-18 = białe wygrywają
nag-19 = czarne wygrywają
nag-20 = białe mają decydującą przewagę
nag-21 = czarne mają decydującą przewagę
nag-22 = białe są w zugzwangu
nag-23 = czarne są w zugzwangu
nag-32 = białe mają przewagę w rozwoju
nag-33 = czarne mają przewagę w rozwoju
nag-36 = białe mają inicjatywę
nag-37 = czarne mają inicjatywę
nag-40 = białe atakują
nag-41 = czarne atakują
nag-44 = białe mają rekompensatę za materiał
nag-45 = czarne mają rekompensatę za materiał
nag-132 = białe mają kontrgrę
nag-133 = czarne mają kontrgrę
nag-138 = białe są w niedoczasie
nag-139 = czarne są w niedoczasie
nag-140 = z ideą
nag-145 = uwaga redakcji
nag-146 = nowinka

## replay session
replay-move = { $number }, { $side }: { $move }
# A null move (--, Z0) written in a game, said in place of the move in replay-move.
replay-pass = brak ruchu: kolej przechodzi na przeciwnika (ruch zerowy w pliku)
replay-comment = Komentarz: { $text }
replay-start-position = Początek partii, ruch mają { $side }.
replay-variations-here = { $count ->
    [one] Tu jest jeszcze { $count } linia: { $moves }. Wpisz wariant albo linia 2, aby do niej przejść.
    [few] Tu są jeszcze { $count } linie: { $moves }. Wpisz linia i jej numer, na przykład linia 2, aby do niej przejść.
   *[other] Tu jest jeszcze { $count } linii: { $moves }. Wpisz linia i jej numer, na przykład linia 2, aby do niej przejść.
}
# One of the lines listed in replay-variations-here: its number and its first move.
replay-variation-item = linia { $line }: { $move }
# After the first ten of many variations in replay-variations-here: how many are not named.
replay-variations-more = i jeszcze { $count }
replay-entered-variation = W wariancie, głębokość { $depth }.
replay-left-variation = Z powrotem na początku wariantu, w linii, od której się odgałęzia.
replay-not-in-variation = Jesteś w linii głównej, nie w wariancie.
replay-no-variation = Tu nie ma takiego wariantu.
replay-end-of-variation = Koniec wariantu. Wpisz w górę, aby wrócić.
replay-end-of-game = Koniec partii.
replay-game-over = Koniec partii: { $result }.
replay-stopped = Partia urywa się tutaj: posunięcia { $number }, { $move }, nie da się wykonać: { $cause }.
replay-stops-early = Ta partia urywa się przed końcem, na posunięciu { $number }, { $move }: { $cause }; posunięcia przed nim są odtwarzane.
replay-cause-illegal = to nie jest legalne posunięcie
replay-cause-ambiguous = jest niejednoznaczne, może je wykonać więcej niż jedna bierka
replay-cause-unread = to nie jest posunięcie w notacji pliku
replay-cause-no-promotion = brak figury promocji (posunięcie wymaga Q, R, B lub N, jak w d8=Q)
replay-too-long = hektor nie czyta dalej tej partii: przeczytał { $count ->
        [one] { $count } ruch
        [few] { $count } ruchy
       *[other] { $count } ruchów
    } razem z wariantami, a partia jest dłuższa, niż hektor trzyma w pamięci. Inne partie pliku można nadal otworzyć.
replay-at-start = Już na początku partii.
replay-no-comment = Brak komentarza do tego posunięcia.
# A comment longer than 2,000 characters is cut: how much is left out, and that `more` says it.
replay-quote-cut = … pominięto jeszcze { $count } { $count ->
    [one] znak
    [few] znaki
    [many] znaków
   *[other] znaku
}; wpisz więcej, aby usłyszeć resztę.
replay-comment-end = Koniec komentarza.
replay-no-game = Żadna partia nie jest otwarta. Wpisz lista, potem partia i numer.
replay-game-zero = Partie są liczone od 1.
replay-no-such-game = Nie ma partii { $number }: plik ma { $count ->
    [one] { $count } partię
    [few] { $count } partie
   *[other] { $count } partii
}.
replay-game-refused = Partii { $number } nie można przejrzeć: { $reason }. Wpisz lista, aby wybrać inną.
replay-no-such-move = Linia główna nie ma posunięcia { $number }.
replay-go-usage = Wpisz idź i numer posunięcia, na przykład idź 12 lub idź 12 czarne.
replay-game-usage = Wpisz partia i numer partii, na przykład partia 3.
replay-opened-no-moves = Ta partia nie ma posunięć, tylko nagłówki. Wpisz informacje, aby usłyszeć nagłówki, albo partia +1, aby przejść do następnej partii.
replay-opened = Posunięcia: { $moves }. Enter lub dalej — następne posunięcie, pomoc — wszystkie polecenia.
replay-game-players = Partia { $number }: { $white } — { $black }
replay-unknown-player = nieznany gracz
replay-kind-chess960 = Chess960
replay-kind-other = wariant szachów, którego hektor nie pokazuje
replay-result-white = wygrały białe
replay-result-black = wygrały czarne
replay-result-draw = remis
replay-result-none = bez wyniku
replay-list-all = Partie w pliku: { $count }.
replay-list-matching = { $count ->
    [0] Żadna partia nie pasuje do filtra ({ $filter }). Wpisz filtr wyczyść, aby zobaczyć wszystkie.
   *[other] Partie pasujące do filtra ({ $filter }): { $count }.
}
replay-list-matching-so-far = Na razie partie pasujące do filtra ({ $filter }): { $count }.
replay-list-more = Wpisz więcej, aby zobaczyć następne partie.
replay-list-end = Nie ma więcej partii na liście.
replay-filter-usage = Wpisz filtr, pole i wartość: filtr gracz Carlsen, filtr turniej Olympiad, filtr data 2025, filtr wynik 1-0, filtr eco B20; filtr wyczyść znowu pokazuje wszystkie partie.
replay-filter-cleared = Filtr usunięty: lista pokazuje wszystkie partie.
# A filter condition (field and value as typed) that no game of the file matches.
replay-filter-nothing = Żadna partia nie ma { $condition }; filtr pozostaje bez zmian.
# next game / previous game when the filter lets no further game through.
replay-no-next-match = Żadna następna partia nie pasuje do filtra; wpisz filtr wyczyść, aby zobaczyć wszystkie partie.
replay-no-previous-match = Żadna poprzednia partia nie pasuje do filtra; wpisz filtr wyczyść, aby zobaczyć wszystkie partie.
replay-scan-usage = Wpisz przegląd i linię, rząd lub przekątną, na przykład przegląd e, przegląd 4 lub przegląd a1-h8.
replay-square-usage = Wpisz pole i nazwę pola, na przykład pole e4.
replay-index-progress = Indeksowanie pliku: znaleziono { $games ->
    [one] { $games } partię
    [few] { $games } partie
   *[other] { $games } partii
}, przeczytano { $percent } procent.
replay-index-done = Plik zaindeksowany: partie: { $games }.
replay-index-failed = Indeksowanie zatrzymało się po { $games ->
    [one] { $games } partii
   *[other] { $games } partiach
}. { $reason }
replay-place-not-saved = Nie udało się zapamiętać miejsca w tym pliku. { $reason }
replay-places-unread = Zapamiętanych miejsc w { $file } nie da się odczytać, więc to przeglądanie zaczyna się od początku; plik zostaje zachowany jako { $copy }, zanim zostaną zapisane nowe miejsca.
replay-unknown-command = Nieznane polecenie: { $command }. Wpisz pomoc.
## full screen
replay-tui-board = Szachownica (wielkie litery: białe)
replay-tui-moves = Posunięcia
replay-tui-log = Powiedziane
replay-tui-input = Polecenie (Enter: następne posunięcie; pomoc — polecenia i klawisze)

## orientation and study aids
replay-back-in-line = { $depth ->
    [0] Z powrotem w linii głównej.
   *[other] Z powrotem w wariancie wyżej, głębokość { $depth }.
}
replay-where-turn = Posunięcie { $number }, ruch mają { $side }.
replay-where-variation = W wariancie, głębokość { $depth }, linia { $line } z { $count }.
# After a move that has alternatives in its place (siblings): its line among them.
replay-line-of = linia { $line } z { $count }
replay-no-next-line = Nie ma następnej linii: to ostatnia linia w najbliższym rozgałęzieniu.
replay-no-previous-line = Nie ma poprzedniej linii: to pierwsza linia w najbliższym rozgałęzieniu.
replay-no-next-comment = Dalej w tej linii nie ma komentarzy.
replay-no-previous-comment = Wcześniej w tej linii nie ma komentarzy.
replay-no-next-mistake = Dalej w tej linii nie ma posunięć oznaczonych jako błąd.
replay-no-previous-mistake = Wcześniej w tej linii nie ma posunięć oznaczonych jako błąd.
replay-dropped-variation = Tu zaczyna się wariant od { $move }; tego posunięcia nie da się wykonać (posunięcie puste lub niemożliwe), więc wariant pominięto.
replay-extra-words = Polecenie { $command } nie rozumie „{ $extra }”; nic nie zrobiono. Wpisz pomoc, aby usłyszeć polecenia.
replay-pieces-usage = Wpisz figury i stronę, rodzaj figury albo jedno i drugie: figury białe, figury skoczki, figury czarne skoczki.
replay-study-usage = Wpisz ataki lub możliwe ruchy i pole, na przykład ataki e4 lub możliwe ruchy g1.
replay-moves-usage = Wpisz ruchy i numery posunięć, na przykład ruchy 10-20 lub ruchy 12.
replay-moves-none = W tej linii nie ma posunięć od { $from } do { $to }.
replay-moves-none-one = Nie ma posunięcia { $number }.
replay-moves-none-from = W tej linii nie ma posunięć od { $from } dalej.
replay-moves-range = Posunięcia od { $from } do { $to }: { $moves }.
# One move number of `moves`: its moves (`replay-moves-side` each).
replay-moves-one = Posunięcie { $number }, { $moves }.
# One move of a list, after the side that made it.
replay-moves-side = { $side }: { $move }
replay-nothing = żadna figura
replay-square-attacked = { $square }: atakują: { $attackers }; bronią: { $defenders }.
replay-square-reached = { $square }: białe sięgają tu: { $white }; czarne: { $black }.
replay-legal-no-piece = Na polu { $square } nie stoi żadna figura.
replay-legal-not-to-move = { $piece }: teraz ruch mają { $side }, więc ta figura nie może się teraz ruszyć.
replay-legal = { $count ->
    [0] { $piece }: brak dozwolonych posunięć.
    [one] { $piece }: { $count } dozwolone posunięcie: { $moves }.
    [few] { $piece }: { $count } dozwolone posunięcia: { $moves }.
   *[other] { $piece }: { $count } dozwolonych posunięć: { $moves }.
}
replay-material = Materiał: białe { $white }, czarne { $black }; { $balance }.
replay-material-equal = równo
replay-material-ahead = { $color ->
    [white] białe
   *[black] czarne
} mają więcej o { $n } { $n ->
    [one] piona
    [few] piony
   *[other] pionów
}
replay-last-capture = Ostatnie bicie: { $move }.
replay-no-capture = Do tego miejsca nie było bicia.
replay-ratings = Rankingi: białe { $white }, czarne { $black }.
replay-opening = Debiut: { $opening }.
replay-eval-better = { $color ->
    [white] białe
   *[black] czarne
} stoją lepiej o { $n } { $n ->
    [one] piona
    [few] piony
    [many] pionów
   *[other] piona
}
replay-eval-equal = pozycja jest równa
replay-tui-walk = Obchód szachownicy: strzałki przechodzą pole po polu, litera figury skacze do następnej takiej figury (wielka litera: wstecz), Esc lub Tab kończy obchód.

## annotation glyphs, the rest of the standard set
nag-24 = białe mają niewielką przewagę przestrzeni
nag-25 = czarne mają niewielką przewagę przestrzeni
nag-26 = białe mają wyraźną przewagę przestrzeni
nag-27 = czarne mają wyraźną przewagę przestrzeni
nag-28 = białe mają decydującą przewagę przestrzeni
nag-29 = czarne mają decydującą przewagę przestrzeni
nag-30 = białe mają niewielką przewagę w rozwoju
nag-31 = czarne mają niewielką przewagę w rozwoju
nag-34 = białe mają decydującą przewagę w rozwoju
nag-35 = czarne mają decydującą przewagę w rozwoju
nag-38 = białe mają trwałą inicjatywę
nag-39 = czarne mają trwałą inicjatywę
nag-42 = białe mają niewystarczającą rekompensatę za materiał
nag-43 = czarne mają niewystarczającą rekompensatę za materiał
nag-46 = białe mają więcej niż wystarczającą rekompensatę za materiał
nag-47 = czarne mają więcej niż wystarczającą rekompensatę za materiał
nag-48 = białe mają niewielką przewagę w centrum
nag-49 = czarne mają niewielką przewagę w centrum
nag-50 = białe mają wyraźną przewagę w centrum
nag-51 = czarne mają wyraźną przewagę w centrum
nag-52 = białe mają decydującą przewagę w centrum
nag-53 = czarne mają decydującą przewagę w centrum
nag-54 = białe mają niewielką przewagę na skrzydle królewskim
nag-55 = czarne mają niewielką przewagę na skrzydle królewskim
nag-56 = białe mają wyraźną przewagę na skrzydle królewskim
nag-57 = czarne mają wyraźną przewagę na skrzydle królewskim
nag-58 = białe mają decydującą przewagę na skrzydle królewskim
nag-59 = czarne mają decydującą przewagę na skrzydle królewskim
nag-60 = białe mają niewielką przewagę na skrzydle hetmańskim
nag-61 = czarne mają niewielką przewagę na skrzydle hetmańskim
nag-62 = białe mają wyraźną przewagę na skrzydle hetmańskim
nag-63 = czarne mają wyraźną przewagę na skrzydle hetmańskim
nag-64 = białe mają decydującą przewagę na skrzydle hetmańskim
nag-65 = czarne mają decydującą przewagę na skrzydle hetmańskim
nag-66 = białe mają osłabiony pierwszy rząd
nag-67 = czarne mają osłabiony pierwszy rząd
nag-68 = białe mają dobrze chroniony pierwszy rząd
nag-69 = czarne mają dobrze chroniony pierwszy rząd
nag-70 = białe mają słabo chronionego króla
nag-71 = czarne mają słabo chronionego króla
nag-72 = białe mają dobrze chronionego króla
nag-73 = czarne mają dobrze chronionego króla
nag-74 = białe mają źle ustawionego króla
nag-75 = czarne mają źle ustawionego króla
nag-76 = białe mają dobrze ustawionego króla
nag-77 = czarne mają dobrze ustawionego króla
nag-78 = białe mają bardzo słabą strukturę pionków
nag-79 = czarne mają bardzo słabą strukturę pionków
nag-80 = białe mają dość słabą strukturę pionków
nag-81 = czarne mają dość słabą strukturę pionków
nag-82 = białe mają dość mocną strukturę pionków
nag-83 = czarne mają dość mocną strukturę pionków
nag-84 = białe mają bardzo mocną strukturę pionków
nag-85 = czarne mają bardzo mocną strukturę pionków
nag-86 = białe mają źle ustawione skoczki
nag-87 = czarne mają źle ustawione skoczki
nag-88 = białe mają dobrze ustawione skoczki
nag-89 = czarne mają dobrze ustawione skoczki
nag-90 = białe mają źle ustawione gońce
nag-91 = czarne mają źle ustawione gońce
nag-92 = białe mają dobrze ustawione gońce
nag-93 = czarne mają dobrze ustawione gońce
nag-94 = białe mają źle ustawione wieże
nag-95 = czarne mają źle ustawione wieże
nag-96 = białe mają dobrze ustawione wieże
nag-97 = czarne mają dobrze ustawione wieże
nag-98 = białe mają źle ustawionego hetmana
nag-99 = czarne mają źle ustawionego hetmana
nag-100 = białe mają dobrze ustawionego hetmana
nag-101 = czarne mają dobrze ustawionego hetmana
nag-102 = białe mają słabą koordynację figur
nag-103 = czarne mają słabą koordynację figur
nag-104 = białe mają dobrą koordynację figur
nag-105 = czarne mają dobrą koordynację figur
nag-130 = białe mają niewielką przeciwgrę
nag-131 = czarne mają niewielką przeciwgrę
nag-134 = białe mają decydującą przeciwgrę
nag-135 = czarne mają decydującą przeciwgrę
nag-136 = białe mają mało czasu
nag-137 = czarne mają mało czasu
nag-106 = białe bardzo źle rozegrały debiut
nag-107 = czarne bardzo źle rozegrały debiut
nag-108 = białe źle rozegrały debiut
nag-109 = czarne źle rozegrały debiut
nag-110 = białe dobrze rozegrały debiut
nag-111 = czarne dobrze rozegrały debiut
nag-112 = białe bardzo dobrze rozegrały debiut
nag-113 = czarne bardzo dobrze rozegrały debiut
nag-114 = białe bardzo źle rozegrały grę środkową
nag-115 = czarne bardzo źle rozegrały grę środkową
nag-116 = białe źle rozegrały grę środkową
nag-117 = czarne źle rozegrały grę środkową
nag-118 = białe dobrze rozegrały grę środkową
nag-119 = czarne dobrze rozegrały grę środkową
nag-120 = białe bardzo dobrze rozegrały grę środkową
nag-121 = czarne bardzo dobrze rozegrały grę środkową
nag-122 = białe bardzo źle rozegrały końcówkę
nag-123 = czarne bardzo źle rozegrały końcówkę
nag-124 = białe źle rozegrały końcówkę
nag-125 = czarne źle rozegrały końcówkę
nag-126 = białe dobrze rozegrały końcówkę
nag-127 = czarne dobrze rozegrały końcówkę
nag-128 = białe bardzo dobrze rozegrały końcówkę
nag-129 = czarne bardzo dobrze rozegrały końcówkę
nag-141 = skierowane przeciw
nag-142 = lepsze jest
nag-143 = gorsze jest
nag-144 = równorzędne jest
nag-238 = przewaga przestrzeni
nag-239 = linia
nag-240 = przekątna
nag-241 = centrum
nag-242 = skrzydło królewskie
nag-243 = skrzydło hetmańskie
nag-244 = słabe pole
nag-245 = końcówka
nag-246 = para gońców
nag-247 = gońce różnopolowe
nag-248 = gońce jednopolowe
nag-249 = połączone piony
nag-250 = rozdzielone piony
nag-251 = zdwojone piony
nag-252 = wolny pion
nag-253 = przewaga liczebna pionów
nag-254 = z
nag-255 = bez

check-note-no-result = partia { $game }: po posunięciach nie ma wyniku (1-0, 0-1, 1/2-1/2 lub *); partia jest czytana jako niezakończona.
check-draughts-too-long = partia { $game }: partia ma więcej niż 1 MiB tekstu; sprawdzono ją do wiersza { $line }.
check-unclosed-variation = partia { $game }: wariant otwarty nawiasem ( nie jest zamknięty; plik może być uszkodzony.
check-result-mate = partia { $game }: wynik { $written } jest sprzeczny z pozycją: partia kończy się matem, więc wynik to { $board }.
check-result-stalemate = partia { $game }: wynik { $written } jest sprzeczny z pozycją: partia kończy się patem, więc wynik to { $board }.

## opening names
replay-openings-none = Nie zainstalowano nazw debiutów. Aby je dodać, umieść pliki a.tsv–e.tsv zbioru danych lichess chess-openings w folderze { $folder } albo wskaż ich folder opcją --openings.
replay-opening-unnamed = Po drodze do tego miejsca nie było żadnej pozycji z nazwą debiutu.
replay-openings-bad-rows = { $file }: { $count ->
    [one] { $count } wiersz z nazwami debiutów jest nieczytelny
    [few] { $count } wiersze z nazwami debiutów są nieczytelne
    [many] { $count } wierszy z nazwami debiutów jest nieczytelnych
   *[other] { $count } wiersza z nazwami debiutów jest nieczytelne
} (pierwszy: wiersz { $row }); pozostałe wiersze są używane.
replay-openings-no-folder = Folder { $folder } z nazwami debiutów nie istnieje; przeglądanie trwa bez nazw z niego. Sprawdź folder podany opcją --openings lub kluczem openings w config.toml.

## help of the replay commands (usage: these words)
replay-help-next = następne posunięcie; ze słowem: następne rozgałęzienie, następne posunięcie z komentarzem, następne posunięcie oznaczone jako błąd albo następna partia
replay-help-previous = poprzednie posunięcie; ze słowem: poprzednie rozgałęzienie, poprzednie posunięcie z komentarzem, poprzednie posunięcie oznaczone jako błąd albo poprzednia partia
replay-help-start = początek partii
replay-help-capture = ostatnie bicie na drodze tutaj
replay-help-last = bieżące posunięcie jeszcze raz, jak w partii
replay-help-end = ostatnie posunięcie bieżącej linii
replay-help-go = posunięcie białych (albo czarnych) o tym numerze w głównej linii
replay-help-var = przejdź do linii o numerze, który nadaje jej lista wariantów tutaj (sam wariant: linia 2, pierwszy wariant; linia 1 to następne posunięcie)
replay-help-clock = pozostały czas obu graczy przy bieżącym posunięciu, z odczytów zegara w komentarzach
replay-help-up = wyjdź z wariantu, z powrotem tam, gdzie się odgałęził
replay-help-comment = komentarze do bieżącego posunięcia jeszcze raz
replay-help-where = bieżące posunięcie jeszcze raz, czyj jest ruch, głębokość i linia w wariantach
replay-help-info = gracze, wynik, turniej i data partii oraz wszystkie jej tagi
replay-help-moves = posunięcia partii (w przeglądaniu: bieżącej linii): wszystkie, ostatnie, od danego posunięcia albo zakres
replay-help-list = partie z pliku, po 10
replay-help-more = resztę skróconego komentarza, część po części; w przeciwnym razie następne partie z listy
replay-help-filter = zostaw tylko pasujące partie (warunki się sumują); filtr wyczyść znowu pokazuje wszystkie partie
replay-help-game = otwórz partię 5 z pliku, następną albo poprzednią partię
replay-help-attacks = co atakuje i broni pola
replay-help-legal = dokąd może pójść bierka z pola
replay-help-material = stosunek materiału
replay-help-opening = nazwa najgłębszej nazwanej pozycji debiutowej na drodze tutaj
replay-help-progress = jak daleko zaszło indeksowanie pliku
replay-help-quit = zakończ przeglądanie; miejsce w pliku zostaje zapamiętane (przeglądanie kończy się też na końcu wejścia)
replay-help-keys = Na pełnym ekranie Tab włącza obchód szachownicy pole po polu, a F2 podaje nazwę debiutu.
replay-draughts-not-yet = W pliku { $file } są partie warcabów, a hektor nie umie jeszcze ich przeglądać. hektor check i hektor export czytają ten plik, a hektor --rules draughts-64 play (albo draughts-100) gra w warcaby.
check-unread = { pgn-unread }; reszta tej linii nie jest sprawdzana.
replay-draughts-material = Materiał: białe { $white }, czarne { $black }.
replay-draughts-men-kings = { $men ->
    [one] { $men } pionek
    [few] { $men } pionki
    [many] { $men } pionków
   *[other] { $men } pionka
} i { $kings ->
    [one] { $kings } damka
    [few] { $kings } damki
    [many] { $kings } damek
   *[other] { $kings } damki
}
replay-draughts-pieces-usage = Wpisz figury i stronę, pionki lub damki albo jedno i drugie: figury białe, figury damki, figury czarne pionki.
replay-draughts-square-usage = Wpisz pole i numer lub nazwę pola, na przykład pole 32 lub pole c3.
replay-help-keys-draughts = Na pełnym ekranie Tab włącza obchód ciemnych pól planszy, a litera pionka lub damki przechodzi do następnego.
replay-play-only = To polecenie należy do gry (hektor play), a nie do przeglądania partii. Wpisz pomoc, aby usłyszeć polecenia.
## info: the names of a game's tags; a tag without a name here keeps its own
replay-tag-name = { $tag ->
    [Event] Turniej
    [Site] Miejsce
    [Date] Data
    [Round] Runda
    [White] Białe
    [Black] Czarne
    [Result] Wynik
    [WhiteElo] Ranking białych
    [BlackElo] Ranking czarnych
    [ECO] Kod ECO
    [Opening] Debiut
    [Variation] Wariant
    [TimeControl] Tempo gry
    [Termination] Zakończenie
    [Annotator] Komentator
    [PlyCount] Półruchy
    [FEN] Pozycja początkowa
    [GameType] Rodzaj gry
    [EventDate] Data turnieju
    [WhiteTitle] Tytuł białych
    [BlackTitle] Tytuł czarnych
    [WhiteFideId] FIDE ID białych
    [BlackFideId] FIDE ID czarnych
    [Variant] Odmiana
    [GameDuration] Czas trwania partii
    [GameStartTime] Początek partii
    [GameEndTime] Koniec partii
    [UTCDate] Data (UTC)
    [UTCTime] Godzina (UTC)
    [Time] Godzina
   *[other] { $tag }
}
replay-load-missing = nie ma tam partii
replay-load-damaged = nie można odczytać partii, plik może być ucięty lub uszkodzony
replay-line-too-long = Ten wiersz ma { $count ->
    [one] { $count } znak
    [few] { $count } znaki
   *[other] { $count } znaków
}; polecenie ma najwyżej { $max }. Wpisz pomoc, aby usłyszeć polecenia.
replay-not-text = Ten wiersz zawiera znaki, które nie są tekstem. Wpisz pomoc, aby usłyszeć polecenia.
# An unknown Black player where it follows "against" (the case it takes there; here the players are joined by a dash, after which no case changes).
replay-unknown-player-after-against = nieznany gracz
# What check and export say of a word the PGN reader cannot read as a move.
pgn-unread = partia { $game }, posunięcie { $number }{ $where }, { $side }: „{ $move }” stoi w miejscu posunięcia, ale nie jest posunięciem w notacji PGN (posunięcia zapisuje się angielskimi literami: K Q R B N, na przykład Nf3 lub exd5)
replay-engine-mate = silnik, który wykonał ruch, widzi mata w { $n } { $for ->
    [mover] na swoją korzyść
   *[against] przeciw sobie
} na głębokości { $depth }
# Stałe zdania programów turniejowych (cutechess) w komentarzach; $side to „Białe”
# albo „Czarne”.
replay-program-book = ruch z książki debiutowej
replay-program-draw-repetition = remis przez trzykrotne powtórzenie pozycji
replay-program-draw-fifty = remis na mocy zasady 50 posunięć
replay-program-draw-stalemate = remis: pat
replay-program-draw-material = remis: za mało materiału do mata
replay-program-draw-adjudication = remis decyzją arbitra
replay-program-mates = { $side } dają mata
replay-program-resigns = { $side } poddają się
replay-program-time = { $side } przekroczyły czas
replay-program-adjudication = { $side } wygrywają decyzją arbitra
replay-program-illegal = { $side } wykonują nieprawidłowy ruch
replay-program-disconnects = { $side }: silnik się rozłączył
replay-program-stalls = { $side }: połączenie z silnikiem zawisło
replay-program-no-result = brak wyniku
replay-program-draw-agreement = remis za porozumieniem
replay-program-draw-timeout = remis z powodu czasu
replay-program-draw-disconnection = remis: silnik się rozłączył
replay-program-draw-stalled = remis: połączenie z silnikiem zawisło
replay-program-drawn = remis
replay-program-agreement = { $side } wygrywają za porozumieniem
replay-program-wins = { $side } wygrywają
replay-key-walk = obchód planszy, pole po polu
replay-key-no-action = { $key } nic nie robi; pomoc wymienia klawisze.
# Before the move at the place a file was left last time (replay without --game).
replay-continued = Wracamy do miejsca, w którym ostatnio przerwano:
# After replay-continued when the place is inside a variation.
replay-continued-variation = Jesteś w wariancie, głębokość { $depth }, linia { $line } z { $count }; wpisz w górę, aby wrócić do linii, od której się odgałęzia.
# A PGN Termination tag's value (the standard's words, and lichess's), spaces as "-".
replay-termination = { $value ->
    [abandoned] partia porzucona
    [adjudication] decyzja arbitra
    [death] śmierć gracza
    [emergency] sytuacja nadzwyczajna
    [normal] zwykłe zakończenie
    [rules-infraction] naruszenie przepisów
    [time-forfeit] przekroczenie czasu
    [illegal-move] nieprawidłowy ruch
    [unterminated] partia niezakończona
    [stalled-connection] połączenie z silnikiem zawisło
   *[other] { $text }
}
# A game saved by hektor play that cannot be turned into a PGN or PDN game (damaged); $format is pgn or pdn.
replay-saved-game = { $file } to plik partii hektor play, ale hektor nie może odczytać z niego partii. { $error }
# A remembered place whose game is another one now (the file changed); game 1 opens.
replay-place-file-changed = Plik zmienił się od ostatniego razu: partia { $game } nie jest już tą, w której ostatnio przerwano; zaczynamy od początku partii 1.
# A remembered place beyond the end of its game (the game was shortened).
replay-place-game-shorter = Partia { $game } jest krótsza niż wtedy, gdy ostatnio przerwano; zaczynamy od jej początku.
# A remembered game found under another number (games before it were added or removed).
replay-place-game-moved = Partia { $game } z ostatniego razu to teraz partia { $now }: przed nią dodano lub usunięto partie; kontynuujemy w niej.

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
replay-words-next = dalej, następny
replay-words-previous = wstecz, poprzedni
replay-words-start = początek
replay-words-capture = ostatnie bicie
replay-words-last = ostatni ruch, ostatni
replay-words-end = koniec
replay-words-go = idź, przejdź
replay-words-var = wariant, linia
replay-words-clock = zegar
replay-words-up = w górę
replay-words-comment = komentarz
replay-words-where = gdzie
replay-words-info = informacje
replay-words-moves = ruchy, posunięcia
# "last" in `moves last 5`, comma-separated.
replay-words-moves-last = ostatnie, ostatnich
replay-words-list = lista
replay-words-more = więcej
replay-words-filter = filtr
replay-words-game = partia
replay-words-attacks = ataki
replay-words-legal = możliwe ruchy
replay-words-material = materiał
replay-words-opening = debiut
replay-words-progress = postęp
replay-words-quit = wyjdź, wyjście

## clock
replay-clock = Zegary: białe { $white }, czarne { $black }.
# In replay-clock, for a side with no clock reading up to the current move.
replay-clock-unknown = jeszcze bez odczytu
replay-clock-none = W tej partii nie ma odczytów zegara.

# The words replay's commands take after their name, read in every language at once, the
# first one named by the help: next line|comment|mistake|game (the game's word is
# words-game of session.ftl), filter player|event|date|result|opening VALUE.
words-line = linia, gałąź
words-comment = komentarz, komentarze
words-mistake = błąd, błędy
words-player = gracz, gracze
words-event = turniej
words-date = data, rok
words-opening = debiut

# The rules check of a record kept as written (tournament mode).
written-not-legal = Posunięcie { $number } według zapisu ({ $side }), { $move }, nie jest legalne. { $reason }{ $after ->
    [0] {""}
    [1] {" "}Następne posunięcie nie jest sprawdzane.
   *[other] {" "}Posunięcia po nim (razem { $after }) nie są sprawdzane.
}
written-all-legal = Wszystkie posunięcia z zapisu są legalne (posunięcia: { $moves }).
written-loose = Zapisane nieściśle (bez znaku bicia lub szacha albo z polem wyjścia), posunięcia: { $loose }; każde pasuje do dokładnie jednego legalnego posunięcia i jest legalne tak, jak zapisano.

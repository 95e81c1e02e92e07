# hektor check i hektor replay.

## check
check-summary = partie: { $games }, posunięcia: { $moves }, błędy: { $errors }
check-unreadable = Nie można odczytać { $file }: { $reason }. Sprawdź nazwę pliku i prawa do odczytu.
check-errors-found = Plik zawiera błędy: zobacz wiersze powyżej.
check-output-failed = Nie udało się wypisać raportu sprawdzenia.
check-in-variation = {" "}(w wariancie)
check-illegal = partia { $game }, posunięcie { $number }{ $where }: { $move } nie jest legalnym posunięciem dla strony { $side }; reszta tej linii nie jest sprawdzana.
check-ambiguous = partia { $game }, posunięcie { $number }{ $where }: { $move } jest niejednoznaczne dla strony { $side }: może je wykonać więcej niż jedna bierka; reszta tej linii nie jest sprawdzana.
check-null-move = partia { $game }, posunięcie { $number }{ $where }: strona { $side } ma posunięcie zerowe (Z0 lub --), symbol brakującego posunięcia, a nie posunięcie szachowe; resztę sprawdzono tak, jakby { $side } pauzowały.
check-start = partia { $game }: { $reason }; partia nie jest sprawdzana.
check-syntax = partia { $game }: tekstu PGN nie da się czytać dalej ({ $reason }); plik może być ucięty lub uszkodzony.
check-empty = partia { $game }: partia ma nagłówki, ale nie ma posunięć ani wyniku; plik może być ucięty.
check-note-chess960 = partia { $game }: partia Chess960, sprawdzona z roszadą Chess960 (obsługiwane).
check-note-variant = partia { $game }: partia wariantu { $variant }, sprawdzona według jego zasad; przeglądanie obsługuje tylko zwykłe szachy i Chess960.
check-note-uci = partia { $game }: posunięcia w zapisie UCI (e2e4), odczytane jako takie (obsługiwane).

## start positions
start-bad-fen = znacznika FEN "{ $fen }" nie da się odczytać ({ $reason })
start-illegal-fen = znacznik FEN "{ $fen }" opisuje niemożliwą pozycję ({ $reason })
start-unknown-variant = wariant "{ $variant }" jest nieznany; hektor zna zwykłe szachy, Chess960 i warianty lichess
start-refused = to partia wariantu { $variant }; hektor pokazuje tylko zwykłe szachy i Chess960

## sides
replay-white = białe
replay-black = czarne

## comments in words
replay-clock = zegar { $time }
replay-time-spent = zużyty czas { $time }
replay-time-elapsed = upłynęło { $time }
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
   *[other] { $n } sekund
}
replay-eval = ocena { $value }
replay-engine-eval = ocena { $value } na głębokości { $depth }
replay-eval-mate = mat w { $n }, { $side }
replay-plus = plus { $n }
replay-minus = minus { $n }

## annotation glyphs
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
replay-comment = Komentarz: { $text }
replay-start-position = Początek partii, ruch mają { $side }.
replay-variations-here = { $count ->
    [one] Tu jest wariant: { $moves }. Wpisz var, aby wejść.
   *[other] Tu są warianty ({ $count }): { $moves }. Wpisz var 1, var 2 i tak dalej.
}
replay-entered-variation = Wariant:
replay-left-variation = Z powrotem na początku wariantu, w linii, od której się odgałęzia.
replay-not-in-variation = Jesteś w linii głównej, nie w wariancie.
replay-no-variation = Tu nie ma takiego wariantu.
replay-end-of-variation = Koniec wariantu. Wpisz up, aby wrócić.
replay-end-of-game = Koniec partii.
replay-game-over = Koniec partii: { $result }.
replay-stopped = Partia urywa się tutaj: posunięcia { $number }, { $move }, nie da się wykonać (zobacz hektor check).
replay-at-start = Już na początku partii.
replay-no-comment = Brak komentarza do tego posunięcia.
replay-no-game = Żadna partia nie jest otwarta. Wpisz list, potem game i numer.
replay-game-zero = Partie są liczone od 1.
replay-no-such-game = Nie ma partii { $number }: plik ma partii: { $count }.
replay-game-refused = Partii { $number } nie można przejrzeć: { $reason }. Wpisz list, aby wybrać inną.
replay-no-such-move = Linia główna nie ma posunięcia { $number }.
replay-go-usage = Wpisz go i numer posunięcia, na przykład go 12 lub go 12 black.
replay-game-usage = Wpisz game i numer partii, na przykład game 3.
replay-opened = Posunięcia: { $moves }. Enter lub n — następne posunięcie, help — wszystkie polecenia.
replay-game-players = Partia { $number }: { $white } przeciw { $black }
replay-unknown-player = nieznany gracz
replay-kind-chess960 = Chess960
replay-kind-other = wariant szachów, którego hektor nie pokazuje
replay-result-white = wygrały białe
replay-result-black = wygrały czarne
replay-result-draw = remis
replay-result-none = bez wyniku
replay-list-all = Partie w pliku: { $count }.
replay-list-matching = { $count ->
    [0] Żadna partia nie pasuje do filtra. Wpisz filter clear, aby zobaczyć wszystkie.
   *[other] Partie pasujące do filtra: { $count }.
}
replay-list-more = Wpisz more, aby zobaczyć następne partie.
replay-list-end = Nie ma więcej partii na liście.
replay-filter-usage = Wpisz filter, pole i wartość: filter player Carlsen, filter event Olympiad, filter date 2025, filter result white, filter eco B20; filter clear znowu pokazuje wszystkie partie.
replay-filter-cleared = Filtr usunięty: lista pokazuje wszystkie partie.
replay-scan-usage = Wpisz scan i linię lub rząd, na przykład scan e lub scan 4.
replay-square-usage = Wpisz square i pole, na przykład square e4.
replay-index-progress = Indeksowanie pliku: znaleziono partii: { $games }, przeczytano { $percent } procent.
replay-index-done = Plik zaindeksowany: partie: { $games }.
replay-index-failed = Indeksowanie zatrzymało się po { $games } partiach: { $reason }.
replay-place-not-saved = Nie udało się zapamiętać miejsca w tym pliku: { $reason }.
replay-unknown-command = Nieznane polecenie: { $command }. Wpisz help.
replay-help = Polecenia: Enter lub n następne posunięcie; p poprzednie; start; end; go 12 lub go 12 black; var lub var 2 wejście w wariant; up wyjście; comment; where; info; list i more; filter player, event, date, result lub eco i wartość, filter clear; game 5; pieces, pieces white; scan e; scan 4; square e4; progress; help; quit.

## full screen
replay-tui-board = Szachownica (wielkie litery: białe)
replay-tui-moves = Posunięcia
replay-tui-log = Powiedziane
replay-tui-input = Polecenie (Enter: następne posunięcie, strzałki, Esc kończy)
check-no-game = Plik { $file } nie zawiera żadnej partii PGN (brak nagłówków, posunięć i wyniku); podaj plik PGN.
check-note-no-result = partia { $game }: po posunięciach nie ma wyniku (1-0, 0-1, 1/2-1/2 lub *); partia jest czytana jako niezakończona.
check-unclosed-variation = partia { $game }: wariant otwarty nawiasem ( nie jest zamknięty; plik może być uszkodzony.
check-result-mate = partia { $game }: wynik { $written } jest sprzeczny z pozycją: partia kończy się matem, więc wynik to { $board }.
check-result-stalemate = partia { $game }: wynik { $written } jest sprzeczny z pozycją: partia kończy się patem, więc wynik to { $board }.

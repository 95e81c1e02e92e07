# Błędy systemu operacyjnego, po jednym zdaniu na rodzaj; { $file } to ścieżka w podanej postaci.
io-not-found = Plik { $file } nie istnieje. Sprawdź nazwę i folder.
io-folder-not-found = Folder { $folder } nie istnieje. Sprawdź nazwę albo najpierw utwórz folder.
io-permission-denied = hektor nie ma dostępu do pliku { $file }. Sprawdź jego uprawnienia albo wybierz inny plik.
io-already-exists = Plik { $file } już istnieje i pozostaje bez zmian. Wybierz inną nazwę pliku.
io-is-a-directory = { $file } to folder, a nie plik. Podaj nazwę pliku.
io-not-regular = { $file } nie jest zwykłym plikiem ({ $kind ->
        [pipe] to potok
        [device] to urządzenie
        [socket] to gniazdo
       *[other] to plik specjalny
    }), więc hektor go nie otwiera. Podaj nazwę pliku.
io-other-draughts = { $file } wygląda na plik { $game ->
        [english] warcabów angielskich (checkers, 32 pola)
       *[italian] warcabów włoskich (32 pola)
    }, gry, w którą hektor nie gra: gra w szachy, warcaby międzynarodowe (100 pól) i warcaby rosyjskie (64 pola).
io-too-large = Plik { $file } jest większy niż { $megabytes } MB, czyli więcej, niż hektor tu czyta. Podaj mniejszy plik, na przykład jedną partię z niego.
io-storage-full = Dysk jest pełny, więc nie można zapisać { $file }. Zwolnij miejsce albo wybierz inny dysk.
io-read-only = { $file } leży na dysku, na którym nie można zapisywać. Wybierz inne miejsce.
io-invalid-data = Plik { $file } nie jest tekstem, który hektor potrafi odczytać. Zapisz go jako tekst w UTF-8 i spróbuj ponownie.
io-other = hektor nie może użyć pliku { $file }. Sprawdź plik, jego folder i dysk.
# Dlaczego FEN nie daje się odczytać albo nie jest legalną pozycją: części zdania.
fen-invalid = tekst nie jest pozycją w FEN
fen-invalid-board = ustawienie bierek, pierwsza część, nie składa się z ośmiu rzędów bierek i cyfr
fen-invalid-pocket = nie można odczytać bierek w ręce
fen-invalid-turn = strona na posunięciu, druga część, musi być w albo b
fen-invalid-castling = część o roszadzie, trzecia część, musi być kreską albo literami K, Q, k, q
fen-invalid-ep = część o biciu w przelocie, czwarta część, musi być kreską albo polem, na przykład e3
fen-invalid-remaining-checks = nie można odczytać liczby pozostałych szachów
fen-invalid-halfmove = licznik półruchów, piąta część, musi być liczbą
fen-invalid-fullmoves = numer posunięcia, szósta część, musi być liczbą od 1
position-empty-board = szachownica jest pusta
position-missing-king = brakuje króla
position-too-many-kings = jedna strona ma więcej niż jednego króla
position-pawns-on-backrank = pionek stoi na pierwszym albo ósmym rzędzie
position-invalid-castling = prawa do roszady nie pasują do królów i wież na szachownicy
position-invalid-ep = pole bicia w przelocie nie pasuje do pionków na szachownicy
position-opposite-check = strona, która nie ma posunięcia, jest szachowana
position-impossible-check = szach na szachownicy nie może powstać w partii
position-too-much-material = na szachownicy jest więcej bierek, niż może mieć partia
position-variant = pozycja nie jest legalna w tym wariancie
position-other = pozycja nie jest legalna
# export --output
export-exists = Plik { $file } już istnieje i pozostaje bez zmian; podaj --force, aby go zastąpić, albo wybierz inną nazwę pliku.
export-in-use = { $file } to plik partii, która właśnie toczy się w hektor; formularz partii nie zostanie tam zapisany. Wybierz inną nazwę pliku.
# Dlaczego sygnały dźwiękowe milczą (bez angielskiego komunikatu biblioteki).
sound-off-not-built = Ten hektor zbudowano bez dźwięku, więc sygnały dźwiękowe są wyłączone.
sound-off-switched-off = Sygnały dźwiękowe są wyłączone w ustawieniach (earcons = false).
sound-off-no-thread = Nie udało się uruchomić dźwięku, więc sygnały dźwiękowe są wyłączone. Może pomóc zamknięcie innych programów.
sound-off-no-default = Ten komputer nie ma wyjścia dźwięku, więc sygnały dźwiękowe są wyłączone.
sound-off-no-device = Nie ma urządzenia dźwiękowego { $device }, więc sygnały dźwiękowe są wyłączone. Sprawdź sound_device w ustawieniach.
sound-off-cannot-play = Urządzenie dźwiękowe { $device } nie może odtwarzać dźwięku, więc sygnały dźwiękowe są wyłączone. Sprawdź, czy nie zajmuje go inny program.
sound-off-format = Urządzenie dźwiękowe { $device } używa formatu dźwięku, którego hektor nie potrafi odtworzyć, więc sygnały dźwiękowe są wyłączone. Wybierz inne urządzenie w sound_device.
# Wyjście standardowe albo terminal zawodzi (zamknięty potok nie jest zgłaszany).
io-stdout = Nie można pisać na wyjście standardowe. Sprawdź dysk albo program, który czyta wyjście hektor.
io-terminal = hektor replay zatrzymał się: terminala nie da się odczytać ani do niego pisać. Sprawdź terminal albo programy połączone z hektor.

# Plik partii, którego nie można odczytać: co jest z nim nie tak, słowami.
journal-not-a-journal = { $file } nie jest plikiem partii hektor: jego pierwszy wiersz nie jest początkiem partii.
journal-damage-syntax = jego tekst jest zepsuty
journal-damage-data = zawiera wpis, którego ta wersja hektor nie zna
journal-damage-eof = urywa się
journal-empty = { $file } jest pusty: partia w nim nigdy się nie rozpoczęła.
journal-damage-illegal = jego ruch jest niedozwolony w tym miejscu
journal-damage-long = jest dłuższy niż każdy wpis, który zapisuje hektor
journal-damage-clock = jego odczyt zegara to więcej czasu, niż może dać partia
journal-left-out = { $count ->
    [one] { $count } wiersza
   *[other] { $count } wierszy
} pliku partii { $file } nie można użyć, więc je pominięto (wiersze { $lines }; pierwszy: { $reason }); wszystkie pozostałe wpisy są zachowane.
journal-left-out-one = Wiersza { $line } pliku partii { $file } nie można użyć ({ $reason }), więc został pominięty; wszystkie pozostałe wpisy są zachowane.
journal-salvaged-one = Wiersz { $line } pliku partii { $file } był uszkodzony; jego ruch { $san } odczytano z tego, co zostało.
journal-salvaged = W pliku partii { $file } uszkodzonych wierszy: { $count } (wiersze { $lines }); ich ruchy { $sans } odczytano z tego, co zostało.
journal-bad-start = Pozycja początkowa { $fen } pliku partii nie jest dozwoloną pozycją szachową: { $reason }.
journal-illegal-move = Półruch { $ply } pliku partii ({ $uci }) jest niedozwolony w pozycji przed nim; plik został zmieniony lub uszkodzony.

# Kontrola czasu (--time), której nie można użyć.
time-control-empty = kontrola czasu jest pusta
time-control-syntax = nie można odczytać kontroli czasu „{ $text }” przy „{ $part }”
time-control-zero = kontrola czasu „{ $text }” nie daje czasu w jednym z okresów
time-control-no-base = kontrola czasu „{ $text }” nie daje czasu przed pierwszym posunięciem; podaj najpierw minuty, na przykład 5+3
time-control-missing-moves = w kontroli czasu „{ $text }” tylko ostatni okres może nie mieć liczby posunięć
time-control-implausible = w kontroli czasu „{ $text }” { $part } to ani minuty (ponad 4 godziny), ani sekundy (mniej niż 10 minut)
time-control-moves-first = w kontroli czasu „{ $text }” „{ $part }” daje więcej posunięć niż minut: napisz najpierw posunięcia, jak w 40/90 (40 posunięć w 90 minut)
time-control-forms = hektor przyjmuje minuty (90+30), posunięcia w minutach (40/90+30,30+30), G/60, G/90;inc30, G/90;d5, G/90;b5 oraz sekundy od 600, tak jak zapisuje je PGN (40/5400+30:1800+30)
time-control-error = --time: { $error }.

# config.toml, którego nie można użyć.
config-syntax = Nie można odczytać pliku ustawień { $path } w wierszu { $line }: zapisz każde ustawienie jako klucz = wartość, tekst w cudzysłowie, na przykład lang = "pl".
config-not-text = Nie można odczytać pliku ustawień { $path } w wierszu { $line }: to nie jest tekst UTF-8 (litera w innym kodowaniu albo bajt zerowy). Zapisz plik jako tekst UTF-8.
config-bad-value = W pliku ustawień { $path } wartość { $key } nie jest taka, jaką przyjmuje hektor; podręcznik (manual.html) wymienia ustawienia i ich wartości.
config-bad-file = Plik ustawień { $path } zawiera wartość, której hektor nie przyjmuje; podręcznik (manual.html) wymienia ustawienia i ich wartości.
config-out-of-range = W pliku ustawień { $path } { $key } = { $value } wykracza poza zakres: podaj liczbę od { $min } do { $max }.
config-empty-command = W pliku ustawień { $path } speech_command jest puste: podaj program i jego argumenty, na przykład ["espeak-ng", "-v", "pl"].

# hektor export: dlaczego nie można zapisać blankietu ({ $file } to ścieżka w podanej postaci)
export-profile-unknown = Nie ma profilu brajlowskiego { $name }. Użyj jednego z profili { $known } albo ścieżki pliku profilu z końcówką .toml.
export-profile-malformed = Profil brajlowski { $profile } jest niepoprawny: { $reason }. Popraw plik albo skopiuj braille/ukaaf-2015.toml i zmień kopię.
export-profile-not-a-cell = W profilu brajlowskim { $profile } klucz { $key } zawiera znak { $character }, który nie jest komórką brajlowską. Pisz litery, cyfry, znaki interpunkcyjne BRF, punkty w nawiasach klamrowych, na przykład {"{"}356{"}"}, albo znaki Unicode Braille.
export-width-too-small = Szerokość wiersza { $width } jest za mała. Podaj --width { $min } lub więcej.
export-height-too-small = Wysokość strony { $height } jest za mała. Podaj --height { $min } lub więcej.
export-game-zero = Partie są liczone od 1. Podaj --game 1 lub więcej.
export-one-game = { $file } to zapisana partia, więc ten plik zawiera tylko jedną partię. Pomiń --game.
export-no-game = { $file }: plik nie zawiera żadnej partii PGN (nie jest też zapisaną partią programu hektor). Podaj plik PGN albo plik partii programu hektor.
export-no-such-game = { $count ->
    [one] Plik { $file } zawiera tylko jedną partię, więc nie ma partii { $wanted }. Pomiń --game albo podaj --game 1.
    [few] Plik { $file } zawiera { $count } partie, więc nie ma partii { $wanted }. Podaj --game od 1 do { $count }.
   *[many] Plik { $file } zawiera { $count } partii, więc nie ma partii { $wanted }. Podaj --game od 1 do { $count }.
}
export-variant = { $file }: partia { $game } to partia w wariancie { $variant }; hektor eksportuje tylko partie zwykłych szachów.
export-bad-start = { $file }: pozycja początkowa { $fen } partii { $game } nie jest dozwoloną pozycją szachową: { $reason }.
export-illegal-move = { $file }: partia { $game }, posunięcie { $number }: { $san } nie jest dozwolonym posunięciem w tej pozycji. Popraw posunięcie w pliku.
export-null-move = { $file }: partia { $game }, posunięcie { $number }: posunięcie puste ({ $san }) nie jest posunięciem na szachownicy, więc partii nie da się przenieść na blankiet.
export-read-failed = Nie można odczytać pliku { $file } do końca. Sprawdź plik i dysk.
export-journal-not-a-game = { $file } nie jest plikiem partii programu hektor: jego pierwszy wiersz nie jest początkiem partii.
export-replay-start = Pozycja początkowa { $fen } zapisanej partii nie jest dozwoloną pozycją szachową: { $reason }.
export-replay-illegal = Półruch { $ply } ({ $uci }) zapisanej partii nie jest dozwolony w zapisanej pozycji, więc partii nie da się wyeksportować.
export-pgn-for-draughts = { $file } zawiera partie warcabowe, a PGN służy do szachów. Podaj --format pdn dla pliku PDN albo brf, braille lub text dla blankietu.
export-pdn-for-chess = { $file } nie zawiera partii warcabowych, a PDN służy do warcabów. Podaj --format pgn dla partii szachowej albo brf, braille lub text dla blankietu.
export-draughts-game-type = { $file }: partia { $game } ma GameType { $gametype }; hektor eksportuje tylko warcaby 64-polowe (GameType 25) i warcaby 100-polowe (GameType 20).
export-draughts-unreadable = { $file }: partii { $game } nie da się odczytać jako PDN (wiersz { $line }). Popraw partię w pliku; hektor check { $file } powie, co jest źle.
export-other-formats = { $file } zawiera partie gry { $game }, której blankiet zapisuje się jako brf, braille albo text. Podaj --format text, brf lub braille.
export-game-unread = { $file }: partii { $game } nie da się odczytać: { $reason }. Popraw partię w pliku; hektor check { $file } powie, co jest źle.
export-other-no-game = { $file }: plik nie zawiera żadnej partii gry { $game }. Podaj plik z co najmniej jedną partią.
export-draughts-cut = { $file }: partia { $game } jest dłuższa, niż hektor czyta (1 MiB posunięć): eksport kończy się w wierszu { $line }, a wynik partii zapisano jako niedokończony (*).
export-draughts-bad-start = { $file }: pozycja początkowa { $fen } partii { $game } nie jest pozycją warcabową. Popraw znacznik FEN w pliku.
export-draughts-ambiguous = { $file }: partia { $game }, posunięcie { $number }: { $move } pasuje do więcej niż jednego bicia ({ $paths }). Zapisz w pliku bicie w całości, ze wszystkimi polami pośrednimi.
export-draughts-no-game = { $file }: plik nie zawiera żadnej partii warcabowej. Podaj plik PDN z co najmniej jedną partią.
export-onto-input = { $file } to eksportowany plik; zapisanie blankietu na nim usunęłoby jego partie. Podaj dla -o inną nazwę pliku.
export-unread-move = { $file }: { pgn-unread }. Popraw posunięcie w pliku; hektor check { $file } wskaże każde takie słowo.
export-left-out = Pominięto { $count ->
    [one] { $count } partię
    [few] { $count } partie
   *[other] { $count } partii
  }; wszystkie pozostałe partie zostały wyeksportowane.
# `export` (in a game, or -o) towards a file that holds a hektor game (another one, saved or being played).
export-game-file = { $path } zawiera partię zapisaną przez hektor: zapis partii by ją zastąpił. Wybierz inną nazwę pliku.
config-not-one-of = W pliku ustawień { $path } hektor nie przyjmuje { $key } = „{ $value }”: wpisz jedną z wartości: { $valid }.
config-duplicate-key = Plik ustawień { $path } ustawia { $key } dwa razy, drugi raz w wierszu { $line }: zostaw jeden z tych dwóch wierszy.
config-key-value = W pliku ustawień { $path }, wiersz { $line }: klawisz { $key } w [{ $table }] ma przypisane coś, co nie jest poleceniem. Wpisz nazwę polecenia w cudzysłowie, np. f2 = "time", albo "none", aby usunąć przypisanie.
config-key-name = W pliku ustawień { $path }, wiersz { $line }: { $key } w [{ $table }] to nie klawisz, który hektor może przypisać. Użyj f1–f12, esc, tab, strzałek (left, right, up, down), home, end, pageup, pagedown albo ctrl- lub alt- z literą lub cyfrą (ctrl-u).
# A game file not in UTF-8, read in the encoding guessed or given (check, replay, export)
file-read-as = Plik { $file } nie jest w UTF-8: jego tekst odczytano jako { $encoding }. Jeśli nazwiska wyglądają źle, podaj kodowanie przez --encoding NAZWA (windows-1251, koi8-r, ...).

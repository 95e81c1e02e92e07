# Partia (hektor play).
session-white = Białe
session-black = Czarne
session-new-game = Nowa partia: { $white } przeciw { $black }.
session-resumed = Partia wznowiona. { $last }
session-clock-running = Tempo gry { $control }; zegar białych chodzi.
session-clock-stopped-resume = Tempo gry { $control }; zegar pokazuje ostatni zapisany stan i jest zatrzymany: polecenie go uruchamia zegar.
session-no-clock = Bez zegara.
session-mode-assistant = Tryb asystenta: wpisuj posunięcia obu graczy tak, jak zostały wykonane.
session-mode-player = Grasz: { $side }.
session-turn = Posunięcie { $number }, ruch mają { $side }.
session-turn-pending = { $san } czeka na potwierdzenie.
session-help-hint = Wpisz posunięcie albo help.
session-empty-line = Pusty wiersz: nic nie czeka na potwierdzenie. Wpisz posunięcie albo help.
session-line-too-long = Ten wiersz ma { $count } znaków; posunięcie lub polecenie ma najwyżej { $max }. Wpisz posunięcie albo help.
session-not-text = Ten wiersz zawiera znaki, które nie są tekstem. Wpisz posunięcie albo help.
session-usage = Nie zrozumiano. Napisz tak: { $usage }
session-readback = { $side }: { $move }, zgadza się?
session-assistant-move = { $side }: { $move }
session-recorded = Zapisano.
session-withdrawn = Wycofano. Wpisz posunięcie ponownie.
session-declined = Anulowano; nic się nie zmieniło.
session-nothing-to-confirm = Nic nie czeka na potwierdzenie. Wpisz posunięcie albo help.
session-nothing-to-withdraw = Nie ma czego wycofać. Wpisz posunięcie albo help.
session-nothing-to-undo = Nie zapisano jeszcze żadnego posunięcia, więc nie można niczego cofnąć.
session-ask-undo = Cofnąć ostatnie posunięcie, { $number } { $san }, { $side }: { $move }? Tak czy nie.
session-undone = Cofnięto: { $number } { $san }, { $side }: { $move }
session-ask-end = { $result }? Tak czy nie.
session-game-over = Partia zakończona: { $result }.
session-offer-export = Partia jest zapisana. Aby zapisać blankiet, wpisz export brf PLIK albo export pgn PLIK; undo cofa ostatnie posunięcie; quit kończy.
session-draw-with-move = Propozycja remisu odnotowana: zostanie zapisana z posunięciem, gdy je potwierdzisz.
session-draw-no-move = Remis proponuje się po wykonaniu posunięcia; nie wykonano jeszcze żadnego.
session-draw-offered = { $side } proponują remis, zapisano przy { $san }.
session-claim-valid = Reklamacja jest zasadna.
session-claim-repetition-invalid = Reklamacja nie jest zasadna: ta pozycja była na szachownicy { $count } razy, potrzeba 3.
session-claim-fifty-invalid = Reklamacja nie jest zasadna: { $count } półruchów bez bicia lub ruchu pionem, potrzeba 100.
session-no-clock-to-adjust = Nie ma zegara do ustawienia: ta partia nie ma tempa gry.
session-adjusted = Zegar ustawiony.
session-clock-paused = Zegar zatrzymany. Polecenie go uruchamia go ponownie.
session-clock-started = Zegar chodzi: czas { $side }.
session-clock-is-stopped = Zegar jest zatrzymany.
session-quit-unconfirmed = { $san } nie zostało potwierdzone i nie jest zapisane.
session-time-warning = { $side }: zostało { $left }.
session-flag-fall = { $side }: chorągiewka opadła.
session-promotion-question = W jaką figurę zamienia się pion: hetman, wieża, goniec czy skoczek?
session-no-moves-yet = Nie wykonano jeszcze żadnego posunięcia.
session-last-move = Ostatnie posunięcie { $number } { $san }, { $side }: { $move }
session-nothing-to-repeat = Nic jeszcze nie powiedziano.
session-hours = { $n ->
    [one] { $n } godzina
    [few] { $n } godziny
   *[other] { $n } godzin
}
session-minutes = { $n ->
    [one] { $n } minuta
    [few] { $n } minuty
   *[other] { $n } minut
}
session-seconds = { $n ->
    [one] { $n } sekunda
    [few] { $n } sekundy
   *[other] { $n } sekund
}
session-time-no-clock = Bez zegara. Wykonane posunięcia: białe { $white }, czarne { $black }.
session-time-side = { $side }: { $time }, wykonane posunięcia: { $moves }
session-time-to-control = do kontroli czasu posunięć: { $moves }
session-result-white = 1-0, wygrywają białe
session-result-black = 0-1, wygrywają czarne
session-result-draw = Remis
session-result-ongoing = jeszcze bez wyniku
session-by-checkmate = przez mata
session-by-stalemate = przez pata
session-by-resignation = przez poddanie
session-by-time = na czas
session-by-agreement = za zgodą
session-by-repetition = przez powtórzenie pozycji
session-by-fifty = z przepisu pięćdziesięciu posunięć
session-by-material = bo żadna strona nie może dać mata
session-by-arbiter = decyzją sędziego
session-help-move = posunięcie w dowolnej notacji: zostaje ogłoszone, potem potwierdź je albo wycofaj
session-help-confirm = potwierdź (albo pusty wiersz) albo wycofaj ogłoszone posunięcie lub pytanie; „tak” i „nie” są rozumiane w każdym języku programu hektor
session-help-time = czas obu stron i liczba wykonanych posunięć
session-help-last = ostatnie zapisane posunięcie
session-help-repeat = powtórz ostatni komunikat
session-help-pieces = gdzie stoją bierki obu stron albo jednej
session-help-scan = co stoi na linii albo rzędzie
session-help-square = co stoi na polu
session-help-turn = kto ma ruch i numer posunięcia
session-help-undo = cofnij ostatnie zapisane posunięcie (z pytaniem)
session-help-draw = zapisz propozycję remisu przy ostatnim posunięciu; albo gracze uzgodnili remis
session-help-claim = reklamuj remis przez trzykrotne powtórzenie albo przepis pięćdziesięciu posunięć
session-help-resign = gracz się poddaje (bez koloru: ten, kto ma ruch)
session-help-result = wynik według decyzji sędziego
session-help-adjust = ustaw zegary ręcznie (decyzja sędziego)
session-help-pause = zatrzymaj zegar, uruchom go ponownie
session-help-export = zapisz blankiet (brf, pgn, braille, text) do pliku
session-help-quit = zakończ sesję; partia pozostaje zapisana i można ją wznowić
session-saved = Partia jest zapisana w { $path }.
session-journal-failed = Nie można zapisać pliku partii ({ $error }). Partia toczy się dalej w pamięci; zapisz ją poleceniem export pgn PLIK przed wyjściem.
session-export-done = Zapis partii zapisano w { $path }.
session-export-failed = Nie udało się zapisać zapisu partii w { $path }: { $error }. Partia jest bezpieczna w { $journal }.
session-resume-offer = Znaleziono niedokończoną partię: { $white } przeciw { $black }, posunięć: { $moves }, { $path }. Wznowić? Tak czy nie.
session-resume-declined = Zaczyna się nowa partia; niedokończona partia zostaje w { $path }.
session-resume-broken = Pliku partii { $path } nie można wznowić: { $error }
session-key-help-screen = pokaż lub ukryj tę pomoc
session-key-flip = obróć szachownicę
session-key-figurines = litery bierek albo figurki
session-key-clear = wyczyść wiersz wejścia, zamknij pomoc
session-piece-letters = K H W G S P
session-tui-board = Szachownica
session-tui-legend = wielkie litery: białe, małe litery: czarne
session-tui-clock = Zegar
session-tui-scoresheet = Blankiet
session-tui-log = Powiedziane
session-tui-input = Posunięcie lub polecenie, Enter wysyła
session-tui-pending = { $san } czeka: Enter lub y potwierdza, n wycofuje
session-tui-hint = F1 pomoc · F2 czas · F3 ostatnie posunięcie · F4 powtórz · Ctrl-Q wyjście
session-tui-help-title = Pomoc: klawisze, potem polecenia do wpisania (dowolny klawisz zamyka)
session-tui-to-move = ruch
session-tui-moves = posunięć: { $moves }

# Uzgadnianie w sesji (reconcile FILE, wprowadzanie szachownicy).
session-help-board = wprowadź, co stoi na szachownicy (do dwóch), wiersz po wierszu: white, Ke1, Nf3, remove e4; board done podaje całą szachownicę; board clear zapomina szachownice
session-help-reconcile = porównaj zapis tej partii z drugim blankietem w FILE i wprowadzonymi szachownicami; zapis się nie zmienia
session-board-start = Szachownica { $number }: podaj kolor, potem figury i pola, wiersz po wierszu. Posunięcia nie są przyjmowane do board done.
session-board-done = Szachownica { $number }: { $board }
session-board-nothing = nic nie wprowadzono
session-board-unusable = Taka szachownica nie może wystąpić w partii: { $error }. Wprowadzono: { $board } Popraw albo board clear.
session-board-line-error = Nie wprowadzono: { $error }. Podczas wprowadzania szachownicy wiersze to figury i pola, nie posunięcia; board done kończy wprowadzanie.
session-board-already = Szachownica { $number } jest wprowadzana; board done kończy, board clear ją zapomina.
session-board-full = Wprowadzono już dwie szachownice; board clear je zapomina.
session-board-not-entering = Żadna szachownica nie jest wprowadzana; board zaczyna wprowadzanie.
session-board-cleared = Wprowadzone szachownice zapomniane.
session-board-still-entering = Wprowadzana szachownica nie należy do tego raportu; board done ją kończy.
session-reconcile-unreadable = Nie można odczytać blankietu { $file } ({ $error }); sprawdź nazwę pliku.
session-reconcile-failed = Uzgodnienie niemożliwe: { $error }.
session-board-side = { $side }: podaj figury i ich pola.
session-board-no-side = Nie podano koloru
# Black after "against" in session-new-game and session-resume-offer (the case it takes there).
session-black-after-against = czarnym

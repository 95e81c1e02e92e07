# Partia (hektor play).
session-white = Białe
session-black = Czarne
session-white-in-sentence = białe
session-black-in-sentence = czarne
session-new-game = Nowa partia: { $players }.
session-resumed = Partia wznowiona. { $last }
session-clock-stopped-resume = Tempo gry: { $control }; zegar pokazuje ostatni zapisany stan i jest zatrzymany: uruchamia go potwierdzenie następnego posunięcia albo polecenie wznów.
session-no-clock = Bez zegara.
session-mode-assistant = Tryb asystenta: wpisuj posunięcia obu graczy tak, jak zostały wykonane.
session-mode-player = Grasz: { $side }.
session-turn = Posunięcie { $number }, ruch mają { $side }.
session-turn-pending = Posunięcie { $move } czeka na potwierdzenie.
session-help-hint = Wpisz posunięcie; pomoc wymienia polecenia.
session-empty-line = Pusty wiersz: nic nie czeka na potwierdzenie. Wpisz posunięcie; pomoc wymienia polecenia.
session-line-too-long = Ten wiersz ma { $count ->
    [one] { $count } znak
    [few] { $count } znaki
   *[other] { $count } znaków
}; posunięcie lub polecenie ma najwyżej { $max }. Wpisz posunięcie; pomoc wymienia polecenia.
session-not-text = Ten wiersz zawiera znaki, które nie są tekstem. Wpisz posunięcie; pomoc wymienia polecenia.
session-usage = Nie zrozumiano. Napisz tak: { $usage }
session-readback = { $side }: { $move }, zgadza się?
session-assistant-move = { $side }: { $move }
session-recorded = Zapisano.
session-withdrawn = Wycofano. Wpisz posunięcie ponownie.
# A move entered while another waited for yes or no: the one it replaces, in words.
session-move-replaced = Posunięcie { $move } jest wycofane, niezapisane.
# Before the announcement of a move read with a look-alike letter of the other alphabet or another less usual meaning.
session-read-unusually = Odczytano w nietypowy sposób: sprawdź posunięcie.
session-declined = Anulowano; nic się nie zmieniło.
session-nothing-to-confirm = Nic nie czeka na potwierdzenie. Wpisz posunięcie; pomoc wymienia polecenia.
session-nothing-to-withdraw = Nie ma czego wycofać. Wpisz posunięcie; pomoc wymienia polecenia.
session-nothing-to-undo = Nie zapisano jeszcze żadnego posunięcia, więc nie można niczego cofnąć.
session-ask-undo = Cofnąć ostatnie posunięcie, { $number }, { $side }: { $move }? Tak czy nie.
session-undone = Cofnięto: { $number }, { $side }: { $move }
session-ask-end = { $result }? Tak czy nie.
session-game-over = Partia zakończona: { $result }.
session-offer-export = Partia jest zapisana. Aby zapisać blankiet, wpisz eksport brf PLIK albo eksport pgn PLIK; cofnij cofa ostatnie posunięcie; koniec kończy grę.
session-offer-export-unsaved = Partia nie jest jeszcze zapisana: { $count ->
    [one] { $count } wpisu
   *[other] { $count } wpisów
} brak w pliku partii { $path }, którego nie można zapisać. Zwolnij miejsce na dysku; partia pozostaje otwarta, a koniec wtedy ją zapisze. Aby zapisać blankiet gdzie indziej, wpisz eksport brf PLIK albo eksport pgn PLIK; cofnij cofa ostatnie posunięcie.
# The end of a game of a registered game (its scoresheet is written as text or Braille).
session-offer-export-other = Partia jest zapisana. Aby zapisać blankiet, wpisz eksport brf PLIK albo eksport text PLIK; cofnij cofa ostatnie posunięcie; koniec kończy grę.
session-offer-unsaved = Partia nie jest jeszcze zapisana: { $count ->
    [one] { $count } wpisu
   *[other] { $count } wpisów
} brak w pliku partii { $path }, którego nie można zapisać. Zwolnij miejsce na dysku; partia pozostaje otwarta, a koniec wtedy ją zapisze; cofnij cofa ostatnie posunięcie.
session-draw-with-move = Propozycja remisu odnotowana: zostanie zapisana z posunięciem, gdy je potwierdzisz.
session-draw-no-move = Remis proponuje się po wykonaniu posunięcia; nie wykonano jeszcze żadnego.
session-draw-offered = { $side } proponują remis wraz z posunięciem { $move }.
session-claim-valid = Reklamacja jest zasadna.
session-claim-repetition-invalid = Reklamacja nie jest zasadna: ta pozycja była na szachownicy { $count ->
    [one] { $count } raz
   *[other] { $count } razy
}, potrzeba 3.
session-claim-fifty-invalid = Reklamacja nie jest zasadna: { $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[other] { $count } półruchów
} bez bicia lub ruchu pionem, potrzeba 100.
session-no-clock-to-adjust = Nie ma zegara do ustawienia: ta partia nie ma tempa gry.
session-adjusted = Zegar ustawiony.
session-adjust-too-much = Granica zegara w tej partii to { $most }: żadna partia nie daje więcej czasu. Zegary bez zmian.
session-clock-paused = Zegar zatrzymany. Polecenie wznów uruchamia go ponownie.
session-clock-started = Zegar chodzi: czas { $color ->
    [white] białych
   *[black] czarnych
}.
session-clock-is-stopped = Zegar jest zatrzymany.
session-quit-unconfirmed = Posunięcie { $move } nie zostało potwierdzone i nie jest zapisane.
session-time-warning-hours = { $side }: { $count ->
    [one] została
    [few] zostały
   *[other] zostało
} { $left }.
session-time-warning-minutes = { $side }: { $count ->
    [one] została
    [few] zostały
   *[other] zostało
} { $left }.
session-time-warning-seconds = { $side }: { $count ->
    [one] została
    [few] zostały
   *[other] zostało
} { $left }.
session-inside-warning = Czas każdej strony jest już w granicach czasu ostrzeżenia ({ $warning }): hektor ostrzeże za każdym razem, gdy zmniejszy się o połowę.
session-flag-fall = { $side }: chorągiewka opadła.
session-promotion-question = W jaką figurę zamienia się pion: hetman, wieża, goniec czy skoczek?
session-no-moves-yet = Nie wykonano jeszcze żadnego posunięcia.
session-last-move = Ostatnie posunięcie { $number }, { $side }: { $move }
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
# The same units as the object of a verb ("додано 1 годину", "dodano 1 minutę"): the accusative.
session-hours-accusative = { $n ->
    [one] { $n } godzinę
    [few] { $n } godziny
   *[other] { $n } godzin
}
session-minutes-accusative = { $n ->
    [one] { $n } minutę
    [few] { $n } minuty
   *[other] { $n } minut
}
session-seconds-accusative = { $n ->
    [one] { $n } sekundę
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
session-by-resignation = { $color ->
    [white] białe się poddały
   *[black] czarne się poddały
}
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
session-help-undo = cofnij ostatnie zapisane posunięcie albo tylko błędny wynik (z pytaniem)
session-help-leave = opuść tryb turniejowy przed wynikiem (z PIN-em sędziego, jeśli go ustawiono)
session-help-draw = zapisz propozycję remisu przy ostatnim posunięciu; albo gracze uzgodnili remis
session-help-claim = reklamuj remis przez trzykrotne powtórzenie albo przepis pięćdziesięciu posunięć
session-help-resign = gracz się poddaje (bez koloru: ty, w trybie gracza)
session-resign-who = Kto się poddaje? Wpisz poddaję się białe albo poddaję się czarne.
session-help-result = wynik według decyzji sędziego
session-help-adjust = ustaw zegary ręcznie (decyzja sędziego)
session-help-pause = zatrzymaj zegar
session-help-go = uruchom zegar ponownie
session-help-export = zapisz blankiet (brf, pgn, braille, text) do pliku
session-help-quit = zakończ sesję; partia pozostaje zapisana i można ją wznowić
session-saved = Partia jest zapisana w { $path }.
session-journal-failed = { $error } Partia toczy się dalej w pamięci; zapisz ją poleceniem eksport pgn PLIK przed wyjściem.
session-export-done = Zapis partii zapisano w { $path }.
session-export-failed = Formularz partii nie został zapisany w { $path }: { $error } Partia jest bezpieczna w { $journal }.
session-export-failed-unsaved = Formularz partii nie został zapisany w { $path }: { $error } Partia też nie jest zapisana: { $count ->
    [one] { $count } wpisu
   *[other] { $count } wpisów
} brak w pliku partii { $journal }, którego nie można zapisać. Zwolnij miejsce na dysku albo wybierz plik na innym dysku; partia pozostaje otwarta.
# The formats of a registered game's scoresheet, said when another is asked for.
session-export-other-formats = W tej grze blankiet zapisuje się jako brf, braille albo text, na przykład eksport text PLIK.
session-resume-offer = Znaleziono niedokończoną partię: { $players }, posunięć: { $moves }, { $path }. Wznowić? Tak czy nie.
session-resume-declined = Zaczyna się nowa partia; niedokończona partia zostaje w { $path }.
session-resume-declined-unmarked = Zaczyna się nowa partia; niedokończona partia zostaje w { $path }, ale nie udało się oznaczyć jej jako odłożonej ({ $error }), więc zostanie zaproponowana następnym razem.
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
session-tui-pending = { $san } czeka: Enter lub t potwierdza, n wycofuje
session-tui-hint = F1 pomoc · F2 czas · F3 ostatnie posunięcie · F4 powtórz · Ctrl-Q wyjście
session-tui-to-move = ruch
session-tui-moves = posunięć: { $moves }

# Uzgadnianie w sesji (reconcile PLIK, wprowadzanie szachownicy).
session-help-board = wprowadź, co stoi na szachownicy (do dwóch), wiersz po wierszu: białe, Ke1, skoczek f3, puste e4; szachownica niewidomy albo szachownica widzący mówi, czyja to szachownica; szachownica gotowe podaje całą szachownicę; szachownica wyczyść zapomina szachownice
session-help-reconcile = porównaj zapis tej partii z drugim blankietem w PLIK (z pliku z kilkoma partiami partię N: porównaj PLIK partia N) i wprowadzonymi szachownicami; zapis się nie zmienia
session-board-start = Szachownica { $number }: podaj kolor, potem figury i pola, wiersz po wierszu. Posunięcia nie są przyjmowane do polecenia szachownica gotowe.
session-board-done = Szachownica { $number }: { $board }
session-board-nothing = nic nie wprowadzono.
session-board-unusable = Taka szachownica nie może wystąpić w partii: { $error }. Wprowadzono: { $board } Popraw albo wpisz szachownica wyczyść.
session-board-line-error = Nie wprowadzono: { $error }. Podczas wprowadzania szachownicy wiersze to figury i pola, nie posunięcia; szachownica gotowe kończy wprowadzanie.
session-board-already = Szachownica { $number } jest wprowadzana; szachownica gotowe kończy, szachownica wyczyść ją zapomina.
session-board-full = Wprowadzono już dwie szachownice; szachownica wyczyść je zapomina.
session-board-not-entering = Żadna szachownica nie jest wprowadzana; polecenie szachownica zaczyna wprowadzanie.
session-board-cleared = Wprowadzone szachownice zapomniane.
session-board-still-entering = Wprowadzana szachownica nie należy do tego raportu; szachownica gotowe ją kończy.
session-board-side = { $side }: podaj figury i ich pola.
session-board-no-side = Nie podano koloru

# Pasuje kilka posunięć (issue 11), reklamacje remisu (FIDE 9.2, 9.5).
session-choice-number = { $number } — { $choice }
session-choice-hint = Odpowiedz { $by ->
        [both] polem, jego kolumną lub linią
        [file] polem lub jego kolumną
        [rank] polem lub jego linią
        [path] całą drogą bicia
       *[square] polem
    }{ $numbers }.
session-choice-numbers = { " " }albo numerem: { $numbers }
session-choice-unclear = „{ $answer }” nie wybiera żadnego z nich.
session-choice-several = „{ $answer }” może oznaczać { $choices }.
session-not-an-answer = „{ $answer }” to nie odpowiedź: odpowiedz { $yes } albo { $no }.
session-claim-penalty = Niezasadna reklamacja może kosztować dwie minuty: sędzia może dodać je do czasu przeciwnika (FIDE 9.5); polecenie ustaw nastawia zegary.
session-claim-move-to-play = Teraz trzeba wykonać posunięcie { $move } (FIDE 9.2).
session-claim-move-must-be-played = Po reklamacji remisu trzeba wykonać posunięcie { $move } (FIDE 9.2): potwierdź je odpowiedzią tak. Zmienić to może tylko sędzia, poleceniem cofnij po zapisaniu posunięcia.

# Czas słowami, remis w pełni (issue 11 p. 17, issue 12 p. 7).
session-time-control = Tempo gry: { $control }.
session-time-added = { $side }: dodano { $added } na następny okres.
session-help-own-time = tylko twój czas i twoje posunięcia do kontroli czasu
session-draw-because = Remis, bo { $reason ->
    [time-white] białym opadła chorągiewka, a czarne nie mogą dać mata
    [time-black] czarnym opadła chorągiewka, a białe nie mogą dać mata
    [stalemate-white] białe mają pata: nie mają ruchu, a król nie jest szachowany
    [stalemate-black] czarne mają pata: nie mają ruchu, a król nie jest szachowany
    [repetition] ta sama pozycja stała na szachownicy trzy razy
    [fivefold] ta sama pozycja stała na szachownicy pięć razy
    [fifty] każda strona wykonała pięćdziesiąt posunięć bez bicia i bez ruchu pionem
    [seventy-five] każda strona wykonała siedemdziesiąt pięć posunięć bez bicia i bez ruchu pionem
   *[material] żadna strona nie może dać mata
}

# Klawisze trybu pełnoekranowego (issue 11 p. 12, 13).
session-key-help-opened = Pomoc otwarta: strzałki, PgUp, PgDn, Home i End ją przewijają; Esc lub F1 ją zamyka.
session-key-help-closed = Pomoc zamknięta.
session-key-help-keys = Pomoc jest otwarta: strzałki, PgUp i PgDn ją przewijają; Esc lub F1 ją zamyka.
session-key-help-position = Pomoc, wiersze od { $first } do { $last } z { $rows }.
session-key-log-position = Powiedziane, wiersze od { $first } do { $last } z { $rows }; End pokazuje najnowsze.
session-key-flipped = Szachownica obrócona: na dole { $bottom ->
    [black] czarne
   *[white] białe
}.
session-key-pieces-shown = Szachownica pokazuje { $shown ->
    [figurines] figurki
   *[letters] litery bierek
}.
session-key-input-empty = Wiersz wpisywania jest pusty.
session-key-input-cleared = Wiersz wpisywania wyczyszczony.
session-key-input-full = Wiersz wpisywania jest pełny: posunięcie lub polecenie ma najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
   *[other] { $max } znaków
}.
session-key-no-action = Klawisz { $key } nic nie robi; F1 pokazuje klawisze.
session-help-keys-heading = Klawisze trybu pełnoekranowego:
session-key-fixed-keys = Enter: wyślij wiersz; Backspace: usuń znak; strzałki w górę i w dół, PgUp, PgDn, Home, End: przewijaj dziennik (tu: tę pomoc)
session-tui-log-scrolled = Powiedziane, wiersze od { $first } do { $last } z { $rows } (End: najnowsze)
session-tui-help-scroll = Pomoc, wiersze od { $first } do { $last } z { $rows }: strzałki, PgUp, PgDn przewijają, Esc lub F1 zamyka

# Bezpieczeństwo pliku partii (wznowienie, cofnięcie wyniku, eksport, pełny dysk).
session-reading-age-running = Zegary pokazują ostatni zapisany odczyt (od tego czasu minęło: { $age }); czasu do namysłu po nim, najwyżej { $most }, nie zapisano.
session-reading-age-stopped = Zegary pokazują stan z chwili zatrzymania (od tego czasu minęło: { $age }).
session-ask-undo-with-result = Partia zakończona: { $result }. Cofnąć wynik i ostatnie posunięcie, { $number }, { $side }: { $move }? Tak czy nie. Aby cofnąć tylko wynik, odpowiedz nie i wpisz cofnij wynik.
session-no-result-to-withdraw = Partia nie ma wyniku, który można cofnąć.
session-result-from-position = Wynik, { $result }, wynika z pozycji na szachownicy; cofnij cofa ostatnie posunięcie.
session-ask-withdraw-result = Cofnąć wynik, { $result }? Posunięcia zostają. Tak czy nie.
session-result-withdrawn = Wynik cofnięty, partia toczy się dalej.
session-clock-starts-with-move = Zegar jest zatrzymany: uruchamia go potwierdzenie następnego posunięcia albo polecenie wznów.
session-export-own-file = { $path } to plik tej partii: zapis partii zniszczyłby grę. Wybierz inną nazwę pliku.
session-ask-overwrite = { $path } już istnieje. Zastąpić go zapisem partii? Tak czy nie.
session-journal-caught-up = Plik partii znów można zapisywać: { $count ->
    [one] { $count } oczekujący wpis został zapisany
    [few] { $count } oczekujące wpisy zostały zapisane
   *[other] { $count } oczekujących wpisów zostało zapisanych
}, nic nie zginęło.
session-quit-unsaved = { $count ->
    [one] { $count } wpisu
   *[other] { $count } wpisów
} tej partii brak w pliku partii { $path }, którego nie można zapisać. Zwolnij miejsce na dysku albo zapisz partię gdzie indziej poleceniem eksport pgn PLIK; kolejne polecenie koniec kończy sesję i wpisy przepadną.
session-not-saved = W pliku partii { $path } brakuje { $count ->
    [one] ostatniego wpisu
   *[other] ostatnich { $count } wpisów
}: nie udało się ich zapisać.
session-resume-no-answer = Brak odpowiedzi, więc nic się nie zmieniło: niedokończona partia w { $path } zostanie zaproponowana następnym razem.
session-resume-new-game-options = { $options }: { $count ->
    [one] ta opcja dotyczy
   *[other] te opcje dotyczą
} tylko nowej partii; wznowiona partia toczy się dalej z własną pozycją i własnymi ustawieniami.
session-resume-unread-settings = Pierwszy wiersz pliku partii ma { $count ->
    [one] ustawienie, którego
   *[other] ustawienia, których
} hektor nie umie odczytać: { $settings }. { $count ->
    [one] Dostaje ono
   *[other] Dostają one
} wartość domyślną; wszystko inne jest takie, jak zapisano.
session-file-in-use = Plik partii { $path } jest otwarty w innej sesji hektor; dwie sesje zapisujące jedną partię uszkodziłyby ją. Najpierw zakończ tamtą sesję.
session-resume-damaged-kept = Nic się nie zmieniło: { $path } zostaje bez zmian.
session-move-in-memory = Ten ruch jest na razie tylko w pamięci i nie został jeszcze zapisany: nie da się zapisać pliku partii ({ $count ->
    [one] czeka 1 wpis
    [few] czekają { $count } wpisy
   *[other] czeka { $count } wpisów
}). Zwolnij miejsce na dysku; hektor zapisze go, gdy tylko będzie to możliwe.
session-resume-empty = { $path } jest pusty: hektor zatrzymano, zanim zapisano początek partii, więc nie ma czego kontynuować. W tym pliku zaczyna się nowa partia.
session-resume-damaged = { $left } Kontynuować bez pominiętych wpisów? Kopia pliku w obecnej postaci pozostanie obok. Tak czy nie.
session-resume-torn-move = { journal-torn-move } Wpisz je ponownie, jeśli zostało wykonane.
session-resume-backup = Kopia pliku partii w poprzedniej postaci jest w { $backup }.
session-flag-fallen-adjust = Chorągiewka opadła, więc zegar nie może chodzić: ustaw czas poleceniem ustaw, na przykład ustaw białe 5:00.
session-create-failed = { $error } Nie można utworzyć pliku partii { $path }, więc partii nie da się zapisać. Wybierz inne miejsce przez --save PLIK.

session-replay-only = Przekątne to pomoc analityczna: hektor odczytuje je przy przeglądaniu partii, a nie w trakcie gry (Przepisy FIDE, artykuł 11.3).

# Black after "against" in session-new-game and session-resume-offer (the case it takes there).
session-black-after-against = czarnym
# Both players in session-new-game and session-resume-offer; $named is yes when Black has a person's name (not a colour word).
session-players = { $named ->
    [yes] białe — { $white }, czarne — { $black }
   *[other] { $white } przeciw { $black }
}
session-save-exists = --save: { $path } już istnieje; kontynuuj tę partię przez --resume { $path } albo wybierz inną nazwę pliku.
session-save-exists-other = --save: { $path } już istnieje i nie jest plikiem partii hektor; pozostaje bez zmian. Wybierz inną nazwę pliku.

session-board-owner = { $player ->
    [blind] To szachownica zawodnika niewidomego.
   *[sighted] To szachownica zawodnika widzącego.
  }
session-reconcile-game-hint = Dla innej partii z { $file }: porównaj { $file } partia N, gdzie N od 1 do { $count }.
session-help-help = lista poleceń: co wpisać i co robi każde z nich

# A saved game's last line, cut off by a crash (resume, export, reconcile)
journal-torn-move = Ostatni wpis, urwany przy zatrzymaniu programu hektor, został pominięty: posunięcie { $san }.
journal-torn = Ostatni wpis, urwany przy zatrzymaniu programu hektor, został pominięty: { $text }

session-chess-only = { $game ->
    [other] W tej grze to nie działa.
   *[draughts] To działa tylko w szachach, nie w warcabach.
}
session-claim-not-in-draughts = W warcabach nie zgłasza się remisu: hektor sam liczy ruchy według zasad remisu i powie, kiedy remis nastąpi.
session-claim-move-unclear = „{ $input }” pasuje do kilku ruchów: zgłoś remis z całym ruchem albo bez ruchu.
session-draughts-letters = P D
session-tui-draughts-legend = wielkie litery: białe, małe litery: czarne; p: pionek, d: damka
session-piece-not-in-game = W tej grze nie ma takiej bierki.
session-not-on-board = Na tej planszy nie ma takiego pola.
session-export-draughts-formats = W warcabach blankiet zapisuje się jako pdn, brf, braille albo text, na przykład eksport pdn PLIK.
session-resume-not-answer = „{ $line }” to nie odpowiedź. Wznowić niedokończoną partię z { $path }? Tak — wznowić ją, nie — zacząć nową partię.
session-question-dropped = { $kind ->
    [undo] Pytanie zostało bez odpowiedzi, więc ostatnie posunięcie nie zostało cofnięte.
    [leave] Pytanie zostało bez odpowiedzi, więc tryb turniejowy trwa.
    [end] Pytanie zostało bez odpowiedzi, więc wynik nie został zapisany; partia toczy się dalej.
    [result] Pytanie zostało bez odpowiedzi, więc wynik pozostaje.
   *[export] Pytanie zostało bez odpowiedzi, więc nic nie zostało wyeksportowane do { $path }.
}
session-replay-command = To polecenie należy do przeglądania partii (hektor replay PLIK), a nie do gry. Wpisz pomoc, aby usłyszeć polecenia.
session-reconcile-only-game-hint = Aby porównać z tą partią, wpisz: porównaj { $file }.
session-screen-failed = Nie udało się użyć pełnego ekranu; uruchom ponownie z hektor play --plain.
session-export-chess-formats = W szachach formularz partii zapisuje się jako pgn, brf, braille albo text, na przykład eksport pgn PLIK.
session-warn-not-minutes = --warn: „{ $part }” to nie jest liczba minut; napisz na przykład --warn 10,5,1.
session-tui-hint-custom = { $key } pokazuje obowiązujące klawisze (config.toml [keys])

# The placeholders and words of a command's usage ("export brf FILE", "resign [white|black]").
usage-file = PLIK
usage-move = RUCH
usage-value = WARTOŚĆ
usage-reason = powód
usage-white = białe
usage-black = czarne
usage-men = pionki
usage-kings = damki
usage-blind = niewidomy
usage-sighted = widzący
# A command's usage in the help and the other names it is typed by.
usage-aliases = { $usage }, także { $names }

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
session-words-time = czas, ile czasu
session-words-own-time = mój czas
session-words-last = ostatni ruch, ostatni
session-words-repeat = powtórz
session-words-pieces = figury, bierki
session-words-scan = przegląd
session-words-square = pole
session-words-turn = kolej, czyj ruch, kto ma ruch, czyja kolej
session-words-undo = cofnij
session-words-leave = opuść tryb turniejowy
session-words-draw = remis
session-words-claim = reklamuję
session-words-resign = poddaję się, poddaję
session-words-result = wynik
session-words-adjust = ustaw
session-words-pause = pauza, stop
session-words-go = wznów, dalej
session-words-export = eksport, zapisz
session-words-board = szachownica
session-words-reconcile = porównaj
session-words-quit = koniec, wyjdź, wyjście
session-words-help = pomoc

# The words that name a side or a kind of piece where a command takes one (pieces white,
# pieces knights, resign black, adjust white 10:00), read in every language at once, in
# lower case, separated by commas: singular and plural, and the letters that are no
# other word (a king of draughts is a king).
words-white = białe
words-black = czarne
words-king = król, damka, damki
words-queen = hetman, hetmany
words-rook = wieża, wieże
words-bishop = goniec, gońce, gońca
words-knight = skoczek, skoczki
words-pawn = pion, piony
words-man = pionek, pionki
# The words a command takes after its name, read in every language at once, the first
# one named by the help: undo result, draw agreed, claim repetition|fifty, szachownica gotowe,
# szachownica wyczyść (and filtr wyczyść), reconcile FILE game N.
words-result = wynik
words-agreed = uzgodniony, zgoda, za zgodą, uzgodniona
# After a side (white, black): the side resigns (`black resigns`), as a whole line.
words-resigns = się poddają, poddają się, się poddały, poddały się, się poddaje, poddaje się, się poddał, poddał się
# The word for a square said before it (`Feld e4`): with a square after it, the line asks what stands there.
words-field = pole
words-repetition = powtórzenie
words-fifty = pięćdziesiąt, 50
words-done = gotowe
words-clear = wyczyść
words-game = partia
# The reasons a result may be given with (result 1-0 resigns), read in every language at
# once (besides words-agreed, words-repetition and words-fifty); other text is kept as
# written.
words-reason-resignation = poddanie, poddał się
words-reason-time = czas, przekroczenie czasu
words-reason-agreement = porozumienie
words-reason-checkmate = mat
words-reason-stalemate = pat
words-reason-material = materiał, niewystarczający materiał
words-reason-arbiter = sędzia, decyzja sędziego

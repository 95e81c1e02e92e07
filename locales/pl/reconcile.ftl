# hektor reconcile: dwa blankiety, dwie szachownice (Przepisy FIDE, załącznik D.2.9).
reconcile-piece-king = król
reconcile-piece-queen = hetman
reconcile-piece-rook = wieża
reconcile-piece-bishop = goniec
reconcile-piece-knight = skoczek
reconcile-piece-pawn = pion
reconcile-agree = Blankiety są zgodne: { $plies ->
    [one] { $plies } półruch
    [few] { $plies } półruchy
   *[other] { $plies } półruchów
}.
reconcile-diverge = Blankiety są zgodne przez { $plies ->
    [one] { $plies } półruch
    [few] { $plies } półruchy
   *[other] { $plies } półruchów
} i pierwszy raz różnią się w posunięciu { $number }, { $side }: blankiet 1 ma { $first }, blankiet 2 ma { $second }.
reconcile-return-final = Poprawna jest pozycja po ostatnim zapisanym posunięciu: posunięcie { $number }, ruch mają { $side }.
reconcile-return-agreed = Wraz z sędzią zawodnicy ustawiają na swoich szachownicach ostatnią pozycję, w której blankiety są zgodne: posunięcie { $number }, ruch mają { $side }. Ten raport nie zmienia żadnego zapisu.
reconcile-clock = Czas zapisany w blankiecie { $sheet } w tym miejscu: białe { $white }, czarne { $black }.
reconcile-note-gap-filled = Blankiet { $sheet } nie ma zapisu posunięcia { $number }, { $side }; lukę wypełnia posunięcie z blankietu { $other }: { $move }.
reconcile-note-unreadable = Blankiet { $sheet }, posunięcie { $number }, { $side }: „{ $entry }” jest nieczytelne; traktowane jako niezapisane.
reconcile-note-illegal = Blankiet { $sheet }, posunięcie { $number }, { $side }: { $entry } nie jest przepisowym posunięciem w tej pozycji.
reconcile-note-ambiguous = Blankiet { $sheet }, posunięcie { $number }, { $side }: { $entry } pasuje do kilku posunięć.
reconcile-note-sheet-ends = Blankiet { $sheet } kończy się po { $plies ->
    [one] { $plies } półruchu
   *[other] { $plies } półruchach
}: jest niepełny, a nie inny.
reconcile-note-inferred = Żaden blankiet nie ma posunięcia { $number }, { $side }; tylko { $move } pasuje do dalszych posunięć.
reconcile-note-record-stops = Żaden blankiet nie podaje użytecznego posunięcia { $number }, { $side }; zapis kończy się przed nim.
reconcile-board-correct = Szachownica { $index } jest poprawna.
reconcile-board-shows-sheet = Szachownica { $index } pokazuje pozycję z blankietu { $sheet } po posunięciu { $number }, { $side }.
reconcile-board-corrections = Szachownica { $index } wymaga { $count ->
    [one] jednej poprawki
   *[other] { $count } poprawek
  }:
reconcile-fix-move = { $side }: { $piece } z pola { $from } na pole { $to }.
reconcile-fix-remove = { $side }: zdjąć { $role ->
    [draughts-man] pionka
    [draughts-king] damkę
    [king] króla
    [queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
   *[pawn] piona
} z pola { $from }.
reconcile-fix-place = { $side }: postawić { $role ->
    [draughts-man] pionka
    [draughts-king] damkę
    [king] króla
    [queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
   *[pawn] piona
} na pole { $to }.
reconcile-explanation = Wyjaśnienie: w posunięciu { $number }, { $side }, blankiety zapisują { $recorded }, a na tej szachownicy wykonano { $executed }.
reconcile-explanation-sheet = Wyjaśnienie: w posunięciu { $number }, { $side }, blankiet { $sheet } zapisuje { $recorded }, a na tej szachownicy wykonano { $executed }.
reconcile-no-explanation = Żadne pojedyncze źle wykonane posunięcie nie wyjaśnia pozycji na szachownicy { $index }.
reconcile-board-side = { $side }: { $pieces }.
reconcile-entry-cleared = { $square }: puste.
reconcile-game-read = Blankiet { $sheet } to partia { $game } z { $games } w swoim pliku: białe { $white }, czarne { $black }.
reconcile-clocks-adjust = Sędzia koryguje wskazania zegara do tej pozycji.
reconcile-board-shows-neither = Szachownica { $index } nie pokazuje pozycji z żadnego blankietu.
reconcile-restore-record = { $player ->
    [blind] Niewidomy zawodnik
    [sighted] Widzący zawodnik
   *[other] Zawodnik przy szachownicy { $index }
  } przywraca na szachownicy { $index } pozycję zapisaną w blankietach.
reconcile-restore-agreed = { $player ->
    [blind] Niewidomy zawodnik
    [sighted] Widzący zawodnik
   *[other] Zawodnik przy szachownicy { $index }
  } razem z sędzią przywraca na szachownicy { $index } pozycję, w której blankiety są zgodne.
reconcile-take-back = Cofnąć { $count ->
    [one] jedno posunięcie
    [few] { $count } posunięcia
    [many] { $count } posunięć
   *[other] { $count } posunięcia
  }, od ostatniego:
reconcile-take-back-move = Posunięcie { $number }, { $side }: cofnąć { $move }.
reconcile-note-choice = Posunięcie { $number }, { $side }: blankiety mają { $written }, co pasuje do { $count ->
    [one] { $count } posunięcia
   *[other] { $count } posunięć
  } ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-gap = Żaden blankiet nie ma posunięcia { $number }, { $side }, a do dalszych posunięć { $count ->
    [one] pasuje { $count } posunięcie
    [few] pasują { $count } posunięcia
   *[other] pasuje { $count } posunięć
  } ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-by = { $by ->
    [later-moves] dalsze posunięcia pokazują, że to { $chosen }.
    [boards] szachownice pokazują { $chosen }.
   *[other] nic nie wskazuje które, więc raport przyjmuje { $chosen }: proszę zapytać zawodników.
  }
reconcile-needs-two-sheets = hektor reconcile potrzebuje dokładnie dwóch formularzy (--sheet PLIK --sheet PLIK); podano: { $count }.
reconcile-too-many-boards = hektor reconcile porównuje najwyżej dwie szachownice; podano pozycji --board: { $count }.
reconcile-game-count = --game podaje się raz (dla obu formularzy) albo dwa razy (formularz 1, potem formularz 2); podano: { $count }.

# Blankiety i szachownice, których nie można użyć (hektor reconcile i reconcile w sesji).
reconcile-list-example = białe Ke1 e4; czarne Ke8
reconcile-list-unknown-word = „{ $word }” nie jest ani stroną, ani figurą, ani polem; napisz na przykład „{ $example }”, a przed polem, które zostało puste, jedno z tych słów: { $empty }
reconcile-list-no-side = najpierw podaj, czyje to figury („{ $white }” albo „{ $black }”), przed „{ $word }”
reconcile-list-no-square = po „{ $piece }” na końcu brak pola; dodaj je, na przykład „{ $piece } e4”
reconcile-list-occupied = na { $square } podano dwie figury; podaj każde pole tylko raz
reconcile-list-empty = lista figur jest pusta; napisz na przykład „{ $example }”
reconcile-board-fen = nie można odczytać ustawienia FEN „{ $placement }”: { $reason }
reconcile-board-impossible = niemożliwa pozycja: { $problem }
reconcile-board-pawn-edge = { $color ->
    [white] biały
   *[black] czarny
  } pion stoi na { $square }; piony nigdy nie stoją w pierwszym ani w ostatnim rzędzie
reconcile-board-kings = { $color ->
    [white] białe
   *[black] czarne
  } { $count ->
    [0] nie mają króla
    [one] mają { $count } króla
    [few] mają { $count } króle
   *[other] mają { $count } królów
  }; każda strona ma dokładnie jednego
reconcile-board-pawns = { $color ->
    [white] białe
   *[black] czarne
  } mają { $count ->
    [one] { $count } piona
    [few] { $count } piony
   *[other] { $count } pionów
  }; strona ma najwyżej 8
reconcile-board-pieces = { $color ->
    [white] białe
   *[black] czarne
  } mają { $count ->
    [one] { $count } bierkę
    [few] { $count } bierki
   *[other] { $count } bierek
  }; strona ma najwyżej 16
reconcile-board-error = Szachownica { $index }: { $error }.
reconcile-boards-not-in-game = szachownice porównuje się tylko w szachach i warcabach; pomiń --board
reconcile-sheet-error = Blankiet { $sheet } ({ $path }): { $error }
reconcile-no-such-game = Plik zawiera { $count ->
    [one] { $count } partię
    [few] { $count } partie
   *[other] { $count } partii
  }, więc partii { $wanted } nie ma.
reconcile-sheet-too-long = Półruchów w tej partii: { $moves }; porównanie blankietów obejmuje najwyżej { $most }. Podaj blankiety partii rozegranej przy szachownicy.
reconcile-game-hint = Podaj --game z liczbą od 1 do { $count }.
reconcile-empty-sheet = Blankiet { $sheet } nie zawiera posunięć; podaj dwa blankiety z posunięciami partii.
reconcile-unknown-language = Blankiet { $sheet } jest zapisany w notacji lub języku, których hektor nie czyta („{ $entry }” nie jest posunięciem); zapisz go w notacji algebraicznej z angielskimi, niemieckimi, ukraińskimi, rosyjskimi lub polskimi literami figur.
reconcile-start-illegal = Pozycja początkowa pliku partii nie jest dozwoloną pozycją szachową: { $reason }.
reconcile-piece-draughts-man = pionek
reconcile-piece-draughts-king = damka
reconcile-draughts-board-word = „{ $word }” nie jest ani stroną, ani polem, ani zakresem pól; napisz na przykład „białe 31-50; czarne 1-20” albo „białe Kc3 e3; czarne d6” lub PDN FEN w rodzaju „W:W31-50:B1-20”
reconcile-draughts-board-no-side = najpierw podaj, czyje to pionki („białe” albo „czarne”), przed „{ $word }”
reconcile-draughts-board-fen = nie można odczytać PDN FEN; napisz go jak „W:W31-50:B1-20” (czyj ruch, potem pola białych i czarnych, damki z K)
reconcile-draughts-board-square = na polu { $square } ten pionek nie może stać (pole podano dwa razy albo pionek stoi w rzędzie promocji); podaj każde pole tylko raz
reconcile-draughts-board-empty = nie podano żadnego pionka; napisz na przykład „białe 31-50; czarne 1-20”
reconcile-pdn-unreadable = Partii { $game } (od wiersza { $number }) nie można odczytać jako PDN; sprawdź tam tagi i posunięcia.
reconcile-pdn-start = Tag FEN „{ $placement }” nie jest pozycją tej partii warcabów.
reconcile-pdn-move = Partia { $game }, wiersz { $number }: „{ $entry }” nie jest posunięciem w notacji warcabowej; zapisz je jak 32-28 albo 26x17 (c3-d4 albo c3:e5 na 64 polach) lub - dla niezapisanego posunięcia.
reconcile-only-game-hint = Podaj dla tego pliku --game 1 albo pomiń --game.
reconcile-agree-unfinished = Blankiety są zgodne przez { $plies ->
    [one] { $plies } półruch
    [few] { $plies } półruchy
   *[other] { $plies } półruchów
}, dokąd sięga blankiet { $sheet }: kończy się tam, jest niepełny, a nie inny; z blankietem { $other } zapis ma { $total ->
    [one] { $total } półruch
    [few] { $total } półruchy
   *[other] { $total } półruchów
}.

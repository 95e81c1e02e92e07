# hektor reconcile: zwei Partieformulare, zwei Bretter (FIDE-Regeln, Anhang D.2.9).
reconcile-piece-king = König
reconcile-piece-queen = Dame
reconcile-piece-rook = Turm
reconcile-piece-bishop = Läufer
reconcile-piece-knight = Springer
reconcile-piece-pawn = Bauer
reconcile-agree = Die Partieformulare stimmen überein: { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
}.
reconcile-diverge = Die Partieformulare stimmen { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
} lang überein und unterscheiden sich zuerst im Zug { $number }, { $side }: Formular 1 hat { $first }, Formular 2 hat { $second }.
reconcile-return-final = Richtig ist die Stellung nach dem letzten notierten Zug: Zug { $number }, { $side } am Zug.
reconcile-return-agreed = Mit dem Schiedsrichter stellen die Spieler auf ihren Brettern die letzte Stellung auf, in der die Formulare übereinstimmen: Zug { $number }, { $side } am Zug. Dieser Bericht ändert keine Notation.
reconcile-clock = Auf Formular { $sheet } notierte Bedenkzeit an dieser Stelle: Weiß { $white }, Schwarz { $black }.
reconcile-note-gap-filled = Formular { $sheet } hat im Zug { $number }, { $side }, keinen Eintrag; der Zug von Formular { $other }, { $move }, füllt die Lücke.
reconcile-note-unreadable = Formular { $sheet }, Zug { $number }, { $side }: „{ $entry }“ ist nicht lesbar und gilt als nicht notiert.
reconcile-note-illegal = Formular { $sheet }, Zug { $number }, { $side }: { $entry } ist in dieser Stellung kein regelgemäßer Zug.
reconcile-note-ambiguous = Formular { $sheet }, Zug { $number }, { $side }: { $entry } passt auf mehr als einen Zug.
reconcile-note-sheet-ends = Formular { $sheet } endet nach { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
}: es ist unvollständig, nicht abweichend.
reconcile-note-inferred = Keines der Formulare hat den Zug { $number }, { $side }; nur { $move } passt zu den folgenden Zügen.
reconcile-note-record-stops = Keines der Formulare hat im Zug { $number }, { $side }, einen brauchbaren Eintrag; die Aufzeichnung endet davor.
reconcile-board-correct = Brett { $index } ist richtig.
reconcile-board-shows-sheet = Brett { $index } zeigt die Stellung von Formular { $sheet } nach dem Zug { $number }, { $side }.
reconcile-board-corrections = Brett { $index } braucht { $count ->
    [one] eine Korrektur
   *[other] { $count } Korrekturen
  }:
reconcile-fix-move = { $side }: { $piece } von { $from } nach { $to } versetzen.
reconcile-fix-remove = { $side }: { $piece } auf { $from } entfernen.
reconcile-fix-place = { $side }: { $piece } auf { $to } aufstellen.
reconcile-explanation = Erklärung: im Zug { $number }, { $side }, notieren die Formulare { $recorded }, auf diesem Brett wurde aber { $executed } ausgeführt.
reconcile-explanation-sheet = Erklärung: im Zug { $number }, { $side }, notiert Formular { $sheet } { $recorded }, auf diesem Brett wurde aber { $executed } ausgeführt.
reconcile-no-explanation = Kein einzelner falsch ausgeführter Zug erklärt, was auf Brett { $index } steht.
reconcile-board-side = { $side }: { $pieces }.
reconcile-entry-cleared = { $square }: leer.
reconcile-game-read = Formular { $sheet } ist Partie { $game } von { $games } in seiner Datei: Weiß { $white }, Schwarz { $black }.
reconcile-clocks-adjust = Der Schiedsrichter stellt die Uhren auf diese Stellung ein.
reconcile-board-shows-neither = Brett { $index } zeigt die Stellung keines der beiden Formulare.
reconcile-restore-record = { $player ->
    [blind] Der blinde Spieler
    [sighted] Der sehende Spieler
   *[other] Der Spieler von Brett { $index }
  } stellt auf Brett { $index } die Stellung wieder her, die die Formulare notieren.
reconcile-restore-agreed = { $player ->
    [blind] Der blinde Spieler
    [sighted] Der sehende Spieler
   *[other] Der Spieler von Brett { $index }
  } stellt auf Brett { $index } mit dem Schiedsrichter die Stellung her, in der die Formulare übereinstimmen.
reconcile-take-back = { $count ->
    [one] Einen Zug
   *[other] { $count } Züge
  } zurücknehmen, den letzten zuerst:
reconcile-take-back-move = Zug { $number }, { $side }: { $move } zurücknehmen.
reconcile-note-choice = Zug { $number }, { $side }: Die Formulare haben { $written }, was auf { $count ->
    [one] einen Zug
   *[other] { $count } Züge
  } passt ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-gap = Keines der Formulare hat den Zug { $number }, { $side }, und { $count ->
    [one] ein Zug passt
   *[other] { $count } Züge passen
  } zu den folgenden Zügen ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-by = { $by ->
    [later-moves] die folgenden Züge zeigen, dass es { $chosen } war.
    [boards] die Bretter zeigen { $chosen }.
   *[other] nichts zeigt, welcher es war, daher nimmt dieser Bericht { $chosen } an: Fragen Sie die Spieler.
  }
reconcile-needs-two-sheets = hektor reconcile braucht genau zwei Partieformulare (--sheet DATEI --sheet DATEI); angegeben: { $count }.
reconcile-too-many-boards = hektor reconcile vergleicht höchstens zwei Bretter; angegebene --board-Stellungen: { $count }.
reconcile-game-count = Geben Sie --game einmal (für beide Formulare) oder zweimal (Formular 1, dann Formular 2) an; angegeben: { $count }.

# Formulare und Bretter, die nicht verwendbar sind (hektor reconcile und reconcile in der Sitzung).
reconcile-list-example = weiß Ke1 e4; schwarz Ke8
reconcile-list-unknown-word = „{ $word }“ ist weder eine Seite noch eine Figur noch ein Feld; schreiben Sie zum Beispiel „{ $example }“ und vor einem leeren Feld eines dieser Wörter: { $empty }
reconcile-list-no-side = nennen Sie vor „{ $word }“ zuerst die Seite („{ $white }“ oder „{ $black }“)
reconcile-list-no-square = „{ $piece }“ am Ende hat kein Feld; fügen Sie eines hinzu, zum Beispiel „{ $piece } e4“
reconcile-list-occupied = auf { $square } sind zwei Figuren genannt; nennen Sie jedes Feld nur einmal
reconcile-list-empty = die Figurenliste ist leer; schreiben Sie zum Beispiel „{ $example }“
reconcile-board-fen = die FEN-Stellung „{ $placement }“ ist nicht lesbar: { $reason }
reconcile-board-impossible = unmögliche Stellung: { $problem }
reconcile-board-pawn-edge = ein { $color ->
    [white] weißer
   *[black] schwarzer
  } Bauer steht auf { $square }; Bauern stehen nie auf der ersten oder letzten Reihe
reconcile-board-kings = { $color ->
    [white] Weiß
   *[black] Schwarz
  } hat { $count ->
    [0] keinen König
    [one] einen König
   *[other] { $count } Könige
  }; jede Seite hat genau einen
reconcile-board-pawns = { $color ->
    [white] Weiß
   *[black] Schwarz
  } hat { $count ->
    [one] einen Bauern
   *[other] { $count } Bauern
  }; eine Seite hat höchstens 8
reconcile-board-pieces = { $color ->
    [white] Weiß
   *[black] Schwarz
  } hat { $count ->
    [one] eine Figur
   *[other] { $count } Figuren
  }; eine Seite hat höchstens 16
reconcile-board-error = Brett { $index }: { $error }.
reconcile-boards-not-in-game = Bretter werden nur im Schach und im Damespiel verglichen; lassen Sie --board weg
reconcile-sheet-error = Formular { $sheet } ({ $path }): { $error }
reconcile-no-such-game = Die Datei enthält { $count ->
    [one] eine Partie
   *[other] { $count } Partien
  }, eine Partie { $wanted } gibt es also nicht.
reconcile-sheet-too-long = Halbzüge in dieser Partie: { $moves }; der Abgleich vergleicht höchstens { $most }. Geben Sie die Partieformulare einer am Brett gespielten Partie an.
reconcile-game-hint = Wählen Sie mit --game eine Partie von 1 bis { $count }.
reconcile-empty-sheet = Formular { $sheet } enthält keine Züge; geben Sie zwei Partieformulare mit den Zügen der Partie an.
reconcile-unknown-language = Formular { $sheet } ist in keiner Notation oder Sprache geschrieben, die hektor liest („{ $entry }“ ist kein Zug); schreiben Sie es in algebraischer Notation mit englischen, deutschen, ukrainischen, russischen oder polnischen Figurenbuchstaben.
reconcile-start-illegal = Die Anfangsstellung der Partiedatei ist keine regelgerechte Schachstellung: { $reason }.
reconcile-piece-draughts-man = Stein
reconcile-piece-draughts-king = Dame
reconcile-draughts-board-word = „{ $word }“ ist weder eine Seite noch ein Feld oder ein Bereich von Feldern; schreiben Sie zum Beispiel „weiß 31-50; schwarz 1-20“ oder „weiß Kc3 e3; schwarz d6“ oder eine PDN-FEN wie „W:W31-50:B1-20“
reconcile-draughts-board-no-side = nennen Sie vor „{ $word }“ zuerst die Seite („weiß“ oder „schwarz“)
reconcile-draughts-board-fen = die PDN-FEN ist nicht lesbar; schreiben Sie sie wie „W:W31-50:B1-20“ (die Seite am Zug, dann die Felder von Weiß und Schwarz, Damen mit K)
reconcile-draughts-board-square = auf Feld { $square } kann dieser Stein nicht stehen (doppelt genannt, oder ein Stein auf seiner Umwandlungsreihe); nennen Sie jedes Feld nur einmal
reconcile-draughts-board-empty = es ist kein Stein genannt; schreiben Sie zum Beispiel „weiß 31-50; schwarz 1-20“
reconcile-pdn-unreadable = Partie { $game } (ab Zeile { $number }) ist kein lesbares PDN; prüfen Sie dort die Tags und Züge.
reconcile-pdn-start = Der FEN-Tag „{ $placement }“ ist keine Stellung dieses Damespiels.
reconcile-pdn-move = Partie { $game }, Zeile { $number }: „{ $entry }“ ist kein Zug in Damenotation; schreiben Sie ihn wie 32-28 oder 26x17 (c3-d4 oder c3:e5 auf 64 Feldern) oder - für einen nicht notierten Zug.
reconcile-only-game-hint = Geben Sie für diese Datei --game 1 an oder lassen Sie --game weg.
reconcile-agree-unfinished = Die Partieformulare stimmen { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
} lang überein, so weit Formular { $sheet } reicht: es endet dort und ist unvollständig, nicht abweichend; mit Formular { $other } umfasst die Notation { $total ->
    [one] { $total } Halbzug
   *[other] { $total } Halbzüge
}.

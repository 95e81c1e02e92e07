# hektor check und hektor replay.

## check
check-summary = { $games } Partien, { $moves } Züge, { $errors } Fehler
check-unreadable = { $file } kann nicht gelesen werden: { $reason }. Bitte Dateinamen und Leserechte prüfen.
check-errors-found = Die Datei enthält Fehler: siehe die Zeilen oben.
check-output-failed = Der Prüfbericht konnte nicht auf die Standardausgabe geschrieben werden.
check-in-variation = {" "}(in einer Variante)
check-illegal = Partie { $game }, Zug { $number }{ $where }: { $move } ist für { $side } kein legaler Zug; der Rest dieser Zugfolge wird nicht geprüft.
check-ambiguous = Partie { $game }, Zug { $number }{ $where }: { $move } ist für { $side } mehrdeutig: mehr als eine Figur kann ihn ausführen; der Rest dieser Zugfolge wird nicht geprüft.
check-null-move = Partie { $game }, Zug { $number }{ $where }: { $side } hat einen Nullzug (Z0 oder --), einen Platzhalter für einen fehlenden Zug, keinen Schachzug; der Rest wird geprüft, als hätte { $side } gepasst.
check-start = Partie { $game }: { $reason }; die Partie wird nicht geprüft.
check-syntax = Partie { $game }: der PGN-Text kann nicht weitergelesen werden ({ $reason }); die Datei ist vielleicht abgeschnitten oder beschädigt.
check-empty = Partie { $game }: die Partie hat Kopfzeilen, aber keine Züge und kein Ergebnis; die Datei ist vielleicht abgeschnitten.
check-note-chess960 = Partie { $game }: eine Chess960-Partie, mit Chess960-Rochade geprüft (unterstützt).
check-note-variant = Partie { $game }: eine { $variant }-Partie, nach ihren eigenen Regeln geprüft; replay spielt nur Standardschach und Chess960.
check-note-uci = Partie { $game }: Züge in UCI-Form (e2e4), als solche gelesen (unterstützt).

## start positions
start-bad-fen = die FEN-Zeile "{ $fen }" kann nicht gelesen werden ({ $reason })
start-illegal-fen = die FEN-Zeile "{ $fen }" beschreibt eine unmögliche Stellung ({ $reason })
start-unknown-variant = die Variante "{ $variant }" ist unbekannt; hektor kennt Standardschach, Chess960 und die Lichess-Varianten
start-refused = dies ist eine { $variant }-Partie; hektor spielt nur Standardschach und Chess960 nach

## sides
replay-white = Weiß
replay-black = Schwarz

## comments in words
replay-clock = Uhr { $time }
replay-time-spent = Bedenkzeit { $time }
replay-time-elapsed = verbrauchte Zeit { $time }
replay-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
replay-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
replay-seconds = { $n ->
    [one] { $n } Sekunde
   *[other] { $n } Sekunden
}
replay-eval = Bewertung { $value }
replay-engine-eval = Bewertung { $value } bei Tiefe { $depth }
replay-eval-mate = Matt in { $n } für { $side }
replay-plus = plus { $n }
replay-minus = minus { $n }

## annotation glyphs
nag-other = Anmerkung { $n }
nag-1 = guter Zug
nag-2 = Fehler
nag-3 = brillanter Zug
nag-4 = grober Fehler
nag-5 = interessanter Zug
nag-6 = zweifelhafter Zug
nag-7 = erzwungener Zug
nag-8 = der einzige Zug
nag-9 = schlechtester Zug
nag-10 = ausgeglichene Stellung
nag-11 = gleiche Chancen, ruhige Stellung
nag-12 = gleiche Chancen, lebhafte Stellung
nag-13 = unklare Stellung
nag-14 = Weiß steht leicht besser
nag-15 = Schwarz steht leicht besser
nag-16 = Weiß steht besser
nag-17 = Schwarz steht besser
nag-18 = Weiß steht auf Gewinn
nag-19 = Schwarz steht auf Gewinn
nag-20 = Weiß hat entscheidenden Vorteil
nag-21 = Schwarz hat entscheidenden Vorteil
nag-22 = Weiß ist im Zugzwang
nag-23 = Schwarz ist im Zugzwang
nag-32 = Weiß hat Entwicklungsvorsprung
nag-33 = Schwarz hat Entwicklungsvorsprung
nag-36 = Weiß hat die Initiative
nag-37 = Schwarz hat die Initiative
nag-40 = Weiß hat Angriff
nag-41 = Schwarz hat Angriff
nag-44 = Weiß hat Kompensation für das Material
nag-45 = Schwarz hat Kompensation für das Material
nag-132 = Weiß hat Gegenspiel
nag-133 = Schwarz hat Gegenspiel
nag-138 = Weiß ist in Zeitnot
nag-139 = Schwarz ist in Zeitnot
nag-140 = mit der Idee
nag-145 = Anmerkung des Herausgebers
nag-146 = Neuerung

## replay session
replay-move = { $number }, { $side }: { $move }
replay-comment = Kommentar: { $text }
replay-start-position = Partieanfang, { $side } am Zug.
replay-variations-here = { $count ->
    [one] Hier eine Variante: { $moves }. Mit var hinein.
   *[other] Hier { $count } Varianten: { $moves }. Mit var 1, var 2 und so weiter hinein.
}
replay-entered-variation = Variante:
replay-left-variation = Zurück am Anfang der Variante, in der Zugfolge, von der sie abzweigt.
replay-not-in-variation = Sie sind in der Hauptvariante, nicht in einer Nebenvariante.
replay-no-variation = Hier gibt es diese Variante nicht.
replay-end-of-variation = Ende der Variante. Mit up zurück.
replay-end-of-game = Ende der Partie.
replay-game-over = Ende der Partie: { $result }.
replay-stopped = Die Partie endet hier: Zug { $number }, { $move }, kann nicht gespielt werden (siehe hektor check).
replay-at-start = Schon am Anfang der Partie.
replay-no-comment = Kein Kommentar zu diesem Zug.
replay-no-game = Keine Partie geöffnet. Mit list die Liste, dann game und eine Nummer.
replay-game-zero = Partien werden ab 1 gezählt.
replay-no-such-game = Es gibt keine Partie { $number }: die Datei hat { $count } Partien.
replay-game-refused = Partie { $number } kann nicht nachgespielt werden: { $reason }. Mit list eine andere Partie wählen.
replay-no-such-move = Die Hauptvariante hat keinen Zug { $number }.
replay-go-usage = go und eine Zugnummer eingeben, zum Beispiel go 12 oder go 12 black.
replay-game-usage = game und eine Partienummer eingeben, zum Beispiel game 3.
replay-opened = { $moves ->
    [one] 1 Zug. Eingabetaste oder n für den nächsten Zug, help für alle Befehle.
   *[other] { $moves } Züge. Eingabetaste oder n für den nächsten Zug, help für alle Befehle.
}
replay-game-players = Partie { $number }: { $white } gegen { $black }
replay-unknown-player = unbekannter Spieler
replay-kind-chess960 = Chess960
replay-kind-other = eine Schachvariante, die hektor nicht nachspielt
replay-result-white = Weiß gewann
replay-result-black = Schwarz gewann
replay-result-draw = remis
replay-result-none = kein Ergebnis
replay-list-all = { $count ->
    [one] 1 Partie in der Datei.
   *[other] { $count } Partien in der Datei.
}
replay-list-matching = { $count ->
    [0] Keine Partie passt zum Filter. Mit filter clear alle Partien zeigen.
    [one] 1 Partie passt zum Filter.
   *[other] { $count } Partien passen zum Filter.
}
replay-list-more = Mit more die nächsten Partien.
replay-list-end = Keine weiteren Partien in der Liste.
replay-filter-usage = filter, ein Feld und einen Wert eingeben: filter player Carlsen, filter event Olympiade, filter date 2025, filter result white, filter eco B20; filter clear zeigt wieder alle Partien.
replay-filter-cleared = Filter aufgehoben: die Liste zeigt alle Partien.
replay-scan-usage = scan und eine Linie oder eine Reihe eingeben, zum Beispiel scan e oder scan 4.
replay-square-usage = square und ein Feld eingeben, zum Beispiel square e4.
replay-index-progress = Die Datei wird erfasst: { $games } Partien gefunden, { $percent } Prozent gelesen.
replay-index-done = Die Datei ist erfasst: { $games } Partien.
replay-index-failed = Das Erfassen endete nach { $games } Partien: { $reason }.
replay-place-not-saved = Die Stelle in dieser Datei konnte nicht gespeichert werden: { $reason }.
replay-unknown-command = Unbekannter Befehl: { $command }. help zeigt die Befehle.
replay-help = Befehle: Eingabetaste oder n nächster Zug; p vorheriger Zug; start; end; go 12 oder go 12 black; var oder var 2 in eine Variante; up aus der Variante; comment; where; info; list und more; filter player, event, date, result oder eco und ein Wert, filter clear; game 5; pieces, pieces white; scan e; scan 4; square e4; progress; help; quit.

## full screen
replay-tui-board = Brett (Großbuchstaben: Weiß)
replay-tui-moves = Züge
replay-tui-log = Gesagt
replay-tui-input = Befehl (Eingabe: nächster Zug, Pfeiltasten bewegen, Esc beendet)
check-no-game = Die Datei { $file } enthält keine PGN-Partie (keine Kopfzeilen, Züge oder Ergebnisse); bitte geben Sie eine PGN-Datei an.
check-note-no-result = Partie { $game }: nach den Zügen steht kein Ergebnis (1-0, 0-1, 1/2-1/2 oder *); sie wird als nicht beendete Partie gelesen.
check-unclosed-variation = Partie { $game }: eine mit ( geöffnete Variante wird nie geschlossen; die Datei ist vielleicht beschädigt.
check-result-mate = Partie { $game }: das Ergebnis { $written } widerspricht dem Brett: die Partie endet mit Schachmatt, das Ergebnis ist also { $board }.
check-result-stalemate = Partie { $game }: das Ergebnis { $written } widerspricht dem Brett: die Partie endet mit Patt, das Ergebnis ist also { $board }.

# hektor check und hektor replay.

## check
check-summary = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, { $errors } Fehler
check-errors-found = Die Datei enthält Fehler: siehe die Zeilen oben.
check-output-failed = Der Prüfbericht konnte nicht auf die Standardausgabe geschrieben werden.
check-in-variation = {" "}(in einer Variante)
check-illegal = Partie { $game }, Zug { $number }{ $where }: { $move } ist für { $side } kein legaler Zug; der Rest dieser Zugfolge wird nicht geprüft.
check-no-promotion = Partie { $game }, Zug { $number }{ $where }: bei { $move } von { $side } fehlt die Umwandlungsfigur (Q, R, B oder N, wie in d8=Q); der Rest dieser Zugfolge wird nicht geprüft.
check-ambiguous = Partie { $game }, Zug { $number }{ $where }: { $move } ist für { $side } mehrdeutig: mehr als eine Figur kann ihn ausführen; der Rest dieser Zugfolge wird nicht geprüft.
check-null-move = Partie { $game }, Zug { $number }{ $where }: { $side } hat einen Nullzug (Z0 oder --), einen Platzhalter für einen fehlenden Zug, keinen Schachzug; der Rest wird geprüft, als hätte { $side } gepasst.
check-start = Partie { $game }: { $reason }; die Partie wird nicht geprüft.
check-syntax = Partie { $game }: der PGN-Text kann nicht weitergelesen werden ({ $reason }); die Datei ist vielleicht abgeschnitten oder beschädigt.
check-syntax-tag = eine Kopfzeile ist nicht geschlossen
check-syntax-comment = ein Kommentar ist nicht geschlossen
check-syntax-other = der Text ist kein PGN
check-note-no-moves = Partie { $game }: nur Kopfzeilen, keine Züge und kein Ergebnis; als Partie ohne Züge gelesen.
check-binary-tail = Zeile { $line }: hier hört die Datei auf, Text zu sein (Byte { $byte }: binäre Bytes, wie sie ein abgebrochener oder beschädigter Download hinterlässt); { $games ->
    [one] die Partie davor wurde gelesen,
   *[other] die { $games } Partien davor wurden gelesen,
} der Rest der Datei nicht. Laden Sie die Datei erneut herunter, um sie ganz zu haben.
check-empty = Partie { $game }: die Partie hat Kopfzeilen, aber keine Züge und kein Ergebnis; die Datei ist vielleicht abgeschnitten.
check-note-chess960 = Partie { $game }: eine Chess960-Partie, mit Chess960-Rochade geprüft (unterstützt).
check-note-variant = Partie { $game }: eine { $variant }-Partie, nach ihren eigenen Regeln geprüft; replay spielt nur Standardschach und Chess960.
check-note-uci = Partie { $game }: Züge in UCI-Form (e2e4), als solche gelesen (unterstützt).
check-note-result-tag = Partie { $game }: der Result-Tag sagt { $tag }, die Züge enden mit { $written }; gelesen als { $written }.
check-note-stray-close = Partie { $game }, Zug { $number }{ $where }: eine ) bei { $side } schließt keine Variante; übergangen.
check-note-forfeit = Partie { $game }: ein kampflos gewonnenes Ergebnis, geschrieben +-- oder --+ (wie scalachess es schreibt), gelesen als { $result }.
check-note-capture-mark = Partie { $game }, Zug { $number }{ $where }: { $written } von { $side } { $mark ->
        [missing] fehlt das Schlagzeichen (x)
       *[wrong] hat ein falsches Schlagzeichen (x)
    }; gelesen als { $move }, der einzige legale Zug, der passt (wie python-chess es liest).

## start positions
start-bad-fen = die FEN-Zeile "{ $fen }" kann nicht gelesen werden ({ $reason })
start-illegal-fen = die FEN-Zeile "{ $fen }" beschreibt eine unmögliche Stellung ({ $reason })
start-unknown-variant = die Variante "{ $variant }" ist unbekannt; hektor kennt Standardschach, Chess960 und die Lichess-Varianten
start-refused = dies ist eine { $variant }-Partie; hektor spielt nur Standardschach und Chess960 nach

## sides

## comments in words
replay-time-spent = Bedenkzeit { $time }
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
replay-engine-eval = Bewertung { $value } bei Tiefe { $depth }
replay-eval-mate = Matt in { $n } für { $side }
replay-plus = plus { $n }
replay-minus = minus { $n }
replay-eval-unreadable = Bewertung { $value }
# lichess's judgments of a move in its analysis comments: "(-0.41 → 0.14) Inaccuracy. Bd7 was best."
replay-judged-eval = Bewertung von { $from } auf { $to }
replay-judged-mate = Matt in { $n }
replay-judgment-inaccuracy = Ungenauigkeit
replay-judgment-mistake = Fehler
replay-judgment-blunder = Grober Fehler
replay-judgment-mate-created = Das Matt ist jetzt nicht mehr abzuwenden
replay-judgment-mate-delayed = Nicht der kürzeste Weg zum Matt
replay-judgment-mate-lost = Ein erzwungenes Matt ausgelassen
replay-judged-best = Am besten war { $move }

## annotation glyphs
# draughts' own glyphs (seed 003 IV.4.2.7-4.2.10)
glyph-looks-weak-is-strong = ein Zug, der schwach aussieht, aber stark ist
glyph-looks-strong-is-weak = ein Zug, der stark aussieht, aber schwach ist
glyph-win = die Partie ist gewonnen
glyph-draw = die Partie endet remis
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
# A null move (--, Z0) written in a game, said in place of the move in replay-move.
replay-pass = kein Zug: der Zug geht an die andere Seite (ein Nullzug in der Datei)
replay-comment = Kommentar: { $text }
replay-start-position = Partieanfang, { $side } am Zug.
replay-variations-here = { $count ->
    [one] Hier eine weitere Zugfolge: { $moves }. Mit Variante hinein.
   *[other] Hier { $count } weitere Zugfolgen: { $moves }. Mit Variante und ihrer Nummer hinein, etwa Variante 2.
}
# One of the lines listed in replay-variations-here: its number and its first move.
replay-variation-item = Zugfolge { $line }: { $move }
# After the first ten of many variations in replay-variations-here: how many are not named.
replay-variations-more = und { $count ->
    [one] eine weitere
   *[other] { $count } weitere
}
replay-entered-variation = In einer Variante, Tiefe { $depth }.
replay-left-variation = Zurück am Anfang der Variante, in der Zugfolge, von der sie abzweigt.
replay-not-in-variation = Sie sind in der Hauptvariante, nicht in einer Nebenvariante.
replay-no-variation = Hier gibt es diese Variante nicht.
replay-end-of-variation = Ende der Variante. Mit hoch zurück.
replay-end-of-game = Ende der Partie.
replay-game-over = Ende der Partie: { $result }.
replay-stopped = Die Partie endet hier: Zug { $number }, { $move }, kann nicht gespielt werden: { $cause }.
replay-stops-early = Diese Partie endet vorzeitig, bei Zug { $number }, { $move }: { $cause }; die Züge davor werden nachgespielt.
replay-cause-illegal = er ist kein legaler Zug
replay-cause-ambiguous = er ist mehrdeutig, mehr als eine Figur kann ihn ausführen
replay-cause-unread = er ist kein Zug in der Notation der Datei
replay-cause-no-promotion = die Umwandlungsfigur fehlt (der Zug braucht Q, R, B oder N, wie in d8=Q)
replay-too-long = hektor liest diese Partie hier nicht weiter, nach { $count ->
        [one] { $count } Zug
       *[other] { $count } Zügen
    } mit ihren Varianten: Die Partie ist länger, als hektor im Speicher hält. Die anderen Partien der Datei lassen sich weiter öffnen.
replay-at-start = Schon am Anfang der Partie.
replay-no-comment = Kein Kommentar zu diesem Zug.
# A comment longer than 2,000 characters is cut: how much is left out, and that `more` says it.
replay-quote-cut = … { $count ->
    [one] ein weiteres Zeichen
   *[other] { $count } weitere Zeichen
} ausgelassen; mit mehr hören Sie den Rest.
replay-comment-end = Ende des Kommentars.
replay-no-game = Keine Partie geöffnet. Mit Liste die Liste, dann Partie und eine Nummer.
replay-game-zero = Partien werden ab 1 gezählt.
replay-no-such-game = { $count ->
    [one] Es gibt keine Partie { $number }: die Datei hat 1 Partie.
   *[other] Es gibt keine Partie { $number }: die Datei hat { $count } Partien.
}
replay-game-refused = Partie { $number } kann nicht nachgespielt werden: { $reason }. Mit Liste eine andere Partie wählen.
replay-no-such-move = Die Hauptvariante hat keinen Zug { $number }.
replay-go-usage = gehe und eine Zugnummer eingeben, zum Beispiel gehe 12 oder gehe 12 schwarz.
replay-game-usage = Partie und eine Partienummer eingeben, zum Beispiel Partie 3.
replay-opened-no-moves = Diese Partie hat keine Züge, nur Kopfzeilen. Geben Sie Angaben ein für die Kopfzeilen oder Partie +1 für die nächste Partie.
replay-opened = { $moves ->
    [one] 1 Zug. Eingabetaste oder weiter für den nächsten Zug, Hilfe für alle Befehle.
   *[other] { $moves } Züge. Eingabetaste oder weiter für den nächsten Zug, Hilfe für alle Befehle.
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
    [0] Keine Partie passt zum Filter ({ $filter }). Mit Filter löschen alle Partien zeigen.
    [one] 1 Partie passt zum Filter ({ $filter }).
   *[other] { $count } Partien passen zum Filter ({ $filter }).
}
replay-list-matching-so-far = Bisher { $count ->
    [one] passt 1 Partie
   *[other] passen { $count } Partien
} zum Filter ({ $filter }).
replay-list-more = Mit mehr die nächsten Partien.
replay-list-end = Keine weiteren Partien in der Liste.
replay-filter-usage = Filter, ein Feld und einen Wert eingeben: Filter Spieler Carlsen, Filter Turnier Olympiade, Filter Datum 2025, Filter Ergebnis 1-0, Filter eco B20; Filter löschen zeigt wieder alle Partien.
replay-filter-cleared = Filter aufgehoben: die Liste zeigt alle Partien.
# A filter condition (field and value as typed) that no game of the file matches.
replay-filter-nothing = Keine Partie hat { $condition }; der Filter bleibt, wie er war.
# next game / previous game when the filter lets no further game through.
replay-no-next-match = Keine weitere Partie passt zum Filter; mit Filter löschen sehen Sie alle Partien.
replay-no-previous-match = Keine frühere Partie passt zum Filter; mit Filter löschen sehen Sie alle Partien.
replay-scan-usage = Geben Sie abtasten und eine Linie, eine Reihe oder eine Diagonale ein, zum Beispiel abtasten e, abtasten 4 oder abtasten a1-h8.
replay-square-usage = zeige und ein Feld eingeben, zum Beispiel zeige e4.
replay-index-progress = Die Datei wird erfasst: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} gefunden, { $percent } Prozent gelesen.
replay-index-done = Die Datei ist erfasst: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}.
replay-index-failed = Das Erfassen endete nach { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}. { $reason }
replay-place-not-saved = Die Stelle in dieser Datei konnte nicht gespeichert werden. { $reason }
replay-places-unread = Die gemerkten Stellen in { $file } lassen sich nicht lesen, daher beginnt dieses Nachspielen am Anfang; die Datei wird als { $copy } aufbewahrt, bevor neue Stellen geschrieben werden.
replay-unknown-command = Unbekannter Befehl: { $command }. Hilfe zeigt die Befehle.
## full screen
replay-tui-board = Brett (Großbuchstaben: Weiß)
replay-tui-moves = Züge
replay-tui-log = Gesagt
replay-tui-input = Befehl (Eingabe: nächster Zug; Hilfe: die Befehle und Tasten)

## orientation and study aids
replay-back-in-line = { $depth ->
    [0] Zurück in der Hauptvariante.
   *[other] Zurück in der Variante darüber, Tiefe { $depth }.
}
replay-where-turn = { $side } am Zug, Zug { $number }.
replay-where-variation = In einer Variante, Tiefe { $depth }, Zugfolge { $line } von { $count }.
# After a move that has alternatives in its place (siblings): its line among them.
replay-line-of = Zugfolge { $line } von { $count }
replay-no-next-line = Keine nächste Zugfolge: dies ist die letzte an der nächsten Verzweigung.
replay-no-previous-line = Keine vorherige Zugfolge: dies ist die erste an der nächsten Verzweigung.
replay-no-next-comment = Kein weiterer Kommentar in dieser Zugfolge.
replay-no-previous-comment = Kein früherer Kommentar in dieser Zugfolge.
replay-no-next-mistake = Kein weiterer als Fehler markierter Zug in dieser Zugfolge.
replay-no-previous-mistake = Kein früherer als Fehler markierter Zug in dieser Zugfolge.
replay-dropped-variation = Eine Variante beginnt hier mit dem Zug { $move }, der nicht gespielt werden kann (ein Nullzug oder ein unmöglicher Zug); sie wird ausgelassen.
replay-extra-words = { $command } versteht „{ $extra }“ nicht; nichts wurde getan. Mit Hilfe hören Sie die Befehle.
replay-pieces-usage = Geben Sie Figuren mit einer Seite, einer Figurenart oder beidem ein: Figuren weiß, Figuren Springer, Figuren schwarz Springer.
replay-study-usage = Geben Sie Angriffe oder mögliche Züge und ein Feld ein, zum Beispiel Angriffe e4 oder mögliche Züge g1.
replay-moves-usage = Geben Sie Züge und Zugnummern ein, zum Beispiel Züge 10-20 oder Züge 12.
replay-moves-none = Diese Zugfolge hat keine Züge { $from } bis { $to }.
replay-moves-none-one = Es gibt keinen Zug { $number }.
replay-moves-none-from = Diese Zugfolge hat keine Züge ab { $from }.
replay-moves-range = Züge { $from } bis { $to }: { $moves }.
# One move number of `moves`: its moves (`replay-moves-side` each).
replay-moves-one = Zug { $number }, { $moves }.
# One move of a list, after the side that made it.
replay-moves-side = { $side }: { $move }
replay-nothing = keiner Figur
replay-square-attacked = { $square }: angegriffen von { $attackers }; gedeckt von { $defenders }.
replay-square-reached = { $square }: Weiß erreicht es mit { $white }; Schwarz mit { $black }.
replay-legal-no-piece = Auf { $square } steht keine Figur.
replay-legal-not-to-move = { $piece }: { $side } ist am Zug, diese Figur kann jetzt nicht ziehen.
replay-legal = { $count ->
    [0] { $piece } hat keinen legalen Zug.
    [one] { $piece } hat 1 legalen Zug: { $moves }.
   *[other] { $piece } hat { $count } legale Züge: { $moves }.
}
replay-material = Material: Weiß { $white }, Schwarz { $black }; { $balance }.
replay-material-equal = ausgeglichen
replay-material-ahead = { $color ->
    [white] Weiß
   *[black] Schwarz
} hat { $n ->
    [one] 1 Bauerneinheit
   *[other] { $n } Bauerneinheiten
} mehr
replay-last-capture = Letzter Schlagzug: { $move }.
replay-no-capture = Bis hierher noch kein Schlagzug.
replay-ratings = Wertungszahlen: Weiß { $white }, Schwarz { $black }.
replay-opening = Eröffnung: { $opening }.
replay-eval-better = { $color ->
    [white] Weiß
   *[black] Schwarz
} steht um { $n } Bauern besser
replay-eval-equal = die Stellung ist ausgeglichen
replay-tui-walk = Brettrundgang: Pfeiltasten gehen Feld für Feld, ein Figurenbuchstabe springt zur nächsten solchen Figur (Großbuchstabe: zurück), Esc oder Tab beendet den Rundgang.

## annotation glyphs, the rest of the standard set
nag-24 = Weiß hat einen leichten Raumvorteil
nag-25 = Schwarz hat einen leichten Raumvorteil
nag-26 = Weiß hat einen deutlichen Raumvorteil
nag-27 = Schwarz hat einen deutlichen Raumvorteil
nag-28 = Weiß hat einen entscheidenden Raumvorteil
nag-29 = Schwarz hat einen entscheidenden Raumvorteil
nag-30 = Weiß hat einen leichten Entwicklungsvorsprung
nag-31 = Schwarz hat einen leichten Entwicklungsvorsprung
nag-34 = Weiß hat einen entscheidenden Entwicklungsvorsprung
nag-35 = Schwarz hat einen entscheidenden Entwicklungsvorsprung
nag-38 = Weiß hat eine anhaltende Initiative
nag-39 = Schwarz hat eine anhaltende Initiative
nag-42 = Weiß hat keine ausreichende Kompensation für das Material
nag-43 = Schwarz hat keine ausreichende Kompensation für das Material
nag-46 = Weiß hat mehr als genug Kompensation für das Material
nag-47 = Schwarz hat mehr als genug Kompensation für das Material
nag-48 = Weiß hat etwas bessere Kontrolle über das Zentrum
nag-49 = Schwarz hat etwas bessere Kontrolle über das Zentrum
nag-50 = Weiß hat deutlich bessere Kontrolle über das Zentrum
nag-51 = Schwarz hat deutlich bessere Kontrolle über das Zentrum
nag-52 = Weiß hat entscheidende Kontrolle über das Zentrum
nag-53 = Schwarz hat entscheidende Kontrolle über das Zentrum
nag-54 = Weiß hat etwas bessere Kontrolle über den Königsflügel
nag-55 = Schwarz hat etwas bessere Kontrolle über den Königsflügel
nag-56 = Weiß hat deutlich bessere Kontrolle über den Königsflügel
nag-57 = Schwarz hat deutlich bessere Kontrolle über den Königsflügel
nag-58 = Weiß hat entscheidende Kontrolle über den Königsflügel
nag-59 = Schwarz hat entscheidende Kontrolle über den Königsflügel
nag-60 = Weiß hat etwas bessere Kontrolle über den Damenflügel
nag-61 = Schwarz hat etwas bessere Kontrolle über den Damenflügel
nag-62 = Weiß hat deutlich bessere Kontrolle über den Damenflügel
nag-63 = Schwarz hat deutlich bessere Kontrolle über den Damenflügel
nag-64 = Weiß hat entscheidende Kontrolle über den Damenflügel
nag-65 = Schwarz hat entscheidende Kontrolle über den Damenflügel
nag-66 = Weiß hat eine verwundbare Grundreihe
nag-67 = Schwarz hat eine verwundbare Grundreihe
nag-68 = Weiß hat eine gut geschützte Grundreihe
nag-69 = Schwarz hat eine gut geschützte Grundreihe
nag-70 = Weiß hat einen schlecht geschützten König
nag-71 = Schwarz hat einen schlecht geschützten König
nag-72 = Weiß hat einen gut geschützten König
nag-73 = Schwarz hat einen gut geschützten König
nag-74 = Weiß hat einen schlecht stehenden König
nag-75 = Schwarz hat einen schlecht stehenden König
nag-76 = Weiß hat einen gut stehenden König
nag-77 = Schwarz hat einen gut stehenden König
nag-78 = Weiß hat eine sehr schwache Bauernstruktur
nag-79 = Schwarz hat eine sehr schwache Bauernstruktur
nag-80 = Weiß hat eine etwas schwache Bauernstruktur
nag-81 = Schwarz hat eine etwas schwache Bauernstruktur
nag-82 = Weiß hat eine recht starke Bauernstruktur
nag-83 = Schwarz hat eine recht starke Bauernstruktur
nag-84 = Weiß hat eine sehr starke Bauernstruktur
nag-85 = Schwarz hat eine sehr starke Bauernstruktur
nag-86 = Weiß hat schlecht stehende Springer
nag-87 = Schwarz hat schlecht stehende Springer
nag-88 = Weiß hat gut stehende Springer
nag-89 = Schwarz hat gut stehende Springer
nag-90 = Weiß hat schlecht stehende Läufer
nag-91 = Schwarz hat schlecht stehende Läufer
nag-92 = Weiß hat gut stehende Läufer
nag-93 = Schwarz hat gut stehende Läufer
nag-94 = Weiß hat schlecht stehende Türme
nag-95 = Schwarz hat schlecht stehende Türme
nag-96 = Weiß hat gut stehende Türme
nag-97 = Schwarz hat gut stehende Türme
nag-98 = Weiß hat eine schlecht stehende Dame
nag-99 = Schwarz hat eine schlecht stehende Dame
nag-100 = Weiß hat eine gut stehende Dame
nag-101 = Schwarz hat eine gut stehende Dame
nag-102 = Weiß hat schlecht koordinierte Figuren
nag-103 = Schwarz hat schlecht koordinierte Figuren
nag-104 = Weiß hat gut koordinierte Figuren
nag-105 = Schwarz hat gut koordinierte Figuren
nag-130 = Weiß hat leichtes Gegenspiel
nag-131 = Schwarz hat leichtes Gegenspiel
nag-134 = Weiß hat entscheidendes Gegenspiel
nag-135 = Schwarz hat entscheidendes Gegenspiel
nag-136 = Weiß ist knapp an Zeit
nag-137 = Schwarz ist knapp an Zeit
nag-106 = Weiß hat die Eröffnung sehr schlecht gespielt
nag-107 = Schwarz hat die Eröffnung sehr schlecht gespielt
nag-108 = Weiß hat die Eröffnung schlecht gespielt
nag-109 = Schwarz hat die Eröffnung schlecht gespielt
nag-110 = Weiß hat die Eröffnung gut gespielt
nag-111 = Schwarz hat die Eröffnung gut gespielt
nag-112 = Weiß hat die Eröffnung sehr gut gespielt
nag-113 = Schwarz hat die Eröffnung sehr gut gespielt
nag-114 = Weiß hat das Mittelspiel sehr schlecht gespielt
nag-115 = Schwarz hat das Mittelspiel sehr schlecht gespielt
nag-116 = Weiß hat das Mittelspiel schlecht gespielt
nag-117 = Schwarz hat das Mittelspiel schlecht gespielt
nag-118 = Weiß hat das Mittelspiel gut gespielt
nag-119 = Schwarz hat das Mittelspiel gut gespielt
nag-120 = Weiß hat das Mittelspiel sehr gut gespielt
nag-121 = Schwarz hat das Mittelspiel sehr gut gespielt
nag-122 = Weiß hat das Endspiel sehr schlecht gespielt
nag-123 = Schwarz hat das Endspiel sehr schlecht gespielt
nag-124 = Weiß hat das Endspiel schlecht gespielt
nag-125 = Schwarz hat das Endspiel schlecht gespielt
nag-126 = Weiß hat das Endspiel gut gespielt
nag-127 = Schwarz hat das Endspiel gut gespielt
nag-128 = Weiß hat das Endspiel sehr gut gespielt
nag-129 = Schwarz hat das Endspiel sehr gut gespielt
nag-141 = gerichtet gegen
nag-142 = besser ist
nag-143 = schlechter ist
nag-144 = gleichwertig ist
nag-238 = Raumvorteil
nag-239 = Linie
nag-240 = Diagonale
nag-241 = Zentrum
nag-242 = Königsflügel
nag-243 = Damenflügel
nag-244 = Schwäche
nag-245 = Endspiel
nag-246 = Läuferpaar
nag-247 = ungleichfarbige Läufer
nag-248 = gleichfarbige Läufer
nag-249 = verbundene Bauern
nag-250 = getrennte Bauern
nag-251 = Doppelbauern
nag-252 = Freibauer
nag-253 = Bauernmehrheit
nag-254 = mit
nag-255 = ohne

check-note-no-result = Partie { $game }: nach den Zügen steht kein Ergebnis (1-0, 0-1, 1/2-1/2 oder *); sie wird als nicht beendete Partie gelesen.
check-draughts-too-long = Partie { $game }: die Partie ist länger als 1 MiB Text; sie wurde bis Zeile { $line } geprüft.
check-unclosed-variation = Partie { $game }: eine mit ( geöffnete Variante wird nie geschlossen; die Datei ist vielleicht beschädigt.
check-result-mate = Partie { $game }: das Ergebnis { $written } widerspricht dem Brett: die Partie endet mit Schachmatt, das Ergebnis ist also { $board }.
check-result-stalemate = Partie { $game }: das Ergebnis { $written } widerspricht dem Brett: die Partie endet mit Patt, das Ergebnis ist also { $board }.

## opening names
replay-openings-none = Es sind keine Eröffnungsnamen installiert. Um sie hinzuzufügen, legen Sie die Dateien a.tsv bis e.tsv des Datensatzes lichess chess-openings in { $folder } ab oder geben Sie ihren Ordner mit --openings an.
replay-opening-unnamed = Auf dem Weg hierher gab es keine benannte Eröffnungsstellung.
replay-openings-bad-rows = { $file }: { $count ->
    [one] { $count } Zeile mit Eröffnungsnamen kann nicht gelesen werden
   *[other] { $count } Zeilen mit Eröffnungsnamen können nicht gelesen werden
} (die erste: Zeile { $row }); die übrigen Zeilen werden verwendet.
replay-openings-no-folder = Der Ordner { $folder } für Eröffnungsnamen existiert nicht; die Wiedergabe geht ohne Namen daraus weiter. Prüfen Sie den Ordner, den Sie mit --openings oder dem Schlüssel openings in config.toml angegeben haben.

## help of the replay commands (usage: these words)
replay-help-next = der nächste Zug; mit einem Wort die nächste Abzweigung, der nächste kommentierte Zug, der nächste als Fehler markierte Zug oder die nächste Partie
replay-help-previous = der vorherige Zug; mit einem Wort die vorherige Abzweigung, der vorherige kommentierte Zug, der vorherige als Fehler markierte Zug oder die vorherige Partie
replay-help-start = der Anfang der Partie
replay-help-capture = das letzte Schlagen auf dem Weg hierher
replay-help-last = der aktuelle Zug noch einmal, wie in einer Partie
replay-help-end = der letzte Zug der aktuellen Linie
replay-help-go = der Zug von Weiß (oder Schwarz) mit dieser Nummer in der Hauptlinie
replay-help-var = in eine Zugfolge wechseln, mit der Nummer, die ihr die Liste der Varianten hier gibt (Variante allein: Zugfolge 2, die erste Variante; Zugfolge 1 ist der nächste Zug)
replay-help-clock = die verbleibende Bedenkzeit beider Spieler beim aktuellen Zug, aus den Uhrenständen in den Kommentaren
replay-help-up = die Variante verlassen, zurück zur Abzweigung
replay-help-comment = die Kommentare zum aktuellen Zug noch einmal
replay-help-where = der aktuelle Zug noch einmal, wer am Zug ist, Tiefe und Linie in den Varianten
replay-help-info = Spieler, Ergebnis, Turnier und Datum der Partie und alle ihre Tags
replay-help-moves = die Züge der Partie (beim Nachspielen: der aktuellen Linie): alle, die letzten, ab einem Zug oder ein Bereich
replay-help-list = die Partien der Datei, jeweils 10
replay-help-more = den Rest eines gekürzten Kommentars, Teil für Teil; sonst die nächsten Partien der Liste
replay-help-filter = nur die passenden Partien behalten (Bedingungen gelten zusammen); Filter löschen zeigt wieder alle Partien
replay-help-game = Partie 5 der Datei öffnen, die nächste oder die vorherige Partie
replay-help-attacks = was ein Feld angreift und deckt
replay-help-legal = wohin die Figur auf einem Feld ziehen kann
replay-help-material = das Materialverhältnis
replay-help-opening = der Name der tiefsten benannten Eröffnungsstellung auf dem Weg hierher
replay-help-progress = wie weit die Datei schon indiziert ist
replay-help-quit = die Wiedergabe beenden; die Stelle in der Datei wird gemerkt (auch das Ende der Eingabe beendet sie)
replay-help-keys = Im Vollbild geht Tab Feld für Feld über das Brett, und F2 nennt die Eröffnung.
replay-draughts-not-yet = Die Datei { $file } enthält Damepartien, und hektor kann Dame noch nicht nachspielen. hektor check und hektor export lesen die Datei, und hektor --rules draughts-64 play (oder draughts-100) spielt Dame.
check-unread = { pgn-unread }; der Rest dieser Zugfolge wird nicht geprüft.
replay-draughts-material = Material: Weiß { $white }, Schwarz { $black }.
replay-draughts-men-kings = { $men ->
    [one] { $men } Stein
   *[other] { $men } Steine
} und { $kings ->
    [one] { $kings } Dame
   *[other] { $kings } Damen
}
replay-draughts-pieces-usage = Geben Sie Figuren mit einer Seite, Steine oder Damen oder beidem ein: Figuren weiß, Figuren Damen, Figuren schwarz Steine.
replay-draughts-square-usage = Geben Sie zeige und ein Feld ein, zum Beispiel zeige 32 oder zeige c3.
replay-help-keys-draughts = Im Vollbild geht Tab Feld für Feld über die dunklen Felder des Bretts, und der Buchstabe eines Steins oder einer Dame springt zum nächsten.
replay-play-only = Dieser Befehl gehört zu einer Partie (hektor play), nicht zum Nachspielen. Geben Sie Hilfe ein, um die Befehle zu hören.
## info: the names of a game's tags; a tag without a name here keeps its own
replay-tag-name = { $tag ->
    [Event] Turnier
    [Site] Ort
    [Date] Datum
    [Round] Runde
    [White] Weiß
    [Black] Schwarz
    [Result] Ergebnis
    [WhiteElo] Wertung Weiß
    [BlackElo] Wertung Schwarz
    [ECO] ECO-Code
    [Opening] Eröffnung
    [Variation] Variante
    [TimeControl] Bedenkzeit
    [Termination] Partieende
    [Annotator] Kommentator
    [PlyCount] Halbzüge
    [FEN] Ausgangsstellung
    [GameType] Spielart
    [EventDate] Turnierdatum
    [WhiteTitle] Titel Weiß
    [BlackTitle] Titel Schwarz
    [WhiteFideId] FIDE-ID Weiß
    [BlackFideId] FIDE-ID Schwarz
    [Variant] Spielvariante
    [GameDuration] Partiedauer
    [GameStartTime] Partiebeginn
    [GameEndTime] Partieende (Zeit)
    [UTCDate] Datum (UTC)
    [UTCTime] Uhrzeit (UTC)
    [Time] Uhrzeit
   *[other] { $tag }
}
replay-load-missing = dort steht keine Partie
replay-load-damaged = die Partie kann nicht gelesen werden, die Datei ist vielleicht abgeschnitten oder beschädigt
replay-line-too-long = Diese Zeile ist { $count ->
    [one] { $count } Zeichen
   *[other] { $count } Zeichen
} lang; ein Befehl hat höchstens { $max }. Geben Sie Hilfe ein, um die Befehle zu hören.
replay-not-text = Diese Zeile enthält Zeichen, die kein Text sind. Geben Sie Hilfe ein, um die Befehle zu hören.
# An unknown Black player where it follows "against" (the case it takes there).
replay-unknown-player-after-against = einen unbekannten Spieler
# What check and export say of a word the PGN reader cannot read as a move.
pgn-unread = Partie { $game }, Zug { $number }{ $where }: „{ $move }“ ist kein Zug von { $side } in PGN-Notation (PGN schreibt Züge mit englischen Buchstaben, K Q R B N, etwa Nf3 oder exd5)
replay-engine-mate = die Engine, die gezogen hat, sieht Matt in { $n } { $for ->
    [mover] für sich
   *[against] gegen sich
} bei Tiefe { $depth }
# Die festen Sätze von Turnierprogrammen (cutechess) in Kommentaren; $side ist „Weiß“
# oder „Schwarz“.
replay-program-book = Eröffnungsbuchzug
replay-program-draw-repetition = Remis durch dreifache Stellungswiederholung
replay-program-draw-fifty = Remis nach der 50-Züge-Regel
replay-program-draw-stalemate = Remis durch Patt
replay-program-draw-material = Remis: kein ausreichendes Mattmaterial
replay-program-draw-adjudication = Remis durch Schiedsspruch
replay-program-mates = { $side } setzt matt
replay-program-resigns = { $side } gibt auf
replay-program-time = { $side } überschreitet die Zeit
replay-program-adjudication = { $side } gewinnt durch Schiedsspruch
replay-program-illegal = { $side } macht einen regelwidrigen Zug
replay-program-disconnects = { $side }: die Engine hat die Verbindung getrennt
replay-program-stalls = { $side }: die Verbindung zur Engine stockt
replay-program-no-result = kein Ergebnis
replay-program-draw-agreement = Remis durch Vereinbarung
replay-program-draw-timeout = Remis durch Zeitüberschreitung
replay-program-draw-disconnection = Remis: eine Engine hat die Verbindung getrennt
replay-program-draw-stalled = Remis: die Verbindung zu einer Engine stockte
replay-program-drawn = Remis
replay-program-agreement = { $side } gewinnt durch Vereinbarung
replay-program-wins = { $side } gewinnt
replay-key-walk = Rundgang über das Brett, Feld für Feld
replay-key-no-action = { $key } hat keine Funktion; Hilfe nennt die Tasten.
# Before the move at the place a file was left last time (replay without --game).
replay-continued = Es geht dort weiter, wo Sie zuletzt aufgehört haben:
# After replay-continued when the place is inside a variation.
replay-continued-variation = Sie sind in einer Variante, Tiefe { $depth }, Zugfolge { $line } von { $count }; mit hoch zurück zur Zugfolge, von der sie abzweigt.
# A PGN Termination tag's value (the standard's words, and lichess's), spaces as "-".
replay-termination = { $value ->
    [abandoned] abgebrochen
    [adjudication] Schiedsspruch
    [death] ein Spieler ist verstorben
    [emergency] ein Notfall
    [normal] regulär beendet
    [rules-infraction] ein Regelverstoß
    [time-forfeit] Zeitüberschreitung
    [illegal-move] ein regelwidriger Zug
    [unterminated] nicht beendet
    [stalled-connection] die Verbindung zu einer Engine stockte
   *[other] { $text }
}
# A game saved by hektor play that cannot be turned into a PGN or PDN game (damaged); $format is pgn or pdn.
replay-saved-game = { $file } ist eine Partiedatei von hektor play, aber hektor kann darin keine Partie lesen. { $error }
# A remembered place whose game is another one now (the file changed); game 1 opens.
replay-place-file-changed = Die Datei hat sich seit dem letzten Mal geändert: Partie { $game } ist nicht mehr die Partie, in der Sie aufgehört haben; Sie beginnen am Anfang von Partie 1.
# A remembered place beyond the end of its game (the game was shortened).
replay-place-game-shorter = Partie { $game } ist kürzer als beim letzten Mal, als Sie aufgehört haben; Sie beginnen an ihrem Anfang.
# A remembered game found under another number (games before it were added or removed).
replay-place-game-moved = Partie { $game } vom letzten Mal ist jetzt Partie { $now }: davor wurden Partien hinzugefügt oder entfernt; es geht dort weiter.

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
replay-words-next = weiter, nächster
replay-words-previous = zurück, vorheriger
replay-words-start = Anfang
replay-words-capture = letzter Schlag
replay-words-last = letzter Zug, letzter
replay-words-end = Ende, Schluss
replay-words-go = gehe
replay-words-var = Variante, Zugfolge
replay-words-clock = Uhr
replay-words-up = hoch, raus
replay-words-comment = Kommentar
replay-words-where = wo
replay-words-info = Angaben
replay-words-moves = Züge
# "last" in `moves last 5`, comma-separated.
replay-words-moves-last = letzte
replay-words-list = Liste
replay-words-more = mehr
replay-words-filter = Filter
replay-words-game = Partie
replay-words-attacks = Angriffe
replay-words-legal = mögliche Züge
replay-words-material = Material
replay-words-opening = Eröffnung
replay-words-progress = Fortschritt
replay-words-quit = beenden

## clock
replay-clock = Uhren: Weiß { $white }, Schwarz { $black }.
# In replay-clock, for a side with no clock reading up to the current move.
replay-clock-unknown = noch keine Angabe
replay-clock-none = In dieser Partie stehen keine Uhrenstände.

# The words replay's commands take after their name, read in every language at once, the
# first one named by the help: next line|comment|mistake|game (the game's word is
# words-game of session.ftl), filter player|event|date|result|opening VALUE.
words-line = linie, zweig
words-comment = kommentar, kommentare
words-mistake = fehler, patzer
words-player = spieler, name
words-event = turnier
words-date = datum, jahr
words-opening = eröffnung

# The rules check of a record kept as written (tournament mode).
written-not-legal = Zug { $number } laut Aufzeichnung ({ $side }), { $move }, ist nicht legal. { $reason }{ $after ->
    [0] {""}
    [one] {" "}Der Zug danach wird nicht geprüft.
   *[other] {" "}Die { $after } Züge danach werden nicht geprüft.
}
written-all-legal = { $moves ->
    [one] Der eine Zug der Aufzeichnung ist legal.
   *[other] Alle { $moves } Züge der Aufzeichnung sind legal.
}
written-loose = { $loose ->
    [one] Ein Zug ist
   *[other] { $loose } Züge sind
} ungenau aufgezeichnet (ohne Schlag- oder Schachzeichen oder mit dem Ausgangsfeld): Jeder passt auf genau einen legalen Zug und ist so, wie er aufgezeichnet ist, legal.

# Die Wörter der Damezüge auf Deutsch.
#
# draughts-number-* und draughts-tens-* nennen die Feldnummern 1-50;
# draughts-number-compound setzt die Zahlen dazwischen aus Einer ($units; eins wird ein)
# und Zehner ($tens) zusammen. *-variants nennt weitere Schreibweisen, die die Zugeingabe
# annimmt, getrennt durch "|".

draughts-number-1 = eins
draughts-number-2 = zwei
draughts-number-3 = drei
draughts-number-4 = vier
draughts-number-5 = fünf
draughts-number-6 = sechs
draughts-number-7 = sieben
draughts-number-8 = acht
draughts-number-9 = neun
draughts-number-10 = zehn
draughts-number-11 = elf
draughts-number-12 = zwölf
draughts-number-13 = dreizehn
draughts-number-14 = vierzehn
draughts-number-15 = fünfzehn
draughts-number-16 = sechzehn
draughts-number-17 = siebzehn
draughts-number-18 = achtzehn
draughts-number-19 = neunzehn
draughts-tens-2 = zwanzig
draughts-tens-3 = dreißig
draughts-tens-4 = vierzig
draughts-tens-5 = fünfzig
draughts-number-compound = { $units ->
        [eins] ein
       *[other] { $units }
    }und{ $tens }

draughts-captures = schlägt
draughts-captures-variants = schlaegt | schlagt | nimmt | springt
draughts-crowned = Dame
draughts-crowned-variants = wird Dame

# Die Dame-Partie: Fragen, Fehler und Antworten.
draughts-choice = Mehrere Schlagwege passen zu „{ $input }“.
# One capture path of the question which one, after its ordinal (the first spelling of draughts-ordinal-N, which agrees with the noun here).
draughts-choice-path = „{ $ordinal }“ für { $path }
# Die Antwort auf die Frage nach dem Schlagweg: die Nummer als Ordnungszahl, Schreibweisen durch "|" getrennt.
draughts-ordinal-1 = erste | erster | ersten | der erste | den ersten
draughts-ordinal-2 = zweite | zweiter | zweiten | der zweite | den zweiten
draughts-ordinal-3 = dritte | dritter | dritten | der dritte | den dritten
draughts-ordinal-4 = vierte | vierter | vierten | der vierte | den vierten
draughts-ordinal-5 = fünfte | fünfter | fünften | der fünfte | den fünften
draughts-ordinal-6 = sechste | sechster | sechsten | der sechste | den sechsten
draughts-not-a-move = „{ $input }“ ist kein Damezug: { $reason }. Nennen oder tippen Sie die Felder, zum Beispiel { $example }.
draughts-pieces-men = { $count ->
    [one] Stein auf { $squares }
   *[other] Steine auf { $squares }
}
draughts-pieces-kings = { $count ->
    [one] Dame auf { $squares }
   *[other] Damen auf { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: { $kind ->
    [kings] keine Damen
   *[all] keine Steine
}.
draughts-player-notice = Nach Regel IV.13.9 darf ein sehbehinderter Spieler im Turnier die Partie nicht auf digitalen Medien mitschreiben: Dort ist hektor das Werkzeug des Assistenten oder des Schiedsrichters.
draughts-agreement-too-early = Ein Remis kann erst nach { $required } Zügen vereinbart werden; { $made ->
    [one] gespielt ist { $made } Zug
   *[other] gespielt sind { $made } Züge
}. Spielen Sie weiter.
draughts-by-no-pieces = { $color ->
    [white] Weiß hat keine Steine mehr
   *[black] Schwarz hat keine Steine mehr
}
draughts-by-no-moves = { $color ->
    [white] Weiß kann nicht ziehen
   *[black] Schwarz kann nicht ziehen
}
draughts-by-small-ending = nach der Regel des kleinen Endspiels
draughts-by-lone-king = nach der Regel der einzelnen Dame
draughts-by-kings-only = nur Damen zogen, ohne zu schlagen
draughts-by-no-material-change = ohne Änderung des Materials
draughts-square-empty = { $square }: leer.
draughts-square-piece = { $square }: { $color ->
    [white] { $role ->
        [king] weiße Dame
       *[man] weißer Stein
    }
   *[black] { $role ->
        [king] schwarze Dame
       *[man] schwarzer Stein
    }
}.
draughts-square-unknown = „{ $square }“ ist kein dunkles Feld dieses Bretts: Nennen Sie ein Spielfeld, etwa { $example }.
draughts-bad-fen = --fen: { $reason }. Geben Sie eine Stellung in PDN-FEN an, etwa "{ $example }".
draughts-result-white = 2-0, Weiß gewinnt
draughts-result-black = 0-2, Schwarz gewinnt
draughts-help-move = ein Zug in voller Notation oder in Worten; er wird angesagt (oder vorgelesen) und wartet auf Ja oder Nein
draughts-end-no-pieces = keine Steine mehr
draughts-end-no-moves = kein Zug mehr
draughts-offer-export = Die Partie ist gespeichert. Für das Partieformular exportieren brf DATEI oder exportieren pdn DATEI eingeben; zurück nimmt den letzten Zug zurück; Ende beendet.
draughts-offer-export-unsaved = Die Partie ist noch nicht gesichert: { $count ->
    [one] 1 Eintrag fehlt
   *[other] { $count } Einträge fehlen
} in der Partiedatei { $path }, die nicht geschrieben werden kann. Schaffen Sie Platz auf dem Datenträger; die Partie bleibt offen, und Ende sichert sie dann. Für das Partieformular an einem anderen Ort exportieren brf DATEI oder exportieren pdn DATEI eingeben; zurück nimmt den letzten Zug zurück.

# hektor check on a PDN draughts file: lines beside the chess check's (replay.ftl).
check-draughts-illegal = Partie { $game }, Zug { $number }{ $where }: { $move } ist für { $side } kein legaler Zug: { $reason }; der Rest dieser Zugfolge wird nicht geprüft.
check-draughts-ambiguous = Partie { $game }, Zug { $number }{ $where }: { $move } passt zu mehr als einem Schlagzug von { $side }: schreiben Sie jedes Landefeld; der Rest dieser Zugfolge wird nicht geprüft.
check-draughts-missing = Partie { $game }, Zug { $number }{ $where }: der Zug von { $side } fehlt (... oder --); der Rest dieser Zugfolge wird nicht geprüft.
check-draughts-slip = Partie { $game }, Zug { $number }{ $where }: { $move } von { $side } ist als { $kind ->
    [capture] Schlagzug
   *[quiet] einfacher Zug
} geschrieben, doch der eine legale Zug auf diesen Feldern ist { $read }; gelesen als { $read } (ein Hinweis).
check-draughts-unreadable = Partie { $game }, Zeile { $line }: { $reason }; die Partie wird nicht geprüft.
check-draughts-side-decided = Partie { $game }: die FEN nennt ? als Seite am Zug (unbekannt, wie PDN 3.0 erlaubt); gelesen mit { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug, { $by ->
    [move] wie der erste Zug zeigt
   *[none] da die Partie keinen Zug hat, der es zeigt
} (unterstützt).
check-draughts-result-no-pieces = Partie { $game }: das Ergebnis { $written } widerspricht dem Brett: { $color ->
        [white] Weiß hat
       *[black] Schwarz hat
    } keine Steine mehr, das Ergebnis ist also { $board }.
check-draughts-result-no-moves = Partie { $game }: das Ergebnis { $written } widerspricht dem Brett: { $color ->
        [white] Weiß hat
       *[black] Schwarz hat
    } keinen legalen Zug, das Ergebnis ist also { $board }.

# The draughts rules' errors as phrases, to go inside a sentence.
draughts-fen-empty = die FEN ist leer: geben Sie sie als W:W31-50:B1-20 an
draughts-fen-side-to-move = die FEN muss mit W oder B beginnen (der Seite am Zug), nicht mit „{ $found }“
draughts-fen-field = die Steine jeder Seite beginnen in der FEN mit W oder B (wie in :W31,32), nicht mit „{ $found }“
draughts-fen-repeated-side = die Steine von { $color ->
        [white] Weiß
       *[black] Schwarz
    } stehen zweimal in der FEN
draughts-fen-square = „{ $found }“ in der FEN ist kein dunkles Feld dieses Bretts: geben Sie eine Zahl oder, auf 8x8, einen Namen wie c3 an
draughts-fen-range = „{ $found }“ in der FEN ist kein Bereich von Feldern: geben Sie zwei Zahlen von klein nach groß an, wie 31-50
draughts-fen-occupied = das Feld { $square } steht zweimal in der FEN
draughts-fen-man-on-crowning-row = der Stein auf { $square } steht auf seiner Umwandlungsreihe: schreiben Sie ihn als Dame (K{ $square })
draughts-notation-empty = es wurde kein Zug geschrieben
draughts-notation-no-such-square = { $text } nennt ein Feld, das dieses Brett nicht hat
draughts-notation-light-square = { $text } ist ein helles Feld, das Damespiel wird nur auf den dunklen Feldern gespielt
draughts-notation-missing-square = { $text } hat nur ein Feld: schreiben Sie, wohin der Stein zieht, wie 32-28 oder c3-d4
draughts-notation-unexpected = { $text } ist weder ein Feld noch ein Strich, x oder Doppelpunkt
draughts-notation-mixed-marks = { $text } mischt Strich und Schlagzeichen: ein Zug ist ein Schritt (-) oder ein Schlagzug (x oder :)
draughts-notation-quiet-with-landings = { $text } ist ein Schritt mit mehr als zwei Feldern: ein Schritt geht auf ein Feld; schreiben Sie einen Schlagzug mit x oder :
draughts-notation-mixed-forms = { $text } mischt Zahlen und Buchstaben: schreiben Sie die Felder auf eine Art
draughts-notation-same-square = { $text } endet, wo er beginnt
draughts-read-unknown-word = „{ $word }“ ist weder ein Feld noch eine Zahl noch ein Wort für Schlagen
draughts-unfit-phrase-no-legal-moves = die Partie ist zu Ende: es gibt keinen legalen Zug
draughts-unfit-phrase-capture-compulsory = hier besteht Schlagpflicht
draughts-unfit-phrase-written-as-quiet = diese Felder ergeben einen Schlagzug: schreiben Sie ihn mit x oder :
draughts-unfit-phrase-written-as-capture = diese Felder ergeben einen Schritt, keinen Schlagzug: schreiben Sie ihn mit Strich
draughts-unfit-phrase-nothing-from = von { $square } kann kein Stein ziehen
draughts-unfit-phrase-no-such-path = kein legaler Zug führt von { $from } nach { $to }
draughts-unfit-phrase-wrong-square = { $wrong } ist das falsche Feld: das Schlagen geht { $right }
draughts-unfit-phrase-not-majority = das verstößt gegen die Mehrheitsregel: dieses Schlagen nimmt { $taken ->
        [one] einen Stein
       *[other] { $taken } Steine
    }, hier nimmt ein Schlagen aber { $most }, und die Regel verlangt das, das am meisten nimmt
draughts-pdn-io = die Datei kann nicht weitergelesen werden
draughts-pdn-line-too-long = eine Zeile ist länger als 1 MiB
draughts-pdn-bad-tag = die Kopfzeile { $text } hat nicht die Form [Name "Wert"]
draughts-pdn-unclosed-comment = ein mit {"{"} geöffneter Kommentar wird nie geschlossen; die Datei ist vielleicht abgeschnitten
draughts-pdn-unclosed-variation = eine mit ( geöffnete Variante wird nie geschlossen
draughts-pdn-too-deep = Varianten sind tiefer als 64 Ebenen verschachtelt
draughts-pdn-unexpected = „{ $text }“ hat hier keinen Platz
draughts-pdn-bad-move-number = { $text } ist zu groß für eine Zugnummer
draughts-pdn-game-type = GameType { $value } ist kein Spiel, das hektor spielt: geben Sie 20 (internationales Damespiel) oder 25 (russisches Damespiel) an
draughts-pdn-move = der Zug { $move } kann nicht gelesen werden: { $reason }
check-no-draughts-game = Die Datei { $file } enthält keine PDN-Partie (keine Kopfzeilen, Züge oder Ergebnisse); bitte geben Sie eine PDN-Damedatei an.
check-draughts-cut-off = Partie { $game }: die Züge enden nach Zug { $number }{ $where } von { $side } ({ $move }) ohne das Ergebnis { $tag } der Kopfzeilen; die Datei ist dort vielleicht abgeschnitten.
check-draughts-rule-span = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
check-draughts-rule-draw = Partie { $game }, Zug { $number }{ $where }: hier beenden die Regeln die Partie mit Remis ({ $rule ->
    [repetition] dieselbe Stellung zum dritten Mal
    [small-ending] das kleine Endspiel nicht gewonnen, { $span }
    [lone-king] kein Gewinn gegen die einzelne Dame, { $span }
    [kings-only] nur Damen gezogen, ohne Schlagen, { $span }
   *[no-material-change] keine Materialänderung, { $span }
}, Artikel { $article }), doch die Partie geht bis { $written } weiter (ein Hinweis).
draughts-unfit = „{ $input }“: { $reason }.
draughts-unfit-example = „{ $input }“: { $reason }. Zum Beispiel: { $example }.
draughts-unfit-phrase-capture-goes-on = kein Schlagzug von { $from } endet auf { $to }: ein Schlagzug geht bis zum Ende und schlägt so viele Steine, wie die Regeln verlangen
draughts-help-pieces = wo die Steine und Damen beider Seiten oder einer Seite stehen
draughts-help-export = das Partieformular (pdn, brf, braille, text) in eine Datei schreiben
draughts-help-reconcile = das Partieformular dieser Partie mit dem anderen Formular in DATEI vergleichen (PDN oder eine hektor-Partiedatei; bei einer Datei mit mehreren Partien Partie N: abgleichen DATEI Partie N); die Aufzeichnung bleibt unverändert

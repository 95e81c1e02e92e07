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
draughts-not-a-move = „{ $input }“ ist kein Damezug: Nennen oder tippen Sie die Felder, zum Beispiel { $example }.
draughts-unfit-no-moves = Es gibt keinen legalen Zug: Die Partie ist zu Ende.
draughts-unfit-capture-compulsory = Es besteht Schlagzwang, und „{ $input }“ schlägt nicht. Nennen Sie den Schlag, etwa { $example }.
draughts-unfit-written-as-quiet = „{ $input }“ ist ein Schlag: Schreiben Sie ihn mit x oder Doppelpunkt oder sagen Sie das Wort für Schlagen, etwa { $example }.
draughts-unfit-written-as-capture = „{ $input }“ schlägt nichts: Schreiben Sie den Zug mit Bindestrich, etwa { $example }.
draughts-unfit-nothing-from = Von { $square } kann kein Stein der Seite am Zug ziehen.
draughts-unfit-no-such-path = Kein legaler Zug führt von { $from } nach { $to }.
draughts-pieces-men = { $count ->
    [one] Stein auf { $squares }
   *[other] Steine auf { $squares }
}
draughts-pieces-kings = { $count ->
    [one] Dame auf { $squares }
   *[other] Damen auf { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: keine Steine.
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
draughts-choice-hint = Antworten Sie mit dem ganzen Weg, oder { $numbers }.
draughts-bad-fen = --fen: { $reason }. Geben Sie eine Stellung in PDN-FEN an, etwa "{ $example }".
draughts-result-white = 2-0, Weiß gewinnt
draughts-result-black = 0-2, Schwarz gewinnt
draughts-help-move = ein Zug in voller Notation oder in Worten; er wird angesagt (oder vorgelesen) und wartet auf Ja oder Nein
draughts-end-no-pieces = keine Steine mehr
draughts-end-no-moves = kein Zug mehr
draughts-unfit-capture-goes-on = Kein Schlag von { $from } endet auf { $to }: Ein Schlag geht bis zum Ende und schlägt so viele Steine, wie die Regeln verlangen, etwa { $example }.
draughts-offer-export = Die Partie ist gespeichert. Für das Partieformular export brf DATEI oder export pdn DATEI eingeben; undo nimmt den letzten Zug zurück; quit beendet.

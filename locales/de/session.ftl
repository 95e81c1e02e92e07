# Die Partie (hektor play).
session-white = Weiß
session-black = Schwarz
session-white-in-sentence = Weiß
session-black-in-sentence = Schwarz
session-new-game = Neue Partie: { $players }.
session-resumed = Partie fortgesetzt. { $last }
session-clock-stopped-resume = Bedenkzeit: { $control }; die Uhr steht auf dem zuletzt aufgezeichneten Stand und ist angehalten: sie startet, wenn Sie den nächsten Zug bestätigen, oder mit weiter.
session-no-clock = Keine Uhr.
session-mode-assistant = Assistentenmodus: die Züge beider Spieler eingeben, wie sie ausgeführt werden.
session-mode-player = Sie spielen { $side }.
session-turn = Zug { $number }, { $side } am Zug.
session-turn-pending = Der Zug { $move } wartet auf Bestätigung.
session-help-hint = Geben Sie einen Zug ein; Hilfe nennt die Befehle.
session-empty-line = Leere Zeile: nichts wartet auf Bestätigung. Geben Sie einen Zug ein; Hilfe nennt die Befehle.
session-line-too-long = Diese Zeile hat { $count } Zeichen; ein Zug oder Befehl hat höchstens { $max }. Geben Sie einen Zug ein; Hilfe nennt die Befehle.
session-not-text = Diese Zeile enthält Zeichen, die kein Text sind. Geben Sie einen Zug ein; Hilfe nennt die Befehle.
session-usage = Nicht verstanden. Schreiben Sie es so: { $usage }
session-readback = { $side }: { $move }, richtig?
session-assistant-move = { $side }: { $move }
session-recorded = Notiert.
session-withdrawn = Zurückgenommen. Geben Sie den Zug neu ein.
# A move entered while another waited for yes or no: the one it replaces, in words.
session-move-replaced = Der Zug { $move } ist zurückgenommen, nicht notiert.
# Before the announcement of a move read with a look-alike letter of the other alphabet or another less usual meaning.
session-read-unusually = Ungewöhnlich gelesen: prüfen Sie den Zug.
session-declined = Abgebrochen; nichts geändert.
session-nothing-to-confirm = Nichts wartet auf Bestätigung. Geben Sie einen Zug ein; Hilfe nennt die Befehle.
session-nothing-to-withdraw = Nichts zurückzunehmen. Geben Sie einen Zug ein; Hilfe nennt die Befehle.
session-nothing-to-undo = Es ist noch kein Zug notiert, daher kann nichts zurückgenommen werden.
session-ask-undo = Den letzten Zug zurücknehmen, { $number }, { $side }: { $move }? Ja oder nein.
session-undone = Zurückgenommen: { $number }, { $side }: { $move }
session-ask-end = { $result }? Ja oder nein.
session-game-over = Die Partie ist beendet: { $result }.
session-offer-export = Die Partie ist gespeichert. Für das Partieformular exportieren brf DATEI oder exportieren pgn DATEI eingeben; zurück nimmt den letzten Zug zurück; Ende beendet.
session-offer-export-unsaved = Die Partie ist noch nicht gesichert: { $count ->
    [one] 1 Eintrag fehlt
   *[other] { $count } Einträge fehlen
} in der Partiedatei { $path }, die nicht geschrieben werden kann. Schaffen Sie Platz auf dem Datenträger; die Partie bleibt offen, und Ende sichert sie dann. Für das Partieformular an einem anderen Ort exportieren brf DATEI oder exportieren pgn DATEI eingeben; zurück nimmt den letzten Zug zurück.
# The end of a game of a registered game (its scoresheet is written as text or Braille).
session-offer-export-other = Die Partie ist gespeichert. Für das Partieformular exportieren brf DATEI oder exportieren text DATEI eingeben; zurück nimmt den letzten Zug zurück; Ende beendet.
session-offer-unsaved = Die Partie ist noch nicht gesichert: { $count ->
    [one] 1 Eintrag fehlt
   *[other] { $count } Einträge fehlen
} in der Partiedatei { $path }, die nicht geschrieben werden kann. Schaffen Sie Platz auf dem Datenträger; die Partie bleibt offen, und Ende sichert sie dann; zurück nimmt den letzten Zug zurück.
session-draw-with-move = Remisangebot vermerkt: es wird mit dem Zug notiert, wenn Sie ihn bestätigen.
session-draw-no-move = Remis wird nach einem Zug angeboten; es wurde noch kein Zug gemacht.
session-draw-offered = { $side } bietet mit dem Zug { $move } Remis an.
session-claim-valid = Die Reklamation ist berechtigt.
session-claim-repetition-invalid = Die Reklamation ist nicht berechtigt: diese Stellung stand { $count ->
    [one] einmal
   *[other] { $count }-mal
} auf dem Brett, nötig sind 3.
session-claim-fifty-invalid = Die Reklamation ist nicht berechtigt: { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzüge
} ohne Schlagen oder Bauernzug, nötig sind 100.
session-no-clock-to-adjust = Es gibt keine Uhr zum Stellen: diese Partie hat keine Bedenkzeit.
session-adjusted = Uhr gestellt.
session-adjust-too-much = Die Grenze für eine Uhr in dieser Partie ist { $most }: mehr Bedenkzeit gibt keine Partie. Die Uhren bleiben unverändert.
session-clock-paused = Uhr angehalten. weiter startet sie wieder.
session-clock-started = Die Uhr läuft: Zeit von { $color ->
    [white] Weiß
   *[black] Schwarz
}.
session-clock-is-stopped = Die Uhr ist angehalten.
session-quit-unconfirmed = Der Zug { $move } wurde nicht bestätigt und ist nicht notiert.
session-time-warning-hours = { $side }: Es { $count ->
    [one] bleibt
   *[other] bleiben
} noch { $left }.
session-time-warning-minutes = { $side }: Es { $count ->
    [one] bleibt
   *[other] bleiben
} noch { $left }.
session-time-warning-seconds = { $side }: Es { $count ->
    [one] bleibt
   *[other] bleiben
} noch { $left }.
session-inside-warning = Die Zeit jeder Seite liegt schon innerhalb der Warnzeit ({ $warning }): hektor warnt Sie jedes Mal, wenn sie sich halbiert.
session-flag-fall = { $side }: das Fallblättchen ist gefallen.
session-promotion-question = In welche Figur wird der Bauer umgewandelt: Dame, Turm, Läufer oder Springer?
session-no-moves-yet = Es wurde noch kein Zug gemacht.
session-last-move = Letzter Zug { $number }, { $side }: { $move }
session-nothing-to-repeat = Es wurde noch nichts gesagt.
session-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
session-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
session-seconds = { $n ->
    [one] { $n } Sekunde
   *[other] { $n } Sekunden
}
# The same units as the object of a verb ("додано 1 годину", "dodano 1 minutę"): the accusative.
session-hours-accusative = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
session-minutes-accusative = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
session-seconds-accusative = { $n ->
    [one] { $n } Sekunde
   *[other] { $n } Sekunden
}
session-time-no-clock = Keine Uhr. Gemachte Züge: Weiß { $white }, Schwarz { $black }.
session-time-side = { $side }: { $time }, { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
} gemacht
session-time-to-control = noch { $moves } bis zur Zeitkontrolle
session-result-white = 1-0, Weiß gewinnt
session-result-black = 0-1, Schwarz gewinnt
session-result-draw = Remis
session-result-ongoing = noch kein Ergebnis
session-by-checkmate = durch Matt
session-by-stalemate = durch Patt
session-by-resignation = { $color ->
    [white] Weiß hat aufgegeben
   *[black] Schwarz hat aufgegeben
}
session-by-time = durch Zeitüberschreitung
session-by-agreement = durch Vereinbarung
session-by-repetition = durch Stellungswiederholung
session-by-fifty = durch die Fünfzig-Züge-Regel
session-by-material = weil keine Seite mattsetzen kann
session-by-arbiter = durch Entscheidung des Schiedsrichters
session-help-move = ein Zug in beliebiger Notation: er wird angesagt, dann bestätigen oder zurücknehmen
session-help-confirm = bestätigen (oder eine leere Zeile) oder zurücknehmen: den angesagten Zug oder die Frage; Ja und Nein werden in jeder Sprache von hektor verstanden
session-help-time = die Zeit beider Seiten und die gemachten Züge
session-help-last = der letzte notierte Zug
session-help-repeat = die letzte Ansage wiederholen
session-help-pieces = wo die Figuren beider Seiten oder einer Seite stehen
session-help-scan = was auf einer Linie oder Reihe steht
session-help-square = was auf einem Feld steht
session-help-turn = wer am Zug ist, und die Zugnummer
session-help-undo = den letzten notierten Zug zurücknehmen, oder nur ein irrtümliches Ergebnis (mit Rückfrage)
session-help-leave = den Turniermodus vor dem Ergebnis verlassen (mit der PIN des Schiedsrichters, wenn eine gesetzt wurde)
session-help-draw = ein Remisangebot beim letzten Zug notieren; oder die Spieler haben Remis vereinbart
session-help-claim = Remis reklamieren: dreimalige Stellungswiederholung oder Fünfzig-Züge-Regel
session-help-resign = ein Spieler gibt auf (ohne Farbe: Sie selbst, im Spielermodus)
session-resign-who = Wer gibt auf? Tippen Sie aufgeben weiß oder aufgeben schwarz.
session-help-result = das Ergebnis nach Entscheidung des Schiedsrichters
session-help-adjust = die Uhren von Hand stellen (Entscheidung des Schiedsrichters)
session-help-pause = die Uhr anhalten
session-help-go = die Uhr wieder starten
session-help-export = das Partieformular (brf, pgn, braille, text) in eine Datei schreiben
session-help-quit = die Sitzung beenden; die Partie bleibt gespeichert und kann fortgesetzt werden
session-saved = Die Partie ist in { $path } gespeichert.
session-journal-failed = { $error } Die Partie geht im Speicher weiter; sichern Sie sie vor dem Beenden mit exportieren pgn DATEI.
session-export-done = Das Partieformular ist in { $path } geschrieben.
session-export-failed = Das Partieformular wird nicht nach { $path } geschrieben: { $error } Die Partie ist sicher in { $journal }.
session-export-failed-unsaved = Das Partieformular wird nicht nach { $path } geschrieben: { $error } Auch die Partie ist nicht gesichert: { $count ->
    [one] 1 Eintrag fehlt
   *[other] { $count } Einträge fehlen
} in der Partiedatei { $journal }, die nicht geschrieben werden kann. Schaffen Sie Platz auf dem Datenträger, oder wählen Sie eine Datei auf einem anderen Datenträger; die Partie bleibt offen.
# The formats of a registered game's scoresheet, said when another is asked for.
session-export-other-formats = In diesem Spiel wird das Partieformular als brf, braille oder text geschrieben, etwa exportieren text DATEI.
session-resume-offer = Eine unbeendete Partie wurde gefunden: { $players }, { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}, { $path }. Fortsetzen? Ja oder nein.
session-resume-declined = Eine neue Partie beginnt; die unbeendete Partie bleibt in { $path }.
session-resume-declined-unmarked = Eine neue Partie beginnt; die unbeendete Partie bleibt in { $path }, konnte aber nicht als zurückgestellt markiert werden ({ $error }) und wird deshalb beim nächsten Mal wieder angeboten.
session-resume-broken = Die Partiedatei { $path } kann nicht fortgesetzt werden: { $error }
session-key-help-screen = diese Hilfe zeigen oder schließen
session-key-flip = das Brett drehen
session-key-figurines = Figurenbuchstaben oder Figurinen
session-key-clear = die Eingabezeile leeren, die Hilfe schließen
session-piece-letters = K D T L S B
session-tui-board = Brett
session-tui-legend = Großbuchstaben: Weiß, Kleinbuchstaben: Schwarz
session-tui-clock = Uhr
session-tui-scoresheet = Partieformular
session-tui-log = Gesagt
session-tui-input = Zug oder Befehl, Enter sendet
session-tui-pending = { $san } wartet: Enter oder j bestätigt, n nimmt zurück
session-tui-hint = F1 Hilfe · F2 Zeit · F3 letzter Zug · F4 wiederholen · Strg-Q beenden
session-tui-to-move = am Zug
session-tui-moves = { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}

# Abgleich in der Sitzung (reconcile DATEI, Brett-Eingabe).
session-help-board = eingeben, was auf einem Brett steht (bis zu zwei), Zeile für Zeile: weiß, Ke1, Springer f3, leer e4; Brett blind oder Brett sehend sagt, wessen Brett es ist; Brett fertig sagt das ganze Brett; Brett löschen vergisst die Bretter
session-help-reconcile = das Partieformular dieser Partie mit dem anderen Formular in DATEI (bei einer Datei mit mehreren Partien Partie N: abgleichen DATEI Partie N) und den eingegebenen Brettern vergleichen; die Aufzeichnung bleibt unverändert
session-board-start = Brett { $number }: erst die Farbe, dann Figuren und Felder, Zeile für Zeile, zum Beispiel weiß, Ke1, Springer f3, leer e4. Züge werden bis Brett fertig nicht angenommen.
session-board-done = Brett { $number }: { $board }
session-board-nothing = nichts eingegeben.
session-board-unusable = Dieses Brett kann in keiner Partie stehen: { $error }. Eingegeben: { $board } Korrigieren oder Brett löschen eingeben.
session-board-line-error = Nicht eingegeben: { $error }. Während ein Brett eingegeben wird, sind Zeilen Figuren und Felder, keine Züge; Brett fertig beendet die Eingabe.
session-board-already = Brett { $number } wird gerade eingegeben; Brett fertig beendet es, Brett löschen vergisst es.
session-board-full = Es sind schon zwei Bretter eingegeben; Brett löschen vergisst sie.
session-board-not-entering = Es wird kein Brett eingegeben; der Befehl Brett beginnt eines.
session-board-cleared = Die eingegebenen Bretter sind vergessen.
session-board-still-entering = Das Brett in Eingabe gehört nicht zu diesem Bericht; Brett fertig beendet es.
session-board-side = { $side }: Figuren und Felder nennen.
session-board-no-side = Keine Farbe genannt

# Mehrere Züge passen (Issue 11), Reklamationen (FIDE 9.2, 9.5).
session-choice-number = { $number } für { $choice }
session-choice-hint = Antworten Sie mit { $by ->
        [both] dem Feld, seiner Linie oder Reihe
        [file] dem Feld oder seiner Linie
        [rank] dem Feld oder seiner Reihe
        [path] dem ganzen Weg
       *[square] dem Feld
    }{ $numbers }.
session-choice-numbers = , oder { $numbers }
session-choice-unclear = „{ $answer }“ wählt keinen davon aus.
session-choice-several = „{ $answer }“ kann { $choices } bedeuten.
session-not-an-answer = „{ $answer }“ ist keine Antwort: Antworten Sie { $yes } oder { $no }.
session-claim-penalty = Eine unberechtigte Reklamation kann zwei Minuten kosten: der Schiedsrichter kann sie der Bedenkzeit des Gegners hinzufügen (FIDE 9.5); der Befehl Uhr stellen setzt die Uhren.
session-claim-move-to-play = Der Zug { $move } muss jetzt gespielt werden (FIDE 9.2).
session-claim-move-must-be-played = Nach der Remisreklamation muss der Zug { $move } gespielt werden (FIDE 9.2): bestätigen Sie ihn mit j. Nur der Schiedsrichter kann das ändern, mit zurück, nachdem der Zug notiert ist.

# Zeit in Worten, Remis ausführlich (Issue 11 Punkt 17, Issue 12 Punkt 7).
session-time-control = Bedenkzeit: { $control }.
session-time-added = { $side }: { $added } für die nächste Periode hinzugefügt.
session-help-own-time = nur Ihre eigene Zeit und Ihre Züge bis zur Zeitkontrolle
session-draw-because = Remis, weil { $reason ->
    [time-white] das Fallblättchen von Weiß gefallen ist und Schwarz nicht mattsetzen kann
    [time-black] das Fallblättchen von Schwarz gefallen ist und Weiß nicht mattsetzen kann
    [stalemate-white] Weiß patt ist: kein legaler Zug, und der König steht nicht im Schach
    [stalemate-black] Schwarz patt ist: kein legaler Zug, und der König steht nicht im Schach
    [repetition] dieselbe Stellung dreimal auf dem Brett stand
    [fivefold] dieselbe Stellung fünfmal auf dem Brett stand
    [fifty] jede Seite fünfzig Züge ohne Schlagen und ohne Bauernzug gemacht hat
    [seventy-five] jede Seite fünfundsiebzig Züge ohne Schlagen und ohne Bauernzug gemacht hat
   *[material] keine Seite mattsetzen kann
}

# Tasten des Vollbilds (Issue 11 Punkte 12, 13).
session-key-help-opened = Hilfe geöffnet: Pfeiltasten, Bild auf, Bild ab, Pos1 und Ende blättern; Esc oder F1 schließt sie.
session-key-help-closed = Hilfe geschlossen.
session-key-help-keys = Die Hilfe ist offen: Pfeiltasten, Bild auf und Bild ab blättern; Esc oder F1 schließt sie.
session-key-help-position = Hilfe, Zeilen { $first } bis { $last } von { $rows }.
session-key-log-position = Gesagt, Zeilen { $first } bis { $last } von { $rows }; Ende zeigt das Neueste.
session-key-flipped = Brett gedreht: { $bottom ->
    [black] Schwarz
   *[white] Weiß
} unten.
session-key-pieces-shown = Das Brett zeigt { $shown ->
    [figurines] Figurinen
   *[letters] Buchstaben
}.
session-key-input-empty = Die Eingabezeile ist leer.
session-key-input-cleared = Eingabezeile gelöscht.
session-key-input-full = Die Eingabezeile ist voll: ein Zug oder Befehl hat höchstens { $max } Zeichen.
session-key-no-action = { $key } hat keine Funktion; F1 zeigt die Tasten.
session-help-keys-heading = Tasten im Vollbild:
session-key-fixed-keys = Enter: Eingabezeile senden; Rücktaste: ein Zeichen löschen; Pfeil auf, Pfeil ab, Bild auf, Bild ab, Pos1, Ende: im Protokoll blättern (hier: in dieser Hilfe)
session-tui-log-scrolled = Gesagt, Zeilen { $first } bis { $last } von { $rows } (Ende: Neuestes)
session-tui-help-scroll = Hilfe, Zeilen { $first } bis { $last } von { $rows }: Pfeile und Bild auf, Bild ab blättern, Esc oder F1 schließt

# Die Partiedatei schützen (Fortsetzen, Ergebnis zurücknehmen, Export, volle Festplatte).
session-reading-age-running = Die Uhren stehen auf dem letzten Stand, aufgezeichnet vor { $age }; Bedenkzeit danach, höchstens { $most }, wurde nicht aufgezeichnet.
session-reading-age-stopped = Die Uhren stehen so, wie sie beim Anhalten vor { $age } standen.
session-ask-undo-with-result = Die Partie ist beendet: { $result }. Das Ergebnis und den letzten Zug zurücknehmen, { $number }, { $side }: { $move }? Ja oder nein. Um nur das Ergebnis zurückzunehmen, antworten Sie nein und geben Sie zurück Ergebnis ein.
session-no-result-to-withdraw = Die Partie hat kein Ergebnis, das zurückgenommen werden könnte.
session-result-from-position = Das Ergebnis, { $result }, ergibt sich aus der Stellung auf dem Brett; zurück nimmt den letzten Zug zurück.
session-ask-withdraw-result = Das Ergebnis zurücknehmen, { $result }? Die Züge bleiben. Ja oder nein.
session-result-withdrawn = Das Ergebnis ist zurückgenommen, die Partie geht weiter.
session-clock-starts-with-move = Die Uhr ist angehalten: sie startet, wenn Sie den nächsten Zug bestätigen, oder mit weiter.
session-export-own-file = { $path } ist die Datei dieser Partie: das Partieformular würde die Partie zerstören. Wählen Sie einen anderen Dateinamen.
session-ask-overwrite = { $path } gibt es schon. Durch das Partieformular ersetzen? Ja oder nein.
session-journal-caught-up = Die Partiedatei kann wieder geschrieben werden: { $count ->
    [one] 1 wartender Eintrag ist
   *[other] { $count } wartende Einträge sind
} gespeichert, nichts ist verloren.
session-quit-unsaved = { $count ->
    [one] 1 Eintrag dieser Partie steht
   *[other] { $count } Einträge dieser Partie stehen
} nicht in der Partiedatei { $path }, die nicht geschrieben werden kann. Schaffen Sie Platz auf dem Datenträger, oder schreiben Sie das Partieformular mit exportieren pgn DATEI an einen anderen Ort; ein weiteres Ende beendet die Sitzung, und sie gehen verloren.
session-not-saved = In der Partiedatei { $path } { $count ->
    [one] fehlt der letzte Eintrag
   *[other] fehlen die letzten { $count } Einträge
}: sie konnten nicht geschrieben werden.
session-resume-no-answer = Keine Antwort, also hat sich nichts geändert: die unbeendete Partie in { $path } wird beim nächsten Mal wieder angeboten.
session-resume-new-game-options = { $options }: { $count ->
    [one] diese Option gilt
   *[other] diese Optionen gelten
} nur für eine neue Partie; eine fortgesetzte Partie geht mit ihrer eigenen Stellung und ihren eigenen Einstellungen weiter.
session-resume-unread-settings = Die erste Zeile der Partiedatei hat { $count ->
    [one] eine Einstellung
   *[other] Einstellungen
}, die hektor nicht lesen kann: { $settings }. { $count ->
    [one] Sie erhält
   *[other] Sie erhalten
} den Standardwert; alles andere ist wie gespeichert.
session-file-in-use = Die Partiedatei { $path } ist in einer anderen hektor-Sitzung geöffnet; zwei Sitzungen, die in eine Partie schreiben, würden sie beschädigen. Beenden Sie zuerst die andere Sitzung.
session-resume-damaged-kept = Nichts geändert: { $path } bleibt, wie sie ist.
session-move-in-memory = Dieser Zug ist vorerst nur im Speicher und noch nicht gesichert: die Partiedatei kann nicht geschrieben werden ({ $count ->
    [one] 1 Eintrag wartet
   *[other] { $count } Einträge warten
}). Schaffen Sie Platz auf dem Datenträger; hektor sichert ihn, sobald es geht.
session-resume-empty = { $path } ist leer: hektor wurde beendet, bevor der Beginn der Partie geschrieben war, es gibt also nichts fortzusetzen. In dieser Datei beginnt eine neue Partie.
session-resume-damaged = { $left } Ohne das Ausgelassene fortsetzen? Eine Kopie der Datei, wie sie jetzt ist, bleibt daneben erhalten. Ja oder nein.
session-resume-torn-move = { journal-torn-move } Geben Sie ihn noch einmal ein, wenn er gespielt wurde.
session-resume-backup = Eine Kopie der Partiedatei, wie sie war, liegt in { $backup }.
session-flag-fallen-adjust = Ein Blättchen ist gefallen, daher kann die Uhr nicht laufen: stellen Sie die Zeiten mit Uhr stellen, zum Beispiel Uhr stellen weiß 5:00.
session-create-failed = { $error } Die Partiedatei { $path } kann nicht angelegt werden, daher kann die Partie nicht gespeichert werden. Wählen Sie mit --save DATEI einen anderen Ort.

session-replay-only = Diagonalen sind eine Analysehilfe: hektor liest sie beim Nachspielen vor, nicht während einer Partie (FIDE-Regeln, Artikel 11.3).

# Black after "against" in session-new-game and session-resume-offer (the case it takes there).
session-black-after-against = Schwarz
# Both players in session-new-game and session-resume-offer; $named is yes when Black has a person's name (not a colour word).
session-players = { $named ->
   *[other] { $white } gegen { $black }
}
session-save-exists = --save: { $path } gibt es schon; setzen Sie diese Partie mit --resume { $path } fort, oder wählen Sie einen anderen Dateinamen.
session-save-exists-other = --save: { $path } existiert bereits und ist keine Partiedatei von hektor; sie bleibt, wie sie ist. Wählen Sie einen anderen Dateinamen.

session-board-owner = { $player ->
    [blind] Es ist das Brett des blinden Spielers.
   *[sighted] Es ist das Brett des sehenden Spielers.
  }
session-reconcile-game-hint = Für eine andere Partie aus { $file }: abgleichen { $file } Partie N, mit N von 1 bis { $count }.
session-help-help = die Liste der Befehle: was Sie eingeben und was jeder Befehl tut

# A saved game's last line, cut off by a crash (resume, export, reconcile)
journal-torn-move = Der letzte Eintrag, abgeschnitten, als hektor anhielt, fehlt: der Zug { $san }.
journal-torn = Der letzte Eintrag, abgeschnitten, als hektor anhielt, fehlt: { $text }

session-chess-only = { $game ->
    [other] In diesem Spiel geht das nicht.
   *[draughts] Das geht nur im Schach, nicht im Damespiel.
}
session-claim-not-in-draughts = Im Damespiel gibt es keine Reklamation: hektor zählt die Remisregeln mit und sagt, wann eine erreicht ist.
session-claim-move-unclear = „{ $input }“ passt zu mehr als einem Zug: Reklamieren Sie mit dem ganzen Zug oder ohne Zug.
session-draughts-letters = S D
session-tui-draughts-legend = Großbuchstaben: Weiß, Kleinbuchstaben: Schwarz; s: Stein, d: Dame
session-piece-not-in-game = Diese Figur gibt es in diesem Spiel nicht.
session-not-on-board = Dieses Feld gibt es auf diesem Brett nicht.
session-export-draughts-formats = Im Damespiel wird das Partieformular als pdn, brf, braille oder text geschrieben, etwa exportieren pdn DATEI.
session-resume-not-answer = „{ $line }“ ist keine Antwort. Die unbeendete Partie in { $path } fortsetzen? Ja setzt sie fort, nein beginnt eine neue Partie.
session-question-dropped = { $kind ->
    [undo] Die Frage wurde nicht beantwortet, daher wird der letzte Zug nicht zurückgenommen.
    [leave] Die Frage wurde nicht beantwortet, daher bleibt der Turniermodus an.
    [end] Die Frage wurde nicht beantwortet, daher wird das Ergebnis nicht eingetragen; die Partie geht weiter.
    [result] Die Frage wurde nicht beantwortet, daher bleibt das Ergebnis bestehen.
   *[export] Die Frage wurde nicht beantwortet, daher wurde nichts nach { $path } exportiert.
}
session-replay-command = Dieser Befehl gehört zum Nachspielen (hektor replay DATEI), nicht zu einer Partie. Geben Sie Hilfe ein, um die Befehle zu hören.
session-reconcile-only-game-hint = Um mit dieser Partie zu vergleichen, geben Sie ein: abgleichen { $file }.
session-screen-failed = Der Vollbildschirm konnte nicht verwendet werden; starten Sie erneut mit hektor play --plain.
session-export-chess-formats = Im Schach wird das Partieformular als pgn, brf, braille oder text geschrieben, etwa exportieren pgn DATEI.
session-warn-not-minutes = --warn: „{ $part }“ ist keine Anzahl Minuten; schreiben Sie zum Beispiel --warn 10,5,1.
session-tui-hint-custom = { $key } zeigt die geltenden Tasten (config.toml [keys])

# The placeholders and words of a command's usage ("export brf FILE", "resign [white|black]").
usage-file = DATEI
usage-move = ZUG
usage-value = WERT
usage-reason = Grund
usage-white = weiß
usage-black = schwarz
usage-men = Steine
usage-kings = Damen
usage-blind = blind
usage-sighted = sehend
# A command's usage in the help and the other names it is typed by.
usage-aliases = { $usage }, auch { $names }

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
session-words-time = Zeit, wie viel Zeit, wieviel Zeit
session-words-own-time = meine Zeit
session-words-last = letzter Zug, letzter
session-words-repeat = wiederholen, nochmal
session-words-pieces = Figuren
session-words-scan = abtasten
session-words-square = zeige
session-words-turn = am Zug, wer zieht, wer ist am Zug
session-words-undo = zurück, rückgängig
session-words-leave = turniermodus verlassen
session-words-draw = Remis
session-words-claim = reklamieren
session-words-resign = aufgeben, ich gebe auf
session-words-result = Ergebnis
session-words-adjust = Uhr stellen, stellen
session-words-pause = Pause, anhalten
session-words-go = weiter, los
session-words-export = exportieren, speichern
session-words-board = Brett
session-words-reconcile = abgleichen, vergleichen
session-words-quit = Ende, beenden
session-words-help = Hilfe

# The words that name a side or a kind of piece where a command takes one (pieces white,
# pieces knights, resign black, adjust white 10:00), read in every language at once, in
# lower case, separated by commas: singular and plural, and the letters that are no
# other word (a king of draughts is a king).
words-white = weiß, weiss
words-black = schwarz
words-king = könig, koenig
words-queen = d, dame, damen
words-rook = t, turm, türme
words-bishop = l, läufer, laeufer
words-knight = s, springer
words-pawn = bauer, bauern
words-man = stein, steine
# The words a command takes after its name, read in every language at once, the first
# one named by the help: undo result, draw agreed, claim repetition|fifty, Brett fertig,
# Brett löschen (and Filter löschen), reconcile FILE game N.
words-result = ergebnis
words-agreed = vereinbart, angenommen, zugestimmt
# After a side (white, black): the side resigns (`black resigns`), as a whole line.
words-resigns = gibt auf, hat aufgegeben, geben auf
# The word for a square said before it (`Feld e4`): with a square after it, the line asks what stands there.
words-field = Feld
words-repetition = wiederholung
words-fifty = fünfzig, 50
words-done = fertig
words-clear = löschen
words-game = partie
# The reasons a result may be given with (result 1-0 resigns), read in every language at
# once (besides words-agreed, words-repetition and words-fifty); other text is kept as
# written.
words-reason-resignation = aufgabe, aufgegeben
words-reason-time = zeit, zeitüberschreitung
words-reason-agreement = einigung
words-reason-checkmate = matt, schachmatt
words-reason-stalemate = patt
words-reason-material = material, ungenügendes material
words-reason-arbiter = schiedsrichter, entscheidung

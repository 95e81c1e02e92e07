# Bedenkzeiten in Worten ($time ist eine Zeit in Worten: „1 Stunde 30 Minuten“).
time-control-moves = { $time } für { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
time-control-every = { $time } für je { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
time-control-game = { $time } für die Partie
time-control-rest = { $time } für den Rest der Partie
time-control-then = dann
time-control-increment = { $time } Zuschlag pro Zug ab dem ersten Zug
time-control-period-increment = plus { $time } pro Zug
time-control-delay = { $kind ->
    [bronstein] { $time } Bronstein-Verzögerung
   *[simple] { $time } Verzögerung
} pro Zug

config-unknown-key = Die Konfigurationsdatei { $path } enthält den Schlüssel { $key }, den hektor nicht kennt; er wird übergangen, die übrigen Einstellungen gelten. Prüfen Sie die Schreibweise im Handbuch (manual.html).
config-unknown-keys = Die Konfigurationsdatei { $path } enthält Schlüssel, die hektor nicht kennt: { $keys }; sie werden übergangen, die übrigen Einstellungen gelten. Prüfen Sie ihre Schreibweise im Handbuch (manual.html).
config-unknown-more = und { $count ->
    [one] ein weiterer
   *[other] { $count } weitere
}
config-left-out = Diese Einstellung wird übergangen, die übrigen gelten.
config-version-newer = Die Konfigurationsdatei { $path } hat die Version { $version }, dieses hektor kennt die Version { $known }: Die Einstellungen, die es lesen kann, gelten, die anderen werden einzeln genannt. Aktualisieren Sie hektor, damit alle gelten.
config-key-unknown-command = Die Taste { $key } ist in config.toml [{ $table }] mit { $action } belegt, das ist kein Befehl { $table ->
    [replay_keys] des Wiedergabebildschirms
   *[other] des Spielbildschirms
}; diese Belegung wird übergangen, die übrigen Tasten gelten. Geben Sie Hilfe ein, um die Befehle zu hören.
config-key-bad = config.toml [{ $table }]: { $key } ist keine Taste, die hektor belegen kann. Verwenden Sie f1 bis f12, esc, tab, die Pfeiltasten (left, right, up, down), home, end, pageup, pagedown oder ctrl- bzw. alt- mit einem Buchstaben oder einer Ziffer (ctrl-u).
cli-value-not-one-of = { $option } nimmt „{ $value }“ nicht an; die Werte sind { $valid }.
cli-value-unreadable = { $option } nimmt „{ $value }“ nicht an. Geben Sie hektor --help ein, um die Optionen zu sehen.
cli-value-missing = Nach { $option } fehlt ein Wert.
cli-unknown-option = hektor kennt { $option } nicht. Geben Sie hektor --help ein, um die Optionen zu sehen.
cli-missing = { $what } fehlt. Geben Sie hektor --help ein, um die Optionen zu sehen.
cli-given-twice = { $option } ist mehr als einmal angegeben; geben Sie es nur einmal an.
# A value the command line lacks, by clap's name for it (lowercase), as the subject of cli-missing.
cli-argument = { $name ->
    [moves] die Züge
    [file] die Datei
    [input] die zu exportierende Datei
   *[other] { $name }
}
cli-unknown-command = hektor hat keinen Befehl { $command }; die Befehle sind play, say, replay, check, export, reconcile, verify, arbiter, voices und speech-test.
cli-value-not-number = { $option } braucht eine positive ganze Zahl, zum Beispiel 3; „{ $value }“ ist keine.
# The end of a quote from a file (a comment, a line) cut at 2,000 characters: how much was left out.
quote-cut = … { $count ->
    [one] ein weiteres Zeichen
   *[other] { $count } weitere Zeichen
} ausgelassen.

# The answers to every question hektor asks (a move to confirm, undo, a result, ...),
# read in every language at once, in any case, separated by commas: the yes words and
# the no words, the full word first, then the single letters (what the help names).
answer-yes = ja, j
answer-no = nein, n
# The other answers to "..., correct?": what a speaker says for "that is right" and
# "that is wrong"; one may follow a yes or no word ("yes, correct").
answer-right = richtig, korrekt, stimmt, jawohl, genau, klar, richtig so, jo, passt
answer-wrong = falsch, stimmt nicht, nee, nö, nicht richtig

# Fehler des Betriebssystems, ein Satz je Art; { $file } ist der Pfad wie angegeben.
io-not-found = Die Datei { $file } gibt es nicht. Prüfen Sie den Namen und den Ordner.
io-folder-not-found = Der Ordner { $folder } existiert nicht. Prüfen Sie den Namen, oder legen Sie den Ordner zuerst an.
io-permission-denied = hektor darf die Datei { $file } nicht benutzen. Prüfen Sie ihre Zugriffsrechte, oder wählen Sie eine andere Datei.
io-already-exists = Die Datei { $file } gibt es schon; sie bleibt, wie sie ist. Wählen Sie einen anderen Dateinamen.
io-is-a-directory = { $file } ist ein Ordner, keine Datei. Geben Sie den Namen einer Datei an.
io-not-regular = { $file } ist keine gewöhnliche Datei ({ $kind ->
        [pipe] eine Pipe
        [device] ein Gerät
        [socket] ein Socket
       *[other] eine Sonderdatei
    }), deshalb öffnet hektor sie nicht. Geben Sie den Namen einer Datei an.
io-other-draughts = { $file } sieht aus wie eine Datei mit { $game ->
        [english] englischem Dame (Checkers, 32 Felder)
       *[italian] italienischem Dame (32 Felder)
    }, einem Spiel, das hektor nicht spielt: hektor spielt Schach, internationales Dame (100 Felder) und russisches Dame (64 Felder).
io-too-large = Die Datei { $file } ist größer als { $megabytes } MB, mehr als hektor hier liest. Geben Sie eine kleinere Datei an, zum Beispiel eine Partie daraus.
io-storage-full = Der Datenträger ist voll, daher kann { $file } nicht geschrieben werden. Schaffen Sie Platz, oder wählen Sie einen anderen Datenträger.
io-read-only = { $file } liegt auf einem Datenträger, der nicht beschrieben werden kann. Wählen Sie einen anderen Ort.
io-invalid-data = Die Datei { $file } ist kein Text, den hektor lesen kann. Speichern Sie sie als UTF-8-Text und versuchen Sie es erneut.
io-other = hektor kann die Datei { $file } nicht benutzen. Prüfen Sie die Datei, ihren Ordner und den Datenträger.
# Warum eine FEN nicht gelesen werden kann oder keine legale Stellung ist: Satzteile.
fen-invalid = der Text ist keine Stellung in FEN
fen-invalid-board = die Figurenstellung, der erste Teil, besteht nicht aus acht Reihen aus Figuren und Ziffern
fen-invalid-pocket = die Figuren in der Hand können nicht gelesen werden
fen-invalid-turn = die Seite am Zug, der zweite Teil, muss w oder b sein
fen-invalid-castling = der Rochadeteil, der dritte Teil, muss ein Strich oder die Buchstaben K, Q, k, q sein
fen-invalid-ep = der En-passant-Teil, der vierte Teil, muss ein Strich oder ein Feld wie e3 sein
fen-invalid-remaining-checks = die verbleibenden Schachgebote können nicht gelesen werden
fen-invalid-halfmove = der Halbzugzähler, der fünfte Teil, muss eine Zahl sein
fen-invalid-fullmoves = die Zugnummer, der sechste Teil, muss eine Zahl ab 1 sein
position-empty-board = das Brett ist leer
position-missing-king = ein König fehlt
position-too-many-kings = eine Seite hat mehr als einen König
position-pawns-on-backrank = ein Bauer steht auf der ersten oder der achten Reihe
position-invalid-castling = die Rochaderechte passen nicht zu den Königen und Türmen auf dem Brett
position-invalid-ep = das En-passant-Feld passt nicht zu den Bauern auf dem Brett
position-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
position-impossible-check = das Schach auf dem Brett kann in keiner Partie entstehen
position-too-much-material = es stehen mehr Figuren auf dem Brett, als eine Partie haben kann
position-variant = die Stellung ist in dieser Variante nicht legal
position-other = die Stellung ist nicht legal
# export --output
export-exists = { $file } gibt es schon; die Datei bleibt, wie sie ist. Geben Sie --force an, um sie zu ersetzen, oder wählen Sie einen anderen Dateinamen.
export-in-use = { $file } ist die Datei einer Partie, die gerade in hektor gespielt wird; das Partieformular wird dort nicht geschrieben. Wählen Sie einen anderen Dateinamen.
# Warum die Signaltöne stumm sind (ohne die englische Meldung der Bibliothek).
sound-off-not-built = Dieses hektor wurde ohne Ton gebaut, daher sind die Signaltöne aus.
sound-off-switched-off = Die Signaltöne sind in den Einstellungen ausgeschaltet (earcons = false).
sound-off-no-thread = Der Ton konnte nicht gestartet werden, daher sind die Signaltöne aus. Schließen Sie andere Programme, das kann helfen.
sound-off-no-default = Dieser Computer hat keine Tonausgabe, daher sind die Signaltöne aus.
sound-off-no-device = Es gibt kein Audiogerät { $device }, daher sind die Signaltöne aus. Prüfen Sie sound_device in den Einstellungen.
sound-off-cannot-play = Das Audiogerät { $device } kann nicht abspielen, daher sind die Signaltöne aus. Prüfen Sie, ob ein anderes Programm es belegt.
sound-off-format = Das Audiogerät { $device } verwendet ein Abtastformat, das hektor nicht abspielen kann, daher sind die Signaltöne aus. Wählen Sie in sound_device ein anderes Gerät.
# Die Standardausgabe oder das Terminal versagt (eine geschlossene Pipe wird nicht gemeldet).
io-stdout = Die Standardausgabe kann nicht geschrieben werden. Prüfen Sie den Datenträger oder das Programm, das die Ausgabe von hektor liest.
io-terminal = hektor replay wurde beendet: Das Terminal kann nicht gelesen oder beschrieben werden. Prüfen Sie das Terminal oder die mit hektor verbundenen Programme.

# Eine Partiedatei, die nicht lesbar ist: was an ihr falsch ist, in Worten.
journal-not-a-journal = { $file } ist keine Partiedatei von hektor: die erste Zeile ist kein Partiebeginn.
journal-damage-syntax = ihr Text ist zerstört
journal-damage-data = sie enthält einen Eintrag, den diese Version von hektor nicht kennt
journal-damage-eof = sie bricht ab
journal-empty = { $file } ist leer: die Partie darin hat nie begonnen.
journal-damage-illegal = ihr Zug ist an dieser Stelle nicht regelgerecht
journal-damage-long = sie ist länger als jeder Eintrag, den hektor schreibt
journal-damage-clock = ihr Uhrenstand ist mehr Bedenkzeit, als die Partie geben kann
journal-left-out = { $count ->
    [one] { $count } Zeile
   *[other] { $count } Zeilen
} der Partiedatei { $file } sind nicht verwendbar und werden ausgelassen (Zeilen { $lines }; bei der ersten: { $reason }); alle anderen Einträge bleiben erhalten.
journal-left-out-one = Zeile { $line } der Partiedatei { $file } ist nicht verwendbar ({ $reason }) und wird ausgelassen; alle anderen Einträge bleiben erhalten.
journal-salvaged-one = Zeile { $line } der Partiedatei { $file } war beschädigt; ihr Zug { $san } wurde aus dem Rest gelesen.
journal-salvaged = { $count ->
    [one] { $count } Zeile
   *[other] { $count } Zeilen
} der Partiedatei { $file } waren beschädigt (Zeilen { $lines }); ihre Züge { $sans } wurden aus dem Rest gelesen.
journal-bad-start = Die Anfangsstellung { $fen } der Partiedatei ist keine regelgerechte Schachstellung: { $reason }.
journal-illegal-move = Halbzug { $ply } der Partiedatei ({ $uci }) ist in der Stellung davor nicht regelgerecht; die Datei wurde verändert oder beschädigt.

# Eine Bedenkzeit (--time), die nicht verwendbar ist.
time-control-empty = die Bedenkzeit ist leer
time-control-syntax = die Bedenkzeit „{ $text }“ ist bei „{ $part }“ nicht lesbar
time-control-zero = die Bedenkzeit „{ $text }“ gibt in einer ihrer Perioden keine Zeit
time-control-no-base = die Bedenkzeit „{ $text }“ gibt vor dem ersten Zug keine Zeit; nennen Sie zuerst die Minuten, zum Beispiel 5+3
time-control-missing-moves = in der Bedenkzeit „{ $text }“ darf nur die letzte Periode ohne Zugzahl sein
time-control-implausible = in der Bedenkzeit „{ $text }“ ist { $part } weder Minuten (mehr als 4 Stunden) noch Sekunden (weniger als 10 Minuten)
time-control-moves-first = in der Bedenkzeit „{ $text }“ gibt „{ $part }“ mehr Züge als Minuten: schreiben Sie die Züge zuerst, wie in 40/90 (40 Züge in 90 Minuten)
time-control-forms = hektor nimmt Minuten (90+30), Züge in Minuten (40/90+30,30+30), G/60, G/90;inc30, G/90;d5, G/90;b5 und Sekunden ab 600, wie PGN sie schreibt (40/5400+30:1800+30)
time-control-error = --time: { $error }.

# Eine config.toml, die nicht verwendbar ist.
config-syntax = Die Konfigurationsdatei { $path } ist in Zeile { $line } nicht lesbar: schreiben Sie jede Einstellung als Schlüssel = Wert, Text in Anführungszeichen, zum Beispiel lang = "de".
config-not-text = Die Konfigurationsdatei { $path } ist in Zeile { $line } kein UTF-8-Text (ein Buchstabe einer anderen Kodierung oder ein Null-Byte) und nicht lesbar. Speichern Sie die Datei als UTF-8-Text.
config-bad-value = In der Konfigurationsdatei { $path } ist der Wert von { $key } keiner, den hektor annimmt; das Handbuch (manual.html) nennt die Einstellungen und ihre Werte.
config-bad-file = Die Konfigurationsdatei { $path } enthält einen Wert, den hektor nicht annimmt; das Handbuch (manual.html) nennt die Einstellungen und ihre Werte.
config-out-of-range = In der Konfigurationsdatei { $path } liegt { $key } = { $value } außerhalb des Bereichs: verwenden Sie eine Zahl von { $min } bis { $max }.
config-empty-command = In der Konfigurationsdatei { $path } ist speech_command leer: geben Sie das Programm und seine Argumente an, zum Beispiel ["espeak-ng", "-v", "de"].

# hektor export: warum das Partieformular nicht geschrieben werden kann ({ $file } ist der Pfad wie angegeben)
export-profile-unknown = Es gibt kein Braille-Profil { $name }. Verwenden Sie eines von { $known } oder den Pfad einer Profildatei mit der Endung .toml.
export-profile-malformed = Das Braille-Profil { $profile } ist nicht gültig: { $reason }. Berichtigen Sie die Datei, oder kopieren Sie braille/ukaaf-2015.toml und ändern Sie die Kopie.
export-profile-not-a-cell = Im Braille-Profil { $profile } steht beim Schlüssel { $key } das Zeichen { $character }, das keine Braillezelle ist. Schreiben Sie Buchstaben, Ziffern, BRF-Satzzeichen, Punkte in geschweiften Klammern wie {"{"}356{"}"} oder Unicode-Braille.
export-width-too-small = Die Zeilenbreite { $width } ist zu klein. Geben Sie --width { $min } oder mehr an.
export-height-too-small = Die Seitenhöhe { $height } ist zu klein. Geben Sie --height { $min } oder mehr an.
export-game-zero = Partien werden ab 1 gezählt. Geben Sie --game 1 oder mehr an.
export-one-game = { $file } ist eine gespeicherte Partie und enthält nur eine Partie. Lassen Sie --game weg.
export-no-game = { $file }: Die Datei enthält keine PGN-Partie (und ist auch keine gespeicherte hektor-Partie). Geben Sie eine PGN-Datei oder eine Partiedatei von hektor an.
export-no-such-game = { $count ->
    [one] Die Datei { $file } enthält nur eine Partie, daher gibt es keine Partie { $wanted }. Lassen Sie --game weg, oder geben Sie --game 1 an.
   *[other] Die Datei { $file } enthält { $count } Partien, daher gibt es keine Partie { $wanted }. Geben Sie --game 1 bis { $count } an.
}
export-variant = { $file }: Partie { $game } ist eine Partie der Variante { $variant }; hektor exportiert nur Partien im Standardschach.
export-bad-start = { $file }: Die Anfangsstellung { $fen } der Partie { $game } ist keine gültige Schachstellung: { $reason }.
export-illegal-move = { $file }: Partie { $game }, Zug { $number }: { $san } ist in dieser Stellung kein regelgemäßer Zug. Berichtigen Sie den Zug in der Datei.
export-null-move = { $file }: Partie { $game }, Zug { $number }: Ein Nullzug ({ $san }) ist kein Zug auf dem Brett, daher kann die Partie nicht auf ein Partieformular gebracht werden.
export-read-failed = Die Datei { $file } kann nicht bis zum Ende gelesen werden. Prüfen Sie die Datei und den Datenträger.
export-journal-not-a-game = { $file } ist keine Partiedatei von hektor: Die erste Zeile ist nicht der Beginn einer Partie.
export-replay-start = Die Anfangsstellung { $fen } der gespeicherten Partie ist keine gültige Schachstellung: { $reason }.
export-replay-illegal = Halbzug { $ply } ({ $uci }) der gespeicherten Partie ist in der aufgezeichneten Stellung nicht regelgemäß, daher kann die Partie nicht exportiert werden.
export-pgn-for-draughts = { $file } enthält Damepartien, und PGN ist für Schach. Geben Sie --format pdn für eine PDN-Datei an, oder brf, braille oder text für ein Partieformular.
export-pdn-for-chess = { $file } enthält keine Damepartien, und PDN ist für Dame. Geben Sie --format pgn für eine Schachpartie an, oder brf, braille oder text für ein Partieformular.
export-draughts-game-type = { $file }: Partie { $game } hat den GameType { $gametype }; hektor exportiert nur Dame-64 (GameType 25) und Dame-100 (GameType 20).
export-draughts-unreadable = { $file }: Partie { $game } lässt sich nicht als PDN lesen (Zeile { $line }). Berichtigen Sie die Partie in der Datei; hektor check { $file } sagt, was falsch ist.
export-other-formats = { $file } enthält Partien des Spiels { $game }, dessen Partieformular als brf, braille oder text geschrieben wird. Geben Sie --format text, brf oder braille an.
export-game-unread = { $file }: Partie { $game } lässt sich nicht lesen: { $reason }. Berichtigen Sie die Partie in der Datei; hektor check { $file } sagt, was falsch ist.
export-other-no-game = { $file }: Die Datei enthält keine Partie des Spiels { $game }. Geben Sie eine Datei mit mindestens einer Partie an.
export-draughts-cut = { $file }: Partie { $game } ist länger, als hektor liest (1 MiB Züge): Der Export endet bei Zeile { $line }, und das Ergebnis der Partie wird als unbeendet (*) geschrieben.
export-draughts-bad-start = { $file }: Die Anfangsstellung { $fen } der Partie { $game } ist keine Damestellung. Berichtigen Sie den FEN-Tag in der Datei.
export-draughts-ambiguous = { $file }: Partie { $game }, Zug { $number }: { $move } passt zu mehr als einem Schlagzug ({ $paths }). Schreiben Sie den Schlagzug vollständig, mit allen Zwischenfeldern, in die Datei.
export-draughts-no-game = { $file }: Die Datei enthält keine Damepartie. Geben Sie eine PDN-Datei mit mindestens einer Partie an.
export-onto-input = { $file } ist die Datei, die exportiert wird; das Partieformular darüber zu schreiben, würde ihre Partien löschen. Wählen Sie für -o einen anderen Dateinamen.
export-unread-move = { $file }: { pgn-unread }. Korrigieren Sie den Zug in der Datei; hektor check { $file } nennt jedes solche Wort.
export-left-out = { $count ->
    [one] Eine Partie wurde ausgelassen
   *[other] { $count } Partien wurden ausgelassen
  }; alle anderen Partien sind exportiert.
# `export` (in a game, or -o) towards a file that holds a hektor game (another one, saved or being played).
export-game-file = { $path } enthält eine von hektor gespeicherte Partie: das Partieformular würde sie ersetzen. Wählen Sie einen anderen Dateinamen.
config-not-one-of = In der Konfigurationsdatei { $path } nimmt hektor { $key } = „{ $value }“ nicht an: Schreiben Sie einen dieser Werte: { $valid }.
config-duplicate-key = Die Konfigurationsdatei { $path } setzt { $key } zweimal, das zweite Mal in Zeile { $line }: Behalten Sie nur eine der beiden Zeilen.
config-key-value = In der Konfigurationsdatei { $path }, Zeile { $line }: Die Taste { $key } in [{ $table }] ist mit etwas belegt, das kein Befehl ist. Schreiben Sie den Namen des Befehls in Anführungszeichen, etwa f2 = "time", oder "none", um die Belegung aufzuheben.
config-key-name = In der Konfigurationsdatei { $path }, Zeile { $line }: { $key } in [{ $table }] ist keine Taste, die hektor belegen kann. Verwenden Sie f1 bis f12, esc, tab, die Pfeiltasten (left, right, up, down), home, end, pageup, pagedown oder ctrl- bzw. alt- mit einem Buchstaben oder einer Ziffer (ctrl-u).
# A game file not in UTF-8, read in the encoding guessed or given (check, replay, export)
file-read-as = Die Datei { $file } ist nicht in UTF-8: ihr Text wird als { $encoding } gelesen. Wenn Namen falsch erscheinen, geben Sie die Kodierung mit --encoding NAME an (windows-1251, koi8-r, ...).

# Die Wörter der Ansagen auf Deutsch.
#
# vocab-* ist der eigene Wortschatz dieser Sprache: der Stil `native`, die Zahlen, wenn
# Reihen in der Sprache der Oberfläche gesagt werden, und die Figurenbuchstaben des
# Stils `san`. Eine *-variants-Nachricht nennt weitere Schreibweisen, die die Zugeingabe
# annimmt, getrennt durch "|". vocab-filler nennt Wörter ohne Bedeutung in einem Zug.
# fide-* ist das FIDE-Alphabet (Anhang D) der Stile `fide` und `fide-ascii`, fide-ascii-*
# die Schreibweise der FIDE-Texte (`fide-ascii`); beide gelten in jeder Sprache der
# Oberfläche, alle übrigen Wörter dieser Stile kommen aus vocab-* dieser Datei.

vocab-piece-king = König
vocab-piece-king-variants = Koenig | Konig
vocab-piece-queen = Dame
vocab-piece-rook = Turm
vocab-piece-bishop = Läufer
vocab-piece-bishop-variants = Laeufer | Laufer
vocab-piece-knight = Springer
vocab-piece-knight-variants = Pferd
vocab-piece-pawn = Bauer
vocab-piece-pawn-variants = Bauern

vocab-file-a = a
vocab-file-b = be
vocab-file-c = ce
vocab-file-c-variants = ze | zeh | tse
vocab-file-d = de
vocab-file-d-variants = deh
vocab-file-e = e
vocab-file-e-variants = eh
vocab-file-f = ef
vocab-file-f-variants = eff
vocab-file-g = ge
vocab-file-g-variants = geh
vocab-file-h = ha

vocab-rank-1 = eins
vocab-rank-2 = zwei
vocab-rank-2-variants = zwo
vocab-rank-3 = drei
vocab-rank-4 = vier
vocab-rank-5 = fünf
vocab-rank-5-variants = fuenf | funf
vocab-rank-6 = sechs
vocab-rank-7 = sieben
vocab-rank-8 = acht

vocab-captures = schlägt
vocab-captures-variants = schlaegt | schlagt | nimmt | schlagen
vocab-check = Schach
vocab-mate = Matt
vocab-mate-variants = schachmatt
vocab-en-passant = en passant
vocab-en-passant-variants = im Vorbeigehen
vocab-promotes = wird
vocab-promotes-variants = wird zu | wird zur | wird zum | Umwandlung in | verwandelt in | wandelt um in
vocab-castle-short = Kurze Rochade
vocab-castle-short-variants = kleine Rochade | Rochade kurz
vocab-castle-long = Lange Rochade
vocab-castle-long-variants = große Rochade | grosse Rochade | Rochade lang
vocab-filler = nach | auf | von | zieht | zieht nach | geht nach

vocab-letter-king = K
vocab-letter-queen = D
vocab-letter-rook = T
vocab-letter-bishop = L
vocab-letter-knight = S
# The pawn's letter, which SAN leaves out and the move reader takes (Pe4).
vocab-letter-pawn = P

fide-file-a = Anna
fide-file-b = Bella
fide-file-c = Cäsar
fide-file-c-variants = Caesar | Cesar | Casar | Zäsar | Zaesar
fide-file-d = David
fide-file-e = Eva
fide-file-f = Felix
fide-file-g = Gustav
fide-file-h = Hektor
fide-file-h-variants = Hector

fide-ascii-file-c = Caesar
fide-ascii-file-h = Hector
fide-ascii-rank-5 = fuenf
fide-ascii-piece-king = Koenig
fide-ascii-piece-bishop = Laeufer
fide-ascii-captures = schlaegt

# Die Wörter eines Bretts, das Figur für Figur eingegeben wird (reconcile): die Seiten, ein
# geleertes Feld und wessen Brett es ist. Die erste Schreibweise nennen die Sätze.
vocab-board-white = weiß | weiss
vocab-board-black = schwarz
vocab-board-empty = leer | entfernen | weg
vocab-board-blind = blind
vocab-board-sighted = sehend

# The words of announcements in English.
#
# vocab-* is this language's own vocabulary: the style `native`, the numbers said when
# ranks are in the UI language, and the piece letters of the style `san`.
# A *-variants message lists further spellings the move reader accepts, separated by "|".
# A *-promoted message is the form a piece takes after the promotion word, where the
# grammar wants one. vocab-filler lists words that carry no meaning in a move.
# nato-* is the NATO alphabet of the style `nato` (English words otherwise), used
# whatever the UI language.

vocab-piece-king = king
vocab-piece-queen = queen
vocab-piece-rook = rook
vocab-piece-bishop = bishop
vocab-piece-knight = knight
vocab-piece-knight-variants = horse
vocab-piece-pawn = pawn

vocab-file-a = a
vocab-file-a-variants = ay
vocab-file-b = b
vocab-file-b-variants = bee
vocab-file-c = c
vocab-file-c-variants = cee | see
vocab-file-d = d
vocab-file-d-variants = dee
vocab-file-e = e
vocab-file-e-variants = ee
vocab-file-f = f
vocab-file-f-variants = ef | eff
vocab-file-g = g
vocab-file-g-variants = gee
vocab-file-h = h
vocab-file-h-variants = aitch | haitch

vocab-rank-1 = one
vocab-rank-2 = two
vocab-rank-3 = three
vocab-rank-4 = four
vocab-rank-5 = five
vocab-rank-6 = six
vocab-rank-7 = seven
vocab-rank-8 = eight

vocab-captures = takes
vocab-captures-variants = captures | take | capture
vocab-check = check
vocab-mate = checkmate
vocab-mate-variants = mate
vocab-en-passant = en passant
vocab-promotes = promotes to
vocab-promotes-variants = promotes | promoting to | promotion to | becomes | queens to
vocab-castle-short = short castling
vocab-castle-short-variants = castles short | castles kingside | castle short | castle kingside | kingside castling | castling short | castling kingside | short castle
vocab-castle-long = long castling
vocab-castle-long-variants = castles long | castles queenside | castle long | castle queenside | queenside castling | castling long | castling queenside | long castle
vocab-filler = to | on | from | at | the | moves | moves to | goes to

vocab-letter-king = K
vocab-letter-queen = Q
vocab-letter-rook = R
vocab-letter-bishop = B
vocab-letter-knight = N
# The pawn's letter, which SAN leaves out and the move reader takes (Pe4).
vocab-letter-pawn = P

nato-file-a = Alpha
nato-file-a-variants = Alfa
nato-file-b = Bravo
nato-file-c = Charlie
nato-file-c-variants = Charly
nato-file-d = Delta
nato-file-e = Echo
nato-file-f = Foxtrot
nato-file-f-variants = Fox trot | Foxtrott
nato-file-g = Golf
nato-file-h = Hotel

# The words of a board entered piece by piece (reconcile): the sides, a square made empty,
# and whose board it is. The first spelling is the one sentences name.
vocab-board-white = white | w
vocab-board-black = black
vocab-board-empty = empty | clear | remove
vocab-board-blind = blind
vocab-board-sighted = sighted

# Sentences about the position and the `say` command. Squares, files and ranks arrive
# already named in the announcement style ($square, $file, $rank).


announce-piece-white-king = white king
announce-piece-white-queen = white queen
announce-piece-white-rook = white rook
announce-piece-white-bishop = white bishop
announce-piece-white-knight = white knight
announce-piece-white-pawn = white pawn
announce-piece-black-king = black king
announce-piece-black-queen = black queen
announce-piece-black-rook = black rook
announce-piece-black-bishop = black bishop
announce-piece-black-knight = black knight
announce-piece-black-pawn = black pawn

# The label of a group of pieces in a list of a side's pieces.
announce-group-king = { $count ->
    [one] king
   *[other] kings
}
announce-group-queen = { $count ->
    [one] queen
   *[other] queens
}
announce-group-rook = { $count ->
    [one] rook
   *[other] rooks
}
announce-group-bishop = { $count ->
    [one] bishop
   *[other] bishops
}
announce-group-knight = { $count ->
    [one] knight
   *[other] knights
}
announce-group-pawn = { $count ->
    [one] pawn
   *[other] pawns
}

# $groups: "king Eva eins; rooks Anna eins, Hektor eins; ..."
announce-pieces = { $side }: { $groups }.
announce-square-contents = { $square }: { $contents }
announce-empty = empty
announce-scan-file = File { $file }: { $entries }.
announce-scan-rank = Rank { $rank }: { $entries }.
announce-scan-entry = { $square } { $piece }
# Joins the last two of several choices: "A, B or C".
announce-or = or

# `hektor say`: which argument was wrong ($number counts the MOVE arguments from 1).
say-move-error = move { $number } ({ $input }): { $reason }
say-bad-fen = --fen: { $reason }. Give a position in FEN, such as "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".

# The pieces of one kind, when a side has none ("White: no knights.").
announce-none-king = no king
announce-none-queen = no queen
announce-none-rook = no rooks
announce-none-bishop = no bishops
announce-none-knight = no knights
announce-none-pawn = no pawns
announce-scan-diagonal = Diagonal { $from } to { $to }: { $entries }.

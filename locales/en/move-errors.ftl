# A typed move that cannot be used. $square and $move arrive named in the announcement
# style; $role and $color are selectors (king, queen, rook, bishop, knight, pawn; white,
# black).

move-error-not-understood = Not understood: '{ $input }'. Type a move like e4, Nf3, O-O or { $example }.
move-error-not-your-turn = { $color ->
    [white] It is White's turn, not Black's. Type a move for White.
   *[black] It is Black's turn, not White's. Type a move for Black.
}
move-error-empty-square = There is no piece on { $square }. Check the square and type the move again.
move-error-no-piece-can-reach = No { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
} can reach { $square }. Check the piece and the square and type the move again.
move-error-king-in-check = { $move } is not possible: your king would be in check. Choose another move.
move-error-castling = { $move } is not possible now: { $reason ->
    [moved] the king or that rook has already moved
    [in-check] the king is in check
    [blocked] there are pieces between the king and the rook
   *[attacked] the king would cross or land on an attacked square
}. Choose another move.
move-error-game-over = The game is over{ $reason ->
    [checkmate] : checkmate
    [stalemate] : stalemate
   *[other] {""}
}. No more moves can be made.
move-error-ambiguous = { $candidates }?
move-error-which-piece = { $move }: which piece, { $pieces }?
move-error-not-a-promotion = { $move } promotes nothing: only a pawn that reaches the last rank becomes another piece. Type the move without the piece.
move-error-wrong-departure = No { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
} from { $from } can reach { $square }, only from { $squares }. Check the departure and type the move again.
move-error-choice-from = from { $square }
move-error-which-departure = Which { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
} goes to { $square }: { $choices }?

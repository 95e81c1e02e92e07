# hektor reconcile: two scoresheets, two boards (FIDE Laws, Appendix D.2.9).
reconcile-piece-king = king
reconcile-piece-queen = queen
reconcile-piece-rook = rook
reconcile-piece-bishop = bishop
reconcile-piece-knight = knight
reconcile-piece-pawn = pawn
reconcile-agree = The scoresheets agree: { $plies ->
    [one] { $plies } half-move
   *[other] { $plies } half-moves
}.
reconcile-diverge = The scoresheets agree for { $plies ->
    [one] { $plies } half-move
   *[other] { $plies } half-moves
} and first differ at move { $number }, { $side }: sheet 1 has { $first }, sheet 2 has { $second }.
reconcile-return-final = The correct position is the one after the last recorded move: move { $number }, { $side } to move.
reconcile-return-agreed = With the arbiter, the players set up on their boards the last position where the scoresheets agree: move { $number }, { $side } to move. This report changes no record.
reconcile-clock = Clock recorded on sheet { $sheet } at that point: White { $white }, Black { $black }.
reconcile-note-gap-filled = Sheet { $sheet } has no entry at move { $number }, { $side }; the move of sheet { $other }, { $move }, fills the gap.
reconcile-note-unreadable = Sheet { $sheet }, move { $number }, { $side }: “{ $entry }” cannot be read; it counts as not recorded.
reconcile-note-illegal = Sheet { $sheet }, move { $number }, { $side }: { $entry } is not a legal move in that position.
reconcile-note-ambiguous = Sheet { $sheet }, move { $number }, { $side }: { $entry } fits more than one move.
reconcile-note-sheet-ends = Sheet { $sheet } stops after { $plies ->
    [one] { $plies } half-move
   *[other] { $plies } half-moves
}: it is unfinished, not different.
reconcile-note-inferred = Neither sheet has move { $number }, { $side }; only { $move } fits the moves that follow.
reconcile-note-record-stops = Neither sheet gives a usable move at move { $number }, { $side }; the record ends before it.
reconcile-board-correct = Board { $index } is correct.
reconcile-board-shows-sheet = Board { $index } shows the position of sheet { $sheet } after move { $number }, { $side }.
reconcile-board-corrections = Board { $index } needs { $count ->
    [one] one correction
   *[other] { $count } corrections
  }:
reconcile-fix-move = { $side }: move the { $piece } from { $from } to { $to }.
reconcile-fix-remove = { $side }: remove the { $piece } from { $from }.
reconcile-fix-place = { $side }: place a { $piece } on { $to }.
reconcile-explanation = Explanation: at move { $number }, { $side }, the scoresheets record { $recorded }, but { $executed } was played on this board.
reconcile-explanation-sheet = Explanation: at move { $number }, { $side }, sheet { $sheet } records { $recorded }, but { $executed } was played on this board.
reconcile-no-explanation = No single wrongly executed move explains what stands on board { $index }.
reconcile-board-side = { $side }: { $pieces }.
reconcile-entry-cleared = { $square }: empty.
reconcile-game-read = Sheet { $sheet } is game { $game } of { $games } in its file: White { $white }, Black { $black }.
reconcile-clocks-adjust = The arbiter adjusts the clocks to that position.
reconcile-board-shows-neither = Board { $index } shows the position of neither sheet.
reconcile-restore-record = { $player ->
    [blind] The blind player
    [sighted] The sighted player
   *[other] The player of board { $index }
  } restores on board { $index } the position the scoresheets record.
reconcile-restore-agreed = { $player ->
    [blind] The blind player
    [sighted] The sighted player
   *[other] The player of board { $index }
  } returns board { $index }, with the arbiter, to the position where the scoresheets agree.
reconcile-take-back = Take back { $count ->
    [one] one move
   *[other] { $count } moves
  }, the last first:
reconcile-take-back-move = Move { $number }, { $side }: take back { $move }.
reconcile-note-choice = Move { $number }, { $side }: the sheets have { $written }, which fits { $count ->
    [one] one move
   *[other] { $count } moves
  } ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-gap = Neither sheet has move { $number }, { $side }, and { $count ->
    [one] one move fits
   *[other] { $count } moves fit
  } the moves that follow ({ $candidates }); { reconcile-note-choice-by }
reconcile-note-choice-by = { $by ->
    [later-moves] the moves that follow show it was { $chosen }.
    [boards] the boards show { $chosen }.
   *[other] nothing shows which, so this report takes { $chosen }: ask the players.
  }
reconcile-needs-two-sheets = reconcile needs exactly two scoresheets (--sheet FILE --sheet FILE); given: { $count }.
reconcile-too-many-boards = reconcile compares at most two boards; --board positions given: { $count }.
reconcile-game-count = --game is given once (for both sheets) or twice (sheet 1, then sheet 2); given: { $count }.

# Sheets and boards that cannot be used (hektor reconcile and the session's reconcile).
reconcile-list-example = white Ke1 e4; black Ke8
reconcile-list-unknown-word = “{ $word }” is not a side, a piece or a square; write for example “{ $example }”, and before a square left empty one of these words: { $empty }
reconcile-list-no-side = say whose pieces they are (“{ $white }” or “{ $black }”) before “{ $word }”
reconcile-list-no-square = “{ $piece }” at the end has no square; add one, for example “{ $piece } e4”
reconcile-list-occupied = two pieces are named on { $square }; name each square once
reconcile-list-empty = the piece list is empty; write for example “{ $example }”
reconcile-board-fen = the FEN placement “{ $placement }” cannot be read: { $reason }
reconcile-board-impossible = impossible position: { $problem }
reconcile-board-pawn-edge = a { $color ->
    [white] white
   *[black] black
  } pawn stands on { $square }; pawns never stand on the first or last rank
reconcile-board-kings = { $color ->
    [white] White
   *[black] Black
  } has { $count ->
    [0] no king
    [one] one king
    [2] two kings
   *[other] { $count } kings
  }; each side has exactly one
reconcile-board-pawns = { $color ->
    [white] White
   *[black] Black
  } has { $count ->
    [one] one pawn
   *[other] { $count } pawns
  }; a side has at most 8
reconcile-board-pieces = { $color ->
    [white] White
   *[black] Black
  } has { $count ->
    [one] one piece
   *[other] { $count } pieces
  }; a side has at most 16
reconcile-board-error = Board { $index }: { $error }.
reconcile-boards-not-in-game = boards are compared in chess and draughts only; leave out --board
reconcile-sheet-error = Sheet { $sheet } ({ $path }): { $error }
reconcile-no-such-game = The file has { $count ->
    [one] one game
   *[other] { $count } games
  }, so there is no game { $wanted }.
reconcile-sheet-too-long = Half-moves in this game: { $moves }; reconcile compares at most { $most }. Give the scoresheets of a game played at a board.
reconcile-game-hint = Give --game with a number from 1 to { $count }.
reconcile-empty-sheet = Sheet { $sheet } has no moves on it; give two scoresheets with the moves of the game.
reconcile-unknown-language = Sheet { $sheet } is not in a notation or language hektor reads (“{ $entry }” is not a move); write it in algebraic notation with English, German, Ukrainian, Russian or Polish piece letters.
reconcile-start-illegal = The start position of the game file is not a legal chess position: { $reason }.
reconcile-piece-draughts-man = man
reconcile-piece-draughts-king = king
reconcile-draughts-board-word = “{ $word }” is neither a side, a square nor a range of squares; write for example “white 31-50; black 1-20” or “white Kc3 e3; black d6”, or a PDN FEN such as “W:W31-50:B1-20”
reconcile-draughts-board-no-side = say whose pieces they are (“white” or “black”) before “{ $word }”
reconcile-draughts-board-fen = the PDN FEN cannot be read; write it as “W:W31-50:B1-20” (the side to move, then White's and Black's squares, kings with K)
reconcile-draughts-board-square = square { $square } cannot hold that piece (named twice, or a man on the row where it is crowned); name each square once
reconcile-draughts-board-empty = no piece is named; write for example “white 31-50; black 1-20”
reconcile-pdn-unreadable = Game { $game } (from line { $number }) cannot be read as PDN; check the tags and moves there.
reconcile-pdn-start = The FEN tag “{ $placement }” is not a position of this game of draughts.
reconcile-pdn-move = Game { $game }, line { $number }: “{ $entry }” is not a move in draughts notation; write it like 32-28 or 26x17 (c3-d4 or c3:e5 on 64 squares), or - for a move not written down.
reconcile-only-game-hint = Give --game 1 for this file, or leave --game out.
reconcile-agree-unfinished = The scoresheets agree for { $plies ->
    [one] { $plies } half-move
   *[other] { $plies } half-moves
}, as far as sheet { $sheet } goes: it stops there, unfinished, not different; with sheet { $other } the record has { $total ->
    [one] { $total } half-move
   *[other] { $total } half-moves
}.

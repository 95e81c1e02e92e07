# hektor reconcile: two scoresheets, two boards (FIDE Laws, Appendix D.2.9).
reconcile-white = White
reconcile-black = Black
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
reconcile-return-agreed = Play returns to the last position where the scoresheets agree: move { $number }, { $side } to move.
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
reconcile-clocks-adjust = Play goes back, so the arbiter adjusts the clocks.
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

# The words of draughts moves in English.
#
# draughts-number-* and draughts-tens-* spell the square numbers 1-50;
# draughts-number-compound joins a tens word ($tens) and a units word ($units)
# for the numbers between. A number naming a square is said as it stands.
# *-variants lists further spellings the move reader accepts, separated by "|".

draughts-number-1 = one
draughts-number-2 = two
draughts-number-3 = three
draughts-number-4 = four
draughts-number-5 = five
draughts-number-6 = six
draughts-number-7 = seven
draughts-number-8 = eight
draughts-number-9 = nine
draughts-number-10 = ten
draughts-number-11 = eleven
draughts-number-12 = twelve
draughts-number-13 = thirteen
draughts-number-14 = fourteen
draughts-number-15 = fifteen
draughts-number-16 = sixteen
draughts-number-17 = seventeen
draughts-number-18 = eighteen
draughts-number-19 = nineteen
draughts-tens-2 = twenty
draughts-tens-3 = thirty
draughts-tens-4 = forty
draughts-tens-5 = fifty
draughts-number-compound = { $tens }-{ $units }

draughts-captures = takes
draughts-captures-variants = take | captures | capture | jumps
draughts-crowned = king
draughts-crowned-variants = crowned | crowns | becomes king

# The draughts session: questions, errors and answers.
draughts-choice = Several capture paths fit “{ $input }”.
# One capture path of the question which one, after its ordinal (the first spelling of draughts-ordinal-N, which agrees with the noun here).
draughts-choice-path = say { $ordinal } for { $path }
# The answer to which capture path: the choice's number as an ordinal, spellings separated by "|".
draughts-ordinal-1 = first | the first | 1st
draughts-ordinal-2 = second | the second | 2nd
draughts-ordinal-3 = third | the third | 3rd
draughts-ordinal-4 = fourth | the fourth | 4th
draughts-ordinal-5 = fifth | the fifth | 5th
draughts-ordinal-6 = sixth | the sixth | 6th
draughts-not-a-move = “{ $input }” is not a draughts move: { $reason }. Say or type the squares, for example { $example }.
draughts-pieces-men = { $count ->
    [one] man on { $squares }
   *[other] men on { $squares }
}
draughts-pieces-kings = { $count ->
    [one] king on { $squares }
   *[other] kings on { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: { $kind ->
    [men] no men
    [kings] no kings
   *[all] no pieces
}.
draughts-player-notice = Under rule IV.13.9 a visually impaired player may not keep the score on digital media in a tournament: there, hektor is the assistant's or the arbiter's tool.
draughts-agreement-too-early = A draw may be agreed only after { $required } moves; { $made ->
    [one] { $made } move has been made
   *[other] { $made } moves have been made
}. Play on.
draughts-by-no-pieces = { $color ->
    [white] White has no pieces left
   *[black] Black has no pieces left
}
draughts-by-no-moves = { $color ->
    [white] White cannot move
   *[black] Black cannot move
}
draughts-by-small-ending = by the rule of the small ending
draughts-by-lone-king = by the rule of the lone king
draughts-by-kings-only = only kings moved, without a capture
draughts-by-no-material-change = no change of material
draughts-square-empty = { $square }: empty.
draughts-square-piece = { $square }: { $color ->
    [white] { $role ->
        [king] white king
       *[man] white man
    }
   *[black] { $role ->
        [king] black king
       *[man] black man
    }
}.
draughts-square-unknown = “{ $square }” is no dark square of this board: name a playing square, such as { $example }.
draughts-bad-fen = --fen: { $reason }. Give a position in PDN FEN, such as "{ $example }".
draughts-result-white = 2-0, White wins
draughts-result-black = 0-2, Black wins
draughts-help-move = a move in full notation or in words; it is announced (or read back) and waits for yes or no
draughts-end-no-pieces = no pieces left
draughts-end-no-moves = no move left
draughts-offer-export = The game is saved. To write the scoresheet, type export brf FILE, or export pdn FILE; undo takes back the last move; quit ends.
draughts-offer-export-unsaved = The game is not saved yet: { $count ->
    [one] 1 entry waits
   *[other] { $count } entries wait
} for the game file { $path }, which cannot be written. Free space on the disk; the game stays open, and quit then saves it. To write the scoresheet elsewhere, type export brf FILE, or export pdn FILE; undo takes back the last move.

# hektor check on a PDN draughts file: lines beside the chess check's (replay.ftl).
check-draughts-illegal = game { $game }, move { $number }{ $where }: { $move } is not a legal move for { $side }: { $reason }; the rest of this line is not checked.
check-draughts-ambiguous = game { $game }, move { $number }{ $where }: { $move } fits more than one capture of { $side }: write every landing square; the rest of this line is not checked.
check-draughts-missing = game { $game }, move { $number }{ $where }: the move of { $side } is left out (... or --); the rest of this line is not checked.
check-draughts-slip = game { $game }, move { $number }{ $where }: { $move } of { $side } is written as { $kind ->
    [capture] a capture
   *[quiet] a quiet move
} but the one legal move on these squares is { $read }; read as { $read } (a note).
check-draughts-unreadable = game { $game }, line { $line }: { $reason }; the game is not checked.
check-draughts-side-decided = game { $game }: the FEN gives ? for the side to move (unknown, as PDN 3.0 allows); read with { $color ->
    [white] White
   *[black] Black
} to move, { $by ->
    [move] as the first move shows
   *[none] since no move shows it
} (supported).
check-draughts-result-no-pieces = game { $game }: the result { $written } contradicts the board: { $color ->
        [white] White has
       *[black] Black has
    } no pieces left, which makes it { $board }.
check-draughts-result-no-moves = game { $game }: the result { $written } contradicts the board: { $color ->
        [white] White has
       *[black] Black has
    } no legal move, which makes it { $board }.

# The draughts rules' errors as phrases, to go inside a sentence.
draughts-fen-empty = the FEN is empty: give it as W:W31-50:B1-20
draughts-fen-side-to-move = the FEN must start with W or B (the side to move), not “{ $found }”
draughts-fen-field = each side's pieces in the FEN start with W or B (as in :W31,32), not “{ $found }”
draughts-fen-repeated-side = { $color ->
        [white] White's
       *[black] Black's
    } pieces are given twice in the FEN
draughts-fen-square = “{ $found }” in the FEN is not a dark square of this board: give a number or, on 8x8, a name such as c3
draughts-fen-range = “{ $found }” in the FEN is not a range of squares: give two numbers from low to high, as 31-50
draughts-fen-occupied = square { $square } is given twice in the FEN
draughts-fen-man-on-crowning-row = the man on { $square } stands on its crowning row: write it as a king (K{ $square })
draughts-notation-empty = no move was written
draughts-notation-no-such-square = { $text } names a square this board does not have
draughts-notation-light-square = { $text } is a light square, and draughts is played on the dark squares only
draughts-notation-missing-square = { $text } has one square only: write where the piece goes, as 32-28 or c3-d4
draughts-notation-unexpected = { $text } is not a square, a dash, x or a colon
draughts-notation-mixed-marks = { $text } mixes a dash and a capture mark: a move is a step (-) or a capture (x or :)
draughts-notation-quiet-with-landings = { $text } is a step with more than two squares: a step goes to one square; write a capture with x or :
draughts-notation-mixed-forms = { $text } mixes numbers and letters: write the squares one way
draughts-notation-same-square = { $text } ends where it starts
draughts-read-unknown-word = “{ $word }” is not a square, a number or a capture word
draughts-unfit-phrase-no-legal-moves = the game is over: there is no legal move
draughts-unfit-phrase-capture-compulsory = a capture is compulsory here
draughts-unfit-phrase-written-as-quiet = these squares make a capture: write it with x or :
draughts-unfit-phrase-written-as-capture = these squares make a step, not a capture: write it with a dash
draughts-unfit-phrase-nothing-from = no piece can move from { $square }
draughts-unfit-phrase-no-such-path = no legal move goes from { $from } to { $to }
draughts-unfit-phrase-wrong-square = { $wrong } is the wrong square: the capture goes { $right }
draughts-unfit-phrase-not-majority = this breaks the majority rule: the capture takes { $taken ->
        [one] one piece
       *[other] { $taken } pieces
    }, but here a capture takes { $most }, and the rule asks for the one that takes the most
draughts-pdn-io = the file could not be read on
draughts-pdn-line-too-long = a line is longer than 1 MiB
draughts-pdn-bad-tag = the tag { $text } is not of the form [Name "value"]
draughts-pdn-unclosed-comment = a comment opened with {"{"} is never closed; the file may be cut off
draughts-pdn-unclosed-variation = a variation opened with ( is never closed
draughts-pdn-too-deep = variations are nested more than 64 deep
draughts-pdn-unexpected = “{ $text }” has no place here
draughts-pdn-bad-move-number = { $text } is too large for a move number
draughts-pdn-game-type = GameType { $value } is not a game hektor plays: give 20 (international draughts) or 25 (Russian draughts)
draughts-pdn-move = the move { $move } cannot be read: { $reason }
check-no-draughts-game = The file { $file } holds no PDN game (no tags, moves or result); give a PDN draughts file.
check-draughts-cut-off = game { $game }: the moves end after move { $number }{ $where } of { $side } ({ $move }) without the result { $tag } of the tags; the file may be cut off there.
check-draughts-rule-span = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
check-draughts-rule-draw = game { $game }, move { $number }{ $where }: here the rules end the game in a draw ({ $rule ->
    [repetition] the same position for the third time
    [small-ending] the small ending not won, { $span }
    [lone-king] no win against the lone king, { $span }
    [kings-only] only kings moved, without a capture, { $span }
   *[no-material-change] no change of material, { $span }
}, article { $article }), yet the game goes on to { $written } (a note).
draughts-unfit = “{ $input }”: { $reason }.
draughts-unfit-example = “{ $input }”: { $reason }. For example: { $example }.
draughts-unfit-phrase-capture-goes-on = no capture from { $from } ends on { $to }: a capture goes on to the end and takes as many men as the rules ask
draughts-help-pieces = where the men and kings of both sides, or one side, stand
draughts-help-export = write the scoresheet (pdn, brf, braille, text) to a file
draughts-help-reconcile = compare this game's record with the other scoresheet in FILE (PDN or a hektor game file; of a file with several games, game N: reconcile FILE game N); the record is not changed

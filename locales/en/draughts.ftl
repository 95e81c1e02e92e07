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
draughts-not-a-move = “{ $input }” is not a draughts move: say or type the squares, for example { $example }.
draughts-unfit-no-moves = There is no legal move: the game is over.
draughts-unfit-capture-compulsory = A capture is compulsory, and “{ $input }” is not one. Say the capture, such as { $example }.
draughts-unfit-written-as-quiet = “{ $input }” is a capture: write it with x or a colon, or say the capture word, such as { $example }.
draughts-unfit-written-as-capture = “{ $input }” captures nothing: write it with a dash, such as { $example }.
draughts-unfit-nothing-from = No piece of the side to move can move from { $square }.
draughts-unfit-no-such-path = No legal move goes from { $from } to { $to }.
draughts-pieces-men = { $count ->
    [one] man on { $squares }
   *[other] men on { $squares }
}
draughts-pieces-kings = { $count ->
    [one] king on { $squares }
   *[other] kings on { $squares }
}
draughts-pieces = { $side }: { $list }.
draughts-pieces-none = { $side }: no pieces.
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
draughts-choice-hint = Answer with the whole path, or { $numbers }.
draughts-bad-fen = --fen: { $reason }. Give a position in PDN FEN, such as "{ $example }".
draughts-result-white = 2-0, White wins
draughts-result-black = 0-2, Black wins
draughts-help-move = a move in full notation or in words; it is announced (or read back) and waits for yes or no
draughts-end-no-pieces = no pieces left
draughts-end-no-moves = no move left
draughts-unfit-capture-goes-on = No capture from { $from } ends on { $to }: a capture goes on to the end and takes as many men as the rules ask, such as { $example }.
draughts-offer-export = The game is saved. To write the scoresheet, type export brf FILE, or export pdn FILE; undo takes back the last move; quit ends.

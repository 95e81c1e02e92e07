# The printed scoresheet (hektor export --format text).
# Piece letters in the order king, queen, rook, bishop, knight.
scoresheet-pieces = K Q R B N
scoresheet-castle-short = O-O
scoresheet-castle-long = O-O-O
scoresheet-draw-offer = (=)
scoresheet-unchecked-mark = (?)
# The line of a scoresheet kept as written (tournament mode) whose move $number of
# $side (session-white/black-in-sentence), written $move, is not legal; $mark is
# scoresheet-unchecked-mark.
scoresheet-not-legal = Move { $number } as recorded ({ $side }), { $move }, is not legal: it and the moves after it stand as recorded, marked { $mark }, not checked.
scoresheet-event = Event
scoresheet-site = Site
scoresheet-date = Date
scoresheet-round = Round
scoresheet-white = White
scoresheet-black = Black
scoresheet-time-control = Time control
scoresheet-result = Result
scoresheet-unfinished = unfinished game
scoresheet-page = Page { $number }
scoresheet-end-checkmate = checkmate
scoresheet-end-stalemate = stalemate
scoresheet-end-resignation = resignation
scoresheet-end-time-forfeit = time forfeit
scoresheet-end-draw-agreement = draw by agreement
scoresheet-end-repetition = repetition
scoresheet-end-fifty-moves = fifty-move rule
scoresheet-end-insufficient-material = insufficient material
scoresheet-end-adjudication = adjudication
scoresheet-board = Board

# hektor check and hektor replay.

## check
check-summary = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}
check-errors-found = The file has errors: see the lines above.
check-output-failed = Could not write the check report to standard output.
check-in-variation = {" "}(in a variation)
check-illegal = game { $game }, move { $number }{ $where }: { $move } is not a legal move for { $side }; the rest of this line is not checked.
check-no-promotion = game { $game }, move { $number }{ $where }: { $move } of { $side } is missing its promotion piece (Q, R, B or N, as in d8=Q); the rest of this line is not checked.
check-ambiguous = game { $game }, move { $number }{ $where }: { $move } is ambiguous for { $side }: more than one piece can make it; the rest of this line is not checked.
check-null-move = game { $game }, move { $number }{ $where }: { $side } has a null move (Z0 or --), a placeholder for a missing move, not a chess move; the rest is checked as if { $side } had passed.
check-start = game { $game }: { $reason }; the game is not checked.
check-syntax = game { $game }: the PGN text cannot be read on ({ $reason }); the file may be cut off or damaged.
check-syntax-tag = a tag is not closed
check-syntax-comment = a comment is not closed
check-syntax-other = the text is not PGN
check-note-no-moves = game { $game }: tags only, no moves and no result; read as a game without moves.
check-binary-tail = line { $line }: the file stops being text here (byte { $byte }: binary bytes, as a cut or damaged download leaves them); { $games ->
    [one] the game before it was read,
   *[other] the { $games } games before it were read,
} the rest of the file was not. Download the file again to have all of it.
check-empty = game { $game }: the game has tags but no moves and no result; the file may be cut off.
check-note-chess960 = game { $game }: a Chess960 game, checked with Chess960 castling (supported).
check-note-variant = game { $game }: a { $variant } game, checked by its own rules; replay plays standard chess and Chess960 only.
check-note-uci = game { $game }: moves written in UCI form (e2e4), read as such (supported).
check-note-result-tag = game { $game }: the Result tag says { $tag }, the moves end with { $written }; read as { $written }.
check-note-stray-close = game { $game }, move { $number }{ $where }: a ) of { $side } closes no variation; passed over.
check-note-forfeit = game { $game }: a result won by forfeit, written +-- or --+ (as scalachess writes it), read as { $result }.
check-note-capture-mark = game { $game }, move { $number }{ $where }: { $written } of { $side } { $mark ->
        [missing] lacks its capture mark (x)
       *[wrong] has a wrong capture mark (x)
    }; read as { $move }, the one legal move it fits (as python-chess reads it).

## start positions
start-bad-fen = the FEN tag "{ $fen }" cannot be read ({ $reason })
start-illegal-fen = the FEN tag "{ $fen }" describes an illegal position ({ $reason })
start-unknown-variant = the variant "{ $variant }" is unknown; hektor knows standard chess, Chess960 and the lichess variants
start-refused = its variant is { $variant }; hektor replays standard chess and Chess960 only
## sides

## comments in words
replay-time-spent = time spent { $time }
replay-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
replay-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
replay-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
replay-engine-eval = evaluation { $value } at depth { $depth }
replay-eval-mate = mate in { $n } for { $side }
replay-plus = plus { $n }
replay-minus = minus { $n }
replay-eval-unreadable = evaluation { $value }
# lichess's judgments of a move in its analysis comments: "(-0.41 → 0.14) Inaccuracy. Bd7 was best."
replay-judged-eval = evaluation from { $from } to { $to }
replay-judged-mate = mate in { $n }
replay-judgment-inaccuracy = Inaccuracy
replay-judgment-mistake = Mistake
replay-judgment-blunder = Blunder
replay-judgment-mate-created = Checkmate is now unavoidable
replay-judgment-mate-delayed = Not the best checkmate sequence
replay-judgment-mate-lost = Lost forced checkmate sequence
replay-judged-best = { $move } was best

## annotation glyphs
# draughts' own glyphs (seed 003 IV.4.2.7-4.2.10)
glyph-looks-weak-is-strong = a move that looks weak but is strong
glyph-looks-strong-is-weak = a move that looks strong but is weak
glyph-win = the game is won
glyph-draw = the game is a draw
nag-other = annotation { $n }
nag-1 = good move
nag-2 = mistake
nag-3 = brilliant move
nag-4 = blunder
nag-5 = interesting move
nag-6 = dubious move
nag-7 = forced move
nag-8 = the only move
nag-9 = worst move
nag-10 = equal position
nag-11 = equal chances, quiet position
nag-12 = equal chances, active position
nag-13 = unclear position
nag-14 = White is slightly better
nag-15 = Black is slightly better
nag-16 = White is better
nag-17 = Black is better
nag-18 = White is winning
nag-19 = Black is winning
nag-20 = White has a crushing advantage
nag-21 = Black has a crushing advantage
nag-22 = White is in zugzwang
nag-23 = Black is in zugzwang
nag-32 = White has a lead in development
nag-33 = Black has a lead in development
nag-36 = White has the initiative
nag-37 = Black has the initiative
nag-40 = White has the attack
nag-41 = Black has the attack
nag-44 = White has compensation for the material
nag-45 = Black has compensation for the material
nag-132 = White has counterplay
nag-133 = Black has counterplay
nag-138 = White is in time trouble
nag-139 = Black is in time trouble
nag-140 = with the idea
nag-145 = editorial comment
nag-146 = novelty

## replay session
replay-move = { $number }, { $side }: { $move }
# A null move (--, Z0) written in a game, said in place of the move in replay-move.
replay-pass = no move: the turn passes (a null move in the file)
replay-comment = Comment: { $text }
replay-start-position = Start of the game, { $side } to move.
replay-variations-here = { $count ->
    [one] 1 other line here: { $moves }. Type var or line 2 to go into it.
   *[other] { $count } other lines here: { $moves }. Type line and its number, such as line 2, to go into one.
}
# One of the lines listed in replay-variations-here: its number and its first move.
replay-variation-item = line { $line }: { $move }
# After the first ten of many variations in replay-variations-here: how many are not named.
replay-variations-more = and { $count ->
    [one] one more
   *[other] { $count } more
}
replay-entered-variation = In a variation, depth { $depth }.
replay-left-variation = Back at the start of the variation, in the line it branches from.
replay-not-in-variation = You are in the main line, not in a variation.
replay-no-variation = No such variation here.
replay-end-of-variation = End of the variation. Type up to go back.
replay-end-of-game = End of the game.
replay-game-over = End of the game: { $result }.
replay-stopped = The game stops here: move { $number }, { $move }, cannot be played: { $cause }.
replay-stops-early = This game stops early, at move { $number }, { $move }: { $cause }; the moves before it are replayed.
replay-cause-illegal = it is not a legal move
replay-cause-ambiguous = it is ambiguous, more than one piece can make it
replay-cause-unread = it is not a move in the notation of the file
replay-cause-no-promotion = missing promotion piece (the move needs Q, R, B or N, as in d8=Q)
replay-too-long = hektor stops reading this game here, after { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } with its variations: the game is longer than hektor keeps in memory. The file's other games can still be opened.
replay-at-start = Already at the start of the game.
replay-no-comment = No comment on this move.
# A comment longer than 2,000 characters is cut: how much is left out, and that `more` says it.
replay-quote-cut = … { $count ->
    [one] one more character
   *[other] { $count } more characters
} left out; type more to hear the rest.
replay-comment-end = End of the comment.
replay-no-game = No game is open. Type list, then game and a number.
replay-game-zero = Games are counted from 1.
replay-no-such-game = { $count ->
    [one] There is no game { $number }: the file has 1 game.
   *[other] There is no game { $number }: the file has { $count } games.
}
replay-game-refused = Game { $number } cannot be replayed: { $reason }. Type list to choose another game.
replay-no-such-move = The main line has no such move { $number }.
replay-go-usage = Type go and a move number, for example go 12, or go 12 black.
replay-game-usage = Type game and a game number, for example game 3.
replay-opened-no-moves = This game has no moves, only its tags. Type info for the tags, or game +1 for the next game.
replay-opened = { $moves ->
    [one] 1 move. Press Enter or type n for the next move, help for all commands.
   *[other] { $moves } moves. Press Enter or type n for the next move, help for all commands.
}
replay-game-players = Game { $number }: { $white } against { $black }
replay-unknown-player = unknown player
replay-kind-chess960 = Chess960
replay-kind-other = a chess variant hektor does not replay
replay-result-white = White won
replay-result-black = Black won
replay-result-draw = draw
replay-result-none = no result
replay-list-all = { $count ->
    [one] 1 game in the file.
   *[other] { $count } games in the file.
}
replay-list-matching = { $count ->
    [0] No game matches the filter ({ $filter }). Type filter clear to see all games.
    [one] 1 game matches the filter ({ $filter }).
   *[other] { $count } games match the filter ({ $filter }).
}
replay-list-matching-so-far = So far { $count ->
    [one] 1 game matches
   *[other] { $count } games match
} the filter ({ $filter }).
replay-list-more = Type more for the next games.
replay-list-end = No more games in the list.
replay-filter-usage = Type filter, a field and a value: filter player Carlsen, filter event Olympiad, filter date 2025, filter result white, filter eco B20; filter clear shows all games again.
replay-filter-cleared = Filter cleared: the list shows all games.
# A filter condition (field and value as typed) that no game of the file matches.
replay-filter-nothing = No game has { $condition }; the filter stays as it was.
# next game / previous game when the filter lets no further game through.
replay-no-next-match = No next game matches the filter; type filter clear to see all games.
replay-no-previous-match = No previous game matches the filter; type filter clear to see all games.
replay-scan-usage = Type scan and a file letter, a rank number or a diagonal, for example scan e, scan 4 or scan a1-h8.
replay-square-usage = Type square and a square, for example square e4.
replay-index-progress = Indexing the file: { $games ->
    [one] { $games } game
   *[other] { $games } games
} found, { $percent } percent read.
replay-index-done = The file is indexed: { $games ->
    [one] { $games } game
   *[other] { $games } games
}.
replay-index-failed = Indexing stopped after { $games ->
    [one] { $games } game
   *[other] { $games } games
}. { $reason }
replay-place-not-saved = The place in this file could not be remembered. { $reason }
replay-places-unread = The places remembered in { $file } cannot be read, so this replay starts at the beginning; the file is kept as { $copy } before new places are written.
replay-unknown-command = Unknown command: { $command }. Type help for the commands.
## full screen
replay-tui-board = Board (capitals: White)
replay-tui-moves = Moves
replay-tui-log = Said
replay-tui-input = Command (Enter: next move; help: the commands and keys)

## orientation and study aids
replay-back-in-line = { $depth ->
    [0] Back in the main line.
   *[other] Back in the variation above, depth { $depth }.
}
replay-where-turn = { $side } to move, move { $number }.
replay-where-variation = In a variation, depth { $depth }, line { $line } of { $count }.
# After a move that has alternatives in its place (siblings): its line among them.
replay-line-of = line { $line } of { $count }
replay-no-next-line = No next line: this is the last line at the nearest branch.
replay-no-previous-line = No previous line: this is the first line at the nearest branch.
replay-no-next-comment = No further comment in this line.
replay-no-previous-comment = No earlier comment in this line.
replay-no-next-mistake = No further move marked as a mistake in this line.
replay-no-previous-mistake = No earlier move marked as a mistake in this line.
replay-dropped-variation = A variation here starts with { $move }, which cannot be played (a null move or an illegal move); it is left out.
replay-extra-words = { $command } does not take "{ $extra }"; nothing was done. Type help for the commands.
replay-pieces-usage = Type pieces with a side, a kind of piece, or both: pieces white, pieces knights, pieces black N.
replay-study-usage = Type attacks or legal and a square, for example attacks e4 or legal g1.
replay-moves-usage = Type moves and move numbers, for example moves 10-20 or moves 12.
replay-moves-none = This line has no moves { $from } to { $to }.
replay-moves-none-one = There is no move { $number }.
replay-moves-none-from = This line has no moves from { $from } on.
replay-moves-range = Moves { $from } to { $to }: { $moves }.
# One move number of `moves`: its moves (`replay-moves-side` each).
replay-moves-one = Move { $number }, { $moves }.
# One move of a list, after the side that made it.
replay-moves-side = { $side }: { $move }
replay-nothing = no piece
replay-square-attacked = { $square }: attacked by { $attackers }; defended by { $defenders }.
replay-square-reached = { $square }: White reaches it with { $white }; Black with { $black }.
replay-legal-no-piece = No piece stands on { $square }.
replay-legal-not-to-move = { $piece }: it is { $side }'s move, so this piece cannot move now.
replay-legal = { $count ->
    [0] { $piece } has no legal move.
    [one] { $piece } has 1 legal move: { $moves }.
   *[other] { $piece } has { $count } legal moves: { $moves }.
}
replay-material = Material: White { $white }, Black { $black }; { $balance }.
replay-material-equal = equal
replay-material-ahead = { $color ->
    [white] White
   *[black] Black
} is ahead by { $n ->
    [one] 1 pawn
   *[other] { $n } pawns
}
replay-last-capture = Last capture: { $move }.
replay-no-capture = No capture so far on the way here.
replay-ratings = Ratings: White { $white }, Black { $black }.
replay-opening = Opening: { $opening }.
replay-eval-better = { $color ->
    [white] White
   *[black] Black
} is better by { $n ->
    [one] { $n } pawn
   *[other] { $n } pawns
}
replay-eval-equal = the position is equal
replay-tui-walk = Board walk: arrows move square by square, a piece letter jumps to the next such piece (capital: backwards), Esc or Tab ends the walk.

## annotation glyphs, the rest of the standard set
nag-24 = White has a slight space advantage
nag-25 = Black has a slight space advantage
nag-26 = White has a moderate space advantage
nag-27 = Black has a moderate space advantage
nag-28 = White has a decisive space advantage
nag-29 = Black has a decisive space advantage
nag-30 = White has a slight lead in development
nag-31 = Black has a slight lead in development
nag-34 = White has a decisive lead in development
nag-35 = Black has a decisive lead in development
nag-38 = White has a lasting initiative
nag-39 = Black has a lasting initiative
nag-42 = White has not enough compensation for the material
nag-43 = Black has not enough compensation for the material
nag-46 = White has more than enough compensation for the material
nag-47 = Black has more than enough compensation for the material
nag-48 = White has slightly better control of the centre
nag-49 = Black has slightly better control of the centre
nag-50 = White has clearly better control of the centre
nag-51 = Black has clearly better control of the centre
nag-52 = White has decisive control of the centre
nag-53 = Black has decisive control of the centre
nag-54 = White has slightly better control of the kingside
nag-55 = Black has slightly better control of the kingside
nag-56 = White has clearly better control of the kingside
nag-57 = Black has clearly better control of the kingside
nag-58 = White has decisive control of the kingside
nag-59 = Black has decisive control of the kingside
nag-60 = White has slightly better control of the queenside
nag-61 = Black has slightly better control of the queenside
nag-62 = White has clearly better control of the queenside
nag-63 = Black has clearly better control of the queenside
nag-64 = White has decisive control of the queenside
nag-65 = Black has decisive control of the queenside
nag-66 = White has a vulnerable first rank
nag-67 = Black has a vulnerable first rank
nag-68 = White has a well protected first rank
nag-69 = Black has a well protected first rank
nag-70 = White has a poorly protected king
nag-71 = Black has a poorly protected king
nag-72 = White has a well protected king
nag-73 = Black has a well protected king
nag-74 = White has a poorly placed king
nag-75 = Black has a poorly placed king
nag-76 = White has a well placed king
nag-77 = Black has a well placed king
nag-78 = White has a very weak pawn structure
nag-79 = Black has a very weak pawn structure
nag-80 = White has a somewhat weak pawn structure
nag-81 = Black has a somewhat weak pawn structure
nag-82 = White has a fairly strong pawn structure
nag-83 = Black has a fairly strong pawn structure
nag-84 = White has a very strong pawn structure
nag-85 = Black has a very strong pawn structure
nag-86 = White has poorly placed knights
nag-87 = Black has poorly placed knights
nag-88 = White has well placed knights
nag-89 = Black has well placed knights
nag-90 = White has poorly placed bishops
nag-91 = Black has poorly placed bishops
nag-92 = White has well placed bishops
nag-93 = Black has well placed bishops
nag-94 = White has poorly placed rooks
nag-95 = Black has poorly placed rooks
nag-96 = White has well placed rooks
nag-97 = Black has well placed rooks
nag-98 = White has a poorly placed queen
nag-99 = Black has a poorly placed queen
nag-100 = White has a well placed queen
nag-101 = Black has a well placed queen
nag-102 = White has poorly coordinated pieces
nag-103 = Black has poorly coordinated pieces
nag-104 = White has well coordinated pieces
nag-105 = Black has well coordinated pieces
nag-130 = White has slight counterplay
nag-131 = Black has slight counterplay
nag-134 = White has decisive counterplay
nag-135 = Black has decisive counterplay
nag-136 = White is short of time
nag-137 = Black is short of time
nag-106 = White played the opening very poorly
nag-107 = Black played the opening very poorly
nag-108 = White played the opening poorly
nag-109 = Black played the opening poorly
nag-110 = White played the opening well
nag-111 = Black played the opening well
nag-112 = White played the opening very well
nag-113 = Black played the opening very well
nag-114 = White played the middlegame very poorly
nag-115 = Black played the middlegame very poorly
nag-116 = White played the middlegame poorly
nag-117 = Black played the middlegame poorly
nag-118 = White played the middlegame well
nag-119 = Black played the middlegame well
nag-120 = White played the middlegame very well
nag-121 = Black played the middlegame very well
nag-122 = White played the ending very poorly
nag-123 = Black played the ending very poorly
nag-124 = White played the ending poorly
nag-125 = Black played the ending poorly
nag-126 = White played the ending well
nag-127 = Black played the ending well
nag-128 = White played the ending very well
nag-129 = Black played the ending very well
nag-141 = aimed against
nag-142 = better is
nag-143 = worse is
nag-144 = equivalent is
nag-238 = space advantage
nag-239 = file
nag-240 = diagonal
nag-241 = centre
nag-242 = kingside
nag-243 = queenside
nag-244 = weak point
nag-245 = ending
nag-246 = bishop pair
nag-247 = opposite-coloured bishops
nag-248 = same-coloured bishops
nag-249 = united pawns
nag-250 = separated pawns
nag-251 = doubled pawns
nag-252 = passed pawn
nag-253 = pawn majority
nag-254 = with
nag-255 = without

check-note-no-result = game { $game }: no result after the moves (1-0, 0-1, 1/2-1/2 or *); read as an unfinished game.
check-draughts-too-long = game { $game }: the game is longer than 1 MiB of text; it was checked up to line { $line }.
check-unclosed-variation = game { $game }: a variation opened with ( is never closed; the file may be damaged.
check-result-mate = game { $game }: the result { $written } contradicts the board: the game ends in checkmate, which makes it { $board }.
check-result-stalemate = game { $game }: the result { $written } contradicts the board: the game ends in stalemate, which makes it { $board }.

## opening names
replay-openings-none = No opening names are installed. To add them, put the files a.tsv to e.tsv of the lichess chess-openings data set into { $folder }, or give their folder with --openings.
replay-opening-unnamed = No named opening position on the way here.
replay-openings-bad-rows = { $file }: { $count ->
    [one] { $count } row of opening names cannot be read
   *[other] { $count } rows of opening names cannot be read
} (the first: row { $row }); the other rows are used.
replay-openings-no-folder = The folder { $folder } for opening names does not exist; replay goes on without names from it. Check the folder given with --openings or the openings key of config.toml.

## help of the replay commands (usage: these words)
replay-help-next = the next move; with a word, the next branch, commented move, move marked as a mistake, or game
replay-help-previous = the previous move; with a word, the previous branch, commented move, move marked as a mistake, or game
replay-help-start = the start of the game
replay-help-capture = the last capture on the way here
replay-help-last = the current move again, as in a game session
replay-help-end = the last move of the current line
replay-help-go = White's (or Black's) move with that number in the main line
replay-help-var = go into a line by the number the list of the variations here gives it (var alone: line 2, the first variation; line 1 is the next move)
replay-help-clock = both players' remaining time at the current move, from the clock readings in the comments
replay-help-up = leave the variation, back to where it branched off
replay-help-comment = the comments of the current move again
replay-help-where = the current move again, whose move it is, the depth and line in the variations
replay-help-info = the game's players, result, event and date, and all its tags
replay-help-moves = the moves of the game (in replay, of the current line): all, the last ones, from a move on, or a range
replay-help-list = the games of the file, 10 at a time
replay-help-more = the rest of a comment cut short, part by part; else the next games of the list
replay-help-filter = keep only the games that match (conditions add up); filter clear shows all games again
replay-help-game = open game 5 of the file, the next game or the previous one
replay-help-attacks = what attacks and defends a square
replay-help-legal = where the piece on a square can move
replay-help-material = the material balance
replay-help-opening = the name of the deepest named opening position on the way here
replay-help-progress = how far indexing the file has come
replay-help-quit = end the replay; the place in the file is remembered (the end of the input ends it too)
replay-help-keys = In the full screen, Tab walks the board square by square and F2 says the opening.
replay-draughts-not-yet = The file { $file } holds draughts games, and hektor cannot replay draughts yet. hektor check and hektor export read the file, and hektor --rules draughts-64 play (or draughts-100) plays draughts.
check-unread = { pgn-unread }; the rest of this line is not checked.
replay-draughts-material = Material: White { $white }, Black { $black }.
replay-draughts-men-kings = { $men ->
    [one] { $men } man
   *[other] { $men } men
} and { $kings ->
    [one] { $kings } king
   *[other] { $kings } kings
}
replay-draughts-pieces-usage = Type pieces with a side, men or kings, or both: pieces white, pieces kings, pieces black men.
replay-draughts-square-usage = Type square and a square, for example square 32 or square c3.
replay-help-keys-draughts = In the full screen, Tab walks the board over its dark squares, and the letter of a man or a king jumps to the next one.
replay-play-only = That command belongs to a game session (hektor play), not to replay. Type help for the commands.
## info: the names of a game's tags; a tag without a name here keeps its own
replay-tag-name = { $tag ->
    [Event] Event
    [Site] Site
    [Date] Date
    [Round] Round
    [White] White
    [Black] Black
    [Result] Result
    [WhiteElo] White's rating
    [BlackElo] Black's rating
    [ECO] Opening code
    [Opening] Opening
    [Variation] Variation
    [TimeControl] Time control
    [Termination] Termination
    [Annotator] Annotator
    [PlyCount] Half-moves
    [FEN] Start position
    [GameType] Game type
    [EventDate] Event date
    [WhiteTitle] White's title
    [BlackTitle] Black's title
    [WhiteFideId] White's FIDE ID
    [BlackFideId] Black's FIDE ID
    [Variant] Variant
    [GameDuration] Game duration
    [GameStartTime] Game start
    [GameEndTime] Game end
    [UTCDate] Date (UTC)
    [UTCTime] Time (UTC)
    [Time] Time
   *[other] { $tag }
}
replay-load-missing = there is no game there
replay-load-damaged = the game cannot be read, the file may be cut off or damaged
replay-line-too-long = That line is { $count ->
    [one] { $count } character
   *[other] { $count } characters
} long; a command has at most { $max }. Type help for the commands.
replay-not-text = That line contains characters that are not text. Type help for the commands.
# An unknown Black player where it follows "against" (the case it takes there).
replay-unknown-player-after-against = unknown player
# What check and export say of a word the PGN reader cannot read as a move.
pgn-unread = game { $game }, move { $number }{ $where }: “{ $move }” is not a move of { $side } in PGN notation (PGN writes moves in English letters, K Q R B N, such as Nf3 or exd5)
replay-engine-mate = the engine that moved sees mate in { $n } { $for ->
    [mover] for itself
   *[against] against itself
} at depth { $depth }
# The fixed sentences match programs (cutechess) write in comments; $side is "White" or
# "Black" as a label.
replay-program-book = book move
replay-program-draw-repetition = draw by threefold repetition
replay-program-draw-fifty = draw by the fifty-move rule
replay-program-draw-stalemate = draw by stalemate
replay-program-draw-material = draw: not enough material to mate
replay-program-draw-adjudication = draw by adjudication
replay-program-mates = { $side } mates
replay-program-resigns = { $side } resigns
replay-program-time = { $side } loses on time
replay-program-adjudication = { $side } wins by adjudication
replay-program-illegal = { $side } makes an illegal move
replay-program-disconnects = { $side } disconnects
replay-program-stalls = { $side }: the connection to the engine stalls
replay-program-no-result = no result
replay-program-draw-agreement = draw by agreement
replay-program-draw-timeout = draw by timeout
replay-program-draw-disconnection = draw: an engine disconnected
replay-program-draw-stalled = draw: the connection to an engine stalled
replay-program-drawn = drawn game
replay-program-agreement = { $side } wins by agreement
replay-program-wins = { $side } wins
replay-key-walk = walk over the board, square by square
replay-key-no-action = { $key } has no action; help lists the keys.
# Before the move at the place a file was left last time (replay without --game).
replay-continued = You go on where you stopped last time:
# After replay-continued when the place is inside a variation.
replay-continued-variation = You are in a variation, depth { $depth }, line { $line } of { $count }; type up to go back to the line it branches from.
# A PGN Termination tag's value (the standard's words, and lichess's), spaces as "-".
replay-termination = { $value ->
    [abandoned] abandoned
    [adjudication] adjudication
    [death] a player died
    [emergency] an emergency
    [normal] normal end
    [rules-infraction] a breach of the rules
    [time-forfeit] lost on time
    [illegal-move] an illegal move
    [unterminated] not finished
    [stalled-connection] the connection to an engine stalled
   *[other] { $text }
}
# A game saved by hektor play that cannot be turned into a PGN or PDN game (damaged); $format is pgn or pdn.
replay-saved-game = { $file } is a game file of hektor play, but hektor cannot read a game in it. { $error }
# A remembered place whose game is another one now (the file changed); game 1 opens.
replay-place-file-changed = The file has changed since last time: game { $game } is no longer the game you stopped in; you start at the beginning of game 1.
# A remembered place beyond the end of its game (the game was shortened).
replay-place-game-shorter = Game { $game } is shorter than when you stopped last time; you start at its beginning.
# A remembered game found under another number (games before it were added or removed).
replay-place-game-moved = Game { $game } of last time is now game { $now }: games before it were added or removed; you go on there.

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
replay-words-next = next
replay-words-previous = previous
replay-words-start = start
replay-words-capture = last capture
replay-words-last = last
replay-words-end = end
replay-words-go = go
replay-words-var = var, line
replay-words-clock = clock
replay-words-up = up
replay-words-comment = comment
replay-words-where = where
replay-words-info = info
replay-words-moves = moves
# "last" in `moves last 5`, comma-separated.
replay-words-moves-last = last
replay-words-list = list
replay-words-more = more
replay-words-filter = filter
replay-words-game = game
replay-words-attacks = attacks
replay-words-legal = legal
replay-words-material = material
replay-words-opening = opening
replay-words-progress = progress
replay-words-quit = quit

## clock
replay-clock = Clocks: White { $white }, Black { $black }.
# In replay-clock, for a side with no clock reading up to the current move.
replay-clock-unknown = no reading yet
replay-clock-none = No clock readings in this game.

# The words replay's commands take after their name, read in every language at once, the
# first one named by the help: next line|comment|mistake|game (the game's word is
# words-game of session.ftl), filter player|event|date|result|opening VALUE.
words-line = line, lines, l, branch
words-comment = comment, comments, c
words-mistake = mistake, mistakes, error, blunder
words-player = player, players, name
words-event = event, tournament
words-date = date, year
words-opening = opening

# The rules check of a record kept as written (tournament mode): `hektor check GAMEFILE`
# and the end of a tournament game. $side is session-white/black-in-sentence, $move the
# move as recorded, $reason the announcer's sentence why it is not legal, $after the
# moves recorded after it.
written-not-legal = Move { $number } as recorded ({ $side }), { $move }, is not legal. { $reason }{ $after ->
    [0] {""}
    [one] {" "}The move after it is not checked.
   *[other] {" "}The { $after } moves after it are not checked.
}
written-all-legal = { $moves ->
    [one] The one move as recorded is legal.
   *[other] All { $moves } moves as recorded are legal.
}
written-loose = { $loose ->
    [one] One move is written loosely
   *[other] { $loose } moves are written loosely
} (without the capture mark or the check sign, or with the departure square): each fits exactly one legal move and is legal as written.

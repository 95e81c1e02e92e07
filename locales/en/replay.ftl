# hektor check and hektor replay.

## check
check-summary = { $games } games, { $moves } moves, { $errors } errors
check-unreadable = Cannot read { $file }: { $reason }. Check the file name and that the file can be read.
check-errors-found = The file has errors: see the lines above.
check-output-failed = Could not write the check report to standard output.
check-in-variation = {" "}(in a variation)
check-illegal = game { $game }, move { $number }{ $where }: { $move } is not a legal move for { $side }; the rest of this line is not checked.
check-ambiguous = game { $game }, move { $number }{ $where }: { $move } is ambiguous for { $side }: more than one piece can make it; the rest of this line is not checked.
check-null-move = game { $game }, move { $number }{ $where }: { $side } has a null move (Z0 or --), a placeholder for a missing move, not a chess move; the rest is checked as if { $side } had passed.
check-start = game { $game }: { $reason }; the game is not checked.
check-syntax = game { $game }: the PGN text cannot be read on ({ $reason }); the file may be cut off or damaged.
check-empty = game { $game }: the game has tags but no moves and no result; the file may be cut off.
check-note-chess960 = game { $game }: a Chess960 game, checked with Chess960 castling (supported).
check-note-variant = game { $game }: a { $variant } game, checked by its own rules; replay plays standard chess and Chess960 only.
check-note-uci = game { $game }: moves written in UCI form (e2e4), read as such (supported).

## start positions
start-bad-fen = the FEN tag "{ $fen }" cannot be read ({ $reason })
start-illegal-fen = the FEN tag "{ $fen }" describes an illegal position ({ $reason })
start-unknown-variant = the variant "{ $variant }" is unknown; hektor knows standard chess, Chess960 and the lichess variants
start-refused = this is a { $variant } game; hektor replays standard chess and Chess960 only

## sides
replay-white = White
replay-black = Black

## comments in words
replay-clock = clock { $time }
replay-time-spent = time spent { $time }
replay-time-elapsed = time elapsed { $time }
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
replay-eval = evaluation { $value }
replay-engine-eval = evaluation { $value } at depth { $depth }
replay-eval-mate = mate in { $n } for { $side }
replay-plus = plus { $n }
replay-minus = minus { $n }

## annotation glyphs
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
replay-comment = Comment: { $text }
replay-start-position = Start of the game, { $side } to move.
replay-variations-here = { $count ->
    [one] Variation here: { $moves }. Type var to enter it.
   *[other] { $count } variations here: { $moves }. Type var 1, var 2 and so on to enter one.
}
replay-entered-variation = Variation:
replay-left-variation = Back at the start of the variation, in the line it branches from.
replay-not-in-variation = You are in the main line, not in a variation.
replay-no-variation = No such variation here.
replay-end-of-variation = End of the variation. Type up to go back.
replay-end-of-game = End of the game.
replay-game-over = End of the game: { $result }.
replay-stopped = The game stops here: move { $number }, { $move }, cannot be played (see hektor check).
replay-at-start = Already at the start of the game.
replay-no-comment = No comment on this move.
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
    [0] No game matches the filter. Type filter clear to see all games.
    [one] 1 game matches the filter.
   *[other] { $count } games match the filter.
}
replay-list-more = Type more for the next games.
replay-list-end = No more games in the list.
replay-filter-usage = Type filter, a field and a value: filter player Carlsen, filter event Olympiad, filter date 2025, filter result white, filter eco B20; filter clear shows all games again.
replay-filter-cleared = Filter cleared: the list shows all games.
replay-scan-usage = Type scan and a file letter or a rank number, for example scan e or scan 4.
replay-square-usage = Type square and a square, for example square e4.
replay-index-progress = Indexing the file: { $games } games found, { $percent } percent read.
replay-index-done = The file is indexed: { $games } games.
replay-index-failed = Indexing stopped after { $games } games: { $reason }.
replay-place-not-saved = The place in this file could not be remembered: { $reason }.
replay-unknown-command = Unknown command: { $command }. Type help for the commands.
replay-help = Commands: Enter or n next move; p previous move; start; end; go 12 or go 12 black; var or var 2 enter a variation; up leave it; comment; where; info; list and more; filter player, event, date, result or eco and a value, filter clear; game 5; pieces, pieces white; scan e; scan 4; square e4; progress; help; quit.

## full screen
replay-tui-board = Board (capitals: White)
replay-tui-moves = Moves
replay-tui-log = Said
replay-tui-input = Command (Enter: next move, arrows move, Esc quits)
check-no-game = The file { $file } holds no PGN game (no tags, moves or result); give a PGN file.
check-note-no-result = game { $game }: no result after the moves (1-0, 0-1, 1/2-1/2 or *); read as an unfinished game.
check-unclosed-variation = game { $game }: a variation opened with ( is never closed; the file may be damaged.
check-result-mate = game { $game }: the result { $written } contradicts the board: the game ends in checkmate, which makes it { $board }.
check-result-stalemate = game { $game }: the result { $written } contradicts the board: the game ends in stalemate, which makes it { $board }.

# The game session (hektor play).
session-white = White
session-black = Black
session-white-in-sentence = White
session-black-in-sentence = Black
session-new-game = New game: { $players }.
session-resumed = Game resumed. { $last }
session-clock-stopped-resume = Time control: { $control }; the clock stands at the last recorded reading and is stopped: confirming the next move starts it, or type go.
session-no-clock = No clock.
session-mode-assistant = Assistant mode: enter both players' moves as they are made.
session-mode-player = You play { $side }.
session-turn = Move { $number }, { $side } to move.
session-turn-pending = The move { $move } waits for confirmation.
session-help-hint = Type a move, or help.
session-empty-line = Empty line: nothing waits for confirmation. Type a move, or help.
session-line-too-long = That line is { $count ->
    [one] { $count } character
   *[other] { $count } characters
} long; a move or command has at most { $max }. Type a move, or help.
session-not-text = That line contains characters that are not text. Type a move, or help.
session-usage = Not understood. Write it like this: { $usage }
session-readback = { $side }: { $move }, correct?
session-assistant-move = { $side }: { $move }
session-recorded = Recorded.
session-withdrawn = Withdrawn. Enter the move again.
# A move entered while another waited for yes or no: the one it replaces, in words.
session-move-replaced = The move { $move } is withdrawn, not recorded.
# Before the announcement of a move read with a look-alike letter of the other alphabet or another less usual meaning.
session-read-unusually = Read in a less usual way: check the move.
session-declined = Cancelled; nothing changed.
session-nothing-to-confirm = Nothing waits for confirmation. Type a move, or help.
session-nothing-to-withdraw = Nothing to withdraw. Type a move, or help.
session-nothing-to-undo = No move has been recorded yet, so nothing can be taken back.
session-ask-undo = Take back the last move, { $number }, { $side }: { $move }? Yes or no.
session-undone = Taken back: { $number }, { $side }: { $move }
session-ask-end = { $result }? Yes or no.
session-game-over = The game is over: { $result }.
session-offer-export = The game is saved. To write the scoresheet, type export brf FILE, or export pgn FILE; undo takes back the last move; quit ends.
session-offer-export-unsaved = The game is not saved yet: { $count ->
    [one] 1 entry waits
   *[other] { $count } entries wait
} for the game file { $path }, which cannot be written. Free space on the disk; the game stays open, and quit then saves it. To write the scoresheet elsewhere, type export brf FILE, or export pgn FILE; undo takes back the last move.
# The end of a game of a registered game (its scoresheet is written as text or Braille).
session-offer-export-other = The game is saved. To write the scoresheet, type export brf FILE, or export text FILE; undo takes back the last move; quit ends.
session-offer-unsaved = The game is not saved yet: { $count ->
    [one] 1 entry waits
   *[other] { $count } entries wait
} for the game file { $path }, which cannot be written. Free space on the disk; the game stays open, and quit then saves it; undo takes back the last move.
session-draw-with-move = Draw offer noted: it is recorded with the move when you confirm it.
session-draw-no-move = A draw is offered after making a move; no move has been made yet.
session-draw-offered = { $side } offers a draw with the move { $move }.
session-claim-valid = The claim is valid.
session-claim-repetition-invalid = The claim is not valid: this position has stood on the board { $count ->
    [one] once
   *[other] { $count } times
}, it needs 3.
session-claim-fifty-invalid = The claim is not valid: { $count ->
    [one] { $count } half-move
   *[other] { $count } half-moves
} without a capture or pawn move, it needs 100.
session-no-clock-to-adjust = There is no clock to adjust: this game has no time control.
session-adjusted = Clock adjusted.
session-adjust-too-much = The most a clock can hold in this game is { $most }: no game gives more time. The clocks are unchanged.
session-clock-paused = Clock stopped. Type go to start it again.
session-clock-started = Clock running: { $color ->
    [white] White's
   *[black] Black's
} time.
session-clock-is-stopped = The clock is stopped.
session-quit-unconfirmed = The move { $move } was not confirmed and is not recorded.
# A time warning; the id names the leading unit of $left (hours, minutes, seconds) and $count is its number, so the verb agrees with it.
# English says the time left without a verb ("1 minute 30 seconds left"): $count chooses
# nothing here.
session-time-warning-hours = { $side }: { $left } { $count ->
   *[other] left
}.
session-time-warning-minutes = { $side }: { $left } { $count ->
   *[other] left
}.
session-time-warning-seconds = { $side }: { $left } { $count ->
   *[other] left
}.
session-inside-warning = Each side’s time is already within the warning time ({ $warning }): hektor warns each time it halves.
session-flag-fall = { $side }'s flag has fallen.
session-promotion-question = Which piece does the pawn become: queen, rook, bishop or knight?
session-no-moves-yet = No move has been made yet.
session-last-move = Last move { $number }, { $side }: { $move }
session-nothing-to-repeat = Nothing has been said yet.
session-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
session-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
session-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
# The same units as the object of a verb ("додано 1 годину", "dodano 1 minutę"): the accusative.
session-hours-accusative = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
session-minutes-accusative = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
session-seconds-accusative = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
session-time-no-clock = No clock. Moves made: White { $white }, Black { $black }.
session-time-side = { $side }: { $time }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} made
session-time-to-control = { $moves } to the time control
session-result-white = 1-0, White wins
session-result-black = 0-1, Black wins
session-result-draw = Draw
session-result-ongoing = no result yet
session-by-checkmate = by checkmate
session-by-stalemate = by stalemate
session-by-resignation = { $color ->
    [white] White resigned
   *[black] Black resigned
}
session-by-time = on time
session-by-agreement = by agreement
session-by-repetition = by repetition
session-by-fifty = by the fifty-move rule
session-by-material = because neither side can mate
session-by-arbiter = by the arbiter's decision
session-help-move = a move in any notation: it is announced, then confirm or withdraw it
session-help-confirm = confirm (or an empty line) or withdraw the announced move or the question; yes and no are understood in every language of hektor
session-help-time = both sides' time and the moves made
session-help-last = the last recorded move
session-help-repeat = say the last announcement again
session-help-pieces = where the pieces of both sides, or one side, stand
session-help-scan = what stands on a file or a rank
session-help-square = what stands on a square
session-help-turn = whose turn it is, and the move number
session-help-undo = take back the last recorded move, or only a mistaken result (asks first)
session-help-leave = leave tournament mode before the result (with the arbiter's PIN when one was set)
session-help-draw = record a draw offer with the last move; or the players agreed a draw
session-help-claim = claim a draw by threefold repetition or the fifty-move rule
session-help-resign = a player resigns (without a colour: you, in player mode)
session-resign-who = Who resigns? Type resign white or resign black.
session-help-result = the result as the arbiter decided
session-help-adjust = set the clocks by hand (an arbiter's decision)
session-help-pause = stop the clock
session-help-go = start the clock again
session-help-export = write the scoresheet (brf, pgn, braille, text) to a file
session-help-quit = end the session; the game stays saved and can be resumed
session-saved = The game is saved in { $path }.
session-journal-failed = { $error } The game goes on in memory; save it with export pgn FILE before quitting.
session-export-done = The scoresheet is written to { $path }.
session-export-failed = The scoresheet is not written to { $path }: { $error } The game is safe in { $journal }.
session-export-failed-unsaved = The scoresheet is not written to { $path }: { $error } The game is not saved either: { $count ->
    [one] 1 entry waits
   *[other] { $count } entries wait
} for the game file { $journal }, which cannot be written. Free space on the disk, or choose a file on another disk; the game stays open.
# The formats of a registered game's scoresheet, said when another is asked for.
session-export-other-formats = In this game the scoresheet is written as brf, braille or text, such as export text FILE.
session-resume-offer = An unfinished game was found: { $players }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, { $path }. Resume it? Yes or no.
session-resume-declined = A new game begins; the unfinished game stays in { $path }.
session-resume-declined-unmarked = A new game begins; the unfinished game stays in { $path }, but it could not be marked as set aside ({ $error }), so it is offered again next time.
session-resume-broken = The game file { $path } cannot be resumed: { $error }
session-key-help-screen = show or hide this help screen
session-key-flip = turn the board around
session-key-figurines = piece letters or figurines
session-key-clear = clear the input line, close the help screen
session-piece-letters = K Q R B N P
session-tui-board = Board
session-tui-legend = capitals: White, small letters: Black
session-tui-clock = Clock
session-tui-scoresheet = Scoresheet
session-tui-log = Said
session-tui-input = Move or command, Enter sends
session-tui-pending = { $san } waits: Enter or y confirms, n withdraws
session-tui-hint = F1 help · F2 time · F3 last move · F4 repeat · Ctrl-Q quit
session-tui-to-move = to move
session-tui-moves = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}

# Reconciliation in the session (reconcile FILE, board entry).
session-help-board = enter what stands on a board (up to two), a line at a time: white, Ke1, knight f3, empty e4; board blind or board sighted says whose board it is; board done says it whole; board clear forgets the boards
session-help-reconcile = compare this game's record with the other scoresheet in FILE (of a file with several games, game N: reconcile FILE game N), and the boards entered; the record is not changed
session-board-start = Board { $number }: name the side, then pieces and squares, a line at a time, for example white, Ke1, knight f3, empty e4. Moves are not taken until board done.
session-board-done = Board { $number }: { $board }
session-board-nothing = nothing entered.
session-board-unusable = This board cannot stand in a game: { $error }. As entered: { $board } Correct it, or board clear.
session-board-line-error = Not entered: { $error }. While a board is entered, lines are pieces and squares, not moves; board done finishes it.
session-board-already = Board { $number } is being entered; board done finishes it, board clear forgets it.
session-board-full = Two boards are entered already; board clear forgets them.
session-board-not-entering = No board is being entered; type board to start one.
session-board-cleared = The boards entered are forgotten.
session-board-still-entering = The board being entered is not part of this report; board done finishes it.
session-board-side = { $side }: name the pieces and their squares.
session-board-no-side = No side named

# Several moves fit (issue 11), claims (FIDE 9.2, 9.5).
session-choice-number = { $number } for { $choice }
session-choice-hint = Answer with { $by ->
        [both] the square, its file or rank
        [file] the square or its file
        [rank] the square or its rank
        [path] the whole path
       *[square] the square
    }{ $numbers }.
session-choice-numbers = , or { $numbers }
session-choice-unclear = '{ $answer }' does not pick one of them.
session-choice-several = '{ $answer }' could mean { $choices }.
session-not-an-answer = '{ $answer }' is not an answer: answer { $yes } or { $no }.
session-claim-penalty = An incorrect claim may cost two minutes: the arbiter may add them to the opponent's time (FIDE 9.5); adjust sets the clocks.
session-claim-move-to-play = The move { $move } must now be played (FIDE 9.2).
session-claim-move-must-be-played = After the draw claim the move { $move } must be played (FIDE 9.2): confirm it with y. Only the arbiter can change that, with undo after it is recorded.

# Time in words, draws in full (issue 11 item 17, issue 12 item 7).
session-time-control = Time control: { $control }.
session-time-added = { $side }: { $added } added for the next period.
session-help-own-time = your own time only, and your moves to the time control
session-draw-because = Draw, because { $reason ->
    [time-white] White's flag fell and Black cannot mate
    [time-black] Black's flag fell and White cannot mate
    [stalemate-white] White is stalemated: no legal move, and the king is not in check
    [stalemate-black] Black is stalemated: no legal move, and the king is not in check
    [repetition] the same position stood on the board three times
    [fivefold] the same position stood on the board five times
    [fifty] each side made fifty moves without a capture or a pawn move
    [seventy-five] each side made seventy-five moves without a capture or a pawn move
   *[material] neither side can mate
}

# Keys of the full screen (issue 11 items 12, 13).
session-key-help-opened = Help open: arrows, PgUp, PgDn, Home and End scroll it; Esc or F1 closes it.
session-key-help-closed = Help closed.
session-key-help-keys = The help is open: arrows, PgUp and PgDn scroll it; Esc or F1 closes it.
session-key-help-position = Help, lines { $first } to { $last } of { $rows }.
session-key-log-position = Said, lines { $first } to { $last } of { $rows }; End shows the newest.
session-key-flipped = Board turned: { $bottom ->
    [black] Black
   *[white] White
} at the bottom.
session-key-pieces-shown = The board shows { $shown ->
    [figurines] figurines
   *[letters] piece letters
}.
session-key-input-empty = The input line is empty.
session-key-input-cleared = Input line cleared.
session-key-input-full = The input line is full: a move or command has at most { $max ->
    [one] { $max } character
   *[other] { $max } characters
}.
session-key-no-action = { $key } has no action; F1 shows the keys.
session-help-keys-heading = Keys of the full screen:
session-key-fixed-keys = Enter: send the input line; Backspace: delete a character; Up, Down, PgUp, PgDn, Home, End: scroll the log (here: this help)
session-tui-log-scrolled = Said, lines { $first } to { $last } of { $rows } (End: newest)
session-tui-help-scroll = Help, lines { $first } to { $last } of { $rows }: arrows and PgUp, PgDn scroll, Esc or F1 closes

# Keeping the game file safe (resume, undo result, export, a full disk).
session-reading-age-running = The clocks stand at the last reading, taken { $age } ago; thinking time after it, at most { $most }, was not recorded.
session-reading-age-stopped = The clocks stand as they were when the clock stopped, { $age } ago.
session-ask-undo-with-result = The game is over: { $result }. Take back the result and the last move, { $number }, { $side }: { $move }? Yes or no. To withdraw only the result, answer no and type undo result.
session-no-result-to-withdraw = The game has no result to withdraw.
session-result-from-position = The result, { $result }, follows from the position on the board; undo takes back the last move.
session-ask-withdraw-result = Withdraw the result, { $result }? The moves stay. Yes or no.
session-result-withdrawn = The result is withdrawn and the game goes on.
session-clock-starts-with-move = The clock is stopped: confirming the next move starts it, or type go.
session-export-own-file = { $path } is this game's own file: the scoresheet would destroy the game. Choose another file name.
session-ask-overwrite = { $path } already exists. Replace it with the scoresheet? Yes or no.
session-journal-caught-up = The game file can be written again: { $count ->
    [one] 1 entry that was waiting is
   *[other] { $count } entries that were waiting are
} saved, nothing is lost.
session-quit-unsaved = { $count ->
    [one] 1 entry of this game is
   *[other] { $count } entries of this game are
} not in the game file { $path }, which cannot be written. Free space on the disk, or write the scoresheet elsewhere with export pgn FILE; quit again ends the session and loses them.
session-not-saved = The game file { $path } lacks the last { $count ->
    [one] entry: it
   *[other] { $count } entries: they
} could not be written.
session-resume-no-answer = No answer, so nothing changed: the unfinished game in { $path } is offered again next time.
session-resume-new-game-options = { $options }: { $count ->
    [one] this option sets
   *[other] these options set
} up a new game only; a resumed game goes on from its own position and settings.
session-resume-unread-settings = The game file's first line has { $count ->
    [one] a setting
   *[other] settings
} hektor cannot read: { $settings }. { $count ->
    [one] It takes
   *[other] They take
} the default; everything else is as saved.
session-file-in-use = The game file { $path } is open in another hektor session; two sessions writing one game would damage it. End the other session first.
session-resume-damaged-kept = Nothing changed: { $path } is left as it is.
session-move-in-memory = This move is kept in memory only, not yet saved: the game file cannot be written ({ $count ->
    [one] 1 entry waits
   *[other] { $count } entries wait
}). Free space on the disk; hektor saves it as soon as it can.
session-resume-empty = { $path } is empty: hektor was stopped before the start of its game was written, so there is nothing to continue. A new game starts in this file.
session-resume-damaged = { $left } Continue without what is left out? A copy of the file as it is now is kept beside it. Yes or no.
session-resume-torn-move = { journal-torn-move } Enter it again if it was played.
session-resume-backup = A copy of the game file as it was is kept in { $backup }.
session-flag-fallen-adjust = A flag has fallen, so the clock cannot run: set the times with adjust, for example adjust white 5:00.
session-create-failed = { $error } The game file { $path } cannot be created, so the game cannot be saved. Choose another place with --save FILE.

session-replay-only = Diagonals are a study aid: hektor reads them in replay, not during a game (FIDE Article 11.3).

# Black after "against" in session-new-game and session-resume-offer (the case it takes there).
session-black-after-against = Black
# Both players in session-new-game and session-resume-offer; $named is yes when Black has a person's name (not a colour word).
session-players = { $named ->
   *[other] { $white } against { $black }
}
session-save-exists = --save: { $path } already exists; continue that game with --resume { $path }, or choose another file name.
session-save-exists-other = --save: { $path } already exists and is not a hektor game file; it is kept as it is. Choose another file name.

session-board-owner = { $player ->
    [blind] It is the blind player's board.
   *[sighted] It is the sighted player's board.
  }
session-reconcile-game-hint = For another game of { $file }: reconcile { $file } game N, with N from 1 to { $count }.
session-help-help = the list of commands, what to type and what each does

# A saved game's last line, cut off by a crash (resume, export, reconcile)
journal-torn-move = The last entry, cut off when hektor stopped, is left out: the move { $san }.
journal-torn = The last entry, cut off when hektor stopped, is left out: { $text }

session-chess-only = { $game ->
    [other] This does not work in this game.
   *[draughts] This works in chess only, not in draughts.
}
session-claim-not-in-draughts = In draughts there is no claim: hektor counts the draw rules and says when one is reached.
session-claim-move-unclear = “{ $input }” fits more than one move: claim with the whole move, or without a move.
session-draughts-letters = M K
session-tui-draughts-legend = capitals: White, small letters: Black; m: man, k: king
session-piece-not-in-game = There is no such piece in this game.
session-not-on-board = There is no such square on this board.
session-export-draughts-formats = In draughts the scoresheet is written as pdn, brf, braille or text, such as export pdn FILE.
session-resume-not-answer = “{ $line }” is not an answer. Resume the unfinished game in { $path }? Yes to resume it, no to start a new game.
session-question-dropped = { $kind ->
    [undo] The question was not answered, so the last move is not taken back.
    [leave] The question was not answered, so tournament mode goes on.
    [end] The question was not answered, so the result is not recorded; the game goes on.
    [result] The question was not answered, so the result stands.
   *[export] The question was not answered, so nothing was exported to { $path }.
}
session-replay-command = That command belongs to replay (hektor replay FILE), not to a game session. Type help for the commands.
session-reconcile-only-game-hint = To compare with that game, type: reconcile { $file }.
session-screen-failed = The full screen could not be used; start again with hektor play --plain.
session-export-chess-formats = In chess the scoresheet is written as pgn, brf, braille or text, such as export pgn FILE.
session-warn-not-minutes = --warn: “{ $part }” is not a number of minutes; write for example --warn 10,5,1.
session-tui-hint-custom = { $key } shows the keys in force (config.toml [keys])

# The placeholders and words of a command's usage ("export brf FILE", "resign [white|black]").
usage-file = FILE
usage-move = MOVE
usage-value = VALUE
usage-reason = reason
usage-white = white
usage-black = black
usage-men = men
usage-kings = kings
usage-blind = blind
usage-sighted = sighted
# A command's usage in the help and the other names it is typed by.
usage-aliases = { $usage }, also { $names }

# The names of each command in this language (a list, separated by commas), read in every
# language besides the English names; help lists them.
session-words-time = time
session-words-own-time = my time
session-words-last = last
session-words-repeat = repeat
session-words-pieces = pieces
session-words-scan = scan
session-words-square = square
session-words-turn = turn
session-words-undo = undo
session-words-leave = leave tournament
session-words-draw = draw
session-words-claim = claim
session-words-resign = resign
session-words-result = result
session-words-adjust = adjust
session-words-pause = pause
session-words-go = go
session-words-export = export
session-words-board = board
session-words-reconcile = reconcile
session-words-quit = quit
session-words-help = help

# The words that name a side or a kind of piece where a command takes one (pieces white,
# pieces knights, resign black, adjust white 10:00), read in every language at once, in
# lower case, separated by commas: singular and plural, and the letters that are no
# other word (a king of draughts is a king).
words-white = white, w
words-black = black, b
words-king = k, king, kings
words-queen = q, queen, queens
words-rook = r, rook, rooks
words-bishop = bishop, bishops
words-knight = n, knight, knights
words-pawn = p, pawn, pawns
words-man = m, man, men
# The words a command takes after its name, read in every language at once, the first
# one named by the help: undo result, draw agreed, claim repetition|fifty, board done,
# board clear (and filter clear), reconcile FILE game N.
words-result = result
words-agreed = agreed, accept, accepted, agree
# After a side (white, black): the side resigns (`black resigns`), as a whole line.
words-resigns = resigns, resigned, resign, has resigned
# The word for a square said before it (`Feld e4`): with a square after it, the line asks what stands there.
words-field = field
words-repetition = repetition, threefold
words-fifty = fifty, fifty moves, 50
words-done = done, end
words-clear = clear, off, none
words-game = game
# The reasons a result may be given with (result 1-0 resigns), read in every language at
# once (besides words-agreed, words-repetition and words-fifty); other text is kept as
# written.
words-reason-resignation = resignation, resigns, resigned
words-reason-time = time, time forfeit, flag
words-reason-agreement = agreement
words-reason-checkmate = checkmate, mate
words-reason-stalemate = stalemate
words-reason-material = material, insufficient material
words-reason-arbiter = adjudication, arbiter

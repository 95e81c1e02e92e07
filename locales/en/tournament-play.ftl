# Tournament mode in the game session (play --tournament): what is said and refused.
tournament-greeting = Tournament mode: every move is recorded as typed, with no check of the rules and no help from the board, and every action is logged for the arbiter.
tournament-greeting-left = This game began in tournament mode, which the arbiter's PIN has ended: moves are checked again, and the log goes on.
tournament-board-questions-allowed = The arbiter allowed board questions for this player.
tournament-screen-line = Tournament mode: moves as typed, no help, every action logged.
tournament-screen-line-left = Tournament mode left with the arbiter's PIN; the log goes on.
tournament-no-board-questions = In tournament mode hektor answers no questions about the board; only the arbiter can allow them, before the game.
tournament-no-claims = In tournament mode hektor does not judge a claim: stop the clocks and call the arbiter.
tournament-no-pin-set = In tournament mode this needs the arbiter's PIN, and none was set for this game: call the arbiter.
tournament-pin-question = { $purpose ->
    [leave] Arbiter: type the PIN to leave tournament mode, or an empty line to cancel.
   *[reconcile] Arbiter: type the PIN to compare the sheets during the game, or an empty line to cancel.
}
tournament-pin-wrong = That is not the arbiter's PIN: nothing changed.
tournament-pin-cancelled = No PIN was typed: nothing changed.
tournament-ask-leave = Leave tournament mode before the result? The log keeps it for the arbiter. Yes or no.
tournament-left = Tournament mode is off: moves are checked by the rules again and the board questions are open. The log keeps that the arbiter allowed it.
tournament-left-as-written = Tournament mode is off, and the log keeps it; the moves are still recorded as typed, because the record as written cannot be played on a board.
tournament-not-in-mode = This game is not in tournament mode.
tournament-already-open = Tournament mode no longer binds this game: everything is open.
tournament-flag-result = In tournament mode hektor does not decide the result on time: stop the clocks, call the arbiter, and enter it with result, for example: result 1-0.
tournament-other-game = Tournament mode keeps the record of chess and draughts games only.
tournament-no-board-shown = No board in tournament mode: the scoresheet shows the moves as written.
tournament-no-replay = In tournament mode there is no replay and no study during the game; after the result everything is open again.
tournament-no-export = In tournament mode the scoresheet is exported after the result: an export checks the moves by the rules.
tournament-board-unknown = The board cannot be told: the record as written cannot be played on a board past its first move that is not legal.
tournament-identity-line = hektor { $version }, installation { $installation }…, executable { $sha }…
tournament-command-closed = A game in tournament mode is open ({ $path }): { $command } waits for its result, as every help with the position does.

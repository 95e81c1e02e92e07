# Tournament mode: entering it (play --tournament) and the page for the arbiter (hektor arbiter).

tournament-entry-auto-confirm = In tournament mode every move is read back before it is recorded, so --tournament does not go with --auto-confirm: leave that out.
tournament-entry-player-mode = { $rule } So tournament mode is not for player mode here: start it with --mode assistant.
tournament-entry-network-up = Tournament mode does not start while { $count ->
    [one] a network interface is
   *[other] network interfaces are
} up: { $interfaces }. Switch { $count ->
    [one] it
   *[other] them
} off (Linux: { $off }, or { $down }; Windows: airplane mode, or disable the adapter in the network settings), or let the arbiter allow it with --allow-network.
tournament-entry-network-unknown = Tournament mode could not list the network interfaces, so it does not start; the arbiter may allow the game with --allow-network.
tournament-entry-network-allowed = { $count ->
    [0] The arbiter's PIN allowed this game although the network could not be checked; this is in the game file.
    [one] The arbiter's PIN allowed this game with a network interface up: { $interfaces }; this is in the game file.
   *[other] The arbiter's PIN allowed this game with network interfaces up: { $interfaces }; this is in the game file.
}
tournament-entry-network-came-up = { $count ->
    [one] A network interface came up: { $interfaces }. This is in the game file; switch it off.
   *[other] Network interfaces came up: { $interfaces }. This is in the game file; switch them off.
}
tournament-entry-pin-question = Arbiter: type the PIN and press Enter; it is not shown.
tournament-entry-pin-empty = The arbiter's PIN is empty: type one of at least one character.
tournament-entry-pin-no-terminal = The arbiter's PIN is typed at a terminal, and there is none: run hektor at a terminal, or give the PIN in the environment variable { $variable }.
tournament-entry-pin-not-typed = No PIN was typed, so tournament mode does not start; run the command again.
tournament-entry-pin-wrong = That is not the arbiter's PIN of this game, so nothing was allowed and the game does not start.
tournament-entry-pin-none = This game was begun without an arbiter's PIN, so nothing can be allowed with one.
tournament-entry-pin-no-random = The system gave no random numbers to keep the PIN safely, so tournament mode does not start; try again.
tournament-entry-id-replaced = The installation id in { $path } could not be read; a new one was made and kept there.
tournament-entry-id-not-kept = The installation id could not be kept: { $error }
tournament-entry-ask-event = Tournament mode. The event? Press Enter to leave it empty.
tournament-entry-ask-round = The round?
tournament-entry-ask-board = The board number?
tournament-entry-ask-side = The player's colour: white or black?
tournament-entry-ask-name = The player's name?
tournament-entry-not-a-side = “{ $line }” is not a colour.

arbiter-title = hektor for the arbiter: tournament mode.
arbiter-identity = Version { $version }. The program's SHA-256: { $sha }. Installation id: { $id }.
arbiter-unknown = unknown
arbiter-does = Moves are recorded and read back as typed: no move check, no check or mate, no board questions and no board, unless your PIN allowed them. The mode does not start while a network interface other than loopback is up, unless your PIN allowed it, and checks every minute. Each action is logged with its time and the hash of the entry before.
arbiter-code = Note the six-digit code on the screen, such as 482 913. After the game: hektor verify FILE --code CODE.
arbiter-limits = hektor runs on an ordinary computer: it cannot stop other programs.

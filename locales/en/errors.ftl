# Operating-system errors, one sentence per kind; { $file } is the path as given.
io-not-found = The file { $file } does not exist. Check the name and the folder.
io-folder-not-found = The folder { $folder } does not exist. Check the name, or make the folder first.
io-permission-denied = hektor is not allowed to use the file { $file }. Check its permissions, or choose another file.
io-already-exists = The file { $file } already exists and is kept as it is. Choose another file name.
io-is-a-directory = { $file } is a folder, not a file. Give the name of a file.
io-not-regular = { $file } is not a regular file ({ $kind ->
        [pipe] a pipe
        [device] a device
        [socket] a socket
       *[other] a special file
    }), so hektor does not open it. Give the name of a file.
io-other-draughts = { $file } looks like a file of { $game ->
        [english] English draughts (checkers, 32 squares)
       *[italian] Italian draughts (32 squares)
    }, a game hektor does not play: it plays chess, international draughts (100 squares) and Russian draughts (64 squares).
io-too-large = The file { $file } is larger than { $megabytes } MB, more than hektor reads here. Give a smaller file, for example one game of it.
io-storage-full = The disk is full, so { $file } cannot be written. Free some space, or choose another disk.
io-read-only = { $file } is on a disk that cannot be written to. Choose another place.
io-invalid-data = The file { $file } is not text that hektor can read. Save it as UTF-8 text and try again.
io-other = hektor cannot use the file { $file }. Check the file, its folder and the disk.
# Why a FEN cannot be read or is not a legal position: phrases that go inside a sentence.
fen-invalid = the text is not a position in FEN
fen-invalid-board = the piece placement, the first part, is not eight ranks of pieces and digits
fen-invalid-pocket = the pieces in hand cannot be read
fen-invalid-turn = the side to move, the second part, must be w or b
fen-invalid-castling = the castling part, the third part, must be a dash or the letters K, Q, k, q
fen-invalid-ep = the en passant part, the fourth part, must be a dash or a square such as e3
fen-invalid-remaining-checks = the remaining checks cannot be read
fen-invalid-halfmove = the halfmove clock, the fifth part, must be a number
fen-invalid-fullmoves = the move number, the sixth part, must be a number from 1 on
position-empty-board = the board is empty
position-missing-king = a king is missing
position-too-many-kings = a side has more than one king
position-pawns-on-backrank = a pawn stands on the first or the eighth rank
position-invalid-castling = the castling rights do not fit the kings and rooks on the board
position-invalid-ep = the en passant square does not fit the pawns on the board
position-opposite-check = the side that is not to move is in check
position-impossible-check = the check on the board cannot arise in a game
position-too-much-material = there are more pieces than a game can have
position-variant = the position is not legal in this variant
position-other = the position is not legal
# export --output
export-exists = { $file } already exists and is kept as it is; give --force to replace it, or choose another file name.
export-in-use = { $file } is the file of a game being played in hektor; the scoresheet is not written there. Choose another file name.
# Why earcons are silent (the library's English detail stays out).
sound-off-not-built = This hektor was built without sound, so earcons are off.
sound-off-switched-off = Earcons are off in the settings (earcons = false).
sound-off-no-thread = The sound could not be started, so earcons are off. Closing other programs may help.
sound-off-no-default = This computer has no sound output, so earcons are off.
sound-off-no-device = There is no sound device { $device }, so earcons are off. Check sound_device in the settings.
sound-off-cannot-play = The sound device { $device } cannot play, so earcons are off. Check that no other program holds it.
sound-off-format = The sound device { $device } uses a sample format hektor cannot play, so earcons are off. Choose another device in sound_device.
# Standard output or the terminal failed (a closed pipe is not said).
io-stdout = Cannot write to standard output. Check the disk, or the program that reads hektor's output.
io-terminal = hektor replay stopped: the terminal cannot be read or written. Check the terminal, or the programs connected to hektor.

# A game file that cannot be read: what is wrong with it, in words.
journal-not-a-journal = { $file } is not a hektor game file: its first line is not the start of a game.
journal-damage-syntax = its text is broken
journal-damage-data = it holds an entry this version of hektor does not know
journal-damage-eof = it breaks off
journal-empty = { $file } is empty: its game never started.
journal-damage-illegal = its move is not legal where it stands
journal-damage-long = it is longer than any entry hektor writes
journal-damage-clock = its clock reading is more time than the game can give
journal-left-out = { $count ->
    [one] { $count } line
   *[other] { $count } lines
} of the game file { $file } cannot be used and are left out (lines { $lines }; the first: { $reason }); every other entry is kept.
journal-left-out-one = Line { $line } of the game file { $file } cannot be used ({ $reason }) and is left out; every other entry is kept.
journal-salvaged-one = Line { $line } of the game file { $file } was damaged; its move { $san } was read from what remained.
journal-salvaged = { $count ->
    [one] { $count } line
   *[other] { $count } lines
} of the game file { $file } were damaged (lines { $lines }); their moves { $sans } were read from what remained.
journal-bad-start = The game file's start position { $fen } is not a legal chess position: { $reason }.
journal-illegal-move = Half-move { $ply } of the game file ({ $uci }) is not legal in the position before it; the file was changed or damaged.

# A time control (--time) that cannot be used.
time-control-empty = the time control is empty
time-control-syntax = the time control “{ $text }” cannot be read at “{ $part }”
time-control-zero = the time control “{ $text }” gives no time in one of its periods
time-control-no-base = the time control “{ $text }” gives no time before the first move; give the minutes first, for example 5+3
time-control-missing-moves = in the time control “{ $text }” only the last period may be without a number of moves
time-control-implausible = in the time control “{ $text }”, { $part } is neither minutes (more than 4 hours) nor seconds (less than 10 minutes)
time-control-moves-first = in the time control “{ $text }”, “{ $part }” gives more moves than minutes: write the moves first, as in 40/90 (40 moves in 90 minutes)
time-control-forms = hektor takes minutes (90+30), moves in minutes (40/90+30,30+30), G/60, G/90;inc30, G/90;d5, G/90;b5, and seconds from 600 on as PGN writes them (40/5400+30:1800+30)
time-control-error = --time: { $error }.

# A config.toml that cannot be used.
config-syntax = The configuration file { $path } cannot be read at line { $line }: write each setting as key = value, with text in quotes, for example lang = "ru".
config-not-text = The configuration file { $path } cannot be read at line { $line }: it is not UTF-8 text (a letter of another encoding, or a zero byte). Save the file as UTF-8 text.
config-bad-value = In the configuration file { $path }, the value of { $key } is not one hektor takes; the manual (manual.html) lists the settings and their values.
config-bad-file = The configuration file { $path } holds a value hektor does not take; the manual (manual.html) lists the settings and their values.
config-out-of-range = In the configuration file { $path }, { $key } = { $value } is out of range: use a number from { $min } to { $max }.
config-empty-command = In the configuration file { $path }, speech_command is empty: give the program and its arguments, for example ["espeak-ng", "-v", "de"].

# hektor export: why the scoresheet cannot be written ({ $file } is the path as given)
export-profile-unknown = There is no Braille profile { $name }. Use one of { $known }, or the path of a profile file ending in .toml.
export-profile-malformed = The Braille profile { $profile } is not valid: { $reason }. Correct the file, or copy braille/ukaaf-2015.toml and change the copy.
export-profile-not-a-cell = In the Braille profile { $profile }, the key { $key } holds { $character }, which is not a Braille cell. Write letters, digits, BRF punctuation, dots in braces such as {"{"}356{"}"}, or Unicode Braille.
export-width-too-small = The line width { $width } is too small. Give --width { $min } or more.
export-height-too-small = The page height { $height } is too small. Give --height { $min } or more.
export-game-zero = Games are counted from 1. Give --game 1 or more.
export-one-game = { $file } is a saved game, which holds one game. Leave out --game.
export-no-game = { $file }: the file holds no PGN game (nor is it a saved hektor game). Give a PGN file or a game file of hektor.
export-no-such-game = { $count ->
    [one] The file { $file } holds one game, so there is no game { $wanted }. Leave out --game, or give --game 1.
   *[other] The file { $file } holds { $count } games, so there is no game { $wanted }. Give --game 1 to { $count }.
}
export-variant = { $file }: game { $game } is a { $variant } game; hektor exports standard chess games only.
export-bad-start = { $file }: the start position { $fen } of game { $game } is not a legal chess position: { $reason }.
export-illegal-move = { $file }: game { $game }, move { $number }: { $san } is not a legal move in that position. Correct the move in the file.
export-null-move = { $file }: game { $game }, move { $number }: a null move ({ $san }) is not a move on the board, so the game cannot be put on a scoresheet.
export-read-failed = The file { $file } cannot be read to its end. Check the file and the disk.
export-journal-not-a-game = { $file } is not a hektor game file: its first line is not the start of a game.
export-replay-start = The start position { $fen } of the saved game is not a legal chess position: { $reason }.
export-replay-illegal = Half-move { $ply } ({ $uci }) of the saved game is not legal in the recorded position, so the game cannot be exported.
export-pgn-for-draughts = { $file } holds draughts games, and PGN is for chess. Give --format pdn for a PDN file, or brf, braille or text for a scoresheet.
export-pdn-for-chess = { $file } holds no draughts games, and PDN is for draughts. Give --format pgn for a chess game, or brf, braille or text for a scoresheet.
export-draughts-game-type = { $file }: game { $game } has GameType { $gametype }; hektor exports draughts-64 (GameType 25) and draughts-100 (GameType 20) only.
export-draughts-unreadable = { $file }: game { $game } cannot be read as PDN (line { $line }). Correct the game in the file; hektor check { $file } says what is wrong.
export-other-formats = { $file } holds games of { $game }, whose scoresheet is written as brf, braille or text. Give --format text, brf or braille.
export-game-unread = { $file }: game { $game } cannot be read: { $reason }. Correct the game in the file; hektor check { $file } says what is wrong.
export-other-no-game = { $file }: the file holds no { $game } game. Give a file with at least one game.
export-draughts-cut = { $file }: game { $game } is longer than hektor reads (1 MiB of moves): the export stops at line { $line }, and the game's result is written as unfinished (*).
export-draughts-bad-start = { $file }: the start position { $fen } of game { $game } is not a draughts position. Correct the FEN tag in the file.
export-draughts-ambiguous = { $file }: game { $game }, move { $number }: { $move } fits more than one capture ({ $paths }). Write the capture with every landing square in the file.
export-draughts-no-game = { $file }: the file holds no draughts game. Give a PDN file with at least one game.
export-onto-input = { $file } is the file being exported; writing the scoresheet over it would lose its games. Choose another file name for -o.
export-unread-move = { $file }: { pgn-unread }. Correct the move in the file; hektor check { $file } lists every such word.
export-left-out = { $count ->
    [one] One game was left out
   *[other] { $count } games were left out
  }; every other game is exported.
# `export` (in a game, or -o) towards a file that holds a hektor game (another one, saved or being played).
export-game-file = { $path } holds a game kept by hektor: the scoresheet would replace it. Choose another file name.
config-not-one-of = In the configuration file { $path }, { $key } = "{ $value }" is not a value hektor takes: write one of these: { $valid }.
config-duplicate-key = The configuration file { $path } sets { $key } twice, the second time at line { $line }: keep one of the two lines.
config-key-value = In the configuration file { $path }, line { $line }: the key { $key } of [{ $table }] is bound to something that is not a command. Write the command's name in quotes, as f2 = "time", or "none" to unbind the key.
config-key-name = In the configuration file { $path }, line { $line }: { $key } of [{ $table }] is not a key hektor can bind. Use f1 to f12, esc, tab, the arrows (left, right, up, down), home, end, pageup, pagedown, or ctrl- or alt- with a letter or digit (ctrl-u).
# A game file not in UTF-8, read in the encoding guessed or given (check, replay, export)
file-read-as = { $file } is not in UTF-8: its text is read as { $encoding }. If names read wrong, give its encoding with --encoding NAME (windows-1251, koi8-r, ...).

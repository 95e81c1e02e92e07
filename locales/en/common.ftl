# Shared UI words.
app-name = hektor

# Time controls in words ($time is a duration in words: "1 hour 30 minutes").
time-control-moves = { $time } for { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
time-control-every = { $time } for every { $moves ->
    [one] move
   *[other] { $moves } moves
}
time-control-game = { $time } for the game
time-control-rest = { $time } for the rest of the game
time-control-then = then
time-control-increment = { $time } added per move from move 1
time-control-period-increment = plus { $time } per move
time-control-delay = { $kind ->
    [bronstein] { $time } Bronstein delay
   *[simple] { $time } delay
} per move

config-unknown-key = The configuration file { $path } has the key { $key }, which hektor does not know; it is left out and the other settings apply. Check its spelling in the manual (manual.html).
config-unknown-keys = The configuration file { $path } has keys that hektor does not know: { $keys }; they are left out and the other settings apply. Check their spelling in the manual (manual.html).
config-unknown-more = and { $count ->
    [one] one more
   *[other] { $count } more
}
config-left-out = That setting is left out; the others apply.
config-version-newer = The configuration file { $path } is of version { $version }, and this hektor knows version { $known }: the settings it can read apply, the others are named one by one. Update hektor to use them all.
config-key-unknown-command = The key { $key } in config.toml [{ $table }] is bound to { $action }, which is not a command of { $table ->
    [replay_keys] the replay screen
   *[other] the game screen
}; this binding is left out and the other keys apply. Type help for the commands.
config-key-bad = config.toml [{ $table }]: { $key } is not a key hektor can bind. Use f1 to f12, esc, tab, the arrows (left, right, up, down), home, end, pageup, pagedown, or ctrl- or alt- with a letter or digit (ctrl-u).
cli-value-not-one-of = { $option } does not take “{ $value }”; its values are { $valid }.
cli-value-unreadable = { $option } does not take “{ $value }”. Type hektor --help for the options.
cli-value-missing = { $option } needs a value after it.
cli-unknown-option = hektor does not know { $option }. Type hektor --help for the options.
cli-missing = { $what } is missing. Type hektor --help for the options.
cli-given-twice = { $option } is given more than once; give it once.
# A value the command line lacks, by clap's name for it (lowercase), as the subject of cli-missing.
cli-argument = { $name ->
    [moves] the moves
    [file] the file
    [input] the file to export
   *[other] { $name }
}
cli-unknown-command = hektor has no command { $command }; the commands are play, say, replay, check, export, reconcile, verify, arbiter, voices and speech-test.
cli-value-not-number = { $option } takes a positive whole number, such as 3; “{ $value }” is not one.
# The end of a quote from a file (a comment, a line) cut at 2,000 characters: how much was left out.
quote-cut = … { $count ->
    [one] one more character
   *[other] { $count } more characters
} left out.

# The answers to every question hektor asks (a move to confirm, undo, a result, ...),
# read in every language at once, in any case, separated by commas: the yes words and
# the no words, the full word first, then the single letters (what the help names).
answer-yes = yes, y
answer-no = no, n
# The other answers to "..., correct?": what a speaker says for "that is right" and
# "that is wrong"; one may follow a yes or no word ("yes, correct").
answer-right = correct, ok, okay, right, yeah, yep, sure, that is right
answer-wrong = wrong, incorrect, nope, not right

# hektor verify: the check of a game file's chain of hashes, and the short code of its
# last line (said by `time` and shown on the screen in tournament mode).

log-code = Code { $code }.
verify-intact = Intact: { $actions }, { $moves }, { $corrections }, { $resumes }, { $mode }.
verify-actions = { $count ->
    [one] 1 action
   *[other] { $count } actions
}
verify-moves = { $count ->
    [one] 1 move
   *[other] { $count } moves
}
verify-corrections = { $count ->
    [one] 1 correction
   *[other] { $count } corrections
}
verify-resumes = { $count ->
    [0] no resume
    [one] 1 resume (the longest gap { $gap })
   *[other] { $count } resumes (the longest gap { $gap })
}
verify-mode-throughout = tournament mode throughout
verify-mode-left = tournament mode left at line { $line } with the arbiter's PIN
verify-mode-never = not played in tournament mode
verify-identity = Begun by installation { $installation }, hektor { $version }, executable SHA-256 { $sha256 }.
verify-identity-resumed = Resumed at line { $line } by installation { $installation }, hektor { $version }, executable SHA-256 { $sha256 }.
verify-code = The code of the last line: { $code }.
verify-code-differs = The code of the last line is { $code }, not { $given }: the end of the file was cut off or added to.
verify-code-unreadable = { $given } is not a code: give its six digits as the screen shows them, for example 482 913.
verify-repair-torn = At line { $line }, a resume left out line { $left }, which a crash had cut off (SHA-256 { $sha256 }).
verify-repair-left-out = At line { $line }, a resume left out { $count ->
    [one] 1 damaged line
   *[other] { $count } damaged lines
}, the first line { $left } (SHA-256 { $sha256 }); the file as it was is kept beside it, its name ending in .damaged.
verify-broken-before-repair = Line { $line } of the file as it was did not follow the line before it, and a resume at line { $repair } wrote the lines after it again.
verify-altered = Line { $line } was altered.
verify-altered-or-removed = Line { $line } was altered, or a line after it was removed.
verify-between = The chain breaks between lines { $before } and { $line }: one of them was altered, or a line between them was removed.
verify-added = Line { $line } was added.
verify-reordered = Line { $line } is out of order: it was moved.
verify-unlinked = Line { $line } names no line before it: it was added, or the file was written by a hektor without the chain of hashes.
verify-start-removed = Line { $line } is not the start of a game: the beginning of the file was removed.
verify-torn-end = The last line, { $line }, breaks off: hektor was stopped while writing it, and a resume leaves it out and names it.

#!/usr/bin/env bash
# Peak memory of the five commands that read a whole game file (issue 39, item 10):
# `check`, `replay`, `export`, `reconcile` and `play --resume`, on a generated game file
# of PLIES half-moves (default 1,000,000: 367 MB, 378 MB written). The file is built once under /tmp: a
# start, then knights going back and forth (Nf3 Nf6 Ng1 Ng8 ...), each move with its
# clock readings and a clock reading line after it, every line chained as the journal
# writes it; with `written`, the moves are recorded as written (tournament mode).
# The bound: every command stays under BOUND MB (default 100); the script fails if not,
# and when a command does not end well (killed at 10 minutes, or an exit status other
# than 0, or than reconcile's refusal past 100,000 half-moves: its peak would not be the
# whole run's). Tournament mode resumes only without a
# network: with `written`, `play --resume` runs in a namespace of its own (`unshare -n`).
#
#   scripts/bench-journal.sh [BINARY] [PLIES] [written] [BOUND]
#   (BINARY default target/release/hektor; GNU time needed: Debian's package `time`)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-${CARGO_TARGET_DIR:-target}/release/hektor}"
plies="${2:-1000000}"
kind="${3:-legal}"
bound="${4:-100}"
file="/tmp/hektor-bench-journal-$plies-$kind.jsonl"
if [ ! -s "$file" ]; then
    PYTHONPATH=scripts python3 - "$file" "$plies" "$kind" <<'PY'
import sys
from chained_journal import Chain
path, plies, written = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "written"
knights = [("Nf3", "g1f3"), ("Nf6", "g8f6"), ("Ng1", "f3g1"), ("Ng8", "f6g8")]
with open(path, "w") as out:
    write = Chain(out).write
    settings = {"mode": "two-players"}
    if written:
        identity = {"installation": "5f0c1d2e", "version": "0.1.0",
                    "executable_sha256": "ab" * 32}
        settings = {"tournament": {"board_questions": False, "identity": identity}}
    write({"at_ms": 0, "event": "start", "tags": {"white": "A", "black": "B",
           "time_control": "5400+30"}, "start_fen": None, "settings": settings})
    white = black = 5_400_000
    for n in range(plies):
        san, uci = knights[n % 4]
        at = 1_700_000_000_000 + n * 1000
        if n % 2:
            black -= 1
        else:
            white -= 1
        move = {"at_ms": at, "event": "move", "san": san, "uci": "" if written else uci,
                "unix_ms": at, "white_ms": white, "black_ms": black}
        if written:
            move["written"] = True
        write(move)
        write({"at_ms": at + 500, "event": "clock", "white_ms": white, "black_ms": black,
               "running": True})
PY
fi
echo "$file: $plies half-moves, $(stat -c %s "$file") bytes"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HEKTOR_HOME="$home"
over=0
peak() { # name input args...: the peak memory of `hektor args...` fed `input`
    local name=$1 input=$2 log
    shift 2
    # Past reconcile's 100,000 half-moves its answer is a refusal (exit 2), said after the
    # whole file is read: that run is measured too.
    local expected=0
    if [ "$1" = reconcile ] && [ "$plies" -gt 100000 ]; then expected=2; fi
    log=$(mktemp)
    printf "$input" | /usr/bin/time -v $wrap timeout 600 "$bin" --speech text "$@" >/dev/null 2>"$log" || true
    local kb wall status
    kb=$(awk -F': ' '/Maximum resident set size/{print $2}' "$log")
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/{print $2}' "$log")
    status=$(awk -F': ' '/Exit status/{print $2}' "$log")
    rm -f "$log"
    printf '%-34s %8.1f MB  %s wall' "$name" "$(echo "$kb / 1024" | bc -l)" "$wall"
    if [ "$status" != "$expected" ]; then
        printf '  NOT MEASURED: exit status %s (124: killed at 10 minutes)' "$status"
        over=1
    fi
    printf '\n'
    if [ "$kb" -gt $((bound * 1024)) ]; then over=1; fi
}
wrap=""
peak "check" "" check "$file"
peak "replay (to the end, then quit)" 'end\nquit\n' replay "$file" --plain
peak "export --format pgn" "" export "$file" --format pgn -o "$home/out.pgn"
peak "reconcile (with itself)" "" reconcile --sheet "$file" --sheet "$file"
cp "$file" "$home/resume.jsonl"
if [ "$kind" = written ]; then wrap="unshare -n"; fi
peak "play --resume (then quit)" 'quit\n' play --resume "$home/resume.jsonl"
if [ "$over" = 1 ]; then
    echo "over the bound of $bound MB, or a command not measured to its end"
    exit 1
fi
echo "all under $bound MB"

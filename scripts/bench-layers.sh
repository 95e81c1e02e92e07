#!/usr/bin/env bash
# hektor at two revisions, measured in one run: did a change of structure (issue 26: the
# layers made crates) cost speed? Both release binaries do the same three jobs:
#   check    `hektor check --threads 1` on a 20 MB slice of the 100 MB PGN file
#            (scripts/bench-files.sh: needs ../shared beside the repository, or
#            HEKTOR_SHARED), and `hektor check` on both cores on the whole file;
#   replay   a plain-mode replay session on the slice: game 500 opened, 60 moves
#            stepped with `next`, `where` and `info`, then `list`, which waits for the
#            whole index;
#   play     a plain-mode game session in assistant mode: 21 moves entered and
#            confirmed, `time`, `last`, `moves`, then `quit` (each move is one command
#            through the engine, the journal and the voice: the session's latency).
# Each job is counted in instructions by valgrind's callgrind (the same count whatever
# else the machine does), then timed in RUNS paired rounds (each binary once a round, in
# turn; medians). The report gives every ratio new / old.
# Usage: scripts/bench-layers.sh OLD_REVISION [RUNS]   (default 5; needs valgrind)
# OLD_BIN=path uses an old release binary built before instead of building OLD_REVISION.
set -euo pipefail

cd "$(dirname "$0")/.."
old_rev=${1:?"usage: scripts/bench-layers.sh OLD_REVISION [RUNS]"}
runs=${2:-5}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
command -v valgrind >/dev/null || { echo "bench-layers: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
. scripts/bench-files.sh
big=$(bench_big_pgn 100)

work=$(mktemp -d)
old_tree=$work/old
trap 'git worktree remove --force "$old_tree" 2>/dev/null || true; rm -rf "$work"' EXIT
old_bin=${OLD_BIN:-}
if [ -z "$old_bin" ]; then
  echo "building the release binary of $old_rev" >&2
  git worktree add -q --detach "$old_tree" "$old_rev"
  old_target=$(realpath -m "$CARGO_TARGET_DIR/tmp/bench-layers-old")
  (cd "$old_tree" && CARGO_TARGET_DIR=$old_target cargo build --release --quiet --bin hektor)
  old_bin=$old_target/release/hektor
fi
echo "building the release binary of the working tree" >&2
cargo build --release --quiet --bin hektor
new_bin=$CARGO_TARGET_DIR/release/hektor

slice=$work/slice.pgn
head -c 20000000 "$big" | awk '/^\[Event /{last=NR} {lines[NR]=$0} END{for(i=1;i<last;i++) print lines[i]}' > "$slice"
{
  for _ in $(seq 60); do echo next; done
  printf 'where\ninfo\nlist\nquit\n'
} > "$work/replay.in"
{
  for san in e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6 Nxd6 Bg5 Nc6 Qe3+ Be7 Nbd2 O-O O-O-O Re8 Kb1; do
    printf '%s\n\n' "$san"
  done
  printf 'time\nlast\nmoves\nquit\nyes\n'
} > "$work/play.in"

# job NAME BINARY: runs job NAME with BINARY (stdout and stderr dropped; a check of a file
# with errors exits 1, so the status is not looked at).
job() {
  local home=$work/home-$RANDOM
  mkdir -p "$home"
  case $1 in
    check) HEKTOR_HOME=$home "${@:3}" "$2" check --threads 1 "$slice" ;;
    check-both) HEKTOR_HOME=$home "${@:3}" "$2" check "$big" ;;
    replay) HEKTOR_HOME=$home "${@:3}" "$2" replay --plain --speech text --game 500 "$slice" < "$work/replay.in" ;;
    play) HEKTOR_HOME=$home "${@:3}" "$2" play --plain --speech text --mode assistant --save "$home/game.jsonl" < "$work/play.in" ;;
  esac >/dev/null 2>&1 || true
  rm -rf "$home"
}

# instructions NAME BINARY: callgrind's total instruction count of job NAME.
instructions() {
  local out=$work/callgrind.out
  job "$1" "$2" valgrind --tool=callgrind --callgrind-out-file="$out" -q
  awk '/^summary:/ {print $2}' "$out"
  rm -f "$out"
}

# seconds NAME BINARY: wall time of job NAME.
seconds() {
  local start end
  start=$(date +%s.%N)
  job "$1" "$2" env
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}

median() { sort -g | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.4f\n", m}'; }

echo "| job | instructions old | instructions new | new / old | wall old (median of $runs) | wall new | new / old |"
echo "|---|---|---|---|---|---|---|"
for name in check replay play check-both; do
  if [ "$name" = check-both ]; then
    i_old=-; i_new=-; i_ratio=-
  else
    i_old=$(instructions "$name" "$old_bin")
    i_new=$(instructions "$name" "$new_bin")
    i_ratio=$(echo "scale=4; $i_new / $i_old" | bc -l)
  fi
  : > "$work/old.t"; : > "$work/new.t"
  for _ in $(seq "$runs"); do
    seconds "$name" "$old_bin" >> "$work/old.t"
    seconds "$name" "$new_bin" >> "$work/new.t"
  done
  w_old=$(median < "$work/old.t")
  w_new=$(median < "$work/new.t")
  w_ratio=$(echo "scale=3; $w_new / $w_old" | bc -l)
  echo "| $name | $i_old | $i_new | $i_ratio | ${w_old} s | ${w_new} s | $w_ratio |"
done

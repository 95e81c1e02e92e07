#!/usr/bin/env bash
# Compares the speed of this tree's `hektor` with an earlier commit's, in one run, on the
# same files: `check` of a 100 MB PGN file and of a 50 MB PDN file, `export --all` of a
# 100 MB PGN file as PGN and as Braille, and replay's filter over the whole 100 MB file.
# Both release binaries are built here (the earlier one from `git archive BASE`, in its own
# target folder). Each round runs every task with both binaries, in turn and in an order
# that alternates (base first in odd rounds, this tree first in even ones), so that a
# change of load falls on both. Prints the medians of wall time and CPU time (user +
# system), their ratios (this tree / base), and whether both wrote the same output (check
# and export; replay's says how far indexing came by the clock).
# The files come from the outside corpus (scripts/bench-files.sh: ../shared beside the
# repository, or HEKTOR_SHARED).
# Usage: scripts/bench-versions.sh [BASE] [RUNS]   (default: 8d1876a, the commit before
#        the games were cut in tiers; 5 rounds)
set -euo pipefail

cd "$(dirname "$0")/.."
base_commit=${1:-8d1876a}
runs=${2:-5}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
. scripts/bench-files.sh
big=$(bench_big_pgn 100)
export_file=$(bench_export_pgn)
pdn_fixtures=${HEKTOR_SHARED:-../shared}/fixtures/pdn
pdn=/tmp/hektor-bench-50mb.pdn
if [ ! -s "$pdn" ]; then
  echo "building $pdn from $pdn_fixtures" >&2
  : > "$pdn"
  while [ "$(stat -c %s "$pdn")" -lt 50000000 ]; do
    for f in "$pdn_fixtures"/*.pdn; do
      cat "$f" >> "$pdn"
      printf '\r\n\r\n' >> "$pdn"
    done
  done
fi
[ -x /usr/bin/time ] || { echo "installing the time package (apt-get)" >&2; apt-get install -y -qq time >&2; }

echo "building this tree's release binary" >&2
cargo build --release --quiet --bin hektor
new=$CARGO_TARGET_DIR/release/hektor
base_src=$CARGO_TARGET_DIR/bench-base/src-$base_commit
if [ ! -d "$base_src" ]; then
  mkdir -p "$base_src"
  git archive "$base_commit" | tar -x -C "$base_src"
fi
echo "building $base_commit's release binary" >&2
# Both embed the same opening names: the outside data set this tree's build finds.
openings=${HEKTOR_OPENINGS_DIR:-$(cd "${HEKTOR_SHARED:-../shared}/data/chess-openings" && pwd)}
(cd "$base_src" && HEKTOR_OPENINGS_DIR=$openings CARGO_TARGET_DIR=../target cargo build --release --quiet --bin hektor)
base=$CARGO_TARGET_DIR/bench-base/target/release/hektor

work=$(mktemp -d)
export HEKTOR_HOME=$work/home
mkdir -p "$HEKTOR_HOME"
trap 'rm -rf "$work"' EXIT

# The tasks: a label, then hektor's arguments; replay reads its lines from the input.
tasks=(
  "check PGN 100 MB|check $big"
  "check PDN 50 MB|check $pdn"
  "export --all PGN|export $export_file --all --format pgn"
  "export --all BRF|export $export_file --all --format brf"
  "replay filter, whole file|replay $big --plain --game 1"
)
replay_input='filter player kasparov\nquit\n'

# run LABEL-INDEX WHICH BINARY ARGS: one timed run, its wall and CPU seconds appended to
# the task's file, its output kept (the last run's) for the comparison.
run() {
  local index=$1 which=$2 bin=$3; shift 3
  local log=$work/time.log out=$work/out-$index-$which
  local input=/dev/null
  if [ "$1" = replay ]; then printf "$replay_input" > "$work/input"; input=$work/input; fi
  /usr/bin/time -f '%e %U %S' -o "$log" "$bin" "$@" < "$input" > "$out" 2>/dev/null || true
  # The last line: time puts "Command exited with non-zero status" before it (check
  # exits 1 when a file has errors).
  tail -n 1 "$log" | awk '{printf "%s %.2f\n", $1, $2 + $3}' >> "$work/times-$index-$which"
}

for round in $(seq 1 "$runs"); do
  echo "round $round of $runs" >&2
  for index in "${!tasks[@]}"; do
    IFS='|' read -r _ args <<< "${tasks[$index]}"
    # shellcheck disable=SC2086
    if [ $((round % 2)) -eq 1 ]; then
      run "$index" base "$base" $args; run "$index" new "$new" $args
    else
      run "$index" new "$new" $args; run "$index" base "$base" $args
    fi
  done
done

median() { # FILE COLUMN
  sort -n -k"$2" "$1" | awk -v c="$2" '{v[NR]=$c} END{m=(NR%2)?v[(NR+1)/2]:(v[NR/2]+v[NR/2+1])/2; printf "%.2f", m}'
}
echo "| task | wall, $base_commit | wall, this tree | ratio | CPU, $base_commit | CPU, this tree | ratio | output |"
echo "|---|---|---|---|---|---|---|---|"
for index in "${!tasks[@]}"; do
  IFS='|' read -r label _ <<< "${tasks[$index]}"
  bw=$(median "$work/times-$index-base" 1); nw=$(median "$work/times-$index-new" 1)
  bc=$(median "$work/times-$index-base" 2); nc=$(median "$work/times-$index-new" 2)
  # Replay says how far indexing has come by the clock: its output is not compared.
  if [[ $label == replay* ]]; then same="not compared"
  elif cmp -s "$work/out-$index-base" "$work/out-$index-new"; then same=same; else same=DIFFERS; fi
  awk -v l="$label" -v bw="$bw" -v nw="$nw" -v bc="$bc" -v nc="$nc" -v s="$same" \
    'BEGIN{printf "| %s | %.2f s | %.2f s | %.3f | %.2f s | %.2f s | %.3f | %s |\n", l, bw, nw, nw/bw, bc, nc, nc/bc, s}'
done
echo "($runs rounds, medians; $(nproc) cores; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg))"

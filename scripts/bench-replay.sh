#!/usr/bin/env bash
# Replay on a 100 MB file (the one scripts/bench-check.sh builds): time from process start
# to the first move of game 1, to the first move of a game near the end (the index must
# reach it), a filter over the whole file, and the peak memory of that filter run.
# Usage: scripts/bench-replay.sh [HEKTOR_BINARY] [GAME]   (default: target/release/hektor)
set -euo pipefail

bin=${1:-target/release/hektor}
game=${2:-78000}
big=/tmp/hektor-bench-100mb.pgn
[ -s "$big" ] || { echo "build $big first: scripts/bench-check.sh"; exit 2; }
export HEKTOR_HOME=$(mktemp -d)

ms() { # input args...: milliseconds until hektor replay ends
  local input=$1; shift
  local start end
  start=$(date +%s%N)
  printf "$input" | "$bin" replay "$big" --plain "$@" >/dev/null
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}

echo "first move of game 1: $(ms 'n\nquit\n' --game 1) ms"
echo "first move of game $game: $(ms 'n\nquit\n' --game "$game") ms"
echo "filter over the whole file (filter player kasparov): $(ms 'filter player kasparov\nquit\n' --game 1) ms"
log=$(mktemp)
printf 'filter player kasparov\nquit\n' | /usr/bin/time -v "$bin" replay "$big" --plain --game 1 >/dev/null 2>"$log"
echo "peak memory with the whole file indexed and filtered: $(awk -F': ' '/Maximum resident set size/{printf "%.1f MB", $2/1024}' "$log")"
rm -f "$log"

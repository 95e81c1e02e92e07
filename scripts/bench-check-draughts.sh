#!/usr/bin/env bash
# Benchmarks `hektor check` on a PDN draughts file of about 50 MB against `hektor check` on
# a PGN chess file of the same size, in one run with one binary. Prints throughput (MB/s,
# games/s) and peak memory of both.
# Usage: scripts/bench-check-draughts.sh [debug|release] [SIZE_MB]   (default release, 50)
# The files are built under target/tmp from the shared fixtures.
set -euo pipefail

cd "$(dirname "$0")/.."
profile=${1:-release}
size_mb=${2:-50}
# The outside corpus: the folder HEKTOR_SHARED names, else ../shared beside the repository.
shared=${HEKTOR_SHARED:-../shared}/fixtures
[ -d "$shared" ] || { echo "$0: $shared is not there: this benchmark reads the outside corpus (set HEKTOR_SHARED)" >&2; exit 2; }
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
tmp=$CARGO_TARGET_DIR/tmp
mkdir -p "$tmp"
pdn=$tmp/draughts-${size_mb}mb.pdn
pgn=$tmp/chess-${size_mb}mb.pgn

# concatenate OUT FILE... : the files in turn, each followed by an empty line, until OUT
# holds SIZE_MB megabytes.
concatenate() {
  local out=$1; shift
  if [ -s "$out" ] && [ "$(stat -c %s "$out")" -ge $((size_mb * 1000000)) ]; then return; fi
  : > "$out"
  while [ "$(stat -c %s "$out")" -lt $((size_mb * 1000000)) ]; do
    for f in "$@"; do
      cat "$f" >> "$out"
      printf '\r\n\r\n' >> "$out"
    done
  done
}
# nk2003 ends with a game of tags only (a forfeit): the tags of wk2003's first game that
# follow join it, as they would in any PDN reader, so a round holds 33 + 23 + 153 - 1 games.
concatenate "$pdn" "$shared"/pdn/nk2003-amsterdam.pdn "$shared"/pdn/wk2003.pdn "$shared"/pdn/ussr1947.pdn
concatenate "$pgn" "$shared"/pgn/*.pgn

if [ "$profile" = release ]; then
  cargo build --release --quiet --bin hektor
else
  cargo build --quiet --bin hektor
fi
bin=$CARGO_TARGET_DIR/$profile/hektor
export HEKTOR_HOME=$(mktemp -d)

measure() { # name file
  local name=$1 file=$2
  local log; log=$(mktemp)
  local out; out=$(/usr/bin/time -v "$bin" check "$file" 2>"$log" || true)
  local secs; secs=$(awk -F': ' '/Elapsed \(wall clock\)/{n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$log")
  local cpu; cpu=$(awk -F': ' '/User time/{u=$2} /System time/{s=$2} END{print u+s}' "$log")
  local kb; kb=$(awk -F': ' '/Maximum resident set size/{print $2}' "$log")
  local bytes; bytes=$(stat -c %s "$file")
  local last; last=$(echo "$out" | tail -n 1)
  local games; games=$(echo "$last" | awk '{print $1}')
  awk -v n="$name" -v s="$secs" -v c="$cpu" -v b="$bytes" -v g="$games" -v k="$kb" -v o="$last" \
    'BEGIN{printf "| %s | %.1f MB | %.2f s (CPU %.2f s) | %.2f MB/s | %.0f games/s | %.1f MB | %s |\n", n, b/1e6, s, c, b/1e6/s, g/s, k/1024, o}'
  rm -f "$log"
}

echo "| hektor check ($profile) | file | time | throughput | games | peak memory | result line |"
echo "|---|---|---|---|---|---|---|"
measure "PDN draughts" "$pdn"
measure "PGN chess" "$pgn"

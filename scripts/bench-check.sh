#!/usr/bin/env bash
# Benchmarks `hektor check` on a PGN file of at least 100 MB, side by side in one run with
# a python-chess script that validates the same games and with a bare pgn-reader visitor
# (examples/bare_pgn_validate.rs). Prints throughput (MB/s, games/s) and peak memory, and
# the time from start to the first move line of `hektor replay --plain` on the same file.
# Usage: scripts/bench-check.sh [SIZE_MB]   (default 100; the file is built in /tmp)
set -euo pipefail

cd "$(dirname "$0")/.."
size_mb=${1:-100}
. scripts/bench-files.sh
big=$(bench_big_pgn "$size_mb")
slice=/tmp/hektor-bench-slice.pgn

if ! command -v /usr/bin/time >/dev/null || [ ! -x /usr/bin/time ]; then
  echo "installing the time package (for peak memory)"
  sudo=(); [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  "${sudo[@]}" apt-get install -y -qq time
fi
if ! python3 -c "import chess" 2>/dev/null; then
  echo "installing python-chess"
  python3 -m pip install -q chess
fi

# python-chess is slow: it validates a 10 MB slice (whole games, the first ones of the
# file) and its throughput is scaled from that.
if [ ! -s "$slice" ]; then
  head -c 10000000 "$big" | awk '/^\[Event /{last=NR} {lines[NR]=$0} END{for(i=1;i<last;i++) print lines[i]}' > "$slice"
fi

export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
cargo build --release --quiet --bin hektor --example bare_pgn_validate
bin=$CARGO_TARGET_DIR/release
export HEKTOR_HOME=$(mktemp -d)

measure() { # name file command...
  local name=$1 file=$2; shift 2
  local log; log=$(mktemp)
  local out; out=$(/usr/bin/time -v "$@" 2>"$log" || true)
  local secs; secs=$(awk -F': ' '/Elapsed \(wall clock\)/{n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$log")
  local kb; kb=$(awk -F': ' '/Maximum resident set size/{print $2}' "$log")
  local bytes; bytes=$(stat -c %s "$file")
  local games; games=$(echo "$out" | tail -n 1 | awk '{print $1}')
  awk -v n="$name" -v s="$secs" -v b="$bytes" -v g="$games" -v k="$kb" -v o="$(echo "$out" | tail -n 1)" \
    'BEGIN{printf "| %s | %.1f MB | %.2f s | %.2f MB/s | %.0f games/s | %.1f MB | %s |\n", n, b/1e6, s, b/1e6/s, g/s, k/1024, o}'
  mbs=$(awk -v s="$secs" -v b="$bytes" 'BEGIN{print b/1e6/s}')
  rm -f "$log"
}

echo "| program | file | time | throughput | games | peak memory | result line |"
echo "|---|---|---|---|---|---|---|"
measure "hektor check (release)" "$big" "$bin/hektor" check "$big"
hektor_mbs=$mbs
measure "bare pgn-reader visitor" "$big" "$bin/examples/bare_pgn_validate" "$big"
bare_mbs=$mbs
measure "python-chess $(python3 -c 'import chess; print(chess.__version__)') (10 MB slice)" "$slice" python3 scripts/check_pgn_python_chess.py "$slice"
python_mbs=$mbs
echo
awk -v h="$hektor_mbs" -v b="$bare_mbs" -v p="$python_mbs" \
  'BEGIN{printf "hektor check: %.0f times python-chess; the bare visitor is %.2f times as fast as hektor check\n", h/p, b/h}'

# Peak memory of a replay session once the whole file is indexed (list waits for it).
log=$(mktemp)
printf 'list\nquit\n' | /usr/bin/time -v "$bin/hektor" replay "$big" --plain --game 1 >/dev/null 2>"$log"
echo "replay --plain with all of $big indexed: peak memory $(awk -F': ' '/Maximum resident set size/{printf "%.1f MB", $2/1024}' "$log")"
rm -f "$log"

# Time from process start to the first move line in plain mode, on the large file.
start=$(date +%s%N)
first=$(printf 'n\nquit\n' | "$bin/hektor" replay "$big" --plain --game 1 | grep -m1 -E '^1, White' || true)
end=$(date +%s%N)
echo
echo "replay --plain on $big: first move line \"$first\" after $(( (end - start) / 1000000 )) ms"

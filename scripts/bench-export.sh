#!/usr/bin/env bash
# Benchmarks `hektor export` against `hektor check` on the same files, in one run: time
# and peak memory (`/usr/bin/time -v`) of
#   - a PGN file of SIZE_MB holding ONE game (knights going back and forth: 1. Nf3 Nf6
#     2. Ng1 Ng8 ...), exported as pgn, brf and text;
#   - a one-game file of SIZE_MB whose moves carry long comments, clock comments and
#     nested variations (which export leaves out);
#   - a 100 MB file of many games (twic1599_1000k.pgn and lichess_db_1000k.pgn of the
#     fixtures, again and again: every game exports), exported whole (`--all`, pgn and
#     brf) and its last game alone (`--game N`).
# With OLD_HEKTOR (a release binary of an earlier commit, e.g. built from `git archive`),
# the same commands run with it too, alternately, so the numbers compare in one run; an
# old binary without `--all` gets only the single-game rows. Outputs are compared with
# cmp where both ran.
# Usage: scripts/bench-export.sh [SIZE_MB] [OLD_HEKTOR]   (default 50; files in /tmp)
set -euo pipefail

cd "$(dirname "$0")/.."
size_mb=${1:-50}
old=${2:-}
# The outside corpus: the folder HEKTOR_SHARED names, else ../shared beside the repository.
fixtures=${HEKTOR_SHARED:-../shared}/fixtures/pgn
[ -d "$fixtures" ] || { echo "$0: $fixtures is not there: this benchmark reads the outside corpus (set HEKTOR_SHARED)" >&2; exit 2; }
moves=/tmp/hektor-bench-one-game-${size_mb}mb.pgn
comments=/tmp/hektor-bench-one-game-comments-${size_mb}mb.pgn
. scripts/bench-files.sh
big=$(bench_export_pgn)
target=$((size_mb * 1000000))

if [ ! -x /usr/bin/time ]; then
  echo "installing the time package (for peak memory)"
  sudo=(); [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  "${sudo[@]}" apt-get install -y -qq time
fi

if [ ! -s "$moves" ]; then
  echo "building $moves"
  awk -v target="$target" 'BEGIN {
    printf "[Event \"Long\"]\n[Site \"?\"]\n[Date \"2026.11.23\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
    size = 0
    for (n = 1; size < target; n++) {
      line = (n % 2 == 1) ? n ". Nf3 Nf6 " : n ". Ng1 Ng8 "
      if (n % 8 == 0) line = line "\n"
      printf "%s", line
      size += length(line)
    }
    print "*"
  }' > "$moves"
fi
if [ ! -s "$comments" ]; then
  echo "building $comments"
  awk -v target="$target" 'BEGIN {
    printf "[Event \"Comments\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
    comment = "{"
    for (i = 0; i < 50; i++) comment = comment "a long comment about nothing in particular "
    comment = comment "}"
    variation = "(Nc3 (Na3 Na6 Nb1 {a comment in a variation}) Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8)"
    size = 0
    for (n = 1; size < target; n++) {
      if (n % 2 == 1) { w = "Nf3"; b = "Nf6" } else { w = "Ng1"; b = "Ng8" }
      line = n ". " w " " comment " " variation " " b " {[%clk 1:00:00]}\n"
      printf "%s", line
      size += length(line)
    }
    print "*"
  }' > "$comments"
fi
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
cargo build --release --quiet --bin hektor
new=$CARGO_TARGET_DIR/release/hektor
export HEKTOR_HOME; HEKTOR_HOME=$(mktemp -d)
out_dir=$(mktemp -d)
trap 'rm -rf "$out_dir" "$HEKTOR_HOME"' EXIT

measure() { # label binary args...
  local label=$1 bin=$2; shift 2
  local log; log=$(mktemp)
  local out="$out_dir/$(echo "$label" | tr -c 'a-zA-Z0-9' _)"
  if ! /usr/bin/time -v "$bin" "$@" >"$out" 2>"$log"; then
    echo "| $label | failed: $(grep -v -e '^\s' -e 'Command' "$log" | head -1) | | |"
    rm -f "$log"
    return
  fi
  local secs; secs=$(awk -F': ' '/Elapsed \(wall clock\)/{n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$log")
  local cpu; cpu=$(awk -F': ' '/User time/{u=$2} /System time/{s=$2} END{print u+s}' "$log")
  local kb; kb=$(awk -F': ' '/Maximum resident set size/{print $2}' "$log")
  awk -v l="$label" -v s="$secs" -v c="$cpu" -v k="$kb" -v b="$(stat -c %s "$out")" \
    'BEGIN{printf "| %s | %.2f s | %.2f s | %.1f MB | %.1f MB |\n", l, s, c, k/1024, b/1e6}'
  rm -f "$log"
}

same() { # label-a label-b
  local a="$out_dir/$(echo "$1" | tr -c 'a-zA-Z0-9' _)" b="$out_dir/$(echo "$2" | tr -c 'a-zA-Z0-9' _)"
  if [ -s "$a" ] && [ -s "$b" ]; then
    if cmp -s "$a" "$b"; then echo "  same output: $1 / $2"; else echo "  OUTPUTS DIFFER: $1 / $2"; fi
  fi
}

games=$("$new" check "$big" | tail -n 1 | awk '{print $1}' || true)
echo "| command | wall | CPU (user+sys) | peak memory | output |"
echo "|---|---|---|---|---|"
for file in "$moves" "$comments"; do
  name=$(basename "$file")
  measure "check $name" "$new" check "$file"
  for format in pgn brf text; do
    measure "export $name --format $format" "$new" export "$file" --format "$format"
    if [ -n "$old" ]; then
      measure "old: export $name --format $format" "$old" export "$file" --format "$format"
    fi
  done
done
measure "check $(basename "$big")" "$new" check "$big"
for format in pgn brf; do
  measure "export $(basename "$big") --all --format $format" "$new" export "$big" --all --format "$format"
done
measure "export $(basename "$big") --game $games --format brf" "$new" export "$big" --game "$games" --format brf
if [ -n "$old" ]; then
  measure "old: export $(basename "$big") --game $games --format brf" "$old" export "$big" --game "$games" --format brf
fi
echo
if [ -n "$old" ]; then
  for file in "$moves" "$comments"; do
    for format in pgn brf text; do
      same "export $(basename "$file") --format $format" "old: export $(basename "$file") --format $format"
    done
  done
  same "export $(basename "$big") --game $games --format brf" "old: export $(basename "$big") --game $games --format brf"
fi

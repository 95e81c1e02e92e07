#!/usr/bin/env bash
# Compares two hektor binaries in one run, alternating them, on what the session engine
# and the game seam touch (issue 14):
#   say      parse + announce: 20 times `hektor say` of the 97 plies of
#            Nepomniachtchi-Ding 2023 game 1 (process start included, the same in both)
#   cycle    the move cycle: 10 times the same 97 plies typed into `hektor play --plain`
#            in assistant mode, each confirmed, journaled to a file (flush per event)
#   check    `hektor check` of the 100 MB PGN file scripts/bench-check.sh builds: MB/s
#   replay   `hektor replay --plain --game 1` of that file to its first answer
# Prints the median wall and CPU time of each, and NEW/OLD.
# Usage: scripts/bench-engine.sh OLD_BINARY NEW_BINARY [RUNS]   (default 11 runs)
set -euo pipefail

cd "$(dirname "$0")/.."
old=$1 new=$2 runs=${3:-11}
# The outside corpus: the folder HEKTOR_SHARED names, else ../shared beside the repository.
fixtures=${HEKTOR_SHARED:-../shared}/fixtures/pgn
[ -d "$fixtures" ] || { echo "$0: $fixtures is not there: this benchmark reads the outside corpus (set HEKTOR_SHARED)" >&2; exit 2; }
big=/tmp/hektor-bench-100mb.pgn
[ -s "$big" ] || scripts/bench-check.sh 100 >/dev/null
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (apt-get install time)"; exit 2; }

# The game's moves as SAN, one per line.
moves=$(python3 - "$fixtures/nepomniachtchi-liren-game1.pgn" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
body = text.split("\n\n", 1)[1]
body = re.sub(r"\{[^}]*\}|\([^)]*\)|\$\d+", " ", body)
tokens = [t for t in body.split() if not re.match(r"^(\d+\.+|1-0|0-1|1/2-1/2|\*)$", t)]
print("\n".join(tokens))
PY
)
plies=$(echo "$moves" | wc -l)
cycle_input=$(echo "$moves" | awk '{print; print "y"} END {print "quit"}')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run of job $1 with binary $2: "wall cpu" in ms.
run() {
  local job=$1 bin=$2 home="$work/home-$RANDOM" out
  case $job in
    say) out=$( { HEKTOR_HOME=$home /usr/bin/time -f "%e %U %S" bash -c \
      'for i in $(seq 20); do "$0" --speech none say $1 >/dev/null; done' "$bin" "$moves"; } 2>&1 | tail -1) ;;
    cycle) out=$( { HEKTOR_HOME=$home /usr/bin/time -f "%e %U %S" bash -c \
      'for i in $(seq 10); do echo "$1" | "$0" --speech none play --plain --mode assistant --save "$2-$i.jsonl" >/dev/null; done' \
      "$bin" "$cycle_input" "$home"; } 2>&1 | tail -1) ;;
    # (The big file has games with errors: check's exit status 1 is expected.)
    check) out=$( { HEKTOR_HOME=$home /usr/bin/time -f "%e %U %S" "$bin" --speech none check "$big" >/dev/null || true; } 2>&1 | tail -1) ;;
    replay) out=$( { printf 'n\nquit\n' | HEKTOR_HOME=$home /usr/bin/time -f "%e %U %S" "$bin" --speech none replay "$big" --plain --game 1 >/dev/null; } 2>&1 | tail -1) ;;
  esac
  echo "$out" | awk '{printf "%d %d\n", $1 * 1000, ($2 + $3) * 1000}'
}
med() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "OLD=$old"
echo "NEW=$new"
echo "game: $plies plies; big file: $(du -m "$big" | cut -f1) MB; $runs runs each, alternating"
for job in say cycle check replay; do
  n=$runs
  [ "$job" = check ] && n=$(( (runs + 1) / 2 ))
  ow="" oc="" nw="" nc=""
  for _ in $(seq 1 "$n"); do
    read -r w c < <(run "$job" "$old"); ow+="$w "; oc+="$c "
    read -r w c < <(run "$job" "$new"); nw+="$w "; nc+="$c "
  done
  owm=$(echo "$ow" | med) ocm=$(echo "$oc" | med) nwm=$(echo "$nw" | med) ncm=$(echo "$nc" | med)
  ratio=$(awk -v a="$ocm" -v b="$ncm" 'BEGIN { if (a > 0) printf "%.2f", b / a; else print "-" }')
  extra=""
  if [ "$job" = check ]; then
    mb=$(du -m "$big" | cut -f1)
    extra=$(awk -v m="$mb" -v o="$owm" -v n="$nwm" 'BEGIN { printf " (%.1f MB/s old, %.1f MB/s new)", m * 1000 / o, m * 1000 / n }')
  fi
  echo "$job: wall median old $owm ms, new $nwm ms; CPU median old $ocm ms, new $ncm ms; CPU new/old $ratio$extra"
done

#!/usr/bin/env bash
# Every figure of BENCHMARKS.md's section "Speed at the limit (issue 27)" in one run, with
# what it compares against installed or built here first:
#   - the Debian packages `time` (/usr/bin/time: wall, CPU %, peak memory) and
#     `pgn-extract` (19.04 on Debian 12), installed with apt-get (as root, else through
#     sudo) when missing;
#   - python-chess in a virtual environment under $CARGO_TARGET_DIR/tmp/bench-venv (pip);
#   - the release binary of hektor and the bare pgn-reader visitor that plays every move
#     with shakmaty (examples/bare_pgn_validate.rs);
#   - the 100 MB PGN files, built from the outside corpus's PGN fixtures (scripts/bench-files.sh:
#     needs ../shared beside the repository, or HEKTOR_SHARED): every fixture for check,
#     the TWIC and lichess ones (every game exports) for export.
# Then, paired (RUNS rounds, each program once a round, in turn): `hektor check` on both
# cores and with `--threads 1`, the bare visitor, `pgn-extract -s -r`; python-chess once
# on a 10 MB slice of whole games (scaled); `hektor export --all --format pgn` on both
# cores and with `--threads 1` (their outputs compared with cmp). Medians of wall time,
# CPU time (user + system), CPU % and peak memory; every ratio from this run, and check
# against the bare visitor round by round.
# Last, scripts/bench-perft.sh when it is there (draughts perft against py-draughts) and,
# unless SPEECH=0, `cargo bench --bench speech` (a move to the first audio sample).
# Usage: scripts/bench-all.sh [RUNS]   (default 5)
set -euo pipefail

cd "$(dirname "$0")/.."
runs=${1:-5}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
. scripts/bench-files.sh
big=$(bench_big_pgn 100)
export_file=$(bench_export_pgn)

apt_install() { # package...
  local sudo=(); [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  echo "installing $* (apt-get)" >&2
  "${sudo[@]}" apt-get install -y -qq "$@" >&2
}
[ -x /usr/bin/time ] || apt_install time
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[ -x "$pgn_extract" ] || { apt_install pgn-extract; pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract); }
venv=$CARGO_TARGET_DIR/tmp/bench-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import chess" 2>/dev/null; then
  echo "making $venv with python-chess (pip)" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q chess
fi

echo "building the release binaries" >&2
cargo build --release --quiet --bin hektor --example bare_pgn_validate
bin=$CARGO_TARGET_DIR/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HEKTOR_HOME=$work/home

slice=$work/slice.pgn
head -c 10000000 "$big" | awk '/^\[Event /{last=NR} {lines[NR]=$0} END{for(i=1;i<last;i++) print lines[i]}' > "$slice"

# run NAME OUTPUT COMMAND...: one measured run; appends "wall cpu cpu% peak_kB" to
# $work/NAME (the command's exit status is not looked at: a file with errors exits 1).
run() {
  local name=$1 out=$2; shift 2
  /usr/bin/time -f "%e %U %S %P %M" -o "$work/time" "$@" >"$out" 2>/dev/null || true
  # (The last line: a command that exits non-zero has a line about that before it.)
  tail -n 1 "$work/time" | awk '{sub("%", "", $4); printf "%s %.2f %s %s\n", $1, $2 + $3, $4, $5}' >> "$work/$name"
}
# median COLUMN NAME
median() { awk -v c="$1" '{print $c}' "$work/$2" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

mb=$(awk -v b="$(stat -c %s "$big")" 'BEGIN {printf "%.1f", b / 1e6}')
echo "file: $big, $mb MB; $runs rounds; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq 1 "$runs"); do
  echo "round $round of $runs" >&2
  run check "$work/check.out" "$bin/hektor" check "$big"
  run check1 "$work/check1.out" "$bin/hektor" check --threads 1 "$big"
  run bare /dev/null "$bin/examples/bare_pgn_validate" "$big"
  run pgnextract /dev/null "$pgn_extract" -s -r "$big"
done
cmp -s "$work/check.out" "$work/check1.out" && same_check="the same bytes" || same_check="DIFFERENT"
run python /dev/null "$venv/bin/python" scripts/check_pgn_python_chess.py "$slice"
for round in $(seq 1 "$runs"); do
  echo "export round $round of $runs" >&2
  run export "$work/export.out" "$bin/hektor" export "$export_file" --all --format pgn
  run export1 "$work/export1.out" "$bin/hektor" export "$export_file" --all --format pgn --threads 1
done
cmp -s "$work/export.out" "$work/export1.out" && same_export="the same bytes" || same_export="DIFFERENT"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

bare_wall=$(median 1 bare)
row() { # label name bytes [file]
  local label=$1 name=$2 bytes=$3 file=${4:-$big}
  local wall cpu pct peak
  wall=$(median 1 "$name") cpu=$(median 2 "$name") pct=$(median 3 "$name") peak=$(median 4 "$name")
  awk -v l="$label" -v w="$wall" -v c="$cpu" -v p="$pct" -v k="$peak" -v b="$bytes" -v bw="$bare_wall" -v mbytes="$(stat -c %s "$file")" \
    'BEGIN {
       # a slice is scaled to the whole file
       scaled = w * mbytes / b
       printf "| %s | %.2f s | %.2f s | %d %% | %.1f MB/s | %.1f MB | %.2f |\n", l, scaled, c * mbytes / b, p, mbytes / 1e6 / scaled, k / 1024, bw / scaled
     }'
}
size=$(stat -c %s "$big")
echo
echo "| program (medians of $runs runs; python-chess: one run on a 10 MB slice, scaled) | wall | CPU | CPU % | throughput | peak memory | speed / bare visitor |"
echo "|---|---|---|---|---|---|---|"
row "hektor check (both cores)" check "$size"
row "hektor check --threads 1" check1 "$size"
row "bare pgn-reader visitor (examples/bare_pgn_validate.rs)" bare "$size"
row "pgn-extract $(dpkg-query -W -f='${Version}' pgn-extract 2>/dev/null) -s -r" pgnextract "$size"
row "python-chess $("$venv/bin/python" -c 'import chess; print(chess.__version__)')" python "$(stat -c %s "$slice")"
echo
esize=$(stat -c %s "$export_file")
echo "| export --all --format pgn of $export_file, $(awk -v b="$esize" 'BEGIN {printf "%.1f", b / 1e6}') MB (medians of $runs runs; speed / the bare visitor on the check file) | wall | CPU | CPU % | throughput | peak memory | speed / bare visitor |"
echo "|---|---|---|---|---|---|---|"
row "hektor export, both cores" export "$esize" "$export_file"
row "hektor export --threads 1" export1 "$esize" "$export_file"
# Round by round (the machine's speed drifts between rounds): the bare visitor's wall
# time over check's on both cores, each round's pair, and their median.
paired=$(paste -d' ' "$work/bare" "$work/check" | awk '{printf "%.2f\n", $1 / $5}')
echo
echo "check on both cores against the bare visitor, round by round: x$(echo $paired | sed 's/ /, x/g'); median x$(echo "$paired" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
echo "check's report on both cores and with one thread: $same_check; export's output: $same_export"
echo "check's last line: $(tail -n 1 "$work/check.out")"

if [ -x scripts/bench-perft.sh ]; then
  echo
  scripts/bench-perft.sh
fi
if [ "${SPEECH:-1}" != 0 ]; then
  echo
  echo "cargo bench --bench speech (a move to the first audio sample):"
  . scripts/speech-env.sh
  cargo bench --bench speech 2>&1 | grep -E "^[a-z].*|time:" || true
fi

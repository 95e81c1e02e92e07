#!/usr/bin/env bash
# Draughts move generation: perft from the start positions by hektor-draughts (release
# build, `crates/draughts/examples/perft.rs`) and by py-draughts 1.10.1 (PyPI
# `py-draughts`, in a virtual environment under target/tmp that this script makes: its
# public API and, for draughts-100, its internal "turbo" perft), the same trees in one
# run. Prints the leaf counts, the median CPU and wall times, nodes (leaves) per second of
# CPU of each, and hektor's ratio to each (by CPU: the 2 cores are often shared).
# Usage: scripts/bench-perft.sh [RUSSIAN_DEPTH INTERNATIONAL_DEPTH PY_RUNS HEKTOR_RUNS]
#        (default 8 7 3 11: 929,899 and 1,049,442 leaves)
set -euo pipefail

cd "$(dirname "$0")/.."
russian=${1:-8}
international=${2:-7}
py_runs=${3:-3}
runs=${4:-11}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
venv=$CARGO_TARGET_DIR/tmp/venv-py-draughts
package=py-draughts==1.10.1

# The same environment (and marker) as the crate's perft test and benchmark make.
if [ ! -e "$venv/.installed-$package" ]; then
  command -v python3 > /dev/null || { echo "$0: python3 is missing (run scripts/install-deps.sh test)" >&2; exit 2; }
  python3 -m venv --clear "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$package"
  echo "$package" > "$venv/.installed-$package"
fi

cargo build --release --quiet -p hektor-draughts --example perft
perft=$CARGO_TARGET_DIR/release/examples/perft

results=$(
  "$perft" russian "$russian" "$runs"
  "$perft" international "$international" "$runs"
  "$venv/bin/python" crates/draughts/benches/py_draughts_perft.py time "$russian" "$international" "$py_runs"
)

echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
echo
echo "| perft from the start | depth | leaves | median CPU time | median wall time | nodes/s of CPU | hektor-draughts is |"
echo "|---|---|---|---|---|---|---|"
awk '
  { name[NR] = $1; depth[NR] = $2; nodes[NR] = $3; cpu[NR] = $4; wall[NR] = $5; rate[NR] = $3 / $4 }
  $1 ~ /^hektor-draughts-/ { game = substr($1, 17); ours[game] = NR }
  END {
    for (i = 1; i <= NR; i++) {
      game = name[i]; sub(/^(hektor-draughts|py-draughts-turbo|py-draughts)-/, "", game)
      mine = ours[game]
      if (name[i] !~ /^hektor/ && (nodes[i] != nodes[mine] || depth[i] != depth[mine])) {
        printf "the trees differ for %s: %d and %d leaves\n", game, nodes[mine], nodes[i] > "/dev/stderr"
        failed = 1
      }
      ratio = name[i] ~ /^hektor/ ? "" : sprintf("%.1fx", rate[mine] / rate[i])
      printf "| %s | %d | %d | %.4f s | %.4f s | %.2f M | %s |\n", name[i], depth[i], nodes[i], cpu[i], wall[i], rate[i] / 1e6, ratio
    }
    exit failed
  }
' <<< "$results"

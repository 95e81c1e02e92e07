#!/usr/bin/env bash
# The hostile test (issue 24): N kill -9 trials of a scripted game with resume, then hostile
# files (a FIFO, /dev/zero, NULs, huge and deep games, escape sequences, damaged game files)
# against every command that reads a file, each under a deadline, with its peak memory, then
# the faults of issue 36 (a full disk, links, FIFOs, a closed terminal, stuck speech, hostile
# config files; the tmpfs cases need root, the terminal case tmux).
# Prints the figures as Markdown (RELIABILITY.md keeps them); exits 1 when a move was lost,
# a resume failed, or a run hung, panicked or let an escape byte through.
#
#   scripts/hostile-test.sh                 # 100 trials, a 1 GB file of NULs
#   scripts/hostile-test.sh --trials 20 --big-mb 64
#   scripts/hostile-test.sh --only faults --kills 20
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${HEKTOR_BIN:-}" ]]; then
    cargo build --release --quiet --bin hektor
    HEKTOR_BIN=target/release/hektor
fi
exec python3 scripts/hostile_test.py --bin "$HEKTOR_BIN" "$@"

#!/usr/bin/env bash
# Issue 38's note: N games (default 100) played with `hektor play --plain --save`, each
# killed with SIGKILL at random moments (seeded) three times and resumed, then checked
# with `hektor verify`: every one must be said intact (0 false alarms). Runs the test
# `verify_cli::games_killed_at_random_moments_and_resumed_are_always_intact` (of the
# integration-test binary, tests/it) with
# HEKTOR_KILL_GAMES=N on a copy of the binary just built, and prints its count line
# ("100 games, 300 kills, 0 false alarms").
#
#   scripts/verify-kills.sh          # 100 games
#   scripts/verify-kills.sh 20
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-100}"
cargo test --quiet --test it --no-run
bin="$(mktemp)"
trap 'rm -f "$bin"' EXIT
cp "${CARGO_TARGET_DIR:-target}/debug/hektor" "$bin"
chmod +x "$bin"
HEKTOR_BIN="$bin" HEKTOR_KILL_GAMES="$games" cargo test --quiet --test it \
    verify_cli::games_killed_at_random_moments_and_resumed_are_always_intact -- --nocapture --exact \
    | grep -E 'games, .* kills, .* false alarms'

#!/usr/bin/env bash
# The outside-corpus stage of `make test`. The tests whose names hold `outside_corpus`
# read real game files and rule texts nobody in this project wrote, listed in
# tests/outside-corpus.txt, from the shared folder: the one HEKTOR_SHARED names (a
# relative path counts from the repository's root), else ../shared beside the repository.
#
# When the folder holds any of them, this runs those tests (with the build the unit stage
# made: same targets, profile and features) and fails when one fails, a missing file
# included.
# When it holds none, it says so in one line, with how many files went unchecked, and
# passes; HEKTOR_SHARED naming a folder that holds none of them is an error.
# Usage: scripts/corpus-stage.sh   (CARGO names cargo, as in the Makefile)
set -euo pipefail
cd "$(dirname "$0")/.."

list=tests/outside-corpus.txt
dir=${HEKTOR_SHARED:-../shared}
mapfile -t files < <(grep -v -e '^#' -e '^[[:space:]]*$' "$list")
total=${#files[@]}
present=0
for file in "${files[@]}"; do
  if [ -f "$dir/$file" ]; then present=$((present + 1)); fi
done

if [ "$present" -eq 0 ]; then
  if [ -n "${HEKTOR_SHARED:-}" ]; then
    echo "hektor: HEKTOR_SHARED=$HEKTOR_SHARED holds none of the $total files of $list" >&2
    exit 1
  fi
  echo "hektor: the outside corpus was not found (looked in ../shared and \$HEKTOR_SHARED): $total files not checked"
  exit 0
fi

echo "hektor: the outside corpus in $dir: $present of the $total files of $list are there; running the outside-corpus tests"
# shellcheck source=scripts/speech-env.sh
. scripts/speech-env.sh
# The targets of the unit stage's first line (the benches hold no such test).
"${CARGO:-cargo}" test --workspace --lib --bins --tests --examples --no-fail-fast -- outside_corpus
echo "hektor: the outside corpus in $dir: $present files checked"

#!/usr/bin/env bash
# `hektor check` beside an independent reader on every file of the outside corpus:
# python-chess for PGN, pydraughts for PDN. Prints one Markdown table row a file:
# hektor's totals, the oracle's, and whether they agree. The rows that disagree are
# explained, by the rules, in CORPUS-ORACLES.md.
# Needs the shared folder (../shared or $HEKTOR_SHARED) and python3 with venv; installs
# python-chess and pydraughts into target/tmp/oracle-venv (PyPI).
# Usage: scripts/oracle-tables.sh [HEKTOR_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."

shared=${HEKTOR_SHARED:-../shared}
if [ ! -d "$shared/corpus" ]; then
  echo "oracle-tables: no outside corpus in $shared (set HEKTOR_SHARED)" >&2
  exit 2
fi
hektor=${1:-}
if [ -z "$hektor" ]; then
  cargo build --release --quiet --bin hektor
  hektor=target/release/hektor
fi
venv=target/tmp/oracle-venv
if [ ! -x "$venv/bin/python" ]; then
  echo "oracle-tables: installing python-chess and pydraughts into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet chess==1.11.2 pydraughts==0.6.7
fi

totals() { grep -E '^[0-9]+ games?, ' | tail -1 | sed -E 's/^([0-9]+) games?, ([0-9]+) moves?, ([0-9]+) errors?.*/\1 \2 \3/'; }

row() {
  local kind=$1 file=$2 oracle=$3 mine theirs
  mine=$("$hektor" check "$file" 2>/dev/null | totals || true)
  theirs=$(timeout 300 "$venv/bin/python" "$oracle" "$file" 2>/dev/null | totals || true)
  local verdict=agree
  if [ "$mine" != "$theirs" ]; then verdict=DIFFER; fi
  printf '| %s | %s | %s | %s | %s |\n' "$kind" "${file#"$shared"/}" "${mine:-none}" "${theirs:-failed}" "$verdict"
}

echo "| kind | file | hektor (games moves errors) | oracle (games moves errors) | |"
echo "|---|---|---|---|---|"
while IFS= read -r -d '' file; do
  row pgn "$file" scripts/check_pgn_python_chess.py
done < <(find "$shared/fixtures/pgn" "$shared/corpus/pgn" -name '*.pgn' -print0 | sort -z)
while IFS= read -r -d '' file; do
  row pdn "$file" scripts/check_pdn_pydraughts.py
done < <(find "$shared/fixtures/pdn" "$shared/corpus/pdn" -name '*.pdn' -print0 | sort -z)

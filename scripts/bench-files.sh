#!/usr/bin/env bash
# Sourced by the benchmark scripts: the PGN file they measure on, built from the outside
# corpus (../shared beside the repository, or the folder HEKTOR_SHARED names).
#   bench_big_pgn SIZE_MB   builds /tmp/hektor-bench-SIZE_MBmb.pgn (every PGN fixture of
#                           shared/fixtures/pgn, again and again) once; prints its path

bench_big_pgn() {
  local size_mb=$1
  local fixtures=${HEKTOR_SHARED:-../shared}/fixtures/pgn
  [ -d "$fixtures" ] || { echo "$fixtures is not there: this benchmark reads the outside corpus (set HEKTOR_SHARED)" >&2; return 2; }
  local big=/tmp/hektor-bench-${size_mb}mb.pgn
  if [ ! -s "$big" ] || [ "$(stat -c %s "$big")" -lt $((size_mb * 1000000)) ]; then
    echo "building $big from the fixtures" >&2
    : > "$big"
    while [ "$(stat -c %s "$big")" -lt $((size_mb * 1000000)) ]; do
      for f in "$fixtures"/*.pgn; do
        cat "$f" >> "$big"
        printf '\n\n' >> "$big"
      done
    done
  fi
  echo "$big"
}

#   bench_export_pgn        builds /tmp/hektor-bench-export-100mb.pgn (twic1599_1000k.pgn
#                           and lichess_db_1000k.pgn again and again: every game exports)
#                           once; prints its path
bench_export_pgn() {
  local fixtures=${HEKTOR_SHARED:-../shared}/fixtures/pgn
  [ -d "$fixtures" ] || { echo "$fixtures is not there: this benchmark reads the outside corpus (set HEKTOR_SHARED)" >&2; return 2; }
  local big=/tmp/hektor-bench-export-100mb.pgn
  if [ ! -s "$big" ]; then
    echo "building $big from the fixtures" >&2
    : > "$big"
    while [ "$(stat -c %s "$big")" -lt 100000000 ]; do
      for f in "$fixtures"/twic1599_1000k.pgn "$fixtures"/lichess_db_1000k.pgn; do
        cat "$f" >> "$big"
        printf '\n\n' >> "$big"
      done
    done
  fi
  echo "$big"
}

#!/bin/sh
# Prints the import graph between the module groups of every crate of the workspace
# (a crate's top-level modules): each edge with the file imports that make it, then the
# loops. The graph is made by tests/it/import_loops.rs, which refuses a loop between
# groups; the games' tiers are crates (the core, each game, the dispatch).
set -eu
cd "$(dirname "$0")/.."
cargo test --quiet -p hektor --test it import_loops::the_group_graph_is_printed -- --nocapture --exact 2>/dev/null |
    sed -n '/^=== import graph/,/^=== end/p' | sed '1d;$d'

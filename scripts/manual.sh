#!/usr/bin/env bash
# The manual, docs/manual.md, as manual.html and manual.txt in the folder DIR, made by
# crates/manual (a build tool that is not part of hektor), for both packages:
#   scripts/manual.sh DIR
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:?usage: scripts/manual.sh DIR}"
mkdir -p "$dir"
cargo run --release --locked --quiet -p hektor-manual -- docs/manual.md "$dir"

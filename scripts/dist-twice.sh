#!/usr/bin/env bash
# Checks that the Debian package is reproducible (`make dist-check`, not part of
# `make test`): clones the last commit of this repository twice, into two folders of
# different names under ${TMPDIR:-/tmp}/hektor-dist-twice, builds the package in each
# (scripts/dist.sh deb) and compares them with sha256sum: the .deb, its payload (the
# files it installs) and the binary. When they differ it runs diffoscope (installed
# when missing, saying so) on the two packages. Only committed work is compared.
# Needs git and what scripts/dist.sh deb needs; takes two release builds (minutes).
# KEEP=1 keeps the two folders.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
commit=$(git rev-parse HEAD)
work="${TMPDIR:-/tmp}/hektor-dist-twice"
rm -rf "$work"
mkdir -p "$work"
folders=("$work/a" "$work/second-build-b")
# The opening names the build embeds from ../shared beside this repository (crates/game-chess
# build.rs): the clones have no such folder beside them, so both are pointed at this one.
if [ -z "${HEKTOR_OPENINGS_DIR:-}" ] && [ -d ../shared/data/chess-openings ]; then
  HEKTOR_OPENINGS_DIR="$(realpath ../shared/data/chess-openings)"
  export HEKTOR_OPENINGS_DIR
fi

for folder in "${folders[@]}"; do
  git clone -q "$repo" "$folder"
  git -C "$folder" checkout -q "$commit"
  echo "hektor: building the Debian package of $(git -C "$folder" log -1 --format=%h) in $folder"
  (cd "$folder" && unset CARGO_TARGET_DIR && scripts/dist.sh deb >"$folder.log" 2>&1) || {
    echo "hektor: the build in $folder failed; its output is in $folder.log" >&2
    exit 1
  }
done

a="${folders[0]}" b="${folders[1]}"
deb_a=$(ls "$a"/dist/hektor_*_amd64.deb) deb_b=$(ls "$b"/dist/hektor_*_amd64.deb)
echo "hektor: the two packages, their payloads and binaries:"
sha256sum "$deb_a" "$deb_b"
for deb in "$deb_a" "$deb_b"; do
  echo "$(dpkg-deb --fsys-tarfile "$deb" | sha256sum | cut -d' ' -f1)  payload of $deb"
done
sha256sum "$a/target/release/hektor" "$b/target/release/hektor"
if cmp -s "$deb_a" "$deb_b"; then
  echo "hektor: the two builds are byte-identical ($(basename "$deb_a"))."
  if [ -z "${KEEP:-}" ]; then rm -rf "$work"; fi
  exit 0
fi
if ! command -v diffoscope >/dev/null 2>&1; then
  echo "hektor: installing diffoscope to show how the two packages differ"
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends diffoscope
fi
diffoscope --text "$work/diffoscope.txt" "$deb_a" "$deb_b" || true
echo "hektor: the two builds differ; diffoscope's report is $work/diffoscope.txt." >&2
exit 1

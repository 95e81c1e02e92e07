#!/usr/bin/env bash
# `make dist`: the two things a player downloads, in dist/, and their checksums:
#   hektor-VERSION-x86_64-pc-windows-gnu.zip  hektor.exe (cross-built with mingw), the
#                                             README and the licence; locales, Braille
#                                             profiles and opening names are inside the exe
#   hektor_VERSION-1_amd64.deb                hektor for Debian, made by cargo-deb and
#                                             checked by lintian (scripts/dist-deb.sh),
#                                             then installed into a clean Debian 12
#                                             (scripts/deb-install-test.sh)
#   SHA256SUMS                                the SHA-256 of every file of dist/
# Both are built reproducibly (scripts/reproducible-env.sh; scripts/dist-twice.sh checks).
# `scripts/dist.sh deb` makes only the Debian package and its sum, without the install
# test (scripts/dist-twice.sh uses it). Prints how long it took.
# Needs what `make test` installs (scripts/install-deps.sh test), and zip and unzip
# (installed here when missing); scripts/dist-deb.sh says what it installs.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
only="${1:-}"
case "$only" in
  "" | deb) ;;
  *) echo "usage: $0 [deb]   (deb: only the Debian package)" >&2; exit 2 ;;
esac

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
target=x86_64-pc-windows-gnu
out="$PWD/dist"
rm -rf "$out"
mkdir -p "$out"
# The same commit gives the same bytes in any folder (scripts/dist-twice.sh checks it).
. scripts/reproducible-env.sh

# Windows (left out by `dist.sh deb`).
if [ -z "$only" ]; then
if ! command -v zip >/dev/null 2>&1 || ! command -v unzip >/dev/null 2>&1; then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  echo "hektor: installing zip and unzip for the Windows archive"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends zip unzip
fi
if [ ! -d "$(rustc --print target-libdir --target "$target" 2>/dev/null)" ]; then
  echo "hektor: adding the Rust standard library for Windows (rustup target add $target)"
  rustup target add "$target"
fi

# Windows: one folder in the zip, so unpacking never scatters files.
cargo build --release --locked --target "$target" --bin hektor
stage="$out/stage/hektor-$version"
mkdir -p "$stage"
x86_64-w64-mingw32-strip -o "$stage/hektor.exe" "target/$target/release/hektor.exe"
sed 's/$/\r/' README.md >"$stage/README.txt"
sed 's/$/\r/' LICENSE >"$stage/LICENSE.txt"
zip_name="hektor-$version-$target.zip"
(cd "$out/stage" && zip -q -9 -r "$out/$zip_name" "hektor-$version")

# The zip as a player gets it: unpacked, in a fresh wine prefix, its hektor.exe driven
# through tests/windows_session.rs (the same snapshots as Linux's transcripts). Its test
# build keeps make test's flags (not the release remapping), so it reuses that build.
unpacked="$out/stage/unpacked"
mkdir -p "$unpacked"
(cd "$unpacked" && unzip -q "$out/$zip_name")
env -u CARGO_ENCODED_RUSTFLAGS HEKTOR_WINE_PREFIX="$out/stage/prefix" HEKTOR_TEST_EXE="$unpacked/hektor-$version/hektor.exe" \
  scripts/windows-test.sh
rm -rf "$out/stage"
fi

scripts/dist-deb.sh "$out"
if [ -z "$only" ]; then
  scripts/deb-install-test.sh "$out"/hektor_*_amd64.deb
fi

# The sums of whatever dist/ holds, for whoever checks a download or a build.
(cd "$out" && find . -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | LC_ALL=C sort |
  xargs -d '\n' sha256sum >SHA256SUMS)
echo "hektor: made in dist/ in $(($(date +%s) - started)) s:"
(cd "$out" && ls -l --block-size=K | awk 'NR > 1 { print "  " $9 "  " $5 }')
echo "hektor: dist/SHA256SUMS:"
sed 's/^/  /' "$out/SHA256SUMS"

#!/usr/bin/env bash
# `make dist`: the two things a player downloads, in dist/, and their checksums:
#   hektor-VERSION-x86_64-pc-windows-gnu.zip  hektor.exe (cross-built with mingw), NVDA's
#                                             controller client (scripts/nvda-client.sh),
#                                             the README, the manual (HTML and text), the
#                                             licences and THIRD-PARTY.txt; locales,
#                                             Braille profiles and opening names are inside
#                                             the exe
#   hektor.exe                                the same hektor.exe, to compare its SHA-256
#                                             with what `hektor arbiter` prints
#   hektor_VERSION-1_amd64.deb                hektor for Debian, made by cargo-deb and
#                                             checked by lintian (scripts/dist-deb.sh),
#                                             then installed into a clean Debian 12
#                                             (scripts/deb-install-test.sh)
#   SHA256SUMS                                the SHA-256 of every file of dist/
# `scripts/dist.sh win` makes the Windows half only, `scripts/dist.sh deb` the Debian
# package only, without the install test (scripts/dist-twice.sh uses it). Both are the
# same, byte for byte, whatever folder the commit is built in: paths are remapped, every
# date is the last commit's (SOURCE_DATE_EPOCH: the PE header's time stamp, the zip's
# and the package's file times), the zip's entries sorted (scripts/reproducible-env.sh;
# scripts/dist-twice.sh checks). Prints how long it took.
# Needs what `make test` installs (scripts/install-deps.sh test), and zip, unzip and curl
# (installed here when missing); scripts/dist-deb.sh says what it installs.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
part=${1:-all}
case $part in
  all | win | deb) ;;
  *)
    echo "usage: scripts/dist.sh [win | deb]" >&2
    exit 2
    ;;
esac
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
target=x86_64-pc-windows-gnu
out="$PWD/dist"
rm -rf "$out"
mkdir -p "$out"
# The same commit gives the same bytes in any folder (scripts/dist-twice.sh checks it).
. scripts/reproducible-env.sh

# Windows (left out by `dist.sh deb`).
if [ "$part" != deb ]; then
if ! command -v zip >/dev/null 2>&1 || ! command -v unzip >/dev/null 2>&1 ||
  ! command -v curl >/dev/null 2>&1; then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  echo "hektor: installing zip, unzip and curl for the Windows archive (curl fetches NVDA's client)"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends zip unzip curl ca-certificates
fi
if [ ! -d "$(rustc --print target-libdir --target "$target" 2>/dev/null)" ]; then
  echo "hektor: adding the Rust standard library for Windows (rustup target add $target)"
  rustup target add "$target"
fi

# Windows: one folder in the zip, so unpacking never scatters files. Nothing of the build
# machine goes into hektor.exe: the checkout, cargo's home and Rust's own folder are
# remapped, and the linker writes no time stamp (strip then writes SOURCE_DATE_EPOCH's: it
# would write the time of the build without it).
sysroot=$(rustc --print sysroot)
flags="--remap-path-prefix=$PWD=/hektor --remap-path-prefix=${CARGO_HOME:-$HOME/.cargo}=/cargo"
flags+=" --remap-path-prefix=$sysroot=/rust -C link-arg=-Wl,--no-insert-timestamp"
env -u RUSTFLAGS -u CARGO_ENCODED_RUSTFLAGS CARGO_TARGET_DIR="$PWD/target" \
  CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUSTFLAGS="$flags" \
  cargo build --release --locked --target "$target" --bin hektor
stage="$out/stage/hektor-$version"
mkdir -p "$stage"
x86_64-w64-mingw32-strip -o "$stage/hektor.exe" "target/$target/release/hektor.exe"
sed 's/$/\r/' README.md >"$stage/README.txt"
scripts/manual.sh "$stage"
sed 's/$/\r/' LICENSE >"$stage/LICENSE.txt"
scripts/nvda-client.sh "$stage"
cp "$stage/hektor.exe" "$out/hektor.exe"
# The zip's bytes depend on the files only: fixed modes, the last commit's date, sorted
# names, no extra attributes.
find "$stage" -type d -exec chmod 755 {} + -o -type f -exec chmod 644 {} +
chmod 755 "$stage/hektor.exe"
find "$stage" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
zip_name="hektor-$version-$target.zip"
(cd "$out/stage" && find "hektor-$version" | LC_ALL=C sort |
  TZ=UTC zip -q -X -9 -@ "$out/$zip_name")

# The zip as a player gets it: unpacked, in a fresh wine prefix, its hektor.exe driven
# through tests/windows_session.rs (the same snapshots as Linux's transcripts), which
# also checks that it loads the NVDA client beside it.
unpacked="$out/stage/unpacked"
mkdir -p "$unpacked"
(cd "$unpacked" && unzip -q "$out/$zip_name")
# Its test build keeps make test's flags (not the release remapping), so it reuses
# that build.
env -u CARGO_ENCODED_RUSTFLAGS HEKTOR_WINE_PREFIX="$out/stage/prefix" \
  HEKTOR_TEST_EXE="$unpacked/hektor-$version/hektor.exe" scripts/windows-test.sh
# wine's server leaves a few seconds after the last program: then the prefix can go.
WINEPREFIX="$out/stage/prefix" timeout 60 wineserver -w
rm -rf "$out/stage"
fi

if [ "$part" != win ]; then
  scripts/dist-deb.sh "$out"
fi
if [ "$part" = all ]; then
  scripts/deb-install-test.sh "$out"/hektor_*_amd64.deb
fi

# The sums of whatever dist/ holds, for whoever checks a download or a build.
(cd "$out" && find . -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | LC_ALL=C sort |
  xargs -d '\n' sha256sum >SHA256SUMS)
echo "hektor: made in dist/ in $(($(date +%s) - started)) s:"
(cd "$out" && ls -l --block-size=K | awk 'NR > 1 { print "  " $9 "  " $5 }')
echo "hektor: dist/SHA256SUMS:"
sed 's/^/  /' "$out/SHA256SUMS"

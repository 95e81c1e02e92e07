#!/usr/bin/env bash
# `make dist`: the two things a player downloads, in dist/:
#   hektor-VERSION-x86_64-pc-windows-gnu.zip  hektor.exe (cross-built with mingw), NVDA's
#                                             controller client (scripts/nvda-client.sh),
#                                             the README, the manual (HTML and text), the
#                                             licences and THIRD-PARTY.txt; locales,
#                                             Braille profiles and opening names are inside
#                                             the exe
#   hektor.exe                                the same hektor.exe, to compare its SHA-256
#                                             with what `hektor arbiter` prints
#   hektor_VERSION-1_amd64.deb                hektor for Debian, with its Depends
#                                             (speech-dispatcher and its espeak-ng module)
# `scripts/dist.sh win` makes the Windows half only. hektor.exe is the same, byte for byte,
# whatever folder the commit is built in: paths are remapped, the PE header's time stamp
# and the zip's dates are the last commit's (SOURCE_DATE_EPOCH), the zip's entries sorted.
# Needs what `make test` installs (scripts/install-deps.sh test), and zip, unzip and curl
# (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

part=${1:-all}
case $part in
  all | win) ;;
  *)
    echo "usage: scripts/dist.sh [win]" >&2
    exit 2
    ;;
esac
# What is left in dist/, listed; the staging folder removed.
made() {
  rm -rf "$out/stage"
  echo "hektor: made in dist/:"
  (cd "$out" && ls -l --block-size=K -- * | awk '{ print "  " $9 "  " $5 }')
}

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
# Every date written into a package: the last commit's.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}
target=x86_64-pc-windows-gnu
out="$PWD/dist"
rm -rf "$out"
mkdir -p "$out"

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

# The manual, docs/manual.md, as manual.html and manual.txt in the folder $1
# (crates/manual, a build tool that is not part of hektor).
make_manual() {
  cargo run --release --locked --quiet -p hektor-manual -- docs/manual.md "$1"
}

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
make_manual "$stage"
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
HEKTOR_WINE_PREFIX="$out/stage/prefix" HEKTOR_TEST_EXE="$unpacked/hektor-$version/hektor.exe" \
  scripts/windows-test.sh
# wine's server leaves a few seconds after the last program: then the prefix can go.
WINEPREFIX="$out/stage/prefix" timeout 60 wineserver -w
if [ "$part" = win ]; then
  made
  exit 0
fi

# Debian: built with dpkg-deb from the release binary.
cargo build --release --locked --bin hektor
root="$out/stage/deb"
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/doc/hektor"
strip -o "$root/usr/bin/hektor" target/release/hektor
cp README.md "$root/usr/share/doc/hektor/README.md"
make_manual "$root/usr/share/doc/hektor"
cp LICENSE "$root/usr/share/doc/hektor/copyright"
installed_kb=$(du -sk "$root/usr" | cut -f1)
cat >"$root/DEBIAN/control" <<CONTROL
Package: hektor
Version: $version-1
Section: games
Priority: optional
Architecture: amd64
Depends: libc6, libasound2, libspeechd2, speech-dispatcher, speech-dispatcher-espeak-ng, espeak-ng
Installed-Size: $installed_kb
Maintainer: hektor developers <hektor@localhost>
Description: talking scoresheet, move announcer and clock for blind chess players
 hektor lets blind and visually impaired players play chess and draughts over
 the board on equal terms: it announces moves in the FIDE words, reads the
 opponent's move back for confirmation, keeps the scoresheet and exports it
 for Braille, runs a talking clock, settles disagreeing boards and replays
 recorded games.
CONTROL
deb_name="hektor_${version}-1_amd64.deb"

dpkg-deb --root-owner-group --build "$root" "$out/$deb_name" >/dev/null
made

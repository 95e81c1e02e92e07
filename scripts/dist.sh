#!/usr/bin/env bash
# `make dist`: the two things a player downloads, in dist/:
#   hektor-VERSION-x86_64-pc-windows-gnu.zip  hektor.exe (cross-built with mingw), the
#                                             README, the manual (HTML and text) and the
#                                             licence; locales, Braille profiles and
#                                             opening names are inside the exe
#   hektor_VERSION-1_amd64.deb                hektor for Debian, with its Depends
#                                             (speech-dispatcher and its espeak-ng module)
# Needs what `make test` installs (scripts/install-deps.sh test), and zip and unzip
# (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
target=x86_64-pc-windows-gnu
out="$PWD/dist"
rm -rf "$out"
mkdir -p "$out"

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

# The manual, docs/manual.md, as manual.html and manual.txt in the folder $1
# (crates/manual, a build tool that is not part of hektor).
make_manual() {
  cargo run --release --locked --quiet -p hektor-manual -- docs/manual.md "$1"
}

# Windows: one folder in the zip, so unpacking never scatters files.
cargo build --release --locked --target "$target" --bin hektor
stage="$out/stage/hektor-$version"
mkdir -p "$stage"
x86_64-w64-mingw32-strip -o "$stage/hektor.exe" "target/$target/release/hektor.exe"
sed 's/$/\r/' README.md >"$stage/README.txt"
make_manual "$stage"
sed 's/$/\r/' LICENSE >"$stage/LICENSE.txt"
zip_name="hektor-$version-$target.zip"
(cd "$out/stage" && zip -q -9 -r "$out/$zip_name" "hektor-$version")

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

# The zip as a player gets it: unpacked, in a fresh wine prefix, its hektor.exe driven
# through tests/windows_session.rs (the same snapshots as Linux's transcripts).
unpacked="$out/stage/unpacked"
mkdir -p "$unpacked"
(cd "$unpacked" && unzip -q "$out/$zip_name")
HEKTOR_WINE_PREFIX="$out/stage/prefix" HEKTOR_TEST_EXE="$unpacked/hektor-$version/hektor.exe" \
  scripts/windows-test.sh
dpkg-deb --root-owner-group --build "$root" "$out/$deb_name" >/dev/null
rm -rf "$out/stage"

echo "hektor: made in dist/:"
(cd "$out" && ls -l --block-size=K "$zip_name" "$deb_name" | awk '{ print "  " $9 "  " $5 }')

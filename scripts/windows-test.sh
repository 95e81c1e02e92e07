#!/usr/bin/env bash
# hektor on Windows, tested on Linux: cross-builds hektor.exe for x86_64-pc-windows-gnu
# (mingw) and runs tests/windows_session.rs as a Windows program under wine, so the same
# snapshots check what a Windows player hears. Part of `make test`; run it alone with
# `make windows`.
#
# Needs (scripts/install-deps.sh test installs them): gcc-mingw-w64-x86-64, wine, wine64,
# and the Rust target (added here with rustup when missing). Debian's wine 8 lacks
# bcryptprimitives.dll, whose ProcessPrng Rust's standard library imports: a stand-in
# built here from tests/windows/bcryptprimitives.c goes into the test's own wine prefix
# (target/windows-test/prefix), never anywhere else. The screen-reader test loads a
# stand-in NVDA client (tests/windows/nvda_stand_in.c) that logs what it is given, the
# JAWS test registers a stand-in of JAWS's COM object and starts a stand-in of its window
# (tests/windows/jaws_stand_in.c; the prefix gets wine's "null" display driver, so that
# windows exist without a display), the speech-command test finds a stand-in espeak-ng.exe
# (tests/windows/espeak_stand_in.c). The stand-ins share their log writer
# (tests/windows/stand_in_log.h).
# tests/windows_session.rs is a test binary of its own, not a module of tests/it with the
# other integration tests: as a module, every test of tests/it would be cross-built for
# Windows here and run under wine, many of which need Unix (tmux, signals, /dev/full).
set -euo pipefail
cd "$(dirname "$0")/.."

target=x86_64-pc-windows-gnu
if ! rustc --print target-libdir --target "$target" >/dev/null 2>&1 ||
  [ ! -d "$(rustc --print target-libdir --target "$target" 2>/dev/null)" ]; then
  echo "hektor: adding the Rust standard library for Windows (rustup target add $target)"
  rustup target add "$target"
fi

out="$PWD/target/windows-test"
mkdir -p "$out"
cc=x86_64-w64-mingw32-gcc
"$cc" -shared -O2 -Wall -o "$out/bcryptprimitives.dll" tests/windows/bcryptprimitives.c -ladvapi32
"$cc" -shared -O2 -Wall -o "$out/nvdaControllerClient64.dll" tests/windows/nvda_stand_in.c
"$cc" -shared -O2 -Wall -o "$out/jfwapi.dll" tests/windows/jaws_stand_in.c -lole32 -loleaut32 -luuid
"$cc" -DJFW_WINDOW -O2 -Wall -o "$out/jfw.exe" tests/windows/jaws_stand_in.c
"$cc" -municode -O2 -Wall -o "$out/espeak-ng.exe" tests/windows/espeak_stand_in.c

# HEKTOR_WINE_PREFIX names another prefix (scripts/dist.sh uses a fresh one for its zip).
export WINEPREFIX="${HEKTOR_WINE_PREFIX:-$out/prefix}" WINEDEBUG=-all WINEARCH=win64
# No menus, no Mono or Gecko installers, no sound driver (the tests turn earcons off).
export WINEDLLOVERRIDES="winemenubuilder.exe=d;mscoree=d;mshtml=d;winealsa.drv=d"
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  echo "hektor: making the wine prefix of the Windows tests in $WINEPREFIX"
  timeout 600 wine wineboot --init >/dev/null 2>&1 || true
fi
system32="$WINEPREFIX/drive_c/windows/system32"
if [ ! -d "$system32" ]; then
  echo "hektor: wine could not make its prefix in $WINEPREFIX" >&2
  exit 1
fi
cp "$out/bcryptprimitives.dll" "$system32/"
# The display driver is read when wine's desktop starts: set, then wine restarted.
drivers='HKCU\Software\Wine\Drivers'
if ! timeout 120 wine reg query "$drivers" /v Graphics 2>/dev/null | grep -q null; then
  timeout 120 wine reg add "$drivers" /v Graphics /d null /f >/dev/null
  timeout 60 wineserver -k || true
fi

export HEKTOR_NVDA_STAND_IN="$(winepath -w "$out/nvdaControllerClient64.dll" 2>/dev/null)"
export HEKTOR_ESPEAK_STAND_IN="$(winepath -w "$out/espeak-ng.exe" 2>/dev/null)"
export HEKTOR_JAWS_STAND_IN="$(winepath -w "$out/jfwapi.dll" 2>/dev/null)"
export HEKTOR_JFW_STAND_IN="$(winepath -w "$out/jfw.exe" 2>/dev/null)"
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER=wine
if [ -n "${HEKTOR_TEST_EXE:-}" ]; then
  # The tests drive this hektor.exe (a Windows path) instead of the one they were built with.
  export HEKTOR_TEST_EXE="$(winepath -w "$HEKTOR_TEST_EXE" 2>/dev/null)"
else
  # Every layer crate is linted for Windows (the screen readers are hektor-speech's).
  cargo clippy --target "$target" --workspace --lib --bins -- -D warnings
  cargo clippy --target "$target" --test windows_session -- -D warnings
fi
cargo test --target "$target" --test windows_session

#!/usr/bin/env bash
# Installs the Debian packages hektor needs that are missing, and says which.
# Usage: scripts/install-deps.sh build|run|test
set -euo pipefail

build=(pkg-config libasound2-dev libspeechd-dev libclang-dev)
# speech-dispatcher speaks only through an output module; its espeak-ng module is a
# Recommends that --no-install-recommends skips, so it is named here.
run=(speech-dispatcher speech-dispatcher-espeak-ng espeak-ng)
# The Windows tests cross-build hektor.exe with mingw and run it under wine
# (scripts/windows-test.sh).
# liblouis-bin: lou_translate, the reference tests/it/literary_braille.rs checks the
# literary Braille of the headings against.
test=(sox liblouis-data liblouis-bin tmux gcc-mingw-w64-x86-64 wine wine64)

case "${1:-build}" in
  build) wanted=("${build[@]}") ;;
  run) wanted=("${build[@]}" "${run[@]}") ;;
  test) wanted=("${build[@]}" "${run[@]}" "${test[@]}") ;;
  *) echo "usage: $0 build|run|test" >&2; exit 2 ;;
esac

missing=()
for pkg in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi

if ((${#missing[@]})); then
  echo "hektor: installing missing Debian packages: ${missing[*]}"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "hektor: Debian packages present: ${wanted[*]}"
fi

# The draughts oracle test (crates/draughts/tests/it/oracle.rs) makes a Python virtual
# environment with pydraughts: python3 needs venv and ensurepip (Debian: python3-venv).
if [ "${1:-build}" = test ] && ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  echo "hektor: installing python3-venv for the draughts oracle test"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends python3 python3-venv
fi

# A clean test build takes about 3.5 GB under target/; a linker that runs out of disk
# dies with SIGBUS, which says nothing of the cause.
if [ "${1:-build}" = test ]; then
  free_gb=$(df -Pk . | awk 'NR == 2 { print int($4 / 1048576) }')
  if [ "${free_gb:-0}" -lt 5 ]; then
    echo "hektor: only ${free_gb} GB free on this disk; make test builds about 3.5 GB under target/. Free some space if the build fails." >&2
  fi
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "hektor: cargo (Rust 1.95 or newer) is missing; install it with rustup (https://rustup.rs) and run this again." >&2
  exit 2
fi

#!/usr/bin/env bash
# The environment of a release build that gives the same bytes for the same commit in
# any folder (scripts/dist-twice.sh checks it): source it from the repository's root.
#
#   . scripts/reproducible-env.sh
#
# Exports SOURCE_DATE_EPOCH (the last commit's time: the file times in the packages),
# CARGO_TARGET_DIR (the repository's own target/, so the packaging finds the binaries)
# and CARGO_ENCODED_RUSTFLAGS, which maps the repository's folder and $CARGO_HOME (the
# crates' sources) to fixed names in the paths the compiler writes into the binaries,
# and CARGO_PROFILE_RELEASE_STRIP=symbols: the linker leaves out the symbol table, whose
# ThinLTO names (`.llvm.<hash>`) differed between two folders, before it computes the
# build id (measured: the stripped binaries differed in their build id alone).
# Needs git (the repository's history). Changes nothing on disk.

SOURCE_DATE_EPOCH="$(git log -1 --format=%ct)"
CARGO_TARGET_DIR="$PWD/target"
# \x1f separates the flags, so a folder with spaces stays one flag.
CARGO_ENCODED_RUSTFLAGS="--remap-path-prefix=$PWD=/build/hektor"$'\x1f'"--remap-path-prefix=${CARGO_HOME:-$HOME/.cargo}=/cargo"
CARGO_PROFILE_RELEASE_STRIP=symbols
export SOURCE_DATE_EPOCH CARGO_TARGET_DIR CARGO_ENCODED_RUSTFLAGS CARGO_PROFILE_RELEASE_STRIP
unset RUSTFLAGS

#!/usr/bin/env bash
# macOS cannot be built or run here (its SDK is not to be had on Linux), but hektor's own
# code must stay portable: this type-checks it for x86_64-apple-darwin without the
# features that need the SDK (speech-tts through AVFoundation, sound through CoreAudio).
# Part of `make test`; what is untested on macOS is in the manual (docs/manual.md, "Development").
set -euo pipefail
cd "$(dirname "$0")/.."
target=x86_64-apple-darwin
if [ ! -d "$(rustc --print target-libdir --target "$target" 2>/dev/null)" ]; then
  echo "hektor: adding the Rust standard library for macOS (rustup target add $target)"
  rustup target add "$target"
fi
cargo clippy --target "$target" --workspace --no-default-features --lib --bins -- -D warnings

# hektor: `make run` starts a game session, `make test` runs every check.
# Both install the Debian packages they need first (scripts/install-deps.sh says which).

CARGO ?= cargo
export CARGO_TERM_COLOR ?= never

.PHONY: run test deps-run deps-test build lint unit windows macos dist

## Install what is missing, build, and start an over-the-board game session.
run: deps-run
	$(CARGO) run --release --bin hektor -- play

## Install what is missing, then formatting, lints and all tests.
test: deps-test lint unit windows macos

deps-run:
	@scripts/install-deps.sh run

deps-test:
	@scripts/install-deps.sh test

build:
	$(CARGO) build --release

lint:
	$(CARGO) fmt --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	$(CARGO) clippy --workspace --all-targets --no-default-features -- -D warnings

# Tests speak headless: scripts/speech-env.sh points speech-dispatcher and ALSA at "null".
unit:
	. scripts/speech-env.sh && $(CARGO) test --workspace --all-targets --no-fail-fast
	$(CARGO) test --workspace --doc
	. scripts/speech-env.sh && $(CARGO) test --workspace --no-default-features --no-fail-fast

# hektor.exe cross-built with mingw; tests/windows_session.rs run under wine
# (scripts/windows-test.sh says how).
windows:
	scripts/windows-test.sh

# hektor's own code type-checked for macOS (scripts/macos-check.sh).
macos:
	scripts/macos-check.sh

## The Windows zip and the Debian package, in dist/ (scripts/dist.sh).
dist: deps-test
	scripts/dist.sh

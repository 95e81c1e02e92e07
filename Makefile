# hektor: `make run` starts a game session, `make test` runs every check.
# Both install the Debian packages they need first (scripts/install-deps.sh says which).

CARGO ?= cargo
export CARGO_TERM_COLOR ?= never

.PHONY: run test deps-run deps-test build lint unit

## Install what is missing, build, and start an over-the-board game session.
run: deps-run
	$(CARGO) run --release --bin hektor -- play

## Install what is missing, then formatting, lints and all tests.
test: deps-test lint unit

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

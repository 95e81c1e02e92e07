# hektor: `make run` starts a game session, `make test` runs every check.
# Both install the Debian packages they need first (scripts/install-deps.sh says which).

CARGO ?= cargo
export CARGO_TERM_COLOR ?= never

.PHONY: run test deps-run deps-test build lint unit corpus windows macos dist deb-install-test dist-check

## Install what is missing, build, and start an over-the-board game session.
run: deps-run
	$(CARGO) run --release --bin hektor -- play

## Install what is missing, then formatting, lints, all tests, and the outside corpus
## when ../shared (or $HEKTOR_SHARED) holds it; when not, one line says how many files
## went unchecked.
## Then hektor.exe under wine (windows) and the code type-checked for macOS (macos).
test: deps-test lint unit corpus windows macos

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
	cd fuzz && $(CARGO) fmt --check && $(CARGO) check --bins --quiet

# Tests speak headless: scripts/speech-env.sh points speech-dispatcher and ALSA at "null".
# The tests that read the outside corpus (names with outside_corpus) are the corpus
# stage's. The first two lines are --all-targets split in two: the benches (criterion)
# take a filter but no --skip, and hold no such test; they measure stand-ins of their own
# when the outside corpus is not there. The deep draughts perft (seconds in release, about
# a minute the first time, when py-draughts counts draughts-64 once) is the fourth line:
# the perft module of hektor-draughts' test binary (tests/it).
# The last two lines test what the features speech-tts and sound leave out. Only
# hektor-speech has code behind them: its own tests, and the modules of tests/it that
# reach that code in a build without them (sound_earcons, speech_languages: the earcons'
# notice; speech_fallback: tts not built), run without them. The lint stage type-checks
# the whole workspace without them.
unit:
	. scripts/speech-env.sh && $(CARGO) test --workspace --lib --bins --tests --examples --no-fail-fast -- --skip outside_corpus
	. scripts/speech-env.sh && $(CARGO) test --workspace --bench '*' --no-fail-fast
	$(CARGO) test --workspace --doc -- --skip outside_corpus
	$(CARGO) test --release -p hektor-draughts --test it -- --ignored perft::
	. scripts/speech-env.sh && $(CARGO) test -p hektor-speech --no-default-features --no-fail-fast
	. scripts/speech-env.sh && $(CARGO) test -p hektor --no-default-features --test it --no-fail-fast -- sound_earcons:: speech_languages:: speech_fallback::

# The outside corpus: run when the shared folder holds it, named when not (the script says
# where it looks).
corpus:
	@CARGO="$(CARGO)" scripts/corpus-stage.sh

# hektor.exe cross-built with mingw; tests/windows_session.rs run under wine
# (scripts/windows-test.sh says how).
windows:
	scripts/windows-test.sh

# hektor's own code type-checked for macOS (scripts/macos-check.sh).
macos:
	scripts/macos-check.sh

## The Windows zip and the Debian package, in dist/ with their SHA256SUMS; the package
## checked by lintian and installed into a clean Debian 12 (scripts/dist.sh).
dist: deps-test
	scripts/dist.sh

## The Debian package of dist/ installed with apt into a clean Debian 12 chroot, run,
## and purged (scripts/deb-install-test.sh).
deb-install-test:
	scripts/deb-install-test.sh

## The Debian package built twice, in two folders, and compared (scripts/dist-twice.sh).
dist-check: deps-run
	scripts/dist-twice.sh

#!/usr/bin/env bash
# `hektor verify` on a game file of 200,000 lines (issue 38): builds
# /tmp/hektor-bench-verify-200k.jsonl once (a start in tournament mode, then actions,
# knights' moves and clock readings, each line chained as the journal writes it), then
# times `hektor verify` on it RUNS times (default 5): wall time and peak memory.
#
#   scripts/bench-verify.sh [BINARY] [RUNS]     # BINARY default target/release/hektor
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-${CARGO_TARGET_DIR:-target}/release/hektor}"
runs="${2:-5}"
file=/tmp/hektor-bench-verify-200k.jsonl
if [ ! -s "$file" ]; then
    PYTHONPATH=scripts python3 - "$file" <<'PY'
import itertools, sys
from chained_journal import Chain
knights = [("Nf3", "g1f3"), ("Nf6", "g8f6"), ("Ng1", "f3g1"), ("Ng8", "f6g8")]
identity = {"installation": "5f0c1d2e", "version": "0.1.0", "executable_sha256": "ab" * 32}
def entries():
    yield {"at_ms": 0, "event": "start", "tags": {}, "start_fen": None,
           "settings": {"tournament": {"board_questions": False, "identity": identity}}}
    for n in itertools.count():
        san, uci = knights[n % 4]
        yield {"at_ms": n, "event": "action", "line": san, "said": [san + ". Recorded."]}
        yield {"at_ms": n, "event": "move", "san": san, "uci": uci, "unix_ms": n,
               "white_ms": 5_400_000, "black_ms": 5_400_000}
        yield {"at_ms": n, "event": "clock", "white_ms": 5_400_000, "black_ms": 5_400_000,
               "running": True}
with open(sys.argv[1], "w") as out:
    chain = Chain(out)
    for entry in itertools.islice(entries(), 200_000):
        chain.write(entry)
PY
fi
echo "$(wc -l < "$file") lines, $(stat -c %s "$file") bytes"
"$bin" verify "$file" | head -1
for _ in $(seq "$runs"); do
    python3 - "$bin" "$file" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
subprocess.run([sys.argv[1], "verify", sys.argv[2]], stdout=subprocess.DEVNULL, check=True)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{time.monotonic() - start:.2f} s wall, {usage.ru_utime:.2f} s user, {usage.ru_maxrss / 1024:.1f} MB peak")
PY
done

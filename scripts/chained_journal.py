"""Game-file lines chained as the journal writes them (every line after the first begins
with "prev", the SHA-256 of the line before it), for the benchmark scripts
(scripts/bench-verify.sh, scripts/bench-journal.sh)."""

import hashlib
import json


class Chain:
    """Writes entries to `out`, one line each, each linked to the line before it."""

    def __init__(self, out):
        self.out = out
        self.prev = None
        self.count = 0

    def write(self, entry):
        """Writes `entry` (a dict) as the next line."""
        text = json.dumps(entry, separators=(",", ":"), ensure_ascii=False)
        if self.prev is not None:
            text = '{"prev":"%s",%s' % (self.prev, text[1:])
        self.prev = hashlib.sha256(text.encode()).hexdigest()
        self.out.write(text + "\n")
        self.count += 1

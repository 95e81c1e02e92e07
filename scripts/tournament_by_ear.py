#!/usr/bin/env python3
"""A tournament game by ear (issue 38): what the player hears, and what the arbiter checks.

In English and in Ukrainian, a game in tournament mode is typed line by line into
`hektor play --plain --tournament` (about 0.3 s apart, as a person types), with a
speech command that records every utterance and the voice that says it. The game has an
illegal move recorded as typed, a move corrected before the clock, an undo, a draw
offer, and a `kill -9` in the middle, after which it is resumed and finished. Then
`hektor verify FILE --code CODE` (the code heard at the end) and `hektor check FILE`.

Shown and counted: every utterance in order; verdicts said during the game (words of
the rules' sentences: must be 0); moves said in notation (must be 0); whether verify
says intact (exit 0) and check names the illegal move (exit 1). Exits 1 when any fails.
Needs root for `unshare -n` (tournament mode refuses to start with a network up).

    scripts/tournament_by_ear.py --bin target/debug/hektor
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from by_ear import EXAMPLES, NOTATION, RESULT, heard_in, recorder, typed  # noqa: E402

PIN = "4711"

# Per language: the lines before the kill, the lines after the resume, the words of a
# verdict that must not be heard during the game, the illegal move as check names it, the
# words that begin the rules check said at the result (the end of the game), and those
# that begin the greeting (which names what the mode does not check).
GAMES = {
    "en": (
        "e4|y|e5|y|Nf3|y|Nc6|y|Qxf7+|y|Nf6|y|Bc4|n|Bb5|y|a6|y|time",
        "Ba4|y|b5|y|undo|y|Bb3|y|draw|Nd4|y|moves|result 1/2-1/2|y|time|quit",
        ["not legal", "can reach", "cannot", "illegal", "check", "mate"],
        "Qxf7+",
        "as recorded",
        "Tournament mode",
    ),
    "uk": (
        "e4|так|e5|добре|Кf3|так|Кc6|ага|Фxf7+|так|Кf6|так|Сc4|ні|Сb5|так|a6|так|скільки часу",
        "Сa4|так|b5|так|назад|так|Сb3|так|нічия|Кd4|так|ходи|результат 1/2-1/2|так|"
        "скільки часу|вихід",
        ["неправильн", "не може", "неможлив", "шах", "мат "],
        "Фxf7+",
        "за записом",
        "Турнірний режим",
    ),
}


def session(binary, lang, folder, args, lines, kill=False):
    """Types `lines` into a session in a namespace without network; kills it with
    SIGKILL after them when `kill`."""
    config = os.path.join(folder, "config.toml")
    recorder(config, os.path.join(folder, "heard.txt"))
    env = dict(os.environ, HEKTOR_HOME=os.path.join(folder, "home"), LANG="C.UTF-8",
               HEKTOR_ARBITER_PIN=PIN)
    child = subprocess.Popen(
        ["unshare", "-n", binary, "--speech", "command", "--config", config, "--lang", lang,
         *args],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
    )
    time.sleep(1.0)
    typed(child, lines, kill)


def heard_lines(folder):
    return heard_in(os.path.join(folder, "heard.txt"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default="target/debug/hektor")
    binary = os.path.abspath(parser.parse_args().bin)
    failures = 0
    for lang, (before, after, verdicts, illegal, checked, greeting) in GAMES.items():
        with tempfile.TemporaryDirectory(prefix=f"hektor-tournament-{lang}-") as folder:
            game = os.path.join(folder, "game.hektor")
            start = ["play", "--plain", "--tournament", "--pin", "--event", "Open",
                     "--round", "3", "--board", "7", "--side", "white", "--name", "Anna",
                     "--save", game]
            session(binary, lang, folder, start, before, kill=True)
            killed_at = len(heard_lines(folder))
            session(binary, lang, folder, ["play", "--plain", "--resume", game], after)
            heard = heard_lines(folder)
            print(f"== {lang}: {len(heard)} utterances (killed after {killed_at})")
            for index, (voice, text) in enumerate(heard):
                mark = "   -- kill -9, resume --\n" if index == killed_at else ""
                print(f"{mark}  [{voice}] {text}")
            # The game runs until the result: no verdict may be heard before the rules
            # check said then.
            end = next((i for i, (_, t) in enumerate(heard) if checked in t), len(heard))
            said_verdicts = [t for _, t in heard[:end] if not t.startswith(greeting)
                             and any(word in t.lower() for word in verdicts)]
            notation = [t for _, t in heard
                        if NOTATION.search(re.sub(r"\S*/\S*", " ",
                                                  RESULT.sub(" ", EXAMPLES.sub(" ", t))))]
            codes = re.findall(r"(\d{3} \d{3})", " ".join(t for _, t in heard[-3:]))
            code = codes[-1] if codes else ""
            verify = subprocess.run([binary, "--lang", lang, "verify", game, "--code", code],
                                    capture_output=True, text=True)
            check = subprocess.run([binary, "--lang", lang, "check", game],
                                   capture_output=True, text=True)
            print(f"  verdicts during the game: {len(said_verdicts)} {said_verdicts}")
            print(f"  moves said in notation: {len(notation)} {notation}")
            print(f"  hektor verify --code '{code}': exit {verify.returncode}")
            print("    " + (verify.stdout + verify.stderr).strip().replace("\n", "\n    "))
            print(f"  hektor check: exit {check.returncode}")
            print("    " + (check.stdout + check.stderr).strip().replace("\n", "\n    "))
            ok = (not said_verdicts and not notation and verify.returncode == 0
                  and check.returncode == 1 and illegal in check.stdout + check.stderr)
            failures += 0 if ok else 1
            print(f"  {'as it should be' if ok else 'FAILED'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

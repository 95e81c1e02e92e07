#!/usr/bin/env python3
"""Whole games played by ear: what a player hears, counted (issue 37).

Four games (Ukrainian, Russian, Polish, German; chess in player and assistant mode with a
clock, draughts-64) are typed line by line into `hektor play --plain`, about 0.3 s
apart as a person types, with a speech command that records every utterance and the
voice that says it (`{voice}`, `{text}`). The lines are the words a native speaker types:
moves, yes in the language's own words, questions ("хто ходить", "wer ist am Zug"), a
wrong answer, a move replaced while it waits, the move list, quit.

Counted over every utterance:
  - moves not in the style's words: notation a voice spells out (`Кf3`, `dxe5`, `33-29`);
  - English words in a non-English session: Latin words of hektor's English messages that
    the session's language does not use itself, other than the FIDE words and names.
Both must be 0; the script prints the figures and every offending utterance, and exits 1
when either is not 0.

    scripts/by_ear.py --bin target/debug/hektor
"""

import argparse
import glob
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

FIDE = set(
    "Anna Bella Cäsar David Eva Felix Gustav Hektor eins zwei drei vier fünf sechs sieben "
    "acht König Dame Turm Läufer Springer Bauer schlägt Schach Matt kurze lange Kurze Lange "
    "Rochade wird en passant".split()
)
# Words that are no English however they are spelled: program and format names.
NAMES = set("hektor FIDE PGN PDN BRF brf pgn pdn txt jsonl espeak ng Anna Bert".split())

# The speech backends' English names, which a sentence naming the speech used may hold.
BACKENDS = ["command", "text", "tts", "auto", "none", "screen", "reader"]

# Notation a voice would spell: SAN (Latin or Cyrillic piece letters), UCI, castling
# written with O or 0, draughts' numbered and algebraic moves.
NOTATION = re.compile(
    r"(?<![\w/.])("
    r"(?:Кр|[KQRBNSDTLHWGКФТСЛ])?[a-hа-х]?[1-8]?[x:×-]?[a-h][1-8](?:=[QRBNDTSLФТСК])?[+#]?"
    r"|[O0]-[O0](?:-[O0])?"
    r"|\d{1,2}[-x:]\d{1,2}"
    r")(?![\w/])"
)
# Results are said as written (1-0, 0-2, 1/2-1/2): scores, not moves.
RESULT = re.compile(r"(?<![\w/])(?:1-0|0-1|1/2-1/2|2-0|0-2|1-1)(?![\w/])")
# The examples of what to type that a "not understood" sentence gives (e4, Кf3, 0-0):
# notation to type, not a move of the game.
EXAMPLES = re.compile(r"e4, \S+f3, 0-0")

GAMES = {
    # The Opera game, the player with White; yes as a Ukrainian types it.
    "uk": (
        ["play", "--plain", "--time", "40/90+30", "--white", "Anna", "--black", "Bert"],
        "e4|так|e5|добре|Nf3|ага|d6|так|хто ходить|d4|так|Bg4|так|скільки часу|dxe5|так|"
        "Bxf3|ок|Qxf3|так|dxe5|так|Bc4|так|Nf6|так|Qb3|так|Qe7|так|Nc3|так|c6|так|Bg5|так|"
        "b5|так|Nxb5|так|xx|так|cxb5|так|Bxb5+|так|Nbd7|так|O-O-O|так|Rd8|так|Rxd7|так|"
        "Rxd7|так|Rd1|так|Qe6|так|Bxd7+|так|Nxd7|так|Qb8+|так|Nxb8|так|Rd8#|так|"
        "ходи|останній хід|вихід",
    ),
    # A short game in assistant mode, in Russian, with a move replaced while it waits.
    "ru": (
        ["play", "--plain", "--mode", "assistant", "--time", "90+30"],
        "e4|да|e5|конечно|Nf3|хорошо|Nc6|да|Bc4|Bb5|да|a6|да, всё верно|кто ходит|Ba4|да|"
        "Nf6|да|O-O|да|сколько времени|Be7|да|ходы|белые сдались|да|выход",
    ),
    # Draughts on 64 squares in Polish.
    "pl": (
        ["--rules", "draughts-64", "play", "--plain", "--mode", "assistant", "--time", "90"],
        "c3-d4|tak|f6-e5|jasne|d4xf6|zgoda|g7xe5|no tak|kto ma ruch|b2-c3|tak|ile czasu|"
        "e7-f6|tak jest|ruchy|białe się poddały|tak|koniec",
    ),
    # The player with Black, in German.
    "de": (
        ["play", "--plain", "--side", "black", "--time", "G/60"],
        "e4|ja|e5|genau|Nf3|jawohl|Nc6|klar|wer ist am Zug|Bb5|ja|a6|ja|wie viel Zeit|"
        "Feld e4|Züge|ich gebe auf|ja|ende",
    ),
}


def english_words(lang):
    """Latin words of hektor's English messages that `lang`'s own messages never use, and
    the English names of commands and speech backends that are not `lang`'s own command
    names (a message may hold them wrongly, so its words cannot excuse them)."""

    def words_of(code, only_names=False, vocabulary=False):
        found = set()
        for path in glob.glob(f"locales/{code}/*.ftl"):
            if path.endswith("openings.ftl") or path.endswith("vocabulary.ftl") != vocabulary:
                continue
            with open(path, encoding="utf-8") as file:
                for line in file:
                    if line.startswith("#") or "=" not in line:
                        continue
                    key, text = line.split("=", 1)
                    if only_names and "words-" not in key:
                        continue
                    text = re.sub(r"\{[^}]*\}", " ", text)
                    found.update(w.lower() for w in re.findall(r"[A-Za-z]{2,}", text))
        return found

    commands = words_of("en", only_names=True) | set(BACKENDS)
    # The language's own words for squares and pieces (Polish `be`, `ce` for b, c).
    own = {w.lower() for w in FIDE | NAMES} | words_of(lang, vocabulary=True)
    return (words_of("en") - words_of(lang) | commands - words_of(lang, only_names=True)) - own


def recorder(config, heard):
    """Writes `config`: a speech command that appends each utterance to `heard` as
    voice TAB text, and no earcons."""
    with open(config, "w", encoding="utf-8") as file:
        file.write(
            'speech_command = ["sh", "-c", "printf \'%s\\\\t%s\\\\n\' \\"$0\\" \\"$1\\" >> '
            + heard
            + '", "{voice}", "{text}"]\nearcons = false\n'
        )


def typed(child, lines, kill=False):
    """Types `lines` (split at `|`) into `child` about 0.3 s apart, as a person types;
    then ends its input, or kills it with SIGKILL when `kill`, and waits for it."""
    for line in lines.split("|"):
        time.sleep(0.3)
        child.stdin.write(line.encode() + b"\n")
        child.stdin.flush()
    time.sleep(1.5)
    if kill:
        child.send_signal(signal.SIGKILL)
    else:
        child.stdin.close()
    try:
        child.wait(timeout=60)
    except subprocess.TimeoutExpired:
        child.kill()
    time.sleep(0.5)


def heard_in(heard):
    """The utterances recorded in `heard`, as (voice, text)."""
    with open(heard, encoding="utf-8") as file:
        return [tuple(l.rstrip("\n").split("\t", 1)) for l in file if "\t" in l]


def play(binary, lang, args, lines, folder):
    """One game typed line by line: the utterances heard, as (voice, text)."""
    heard = os.path.join(folder, f"heard-{lang}.txt")
    config = os.path.join(folder, f"config-{lang}.toml")
    recorder(config, heard)
    env = dict(os.environ, HEKTOR_HOME=os.path.join(folder, lang), LANG="C.UTF-8")
    child = subprocess.Popen(
        [binary, "--speech", "command", "--config", config, "--lang", lang, *args],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
    )
    typed(child, lines)
    return heard_in(heard)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default="target/debug/hektor")
    options = parser.parse_args()
    binary = os.path.abspath(options.bin)
    notation_total = english_total = utterances = 0
    with tempfile.TemporaryDirectory(prefix="hektor-by-ear-") as folder:
        for lang, (args, lines) in GAMES.items():
            heard = play(binary, lang, args, lines, folder)
            english = english_words(lang)
            notation, foreign = [], []
            for voice, text in heard:
                spoken = re.sub(r"\S*/\S*", " ", RESULT.sub(" ", EXAMPLES.sub(" ", text)))
                if NOTATION.search(spoken):
                    notation.append((voice, text))
                words = {w.lower() for w in re.findall(r"[A-Za-z]{2,}", spoken)}
                if words & english:
                    foreign.append((voice, text, sorted(words & english)))
            utterances += len(heard)
            notation_total += len(notation)
            english_total += len(foreign)
            print(f"{lang}: {len(heard)} utterances, {len(notation)} with notation, "
                  f"{len(foreign)} with English words")
            for voice, text in notation:
                print(f"  notation [{voice}] {text}")
            for voice, text, words in foreign:
                print(f"  English {words} [{voice}] {text}")
    print(f"{utterances} utterances: {notation_total} with a move not in the style's words, "
          f"{english_total} with English words in a non-English session.")
    return 1 if notation_total or english_total else 0


if __name__ == "__main__":
    sys.exit(main())

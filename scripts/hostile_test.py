#!/usr/bin/env python3
"""The hostile test of hektor: what a power cut, a bad file or a stray device does to it.

Part one kills a scripted game with SIGKILL at a random moment, N times, and resumes it:
every move hektor said "Recorded." for must be in the game file after the resume, and the
resume must work (also after a kill in the first milliseconds, which leaves an empty file).

Part two runs every command that reads a file (check, replay, export, reconcile, play
--resume) against hostile inputs (a FIFO, /dev/zero, /dev/urandom, a file of NULs, a huge
game, deep variations, escape sequences, damaged game files ...) under a deadline, and
reads each run's peak memory from the kernel (wait4's ru_maxrss).

Part three tries the faults a fourth reliability test found (issue 36,
scripts/hostile_faults.py): a full disk at the end of a game and under an export, exports
onto links and FIFOs and killed mid-write, the terminal window closed, speech that cannot
speak or never returns, hostile config files, impossible clocks, odd encodings.

It prints the figures (trials, moves lost, resumes failed, panics, hangs, peak memory per
command) as Markdown tables, the form RELIABILITY.md keeps them in. Usage:

    scripts/hostile-test.sh [--trials N] [--big-mb M] [--kills K] [--only PART] [--bin PATH]
"""

import argparse
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

import hostile_faults
from hostile_faults import OPERA


DEADLINE_S = 30
GNU_TIME = os.access("/usr/bin/time", os.X_OK)
PANIC = re.compile(rb"panicked at|RUST_BACKTRACE")


def environment(home):
    """A private home, config and data folder for every run, speech as printed lines."""
    env = dict(os.environ)
    env.update(
        HOME=home,
        XDG_CONFIG_HOME=os.path.join(home, "config"),
        XDG_DATA_HOME=os.path.join(home, "data"),
        LANG="C.UTF-8",
    )
    return env


def run(binary, args, env, stdin_bytes=b"", deadline=DEADLINE_S):
    """Runs hektor once: (exit status or None on a hang, peak KiB, stdout, stderr, secs)."""
    started = time.monotonic()
    # GNU time reads hektor's own peak; wait4's counts the memory of this script's fork.
    peak_file = os.path.join(env["HOME"], "peak.txt")
    measure = ["/usr/bin/time", "-q", "-f", "%M", "-o", peak_file] if GNU_TIME else []
    child = subprocess.Popen(
        [*measure, binary, "--speech", "text", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=env["HOME"],
        start_new_session=True,
    )
    out, err = [], []

    def drain(stream, sink):
        while True:
            chunk = stream.read(65536)
            if not chunk:
                return
            if sum(map(len, sink)) < 4 << 20:
                sink.append(chunk)

    readers = [
        threading.Thread(target=drain, args=(child.stdout, out), daemon=True),
        threading.Thread(target=drain, args=(child.stderr, err), daemon=True),
    ]
    for reader in readers:
        reader.start()
    try:
        child.stdin.write(stdin_bytes)
        child.stdin.close()
    except BrokenPipeError:
        pass
    status, rusage, hung = None, None, False
    while True:
        pid, raw, rusage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            status = os.waitstatus_to_exitcode(raw)
            break
        if time.monotonic() - started > deadline:
            hung = True
            os.killpg(child.pid, signal.SIGKILL)
            _, raw, rusage = os.wait4(child.pid, 0)
            break
        time.sleep(0.02)
    child.returncode = status
    for reader in readers:
        reader.join(timeout=5)
    peak = rusage.ru_maxrss
    if GNU_TIME and not hung:
        try:
            with open(peak_file) as file:
                peak = int(file.read().split()[-1])
        except (OSError, ValueError, IndexError):
            pass
    return (
        None if hung else status,
        peak,
        b"".join(out),
        b"".join(err),
        time.monotonic() - started,
    )


def journal_moves(path):
    """The moves of a game file, read independently of hektor: moves minus undos."""
    moves = []
    try:
        with open(path, "rb") as file:
            for line in file:
                text = line.strip().lstrip(b"\xef\xbb\xbf").strip(b"\0")
                if not text:
                    continue
                if b'"event":"move"' in text:
                    found = re.search(rb'"san":"([^"]*)"', text)
                    if found and line.endswith(b"\n"):
                        moves.append(found.group(1).decode())
                elif b'"event":"undo"' in text and moves:
                    moves.pop()
    except FileNotFoundError:
        pass
    return moves


def latest_entry_ms(path):
    """The time of the last complete entry of a game file (0 when there is none)."""
    latest = 0
    try:
        with open(path, "rb") as file:
            for line in file:
                found = re.match(rb'\{"at_ms":(\d+),', line)
                if found and line.endswith(b"\n"):
                    latest = max(latest, int(found.group(1)))
    except FileNotFoundError:
        pass
    return latest


def kill_trial(binary, home, rng):
    """One game killed at a random moment and resumed: (said, kept, resumed, panicked,
    seconds of clock time since the last entry written)."""
    env = environment(home)
    game = os.path.join(home, "trial.jsonl")
    for leftover in os.listdir(home):
        if leftover.startswith("trial.jsonl"):
            os.remove(os.path.join(home, leftover))
    child = subprocess.Popen(
        [binary, "--speech", "text", "play", "--plain", "--mode", "assistant",
         "--style", "san", "--time", "40/90+30", "--save", game],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=env, cwd=home,
    )
    said = 0
    plies = rng.randint(0, len(OPERA))
    # One kill in ten comes in the first milliseconds of the game.
    early = rng.random() < 0.1
    if early:
        time.sleep(rng.uniform(0, 0.03))
    else:
        for san in OPERA[:plies]:
            child.stdin.write(f"{san}\ny\n".encode())
            child.stdin.flush()
            while True:
                line = child.stdout.readline()
                if not line:
                    break
                if line.strip() == b"Recorded.":
                    said += 1
                    break
        # One kill in ten comes while a player thinks, up to 12 s (the clock runs; its
        # reading is written every 10 s); the others while one more move is confirmed.
        if plies and rng.random() < 0.1:
            time.sleep(rng.uniform(0, 12))
        elif plies < len(OPERA):
            child.stdin.write(f"{OPERA[plies]}\ny\n".encode())
            child.stdin.flush()
            time.sleep(rng.uniform(0, 0.02))
    killed_ms = time.time() * 1000
    child.kill()
    child.wait()
    stderr = child.stderr.read()
    # The clock time a resume cannot know of: from the last entry written to the kill.
    last_ms = latest_entry_ms(game)
    clock_gap_s = (killed_ms - last_ms) / 1000 if last_ms else 0.0
    status, _, out, err, _ = run(binary, ["play", "--plain", "--resume", game], env,
                                 b"quit\n")
    kept = journal_moves(game)
    # A kill before the game file was made leaves nothing to resume: that is no failure.
    never_made = said == 0 and not os.path.exists(game) and b"does not exist" in err
    resumed = never_made or (status == 0 and (b"resumed" in out or b"New game" in out))
    panicked = bool(PANIC.search(stderr) or PANIC.search(err))
    if not resumed and os.environ.get("HOSTILE_VERBOSE"):
        print(f"resume failed ({status}): {(err or out)[:300]!r}", file=sys.stderr)
    return said, len(kept), resumed, panicked, clock_gap_s


def hostile_inputs(folder, big_mb):
    """The hostile files, by name: path (or device) to read."""
    inputs = {}

    def write(name, data):
        path = os.path.join(folder, name)
        with open(path, "wb") as file:
            file.write(data)
        inputs[name] = path

    fifo = os.path.join(folder, "pipe.fifo")
    os.mkfifo(fifo)
    inputs["a FIFO"] = fifo
    inputs["/dev/zero"] = "/dev/zero"
    inputs["/dev/urandom"] = "/dev/urandom"
    inputs["a folder"] = folder
    path = os.path.join(folder, "nul.pgn")
    with open(path, "wb") as file:
        block = b"\0" * (1 << 20)
        for _ in range(big_mb):
            file.write(block)
    inputs[f"{big_mb} MB of NULs"] = path
    write("random.pgn", random.Random(7).randbytes(1 << 20))
    knights = " ".join(
        f"{n}. Nf3 Nf6 {n + 1}. Ng1 Ng8" for n in range(1, 2 * 200_000, 2)
    )
    write("long-game.pgn", b'[Event "long"]\n\n' + knights.encode() + b" *\n")
    nested = "1. e4 " + "(1. d4 " * 20_000 + ")" * 20_000 + " e5 *"
    write("deep.pgn", b'[Event "deep"]\n\n' + nested.encode() + b"\n")
    siblings = "1. e4 " + " ".join(f"(1. d4 {{v{n}}})" for n in range(10_000)) + " e5 *"
    write("siblings.pgn", b'[Event "wide"]\n\n' + siblings.encode() + b"\n")
    escape = (
        b'[Event "\x1b[2J\x1b]0;owned\x07"]\n[White "A\x1b[?1049h"]\n[Black "B\x9b31m"]\n\n'
        b"1. e4 {\x1b[31mred} e5 2. Nf3\x1b[?1049h Nc6 *\n"
    )
    write("escape.pgn", escape)
    write("long-line.pgn", b'[Event "x"]\n\n1. e4 {' + b"a" * (10 << 20) + b"} e5 *\n")
    write("bom.pgn", b"\xef\xbb\xbf" + b'[Event "bom"]\n\n1. e4 e5 *\n')
    start = (
        b'{"at_ms":1,"event":"start","tags":{"event":"","site":"","date":"","round":"",'
        b'"board":"","white":"","black":"","time_control":null},"start_fen":null,'
        b'"settings":{}}\n'
    )
    move = b'{"at_ms":2,"event":"move","san":"%s","uci":"%s","unix_ms":2,"white_ms":null,"black_ms":null,"draw_offer":false}\n'
    moves = [(b"e4", b"e2e4"), (b"e5", b"e7e5"), (b"Nf3", b"g1f3"), (b"Nc6", b"b8c6")]
    body = [move % m for m in moves]
    write("damaged.jsonl", start + body[0] + b"{ broken\n" + b"".join(body[1:]))
    write("bom.jsonl", b"\xef\xbb\xbf" + start + b"".join(body))
    write("blank-first.jsonl", b"\n" + start + b"".join(body))
    write("nul-tail.jsonl", start + b"".join(body) + b"\0" * 4096)
    write("empty.jsonl", b"")
    return inputs


def commands_for(path, folder):
    """Every command that reads a file, as (name, arguments, standard input)."""
    out = os.path.join(folder, "out.txt")
    other = os.path.join(folder, "sheet.pgn")
    return [
        ("check", ["check", path], b""),
        ("replay", ["replay", "--plain", path], b"\n\n\nq\n"),
        ("export pgn", ["export", path, "--format", "pgn"], b""),
        ("export text", ["export", path, "--format", "text", "-o", out, "--force"], b""),
        ("reconcile", ["reconcile", "--sheet", path, "--sheet", other], b""),
        ("play --resume", ["play", "--plain", "--resume", path], b"quit\n"),
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=100)
    parser.add_argument("--big-mb", type=int, default=1024)
    parser.add_argument("--bin", default="target/release/hektor")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kills", type=int, default=100,
                        help="exports killed mid-write in part three")
    parser.add_argument("--only", choices=["kills", "files", "faults"],
                        help="run one part alone")
    options = parser.parse_args()
    binary = os.path.abspath(options.bin)
    rng = random.Random(options.seed)

    with tempfile.TemporaryDirectory(prefix="hektor-hostile-") as home:
        failed_any = False
        if options.only in (None, "kills"):
            failed_any |= kill_trials(binary, home, rng, options.trials)
        if options.only in (None, "files"):
            failed_any |= hostile_files(binary, home, options.big_mb)
        if options.only in (None, "faults"):
            failed_any |= faults(binary, home, options.kills)
    return 1 if failed_any else 0


def kill_trials(binary, home, rng, trials):
    """Part one: prints its table; whether a move was lost, a resume failed or it panicked."""
    said = kept = lost = failed = panics = 0
    clock_gap = 0.0
    started = time.monotonic()
    for _ in range(trials):
        trial_said, trial_kept, resumed, panicked, gap = kill_trial(binary, home, rng)
        clock_gap = max(clock_gap, gap)
        said += trial_said
        kept += min(trial_kept, trial_said)
        lost += max(0, trial_said - trial_kept)
        failed += 0 if resumed else 1
        panics += 1 if panicked else 0
    print("## kill -9 trials\n")
    print("| trials | moves said recorded | moves kept | moves lost | resumes failed | panics "
          "| clock time not in the file at the kill (max) | seconds |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(f"| {trials} | {said} | {kept} | {lost} | {failed} | {panics} | "
          f"{clock_gap:.2f} s | {time.monotonic() - started:.0f} |\n")
    return bool(lost or failed or panics)


def hostile_files(binary, home, big_mb):
    """Part two: prints its tables; whether a run hung, panicked or printed an escape."""
    folder = os.path.join(home, "hostile")
    os.mkdir(folder)
    with open(os.path.join(folder, "sheet.pgn"), "wb") as file:
        file.write(b'[Event "sheet"]\n\n1. e4 e5 2. Nf3 *\n')
    env = environment(home)
    print("## hostile files\n")
    print("| input | command | exit | peak MB | seconds | hang | panic | escape bytes |")
    print("|---|---|---:|---:|---:|---|---|---|")
    worst = {}
    runs = hangs = panicked = escapes = 0
    for name, path in hostile_inputs(folder, big_mb).items():
        for command, args, stdin in commands_for(path, folder):
            status, peak_kib, out, err, secs = run(binary, args, env, stdin)
            runs += 1
            hang = status is None
            panic = bool(PANIC.search(err) or PANIC.search(out))
            escape = b"\x1b" in out or b"\x1b" in err or b"\x9b" in out
            hangs += hang
            panicked += panic
            escapes += escape
            mb = peak_kib / 1024
            worst[command] = max(worst.get(command, 0), mb)
            print(f"| {name} | {command} | {status if status is not None else '-'} | "
                  f"{mb:.0f} | {secs:.1f} | {'HANG' if hang else ''} | "
                  f"{'PANIC' if panic else ''} | {'ESC' if escape else ''} |")
    print(f"\n{runs} runs: {hangs} hangs, {panicked} panics, {escapes} with escape bytes.\n")
    print("| command | peak MB over all inputs |")
    print("|---|---:|")
    for command, mb in worst.items():
        print(f"| {command} | {mb:.0f} |")
    return bool(hangs or panicked or escapes)


def faults(binary, home, kills):
    """Part three: the faults of issue 36 (scripts/hostile_faults.py), a row each."""
    folder = os.path.join(home, "faults")
    os.mkdir(folder)
    env = environment(folder)
    print("\n## the faults of issue 36\n")
    print("| case | figure | held |")
    print("|---|---|---|")
    failures = 0
    for what, figure, held in hostile_faults.run_all(binary, env, kills):
        failures += not held
        print(f"| {what} | {figure} | {'yes' if held else 'NO'} |")
    print(f"\n{failures} cases did not hold.")
    return failures > 0


if __name__ == "__main__":
    sys.exit(main())

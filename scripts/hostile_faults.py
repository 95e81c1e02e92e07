"""Part three of the hostile test: the faults of issue 36, each tried on the real binary.

Each case is a moment where hektor once said something false, hung, or harmed a file: a
full disk at the end of a game and under an export, an export onto a link or a FIFO, the
terminal window closed, a speech engine that cannot speak or never returns, a hostile
config file, an export killed mid-write, an impossible clock reading, and the same odd
encoding read by every command. A case returns rows of (what, figure, verdict); a verdict
of False fails the run. Cases that need root (a small tmpfs), tmux or speech-dispatcher
say so in their row when these are missing, and do not fail.
"""

import glob
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time

# The Opera game (Morphy, Paris 1858): 33 plies, checks and a mate, castling long.
OPERA = (
    "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 "
    "Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#"
).split()
SAVED = re.compile(rb"game is saved|scoresheet is written|sheet is written", re.I)
HUGE_CLOCK = re.compile(rb"2562047788015|5124095576030|9223372036854775807")


def _root():
    return os.geteuid() == 0


class Tmpfs:
    """A tmpfs of `size` mounted on a new folder for the length of a `with` block."""

    def __init__(self, size="64k"):
        self.size = size
        self.path = None

    def __enter__(self):
        self.path = tempfile.mkdtemp(prefix="hektor-full-")
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={self.size}", "none", self.path],
                       check=True)
        return self.path

    def __exit__(self, *_):
        subprocess.run(["umount", "-l", self.path], check=False)
        os.rmdir(self.path)


def fill(folder):
    """Fills the file system of `folder` to the last byte."""
    for name, block in (("filler", 1024), ("filler-small", 1)):
        try:
            fd = os.open(os.path.join(folder, name), os.O_WRONLY | os.O_CREAT, 0o644)
        except OSError:
            return
        try:
            while os.write(fd, b"\0" * block):
                pass
        except OSError:
            pass
        finally:
            os.close(fd)


class Session:
    """A plain-mode session fed line by line, its output read until a deadline."""

    def __init__(self, binary, env, args, speech=("--speech", "text")):
        self.child = subprocess.Popen(
            [binary, *speech, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=env, cwd=env["HOME"], start_new_session=True)
        os.set_blocking(self.child.stdout.fileno(), False)
        self.out = b""

    def read_until(self, wanted, seconds=10.0):
        """Reads output until `wanted` (bytes) has come `count` times more, or the deadline."""
        start = len(self.out)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and wanted not in self.out[start:]:
            chunk = self.child.stdout.read()
            if chunk:
                self.out += chunk
            else:
                time.sleep(0.02)
        return wanted in self.out[start:]

    def send(self, line, pause=0.3):
        try:
            self.child.stdin.write(line.encode() + b"\n")
            self.child.stdin.flush()
        except BrokenPipeError:
            pass
        time.sleep(pause)

    def finish(self, seconds=20.0):
        """Closes the input and waits: (exit status or None on a hang, stdout, stderr)."""
        try:
            self.child.stdin.close()
        except BrokenPipeError:
            pass
        try:
            self.child.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            os.killpg(self.child.pid, signal.SIGKILL)
            self.child.wait()
            return None, self.out, self.child.stderr.read()
        os.set_blocking(self.child.stdout.fileno(), True)
        self.out += self.child.stdout.read()
        return self.child.returncode, self.out, self.child.stderr.read()


def play_moves(session, moves):
    """Enters and confirms moves in assistant mode, each until it is answered."""
    for san in moves:
        session.send(san, 0.05)
        session.send("y", 0.05)
        session.read_until(b"\n", 2.0)
        time.sleep(0.3)


def assistant_game(binary, env, save):
    """A plain assistant-mode session saving to `save`."""
    return Session(binary, env, ["play", "--plain", "--mode", "assistant", "--style", "san",
                                 "--save", save])


def exported_in_session(binary, env, save, path):
    """A game of two moves exported to `path` in the session (yes to replacing it), then
    quit: (exit status or None on a hang, stdout, stderr)."""
    session = assistant_game(binary, env, save)
    play_moves(session, ["e4", "e5"])
    session.send(f"export pgn {path}")
    session.send("yes")
    session.send("quit")
    return session.finish()


def full_disk_end(binary, env):
    """Item 1: the Opera game, the disk filled while it is played (when the game file's
    last page has too little room left for one more entry): it ends by mate with entries
    waiting in memory, and is said saved, and ends with status 0, only if it is."""
    if not _root():
        return [("full disk at the end of a game", "not run: needs root for a tmpfs", True)]
    with Tmpfs("256k") as disk:
        game = os.path.join(disk, "game.jsonl")
        session = assistant_game(binary, env, game)
        before = None
        for index, san in enumerate(OPERA):
            play_moves(session, [san])
            room = -os.path.getsize(game) % 4096 if os.path.exists(game) else 4096
            if before is None and (room < 220 or index == len(OPERA) - 4):
                before = len(session.out)
                fill(disk)
        session.send("quit")
        session.send("quit")
        status, out, err = session.finish()
        with open(game, "rb") as file:
            written = file.read()
    kept = written.count(b'"event":"move"')
    complete = kept == len(OPERA) and b'"event":"end"' in written
    said_saved = bool(re.search(rb"game is saved", out[before or 0:] + err, re.I))
    return [("full disk at the end of a game: moves played, moves in the file",
             f"{len(OPERA)}, {kept}", True),
            ("full disk at the end of a game: said saved", said_saved, said_saved == complete),
            ("full disk at the end of a game: exit status", status,
             status is not None and (status == 0) == complete)]


def export_full_disk(binary, env):
    """Item 2: an in-session export over an existing file on a full disk leaves it whole."""
    if not _root():
        return [("in-session export on a full disk", "not run: needs root for a tmpfs", True)]
    old = b'[Event "kept"]\n\n1. d4 d5 *\n' * 40
    with Tmpfs() as disk:
        sheet = os.path.join(disk, "sheet.pgn")
        with open(sheet, "wb") as file:
            file.write(old)
        fill(disk)
        save = os.path.join(env["HOME"], "e2.jsonl")
        status, out, err = exported_in_session(binary, env, save, sheet)
        with open(sheet, "rb") as file:
            kept = file.read() == old
    said_written = bool(re.search(rb"is written to", out + err))
    return [("in-session export on a full disk: old file intact", kept, kept),
            ("in-session export on a full disk: says written", said_written, not said_written),
            ("in-session export on a full disk: exit", status, status is not None)]


def export_links_and_fifos(binary, env):
    """Items 3 and 4: an export never writes through a link, never opens a FIFO."""
    folder = tempfile.mkdtemp(dir=env["HOME"])
    target = os.path.join(folder, "other.txt")
    with open(target, "wb") as file:
        file.write(b"not a scoresheet\n")
    link = os.path.join(folder, "sheet.pgn")
    os.symlink(target, link)
    status, _, _ = exported_in_session(binary, env, os.path.join(folder, "g.jsonl"), link)
    with open(target, "rb") as file:
        untouched = file.read() == b"not a scoresheet\n"
    game = os.path.join(folder, "g.jsonl")
    cli_link = os.path.join(folder, "cli.pgn")
    os.symlink(target, cli_link)
    subprocess.run([binary, "--speech", "text", "export", game, "--format", "pgn", "-o",
                    cli_link, "--force"], env=env, capture_output=True, timeout=30)
    with open(target, "rb") as file:
        untouched_cli = file.read() == b"not a scoresheet\n"
    fifo = os.path.join(folder, "out.fifo")
    os.mkfifo(fifo)
    started = time.monotonic()
    try:
        done = subprocess.run([binary, "--speech", "text", "export", game, "--format", "pgn",
                               "-o", fifo, "--force"], env=env, capture_output=True, timeout=10)
        fifo_status = done.returncode
    except subprocess.TimeoutExpired:
        fifo_status = None
    seconds = time.monotonic() - started
    shutil.rmtree(folder)
    return [
        ("in-session export onto a link: the linked file untouched", untouched and status == 0,
         untouched),
        ("export -o LINK --force: the linked file untouched", untouched_cli, untouched_cli),
        ("export -o FIFO --force: exit, seconds", f"{fifo_status}, {seconds:.1f}",
         fifo_status not in (0, None)),
    ]


def terminal_closed(binary, env):
    """Item 5: the full screen's terminal goes away: hektor exits at once, clock kept."""
    if not shutil.which("tmux"):
        return [("terminal closed", "not run: tmux is missing", True)]
    game = os.path.join(env["HOME"], "closed.jsonl")
    name = f"hostile{os.getpid()}"
    socket = os.path.join(env["HOME"], "tmux.sock")
    command = (f"exec {binary} --speech text --lang en play --mode assistant --time 90+30 "
               f"--save {game}")
    subprocess.run(["tmux", "-S", socket, "new-session", "-d", "-s", name, "-x", "100", "-y",
                    "30", command], env=env, check=True)
    pid = int(subprocess.run(["tmux", "-S", socket, "list-panes", "-t", name, "-F",
                              "#{pane_pid}"], capture_output=True, text=True,
                             env=env).stdout.split()[0])
    time.sleep(1.5)
    for keys in (["e4", "Enter"], ["y", "Enter"]):
        subprocess.run(["tmux", "-S", socket, "send-keys", "-t", name, *keys], env=env)
        time.sleep(0.5)
    time.sleep(6)
    killed = time.monotonic()
    killed_ms = time.time() * 1000
    subprocess.run(["tmux", "-S", socket, "kill-server"], env=env)
    while os.path.exists(f"/proc/{pid}") and time.monotonic() - killed < 15:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().split(")")[-1].split()[0] == "Z":
                    break
        except OSError:
            break
        time.sleep(0.01)
    gone_after = time.monotonic() - killed
    latest = 0
    with open(game, "rb") as file:
        for line in file:
            found = re.match(rb'\{"at_ms":(\d+),', line)
            if found:
                latest = max(latest, int(found.group(1)))
    gap = (killed_ms - latest) / 1000 if latest else float("inf")
    return [("terminal closed: seconds to exit", f"{gone_after:.2f}", gone_after < 1.0),
            ("terminal closed: thinking time not in the file", f"{gap:.2f} s", gap < 1.0)]


def speech_without_sound(binary, env, sessions=4):
    """Item 6: speech-dispatcher that cannot open its sound output: every session starts."""
    daemon = shutil.which("speech-dispatcher")
    if not daemon:
        return [("speech-dispatcher without sound", "not run: speech-dispatcher missing", True)]
    home = tempfile.mkdtemp(dir=env["HOME"])
    config = os.path.join(home, "config", "speech-dispatcher")
    os.makedirs(os.path.join(config, "modules"))
    runtime = os.path.join(home, "runtime")
    os.makedirs(runtime, mode=0o700)
    with open(os.path.join(config, "speechd.conf"), "w") as file:
        file.write('AudioOutputMethod "alsa"\nAudioALSADevice "nosuchdevice"\n'
                   'DefaultModule espeak-ng\n'
                   'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nTimeout 15\n')
    open(os.path.join(config, "modules", "espeak-ng.conf"), "w").close()
    asound = os.path.join(home, "asound.conf")
    with open(asound, "w") as file:
        file.write("pcm.!default { type plug slave.pcm \"nosuchdevice\" }\n")
    speech_env = dict(env, XDG_CONFIG_HOME=os.path.join(home, "config"),
                      XDG_RUNTIME_DIR=runtime,
                      ALSA_CONFIG_PATH=f"/usr/share/alsa/alsa.conf:{asound}",
                      HEKTOR_HOME=os.path.join(home, "hektor"))
    speech_env.pop("SPEECHD_ADDRESS", None)
    hangs, slowest, fell_back = 0, 0.0, 0
    for _ in range(sessions):
        started = time.monotonic()
        session = Session(binary, speech_env, ["--lang", "en", "play", "--plain"], speech=())
        session.send("quit", 0.5)
        status, out, err = session.finish(seconds=30)
        slowest = max(slowest, time.monotonic() - started)
        hangs += status is None
        fell_back += b"Speech output" in out + err
    for pidfile in glob.glob(os.path.join(runtime, "speech-dispatcher", "pid", "*.pid")):
        try:
            with open(pidfile) as file:
                os.kill(int(file.read().strip()), signal.SIGTERM)
        except (OSError, ValueError):
            pass
    return [(f"speech-dispatcher without sound: sessions hung of {sessions}", hangs, hangs == 0),
            ("speech-dispatcher without sound: slowest session", f"{slowest:.1f} s", True),
            ("speech-dispatcher without sound: sessions saying which speech", fell_back, True)]


def _children_left(marker):
    """Processes whose command line holds `marker`."""
    left = []
    for cmdline in glob.glob("/proc/[0-9]*/cmdline"):
        try:
            with open(cmdline, "rb") as file:
                if marker.encode() in file.read():
                    left.append(cmdline.split("/")[2])
        except OSError:
            pass
    return left


def speech_command_hangs(binary, env):
    """Item 7: a speech command that never returns is stopped, said once, and not left."""
    home = tempfile.mkdtemp(dir=env["HOME"])
    marker = f"100000.{os.getpid()}{int(time.time()) % 100000}"
    config = os.path.join(home, "config.toml")
    with open(config, "w") as file:
        file.write(f'speech_command = ["sleep", "{marker}"]\n')
    session = Session(binary, env, ["--config", config, "--lang", "en", "play", "--plain"],
                      speech=("--speech", "command"))
    # The first utterance is stopped 3 s + 150 ms a character after it began.
    session.send("help", 0.5)
    session.send("turn", 20.0)
    session.send("quit", 0.5)
    status, out, err = session.finish(seconds=30)
    time.sleep(0.3)
    left = _children_left(marker)
    for pid in left:
        try:
            os.kill(int(pid), signal.SIGKILL)
        except OSError:
            pass
    reported = len(re.findall(rb"did not finish", out + err))
    return [("speech command that hangs: exit", status, status is not None),
            ("speech command that hangs: times reported", reported, reported >= 1),
            ("speech command that hangs: children left after exit", len(left), not left)]


def hostile_config(binary, env):
    """Items 8 and 9: control characters, bytes that are not UTF-8, 10,000 unknown keys."""
    home = tempfile.mkdtemp(dir=env["HOME"])
    rows = []

    def start(name, body):
        path = os.path.join(home, name)
        with open(path, "wb") as file:
            file.write(body)
        started = time.monotonic()
        done = subprocess.run([binary, "--speech", "text", "--config", path, "--lang", "en",
                               "play", "--plain"], input=b"quit\n", capture_output=True,
                              env=env, timeout=60)
        return done, time.monotonic() - started

    done, _ = start("escape.toml", 'sound_device = "\\u001b[2J\\u001b]0;owned\\u0007 \\u202e"\n'
                                   .encode())
    raw = b"\x1b" in done.stdout + done.stderr or "\u202e".encode() in done.stdout + done.stderr
    rows.append(("config with ESC and U+202E: raw bytes printed", raw, not raw))
    for name, body in (("NUL", b'earcons = false\nlang = "en\0"\n'),
                       ("Latin-1", b'earcons = false\n# caf\xe9\n')):
        done, _ = start(f"{name}.toml", body)
        names_line = b"line" in done.stdout + done.stderr or b"Line" in done.stdout + done.stderr
        rows.append((f"config with a {name} byte: exit, line named",
                     f"{done.returncode}, {names_line}", done.returncode == 0 and names_line))
    keys = "".join(f"unknown_{n} = {n}\n" for n in range(10_000)).encode()
    done, seconds = start("keys.toml", keys)
    size = len(done.stdout) + len(done.stderr)
    rows.append(("config with 10,000 unknown keys: bytes printed, seconds",
                 f"{size}, {seconds:.2f}", size < 8192 and done.returncode == 0))
    return rows


def export_killed(binary, env, trials):
    """Item 10: an export killed mid-write leaves a temporary file; the next export to the
    folder removes it."""
    folder = tempfile.mkdtemp(dir=env["HOME"])
    source = os.path.join(folder, "long.pgn")
    knights = " ".join(f"{n}. Nf3 Nf6 {n + 1}. Ng1 Ng8" for n in range(1, 2 * 20_000, 2))
    with open(source, "w") as file:
        for game in range(20):
            file.write(f'[Event "g{game}"]\n\n{knights} *\n\n')
    out = os.path.join(folder, "out", "sheet.txt")
    os.mkdir(os.path.dirname(out))
    left_by_kills = 0
    rng = __import__("random").Random(36)
    for _ in range(trials):
        child = subprocess.Popen([binary, "--speech", "text", "export", source, "--all",
                                  "--format", "text", "-o", out, "--force"], env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, 0.4))
        child.kill()
        child.wait()
        left_by_kills += bool(glob.glob(os.path.join(os.path.dirname(out), ".hektor-export-*")))
    before = len(glob.glob(os.path.join(os.path.dirname(out), ".hektor-export-*")))
    subprocess.run([binary, "--speech", "text", "export", source, "--game", "1", "--format",
                    "pgn", "-o", out, "--force"], env=env, capture_output=True, timeout=60)
    after = len(glob.glob(os.path.join(os.path.dirname(out), ".hektor-export-*")))
    shutil.rmtree(folder)
    return [(f"export -o killed mid-write ({trials} kills): kills leaving a temporary file",
             left_by_kills, True),
            ("temporary files before the next export, after it", f"{before}, {after}",
             after == 0)]


def impossible_clock(binary, env):
    """Item 11: a clock reading beyond any game's time is a damaged entry."""
    folder = tempfile.mkdtemp(dir=env["HOME"])
    game = os.path.join(folder, "clock.jsonl")
    start = (b'{"at_ms":1,"event":"start","tags":{"event":"","site":"","date":"","round":"",'
             b'"board":"","white":"","black":"","time_control":"40/5400+30"},'
             b'"start_fen":null,"settings":{}}\n')
    move = (b'{"at_ms":2,"event":"move","san":"%s","uci":"%s","unix_ms":2,'
            b'"white_ms":%d,"black_ms":5400000,"draw_offer":false}\n')
    with open(game, "wb") as file:
        file.write(start + move % (b"e4", b"e2e4", 9223372036854775807)
                   + move % (b"e5", b"e7e5", 5390000))
    leaked = []
    for args, stdin in ((["export", game, "--format", "pgn"], b""),
                        (["export", game, "--format", "text"], b""),
                        (["replay", "--plain", game], b"\n\nclock\nq\n"),
                        (["play", "--plain", "--resume", game], b"y\ntime\nquit\n")):
        done = subprocess.run([binary, "--speech", "text", "--lang", "en", *args], input=stdin,
                              capture_output=True, env=env, timeout=30)
        if HUGE_CLOCK.search(done.stdout + done.stderr):
            leaked.append(args[0] + (" " + args[2] if args[0] == "export" else ""))
    shutil.rmtree(folder)
    return [("a clock of i64::MAX: commands that show or export it", ", ".join(leaked) or 0,
             not leaked)]


def one_sentence_per_case(binary, env):
    """Item 12: a UTF-16 file and a Latin-1 file are read alike by check, replay, export
    and reconcile."""
    folder = tempfile.mkdtemp(dir=env["HOME"])
    text = '[Event "Café"]\n[White "Müller"]\n[Black "Zoë"]\n\n1. e4 e5 2. Nf3 *\n'
    files = {"UTF-16": text.encode("utf-16"), "Latin-1": text.encode("latin-1")}
    sheet = os.path.join(folder, "sheet.pgn")
    with open(sheet, "w") as file:
        file.write('[Event "x"]\n\n1. e4 e5 2. Nf3 *\n')
    rows = []
    for name, body in files.items():
        path = os.path.join(folder, f"{name}.pgn")
        with open(path, "wb") as file:
            file.write(body)
        statuses = {}
        for command, args, stdin in (
                ("check", ["check", path], b""),
                ("replay", ["replay", "--plain", path], b"q\n"),
                ("export", ["export", path, "--format", "pgn"], b""),
                ("reconcile", ["reconcile", "--sheet", path, "--sheet", sheet], b"")):
            done = subprocess.run([binary, "--speech", "text", "--lang", "en", *args],
                                  input=stdin, capture_output=True, env=env, timeout=30)
            statuses[command] = done.returncode
        read_by_all = all(status in (0, 1) for status in statuses.values())
        rows.append((f"a {name} PGN: exit of check, replay, export, reconcile",
                     ", ".join(str(s) for s in statuses.values()), read_by_all))
    shutil.rmtree(folder)
    return rows


def run_all(binary, env, kills):
    """Every case, as rows of (what, figure, verdict)."""
    rows = []
    for case in (full_disk_end, export_full_disk, export_links_and_fifos, terminal_closed,
                 speech_without_sound, speech_command_hangs, hostile_config, impossible_clock,
                 one_sentence_per_case):
        rows.extend(case(binary, env))
    rows.extend(export_killed(binary, env, kills))
    return rows

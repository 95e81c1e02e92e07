//! Files that are no regular files, through the real binary: a named pipe (FIFO) and a
//! device that never ends (`/dev/zero`) are refused at once, never opened or read, by
//! every command that reads or writes a file the user names, and by the game session's
//! `export` and `reconcile`; `export -o` refuses them with `--force` too, and a symbolic
//! link where an export goes is replaced, never written through. Every run waits with a
//! deadline: a command that hangs is killed and fails the test instead of hanging it.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::io::Write;
use std::path::Path;
use std::process::Output;
use std::time::{Duration, Instant};

/// How long a refusal may take (it takes milliseconds; a hang takes for ever).
const DEADLINE: Duration = Duration::from_secs(20);

/// Runs hektor in `dir` with `args` and `input` on stdin; kills it and fails the test when
/// it has not ended by [`DEADLINE`].
fn run(dir: &Path, args: &[&str], input: &str) -> Output {
    run_within(dir, args, input, DEADLINE)
}

/// [`run`] with a deadline of its own.
fn run_within(dir: &Path, args: &[&str], input: &str, deadline: Duration) -> Output {
    let mut child = common::hektor(&dir.join("home"))
        .current_dir(dir)
        .args(args)
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // A hektor that refuses at once may have closed its input already.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("hektor {args:?} still runs after {deadline:?}: it hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// A FIFO named `name` in `dir`.
fn fifo(dir: &Path, name: &str) {
    let made = std::process::Command::new("mkfifo")
        .arg(dir.join(name))
        .status()
        .unwrap();
    assert!(made.success());
}

/// A folder with a FIFO `x.fifo` and a game `game.pgn`.
fn pipe_and_game() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fifo(dir.path(), "x.fifo");
    std::fs::write(dir.path().join("game.pgn"), "1. e4 e5 *\n").unwrap();
    dir
}

/// Runs `args`, which must end with exit 2 and the sentence that `file` is no regular
/// file, of the `kind` given.
fn refused(dir: &Path, args: &[&str], file: &str, kind: &str) {
    refused_within(dir, args, file, kind, DEADLINE);
}

/// [`refused`], by `deadline`.
fn refused_within(dir: &Path, args: &[&str], file: &str, kind: &str, deadline: Duration) {
    let out = run_within(dir, args, "q\n", deadline);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    let said = format!(
        "{file} is not a regular file ({kind}), so hektor does not open it. Give the name of a file."
    );
    assert!(stderr.contains(&said), "{args:?}: {stderr}");
}

#[test]
fn a_pipe_named_by_any_command_is_refused_at_once() {
    let dir = pipe_and_game();
    let path = dir.path();
    let pipe = "a pipe";
    refused(path, &["check", "x.fifo"], "x.fifo", pipe);
    refused(path, &["replay", "--plain", "x.fifo"], "x.fifo", pipe);
    refused(
        path,
        &["export", "--format", "pgn", "x.fifo"],
        "x.fifo",
        pipe,
    );
    refused(
        path,
        &["export", "--format", "pgn", "game.pgn", "-o", "x.fifo"],
        "x.fifo",
        pipe,
    );
    refused(
        path,
        &["reconcile", "--sheet", "game.pgn", "--sheet", "x.fifo"],
        "x.fifo",
        pipe,
    );
    refused(
        path,
        &["play", "--plain", "--resume", "x.fifo"],
        "x.fifo",
        pipe,
    );
    refused(
        path,
        &["play", "--plain", "--save", "x.fifo"],
        "x.fifo",
        pipe,
    );
    refused(
        path,
        &["--config", "x.fifo", "check", "game.pgn"],
        "x.fifo",
        pipe,
    );
}

/// `export -o` refuses a pipe and a device with `--force` too, at once: it opens neither
/// (opening a pipe no one reads waits for ever) and leaves the pipe a pipe.
#[test]
fn export_to_a_pipe_or_a_device_is_refused_even_with_force() {
    use std::os::unix::fs::FileTypeExt;
    let dir = pipe_and_game();
    let path = dir.path();
    for (target, kind) in [("x.fifo", "a pipe"), ("/dev/null", "a device")] {
        let args = [
            "export", "--format", "pgn", "game.pgn", "-o", target, "--force",
        ];
        refused_within(path, &args, target, kind, Duration::from_secs(10));
    }
    let fifo = std::fs::metadata(path.join("x.fifo")).unwrap();
    assert!(fifo.file_type().is_fifo());
    // A link to a device or a pipe (as `/dev/stdout` is) is refused too, and stays a
    // link: an administrator's `-o /dev/stdout --force` once put a file in its place.
    for (link, target, kind) in [
        ("stdout-like", "/dev/null", "a device"),
        ("to-fifo", "x.fifo", "a pipe"),
    ] {
        std::os::unix::fs::symlink(target, path.join(link)).unwrap();
        let args = [
            "export", "--format", "pgn", "game.pgn", "-o", link, "--force",
        ];
        refused_within(path, &args, link, kind, Duration::from_secs(10));
        let kept = std::fs::symlink_metadata(path.join(link)).unwrap();
        assert!(kept.file_type().is_symlink(), "{link}");
    }
}

/// A symbolic link where an export goes is replaced by the sheet, in the game session
/// (after its yes) as with `export -o --force`: the file it points to (here another
/// file of the user's; as root, any file of the system) is never written.
#[test]
fn an_export_replaces_a_link_and_never_writes_through_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    let mine = "my own notes\n";
    std::fs::write(path.join("other.txt"), mine).unwrap();
    std::os::unix::fs::symlink("other.txt", path.join("sheet.pgn")).unwrap();
    std::os::unix::fs::symlink("other.txt", path.join("out.pgn")).unwrap();
    let out = run(
        path,
        &["play", "--plain", "--save", "game.jsonl"],
        "e4\ny\nexport pgn sheet.pgn\ny\nquit\n",
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("The scoresheet is written to sheet.pgn."),
        "{stdout}"
    );
    let out = run(
        path,
        &[
            "export",
            "--format",
            "pgn",
            "game.jsonl",
            "-o",
            "out.pgn",
            "--force",
        ],
        "",
    );
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        std::fs::read_to_string(path.join("other.txt")).unwrap(),
        mine
    );
    for sheet in ["sheet.pgn", "out.pgn"] {
        let sheet = path.join(sheet);
        assert!(std::fs::symlink_metadata(&sheet).unwrap().is_file());
        assert!(std::fs::read_to_string(&sheet).unwrap().contains("1. e4 *"));
    }
}

#[test]
fn a_device_without_end_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    std::fs::write(path.join("game.pgn"), "1. e4 e5 *\n").unwrap();
    let zero = "/dev/zero";
    let device = "a device";
    refused(path, &["check", zero], zero, device);
    refused(path, &["replay", "--plain", zero], zero, device);
    refused(path, &["export", "--format", "pgn", zero], zero, device);
    refused(
        path,
        &["reconcile", "--sheet", zero, "--sheet", "game.pgn"],
        zero,
        device,
    );
    refused(
        path,
        &[
            "reconcile",
            "--sheet",
            "/dev/urandom",
            "--sheet",
            "game.pgn",
        ],
        "/dev/urandom",
        device,
    );
    refused(path, &["play", "--plain", "--resume", zero], zero, device);
}

#[test]
fn the_game_session_refuses_a_pipe_to_export_to_or_reconcile_with() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    fifo(path, "x.fifo");
    let out = run(
        path,
        &["play", "--plain", "--save", "game.jsonl"],
        "export pgn x.fifo\nreconcile x.fifo\nquit\n",
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let said = "x.fifo is not a regular file (a pipe), so hektor does not open it.";
    assert_eq!(stdout.matches(said).count(), 2, "{stdout}");
    // The session goes on and ends as usual, its game kept.
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("The game is saved in game.jsonl."),
        "{stdout}"
    );
}

#[test]
fn a_file_of_zeros_is_no_game_to_replay() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("zeros.pgn"), vec![0u8; 100_000]).unwrap();
    let out = run(dir.path(), &["replay", "--plain", "zeros.pgn"], "q\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("The file zeros.pgn is not text that hektor can read."),
        "{stderr}"
    );
    // Nothing was said line by line.
    assert!(out.stdout.len() < 1000, "{}", out.stdout.len());
}

/// A binary file of 1 GB (sparse: it takes no disk) is refused by `export` and `check`
/// from its first bytes, in a moment: neither reads it through before saying it holds
/// no game.
#[test]
fn a_big_binary_file_is_refused_at_once_by_export_and_check() {
    let dir = tempfile::tempdir().unwrap();
    let file = std::fs::File::create(dir.path().join("nul.bin")).unwrap();
    file.set_len(1 << 30).unwrap();
    drop(file);
    for args in [
        &["export", "--format", "text", "nul.bin"][..],
        &["export", "--format", "pdn", "nul.bin"],
        &["check", "nul.bin"],
    ] {
        let start = Instant::now();
        let out = run(dir.path(), args, "");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("nul.bin"), "{args:?}: {stderr}");
        assert!(
            start.elapsed() < Duration::from_secs(3),
            "{args:?} took {:?}: it read the file through",
            start.elapsed()
        );
    }
}

#[test]
fn a_sheet_larger_than_the_limit_is_refused_in_a_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let big =
        "1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8 4. Nf3 Nc6 {a comment to make it long} ".repeat(30_000);
    std::fs::write(dir.path().join("big.pgn"), big).unwrap();
    std::fs::write(dir.path().join("game.pgn"), "1. e4 e5 *\n").unwrap();
    let out = run(
        dir.path(),
        &["reconcile", "--sheet", "big.pgn", "--sheet", "game.pgn"],
        "",
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("The file big.pgn is larger than 1 MB, more than hektor reads here."),
        "{stderr}"
    );
}

/// A PGN database of 2 MB (25,000 games) is no sheet to read whole, but `--game N`
/// reads game N alone and reconciles it; a game past the last is named with the count.
#[test]
fn one_game_of_a_big_database_is_reconciled() {
    let dir = tempfile::tempdir().unwrap();
    let games: String = (1..=25_000)
        .map(|i| {
            format!(
                "[Event \"E{i}\"]\n[White \"W{i}\"]\n[Black \"B{i}\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n"
            )
        })
        .collect();
    assert!(games.len() > 2_000_000);
    std::fs::write(dir.path().join("big.pgn"), games).unwrap();
    std::fs::write(
        dir.path().join("mine.pgn"),
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 *\n",
    )
    .unwrap();
    let args = ["reconcile", "--sheet", "big.pgn", "--sheet", "mine.pgn"];
    let out = run(dir.path(), &[&args[..], &["--game", "20000"]].concat(), "");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("Sheet 1 is game 20000 of 25000 in its file: White W20000, Black B20000."),
        "{stdout}"
    );
    assert!(stdout.contains("first differ at move 3, White"), "{stdout}");
    let out = run(dir.path(), &[&args[..], &["--game", "30000"]].concat(), "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("there is no game 30000"), "{stderr}");
}

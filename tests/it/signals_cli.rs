//! SIGTERM, SIGHUP and SIGINT to the real binary without a terminal: a plain session ends
//! as `quit` does, an export to a file leaves no temporary file. (The full screens:
//! `play_tui_tmux.rs`, `replay_tui_tmux.rs`.)
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

use common::terminal::wait_for_file;

/// How long hektor has to end after the signal before the test fails.
const DEADLINE: Duration = Duration::from_secs(20);

/// Sends `signal` (`TERM`, `HUP`, `INT`) to `child`.
fn signal(child: &Child, signal: &str) {
    let status = Command::new("kill")
        .args(["-s", signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// Waits for `child` to end; fails the test (and ends it) when it has not by the deadline.
fn wait_ending(child: &mut Child) -> ExitStatus {
    let deadline = Instant::now() + DEADLINE;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("hektor did not end within {DEADLINE:?} of the signal");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// SIGTERM to a plain game whose input is still open: the session ends as `quit` does
/// (the clock's reading journalled, "saved" said), every confirmed move in the file, and
/// the exit status says the signal (128 + 15).
#[test]
fn sigterm_ends_a_plain_game_as_quit_does() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let mut child = common::hektor(home.path())
        .args([
            "--lang", "en", "play", "--plain", "--time", "G/60", "--save",
        ])
        .arg(&save)
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"e4\ny\ne5\ny\n").unwrap();
    wait_for_file(&save, "\"e7e5\"");
    signal(&child, "TERM");
    let status = wait_ending(&mut child);
    drop(stdin);
    assert_eq!(status.code(), Some(143), "{status:?}");
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains(&format!("The game is saved in {}.", save.display())),
        "{stdout}"
    );
    let record = hektor::games::journal::load(&save).unwrap();
    let sans: Vec<&str> = record.moves.iter().map(|m| m.san).collect();
    assert_eq!(sans, ["e4", "e5"]);
    let text = std::fs::read_to_string(&save).unwrap();
    let last = text.lines().last().unwrap();
    assert!(
        last.contains("\"event\":\"clock\"") && last.contains("\"running\":false"),
        "{text}"
    );
}

/// SIGINT to a plain replay (as Ctrl-C at a terminal) ends it as `quit` does: the next
/// replay of the file goes on where it stopped.
#[test]
fn sigint_ends_a_plain_replay_with_the_place_remembered() {
    let home = tempfile::tempdir().unwrap();
    let pgn = home.path().join("game.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n",
    )
    .unwrap();
    let mut child = common::hektor(home.path())
        .args(["--lang", "en", "replay"])
        .arg(&pgn)
        .arg("--plain")
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"n\nn\n").unwrap();
    // The place is kept at every step; the signal, once both steps are said, must not
    // lose it or hang. (Read on a thread of its own, so a full pipe never stops hektor.)
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let (lines_tx, lines_rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in stdout.lines().map_while(Result::ok) {
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    let started = Instant::now();
    loop {
        let line = lines_rx
            .recv_timeout(DEADLINE.saturating_sub(started.elapsed()))
            .expect("the second step is said before the deadline");
        if line.starts_with("1, Black:") {
            break;
        }
    }
    signal(&child, "INT");
    let status = wait_ending(&mut child);
    drop(stdin);
    assert_eq!(status.code(), Some(130), "{status:?}");
    let (lines, code) = common::replay_plain(home.path(), "en", &pgn, &[], "where\n");
    assert_eq!(code, 0);
    assert!(
        lines
            .iter()
            .any(|l| l == "You go on where you stopped last time:"),
        "{lines:?}"
    );
}

/// The temporary files of `export -o` in `dir`.
fn export_temporaries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".hektor-export-"))
        .collect()
}

/// A signal while `export -o` writes (10,000 games: seconds of work) leaves neither the
/// temporary file beside the output nor an output file: for each of the three signals.
#[test]
fn a_signal_during_export_leaves_no_temporary_file() {
    let game = "[White \"Anna\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n";
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("games.pgn"), game.repeat(10_000)).unwrap();
    for (name, code) in [("TERM", 143), ("HUP", 129), ("INT", 130)] {
        let mut child = common::hektor(&dir.path().join("home"))
            .current_dir(dir.path())
            .args([
                "export",
                "games.pgn",
                "--all",
                "--format",
                "text",
                "-o",
                "out.txt",
            ])
            .spawn()
            .unwrap();
        // The temporary file is made before the first game is read.
        while export_temporaries(dir.path()).is_empty() {
            assert!(
                child.try_wait().unwrap().is_none(),
                "the export ended before the signal"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        signal(&child, name);
        let status = wait_ending(&mut child);
        assert_eq!(status.code(), Some(code), "SIG{name}: {status:?}");
        assert_eq!(status.signal(), None, "SIG{name} is handled, not fatal");
        assert_eq!(
            export_temporaries(dir.path()),
            Vec::<String>::new(),
            "SIG{name}"
        );
        assert!(!dir.path().join("out.txt").exists(), "SIG{name}");
    }
}

/// A SIGKILL while `export -o` writes cannot be handled and leaves the temporary file
/// behind; the next export to that folder removes it, and those of hektor's naming whose
/// writer is gone too (a process that no longer runs, a file unchanged for an hour), but
/// keeps the one of a writer still at work.
#[test]
fn the_next_export_removes_what_a_killed_export_left() {
    let game = "[White \"Anna\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n";
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("games.pgn"), game.repeat(10_000)).unwrap();
    std::fs::write(dir.path().join("one.pgn"), game).unwrap();
    let export = |input: &str, output: &str| {
        let mut command = common::hektor(&dir.path().join("home"));
        command
            .current_dir(dir.path())
            .args(["export", input, "--all", "--format", "text", "-o", output]);
        command
    };
    let mut child = export("games.pgn", "out.txt").spawn().unwrap();
    while export_temporaries(dir.path()).is_empty() {
        assert!(
            child.try_wait().unwrap().is_none(),
            "the export ended first"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let killed = export_temporaries(dir.path());
    assert_eq!(killed.len(), 1, "{killed:?}");
    // An older hektor's name (no process id), an hour old; a process id no system
    // gives; the test's own process, alive.
    let old = ".hektor-export-Xy7Qz1";
    let gone = ".hektor-export-99999999-AbC123";
    let live = format!(".hektor-export-{}-LiVe12", std::process::id());
    for name in [old, gone, &live] {
        std::fs::write(dir.path().join(name), "half a sheet").unwrap();
    }
    let an_hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(dir.path().join(old))
        .unwrap()
        .set_modified(an_hour_ago)
        .unwrap();
    let mut next = export("one.pgn", "again.txt").spawn().unwrap();
    let status = wait_ending(&mut next);
    assert!(status.success(), "{status:?}");
    assert_eq!(export_temporaries(dir.path()), [live]);
    assert!(dir.path().join("again.txt").exists());
}

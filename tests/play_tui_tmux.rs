//! The real binary on a real terminal (tmux, 80x24): type a move, confirm it, ask for
//! the time with F2, and read the screen; quitting leaves the move in the game file.
//! Skipped (with a note) when tmux is not installed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs tmux with `args` and returns its standard output.
fn tmux(args: &[&str]) -> String {
    let output = Command::new("tmux").args(args).output().unwrap();
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn wait_for_file(path: &Path, wanted: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if text.contains(wanted) {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "{wanted:?} never written:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn type_a_move_confirm_and_ask_for_the_time() {
    if Command::new("tmux").arg("-V").output().is_err() {
        eprintln!("tmux is not installed: the terminal test is skipped");
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("tui.jsonl");
    let session = format!("hektor-test-{}", std::process::id());
    // No speech: the screen is under test, and killing the tmux server would also kill a
    // speech-dispatcher module that hektor autospawned, breaking speech for later tests.
    let command = format!(
        "env HEKTOR_HOME={} {} --lang en --speech none play --time G/60 --white Anna --black Bert --save {}",
        home.path().display(),
        env!("CARGO_BIN_EXE_hektor"),
        save.display()
    );
    let socket = home.path().join("tmux.sock");
    let socket = socket.to_str().unwrap();
    let run = |args: &[&str]| {
        let mut all = vec!["-S", socket];
        all.extend_from_slice(args);
        tmux(&all)
    };
    // The tmux server of this test goes away with the test, also when it fails.
    struct Server(String);
    impl Drop for Server {
        fn drop(&mut self) {
            let _ = Command::new("tmux")
                .args(["-S", &self.0, "kill-server"])
                .output();
        }
    }
    let _server = Server(socket.to_owned());
    run(&[
        "new-session",
        "-d",
        "-s",
        &session,
        "-x",
        "80",
        "-y",
        "24",
        &command,
    ]);
    let target = format!("{session}:0");
    let screen_of = |wanted: &str| {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let screen = run(&["capture-pane", "-p", "-t", &target]);
            if screen.contains(wanted) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "{wanted:?} never appeared:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    };
    screen_of("Move or command");
    run(&["send-keys", "-t", &target, "e4", "Enter"]);
    let pending = screen_of("e4 waits");
    assert!(pending.contains("Enter or y confirms"), "{pending}");
    run(&["send-keys", "-t", &target, "y", "Enter"]);
    screen_of("Recorded.");
    run(&["send-keys", "-t", &target, "F2"]);
    let screen = screen_of("1 move made");
    assert!(screen.contains("  1. e4"), "{screen}");
    assert!(screen.contains("<- to move"), "{screen}");
    assert!(screen.contains("White: 1 hour"), "{screen}");
    // The board shows the pawn on e4 (rank 4, capitals for White).
    let rank_four = screen.lines().find(|l| l.starts_with("│4")).unwrap();
    assert!(rank_four.contains('P'), "{screen}");
    run(&["send-keys", "-t", &target, "C-q"]);
    wait_for_file(&save, "\"e2e4\"");
    let record = hektor::game::journal::load(&save).unwrap();
    assert_eq!(record.moves.len(), 1);
    assert_eq!(record.moves[0].san, "e4");
}

//! The real replay screen on a real terminal (tmux), speaking through a real speech
//! command: opening a game and stepping with the arrow key is heard, in the FIDE words.
//! Skipped (with a note) when tmux is not installed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

fn tmux(socket: &str, args: &[&str]) -> String {
    let output = Command::new("tmux")
        .args(["-S", socket])
        .args(args)
        .output()
        .unwrap();
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
            "{wanted:?} never spoken:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn stepping_through_a_game_is_heard() {
    if Command::new("tmux").arg("-V").output().is_err() {
        eprintln!("tmux is not installed: the terminal test is skipped");
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let pgn = home.path().join("game.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n",
    )
    .unwrap();
    let spoken = home.path().join("spoken.txt");
    let config = home.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "speech_command = [\"sh\", \"-c\", \"printf '%s\\\\n' \\\"$0\\\" >> {}\", \"{{text}}\"]\n",
            spoken.display()
        ),
    )
    .unwrap();
    let command = format!(
        "env HEKTOR_HOME={} {} --lang en --speech command --config {} replay {}",
        home.path().display(),
        env!("CARGO_BIN_EXE_hektor"),
        config.display(),
        pgn.display()
    );
    let socket = home.path().join("tmux.sock");
    let socket = socket.to_str().unwrap().to_owned();
    struct Server(String);
    impl Drop for Server {
        fn drop(&mut self) {
            let _ = Command::new("tmux")
                .args(["-S", &self.0, "kill-server"])
                .output();
        }
    }
    let _server = Server(socket.clone());
    let session = format!("hektor-replay-{}", std::process::id());
    tmux(
        &socket,
        &[
            "new-session",
            "-d",
            "-s",
            &session,
            "-x",
            "100",
            "-y",
            "30",
            &command,
        ],
    );
    let target = format!("{session}:0");
    wait_for_file(&spoken, "Anna");
    tmux(&socket, &["send-keys", "-t", &target, "Right"]);
    wait_for_file(&spoken, "1, White: Eva vier.");
    tmux(&socket, &["send-keys", "-t", &target, "Right"]);
    let said = wait_for_file(&spoken, "1, Black: Eva fünf.");
    let screen = tmux(&socket, &["capture-pane", "-p", "-t", &target]);
    assert!(screen.contains("1, Black: Eva fünf"), "{screen}");
    assert!(!said.contains('['), "no bracket is ever read out: {said}");
}

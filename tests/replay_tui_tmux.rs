//! The real replay screen on a real terminal (tmux), speaking through a real speech
//! command: opening a game and stepping with the arrow key is heard, in the FIDE words.
//! Skipped (with a note) when tmux is not installed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::terminal::{Tmux, speech_command_config, wait_for_file};

#[test]
fn stepping_through_a_game_is_heard() {
    if !Tmux::available() {
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
    let (config, spoken) = speech_command_config(home.path());
    let command = format!(
        "env HEKTOR_HOME={} {} --lang en --speech command --config {} replay {}",
        home.path().display(),
        env!("CARGO_BIN_EXE_hektor"),
        config.display(),
        pgn.display()
    );
    let tmux = Tmux::start(home.path(), 100, 30, &command);
    wait_for_file(&spoken, "Anna");
    tmux.keys(&["Right"]);
    wait_for_file(&spoken, "1, White: Eva vier.");
    tmux.keys(&["Right"]);
    let said = wait_for_file(&spoken, "1, Black: Eva fünf.");
    let screen = tmux.wait_for_screen("1, Black: Eva fünf");
    assert!(screen.contains("Anna"), "{screen}");
    assert!(!said.contains('['), "no bracket is ever read out: {said}");
}

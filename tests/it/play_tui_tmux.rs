//! The real binary on a real terminal (tmux, 80x24): type a move, confirm it, ask for
//! the time with F2, and read the screen; quitting leaves the move in the game file.
//! A signal ends the game as Ctrl-Q does, the terminal restored; closing the terminal
//! ends it at once, the clock's reading kept. Without tmux the tests fail (`make test`
//! installs it).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::time::{Duration, Instant};

use common::terminal::{Tmux, outliving, speech_command_config, wait_for_file};

const NO_SPEECH: &str = "--speech none";

/// `hektor play --time G/60` with `options` at 80x24, saving to `save`, speaking through
/// `speech` (global options).
fn play(home: &std::path::Path, save: &std::path::Path, speech: &str, options: &str) -> Tmux {
    let command = format!(
        "env HEKTOR_HOME={} {} --lang en {speech} play --time G/60 {options} --save {}",
        home.display(),
        env!("CARGO_BIN_EXE_hektor"),
        save.display()
    );
    Tmux::start(home, 80, 24, &command)
}

#[test]
fn type_a_move_confirm_and_ask_for_the_time() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("tui.jsonl");
    // No speech: the screen is under test, and killing the tmux server would also kill a
    // speech-dispatcher module that hektor autospawned, breaking speech for later tests.
    let tmux = play(home.path(), &save, NO_SPEECH, "--white Anna --black Bert");
    tmux.wait_for_screen("Move or command");
    tmux.keys(&["e4", "Enter"]);
    let pending = tmux.wait_for_screen("e4 waits");
    assert!(pending.contains("Enter or y confirms"), "{pending}");
    tmux.keys(&["y", "Enter"]);
    tmux.wait_for_screen("Recorded.");
    tmux.keys(&["F2"]);
    let screen = tmux.wait_for_screen("1 move made");
    assert!(screen.contains("  1. e4"), "{screen}");
    assert!(screen.contains("<- to move"), "{screen}");
    assert!(screen.contains("White: 1 hour"), "{screen}");
    // The board shows the pawn on e4 (rank 4, capitals for White).
    let rank_four = screen.lines().find(|l| l.starts_with("│4")).unwrap();
    assert!(rank_four.contains('P'), "{screen}");
    tmux.keys(&["C-q"]);
    wait_for_file(&save, "\"e2e4\"");
    let record = hektor::games::journal::load(&save).unwrap();
    assert_eq!(record.moves.len(), 1);
    assert_eq!(record.moves.first().unwrap().san, "e4");
}

#[test]
fn help_scrolls_to_quit_closes_only_with_esc_and_keys_answer() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("keys.jsonl");
    let tmux = play(home.path(), &save, NO_SPEECH, "");
    tmux.wait_for_screen("Move or command");
    tmux.keys(&["F1"]);
    tmux.wait_for_screen("Help, lines 1 to 20 of");
    tmux.keys(&["x"]);
    tmux.keys(&["PageDown"]);
    tmux.keys(&["PageDown"]);
    tmux.keys(&["PageDown"]);
    let end = tmux.wait_for_screen("quit, also exit: end the session");
    assert!(end.contains("export brf FILE"), "{end}");
    tmux.keys(&["Escape"]);
    tmux.wait_for_screen("Help closed.");
    tmux.keys(&["F6"]);
    tmux.wait_for_screen("Board turned: Black at the bottom.");
    tmux.keys(&["F10"]);
    tmux.wait_for_screen("f10 has no action; F1 shows the keys.");
    tmux.keys(&["C-q"]);
    wait_for_file(&save, "\"start\"");
}

#[test]
fn screen_keys_and_scroll_positions_are_spoken() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("spoken.jsonl");
    // A speech command (a shell appending to a file), never speech-dispatcher.
    let (config, spoken) = speech_command_config(home.path());
    let speech = format!("--speech command --config {}", config.display());
    let tmux = play(home.path(), &save, &speech, "");
    tmux.wait_for_screen("Move or command");
    for line in ["e4", "y", "e5", "y", "Nf3", "y", "Nc6", "y"] {
        tmux.keys(&[line, "Enter"]);
    }
    tmux.wait_for_screen("2. Nf3          Nc6");
    tmux.keys(&["F7"]);
    wait_for_file(&spoken, "The board shows figurines.");
    // The help's first page is read out when it opens.
    tmux.keys(&["F1"]);
    wait_for_file(&spoken, "f2: time: both sides' time and the moves made");
    tmux.keys(&["Escape"]);
    wait_for_file(&spoken, "Help closed.");
    // Scrolling the log says the lines that come into view; at the top, where none
    // does, the position.
    tmux.keys(&["PageUp"]);
    tmux.keys(&["Home"]);
    tmux.keys(&["Home"]);
    wait_for_file(&spoken, "Said, lines 1 to 5 of");
    tmux.keys(&["F12"]);
    wait_for_file(&spoken, "f12 has no action; F1 shows the keys.");
    // The typed help lists the keys too.
    tmux.keys(&["help", "Enter"]);
    wait_for_file(&spoken, "Keys of the full screen:");
    wait_for_file(&spoken, "f3: last: the last recorded move");
    tmux.keys(&["C-q"]);
}

#[test]
fn a_key_bound_to_no_command_is_named_in_the_log_and_keeps_its_default() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("keys.jsonl");
    let config = home.path().join("keys.toml");
    std::fs::write(&config, "[keys]\nf2 = \"tiem\"\nf3 = \"turn\"\n").unwrap();
    let speech = format!("{NO_SPEECH} --config {}", config.display());
    let tmux = play(home.path(), &save, &speech, "");
    tmux.wait_for_screen("is bound to tiem,");
    // F3 is rebound: the line under the screen no longer names the default keys.
    let screen = tmux.wait_for_screen("f1 shows the keys in force (config.toml [keys])");
    assert!(!screen.contains("F3 last move"), "{screen}");
    tmux.keys(&["F2"]);
    tmux.wait_for_screen("0 moves made");
    tmux.keys(&["F3"]);
    tmux.wait_for_screen("Move 1, White to move.");
    tmux.keys(&["C-q"]);
    wait_for_file(&save, "\"start\"");
}

#[test]
fn a_draughts_100_game_on_the_full_screen() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("draughts.jsonl");
    let command = format!(
        "env HEKTOR_HOME={} {} --lang en {NO_SPEECH} --rules draughts-100 play \
         --mode assistant --save {}",
        home.path().display(),
        env!("CARGO_BIN_EXE_hektor"),
        save.display()
    );
    let tmux = Tmux::start(home.path(), 100, 40, &command);
    tmux.wait_for_screen("Move or command");
    tmux.keys(&["32-28", "Enter"]);
    tmux.wait_for_screen("thirty-two, twenty-eight");
    tmux.keys(&["y", "Enter"]);
    let screen = tmux.wait_for_screen("Recorded.");
    assert!(screen.contains("  1. 32-28"), "{screen}");
    // Ten files and ranks; the man that moved stands on 28 (f5: rank 5, capital M).
    assert!(screen.contains("a  b  c  d  e  f  g  h  i  j"), "{screen}");
    let rank_five = screen.lines().find(|l| l.starts_with("│5")).unwrap();
    assert_eq!(rank_five.matches('M').count(), 1, "{screen}");
    assert!(screen.contains("m: man, k: king"), "{screen}");
    tmux.keys(&["C-q"]);
    wait_for_file(&save, "\"32-28\"");
}

/// SIGTERM to the full-screen game ends it as Ctrl-Q does: the normal screen back with
/// its cursor, every confirmed move and the clock's last reading in the game file.
#[test]
fn a_signal_ends_the_game_as_quit_does_and_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("signal.jsonl");
    let tmux = play(home.path(), &save, NO_SPEECH, "");
    tmux.wait_for_screen("Move or command");
    assert_eq!(tmux.pane("#{alternate_on} #{cursor_flag}"), "1 0");
    for (typed, said) in [("e4", "e4 waits"), ("y", "Recorded."), ("e5", "e5 waits")] {
        tmux.keys(&[typed, "Enter"]);
        tmux.wait_for_screen(said);
    }
    tmux.keys(&["y", "Enter"]);
    wait_for_file(&save, "\"e7e5\"");
    tmux.signal("TERM");
    // 128 + 15, as the shell reports a program SIGTERM ended.
    assert_eq!(tmux.wait_for_exit(), "143");
    assert_eq!(
        tmux.pane("#{alternate_on} #{cursor_flag}"),
        "0 1",
        "the alternate screen is left and the cursor shown:\n{}",
        tmux.screen()
    );
    let screen = tmux.screen();
    assert!(screen.contains("The game is saved in"), "{screen}");
    let record = hektor::games::journal::load(&save).unwrap();
    let sans: Vec<&str> = record.moves.iter().map(|m| m.san).collect();
    assert_eq!(sans, ["e4", "e5"]);
    // As quit does, the clock stopped and its reading was journalled last.
    let text = std::fs::read_to_string(&save).unwrap();
    let last = text.lines().last().unwrap();
    assert!(
        last.contains("\"event\":\"clock\"") && last.contains("\"running\":false"),
        "{text}"
    );
}

/// Closing the terminal window of a timed full-screen game (`tmux kill-session`): hektor
/// ends at once, as SIGHUP ends it, and the game file keeps the clock's reading with
/// every second Black thought until the window closed (it used to spin for 5 seconds and
/// lose them).
#[test]
fn closing_the_terminal_ends_the_game_at_once_with_the_thinking_time_kept() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("closed.jsonl");
    // The pane's shell outlives the terminal to write down how hektor exited.
    let status = home.path().join("status");
    let command = format!(
        "env HEKTOR_HOME={} {} --lang en {NO_SPEECH} play --time G/60 --save {}",
        home.path().display(),
        env!("CARGO_BIN_EXE_hektor"),
        save.display(),
    );
    let tmux = Tmux::start(home.path(), 80, 24, &outliving(&command, &status));
    tmux.wait_for_screen("Move or command");
    tmux.keys(&["e4", "Enter"]);
    tmux.wait_for_screen("e4 waits");
    tmux.keys(&["y", "Enter"]);
    // Black's clock runs from the moment the move is in the file.
    wait_for_file(&save, "\"e2e4\"");
    let moved = Instant::now();
    std::thread::sleep(Duration::from_secs(3));
    let thought = moved.elapsed();
    let took = tmux.close_window();
    assert!(
        took < Duration::from_secs(1),
        "hektor ended {took:?} after its terminal closed"
    );
    // As SIGHUP ends it (128 + 1), never a panic (101).
    assert_eq!(wait_for_file(&status, "exit ").trim(), "exit 129");
    let text = std::fs::read_to_string(&save).unwrap();
    let last: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(last["event"], "clock", "{text}");
    assert_eq!(last["running"], false, "{text}");
    let used = 3_600_000 - last["black_ms"].as_i64().unwrap();
    let thought = i64::try_from(thought.as_millis()).unwrap();
    assert!(
        (thought..thought + 1_000).contains(&used),
        "Black thought {thought} ms, the file keeps {used} ms:\n{text}"
    );
}

#[test]
fn tournament_mode_on_the_full_screen_asks_the_pin_unseen_and_the_heading_first() {
    let home = tempfile::tempdir().unwrap();
    if !std::process::Command::new("unshare")
        .args(["-n", "true"])
        .output()
        .is_ok_and(|out| out.status.success())
    {
        println!("skipped: `unshare -n` is missing or needs root here");
        return;
    }
    let save = home.path().join("turnier.jsonl");
    // Only loopback in the namespace: the game may start.
    let command = format!(
        "unshare -n env -u HEKTOR_ARBITER_PIN HEKTOR_HOME={} {} --lang de {NO_SPEECH} play \
         --tournament --pin --side black --save {}",
        home.path().display(),
        env!("CARGO_BIN_EXE_hektor"),
        save.display()
    );
    let tmux = Tmux::start(home.path(), 80, 24, &command);
    tmux.wait_for_screen("Geben Sie die PIN ein");
    tmux.keys(&["4", "7", "1", "1"]);
    assert!(!tmux.screen().contains("4711"), "{}", tmux.screen());
    tmux.keys(&["Enter"]);
    tmux.wait_for_screen("Die Veranstaltung?");
    tmux.keys(&["Stadtmeisterschaft", "Enter"]);
    tmux.wait_for_screen("Die Runde?");
    tmux.keys(&["5", "Enter"]);
    tmux.wait_for_screen("Die Brettnummer?");
    tmux.keys(&["Enter"]);
    tmux.wait_for_screen("Der Name des Spielers?");
    tmux.keys(&["Jana", "Enter"]);
    tmux.wait_for_screen("Turniermodus");
    tmux.keys(&["C-q"]);
    let text = wait_for_file(&save, "\"event\":\"network\"");
    assert!(
        !text.contains("\"4711\"") && text.contains("\"sha256\":\""),
        "{text}"
    );
    let start = text.lines().next().unwrap();
    assert!(
        start.contains("\"event\":\"Stadtmeisterschaft\""),
        "{start}"
    );
    assert!(start.contains("\"round\":\"5\"") && start.contains("\"black\":\"Jana\""));
}

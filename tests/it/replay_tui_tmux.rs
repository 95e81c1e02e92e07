//! The real replay screen on a real terminal (tmux), speaking through a real speech
//! command: opening a game and stepping with the arrow key is heard, in the FIDE words.
//! A signal ends the replay as `quit` does, the terminal restored; so does closing the
//! window, at once. Without tmux the tests fail (`make test` installs it).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};

use common::terminal::{Tmux, outliving, speech_command_config, wait_for_file};

/// `hektor replay PGN ARGS` on the full screen in tmux, speaking through a command that
/// writes each utterance to a file: the terminal and that file.
fn start_replay(home: &Path, pgn: &Path, args: &str) -> (Tmux, PathBuf) {
    start_replay_configured(home, pgn, args, "")
}

/// [`start_replay`] with `more` added to the config file (a `[replay_keys]` table).
fn start_replay_configured(home: &Path, pgn: &Path, args: &str, more: &str) -> (Tmux, PathBuf) {
    let (config, spoken) = speech_command_config(home);
    let mut text = std::fs::read_to_string(&config).unwrap();
    text.push_str(more);
    std::fs::write(&config, text).unwrap();
    let command = format!(
        "env HEKTOR_HOME={} {} --lang en --speech command --config {} replay {} {args}",
        home.display(),
        env!("CARGO_BIN_EXE_hektor"),
        config.display(),
        pgn.display()
    );
    (Tmux::start(home, 100, 30, &command), spoken)
}

/// A file of 200,000 one-move games in `home`: a filter that matches none waits for
/// its index for a while.
fn many_games(home: &Path) -> PathBuf {
    let pgn = home.join("many.pgn");
    let games: String = (0..200_000)
        .map(|i| format!("[White \"W{i}\"]\n[Result \"*\"]\n\n1. e4 *\n\n"))
        .collect();
    std::fs::write(&pgn, games).unwrap();
    pgn
}

/// The next replay of `pgn` goes on where the last one stopped.
fn assert_place_remembered(home: &Path, pgn: &Path) {
    let (lines, _) = common::replay_plain(home, "en", pgn, &[], "");
    assert!(
        lines
            .iter()
            .any(|l| l == "You go on where you stopped last time:"),
        "{lines:?}"
    );
}

/// A short game of Anna against Bert, in `home`.
fn anna_against_bert(home: &Path) -> PathBuf {
    let pgn = home.join("game.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n",
    )
    .unwrap();
    pgn
}

#[test]
fn stepping_through_a_game_is_heard() {
    let home = tempfile::tempdir().unwrap();
    let pgn = anna_against_bert(home.path());
    let (tmux, spoken) = start_replay(home.path(), &pgn, "");
    wait_for_file(&spoken, "Anna");
    tmux.keys(&["Right"]);
    wait_for_file(&spoken, "1, White: Eva vier\n");
    tmux.keys(&["Right"]);
    let said = wait_for_file(&spoken, "1, Black: Eva fünf\n");
    let screen = tmux.wait_for_screen("1, Black: Eva fünf");
    assert!(screen.contains("Anna"), "{screen}");
    assert!(!said.contains('['), "no bracket is ever read out: {said}");
}

/// `[replay_keys]` in config.toml rebinds the replay screen's keys: F3 steps, Right is
/// unbound, `flip` (a key of the game screen) is said at start and left out, and `help`
/// lists the keys in force.
#[test]
fn replay_keys_from_the_config_are_used_said_and_listed() {
    let home = tempfile::tempdir().unwrap();
    let pgn = anna_against_bert(home.path());
    let keys = "\n[replay_keys]\nf3 = \"next\"\nright = \"none\"\nf4 = \"flip\"\n";
    let (tmux, spoken) = start_replay_configured(home.path(), &pgn, "", keys);
    wait_for_file(
        &spoken,
        "The key f4 in config.toml [replay_keys] is bound to flip, which is not a command of \
         the replay screen",
    );
    tmux.keys(&["F3"]);
    wait_for_file(&spoken, "1, White: Eva vier\n");
    tmux.keys(&["Right", "F3"]);
    let said = wait_for_file(&spoken, "1, Black: Eva fünf\n");
    assert!(!said.contains("2, White"), "Right no longer steps: {said}");
    // A key that does nothing says so, as on the game screen.
    tmux.wait_for_screen("Right has no action; help lists the keys.");
    tmux.keys(&["h", "e", "l", "p", "Enter"]);
    wait_for_file(&spoken, "f3: next: ");
    let said = wait_for_file(&spoken, "tab: walk over the board, square by square\n");
    assert!(!said.contains("right: "), "{said}");
}

/// While a filter waits for the index of a big file, the keys keep working: the next key
/// is answered at once and drops the filter's answer.
#[test]
fn keys_work_while_a_filter_waits_for_the_index_of_a_big_file() {
    let home = tempfile::tempdir().unwrap();
    let pgn = many_games(home.path());
    let (tmux, spoken) = start_replay(home.path(), &pgn, "");
    wait_for_file(&spoken, "W0");
    tmux.keys(&[
        "f", "i", "l", "t", "e", "r", " ", "p", "l", "a", "y", "e", "r", " ", "x",
    ]);
    tmux.keys(&["Enter", "Right"]);
    wait_for_file(&spoken, "1, White: Eva vier\n");
    // The log on the screen (a new answer interrupts speech, so the spoken file cannot
    // tell whether the filter's answer came).
    std::thread::sleep(std::time::Duration::from_secs(3));
    let shown = tmux.wait_for_screen("Eva vier");
    assert!(!shown.contains("No game matches"), "{shown}");
    tmux.keys(&["C-c"]);
}

/// The same with `--plain` on a terminal (a screen reader's console): a line typed while
/// the filter waits is answered at once and drops the filter's answer; on a pipe lines
/// are answered in order (`replay_plain`).
#[test]
fn a_line_typed_while_a_filter_waits_is_answered_at_once_in_plain_mode() {
    let home = tempfile::tempdir().unwrap();
    let pgn = many_games(home.path());
    let (tmux, spoken) = start_replay(home.path(), &pgn, "--plain");
    wait_for_file(&spoken, "W0");
    tmux.keys(&["filter player x", "Enter", "n", "Enter"]);
    wait_for_file(&spoken, "1, White: Eva vier\n");
    // What was printed, once the index is complete (a new answer interrupts speech, so
    // the spoken file cannot tell whether the filter's answer came).
    std::thread::sleep(std::time::Duration::from_secs(3));
    let printed = tmux.wait_for_screen("1, White: Eva vier");
    assert!(!printed.contains("No game matches"), "{printed}");
    tmux.keys(&["quit", "Enter"]);
}

#[test]
fn the_board_walk_is_heard_square_by_square_and_piece_by_piece() {
    let home = tempfile::tempdir().unwrap();
    let pgn = common::corpus::own("pgn/short.pgn");
    let (tmux, spoken) = start_replay(home.path(), &pgn, "--game 1");
    wait_for_file(&spoken, "Ramos");
    // Each step is waited for before the next key (a new reply interrupts the last
    // one): the file of what was spoken must end with the square's sentence, in one run
    // (the speech command has no {voice}).
    let step = |key: &str, said: &str| {
        let before = std::fs::read_to_string(&spoken).unwrap_or_default().len();
        tmux.keys(&[key]);
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        loop {
            let text = std::fs::read_to_string(&spoken).unwrap_or_default();
            if text.len() > before && text.ends_with(&format!("{said}\n")) {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "{key}: {said:?} never spoken:\n{text}"
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    };
    step("Tab", "Anna eins: white rook");
    for said in [
        "Bella eins: white knight",
        "Cäsar eins: white bishop",
        "David eins: white queen",
        "Eva eins: white king",
        "Felix eins: white bishop",
        "Gustav eins: white knight",
        "Hektor eins: white rook",
    ] {
        step("Right", said);
    }
    for said in [
        "Hektor zwei: white pawn",
        "Hektor drei: empty",
        "Hektor vier: empty",
        "Hektor fünf: empty",
        "Hektor sechs: empty",
        "Hektor sieben: black pawn",
        "Hektor acht: black rook",
    ] {
        step("Up", said);
    }
    // From h8 the next piece of each kind, in the order a1, b1 ... h8, round again.
    for (key, said) in [
        ("k", "Eva eins: white king"),
        ("q", "David acht: black queen"),
        ("r", "Hektor acht: black rook"),
        ("b", "Cäsar eins: white bishop"),
        ("n", "Gustav eins: white knight"),
        ("p", "Anna zwei: white pawn"),
        ("P", "Hektor sieben: black pawn"),
    ] {
        step(key, said);
    }
    // The screen is drawn after the words are spoken: wait for it, do not race it.
    let screen = tmux.wait_for_screen("> h7");
    assert!(screen.contains("Board walk"), "{screen}");
}

/// A draughts-100 file on the real full screen: the 10x10 board is drawn, stepping and
/// the board walk are heard in the draughts words.
#[test]
fn a_draughts_100_file_is_replayed_on_the_full_screen() {
    let home = tempfile::tempdir().unwrap();
    let pdn = common::corpus::own("pdn/international.pdn");
    let (tmux, spoken) = start_replay(home.path(), &pdn, "--game 2");
    wait_for_file(&spoken, "Game 2: Cedar, C. against Dogwood, D.");
    tmux.keys(&["Right"]);
    wait_for_file(&spoken, "1, White: thirty-three, twenty-eight\n");
    let screen = tmux.wait_for_screen("1. 33-28");
    assert!(screen.contains("a b c d e f g h i j"), "{screen}");
    assert!(screen.contains("│10 "), "{screen}");
    tmux.keys(&["Tab"]);
    wait_for_file(&spoken, "forty-six: white man.");
    tmux.keys(&["Right"]);
    let said = wait_for_file(&spoken, "forty-seven: white man.");
    assert!(!said.contains("cannot"), "{said}");
}

/// SIGHUP (the terminal window closed) to the full-screen replay ends it as `quit` does:
/// the normal screen back with its cursor, and the place remembered.
#[test]
fn a_signal_ends_the_replay_as_quit_does_and_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let pgn = anna_against_bert(home.path());
    let (tmux, spoken) = start_replay(home.path(), &pgn, "");
    wait_for_file(&spoken, "Anna");
    tmux.keys(&["Right"]);
    wait_for_file(&spoken, "1, White: Eva vier\n");
    assert_eq!(tmux.pane("#{alternate_on} #{cursor_flag}"), "1 0");
    tmux.signal("HUP");
    assert_eq!(tmux.wait_for_exit(), "129");
    assert_eq!(
        tmux.pane("#{alternate_on} #{cursor_flag}"),
        "0 1",
        "the alternate screen is left and the cursor shown:\n{}",
        tmux.screen()
    );
    assert_place_remembered(home.path(), &pgn);
}

/// Closing the terminal window of the full-screen replay (`tmux kill-session`), started
/// by a shell that does not pass SIGHUP on: it ends at once, as SIGHUP ends it, with the
/// place remembered (it used to spin until killed).
#[test]
fn closing_the_window_ends_the_replay_at_once_with_the_place_remembered() {
    let home = tempfile::tempdir().unwrap();
    let pgn = anna_against_bert(home.path());
    let status = home.path().join("status");
    let command = format!(
        "env HEKTOR_HOME={} {} --lang en --speech none replay {}",
        home.path().display(),
        env!("CARGO_BIN_EXE_hektor"),
        pgn.display()
    );
    let tmux = Tmux::start(home.path(), 100, 30, &outliving(&command, &status));
    tmux.wait_for_screen("Anna");
    tmux.keys(&["Right"]);
    tmux.wait_for_screen("1, White:");
    let took = tmux.close_window();
    assert!(
        took < std::time::Duration::from_secs(1),
        "hektor ended {took:?} after its terminal closed"
    );
    assert_eq!(wait_for_file(&status, "exit ").trim(), "exit 129");
    assert_place_remembered(home.path(), &pgn);
}

//! `hektor say`: one announcement per line, exit 1 naming the wrong argument, exit 2 for
//! a bad FEN.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::process::{Command, Output};

fn say(args: &[&str]) -> Output {
    let home = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_hektor"))
        .env("HEKTOR_HOME", home.path())
        .env_remove("LANG")
        .args(args)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

const GAME: [&str; 21] = [
    "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6", "Bg5",
    "Nc6", "Qe3+", "Be7", "Nbd2", "O-O", "O-O-O", "Re8", "Kb1",
];

#[test]
fn says_the_reference_strings_one_per_line() {
    let mut args = vec!["say"];
    args.extend(GAME);
    let output = say(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let expected = "Eva vier\nEva fünf\nSpringer Felix drei\nSpringer Felix sechs\nDavid vier\n\
        Eva schlägt David vier\nEva fünf\nSpringer Eva vier\nDame schlägt David vier\n\
        David fünf\nEva schlägt David sechs en passant\nSpringer schlägt David sechs\n\
        Läufer Gustav fünf\nSpringer Cäsar sechs\nDame Eva drei, Schach\nLäufer Eva sieben\n\
        Springer Bella David zwei\nKurze Rochade\nLange Rochade\nTurm Eva acht\n\
        König Bella eins\n";
    assert_eq!(stdout(&output), expected);
    assert_eq!(stderr(&output), "");
}

#[test]
fn long_form_and_fen() {
    let output = say(&[
        "say",
        "--long",
        "--fen",
        "8/3P4/8/7k/8/8/8/4K3 w - - 0 1",
        "d8=Q",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "David sieben David acht wird Dame\n");
    let output = say(&["say", "--long", "f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        stdout(&output).lines().last(),
        Some("Dame David acht Hektor vier, Matt")
    );
}

#[test]
fn style_and_language_options() {
    let output = say(&["say", "--style", "nato", "Nf3"]);
    assert_eq!(stdout(&output), "Knight Foxtrot three\n");
    let output = say(&["say", "--style", "fide-ascii", "e4", "e5", "Ke2"]);
    assert_eq!(stdout(&output), "Eva vier\nEva fuenf\nKoenig Eva zwei\n");
    let output = say(&["say", "--lang", "ru", "--style", "native", "Nf3"]);
    assert_eq!(stdout(&output), "Конь эф три\n");
    let output = say(&["--lang", "pl", "say", "--style", "san", "Nf3", "d5"]);
    assert_eq!(stdout(&output), "Sf3\nd5\n");
}

#[test]
fn a_wrong_move_exits_1_naming_the_argument() {
    let output = say(&["say", "e4", "e5", "xyz"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "Eva vier\nEva fünf\n");
    assert_eq!(
        stderr(&output),
        "move 3 (xyz): Not understood: 'xyz'. Type a move like e4, Nf3, O-O or Springer Felix drei.\n"
    );
    let output = say(&["say", "d4", "d5", "Nf3", "Nf6", "Nd2"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).starts_with("move 5 (Nd2): "),
        "{}",
        stderr(&output)
    );
    let output = say(&["say", "f3", "e5", "g4", "Qh4#", "e4"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).starts_with("move 5 (e4): "),
        "{}",
        stderr(&output)
    );
}

#[test]
fn any_notation_the_parser_reads_is_announced() {
    let moves = [
        "say",
        "springer felix drei",
        "e7e5",
        "e2-e4",
        "Кf6",
        "Сc4",
        "knight charlie six",
        "0-0",
    ];
    let output = say(&moves);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "Springer Felix drei\nEva fünf\nEva vier\nSpringer Felix sechs\nLäufer Cäsar vier\n\
         Springer Cäsar sechs\nKurze Rochade\n"
    );
}

#[test]
fn the_error_is_in_the_ui_language() {
    let output = say(&["--lang", "de", "say", "e4", "e5", "xyz"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).starts_with("Zug 3 (xyz): Nicht verstanden: „xyz“."),
        "{}",
        stderr(&output)
    );
    let output = say(&["--lang", "de", "say", "d4", "d5", "Sf3", "Sf6", "Sd2"]);
    assert_eq!(
        stderr(&output),
        "Zug 5 (Sd2): Welcher Springer zieht nach David zwei: von Bella eins oder von Felix drei?\n"
    );
}

#[test]
fn a_bad_fen_exits_2() {
    let output = say(&["say", "--fen", "not a fen", "e4"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output), "");
    assert!(
        stderr(&output).starts_with("--fen: "),
        "{}",
        stderr(&output)
    );
    let output = say(&["say", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "e4"]);
    assert_eq!(output.status.code(), Some(2));
}

/// `--speak` hands every announcement to the speech backend: here a real speech command
/// (a shell that appends its text to a file), configured in `config.toml`.
#[test]
fn speak_sends_every_announcement_to_the_speech_command() {
    let (output, said) = say_through_a_speech_command(&["e4", "Nf3", "Qh5"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert_eq!(stdout(&output), "Eva vier\n");
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 2, "{said}");
    assert_eq!(lines[0], "Eva vier");
    assert!(lines[1].starts_with("move 2 (Nf3)"), "{said}");
}

/// The speech engine gets the words it says right ("eh four": "a four" is read "uh
/// four"); the printed line keeps the normal words.
#[test]
fn speak_sends_the_spelling_the_voice_says_right() {
    let (output, said) = say_through_a_speech_command(&["--lang", "en", "--style", "native", "a4"]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    assert_eq!(stdout(&output), "a four\n");
    assert_eq!(said.trim_end(), "eh four");
}

/// `hektor say --speak ARGS` with a real speech command (a shell that appends its text to
/// a file), configured in `config.toml`: the output and what the command was given.
fn say_through_a_speech_command(args: &[&str]) -> (std::process::Output, String) {
    let home = tempfile::tempdir().unwrap();
    let (config, spoken) = common::terminal::speech_command_config(home.path());
    let output = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .env("HEKTOR_HOME", home.path())
        .args(["--speech", "command", "--config"])
        .arg(&config)
        .args(["say", "--speak"])
        .args(args)
        .output()
        .unwrap();
    (output, std::fs::read_to_string(&spoken).unwrap_or_default())
}

//! Bad input on purpose: empty lines, very long lines, binary garbage, a move in the
//! wrong language, bad options, a corrupt journal. Each gets a clear sentence; nothing
//! crashes and no move is lost.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use common::{dialogue, hektor, journal_uci, lines, run_with_input, timed_game};

#[test]
fn bad_lines_are_explained_and_no_move_is_lost() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("bad.jsonl");
    let mut input = Vec::new();
    input.extend_from_slice(b"e4\n\n");
    input.extend_from_slice(b"\n");
    input.extend_from_slice(&vec![b'e'; 100_000]);
    input.extend_from_slice(b"\n");
    input.extend_from_slice(&[0xff, 0xfe, 0x00, 0x1b, b'[', b'2', b'J', 0x80, b'\n']);
    input.extend_from_slice(b"e5\n\n");
    input.extend_from_slice("Sf3\n".as_bytes());
    input.extend_from_slice("Кf3\n".as_bytes());
    input.extend_from_slice(b"Nf3\r\ny\r\n");
    input.extend_from_slice(b"scan 9\nsquare z9\nresult 2-0\nadjust white soon\n");
    input.extend_from_slice(b"y\nn\nNc6"); // no newline at the very end
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--save"]).arg(&save);
    let output = run_with_input(command, &input);
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    let expect = [
        "Empty line: nothing waits for confirmation. Type a move, or help.",
        "That line is 100000 characters long; a move or command has at most 200. Type a move, or help.",
        "That line contains characters that are not text. Type a move, or help.",
        "Not understood. Write it like this: scan e / scan 4",
        "Not understood. Write it like this: square e4",
        "Not understood. Write it like this: result 1-0|0-1|1/2-1/2 [reason]",
        "Not understood. Write it like this: adjust white 10:00 black 8:30",
        "Nothing waits for confirmation. Type a move, or help.",
        "Nothing to withdraw. Type a move, or help.",
        "Black: Springer Cäsar sechs, correct?",
        "The move Springer Cäsar sechs was not confirmed and is not recorded.",
    ];
    for sentence in expect {
        assert!(
            said.contains(&sentence.to_owned()),
            "{sentence:?} missing in {said:?}"
        );
    }
    // Every line of output is one utterance: no raw garbage is echoed.
    assert!(
        said.iter()
            .all(|l| !l.contains('\u{1b}') && l.chars().count() < 300)
    );
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5", "g1f3"]);
}

/// A line whose words do not fit is answered with how to write it, in the UI language's
/// command words as well as its placeholders.
#[test]
fn how_to_write_a_command_is_said_in_the_ui_languages_words() {
    for (lang, input, expect) in [
        (
            "uk",
            "нічия 5\nвстановити\nекспорт\n",
            [
                "Не зрозуміло. Пишіть так: нічия / нічия погоджено",
                "Не зрозуміло. Пишіть так: встановити білі 10:00 чорні 8:30",
                "Не зрозуміло. Пишіть так: експорт brf ФАЙЛ",
            ],
        ),
        (
            "de",
            "Remis 5\nUhr stellen\nexportieren\n",
            [
                "Nicht verstanden. Schreiben Sie es so: Remis / Remis vereinbart",
                "Nicht verstanden. Schreiben Sie es so: Uhr stellen weiß 10:00 schwarz 8:30",
                "Nicht verstanden. Schreiben Sie es so: exportieren brf DATEI",
            ],
        ),
    ] {
        let home = tempfile::tempdir().unwrap();
        let mut command = hektor(home.path());
        command.args(["--lang", lang, "play", "--plain"]);
        let said = lines(&run_with_input(command, input.as_bytes()));
        for sentence in expect {
            assert!(
                said.contains(&sentence.to_owned()),
                "{sentence:?} missing in {said:?}"
            );
        }
    }
}

#[test]
fn a_clock_set_beyond_what_the_game_can_give_is_refused_and_never_saved() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("adjusted.jsonl");
    let output = timed_game(
        home.path(),
        "G/10",
        &save,
        b"adjust white 200:00:00\ntime\n",
    );
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    let refusal = "The most a clock can hold in this game is 100 hours 20 minutes: no game gives more time. The clocks are unchanged.";
    assert!(said.contains(&refusal.to_owned()), "{said:?}");
    assert!(
        said.contains(&"White: 10 minutes, 0 moves made".to_owned()),
        "{said:?}"
    );
    assert!(!std::fs::read_to_string(&save).unwrap().contains("adjust"));
}

#[test]
fn a_bad_time_control_is_refused_with_a_sentence() {
    let home = tempfile::tempdir().unwrap();
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--time", "ninety minutes"]);
    let output = run_with_input(command, b"");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("--time: the time control “ninety minutes” cannot be read"),
        "{stderr}"
    );
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--warn", "soon"]);
    let output = run_with_input(command, b"");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_corrupt_journal_is_refused_and_left_untouched() {
    let home = tempfile::tempdir().unwrap();
    let garbage = home.path().join("garbage.jsonl");
    std::fs::write(&garbage, b"\x00\x01 this is not a game\n").unwrap();
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&garbage);
    let output = run_with_input(command, b"e4\ny\n");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("cannot be resumed"), "{stderr}");
    assert!(stderr.contains("is not a hektor game file"), "{stderr}");
    assert_eq!(
        std::fs::read(&garbage).unwrap(),
        b"\x00\x01 this is not a game\n"
    );

    // A damaged line in the middle: named, with the offer to continue without it; without
    // an answer the file is kept as it is.
    let save = home.path().join("game.jsonl");
    let mut command = hektor(home.path());
    command
        .args(["play", "--plain", "--auto-confirm", "--save"])
        .arg(&save);
    run_with_input(command, b"e4\ne5\nNf3\n");
    let text = std::fs::read_to_string(&save).unwrap();
    let mut damaged: Vec<&str> = text.lines().collect();
    damaged[2] = "{ broken";
    let damaged = damaged.join("\n") + "\n";
    std::fs::write(&save, &damaged).unwrap();
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let output = run_with_input(command, b"");
    assert_eq!(output.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("lines of the game file") && stdout.contains("(lines 3, 4;"),
        "{stdout}"
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("Nothing changed"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&save).unwrap(), damaged);

    let mut command = hektor(home.path());
    command
        .args(["play", "--plain", "--resume"])
        .arg(home.path().join("missing.jsonl"));
    let output = run_with_input(command, b"");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn an_unfinished_game_is_offered_at_the_next_start() {
    let home = tempfile::tempdir().unwrap();
    let first = run_with_input(
        {
            let mut c = hektor(home.path());
            c.args(["play", "--plain", "--auto-confirm"]);
            c
        },
        b"d4\nd5\n",
    );
    assert!(first.status.success());
    let resumed = run_with_input(
        {
            let mut c = hektor(home.path());
            // The game keeps its own auto-confirm: the option is for a new game.
            c.args(["play", "--plain"]);
            c
        },
        b"yes\nc4\n",
    );
    let said = dialogue(&resumed);
    assert!(
        said[0].starts_with("An unfinished game was found: White against Black, 1 move, "),
        "{said:?}"
    );
    assert_eq!(said[1], "Game resumed. Last move 1..., Black: David fünf");
    assert!(said.contains(&"Cäsar vier".to_owned()), "{said:?}");
    // A move typed instead of an answer is no answer: the question is asked again. A no
    // begins a new game, and the old one is not offered again.
    let declined = run_with_input(
        {
            let mut c = hektor(home.path());
            c.args(["play", "--plain", "--auto-confirm"]);
            c
        },
        b"e4\nno\ne4\n",
    );
    let said = dialogue(&declined);
    // The option given is named before the offer: it sets up a new game only.
    assert!(
        said[0].starts_with("--auto-confirm: this option"),
        "{said:?}"
    );
    assert!(said[2].starts_with("“e4” is not an answer."), "{said:?}");
    assert!(said[3].starts_with("A new game begins"), "{said:?}");
    assert!(said.contains(&"Eva vier".to_owned()), "{said:?}");
    let again = run_with_input(
        {
            let mut c = hektor(home.path());
            c.args(["play", "--plain"]);
            c
        },
        b"",
    );
    let said = dialogue(&again);
    assert!(
        said[0].starts_with("An unfinished game was found"),
        "{said:?}"
    );
    assert!(
        said[0].contains("1 move"),
        "the e4 game is offered, {said:?}"
    );
}

#[test]
fn save_never_overwrites_an_existing_game() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("kept.jsonl");
    let mut command = hektor(home.path());
    command
        .args(["play", "--plain", "--auto-confirm", "--save"])
        .arg(&save);
    run_with_input(command, b"e4\n");
    let before = std::fs::read(&save).unwrap();
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--save"]).arg(&save);
    let output = run_with_input(command, b"d4\ny\n");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("already exists; continue that game with --resume"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(&save).unwrap(), before);
    // A file that is no game is kept too, and --resume is not offered for it.
    let notes = home.path().join("notes.pgn");
    std::fs::write(&notes, "[Event \"Mine\"]\n\n1. e4 *\n").unwrap();
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--save"]).arg(&notes);
    let output = run_with_input(command, b"d4\ny\n");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("already exists and is not a hektor game file")
            && !stderr.contains("--resume"),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(&notes).unwrap(),
        "[Event \"Mine\"]\n\n1. e4 *\n"
    );
}

#[test]
fn a_bad_key_in_the_config_is_named() {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config.toml");
    std::fs::write(&config, "[keys]\nx = \"time\"\n").unwrap();
    let mut command = hektor(home.path());
    command
        .arg("--config")
        .arg(&config)
        .args(["play", "--plain"]);
    // Named, left out, and the game starts with the other settings.
    let output = run_with_input(command, b"e4\ny\n");
    assert!(output.status.success(), "{output:?}");
    let said = dialogue(&output);
    let named = said
        .iter()
        .find(|l| l.contains("config.toml, line 2: x of [keys] is not a key hektor can bind."))
        .unwrap_or_else(|| panic!("{said:?}"));
    assert!(
        named.ends_with("That setting is left out; the others apply."),
        "{named}"
    );
    assert!(said.contains(&"Recorded.".to_owned()), "{said:?}");
    std::fs::write(&config, "[keys]\nf9 = \"draw\"\n").unwrap();
    let mut command = hektor(home.path());
    command
        .arg("--config")
        .arg(&config)
        .args(["play", "--plain"]);
    let output = run_with_input(command, b"e4\ny\n");
    assert!(output.status.success(), "{output:?}");
}

//! Yes and no in the player's own language: every question hektor asks (a move to
//! confirm, a result, undo) takes the same yes/no words, in every UI language.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{hektor, journal_uci, lines, run_with_input};

/// Plays `input` in plain mode with `--lang lang`; the lines said and the moves recorded.
fn play(lang: &str, input: &str) -> (Vec<String>, Vec<String>) {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let mut command = hektor(home.path());
    command
        .args(["--lang", lang, "play", "--plain", "--save"])
        .arg(&save);
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    (lines(&output), journal_uci(&save))
}

#[test]
fn russian_da_answers_the_russian_question() {
    let (said, _) = play("ru", "resign\nда\n");
    assert!(
        said.iter().any(|l| l.contains("Да или нет")),
        "no question in {said:?}"
    );
    assert!(
        !said.iter().any(|l| l.starts_with("Не понято")),
        "да not understood: {said:?}"
    );
    assert!(
        said.iter().any(|l| l.starts_with("Партия окончена")),
        "the resignation was not recorded: {said:?}"
    );
}

#[test]
fn every_language_confirms_and_withdraws_moves_in_its_own_words() {
    for (lang, yes, no) in [
        ("uk", "так", "ні"),
        ("uk", "т", "н"),
        ("ru", "да", "нет"),
        ("ru", "Д", "Н"),
        ("pl", "tak", "nie"),
        ("pl", "t", "n"),
        ("de", "ja", "nein"),
        ("en", "yes", "no"),
    ] {
        let input = format!("e4\n{yes}\ne5\n{no}\nc5\n{yes}\n");
        let (said, moves) = play(lang, &input);
        assert_eq!(moves, ["e2e4", "c7c5"], "{lang} {yes}/{no}: {said:?}");
    }
}

#[test]
fn help_names_yes_and_no_in_the_ui_language() {
    for (lang, words) in [
        ("uk", "так, т / ні, н"),
        ("ru", "да, д / нет, н"),
        ("pl", "tak, t / nie, n"),
        ("de", "ja, j / nein, n"),
        ("en", "yes, y / no, n"),
    ] {
        let (said, _) = play(lang, "help\n");
        assert!(
            said.iter().any(|l| l.starts_with(&format!("{words}:"))),
            "{lang}: {words} missing in {said:?}"
        );
    }
}

#[test]
fn the_last_move_has_the_ui_languages_piece_letters() {
    for (lang, yes, expected) in [
        ("ru", "да", "Последний ход 3. Сb5"),
        ("uk", "так", "3. Сb5"),
        ("pl", "tak", "3. Gb5"),
        ("de", "ja", "3. Lb5"),
    ] {
        let input = format!("e4\n{yes}\ne5\n{yes}\nNf3\n{yes}\nNc6\n{yes}\nBb5\n{yes}\nlast\n");
        let (said, _) = play(lang, &input);
        let last = said.last().unwrap();
        let asked = &said[said.len() - 2];
        assert!(
            asked.contains(expected) || last.contains(expected),
            "{lang}: {expected:?} missing in {said:?}"
        );
    }
}

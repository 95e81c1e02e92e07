//! Yes and no in the player's own language: every question hektor asks (a move to
//! confirm, a result, undo) takes the same yes/no words, in every UI language.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

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

/// Each `(lang, yes, no)`: e4 confirmed with yes, e5 withdrawn with no, c5 confirmed.
fn confirms_and_withdraws(answers: &[(&str, &str, &str)]) {
    for (lang, yes, no) in answers {
        let input = format!("e4\n{yes}\ne5\n{no}\nc5\n{yes}\n");
        let (said, moves) = play(lang, &input);
        assert_eq!(moves, ["e2e4", "c7c5"], "{lang} {yes}/{no}: {said:?}");
    }
}

#[test]
fn every_language_confirms_and_withdraws_moves_in_its_own_words() {
    confirms_and_withdraws(&[
        ("uk", "так", "ні"),
        ("uk", "т", "н"),
        ("ru", "да", "нет"),
        ("ru", "Д", "Н"),
        ("pl", "tak", "nie"),
        ("pl", "t", "n"),
        ("de", "ja", "nein"),
        ("en", "yes", "no"),
    ]);
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
fn help_in_plain_mode_lists_the_full_screens_keys() {
    for (lang, heading, time) in [
        ("uk", "Клавіші повноекранного режиму:", "час обох сторін"),
        ("ru", "Клавиши полноэкранного режима:", "время обеих сторон"),
        ("pl", "Klawisze trybu pełnoekranowego:", "czas obu stron"),
        ("de", "Tasten im Vollbild:", "die Zeit beider Seiten"),
        ("en", "Keys of the full screen:", "both sides' time"),
    ] {
        let (said, _) = play(lang, "help\n");
        let at = said.iter().position(|l| l == heading);
        assert!(at.is_some(), "{lang}: {heading} missing in {said:?}");
        let keys = &said[at.unwrap_or_default()..];
        assert!(
            keys.iter()
                .any(|l| l.starts_with("f2:") && l.contains(time)),
            "{lang}: f2 missing in {keys:?}"
        );
        for key in ["f1:", "ctrl-q:", "Enter:"] {
            assert!(
                keys.iter().any(|l| l.starts_with(key)),
                "{lang}: {key} missing in {keys:?}"
            );
        }
    }
}

#[test]
fn a_move_waiting_is_said_in_the_styles_words_never_as_notation() {
    for (lang, yes, expected, notation) in [
        ("ru", "да", "Ход Läufer Bella fünf ждёт", "Сb5"),
        ("uk", "так", "Хід Läufer Bella fünf чекає", "Сb5"),
        ("pl", "tak", "Posunięcie Läufer Bella fünf czeka", "Gb5"),
        ("de", "ja", "Der Zug Läufer Bella fünf wartet", "Lb5"),
    ] {
        let input = format!("e4\n{yes}\ne5\n{yes}\nNf3\n{yes}\nNc6\n{yes}\nBb5\nturn\n");
        let (said, _) = play(lang, &input);
        assert!(
            said.iter().any(|l| l.contains(expected)),
            "{lang}: {expected:?} missing in {said:?}"
        );
        assert!(!said.iter().any(|l| l.contains(notation)), "{said:?}");
    }
}

/// The moves up to a promotion on h8 (`gxh8`), each confirmed with `yes`.
fn up_to_a_promotion(yes: &str) -> String {
    ["d4", "e5", "dxe5", "f6", "exf6", "Nc6", "fxg7", "a6"]
        .iter()
        .map(|mv| format!("{mv}\n{yes}\n"))
        .collect::<String>()
        + "gxh8\n"
}

#[test]
fn the_promotion_question_takes_the_piece_letters_of_the_ui_language_and_english() {
    for (lang, yes, letter, piece) in [
        ("uk", "так", "Ф", "q"),
        ("uk", "так", "Т", "r"),
        ("uk", "так", "Л", "r"),
        ("uk", "так", "С", "b"),
        ("uk", "так", "К", "n"),
        ("uk", "так", "к", "n"),
        ("uk", "так", "N", "n"),
        ("ru", "да", "Ф", "q"),
        ("ru", "да", "Л", "r"),
        ("ru", "да", "Т", "r"),
        ("ru", "да", "С", "b"),
        ("ru", "да", "К", "n"),
        ("pl", "tak", "H", "q"),
        ("pl", "tak", "W", "r"),
        ("pl", "tak", "G", "b"),
        ("pl", "tak", "S", "n"),
        ("pl", "tak", "h", "q"),
        ("pl", "tak", "Q", "q"),
        ("de", "ja", "D", "q"),
        ("de", "ja", "T", "r"),
        ("de", "ja", "L", "b"),
        ("de", "ja", "S", "n"),
        ("en", "yes", "Q", "q"),
        ("en", "yes", "r", "r"),
        ("en", "yes", "B", "b"),
        ("en", "yes", "N", "n"),
    ] {
        let input = format!("{}{letter}\n{yes}\n", up_to_a_promotion(yes));
        let (said, moves) = play(lang, &input);
        assert_eq!(
            moves.last().map(String::as_str),
            Some(format!("g7h8{piece}").as_str()),
            "{lang} {letter}: {said:?}"
        );
    }
}

#[test]
fn a_wrong_answer_to_the_promotion_question_is_told_the_pieces_not_a_move() {
    for (lang, yes, wrong, pieces) in [
        ("uk", "так", "Ж", "ферзь, тура, слон чи кінь"),
        ("ru", "да", "Ж", "ферзь, ладья, слон или конь"),
        ("pl", "tak", "xyz", "hetman, wieża, goniec czy skoczek"),
        ("en", "yes", "xyz", "queen, rook, bishop or knight"),
    ] {
        let input = format!("{}{wrong}\n", up_to_a_promotion(yes));
        let (said, _) = play(lang, &input);
        let answer = said
            .iter()
            .find(|line| line.contains(wrong))
            .unwrap_or_else(|| panic!("{lang}: no answer to {wrong} in {said:?}"));
        assert!(answer.contains(pieces), "{lang}: {answer}");
        assert!(!answer.contains("e4"), "{lang}: {answer}");
    }
}

#[test]
fn the_readback_question_takes_the_natural_answers_of_every_language() {
    confirms_and_withdraws(&[
        ("uk", "Так, правильно", "неправильно"),
        ("uk", "правильно.", "Ні, неправильно"),
        ("ru", "да, верно", "неверно"),
        ("ru", "Верно!", "Неправильно"),
        ("pl", "Zgadza się", "nie zgadza się"),
        ("de", "Ja, richtig", "falsch"),
        ("de", "richtig", "Falsch."),
        ("en", "correct", "wrong"),
        ("en", "OK", "Wrong!"),
    ]);
}

#[test]
fn an_answer_that_is_neither_yes_nor_no_is_told_to_answer_yes_or_no() {
    for (lang, hint, not_a_move) in [
        ("uk", "відповідайте так або ні", "Не зрозуміло"),
        ("ru", "ответьте да или нет", "Не понято"),
        ("pl", "odpowiedz tak albo nie", "Nie zrozumiano"),
        ("de", "Antworten Sie ja oder nein", "Nicht verstanden"),
        ("en", "answer yes or no", "Not understood"),
    ] {
        let (said, moves) = play(lang, "e4\nmaybe\n");
        assert!(moves.is_empty(), "{lang}: {said:?}");
        let answer = said.iter().find(|l| l.contains("maybe")).unwrap();
        assert!(answer.contains(hint), "{lang}: {answer}");
        assert!(!answer.contains(not_a_move), "{lang}: {answer}");
    }
}

#[test]
fn the_move_example_and_the_usage_placeholders_are_in_the_ui_language() {
    for (lang, file, side, reason, claim) in [
        (
            "uk",
            "експорт brf ФАЙЛ",
            "[білі|чорні]",
            "[причина]",
            "claim повторення|п'ятдесят [",
        ),
        (
            "ru",
            "экспорт brf ФАЙЛ",
            "[белые|чёрные]",
            "[причина]",
            "claim повторение|пятьдесят [",
        ),
        (
            "pl",
            "eksport brf PLIK",
            "[białe|czarne]",
            "[powód]",
            "claim powtórzenie|pięćdziesiąt [",
        ),
        (
            "de",
            "exportieren brf DATEI",
            "[weiß|schwarz]",
            "[Grund]",
            "claim wiederholung|fünfzig [",
        ),
        (
            "en",
            "export brf FILE",
            "[white|black]",
            "[reason]",
            "claim repetition|fifty [",
        ),
    ] {
        let (said, _) = play(lang, "Kamel\nexport\nhelp\n");
        let hint = said.iter().find(|l| l.contains("Kamel")).unwrap();
        assert!(hint.ends_with("Springer Felix drei."), "{lang}: {hint}");
        let usage = said.iter().find(|l| l.ends_with(file)).unwrap();
        assert!(!usage.contains("help"), "{lang}: {usage}");
        for placeholder in [file, side, reason, claim] {
            assert!(
                said.iter().any(|l| l.contains(placeholder)),
                "{lang}: {placeholder} missing in {said:?}"
            );
        }
        if lang != "en" {
            for english in ["FILE", "MOVE", "[white|black]", "[reason]"] {
                assert!(
                    !said.iter().any(|l| l.contains(english)),
                    "{lang}: {english} in {said:?}"
                );
            }
        }
    }
}

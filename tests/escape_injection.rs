//! Files with terminal escape sequences (a screen switch, a screen clear, a window title,
//! a colour) and bidirectional overrides in their tags, comments, moves, player names and
//! file names, through the real binary: whatever `check`, `export` (every format),
//! `reconcile` and `replay` print on standard output or standard error holds no escape,
//! no other control character but line breaks and tabs, and no bidi override.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::Path;
use std::process::Output;

/// The characters nothing from a file may bring onto the terminal.
fn forbidden(c: char) -> bool {
    (c.is_control() && !matches!(c, '\n' | '\r' | '\t' | '\u{c}'))
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Fails the test when `output` (both streams) holds a forbidden character or hektor
/// crashed; `what` names the run.
fn assert_clean(output: &Output, what: &str) {
    for (stream, bytes) in [("stdout", &output.stdout), ("stderr", &output.stderr)] {
        let text = String::from_utf8_lossy(bytes);
        assert!(!text.contains("panicked"), "{what}: hektor crashed: {text}");
        assert!(
            !text.chars().any(forbidden),
            "{what}: {stream} holds a control character: {text:?}"
        );
    }
}

/// A PGN game with escapes in its tags, a comment and (when `bad_move`) a move.
fn chess_game(bad_move: bool) -> String {
    let nf3 = if bad_move { "Nf3\u{1b}[?1049h" } else { "Nf3" };
    format!(
        "[Event \"Open\u{1b}[2J\"]\n[Site \"S\u{9b}31m\"]\n[White \"Wh\u{1b}]0;pwned\u{7}ite\"]\n\
         [Black \"B\u{202E}kcal\"]\n[Result \"*\"]\n\n\
         1. e4 {{note\u{1b}[31m red}} e5 2. {nf3} Nc6 *\n"
    )
}

/// A PDN game of draughts-64 with escapes in its tags, a comment and (when `bad_move`)
/// a move.
fn draughts_game(bad_move: bool) -> String {
    let capture = if bad_move { "28x19\u{1b}[2J" } else { "28x19" };
    format!(
        "[GameType \"20\"]\n[White \"W\u{1b}]2;title\u{1b}\\\\hite\"]\n[Black \"B\u{2066}lack\"]\n\
         [Result \"*\"]\n\n1. 32-28 {{x\u{1b}[31m}} 19-23 2. {capture} *\n"
    )
}

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).unwrap();
}

#[test]
fn check_quotes_moves_names_and_file_names_without_their_escapes() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "bad.pgn", &chess_game(true));
    write(dir.path(), "bad.pdn", &draughts_game(true));
    write(dir.path(), "name\u{1b}[2J.pgn", &chess_game(false));
    for lang in ["en", "uk"] {
        for file in [
            "bad.pgn",
            "bad.pdn",
            "name\u{1b}[2J.pgn",
            "none\u{1b}[2J.pgn",
        ] {
            let output = common::run_in(dir.path(), &["--lang", lang, "check", file]);
            assert_clean(&output, &format!("check {file:?} in {lang}"));
        }
    }
    // The report still points at the move, with a placeholder where the escape was.
    let output = common::run_in(dir.path(), &["check", "bad.pgn"]);
    let report = String::from_utf8_lossy(&output.stdout);
    assert!(report.contains("Nf3\u{FFFD}"), "{report}");
}

#[test]
fn every_export_format_writes_tags_and_comments_without_escapes() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "game.pgn", &chess_game(false));
    write(dir.path(), "game.pdn", &draughts_game(false));
    for (file, formats) in [
        ("game.pgn", ["pgn", "text", "brf", "braille"]),
        ("game.pdn", ["pdn", "text", "brf", "braille"]),
    ] {
        for format in formats {
            let output = common::run_in(dir.path(), &["export", "--format", format, file]);
            assert!(output.status.success(), "export {file} as {format}");
            assert_clean(&output, &format!("export {file} as {format}"));
        }
    }
    // The names are kept, only the escape is gone.
    let output = common::run_in(dir.path(), &["export", "--format", "pgn", "game.pgn"]);
    let pgn = String::from_utf8_lossy(&output.stdout);
    assert!(pgn.contains("[White \"Wh\u{FFFD}ite\"]"), "{pgn}");
}

#[test]
fn reconcile_quotes_unreadable_entries_without_their_escapes() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "one.txt", "1. e4 e5 2. Nf3\u{1b}[31m Nc6\n");
    write(
        dir.path(),
        "two.txt",
        "1. e4 e5 2. Nf3 Nc7\u{1b}]0;t\u{7}\n",
    );
    for lang in ["en", "ru"] {
        let output = common::run_in(
            dir.path(),
            &[
                "--lang",
                lang,
                "reconcile",
                "--sheet",
                "one.txt",
                "--sheet",
                "two.txt",
            ],
        );
        assert_clean(&output, &format!("reconcile in {lang}"));
    }
}

#[test]
fn replay_says_tags_comments_and_moves_without_escapes() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "game.pgn", &chess_game(true));
    write(dir.path(), "game.pdn", &draughts_game(false));
    for file in ["game.pgn", "game.pdn"] {
        let (lines, _) = common::replay_plain(
            &dir.path().join("home"),
            "en",
            &dir.path().join(file),
            &[],
            "info\n\n\ncomment\n\n\n\nq\n",
        );
        let text = lines.join("\n");
        assert!(!text.chars().any(forbidden), "replay {file}: {text:?}");
    }
}

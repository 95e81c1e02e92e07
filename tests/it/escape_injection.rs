//! Files with terminal escape sequences (a screen switch, a screen clear, a window title,
//! a colour) and bidirectional overrides in their tags, comments, moves, player names and
//! file names, through the real binary: whatever `check`, `export` (every format),
//! `reconcile` and `replay` print on standard output or standard error holds no escape,
//! no other control character but line breaks and tabs, and no bidi override.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

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

/// A setting with an escape sequence and a bidi override, as a config file may hold them.
const EVIL: &str = "\u{1b}[2J\u{1b}]0;pwned\u{7}\u{202E}";

/// `text` as a TOML string's inside: every control character and bidi override as a
/// `\uXXXX` escape, as a config file may carry them.
fn toml_escaped(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '"' | '\\' => format!("\\{c}"),
            c if forbidden(c) => format!("\\u{:04X}", u32::from(c)),
            c => c.to_string(),
        })
        .collect()
}

/// `hektor --speech command --config CONFIG play --plain` in `dir`, given `input` once
/// the file `heard` holds `wanted` (and a moment more, for what it heard to be answered):
/// what it printed, after checking that it ended well and printed nothing unsafe.
fn play_with_config(
    dir: &Path,
    config: &Path,
    (heard, wanted): (&Path, &str),
    input: &[u8],
) -> String {
    let mut child = common::hektor_speaking(&dir.join("home"), "command")
        .args(["--lang", "en", "--config"])
        .arg(config)
        .args(["play", "--plain"])
        .spawn()
        .unwrap();
    common::terminal::wait_for_file(heard, wanted);
    std::thread::sleep(std::time::Duration::from_millis(300));
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), input).unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    assert_clean(&output, &format!("play with {config:?}"));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The sound device's notice quotes `sound_device`: on the screen and in the voice (a
/// speech command that records what it is given) it comes without its escapes. (A build
/// without sound names no device.)
#[cfg(feature = "sound")]
#[test]
fn a_sound_device_from_the_config_file_is_quoted_without_its_escapes() {
    let dir = tempfile::tempdir().unwrap();
    let (config, spoken) = common::terminal::speech_command_config(dir.path());
    let mut text = std::fs::read_to_string(&config).unwrap();
    let device = toml_escaped(&format!("dev{EVIL}ice"));
    text.push_str(&format!("sound_device = \"{device}\"\n"));
    std::fs::write(&config, text).unwrap();
    // Quit once the voice has said the notice and the greeting: nothing is cut short.
    let shown = play_with_config(dir.path(), &config, (&spoken, "Type a move"), b"quit\n");
    assert!(
        shown.contains("There is no sound device dev") && shown.contains("ice, so earcons"),
        "{shown}"
    );
    let said = std::fs::read_to_string(&spoken).unwrap();
    assert!(said.contains("There is no sound device dev"), "{said}");
    assert!(
        !said.replace('\n', "").chars().any(forbidden),
        "the voice was given {said:?}"
    );
}

/// A speech command that fails is named in a notice by its program, the setting's first
/// word: the notice, and what the program wrote, come without their escapes.
#[cfg(unix)]
#[test]
fn a_failing_speech_command_is_named_without_its_escapes() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let ran = dir.path().join("ran");
    let program = dir.path().join(format!("say{EVIL}it"));
    std::fs::write(
        &program,
        format!(
            "#!/bin/sh\necho ran >> '{}'\nprintf 'no \\033[31mvoice\\n' >&2\nexit 3\n",
            ran.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
    let config = dir.path().join("config.toml");
    let program_text = toml_escaped(program.to_str().unwrap());
    std::fs::write(
        &config,
        format!("earcons = false\nspeech_command = [\"{program_text}\", \"{{text}}\"]\n"),
    )
    .unwrap();
    // The greeting was given to the program, which failed: the next answer says so.
    let shown = play_with_config(dir.path(), &config, (&ran, "ran"), b"e4\nyes\nquit\n");
    assert!(
        shown.contains("Speech: the speech command") && shown.contains("it failed"),
        "{shown}"
    );
}

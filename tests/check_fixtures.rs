//! `hektor check` on every PGN fixture and on damaged files: game counts, the
//! non-standard games reported, exit codes, clear sentences instead of crashes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::shared_dir;

fn fixture(name: &str) -> PathBuf {
    shared_dir().join("fixtures/pgn").join(name)
}

fn check(path: &Path) -> (String, String, i32) {
    let home = tempfile::tempdir().unwrap();
    let Output {
        stdout,
        stderr,
        status,
    } = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .env("HEKTOR_HOME", home.path())
        .arg("check")
        .arg(path)
        .output()
        .unwrap();
    (
        String::from_utf8(stdout).unwrap(),
        String::from_utf8(stderr).unwrap(),
        status.code().unwrap(),
    )
}

/// (games, moves, errors) from the last line.
fn totals(stdout: &str) -> (u64, u64, u64) {
    let last = stdout.lines().last().unwrap();
    let numbers: Vec<u64> = last
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    assert_eq!(numbers.len(), 3, "{last}");
    assert!(
        (last.contains(" games, ") || last.starts_with("1 game, "))
            && (last.ends_with(" errors") || last.ends_with(" 1 error")),
        "{last}"
    );
    (numbers[0], numbers[1], numbers[2])
}

/// An independent count: `[Event ` tags at line starts (after a byte order mark),
/// not counting a tag that only repeats after an empty line inside the tags.
fn event_tags(path: &Path) -> u64 {
    let text = std::fs::read_to_string(path).unwrap();
    text.trim_start_matches('\u{feff}')
        .lines()
        .filter(|l| l.trim_start_matches('\u{feff}').starts_with("[Event "))
        .count() as u64
}

#[test]
fn every_fixture_gives_the_right_game_count() {
    // Moves as counted by python-chess 1.11 (main-line half-moves), checked by hand.
    let expected = [
        ("twic1599_1000k.pgn", 1110, 101_487),
        ("lichess_db_1000k.pgn", 438, 28_538),
        ("kasparov-deep-blue-1997.pgn", 6, 519),
        ("chessbase-empty-line.pgn", 1, 134),
        ("cutechess-fischerrandom.pgn", 4, 396),
        ("molinari-bordais-1979.pgn", 1, 10),
        ("nepomniachtchi-liren-game1.pgn", 1, 97),
        ("stockfish-learning.pgn", 1, 154),
        ("uci-moves.pgn", 1, 113),
        ("utf8-bom.pgn", 2, 0),
        ("anastasian-lewis.pgn", 1, 84),
    ];
    for (name, games, moves) in expected {
        let path = fixture(name);
        let (stdout, stderr, code) = check(&path);
        let (g, m, _) = totals(&stdout);
        assert_eq!(g, games, "{name}: {stdout}");
        assert_eq!(g, event_tags(&path), "{name}");
        assert_eq!(m, moves, "{name}: {stdout}");
        if name == "anastasian-lewis.pgn" {
            assert_eq!(code, 1, "{name}");
            assert!(stderr.contains("errors"), "{stderr}");
        } else {
            assert_eq!(code, 0, "{name}: {stdout}{stderr}");
        }
    }
    // Every fixture is in the table.
    let all = std::fs::read_dir(shared_dir().join("fixtures/pgn"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "pgn")
        })
        .count();
    assert_eq!(all, expected.len());
}

#[test]
fn chess960_and_uci_games_are_reported_as_supported() {
    let (stdout, _, code) = check(&fixture("cutechess-fischerrandom.pgn"));
    assert_eq!(code, 0);
    for game in 1..=4 {
        assert!(
            stdout.contains(&format!(
                "game {game}: a Chess960 game, checked with Chess960 castling (supported)."
            )),
            "{stdout}"
        );
    }
    let (stdout, _, code) = check(&fixture("uci-moves.pgn"));
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with("game 1: moves written in UCI form (e2e4), read as such"),
        "{stdout}"
    );
}

#[test]
fn a_null_move_is_an_error_with_its_move_number() {
    let (stdout, _, code) = check(&fixture("anastasian-lewis.pgn"));
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with("game 1, move 41: Black has a null move (Z0 or --)"),
        "{stdout}"
    );
    assert_eq!(totals(&stdout), (1, 84, 1));
}

fn write(dir: &tempfile::TempDir, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn other_variants_are_checked_and_bad_games_do_not_stop_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = "[Event \"zh\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@e5 *\n\n\
               [Event \"bad fen\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n\
               [Event \"koth\"]\n[Variant \"Bughouse\"]\n\n1. e4 *\n\n\
               [Event \"fine\"]\n\n1. d4 d5 2. c4 Qxh2 1-0\n";
    let path = write(&dir, "mixed.pgn", pgn.as_bytes());
    let (stdout, _, code) = check(&path);
    assert_eq!(code, 1);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[0],
        "game 1: a crazyhouse game, checked by its own rules; replay plays standard chess and Chess960 only."
    );
    assert!(
        lines[1].starts_with("game 2: the FEN tag \"8/8/8 w - - 0 1\" cannot be read"),
        "{stdout}"
    );
    assert!(
        lines[2].starts_with("game 3: the variant \"Bughouse\" is unknown"),
        "{stdout}"
    );
    assert!(
        lines[3].starts_with("game 4, move 2: Qxh2 is not a legal move for Black"),
        "{stdout}"
    );
    assert_eq!(totals(&stdout), (4, 10, 3));
}

#[test]
fn a_cut_off_file_gives_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let full = std::fs::read(fixture("lichess_db_1000k.pgn")).unwrap();
    // Cut inside a comment of some game in the middle of the file.
    let cut = full[..500_000].iter().rposition(|&b| b == b'{').unwrap() + 5;
    let path = write(&dir, "cut.pgn", &full[..cut]);
    let (stdout, _, code) = check(&path);
    assert_eq!(code, 1);
    let last_problem = stdout.lines().rev().nth(1).unwrap();
    assert!(last_problem.contains("the file may be cut off"), "{stdout}");
    let (games, _, errors) = totals(&stdout);
    assert!(games > 100 && games < 438, "{games}");
    assert_eq!(errors, 1);

    // Cut right after the tags of a game.
    let tags_end = full[..300_000]
        .windows(3)
        .rposition(|w| w == b"\"]\n")
        .unwrap()
        + 3;
    let path = write(&dir, "cut-tags.pgn", &full[..tags_end]);
    let (stdout, _, code) = check(&path);
    assert_eq!(code, 1);
    assert!(
        stdout.contains("no moves and no result; the file may be cut off"),
        "{stdout}"
    );
}

#[test]
fn corrupted_bytes_give_sentences_not_crashes() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = std::fs::read(fixture("twic1599_1000k.pgn")).unwrap();
    // Binary garbage, a stray closing bracket and an unterminated tag in the middle.
    let middle = bytes.len() / 2;
    bytes.splice(
        middle..middle,
        b"\xff\xfe\x00\x01)))}}}\n[Broken \"tag\n\xc3\x28 Qxz9 O-O-O-O $999 {"
            .iter()
            .copied(),
    );
    let path = write(&dir, "corrupt.pgn", &bytes);
    let (stdout, stderr, code) = check(&path);
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(totals(&stdout).2 >= 1);
    assert!(
        stdout
            .lines()
            .all(|l| l.starts_with("game ") || l.contains(" games, ")),
        "{stdout}"
    );
}

#[test]
fn an_unreadable_file_exits_2_with_a_sentence() {
    let (stdout, stderr, code) = check(Path::new("/games.pgn"));
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert!(
        stderr.starts_with("The file /games.pgn does not exist. Check the name"),
        "{stderr}"
    );
    // A file in a folder that is not there: the folder is named.
    let (_, stderr, code) = check(Path::new("/nonexistent/games.pgn"));
    assert_eq!(code, 2);
    assert_eq!(
        stderr.trim_end(),
        "The folder /nonexistent does not exist. Check the name, or make the folder first."
    );
    let dir = tempfile::tempdir().unwrap();
    let (_, stderr, code) = check(dir.path());
    assert_eq!(code, 2, "{stderr}");
}

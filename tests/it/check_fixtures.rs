//! `hektor check` on every PGN fixture (the project's own, and the outside corpus's when
//! it is there) and on damaged files: game counts, the non-standard games reported, exit
//! codes, clear sentences instead of crashes. Also: every outside file a test names is in
//! `tests/outside-corpus.txt`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::corpus::{own, own_folder, repo_root};
use common::games::random_games;

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

/// An independent count: `[Event ` tags at line starts (after a byte order mark; lines
/// ended by LF, CR LF or CR alone), not counting a tag that only repeats after an empty
/// line inside the tags.
fn event_tags(path: &Path) -> u64 {
    let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
    text.trim_start_matches('\u{feff}')
        .split(['\r', '\n'])
        .filter(|l| l.trim_start_matches('\u{feff}').starts_with("[Event "))
        .count() as u64
}

/// `hektor check` on every file of `table` (file, games, half-moves, whether it has an
/// error: exit 1 and a sentence on stderr) gives its counts, and `table` names every PGN
/// file of `folder`.
fn every_file_gives_its_counts(table: &[(PathBuf, u64, u64, bool)], folder: &[PathBuf]) {
    for (path, games, moves, has_error) in table {
        let name = path.file_name().unwrap().to_string_lossy();
        let (stdout, stderr, code) = check(path);
        let (g, m, _) = totals(&stdout);
        assert_eq!(g, *games, "{name}: {stdout}");
        assert_eq!(g, event_tags(path), "{name}");
        assert_eq!(m, *moves, "{name}: {stdout}");
        if *has_error {
            assert_eq!(code, 1, "{name}");
            assert!(stderr.contains("errors"), "{stderr}");
        } else {
            assert_eq!(code, 0, "{name}: {stdout}{stderr}");
        }
    }
    let mut named: Vec<&PathBuf> = table.iter().map(|(path, ..)| path).collect();
    named.sort();
    let mut there: Vec<&PathBuf> = folder.iter().collect();
    there.sort();
    assert_eq!(named, there, "every fixture is in the table");
}

#[test]
fn every_own_fixture_gives_the_right_game_count() {
    // Half-moves of the main lines as written (a null move counts), counted when the
    // files were written.
    let table: Vec<(PathBuf, u64, u64, bool)> = [
        ("annotated.pgn", 1, 14, false),
        ("bom.pgn", 1, 4, false),
        ("chess960.pgn", 3, 210, false),
        ("club.pgn", 6, 490, false),
        ("cr-only.pgn", 2, 23, false),
        ("crlf.pgn", 2, 23, false),
        ("empty-line.pgn", 1, 22, false),
        ("engine.pgn", 1, 62, false),
        ("header-only.pgn", 2, 0, false),
        ("latin1.pgn", 1, 18, false),
        ("null-move.pgn", 1, 32, true),
        ("online.pgn", 2, 94, false),
        ("short.pgn", 1, 7, false),
        ("tag-blocks.pgn", 4, 6, false),
        ("uci-moves.pgn", 1, 40, false),
    ]
    .into_iter()
    .map(|(name, games, moves, error)| (own(&format!("pgn/{name}")), games, moves, error))
    .collect();
    every_file_gives_its_counts(&table, &own_folder("pgn", "pgn"));
}

#[test]
fn chess960_and_uci_games_are_reported_as_supported() {
    let (stdout, _, code) = check(&own("pgn/chess960.pgn"));
    assert_eq!(code, 0);
    for game in 1..=3 {
        assert!(
            stdout.contains(&format!(
                "game {game}: a Chess960 game, checked with Chess960 castling (supported)."
            )),
            "{stdout}"
        );
    }
    let (stdout, _, code) = check(&own("pgn/uci-moves.pgn"));
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with("game 1: moves written in UCI form (e2e4), read as such"),
        "{stdout}"
    );
}

#[test]
fn a_null_move_is_an_error_with_its_move_number() {
    let (stdout, _, code) = check(&own("pgn/null-move.pgn"));
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with("game 1, move 12: Black has a null move (Z0 or --)"),
        "{stdout}"
    );
    assert_eq!(totals(&stdout), (1, 32, 1));
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

/// A file of `count` games with a comment after every move, cut off inside a comment in
/// the middle and right after the tags of a game, gives clear errors.
fn a_cut_off_file_gives_clear_errors(full: &[u8], count: u64) {
    let dir = tempfile::tempdir().unwrap();
    // Cut inside a comment of some game in the middle of the file.
    let half = full.len() / 2;
    let cut = full[..half].iter().rposition(|&b| b == b'{').unwrap() + 5;
    let path = write(&dir, "cut.pgn", &full[..cut]);
    let (stdout, _, code) = check(&path);
    assert_eq!(code, 1);
    let last_problem = stdout.lines().rev().nth(1).unwrap();
    assert!(last_problem.contains("the file may be cut off"), "{stdout}");
    let (games, _, errors) = totals(&stdout);
    assert!(games > count / 4 && games < count, "{games}");
    assert_eq!(errors, 1);

    // Cut right after the tags of a game.
    let tags_end = full[..half * 3 / 5]
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
fn a_cut_off_file_of_random_games_gives_clear_errors() {
    a_cut_off_file_gives_clear_errors(random_games(300, 7, true).as_bytes(), 300);
}

/// `bytes` with binary garbage, a stray closing bracket and an unterminated tag in the
/// middle give sentences, not crashes.
fn corrupted_bytes_give_sentences_not_crashes(mut bytes: Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
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
        stdout.lines().all(|l| l.starts_with("game ")
            || l.contains(" games, ")
            || l.contains(": the file stops being text here")),
        "{stdout}"
    );
}

#[test]
fn corrupted_random_games_give_sentences_not_crashes() {
    corrupted_bytes_give_sentences_not_crashes(random_games(300, 8, false).into_bytes());
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

/// The paths in the shared folder that `source` names: string literals that start with
/// one of its folders.
fn shared_paths_named(source: &str) -> Vec<String> {
    let mut named = Vec::new();
    for top in ["fixtures/", "corpus/", "seeds/", "docs/"] {
        for (at, _) in source.match_indices(&format!("\"{top}")) {
            let rest = &source[at + 1..];
            let path = &rest[..rest.find('"').unwrap()];
            if !path.ends_with('/') {
                named.push(path.to_owned());
            }
        }
    }
    named
}

/// Every path in the shared folder a test or a bench names is in the list, and every
/// entry of the list is named (as itself, or inside a folder a test lists): the list
/// counts exactly the files the outside-corpus stage checks.
#[test]
fn every_outside_file_a_test_names_is_listed() {
    let root = repo_root();
    let mut named = Vec::new();
    for folder in [
        "tests",
        "tests/it",
        "tests/it/common",
        "benches",
        "crates/draughts/tests/it",
    ] {
        for entry in std::fs::read_dir(root.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|x| x == "rs") {
                named.extend(shared_paths_named(&std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let listed = common::corpus::listed();
    for path in &named {
        let folder = listed.iter().any(|e| e.starts_with(&format!("{path}/")));
        assert!(
            listed.contains(path) || folder,
            "{path} is named by a test but not listed in {}",
            common::corpus::LIST
        );
    }
    for entry in &listed {
        assert!(
            named
                .iter()
                .any(|p| p == entry || entry.starts_with(&format!("{p}/"))),
            "{entry} is listed in {} but no test names it",
            common::corpus::LIST
        );
    }
    let mut sorted = listed.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, listed, "the list is sorted, each file once");
}

/// `hektor --lang LANG check FILE`: what it printed (standard output, then standard
/// error) and its exit code.
fn check_in(lang: &str, path: &Path) -> (String, i32) {
    let home = tempfile::tempdir().unwrap();
    let output = common::hektor(home.path())
        .args(["--lang", lang, "check"])
        .arg(path)
        .output()
        .unwrap();
    let printed = format!(
        "{}{}",
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap()
    );
    (printed, output.status.code().unwrap())
}

/// Issue 23 item 7: tag blocks without moves, each starting with a tag the one before
/// has, are games of their own, each noted (not an error); a header broken by an empty
/// line stays one game.
#[test]
fn tag_blocks_without_moves_are_games_each_noted_in_ukrainian() {
    let (printed, code) = check_in("uk", &own("pgn/tag-blocks.pgn"));
    assert_eq!(code, 0, "{printed}");
    for game in 1..=3 {
        assert!(
            printed.contains(&format!(
                "партія {game}: лише заголовки, без ходів і результату; прочитано як партію без ходів."
            )),
            "{printed}"
        );
    }
    assert!(!printed.contains("партія 4"), "{printed}");
}

/// A cut download: the first `cut` bytes of the club fixture, then binary bytes and
/// more text; the file's path, in `dir`.
fn cut_download(dir: &Path, cut: usize) -> (PathBuf, String) {
    let text = std::fs::read_to_string(own("pgn/club.pgn")).unwrap();
    let good = text[..cut].to_owned();
    assert!(good.is_ascii(), "a cut inside a character");
    let mut bytes = good.clone().into_bytes();
    bytes.extend_from_slice(b"\xff\xfe\x00\x00\x13\x88garbage\n[Event \"x\"]\n\n1. e4 *\n");
    let path = dir.join("cut.pgn");
    std::fs::write(&path, bytes).unwrap();
    (path, good)
}

/// Issue 23 item 9: a file of good games with a binary tail is checked up to the
/// damage, which is an error said with its line, in the UI language.
#[test]
fn a_cut_download_is_checked_up_to_its_binary_tail_in_polish() {
    let dir = tempfile::tempdir().unwrap();
    // Inside the fourth game's moves.
    let (path, good) = cut_download(dir.path(), 2_500);
    let (printed, code) = check_in("pl", &path);
    assert_eq!(code, 1, "{printed}");
    let line = good.matches('\n').count() + 1;
    let byte = good.rfind('\n').unwrap() + 1;
    assert_eq!(good.matches("[Event ").count(), 4);
    assert!(
        printed.contains(&format!(
            "wiersz {line}: tu plik przestaje być tekstem (bajt {byte}: bajty binarne, jakie \
             zostawia przerwane lub uszkodzone pobieranie); odczytano 4 partie przed nim, \
             reszty pliku nie."
        )),
        "{printed}"
    );
    assert!(printed.contains("partie: 4, "), "{printed}");
}

/// The same checks on the outside corpus's files (`make test` runs them when the shared
/// folder is there).
mod outside_corpus {
    use super::*;
    use common::corpus::{outside, outside_folder};

    #[test]
    fn every_fixture_gives_the_right_game_count() {
        // Moves as counted by python-chess 1.11 (main-line half-moves), checked by hand.
        let table: Vec<(PathBuf, u64, u64, bool)> = [
            ("fixtures/pgn/twic1599_1000k.pgn", 1110, 101_487, false),
            ("fixtures/pgn/lichess_db_1000k.pgn", 438, 28_538, false),
            ("fixtures/pgn/kasparov-deep-blue-1997.pgn", 6, 519, false),
            ("fixtures/pgn/chessbase-empty-line.pgn", 1, 134, false),
            ("fixtures/pgn/cutechess-fischerrandom.pgn", 4, 396, false),
            ("fixtures/pgn/molinari-bordais-1979.pgn", 1, 10, false),
            ("fixtures/pgn/nepomniachtchi-liren-game1.pgn", 1, 97, false),
            ("fixtures/pgn/stockfish-learning.pgn", 1, 154, false),
            ("fixtures/pgn/uci-moves.pgn", 1, 113, false),
            ("fixtures/pgn/utf8-bom.pgn", 2, 0, false),
            ("fixtures/pgn/anastasian-lewis.pgn", 1, 84, true),
        ]
        .into_iter()
        .map(|(name, games, moves, error)| (outside(name), games, moves, error))
        .collect();
        every_file_gives_its_counts(&table, &outside_folder("fixtures/pgn", "pgn"));
    }

    /// Issue 23 item 7: scalachess's broadcast list of the women's world rapid 2024, 605
    /// tag blocks without moves, is 605 games, each noted, none an error.
    #[test]
    fn a_file_of_605_tag_blocks_is_605_games() {
        let (printed, code) = check_in("en", &outside("corpus/pgn/scalachess_FWWRC.pgn"));
        assert_eq!(code, 0, "{printed}");
        assert_eq!(printed.matches(": tags only, no moves").count(), 605);
        assert!(
            printed.ends_with("605 games, 0 moves, 0 errors\n"),
            "{printed}"
        );
    }

    #[test]
    fn a_cut_off_lichess_file_gives_clear_errors() {
        let full = std::fs::read(outside("fixtures/pgn/lichess_db_1000k.pgn")).unwrap();
        a_cut_off_file_gives_clear_errors(&full, 438);
    }

    #[test]
    fn the_corrupted_twic_file_gives_sentences_not_crashes() {
        let bytes = std::fs::read(outside("fixtures/pgn/twic1599_1000k.pgn")).unwrap();
        corrupted_bytes_give_sentences_not_crashes(bytes);
    }
}

//! Draughts export: every game of the PDN fixtures (the project's own, and the outside
//! corpus's when it is there) exported to PDN reads back to the same moves; the Braille
//! scoresheets of a draughts-64 and a draughts-100 game, within the BRF page limits; the
//! printed scoresheet in full notation.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::PathBuf;

use common::corpus::{own, own_folder};
use hektor::games::draughts::braille::{BrailleProfile, DEFAULT_PROFILE};
use hektor::games::draughts::export::{DraughtsOptions, Played, export, holds_draughts, replay};
use hektor::i18n::{Lang, Locale};
use hektor::scoresheet::input::Which;
use hektor::scoresheet::layout::Page;
use hektor::scoresheet::{Format, LineEnding, Literary};
use hektor_draughts::pdn::{Game, PdnReader};

/// An own PDN fixture.
fn fixture(name: &str) -> PathBuf {
    own(&format!("pdn/{name}"))
}

/// The own PDN fixtures and their games.
fn files() -> [(PathBuf, usize); 2] {
    [
        (fixture("international.pdn"), 12),
        (fixture("russian.pdn"), 3),
    ]
}

fn games(text: &[u8]) -> Vec<Game> {
    PdnReader::new(text).map(|game| game.unwrap()).collect()
}

fn run(path: &std::path::Path, which: Which, format: Format, page: Page) -> String {
    let profile = BrailleProfile::resolve(DEFAULT_PROFILE).unwrap();
    let locale = Locale::new(Lang::En);
    let literary = Literary::of(Lang::En).unwrap();
    let options = DraughtsOptions {
        format,
        profile: &profile,
        literary: &literary,
        locale: &locale,
        warn: &|_| {},
        unchecked: &[],
        page,
    };
    let mut out = Vec::new();
    export(path, which, &options, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn brf_page() -> Page {
    Page {
        width: 40,
        height: 25,
        line_ending: LineEnding::Crlf,
    }
}

/// The moves of the main line as played on the board.
fn played(game: &Game) -> Vec<Played> {
    replay(game)
        .unwrap_or_else(|e| panic!("game {}: {e}", game.number()))
        .moves
}

/// Every game of the files of `table` (file, games) exported to PDN reads back to the
/// same moves, game type, result and players.
fn every_game_exported_to_pdn_reads_back_to_the_same_moves(table: &[(PathBuf, usize)]) {
    let mut total = 0;
    for (path, count) in table {
        let name = path.file_name().unwrap().to_string_lossy();
        let count = *count;
        assert!(holds_draughts(path).unwrap(), "{name} is told as draughts");
        let original = games(&std::fs::read(path).unwrap());
        let pdn = run(
            path,
            Which::All,
            Format::Pdn,
            Page {
                width: 80,
                height: usize::MAX,
                line_ending: LineEnding::Lf,
            },
        );
        let back = games(pdn.as_bytes());
        assert_eq!(original.len(), count, "{name}");
        assert_eq!(back.len(), count, "{name}: every game written");
        for (a, b) in original.iter().zip(&back) {
            let what = format!("{name} game {}", a.number());
            assert_eq!(played(a), played(b), "{what}");
            assert_eq!(b.variant(), a.variant(), "{what}");
            assert_eq!(
                b.tag("GameType"),
                Some(a.variant().game_type().to_string().as_str()),
                "{what}: the game type is written"
            );
            assert_eq!(b.result(), a.result().or(a.tag("Result")), "{what}");
            assert_eq!(b.tag("White"), a.tag("White"), "{what}");
            total += 1;
        }
    }
    assert_eq!(total, table.iter().map(|(_, games)| games).sum::<usize>());
}

#[test]
fn every_fixture_game_exported_to_pdn_reads_back_to_the_same_moves() {
    every_game_exported_to_pdn_reads_back_to_the_same_moves(&files());
}

#[test]
fn a_numeric_8x8_fen_is_written_with_algebraic_squares() {
    let pdn = run(
        &fixture("russian.pdn"),
        Which::Game(1),
        Format::Pdn,
        brf_page(),
    );
    assert!(pdn.contains("[GameType \"25\"]\r\n[FEN \"W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6\"]\r\n"), "{pdn}");
    // Moves as the file writes them: the short double capture stays short.
    assert!(pdn.contains("10. g5:c5 d8-e7 11."), "{pdn}");
}

#[test]
fn results_comments_variations_glyphs_and_kings_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.pdn");
    std::fs::write(
        &path,
        "[Event \"A\"]\n[GameType \"20\"]\n[FEN \"B:W28,K46:B19,20\"]\n\n\
         1... 19-23 {Black first} 2. 28x19!? (2. 46-41 20-24) 20-24?! 2-0\n\n\
         [Event \"B\"]\n\n1. 32-28 18-23 1-1\n\n[Event \"C\"]\n\n1. 32-28 0-2\n",
    )
    .unwrap();
    let page = Page {
        width: 80,
        height: usize::MAX,
        line_ending: LineEnding::Lf,
    };
    let pdn = run(&path, Which::All, Format::Pdn, page);
    assert!(pdn.contains("[FEN \"B:W28,K46:B19,20\"]"), "{pdn}");
    assert!(
        pdn.contains("1... 19-23 {Black first} 2. 28x19!? (2. 46-41 20-24) 20-24?! 2-0"),
        "{pdn}"
    );
    assert!(pdn.contains("1. 32-28 18-23 1-1"), "{pdn}");
    assert!(pdn.contains("1. 32-28 0-2"), "{pdn}");
    let text = run(&path, Which::Game(1), Format::Text, page);
    assert!(
        text.contains("\n1. ... 19-23\n2. 28x19!? 20-24?!\n2-0\n"),
        "{text}"
    );
}

/// BRF within the page: lines of at most 40 cells, pages of at most 25 lines, CR LF
/// after every line, only BRF characters.
fn check_brf(brf: &str, what: &str) {
    assert!(brf.ends_with("\r\n"), "{what}");
    let table = hektor::scoresheet::cells::BRF_TABLE;
    for (index, page) in brf.split('\u{c}').enumerate() {
        let lines: Vec<&str> = page.strip_suffix("\r\n").unwrap().split("\r\n").collect();
        assert!(
            lines.len() <= 25,
            "{what}: page {} has {} lines",
            index + 1,
            lines.len()
        );
        for line in lines {
            assert!(line.len() <= 40, "{what}: {line:?} is wider than 40 cells");
            assert!(
                line.bytes().all(|b| table.contains(&b)),
                "{what}: {line:?} holds a character that is no BRF cell"
            );
        }
    }
}

/// The BRF of the first game of `name`, checked against the page and holding `line`.
fn first_game_brf(name: &str, line: &str) -> String {
    let brf = run(&fixture(name), Which::Game(1), Format::Brf, brf_page());
    check_brf(&brf, name);
    assert!(brf.contains(line), "{brf}");
    brf.replace("\r\n", "\n")
}

#[test]
fn brf_scoresheet_of_a_draughts_64_game() {
    // The short double capture g5:c5 with its landing square e7.
    let brf = first_game_brf("russian.pdn", "\r\n10 G5XE7XC5 D8-E7\r\n");
    insta::assert_snapshot!(brf);
}

#[test]
fn brf_scoresheet_of_a_draughts_100_game() {
    let brf = first_game_brf("international.pdn", "\r\n1 #CC-#BH #AH-#BC\r\n");
    insta::assert_snapshot!(brf);
}

/// Every game of the files of `table` exports to BRF within the page.
fn every_game_exports_to_brf_within_the_page(table: &[(PathBuf, usize)]) {
    for (path, _) in table {
        let brf = run(path, Which::All, Format::Brf, brf_page());
        check_brf(&brf, &path.display().to_string());
    }
}

#[test]
fn every_fixture_game_exports_to_brf_within_the_page() {
    every_game_exports_to_brf_within_the_page(&files());
}

#[test]
fn printed_scoresheet_in_full_notation() {
    let text = run(
        &fixture("russian.pdn"),
        Which::Game(1),
        Format::Text,
        Page {
            width: 72,
            height: 60,
            line_ending: LineEnding::Lf,
        },
    );
    assert!(
        text.contains("White: Петренко В.\nBlack: Зуйков Д.\nResult: 0-1\n"),
        "{text}"
    );
    assert!(
        text.contains("\n9. e3:g5 g7-f6\n10. g5:e7:c5 d8-e7\n"),
        "{text}"
    );
}

/// None of `files` (PGN files) is taken for draughts.
fn no_chess_file_is_taken_for_draughts(files: &[PathBuf]) {
    for path in files {
        assert!(!holds_draughts(path).unwrap(), "{}", path.display());
    }
    assert!(files.len() >= 10, "the PGN fixtures: {files:?}");
}

#[test]
fn no_chess_fixture_is_taken_for_draughts() {
    no_chess_file_is_taken_for_draughts(&own_folder("pgn", "pgn"));
}

/// The same on the outside corpus's files (`make test` runs them when the shared folder
/// is there).
mod outside_corpus {
    use super::*;
    use common::corpus::{outside, outside_folder};

    fn table() -> [(PathBuf, usize); 3] {
        [
            (outside("fixtures/pdn/wk2003.pdn"), 23),
            (outside("fixtures/pdn/nk2003-amsterdam.pdn"), 33),
            (outside("fixtures/pdn/ussr1947.pdn"), 153),
        ]
    }

    #[test]
    fn every_fixture_game_exported_to_pdn_reads_back_to_the_same_moves() {
        every_game_exported_to_pdn_reads_back_to_the_same_moves(&table());
    }

    #[test]
    fn every_fixture_game_exports_to_brf_within_the_page() {
        every_game_exports_to_brf_within_the_page(&table());
    }

    #[test]
    fn no_chess_fixture_is_taken_for_draughts() {
        no_chess_file_is_taken_for_draughts(&outside_folder("fixtures/pgn", "pgn"));
    }
}

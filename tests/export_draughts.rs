//! Draughts export: every game of the PDN fixtures exported to PDN reads back to the same
//! moves; the Braille scoresheets of a draughts-64 and a draughts-100 game, within the
//! BRF page limits; the printed scoresheet in full notation.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::PathBuf;

use common::shared_dir;
use hektor::games::draughts::braille::{BrailleProfile, DEFAULT_PROFILE};
use hektor::games::draughts::export::{DraughtsOptions, Played, export, holds_draughts, replay};
use hektor::i18n::{Lang, Locale};
use hektor::scoresheet::input::Which;
use hektor::scoresheet::layout::Page;
use hektor::scoresheet::{Format, LineEnding};
use hektor_draughts::pdn::{Game, PdnReader};

const FILES: [(&str, usize); 3] = [
    ("wk2003.pdn", 23),
    ("nk2003-amsterdam.pdn", 33),
    ("ussr1947.pdn", 153),
];

fn fixture(name: &str) -> PathBuf {
    shared_dir().join("fixtures/pdn").join(name)
}

fn games(text: &[u8]) -> Vec<Game> {
    PdnReader::new(text).map(|game| game.unwrap()).collect()
}

fn run(path: &std::path::Path, which: Which, format: Format, page: Page) -> String {
    let profile = BrailleProfile::resolve(DEFAULT_PROFILE).unwrap();
    let locale = Locale::new(Lang::En);
    let options = DraughtsOptions {
        format,
        profile: &profile,
        locale: &locale,
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

#[test]
fn every_fixture_game_exported_to_pdn_reads_back_to_the_same_moves() {
    let mut total = 0;
    for (name, count) in FILES {
        let path = fixture(name);
        assert!(holds_draughts(&path).unwrap(), "{name} is told as draughts");
        let original = games(&std::fs::read(&path).unwrap());
        let pdn = run(
            &path,
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
    assert_eq!(total, 23 + 33 + 153);
}

#[test]
fn a_numeric_8x8_fen_is_written_with_algebraic_squares() {
    let pdn = run(
        &fixture("ussr1947.pdn"),
        Which::Game(1),
        Format::Pdn,
        brf_page(),
    );
    assert!(pdn.contains("[GameType \"25\"]\r\n[FEN \"W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6\"]\r\n"), "{pdn}");
    // Moves as the file writes them: the short double capture stays short.
    assert!(pdn.contains("30. e3-d4 c5:g5 31."), "{pdn}");
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
    // The short double capture c5:g5 with its landing square e3.
    let brf = first_game_brf("ussr1947.pdn", "\r\n30 E3-D4 C5XE3XG5\r\n");
    insta::assert_snapshot!(brf);
}

#[test]
fn brf_scoresheet_of_a_draughts_100_game() {
    let brf = first_game_brf("wk2003.pdn", "\r\n1 #CB-#BH #AG-#BB\r\n");
    insta::assert_snapshot!(brf);
}

#[test]
fn every_fixture_game_exports_to_brf_within_the_page() {
    for (name, _) in FILES {
        let brf = run(&fixture(name), Which::All, Format::Brf, brf_page());
        check_brf(&brf, name);
    }
}

#[test]
fn printed_scoresheet_in_full_notation() {
    let text = run(
        &fixture("ussr1947.pdn"),
        Which::Game(1),
        Format::Text,
        Page {
            width: 72,
            height: 60,
            line_ending: LineEnding::Lf,
        },
    );
    assert!(
        text.contains("White: Блиндер Б.\nBlack: Миротин Б.\nResult: 1-0\n"),
        "{text}"
    );
    assert!(
        text.contains("\n30. e3-d4 c5:e3:g5\n31. h4:f6\n1-0\n"),
        "{text}"
    );
}

#[test]
fn no_chess_fixture_is_taken_for_draughts() {
    let dir = shared_dir().join("fixtures/pgn");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "pgn") {
            assert!(!holds_draughts(&path).unwrap(), "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 10, "the PGN fixtures in {}", dir.display());
}

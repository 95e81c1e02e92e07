//! Every game of every PGN fixture exports to every format within the page limits, and
//! the PGN export reads back to the same moves and clocks.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::PathBuf;

use common::shared_dir;
use hektor::game::GameRecord;
use hektor::games::chess::pgn_import::{self, ImportError};
use hektor::i18n::Lang;
use hektor::scoresheet::{ExportOptions, Format, LineEnding, Scoresheet};

fn fixtures() -> Vec<PathBuf> {
    let dir = shared_dir().join("fixtures/pgn");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 10,
        "expected the PGN fixtures in {}",
        dir.display()
    );
    files
}

/// The layouts tried: (format, width, height, line ending, language).
fn layouts() -> Vec<(Format, usize, usize, LineEnding, Lang)> {
    vec![
        (Format::Brf, 40, 25, LineEnding::Crlf, Lang::En),
        (Format::Brf, 12, 3, LineEnding::Crlf, Lang::En),
        (Format::Braille, 28, 10, LineEnding::Lf, Lang::En),
        (Format::Text, 72, 60, LineEnding::Lf, Lang::Ru),
        (Format::Text, 20, 7, LineEnding::Cr, Lang::De),
        (Format::Pgn, 80, usize::MAX, LineEnding::Lf, Lang::En),
    ]
}

fn check_limits(
    out: &str,
    format: Format,
    width: usize,
    height: usize,
    eol: LineEnding,
    what: &str,
) {
    let eol = eol.as_str();
    assert!(out.ends_with(eol), "{what}: ends with a line ending");
    for (index, page) in out.split('\u{c}').enumerate() {
        let lines: Vec<&str> = page.strip_suffix(eol).unwrap_or(page).split(eol).collect();
        assert!(
            lines.len() <= height,
            "{what}: page {} has {} lines, more than {height}",
            index + 1,
            lines.len()
        );
        for line in &lines {
            assert!(
                line.chars().count() <= width,
                "{what}: line {line:?} is wider than {width}"
            );
            assert!(
                !line.contains(['\r', '\n']),
                "{what}: stray line break in {line:?}"
            );
        }
        if format != Format::Pgn {
            let label = lines[0].trim_start();
            assert!(
                !label.is_empty(),
                "{what}: page {} starts with its number",
                index + 1
            );
        }
    }
    if format == Format::Brf {
        assert!(out.is_ascii(), "{what}: BRF is ASCII");
    }
}

fn same_game(a: &GameRecord, b: &GameRecord) -> bool {
    let moves = |r: &GameRecord| {
        r.moves
            .iter()
            .map(|m| {
                (
                    m.san.clone(),
                    m.uci.clone(),
                    m.white_ms,
                    m.black_ms,
                    m.draw_offer,
                )
            })
            .collect::<Vec<_>>()
    };
    moves(a) == moves(b) && a.result == b.result && a.start_fen == b.start_fen && a.tags == b.tags
}

#[test]
fn every_fixture_game_exports_to_every_format_within_the_limits() {
    let mut exported = 0;
    let mut variants = Vec::new();
    let mut null_moves = Vec::new();
    for path in fixtures() {
        let file = std::fs::File::open(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for (index, game) in pgn_import::games(std::io::BufReader::new(file)).enumerate() {
            let what = format!("{name}, game {}", index + 1);
            let record = match game {
                Ok(record) => record,
                Err(ImportError::Variant { game, variant }) => {
                    assert_eq!(game, index + 1);
                    variants.push(format!("{name} {game} {variant}"));
                    continue;
                }
                Err(ImportError::NullMove { game, number, .. }) => {
                    null_moves.push(format!("{name} {game} {number}"));
                    continue;
                }
                Err(e) => panic!("{what}: {e}"),
            };
            let sheet = Scoresheet::from_record(&record).unwrap_or_else(|e| panic!("{what}: {e}"));
            for (format, width, height, eol, lang) in layouts() {
                let mut options = ExportOptions::new(format).unwrap();
                options.width = Some(width);
                options.height = (format != Format::Pgn).then_some(height);
                options.line_ending = Some(eol);
                options.lang = lang;
                let out = String::from_utf8(sheet.render(&options).unwrap()).unwrap();
                let what = format!("{what}, {format:?} {width}x{height}");
                check_limits(&out, format, width, height, eol, &what);
                if format == Format::Pgn {
                    let back = pgn_import::read_game(out.as_bytes(), 1)
                        .unwrap_or_else(|e| panic!("{what}: re-import: {e}"));
                    assert!(
                        same_game(&record, &back),
                        "{what}: PGN export reads back differently"
                    );
                }
            }
            exported += 1;
        }
    }
    // The Chess960 games are refused with a clear error, and counted.
    assert_eq!(variants.len(), 4, "{variants:?}");
    assert!(
        variants
            .iter()
            .all(|v| v.starts_with("cutechess-fischerrandom.pgn"))
    );
    // A null move (Z0) is not a move on the board: refused with a clear error, counted.
    assert_eq!(null_moves, ["anastasian-lewis.pgn 1 41"]);
    // twic 1110, lichess 438, Kasparov-Deep Blue 6, utf8-bom 2, five single games.
    assert_eq!(exported, 1110 + 438 + 6 + 2 + 5, "games exported");
}

#[test]
fn brf_table_equals_the_one_in_the_braille_chess_notes() {
    let notes = shared_dir().join("docs/braille-chess.md");
    let text = std::fs::read_to_string(&notes).unwrap();
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("A1B'"))
        .expect("the 64-character table line");
    // The table starts with the space of the blank cell, after the code block's indent.
    let table = &line.as_bytes()[line.len() - 64..];
    assert_eq!(table, hektor::scoresheet::cells::BRF_TABLE);
}

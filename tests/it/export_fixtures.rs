//! Every game of every PGN fixture (the project's own and random games, and the outside
//! corpus's when it is there) exports to every format within the page limits, and the PGN
//! export reads back to the same moves and clocks.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::PathBuf;

use common::corpus::own_folder;
use hektor::games::GameRecord;
use hektor::games::chess::pgn_import::{self, ImportError};
use hektor::games::chess::scoresheet::Scoresheet;
use hektor::i18n::Lang;
use hektor::scoresheet::{ExportOptions, Format, LineEnding};

/// The PGN files `files` (ten or more) with their names and bytes.
fn files_of(files: Vec<PathBuf>) -> Vec<(String, Vec<u8>)> {
    assert!(files.len() >= 10, "expected the PGN fixtures: {files:?}");
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).unwrap())
        })
        .collect()
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
                    m.san.to_owned(),
                    m.uci.to_owned(),
                    m.white_ms,
                    m.black_ms,
                    m.draw_offer,
                )
            })
            .collect::<Vec<_>>()
    };
    moves(a) == moves(b) && a.result == b.result && a.start_fen == b.start_fen && a.tags == b.tags
}

/// What exporting every game of some files gave: the games exported, the variant games
/// refused (`file game variant`) and the games refused for a null move (`file game move`).
#[derive(Debug, Default)]
struct Exported {
    games: usize,
    variants: Vec<String>,
    null_moves: Vec<String>,
}

impl Exported {
    /// `games` games exported; the `count` Chess960 games of `file` refused with a clear
    /// error, and counted; one null move (`--`, not a move on the board), at `null_move`
    /// (`file game move`), refused with a clear error.
    fn is(&self, games: usize, (file, count): (&str, usize), null_move: &str) {
        assert_eq!(self.variants.len(), count, "{self:?}");
        assert!(
            self.variants.iter().all(|v| v.starts_with(file)),
            "{self:?}"
        );
        assert_eq!(self.null_moves, [null_move]);
        assert_eq!(self.games, games, "games exported");
    }
}

/// Exports every game of `files` (name, bytes) to every layout, checking the page
/// limits and that the PGN export reads back to the same game.
fn export_every_game(files: &[(String, Vec<u8>)]) -> Exported {
    let mut exported = Exported::default();
    for (name, bytes) in files {
        for (index, game) in
            pgn_import::games(bytes.as_slice(), hektor::games::Rules::Chess).enumerate()
        {
            let what = format!("{name}, game {}", index + 1);
            let record = match game {
                Ok(record) => record,
                Err(ImportError::Variant { game, variant }) => {
                    assert_eq!(game, index + 1);
                    exported.variants.push(format!("{name} {game} {variant}"));
                    continue;
                }
                Err(ImportError::NullMove { game, number, .. }) => {
                    exported.null_moves.push(format!("{name} {game} {number}"));
                    continue;
                }
                Err(e) => panic!("{what}: {e}"),
            };
            let sheet = Scoresheet::from_record(&record).unwrap_or_else(|e| panic!("{what}: {e}"));
            for (format, width, height, eol, lang) in layouts() {
                let mut options = ExportOptions::new(format, hektor::i18n::Lang::En).unwrap();
                options.width = Some(width);
                options.height = (format != Format::Pgn).then_some(height);
                options.line_ending = Some(eol);
                options.lang = lang;
                let out = String::from_utf8(sheet.render(&options).unwrap()).unwrap();
                let what = format!("{what}, {format:?} {width}x{height}");
                check_limits(&out, format, width, height, eol, &what);
                if format == Format::Pgn {
                    let back =
                        pgn_import::read_game(out.as_bytes(), 1, hektor::games::Rules::Chess)
                            .unwrap_or_else(|e| panic!("{what}: re-import: {e}"));
                    assert!(
                        same_game(&record, &back),
                        "{what}: PGN export reads back differently"
                    );
                }
            }
            exported.games += 1;
        }
    }
    exported
}

#[test]
fn every_own_fixture_game_exports_to_every_format_within_the_limits() {
    let mut files = files_of(own_folder("pgn", "pgn"));
    files.push((
        "random games".to_owned(),
        common::games::random_games(150, 9, true).into_bytes(),
    ));
    // club 6, online 2, header-only 2, crlf 2, cr-only 2, tag-blocks 4 (three of tags
    // only), seven single games, 150 random.
    let games = 6 + 2 + 2 + 2 + 2 + 4 + 7 + 150;
    export_every_game(&files).is(games, ("chess960.pgn", 3), "null-move.pgn 1 12");
}

/// The same on the outside corpus's files (`make test` runs them when the shared folder
/// is there).
mod outside_corpus {
    use super::*;
    use common::corpus::{outside_folder, outside_text};

    #[test]
    fn every_fixture_game_exports_to_every_format_within_the_limits() {
        let files = files_of(outside_folder("fixtures/pgn", "pgn"));
        // twic 1110, lichess 438, Kasparov-Deep Blue 6, utf8-bom 2, five single games.
        let games = 1110 + 438 + 6 + 2 + 5;
        let chess960 = ("cutechess-fischerrandom.pgn", 4);
        export_every_game(&files).is(games, chess960, "anastasian-lewis.pgn 1 41");
    }

    /// The BRF table (checked against liblouis in `export_braille.rs`) is the one the
    /// project's Braille chess notes print.
    #[test]
    fn brf_table_equals_the_one_in_the_braille_chess_notes() {
        let text = outside_text("docs/braille-chess.md");
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with("A1B'"))
            .expect("the 64-character table line");
        // The table starts with the space of the blank cell, after the code block's indent.
        let table = &line.as_bytes()[line.len() - 64..];
        assert_eq!(table, hektor::scoresheet::cells::BRF_TABLE);
    }
}

//! `hektor export` streams: whole files of games (`--all`) and a game of many thousand
//! moves come out exactly as each game rendered alone in memory, and a failed export
//! leaves no file behind and never touches the file that was there.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::Path;
use std::process::Output;

use hektor::{
    games::chess::{pgn_import, scoresheet::Scoresheet},
    scoresheet::{ExportOptions, Format},
};

fn hektor(dir: &Path, args: &[&str]) -> Output {
    common::run_in(dir, &[&["--lang", "en"][..], args].concat())
}

fn exported(dir: &Path, args: &[&str]) -> Vec<u8> {
    let out = hektor(dir, args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

const FORMATS: [(&str, Format); 4] = [
    ("pgn", Format::Pgn),
    ("brf", Format::Brf),
    ("braille", Format::Braille),
    ("text", Format::Text),
];

/// Every game of `pgn` rendered alone, in memory, joined as `--all` joins them: a blank
/// line between PGN games, a form feed (a new page) between scoresheets.
fn one_by_one(pgn: &[u8], format: Format) -> Vec<u8> {
    let options = ExportOptions::new(format, hektor::i18n::Lang::En).unwrap();
    let separator: &[u8] = match format {
        Format::Pgn => b"\n",
        _ => b"\x0c",
    };
    let sheets: Vec<Vec<u8>> = pgn_import::games(pgn, hektor::games::Rules::Chess)
        .map(|game| {
            let sheet = Scoresheet::from_record(&game.unwrap()).unwrap();
            sheet.render(&options).unwrap()
        })
        .collect();
    sheets.join(separator)
}

/// Every game of the file at `path` exported with `--all` in each of `formats` comes out
/// as the games rendered one by one, and game 400, out of the middle, as rendered alone.
fn every_game_exports_as_each_game_alone(path: &Path, formats: &[(&str, Format)]) {
    let dir = tempfile::tempdir().unwrap();
    let pgn = std::fs::read(path).unwrap();
    let name_of = path.file_name().unwrap().to_string_lossy();
    for &(name, format) in formats {
        let all = exported(
            dir.path(),
            &["export", path.to_str().unwrap(), "--format", name, "--all"],
        );
        assert!(
            all == one_by_one(&pgn, format),
            "{name_of} --format {name} --all differs from its games exported one by one"
        );
    }
    // A single game out of the middle of the file, as the reader skips to it.
    let game = exported(
        dir.path(),
        &[
            "export",
            path.to_str().unwrap(),
            "--format",
            "pgn",
            "--game",
            "400",
        ],
    );
    let record = pgn_import::read_game(pgn.as_slice(), 400, hektor::games::Rules::Chess).unwrap();
    let options = ExportOptions::new(Format::Pgn, hektor::i18n::Lang::En).unwrap();
    assert_eq!(
        game,
        Scoresheet::from_record(&record)
            .unwrap()
            .render(&options)
            .unwrap()
    );
}

#[test]
fn every_game_of_a_big_file_exports_as_each_game_alone() {
    // 450 random games with a clock comment on every move, in every format.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("random.pgn");
    std::fs::write(&path, common::games::random_games(450, 3, true)).unwrap();
    every_game_exports_as_each_game_alone(&path, &FORMATS);
}

#[test]
fn a_game_of_many_pages_exports_as_rendered_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    // 6,000 moves of knights going back and forth, with clocks and a draw offer, then
    // a comment and a variation that are left out.
    let mut pgn = String::from("[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n");
    for n in 1..=3000 {
        let (white, black) = if n % 2 == 1 {
            ("Nf3", "Nf6")
        } else {
            ("Ng1", "Ng8")
        };
        pgn.push_str(&format!(
            "{n}. {white} {{[%clk 1:{:02}:00]}} {{a comment}} (Nc3) {black} {{[%clk 0:59:{:02}] draw offer}}\n",
            n % 60,
            n % 60
        ));
    }
    pgn.push_str("1/2-1/2\n");
    let path = dir.path().join("long.pgn");
    std::fs::write(&path, &pgn).unwrap();
    let record = pgn_import::read_game(pgn.as_bytes(), 1, hektor::games::Rules::Chess).unwrap();
    assert_eq!(record.moves.len(), 6000);
    let sheet = Scoresheet::from_record(&record).unwrap();
    for (name, format) in FORMATS {
        for width in ["12", "40"] {
            let mut options = ExportOptions::new(format, hektor::i18n::Lang::En).unwrap();
            options.width = Some(width.parse().unwrap());
            options.height = Some(7);
            let streamed = exported(
                dir.path(),
                &[
                    "export", "long.pgn", "--format", name, "--width", width, "--height", "7",
                ],
            );
            assert!(
                streamed == sheet.render(&options).unwrap(),
                "--format {name} --width {width} differs from the scoresheet in memory"
            );
        }
    }
}

/// The files in `dir`, by name.
fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_failed_export_leaves_no_half_file_and_keeps_the_old_one() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"C\"]\n\n1. d4 d5 *\n\n[White \"E\"]\n\n1. e4 e5 2. Ke3 *\n";
    std::fs::write(dir.path().join("games.pgn"), pgn).unwrap();
    std::fs::create_dir(dir.path().join("home")).unwrap();
    let before = files(dir.path());
    // Game 3 alone (`--all` would leave it out and write the other two).
    let export_third = |force: &[&str]| {
        let args = [
            "export",
            "games.pgn",
            "--format",
            "brf",
            "--game",
            "3",
            "-o",
            "out.brf",
        ];
        hektor(dir.path(), &[&args[..], force].concat())
    };
    let out = export_third(&[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("game 3, move 2: Ke3"), "{err}");
    assert_eq!(files(dir.path()), before, "a file was left behind");

    std::fs::write(dir.path().join("out.brf"), "my notes\n").unwrap();
    let out = export_third(&["--force"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.brf")).unwrap(),
        "my notes\n"
    );
    assert_eq!(files(dir.path()), ["games.pgn", "home", "out.brf"]);

    // The first two games alone export, over the old file with --force.
    std::fs::write(
        dir.path().join("two.pgn"),
        &pgn[..pgn.rfind("[White").unwrap()],
    )
    .unwrap();
    let out = hektor(
        dir.path(),
        &[
            "export", "two.pgn", "--format", "pgn", "--all", "-o", "out.brf", "--force",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let written = std::fs::read_to_string(dir.path().join("out.brf")).unwrap();
    assert_eq!(written.matches("[Event ").count(), 2, "{written}");
}

/// The same on the outside corpus's big files (`make test` runs them when the shared
/// folder is there).
mod outside_corpus {
    use super::*;
    use common::corpus::outside;

    #[test]
    fn every_game_of_the_twic_file_exports_as_each_game_alone() {
        every_game_exports_as_each_game_alone(
            &outside("fixtures/pgn/twic1599_1000k.pgn"),
            &FORMATS,
        );
    }

    #[test]
    fn every_game_of_the_lichess_file_exports_as_each_game_alone() {
        // PGN: clock comments on every move.
        every_game_exports_as_each_game_alone(
            &outside("fixtures/pgn/lichess_db_1000k.pgn"),
            &FORMATS[..1],
        );
    }
}

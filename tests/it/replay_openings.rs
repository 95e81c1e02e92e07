//! Opening names in replay (issue 13), end to end in plain mode on a pipe: the name is
//! said at the move after which the game leaves the named lines, a transposition is
//! named, a game that never reaches a named position gets none, the family is said in
//! the UI language, and without names installed `opening` says how to add them.
//!
//! The names come from a small TSV file in the data set's form written here (names and
//! moves of well-known openings), given with `--openings`; it replaces any names the
//! binary embeds, so the tests do not depend on what the build found.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};

use common::{hektor, lines, replay_plain, run_with_input};

/// A dozen named lines in the lichess chess-openings form (eco, name, pgn).
const NAMES: &str = "eco\tname\tpgn
A10\tEnglish Opening\t1. c4
B00\tKing's Pawn Game\t1. e4
B10\tCaro-Kann Defense\t1. e4 c6
B20\tSicilian Defense\t1. e4 c5
B70\tSicilian Defense: Dragon Variation\t1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 g6
B90\tSicilian Defense: Najdorf Variation\t1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6
C00\tFrench Defense\t1. e4 e6
C20\tKing's Pawn Game\t1. e4 e5
C50\tItalian Game\t1. e4 e5 2. Nf3 Nc6 3. Bc4
C60\tRuy Lopez\t1. e4 e5 2. Nf3 Nc6 3. Bb5
D06\tQueen's Gambit\t1. d4 d5 2. c4
D30\tQueen's Gambit Declined\t1. d4 d5 2. c4 e6
E60\tKing's Indian Defense\t1. d4 Nf6 2. c4 g6
";

const NAJDORF: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[ECO \"B90\"]\n\
[Result \"*\"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 *\n";

/// The Queen's Gambit Declined reached from the English Opening.
const TRANSPOSED: &str = "[Event \"Club\"]\n[Result \"*\"]\n\n1. c4 e6 2. d4 d5 3. Nc3 Nf6 *\n";

const UNNAMED: &str = "[Event \"Club\"]\n[Result \"*\"]\n\n1. a3 a6 2. h3 h6 *\n";

/// The fixture's folder and a PGN file holding `pgn`, in `home`.
fn setup(home: &Path, pgn: &str) -> (PathBuf, PathBuf) {
    let names = home.join("names");
    std::fs::create_dir_all(&names).unwrap();
    std::fs::write(names.join("a.tsv"), NAMES).unwrap();
    let file = home.join("game.pgn");
    std::fs::write(&file, pgn).unwrap();
    (names, file)
}

/// Replays `file` in plain mode in `lang` with the names of `folder`: the output lines.
fn replay(home: &Path, lang: &str, file: &Path, folder: &Path, input: &str) -> Vec<String> {
    let args = ["--openings", folder.to_str().unwrap()];
    let (out, code) = replay_plain(home, lang, file, &args, input);
    assert_eq!(code, 0, "{out:#?}");
    out
}

/// Replays `pgn` in plain mode in `lang` with the fixture's names: the output lines.
fn named(lang: &str, pgn: &str, input: &str) -> Vec<String> {
    let home = tempfile::tempdir().unwrap();
    let (names, file) = setup(home.path(), pgn);
    replay(home.path(), lang, &file, &names, input)
}

#[test]
fn the_name_is_said_at_the_move_that_leaves_the_named_lines() {
    let out = named("en", NAJDORF, &"n\n".repeat(12));
    // The summary names the game by its deepest named position.
    assert_eq!(out[1], "Opening: B90, Sicilian Defense, Najdorf Variation.");
    let said: Vec<usize> = (2..out.len())
        .filter(|&i| out[i].starts_with("Opening:"))
        .collect();
    // Once, right after 5...a6: not at 1...c5, though it is named, as deeper names follow.
    assert_eq!(said.len(), 1, "{out:#?}");
    assert_eq!(
        out[said[0]],
        "Opening: Sicilian Defense, Najdorf Variation."
    );
    assert!(out[said[0] - 1].starts_with("5, Black:"), "{out:#?}");
}

#[test]
fn a_transposition_is_named_and_where_and_opening_say_the_name_so_far() {
    let out = named("en", TRANSPOSED, "n\nn\nopening\nn\nn\nwhere\nopening\n");
    assert_eq!(out[1], "Opening: Queen's Gambit Declined.", "{out:#?}");
    // After 1. c4 e6 the deepest name so far is the English Opening's.
    let at = out.iter().position(|l| l.starts_with("1, Black:")).unwrap();
    assert_eq!(out[at + 1], "Opening: English Opening.", "{out:#?}");
    // 2...d5 reaches the position of 1. d4 d5 2. c4 e6: said there, the last named one.
    let at = out.iter().position(|l| l.starts_with("2, Black:")).unwrap();
    assert_eq!(out[at + 1], "Opening: Queen's Gambit Declined.", "{out:#?}");
    // `where` says the move (and the name it left the lines with) and the turn;
    // `opening` the name.
    let tail = &out[out.len() - 4..];
    assert!(tail[0].starts_with("2, Black:"), "{out:#?}");
    assert_eq!(
        tail[1..],
        [
            "Opening: Queen's Gambit Declined.",
            "White to move, move 3.",
            "Opening: Queen's Gambit Declined.",
        ],
        "{out:#?}"
    );
}

#[test]
fn a_game_that_reaches_no_named_position_gets_no_name() {
    let out = named("en", UNNAMED, "n\nn\nn\nn\nwhere\nopening\n");
    assert!(!out.iter().any(|l| l.starts_with("Opening:")), "{out:#?}");
    assert_eq!(
        out.last().unwrap(),
        "No named opening position on the way here."
    );
}

#[test]
fn the_family_is_said_in_the_ui_language() {
    for (lang, wanted) in [
        ("uk", "Дебют: Сицилійський захист, Najdorf Variation."),
        ("ru", "Дебют: Сицилианская защита, Najdorf Variation."),
        ("pl", "Debiut: Obrona sycylijska, Najdorf Variation."),
        (
            "de",
            "Eröffnung: Sizilianische Verteidigung, Najdorf Variation.",
        ),
    ] {
        let out = named(lang, NAJDORF, "go 5 black\nopening\n");
        assert_eq!(out.last().unwrap(), wanted, "{lang}: {out:#?}");
    }
}

#[test]
fn without_names_installed_opening_says_how_to_add_them() {
    let home = tempfile::tempdir().unwrap();
    let (_, file) = setup(home.path(), NAJDORF);
    let none = |folder: &Path| {
        format!(
            "No opening names are installed. To add them, put the files a.tsv to e.tsv of the \
             lichess chess-openings data set into {}, or give their folder with --openings.",
            folder.display()
        )
    };
    // A folder named on the command line is used alone, even when it has no names.
    let empty = home.path().join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let out = replay(home.path(), "en", &file, &empty, "n\nn\nopening\n");
    // The game replays as before: the summary from the tags, the moves.
    assert_eq!(out[1], "Opening: B90.", "{out:#?}");
    assert!(out.iter().any(|l| l.starts_with("1, Black:")), "{out:#?}");
    assert!(
        !out[2..out.len() - 1]
            .iter()
            .any(|l| l.starts_with("Opening")),
        "{out:#?}"
    );
    assert_eq!(out.last().unwrap(), &none(&empty));
    let out = replay(home.path(), "uk", &file, &empty, "opening\n");
    assert!(
        out.last()
            .unwrap()
            .starts_with("Назви дебютів не встановлено."),
        "{out:#?}"
    );

    // Without a folder: the default one in the data folder, else what the build embedded.
    // A home of its own, so that the game starts from its first move, not where the
    // replays above stopped.
    let fresh = tempfile::tempdir().unwrap();
    let (out, _) = replay_plain(fresh.path(), "en", &file, &[], "n\nn\nopening\n");
    if hektor::games::chess::openings::embedded().is_empty() {
        let default = fresh.path().join("data").join("openings");
        assert_eq!(out.last().unwrap(), &none(&default), "{out:#?}");
    } else {
        assert_eq!(
            out.last().unwrap(),
            "Opening: Sicilian Defense.",
            "{out:#?}"
        );
    }
}

#[test]
fn a_folder_that_cannot_be_read_is_said_and_replay_goes_on() {
    let home = tempfile::tempdir().unwrap();
    let (names, file) = setup(home.path(), NAJDORF);
    std::fs::write(
        names.join("b.tsv"),
        "eco\tname\tpgn\nB01\tScandinavian Defense\t1. e4 d5\nX\tbroken\t1. e5\nshort\n",
    )
    .unwrap();
    let out = replay(home.path(), "en", &file, &names, "opening\n");
    // Said after the greeting (the game and how to go on), as a game session says its
    // notices.
    let greeted = |out: &[String]| {
        1 + out
            .iter()
            .position(|l| l.ends_with("help for all commands."))
            .unwrap_or_else(|| panic!("{out:#?}"))
    };
    assert_eq!(
        out[greeted(&out)],
        format!(
            "{}: 2 rows of opening names cannot be read (the first: row 3); the other rows \
             are used.",
            names.join("b.tsv").display()
        ),
        "{out:#?}"
    );
    assert_eq!(
        out.last().unwrap(),
        "No named opening position on the way here."
    );

    let missing = home.path().join("missing");
    let out = replay(home.path(), "en", &file, &missing, "n\n");
    assert_eq!(
        out[greeted(&out)],
        format!(
            "The folder {} for opening names does not exist; replay goes on without names \
             from it. Check the folder given with --openings or the openings key of \
             config.toml.",
            missing.display()
        )
    );
    assert!(out.iter().any(|l| l.starts_with("1, White:")), "{out:#?}");
}

#[test]
fn the_folder_can_be_set_in_the_config_file() {
    let home = tempfile::tempdir().unwrap();
    let (names, file) = setup(home.path(), TRANSPOSED);
    let config = home.path().join("config.toml");
    std::fs::write(
        &config,
        format!("openings = {:?}\n", names.to_str().unwrap()),
    )
    .unwrap();
    let mut command = hektor(home.path());
    command
        .arg("--config")
        .arg(&config)
        .arg("replay")
        .arg(&file)
        .arg("--plain");
    let out = lines(&run_with_input(command, b"end\nopening\n"));
    assert_eq!(
        out.last().unwrap(),
        "Opening: Queen's Gambit Declined.",
        "{out:#?}"
    );
}

//! Braille export: the worked examples of the Braille chess notes, the BRF table against
//! liblouis, the BRF/Unicode round trip, and the notation profiles.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::game::GameResult;
use hektor::games::GameRecord;
use hektor::games::chess::braille::{move_cells, movetext};
use hektor::scoresheet::cells::{BRF_TABLE, Cell, brf_to_unicode, to_brf, unicode_to_brf};
use hektor::{
    games::chess::{pgn_import, scoresheet::Scoresheet, sheet::render},
    scoresheet::{ExportOptions, Format, Profile, ProfileError},
};
use proptest::prelude::*;
use shakmaty::san::SanPlus;

fn sheet(pgn: &str) -> Scoresheet {
    let record = pgn_import::read_game(pgn.as_bytes(), 1, hektor::games::Rules::Chess).unwrap();
    Scoresheet::from_record(&record).unwrap()
}

fn ukaaf() -> Profile {
    Profile::builtin("ukaaf-2015").unwrap()
}

fn brf_movetext(pgn: &str) -> String {
    to_brf(&movetext(&ukaaf(), &sheet(pgn)))
}

#[test]
fn first_worked_example_in_brf_and_unicode() {
    let brf = brf_movetext("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *");
    assert_eq!(brf, "1 E4 E5 2 SF3 SC6 3 LB5 A6 4 0-0");
    assert_eq!(
        brf_to_unicode(&brf).unwrap(),
        "⠂ ⠑⠲ ⠑⠢ ⠆ ⠎⠋⠒ ⠎⠉⠖ ⠒ ⠇⠃⠢ ⠁⠖ ⠲ ⠴⠤⠴"
    );
}

#[test]
fn second_worked_example_in_brf_and_unicode() {
    let brf = brf_movetext("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 *");
    assert_eq!(brf, "1 E4 D5 2 E;D5 Q;D5 3 SC3 QA5");
    assert_eq!(
        brf_to_unicode(&brf).unwrap(),
        "⠂ ⠑⠲ ⠙⠢ ⠆ ⠑⠰⠙⠢ ⠟⠰⠙⠢ ⠒ ⠎⠉⠒ ⠟⠁⠢"
    );
}

#[test]
fn single_moves_of_the_notes() {
    let profile = ukaaf();
    for (san, brf, unicode) in [
        ("Bb5+", "L^B5", "⠇⠘⠃⠢"),
        ("Rxf4+", "R_F4", "⠗⠸⠋⠲"),
        ("Re8#", "RE8>M", "⠗⠑⠦⠜⠍"),
        ("Nb1c3", "SB1C3", "⠎⠃⠂⠉⠒"),
        ("Nf3", "SF3", "⠎⠋⠒"),
    ] {
        let san: SanPlus = san.parse().unwrap();
        let cells = move_cells(&profile, &san, false);
        assert_eq!(to_brf(&cells), brf, "{san}");
        assert_eq!(brf_to_unicode(brf).unwrap(), unicode, "{san}");
    }
}

#[test]
fn choices_for_castling_promotion_and_mate_with_capture() {
    let profile = ukaaf();
    for (san, brf) in [
        ("O-O-O+", "0-0-0^"),
        ("O-O#", "0-0>M"),
        ("d8=Q", "D8Q"),
        ("exf8=N+", "E_F8S"),
        ("Rxe8#", "R;E8>M"),
    ] {
        let san: SanPlus = san.parse().unwrap();
        assert_eq!(to_brf(&move_cells(&profile, &san, false)), brf, "{san}");
    }
}

#[test]
fn german_profile_uses_german_piece_letters() {
    let profile = Profile::builtin("german-dbsv").unwrap();
    let moves = to_brf(&movetext(
        &profile,
        &sheet("1. e4 e5 2. Nf3 Nc6 3. Bb5 Qe7 4. Rg1 Kd8 *"),
    ));
    assert_eq!(moves, "1 E4 E5 2 SF3 SC6 3 LB5 DE7 4 TG1 KD8");
}

/// The dots-to-character table of liblouis' `en-us-brf.dis`.
fn liblouis_table() -> Vec<(u8, char)> {
    let candidates = [
        "/usr/share/liblouis/tables/en-us-brf.dis",
        "/usr/local/share/liblouis/tables/en-us-brf.dis",
    ];
    let path = candidates
        .iter()
        .find(|p| std::path::Path::new(p).is_file())
        .expect("liblouis-data is not installed: run `make test` (it installs liblouis-data)");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            (fields.next()? == "display").then_some(())?;
            let character = match fields.next()? {
                "\\s" => ' ',
                "\\\\" => '\\',
                other => other.chars().next()?,
            };
            let cell = Cell::from_dots(fields.next()?)?;
            Some((cell.bits(), character))
        })
        .collect()
}

#[test]
fn brf_table_equals_liblouis() {
    let table = liblouis_table();
    assert_eq!(table.len(), 64, "en-us-brf.dis has 64 six-dot entries");
    for (bits, character) in table {
        assert_eq!(
            char::from(BRF_TABLE[usize::from(bits)]),
            character,
            "cell with bits {bits:#04x}"
        );
    }
}

fn brf_text() -> impl Strategy<Value = String> {
    let chars: Vec<char> = BRF_TABLE
        .iter()
        .map(|&b| char::from(b))
        .chain(['\r', '\n', '\u{c}'])
        .collect();
    proptest::collection::vec(proptest::sample::select(chars), 0..200)
        .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #[test]
    fn brf_to_unicode_to_brf_round_trips(text in brf_text()) {
        let unicode = brf_to_unicode(&text).unwrap();
        prop_assert_eq!(unicode_to_brf(&unicode).unwrap(), text);
    }

    #[test]
    fn every_unicode_cell_reads_back(bits in 0u8..64) {
        let cell = Cell::from_bits(bits).unwrap();
        prop_assert_eq!(Cell::from_unicode(cell.unicode()), Some(cell));
        prop_assert_eq!(Cell::from_brf(cell.brf()), Some(cell));
    }
}

#[test]
fn non_braille_characters_are_reported() {
    let err = unicode_to_brf("⠁x").unwrap_err();
    assert_eq!(err.character, 'x');
    assert_eq!(err.position, 1);
}

#[test]
fn a_users_profile_file_is_read_and_checked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.toml");
    let own = include_str!("../../braille/ukaaf-2015.toml")
        .replace("name = \"ukaaf-2015\"", "name = \"mine\"")
        .replace("knight = \"S\"", "knight = \"{1345}\"");
    std::fs::write(&path, own).unwrap();
    let profile = Profile::resolve(path.to_str().unwrap()).unwrap();
    assert_eq!(profile.name, "mine");
    let san: SanPlus = "Nf3".parse().unwrap();
    assert_eq!(to_brf(&move_cells(&profile, &san, false)), "NF3");

    let bad = include_str!("../../braille/ukaaf-2015.toml").replace("king = \"K\"", "king = \"Ж\"");
    std::fs::write(&path, bad).unwrap();
    let err = Profile::resolve(path.to_str().unwrap()).unwrap_err();
    assert!(
        matches!(
            err,
            ProfileError::NotACell {
                character: 'Ж', ..
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("pieces.king"), "{err}");

    let err = Profile::resolve("klingon").unwrap_err();
    assert!(err.to_string().contains("ukaaf-2015, german-dbsv"), "{err}");
}

#[test]
fn profiles_name_their_source_and_unverified_choices() {
    let profile = ukaaf();
    assert!(profile.source.contains("UKAAF"));
    for choice in ["castle_short", "promotion", "en_passant", "between_moves"] {
        assert!(profile.unverified.iter().any(|u| u == choice), "{choice}");
    }
}

#[test]
fn unfinished_game_says_so_in_the_heading() {
    let mut record: GameRecord = pgn_import::read_game(
        "[White \"Anna\"]\n[Black \"Bella\"]\n\n1. e4 e5 *".as_bytes(),
        1,
        hektor::games::Rules::Chess,
    )
    .unwrap();
    assert_eq!(record.result, GameResult::Ongoing);
    let brf = String::from_utf8(
        render(
            &record,
            &ExportOptions::new(Format::Brf, hektor::i18n::Lang::En).unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let heading: Vec<&str> = brf.split("\r\n").take(4).collect();
    assert_eq!(heading[1], ",ANNA--,BELLA");
    assert_eq!(heading[2], ",RESULT3 UNFINISHED GAME");

    record.result = GameResult::WhiteWins;
    let brf = String::from_utf8(
        render(
            &record,
            &ExportOptions::new(Format::Brf, hektor::i18n::Lang::En).unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    assert!(!brf.contains("UNFINISHED"));
    assert!(brf.contains("\r\n,RESULT3 #A-J\r\n"));
    assert!(brf.contains("\r\n1-0\r\n"));
}

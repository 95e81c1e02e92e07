//! Braille headings a reader reads as text: names kept apart, every script spelt in
//! Latin letters, numbers with the number sign, long words split with a hyphen, and an
//! unfinished game ending in the asterisk.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::scoresheet::braille::text_cells;
use hektor::scoresheet::cells::to_brf;
use hektor::{
    games::chess::pgn_import,
    scoresheet::{ExportOptions, Format, Profile, render},
};

fn brf(text: &str) -> String {
    to_brf(&text_cells(&Profile::builtin("ukaaf-2015").unwrap(), text))
}

/// The BRF scoresheet of `pgn`, `width` cells wide.
fn sheet(pgn: &str, width: usize) -> Vec<String> {
    let record = pgn_import::read_game(pgn.as_bytes(), 1).unwrap();
    let mut options = ExportOptions::new(Format::Brf).unwrap();
    options.width = Some(width);
    let bytes = render(&record, &options).unwrap();
    String::from_utf8(bytes)
        .unwrap()
        .split("\r\n")
        .map(str::to_owned)
        .collect()
}

#[test]
fn twic_names_stay_apart() {
    // TWIC writes "Surname,Initial" with no blank.
    assert_eq!(brf("Praggnanandhaa,R"), "PRAGGNANANDHAA1 R");
    assert_eq!(brf("Carlsen, M."), "CARLSEN1 M4");
    assert_eq!(brf("O'Kelly/de Galway"), "O'KELLY DE GALWAY");
}

#[test]
fn every_script_is_spelt_in_latin_letters() {
    assert_eq!(brf("丁立人"), "DING LI REN");
    assert_eq!(brf("Γιάννης Παπαδόπουλος"), "GIANNES PAPADOPOULOS");
    assert_eq!(brf("Непомнящий"), "NEPOMNIASHCHII");
    assert_eq!(brf("Łukasz Müller-Weiß"), "LUKASZ MULLER-WEISS");
}

#[test]
fn numbers_carry_the_number_sign_and_upper_digits() {
    assert_eq!(brf("2025-06-01"), "#BJBE-#JF-#JA");
    // A letter a-j after a number is marked as a letter.
    assert_eq!(brf("Round 3a"), "ROUND #C;A");
    assert_eq!(brf("World Cup 2023"), "WORLD CUP #BJBC");
}

#[test]
fn the_heading_keeps_names_apart_and_words_whole() {
    let pgn = "[Event \"Tata Steel Masters\"]\n[Date \"2025.01.18\"]\n\
               [White \"Praggnanandhaa,R\"]\n[Black \"Rapport,R\"]\n\n1. e4 e5 *\n";
    let lines = sheet(pgn, 14);
    assert_eq!(
        &lines[1..7],
        [
            "TATA STEEL",
            "  MASTERS",
            "#BJBE-#JA-#AH",
            "PRAGGNANANDHA-",
            "  A1 R -",
            "  RAPPORT1 R",
        ]
    );
    // An unfinished game ends in the asterisk (dots 5, 35), as `*` ends it in PGN.
    assert!(lines.contains(&"\"9".to_owned()), "{lines:?}");
    assert!(lines.contains(&"UNFINISHED".to_owned()), "{lines:?}");
}

//! Braille headings a reader reads as text, in the literary code of the reader's
//! language (English here; every language against liblouis in `literary_braille.rs`):
//! names kept apart, other scripts spelt in the reader's letters, numbers with the
//! number sign, long words split with a hyphen, and an unfinished game said in the
//! reader's words and ending in the asterisk.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::i18n::Lang;
use hektor::scoresheet::Literary;
use hektor::scoresheet::cells::to_brf;
use hektor::{
    games::chess::{pgn_import, sheet::render},
    scoresheet::{ExportOptions, Format},
};

fn brf(text: &str) -> String {
    to_brf(&Literary::of(Lang::En).unwrap().cells(text))
}

/// The BRF scoresheet of `pgn`, `width` cells wide, its heading for a reader of `lang`.
fn sheet(pgn: &str, width: usize, lang: Lang) -> Vec<String> {
    let record = pgn_import::read_game(pgn.as_bytes(), 1, hektor::games::Rules::Chess).unwrap();
    let mut options = ExportOptions::new(Format::Brf, hektor::i18n::Lang::En).unwrap();
    options.width = Some(width);
    options.literary = Literary::of(lang).unwrap();
    let bytes = render(&record, &options).unwrap();
    String::from_utf8(bytes)
        .unwrap()
        .split("\r\n")
        .map(str::to_owned)
        .collect()
}

#[test]
fn names_stay_apart() {
    assert_eq!(brf("Carlsen, M."), ",CARLSEN1 ,M4");
    assert_eq!(brf("O'Kelly/de Galway"), ",O',KELLY_/DE ,GALWAY");
}

#[test]
fn other_scripts_are_spelt_in_the_readers_letters() {
    assert_eq!(brf("丁立人"), ",DING ,LI ,REN");
    assert_eq!(brf("Γιάννης Παπαδόπουλος"), ",GIANNES ,PAPADOPOULOS");
    assert_eq!(brf("Непомнящий"), ",NEPOMNIASHCHII");
    assert_eq!(brf("Łukasz Müller-Weiß"), ",LUKASZ ,M@ULLER-,WEI@S");
}

#[test]
fn numbers_carry_the_number_sign_and_upper_digits() {
    assert_eq!(brf("2025-06-01"), "#BJBE-JF-JA");
    // A letter after a number is marked as a letter.
    assert_eq!(brf("Round 3a"), ",ROUND #C;A");
    assert_eq!(brf("World Cup 2023"), ",WORLD ,CUP #BJBC");
}

#[test]
fn the_heading_keeps_names_apart_and_words_whole() {
    // TWIC writes "Surname,Initial" with no blank: the heading reads it with one.
    let pgn = "[Event \"Tata Steel Masters\"]\n[Date \"2025.01.18\"]\n\
               [White \"Praggnanandhaa,R\"]\n[Black \"Rapport,R\"]\n\n1. e4 e5 *\n";
    let lines = sheet(pgn, 16, Lang::En);
    assert_eq!(
        &lines[1..7],
        [
            ",TATA ,STEEL",
            "  ,MASTERS",
            "#BJBE-JA-AH",
            ",PRAGGNANANDHAA1",
            // A lone letter takes the letter sign (dots 56) in English Braille.
            "  ;,R--,RAPPORT1",
            "  ;,R",
        ]
    );
    // An unfinished game says so in the reader's words and ends in the asterisk (dots
    // 5, 35), as `*` ends it in PGN.
    assert_eq!(&lines[7..10], [",RESULT3", "  UNFINISHED", "  GAME"]);
    assert!(lines.contains(&"\"9".to_owned()), "{lines:?}");
}

#[test]
fn a_polish_reader_reads_polish_letters_and_words() {
    let pgn = "[Event \"Mistrzostwa Polski\"]\n[White \"Żółw, Łukasz\"]\n\
               [Black \"Wójcik, Paweł\"]\n\n1. e4 e5 *\n";
    let lines = sheet(pgn, 40, Lang::Pl);
    let polish = Literary::of(Lang::Pl).unwrap();
    let expected = |text: &str| to_brf(&polish.cells(text));
    assert_eq!(lines[2], expected("Żółw, Łukasz - Wójcik, Paweł"));
    // Not "unfinished" in English, but the Polish words, in Polish Braille.
    assert_eq!(lines[3], expected("Wynik: partia nieukończona"));
    assert!(lines[2].contains(&to_brf(&polish.cells("ł"))));
}

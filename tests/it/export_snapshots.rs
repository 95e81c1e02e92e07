//! What a reader of the scoresheet gets: the BRF and Unicode Braille pages (the heading
//! in every reader's literary Braille) and the printed scoresheet in every UI language,
//! for one short finished game.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::game::Termination;
use hektor::games::GameRecord;
use hektor::i18n::Lang;
use hektor::{
    games::chess::{pgn_import, sheet::render},
    scoresheet::{ExportOptions, Format, LineEnding, Literary, Profile},
};

const GAME: &str = r#"[Event "Blind Chess Olympiad"]
[Site "Chennai"]
[Date "2026.08.01"]
[Round "3"]
[White "Nováková, Jana"]
[Black "Kowalski, Piotr"]
[Result "1-0"]
[TimeControl "5400+30"]

1. e4 {[%clk 1:30:20]} e5 {[%clk 1:30:25]} 2. Bc4 {[%clk 1:30:40]} Nc6 {[%clk 1:30:41]}
3. Qh5 {[%clk 1:31:00]} Nf6 {[%clk 1:29:10]} 4. Qxf7# {[%clk 1:31:20]} 1-0
"#;

fn record() -> GameRecord {
    let mut record =
        pgn_import::read_game(GAME.as_bytes(), 1, hektor::games::Rules::Chess).unwrap();
    assert_eq!(record.termination, Some(Termination::Checkmate));
    // White's third move offers a draw.
    record.moves = (record.moves.iter().enumerate())
        .map(|(index, mv)| hektor::game::MoveRecord {
            draw_offer: index == 2,
            ..mv.to_record()
        })
        .collect();
    record
}

fn export(format: Format, lang: Lang, profile: &str, width: usize, height: usize) -> String {
    let mut options = ExportOptions::new(format, hektor::i18n::Lang::En).unwrap();
    options.lang = lang;
    options.profile = Profile::builtin(profile).unwrap();
    options.width = Some(width);
    options.height = Some(height);
    options.line_ending = Some(LineEnding::Lf);
    String::from_utf8(render(&record(), &options).unwrap()).unwrap()
}

#[test]
fn brf_scoresheet() {
    insta::assert_snapshot!(export(Format::Brf, Lang::En, "ukaaf-2015", 40, 25));
}

#[test]
fn brf_scoresheet_on_narrow_short_pages() {
    insta::assert_snapshot!(export(Format::Brf, Lang::En, "ukaaf-2015", 14, 6));
}

#[test]
fn unicode_braille_scoresheet_with_german_letters() {
    insta::assert_snapshot!(export(Format::Braille, Lang::En, "german-dbsv", 40, 25));
}

#[test]
fn unicode_braille_heading_in_every_readers_code() {
    for lang in Lang::ALL {
        let mut options = ExportOptions::new(Format::Braille, hektor::i18n::Lang::En).unwrap();
        options.literary = Literary::of(lang).unwrap();
        options.line_ending = Some(LineEnding::Lf);
        let sheet = String::from_utf8(render(&record(), &options).unwrap()).unwrap();
        insta::assert_snapshot!(format!("braille_{lang}"), sheet);
    }
}

#[test]
fn printed_scoresheet_in_every_language() {
    for lang in Lang::ALL {
        insta::assert_snapshot!(
            format!("text_{lang}"),
            export(Format::Text, lang, "ukaaf-2015", 60, 40)
        );
    }
}

#[test]
fn pgn_export() {
    insta::assert_snapshot!(export(Format::Pgn, Lang::En, "ukaaf-2015", 80, 25));
}

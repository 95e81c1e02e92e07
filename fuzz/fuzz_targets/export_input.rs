//! Arbitrary bytes read as PGN games and exported to every format (the Braille headings
//! in every reader's literary code), and read as a Braille profile and as a literary
//! table: nothing may panic, and every exported page keeps to its limits.
#![no_main]

use hektor::{
    games::chess::{pgn_import, scoresheet::Scoresheet},
    i18n::Lang,
    scoresheet::{ExportOptions, Format, Literary, Profile},
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for game in pgn_import::games(data, hektor::games::Rules::Chess).take(4) {
        let Ok(record) = game else { continue };
        let Ok(sheet) = Scoresheet::from_record(&record) else {
            continue;
        };
        for format in [Format::Pgn, Format::Brf, Format::Braille, Format::Text] {
            let Ok(mut options) = ExportOptions::new(format, hektor::i18n::Lang::En) else {
                return;
            };
            options.width = Some(12);
            let lang = Lang::ALL[data.len() % Lang::ALL.len()];
            if let Ok(literary) = Literary::of(lang) {
                options.literary = literary;
            }
            let Ok(bytes) = sheet.render(&options) else {
                continue;
            };
            if format != Format::Pgn {
                let text = String::from_utf8_lossy(&bytes).replace('\u{c}', "");
                assert!(text.lines().all(|line| line.chars().count() <= 12));
            }
        }
    }
    let _ = Profile::from_toml(&String::from_utf8_lossy(data), "fuzz");
    let _ = Literary::from_toml(&String::from_utf8_lossy(data), "fuzz");
});

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use crate::i18n::Locale;
use crate::parts::Split;
use hektor_game_core::scoresheet::ExportOptions;
use hektor_game_core::scoresheet::input::Which;

use crate::games::chess::sheet::input::*;
use hektor_game_core::scoresheet::Format;

/// Games to export, good and bad: a variant and an illegal move (left out), tags
/// without moves, a comment with a game inside it, a game cut short by a comment
/// that never closes.
const PIECES: &[&str] = &[
    "[Event \"good\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 {[%clk 0:01:00]} Nc6 1-0\n\n",
    "[Event \"illegal\"]\n\n1. e4 e5 2. Ke3 *\n\n",
    "[Event \"variant\"]\n[Variant \"Atomic\"]\n\n1. e4 *\n\n",
    "[Event \"tags only\"]\n[Result \"*\"]\n\n",
    "[Event \"comment\"]\n\n1. e4 {a game inside\n\n[Event \"inside\"]\n\n1. Ke2} e5 (1... c5 {in\n\n[Event \"x\"]\n\n} 2. Nf3) 1/2-1/2\n\n",
    "[Event \"mate\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n",
    "[Event \"null\"]\n\n1. e4 -- *\n\n",
];

/// The bytes written and how the export ended, for `text` read as `split` says.
fn exported(text: &str, format: Format, split: Split) -> (Vec<u8>, String) {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    std::io::Write::write_all(&mut file, text.as_bytes()).unwrap();
    let options = ExportOptions::new(format, crate::i18n::Lang::En).unwrap();
    let page = options.page().unwrap();
    let locale = Locale::new(crate::i18n::Lang::En);
    let mut out = Vec::new();
    let input = crate::games::Input::Pgn(file.path().to_owned());
    let ended = export(&input, Which::All, split, &options, &locale, page, &mut out);
    let ended = format!("{:?}", ended.map_err(|e| e.sentence(&locale)));
    (
        out,
        ended.replace(&file.path().display().to_string(), "FILE"),
    )
}

#[test]
fn every_game_exported_in_parts_gives_the_bytes_of_one_reading() {
    let text: String = PIECES.iter().cycle().take(60).copied().collect();
    for format in [Format::Pgn, Format::Brf] {
        let one = exported(
            &text,
            format,
            Split {
                workers: 1,
                part: u64::MAX,
            },
        );
        assert!(one.1.contains("Ok("), "{}", one.1);
        for part in [1, 40, 300, 2000] {
            let parts = exported(&text, format, Split { workers: 2, part });
            assert_eq!(one, parts, "{format:?}, parts of {part} bytes");
        }
    }
}

proptest::proptest! {
    #[test]
    fn any_cut_gives_the_export_of_one_reading(
        picks in proptest::collection::vec(0..PIECES.len(), 0..25),
        part in 1u64..500,
    ) {
        let text: String = picks.iter().map(|&i| PIECES[i]).collect();
        let one = exported(&text, Format::Pgn, Split { workers: 1, part: u64::MAX });
        let parts = exported(&text, Format::Pgn, Split { workers: 2, part });
        proptest::prop_assert_eq!(one, parts);
    }
}

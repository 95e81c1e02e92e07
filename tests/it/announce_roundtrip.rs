//! Issue 2's property: in random positions reached by random legal play, every legal
//! move, announced in every style, form and language, parses back to that same move.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use common::random_position;
use hektor::games::chess::notation::parse_move;
use hektor::i18n::Lang;
use hektor::{
    announce::{AnnounceOptions, Form, Style},
    games::chess::announce::Announcer,
};
use proptest::prelude::*;
use shakmaty::Position;

const STYLES: [Style; 5] = [
    Style::Fide,
    Style::FideAscii,
    Style::Nato,
    Style::Native,
    Style::San,
];

/// Every announcer: style x form x language x pawn names x ranks in the UI language.
fn announcers() -> Vec<Announcer> {
    let mut announcers = Vec::new();
    for style in STYLES {
        for form in [Form::Short, Form::Long] {
            for lang in Lang::ALL {
                for (pawn_name, ranks_in_ui_language) in [(false, false), (true, true)] {
                    announcers.push(Announcer::new(AnnounceOptions {
                        style,
                        form,
                        lang,
                        pawn_name,
                        ranks_in_ui_language,
                    }));
                }
            }
        }
    }
    announcers
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_announcement_parses_back_to_its_move(
        picks in prop::collection::vec(any::<usize>(), 0..120),
    ) {
        let pos = random_position(&picks);
        for announcer in announcers() {
            for mv in pos.legal_moves() {
                let text = announcer.move_text(&pos, mv);
                let parsed = parse_move(&pos, &text);
                prop_assert_eq!(
                    parsed.as_ref().ok(),
                    Some(&mv),
                    "{:?} in {:?}: {:?}",
                    text,
                    announcer.options(),
                    parsed
                );
            }
        }
    }
}

/// Positions with the rare moves (promotions with and without capture, en passant,
/// both castlings, disambiguation by file, rank and square, mate) in every announcer.
#[test]
fn rare_moves_parse_back() {
    let fens = [
        "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
        "r3k2r/1P4P1/8/8/3Pp3/8/1p4p1/R3K2R b KQkq d3 0 1",
        "4k3/8/8/1N3N2/8/1N3N2/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/Q6Q/Q3K3 w - - 0 1",
    ];
    for fen in fens {
        let pos = hektor::games::chess::position_from_fen(fen).unwrap();
        for announcer in announcers() {
            for mv in pos.legal_moves() {
                let text = announcer.move_text(&pos, mv);
                let parsed = parse_move(&pos, &text);
                assert_eq!(
                    parsed.as_ref().ok(),
                    Some(&mv),
                    "{text:?} in {:?} ({fen}): {parsed:?}",
                    announcer.options()
                );
            }
        }
    }
}

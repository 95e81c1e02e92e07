//! The `san` style in English is standard SAN; the long form is FIDE long algebraic.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use common::{lan, random_position};
use hektor::{
    announce::{AnnounceOptions, Form, Style},
    games::chess::announce::Announcer,
};
use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

fn san(form: Form) -> Announcer {
    Announcer::new(AnnounceOptions {
        style: Style::San,
        form,
        ..AnnounceOptions::default()
    })
}

/// `Ng1-f3+`, `e4xd5`, `e7-e8=Q+`, `O-O`: long algebraic with shakmaty's check suffix.
fn long_algebraic(pos: &Chess, mv: Move) -> String {
    let san = SanPlus::from_move(pos.clone(), mv).to_string();
    let suffix: String = san.chars().filter(|c| matches!(c, '+' | '#')).collect();
    format!("{}{suffix}", lan(mv))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn english_san_is_standard_san(picks in prop::collection::vec(any::<usize>(), 0..120)) {
        let pos = random_position(&picks);
        let (short, long) = (san(Form::Short), san(Form::Long));
        for mv in pos.legal_moves() {
            prop_assert_eq!(short.move_text(&pos, mv), SanPlus::from_move(pos.clone(), mv).to_string());
            prop_assert_eq!(long.move_text(&pos, mv), long_algebraic(&pos, mv));
        }
    }
}

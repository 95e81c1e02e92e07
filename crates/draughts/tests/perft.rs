//! Perft from the start positions: the number of leaf nodes of the legal-move tree, which
//! pins the move generator to published counts (draughts-100) and to py-draughts' own.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor_draughts::{Position, Variant, perft};

#[test]
fn international_start_perft() {
    let start = Position::new(Variant::International);
    let counts: Vec<u64> = (1..=6).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, [9, 81, 658, 4265, 27117, 167140]);
}

#[test]
fn russian_start_perft() {
    let start = Position::new(Variant::Russian);
    let counts: Vec<u64> = (1..=7).map(|d| perft(&start, d)).collect();
    // py-draughts 1.10.1 counts the same (English checkers, with men that cannot
    // capture backwards, would give 7361 at depth 5).
    assert_eq!(counts, [7, 49, 302, 1469, 7482, 37986, 190146]);
}

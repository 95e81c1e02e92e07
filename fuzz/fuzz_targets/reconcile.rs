//! Arbitrary text as a board (FEN or piece list) and as two scoresheets, reconciled:
//! nothing may panic.
#![no_main]

use hektor::{
    games::chess::reconcile::{parse_board, reconcile},
    reconcile::Sheet,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let board = parse_board(&text);
    let (a, b) = text.split_at(
        text.char_indices()
            .nth(text.chars().count() / 2)
            .map_or(0, |(i, _)| i),
    );
    let boards: Vec<_> = board.into_iter().collect();
    let _ = reconcile(&Sheet::read(a), &Sheet::read(b), &boards);
});

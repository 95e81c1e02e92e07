//! Arbitrary bytes (as lossy UTF-8) read as a draughts move on both boards and resolved
//! against a few legal moves: nothing may panic, and a move read writes back to text that
//! reads to the same squares.
#![no_main]

use hektor_draughts::notation::{read, resolve};
use hektor_draughts::{Move, Square, Variant};
use libfuzzer_sys::fuzz_target;

/// A quiet move and two captures with the same ends, for `resolve`.
fn legal(variant: Variant) -> Vec<Move> {
    let square = |n| Square::new(variant, n);
    let moves = [
        (21, vec![17], vec![]),
        (22, vec![15, 8], vec![18, 11]),
        (22, vec![13, 8], vec![17, 12]),
    ];
    moves
        .into_iter()
        .filter_map(|(from, landings, captured)| {
            let landings: Option<Vec<Square>> = landings.into_iter().map(square).collect();
            let captured: Option<Vec<Square>> = captured.into_iter().map(square).collect();
            Move::new(square(from)?, landings?, captured?, false)
        })
        .collect()
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for variant in [Variant::Russian, Variant::International] {
        if let Ok(written) = read(variant, &text) {
            let again = read(variant, &written.notation(variant));
            assert_eq!(again.as_ref().map(|m| m.squares()), Ok(written.squares()));
            let _ = resolve(variant, &written, &legal(variant));
        }
    }
});

//! Arbitrary bytes (as lossy UTF-8) read as a PDN FEN of either draughts game: nothing may
//! panic, and a FEN that reads writes back to one that reads to the same position, whose
//! legal moves can all be played.
#![no_main]

use hektor_draughts::{Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for variant in [Variant::Russian, Variant::International] {
        let Ok(position) = Position::from_fen(variant, &text) else {
            continue;
        };
        assert_eq!(
            Position::from_fen(variant, &position.to_fen()).as_ref(),
            Ok(&position)
        );
        for mv in position.legal_moves() {
            assert!(position.play(&mv).is_ok());
        }
        let _ = position.outcome();
    }
});

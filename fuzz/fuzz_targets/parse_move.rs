//! Arbitrary bytes (as lossy UTF-8) fed to the move parser in a few positions and to the
//! movetext reader: nothing may panic.
#![no_main]

use hektor::games::chess::notation::parse_move;
use hektor::{games::chess::notation::replay, notation::movetext::read_movetext};
use libfuzzer_sys::fuzz_target;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const FENS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/pP3ppp/8/3pP3/8/8/P4PPP/R3K2R w KQkq d6 0 1",
    "3k4/1P6/8/8/8/5N2/8/1N2K3 w - - 0 1",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for fen in FENS {
        let Ok(fen) = fen.parse::<Fen>() else { return };
        let Ok(pos) = fen.into_position::<Chess>(CastlingMode::Standard) else {
            return;
        };
        let _ = parse_move(&pos, &text);
    }
    let entries = read_movetext(&text);
    let _ = replay(&Chess::default(), &entries);
});

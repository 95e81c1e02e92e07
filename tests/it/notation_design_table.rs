//! Every announcement of design.md's reference table, short and long form, typed back
//! into the parser, gives the move it announces.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::games::chess::notation::parse_move;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// (position, SAN, short form, long form)
const ROWS: [(&str, &str, &str, &str); 12] = [
    (START, "e4", "Eva vier", "Eva zwei Eva vier"),
    (
        START,
        "Nf3",
        "Springer Felix drei",
        "Springer Gustav eins Felix drei",
    ),
    (
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "exd5",
        "Eva schlägt David fünf",
        "Eva vier schlägt David fünf",
    ),
    (
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
        "Nbd2",
        "Springer Bella David zwei",
        "Springer Bella eins David zwei",
    ),
    (
        "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1",
        "N5f3",
        "Springer fünf Felix drei",
        "Springer Gustav fünf Felix drei",
    ),
    (
        "3k4/8/8/8/3p4/8/8/3QK3 w - - 0 1",
        "Qxd4+",
        "Dame schlägt David vier, Schach",
        "Dame David eins schlägt David vier, Schach",
    ),
    (
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        "O-O",
        "Kurze Rochade",
        "Kurze Rochade",
    ),
    (
        "r2k3r/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "O-O-O+",
        "Lange Rochade, Schach",
        "Lange Rochade, Schach",
    ),
    (
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "exd6",
        "Eva schlägt David sechs en passant",
        "Eva fünf schlägt David sechs en passant",
    ),
    (
        "k7/3P4/8/8/8/8/8/4K3 w - - 0 1",
        "d8=Q",
        "David acht wird Dame",
        "David sieben David acht wird Dame",
    ),
    (
        "5r2/4P2k/8/8/8/8/8/4K3 w - - 0 1",
        "exf8=N+",
        "Eva schlägt Felix acht wird Springer, Schach",
        "Eva sieben schlägt Felix acht wird Springer, Schach",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        "Qh4#",
        "Dame Hektor vier, Matt",
        "Dame David acht Hektor vier, Matt",
    ),
];

#[test]
fn every_reference_announcement_reads_back() {
    for (fen, san, short, long) in ROWS {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let expected = san
            .trim_end_matches(['+', '#'])
            .parse::<San>()
            .unwrap()
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("{san} in {fen}: {e}"));
        for text in [san, short, long] {
            assert_eq!(parse_move(&pos, text), Ok(expected), "{text}");
        }
    }
}

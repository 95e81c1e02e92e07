//! Property tests of the PGN import path: random legal games written as PGN come back
//! whole (check finds no error and counts every move, replay loads every move), and any
//! mix of PGN-like tokens is read without a panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::games::chess::ChessPosition;
use hektor::games::chess::check::check;
use hektor::games::chess::pgn_tree::load;
use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

/// A PGN game of up to `choices.len()` random legal moves, and its move count.
fn random_game(choices: &[usize]) -> (String, usize) {
    let mut pos = Chess::default();
    let mut text = String::from("[Event \"random\"]\n\n");
    let mut plies = 0;
    for &choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice % moves.len()];
        if pos.turn().is_white() {
            text.push_str(&format!("{}. ", pos.fullmoves()));
        }
        text.push_str(&SanPlus::from_move_and_play_unchecked(&mut pos, mv).to_string());
        text.push(' ');
        plies += 1;
    }
    text.push_str("*\n\n");
    (text, plies)
}

proptest! {
    #[test]
    fn random_legal_games_round_trip(games in prop::collection::vec(prop::collection::vec(0usize..64, 0..120), 1..5)) {
        let mut file = String::new();
        let mut total = 0;
        let mut first = None;
        for choices in &games {
            let (text, plies) = random_game(choices);
            first.get_or_insert(plies);
            file.push_str(&text);
            total += plies;
        }
        let summary = check(file.as_bytes(), &mut |r| panic!("unexpected report {r:?}")).unwrap();
        prop_assert_eq!(summary.games, games.len() as u64);
        prop_assert_eq!(summary.moves, total as u64);
        prop_assert_eq!(summary.errors, 0);
        let tree = load::<ChessPosition, _>(file.as_bytes()).unwrap();
        prop_assert_eq!(tree.mainline().len() - 1, first.unwrap_or(0));
    }

    #[test]
    fn pgn_like_noise_never_panics(tokens in prop::collection::vec(prop::sample::select(vec![
        "[Event \"x\"]\n", "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n", "[Variant \"Atomic\"]\n",
        "\n", "\n\n", "1.", "e4", "e5", "Nf3", "O-O", "Z0", "--", "e2e4", "(", ")", "{", "}",
        "{[%clk 0:01:02]}", "$1", "!?", "1-0", "*", ";rest\n", "%escape\n", "\u{feff}", "\u{ff}",
        "[Broken", "\"", " ",
    ]), 0..80)) {
        let text: String = tokens.concat();
        let _ = check(text.as_bytes(), &mut |_| {});
        let _ = load::<ChessPosition, _>(text.as_bytes());
    }
}

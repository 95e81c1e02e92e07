//! Property tests of board entry: a piece list, written or spoken back, reads back to the
//! same board; corrections always turn a board into its target with the fewest steps.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::i18n::Lang;
use hektor::{
    announce::{AnnounceOptions, Style},
    games::chess::announce::Announcer,
};
use hektor::{
    games::chess::reconcile::{
        BoardEntry, corrections, describe_board, describe_entry, parse_piece_list, to_piece_list,
    },
    reconcile::Action,
};
use proptest::prelude::*;
use shakmaty::{Board, Color, Piece, Role, Square};

const PIECES: &str = "KQRBNPkqrbnp";

fn board_strategy(max: usize) -> impl Strategy<Value = Board> {
    proptest::collection::vec((0u32..64, 0usize..12), 0..max).prop_map(|placed| {
        let mut board = Board::empty();
        for (square, piece) in placed {
            let c = PIECES.chars().nth(piece).unwrap();
            board.set_piece_at(Square::new(square), Piece::from_char(c).unwrap());
        }
        board
    })
}

/// Piece letters (king, queen, rook, bishop, knight) of the notations the move reader
/// takes: English, German, Russian, Ukrainian, Polish, and figurines.
const LETTERS: [[&str; 5]; 6] = [
    ["K", "Q", "R", "B", "N"],
    ["K", "D", "T", "L", "S"],
    ["Кр", "Ф", "Л", "С", "К"],
    ["Кр", "Ф", "Т", "С", "К"],
    ["K", "H", "W", "G", "S"],
    ["♔", "♕", "♖", "♗", "♘"],
];

/// `board` as a piece list written with `letters`.
fn national_list(board: &Board, letters: [&str; 5]) -> String {
    [Color::White, Color::Black]
        .into_iter()
        .map(|color| {
            let mut part = color.to_string();
            for square in board.by_color(color) {
                let role = board.role_at(square).unwrap();
                part.push(' ');
                let index = [
                    Role::King,
                    Role::Queen,
                    Role::Rook,
                    Role::Bishop,
                    Role::Knight,
                ]
                .iter()
                .position(|r| *r == role);
                if let Some(index) = index {
                    part.push_str(letters[index]);
                }
                part.push_str(&square.to_string());
            }
            part
        })
        .collect::<Vec<_>>()
        .join("; ")
}

proptest! {
    #[test]
    fn a_piece_list_in_national_letters_reads_back(
        board in board_strategy(40),
        letters in proptest::sample::select(LETTERS.to_vec()),
    ) {
        prop_assume!(!board.occupied().is_empty());
        prop_assert_eq!(parse_piece_list(&national_list(&board, letters)).unwrap(), board);
    }

    #[test]
    fn a_written_piece_list_reads_back(board in board_strategy(40)) {
        prop_assume!(!board.occupied().is_empty());
        prop_assert_eq!(parse_piece_list(&to_piece_list(&board)).unwrap(), board);
    }

    #[test]
    fn the_spoken_back_board_reads_back(
        board in board_strategy(24),
        style in prop_oneof![Just(Style::Fide), Just(Style::San)],
        lang in prop_oneof![Just(Lang::En), Just(Lang::De)],
    ) {
        prop_assume!(!board.occupied().is_empty());
        let announcer = Announcer::new(AnnounceOptions { style, lang, ..AnnounceOptions::default() });
        let spoken = describe_board(&board, &announcer);
        prop_assert_eq!(parse_piece_list(&spoken).unwrap(), board, "{}", spoken);
    }

    #[test]
    fn a_board_entered_piece_by_piece_as_spoken_is_the_board(
        board in board_strategy(24),
        style in prop_oneof![Just(Style::Fide), Just(Style::Nato), Just(Style::San)],
        lang in prop_oneof![Just(Lang::En), Just(Lang::De)],
    ) {
        let announcer = Announcer::new(AnnounceOptions { style, lang, ..AnnounceOptions::default() });
        let mut entry = BoardEntry::new();
        for (square, piece) in board.clone() {
            let mut one = Board::empty();
            one.set_piece_at(square, piece);
            let line = describe_board(&one, &announcer);
            let items = entry.enter(&line).unwrap();
            prop_assert_eq!(describe_entry(&items, &announcer), line);
        }
        prop_assert_eq!(entry.board(), &board);
    }

    #[test]
    fn corrections_reach_the_target_with_the_fewest_steps(
        board in board_strategy(20),
        target in board_strategy(20),
    ) {
        let steps = corrections(&board, &target);
        // In order: removals, then moves (a piece goes to an occupied square only when the
        // piece standing there moves on later: the arbiter holds it), then placements.
        let mut fixed = board.clone();
        let mut held: Vec<(Square, Piece)> = Vec::new();
        for (i, c) in steps.iter().enumerate() {
            let piece = Piece { color: c.color, role: c.piece };
            prop_assert_eq!(c.action == Action::Move, c.from.is_some() && c.to.is_some());
            if let Some(from) = c.from {
                let lifted = match held.iter().position(|&(sq, _)| sq == from) {
                    Some(k) => Some(held.remove(k).1),
                    None => fixed.remove_piece_at(from),
                };
                prop_assert_eq!(lifted, Some(piece));
            }
            if let Some(to) = c.to {
                if let Some(occupant) = fixed.remove_piece_at(to) {
                    prop_assert!(steps[i + 1..].iter().any(|later| later.from == Some(to)));
                    held.push((to, occupant));
                }
                fixed.set_piece_at(to, piece);
            }
        }
        prop_assert!(held.is_empty());
        prop_assert_eq!(&fixed, &target);
        let mut fewest = 0;
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let p = Piece { color, role };
                let surplus = (board.by_piece(p) & !target.by_piece(p)).count();
                let missing = (target.by_piece(p) & !board.by_piece(p)).count();
                fewest += surplus.max(missing);
            }
        }
        prop_assert_eq!(steps.len(), fewest);
    }
}

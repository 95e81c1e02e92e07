//! A chess board entered for reconciling, spoken back in the announcer's style.

use shakmaty::{Board, Color};

use super::pieces::{Item, pieces_of};
use crate::ChessPosition;
use crate::announce::Announcer;
use crate::i18n::sentence;
use crate::msg;
use hektor_game_core::reconcile::SheetGame;

/// What stands on `board`, side by side and piece by piece, as one sentence each side
/// ("White: king e1, pawn e4."), in the announcer's style: the spoken-back form of a
/// board entered square by square.
pub fn describe_board(board: &Board, announcer: &Announcer) -> String {
    let locale = announcer.locale();
    [Color::White, Color::Black]
        .into_iter()
        .filter(|&color| board.by_color(color).any())
        .map(|color| {
            let pieces: Vec<String> = pieces_of(board, color)
                .into_iter()
                .map(|(role, square)| {
                    format!(
                        "{} {}",
                        locale.text(&ChessPosition::piece_id(role)),
                        announcer.square(square)
                    )
                })
                .collect();
            sentence(
                locale,
                msg::RECONCILE_BOARD_SIDE,
                &[
                    ("side", crate::player_of(color).name(locale).into()),
                    ("pieces", pieces.join(", ").into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What one line of board entry changed, spoken back: the pieces placed, side by side,
/// then each square cleared ("Eva vier: leer").
pub fn describe_entry(items: &[Item], announcer: &Announcer) -> String {
    let mut placed = Board::empty();
    let mut sentences = Vec::new();
    for &(square, piece) in items {
        if let Some(piece) = piece {
            placed.set_piece_at(square, piece);
        }
    }
    if placed.occupied().any() {
        sentences.push(describe_board(&placed, announcer));
    }
    for &(square, piece) in items {
        if piece.is_none() {
            let square = announcer.square(square);
            let args = [("square", square.into())];
            sentences.push(sentence(
                announcer.locale(),
                msg::RECONCILE_ENTRY_CLEARED,
                &args,
            ));
        }
    }
    sentences.join(" ")
}

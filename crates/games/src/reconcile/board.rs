//! What stands on a physical board: read from a FEN (the placement part is enough) or a
//! piece list, and checked for what can never happen in a game.

use super::Player;
use crate::announce::lexicon::BoardWord;
use crate::games::chess::fen::FenProblem;
use crate::games::chess::reconcile::PieceListError;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::SquareName;
use crate::terms::Player as Side;
use fluent_bundle::FluentValue;

/// A board that cannot be used; [`BoardError::phrase`] says why in the UI language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The FEN placement does not read.
    #[error("the FEN placement \"{placement}\" cannot be read: {reason}")]
    Fen {
        /// The placement as given.
        placement: String,
        /// What is wrong.
        reason: FenProblem,
    },
    /// The piece list does not read.
    #[error("{0}")]
    PieceList(#[from] PieceListError),
    /// The position cannot arise in a game.
    #[error("impossible position: {0}")]
    Impossible(Impossible),
    /// A draughts board that does not read.
    #[error("{0}")]
    Draughts(#[from] crate::games::draughts::reconcile::errors::DraughtsBoardError),
}

/// Why a board cannot stand in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Impossible {
    /// A pawn on the first or last rank.
    #[error("a {} pawn stands on {square}", side_name(*.color))]
    PawnOnEdge {
        /// Its colour.
        color: Side,
        /// Its square.
        square: SquareName,
    },
    /// Not exactly one king of a side.
    #[error("{} has {count} kings", side_name(*.color))]
    Kings {
        /// The side.
        color: Side,
        /// How many kings it has.
        count: usize,
    },
    /// More than 8 pawns of a side.
    #[error("{} has {count} pawns", side_name(*.color))]
    Pawns {
        /// The side.
        color: Side,
        /// How many pawns it has.
        count: usize,
    },
    /// More than 16 pieces of a side.
    #[error("{} has {count} pieces", side_name(*.color))]
    Pieces {
        /// The side.
        color: Side,
        /// How many pieces it has.
        count: usize,
    },
}

impl Impossible {
    /// Why, and what a board always has, as a phrase of the UI language.
    pub fn phrase(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let (id, color) = match *self {
            Impossible::PawnOnEdge { color, square } => {
                args.push(("square", square.to_string().into()));
                (msg::RECONCILE_BOARD_PAWN_EDGE, color)
            }
            Impossible::Kings { color, count } => {
                args.push(("count", count.into()));
                (msg::RECONCILE_BOARD_KINGS, color)
            }
            Impossible::Pawns { color, count } => {
                args.push(("count", count.into()));
                (msg::RECONCILE_BOARD_PAWNS, color)
            }
            Impossible::Pieces { color, count } => {
                args.push(("count", count.into()));
                (msg::RECONCILE_BOARD_PIECES, color)
            }
        };
        args.push(("color", side_name(color).into()));
        sentence(locale, id, &args)
    }
}

impl BoardError {
    /// What is wrong with the board, as a phrase of the UI language.
    pub fn phrase(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        match self {
            BoardError::Fen { placement, reason } => {
                args.push(("placement", placement.clone().into()));
                args.push(("reason", reason.phrase(locale).into()));
                sentence(locale, msg::RECONCILE_BOARD_FEN, &args)
            }
            BoardError::PieceList(error) => error.phrase(locale),
            BoardError::Draughts(error) => error.phrase(locale),
            BoardError::Impossible(why) => {
                args.push(("problem", why.phrase(locale).into()));
                sentence(locale, msg::RECONCILE_BOARD_IMPOSSIBLE, &args)
            }
        }
    }
}

/// The player a word names (`blind`, `sighted`, `незрячий`, `зрячий`, `niewidomy`, ...),
/// in any UI language.
pub fn player_word(word: &str) -> Option<Player> {
    match BoardWord::read(&word.trim().to_lowercase()) {
        Some(BoardWord::Blind) => Some(Player::Blind),
        Some(BoardWord::Sighted) => Some(Player::Sighted),
        _ => None,
    }
}

/// The English word for a side, as the Fluent selectors of the board sentences take it.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

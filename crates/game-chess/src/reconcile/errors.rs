//! Why a chess board or a chess sheet's start cannot be used in a reconciliation, each
//! with the words of the UI language, as reconcile's [`Unusable`] errors.

use fluent_bundle::FluentValue;

use super::PieceListError;
use crate::fen::FenProblem;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::SquareName;
use crate::terms::Player as Side;
use crate::unusable::Unusable;

/// A chess board that cannot be used; its [`Unusable::phrase`] says why in the UI language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChessBoardError {
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

impl Unusable for ChessBoardError {
    fn phrase(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        match self {
            ChessBoardError::Fen { placement, reason } => {
                args.push(("placement", placement.clone().into()));
                args.push(("reason", reason.phrase(locale).into()));
                sentence(locale, msg::RECONCILE_BOARD_FEN, &args)
            }
            ChessBoardError::PieceList(error) => error.phrase(locale),
            ChessBoardError::Impossible(why) => {
                args.push(("problem", why.phrase(locale).into()));
                sentence(locale, msg::RECONCILE_BOARD_IMPOSSIBLE, &args)
            }
        }
    }
}

/// A sheet's start position (its FEN) that is not a legal chess position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the start position is not legal: {0}")]
pub struct IllegalStart(pub FenProblem);

impl Unusable for IllegalStart {
    fn phrase(&self, locale: &Locale) -> String {
        let args: Vec<(&str, FluentValue)> = vec![("reason", self.0.phrase(locale).into())];
        sentence(locale, msg::RECONCILE_START_ILLEGAL, &args)
    }
}

/// The English word for a side, as the Fluent selectors of the board sentences take it.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

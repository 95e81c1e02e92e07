//! Move input: whatever a blind player or an assistant types or says, in any notation
//! and language, turned into a legal move of the position, or a structured error.
//!
//! Rendering an error as a sentence in the UI language is the announcer's job
//! (`crate::announce::Announcer::error_sentence`), because it names squares in the
//! chosen announcement style.

pub mod marks;
pub mod movetext;

use shakmaty::san::San;
use shakmaty::{CastlingSide, Chess, Move, Position, Role, Square};

/// Why an input is not a legal move here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Illegal {
    /// The piece named belongs to the side not to move.
    NotYourTurn,
    /// The departure square named is empty.
    EmptySquare {
        /// The square.
        from: Square,
    },
    /// No piece of that kind can go to that square.
    NoPieceCanReach {
        /// The piece kind.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// The move would leave (or put) the own king in check.
    KingInCheck {
        /// The pseudo-legal move that was meant.
        candidate: Move,
    },
    /// Castling to that side is not possible now.
    CastlingNotPossible {
        /// Which side.
        side: CastlingSide,
    },
    /// The game is over: no moves can be made.
    GameOver,
}

/// An input that is not a legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Not read as a move at all.
    NotUnderstood {
        /// The input as given.
        input: String,
    },
    /// Read, but not legal here.
    Illegal {
        /// The input as given.
        input: String,
        /// Why.
        reason: Illegal,
    },
    /// More than one legal move fits (for a promotion without a piece: the promotions).
    Ambiguous {
        /// The input as given.
        input: String,
        /// Every legal move that fits, in a stable order.
        candidates: Vec<Move>,
    },
}

/// Parses `input` as a move in `pos`.
pub fn parse_move(pos: &Chess, input: &str) -> Result<Move, MoveError> {
    let not_understood = || MoveError::NotUnderstood {
        input: input.to_owned(),
    };
    let san: San = input.trim().parse().map_err(|_| not_understood())?;
    san.to_move(pos).map_err(|_| MoveError::Illegal {
        input: input.to_owned(),
        reason: if pos.is_game_over() {
            Illegal::GameOver
        } else {
            Illegal::NotYourTurn
        },
    })
}

//! Chess move input: whatever a blind player or an assistant types or says, in any notation
//! and language, turned into a legal move of the position, or a structured error.
//!
//! Rendering an error as a sentence in the UI language is the announcer's job
//! (`crate::announce::Announcer::error_sentence`), because it names squares in the
//! chosen announcement style.
//!
//! The reading runs in steps, one module each: [`marks`] takes off what does not change
//! the move (`+`, `!`, `e.p.`, `(=)`); `spoken` and `symbols` turn words and characters
//! into slots of possible meanings; `grammar` spells every move pattern out of them;
//! `resolve` keeps the patterns legal in the position, or says why none is.
//! [`hektor_notation::notation::movetext`] reads whole scoresheets, [`replay`] plays them.

mod choice;
mod grammar;
mod replay;
mod resolve;
mod spoken;
mod symbols;
mod written;

pub use choice::{choose, departure_answers};
pub use replay::{ReplayedMove, replay};

use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role, Square};

use hektor_notation::notation::marks;

pub use symbols::{Letters, piece_letter, piece_on_square};
pub use written::{Written, read_written};

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
    /// A promotion piece was named for a move that promotes nothing (`e4=Q`, `Nf3N`).
    NotAPromotion {
        /// The legal move meant, without the piece.
        mv: Move,
    },
    /// No piece of that kind can come from the departure file, rank or square named, but
    /// from elsewhere one can (`Nff3` with the knight on g1).
    WrongDeparture {
        /// The piece kind.
        role: Role,
        /// The departure file named, if any.
        from_file: Option<File>,
        /// The departure rank named, if any.
        from_rank: Option<Rank>,
        /// The destination.
        to: Square,
        /// Where the pieces stand that can go there.
        from: Vec<Square>,
    },
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

/// Inputs longer than this (in bytes) are not read: no move is written that long.
const MAX_INPUT_BYTES: usize = 400;

/// A move read from an input, and whether the reading took a less usual meaning of some
/// part of it (a look-alike letter of the other alphabet, a capital file letter `B4`),
/// which the player is to hear.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parsed {
    /// The move.
    pub mv: Move,
    /// Whether the reading was a less usual one.
    pub unusual: bool,
}

/// Parses `input` as a move in `pos`, with every alphabet's letters.
pub fn parse_move(pos: &Chess, input: &str) -> Result<Move, MoveError> {
    read_move(pos, input, Letters::Any).map(|parsed| parsed.mv)
}

/// Reads `input` as a move in `pos`, its letters read with `letters`.
///
/// Reads SAN (with or without `x`, `+`, `#`, `=`, `e.p.`, annotation marks), castling
/// (`O-O`, `0-0`, `o-o`, words), long algebraic and UCI (`e2e4`, `Ng1-f3`, `e7e8q`), the
/// piece letters of English, German, Ukrainian, Russian and Polish, figurines, Cyrillic
/// look-alike letters inside Latin notation, and the spoken words of the announcement
/// lexicon. Where readings conflict, the legal ones of the most usual kind are kept: one
/// left is the move, several are [`MoveError::Ambiguous`] (also for a promotion that
/// names no piece).
pub fn read_move(pos: &Chess, input: &str, letters: Letters) -> Result<Parsed, MoveError> {
    let not_understood = || MoveError::NotUnderstood {
        input: input.to_owned(),
    };
    if input.len() > MAX_INPUT_BYTES {
        return Err(not_understood());
    }
    let (core, _) = marks::strip_marks(input);
    let core = marks::strip_move_number(core);
    let slots = spoken::read_slots(core, letters).ok_or_else(not_understood)?;
    let readings = grammar::readings(&slots);
    let Some(&(first, _)) = readings.first() else {
        return Err(not_understood());
    };
    let legal = pos.legal_moves();
    let mut best_cost = None;
    let mut candidates = Vec::new();
    for &(reading, cost) in &readings {
        if best_cost.is_some_and(|best| cost > best) {
            break;
        }
        let before = candidates.len();
        candidates.extend(
            legal
                .iter()
                .copied()
                .filter(|&mv| resolve::fits(pos, reading, mv)),
        );
        if candidates.len() > before {
            best_cost = Some(cost);
        }
    }
    resolve::sort_candidates(pos, &mut candidates);
    match candidates.as_slice() {
        [] => Err(MoveError::Illegal {
            input: input.to_owned(),
            reason: resolve::explain(pos, first),
        }),
        [mv] => Ok(Parsed {
            mv: *mv,
            unusual: best_cost.is_some_and(|cost| cost > 0),
        }),
        _ => Err(MoveError::Ambiguous {
            input: input.to_owned(),
            candidates,
        }),
    }
}

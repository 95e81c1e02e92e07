//! A position: where the men and kings stand, and whose turn it is.

use std::fmt;

use crate::board::{Geometry, bits};
use crate::color::Color;
use crate::movegen::{self, Paths};
use crate::{Move, Square, Variant};

/// What a piece is: a man (moves one square forward) or a king (flies, II.2.5.1, III.2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// A man ("проста").
    Man,
    /// A king ("дамка").
    King,
}

/// A piece: its side and its role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

/// Why pieces cannot stand as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// Two pieces were given on one square.
    Occupied(Square),
    /// A man stands on the row where it would have been crowned (II.2.4, III.2.4): it must
    /// be a king there.
    ManOnCrowningRow(Square),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Occupied(square) => write!(
                f,
                "square {} is given twice: each square holds one piece at most",
                square.number()
            ),
            Self::ManOnCrowningRow(square) => write!(
                f,
                "a man on square {} stands on its crowning row: write it as a king (K{})",
                square.number(),
                square.number()
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// A move that is not legal in the position it was played in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move tried.
    pub tried: Move,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the move from square {} to square {} is not legal here; the position is unchanged",
            self.tried.from().number(),
            self.tried.to().number()
        )
    }
}

impl std::error::Error for IllegalMove {}

/// Why a game is over by the board alone (II.4.2.2-4.2.3, III.4.2.2-4.2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The side to move has no pieces left.
    NoPieces,
    /// The side to move has pieces but no legal move (all blocked).
    NoMoves,
}

/// The end of a game on the board: who won and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner: the side that did not have to move.
    pub winner: Color,
    /// Why the side to move lost.
    pub reason: EndReason,
}

/// A position of draughts-64 or draughts-100: the pieces and the side to move.
///
/// Legal moves follow the seed's rules for the position's [`Variant`]; [`Position::play`]
/// plays one of them.
///
/// ```
/// use hektor_draughts::{Color, Position, Variant};
///
/// // The start of draughts-100: White has 9 moves, none captures.
/// let start = Position::new(Variant::International);
/// assert_eq!(start.legal_moves().len(), 9);
///
/// // White king on 46 (a1) against black men on 28 and 19: the king must take both
/// // (compulsory capture), and may stop on 14, 10 or 5 after the last one.
/// let position: Position = Position::from_fen(Variant::International, "W:WK46:B28,19")?;
/// let moves = position.legal_moves();
/// assert_eq!(moves.len(), 3);
/// assert!(moves.iter().all(|m| m.captured().len() == 2));
///
/// let after = position.play(&moves[0])?;
/// assert_eq!(after.turn(), Color::Black);
/// assert!(after.outcome().is_some(), "Black has no pieces left");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    variant: Variant,
    white: u64,
    black: u64,
    kings: u64,
    turn: Color,
}

impl Position {
    /// The start position of `variant`, White to move: draughts-64 II.1.2.1, draughts-100
    /// III.1.2.
    #[must_use]
    pub fn new(variant: Variant) -> Self {
        let g = Geometry::get(variant);
        let rows = u64::from(variant.size() / 2 - 1) * u64::from(variant.per_row());
        let squares = u64::from(variant.squares());
        let mut white = 0;
        let mut black = 0;
        for s in 0..variant.squares() {
            let bit = 1u64 << g.bit(Square::from_index(s));
            if u64::from(s) < rows {
                black |= bit;
            } else if u64::from(s) >= squares - rows {
                white |= bit;
            }
        }
        Self {
            variant,
            white,
            black,
            kings: 0,
            turn: Color::White,
        }
    }

    /// The position with `pieces` on their squares and `turn` to move; an error when two
    /// pieces share a square or a man stands on its crowning row.
    pub fn setup(
        variant: Variant,
        turn: Color,
        pieces: impl IntoIterator<Item = (Square, Piece)>,
    ) -> Result<Self, SetupError> {
        let g = Geometry::get(variant);
        let mut position = Self {
            variant,
            white: 0,
            black: 0,
            kings: 0,
            turn,
        };
        for (square, piece) in pieces {
            let bit = 1u64 << g.bit(square);
            if (position.white | position.black) & bit != 0 {
                return Err(SetupError::Occupied(square));
            }
            let white = piece.color == Color::White;
            if piece.role == Role::Man && piece.color.crowns_on(variant, square) {
                return Err(SetupError::ManOnCrowningRow(square));
            }
            if white {
                position.white |= bit;
            } else {
                position.black |= bit;
            }
            if piece.role == Role::King {
                position.kings |= bit;
            }
        }
        Ok(position)
    }

    /// The game played.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let bit = 1u64 << self.geometry().bit(square);
        let color = if self.white & bit != 0 {
            Color::White
        } else if self.black & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & bit != 0 {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }

    /// Every piece with its square, by square number.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        let g = self.geometry();
        let mut all: Vec<Square> = bits(self.white | self.black).map(|b| g.square(b)).collect();
        all.sort_unstable();
        all.into_iter()
            .filter_map(|square| self.piece_at(square).map(|piece| (square, piece)))
    }

    /// How many men and kings `color` has: `(men, kings)`.
    #[must_use]
    pub fn count(&self, color: Color) -> (u32, u32) {
        let own = self.side(color);
        (
            (own & !self.kings).count_ones(),
            (own & self.kings).count_ones(),
        )
    }

    /// Whether `square` is on the main road (a1-h8, II.1.3.3; 46-5, III.1.3.3).
    #[must_use]
    pub fn on_main_road(&self, square: Square) -> bool {
        let g = self.geometry();
        g.main_road() & (1u64 << g.bit(square)) != 0
    }

    /// Every legal move of the side to move: captures only when one is possible (compulsory
    /// capture, II.3.3, III.3.3), the longest ones only in draughts-100 (III.3.10).
    ///
    /// Each move is listed once: a capture that takes the same pieces from the same square
    /// to the same square along several paths (a circular capture run either way round) is
    /// one move, listed by the first path found; [`Position::legal_paths`] lists every path.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        movegen::legal_moves(self.node(), Paths::Distinct)
    }

    /// The legal moves along every path: [`Position::legal_moves`] with each capture once
    /// per path it can take, in the same order (a move's first path where the move is).
    /// What a written path is matched against ([`crate::notation::resolve`]), so a player
    /// writing a capture along any of its paths is understood.
    #[must_use]
    pub fn legal_paths(&self) -> Vec<Move> {
        movegen::legal_moves(self.node(), Paths::Every)
    }

    /// Every complete capture of the side to move along every path, the majority rule
    /// (III.3.10) not applied: what a capture that takes too few pieces is told by.
    #[must_use]
    pub fn every_capture(&self) -> Vec<Move> {
        movegen::every_capture(self.node())
    }

    /// The position after `mv`, if it is one of [`Position::legal_paths`] (a legal move
    /// along any of its paths); otherwise an error, and this position is unchanged.
    pub fn play(&self, mv: &Move) -> Result<Self, IllegalMove> {
        if self.legal_paths().contains(mv) {
            Ok(self.after(mv))
        } else {
            Err(IllegalMove { tried: mv.clone() })
        }
    }

    /// The position after `mv`, one of the moves [`Position::legal_paths`] gave for this
    /// position (as [`crate::notation::resolve`] returns them): [`Position::play`] without
    /// generating the legal moves a second time, for readers of long files. Any other move
    /// gives a position the rules never reach.
    #[must_use]
    pub fn play_legal(&self, mv: &Move) -> Self {
        self.after(mv)
    }

    /// The game's end on the board, if the side to move has no pieces or no legal move.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let winner = self.turn.other();
        if self.side(self.turn) == 0 {
            Some(Outcome {
                winner,
                reason: EndReason::NoPieces,
            })
        } else if self.legal_moves().is_empty() {
            Some(Outcome {
                winner,
                reason: EndReason::NoMoves,
            })
        } else {
            None
        }
    }

    /// The position after a move known to be legal here: the piece moves, the captured
    /// pieces leave the board (after the move, II.3.6), a crowned man becomes a king.
    pub(crate) fn after(&self, mv: &Move) -> Self {
        let g = self.geometry();
        let from = 1u64 << g.bit(mv.from());
        let to = 1u64 << g.bit(mv.to());
        let captured = mv
            .captured()
            .iter()
            .fold(0u64, |set, &square| set | 1u64 << g.bit(square));
        let was_king = self.kings & from != 0;
        let mut next = self.clone();
        let (own, other) = match self.turn {
            Color::White => (&mut next.white, &mut next.black),
            Color::Black => (&mut next.black, &mut next.white),
        };
        *own = (*own & !from) | to;
        *other &= !captured;
        next.kings &= !(from | captured);
        if was_king || mv.crowned() {
            next.kings |= to;
        }
        next.turn = self.turn.other();
        next
    }

    pub(crate) fn geometry(&self) -> Geometry {
        Geometry::get(self.variant)
    }

    /// The bits of `color`'s pieces.
    pub(crate) fn side(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The position as the move generator sees it.
    fn node(&self) -> movegen::Node {
        movegen::Node::new(
            self.geometry(),
            self.variant,
            self.turn,
            self.side(self.turn),
            self.side(self.turn.other()),
            self.kings,
        )
    }
}

/// Leaf nodes of the legal-move tree `depth` plies deep from `position` (perft), the
/// standard check and benchmark of a move generator: each legal move counted once, as
/// [`Position::legal_moves`] lists them, the last ply counted without being played.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    movegen::perft(position.node(), depth)
}

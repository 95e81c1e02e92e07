//! The two sides of the board.

use crate::{Square, Variant};

/// A side: White (moves first, II.1.2.1, III.1.2) or Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Color {
    /// White: in draughts-64 on ranks 1-3, in draughts-100 on squares 31-50 at the start.
    White,
    /// Black: in draughts-64 on ranks 6-8, in draughts-100 on squares 1-20 at the start.
    Black,
}

impl Color {
    /// The other side.
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Self::White => Self::Black,
            Self::Black => Self::White,
        }
    }

    /// Whether a man of this side is crowned on `square`: its far rank (II.2.4, III.2.4).
    #[must_use]
    pub fn crowns_on(self, variant: Variant, square: Square) -> bool {
        let (row, _) = square.coords(variant);
        match self {
            Self::White => row == 0,
            Self::Black => row == variant.size() - 1,
        }
    }
}

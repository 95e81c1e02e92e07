//! Bitboard geometry shared by both boards: one bit per dark square, with a ghost bit after
//! every second row so that the four diagonal steps are the same shifts everywhere and never
//! wrap around an edge.
//!
//! Square `s` (PDN number - 1) sits at bit `s + s / (2 * n)`, where `n` is the number of dark
//! squares in a row (4 or 5). Then a step towards higher numbers (down the board as White
//! sees it) is `+n` to the left and `+n + 1` to the right, and a step up is `-(n + 1)` to
//! the left and `-n` to the right. A step off the board lands on a ghost bit, below bit 0 or
//! past the last square, all outside [`Geometry::mask`].

use crate::{Square, Variant};

/// The shifts and masks of one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Geometry {
    /// Dark squares in a row.
    per_row: u8,
    /// Every square's bit.
    mask: u64,
    /// The bits of row 0 (Black's back rank, where White crowns).
    top: u64,
    /// The bits of the last row (White's back rank, where Black crowns).
    bottom: u64,
    /// Squares on the main road (a1-h8 / 46-5).
    main_road: u64,
}

/// A diagonal step, as a signed bit offset.
pub(crate) type Step = i8;

/// The two boards' geometries, computed once at compile time.
const RUSSIAN: Geometry = Geometry::of(Variant::Russian);
const INTERNATIONAL: Geometry = Geometry::of(Variant::International);

impl Geometry {
    /// The geometry of `variant`'s board, from the table made at compile time.
    pub(crate) const fn get(variant: Variant) -> Self {
        match variant {
            Variant::Russian => RUSSIAN,
            Variant::International => INTERNATIONAL,
        }
    }

    /// The geometry of `variant`'s board.
    const fn of(variant: Variant) -> Self {
        let per_row = variant.per_row();
        let squares = variant.squares();
        let mut mask = 0u64;
        let mut top = 0u64;
        let mut bottom = 0u64;
        let mut main_road = 0u64;
        let mut s = 0u8;
        while s < squares {
            let bit = 1u64 << bit_of(per_row, s);
            mask |= bit;
            let (row, column) = Square::from_index(s).coords(variant);
            if row == 0 {
                top |= bit;
            }
            if row == variant.size() - 1 {
                bottom |= bit;
            }
            // The main road runs from White's near-left corner to the far-right one:
            // column + row = size - 1.
            if column + row == variant.size() - 1 {
                main_road |= bit;
            }
            s += 1;
        }
        Self {
            per_row,
            mask,
            top,
            bottom,
            main_road,
        }
    }

    /// Every square's bit.
    pub(crate) const fn mask(self) -> u64 {
        self.mask
    }

    /// The row where pieces of `white` (true) or Black crown.
    pub(crate) const fn crowning_row(self, white: bool) -> u64 {
        if white { self.top } else { self.bottom }
    }

    /// The squares of the main road.
    pub(crate) const fn main_road(self) -> u64 {
        self.main_road
    }

    /// The four diagonal steps: up-left, up-right, down-left, down-right.
    pub(crate) const fn steps(self) -> [Step; 4] {
        let n = self.per_row as i8;
        [-(n + 1), -n, n, n + 1]
    }

    /// The two steps forward for a man of `white` (true) or Black.
    pub(crate) const fn forward(self, white: bool) -> [Step; 2] {
        let [up_left, up_right, down_left, down_right] = self.steps();
        if white {
            [up_left, up_right]
        } else {
            [down_left, down_right]
        }
    }

    /// The bit one `step` from `bit`, if it is a square of the board.
    pub(crate) const fn next(self, bit: u8, step: Step) -> Option<u8> {
        let target = bit as i16 + step as i16;
        if target < 0 || target >= 64 {
            return None;
        }
        if self.mask & (1u64 << target) == 0 {
            None
        } else {
            Some(target as u8)
        }
    }

    /// Every bit of `set` moved one `step`, those that leave the board dropped.
    pub(crate) const fn shift(self, set: u64, step: Step) -> u64 {
        let moved = if step >= 0 {
            set << step
        } else {
            set >> (-step)
        };
        moved & self.mask
    }

    /// The bit of `square`.
    pub(crate) const fn bit(self, square: Square) -> u8 {
        bit_of(self.per_row, square.number() - 1)
    }

    /// The square at `bit` (a bit of [`Geometry::mask`]).
    pub(crate) const fn square(self, bit: u8) -> Square {
        let pair = 2 * self.per_row + 1;
        let index = bit - bit / pair;
        Square::from_index(index)
    }
}

/// The bit of the square with 0-based index `s` on a board with `per_row` squares a row.
const fn bit_of(per_row: u8, s: u8) -> u8 {
    s + s / (2 * per_row)
}

/// The bits of `set`, lowest first.
pub(crate) fn bits(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let bit = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(bit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_and_squares_round_trip_and_steps_match_coordinates() {
        for variant in [Variant::Russian, Variant::International] {
            let g = Geometry::of(variant);
            assert_eq!(g.mask().count_ones(), u32::from(variant.squares()));
            for n in 1..=variant.squares() {
                let Some(square) = Square::new(variant, n) else {
                    unreachable!()
                };
                let bit = g.bit(square);
                assert_eq!(g.square(bit), square);
                let (row, column) = square.coords(variant);
                let deltas = [(-1i8, -1i8), (-1, 1), (1, -1), (1, 1)];
                for (step, (dr, dc)) in g.steps().into_iter().zip(deltas) {
                    let expected = u8::try_from(i16::from(row) + i16::from(dr))
                        .ok()
                        .zip(u8::try_from(i16::from(column) + i16::from(dc)).ok())
                        .and_then(|(r, c)| Square::from_coords(variant, r, c));
                    assert_eq!(g.next(bit, step).map(|b| g.square(b)), expected);
                }
            }
            assert_eq!(g.main_road().count_ones(), u32::from(variant.size()));
        }
    }
}

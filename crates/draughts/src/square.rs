//! Squares: PDN numbers, board coordinates and algebraic names.

use crate::Variant;

/// A dark square, by its PDN number (1 at Black's side, left to right, top to bottom as
/// White sees the board). Valid for the variant it was made for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square numbered `number`, if the variant's board has it (1-32 or 1-50).
    #[must_use]
    pub const fn new(variant: Variant, number: u8) -> Option<Self> {
        if number >= 1 && number <= variant.squares() {
            Some(Self(number))
        } else {
            None
        }
    }

    /// The square with 0-based index `index` (its number - 1); the caller knows it is on
    /// the board.
    pub(crate) const fn from_index(index: u8) -> Self {
        Self(index + 1)
    }

    /// The PDN number of the square.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Row and column as White sees the board, both from 0: row 0 is Black's back rank
    /// (the top), column 0 White's left (file a).
    #[must_use]
    pub const fn coords(self, variant: Variant) -> (u8, u8) {
        let index = self.0 - 1;
        let row = index / variant.per_row();
        let column = 2 * (index % variant.per_row()) + if row.is_multiple_of(2) { 1 } else { 0 };
        (row, column)
    }

    /// The dark square at `row` and `column` (as in [`Square::coords`]); `None` for a
    /// light square or one off the board.
    #[must_use]
    pub const fn from_coords(variant: Variant, row: u8, column: u8) -> Option<Self> {
        let size = variant.size();
        if row >= size || column >= size || (row + column).is_multiple_of(2) {
            return None;
        }
        Some(Self(row * variant.per_row() + column / 2 + 1))
    }

    /// The algebraic name: file letter from `a` (White's left), rank number from 1
    /// (White's side), as draughts-64 is written (`c3`, `h8`).
    #[must_use]
    pub fn algebraic(self, variant: Variant) -> String {
        let (row, column) = self.coords(variant);
        let file = char::from(b'a' + column);
        format!("{file}{}", variant.size() - row)
    }

    /// The square named algebraically (`c3`, upper or lower case); `None` for a light
    /// square or a name off the board.
    #[must_use]
    pub fn from_algebraic(variant: Variant, name: &str) -> Option<Self> {
        let mut chars = name.chars();
        let file = chars.next()?.to_ascii_lowercase();
        if !file.is_ascii_lowercase() {
            return None;
        }
        let rank: u8 = chars.as_str().parse().ok()?;
        let column = u8::try_from(u32::from(file) - u32::from('a')).ok()?;
        let row = variant.size().checked_sub(rank)?;
        Self::from_coords(variant, row, column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn international_corners_and_main_road() {
        let v = Variant::International;
        let number = |n| Square::new(v, n).map(|s| s.coords(v));
        assert_eq!(number(1), Some((0, 1)));
        assert_eq!(number(5), Some((0, 9)));
        assert_eq!(number(46), Some((9, 0)));
        assert_eq!(number(50), Some((9, 8)));
        assert_eq!(Square::new(v, 51), None);
        assert_eq!(Square::new(v, 0), None);
    }

    #[test]
    fn russian_numbers_count_from_b8() {
        let v = Variant::Russian;
        let name = |n| Square::new(v, n).map(|s| s.algebraic(v));
        assert_eq!(name(1).as_deref(), Some("b8"));
        assert_eq!(name(4).as_deref(), Some("h8"));
        assert_eq!(name(5).as_deref(), Some("a7"));
        assert_eq!(name(29).as_deref(), Some("a1"));
        assert_eq!(name(32).as_deref(), Some("g1"));
        assert_eq!(
            Square::from_algebraic(v, "C3").map(Square::number),
            Some(22)
        );
        assert_eq!(
            Square::from_algebraic(v, "a2"),
            None,
            "a2 is a light square"
        );
        assert_eq!(Square::from_algebraic(v, "i1"), None);
        assert_eq!(Square::from_algebraic(v, "a0"), None);
    }

    #[test]
    fn coords_round_trip_on_both_boards() {
        for v in [Variant::Russian, Variant::International] {
            for n in 1..=v.squares() {
                let square = Square::new(v, n);
                let back = square.and_then(|s| {
                    let (row, column) = s.coords(v);
                    Square::from_coords(v, row, column)
                });
                assert_eq!(back, square);
                let named = square.and_then(|s| Square::from_algebraic(v, &s.algebraic(v)));
                assert_eq!(named, square);
            }
        }
    }
}

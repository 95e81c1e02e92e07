//! The squares a move passes, and whether written squares lie along them.

use crate::{Move, Square, Variant};

/// Every square the piece is on during `mv`, in order: the from-square, each square it
/// crosses, each landing square.
fn squares_passed(variant: Variant, mv: &Move) -> Vec<Square> {
    let mut passed = vec![mv.from()];
    let mut at = mv.from();
    for &landing in mv.landings() {
        let (row, column) = at.coords(variant);
        let (to_row, to_column) = landing.coords(variant);
        let steps = row.abs_diff(to_row);
        if steps == column.abs_diff(to_column) {
            let mut r = row;
            let mut c = column;
            for _ in 1..steps {
                r = if to_row > row { r + 1 } else { r - 1 };
                c = if to_column > column { c + 1 } else { c - 1 };
                passed.extend(Square::from_coords(variant, r, c));
            }
        }
        passed.push(landing);
        at = landing;
    }
    passed
}

/// Whether `written` (from-square first, to-square last) fits `mv`: same ends, and every
/// square written between them lies along the move in order, on a square that held no
/// captured piece.
pub(super) fn fits(variant: Variant, written: &[Square], mv: &Move) -> bool {
    let (Some(first), Some(last)) = (written.first(), written.last()) else {
        return false;
    };
    if *first != mv.from() || *last != mv.to() || written.len() < 2 {
        return false;
    }
    let passed = squares_passed(variant, mv);
    let end = passed.len().saturating_sub(1);
    let mut at = 0;
    for square in &written[1..written.len() - 1] {
        let found = (at + 1..end)
            .find(|&i| passed.get(i) == Some(square) && !mv.captured().contains(square));
        match found {
            Some(i) => at = i,
            None => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn sq(n: u8) -> Square {
        Square::new(Variant::International, n).unwrap()
    }

    #[test]
    fn a_king_crossing_squares_fits_squares_written_on_its_way() {
        // 46x28 over 37, landing on 28, then 28x17 over 22: written 46x19x17 does not
        // fit (19 is off the path), 46x41x28x17 does (41 is crossed before 37).
        let mv = Move::new(sq(46), vec![sq(28), sq(17)], vec![sq(37), sq(22)], false).unwrap();
        let v = Variant::International;
        assert_eq!(squares_passed(v, &mv), [46, 41, 37, 32, 28, 22, 17].map(sq));
        assert!(fits(v, &[sq(46), sq(17)], &mv));
        assert!(fits(v, &[sq(46), sq(41), sq(28), sq(17)], &mv));
        assert!(
            !fits(v, &[sq(46), sq(37), sq(17)], &mv),
            "37 held a captured piece"
        );
        assert!(
            !fits(v, &[sq(46), sq(28), sq(41), sq(17)], &mv),
            "out of order"
        );
        assert!(!fits(v, &[sq(46), sq(19), sq(17)], &mv));
        assert!(!fits(v, &[sq(46), sq(28)], &mv), "does not end there");
    }
}

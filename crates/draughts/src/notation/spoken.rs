//! The spoken form of a move as data (`../shared/docs/draughts.md` section 2): what the
//! announcer says, in order, before any words of a language are chosen.

use super::TextMove;
use crate::{Move, Square};

/// One part of a spoken move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spoken {
    /// A square, named in the announcer's style (number or letter and number).
    Square(Square),
    /// The pause between the from-square and the first landing square of a quiet move.
    Pause,
    /// The capture word ("takes"), said before the first landing square.
    Takes,
    /// The crowning ("king"), said after the last square.
    King,
}

/// The parts of `mv` as the announcer says them: the from-square; then for a quiet move
/// a pause and the to-square, for a capture the capture word and every landing square;
/// then the crowning if a man ends the move as a king (`26x17x28x19`: 26, takes, 17, 28,
/// 19).
#[must_use]
pub fn spoken(mv: &Move) -> Vec<Spoken> {
    let mut parts = vec![Spoken::Square(mv.from())];
    parts.push(if mv.is_capture() {
        Spoken::Takes
    } else {
        Spoken::Pause
    });
    parts.extend(mv.landings().iter().copied().map(Spoken::Square));
    if mv.crowned() {
        parts.push(Spoken::King);
    }
    parts
}

/// The parts of a move as written, read without a position (tournament mode): the
/// squares in the order written, with the capture word after the first when a capture
/// mark was written and a pause otherwise; nothing is added that was not written.
#[must_use]
pub fn spoken_written(written: &TextMove) -> Vec<Spoken> {
    let mut parts = Vec::new();
    for (index, square) in written.squares().iter().enumerate() {
        if index == 1 {
            parts.push(if written.mark().capture() == Some(true) {
                Spoken::Takes
            } else {
                Spoken::Pause
            });
        }
        parts.push(Spoken::Square(*square));
    }
    parts
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::Variant;

    #[test]
    fn the_table_of_draughts_md_as_parts() {
        let sq = |n| Square::new(Variant::International, n).unwrap();
        let quiet = Move::new(sq(32), vec![sq(28)], vec![], false).unwrap();
        assert_eq!(
            spoken(&quiet),
            [
                Spoken::Square(sq(32)),
                Spoken::Pause,
                Spoken::Square(sq(28))
            ]
        );
        let capture = Move::new(
            sq(26),
            vec![sq(17), sq(28), sq(19)],
            vec![sq(21), sq(22), sq(23)],
            false,
        )
        .unwrap();
        assert_eq!(
            spoken(&capture),
            [
                Spoken::Square(sq(26)),
                Spoken::Takes,
                Spoken::Square(sq(17)),
                Spoken::Square(sq(28)),
                Spoken::Square(sq(19)),
            ]
        );
        let crowned = Move::new(sq(7), vec![sq(2)], vec![], true).unwrap();
        assert_eq!(spoken(&crowned).last(), Some(&Spoken::King));
    }
}

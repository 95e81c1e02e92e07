//! A chess move as written, read without a position: tournament mode records what the
//! player typed, legal or not, so nothing here may look at the board. The same steps as
//! [`super::read_move`] read the text (marks, words and letters of every language, the
//! move patterns); of the patterns the text can spell, the most usual is kept, and it is
//! written back in SAN's letters with exactly the parts that were typed: a departure
//! file, rank or square, a capture mark, a promotion, a check or mate sign.

use shakmaty::Role;
use shakmaty::san::{San, SanPlus, Suffix};

use super::grammar::{self, Reading};
use super::symbols::{Letters, Sym};
use super::{MAX_INPUT_BYTES, marks, spoken};

/// A move as written: SAN's form of the parts typed, and whether an en passant mark
/// followed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The parts typed, in SAN's letters (`Nf3`, `Ng1f3`, `ed5`, `e8=Q+`, `O-O`).
    pub san: SanPlus,
    /// An en passant mark was written.
    pub en_passant: bool,
}

/// `input` as a written move, its letters read with `letters`; `None` when it spells no
/// move at all. Nothing is checked against a position: `Qd7` is `Qd7` whether a queen can
/// go there or not.
pub fn read_written(input: &str, letters: Letters) -> Option<Written> {
    if input.len() > MAX_INPUT_BYTES {
        return None;
    }
    let (core, found) = marks::strip_marks(input);
    let core = marks::strip_move_number(core);
    let slots = spoken::read_slots(core, letters)?;
    let (reading, _) = *grammar::readings(&slots).first()?;
    let capture = slots
        .iter()
        .any(|slot| slot.iter().any(|alt| alt.sym == Sym::Capture));
    let san = match reading {
        Reading::Castle(side) => San::Castle(side),
        Reading::Move(pattern) => San::Normal {
            role: pattern.role.unwrap_or(Role::Pawn),
            file: pattern.from_file,
            rank: pattern.from_rank,
            capture,
            to: pattern.to,
            promotion: pattern.promotion,
        },
    };
    let signs = &input.trim()[core_end(input, core)..];
    let suffix = if signs.contains('#') || signs.contains("++") || signs.contains('‡') {
        Some(Suffix::Checkmate)
    } else if signs.contains('+') || signs.contains('†') {
        Some(Suffix::Check)
    } else {
        None
    };
    Some(Written {
        san: SanPlus { san, suffix },
        en_passant: found.en_passant,
    })
}

/// Where `core` (a part of `input` after its marks were taken off) ends in the trimmed
/// `input`: what follows are the marks.
fn core_end(input: &str, core: &str) -> usize {
    let whole = input.trim();
    whole
        .find(core)
        .map_or(whole.len(), |start| start + core.len())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn written(input: &str) -> String {
        read_written(input, Letters::Any).unwrap().san.to_string()
    }

    #[test]
    fn the_parts_typed_are_kept_and_nothing_is_added() {
        assert_eq!(written("Nf3"), "Nf3");
        assert_eq!(written("Ng1-f3"), "Ng1f3");
        assert_eq!(written("e2e4"), "e2e4");
        assert_eq!(written("exd5"), "exd5");
        assert_eq!(written("ed5"), "ed5");
        assert_eq!(written("Qd7"), "Qd7");
        assert_eq!(written("Qxd7+"), "Qxd7+");
        assert_eq!(written("Qh4#"), "Qh4#");
        assert_eq!(written("e8=Q"), "e8=Q");
        assert_eq!(written("0-0-0"), "O-O-O");
        assert_eq!(written("Кf3"), "Nf3");
        assert_eq!(written("Springer Felix drei"), "Nf3");
        assert_eq!(written("12. Bb5"), "Bb5");
        assert!(read_written("hello", Letters::Any).is_none());
        assert!(read_written("", Letters::Any).is_none());
    }
}

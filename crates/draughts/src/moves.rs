//! A move: the piece's square, every square it lands on, what it captures.

use crate::Square;

/// A legal move as the rules see it: a step, or a capture of one or more pieces.
///
/// `landings` lists every square the piece stops on, in order; the last is where it ends.
/// A quiet move has one landing and no captures. `captured` lists the captured pieces'
/// squares in capture order (they leave the board only after the move: Turkish strike).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    landings: Vec<Square>,
    captured: Vec<Square>,
    crowned: bool,
}

impl Move {
    /// A move from `from` over `landings` (at least one), capturing `captured`;
    /// `crowned` when the piece ends the move as a new king. `None` without a landing.
    #[must_use]
    pub fn new(
        from: Square,
        landings: Vec<Square>,
        captured: Vec<Square>,
        crowned: bool,
    ) -> Option<Self> {
        if landings.is_empty() {
            return None;
        }
        Some(Self {
            from,
            landings,
            captured,
            crowned,
        })
    }

    /// The square the piece starts on.
    #[must_use]
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the piece ends on.
    #[must_use]
    pub fn to(&self) -> Square {
        self.landings.last().copied().unwrap_or(self.from)
    }

    /// Every square the piece lands on, in order; the last is [`Move::to`].
    #[must_use]
    pub fn landings(&self) -> &[Square] {
        &self.landings
    }

    /// The captured pieces' squares, in capture order; empty for a quiet move.
    #[must_use]
    pub fn captured(&self) -> &[Square] {
        &self.captured
    }

    /// Whether the move captures.
    #[must_use]
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }

    /// Whether a man ends this move as a new king.
    #[must_use]
    pub fn crowned(&self) -> bool {
        self.crowned
    }
}

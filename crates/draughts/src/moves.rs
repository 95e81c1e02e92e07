//! A move: the piece's square, every square it lands on, what it captures.

use std::fmt;

use crate::Square;

/// The most pieces one capture can take: a captured piece stands off the board's edge
/// (there must be a square beyond it), and the 10x10 board has 32 such dark squares (the
/// 8x8 board 18). A capture has as many landings as captures, so a move fits in fixed
/// arrays of this length and is made without a heap allocation.
pub const MAX_CAPTURES: usize = 32;

/// A legal move as the rules see it: a step, or a capture of one or more pieces.
///
/// `landings` lists every square the piece stops on, in order; the last is where it ends.
/// A quiet move has one landing and no captures. `captured` lists the captured pieces'
/// squares in capture order (they leave the board only after the move: Turkish strike).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    landing_count: u8,
    capture_count: u8,
    crowned: bool,
    /// The landings, then padding equal to `from` (so that equal moves compare equal).
    landings: [Square; MAX_CAPTURES],
    /// The captured squares, then padding equal to `from`.
    captured: [Square; MAX_CAPTURES],
}

impl Move {
    /// A move from `from` over `landings` (at least one), capturing `captured`;
    /// `crowned` when the piece ends the move as a new king. `None` without a landing or
    /// with more than [`MAX_CAPTURES`] landings or captured pieces, which no board has
    /// room for.
    #[must_use]
    pub fn new(
        from: Square,
        landings: Vec<Square>,
        captured: Vec<Square>,
        crowned: bool,
    ) -> Option<Self> {
        Self::from_slices(from, &landings, &captured, crowned)
    }

    /// [`Move::new`] from borrowed squares: what the move generator builds moves with.
    pub(crate) fn from_slices(
        from: Square,
        landings: &[Square],
        captured: &[Square],
        crowned: bool,
    ) -> Option<Self> {
        if landings.is_empty() || landings.len() > MAX_CAPTURES || captured.len() > MAX_CAPTURES {
            return None;
        }
        let mut mv = Self {
            from,
            landing_count: u8::try_from(landings.len()).ok()?,
            capture_count: u8::try_from(captured.len()).ok()?,
            crowned,
            landings: [from; MAX_CAPTURES],
            captured: [from; MAX_CAPTURES],
        };
        mv.landings[..landings.len()].copy_from_slice(landings);
        mv.captured[..captured.len()].copy_from_slice(captured);
        Some(mv)
    }

    /// The square the piece starts on.
    #[must_use]
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the piece ends on.
    #[must_use]
    pub fn to(&self) -> Square {
        self.landings().last().copied().unwrap_or(self.from)
    }

    /// Every square the piece lands on, in order; the last is [`Move::to`].
    #[must_use]
    pub fn landings(&self) -> &[Square] {
        &self.landings[..usize::from(self.landing_count)]
    }

    /// The captured pieces' squares, in capture order; empty for a quiet move.
    #[must_use]
    pub fn captured(&self) -> &[Square] {
        &self.captured[..usize::from(self.capture_count)]
    }

    /// Whether the move captures.
    #[must_use]
    pub fn is_capture(&self) -> bool {
        self.capture_count > 0
    }

    /// Whether a man ends this move as a new king.
    #[must_use]
    pub fn crowned(&self) -> bool {
        self.crowned
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Move")
            .field("from", &self.from)
            .field("landings", &self.landings())
            .field("captured", &self.captured())
            .field("crowned", &self.crowned)
            .finish()
    }
}

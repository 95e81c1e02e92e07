//! What checking a game file reports, whatever the game: where a move stands and the
//! totals. The findings are each game's own ([`crate::games::chess::check`],
//! [`crate::games::draughts::check`]).

/// Where a move stands: its move number, the side that plays it, and whether it is in a
/// variation. The side is the game's own colour type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveAt<C> {
    /// The full-move number.
    pub number: u32,
    /// The side to play.
    pub side: C,
    /// True inside a variation.
    pub variation: bool,
}

/// The totals of a check.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    /// Games read.
    pub games: u64,
    /// Main-line moves (half-moves) that were legal.
    pub moves: u64,
    /// Errors found (notes not counted).
    pub errors: u64,
    /// Whether any game had a tag, a move or a result: false for a file that holds no
    /// PGN at all (an empty file, a text or an image).
    pub pgn: bool,
}

impl Summary {
    /// Adds the totals of `more`, read after these.
    pub fn add(&mut self, more: Summary) {
        self.games += more.games;
        self.moves += more.moves;
        self.errors += more.errors;
        self.pgn |= more.pgn;
    }
}

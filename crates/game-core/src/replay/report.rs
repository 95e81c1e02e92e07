//! What checking a game file reports, whatever the game: where a move stands and the
//! totals. The findings are each game's own (`games::chess::check`,
//! `games::draughts::check`).

use crate::msg;

/// Where a move stands: its move number, the side that plays it, and whether it is in a
/// variation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveAt {
    /// The full-move number.
    pub number: u32,
    /// The side to play.
    pub side: crate::terms::Player,
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

/// The line that says where the text of a file ends (on line `line`, at byte `byte`,
/// where the line of its first NUL starts: see [`super::source::TextOnly`]) and how many
/// games were read before it, as `check` and `replay` say it.
pub fn damage_line(
    locale: &crate::i18n::Locale,
    line: Option<u64>,
    byte: u64,
    games: u64,
) -> String {
    // Past a read error the line is unknown: the byte says where.
    let line = line.unwrap_or_default();
    crate::i18n::sentence(
        locale,
        msg::CHECK_BINARY_TAIL,
        &[
            ("line", line.into()),
            ("byte", byte.into()),
            ("games", games.into()),
        ],
    )
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

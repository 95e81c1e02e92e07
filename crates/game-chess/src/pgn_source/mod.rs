//! The movetext of a PGN file as the PGN reader should see it, read on from a game
//! start (the stage before it, for every game file, is [`crate::replay::source`]).
//! [`MovetextWords`] looks at every movetext word once, outside `{ }` and `;` comments,
//! tag lines and `%` lines:
//!
//! - a promotion written in UCI form (`d7d8q`) is handed to the reader as `d7d8=q`,
//!   which it reads as a move, instead of dropping it unseen;
//! - a forfeit written as scalachess writes it (`+--`, `--+`) is handed on as the
//!   result it stands for (`1-0`, `0-1`);
//! - any other word the reader would drop unseen (a move in Cyrillic letters, `Nf3abc`,
//!   a draughts move `22-18`) is handed on as a marked comment ([`unread_token`]), which
//!   every reader reports as a move it cannot read.

use std::io::Read;

use crate::replay::source::LineEnds;

/// How much is read from the inner reader at a time.
pub(super) const CHUNK: usize = 1 << 15;

/// A PGN source as the reader should see it, read on from a game start: line ends
/// settled, UCI promotions made readable and words it would drop marked.
pub fn movetext_source<R: Read>(inner: R) -> MovetextSource<R> {
    MovetextWords::new(game_source(inner))
}

/// What [`movetext_source`] makes of a reader.
pub type MovetextSource<R> = MovetextWords<GameStarts<LineEnds<R>>>;

/// A PGN source with its line ends settled and every game start made visible to the PGN
/// reader ([`GameStarts`]), byte offsets unchanged: what the index and the readers of
/// games from an offset read.
pub fn game_source<R: Read>(inner: R) -> GameStarts<LineEnds<R>> {
    GameStarts::new(LineEnds::new(inner))
}

mod starts;
mod words;

pub use starts::{GameStarts, TagNames, game_may_start, starts_game};
pub use words::{MovetextWords, forfeit, unread_token};

#[cfg(test)]
mod tests;

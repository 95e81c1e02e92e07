//! How replay reads a game file, whatever its game: the games listed with where each
//! starts and its header ([`GameList`], for the index), and one of them loaded into a
//! tree ([`GameFiles`], for the library). Each game lists its own files (chess's PGN,
//! draughts' PDN, a registered game's); the dispatch's `games::format::Format` is the
//! file of whichever game.

use std::fs::File;
use std::io;

use super::source::TextOnly;
use super::tree::{GameTree, LoadError};
use crate::position::GamePosition;

/// The header fields, in the order [`Header::texts`] keeps them.
pub const FIELDS: usize = 7;

/// A game file as the index reads it: up to where its text ends.
pub type Text = TextOnly<File>;

/// The kinds of game, for the list and for refusing what replay cannot play.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum GameKind {
    /// Standard chess.
    #[default]
    Standard,
    /// Chess960.
    Chess960,
    /// Another variant, or a variant tag hektor does not know.
    Other,
}

/// One game's header texts as read (white, black, event, date, result, ECO, opening) and
/// its kind.
#[derive(Debug, Default, Clone)]
pub struct Header {
    /// White, black, event, date, result, ECO and opening, in this order.
    pub texts: [String; FIELDS],
    /// What kind of game it is, as far as replay cares.
    pub kind: GameKind,
}

impl Header {
    /// The header of a game whose tags `tag` finds, with its `result` (`*` when none is
    /// written): players, event, date, result and opening.
    pub fn of_tags<'a>(tag: impl Fn(&str) -> Option<&'a str>, result: Option<&'a str>) -> Header {
        let text = |name: &str| tag(name).unwrap_or_default().to_owned();
        Header {
            texts: [
                text("White"),
                text("Black"),
                text("Event"),
                text("Date"),
                result.unwrap_or("*").to_owned(),
                String::new(),
                text("Opening"),
            ],
            kind: GameKind::Standard,
        }
    }
}

/// A game file's notation as the index reads it.
pub trait GameList: Copy + Send + 'static {
    /// Reads the games of `file` one by one: `found` gets where each starts, its header,
    /// and how far the file has been read; a game that cannot be read keeps its place.
    ///
    /// # Errors
    ///
    /// Reading the file failed.
    fn scan(self, file: Text, found: impl FnMut(u64, Header, u64)) -> io::Result<()>;
}

/// A game file's notation as replay reads it: listed, and a game of it loaded.
pub trait GameFiles: GameList {
    /// The positions of the trees its games load into.
    type Position: GamePosition;

    /// Loads the game that starts at byte `offset` of `file`, at most `limit` nodes of
    /// it, read up to where the file's text ends (see [`TextOnly`]).
    ///
    /// # Errors
    ///
    /// The game cannot be read, or is refused by its game's reader.
    fn load_at(
        self,
        file: File,
        offset: u64,
        limit: usize,
    ) -> Result<GameTree<Self::Position>, LoadError>;
}

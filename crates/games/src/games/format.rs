//! Which reader reads a game file: its notation told by its content ([`Format`]), and
//! the game at a byte of it loaded by that game's reader ([`load_at`]) into a
//! [`GameTree`]. The readers (chess's PGN, draughts' PDN, a registered game's files) make
//! trees; the tree itself names none of them.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};

use super::{Board, Rules};
use crate::replay::game_files::{GameFiles, GameList, Header, Text};
use crate::replay::tree::{GameTree, LoadError};

/// A game of any game file, loaded: a tree of the dispatch's boards.
pub type Tree = GameTree<Board>;

/// The notation a game file is written in.
#[derive(Debug, Clone, Copy)]
pub enum Format {
    /// PGN: chess.
    Pgn,
    /// PDN: draughts.
    Pdn,
    /// The files of a registered game ([`crate::games::other::Game`]).
    Other(&'static dyn crate::games::other::Game),
}

/// Formats are equal when they are the same format (of the same game).
impl PartialEq for Format {
    fn eq(&self, other: &Format) -> bool {
        match (self, other) {
            (Format::Pgn, Format::Pgn) | (Format::Pdn, Format::Pdn) => true,
            (Format::Other(a), Format::Other(b)) => crate::games::other::same_game(*a, *b),
            _ => false,
        }
    }
}

impl Eq for Format {}

impl Format {
    /// The game of a file's games, as far as the format tells it: chess for PGN, the
    /// registered game for its files; draughts for PDN, as draughts-64 (a game read
    /// tells its board; the words and the style are the same on both).
    pub fn rules(self) -> Rules {
        match self {
            Format::Pgn => Rules::Chess,
            Format::Pdn => Rules::Draughts64,
            Format::Other(game) => Rules::Other(game),
        }
    }

    /// The notation of the file at `path`, told by its content: a registered game's
    /// files ([`crate::games::other::Game::holds_games`]), else PDN
    /// (`hektor_draughts::pdn::holds_draughts`), else PGN.
    pub fn of(path: &std::path::Path) -> io::Result<Format> {
        if let Some(game) = crate::games::other::written::game_of(path)? {
            return Ok(Format::Other(game));
        }
        Ok(if crate::games::draughts::export::holds_draughts(path)? {
            Format::Pdn
        } else {
            Format::Pgn
        })
    }

    /// The notation of a file whose first bytes are `head` (its first 8 KiB, as
    /// [`crate::replay::source::head`] reads them ahead), told as [`Format::of`] tells it
    /// from the file.
    pub fn of_head(head: &[u8]) -> Format {
        if let Some(game) = crate::games::other::written::game_in(head) {
            Format::Other(game)
        } else if hektor_draughts::pdn::holds_draughts(head) {
            Format::Pdn
        } else {
            Format::Pgn
        }
    }

    /// The notation of the file at `path`, which replay reads, told by its content
    /// ([`Format::of`]); a draughts game file of another game than draughts-64 and
    /// draughts-100 is refused first.
    pub fn replayed(path: &std::path::Path) -> io::Result<Format> {
        crate::games::draughts::export::refuse_other_game(path)?;
        Format::of(path)
    }
}

/// The games of a file of whichever game, listed by its game.
impl GameList for Format {
    fn scan(self, file: Text, found: impl FnMut(u64, Header, u64)) -> io::Result<()> {
        match self {
            Format::Pgn => crate::games::chess::index::Pgn.scan(file, found),
            Format::Pdn => crate::games::draughts::pdn_tree::Pdn.scan(file, found),
            Format::Other(game) => crate::games::other::written::Files(game).scan(file, found),
        }
    }
}

/// A game of a file of whichever game, loaded by its game's reader into a tree of the
/// dispatch's boards.
impl GameFiles for Format {
    type Position = Board;

    fn load_at(self, file: File, offset: u64, limit: usize) -> Result<Tree, LoadError> {
        load_at(file, offset, self, limit)
    }
}

/// Loads the game written in `format` that starts at byte `offset` of `file`, at most
/// `limit` nodes of it, read up to where the file's text ends (see
/// [`crate::replay::source::TextOnly`]).
pub fn load_at<R: Read + Seek>(
    file: R,
    offset: u64,
    format: Format,
    limit: usize,
) -> Result<Tree, LoadError> {
    let mut file =
        crate::replay::source::TextOnly::new(file, crate::replay::source::Damage::default());
    file.seek(SeekFrom::Start(offset))?;
    match format {
        Format::Pgn => crate::games::chess::pgn_tree::load_capped(file, limit),
        Format::Pdn => crate::games::draughts::pdn_tree::load_capped(file, limit),
        Format::Other(game) => crate::games::other::written::load_capped(game, file, limit),
    }
}

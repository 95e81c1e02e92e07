//! The journal of the games hektor plays: the core's journal ([`crate::game::journal`]),
//! written once over any game, named here for [`Board`] and [`Rules`], so that a reader
//! of game files asks for no game.

use std::io::BufRead;
use std::path::Path;

use super::{Board, Rules};
use crate::game::journal;

pub use crate::game::journal::verify::{Finding, Mode, Repair, Unverifiable, Verification};
pub use crate::game::journal::{
    Damage, DamageKind, JournalError, LEGACY_SET_ASIDE, LeftOutLine, MAX_LINE, NAMED_REPAIRS,
    Salvaged, Torn, Written, apply, in_use, record_from, short_code,
};

/// One event of a game, as written to the journal.
pub type Event = journal::Event<Rules>;

/// One journal line: the event and when it happened.
pub type Entry = journal::Entry<Rules>;

/// What a journal file holds: every entry that reads and replays, and what could not.
pub type Contents = journal::Contents<Rules>;

/// What a look at a game file sees without reading it.
pub type Glance = journal::Glance<Rules>;

/// An open journal, appended to after every event.
pub type Journal = journal::Journal<Board>;

/// Loads the game record of the journal at `path` ([`journal::load`]).
pub fn load(path: &Path) -> Result<super::GameRecord, JournalError> {
    journal::load::<Board>(path)
}

/// Reads what the journal at `path` holds ([`journal::read()`]).
pub fn read(path: &Path) -> Result<Contents, JournalError> {
    journal::read::<Board>(path)
}

/// Reads the journal at `path` keeping the record, not the entries ([`journal::read_record`]).
pub fn read_record(path: &Path) -> Result<Contents, JournalError> {
    journal::read_record::<Board>(path)
}

/// Reads the journal at `path`, handing each entry to `each` ([`journal::read_each`]).
pub fn read_each(
    path: &Path,
    each: impl FnMut(Entry),
) -> Result<(Contents, super::Session), JournalError> {
    journal::read_each::<Board>(path, each)
}

/// Whether the file at `path` is a hektor game file ([`journal::holds_game`]).
pub fn holds_game(path: &Path) -> bool {
    journal::holds_game::<Board>(path)
}

/// The start entry of the game file at `path` ([`journal::start_of`]).
pub fn start_of(path: &Path) -> Option<Entry> {
    journal::start_of::<Board>(path)
}

/// A look at the game file at `path` ([`journal::glance`]).
pub fn glance(path: &Path) -> Option<Glance> {
    journal::glance::<Board>(path)
}

/// Whether the file at `path` holds nothing but blanks ([`journal::is_blank`]).
pub fn is_blank(path: &Path) -> bool {
    journal::is_blank::<Board>(path)
}

/// Checks the game file `reader` reads ([`journal::verify::verify`]).
pub fn verify(reader: impl BufRead) -> Result<Verification, Unverifiable> {
    journal::verify::verify::<Rules, _>(reader)
}

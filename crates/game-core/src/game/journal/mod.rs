//! The game journal: one JSON object per line, appended and flushed after every event,
//! so that a crash or power loss loses nothing that was recorded.
//!
//! Loading tolerates a torn last line (the write the crash interrupted) and reports any
//! other damaged line by number, keeping everything before it.
//!
//! This module holds the events, the entries and what a reading found, and the one
//! reducer of the record ([`apply`]); the open journal that appends and repairs is
//! `file`, the one reader of game files `read`, the quick looks at a file (is it a game,
//! its start, its end, is it in use) `glance`, the chain of hashes over the lines and the
//! short code of the last `chain`, what a repair leaves out `repaired`, the check of a
//! whole file's chain `verify`.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::record::Claim;
use super::record::{GameRecord, GameResult, MoveRecord, Tags, Termination};
use super::rules::{GameRules, Playable};
use super::tournament::{Allowance, Identity};

pub mod chain;
pub mod file;
mod glance;
pub mod read;
mod repaired;
pub mod verify;

pub use chain::short_code;
pub use file::{Journal, Written};
pub use glance::{Glance, glance, holds_game, in_use, is_blank, start_of};
pub use read::{read, read_each, read_record};

/// One event of a game of rules `R`, as written to the journal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "R: GameRules")]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event<R: GameRules> {
    /// The game began (always the first line).
    Start {
        /// The game's rules (absent: the default rules).
        #[serde(default, skip_serializing_if = "GameRules::is_default")]
        rules: R,
        /// The header (boxed: it is the largest field of any event, and a game file's
        /// every entry is as large as the largest event; see `event_size`).
        tags: Box<Tags>,
        /// Start FEN, `None` for the standard position.
        start_fen: Option<String>,
        /// Free-form session settings (mode, side, style ...), for resuming.
        #[serde(default)]
        settings: serde_json::Value,
    },
    /// A move was confirmed and recorded.
    Move(MoveRecord),
    /// The last recorded move was taken back, after confirmation.
    Undo {
        /// The SAN of the move taken back.
        san: String,
    },
    /// The player to move offered a draw (marks the last move `(=)`).
    DrawOffer,
    /// Clock readings set by hand (an arbiter's decision).
    ClockAdjust {
        /// White's new remaining time in ms.
        white_ms: u64,
        /// Black's new remaining time in ms.
        black_ms: u64,
        /// Why, in the arbiter's words.
        #[serde(default)]
        reason: String,
    },
    /// The game ended.
    End {
        /// The result.
        result: GameResult,
        /// Why.
        termination: Option<Termination>,
    },
    /// The clock as it stood at this moment, written every few seconds while it runs and
    /// when it stops, so that a crash loses at most that much thinking time. It changes
    /// nothing in the record: a resumed clock starts from the latest reading.
    #[serde(rename = "clock")]
    ClockReading {
        /// White's remaining time in ms.
        white_ms: u64,
        /// Black's remaining time in ms.
        black_ms: u64,
        /// Whether the clock was running (false: it stopped, so nothing is lost after it).
        running: bool,
    },
    /// The result was withdrawn (a mistaken `resign` or `result`); the moves stay.
    ResultWithdrawn,
    /// A draw claim the rules did not bear out (FIDE 9.5.3); the game went on.
    ClaimRejected {
        /// What was claimed.
        claim: Claim,
        /// The count the claim rested on, after the intended move when there was one:
        /// how often the position stood, or the half-moves without a capture or pawn move.
        count: u32,
    },
    /// The user chose not to resume this unfinished game and started a new one: it is
    /// not offered again.
    SetAside,
    /// A remark in words. Versions before the typed events above wrote a rejected claim
    /// and a game set aside so (the latter as [`LEGACY_SET_ASIDE`]); such files still read.
    Note {
        /// The note.
        text: String,
    },
    /// Tournament mode: one action of the user (a typed line, or the command of a key)
    /// and what hektor said to it, in order.
    Action {
        /// The line as typed, or the command's name for a key.
        line: String,
        /// Every sentence hektor said in answer.
        said: Vec<String>,
    },
    /// Tournament mode: a move announced and withdrawn (or replaced) before the clock
    /// was pressed, a correction the arbiter may review.
    Withdrawn {
        /// The move as written.
        san: String,
    },
    /// Tournament mode: the session was opened again on this file.
    Resumed {
        /// How long the file lay untouched: from its last entry to this one.
        gap_ms: u64,
        /// The identity of the device and build that goes on (as in the start's settings).
        identity: Identity,
    },
    /// Tournament mode: the network interfaces other than loopback found up at a check
    /// (on entering the mode and every minute after); empty when none was.
    Network {
        /// The interfaces' names.
        up: Vec<String>,
    },
    /// Tournament mode: the arbiter's PIN allowed something the mode forbids (leaving the
    /// mode before the result, starting with a network interface up, reconcile).
    ArbiterAllowed {
        /// What was allowed.
        what: Allowance,
    },
    /// A resume repaired the file: the lines it left out (a torn last line, damaged lines,
    /// lines that did not replay) are named with their hashes, so that a repair cannot
    /// hide a deletion; the entries after them were written again after this one.
    Repaired {
        /// The first lines left out, at most [`NAMED_REPAIRS`].
        left_out: Vec<LeftOutLine>,
        /// How many lines were left out in all.
        count: usize,
        /// The first line at or after the repaired place whose link to the line before it
        /// did not hold in the file as it was: an alteration the repair would hide.
        broken: Option<usize>,
        /// The last line left out was the file's last, cut off by a crash.
        torn: bool,
    },
}

/// A line a repair left out: where it stood and its hash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeftOutLine {
    /// 1-based line number in the file as it was.
    pub line: usize,
    /// The SHA-256 of its bytes (without the newline), in hex.
    pub sha256: String,
}

/// How many left-out lines a repair's entry names (the others are counted), so that the
/// entry stays far shorter than [`MAX_LINE`].
pub const NAMED_REPAIRS: usize = 100;

/// The note by which versions before [`Event::SetAside`] marked a game set aside.
pub const LEGACY_SET_ASIDE: &str = "set aside: a new game was started instead";

impl<R: GameRules> Event<R> {
    /// Whether this event sets the game aside: [`Event::SetAside`], or the note older
    /// versions wrote for it.
    pub fn sets_aside(&self) -> bool {
        match self {
            Event::SetAside => true,
            Event::Note { text } => text == LEGACY_SET_ASIDE,
            _ => false,
        }
    }
}

/// One journal line: the event and when it happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "R: GameRules")]
pub struct Entry<R: GameRules> {
    /// Milliseconds since the Unix epoch. Written as `at_ms`: a move event carries its own
    /// `unix_ms`, and two keys of one name make the line unreadable.
    #[serde(rename = "at_ms")]
    pub unix_ms: i64,
    /// The event.
    #[serde(flatten)]
    pub event: Event<R>,
}

/// The longest line a game file holds: a longer line is damaged, and never read whole.
pub const MAX_LINE: usize = 64 * 1024;

/// How many left-out lines a reading names (the others are counted).
const NAMED_LINES: usize = 10;

/// A journal that cannot be read or written.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// The file could not be opened, read or written.
    #[error("cannot use the game file {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The operating-system error.
        source: std::io::Error,
    },
    /// Another session has the file open (it holds the file's lock).
    #[error("the game file {path} is open in another hektor session")]
    InUse {
        /// The file.
        path: PathBuf,
    },
    /// The file's first line that is not blank is not a game start.
    #[error("{path} is not a hektor game file (its first line is not a game start)")]
    NotAJournal {
        /// The file.
        path: PathBuf,
    },
    /// The file holds nothing but blanks (a game killed before its start was written).
    #[error("{path} is empty: its game never started")]
    Empty {
        /// The file.
        path: PathBuf,
    },
}

/// What a journal file holds: every entry that reads and replays, and what could not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contents<R: GameRules> {
    /// The game record the entries describe, as [`read_record`] reads it (the reader's
    /// own, never built twice); empty from [`read()`], whose entries give it
    /// ([`record_from`]), and from [`read_each`], which gives the reader's game: a long
    /// game is never held twice.
    pub record: GameRecord<R>,
    /// The entries that read and replay legally, in order (of the clock readings in a row,
    /// only the latest: it is the one a resumed clock starts from); none kept by
    /// [`read_record`] and [`read_each`].
    pub entries: Vec<Entry<R>>,
    /// The last line, cut off by a crash in the middle of a write, when there is one.
    pub torn: Option<Torn>,
    /// The first lines left out (damaged, or not legal where they stand), at most ten.
    pub left_out: Vec<Damage>,
    /// How many lines are left out in all.
    pub left_out_count: usize,
    /// The first moves read from damaged lines by their `uci` field, at most ten.
    pub salvaged: Vec<Salvaged>,
    /// How many moves are read from damaged lines in all.
    pub salvaged_count: usize,
    /// Where the file must be written again from, when it must (a line left out, a move
    /// read from a damaged line, a torn last line).
    pub rewrite_from: Option<u64>,
    /// Whether the last entry ends without its newline.
    needs_newline: bool,
}

/// The last line of a journal, cut off in the middle of a write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Torn {
    /// The text that was written (lossy UTF-8).
    pub text: String,
    /// The SAN of the move it was writing, when it was a move and its SAN is complete.
    pub san: Option<String>,
}

/// What is wrong with a damaged line (said in words by `game_errors::damage_phrase`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DamageKind {
    /// Its text is not a readable entry.
    #[error("its text is broken")]
    Syntax,
    /// It reads, but holds an entry this version does not know.
    #[error("an entry this version does not know")]
    Unknown,
    /// It breaks off.
    #[error("it breaks off")]
    BreaksOff,
    /// It is longer than any entry hektor writes.
    #[error("it is too long")]
    TooLong,
    /// Its move is not legal where it stands (a line before it is lost, or it was changed).
    #[error("its move is not legal there")]
    Illegal,
    /// Its clock reading is more than the game can give (see
    /// [`most_reading_ms`](crate::game::time_control::most_reading_ms)).
    #[error("its clock reading is more than the game can give")]
    Clock,
}

impl DamageKind {
    /// What the JSON reader's `error` means for the line.
    fn of(error: &serde_json::Error) -> DamageKind {
        match error.classify() {
            serde_json::error::Category::Data => DamageKind::Unknown,
            serde_json::error::Category::Eof => DamageKind::BreaksOff,
            serde_json::error::Category::Syntax | serde_json::error::Category::Io => {
                DamageKind::Syntax
            }
        }
    }
}

/// A line of a journal that is left out: it cannot be read, or does not replay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Damage {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong with it.
    pub reason: DamageKind,
}

/// A move read from a damaged line by what remained of it (its `uci` field).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Salvaged {
    /// 1-based line number.
    pub line: usize,
    /// The move, as the position writes it (SAN for chess).
    pub san: String,
}

impl<R: GameRules> Contents<R> {
    /// Whether the file needs repairing (a torn or left-out line) before it is continued.
    pub fn needs_repair(&self) -> bool {
        self.rewrite_from.is_some() || self.needs_newline
    }
}

/// The game record the entries describe.
pub fn record_from<R: GameRules>(entries: &[Entry<R>]) -> GameRecord<R> {
    let mut record = GameRecord::default();
    for entry in entries {
        apply(&mut record, &entry.event);
    }
    record
}

/// Applies one event to a record: the one reducer of the record, used by the live
/// session ([`Session::apply`](super::session::Session::apply)), on resume and by
/// `hektor export`, so that all three give the same scoresheet.
pub fn apply<R: GameRules>(record: &mut GameRecord<R>, event: &Event<R>) {
    match event {
        Event::Start {
            rules,
            tags,
            start_fen,
            ..
        } => {
            record.rules = *rules;
            record.tags = Tags::clone(tags);
            record.start_fen = start_fen.clone();
        }
        Event::Move(mv) => record.moves.push(mv),
        Event::Undo { .. } => {
            record.moves.pop();
            record.result = GameResult::Ongoing;
            record.termination = None;
        }
        Event::DrawOffer => {
            record.moves.offer_draw_with_last();
        }
        Event::End {
            result,
            termination,
        } => {
            record.result = *result;
            // An unfinished game has no reason for its end.
            record.termination = termination.clone().filter(|_| record.is_finished());
        }
        Event::ResultWithdrawn => {
            record.result = GameResult::Ongoing;
            record.termination = None;
        }
        // A move's clock readings are the ones it was made with ([%clk]): an arbiter's
        // adjustment after it changes the clock (resume starts from it) and the
        // readings of the moves that follow, never a move already made.
        Event::ClockAdjust { .. }
        | Event::ClockReading { .. }
        | Event::ClaimRejected { .. }
        | Event::SetAside
        | Event::Note { .. }
        | Event::Action { .. }
        | Event::Withdrawn { .. }
        | Event::Resumed { .. }
        | Event::Network { .. }
        | Event::ArbiterAllowed { .. }
        | Event::Repaired { .. } => {}
    }
}

/// Loads the game record of the journal at `path`, a game played in positions `P`: every
/// entry that reads and replays.
pub fn load<P: Playable>(path: &Path) -> Result<GameRecord<P::Rules>, JournalError> {
    read_record::<P>(path).map(|contents| contents.record)
}

/// The error of a failed read or write of the game file `path`.
pub(super) fn io(path: &Path, source: std::io::Error) -> JournalError {
    JournalError::Io {
        path: path.to_owned(),
        source,
    }
}

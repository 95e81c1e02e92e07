//! Quick looks at a file that read no more than they need: whether it is a game file
//! (its first line), the start of a game, its last events (the data folder's scan),
//! whether it holds only blanks, whether a session has it open.

use std::io::BufReader;
use std::path::Path;

use super::read::{Lines, Verdict, trimmed};
use super::{Entry, Event};
use crate::game::rules::{GameRules, Playable};

/// Whether the file at `path` is a hektor game file: its first line that is not blank
/// (after a byte order mark and NULs) reads as the start of a game, or is a JSON object
/// cut off or damaged (`{"`: its reader says what is wrong with it). Only that line is
/// read, within the file's first `GLANCE` bytes. This is the one test of a game file: a
/// PGN file that opens with a `{comment}` is none. The start must be one of a game played
/// in positions `P`.
pub fn holds_game<P: Playable>(path: &Path) -> bool {
    let Ok(file) = crate::files::open(path) else {
        return false;
    };
    let mut lines = Lines::<_, P>::new(BufReader::new(std::io::Read::take(file, GLANCE)));
    loop {
        match lines.next() {
            Ok(Some((_, Verdict::Blank))) => {}
            Ok(Some((_, Verdict::Kept(_)))) => return true,
            Ok(Some((line, _))) => return trimmed(&line.bytes).starts_with(b"{\""),
            _ => return false,
        }
    }
}

/// The start entry of the game file at `path`: its first line that is not blank, when it
/// is a game start within the file's first `GLANCE` bytes (only that much is read: a
/// big file of NULs or of another kind is not read through to find out).
pub fn start_of<P: Playable>(path: &Path) -> Option<Entry<P::Rules>> {
    let file = std::io::Read::take(crate::files::open(path).ok()?, GLANCE);
    let mut lines = Lines::<_, P>::new(BufReader::new(file));
    loop {
        match lines.next() {
            Ok(Some((_, Verdict::Blank))) => {}
            Ok(Some((_, Verdict::Kept(entry)))) => return Some(entry),
            _ => return None,
        }
    }
}

/// How much of a game file's end [`glance`] reads.
const GLANCE: u64 = 64 * 1024;

/// What a look at a game file sees without reading it: its start, and the events of the
/// complete lines in its last 64 KiB (of a game of rules `R`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Glance<R: GameRules> {
    /// The start entry.
    pub start: Entry<R>,
    /// The events at the end of the file that read, in order.
    pub last: Vec<Event<R>>,
    /// Whether `last` reaches back to the start (the file is that short).
    pub whole: bool,
}

/// A look at the game file at `path` that reads only its first line and its last 64 KiB
/// (a scan of many files must not read each whole); `None` when it is no game file.
pub fn glance<P: Playable>(path: &Path) -> Option<Glance<P::Rules>> {
    let start = start_of::<P>(path)?;
    let mut file = crate::files::open(path).ok()?;
    let len = file.metadata().ok()?.len();
    let from = len.saturating_sub(GLANCE);
    std::io::Seek::seek(&mut file, std::io::SeekFrom::Start(from)).ok()?;
    let mut tail = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(file, GLANCE), &mut tail).ok()?;
    // The first line may be cut by where the look starts: it is read only from the start.
    let skip = if from == 0 { 0 } else { 1 };
    let last = tail
        .split(|b| *b == b'\n')
        .skip(skip)
        .filter_map(|line| serde_json::from_slice::<Entry<P::Rules>>(trimmed(line)).ok())
        .map(|entry| entry.event)
        .collect();
    Some(Glance {
        start,
        last,
        whole: from == 0,
    })
}

/// Whether the file at `path` holds nothing but blanks (spaces, NULs): a game killed
/// before its start was written, which a new game may take the place of (a line that is
/// not blank is read as one of a game played in positions `P`).
pub fn is_blank<P: Playable>(path: &Path) -> bool {
    let Ok(file) = crate::files::open(path) else {
        return false;
    };
    let mut lines = Lines::<_, P>::new(BufReader::new(file));
    loop {
        match lines.next() {
            Ok(Some((_, Verdict::Blank))) => {}
            Ok(None) => return true,
            _ => return false,
        }
    }
}

/// Whether another session holds the lock of the journal at `path`.
pub fn in_use(path: &Path) -> bool {
    crate::files::open(path).is_ok_and(|file| {
        matches!(
            file.try_lock_shared(),
            Err(std::fs::TryLockError::WouldBlock)
        )
    })
}

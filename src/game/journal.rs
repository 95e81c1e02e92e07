//! The game journal: one JSON object per line, appended and flushed after every event,
//! so that a crash or power loss loses nothing that was recorded.
//!
//! Loading tolerates a torn last line (the write the crash interrupted) and reports any
//! other damaged line by number, keeping everything before it.

use std::fs::{File, OpenOptions};
use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::record::{GameRecord, GameResult, MoveRecord, Tags, Termination};
use crate::games::Rules;

/// One event of a game, as written to the journal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// The game began (always the first line).
    Start {
        /// The game's rules (absent: chess).
        #[serde(default, skip_serializing_if = "Rules::is_chess")]
        rules: Rules,
        /// The header.
        tags: Tags,
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
    /// Anything else worth keeping (claims, notes), in words.
    Note {
        /// The note.
        text: String,
    },
}

/// One journal line: the event and when it happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Milliseconds since the Unix epoch. Written as `at_ms`: a move event carries its own
    /// `unix_ms`, and two keys of one name make the line unreadable.
    #[serde(rename = "at_ms")]
    pub unix_ms: i64,
    /// The event.
    #[serde(flatten)]
    pub event: Event,
}

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
    /// The file has no start line, or is not a journal at all.
    #[error("{path} is not a hektor game file (its first line is not a game start)")]
    NotAJournal {
        /// The file.
        path: PathBuf,
    },
    /// A line in the middle of the file is damaged.
    #[error(
        "{path}, line {line}: damaged entry ({reason}); the game up to line {previous} is intact"
    )]
    Damaged {
        /// The file.
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// The last good line.
        previous: usize,
        /// What is wrong with it.
        reason: DamageKind,
    },
}

/// What a journal file holds: the intact entries, and what could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contents {
    /// The entries up to the first damaged line (all of them when none is damaged).
    pub entries: Vec<Entry>,
    /// The last line, cut off by a crash in the middle of a write, when there is one.
    pub torn: Option<Torn>,
    /// The first damaged line inside the file, when there is one.
    pub damage: Option<Damage>,
    /// The length in bytes of the intact part (the entries read).
    intact_len: u64,
    /// Whether the intact part ends without its newline.
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

/// What is wrong with a damaged line (said in words by `i18n::errors::journal_sentence`).
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

/// A damaged line inside a journal: everything from it on is left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong with it.
    pub reason: DamageKind,
    /// How many non-empty lines, the damaged one included, are left out.
    pub lines_left_out: usize,
}

impl Contents {
    /// Whether the file needs repairing (a torn or damaged line) before it is continued.
    pub fn needs_repair(&self) -> bool {
        self.torn.is_some() || self.damage.is_some() || self.needs_newline
    }
}

/// An open journal, appended to after every event. The session holds the file's lock
/// while it is open, so that a second session cannot write the same game.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
    /// The length of the file up to its last complete entry.
    len: u64,
    /// Entries a failed write could not store (a full disk), written before the next.
    backlog: Vec<Entry>,
}

/// What an append did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// The entry is on the disk, as everything before it.
    Saved,
    /// The entry is on the disk, together with entries an earlier write could not store.
    CaughtUp(usize),
}

impl Journal {
    /// Creates `path` (which must not exist) and writes the start event. When the start
    /// cannot be written (a full disk), the file just made is removed again: it holds no
    /// game, and left behind it would block `--save` with that name.
    pub fn create(path: &Path, start: Event, unix_ms: i64) -> Result<Journal, JournalError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| io(path, source))?;
        }
        let file = OpenOptions::new()
            .read(true)
            .append(true)
            .create_new(true)
            .open(path)
            .map_err(|source| io(path, source))?;
        let mut journal = Journal::locked(path, file)?;
        let written = journal.append(&Entry {
            unix_ms,
            event: start,
        });
        if let Err(error) = written {
            drop(journal);
            let _ = std::fs::remove_file(path);
            return Err(error);
        }
        Ok(journal)
    }

    /// Opens an existing journal to append to it, taking its lock.
    pub fn open_append(path: &Path) -> Result<Journal, JournalError> {
        let file = OpenOptions::new()
            .read(true)
            .append(true)
            .open(path)
            .map_err(|source| io(path, source))?;
        Journal::locked(path, file)
    }

    fn locked(path: &Path, file: File) -> Result<Journal, JournalError> {
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(JournalError::InUse {
                    path: path.to_owned(),
                });
            }
            Err(std::fs::TryLockError::Error(source)) => return Err(io(path, source)),
        }
        let len = file.metadata().map_err(|source| io(path, source))?.len();
        Ok(Journal {
            path: path.to_owned(),
            file,
            len,
            backlog: Vec::new(),
        })
    }

    /// Reads what the file holds (under this journal's lock).
    pub fn contents(&self) -> Result<Contents, JournalError> {
        read(&self.path)
    }

    /// Makes the file continuable after a crash or damage: a copy of the whole file is
    /// kept beside it first (returned), then the file is cut back to its intact part. A
    /// complete last line without its newline only gets the newline. Nothing written is
    /// ever deleted: what is cut off stays in the copy.
    pub fn repair(&mut self, contents: &Contents) -> Result<Option<PathBuf>, JournalError> {
        let path = self.path.clone();
        let backup = if contents.torn.is_some() || contents.damage.is_some() {
            let backup = backup_path(&path);
            std::fs::copy(&path, &backup)
                .and_then(|_| File::open(&backup)?.sync_all())
                .map_err(|source| io(&backup, source))?;
            self.file
                .set_len(contents.intact_len)
                .and_then(|()| self.file.sync_data())
                .map_err(|source| io(&path, source))?;
            Some(backup)
        } else {
            None
        };
        self.len = contents.intact_len;
        if contents.needs_newline {
            self.write_bytes(b"\n")?;
        }
        Ok(backup)
    }

    /// The file this journal writes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many entries wait to be written because a write failed.
    pub fn unwritten(&self) -> usize {
        self.backlog.len()
    }

    /// Appends one entry and flushes it to the disk. When the write fails (a full disk),
    /// the file is cut back to its last complete entry and the entry waits in memory: the
    /// next append writes it first, so no entry is lost or written out of order.
    pub fn append(&mut self, entry: &Entry) -> Result<Written, JournalError> {
        self.backlog.push(entry.clone());
        self.flush()
    }

    /// Writes the entries a failed write left waiting; `Saved` when none wait.
    pub fn flush(&mut self) -> Result<Written, JournalError> {
        let waiting = self.backlog.len();
        if waiting == 0 {
            return Ok(Written::Saved);
        }
        let mut text = String::new();
        for entry in &self.backlog {
            text.push_str(&serde_json::to_string(entry).map_err(|e| io(&self.path, e.into()))?);
            text.push('\n');
        }
        self.write_bytes(text.as_bytes())?;
        self.backlog.clear();
        Ok(if waiting == 1 {
            Written::Saved
        } else {
            Written::CaughtUp(waiting - 1)
        })
    }

    /// Writes `bytes` at the end and flushes them; on failure the file is cut back.
    fn write_bytes(&mut self, bytes: &[u8]) -> Result<(), JournalError> {
        let written = self
            .file
            .write_all(bytes)
            .and_then(|()| self.file.sync_data());
        match written {
            Ok(()) => {
                self.len += bytes.len() as u64;
                Ok(())
            }
            Err(source) => {
                // A partial line would damage the file: remove it (best effort).
                let _ = self.file.set_len(self.len);
                Err(io(&self.path, source))
            }
        }
    }
}

fn io(path: &Path, source: std::io::Error) -> JournalError {
    JournalError::Io {
        path: path.to_owned(),
        source,
    }
}

/// `game.jsonl.damaged`, or `game.jsonl.damaged-2` ... when taken.
fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".damaged");
    let first = PathBuf::from(&name);
    let mut candidate = first.clone();
    let mut n = 2;
    while candidate.exists() {
        let mut numbered = name.clone();
        numbered.push(format!("-{n}"));
        candidate = PathBuf::from(numbered);
        n += 1;
    }
    candidate
}

/// Whether the file at `path` is a hektor game file: its first line is the start of a
/// game (read up to 64 KiB, so a big file of another kind is not read whole).
pub fn holds_game(path: &Path) -> bool {
    let Ok(file) = File::open(path) else {
        return false;
    };
    let mut first = Vec::new();
    let read = std::io::BufReader::new(file.take(64 * 1024)).read_until(b'\n', &mut first);
    read.is_ok()
        && matches!(
            serde_json::from_slice::<Entry>(first.trim_ascii()),
            Ok(Entry {
                event: Event::Start { .. },
                ..
            })
        )
}

/// Whether another session holds the lock of the journal at `path`.
pub fn in_use(path: &Path) -> bool {
    File::open(path).is_ok_and(|file| {
        matches!(
            file.try_lock_shared(),
            Err(std::fs::TryLockError::WouldBlock)
        )
    })
}

/// Reads what the journal at `path` holds: the intact entries, a torn last line, the
/// first damaged line. Fails only when the file cannot be read or is not a journal.
pub fn read(path: &Path) -> Result<Contents, JournalError> {
    let bytes = std::fs::read(path).map_err(|source| io(path, source))?;
    let mut contents = Contents {
        entries: Vec::new(),
        torn: None,
        damage: None,
        intact_len: 0,
        needs_newline: false,
    };
    let mut offset = 0usize;
    let mut lines = bytes
        .split_inclusive(|b| *b == b'\n')
        .enumerate()
        .peekable();
    while let Some((index, raw)) = lines.next() {
        let last = lines.peek().is_none();
        let complete = raw.ends_with(b"\n");
        let line = raw.strip_suffix(b"\n").unwrap_or(raw);
        if line.iter().all(u8::is_ascii_whitespace) {
            offset += raw.len();
            if contents.damage.is_none() {
                contents.intact_len = offset as u64;
            }
            continue;
        }
        match serde_json::from_slice::<Entry>(line) {
            Ok(entry) => {
                offset += raw.len();
                contents.entries.push(entry);
                contents.intact_len = offset as u64;
                contents.needs_newline = !complete;
            }
            Err(_) if last && !complete && !contents.entries.is_empty() => {
                contents.torn = Some(torn(line));
            }
            Err(_) if contents.entries.is_empty() => {
                return Err(JournalError::NotAJournal {
                    path: path.to_owned(),
                });
            }
            Err(e) => {
                let left_out = 1 + lines
                    .filter(|(_, l)| !l.iter().all(u8::is_ascii_whitespace))
                    .count();
                contents.damage = Some(Damage {
                    line: index + 1,
                    reason: DamageKind::of(&e),
                    lines_left_out: left_out,
                });
                break;
            }
        }
    }
    if !matches!(
        contents.entries.first(),
        Some(Entry {
            event: Event::Start { .. },
            ..
        })
    ) {
        return Err(JournalError::NotAJournal {
            path: path.to_owned(),
        });
    }
    Ok(contents)
}

/// What a torn line was writing: its text, and the move's SAN when that much was written.
fn torn(line: &[u8]) -> Torn {
    let text = String::from_utf8_lossy(line).into_owned();
    let san = text
        .contains(r#""event":"move""#)
        .then(|| text.split(r#""san":""#).nth(1))
        .flatten()
        .and_then(|rest| rest.split_once('"'))
        .map(|(san, _)| san.to_owned())
        .filter(|san| !san.is_empty());
    Torn { text, san }
}

/// Reads every entry of the journal at `path`. A torn last line is dropped; a damaged
/// line inside the file is an error that names it.
pub fn read_entries(path: &Path) -> Result<Vec<Entry>, JournalError> {
    intact(path, read(path)?)
}

/// The entries of `contents`, read from `path`; a damaged line inside the file is an
/// error that names it.
pub fn intact(path: &Path, contents: Contents) -> Result<Vec<Entry>, JournalError> {
    match contents.damage {
        Some(damage) => Err(JournalError::Damaged {
            path: path.to_owned(),
            line: damage.line,
            previous: damage.line - 1,
            reason: damage.reason,
        }),
        None => Ok(contents.entries),
    }
}

/// The game record the entries describe.
pub fn record_from(entries: &[Entry]) -> GameRecord {
    let mut record = GameRecord::default();
    for entry in entries {
        apply(&mut record, &entry.event);
    }
    record
}

/// Applies one event to a record: the one reducer of the record, used by the live
/// session ([`Session::apply`](super::session::Session::apply)), on resume and by
/// `hektor export`, so that all three give the same scoresheet.
pub fn apply(record: &mut GameRecord, event: &Event) {
    match event {
        Event::Start {
            rules,
            tags,
            start_fen,
            ..
        } => {
            record.rules = *rules;
            record.tags = tags.clone();
            record.start_fen = start_fen.clone();
        }
        Event::Move(mv) => record.moves.push(mv.clone()),
        Event::Undo { .. } => {
            record.moves.pop();
            record.result = GameResult::Ongoing;
            record.termination = None;
        }
        Event::DrawOffer => {
            if let Some(last) = record.moves.last_mut() {
                last.draw_offer = true;
            }
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
        Event::ClockAdjust { .. } | Event::ClockReading { .. } | Event::Note { .. } => {}
    }
}

/// Loads the game record of the journal at `path`.
pub fn load(path: &Path) -> Result<GameRecord, JournalError> {
    read_entries(path).map(|entries| record_from(&entries))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use proptest::prelude::*;

    fn start() -> Event {
        Event::Start {
            rules: Default::default(),
            tags: Tags::default(),
            start_fen: None,
            settings: serde_json::Value::Null,
        }
    }

    /// A journal of a start and one move, as bytes.
    fn game() -> Vec<u8> {
        let mut text = String::new();
        for event in [
            start(),
            Event::Move(MoveRecord {
                san: "e4".into(),
                uci: "e2e4".into(),
                unix_ms: 1,
                white_ms: None,
                black_ms: None,
                draw_offer: false,
            }),
        ] {
            text.push_str(&serde_json::to_string(&Entry { unix_ms: 1, event }).unwrap());
            text.push('\n');
        }
        text.into_bytes()
    }

    proptest! {
        /// Whatever a crash or a disk leaves after the intact entries, they are read, and
        /// what follows is named as torn or damaged, never silently taken for an entry.
        #[test]
        fn anything_after_intact_entries_keeps_them(tail in proptest::collection::vec(any::<u8>(), 0..200)) {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("game.jsonl");
            let mut bytes = game();
            bytes.extend_from_slice(&tail);
            std::fs::write(&path, &bytes).unwrap();
            let contents = read(&path).unwrap();
            prop_assert!(contents.entries.len() >= 2);
            prop_assert!(matches!(&contents.entries[1].event, Event::Move(m) if m.san == "e4"));
            let intact = usize::try_from(contents.intact_len).unwrap();
            prop_assert!(intact <= bytes.len());
        }
    }

    #[test]
    fn a_torn_move_is_named_by_its_san_and_a_damaged_line_by_its_number() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let mut bytes = game();
        bytes.extend_from_slice(br#"{"at_ms":2,"event":"move","san":"e5","uci":"e7"#);
        std::fs::write(&path, &bytes).unwrap();
        let contents = read(&path).unwrap();
        assert_eq!(contents.torn.unwrap().san.as_deref(), Some("e5"));
        assert_eq!(contents.intact_len, game().len() as u64);

        let bytes = game();
        let mut lines: Vec<&[u8]> = bytes.split_inclusive(|b| *b == b'\n').collect();
        lines.insert(1, b"{ broken\n");
        std::fs::write(&path, lines.concat()).unwrap();
        let contents = read(&path).unwrap();
        let damage = contents.damage.unwrap();
        assert_eq!((damage.line, damage.lines_left_out), (2, 2));
        assert_eq!(contents.entries.len(), 1);
    }
}

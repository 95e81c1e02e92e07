//! The game journal: one JSON object per line, appended and flushed after every event,
//! so that a crash or power loss loses nothing that was recorded.
//!
//! Loading tolerates a torn last line (the write the crash interrupted) and reports any
//! other damaged line by number, keeping everything before it.

use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::record::{GameRecord, GameResult, MoveRecord, Tags, Termination};

/// One event of a game, as written to the journal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// The game began (always the first line).
    Start {
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
        /// What the JSON reader said.
        reason: String,
    },
}

/// An open journal, appended to after every event.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
}

impl Journal {
    /// Creates (or truncates) `path` and writes the start event.
    pub fn create(path: &Path, start: Event, unix_ms: i64) -> Result<Journal, JournalError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| io(path, source))?;
        }
        let file = File::create(path).map_err(|source| io(path, source))?;
        let mut journal = Journal {
            path: path.to_owned(),
            file,
        };
        journal.append(&Entry {
            unix_ms,
            event: start,
        })?;
        Ok(journal)
    }

    /// Opens an existing journal to append to it.
    pub fn open_append(path: &Path) -> Result<Journal, JournalError> {
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|source| io(path, source))?;
        Ok(Journal {
            path: path.to_owned(),
            file,
        })
    }

    /// Opens an existing journal to continue it after a crash: a last line torn by the
    /// crash (no newline, not a complete entry) is cut off first, so that new entries
    /// start on a line of their own; a complete last line without its newline gets one.
    pub fn resume(path: &Path) -> Result<Journal, JournalError> {
        let bytes = std::fs::read(path).map_err(|source| io(path, source))?;
        let mut journal = Journal::open_append(path)?;
        if bytes.is_empty() || bytes.ends_with(b"\n") {
            return Ok(journal);
        }
        let start = bytes.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
        let tail = bytes.get(start..).unwrap_or_default();
        if serde_json::from_slice::<Entry>(tail).is_ok() {
            journal
                .file
                .write_all(b"\n")
                .and_then(|()| journal.file.sync_data())
                .map_err(|source| io(path, source))?;
        } else {
            journal
                .file
                .set_len(start as u64)
                .and_then(|()| journal.file.sync_data())
                .map_err(|source| io(path, source))?;
        }
        Ok(journal)
    }

    /// The file this journal writes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one entry and flushes it to the disk.
    pub fn append(&mut self, entry: &Entry) -> Result<(), JournalError> {
        let mut line = serde_json::to_string(entry).map_err(|e| io(&self.path, e.into()))?;
        line.push('\n');
        self.file
            .write_all(line.as_bytes())
            .and_then(|()| self.file.sync_data())
            .map_err(|source| io(&self.path, source))
    }
}

fn io(path: &Path, source: std::io::Error) -> JournalError {
    JournalError::Io {
        path: path.to_owned(),
        source,
    }
}

/// Reads every entry of the journal at `path`. A torn last line is dropped.
pub fn read_entries(path: &Path) -> Result<Vec<Entry>, JournalError> {
    let file = File::open(path).map_err(|source| io(path, source))?;
    let mut lines = Vec::new();
    for line in BufReader::new(file).split(b'\n') {
        lines.push(line.map_err(|source| io(path, source))?);
    }
    let mut entries = Vec::with_capacity(lines.len());
    let count = lines.len();
    for (index, bytes) in lines.iter().enumerate() {
        if bytes.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match serde_json::from_slice::<Entry>(bytes) {
            Ok(entry) => entries.push(entry),
            Err(_) if index + 1 == count && !entries.is_empty() => break,
            Err(e) if entries.is_empty() && index == 0 => {
                let _ = e;
                return Err(JournalError::NotAJournal {
                    path: path.to_owned(),
                });
            }
            Err(e) => {
                return Err(JournalError::Damaged {
                    path: path.to_owned(),
                    line: index + 1,
                    previous: index,
                    reason: e.to_string(),
                });
            }
        }
    }
    if !matches!(
        entries.first(),
        Some(Entry {
            event: Event::Start { .. },
            ..
        })
    ) {
        return Err(JournalError::NotAJournal {
            path: path.to_owned(),
        });
    }
    Ok(entries)
}

/// The game record the entries describe.
pub fn record_from(entries: &[Entry]) -> GameRecord {
    let mut record = GameRecord::default();
    for entry in entries {
        apply(&mut record, &entry.event);
    }
    record
}

/// Applies one event to a record.
pub fn apply(record: &mut GameRecord, event: &Event) {
    match event {
        Event::Start {
            tags, start_fen, ..
        } => {
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
        Event::ClockAdjust {
            white_ms, black_ms, ..
        } => {
            if let Some(last) = record.moves.last_mut() {
                last.white_ms = Some(*white_ms);
                last.black_ms = Some(*black_ms);
            }
        }
        Event::End {
            result,
            termination,
        } => {
            record.result = *result;
            record.termination = termination.clone();
        }
        Event::Note { .. } => {}
    }
}

/// Loads the game record of the journal at `path`.
pub fn load(path: &Path) -> Result<GameRecord, JournalError> {
    read_entries(path).map(|entries| record_from(&entries))
}

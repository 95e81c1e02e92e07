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
use super::session::Session;
use crate::games::Rules;
use crate::games::{Board, GamePosition};

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
pub struct Contents {
    /// The entries that read and replay legally, in order (of the clock readings in a row,
    /// only the latest: it is the one a resumed clock starts from).
    pub entries: Vec<Entry>,
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
    rewrite_from: Option<u64>,
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

/// What is wrong with a damaged line (said in words by `i18n::errors::damage_phrase`).
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

impl Contents {
    /// Whether the file needs repairing (a torn or left-out line) before it is continued.
    pub fn needs_repair(&self) -> bool {
        self.rewrite_from.is_some() || self.needs_newline
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
    /// Creates `path` (which must not exist, or hold nothing but blanks: a game killed
    /// before its start was written) and writes the start event. When the start cannot
    /// be written (a full disk), a file just made is removed again: it holds no game, and
    /// left behind it would block `--save` with that name.
    pub fn create(path: &Path, start: Event, unix_ms: i64) -> Result<Journal, JournalError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| io(path, source))?;
        }
        let mut options = OpenOptions::new();
        options.read(true).append(true);
        let (file, made) = match options.clone().create_new(true).open(path) {
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists && is_blank(path) => {
                (options.open(path), false)
            }
            opened => (opened, true),
        };
        let file = file.map_err(|source| io(path, source))?;
        let mut journal = Journal::locked(path, file)?;
        if !made {
            journal.file.set_len(0).map_err(|source| io(path, source))?;
            journal.len = 0;
        }
        let written = journal.append(&Entry {
            unix_ms,
            event: start,
        });
        if let Err(error) = written {
            drop(journal);
            if made {
                let _ = std::fs::remove_file(path);
            }
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
    /// kept beside it first (returned), then the file is written again from its first
    /// torn, damaged or left-out line with every entry after it that reads and replays.
    /// A complete last line without its newline only gets the newline. Nothing written is
    /// ever deleted: what is left out stays in the copy. When the copy cannot be made, it
    /// is removed again and the file is left as it was; when the file cannot be written
    /// again (a full disk), it is put back as it was.
    pub fn repair(&mut self, contents: &Contents) -> Result<Option<PathBuf>, JournalError> {
        self.repair_into(contents, |copy| copy)
    }

    /// [`Journal::repair`], the copy written through `writer` (the copy's file; a test
    /// gives one that fails as a full disk does).
    fn repair_into<W: Write>(
        &mut self,
        contents: &Contents,
        writer: impl FnOnce(File) -> W,
    ) -> Result<Option<PathBuf>, JournalError> {
        let Some(from) = contents.rewrite_from else {
            if contents.needs_newline {
                self.write_bytes(b"\n")?;
            }
            return Ok(None);
        };
        let path = self.path.clone();
        let backup = backup_path(&path);
        let copied = File::create_new(&backup).and_then(|copy| {
            let mut copy = writer(copy);
            std::io::copy(&mut File::open(&path)?, &mut copy)?;
            copy.flush()?;
            File::open(&backup)?.sync_all()
        });
        if let Err(source) = copied {
            let _ = std::fs::remove_file(&backup);
            return Err(io(&backup, source));
        }
        if let Err(error) = self.rewrite(&backup, from) {
            self.put_back(&backup, from);
            return Err(error);
        }
        Ok(Some(backup))
    }

    /// Cuts the file back to `from` and writes after it every entry of `original` (a copy
    /// of the file) from there on that reads and replays.
    fn rewrite(&mut self, original: &Path, from: u64) -> Result<(), JournalError> {
        self.file
            .set_len(from)
            .map_err(|source| io(&self.path, source))?;
        self.len = from;
        let file = File::open(original).map_err(|source| io(original, source))?;
        let mut lines = Lines::new(BufReader::new(file));
        let mut text = Vec::new();
        while let Some((read, verdict)) = lines.next().map_err(|source| io(original, source))? {
            if read.offset < from {
                continue;
            }
            if let Verdict::Kept(entry) | Verdict::Salvaged(entry) = verdict {
                serde_json::to_writer(&mut text, &entry).map_err(|e| io(&self.path, e.into()))?;
                text.push(b'\n');
            }
            if text.len() >= 1024 * 1024 {
                self.write_bytes(&text)?;
                text.clear();
            }
        }
        self.write_bytes(&text)
    }

    /// Puts the file back as `original` holds it from `from` on (best effort: it is
    /// shorter now, so its old bytes fit again).
    fn put_back(&mut self, original: &Path, from: u64) {
        let restored = File::open(original).and_then(|mut copy| {
            std::io::Seek::seek(&mut copy, std::io::SeekFrom::Start(from))?;
            self.file.set_len(from)?;
            std::io::copy(&mut copy, &mut self.file)?;
            self.file.sync_data()?;
            self.file.metadata()
        });
        if let Ok(metadata) = restored {
            self.len = metadata.len();
        }
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

/// One line of a game file as read: at most [`MAX_LINE`] of its bytes.
struct RawLine {
    /// Its bytes (its newline included), cut at `MAX_LINE`.
    bytes: Vec<u8>,
    /// Where it starts in the file.
    offset: u64,
    /// Its length in the file, newline included.
    len: u64,
    /// 1-based line number.
    number: usize,
    /// It ends with a newline (only the file's last line may not).
    complete: bool,
    /// It is longer than `MAX_LINE`.
    too_long: bool,
}

/// What the reader makes of one line.
enum Verdict {
    /// Nothing but blanks (spaces, NULs a power cut left, a byte order mark).
    Blank,
    /// An entry, read and replayed.
    Kept(Entry),
    /// A move read from a damaged line whose `uci` field still reads, replayed.
    Salvaged(Entry),
    /// A line left out.
    LeftOut(DamageKind),
    /// The last line, cut off in the middle of a write.
    Torn(Torn),
    /// The first line that is not blank is not a game start: not a game file.
    NotAGame,
}

/// The one reader of game files: line by line (never the whole file), each line read up
/// to [`MAX_LINE`], a byte order mark and NULs read past; the first line that is not blank
/// must be a game start; every later entry is kept when it reads (or a damaged move line
/// still names its move) and replays legally where it stands, its SAN written by the
/// position from its UCI, so every reader of the file sees the same game.
struct Lines<R> {
    reader: R,
    /// The game so far (none before the start).
    session: Option<Session>,
    line: RawLine,
}

impl<R: BufRead> Lines<R> {
    fn new(reader: R) -> Lines<R> {
        Lines {
            reader,
            session: None,
            line: RawLine {
                bytes: Vec::new(),
                offset: 0,
                len: 0,
                number: 0,
                complete: false,
                too_long: false,
            },
        }
    }

    /// Reads the next line into `self.line`; false at the end of the file.
    fn read_line(&mut self) -> std::io::Result<bool> {
        let line = &mut self.line;
        line.offset += line.len;
        line.len = 0;
        line.number += 1;
        line.bytes.clear();
        line.complete = false;
        line.too_long = false;
        loop {
            let available = self.reader.fill_buf()?;
            if available.is_empty() {
                return Ok(line.len > 0);
            }
            let newline = available.iter().position(|b| *b == b'\n');
            let taken = newline.map_or(available.len(), |at| at + 1);
            let room = (MAX_LINE + 1).saturating_sub(line.bytes.len());
            let kept = taken.min(room);
            line.bytes.extend(available.iter().take(kept));
            line.too_long |= kept < taken || line.bytes.len() > MAX_LINE;
            line.len += taken as u64;
            self.reader.consume(taken);
            if newline.is_some() {
                line.complete = true;
                return Ok(true);
            }
        }
    }

    /// The next line and what it is; `None` at the end of the file.
    fn next(&mut self) -> std::io::Result<Option<(&RawLine, Verdict)>> {
        if !self.read_line()? {
            return Ok(None);
        }
        let verdict = self.judge();
        Ok(Some((&self.line, verdict)))
    }

    fn judge(&mut self) -> Verdict {
        let text = trimmed(&self.line.bytes);
        if text.is_empty() {
            return Verdict::Blank;
        }
        let Some(session) = &mut self.session else {
            return match serde_json::from_slice::<Entry>(text) {
                Ok(
                    entry @ Entry {
                        event: Event::Start { .. },
                        ..
                    },
                ) if !self.line.too_long => match Session::from_events([&entry.event]) {
                    Ok(session) => {
                        self.session = Some(session);
                        Verdict::Kept(entry)
                    }
                    Err(_) => Verdict::NotAGame,
                },
                _ => Verdict::NotAGame,
            };
        };
        if self.line.too_long {
            return Verdict::LeftOut(DamageKind::TooLong);
        }
        let (entry, salvaged) = match serde_json::from_slice::<Entry>(text) {
            Ok(entry) => (entry, false),
            Err(_) if !self.line.complete => return Verdict::Torn(torn(text)),
            Err(error) => match salvage(text, session.position()) {
                Some(entry) => (entry, true),
                None => return Verdict::LeftOut(DamageKind::of(&error)),
            },
        };
        let entry = match entry.event {
            Event::Move(mv) => {
                let position = session.position();
                let Some(found) = position.move_of_key(&mv.uci) else {
                    return Verdict::LeftOut(DamageKind::Illegal);
                };
                let notated = position.notate(&found);
                Entry {
                    event: Event::Move(MoveRecord {
                        san: notated.text,
                        uci: notated.key,
                        ..mv
                    }),
                    ..entry
                }
            }
            _ => entry,
        };
        match session.apply(&entry.event) {
            Ok(()) if salvaged => Verdict::Salvaged(entry),
            Ok(()) => Verdict::Kept(entry),
            Err(_) => Verdict::LeftOut(DamageKind::Illegal),
        }
    }
}

/// The text of a line without its newline, blanks, NULs and a byte order mark.
fn trimmed(bytes: &[u8]) -> &[u8] {
    let blank = |b: &u8| b.is_ascii_whitespace() || *b == 0;
    let text = bytes.trim_ascii();
    let start = text.iter().position(|b| !blank(b)).unwrap_or(text.len());
    let text = text.get(start..).unwrap_or_default();
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let start = text.iter().position(|b| !blank(b)).unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|b| !blank(b))
        .map_or(start, |at| at + 1);
    text.get(start..end).unwrap_or_default()
}

/// The move a damaged move line still names by its `uci` field, when it is legal in
/// `position`: its SAN, times and draw offer as far as they read.
fn salvage(text: &[u8], position: &Board) -> Option<Entry> {
    let text = String::from_utf8_lossy(text);
    if !text.contains(r#""event":"move""#) {
        return None;
    }
    let uci = string_field(&text, "uci")?;
    let found = position.move_of_key(&uci)?;
    let notated = position.notate(&found);
    let at = number_field(&text, "at_ms").unwrap_or(0);
    Some(Entry {
        unix_ms: at,
        event: Event::Move(MoveRecord {
            san: notated.text,
            uci: notated.key,
            unix_ms: number_field(&text, "unix_ms").unwrap_or(at),
            white_ms: number_field(&text, "white_ms").and_then(|n| u64::try_from(n).ok()),
            black_ms: number_field(&text, "black_ms").and_then(|n| u64::try_from(n).ok()),
            draw_offer: text.contains(r#""draw_offer":true"#),
        }),
    })
}

/// The text of the field `"name":"..."` of a damaged line.
fn string_field(text: &str, name: &str) -> Option<String> {
    let (_, rest) = text.split_once(&format!("\"{name}\":\""))?;
    rest.split_once('"').map(|(value, _)| value.to_owned())
}

/// The number of the field `"name":123` of a damaged line.
fn number_field(text: &str, name: &str) -> Option<i64> {
    let (_, rest) = text.split_once(&format!("\"{name}\":"))?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Whether the file at `path` is a hektor game file: its first line that is not blank
/// (after a byte order mark and NULs) reads as the start of a game, or is a JSON object
/// cut off or damaged (`{"`: its reader says what is wrong with it). Only that line is
/// read, within the file's first [`GLANCE`] bytes. This is the one test of a game file: a
/// PGN file that opens with a `{comment}` is none.
pub fn holds_game(path: &Path) -> bool {
    let Ok(file) = crate::files::open(path) else {
        return false;
    };
    let mut lines = Lines::new(BufReader::new(std::io::Read::take(file, GLANCE)));
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
/// is a game start within the file's first [`GLANCE`] bytes (only that much is read: a
/// big file of NULs or of another kind is not read through to find out).
pub fn start_of(path: &Path) -> Option<Entry> {
    let file = std::io::Read::take(crate::files::open(path).ok()?, GLANCE);
    let mut lines = Lines::new(BufReader::new(file));
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
/// complete lines in its last 64 KiB.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Glance {
    /// The start entry.
    pub start: Entry,
    /// The events at the end of the file that read, in order.
    pub last: Vec<Event>,
    /// Whether `last` reaches back to the start (the file is that short).
    pub whole: bool,
}

/// A look at the game file at `path` that reads only its first line and its last 64 KiB
/// (a scan of many files must not read each whole); `None` when it is no game file.
pub fn glance(path: &Path) -> Option<Glance> {
    let start = start_of(path)?;
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
        .filter_map(|line| serde_json::from_slice::<Entry>(trimmed(line)).ok())
        .map(|entry| entry.event)
        .collect();
    Some(Glance {
        start,
        last,
        whole: from == 0,
    })
}

/// Whether the file at `path` holds nothing but blanks (spaces, NULs): a game killed
/// before its start was written, which a new game may take the place of.
pub fn is_blank(path: &Path) -> bool {
    let Ok(file) = crate::files::open(path) else {
        return false;
    };
    let mut lines = Lines::new(BufReader::new(file));
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

/// Reads what the journal at `path` holds, as a stream: every entry that reads and
/// replays, a torn last line, the lines left out. Fails only when the file cannot be
/// read, holds nothing, or is not a journal.
pub fn read(path: &Path) -> Result<Contents, JournalError> {
    let file = crate::files::open(path).map_err(|source| io(path, source))?;
    let mut lines = Lines::new(BufReader::new(file));
    let mut contents = Contents {
        entries: Vec::new(),
        torn: None,
        left_out: Vec::new(),
        left_out_count: 0,
        salvaged: Vec::new(),
        salvaged_count: 0,
        rewrite_from: None,
        needs_newline: false,
    };
    while let Some((line, verdict)) = lines.next().map_err(|source| io(path, source))? {
        let (offset, number, complete) = (line.offset, line.number, line.complete);
        let mut rewrite = || {
            contents.rewrite_from.get_or_insert(offset);
        };
        match verdict {
            Verdict::Blank => {}
            Verdict::NotAGame => {
                return Err(JournalError::NotAJournal {
                    path: path.to_owned(),
                });
            }
            Verdict::Torn(torn) => {
                rewrite();
                contents.torn = Some(torn);
            }
            Verdict::LeftOut(reason) => {
                rewrite();
                contents.left_out_count += 1;
                if contents.left_out.len() < NAMED_LINES {
                    contents.left_out.push(Damage {
                        line: number,
                        reason,
                    });
                }
            }
            Verdict::Salvaged(entry) => {
                rewrite();
                contents.salvaged_count += 1;
                if let (Event::Move(mv), true) =
                    (&entry.event, contents.salvaged.len() < NAMED_LINES)
                {
                    contents.salvaged.push(Salvaged {
                        line: number,
                        san: mv.san.clone(),
                    });
                }
                keep(&mut contents.entries, entry);
            }
            Verdict::Kept(entry) => {
                contents.needs_newline = !complete;
                keep(&mut contents.entries, entry);
            }
        }
    }
    if contents.entries.is_empty() {
        return Err(JournalError::Empty {
            path: path.to_owned(),
        });
    }
    Ok(contents)
}

/// Adds `entry` to `entries`; a clock reading right after another takes its place.
fn keep(entries: &mut Vec<Entry>, entry: Entry) {
    if let (
        Some(Entry {
            event: Event::ClockReading { .. },
            ..
        }),
        Event::ClockReading { .. },
    ) = (entries.last(), &entry.event)
    {
        entries.pop();
    }
    entries.push(entry);
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

/// Loads the game record of the journal at `path`: every entry that reads and replays.
pub fn load(path: &Path) -> Result<GameRecord, JournalError> {
    read(path).map(|contents| record_from(&contents.entries))
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

    fn mv(san: &str, uci: &str) -> Event {
        Event::Move(MoveRecord {
            san: san.into(),
            uci: uci.into(),
            unix_ms: 1,
            white_ms: None,
            black_ms: None,
            draw_offer: false,
        })
    }

    /// The lines of a journal of a start and `moves` (SAN, UCI), each with its newline.
    fn lines_of(moves: &[(&str, &str)]) -> Vec<Vec<u8>> {
        std::iter::once(start())
            .chain(moves.iter().map(|(san, uci)| mv(san, uci)))
            .map(|event| {
                let mut line = serde_json::to_vec(&Entry { unix_ms: 1, event }).unwrap();
                line.push(b'\n');
                line
            })
            .collect()
    }

    /// A journal of a start and one move, as bytes.
    fn game() -> Vec<u8> {
        lines_of(&[("e4", "e2e4")]).concat()
    }

    /// A game of twelve half-moves whose moves stay legal whichever one is taken out
    /// (knights going out and back, so no move depends on another but its own knight's).
    const TWELVE: [(&str, &str); 12] = [
        ("Nf3", "g1f3"),
        ("Nf6", "g8f6"),
        ("Nc3", "b1c3"),
        ("Nc6", "b8c6"),
        ("e3", "e2e3"),
        ("e6", "e7e6"),
        ("d3", "d2d3"),
        ("d6", "d7d6"),
        ("h3", "h2h3"),
        ("h6", "h7h6"),
        ("a3", "a2a3"),
        ("a6", "a7a6"),
    ];

    fn sans(contents: &Contents) -> Vec<String> {
        contents
            .entries
            .iter()
            .filter_map(|entry| match &entry.event {
                Event::Move(mv) => Some(mv.san.clone()),
                _ => None,
            })
            .collect()
    }

    proptest! {
        /// Whatever a crash or a disk leaves after the intact entries, they are read, and
        /// what follows is named as torn or left out, never silently taken for an entry.
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
        }

        /// Any bytes in place of one line in the middle: every entry after it that still
        /// replays is kept (all but the half-move of the side that no longer moves right
        /// after the lost one), and the line is either read (its move is the one written)
        /// or named as left out.
        #[test]
        fn damage_in_the_middle_keeps_every_other_entry(
            at in 1usize..=12,
            junk in proptest::collection::vec(any::<u8>(), 0..120),
        ) {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("game.jsonl");
            let mut lines = lines_of(&TWELVE);
            let mut damaged: Vec<u8> = junk.into_iter().filter(|b| *b != b'\n').collect();
            damaged.push(b'\n');
            lines[at] = damaged;
            std::fs::write(&path, lines.concat()).unwrap();
            let contents = read(&path).unwrap();
            let all: Vec<String> = TWELVE.iter().map(|(san, _)| (*san).to_owned()).collect();
            let read = sans(&contents);
            if read.len() < 12 {
                // Half-moves `at` and `at + 1` (1-based) may be missing, no other.
                let kept: Vec<String> = all
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| i + 1 != at && i + 1 != at + 1)
                    .map(|(_, san)| san.clone())
                    .collect();
                prop_assert!(kept.iter().all(|san| read.contains(san)), "{:?}", read);
                let blank = trimmed(&lines[at]).is_empty();
                prop_assert!(blank || contents.left_out.iter().any(|damage| damage.line == at + 1));
            } else {
                prop_assert_eq!(read, all);
            }
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
        assert_eq!(contents.rewrite_from, Some(game().len() as u64));

        let mut lines = lines_of(&[("e4", "e2e4"), ("e5", "e7e5")]);
        lines.insert(1, b"{ broken\n".to_vec());
        std::fs::write(&path, lines.concat()).unwrap();
        let contents = read(&path).unwrap();
        assert_eq!(
            contents.left_out,
            vec![Damage {
                line: 2,
                reason: DamageKind::Syntax
            }]
        );
        assert_eq!(sans(&contents), ["e4", "e5"]);
    }

    #[test]
    fn a_bad_byte_in_a_san_keeps_the_move_by_its_uci_and_every_move_after_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let mut lines = lines_of(&TWELVE);
        // One byte of the SAN of the third move is no longer UTF-8: the line is no JSON.
        let line = String::from_utf8(lines[3].clone()).unwrap();
        let at = line.find("Nc3").unwrap() + 1;
        lines[3][at] = 0xFF;
        assert!(serde_json::from_slice::<Entry>(&lines[3]).is_err());
        std::fs::write(&path, lines.concat()).unwrap();
        let contents = read(&path).unwrap();
        assert_eq!(sans(&contents).len(), 12);
        assert_eq!(sans(&contents)[2], "Nc3");
        assert!(contents.left_out.is_empty());
        assert_eq!(
            contents.salvaged,
            [Salvaged {
                line: 4,
                san: "Nc3".to_owned()
            }]
        );
        assert!(
            contents.needs_repair(),
            "the salvaged line is written again"
        );
    }

    #[test]
    fn san_and_uci_that_disagree_read_as_the_uci_move_everywhere() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        std::fs::write(&path, lines_of(&[("d4", "e2e4")]).concat()).unwrap();
        assert_eq!(sans(&read(&path).unwrap()), ["e4"]);
        assert_eq!(load(&path).unwrap().moves[0].san, "e4");
    }

    #[test]
    fn a_move_not_legal_after_a_lost_line_is_left_out_and_the_rest_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        // e4 e5 Nf3: with e5 lost, Nf3 ... is still legal but e5's reply d5 is not Black's.
        let mut lines = lines_of(&[("e4", "e2e4"), ("e5", "e7e5"), ("Bc4", "f1c4")]);
        lines[2] = b"garbage\n".to_vec();
        std::fs::write(&path, lines.concat()).unwrap();
        let contents = read(&path).unwrap();
        assert_eq!(sans(&contents), ["e4"]);
        let left: Vec<_> = contents
            .left_out
            .iter()
            .map(|d| (d.line, d.reason))
            .collect();
        assert_eq!(left, [(3, DamageKind::Syntax), (4, DamageKind::Illegal)]);
    }

    #[test]
    fn a_bom_nuls_and_a_blank_first_line_are_read_past() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let body = game();
        for bytes in [
            [b"\xEF\xBB\xBF".as_slice(), &body].concat(),
            [b"\n  \n".as_slice(), &body].concat(),
            [body.as_slice(), &[0u8; 300]].concat(),
            [b"\0\0\n".as_slice(), &body, b"\0\0\0"].concat(),
        ] {
            std::fs::write(&path, &bytes).unwrap();
            assert!(holds_game(&path), "{bytes:?}");
            assert_eq!(sans(&read(&path).unwrap()), ["e4"], "{bytes:?}");
        }
        for blank in [&b""[..], b"\n\n", b"\0\0\0\0", b" \0\n\0"] {
            std::fs::write(&path, blank).unwrap();
            assert!(is_blank(&path));
            assert!(!holds_game(&path));
            assert!(matches!(read(&path), Err(JournalError::Empty { .. })));
        }
    }

    #[test]
    fn a_line_longer_than_the_cap_is_left_out_not_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let mut lines = lines_of(&[("e4", "e2e4"), ("e5", "e7e5")]);
        let mut long = vec![b'x'; MAX_LINE * 3];
        long.push(b'\n');
        lines.insert(2, long);
        std::fs::write(&path, lines.concat()).unwrap();
        let contents = read(&path).unwrap();
        assert_eq!(sans(&contents), ["e4", "e5"]);
        assert_eq!(contents.left_out[0].reason, DamageKind::TooLong);
    }

    #[test]
    fn repair_leaves_out_only_the_damaged_line_and_keeps_the_whole_original() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let mut lines = lines_of(&TWELVE);
        lines[2] = b"{ not an entry\n".to_vec();
        let original = lines.concat();
        std::fs::write(&path, &original).unwrap();
        let mut journal = Journal::open_append(&path).unwrap();
        let contents = journal.contents().unwrap();
        let backup = journal.repair(&contents).unwrap().unwrap();
        assert_eq!(std::fs::read(&backup).unwrap(), original);
        let repaired = read(&path).unwrap();
        assert!(!repaired.needs_repair());
        // Nf6 is lost, so White's Nc3 after it is no longer White's move: left out too.
        assert_eq!(sans(&repaired).len(), 10);
        let mut expected: Vec<Vec<u8>> = lines.clone();
        expected.drain(2..4);
        assert_eq!(std::fs::read(&path).unwrap(), expected.concat());
    }

    /// A writer that takes `room` bytes, then fails as a full disk does.
    struct Full<W> {
        inner: W,
        room: usize,
    }

    impl<W: Write> Write for Full<W> {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            if self.room == 0 {
                return Err(std::io::ErrorKind::StorageFull.into());
            }
            let taken = bytes.len().min(self.room);
            self.room -= taken;
            self.inner.write(&bytes[..taken])
        }

        fn flush(&mut self) -> std::io::Result<()> {
            self.inner.flush()
        }
    }

    /// A game file with a damaged line at `path`: its bytes.
    fn damaged_game(path: &Path) -> Vec<u8> {
        let mut lines = lines_of(&TWELVE);
        lines[2] = b"{ not an entry\n".to_vec();
        let original = lines.concat();
        std::fs::write(path, &original).unwrap();
        original
    }

    #[test]
    fn a_copy_the_full_disk_cut_short_is_removed_and_the_game_file_left_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let original = damaged_game(&path);
        let mut journal = Journal::open_append(&path).unwrap();
        let contents = journal.contents().unwrap();
        let failed = journal.repair_into(&contents, |copy| Full {
            inner: copy,
            room: 100,
        });
        assert!(
            matches!(&failed, Err(JournalError::Io { source, .. }) if source.kind() == std::io::ErrorKind::StorageFull),
            "{failed:?}"
        );
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["game.jsonl"], "no copy is left beside the game");
        assert_eq!(std::fs::read(&path).unwrap(), original);
        // Once the disk has room, the repair is made.
        assert!(journal.repair(&contents).unwrap().is_some());
    }

    #[test]
    fn a_game_file_that_cannot_be_written_again_is_left_as_it_was_beside_its_whole_copy() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let original = damaged_game(&path);
        let contents = read(&path).unwrap();
        // A handle that cannot write: cutting the file back and writing it again fail.
        let file = File::open(&path).unwrap();
        let mut journal = Journal {
            path: path.clone(),
            len: file.metadata().unwrap().len(),
            file,
            backlog: Vec::new(),
        };
        assert!(journal.repair(&contents).is_err());
        assert_eq!(std::fs::read(&path).unwrap(), original);
        let backup = backup_path(&path).with_file_name("game.jsonl.damaged");
        assert_eq!(std::fs::read(&backup).unwrap(), original, "no empty copy");
    }

    #[test]
    fn a_new_game_takes_the_place_of_a_blank_file_only() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        std::fs::write(&path, b"\0\0\0").unwrap();
        drop(Journal::create(&path, start(), 1).unwrap());
        assert!(holds_game(&path));
        assert!(Journal::create(&path, start(), 1).is_err());
        assert_eq!(sans(&read(&path).unwrap()), Vec::<String>::new());
    }

    #[test]
    fn clock_readings_in_a_row_are_kept_as_the_latest() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let mut text = game();
        for ms in 0..100u64 {
            let event = Event::ClockReading {
                white_ms: ms,
                black_ms: ms,
                running: true,
            };
            text.extend(serde_json::to_vec(&Entry { unix_ms: 1, event }).unwrap());
            text.push(b'\n');
        }
        std::fs::write(&path, text).unwrap();
        let entries = read(&path).unwrap().entries;
        assert_eq!(entries.len(), 3);
        assert!(matches!(
            entries[2].event,
            Event::ClockReading { white_ms: 99, .. }
        ));
    }
}

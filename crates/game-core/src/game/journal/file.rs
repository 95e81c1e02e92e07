//! The open journal of a session: created with its start or opened to continue (locked
//! while open), appended and flushed per event (entries a full disk refused kept and
//! written first next time), each line chained to the one before it, and repaired on
//! resume (a copy of the damaged file kept, what was left out named in the file).

use std::fs::{File, OpenOptions};
use std::io::{BufReader, Write};
use std::path::{Path, PathBuf};

use super::chain::{self, LineHash, chained, line_hash, short_code};
use super::glance::is_blank;
use super::read::{Lines, Verdict};
use super::{Contents, Entry, Event, JournalError, io, read_each};
use crate::game::rules::{GameRules, Playable};
use crate::game::session::Session;

/// An open journal, appended to after every event. The session holds the file's lock
/// while it is open, so that a second session cannot write the same game (played in
/// positions `P`).
#[derive(Debug)]
pub struct Journal<P: Playable> {
    pub(super) path: PathBuf,
    pub(super) file: File,
    /// The length of the file up to its last complete entry.
    pub(super) len: u64,
    /// Entries a failed write could not store (a full disk), written before the next.
    pub(super) backlog: Vec<Entry<P::Rules>>,
    /// The hash of the file's last line, which the next line names as `prev`.
    pub(super) last: Option<LineHash>,
}

/// What an append did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// The entry is on the disk, as everything before it.
    Saved,
    /// The entry is on the disk, together with entries an earlier write could not store.
    CaughtUp(usize),
}

impl<P: Playable> Journal<P> {
    /// The journal of the file at `path` through `file`, a handle on it already open,
    /// continued after its whole length with no line before it named (a test gives a
    /// handle that cannot write).
    pub fn over(path: PathBuf, file: File) -> std::io::Result<Journal<P>> {
        Ok(Journal {
            path,
            len: file.metadata()?.len(),
            file,
            backlog: Vec::new(),
            last: None,
        })
    }

    /// Creates `path` (which must not exist, or hold nothing but blanks: a game killed
    /// before its start was written) and writes the start event. When the start cannot
    /// be written (a full disk), a file just made is removed again: it holds no game, and
    /// left behind it would block `--save` with that name.
    pub fn create(
        path: &Path,
        start: Event<P::Rules>,
        unix_ms: i64,
    ) -> Result<Journal<P>, JournalError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| io(path, source))?;
        }
        let mut options = OpenOptions::new();
        options.read(true).append(true);
        let (file, made) = match options.clone().create_new(true).open(path) {
            Err(error)
                if error.kind() == std::io::ErrorKind::AlreadyExists && is_blank::<P>(path) =>
            {
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
        journal.last = None;
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
    pub fn open_append(path: &Path) -> Result<Journal<P>, JournalError> {
        let file = OpenOptions::new()
            .read(true)
            .append(true)
            .open(path)
            .map_err(|source| io(path, source))?;
        Journal::locked(path, file)
    }

    fn locked(path: &Path, file: File) -> Result<Journal<P>, JournalError> {
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
        let last = chain::last_line(&file).map_err(|source| io(path, source))?;
        Ok(Journal {
            path: path.to_owned(),
            file,
            len,
            backlog: Vec::new(),
            last,
        })
    }

    /// The short code of the file's last line ("482 913"), which an arbiter notes to
    /// catch an end cut off or added to; `None` before anything is written.
    pub fn code(&self) -> Option<String> {
        self.last.as_ref().map(short_code)
    }

    /// Reads what the file holds as [`read_each`] does (under this journal's lock): each
    /// entry handed to `each`, none kept, and the game they make.
    pub fn read_each(
        &self,
        each: impl FnMut(Entry<P::Rules>),
    ) -> Result<(Contents<P::Rules>, Session<P>), JournalError> {
        read_each(&self.path, each)
    }

    /// Makes the file continuable after a crash or damage: a copy of the whole file is
    /// kept beside it first (returned), then the file is written again from its first
    /// torn, damaged or left-out line: an entry naming what is left out
    /// ([`Event::Repaired`]), then every entry after it that reads and replays, chained.
    /// A complete last line without its newline only gets the newline. Nothing written is
    /// ever deleted: what is left out stays in the copy. When the copy cannot be made, it
    /// is removed again and the file is left as it was; when the file cannot be written
    /// again (a full disk), it is put back as it was.
    pub fn repair(
        &mut self,
        contents: &Contents<P::Rules>,
    ) -> Result<Option<PathBuf>, JournalError> {
        self.repair_into(contents, |copy| copy)
    }

    /// [`Journal::repair`], the copy written through `writer` (the copy's file; a test
    /// gives one that fails as a full disk does).
    pub fn repair_into<W: Write>(
        &mut self,
        contents: &Contents<P::Rules>,
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

    /// Cuts the file back to `from` and writes after it the repair's entry, then every
    /// entry of `original` (a copy of the file) from there on that reads and replays.
    fn rewrite(&mut self, original: &Path, from: u64) -> Result<(), JournalError> {
        let open = || File::open(original).map(BufReader::new);
        let (before, repaired) = open()
            .and_then(|file| super::repaired::survey::<_, P>(file, from))
            .map_err(|source| io(original, source))?;
        self.file
            .set_len(from)
            .map_err(|source| io(&self.path, source))?;
        self.len = from;
        self.last = before;
        let mut text = String::new();
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| {
                i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
            });
        let repaired = Entry {
            unix_ms: now,
            event: repaired,
        };
        let mut last = self.last;
        push_line(&mut text, &repaired, &mut last).map_err(|e| io(&self.path, e.into()))?;
        let mut lines = Lines::<_, P>::new(open().map_err(|source| io(original, source))?);
        while let Some((read, verdict)) = lines.next().map_err(|source| io(original, source))? {
            if read.offset < from {
                continue;
            }
            if let Verdict::Kept(entry) | Verdict::Salvaged(entry) = verdict {
                push_line(&mut text, &entry, &mut last).map_err(|e| io(&self.path, e.into()))?;
            }
            if text.len() >= 1024 * 1024 {
                self.write_bytes(text.as_bytes())?;
                self.last = last;
                text.clear();
            }
        }
        self.write_bytes(text.as_bytes())?;
        self.last = last;
        Ok(())
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
        self.last = chain::last_line(&self.file).unwrap_or(None);
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
    pub fn append(&mut self, entry: &Entry<P::Rules>) -> Result<Written, JournalError> {
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
        let mut last = self.last;
        for entry in &self.backlog {
            push_line(&mut text, entry, &mut last).map_err(|e| io(&self.path, e.into()))?;
        }
        self.write_bytes(text.as_bytes())?;
        self.last = last;
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

/// Adds the line of `entry` to `text`, chained to `last`, which becomes its hash.
fn push_line<R: GameRules>(
    text: &mut String,
    entry: &Entry<R>,
    last: &mut Option<LineHash>,
) -> serde_json::Result<()> {
    let line = chained(entry, last.as_ref())?;
    *last = Some(line_hash(line.as_bytes()));
    text.push_str(&line);
    text.push('\n');
    Ok(())
}

/// `game.jsonl.damaged`, or `game.jsonl.damaged-2` ... when taken.
pub fn backup_path(path: &Path) -> PathBuf {
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

//! The game index of a PGN or PDN file, built on a background thread: for every game its byte
//! offset and a short header summary (players, event, date, result, ECO), never the
//! moves. Progress can be asked for at any time; callers can wait for game N.

use std::collections::HashMap;
use std::fs::File;
use std::hash::BuildHasher;
use std::io::{self, Seek};
use std::path::Path;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;

use super::game_files::{FIELDS, GameKind, GameList, Header};
use super::source::{Damage, TextOnly, line_of, text_of};

/// One game's header as the list and the filter see it, borrowed from the index (or
/// from a loaded game's tags). The index keeps at most [`TEXT_LIMIT`] bytes of each text.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameInfo<'a> {
    /// Where the game starts in the file.
    pub offset: u64,
    /// White's name.
    pub white: &'a str,
    /// Black's name.
    pub black: &'a str,
    /// The event.
    pub event: &'a str,
    /// The date as written (`2025.06.01`, `1997.??.??`).
    pub date: &'a str,
    /// The result tag (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: &'a str,
    /// The ECO opening code.
    pub eco: &'a str,
    /// The opening's name (the `Opening` tag).
    pub opening: &'a str,
    /// What kind of game it is, as far as replay cares.
    pub kind: GameKind,
}

/// The most bytes of one header text the index keeps (a longer name is cut at a
/// character's start): names, events and dates are short, and a hostile file's
/// kilobyte-long tags then cost the index no more than short ones.
pub const TEXT_LIMIT: usize = 255;

/// How many recent texts the index remembers to store a repeated one once: databases
/// repeat events, dates and players game after game; a text seen again after more than
/// this many new ones is stored again, so the memory for sharing stays bounded (about
/// 2 MB) whatever the file.
const RECENT: usize = 1 << 16;

/// What the index keeps of one game (48 bytes): its offset and where its seven header
/// texts lie in the index's [`Texts`].
#[derive(Debug, Clone, Copy)]
struct Entry {
    offset: u64,
    /// Where each text starts: white, black, event, date, result, ECO, opening.
    starts: [u32; FIELDS],
    /// Their lengths in bytes (at most [`TEXT_LIMIT`]).
    lens: [u8; FIELDS],
    kind: GameKind,
}

/// Every header text the index keeps, one after the other in one string, a text
/// repeated within the last [`RECENT`] new ones stored once.
#[derive(Default)]
struct Texts {
    text: String,
    /// Recent texts by their hash: where they lie.
    recent: HashMap<u64, (u32, u8)>,
    hasher: std::collections::hash_map::RandomState,
}

impl Texts {
    /// Stores `text` (its first [`TEXT_LIMIT`] bytes) unless it was stored lately; where
    /// it lies. Past 4 GiB of text, nothing more is stored (the text reads as empty).
    fn store(&mut self, text: &str) -> (u32, u8) {
        let mut end = text.len().min(TEXT_LIMIT);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let text = &text[..end];
        let hash = self.hasher.hash_one(text);
        if let Some(&(start, len)) = self.recent.get(&hash)
            && self.get(start, len) == text
        {
            return (start, len);
        }
        let (Ok(start), Ok(len)) = (u32::try_from(self.text.len()), u8::try_from(text.len()))
        else {
            return (0, 0);
        };
        if start.checked_add(u32::from(len)).is_none() {
            return (0, 0);
        }
        self.text.push_str(text);
        if self.recent.len() >= RECENT {
            self.recent.clear();
        }
        self.recent.insert(hash, (start, len));
        (start, len)
    }

    /// The text stored at `start`, `len` bytes long.
    fn get(&self, start: u32, len: u8) -> &str {
        let start = start as usize;
        self.text.get(start..start + usize::from(len)).unwrap_or("")
    }
}

/// The games indexed so far, as [`Index::with_games`] shows them.
#[derive(Clone, Copy)]
pub struct Games<'a> {
    entries: &'a [Entry],
    texts: &'a Texts,
}

impl<'a> Games<'a> {
    /// How many games.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when there are none yet.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Game `i` (from 0).
    pub fn get(&self, i: usize) -> Option<GameInfo<'a>> {
        self.entries.get(i).map(|entry| self.info(entry))
    }

    /// Every game, in the file's order.
    pub fn iter(&self) -> impl Iterator<Item = GameInfo<'a>> + use<'a> {
        let games = *self;
        self.entries.iter().map(move |entry| games.info(entry))
    }

    fn info(&self, entry: &Entry) -> GameInfo<'a> {
        let texts = self.texts;
        let text = |field: usize| texts.get(entry.starts[field], entry.lens[field]);
        GameInfo {
            offset: entry.offset,
            white: text(0),
            black: text(1),
            event: text(2),
            date: text(3),
            result: text(4),
            eco: text(5),
            opening: text(6),
            kind: entry.kind,
        }
    }
}

/// How far indexing has come.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// Games found so far.
    pub games: usize,
    /// Bytes read so far.
    pub bytes: u64,
    /// The file's size.
    pub total: u64,
    /// True when the whole file has been read.
    pub done: bool,
    /// Why indexing stopped early, if it did: the system's error reading the file (said
    /// through [`crate::i18n::errors::io_sentence`]).
    pub error: Option<io::ErrorKind>,
}

impl Progress {
    /// Percent of the file read (100 when done).
    pub fn percent(&self) -> u64 {
        if self.done || self.total == 0 {
            100
        } else {
            (self.bytes.saturating_mul(100) / self.total).min(99)
        }
    }
}

#[derive(Default)]
struct State {
    games: Vec<Entry>,
    texts: Texts,
    progress: Progress,
    /// The line (from 1) where the file's text ends before the file does, found by the
    /// indexer once it is done (see [`Index::damage`]).
    damage_line: Option<u64>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

/// A PGN or PDN file's index, filled by a background thread.
#[derive(Clone)]
pub struct Index {
    shared: Arc<Shared>,
    damage: Damage,
}

impl std::fmt::Debug for Index {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Index")
            .field("progress", &self.progress())
            .finish()
    }
}

/// How many games the indexer collects before handing them over.
const BATCH: usize = 512;

impl Index {
    /// Opens `path`, written in `format`, and starts indexing it in the background; a
    /// folder is refused (`IsADirectory`), as reading it would be. The index ends where
    /// the file's text does (see [`TextOnly`], [`Index::damage`]).
    pub fn open(path: &Path, format: impl GameList) -> io::Result<Index> {
        let (file, total) = open_file(path)?;
        let damage = Damage::default();
        let file = TextOnly::new(file, damage.clone());
        let shared = Arc::new(Shared::default());
        lock(&shared).progress.total = total;
        let worker = Arc::clone(&shared);
        let (ended, path) = (damage.clone(), path.to_owned());
        thread::Builder::new()
            .name("pgn-index".to_owned())
            .spawn(move || {
                let mut batch = Vec::with_capacity(BATCH);
                let scanned = format.scan(file, |offset, header, bytes| {
                    batch.push((offset, header));
                    if batch.len() >= BATCH {
                        hand_over(&worker, &mut batch, bytes);
                    }
                });
                hand_over(&worker, &mut batch, total);
                let error = scanned.err().map(|e| e.kind());
                // The line is counted here, so that saying it reads no file in a session.
                let damage_line = ended.at().and_then(|at| line_of(&path, at).ok());
                let mut state = lock(&worker);
                state.damage_line = damage_line;
                state.progress.done = true;
                state.progress.error = error;
                drop(state);
                worker.changed.notify_all();
            })?;
        Ok(Index { shared, damage })
    }

    /// Where the file's text ends before the file does (the offset of the line of its
    /// first NUL byte), once indexing has come so far, with that line's number (from 1)
    /// once indexing is done.
    pub fn damage(&self) -> Option<(u64, Option<u64>)> {
        let at = self.damage.at()?;
        Some((at, lock(&self.shared).damage_line))
    }

    /// How far indexing has come.
    pub fn progress(&self) -> Progress {
        lock(&self.shared).progress.clone()
    }

    /// Where game `number` (from 1) starts, waiting for the indexer to reach it; `None`
    /// if the file has fewer games.
    pub fn wait_for(&self, number: usize) -> Option<u64> {
        let mut state = lock(&self.shared);
        while state.games.len() < number && !state.progress.done {
            state = match self.shared.changed.wait(state) {
                Ok(state) => state,
                Err(poisoned) => poisoned.into_inner(),
            };
        }
        number
            .checked_sub(1)
            .and_then(|i| state.games.get(i))
            .map(|entry| entry.offset)
    }

    /// Waits until the whole file is indexed.
    pub fn wait_done(&self) -> Progress {
        let mut state = lock(&self.shared);
        while !state.progress.done {
            state = match self.shared.changed.wait(state) {
                Ok(state) => state,
                Err(poisoned) => poisoned.into_inner(),
            };
        }
        state.progress.clone()
    }

    /// Waits at most `timeout` for the whole file to be indexed; the progress then.
    pub fn wait_done_for(&self, timeout: std::time::Duration) -> Progress {
        let state = lock(&self.shared);
        let (state, _) = self
            .shared
            .changed
            .wait_timeout_while(state, timeout, |state| !state.progress.done)
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        state.progress.clone()
    }

    /// Runs `f` on the games indexed so far.
    pub fn with_games<T>(&self, f: impl FnOnce(Games<'_>) -> T) -> T {
        let state = lock(&self.shared);
        f(Games {
            entries: &state.games,
            texts: &state.texts,
        })
    }
}

/// Game `number` (from 1) of the file at `path`, written in `format`, read alone as text
/// (the rest of the file is only scanned, the games counted and no header kept), and how
/// many games the file has; `None` when it has fewer. A game longer than `limit` bytes is
/// refused ([`crate::files::TooLarge`]); its text is decoded as the file's tags are
/// ([`super::source::decode`]).
pub fn game_text(
    path: &Path,
    format: impl GameList,
    number: usize,
    limit: u64,
) -> io::Result<(Option<String>, usize)> {
    let mut file = crate::files::open(path)?;
    let (scanned, total) = open_file(path)?;
    let scanned = TextOnly::new(scanned, Damage::default());
    let mut count = 0;
    let (mut start, mut end) = (None, None);
    format.scan(scanned, |offset, _, _| {
        count += 1;
        if count == number {
            start = Some(offset);
        } else if count == number.saturating_add(1) {
            end = Some(offset);
        }
    })?;
    let Some(start) = start else {
        return Ok((None, count));
    };
    let end = end.unwrap_or(total);
    if end.saturating_sub(start) > limit {
        return Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            crate::files::TooLarge { limit },
        ));
    }
    file.seek(io::SeekFrom::Start(start))?;
    let mut bytes = Vec::new();
    io::Read::read_to_end(&mut io::Read::take(file, end - start), &mut bytes)?;
    Ok((Some(text_of(bytes)), count))
}

/// The file at `path` and its size; a folder is refused (`IsADirectory`).
fn open_file(path: &Path) -> io::Result<(File, u64)> {
    let file = File::open(path)?;
    let metadata = file.metadata()?;
    if metadata.is_dir() {
        return Err(io::ErrorKind::IsADirectory.into());
    }
    Ok((file, metadata.len()))
}

fn lock(shared: &Shared) -> MutexGuard<'_, State> {
    match shared.state.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Puts the games read into the index, their texts into its store.
fn hand_over(shared: &Shared, batch: &mut Vec<(u64, Header)>, bytes: u64) {
    let mut state = lock(shared);
    let state = &mut *state;
    state.games.extend(batch.drain(..).map(|(offset, header)| {
        let mut entry = Entry {
            offset,
            starts: [0; FIELDS],
            lens: [0; FIELDS],
            kind: header.kind,
        };
        for (field, text) in header.texts.iter().enumerate() {
            (entry.starts[field], entry.lens[field]) = state.texts.store(text);
        }
        entry
    }));
    state.progress.games = state.games.len();
    state.progress.bytes = bytes;
    shared.changed.notify_all();
}

#[cfg(test)]
mod tests;

//! The game index of a PGN or PDN file, built on a background thread: for every game its byte
//! offset and a short header summary (players, event, date, result, ECO), never the
//! moves. Progress can be asked for at any time; callers can wait for game N.

use std::borrow::Borrow;
use std::collections::HashSet;
use std::fmt;
use std::fs::File;
use std::io::{self, Seek};
use std::ops::{ControlFlow, Deref};
use std::path::Path;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};

use super::source::{LineEnds, tag_text};
use super::tree::Format;
use crate::games::chess::start::{Kind, StartTags};

/// A header text, stored once and shared by every game that has it. It is one pointer
/// wide (an `Arc<str>` is two): the index holds six per game, so this halves their size.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Text(Arc<String>);

impl Deref for Text {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl Borrow<str> for Text {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Text {
        Text(Arc::new(text.to_owned()))
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What the index keeps of one game (64 bytes).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameInfo {
    /// Where the game starts in the file.
    pub offset: u64,
    /// White's name.
    pub white: Text,
    /// Black's name.
    pub black: Text,
    /// The event.
    pub event: Text,
    /// The date as written (`2025.06.01`, `1997.??.??`).
    pub date: Text,
    /// The result tag (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: Text,
    /// The ECO opening code.
    pub eco: Text,
    /// The opening's name (the `Opening` tag).
    pub opening: Text,
    /// What kind of game it is, as far as replay cares.
    pub kind: GameKind,
}

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

impl GameKind {
    /// The kind of a game whose start tags give `kind`.
    pub fn of(kind: Result<Kind, crate::games::chess::start::StartError>) -> GameKind {
        match kind {
            Ok(Kind::Standard) => GameKind::Standard,
            Ok(Kind::Chess960) => GameKind::Chess960,
            Ok(Kind::Other(_)) | Err(_) => GameKind::Other,
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
    games: Vec<GameInfo>,
    progress: Progress,
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
    /// folder is refused (`IsADirectory`), as reading it would be.
    pub fn open(path: &Path, format: Format) -> io::Result<Index> {
        let file = File::open(path)?;
        let metadata = file.metadata()?;
        if metadata.is_dir() {
            return Err(io::ErrorKind::IsADirectory.into());
        }
        let total = metadata.len();
        let shared = Arc::new(Shared::default());
        lock(&shared).progress.total = total;
        let worker = Arc::clone(&shared);
        thread::Builder::new()
            .name("pgn-index".to_owned())
            .spawn(move || {
                let built = match format {
                    Format::Pgn => build(file, &worker),
                    Format::Pdn => build_pdn(file, &worker, total),
                };
                let error = built.err().map(|e| e.kind());
                let mut state = lock(&worker);
                state.progress.done = true;
                state.progress.error = error;
                drop(state);
                worker.changed.notify_all();
            })?;
        Ok(Index { shared })
    }

    /// How far indexing has come.
    pub fn progress(&self) -> Progress {
        lock(&self.shared).progress.clone()
    }

    /// Game `number` (from 1), waiting for the indexer to reach it; `None` if the file
    /// has fewer games.
    pub fn wait_for(&self, number: usize) -> Option<GameInfo> {
        let mut state = lock(&self.shared);
        while state.games.len() < number && !state.progress.done {
            state = match self.shared.changed.wait(state) {
                Ok(state) => state,
                Err(poisoned) => poisoned.into_inner(),
            };
        }
        number
            .checked_sub(1)
            .and_then(|i| state.games.get(i).cloned())
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
    pub fn with_games<T>(&self, f: impl FnOnce(&[GameInfo]) -> T) -> T {
        f(&lock(&self.shared).games)
    }
}

/// Game `number` (from 1) of the file at `path`, written in `format`, read alone as text
/// (the rest of the file is only indexed, never held), and how many games the file has;
/// `None` when it has fewer. A game longer than `limit` bytes is refused
/// ([`crate::files::TooLarge`]), one that is no UTF-8 text is `InvalidData`.
pub fn game_text(
    path: &Path,
    format: Format,
    number: usize,
    limit: u64,
) -> io::Result<(Option<String>, usize)> {
    let mut file = crate::files::open(path)?;
    let index = Index::open(path, format)?;
    let progress = index.wait_done();
    if let Some(kind) = progress.error {
        return Err(kind.into());
    }
    let span = index.with_games(|games| {
        let start = number.checked_sub(1).and_then(|i| games.get(i))?.offset;
        let end = games.get(number).map(|next| next.offset);
        Some((start, end))
    });
    let Some((start, end)) = span else {
        return Ok((None, progress.games));
    };
    let end = end.unwrap_or(progress.total);
    if end.saturating_sub(start) > limit {
        return Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            crate::files::TooLarge { limit },
        ));
    }
    file.seek(io::SeekFrom::Start(start))?;
    let mut bytes = Vec::new();
    io::Read::read_to_end(&mut io::Read::take(file, end - start), &mut bytes)?;
    let text = String::from_utf8(bytes).map_err(|_| io::Error::from(io::ErrorKind::InvalidData))?;
    Ok((Some(text), progress.games))
}

fn lock(shared: &Shared) -> MutexGuard<'_, State> {
    match shared.state.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    }
}

fn build(file: File, shared: &Shared) -> io::Result<()> {
    let mut reader = Reader::new(LineEnds::new(file));
    let mut visitor = Indexer::default();
    let mut batch = Vec::with_capacity(BATCH);
    let mut start = None;
    loop {
        if !reader.has_more()? {
            break;
        }
        let offset = reader.stream_position()?;
        let here = *start.get_or_insert(offset);
        match reader.read_game(&mut visitor) {
            Ok(Some(Some(mut info))) => {
                info.offset = here;
                start = None;
                batch.push(info);
            }
            Ok(Some(None)) => {}
            Ok(None) => break,
            Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                // A damaged game keeps its place in the list; loading it says what is wrong.
                let tags = visitor.pending.take().unwrap_or_default();
                batch.push(GameInfo {
                    offset: here,
                    ..visitor.info(tags)
                });
                visitor.pending = None;
                start = None;
            }
            Err(error) => return Err(error),
        }
        if batch.len() >= BATCH {
            hand_over(shared, &mut batch, reader.stream_position()?);
        }
    }
    if let Some(tags) = visitor.pending.take() {
        let mut info = visitor.info(tags);
        info.offset = start.unwrap_or_default();
        batch.push(info);
    }
    let bytes = reader.stream_position()?;
    hand_over(shared, &mut batch, bytes);
    Ok(())
}

/// Indexes the games of a PDN file: its players, event, date and result (the `Result`
/// tag, else the result after the moves); a game that cannot be read keeps its place.
fn build_pdn(file: File, shared: &Shared, total: u64) -> io::Result<()> {
    let mut indexer = Indexer::default();
    let mut batch = Vec::with_capacity(BATCH);
    super::pdn::games(file, |offset, game| {
        let info = match &game {
            Ok(game) => {
                let mut tag = |name: &str| indexer.share(game.tag(name).unwrap_or_default());
                GameInfo {
                    offset,
                    white: tag("White"),
                    black: tag("Black"),
                    event: tag("Event"),
                    date: tag("Date"),
                    result: indexer.share(game.tag("Result").or(game.result()).unwrap_or("*")),
                    ..GameInfo::default()
                }
            }
            Err(_) => GameInfo {
                offset,
                ..GameInfo::default()
            },
        };
        batch.push(info);
        if batch.len() >= BATCH {
            hand_over(shared, &mut batch, offset);
        }
    })?;
    hand_over(shared, &mut batch, total);
    Ok(())
}

fn hand_over(shared: &Shared, batch: &mut Vec<GameInfo>, bytes: u64) {
    let mut state = lock(shared);
    state.games.append(batch);
    state.progress.games = state.games.len();
    state.progress.bytes = bytes;
    drop(state);
    shared.changed.notify_all();
}

#[derive(Default, Clone)]
struct Tags {
    white: String,
    black: String,
    event: String,
    date: String,
    result: String,
    eco: String,
    opening: String,
    start: StartTags,
}

#[derive(Default)]
struct Indexer {
    /// Tags of a game with no movetext: the next tags belong to the same game.
    pending: Option<Tags>,
    /// Every distinct name, event and date once: databases repeat them a lot.
    strings: HashSet<Text>,
}

impl Indexer {
    fn share(&mut self, text: &str) -> Text {
        if let Some(shared) = self.strings.get(text) {
            return shared.clone();
        }
        let shared = Text::from(text);
        self.strings.insert(shared.clone());
        shared
    }

    fn info(&mut self, tags: Tags) -> GameInfo {
        let kind = GameKind::of(tags.start.kind());
        GameInfo {
            offset: 0,
            white: self.share(&tags.white),
            black: self.share(&tags.black),
            event: self.share(&tags.event),
            date: self.share(&tags.date),
            result: self.share(&tags.result),
            eco: self.share(&tags.eco),
            opening: self.share(&tags.opening),
            kind,
        }
    }
}

impl Visitor for Indexer {
    type Tags = Tags;
    type Movetext = (Tags, bool);
    type Output = Option<GameInfo>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Tags> {
        ControlFlow::Continue(self.pending.take().unwrap_or_default())
    }

    fn tag(
        &mut self,
        tags: &mut Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let field = match name {
            b"White" => &mut tags.white,
            b"Black" => &mut tags.black,
            b"Event" => &mut tags.event,
            b"Date" => &mut tags.date,
            b"Result" => &mut tags.result,
            b"ECO" => &mut tags.eco,
            b"Opening" => &mut tags.opening,
            _ => {
                tags.start.note(name, value.as_bytes());
                return ControlFlow::Continue(());
            }
        };
        *field = tag_text(&value).trim().to_owned();
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<Self::Output, (Tags, bool)> {
        // Keep the tags in reach in case the movetext turns out to be damaged.
        self.pending = Some(tags.clone());
        ControlFlow::Continue((tags, false))
    }

    fn san(&mut self, m: &mut (Tags, bool), _san: SanPlus) -> ControlFlow<Self::Output> {
        m.1 = true;
        ControlFlow::Continue(())
    }

    fn nag(&mut self, m: &mut (Tags, bool), _nag: Nag) -> ControlFlow<Self::Output> {
        m.1 = true;
        ControlFlow::Continue(())
    }

    fn comment(&mut self, m: &mut (Tags, bool), _c: RawComment<'_>) -> ControlFlow<Self::Output> {
        m.1 = true;
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, m: &mut (Tags, bool)) -> ControlFlow<Self::Output, Skip> {
        m.1 = true;
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, m: &mut (Tags, bool), _outcome: Outcome) -> ControlFlow<Self::Output> {
        m.1 = true;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, (tags, touched): (Tags, bool)) -> Self::Output {
        if touched {
            self.pending = None;
            Some(self.info(tags))
        } else {
            self.pending = Some(tags);
            None
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn index_of(text: &str) -> (Vec<GameInfo>, Progress) {
        let mut file = tempfile::NamedTempFile::new().unwrap();
        std::io::Write::write_all(&mut file, text.as_bytes()).unwrap();
        let index = Index::open(file.path(), Format::Pgn).unwrap();
        let progress = index.wait_done();
        (index.with_games(<[GameInfo]>::to_vec), progress)
    }

    #[test]
    fn offsets_point_at_each_game() {
        let text = "\u{feff}[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n[Event \"x\"]\n\n[Black \"C\"]\n\n1. d4 1-0\n";
        let (games, progress) = index_of(text);
        assert_eq!(games.len(), 2);
        assert_eq!(progress.games, 2);
        assert!(progress.done);
        assert_eq!(&*games[1].white, "B");
        assert_eq!(&*games[1].black, "C");
        assert!(text[games[1].offset as usize..].starts_with("[White \"B\"]"));
    }

    /// A file a tournament program writes while it is indexed (cut shorter, then
    /// appended to, again and again) never stops the indexer half-way: indexing ends,
    /// with the games it found (pgn-reader panics on a stream position that goes back,
    /// which a regular file's never does, however it changes).
    #[test]
    fn a_file_that_changes_while_it_is_indexed_is_indexed_to_its_end() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("live.pgn");
        let game = "[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
        for round in 0..20 {
            std::fs::write(&path, game.repeat(20_000)).unwrap();
            let index = Index::open(&path, Format::Pgn).unwrap();
            let changer = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
            changer.set_len((round * 37) as u64).unwrap();
            std::io::Write::write_all(&mut &changer, game.repeat(round * 100).as_bytes()).unwrap();
            let progress = index.wait_done_for(std::time::Duration::from_secs(30));
            assert!(progress.done, "round {round}: the indexer died");
        }
    }

    /// The index keeps one of these per game: 78,000 games are 5.6 MB (with the opening's
    /// name, for `filter opening`), not 9.9 MB as with two-word strings.
    #[test]
    fn a_game_takes_72_bytes_in_the_index() {
        assert_eq!(std::mem::size_of::<GameInfo>(), 72);
    }
}

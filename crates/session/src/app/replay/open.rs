//! Opening a replay: the file, the game asked for or the place remembered from the last
//! replay of the file (found again when games were added before it), and why a file or
//! a game cannot be replayed.

use std::cell::RefCell;
use std::path::Path;

use fluent_bundle::FluentValue;

use super::{Loaded, Replay, Waiting};
use crate::games::chess::announce::Announcer;
use crate::games::chess::openings::Openings;
use crate::games::format::Format;
use crate::games::words::GameWords;
use crate::games::{Board, Rules};
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::cursor::Cursor;
use crate::replay::filter::Filter;
use crate::replay::index::Index;
use crate::replay::library::{Library, LoadFailure};
use crate::replay::places::Places;
use crate::replay::report::damage_line;
use crate::replay::tree::GameTree;
use crate::replay::tree::LoadError;

impl Replay {
    /// Opens `path`: starts indexing it in the background and loads game `game` (default:
    /// the place remembered in `data_dir`, else game 1). Game 1 is read straight from the
    /// file start, without waiting for the index. The names of `openings` are said where
    /// a line leaves them. A PDN file is replayed as draughts, said in the style of
    /// `announcer` and its language. The session's
    /// [`greeting`](crate::app::SessionEngine::greeting) says the game opened (or why game
    /// `game` cannot be replayed).
    ///
    /// ```
    /// use hektor_session::app::{Command, Effect, SessionEngine, replay::Replay};
    /// use hektor_session::games::chess::announce::Announcer;
    /// use hektor_session::games::chess::openings::Openings;
    ///
    /// let dir = tempfile::tempdir()?;
    /// let file = dir.path().join("game.pgn");
    /// std::fs::write(&file, "[White \"Anna\"]\n\n1. e4 e5 *\n")?;
    /// let announcer = Announcer::new(Default::default());
    /// let mut replay = Replay::open(&file, None, announcer, dir.path(), Openings::default())?;
    /// let said = |effects: Vec<Effect>| -> Vec<String> {
    ///     effects
    ///         .into_iter()
    ///         .filter_map(|e| match e {
    ///             Effect::Say(u) => Some(u.text()),
    ///             _ => None,
    ///         })
    ///         .collect()
    /// };
    /// assert!(said(replay.greeting())[0].starts_with("Game 1: Anna"));
    /// // An empty line is the next move.
    /// assert_eq!(said(replay.update(Command::Line(String::new()))), ["1, White: Eva vier"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn open(
        path: &Path,
        game: Option<usize>,
        announcer: Announcer,
        data_dir: &Path,
        openings: Openings,
    ) -> Result<Replay, OpenError> {
        let library = Library::open(path, Format::replayed).map_err(OpenError::File)?;
        Replay::from_library(library, game, announcer, data_dir, openings)
    }

    /// The same, over a file already opened (and told PGN or PDN) as `library`.
    pub fn from_library(
        library: Library<Format>,
        game: Option<usize>,
        announcer: Announcer,
        data_dir: &Path,
        openings: Openings,
    ) -> Result<Replay, OpenError> {
        let places = Places::load(data_dir);
        let remembered = places.get(library.path()).cloned();
        let words = GameWords::with_announcer(library.format().rules(), announcer);
        let mut session = Replay {
            library,
            words,
            game: None,
            asked: 0,
            filter: Filter::default(),
            listed: 0,
            data_dir: data_dir.to_owned(),
            openings,
            opening: Vec::new(),
            keys: None,
            waiting: Waiting::Nothing,
            unsaid: RefCell::new(None),
            kept: None,
        };
        let (number, mut place) = match (game, remembered) {
            (Some(n), _) => (n, None),
            (None, Some(place)) => (place.game, Some(place)),
            (None, None) => (1, None),
        };
        let mut lines = Vec::new();
        if places.unread() {
            lines.push(sentence(
                session.locale(),
                msg::REPLAY_PLACES_UNREAD,
                &[
                    ("file", places.file().display().to_string().into()),
                    ("copy", places.unread_copy().display().to_string().into()),
                ],
            ));
        }
        if number == 0 {
            return Err(OpenError::GameZero);
        }
        match session.load_game(number) {
            Ok(()) => {}
            Err(error) if game.is_some() && error.is_missing() => {
                return Err(OpenError::Game(error));
            }
            // A game hektor cannot play: say why; the session goes on (list, game N).
            Err(error) if game.is_some() => {
                lines.push(error.sentence(session.locale(), session.library.path()));
            }
            Err(error) => {
                // The remembered game is no longer at its number: looked for among the
                // games near it, else game 1 opens.
                match place.as_ref().and_then(|place| session.find_moved(place)) {
                    Some(moved) => lines.push(moved),
                    None => {
                        lines.push(error.sentence(session.locale(), session.library.path()));
                        if number != 1 && session.load_game(1).is_ok() {
                            place = None;
                        }
                    }
                }
            }
        }
        if let Some(place) = place {
            lines.extend(session.restore(&place));
        }
        if let Some((byte, line, games)) = session.library.damage() {
            lines.push(damage_line(session.locale(), line, byte, games as u64));
        }
        session.kept = session.place();
        lines.extend(session.game_intro());
        // A remembered place inside the game: said as such (and the variation it is
        // in), then the move there.
        if let Some(loaded) = session.game.as_ref().filter(|g| g.cursor.at != 0) {
            lines.push(session.locale().text(msg::REPLAY_CONTINUED));
            let depth = loaded.cursor.depth(&loaded.tree);
            if let Some((_, line, count)) = loaded.cursor.variation(&loaded.tree) {
                lines.push(sentence(
                    session.locale(),
                    msg::REPLAY_CONTINUED_VARIATION,
                    &[
                        ("depth", depth.into()),
                        ("line", line.into()),
                        ("count", count.into()),
                    ],
                ));
            }
            lines.extend(session.say_here());
        }
        session.opening = lines;
        Ok(session)
    }

    /// The UI language's messages.
    pub fn locale(&self) -> &Locale {
        self.words.locale()
    }

    /// Says `report` (which speech backend speaks) before the greeting and `notices`
    /// (about the opening names, config.toml, the keys) after it, as a game session does.
    pub fn notice(&mut self, report: Option<String>, notices: Vec<String>) {
        self.opening.splice(0..0, report);
        self.opening.extend(notices);
    }

    /// The rules of the game being replayed (the file's game when none is loaded).
    pub fn rules(&self) -> Rules {
        self.position()
            .map_or_else(|| self.library.format().rules(), Board::rules)
    }

    /// The game being replayed, if one is loaded.
    pub fn game(&self) -> Option<&Loaded> {
        self.game.as_ref()
    }

    /// The position at the current place, if a game is loaded.
    pub fn position(&self) -> Option<&Board> {
        self.game.as_ref().map(|g| &g.tree.nodes[g.cursor.at].pos)
    }

    /// The file's index.
    pub fn index(&self) -> &Index {
        self.library.index()
    }

    /// Tells the session the keys of the screen it runs on ("right: next: next move"), for
    /// its help to list them; without them, the help says the full screen's default keys.
    pub fn describe_keys(&mut self, keys: Vec<String>) {
        self.keys = Some(keys);
    }

    /// Reads game `number` and makes it the game replayed. Only opening the file does
    /// this at once; in the session the runtime reads
    /// (see [`Read::Game`](crate::app::Read::Game)).
    pub(super) fn load_game(&mut self, number: usize) -> Result<(), GameError> {
        let read = self.library.load(number);
        self.take_game(number, read)
    }

    /// Makes the game read as game `number` the one replayed, or says why it cannot be.
    pub(super) fn take_game(
        &mut self,
        number: usize,
        read: Result<GameTree<Board>, LoadFailure>,
    ) -> Result<(), GameError> {
        // A game beyond the file's end is not a place to count `next game` from.
        if !matches!(read, Err(LoadFailure::Missing(_))) {
            self.asked = number;
        }
        let tree = read.map_err(|failure| GameError { number, failure })?;
        self.game = Some(Loaded {
            number,
            tree,
            cursor: Cursor::default(),
        });
        Ok(())
    }
}

/// Why game N of the file could not be opened: the file has fewer games, or the game
/// cannot be replayed (a variant, a bad start position, a read error).
#[derive(Debug)]
pub struct GameError {
    /// The game asked for.
    pub number: usize,
    /// What went wrong.
    pub failure: LoadFailure,
}

impl GameError {
    /// Whether the file has no game with that number.
    pub fn is_missing(&self) -> bool {
        matches!(self.failure, LoadFailure::Missing(_))
    }

    /// The sentence that says so, in the UI language (`path`: the file).
    pub fn sentence(&self, locale: &Locale, path: &Path) -> String {
        let mut fa: Vec<(&str, FluentValue)> = Vec::new();
        fa.push(("number", self.number.into()));
        match &self.failure {
            LoadFailure::Missing(count) => {
                fa.push(("count", (*count).into()));
                sentence(locale, msg::REPLAY_NO_SUCH_GAME, &fa)
            }
            LoadFailure::Load(error) => {
                let reason = match error {
                    LoadError::Game(error) => error.phrase(locale),
                    LoadError::Io(error) => return io_sentence(locale, path, error),
                    LoadError::Missing => locale.text(msg::REPLAY_LOAD_MISSING),
                    LoadError::Syntax(_) => locale.text(msg::REPLAY_LOAD_DAMAGED),
                };
                fa.push(("reason", reason.into()));
                sentence(locale, msg::REPLAY_GAME_REFUSED, &fa)
            }
        }
    }
}

/// Why a file cannot be replayed (said in the UI language by [`OpenError::sentence`]).
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// It could not be read.
    #[error("the file cannot be read: {0}")]
    File(#[source] std::io::Error),
    /// Game 0 was asked for: games count from 1.
    #[error("games count from 1")]
    GameZero,
    /// The game asked for is not in the file.
    #[error("game {} is not in the file", .0.number)]
    Game(GameError),
}

impl OpenError {
    /// The sentence that says so, in the UI language, naming the file at `path`.
    pub fn sentence(&self, locale: &Locale, path: &Path) -> String {
        match self {
            OpenError::File(error) => io_sentence(locale, path, error),
            OpenError::GameZero => locale.text(msg::REPLAY_GAME_ZERO),
            OpenError::Game(error) => error.sentence(locale, path),
        }
    }
}

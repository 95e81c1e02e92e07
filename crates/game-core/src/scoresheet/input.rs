//! The file to export from: a saved game (the journal `play` writes: JSON lines, the
//! first a start event) or a game file, told apart by content, not by file name
//! ([`Input`]); which of its games ([`Which`]), and why they cannot be exported
//! ([`InputError`], a game's own reason through [`GameSheetError`]). Each game writes
//! its sheets (chess's in `games::chess::sheet`, draughts' in `games::draughts::export`).

use std::io::Read;
use std::path::{Path, PathBuf};

use super::ExportError;
use crate::game::GameRecord;
use crate::game::journal::{self, Damage, JournalError, Salvaged, Torn};
use crate::game::rules::Playable;
use crate::game_errors::{journal_sentence, left_out_sentence, salvaged_sentence, torn_sentence};
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::source::looks_binary;

/// A game's own reason it cannot export a game of a file, said with the file's name.
pub trait GameSheetError: std::error::Error + Send + Sync + 'static {
    /// Why, as a sentence of the UI language that names the file `path`.
    fn sentence(&self, locale: &Locale, path: &str) -> String;
    /// Whether the game is wrong (a move that is not legal, or not read: exit 1) rather
    /// than unusable (exit 2).
    fn wrong_input(&self) -> bool;
}

/// Why the games cannot be exported.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The file cannot be opened or read.
    #[error("cannot read {}: {error}", path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// The operating-system error.
        error: std::io::Error,
    },
    /// The saved game is damaged.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The saved game does not replay.
    #[error(transparent)]
    Export(#[from] ExportError),
    /// The Braille profile of the export cannot be used.
    #[error(transparent)]
    Profile(#[from] crate::scoresheet::ProfileError),
    /// A game of the file cannot be read or exported: its game's own reason (chess's
    /// PGN import error, draughts' export error).
    #[error("{path}: {error}")]
    Game {
        /// The file.
        path: String,
        /// Why.
        error: Box<dyn GameSheetError>,
    },
    /// A file that is no saved game and holds no game at all (binary bytes).
    #[error("{path}: the file holds no PGN game (nor is it a saved hektor game)")]
    NoGame {
        /// The file.
        path: String,
    },
    /// `--game 0`.
    #[error("games are counted from 1: give --game 1 or more")]
    GameZero,
    /// A game number other than 1 for a saved game.
    #[error("{} is a saved game, which holds one game: leave out --game", path.display())]
    OneGame {
        /// The saved game.
        path: PathBuf,
    },
    /// The output could not be written.
    #[error("cannot write the scoresheet: {0}")]
    Write(std::io::Error),
}

impl InputError {
    /// Why the export cannot be done, as a sentence of the UI language that names the
    /// file as given.
    pub fn sentence(&self, locale: &Locale) -> String {
        let file = |path: &Path| ("file", path.display().to_string().into());
        match self {
            InputError::Unreadable { path, error }
            | InputError::Journal(JournalError::Io {
                path,
                source: error,
            }) => io_sentence(locale, path, error),
            InputError::Write(_) => locale.text(msg::IO_STDOUT),
            InputError::Journal(JournalError::InUse { path }) => sentence(
                locale,
                msg::SESSION_FILE_IN_USE,
                &[("path", path.display().to_string().into())],
            ),
            InputError::Journal(JournalError::NotAJournal { path }) => {
                sentence(locale, msg::EXPORT_JOURNAL_NOT_A_GAME, &[file(path)])
            }
            InputError::Journal(error @ JournalError::Empty { .. }) => {
                journal_sentence(locale, error)
            }
            InputError::Export(error) => error.sentence(locale),
            InputError::Profile(error) => error.sentence(locale),
            InputError::Game { path, error } => error.sentence(locale, path),
            InputError::NoGame { path } => sentence(
                locale,
                msg::EXPORT_NO_GAME,
                &[("file", path.clone().into())],
            ),
            InputError::GameZero => locale.text(msg::EXPORT_GAME_ZERO),
            InputError::OneGame { path } => sentence(locale, msg::EXPORT_ONE_GAME, &[file(path)]),
        }
    }
}

/// The games `--all` left out, each with why; empty when every game was exported.
pub type LeftOut = Vec<InputError>;

/// How `--all` ends after the last game: the games left out when any was written, else
/// (every game bad) the first game's error, as an export of that game alone would end.
pub fn ended(written: usize, mut left_out: LeftOut) -> Result<LeftOut, InputError> {
    if written > 0 || left_out.is_empty() {
        Ok(left_out)
    } else {
        Err(left_out.remove(0))
    }
}

/// Which games of the file to export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// Game N (from 1).
    Game(usize),
    /// Every game, one after another.
    All,
}

/// A file to export from, opened and recognised (a saved game one played in positions
/// `P`).
#[derive(Debug)]
pub enum Input<P: Playable> {
    /// A saved game, read whole (a game played over the board is small).
    Journal {
        /// The game.
        record: Box<GameRecord<P::Rules>>,
        /// The torn last line that was left out, when there is one.
        torn: Option<Torn>,
        /// The first lines left out (damaged, or not legal where they stand).
        left_out: Vec<Damage>,
        /// How many lines are left out in all.
        left_out_count: usize,
        /// The first moves read from damaged lines by what remained of them.
        salvaged: Vec<Salvaged>,
        /// How many moves are read from damaged lines in all.
        salvaged_count: usize,
    },
    /// A PGN file, read as the export goes.
    Pgn(PathBuf),
}

/// The first bytes of the file.
fn head(path: &Path) -> Result<Vec<u8>, std::io::Error> {
    let mut head = Vec::new();
    crate::files::open(path)?
        .take(4096)
        .read_to_end(&mut head)?;
    Ok(head)
}

impl<P: Playable> Input<P> {
    /// Opens the file at `path` to export `which` of its games.
    pub fn open(path: &Path, which: Which) -> Result<Input<P>, InputError> {
        let unreadable = |error: std::io::Error| InputError::Unreadable {
            path: path.to_owned(),
            error,
        };
        if which == Which::Game(0) {
            return Err(InputError::GameZero);
        }
        let head = head(path).map_err(unreadable)?;
        // A game file is told first: NULs a power cut left in it do not make it binary.
        if !journal::holds_game::<P>(path) {
            if looks_binary(&head) {
                return Err(InputError::NoGame {
                    path: path.display().to_string(),
                });
            }
            return Ok(Input::Pgn(path.to_owned()));
        }
        if !matches!(which, Which::Game(1) | Which::All) {
            return Err(InputError::OneGame {
                path: path.to_owned(),
            });
        }
        let contents = journal::read_record::<P>(path)?;
        Ok(Input::Journal {
            record: Box::new(contents.record),
            torn: contents.torn,
            left_out: contents.left_out,
            left_out_count: contents.left_out_count,
            salvaged: contents.salvaged,
            salvaged_count: contents.salvaged_count,
        })
    }

    /// The game of a journal (a PGN file is read as the export goes: `None`).
    pub fn record(&self) -> Option<&GameRecord<P::Rules>> {
        match self {
            Input::Journal { record, .. } => Some(record),
            Input::Pgn(_) => None,
        }
    }

    /// The input with its game given up (an empty record), what [`Input::warnings`]
    /// says kept: a long game is not held while the copy written from it is read.
    pub fn without_game(self) -> Input<P> {
        match self {
            Input::Journal {
                torn,
                left_out,
                left_out_count,
                salvaged,
                salvaged_count,
                ..
            } => Input::Journal {
                record: Box::default(),
                torn,
                left_out,
                left_out_count,
                salvaged,
                salvaged_count,
            },
            pgn @ Input::Pgn(_) => pgn,
        }
    }

    /// What a reader of the game file at `path` is told about what was left out of it:
    /// a torn last line, damaged lines, moves read from what remained of damaged lines
    /// (nothing for a PGN file).
    pub fn warnings(&self, locale: &Locale, path: &Path) -> Vec<String> {
        let Input::Journal {
            torn,
            left_out,
            left_out_count,
            salvaged,
            salvaged_count,
            ..
        } = self
        else {
            return Vec::new();
        };
        let torn = torn
            .as_ref()
            .map(|torn| format!("{}: {}", path.display(), torn_sentence(locale, torn)));
        torn.into_iter()
            .chain(left_out_sentence(locale, path, left_out, *left_out_count))
            .chain(salvaged_sentence(locale, path, salvaged, *salvaged_count))
            .collect()
    }
}

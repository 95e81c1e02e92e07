//! Reads the games to export: a saved game (the journal `play` writes: JSON lines, the
//! first a start event) or a PGN file, told apart by content, not by file name. A PGN
//! file is streamed game by game into the scoresheet writer (see
//! [`crate::games::chess::pgn_import::Streamed`]), so its size never matters.

use std::fs::File;
use std::io::{BufReader, Read, Write};
use std::path::{Path, PathBuf};

use super::layout::Page;
use super::write::{self, SheetWriter};
use super::{ExportError, ExportOptions};
use crate::game::GameRecord;
use crate::game::journal::{self, Damage, JournalError, Salvaged, Torn};
use crate::games::chess::pgn_import::{ImportError, Stop, Streamed};
use crate::games::chess::scoresheet::Scoresheet;
use crate::i18n::errors::{
    io_sentence, journal_sentence, left_out_sentence, salvaged_sentence, torn_sentence,
};
use crate::i18n::{Locale, sentence};
use crate::replay::source::looks_binary;

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
    /// A PGN game cannot be read.
    #[error("{path}: {source}")]
    Pgn {
        /// The file.
        path: String,
        /// Why.
        source: ImportError,
    },
    /// A draughts game cannot be exported.
    #[error("{path}: {error}")]
    Draughts {
        /// The file.
        path: String,
        /// Why.
        error: crate::games::draughts::export::DraughtsError,
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
            InputError::Write(_) => locale.text("io-stdout"),
            InputError::Journal(JournalError::InUse { path }) => sentence(
                locale,
                "session-file-in-use",
                &[("path", path.display().to_string().into())],
            ),
            InputError::Journal(JournalError::NotAJournal { path }) => {
                sentence(locale, "export-journal-not-a-game", &[file(path)])
            }
            InputError::Journal(error @ JournalError::Empty { .. }) => {
                journal_sentence(locale, error)
            }
            InputError::Export(error) => error.sentence(locale),
            InputError::Profile(error) => error.sentence(locale),
            InputError::Pgn { path, source } => source.sentence(locale, path),
            InputError::Draughts { path, error } => error.sentence(locale, path),
            InputError::GameZero => locale.text("export-game-zero"),
            InputError::OneGame { path } => sentence(locale, "export-one-game", &[file(path)]),
        }
    }
}

/// The games `--all` left out, each with why; empty when every game was exported.
pub type LeftOut = Vec<InputError>;

/// Whether `error` concerns one game only, so `--all` leaves that game out and goes on.
fn one_game_only(error: &ImportError) -> bool {
    matches!(
        error,
        ImportError::Variant { .. }
            | ImportError::BadStart { .. }
            | ImportError::IllegalMove { .. }
            | ImportError::Unread { .. }
            | ImportError::NullMove { .. }
    )
}

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

/// A file to export from, opened and recognised.
#[derive(Debug)]
pub enum Input {
    /// A saved game, read whole (a game played over the board is small).
    Journal {
        /// The game.
        record: Box<GameRecord>,
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

/// The journal at `path` read for export, when it holds a draughts game (a PDN file or
/// a chess game is `None`).
pub fn draughts_journal(path: &Path) -> Option<Input> {
    if !journal::holds_game(path) {
        return None;
    }
    let input = Input::open(path, Which::Game(1)).ok()?;
    input
        .record()
        .is_some_and(|record| record.rules.draughts().is_some())
        .then_some(input)
}

impl Input {
    /// Opens the file at `path` to export `which` of its games.
    pub fn open(path: &Path, which: Which) -> Result<Input, InputError> {
        let unreadable = |error: std::io::Error| InputError::Unreadable {
            path: path.to_owned(),
            error,
        };
        if which == Which::Game(0) {
            return Err(InputError::GameZero);
        }
        let head = head(path).map_err(unreadable)?;
        // A game file is told first: NULs a power cut left in it do not make it binary.
        if !journal::holds_game(path) {
            if looks_binary(&head) {
                return Err(InputError::Pgn {
                    path: path.display().to_string(),
                    source: ImportError::Empty,
                });
            }
            return Ok(Input::Pgn(path.to_owned()));
        }
        if !matches!(which, Which::Game(1) | Which::All) {
            return Err(InputError::OneGame {
                path: path.to_owned(),
            });
        }
        let contents = journal::read(path)?;
        Ok(Input::Journal {
            record: Box::new(journal::record_from(&contents.entries)),
            torn: contents.torn,
            left_out: contents.left_out,
            left_out_count: contents.left_out_count,
            salvaged: contents.salvaged,
            salvaged_count: contents.salvaged_count,
        })
    }

    /// The game of a journal (a PGN file is read as the export goes: `None`).
    pub fn record(&self) -> Option<&GameRecord> {
        match self {
            Input::Journal { record, .. } => Some(record),
            Input::Pgn(_) => None,
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

    /// Writes the scoresheets of `which` games to `out`, each as soon as it is read;
    /// games are separated by [`write::between_games`]. A game that cannot be exported
    /// is found before anything of it is written: with `--all` it is left out (and
    /// returned) and the export goes on, else, or when no game is good, it stops there.
    pub fn export(
        &self,
        which: Which,
        options: &ExportOptions,
        locale: &Locale,
        page: Page,
        out: &mut dyn Write,
    ) -> Result<LeftOut, InputError> {
        match self {
            Input::Journal { record, .. } => {
                let sheet = Scoresheet::from_record(record).map_err(ExportError::from)?;
                sheet
                    .write(options, locale, page, out)
                    .map_err(InputError::Write)?;
                Ok(LeftOut::new())
            }
            Input::Pgn(path) => {
                let open = || {
                    File::open(path)
                        .map(BufReader::new)
                        .map_err(|error| InputError::Unreadable {
                            path: path.clone(),
                            error,
                        })
                };
                let mut games = Streamed::new(open()?, open()?);
                let pgn = |source: ImportError| InputError::Pgn {
                    path: path.display().to_string(),
                    source,
                };
                let (first, all) = match which {
                    Which::Game(n) => (n, false),
                    Which::All => (1, true),
                };
                games.go_to(first).map_err(pgn)?;
                let mut written = 0;
                let mut left_out = LeftOut::new();
                loop {
                    let header = match games.next_header() {
                        Some(Ok(header)) => header,
                        // Text after the last game that holds no game.
                        Some(Err(ImportError::NoSuchGame { .. } | ImportError::Empty))
                            if written > 0 || !left_out.is_empty() =>
                        {
                            return ended(written, left_out);
                        }
                        Some(Err(e)) if all && one_game_only(&e) => {
                            left_out.push(pgn(e));
                            games.skip_game().map_err(pgn)?;
                            continue;
                        }
                        Some(Err(e)) => return Err(pgn(e)),
                        None if written > 0 || !left_out.is_empty() => {
                            return ended(written, left_out);
                        }
                        None => {
                            let count = first.saturating_sub(1);
                            return Err(pgn(if count == 0 {
                                ImportError::Empty
                            } else {
                                ImportError::NoSuchGame {
                                    wanted: first,
                                    count,
                                }
                            }));
                        }
                    };
                    if written > 0 {
                        out.write_all(write::between_games(options.format, page).as_bytes())
                            .map_err(InputError::Write)?;
                    }
                    let mut sheet: Box<dyn SheetWriter + '_> =
                        write::begin(options, locale, page, &header, out)
                            .map_err(InputError::Write)?;
                    games.write_moves(&mut *sheet).map_err(|stop| match stop {
                        Stop::Import(e) => pgn(e),
                        Stop::Write(e) => InputError::Write(e),
                    })?;
                    sheet.finish().map_err(InputError::Write)?;
                    written += 1;
                    if !all {
                        return Ok(left_out);
                    }
                }
            }
        }
    }
}

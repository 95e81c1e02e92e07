//! What every session engine shares with the runtime: the trait [`SessionEngine`]
//! (greeting, `update`, `receive`), the [`Effect`]s an update answers with, and the
//! [`Read`]s a session asks the runtime for and [`Got`] back.

use std::path::PathBuf;

use super::{App, Command, Out};
use crate::games::GameRecord;
use crate::games::journal::Entry;
use crate::i18n::Locale;
use crate::sound::Earcon;
use crate::speech::Utterance;

/// A session the runtime runs: a game ([`App`]) or a replay
/// ([`Replay`](super::replay::Replay)). Both take the same commands and answer with the
/// same effects; neither touches the world.
pub trait SessionEngine {
    /// What is said when the session starts.
    fn greeting(&mut self) -> Vec<Effect>;
    /// Runs one command; what the runtime must do for it.
    fn update(&mut self, command: Command) -> Vec<Effect>;
    /// The UI language's messages (the runtime's own sentences are said in it).
    fn locale(&self) -> &Locale;
    /// The record of the game played, which `export` writes; none in a replay.
    fn record(&self) -> Option<&GameRecord>;
    /// Goes on with an answer that asked the runtime to read something
    /// ([`Effect::Read`]), with what it read.
    fn receive(&mut self, got: Got) -> Vec<Effect> {
        let _ = got;
        Vec::new()
    }
}

/// Something a session needs read from a file (or waited for) before it can answer; the
/// runtime reads it and hands the result back to [`SessionEngine::receive`].
#[derive(Debug, Clone, PartialEq)]
pub enum Read {
    /// Game N of a replayed file.
    Game(
        crate::replay::library::Library<crate::games::format::Format>,
        usize,
    ),
    /// How far the replayed file's index has come, after waiting at most so long for it
    /// to be complete.
    Index(
        crate::replay::library::Library<crate::games::format::Format>,
        std::time::Duration,
    ),
    /// The other scoresheet of `reconcile FILE [game N]`, read as a game of these rules
    /// reads one.
    Sheet {
        /// The file.
        path: PathBuf,
        /// The game asked for, if one was.
        game: Option<usize>,
        /// The session's rules.
        rules: crate::games::Rules,
    },
    /// What is at the file `export FORMAT FILE` names, before the session decides to
    /// write the scoresheet there, to ask first, or to refuse.
    Export {
        /// The format (`None`: the word typed names no format).
        format: Option<crate::scoresheet::Format>,
        /// The file.
        path: PathBuf,
        /// The game's own file, which an export never overwrites.
        own: Option<PathBuf>,
    },
}

/// What is at the file an export is asked to write, as the runtime found it.
#[derive(Debug)]
pub enum Target {
    /// The game's own file.
    OwnFile,
    /// A folder, a pipe or a device (refused unopened), or a file that cannot be looked
    /// at: why.
    Unusable(std::io::Error),
    /// A hektor game file (another session's game, a saved game).
    GameFile,
    /// A file the export would replace.
    Exists,
    /// Nothing yet: the export makes the file.
    Free,
}

/// What the runtime read for a [`Read`].
#[derive(Debug)]
pub enum Got {
    /// Game N, or why it could not be read.
    Game(
        usize,
        Result<
            crate::replay::tree::GameTree<crate::games::Board>,
            crate::replay::library::LoadFailure,
        >,
    ),
    /// How far indexing has come after the wait.
    Index(crate::replay::index::Progress),
    /// The other scoresheet (file, game asked for), or why it cannot be used.
    Sheet(
        PathBuf,
        Option<usize>,
        Result<crate::reconcile::Sheet, crate::reconcile::SheetFileError>,
    ),
    /// What is at the file of `export FORMAT FILE` (the format and the file asked for).
    Export {
        /// The format (`None`: the word typed names no format).
        format: Option<crate::scoresheet::Format>,
        /// The file.
        path: PathBuf,
        /// What is there.
        target: Target,
    },
    /// After a write to the game file: the short code of its last line (see
    /// [`short_code`](crate::games::journal::short_code)), and how many entries wait
    /// because the file cannot take them (a full disk).
    Log {
        /// The code, when a line is written.
        code: Option<String>,
        /// The entries that wait.
        unwritten: usize,
    },
}

impl SessionEngine for App {
    fn greeting(&mut self) -> Vec<Effect> {
        App::greeting(self)
    }

    fn update(&mut self, command: Command) -> Vec<Effect> {
        App::update(self, command)
    }

    fn locale(&self) -> &Locale {
        App::locale(self)
    }

    fn record(&self) -> Option<&GameRecord> {
        Some(App::record(self))
    }

    /// Says the reconciliation of the sheet the runtime read; keeps the game file's code.
    fn receive(&mut self, got: Got) -> Vec<Effect> {
        match got {
            Got::Sheet(path, game, read) => {
                let mut out = Out::default();
                self.compare_sheet((&path, game), read, &mut out);
                self.answered(out, true)
            }
            Got::Export {
                format,
                path,
                target,
            } => {
                let mut out = Out::default();
                self.export_to(format, path, target, &mut out);
                self.log_later(&mut out);
                self.answered(out, true)
            }
            Got::Log { code, unwritten } => {
                if code.is_some() {
                    self.log_code = code;
                }
                self.unwritten = unwritten;
                Vec::new()
            }
            Got::Game(..) | Got::Index(_) => Vec::new(),
        }
    }
}

/// Something the front end must do for the application.
// A journal entry carries the game's heading; effects live for one update, a few at a
// time, so their size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Say this (plain mode prints it as one line).
    Say(Utterance),
    /// Play this sound.
    Sound(Earcon),
    /// Append this entry to the game's journal (and flush it).
    Journal(Entry),
    /// Write the scoresheet in `format` to `path`.
    Export {
        /// The format (`None`: the word typed names no format).
        format: Option<crate::scoresheet::Format>,
        /// The file.
        path: PathBuf,
        /// The user said yes to replacing the existing file; otherwise an existing file
        /// is never touched.
        overwrite: bool,
    },
    /// Read this and hand it back to the session ([`SessionEngine::receive`]).
    Read(Read),
    /// Remember the place reached in a replayed file, for the next replay of it.
    RememberPlace {
        /// The data folder that keeps the places.
        data_dir: PathBuf,
        /// The replayed file.
        file: PathBuf,
        /// The game and the move.
        place: crate::replay::places::Place,
    },
    /// End the session.
    Quit,
}

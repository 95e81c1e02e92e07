//! The file a replay session reads its games from: its path, its notation (a
//! [`GameFiles`]: PGN, PDN, a registered game's) and its index, filled in the background. The session asks for games and for the index to
//! be complete through effects; the runtime reads and waits here.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::game_files::GameFiles;
use super::index::{Index, Progress};
use super::tree::{GameTree, LoadError, MAX_NODES};

/// A game file of the notation `F` and its index.
#[derive(Debug, Clone)]
pub struct Library<F> {
    path: PathBuf,
    format: F,
    index: Index,
    /// The most nodes a game's tree keeps ([`MAX_NODES`]).
    node_limit: usize,
}

/// Why a game of the file could not be read.
#[derive(Debug)]
pub enum LoadFailure {
    /// The file has no game with that number; it has this many.
    Missing(usize),
    /// The game is there but cannot be replayed (a variant, a bad start position, a read
    /// error).
    Load(LoadError),
}

impl<F: GameFiles + PartialEq> Library<F> {
    /// Opens `path`, its notation told by `notation` (by the file's content), and starts
    /// indexing it; what is not a regular file of text is refused first (see
    /// [`crate::files::text_start`]). A file whose text ends in its first 8 KiB (good
    /// games, then binary bytes) is indexed at once, so that [`Library::damage`] knows it
    /// when the replay opens.
    pub fn open(
        path: &Path,
        notation: impl FnOnce(&Path) -> std::io::Result<F>,
    ) -> std::io::Result<Library<F>> {
        // A pipe or a device is refused unopened, a file of zeros or an image unread.
        let cut_early = crate::files::text_start(path)?;
        let format = notation(path)?;
        let index = Index::open(path, format)?;
        if cut_early {
            index.wait_done();
        }
        Ok(Library {
            path: path.to_owned(),
            format,
            index,
            node_limit: MAX_NODES,
        })
    }

    /// The same file, its games read up to `limit` nodes each (a long game is cut there,
    /// see [`super::tree::Stop::Full`]).
    pub fn with_node_limit(self, limit: usize) -> Library<F> {
        Library {
            node_limit: limit,
            ..self
        }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Its notation (the game it holds).
    pub fn format(&self) -> F {
        self.format
    }

    /// Where the file's text ends before the file does (see
    /// [`super::source::TextOnly`]): the byte, the line once indexing is done, and how
    /// many games were read before it; known once the index has come so far.
    pub fn damage(&self) -> Option<(u64, Option<u64>, usize)> {
        let (at, line) = self.index.damage()?;
        Some((at, line, self.index.progress().games))
    }

    /// Its index, as far as it has come.
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// Reads game `number` (from 1). Game 1 is read from the file's start at once; the
    /// others wait for the index to reach them.
    pub fn load(&self, number: usize) -> Result<GameTree<F::Position>, LoadFailure> {
        let offset = if number == 1 {
            0
        } else {
            match self.index.wait_for(number) {
                Some(offset) => offset,
                None => return Err(LoadFailure::Missing(self.index.progress().games)),
            }
        };
        File::open(&self.path)
            .map_err(LoadError::Io)
            .and_then(|file| self.format.load_at(file, offset, self.node_limit))
            .and_then(|tree| match tree.holds_nothing() {
                true => Err(LoadError::Missing),
                false => Ok(tree),
            })
            .map_err(LoadFailure::Load)
    }

    /// Waits until the whole file is indexed, at most `limit`; the progress then.
    pub fn wait(&self, limit: Duration) -> Progress {
        self.index.wait_done_for(limit)
    }
}

/// Two handles on the same file are equal (effects are compared in tests).
impl<F: PartialEq> PartialEq for Library<F> {
    fn eq(&self, other: &Library<F>) -> bool {
        self.path == other.path && self.format == other.format
    }
}

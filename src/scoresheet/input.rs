//! Reads the game to export: a saved game (the journal `play` writes: JSON lines, the
//! first a start event) or a PGN file, told apart by content, not by file name.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;

use super::pgn_import::{self, ImportError};
use crate::game::GameRecord;
use crate::game::journal::{self, JournalError};
use crate::replay::source::looks_binary;

/// A game that cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The file cannot be opened or read.
    #[error("cannot read {}: {error}", path.display())]
    Unreadable {
        /// The file.
        path: std::path::PathBuf,
        /// The operating-system error.
        error: std::io::Error,
    },
    /// The saved game is damaged.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The PGN game cannot be read.
    #[error("{path}: {source}")]
    Pgn {
        /// The file.
        path: String,
        /// Why.
        source: ImportError,
    },
    /// A game number other than 1 for a saved game, or 0.
    #[error("{0}")]
    BadGameNumber(String),
}

/// The first bytes of the file.
fn head(path: &Path) -> Result<Vec<u8>, std::io::Error> {
    let mut head = Vec::new();
    File::open(path)?.take(4096).read_to_end(&mut head)?;
    Ok(head)
}

/// Whether the file starts (after a byte order mark and blanks) with `{`, as a journal does.
fn looks_like_journal(head: &[u8]) -> bool {
    let text = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head);
    text.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{')
}

/// Loads game `game` (1-based, default 1) of the file at `path`.
pub fn load(path: &Path, game: Option<usize>) -> Result<GameRecord, InputError> {
    let unreadable = |error: std::io::Error| InputError::Unreadable {
        path: path.to_owned(),
        error,
    };
    let wanted = game.unwrap_or(1);
    if wanted == 0 {
        return Err(InputError::BadGameNumber(
            "games are counted from 1: give --game 1 or more".to_owned(),
        ));
    }
    let head = head(path).map_err(unreadable)?;
    if looks_binary(&head) {
        return Err(InputError::Pgn {
            path: path.display().to_string(),
            source: ImportError::Empty,
        });
    }
    if looks_like_journal(&head) {
        if wanted != 1 {
            return Err(InputError::BadGameNumber(format!(
                "{} is a saved game, which holds one game: leave out --game",
                path.display()
            )));
        }
        return Ok(journal::load(path)?);
    }
    let file = File::open(path).map_err(unreadable)?;
    pgn_import::read_game(BufReader::new(file), wanted).map_err(|source| InputError::Pgn {
        path: path.display().to_string(),
        source,
    })
}

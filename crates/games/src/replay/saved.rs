//! A game saved by `hektor play` (its journal), made a game file that `replay` and
//! `check` read: its record written as PGN (chess) or PDN (draughts), as `hektor export`
//! writes it, into the data folder. The copy is written again at every opening, so it
//! follows a game still being played; its name is fixed by the journal's path, so the
//! place in it is remembered as in any other file.

use std::path::{Path, PathBuf};

use super::places::fnv1a;
use crate::scoresheet::input::{Input, InputError, Which};

/// What a file given to `replay` or `check` is read as.
#[derive(Debug)]
pub enum GameFile {
    /// No journal: a PGN or PDN file, read as it is.
    AsItIs,
    /// A journal, read through this copy of its game (`file`); `input` is the journal as
    /// read, which says what of it was left out ([`Input::warnings`]).
    Copy {
        /// The copy.
        file: PathBuf,
        /// The journal as read.
        input: Box<Input>,
    },
    /// A journal in which no game can be read (no game start, nothing in it, a file that
    /// cannot be read), or whose copy cannot be written: why.
    Unusable(InputError),
}

/// The game file to read for `path`, a journal's copy written into `data_dir`.
pub fn game_file(path: &Path, data_dir: &Path) -> GameFile {
    if !crate::game::journal::holds_game(path) {
        return GameFile::AsItIs;
    }
    copy(path, data_dir).unwrap_or_else(GameFile::Unusable)
}

/// Writes the copy of the journal at `path` (every entry of it that reads and replays).
fn copy(path: &Path, data_dir: &Path) -> Result<GameFile, InputError> {
    let input = Input::open(path, Which::Game(1))?;
    let Some(record) = input.record() else {
        return Ok(GameFile::AsItIs);
    };
    let (text, extension) = crate::games::sheet::own_file(record)?;
    let file = data_dir
        .join("saved-games")
        .join(format!("{}.{extension}", name_of(path)));
    super::write_whole(&file, &text).map_err(|error| InputError::Unreadable {
        path: file.clone(),
        error,
    })?;
    Ok(GameFile::Copy {
        file,
        input: Box::new(input),
    })
}

/// The copy's name: the journal's name and a fingerprint of its absolute path, so two
/// journals of the same name in two folders keep two copies.
fn name_of(path: &Path) -> String {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_owned());
    let hash = fnv1a(absolute.as_os_str().as_encoded_bytes().iter().copied());
    let stem = path.file_stem().map_or_else(
        || "game".to_owned(),
        |stem| stem.to_string_lossy().into_owned(),
    );
    format!("{stem}-{:08x}", hash >> 32)
}

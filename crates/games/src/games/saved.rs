//! A game saved by `hektor play` (its journal), made a game file that `replay` and
//! `check` read: its record written as its game's own file (PGN for chess, PDN for
//! draughts, [`super::sheet::write_own_file`]), as `hektor export` writes it, into the
//! data folder. The copy is written again at every opening, so it follows a game still
//! being played; its name is fixed by the journal's path, so the place in it is
//! remembered as in any other file. Any other file of text not in UTF-8 is read through
//! its copy in UTF-8 ([`utf8_copy`]).

use std::path::{Path, PathBuf};

use super::Input;
use crate::files::encoding::Encoding;
use crate::replay::saved::{name_of, utf8_copy};
use crate::replay::write_whole_with;
use crate::scoresheet::input::{InputError, Which};

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
    /// UTF-16 text, or text in another encoding than UTF-8 and Windows-1252 (the one
    /// given, `None` for UTF-16), read through this copy in UTF-8 ([`utf8_copy`]).
    Decoded(PathBuf, Option<&'static Encoding>),
    /// Text in another encoding whose copy in UTF-8 cannot be read or written: why.
    Uncopied(InputError),
    /// A journal in which no game can be read (no game start, nothing in it, a file that
    /// cannot be read), or whose copy cannot be written: why.
    Unusable(InputError),
}

/// The game file to read for `path`, a journal's copy written into `data_dir`; a file of
/// text is read in `encoding` when it is given ([`utf8_copy`]).
pub fn game_file(path: &Path, data_dir: &Path, encoding: Option<&'static Encoding>) -> GameFile {
    if !super::journal::holds_game(path) {
        return match utf8_copy(path, data_dir, encoding) {
            Ok(None) => GameFile::AsItIs,
            Ok(Some((file, read_as))) => GameFile::Decoded(file, read_as),
            Err(error) => GameFile::Uncopied(error),
        };
    }
    copy(path, data_dir).unwrap_or_else(GameFile::Unusable)
}

/// Writes the copy of the journal at `path` (every entry of it that reads and replays).
fn copy(path: &Path, data_dir: &Path) -> Result<GameFile, InputError> {
    let input = Input::open(path, Which::Game(1))?;
    let Some(record) = input.record() else {
        return Ok(GameFile::AsItIs);
    };
    let extension = super::sheet::own_extension(record);
    let file = data_dir
        .join("saved-games")
        .join(format!("{}.{extension}", name_of(path)));
    let unwritten = |error| InputError::Unreadable {
        path: file.clone(),
        error,
    };
    write_whole_with(
        &file,
        |out| {
            super::sheet::write_own_file(record, out).map_err(|error| match error {
                InputError::Write(error) => unwritten(error),
                other => other,
            })
        },
        unwritten,
    )?;
    Ok(GameFile::Copy {
        file,
        input: Box::new(input.without_game()),
    })
}

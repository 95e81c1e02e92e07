//! A game saved by `hektor play` (its journal), made a game file that `replay` and
//! `check` read: its record written as PGN (chess) or PDN (draughts), as `hektor export`
//! writes it, into the data folder. The copy is written again at every opening, so it
//! follows a game still being played; its name is fixed by the journal's path, so the
//! place in it is remembered as in any other file. A file of UTF-16 text is read so too,
//! through its copy in UTF-8 ([`utf8_copy`], for `export` as well).

use std::io::Read;
use std::path::{Path, PathBuf};

use super::places::fnv1a;
use crate::files::encoding::{self, Encoding};
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
    if !crate::game::journal::holds_game(path) {
        return match utf8_copy(path, data_dir, encoding) {
            Ok(None) => GameFile::AsItIs,
            Ok(Some((file, read_as))) => GameFile::Decoded(file, read_as),
            Err(error) => GameFile::Uncopied(error),
        };
    }
    copy(path, data_dir).unwrap_or_else(GameFile::Unusable)
}

/// The most bytes of text read into a copy in UTF-8: 256 MiB (a longer file is refused,
/// [`crate::files::TooLarge`]).
const UTF16_LIMIT: u64 = 256 * 1024 * 1024;

/// The copy in UTF-8, written into `data_dir` anew at every opening, of the file at
/// `path` when it is UTF-16 text ([`crate::files::utf16_text`]), or text in `encoding`
/// when one is given, or else in the encoding [`encoding::guess`] finds in its head when
/// that is not UTF-8 nor Windows-1252; with the encoding read (`None` for UTF-16).
/// `None` for any other file (and one that cannot be read: its reader says why). Its
/// name is fixed by the file's path, as a saved game's copy is.
pub fn utf8_copy(
    path: &Path,
    data_dir: &Path,
    encoding: Option<&'static Encoding>,
) -> Result<Option<(PathBuf, Option<&'static Encoding>)>, InputError> {
    let mut head = Vec::new();
    let read = crate::files::open(path)
        .and_then(|file| file.take(encoding::LOOKED_AT as u64).read_to_end(&mut head));
    if read.is_err() {
        return Ok(None);
    }
    let read_as = if crate::files::utf16_text(head.get(..64).unwrap_or(&head)).is_some() {
        None
    } else {
        match encoding.or_else(|| encoding::guess(&head)) {
            Some(encoding) => Some(encoding),
            None => return Ok(None),
        }
    };
    let unreadable = |path: &Path| {
        let path = path.to_owned();
        move |error| InputError::Unreadable { path, error }
    };
    let text = crate::files::text_bytes(path, UTF16_LIMIT, read_as).map_err(unreadable(path))?;
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("pgn");
    let file = data_dir
        .join("utf-8")
        .join(format!("{}.{extension}", name_of(path)));
    super::write_whole(&file, &text).map_err(unreadable(&file))?;
    Ok(Some((file, read_as)))
}

/// Writes the copy of the journal at `path` (every entry of it that reads and replays).
fn copy(path: &Path, data_dir: &Path) -> Result<GameFile, InputError> {
    let input = Input::open(path, Which::Game(1))?;
    let Some(record) = input.record() else {
        return Ok(GameFile::AsItIs);
    };
    let extension = crate::games::sheet::own_extension(record);
    let file = data_dir
        .join("saved-games")
        .join(format!("{}.{extension}", name_of(path)));
    let unwritten = |error| InputError::Unreadable {
        path: file.clone(),
        error,
    };
    super::write_whole_with(
        &file,
        |out| {
            crate::games::sheet::write_own_file(record, out).map_err(|error| match error {
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

//! The copies in the data folder that `replay`, `check` and `export` read for a file
//! given: a file of UTF-16 text, or of another encoding, through its copy in UTF-8
//! ([`utf8_copy`]); a game saved by `hektor play` through the copy of its game
//! (`games::saved`). A copy is written again at every opening; its name is fixed by the
//! file's path ([`name_of`]), so the place in it is remembered as in any other file.

use std::io::Read;
use std::path::{Path, PathBuf};

use super::places::fnv1a;
use crate::files::encoding::{self, Encoding};
use crate::scoresheet::input::InputError;

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

/// The copy's name: the journal's name and a fingerprint of its absolute path, so two
/// journals of the same name in two folders keep two copies.
pub fn name_of(path: &Path) -> String {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_owned());
    let hash = fnv1a(absolute.as_os_str().as_encoded_bytes().iter().copied());
    let stem = path.file_stem().map_or_else(
        || "game".to_owned(),
        |stem| stem.to_string_lossy().into_owned(),
    );
    format!("{stem}-{:08x}", hash >> 32)
}

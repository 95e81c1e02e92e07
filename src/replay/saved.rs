//! A game saved by `hektor play` (its journal), made a game file that `replay` and
//! `check` read: its record written as PGN (chess) or PDN (draughts), as `hektor export`
//! writes it, into the data folder. The copy is written again at every opening, so it
//! follows a game still being played; its name is fixed by the journal's path, so the
//! place in it is remembered as in any other file.

use std::path::{Path, PathBuf};

use super::places::fnv1a;
use crate::games::draughts::export::record_pdn;
use crate::scoresheet::input::{self, Input, Which};
use crate::scoresheet::{self, ExportOptions, Format};

/// What a file given to `replay` or `check` is read as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameFile {
    /// No journal: a PGN or PDN file, read as it is.
    AsItIs,
    /// A journal, read through this copy of its game.
    Copy(PathBuf),
    /// A journal whose game cannot be written out (damaged, unreadable), or whose copy
    /// cannot be written; `extension` is the format its game would be written in (`pgn`
    /// when the journal cannot even tell its game).
    Unusable {
        /// `pgn` or `pdn`.
        extension: &'static str,
    },
}

/// The game file to read for `path`, a journal's copy written into `data_dir`.
pub fn game_file(path: &Path, data_dir: &Path) -> GameFile {
    if !input::is_journal(path) {
        return GameFile::AsItIs;
    }
    copy(path, data_dir).unwrap_or_else(|extension| GameFile::Unusable { extension })
}

/// Writes the copy of the journal at `path`: the copy, or the extension of the format
/// it could not be written in.
fn copy(path: &Path, data_dir: &Path) -> Result<GameFile, &'static str> {
    let Ok(Input::Journal { record, .. }) = Input::open(path, Which::Game(1)) else {
        return Err("pgn");
    };
    let (text, extension) = match record.rules.draughts() {
        Some(_) => (Some(record_pdn(&record).into_bytes()), "pdn"),
        None => {
            let text = ExportOptions::new(Format::Pgn)
                .ok()
                .and_then(|options| scoresheet::render(&record, &options).ok());
            (text, "pgn")
        }
    };
    let file = data_dir
        .join("saved-games")
        .join(format!("{}.{extension}", name_of(path)));
    let text = text.ok_or(extension)?;
    super::write_whole(&file, &text).map_err(|_| extension)?;
    Ok(GameFile::Copy(file))
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

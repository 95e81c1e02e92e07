//! A scoresheet read from a file: a hektor game journal (with its start position and
//! clock readings) or text in any notation the move parser reads. `hektor reconcile`
//! and the session's `reconcile FILE` both read sheets this way.

use std::path::Path;

use shakmaty::Chess;

use super::Sheet;
use crate::game::chess::start_position;
use crate::game::journal;

/// A sheet file that cannot be used; the sentence says why.
#[derive(Debug, thiserror::Error)]
pub enum SheetFileError {
    /// The file cannot be read (missing, no permission, not text).
    #[error("cannot be read ({0}); check the file name")]
    Unreadable(std::io::Error),
    /// A hektor journal that does not load or replay.
    #[error("{0}")]
    Journal(String),
}

/// Reads the sheet in the file at `path`; a journal also gives its start position when
/// the game did not begin from the standard one.
pub fn read_sheet_file(path: &Path) -> Result<(Sheet, Option<Chess>), SheetFileError> {
    let text = std::fs::read_to_string(path).map_err(SheetFileError::Unreadable)?;
    if !text.trim_start().starts_with('{') {
        return Ok((Sheet::read(&text), None));
    }
    let record = journal::load(path).map_err(|e| SheetFileError::Journal(e.to_string()))?;
    let start = match record.start_fen {
        Some(_) => {
            Some(start_position(&record).map_err(|e| SheetFileError::Journal(e.to_string()))?)
        }
        None => None,
    };
    Ok((Sheet::from_record(&record), start))
}

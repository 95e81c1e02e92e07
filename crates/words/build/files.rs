//! A folder's files for the build scripts of `hektor-words`, `hektor-game-core` and
//! `hektor-game-chess`.

use std::fs;
use std::path::{Path, PathBuf};

/// The files of `dir` with the extension `extension`, sorted.
pub fn files_ending(dir: &Path, extension: &str) -> Result<Vec<PathBuf>, std::io::Error> {
    let mut paths: Vec<PathBuf> = fs::read_dir(dir)?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    paths.sort();
    Ok(paths)
}

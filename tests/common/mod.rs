//! Helpers shared by the integration tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::PathBuf;

/// The shared directory (seeds, fixtures): `HEKTOR_SHARED` if set, else `../shared`
/// beside the crate, else `/work/shared`.
pub fn shared_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("HEKTOR_SHARED") {
        return PathBuf::from(dir);
    }
    let beside = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared"));
    if beside.is_dir() {
        return beside;
    }
    PathBuf::from("/work/shared")
}

/// A file of the shared directory, read whole.
pub fn shared_file(relative: &str) -> String {
    let path = shared_dir().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Line `number` (1-based) of a shared file.
pub fn shared_line(relative: &str, number: usize) -> String {
    shared_file(relative)
        .lines()
        .nth(number - 1)
        .unwrap_or_else(|| panic!("{relative} has no line {number}"))
        .to_owned()
}

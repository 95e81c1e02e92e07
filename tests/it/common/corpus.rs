//! The project's own fixtures (`tests/fixtures/`) and the outside corpus: real game files
//! and rule texts nobody in this project wrote (`fixtures/`, `corpus/` and `seeds/` of the
//! shared folder), read only by the tests whose names hold `outside_corpus`.
//!
//! The shared folder is the one `HEKTOR_SHARED` names, else `../shared` beside the
//! repository. `make test` runs the outside-corpus tests when it is there
//! (`scripts/corpus-stage.sh`) and says how many files went unchecked when it is not; run
//! by hand without it, such a test fails and says why. Every file they read is listed in
//! `tests/outside-corpus.txt`, and only those.
#![allow(dead_code, clippy::unwrap_used, clippy::panic)]

use std::path::{Path, PathBuf};

/// The list of the outside files the tests read, from the repository's root.
pub const LIST: &str = "tests/outside-corpus.txt";

/// The outside corpus's big PGN files, with more games and half-moves than these.
pub const BIG_PGN: [(&str, usize, usize); 2] = [
    ("fixtures/pgn/twic1599_1000k.pgn", 1000, 50_000),
    ("fixtures/pgn/lichess_db_1000k.pgn", 400, 20_000),
];

/// The repository's root: the first folder above the crate under test that holds
/// [`LIST`] (the crate itself, or the workspace for `crates/draughts`).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|dir| dir.join(LIST).is_file())
        .unwrap_or_else(|| panic!("no {LIST} above {}", env!("CARGO_MANIFEST_DIR")))
        .to_path_buf()
}

/// A file of the project's own fixtures: `tests/fixtures/RELATIVE`.
pub fn own(relative: &str) -> PathBuf {
    let path = repo_root().join("tests/fixtures").join(relative);
    assert!(path.is_file(), "the fixture {} is missing", path.display());
    path
}

/// The own fixtures in `folder` (`pgn`, `pdn`) whose names end with `.EXTENSION`, sorted.
pub fn own_folder(folder: &str, extension: &str) -> Vec<PathBuf> {
    let dir = repo_root().join("tests/fixtures").join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|x| x == extension))
        .collect();
    files.sort();
    files
}

/// An own fixture read whole, as text.
pub fn own_text(relative: &str) -> String {
    std::fs::read_to_string(own(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

/// The shared folder: `HEKTOR_SHARED` if set (a relative path from the repository's
/// root), else `../shared` beside the repository.
pub fn corpus_dir() -> PathBuf {
    let named = std::env::var_os("HEKTOR_SHARED").filter(|dir| !dir.is_empty());
    repo_root().join(named.map_or_else(|| PathBuf::from("../shared"), PathBuf::from))
}

/// The paths of [`LIST`], relative to the shared folder.
pub fn listed() -> Vec<String> {
    let list = repo_root().join(LIST);
    std::fs::read_to_string(&list)
        .unwrap_or_else(|e| panic!("{}: {e}", list.display()))
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

/// An outside file by its path in the shared folder. Fails, saying why, when the path is
/// not in [`LIST`] or the file is not there.
pub fn outside(relative: &str) -> PathBuf {
    assert!(
        listed().iter().any(|entry| entry == relative),
        "{relative} is not in {LIST}: add it there"
    );
    let path = corpus_dir().join(relative);
    assert!(
        path.is_file(),
        "the outside corpus file {} is not there: the outside-corpus tests need the shared \
         folder (../shared beside the repository, or the folder HEKTOR_SHARED names); \
         make test runs them only when it is there",
        path.display()
    );
    path
}

/// An outside file read whole, as text.
pub fn outside_text(relative: &str) -> String {
    let path = outside(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Line `number` (1-based) of an outside text.
pub fn outside_line(relative: &str, number: usize) -> String {
    outside_text(relative)
        .lines()
        .nth(number - 1)
        .unwrap_or_else(|| panic!("{relative} has no line {number}"))
        .to_owned()
}

/// A bench's input: the outside file `relative` when the shared folder holds it (the file
/// `BENCHMARKS.md` measured), else what `stand_in` makes, with a line on standard error
/// that says `what` is measured instead.
pub fn bench_input(relative: &str, what: &str, stand_in: impl FnOnce() -> Vec<u8>) -> Vec<u8> {
    assert!(
        listed().iter().any(|entry| entry == relative),
        "{relative} is not in {LIST}: add it there"
    );
    let path = corpus_dir().join(relative);
    match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(_) => {
            eprintln!(
                "{} is not there (the outside corpus): measuring {what} instead",
                path.display()
            );
            stand_in()
        }
    }
}

/// The listed outside files in `folder` whose names end with `.EXTENSION`, sorted; the
/// folder must hold those and no other such file, so that a file added to it is noticed.
pub fn outside_folder(folder: &str, extension: &str) -> Vec<PathBuf> {
    let wanted = |name: &str| name.ends_with(&format!(".{extension}"));
    let mut files: Vec<PathBuf> = listed()
        .iter()
        .filter(|entry| {
            entry
                .strip_prefix(folder)
                .is_some_and(|n| n.starts_with('/'))
        })
        .filter(|entry| wanted(entry))
        .map(|entry| outside(entry))
        .collect();
    files.sort();
    let dir = corpus_dir().join(folder);
    let mut there: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| wanted(&path.to_string_lossy()))
        .collect();
    there.sort();
    let names = |paths: &[PathBuf]| -> Vec<String> {
        paths
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect()
    };
    assert_eq!(
        names(&there),
        names(&files),
        "{folder}: the files there and the ones {LIST} lists"
    );
    files
}

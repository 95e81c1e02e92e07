#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use crate::replay::tree::LoadError;

use crate::games::format::Format;
use crate::replay::library::*;

/// A text file or random bytes hold no game: reading game 1 says so (or that it
/// cannot be read).
#[test]
fn a_file_without_a_game_has_no_game_1() {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in [
        ("text.pgn", b"hello world\n".to_vec()),
        (
            "bytes.pgn",
            (0..3000u32).map(|i| (i * 7919 % 251) as u8 + 1).collect(),
        ),
    ] {
        let file = dir.path().join(name);
        std::fs::write(&file, bytes).unwrap();
        let library = Library::open(&file, Format::replayed).unwrap();
        let read = library.load(1);
        assert!(
            matches!(
                read,
                Err(LoadFailure::Load(LoadError::Missing | LoadError::Syntax(_)))
            ),
            "{name}: {read:?}"
        );
    }
}

/// Bytes with a NUL (a file of zeros, an image) are refused before anything reads
/// them through, as no text.
#[test]
fn a_file_of_zeros_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("zeros.pgn");
    std::fs::write(&file, vec![0u8; 20_000]).unwrap();
    let error = Library::open(&file, Format::replayed).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::InvalidData);
}

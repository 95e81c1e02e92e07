#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use std::path::Path;

use crate::replay::places::*;

#[test]
fn places_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("a.pgn");
    std::fs::write(&pgn, "1. e4 *").unwrap();
    let mut places = Places::load(dir.path());
    let place = Place {
        game: 3,
        path: vec![0, 0, 1],
        game_id: Some("0123456789abcdef".into()),
    };
    places.remember(&pgn, place.clone()).unwrap();
    assert_eq!(Places::load(dir.path()).get(&pgn), Some(&place));
}

/// A place is restored only in the game it was taken in: same tags and first move,
/// or a place kept before hektor stored a fingerprint.
#[test]
fn a_place_belongs_to_its_game() {
    use crate::pgn_tree::load;
    type Chess = crate::ChessPosition;
    let tree = |pgn: &str| load::<Chess, _>(pgn.as_bytes()).unwrap();
    let anna = tree("[White \"Anna\"]\n\n1. e4 e5 *");
    let place = Place {
        game: 1,
        path: vec![0],
        game_id: Some(fingerprint(&anna)),
    };
    assert!(place.is_in(&tree("[White \"Anna\"]\n\n1. e4 c5 *")));
    assert!(!place.is_in(&tree("[White \"Carl\"]\n\n1. e4 e5 *")));
    assert_ne!(fingerprint(&tree("1. e4 *")), fingerprint(&tree("1. d4 *")));
    let old = Place {
        game_id: None,
        ..place
    };
    assert!(old.is_in(&tree("1. d4 *")));
}

/// A file deleted while it was replayed is remembered by its absolute path, so its
/// place is found when it is put back.
#[test]
fn a_deleted_file_is_remembered_by_its_absolute_path() {
    let dir = tempfile::tempdir().unwrap();
    let relative = Path::new("gone-while-replayed.pgn");
    let mut places = Places::load(dir.path());
    let place = Place {
        game: 2,
        path: vec![0],
        game_id: None,
    };
    places.remember(relative, place.clone()).unwrap();
    let saved = std::fs::read_to_string(dir.path().join("replay-places.json")).unwrap();
    let absolute = std::path::absolute(relative).unwrap();
    assert!(saved.contains(&*absolute.display().to_string()), "{saved}");
}

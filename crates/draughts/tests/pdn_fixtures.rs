//! The PDN fixtures of `../shared/fixtures/pdn/` (real files, byte for byte): every game
//! read, the right game detected, every game written and read back the same.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use hektor_draughts::Variant;
use hektor_draughts::pdn::{Game, PdnReader, write_game};

/// The shared folder: `HEKTOR_SHARED`, else `shared` beside the repository, else
/// `/work/shared`.
fn shared_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("HEKTOR_SHARED") {
        return PathBuf::from(dir);
    }
    let beside = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared"));
    if beside.is_dir() {
        return beside;
    }
    PathBuf::from("/work/shared")
}

fn games(name: &str) -> Vec<Game> {
    let path = shared_dir().join("fixtures/pdn").join(name);
    let file = File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    PdnReader::new(BufReader::new(file))
        .map(|game| game.unwrap_or_else(|e| panic!("{name}: {e:?}")))
        .collect()
}

fn check(name: &str, count: usize, variant: Variant) -> Vec<Game> {
    let games = games(name);
    assert_eq!(games.len(), count, "{name}");
    for game in &games {
        assert_eq!(game.variant(), variant, "{name} game {}", game.number());
        let written = write_game(game);
        let back: Vec<_> = PdnReader::new(written.as_bytes()).collect();
        let [Ok(back)] = back.as_slice() else {
            panic!("{name} game {}: {back:?}\n{written}", game.number());
        };
        assert_eq!(back.tags(), game.tags(), "{name} game {}", game.number());
        assert_eq!(back.body(), game.body(), "{name} game {}", game.number());
        // A game that ends without a result is written with its Result tag's.
        let result = game.result().or(game.tag("Result"));
        assert_eq!(back.result(), result, "{name} game {}", game.number());
    }
    games
}

#[test]
fn wk2003_has_23_international_games() {
    let games = check("wk2003.pdn", 23, Variant::International);
    assert_eq!(games[0].tag("White"), Some("Ndjofang, J.M."));
    assert_eq!(games[0].result(), Some("1/2-1/2"));
    assert_eq!(games[0].moves().count(), 80);
}

#[test]
fn nk2003_has_33_international_games() {
    let games = check("nk2003-amsterdam.pdn", 33, Variant::International);
    // The file ends with a game of tags only (its movetext was never entered).
    let without_moves: Vec<usize> = games
        .iter()
        .filter(|g| g.moves().count() == 0)
        .map(Game::number)
        .collect();
    assert_eq!(without_moves, [33]);
    assert_eq!(games[32].tag("Result"), Some("1-0"));
    assert_eq!(games[32].result(), None);
}

#[test]
fn ussr1947_has_153_russian_games_with_a_numeric_fen() {
    let games = check("ussr1947.pdn", 153, Variant::Russian);
    assert!(games.iter().all(|g| g.moves().count() > 0));
    let first = &games[0];
    assert_eq!(first.tag("White"), Some("Блиндер Б."));
    assert_eq!(first.tag("GameType"), None);
    assert_eq!(
        first.fen(),
        Some("W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4"),
        "read without the trailing dot"
    );
    let moves: Vec<String> = first
        .moves()
        .map(|m| m.notation(Variant::Russian))
        .collect();
    assert_eq!(moves.first().map(String::as_str), Some("c3-d4"));
    assert!(
        moves.contains(&"c5:g5".to_owned()),
        "the short double capture"
    );
    assert_eq!(first.result(), Some("1-0"));
    assert!(
        write_game(first).contains(
            "[FEN \"W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4\"]"
        )
    );
}

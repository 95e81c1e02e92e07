//! PDN files read whole: every game read, the right game detected, every game written and
//! read back the same. The project's own fixtures (`tests/fixtures/pdn/` of the workspace)
//! always; the real files of the outside corpus when it is there.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../../../../tests/it/common/corpus.rs"]
mod corpus;

use std::fs::File;
use std::io::BufReader;
use std::path::Path;

use hektor_draughts::Variant;
use hektor_draughts::pdn::{Game, PdnReader, write_game};

fn games(path: &Path) -> Vec<Game> {
    let file = File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    PdnReader::new(BufReader::new(file))
        .map(|game| game.unwrap_or_else(|e| panic!("{}: {e:?}", path.display())))
        .collect()
}

/// The `count` games of the file at `path`, each of `variant`, written and read back the
/// same.
fn check(path: &Path, count: usize, variant: Variant) -> Vec<Game> {
    let name = path.display();
    let games = games(path);
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

/// The game numbers of `games` that have no moves.
fn without_moves(games: &[Game]) -> Vec<usize> {
    games
        .iter()
        .filter(|g| g.moves().count() == 0)
        .map(Game::number)
        .collect()
}

#[test]
fn the_international_fixture_has_12_games_the_last_of_tags_only() {
    let games = check(
        &corpus::own("pdn/international.pdn"),
        12,
        Variant::International,
    );
    assert_eq!(games[0].tag("White"), Some("Alder, A."));
    assert_eq!(games[0].result(), Some("1/2-1/2"));
    assert_eq!(games[0].moves().count(), 94);
    // The file ends with a game of tags only (its movetext was never entered).
    assert_eq!(without_moves(&games), [12]);
    assert_eq!(games[11].tag("Result"), Some("2-0"));
    assert_eq!(games[11].result(), None);
}

/// `first`, the first game of a draughts-64 file with no GameType tag, a numeric FEN with
/// a trailing dot and algebraic moves, is read as draughts-64: `fen` without the dot, the
/// double capture `short` written short, its result `result`.
fn a_numeric_fen_game_is_russian(first: &Game, fen: &str, first_move: &str, short: &str) {
    assert_eq!(first.tag("GameType"), None);
    assert_eq!(first.fen(), Some(fen), "read without the trailing dot");
    let moves: Vec<String> = first
        .moves()
        .map(|m| m.notation(Variant::Russian))
        .collect();
    assert_eq!(moves.first().map(String::as_str), Some(first_move));
    assert!(
        moves.contains(&short.to_owned()),
        "the short double capture"
    );
    assert!(write_game(first).contains(&format!("[FEN \"{fen}\"]")));
}

#[test]
fn the_russian_fixture_has_3_games_with_a_numeric_fen() {
    let games = check(&corpus::own("pdn/russian.pdn"), 3, Variant::Russian);
    assert!(games.iter().all(|g| g.moves().count() > 0));
    let first = &games[0];
    assert_eq!(first.tag("White"), Some("Петренко В."));
    assert_eq!(first.result(), Some("0-1"));
    a_numeric_fen_game_is_russian(
        first,
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "a3-b4",
        "g5:c5",
    );
}

/// The same on the outside corpus's real files (`make test` runs them when the shared
/// folder is there).
mod outside_corpus {
    use super::*;
    use corpus::outside;

    #[test]
    fn wk2003_has_23_international_games() {
        let games = check(
            &outside("fixtures/pdn/wk2003.pdn"),
            23,
            Variant::International,
        );
        assert_eq!(games[0].tag("White"), Some("Ndjofang, J.M."));
        assert_eq!(games[0].result(), Some("1/2-1/2"));
        assert_eq!(games[0].moves().count(), 80);
    }

    #[test]
    fn nk2003_has_33_international_games() {
        let path = outside("fixtures/pdn/nk2003-amsterdam.pdn");
        let games = check(&path, 33, Variant::International);
        // The file ends with a game of tags only (its movetext was never entered).
        assert_eq!(without_moves(&games), [33]);
        assert_eq!(games[32].tag("Result"), Some("1-0"));
        assert_eq!(games[32].result(), None);
    }

    #[test]
    fn ussr1947_has_153_russian_games_with_a_numeric_fen() {
        let games = check(&outside("fixtures/pdn/ussr1947.pdn"), 153, Variant::Russian);
        assert!(games.iter().all(|g| g.moves().count() > 0));
        let first = &games[0];
        assert_eq!(first.tag("White"), Some("Блиндер Б."));
        assert_eq!(first.result(), Some("1-0"));
        a_numeric_fen_game_is_russian(
            first,
            "W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4",
            "c3-d4",
            "c5:g5",
        );
    }
}

//! Every game of many random games (and of the outside corpus's big PGN files, when they
//! are there) replays through the move parser: each SAN token's text gives the move the
//! PGN means.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::ops::ControlFlow;

use hektor::games::chess::notation::parse_move;
use pgn_reader::{Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Position};

/// Replays the mainline, checking every move; counts the moves.
struct Replayer {
    games: usize,
}

struct Game {
    pos: Chess,
    plies: usize,
}

impl Visitor for Replayer {
    type Tags = ();
    type Movetext = Game;
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Self::Movetext> {
        self.games += 1;
        ControlFlow::Continue(Game {
            pos: Chess::default(),
            plies: 0,
        })
    }

    fn begin_variation(&mut self, _game: &mut Game) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn san(&mut self, game: &mut Game, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let text = san_plus.to_string();
        let expected = san_plus.san.to_move(&game.pos).unwrap_or_else(|e| {
            panic!(
                "game {} ply {}: the fixture's {text} is illegal: {e}",
                self.games,
                game.plies + 1
            )
        });
        let parsed = parse_move(&game.pos, &text);
        assert_eq!(
            parsed,
            Ok(expected),
            "game {} ply {}: {text}",
            self.games,
            game.plies + 1
        );
        let bare = san_plus.san.to_string();
        assert_eq!(parse_move(&game.pos, &bare), Ok(expected), "{bare}");
        game.pos.play_unchecked(expected);
        game.plies += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: Game) -> Self::Output {
        game.plies
    }
}

/// Every game of the PGN `text` replayed: (games, half-moves).
fn replay(text: impl std::io::Read) -> (usize, usize) {
    let mut reader = Reader::new(text);
    let mut replayer = Replayer { games: 0 };
    let mut plies = 0;
    while let Some(count) = reader.read_game(&mut replayer).unwrap() {
        plies += count;
    }
    (replayer.games, plies)
}

#[test]
fn every_random_game_replays() {
    let (games, plies) = replay(common::games::random_games(500, 6, false).as_bytes());
    assert_eq!(games, 500);
    assert!(plies > 30_000, "{plies} plies");
}

/// The same on the outside corpus's big files (`make test` runs them when the shared
/// folder is there).
mod outside_corpus {
    use super::*;
    use common::corpus::{BIG_PGN, outside};

    #[test]
    fn every_game_of_the_big_files_replays() {
        for (file, more_games, more_plies) in BIG_PGN {
            let (games, plies) = replay(std::fs::File::open(outside(file)).unwrap());
            assert!(games > more_games, "{file}: {games} games");
            assert!(plies > more_plies, "{file}: {plies} plies");
        }
    }
}

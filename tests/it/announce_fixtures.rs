//! Every game of many random games (and of the outside corpus's big PGN files, when they
//! are there) replays through announce -> parse: each move, announced
//! in the default style (both forms) and in one more style x form x language (taking
//! turns, so the corpus covers every combination), parses back to that move.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::ops::ControlFlow;

use hektor::games::chess::notation::parse_move;
use hektor::i18n::Lang;
use hektor::{
    announce::{AnnounceOptions, Form, Style},
    games::chess::announce::Announcer,
};
use pgn_reader::{Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Position};

struct Replayer {
    /// The default style, short and long.
    fide: [Announcer; 2],
    /// Every other combination, one per move in turn.
    others: Vec<Announcer>,
    games: usize,
    plies: usize,
}

impl Replayer {
    fn new() -> Replayer {
        let announcer = |style, form, lang, extras: bool| {
            Announcer::new(AnnounceOptions {
                style,
                form,
                lang,
                pawn_name: extras,
                ranks_in_ui_language: extras,
            })
        };
        let mut others = Vec::new();
        for style in [
            Style::Fide,
            Style::FideAscii,
            Style::Nato,
            Style::Native,
            Style::San,
        ] {
            for form in [Form::Short, Form::Long] {
                for lang in Lang::ALL {
                    for extras in [false, true] {
                        others.push(announcer(style, form, lang, extras));
                    }
                }
            }
        }
        Replayer {
            fide: [
                announcer(Style::Fide, Form::Short, Lang::En, false),
                announcer(Style::Fide, Form::Long, Lang::En, false),
            ],
            others,
            games: 0,
            plies: 0,
        }
    }
}

impl Visitor for Replayer {
    type Tags = ();
    type Movetext = Chess;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Self::Movetext> {
        self.games += 1;
        ControlFlow::Continue(Chess::default())
    }

    fn begin_variation(&mut self, _pos: &mut Chess) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn san(&mut self, pos: &mut Chess, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let mv = san_plus.san.to_move(pos).unwrap();
        let other = &self.others[self.plies % self.others.len()];
        for announcer in self.fide.iter().chain([other]) {
            let text = announcer.move_text(pos, mv);
            let parsed = parse_move(pos, &text);
            assert_eq!(
                parsed,
                Ok(mv),
                "game {} ({san_plus}): {text:?} in {:?}",
                self.games,
                announcer.options()
            );
        }
        pos.play_unchecked(mv);
        self.plies += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _pos: Chess) -> Self::Output {}
}

/// Every game of the PGN `text` replayed: (games, half-moves).
fn replay(text: impl std::io::Read) -> (usize, usize) {
    let mut reader = Reader::new(text);
    let mut replayer = Replayer::new();
    while reader.read_game(&mut replayer).unwrap().is_some() {}
    (replayer.games, replayer.plies)
}

#[test]
fn every_random_game_is_announced_and_read_back() {
    let (games, plies) = replay(common::games::random_games(500, 5, false).as_bytes());
    assert!(
        games == 500 && plies > 30_000,
        "{games} games, {plies} plies"
    );
}

/// The same on the outside corpus's big files (`make test` runs them when the shared
/// folder is there).
mod outside_corpus {
    use super::*;
    use common::corpus::{BIG_PGN, outside};

    #[test]
    fn every_game_of_the_big_files_is_announced_and_read_back() {
        for (file, more_games, more_plies) in BIG_PGN {
            let (games, plies) = replay(std::fs::File::open(outside(file)).unwrap());
            assert!(
                games > more_games && plies > more_plies,
                "{file}: {games} games, {plies} plies"
            );
        }
    }
}

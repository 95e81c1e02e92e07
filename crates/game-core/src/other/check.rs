//! `hektor check` on a file of a registered game's games: each game read by the game's
//! own reader, its main line played from its start as a typed move is read, up to the
//! first move that is none; one line of the UI language for each game that does not.

use std::io::{self, Read};

use fluent_bundle::FluentValue;

use super::written::{games, play_line};
use super::{Game, OtherBoard, Said};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::move_args;
use crate::replay::report::{MoveAt, Summary};

/// What `check` finds wrong in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding {
    /// The game, or the position it starts from, does not read: the game's sentence why.
    Unread(Said),
    /// No legal move is written so where it stands: the rest of the line is not checked.
    Illegal(MoveAt, String),
}

/// One thing `check` has to say about a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The game's number in the file, from 1.
    pub game: u64,
    /// What was found (every finding is an error).
    pub finding: Finding,
}

/// Checks every game of `input`, a file of `game`'s games, handing each report to `sink`
/// as it is found. The summary's `pgn` says whether the file held a game at all.
pub fn check(
    game: &'static dyn Game,
    input: impl Read,
    sink: &mut dyn FnMut(&Report),
) -> io::Result<Summary> {
    let mut summary = Summary::default();
    games(game, input, |_, written| {
        summary.games += 1;
        summary.pgn = true;
        let start = written.and_then(|written| {
            let start = OtherBoard::start(game, written.setup.as_deref())?;
            Ok((start, written.moves))
        });
        let finding = match start {
            Err(why) => Some(Finding::Unread(why)),
            Ok((start, moves)) => {
                let stop = play_line(start, moves, |_, _, _| {
                    summary.moves += 1;
                    true
                });
                stop.map(|(at, written)| Finding::Illegal(at, written))
            }
        };
        if let Some(finding) = finding {
            summary.errors += 1;
            sink(&Report {
                game: summary.games,
                finding,
            });
        }
    })?;
    Ok(summary)
}

/// One report as the line `check` prints (`game N, move M: reason`), in the UI language.
pub fn report_line(locale: &Locale, report: &Report) -> String {
    let mut args: Vec<(&str, FluentValue)> = vec![("game", report.game.into())];
    let id = match &report.finding {
        Finding::Unread(why) => {
            args.push(("reason", why.in_lang(locale.lang()).into()));
            msg::CHECK_START
        }
        Finding::Illegal(at, written) => {
            move_args(locale, &mut args, at);
            args.push(("move", written.clone().into()));
            msg::CHECK_ILLEGAL
        }
    };
    sentence(locale, id, &args)
}

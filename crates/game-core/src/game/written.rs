//! The rules check of a record kept as written (tournament mode, where a move is recorded
//! as typed, legal or not), whatever the game: its moves played from a start, each the one
//! legal move it fits (as the game reads a written move), up to the first that is not
//! legal, which is named with the reason; the moves after it are not checked. The
//! dispatch checks a record of any game so (`games::written`), chess's scoresheet a chess
//! record (`games::chess::sheet::written`).

use crate::game::record::GameRecord;
use crate::game::rules::GameRules;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::GamePosition;
use crate::terms::Player;

/// A move of the record that is legal where it stands.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted<M> {
    /// The legal move it fits.
    pub mv: M,
    /// It is written otherwise than the game writes that move (chess: no `x` where it
    /// captures, no `+` where it checks, its departure square named).
    pub loose: bool,
}

/// The first move of the record that is not legal where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotLegal {
    /// Its place in the record (0-based).
    pub index: usize,
    /// Who made it.
    pub player: Player,
    /// Why it is not legal, in the words of the check's language.
    pub reason: String,
}

/// What the rules say of a record as written.
#[derive(Debug, Clone, PartialEq)]
pub struct WrittenCheck {
    /// How many moves from the start are legal, up to the first that is not (all of them
    /// when every one is).
    pub legal: usize,
    /// How many of the legal moves are written loosely.
    pub loose: usize,
    /// The first move that is not legal, when there is one.
    pub not_legal: Option<NotLegal>,
}

impl WrittenCheck {
    /// What the check found in `locale`'s language: the first move of `record` that is
    /// not legal, named by number, side and as `move_text` writes it, with the reason and
    /// the count of the moves not checked after it, or that every move is legal; then how
    /// many were written loosely, when any was.
    pub fn sentences<R: GameRules>(
        &self,
        record: &GameRecord<R>,
        locale: &Locale,
        move_text: impl Fn(&str) -> String,
    ) -> Vec<String> {
        let mut lines = vec![match &self.not_legal {
            Some(not_legal) => {
                let written = record
                    .moves
                    .get(not_legal.index)
                    .map_or_else(String::new, |mv| move_text(mv.san.trim()));
                let after = record.moves.len().saturating_sub(not_legal.index + 1);
                sentence(
                    locale,
                    msg::WRITTEN_NOT_LEGAL,
                    &[
                        ("number", record.move_number(not_legal.index).into()),
                        ("side", not_legal.player.in_sentence(locale).into()),
                        ("move", written.into()),
                        ("reason", not_legal.reason.clone().into()),
                        ("after", after.into()),
                    ],
                )
            }
            None => sentence(
                locale,
                msg::WRITTEN_ALL_LEGAL,
                &[("moves", record.moves.len().into())],
            ),
        }];
        if self.loose > 0 {
            lines.push(sentence(
                locale,
                msg::WRITTEN_LOOSE,
                &[("loose", self.loose.into())],
            ));
        }
        lines
    }
}

/// Plays the moves of `record` from `start` as they are written, each the one legal move
/// it fits (`read`: the game's reading of a written move, or why it is none), up to the
/// first that is not legal.
pub fn check<P: GamePosition, R: GameRules>(
    record: &GameRecord<R>,
    start: P,
    read: impl Fn(&P, &str) -> Result<P::Move, String>,
) -> WrittenCheck {
    let mut checked = WrittenCheck {
        legal: 0,
        loose: 0,
        not_legal: None,
    };
    for fitted in fit(record, start, read) {
        match fitted {
            Ok(fitted) => {
                checked.legal += 1;
                checked.loose += usize::from(fitted.loose);
            }
            Err(not_legal) => checked.not_legal = Some(not_legal),
        }
    }
    checked
}

/// The moves of `record` played from `start` as they are written, one at a time as the
/// iterator goes (none kept: a long game is checked in little memory), each as the one
/// legal move it fits (`read`: the game's reading of a written move, or why it is none),
/// up to the first that is not legal: the last item, with its reason.
pub fn fit<'a, P: GamePosition + 'a, R: GameRules>(
    record: &'a GameRecord<R>,
    start: P,
    read: impl Fn(&P, &str) -> Result<P::Move, String> + 'a,
) -> impl Iterator<Item = Result<Fitted<P::Move>, NotLegal>> + 'a {
    let mut board = start;
    let fitted = record.moves.iter().enumerate().map(move |(index, entry)| {
        let kept = (!entry.written)
            .then(|| board.move_of_key(entry.uci))
            .flatten();
        let read = kept.map_or_else(|| read(&board, entry.san), Ok);
        let next = read.and_then(|mv| {
            let next = board.play(&mv).ok_or_else(String::new)?;
            Ok((mv, next))
        });
        match next {
            Ok((mv, next)) => {
                let loose = board.notate(&mv).text != entry.san.trim();
                board = next;
                Ok(Fitted { mv, loose })
            }
            Err(reason) => Err(NotLegal {
                index,
                player: board.turn(),
                reason,
            }),
        }
    });
    crate::first_error::through_first_error(fitted)
}

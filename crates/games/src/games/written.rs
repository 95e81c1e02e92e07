//! The rules check of a record of any game kept as written (tournament mode, where a move
//! is recorded as typed, legal or not): the core's check (`game::written`) from the
//! record's start, each move the one legal move it fits ([`GameWords::legal_written`]),
//! up to the first that is not legal, which is named with the reason; the moves after it
//! are not checked. `hektor check` of a game file and
//! the session at the game's end say [`lines`] and [`said`]; the scoresheets mark the
//! moves from the first that is not legal on.

use super::words::GameWords;
use super::{Board, GameRecord};
use crate::game::written;
use crate::position::ReplayError;

pub use crate::game::written::WrittenCheck;

/// Plays the moves of `record` from its start as they are written, each the one legal
/// move it fits, up to the first that is not legal; the reasons are said in `words`.
///
/// # Errors
///
/// The record's start position cannot be set up.
pub fn check(record: &GameRecord, words: &GameWords) -> Result<WrittenCheck, ReplayError> {
    let start = start(record)?;
    Ok(written::check(record, start, |board, text| {
        words.legal_written(board, text)
    }))
}

/// The start of `record`'s game.
fn start(record: &GameRecord) -> Result<Board, ReplayError> {
    let fen = record.start_fen.as_deref();
    Board::start(record.rules, fen).map_err(|reason| ReplayError::BadStart {
        fen: fen.unwrap_or_default().to_owned(),
        reason,
    })
}

/// What `checked` found in `words`' language: the first move of `record` that is not
/// legal, named by number, side and as written, with the reason and the count of the
/// moves not checked after it, or that every move is legal; then how many were written
/// loosely, when any was.
pub fn lines(checked: &WrittenCheck, record: &GameRecord, words: &GameWords) -> Vec<String> {
    checked.sentences(record, words.locale(), |san| words.local_record(san))
}

/// [`lines`] to be said: the move in the style's words, as the session read it back when
/// it was typed, never the notation a voice would spell.
pub fn said(checked: &WrittenCheck, record: &GameRecord, words: &GameWords) -> Vec<String> {
    checked.sentences(record, words.locale(), |san| {
        words
            .read_written(record.rules, san)
            .map_or_else(|_| san.to_owned(), |written| written.words)
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::announce::{AnnounceOptions, Style};
    use crate::game::record::MoveRecord;
    use crate::games::Rules;
    use crate::i18n::Lang;
    use crate::terms::Player;

    fn written(san: &str) -> MoveRecord {
        MoveRecord::as_written(san, 0, None)
    }

    fn record(rules: Rules, moves: &[&str]) -> GameRecord {
        GameRecord {
            rules,
            moves: moves.iter().map(|san| written(san)).collect(),
            ..GameRecord::default()
        }
    }

    fn words_of(rules: Rules, lang: Lang) -> GameWords {
        GameWords::new(
            rules,
            AnnounceOptions {
                style: Style::San,
                lang,
                ..AnnounceOptions::default()
            },
        )
    }

    #[test]
    fn a_legal_record_counts_its_loose_moves() {
        let record = record(Rules::Chess, &["e2e4", "e5", "Ng1f3", "Nc6", "Bc4", "Nf6"]);
        let words = words_of(Rules::Chess, Lang::En);
        let checked = check(&record, &words).unwrap();
        assert_eq!(
            (checked.legal, checked.loose, &checked.not_legal),
            (6, 2, &None)
        );
        assert_eq!(
            lines(&checked, &record, &words),
            [
                "All 6 moves as recorded are legal.",
                "2 moves are written loosely (without the capture mark or the check sign, or with the departure square): each fits exactly one legal move and is legal as written.",
            ]
        );
    }

    #[test]
    fn the_first_move_not_legal_is_named_with_its_reason() {
        let record = record(Rules::Chess, &["e4", "e5", "Qd7", "Nc6", "Nf3"]);
        let words = words_of(Rules::Chess, Lang::En);
        let checked = check(&record, &words).unwrap();
        assert_eq!(checked.legal, 2);
        let said = lines(&checked, &record, &words);
        assert!(
            said[0].starts_with(
                "Move 2 as recorded (White), Qd7, is not legal. No queen can reach d7."
            ),
            "{said:?}"
        );
        assert!(
            said[0].ends_with("The 2 moves after it are not checked."),
            "{said:?}"
        );
        let uk = words_of(Rules::Chess, Lang::Uk);
        let ukrainian = lines(&check(&record, &uk).unwrap(), &record, &uk);
        assert!(
            ukrainian[0].starts_with("Хід 2 за записом (білі), Фd7, неможливий."),
            "{ukrainian:?}"
        );
    }

    #[test]
    fn draughts_records_are_checked_by_their_rules() {
        let record = record(
            Rules::Draughts100,
            &["32-28", "19-23", "28x19", "14x23", "33-28", "23-29"],
        );
        let words = words_of(Rules::Draughts100, Lang::En);
        let checked = check(&record, &words).unwrap();
        let not_legal = checked.not_legal.clone().unwrap();
        assert_eq!((not_legal.index, not_legal.player), (5, Player::Black));
        let said = lines(&checked, &record, &words);
        assert!(
            said[0].starts_with("Move 3 as recorded (Black), 23-29, is not legal."),
            "{said:?}"
        );
    }
}

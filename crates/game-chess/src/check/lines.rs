//! A PGN check's reports as the lines `hektor check` prints, in the UI language.

use fluent_bundle::FluentValue;

use super::Report;
use crate::findings::{Finding, Note};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::move_args;
use crate::start::StartError;

/// One report as the line `check` prints (`game N, move M: reason`).
pub fn report_line(locale: &Locale, report: &Report) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("game", report.game.into()));
    let id = match &report.finding {
        Finding::Illegal(at, san) => {
            move_args(locale, &mut args, at);
            args.push(("move", san.clone().into()));
            msg::CHECK_ILLEGAL
        }
        Finding::Ambiguous(at, san) => {
            move_args(locale, &mut args, at);
            args.push(("move", san.clone().into()));
            msg::CHECK_AMBIGUOUS
        }
        Finding::NoPromotionPiece(at, san) => {
            move_args(locale, &mut args, at);
            args.push(("move", san.clone().into()));
            msg::CHECK_NO_PROMOTION
        }
        Finding::NullMove(at) => {
            move_args(locale, &mut args, at);
            msg::CHECK_NULL_MOVE
        }
        Finding::Unread(at, word) => {
            move_args(locale, &mut args, at);
            args.push(("move", word.clone().into()));
            msg::CHECK_UNREAD
        }
        Finding::Start(error) => return start_error_line(locale, report.game, error),
        Finding::Syntax(broken) => {
            args.push(("reason", locale.text(broken.message()).into()));
            msg::CHECK_SYNTAX
        }
        Finding::UnclosedVariation => msg::CHECK_UNCLOSED_VARIATION,
        Finding::WrongResult {
            written,
            board,
            stalemate,
        } => {
            args.push(("written", written.clone().into()));
            args.push(("board", (*board).into()));
            if *stalemate {
                msg::CHECK_RESULT_STALEMATE
            } else {
                msg::CHECK_RESULT_MATE
            }
        }
        Finding::Note(Note::NoResult) => msg::CHECK_NOTE_NO_RESULT,
        Finding::Note(Note::Chess960) => msg::CHECK_NOTE_CHESS960,
        Finding::Note(Note::Variant(variant)) => {
            args.push(("variant", variant.uci().into()));
            msg::CHECK_NOTE_VARIANT
        }
        Finding::Note(Note::UciMoves) => msg::CHECK_NOTE_UCI,
        Finding::Note(Note::ResultTag(tag, written)) => {
            args.push(("tag", tag.clone().into()));
            args.push(("written", written.clone().into()));
            msg::CHECK_NOTE_RESULT_TAG
        }
        Finding::Note(Note::StrayClose(at)) => {
            move_args(locale, &mut args, at);
            msg::CHECK_NOTE_STRAY_CLOSE
        }
        Finding::Empty => msg::CHECK_EMPTY,
        Finding::Note(Note::NoMoves) => msg::CHECK_NOTE_NO_MOVES,
        Finding::Note(Note::Forfeit(read)) => {
            args.push(("result", read.clone().into()));
            msg::CHECK_NOTE_FORFEIT
        }
        Finding::Note(Note::CaptureMark(at, written, read)) => {
            move_args(locale, &mut args, at);
            // A capture written without its `x` lacks the mark; one with it takes nothing.
            let mark = if written.contains('x') {
                "wrong"
            } else {
                "missing"
            };
            args.push(("written", written.clone().into()));
            args.push(("move", read.clone().into()));
            args.push(("mark", mark.into()));
            msg::CHECK_NOTE_CAPTURE_MARK
        }
    };
    sentence(locale, id, &args)
}

/// The line for a game whose start position cannot be used.
fn start_error_line(locale: &Locale, game: u64, error: &StartError) -> String {
    sentence(
        locale,
        msg::CHECK_START,
        &[
            ("game", game.into()),
            (
                "reason",
                crate::unusable::Unusable::phrase(error, locale).into(),
            ),
        ],
    )
}

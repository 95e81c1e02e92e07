//! The printed scoresheet's words in the UI language, for a printer or a sighted
//! arbiter, for both games: the tags with their labels, the result line, the line of a
//! sheet kept as written (each game lays out its own moves: chess in
//! `games::chess::sheet::text`).

use crate::game::record::DraughtsDraw;
use crate::game::time_control::TimeControl;
use crate::game::{Tags, Termination};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::terms::Player;

fn termination_text(locale: &Locale, termination: &Termination) -> String {
    let id = match termination {
        Termination::Checkmate => msg::SCORESHEET_END_CHECKMATE,
        Termination::Stalemate => msg::SCORESHEET_END_STALEMATE,
        Termination::Resignation => msg::SCORESHEET_END_RESIGNATION,
        Termination::TimeForfeit => msg::SCORESHEET_END_TIME_FORFEIT,
        Termination::DrawAgreement => msg::SCORESHEET_END_DRAW_AGREEMENT,
        Termination::Repetition => msg::SCORESHEET_END_REPETITION,
        Termination::FiftyMoves => msg::SCORESHEET_END_FIFTY_MOVES,
        Termination::InsufficientMaterial => msg::SCORESHEET_END_INSUFFICIENT_MATERIAL,
        Termination::Adjudication => msg::SCORESHEET_END_ADJUDICATION,
        Termination::NoPieces => msg::DRAUGHTS_END_NO_PIECES,
        Termination::NoMoves => msg::DRAUGHTS_END_NO_MOVES,
        Termination::DraughtsDraw(DraughtsDraw::SmallEnding) => msg::DRAUGHTS_BY_SMALL_ENDING,
        Termination::DraughtsDraw(DraughtsDraw::LoneKing) => msg::DRAUGHTS_BY_LONE_KING,
        Termination::DraughtsDraw(DraughtsDraw::KingsOnly) => msg::DRAUGHTS_BY_KINGS_ONLY,
        Termination::DraughtsDraw(DraughtsDraw::NoMaterialChange) => {
            msg::DRAUGHTS_BY_NO_MATERIAL_CHANGE
        }
        Termination::Other(words) => return words.clone(),
    };
    locale.text(id)
}

/// The line of a scoresheet kept as written that says that move `number` of `player`,
/// written `written`, is not legal and how it and the moves after it are marked, in
/// `locale`'s words (the printed and the Braille scoresheets of both games say it so).
pub fn not_legal_line(locale: &Locale, number: u32, player: Player, written: &str) -> String {
    sentence(
        locale,
        msg::SCORESHEET_NOT_LEGAL,
        &[
            ("number", number.into()),
            ("side", player.in_sentence(locale).into()),
            ("move", written.to_owned().into()),
            ("mark", locale.text(msg::SCORESHEET_UNCHECKED_MARK).into()),
        ],
    )
}

/// The result line of a heading in `locale`'s words: `Result: 1-0 (resignation)`, the
/// result as written (`1-0`, `2-0`) and how the game ended when that is known, or the
/// words for an unfinished game (`result` none). The printed and the Braille
/// scoresheets of both games say it so.
pub fn result_line(
    locale: &Locale,
    result: Option<&str>,
    termination: Option<&Termination>,
) -> String {
    let result = match (result, termination) {
        (None, _) => locale.text(msg::SCORESHEET_UNFINISHED),
        (Some(result), Some(t)) => format!("{result} ({})", termination_text(locale, t)),
        (Some(result), None) => result.to_owned(),
    };
    format!("{}: {result}", locale.text(msg::SCORESHEET_RESULT))
}

/// Every known tag with its localized label (`Event: ...`), one per line.
pub fn tag_lines(locale: &Locale, tags: &Tags) -> Vec<String> {
    let time_control = tags.time_control.as_ref().map(|tag| {
        TimeControl::from_pgn_tag(tag).map_or_else(
            |_| tag.clone(),
            |c| crate::game::time_words::time_control(locale, &c),
        )
    });
    let date = locale.lang().date(&tags.date);
    let fields = [
        (msg::SCORESHEET_EVENT, Some(tags.event.as_str())),
        (msg::SCORESHEET_SITE, Some(tags.site.as_str())),
        (msg::SCORESHEET_DATE, Some(date.as_str())),
        (msg::SCORESHEET_ROUND, Some(tags.round.as_str())),
        (msg::SCORESHEET_WHITE, Player::White.person(&tags.white)),
        (msg::SCORESHEET_BLACK, Player::Black.person(&tags.black)),
        (msg::SCORESHEET_BOARD, Some(tags.board.as_str())),
        (msg::SCORESHEET_TIME_CONTROL, time_control.as_deref()),
    ];
    fields
        .iter()
        .filter_map(|(id, value)| {
            let value = (*value)?.trim();
            let unknown = value.is_empty() || value.chars().all(|c| matches!(c, '?' | '.' | '-'));
            (!unknown).then(|| format!("{}: {value}", locale.text(id)))
        })
        .collect()
}

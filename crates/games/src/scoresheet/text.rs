//! The printed scoresheet in the UI language, with that language's piece letters and
//! header words, for a printer or a sighted arbiter.

use std::io::{self, Write};

use super::layout::{Page, Pager};
use super::paged::PagedSheet;
use crate::game::record::DraughtsDraw;
use crate::game::time_control::TimeControl;
use crate::game::{GameResult, Tags, Termination};
use crate::games::chess::scoresheet::{Header, NotLegal, Words};
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

/// The heading lines: every known tag with its localized label, then the result.
pub fn heading(locale: &Locale, header: &Header) -> Vec<String> {
    let mut lines = tag_lines(locale, &header.tags);
    let result = match header.result {
        GameResult::Ongoing => None,
        finished => Some(finished.pgn()),
    };
    lines.push(result_line(locale, result, header.termination.as_ref()));
    lines.extend(
        header
            .not_legal
            .as_ref()
            .map(|n| chess_not_legal_line(locale, n)),
    );
    lines
}

/// The line of a chess scoresheet kept as written that says which move is not legal
/// (its text in `locale`'s letters) and how it and the moves after it are marked.
pub fn chess_not_legal_line(locale: &Locale, not_legal: &NotLegal) -> String {
    let written = Words::new(locale).written(&not_legal.text);
    not_legal_line(locale, not_legal.number, not_legal.player, &written)
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

/// The printed scoresheet of a game with this header, written to `out` as its moves come.
pub fn sheet<'a>(
    locale: &'a Locale,
    header: &Header,
    page: Page,
    out: Box<dyn Write + 'a>,
) -> io::Result<PagedSheet<'a>> {
    let pager = Pager::new(
        page,
        Box::new(move |n| sentence(locale, msg::SCORESHEET_PAGE, &[("number", n.into())])),
        out,
    );
    let words = Words::new(locale);
    PagedSheet::new(
        pager,
        &heading(locale, header),
        Box::new(move |pair| words.pair(pair)),
        header.result.pgn().to_owned(),
    )
}

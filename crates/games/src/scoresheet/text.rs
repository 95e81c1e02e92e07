//! The printed scoresheet in the UI language, with that language's piece letters and
//! header words, for a printer or a sighted arbiter.

use std::io::{self, Write};

use super::layout::{Page, Pager};
use super::write::PagedSheet;
use crate::game::record::DraughtsDraw;
use crate::game::time_control::TimeControl;
use crate::game::{GameResult, Tags, Termination};
use crate::games::chess::scoresheet::{Header, Words};
use crate::i18n::{Locale, sentence};
use crate::terms::Player;

fn termination_text(locale: &Locale, termination: &Termination) -> String {
    let id = match termination {
        Termination::Checkmate => "scoresheet-end-checkmate",
        Termination::Stalemate => "scoresheet-end-stalemate",
        Termination::Resignation => "scoresheet-end-resignation",
        Termination::TimeForfeit => "scoresheet-end-time-forfeit",
        Termination::DrawAgreement => "scoresheet-end-draw-agreement",
        Termination::Repetition => "scoresheet-end-repetition",
        Termination::FiftyMoves => "scoresheet-end-fifty-moves",
        Termination::InsufficientMaterial => "scoresheet-end-insufficient-material",
        Termination::Adjudication => "scoresheet-end-adjudication",
        Termination::NoPieces => "draughts-end-no-pieces",
        Termination::NoMoves => "draughts-end-no-moves",
        Termination::DraughtsDraw(DraughtsDraw::SmallEnding) => "draughts-by-small-ending",
        Termination::DraughtsDraw(DraughtsDraw::LoneKing) => "draughts-by-lone-king",
        Termination::DraughtsDraw(DraughtsDraw::KingsOnly) => "draughts-by-kings-only",
        Termination::DraughtsDraw(DraughtsDraw::NoMaterialChange) => {
            "draughts-by-no-material-change"
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
    lines
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
        (None, _) => locale.text("scoresheet-unfinished"),
        (Some(result), Some(t)) => format!("{result} ({})", termination_text(locale, t)),
        (Some(result), None) => result.to_owned(),
    };
    format!("{}: {result}", locale.text("scoresheet-result"))
}

/// Every known tag with its localized label (`Event: ...`), one per line.
pub fn tag_lines(locale: &Locale, tags: &Tags) -> Vec<String> {
    let time_control = tags.time_control.as_ref().map(|tag| {
        TimeControl::from_pgn_tag(tag).map_or_else(
            |_| tag.clone(),
            |c| crate::game::time_words::time_control(locale, &c),
        )
    });
    let fields = [
        ("scoresheet-event", Some(tags.event.as_str())),
        ("scoresheet-site", Some(tags.site.as_str())),
        ("scoresheet-date", Some(tags.date.as_str())),
        ("scoresheet-round", Some(tags.round.as_str())),
        ("scoresheet-white", Player::White.person(&tags.white)),
        ("scoresheet-black", Player::Black.person(&tags.black)),
        ("scoresheet-board", Some(tags.board.as_str())),
        ("scoresheet-time-control", time_control.as_deref()),
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
        Box::new(move |n| sentence(locale, "scoresheet-page", &[("number", n.into())])),
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

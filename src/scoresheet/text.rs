//! The printed scoresheet in the UI language, with that language's piece letters and
//! header words, for a printer or a sighted arbiter.

use shakmaty::CastlingSide;
use shakmaty::san::{San, SanPlus};

use super::layout::{self, Page};
use super::sheet::{MovePair, Ply, Scoresheet};
use crate::game::time_control::TimeControl;
use crate::game::{GameResult, Termination};
use crate::i18n::{Locale, time};

/// SAN with the piece letters of the locale (`Nf3` is `Sf3` in German, `Кf3` in Russian).
pub fn localized_san(locale: &Locale, san: &SanPlus) -> String {
    if let San::Castle(side) = san.san {
        let mut out = locale.text(match side {
            CastlingSide::KingSide => "scoresheet-castle-short",
            CastlingSide::QueenSide => "scoresheet-castle-long",
        });
        if let Some(suffix) = san.suffix {
            out.push(suffix.char());
        }
        return out;
    }
    let letters = locale.text("scoresheet-pieces");
    let letters: Vec<&str> = letters.split_whitespace().collect();
    let letter = |index: usize, fallback: char| {
        letters
            .get(index)
            .map_or_else(|| fallback.to_string(), |l| (*l).to_owned())
    };
    san.to_string()
        .chars()
        .map(|c| match c {
            'K' => letter(0, c),
            'Q' => letter(1, c),
            'R' => letter(2, c),
            'B' => letter(3, c),
            'N' => letter(4, c),
            other => other.to_string(),
        })
        .collect()
}

fn ply_text(locale: &Locale, ply: &Ply) -> String {
    let mut out = localized_san(locale, &ply.san);
    if ply.draw_offer {
        out.push(' ');
        out.push_str(&locale.text("scoresheet-draw-offer"));
    }
    out
}

fn pair_text(locale: &Locale, pair: &MovePair<'_>) -> String {
    let white = pair
        .white
        .map_or_else(|| "...".to_owned(), |ply| ply_text(locale, ply));
    let mut out = format!("{}. {white}", pair.number);
    if let Some(black) = pair.black {
        out.push(' ');
        out.push_str(&ply_text(locale, black));
    }
    out
}

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
        Termination::Other(words) => return words.clone(),
    };
    locale.text(id)
}

/// The heading lines: every known tag with its localized label, then the result.
pub fn heading(locale: &Locale, sheet: &Scoresheet) -> Vec<String> {
    let tags = &sheet.tags;
    let time_control = tags.time_control.as_ref().map(|tag| {
        TimeControl::from_pgn_tag(tag)
            .map_or_else(|_| tag.clone(), |c| time::time_control(locale, &c))
    });
    let fields = [
        ("scoresheet-event", Some(&tags.event)),
        ("scoresheet-site", Some(&tags.site)),
        ("scoresheet-date", Some(&tags.date)),
        ("scoresheet-round", Some(&tags.round)),
        ("scoresheet-white", Some(&tags.white)),
        ("scoresheet-black", Some(&tags.black)),
        ("scoresheet-board", Some(&tags.board)),
        ("scoresheet-time-control", time_control.as_ref()),
    ];
    let mut lines: Vec<String> = fields
        .iter()
        .filter_map(|(id, value)| {
            let value = (*value)?.trim();
            let unknown = value.is_empty() || value.chars().all(|c| matches!(c, '?' | '.' | '-'));
            (!unknown).then(|| format!("{}: {value}", locale.text(id)))
        })
        .collect();
    let result = match sheet.result {
        GameResult::Ongoing => locale.text("scoresheet-unfinished"),
        finished => match &sheet.termination {
            Some(t) => format!("{} ({})", finished.pgn(), termination_text(locale, t)),
            None => finished.pgn().to_owned(),
        },
    };
    lines.push(format!("{}: {result}", locale.text("scoresheet-result")));
    lines
}

/// The whole printed scoresheet.
pub fn render(locale: &Locale, sheet: &Scoresheet, page: Page) -> String {
    let mut lines = heading(locale, sheet);
    lines.push(String::new());
    lines.extend(sheet.pairs().iter().map(|pair| pair_text(locale, pair)));
    lines.push(sheet.result.pgn().to_owned());
    layout::paginate(&lines, page, &|n| {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("number", n);
        locale.format("scoresheet-page", Some(&args))
    })
}

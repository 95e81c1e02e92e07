//! PGN export: the Seven Tag Roster, TimeControl, SetUp/FEN and Termination when they
//! apply, `{[%clk h:mm:ss]}` with the mover's clock after each move, `draw offer` in the
//! same comment, the reason the game ended as a last comment, then the result.

use shakmaty::Color;

use super::sheet::Scoresheet;
use crate::game::Termination;

/// The comment word that marks a draw offer.
pub const DRAW_OFFER: &str = "draw offer";

/// The reason words of a termination, written as the last comment (and read back).
pub fn termination_words(termination: &Termination) -> &str {
    match termination {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::Resignation => "resignation",
        Termination::TimeForfeit => "time forfeit",
        Termination::DrawAgreement => "draw by agreement",
        Termination::Repetition => "repetition",
        Termination::FiftyMoves => "fifty-move rule",
        Termination::InsufficientMaterial => "insufficient material",
        Termination::Adjudication => "adjudication",
        Termination::Other(words) => words,
    }
}

/// The termination the reason words stand for (anything else is `Other`).
pub fn termination_from_words(words: &str) -> Termination {
    let known = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::Resignation,
        Termination::TimeForfeit,
        Termination::DrawAgreement,
        Termination::Repetition,
        Termination::FiftyMoves,
        Termination::InsufficientMaterial,
        Termination::Adjudication,
    ];
    known
        .into_iter()
        .find(|t| termination_words(t).eq_ignore_ascii_case(words.trim()))
        .unwrap_or_else(|| Termination::Other(words.trim().to_owned()))
}

/// The value of the PGN `Termination` tag (the standard's words).
fn termination_tag(termination: &Termination) -> &str {
    match termination {
        Termination::TimeForfeit => "time forfeit",
        Termination::Adjudication => "adjudication",
        Termination::Other(words) => words,
        _ => "normal",
    }
}

/// A clock reading as `h:mm:ss`, with tenths (or finer) only when present.
pub fn clock_text(ms: u64) -> String {
    let seconds = ms / 1000;
    let mut out = format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    );
    let fraction = ms % 1000;
    if fraction != 0 {
        let digits = format!("{fraction:03}");
        out.push('.');
        out.push_str(digits.trim_end_matches('0'));
    }
    out
}

fn tag(out: &mut String, name: &str, value: &str, eol: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    let value = value.replace(['\r', '\n'], " ");
    out.push_str(&format!("[{name} \"{value}\"]{eol}"));
}

fn or_unknown<'a>(value: &'a str, unknown: &'a str) -> &'a str {
    if value.trim().is_empty() {
        unknown
    } else {
        value
    }
}

/// The game as PGN, movetext wrapped at `width` characters.
pub fn render(sheet: &Scoresheet, width: usize, eol: &str) -> String {
    let t = &sheet.tags;
    let mut out = String::new();
    tag(&mut out, "Event", or_unknown(&t.event, "?"), eol);
    tag(&mut out, "Site", or_unknown(&t.site, "?"), eol);
    tag(&mut out, "Date", or_unknown(&t.date, "????.??.??"), eol);
    tag(&mut out, "Round", or_unknown(&t.round, "?"), eol);
    tag(&mut out, "White", or_unknown(&t.white, "?"), eol);
    tag(&mut out, "Black", or_unknown(&t.black, "?"), eol);
    tag(&mut out, "Result", sheet.result.pgn(), eol);
    if !t.board.trim().is_empty() {
        tag(&mut out, "Board", &t.board, eol);
    }
    if let Some(fen) = &sheet.start_fen {
        tag(&mut out, "SetUp", "1", eol);
        tag(&mut out, "FEN", fen, eol);
    }
    if let Some(tc) = &t.time_control {
        tag(&mut out, "TimeControl", tc, eol);
    }
    if let Some(termination) = &sheet.termination {
        tag(&mut out, "Termination", termination_tag(termination), eol);
    }
    out.push_str(eol);

    let mut words: Vec<String> = Vec::new();
    let mut after_comment = true;
    for ply in &sheet.plies {
        match ply.color {
            Color::White => words.push(format!("{}.", ply.number)),
            Color::Black if after_comment => words.push(format!("{}...", ply.number)),
            Color::Black => {}
        }
        words.push(ply.san.to_string());
        let mut comment = Vec::new();
        if let Some(ms) = ply.own_clock() {
            comment.push(format!("[%clk {}]", clock_text(ms)));
        }
        if ply.draw_offer {
            comment.push(DRAW_OFFER.to_owned());
        }
        after_comment = !comment.is_empty();
        if after_comment {
            words.push(format!("{{{}}}", comment.join(" ")));
        }
    }
    if let Some(termination) = &sheet.termination {
        words.push(format!("{{{}}}", termination_words(termination)));
    }
    words.push(sheet.result.pgn().to_owned());
    for line in wrap_units(&words, width) {
        out.push_str(&line);
        out.push_str(eol);
    }
    out
}

/// Wraps movetext at `width`, keeping each comment on one line when it fits; a single
/// token longer than a line (PGN tokens cannot be cut) stands on a line of its own.
fn wrap_units(units: &[String], width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    let pieces = units.iter().flat_map(|unit| {
        if unit.chars().count() > width {
            unit.split(' ').map(str::to_owned).collect()
        } else {
            vec![unit.clone()]
        }
    });
    for piece in pieces {
        let needed = current.chars().count() + 1 + piece.chars().count();
        if !current.is_empty() && needed > width {
            lines.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(&piece);
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_as_pgn_writes_them() {
        assert_eq!(clock_text(5_025_000), "1:23:45");
        assert_eq!(clock_text(9_800), "0:00:09.8");
    }
}

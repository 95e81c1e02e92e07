//! PGN export: the Seven Tag Roster, TimeControl, SetUp/FEN and Termination when they
//! apply, `{[%clk h:mm:ss]}` with the mover's clock after each move, `draw offer` in the
//! same comment, the reason the game ended as a last comment, then the result.

use std::io::{self, Write};

use shakmaty::Color;

use super::scoresheet::{Header, Ply};
use crate::game::Termination;
use crate::game::comment::{AsRecorded, WRITTEN, comment_safe, move_comment};
use crate::game::record::DraughtsDraw;
use crate::safe_text::{Breaks, safe_text};
use crate::terms::Player;

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
        Termination::NoPieces => "no pieces",
        Termination::NoMoves => "no moves",
        Termination::DraughtsDraw(DraughtsDraw::SmallEnding) => "small ending",
        Termination::DraughtsDraw(DraughtsDraw::LoneKing) => "lone king",
        Termination::DraughtsDraw(DraughtsDraw::KingsOnly) => "kings only",
        Termination::DraughtsDraw(DraughtsDraw::NoMaterialChange) => "no material change",
        Termination::Other(words) => words,
    }
}

/// The termination the reason words stand for (anything else is `Other`).
pub fn termination_from_words(words: &str) -> Termination {
    Termination::KNOWN
        .into_iter()
        .find(|t| termination_words(t).eq_ignore_ascii_case(words.trim()))
        .unwrap_or_else(|| Termination::Other(words.trim().to_owned()))
}

/// The value of the PGN `Termination` tag (the standard's words).
fn termination_tag(termination: &Termination) -> &str {
    match termination {
        Termination::TimeForfeit => "time forfeit",
        Termination::Adjudication => "adjudication",
        Termination::NoPieces => "no pieces",
        Termination::NoMoves => "no moves",
        Termination::DraughtsDraw(DraughtsDraw::SmallEnding) => "small ending",
        Termination::DraughtsDraw(DraughtsDraw::LoneKing) => "lone king",
        Termination::DraughtsDraw(DraughtsDraw::KingsOnly) => "kings only",
        Termination::DraughtsDraw(DraughtsDraw::NoMaterialChange) => "no material change",
        Termination::Other(words) => words,
        _ => "normal",
    }
}

fn tag(out: &mut dyn Write, name: &str, value: &str, eol: &str) -> io::Result<()> {
    // A tag is one line, and a name from a file carries no escape sequence into it.
    let value = safe_text(value, Breaks::Space)
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    write!(out, "[{name} \"{value}\"]{eol}")
}

fn or_unknown<'a>(value: &'a str, unknown: &'a str) -> &'a str {
    if value.trim().is_empty() {
        unknown
    } else {
        value
    }
}

/// Writes the tag section and the blank line after it.
pub fn write_tags(out: &mut dyn Write, header: &Header, eol: &str) -> io::Result<()> {
    let t = &header.tags;
    tag(out, "Event", or_unknown(&t.event, "?"), eol)?;
    tag(out, "Site", or_unknown(&t.site, "?"), eol)?;
    tag(out, "Date", or_unknown(&t.date, "????.??.??"), eol)?;
    tag(out, "Round", or_unknown(&t.round, "?"), eol)?;
    tag(
        out,
        "White",
        Player::White.person(&t.white).unwrap_or("?"),
        eol,
    )?;
    tag(
        out,
        "Black",
        Player::Black.person(&t.black).unwrap_or("?"),
        eol,
    )?;
    tag(out, "Result", header.result.pgn(), eol)?;
    if !t.board.trim().is_empty() {
        tag(out, "Board", &t.board, eol)?;
    }
    if let Some(fen) = &header.start_fen {
        tag(out, "SetUp", "1", eol)?;
        tag(out, "FEN", fen, eol)?;
    }
    if let Some(tc) = &t.time_control {
        tag(out, "TimeControl", tc, eol)?;
    }
    if let Some(termination) = &header.termination {
        tag(out, "Termination", termination_tag(termination), eol)?;
    }
    out.write_all(eol.as_bytes())
}

/// The movetext of one game, written as it comes: each move with its comment, wrapped at
/// the width, keeping each comment on one line when it fits; a single token longer than
/// a line (PGN tokens cannot be cut) stands on a line of its own.
pub struct Movetext<'a> {
    out: &'a mut dyn Write,
    width: usize,
    eol: &'a str,
    line: String,
    /// The characters of `line`.
    chars: usize,
    after_comment: bool,
    /// The moves of a record kept as written from its first move that is not legal on.
    as_recorded: AsRecorded,
}

impl<'a> Movetext<'a> {
    /// Movetext written to `out`, lines of at most `width` characters.
    pub fn new(out: &'a mut dyn Write, width: usize, eol: &'a str) -> Movetext<'a> {
        Movetext {
            out,
            width,
            eol,
            line: String::new(),
            chars: 0,
            after_comment: true,
            as_recorded: AsRecorded::default(),
        }
    }

    /// Adds one unit (a move number, a move, a comment); a unit wider than a line is
    /// broken at its spaces.
    fn unit(&mut self, unit: &str) -> io::Result<()> {
        if unit.chars().count() > self.width {
            for piece in unit.split(' ') {
                self.piece(piece)?;
            }
            Ok(())
        } else {
            self.piece(unit)
        }
    }

    fn piece(&mut self, piece: &str) -> io::Result<()> {
        let count = piece.chars().count();
        if !self.line.is_empty() && self.chars + 1 + count > self.width {
            self.end_line()?;
        }
        if !self.line.is_empty() {
            self.line.push(' ');
            self.chars += 1;
        }
        self.line.push_str(piece);
        self.chars += count;
        Ok(())
    }

    fn end_line(&mut self) -> io::Result<()> {
        write!(self.out, "{}{}", self.line, self.eol)?;
        self.line.clear();
        self.chars = 0;
        Ok(())
    }

    /// Adds one half-move with its clock and draw-offer comment.
    pub fn ply(&mut self, ply: &Ply) -> io::Result<()> {
        if let Some(written) = ply.written.as_ref().filter(|written| !written.checked) {
            let side = super::player_of(ply.color);
            self.as_recorded.push(ply.number, side, &written.text);
            return Ok(());
        }
        match ply.color {
            Color::White => self.unit(&format!("{}.", ply.number))?,
            Color::Black if self.after_comment => self.unit(&format!("{}...", ply.number))?,
            Color::Black => {}
        }
        let san = ply.san.to_string();
        self.unit(&san)?;
        let mut comment = move_comment(ply.own_clock(), ply.draw_offer);
        if let Some(written) = ply.written.as_ref().filter(|written| written.text != san) {
            let written = format!("{WRITTEN} {}", comment_safe(&written.text));
            comment = Some(comment.map_or_else(|| written.clone(), |c| format!("{c} {written}")));
        }
        self.after_comment = comment.is_some();
        if let Some(comment) = comment {
            self.unit(&format!("{{{comment}}}"))?;
        }
        Ok(())
    }

    /// Ends the game: the reason it ended as a comment, then the result.
    pub fn finish(&mut self, header: &Header) -> io::Result<()> {
        if let Some(comment) = self.as_recorded.comment() {
            self.unit(&comment)?;
        }
        if let Some(termination) = &header.termination {
            self.unit(&format!("{{{}}}", termination_words(termination)))?;
        }
        self.unit(header.result.pgn())?;
        self.end_line()
    }
}

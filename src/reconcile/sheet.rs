//! Scoresheets: what one player wrote, half-move by half-move, as text entries and gaps.
//!
//! A sheet is read from PGN movetext or a hand-typed list (one move per line, or several):
//! move numbers (`12.`, `12...`, `12`) place the entries, so a number that jumps ahead
//! leaves gaps; `-`, `--`, `...` and `…` stand for a move that was not written down;
//! results, `(=)`, `e.p.`, comments, variations, NAGs and `!`/`?` marks are skipped.
//! Reading the *moves* is the move parser's job ([`crate::notation::parse_move`]); this
//! module only finds the entries.

use shakmaty::{Chess, Color, Position};

use crate::game::GameRecord;

/// One half-move slot of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// Something was written: the text as written (annotation marks removed).
    Written(String),
    /// Nothing was written for this half-move (a dash, dots, or a skipped move number).
    Gap,
}

/// Clock readings after a half-move, from a hektor game journal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClockAfter {
    /// White's remaining time in milliseconds.
    pub white_ms: Option<u64>,
    /// Black's remaining time in milliseconds.
    pub black_ms: Option<u64>,
}

/// One scoresheet: its entries from the start position on, and clock readings when it
/// comes from a hektor journal.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sheet {
    /// The entries; index 0 is the first half-move from the start position.
    pub entries: Vec<Entry>,
    /// Clock readings after each entry (same length as `entries`), or empty.
    pub clocks: Vec<ClockAfter>,
}

impl Sheet {
    /// A sheet from written entries, in order, without gaps.
    pub fn from_moves<S: AsRef<str>>(moves: &[S]) -> Sheet {
        Sheet {
            entries: moves
                .iter()
                .map(|m| Entry::Written(m.as_ref().to_owned()))
                .collect(),
            clocks: Vec::new(),
        }
    }

    /// The sheet hektor keeps itself: a game record, with its clock readings.
    pub fn from_record(record: &GameRecord) -> Sheet {
        Sheet {
            entries: record
                .moves
                .iter()
                .map(|m| Entry::Written(m.san.clone()))
                .collect(),
            clocks: record
                .moves
                .iter()
                .map(|m| ClockAfter {
                    white_ms: m.white_ms,
                    black_ms: m.black_ms,
                })
                .collect(),
        }
    }

    /// Reads a sheet written as text, for a game that starts in `start`.
    pub fn read(text: &str, start: &Chess) -> Sheet {
        let base = ply_of(start.fullmoves().get(), start.turn());
        let mut sheet = Sheet::default();
        for token in tokens(&strip_noise(text)) {
            match classify(&token) {
                Token::Number(number, color, rest) => {
                    let target = ply_of(number, color).saturating_sub(base);
                    // A number that jumps ahead leaves gaps; one that looks back is a slip
                    // of the pen and the order of the entries wins.
                    while sheet.entries.len() < target {
                        sheet.entries.push(Entry::Gap);
                    }
                    if let Some(rest) = rest {
                        sheet.push_written(&rest);
                    }
                }
                Token::Gap => sheet.entries.push(Entry::Gap),
                Token::Result => break,
                Token::Skip => {}
                Token::Move(text) => sheet.push_written(&text),
            }
        }
        while sheet.entries.last() == Some(&Entry::Gap) {
            sheet.entries.pop();
        }
        sheet
    }

    fn push_written(&mut self, text: &str) {
        match classify(text) {
            Token::Move(text) => self.entries.push(Entry::Written(text)),
            Token::Gap => self.entries.push(Entry::Gap),
            Token::Number(..) | Token::Result | Token::Skip => {}
        }
    }

    /// Whether nothing at all is written on the sheet.
    pub fn is_empty(&self) -> bool {
        !self.entries.iter().any(|e| matches!(e, Entry::Written(_)))
    }

    /// The entry for half-move `index` (0-based); past the end of the sheet, `None`.
    pub fn entry(&self, index: usize) -> Option<&Entry> {
        self.entries.get(index)
    }
}

/// The 0-based half-move index of move `number` for `color`, counted from move 1, White.
fn ply_of(number: u32, color: Color) -> usize {
    let number = usize::try_from(number.max(1)).unwrap_or(usize::MAX / 4);
    2 * (number - 1) + usize::from(color == Color::Black)
}

/// Removes tag pairs, comments, variations and NAGs; keeps `(=)`.
fn strip_noise(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    let mut chars = text.trim_start_matches('\u{feff}').chars().peekable();
    let mut line_start = true;
    while let Some(c) = chars.next() {
        match c {
            '[' if line_start && depth == 0 => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
                out.push('\n');
                continue;
            }
            '{' => {
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
                out.push(' ');
            }
            ';' if depth == 0 => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
                out.push('\n');
            }
            '(' if chars.peek() == Some(&'=') => {
                // `(=)`: a draw offer, not a variation.
                chars.next();
                if chars.peek() == Some(&')') {
                    chars.next();
                }
                out.push(' ');
            }
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            '$' if depth == 0 => {
                while chars.peek().is_some_and(char::is_ascii_digit) {
                    chars.next();
                }
                out.push(' ');
            }
            _ if depth == 0 => out.push(c),
            _ => {}
        }
        line_start = c == '\n' || (line_start && c.is_whitespace());
    }
    out
}

fn tokens(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

enum Token {
    /// A move number, the colour it introduces, and text glued to it (`12.Nf3`).
    Number(u32, Color, Option<String>),
    Gap,
    Result,
    Skip,
    Move(String),
}

fn classify(token: &str) -> Token {
    let token = token.trim_matches(|c: char| c == ',');
    if matches!(token, "-" | "--" | "..." | "…" | "—" | "–" | "?" | "_") {
        return Token::Gap;
    }
    if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "0,5-0,5") {
        return Token::Result;
    }
    if matches!(
        token.to_ascii_lowercase().as_str(),
        "e.p." | "e.p" | "ep" | "ep." | "=" | "(=)" | "+" | "#"
    ) {
        return Token::Skip;
    }
    let digits = token.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && digits <= 4 {
        let rest = &token[digits..];
        let dots = rest.chars().take_while(|&c| c == '.' || c == '…').count();
        let after: String = rest.chars().skip(dots).collect();
        let three = rest.starts_with("...") || rest.starts_with('…');
        if (dots > 0 || rest.is_empty())
            && let Ok(number) = token[..digits].parse::<u32>()
        {
            let color = if three { Color::Black } else { Color::White };
            let after = (!after.is_empty()).then_some(after);
            return Token::Number(number, color, after);
        }
    }
    let cleaned = token
        .trim_end_matches("(=)")
        .trim_end_matches("e.p.")
        .trim_end_matches(['!', '?', '+', '#']);
    if cleaned.is_empty() {
        Token::Skip
    } else {
        Token::Move(cleaned.to_owned())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn w(s: &str) -> Entry {
        Entry::Written(s.to_owned())
    }

    #[test]
    fn reads_pgn_movetext_with_comments_and_results() {
        let sheet = Sheet::read(
            "[Event \"x\"]\n\n1. e4 {best} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6! 3. Bb5 a6 1-0",
            &Chess::default(),
        );
        assert_eq!(
            sheet.entries,
            vec![w("e4"), w("e5"), w("Nf3"), w("Nc6"), w("Bb5"), w("a6")]
        );
    }

    #[test]
    fn numbers_place_entries_and_leave_gaps() {
        let sheet = Sheet::read("1. e4 e5\n2. Nf3\n4. d4 -- \n5. c3", &Chess::default());
        assert_eq!(
            sheet.entries,
            vec![
                w("e4"),
                w("e5"),
                w("Nf3"),
                Entry::Gap,
                Entry::Gap,
                Entry::Gap,
                w("d4"),
                Entry::Gap,
                w("c3")
            ]
        );
    }

    #[test]
    fn glued_numbers_draw_offers_and_en_passant() {
        let sheet = Sheet::read("1.e4 e5 2.Nf3(=) ... 3.exd6 e.p. 3...Nxd6", &Chess::default());
        assert_eq!(
            sheet.entries,
            vec![
                w("e4"),
                w("e5"),
                w("Nf3"),
                Entry::Gap,
                w("exd6"),
                w("Nxd6")
            ]
        );
    }

    #[test]
    fn one_move_per_line_without_numbers() {
        let sheet = Sheet::read("e4\ne5\n\nNf3\n-\n", &Chess::default());
        assert_eq!(sheet.entries, vec![w("e4"), w("e5"), w("Nf3")]);
        assert!(Sheet::read("1-0", &Chess::default()).is_empty());
    }
}

//! Scoresheet and movetext reading: text as players, arbiters and books write games down
//! becomes a list of [`SheetEntry`] values, which a game's rules then play through (chess:
//! hektor-games' `games::chess::notation::replay`).
//!
//! Accepted: move numbers (`1.`, `1...`, `12.`, attached as in `1.e4` or not, or a bare
//! `12` on a line of its own), move tokens (the words between them), draw-offer
//! marks `(=)` attached (`Kb1(=)`) or separate (`Крb1 (=).`), gap markers for an unrecorded
//! move (`-`, `--`, `...`, `…`), results (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`), `e.p.`
//! attached (`exd6e.p.`) or separate (`exd6 e.p.`), comments `{...}` and `; ...`, PGN tag
//! lines `[...]`, variations `( ... )` (skipped), and annotation marks (`!`, `?`, `$1`).
//! One move per line works as well as PGN-like movetext.

use super::marks::{is_en_passant_mark, strip_footnote_digits, strip_marks, strip_move_number};
use crate::terms::GameResult;

/// One thing written on a scoresheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetEntry {
    /// A move as written (marks such as `+`, `!` and `e.p.` kept in `text`; the draw-offer
    /// mark is taken out into `draw_offer`, a footnote digit after a check sign dropped).
    Move {
        /// The move's text.
        text: String,
        /// A draw offer `(=)` was marked with this move.
        draw_offer: bool,
    },
    /// A move that was made but not written down (`-`, `--`, `...`).
    Gap,
    /// The game's result.
    Result(GameResult),
}

/// A move number written on a sheet: `12.` (or a bare `12`) numbers White's move 12,
/// `12...` or `12…` Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveNumber {
    /// The full-move number.
    pub number: u32,
    /// Whether it numbers Black's move.
    pub black: bool,
}

/// A scoresheet entry with the move number written right before it, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Numbered {
    /// The move number written before the entry.
    pub number: Option<MoveNumber>,
    /// The entry.
    pub entry: SheetEntry,
}

/// Reads `text` into scoresheet entries. Never fails: a token that is no move number,
/// mark, gap or result becomes a [`SheetEntry::Move`], and the game's rules say what is wrong
/// with it (hektor-games' `games::chess::notation::replay` for chess).
pub fn read_movetext(text: &str) -> Vec<SheetEntry> {
    read_numbered(text).into_iter().map(|n| n.entry).collect()
}

/// Reads `text` as [`read_movetext`] does, keeping the move number written before each
/// entry (a sheet with an entry left out has a hole there, which only the numbers show).
pub fn read_numbered(text: &str) -> Vec<Numbered> {
    let mut entries = Vec::new();
    let mut number = None;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c.is_whitespace() {
            rest = &rest[c.len_utf8()..];
        } else if c == '{' {
            rest = after_closing(rest, '}');
        } else if c == '[' {
            rest = after_closing(rest, ']');
        } else if c == ';' {
            rest = after_closing(rest, '\n');
        } else if let Some(after) = rest.strip_prefix("(=)") {
            mark_draw_offer(&mut entries);
            rest = after;
        } else if c == '(' {
            rest = after_variation(rest);
        } else {
            let end = rest
                .find(|c: char| c.is_whitespace() || matches!(c, '{' | '(' | ';'))
                .unwrap_or(rest.len());
            read_word(&rest[..end], &mut entries, &mut number);
            rest = &rest[end..];
        }
    }
    entries
}

/// `text` after the first `close` (everything skipped when there is none).
fn after_closing(text: &str, close: char) -> &str {
    text.find(close)
        .map_or("", |index| &text[index + close.len_utf8()..])
}

/// `text` (starting with `(`) after the balanced closing parenthesis.
fn after_variation(text: &str) -> &str {
    let mut depth = 0usize;
    for (index, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return &text[index + 1..];
                }
            }
            _ => {}
        }
    }
    ""
}

/// Marks the last move entry with a draw offer.
fn mark_draw_offer(entries: &mut [Numbered]) {
    if let Some(Numbered {
        entry: SheetEntry::Move { draw_offer, .. },
        ..
    }) = entries.last_mut()
    {
        *draw_offer = true;
    }
}

/// The move number `word` begins with (`12.`, `12...`, `12…`, or all of `word` digits).
fn move_number(word: &str) -> Option<MoveNumber> {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let number = word[..digits].parse().ok()?;
    let rest = &word[digits..];
    let dots = rest.len() - rest.trim_start_matches(['.', '…']).len();
    let marks = &rest[..dots];
    if marks.is_empty() && digits < word.len() {
        return None;
    }
    Some(MoveNumber {
        number,
        black: marks.contains('…') || marks.len() > 1,
    })
}

/// The number written before the next entry: kept until an entry takes it.
fn numbered(entries: &mut Vec<Numbered>, number: &mut Option<MoveNumber>, entry: SheetEntry) {
    let number = match entry {
        SheetEntry::Result(_) => None,
        _ => number.take(),
    };
    entries.push(Numbered { number, entry });
}

/// Whether `word` stands on a sheet for a move that was not written down: a dash (`-`,
/// `--`, `—`, `–`) or dots (`...`, `…`).
pub fn is_gap(word: &str) -> bool {
    matches!(word, "-" | "--" | "..." | "…" | "—" | "–")
}

/// Reads one whitespace-separated word.
fn read_word(word: &str, entries: &mut Vec<Numbered>, number: &mut Option<MoveNumber>) {
    if let Some(written) = move_number(word) {
        *number = Some(written);
    }
    let word = strip_move_number(word);
    let word = word.trim_end_matches([',', ';']);
    if word.is_empty() {
        return;
    }
    if let Some(result) = read_result(word) {
        numbered(entries, number, SheetEntry::Result(result));
        return;
    }
    if is_gap(word) {
        numbered(entries, number, SheetEntry::Gap);
        return;
    }
    if word.chars().all(|c| c.is_ascii_digit()) {
        return;
    }
    if is_en_passant_mark(word) {
        if let Some(Numbered {
            entry: SheetEntry::Move { text, .. },
            ..
        }) = entries.last_mut()
        {
            text.push_str(" e.p.");
        }
        return;
    }
    let (core, marks) = strip_marks(word);
    if core.trim_matches('.').is_empty() {
        if marks.draw_offer {
            mark_draw_offer(entries);
        }
        return;
    }
    let text = if marks.draw_offer {
        word.replacen("(=)", "", 1)
    } else {
        word.to_owned()
    };
    let text = if marks.en_passant {
        text
    } else {
        strip_footnote_digits(text.trim_end_matches('.')).to_owned()
    };
    numbered(
        entries,
        number,
        SheetEntry::Move {
            text,
            draw_offer: marks.draw_offer,
        },
    );
}

/// The result a word stands for.
fn read_result(word: &str) -> Option<GameResult> {
    match word.trim_end_matches('.') {
        "1-0" => Some(GameResult::WhiteWins),
        "0-1" => Some(GameResult::BlackWins),
        "1/2-1/2" | "½-½" | "½:½" | "0.5-0.5" => Some(GameResult::Draw),
        "*" => Some(GameResult::Ongoing),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(text: &str) -> SheetEntry {
        SheetEntry::Move {
            text: text.to_owned(),
            draw_offer: false,
        }
    }

    #[test]
    fn numbers_marks_gaps_and_results() {
        let entries = read_movetext(
            "1.e4 e5 2. Nf3 {good} Nc6! 3...a6 $1 4 - 5. -- (5. d4 (5. c3)) 6... ; x\n 1/2-1/2",
        );
        assert_eq!(
            entries,
            vec![
                mv("e4"),
                mv("e5"),
                mv("Nf3"),
                mv("Nc6!"),
                mv("a6"),
                SheetEntry::Gap,
                SheetEntry::Gap,
                SheetEntry::Result(GameResult::Draw),
            ]
        );
    }

    #[test]
    fn draw_offers_and_en_passant() {
        let entries = read_movetext("8. Фe3+3 6. exd6e.p. Nxd6 exd6 e.p. Kb1(=) Крb1 (=). 0-0 0-1");
        assert_eq!(
            entries,
            vec![
                mv("Фe3+"),
                mv("exd6e.p."),
                mv("Nxd6"),
                mv("exd6 e.p."),
                SheetEntry::Move {
                    text: "Kb1".to_owned(),
                    draw_offer: true
                },
                SheetEntry::Move {
                    text: "Крb1".to_owned(),
                    draw_offer: true
                },
                mv("0-0"),
                SheetEntry::Result(GameResult::BlackWins),
            ]
        );
    }

    #[test]
    fn move_numbers_are_kept_with_the_entry_they_number() {
        let numbers: Vec<Option<(u32, bool)>> =
            read_numbered("33. Rxc4 34.Qxc4 b3 35... Kf7 36 - 1-0")
                .into_iter()
                .map(|n| n.number.map(|m| (m.number, m.black)))
                .collect();
        assert_eq!(
            numbers,
            vec![
                Some((33, false)),
                Some((34, false)),
                None,
                Some((35, true)),
                Some((36, false)),
                None
            ]
        );
    }

    #[test]
    fn unbalanced_text_does_not_stop_reading() {
        assert_eq!(read_movetext("e4 {never closed"), vec![mv("e4")]);
        assert_eq!(read_movetext("e4 ((("), vec![mv("e4")]);
        assert_eq!(read_movetext("(=) e4"), vec![mv("e4")]);
    }
}

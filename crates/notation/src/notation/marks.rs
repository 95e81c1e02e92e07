//! The marks written around a move that do not change which move it is: check and mate
//! signs (`+`, `#`, `++`, `†`), annotation marks (`!`, `?`, `$1`), a stray footnote digit
//! after a check sign (`Фe3+3` in a Russian print), the draw-offer mark `(=)`, and the
//! en passant mark (`e.p.`, `ep`, `е.р.` in Cyrillic letters).

/// What the marks around a move said.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Marks {
    /// A draw-offer mark `(=)` followed the move.
    pub draw_offer: bool,
    /// An en passant mark followed the move.
    pub en_passant: bool,
}

/// Splits `text` into the move proper and the marks that trail it.
pub fn strip_marks(text: &str) -> (&str, Marks) {
    let mut marks = Marks::default();
    let mut rest = text.trim();
    loop {
        let before = rest.len();
        rest = rest.trim_end();
        if let Some(stripped) = rest.strip_suffix("(=)") {
            marks.draw_offer = true;
            rest = stripped;
        }
        if let Some(stripped) = strip_en_passant(rest) {
            marks.en_passant = true;
            rest = stripped;
        }
        rest = strip_nag(rest);
        rest = strip_footnote_digits(rest);
        rest = rest.trim_end_matches(['+', '#', '!', '?', '†', '‡', '⁉', '‼', '⁈', '⁇']);
        if rest.len() == before {
            return (rest, marks);
        }
    }
}

/// Whether `word` is an en passant mark on its own (`e.p.`, `ep`, `е.р.`).
pub fn is_en_passant_mark(word: &str) -> bool {
    let mut letters = word
        .chars()
        .filter(|c| !matches!(c, '.' | ' '))
        .map(|c| match c {
            'е' | 'Е' | 'E' => 'e',
            'р' | 'Р' | 'P' => 'p',
            other => other,
        });
    letters.next() == Some('e') && letters.next() == Some('p') && letters.next().is_none()
}

/// `word` without a leading move number (`12.`, `12...`, `12…`).
pub fn strip_move_number(word: &str) -> &str {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    if digits.len() == word.len() {
        return word;
    }
    let rest = digits.trim_start_matches(['.', '…']);
    if rest.len() == digits.len() {
        word
    } else {
        rest
    }
}

/// A trailing NAG (`$14`) removed.
fn strip_nag(text: &str) -> &str {
    let without_digits = text.trim_end_matches(|c: char| c.is_ascii_digit());
    match without_digits.strip_suffix('$') {
        Some(rest) if without_digits.len() < text.len() => rest,
        _ => text,
    }
}

/// Digits after a check or mate sign (`+3`: a footnote number) removed, the sign kept.
pub fn strip_footnote_digits(text: &str) -> &str {
    let without_digits = text.trim_end_matches(|c: char| c.is_ascii_digit());
    if without_digits.len() < text.len() && without_digits.ends_with(['+', '#']) {
        without_digits
    } else {
        text
    }
}

/// The text before a trailing en passant mark (`e.p.`, `ep`, `e. p.`, `е.р.`), if any.
/// The mark only counts after a square, so `e.p.` must follow a digit.
fn strip_en_passant(text: &str) -> Option<&str> {
    let mut rest = text.strip_suffix('.').unwrap_or(text);
    rest = rest.strip_suffix(['p', 'P', 'р', 'Р'])?;
    rest = rest.trim_end();
    rest = rest.strip_suffix('.').unwrap_or(rest);
    rest = rest.strip_suffix(['e', 'E', 'е', 'Е'])?;
    let rest = rest.trim_end();
    rest.ends_with(|c: char| c.is_ascii_digit()).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_stripped() {
        assert_eq!(strip_marks("Qe3+").0, "Qe3");
        assert_eq!(strip_marks("Фe3+3").0, "Фe3");
        assert_eq!(strip_marks("e4!?").0, "e4");
        assert_eq!(strip_marks("e4 $1").0, "e4");
        assert_eq!(strip_marks("Qh7#").0, "Qh7");
        assert_eq!(strip_marks("Qh7++").0, "Qh7");
        let (text, marks) = strip_marks("Kb1(=)");
        assert_eq!(text, "Kb1");
        assert!(marks.draw_offer);
        let (text, marks) = strip_marks("exd6e.p.");
        assert_eq!(text, "exd6");
        assert!(marks.en_passant);
        assert_eq!(strip_marks("exd6 e.p.").0, "exd6");
        assert_eq!(strip_marks("exd6 е.р.").0, "exd6");
        assert_eq!(strip_marks("exd6ep").0, "exd6");
        assert_eq!(strip_marks("e8=Q+").0, "e8=Q");
        assert_eq!(strip_marks("Ne4").0, "Ne4");
        assert_eq!(strip_marks("").0, "");
    }
}

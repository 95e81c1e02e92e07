//! Text from outside (file contents, tags, comments, names, file names, typed lines
//! echoed back) made safe to print or say: the one function [`safe_text`], used by every
//! sink that shows or speaks such text (the commands' printed lines and messages, the
//! exports' lines, tag values and comments, and the speech engine through
//! hektor-speech's `speech::clean_text`). No byte of a file then reaches a terminal or a speech
//! engine as a control character: an escape sequence (`ESC [2J`, an `ESC ]` title ending
//! in BEL or ST), any other C0 or C1 control, DEL and the bidirectional overrides and
//! isolates (U+202A-U+202E, U+2066-U+2069) each become one visible [`PLACEHOLDER`].

use std::borrow::Cow;

/// What stands where something unprintable was: the replacement character, which the
/// file decoder (hektor-games' `replay::source`) also puts where a byte is no text.
pub const PLACEHOLDER: char = '\u{FFFD}';

/// The most characters one utterance, or one printed quote of text from a file, holds:
/// a longer one is cut ([`cut`]) and what was cut is said
/// ([`crate::i18n::capped`], hektor-speech's `Utterance::capped`), never dropped silently.
pub const QUOTE_LIMIT: usize = 2_000;

/// `text` cut after `limit` characters (back to the last space in the last tenth of
/// them, when there is one, so no word is cut in two), and how many characters were cut
/// off; `(text, 0)` when it is no longer than `limit`.
pub fn cut(text: &str, limit: usize) -> (&str, usize) {
    let Some((end, _)) = text.char_indices().nth(limit) else {
        return (text, 0);
    };
    let window = &text[..end];
    let at_space = window
        .char_indices()
        .rev()
        .take(limit / 10)
        .find(|&(_, c)| c.is_whitespace())
        .map_or(end, |(i, _)| i);
    let kept = window[..at_space].trim_end();
    (kept, text[kept.len()..].trim().chars().count())
}

/// What becomes of tabs and line breaks, as the context needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Breaks {
    /// One line: a tab, a line feed, a CR or CR LF each become one space.
    Space,
    /// Several lines: a line feed, CR LF and a tab stay as they are; a CR alone (which
    /// would return to the line's start and hide what was printed) becomes a line feed.
    Keep,
}

/// `text` with every escape sequence and unprintable character replaced by one
/// [`PLACEHOLDER`] (a run of them by one), tabs and line breaks as `breaks` says;
/// borrowed when nothing needed a change.
pub fn safe_text(text: &str, breaks: Breaks) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_control() || is_bidi_control(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\t' | '\n' if breaks == Breaks::Keep => out.push(c),
            '\r' if breaks == Breaks::Keep => {
                if chars.peek() == Some(&'\n') {
                    out.push(c);
                } else {
                    out.push('\n');
                }
            }
            '\t' | '\n' => out.push(' '),
            '\r' => {
                if chars.peek() != Some(&'\n') {
                    out.push(' ');
                }
            }
            '\u{1b}' => {
                skip_escape(&mut chars);
                placeholder(&mut out);
            }
            '\u{9b}' => {
                skip_csi(&mut chars);
                placeholder(&mut out);
            }
            '\u{90}' | '\u{98}' | '\u{9d}' | '\u{9e}' | '\u{9f}' => {
                skip_string(&mut chars);
                placeholder(&mut out);
            }
            c if c.is_control() || is_bidi_control(c) => placeholder(&mut out),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The bidirectional embeddings, overrides and isolates, which reorder what follows them
/// on the screen (a name that reads as another).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Pushes the placeholder unless the text already ends with one.
fn placeholder(out: &mut String) {
    if !out.ends_with(PLACEHOLDER) {
        out.push(PLACEHOLDER);
    }
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

/// Skips what follows an ESC as a terminal reads it: a control sequence (`[`), a string
/// (`]` operating system command, `P`, `X`, `^`, `_`), or intermediates and one final
/// character (`(B`, `c`).
fn skip_escape(chars: &mut Chars<'_>) {
    match chars.peek() {
        Some('[') => {
            chars.next();
            skip_csi(chars);
        }
        Some(']' | 'P' | 'X' | '^' | '_') => {
            chars.next();
            skip_string(chars);
        }
        Some(_) => {
            while chars.next_if(|c| matches!(c, ' '..='/')).is_some() {}
            chars.next_if(|c| matches!(c, '0'..='~'));
        }
        None => {}
    }
}

/// Skips a control sequence's parameters and intermediates and its final character; stops
/// before anything that cannot belong to it.
fn skip_csi(chars: &mut Chars<'_>) {
    while chars.next_if(|c| matches!(c, ' '..='?')).is_some() {}
    chars.next_if(|c| matches!(c, '@'..='~'));
}

/// Skips a string up to its end (BEL, ST, or ESC `\`); it stops before any other control
/// character, so the text after an unended string is kept.
fn skip_string(chars: &mut Chars<'_>) {
    while let Some(&c) = chars.peek() {
        match c {
            '\u{7}' | '\u{9c}' => {
                chars.next();
                return;
            }
            '\u{1b}' => {
                chars.next();
                chars.next_if_eq(&'\\');
                return;
            }
            c if c.is_control() => return,
            _ => {
                chars.next();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Breaks, PLACEHOLDER, cut, safe_text};
    use proptest::prelude::*;

    /// Whether `c` may appear in safe text kept in `breaks`.
    fn allowed(c: char, breaks: Breaks) -> bool {
        let unsafe_char =
            c.is_control() || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
        !unsafe_char || (breaks == Breaks::Keep && matches!(c, '\t' | '\n' | '\r'))
    }

    #[test]
    fn escape_sequences_become_one_placeholder_each() {
        let cases = [
            ("Nf3\u{1b}[?1049h", "Nf3\u{FFFD}"),
            ("\u{1b}[2JEvent", "\u{FFFD}Event"),
            ("Wh\u{1b}]0;title\u{7}ite", "Wh\u{FFFD}ite"),
            ("Wh\u{1b}]0;title\u{1b}\\ite", "Wh\u{FFFD}ite"),
            ("a\u{1b}(Bb", "a\u{FFFD}b"),
            ("a\u{1b}cb", "a\u{FFFD}b"),
            ("a\u{9b}31mb", "a\u{FFFD}b"),
            ("a\u{9d}0;t\u{9c}b", "a\u{FFFD}b"),
            ("B\u{202E}ack", "B\u{FFFD}ack"),
            ("x\u{7f}\u{0}\u{85}y", "x\u{FFFD}y"),
            ("end\u{1b}", "end\u{FFFD}"),
        ];
        for (text, safe) in cases {
            assert_eq!(safe_text(text, Breaks::Space), safe, "{text:?}");
        }
    }

    #[test]
    fn an_unended_title_keeps_the_lines_after_it() {
        assert_eq!(
            safe_text("a\u{1b}]0;title\nnext line", Breaks::Keep),
            "a\u{FFFD}\nnext line"
        );
    }

    #[test]
    fn breaks_follow_the_context() {
        let text = "one\ttwo\r\nthree\rfour\nfive";
        assert_eq!(safe_text(text, Breaks::Space), "one two three four five");
        assert_eq!(
            safe_text(text, Breaks::Keep),
            "one\ttwo\r\nthree\nfour\nfive"
        );
    }

    #[test]
    fn plain_text_is_left_as_it_is() {
        let text = "Müller, Łukasz – Шевченко ½-½ עברית";
        assert_eq!(safe_text(text, Breaks::Space), text);
        assert!(matches!(
            safe_text(text, Breaks::Keep),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn a_long_text_is_cut_between_words_and_counts_what_is_cut() {
        assert_eq!(cut("short", 10), ("short", 0));
        assert_eq!(
            cut("one two three four five", 20),
            ("one two three four", 4)
        );
        assert_eq!(cut("ééééééééééééééé", 10), ("éééééééééé", 5));
    }

    proptest! {
        #[test]
        fn safe_text_holds_no_control_character(
            text in any::<String>(),
            keep in any::<bool>(),
        ) {
            let breaks = if keep { Breaks::Keep } else { Breaks::Space };
            let safe = safe_text(&text, breaks);
            prop_assert!(safe.chars().all(|c| allowed(c, breaks)), "{:?}", safe);
            prop_assert!(!safe.contains("\r") || breaks == Breaks::Keep);
            // Safe text stays as it is.
            prop_assert_eq!(safe_text(&safe, breaks), safe.clone());
        }

        #[test]
        fn printable_text_passes_unchanged(text in "[^\\p{Cc}\u{202A}-\u{202E}\u{2066}-\u{2069}]*") {
            prop_assert_eq!(safe_text(&text, Breaks::Space), text.as_str());
        }

        #[test]
        fn escapes_mixed_into_text_leave_no_escape(
            parts in proptest::collection::vec(("[a-zA-Z0-9 ]{0,6}", "\u{1b}[\\[\\]P_^X(]?[ -~]{0,8}[\u{7}\u{9c}]?"), 0..6),
        ) {
            let text: String = parts.iter().map(|(a, b)| format!("{a}{b}")).collect();
            let safe = safe_text(&text, Breaks::Space);
            prop_assert!(!safe.contains('\u{1b}'), "{:?}", safe);
            let twice: String = [PLACEHOLDER, PLACEHOLDER].iter().collect();
            prop_assert!(!safe.contains(&twice), "{:?}", safe);
        }
    }
}

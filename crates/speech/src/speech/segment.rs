//! The languages inside one utterance. "Чорні: Springer Felix sechs, правильно?" is three
//! segments: the Ukrainian sentence, the German FIDE words, the Ukrainian sentence again.
//!
//! The announcer marks the words of an announcement with their language ([`mark`]) as it
//! renders them; the marks travel inside the formatted sentence (Fluent arguments keep
//! them) and [`segments`] splits the sentence at them. Text outside marks is in the UI
//! language. [`unmark`] gives the plain text for screens and files.

use crate::i18n::Lang;

/// Opens a run of announcement words; the language is the offset from this character.
const OPEN_BASE: u32 = 0xF8E0;
/// Closes a run of announcement words.
const CLOSE: char = '\u{F8EF}';

/// A stretch of an utterance in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// The language of the announcement words in it (`fide` words German, `nato`
    /// English); `None`: a sentence in the UI language.
    pub lang: Option<Lang>,
    /// The words.
    pub text: String,
}

/// `text` marked as announcement words in `lang`.
pub fn mark(lang: Lang, text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    let mut out = String::with_capacity(text.len() + 6);
    out.push(open(lang));
    out.push_str(text);
    out.push(CLOSE);
    out
}

/// The words of `segments` as one line, for backends that take no language (printed
/// text, a screen reader): the segments cleaned and joined by spaces, except before the
/// punctuation that ends a stretch ("Eva fünf, правильно?").
pub fn one_line(segments: &[Segment]) -> String {
    let mut line = String::new();
    for segment in segments {
        let text = super::clean_text(&segment.text);
        let closes = text.starts_with([',', '.', ';', ':', '!', '?', ')', '»', '…']);
        if !line.is_empty() && !text.is_empty() && !closes {
            line.push(' ');
        }
        line.push_str(&text);
    }
    line
}

/// `text` without marks.
pub fn unmark(text: &str) -> String {
    text.chars().filter(|&c| !is_mark(c)).collect()
}

/// Whether `c` is a mark.
pub fn is_mark(c: char) -> bool {
    c == CLOSE || language_of(c).is_some()
}

/// The segments of a marked `text`, in order, uncleaned. A stretch without letters or
/// digits (a comma, a full stop) joins the segment before it, so a voice never switches
/// language for punctuation alone.
pub fn segments(text: &str) -> Vec<Segment> {
    let mut out: Vec<Segment> = Vec::new();
    let mut lang = None;
    let mut current = String::new();
    let mut flush = |lang: Option<Lang>, current: &mut String| {
        let text = std::mem::take(current);
        if text.is_empty() {
            return;
        }
        let spoken = text.chars().any(char::is_alphanumeric);
        match out.last_mut() {
            Some(last) if last.lang == lang || !spoken => last.text.push_str(&text),
            _ => out.push(Segment { lang, text }),
        }
    };
    for c in text.chars() {
        if let Some(opened) = language_of(c) {
            flush(lang, &mut current);
            lang = Some(opened);
        } else if c == CLOSE {
            flush(lang, &mut current);
            lang = None;
        } else {
            current.push(c);
        }
    }
    flush(lang, &mut current);
    out
}

fn open(lang: Lang) -> char {
    let index = u32::try_from(lang.index()).unwrap_or(0);
    char::from_u32(OPEN_BASE + index).unwrap_or(CLOSE)
}

fn language_of(c: char) -> Option<Lang> {
    let offset = u32::from(c).checked_sub(OPEN_BASE)?;
    Lang::from_index(usize::try_from(offset).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn one_line_reads_as_the_sentence_was_written() {
        let text = format!(
            "Чорні: {}, правильно? {}",
            mark(Lang::De, "Springer Felix sechs"),
            mark(Lang::De, "Kurze Rochade")
        );
        assert_eq!(
            one_line(&segments(&text)),
            "Чорні: Springer Felix sechs, правильно? Kurze Rochade"
        );
    }

    #[test]
    fn a_read_back_is_three_segments() {
        let text = format!(
            "Чорні: {}, правильно?",
            mark(Lang::De, "Springer Felix sechs")
        );
        let seg = |lang, text: &str| Segment {
            lang,
            text: text.to_owned(),
        };
        assert_eq!(
            segments(&text),
            [
                seg(None, "Чорні: "),
                seg(Some(Lang::De), "Springer Felix sechs"),
                seg(None, ", правильно?"),
            ]
        );
        assert_eq!(unmark(&text), "Чорні: Springer Felix sechs, правильно?");
    }

    #[test]
    fn punctuation_alone_stays_with_the_words_before() {
        let text = format!("{}.", mark(Lang::De, "Eva vier"));
        assert_eq!(
            segments(&text),
            [Segment {
                lang: Some(Lang::De),
                text: "Eva vier.".into()
            }]
        );
    }

    proptest! {
        #[test]
        fn segments_keep_every_character(text in "\\PC{0,60}", words in "[a-zäöü ]{0,20}") {
            let marked = format!("{text}{}{text}", mark(Lang::De, &words));
            let joined: String = segments(&marked).into_iter().map(|s| s.text).collect();
            prop_assert_eq!(joined, unmark(&marked));
        }
    }
}

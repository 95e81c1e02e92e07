//! The one yes/no vocabulary: every answer to a question hektor asks (confirming a move,
//! undo, a result, resuming a game, ...) is read by [`yes_no`], in every UI language at
//! once, so a player answers in their own language whatever the UI language is.

use super::Lang;

/// The yes words and the no words of `lang`, the full word first, then the single letters.
pub fn words(lang: Lang) -> (&'static [&'static str], &'static [&'static str]) {
    match lang {
        Lang::En => (&["yes", "y"], &["no", "n"]),
        Lang::De => (&["ja", "j"], &["nein", "n"]),
        Lang::Uk => (&["так", "т"], &["ні", "н"]),
        Lang::Ru => (&["да", "д"], &["нет", "н"]),
        Lang::Pl => (&["tak", "t"], &["nie", "n"]),
    }
}

/// Reads an answer: `Some(true)` for yes, `Some(false)` for no, in any UI language, in
/// any letter case, with surrounding spaces and a final `.` or `!` ignored; `None` when
/// `text` is not an answer (an empty line is not one: what it means depends on the
/// question).
pub fn yes_no(text: &str) -> Option<bool> {
    let word = text
        .trim()
        .trim_end_matches(['.', '!'])
        .trim_end()
        .to_lowercase();
    if word.is_empty() {
        return None;
    }
    let said = |yes: bool| {
        Lang::ALL.into_iter().any(|lang| {
            let (yes_words, no_words) = words(lang);
            let list = if yes { yes_words } else { no_words };
            list.contains(&word.as_str())
        })
    };
    if said(true) {
        Some(true)
    } else if said(false) {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_language_answers_yes_and_no() {
        for (text, answer) in [
            ("так", true),
            ("Т", true),
            ("ні", false),
            ("да", true),
            ("Д", true),
            ("Нет", false),
            ("н", false),
            ("tak", true),
            ("T", true),
            ("nie", false),
            ("ja", true),
            ("J", true),
            ("nein", false),
            ("Yes", true),
            ("y", true),
            ("no", false),
            ("N", false),
            (" да. ", true),
        ] {
            assert_eq!(yes_no(text), Some(answer), "{text:?}");
        }
    }

    #[test]
    fn moves_and_empty_lines_are_not_answers() {
        for text in ["", "  ", "e4", "Nf3", "нетто", "yess", "d", "time"] {
            assert_eq!(yes_no(text), None, "{text:?}");
        }
    }

    #[test]
    fn no_word_is_both_yes_and_no() {
        for lang in Lang::ALL {
            for yes in words(lang).0 {
                for other in Lang::ALL {
                    assert!(!words(other).1.contains(yes), "{yes} is yes and no");
                }
            }
        }
    }

    proptest! {
        #[test]
        fn any_text_is_read_without_panic(text in "\\PC{0,40}") {
            let _ = yes_no(&text);
        }
    }
}

//! The one yes/no vocabulary: every answer to a question hektor asks (confirming a move,
//! undo, a result, resuming a game, ...) is read by [`yes_no`], in every UI language at
//! once, so a player answers in their own language whatever the UI language is.

use std::sync::OnceLock;

use super::{Lang, Locale};
use crate::msg;

/// The yes words and the no words of `lang` (`answer-yes`, `answer-no`), the full word
/// first, then the single letters (what the help names).
pub fn words(lang: Lang) -> (Vec<String>, Vec<String>) {
    let locale = Locale::new(lang);
    (
        list(&locale, msg::ANSWER_YES),
        list(&locale, msg::ANSWER_NO),
    )
}

/// "'e9' is not an answer: answer yes or no.": what is said of a line that answers no
/// yes-or-no question, with the UI language's own yes and no words.
pub fn not_an_answer(locale: &Locale, line: &str) -> String {
    let (yes, no) = words(locale.lang());
    let first = |words: &[String]| words.first().cloned().unwrap_or_default();
    super::sentence(
        locale,
        msg::SESSION_NOT_AN_ANSWER,
        &[
            ("answer", line.trim().to_owned().into()),
            ("yes", first(&yes).into()),
            ("no", first(&no).into()),
        ],
    )
}

/// The phrases of message `id`, separated by commas, in lower case.
fn list(locale: &Locale, id: &str) -> Vec<String> {
    locale
        .text(id)
        .split(',')
        .map(|phrase| {
            phrase
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase()
        })
        .filter(|phrase| !phrase.is_empty())
        .collect()
}

/// Every phrase of every language that answers yes (`true`) or no (`false`): the yes
/// and no words, and the other answers to "..., correct?" (`answer-right`,
/// `answer-wrong`: what a native speaker says for "that is right" and "that is wrong",
/// `правильно`, `nie zgadza się`; a phrase may follow a yes or no word, `так, правильно`).
/// Read once from the locale files.
fn phrases() -> &'static [(String, bool)] {
    static PHRASES: OnceLock<Vec<(String, bool)>> = OnceLock::new();
    PHRASES.get_or_init(|| {
        let mut out = Vec::new();
        for lang in Lang::EVERY {
            let locale = Locale::new(lang);
            for (id, answer) in [
                (msg::ANSWER_YES, true),
                (msg::ANSWER_RIGHT, true),
                (msg::ANSWER_NO, false),
                (msg::ANSWER_WRONG, false),
            ] {
                out.extend(list(&locale, id).into_iter().map(|phrase| (phrase, answer)));
            }
        }
        out
    })
}

/// The answer the longest phrase at the start of `words` gives, and how many words it
/// takes.
fn phrase_at(words: &[&str]) -> Option<(bool, usize)> {
    phrases()
        .iter()
        .filter_map(|(phrase, answer)| {
            let count = phrase.split_whitespace().count();
            phrase
                .split_whitespace()
                .eq(words.iter().take(count).copied())
                .then_some((*answer, count))
        })
        .max_by_key(|(_, count)| *count)
}

/// Reads an answer: `Some(true)` for yes, `Some(false)` for no, in any UI language, in
/// any letter case, with surrounding spaces, commas and a final `.` or `!` ignored; yes
/// and no words and the verdicts of `phrases` may follow each other when they agree
/// (`Так, правильно`, `nie, nie zgadza się`); `None` when `text` is not an answer (an
/// empty line is not one: what it means depends on the question).
pub fn yes_no(text: &str) -> Option<bool> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | '!'))
        .filter(|word| !word.is_empty())
        .collect();
    let mut rest = words.as_slice();
    let mut answer = None;
    while !rest.is_empty() {
        let (said, count) = phrase_at(rest)?;
        if answer.is_some_and(|before| before != said) {
            return None;
        }
        answer = Some(said);
        rest = rest.get(count..).unwrap_or_default();
    }
    answer
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
    fn the_natural_answers_to_correct_are_read() {
        for (text, answer) in [
            ("правильно", true),
            ("Так, правильно", true),
            ("неправильно", false),
            ("Ні, неправильно.", false),
            ("верно", true),
            ("да, верно", true),
            ("Неверно!", false),
            ("Zgadza się", true),
            ("nie zgadza się", false),
            ("Ja, richtig", true),
            ("richtig", true),
            ("falsch", false),
            ("Correct.", true),
            ("ok", true),
            ("wrong", false),
        ] {
            assert_eq!(yes_no(text), Some(answer), "{text:?}");
        }
    }

    /// The words a native speaker types for yes and no (issue 37, C13); a phrase that
    /// holds another language's "no" (`no tak`) or its own "yes" (`не так`) is read whole.
    #[test]
    fn the_words_native_speakers_type_are_read() {
        for (text, answer) in [
            ("добре", true),
            ("ага", true),
            ("ок", true),
            ("угу", true),
            ("так точно", true),
            ("звісно", true),
            ("хорошо", true),
            ("конечно", true),
            ("да, всё верно", true),
            ("Да, все верно.", true),
            ("jasne", true),
            ("zgoda", true),
            ("no tak", true),
            ("oczywiście", true),
            ("tak jest", true),
            ("jawohl", true),
            ("genau", true),
            ("klar", true),
            ("richtig so", true),
            ("не так", false),
            ("ні, не так", false),
            ("nie tak", false),
            ("nee", false),
            ("nope", false),
            ("no", false),
        ] {
            assert_eq!(yes_no(text), Some(answer), "{text:?}");
        }
    }

    #[test]
    fn answers_that_disagree_are_none() {
        for text in [
            "да, неверно",
            "tak, nie zgadza się",
            "yes no",
            "ja, richtig e4",
        ] {
            assert_eq!(yes_no(text), None, "{text:?}");
        }
    }

    #[test]
    fn no_word_is_both_yes_and_no() {
        for (yes, _) in phrases().iter().filter(|(_, answer)| *answer) {
            assert!(
                !phrases().iter().any(|(no, answer)| !answer && no == yes),
                "{yes} is yes and no"
            );
        }
    }

    proptest! {
        #[test]
        fn any_text_is_read_without_panic(text in "\\PC{0,40}") {
            let _ = yes_no(&text);
        }
    }
}

//! A draughts move read from words: what a user types or a speech recogniser gives back,
//! in every style and language ("thirty-two twenty-eight", "це три де чотири", "Cäsar
//! drei David vier", "twenty-six takes seventeen"), turned into the text notation the
//! notation reader reads, so that reading, ambiguity and resolution stay in one place
//! ([`hektor_draughts::notation`]).

use std::collections::HashMap;
use std::sync::OnceLock;

use hektor_draughts::Variant;
use hektor_draughts::notation::{self, NotationError, TextMove};

use super::numbers::spell;
use crate::announce::lexicon::{Word, spoken_words};
use crate::i18n::{Lang, Locale};

/// Why input could not be read as a draughts move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// A word that names no square, number, letter, capture or crowning in any style or
    /// language, as typed (lowercase).
    UnknownWord(String),
    /// The squares the words name are not a move as notation writes it (one square only,
    /// a square off the board, a light square ...): the notation reader's answer for the
    /// notation the words became.
    Notation(NotationError),
}

/// Reads `input` as one move of `variant`: full notation as [`notation::read`] reads it
/// (`32-28`, `c3:e5:g3`), or the words of any announcement style and UI language, with
/// digits and letters mixed in ("c three d four", "двадцять шість б'є сімнадцять",
/// "charlie 3 delta 4"). Squares are numbers (1-50) or a letter and a rank; a capture
/// word anywhere ("takes", "б'є", "бьёт", "bije", "schlägt", "x") makes the move a
/// capture, its absence a quiet move; the crowning and filler words are passed over.
/// The legal move meant is then [`notation::resolve`]'s question.
///
/// # Errors
///
/// [`ReadError::UnknownWord`] for a word no style knows, else the notation reader's
/// error for the notation the words made.
pub fn read(variant: Variant, input: &str) -> Result<TextMove, ReadError> {
    if let Ok(written) = notation::read(variant, input) {
        return Ok(written);
    }
    let text = as_notation(input)?;
    notation::read(variant, &text).map_err(ReadError::Notation)
}

/// What a phrase means in a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Meaning {
    /// A number: a square of the 100-square board, or a rank after a letter.
    Number(u8),
    /// A file letter ("c", "це", "Cäsar", "Charlie").
    File(char),
    /// The capture word.
    Captures,
    /// A word said but meaning nothing for the squares (the crowning, "to", "на").
    Silent,
}

/// Every phrase of every style and language, normalised ([`tokens`] joined by spaces),
/// with its meaning, in the order built (the first meaning of a phrase wins).
fn entries() -> Vec<(String, Meaning)> {
    let mut entries = Vec::new();
    let mut add = |spellings: &str, meaning| {
        for spelling in spellings.split('|') {
            let phrase = tokens(spelling).join(" ");
            if !phrase.is_empty() {
                entries.push((phrase, meaning));
            }
        }
    };
    for symbol in ["x", ":"] {
        add(symbol, Meaning::Captures);
    }
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        for n in 1..=Variant::International.squares() {
            add(&spell(&locale, n), Meaning::Number(n));
        }
        for (id, meaning) in [
            ("draughts-captures", Meaning::Captures),
            ("draughts-crowned", Meaning::Silent),
        ] {
            add(&locale.text(id), meaning);
            add(&locale.text(&format!("{id}-variants")), meaning);
        }
    }
    for (spelling, word) in spoken_words() {
        let meaning = match word {
            Word::File(file) => Meaning::File(file.char()),
            Word::Rank(rank) => Meaning::Number(rank.char() as u8 - b'0'),
            Word::Captures => Meaning::Captures,
            Word::Filler => Meaning::Silent,
            _ => continue,
        };
        add(&spelling, meaning);
    }
    entries
}

/// The phrase table, built once.
struct Lexicon {
    phrases: HashMap<String, Meaning>,
    longest: usize,
}

fn lexicon() -> &'static Lexicon {
    static LEXICON: OnceLock<Lexicon> = OnceLock::new();
    LEXICON.get_or_init(|| {
        let mut phrases = HashMap::new();
        let mut longest = 1;
        for (phrase, meaning) in entries() {
            longest = longest.max(phrase.split(' ').count());
            phrases.entry(phrase).or_insert(meaning);
        }
        Lexicon { phrases, longest }
    })
}

/// `text` in lowercase words: apostrophes unified, `ё` as `е`, punctuation and dashes
/// as spaces, `×` and `:` words of their own (a capture mark).
fn tokens(text: &str) -> Vec<String> {
    let mut spaced = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            '’' | 'ʼ' | '‘' | '`' | '´' => spaced.push('\''),
            'ё' => spaced.push('е'),
            '×' | ':' => spaced.push_str(" x "),
            ',' | ';' | '.' | '!' | '?' | '(' | ')' | '"' | '„' | '“' | '”' | '«' | '»' => {
                spaced.push(' ');
            }
            '-' | '—' | '–' | '‒' | '−' | '‐' => spaced.push(' '),
            other => spaced.push(other),
        }
    }
    spaced.split_whitespace().map(str::to_owned).collect()
}

/// One thing the words said, in order.
enum Said {
    Known(Meaning),
    /// A word with a digit in it, kept as written for the notation reader (`c3`, `28`).
    Written(String),
}

/// The words of `input` as full notation: squares joined by `x` when a capture word was
/// said, by `-` otherwise.
fn as_notation(input: &str) -> Result<String, ReadError> {
    let words = tokens(input);
    let lexicon = lexicon();
    let mut said = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let longest = lexicon.longest.min(words.len() - at);
        let found = (1..=longest).rev().find_map(|len| {
            let phrase = words[at..at + len].join(" ");
            lexicon.phrases.get(&phrase).map(|meaning| (len, *meaning))
        });
        match found {
            Some((len, meaning)) => {
                said.push(Said::Known(meaning));
                at += len;
            }
            None if words[at].chars().any(|c| c.is_ascii_digit()) => {
                said.push(match words[at].parse() {
                    Ok(number) => Said::Known(Meaning::Number(number)),
                    Err(_) => Said::Written(words[at].clone()),
                });
                at += 1;
            }
            None => return Err(ReadError::UnknownWord(words[at].clone())),
        }
    }
    let mut squares = Vec::new();
    let mut capture = false;
    let mut said = said.into_iter().peekable();
    while let Some(item) = said.next() {
        match item {
            Said::Known(Meaning::File(file)) => {
                let mut square = file.to_string();
                if let Some(Said::Known(Meaning::Number(rank))) = said.peek() {
                    square.push_str(&rank.to_string());
                    said.next();
                }
                squares.push(square);
            }
            Said::Known(Meaning::Number(number)) => squares.push(number.to_string()),
            Said::Written(text) => squares.push(text),
            Said::Known(Meaning::Captures) => capture = true,
            Said::Known(Meaning::Silent) => {}
        }
    }
    Ok(squares.join(if capture { "x" } else { "-" }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_phrase_has_two_meanings() {
        let mut seen: HashMap<String, Meaning> = HashMap::new();
        let mut clashes = Vec::new();
        for (phrase, meaning) in entries() {
            match seen.get(&phrase) {
                Some(first) if *first != meaning => {
                    clashes.push(format!("{phrase:?}: {first:?} and {meaning:?}"));
                }
                _ => {
                    seen.insert(phrase, meaning);
                }
            }
        }
        assert!(clashes.is_empty(), "{}", clashes.join("\n"));
    }

    #[test]
    fn words_become_notation() {
        for (input, expected) in [
            ("thirty-two twenty-eight", "32-28"),
            ("тридцять два двадцять вісім", "32-28"),
            ("c three d four", "c3-d4"),
            ("це три де чотири", "c3-d4"),
            ("Cäsar drei David vier", "c3-d4"),
            ("charlie three delta four", "c3-d4"),
            ("twenty six takes seventeen, twenty eight, nineteen", "26x17x28x19"),
            ("двадцять шість бʼє сімнадцять", "26x17"),
            ("двадцать шесть бьет семнадцать", "26x17"),
            ("dwadzieścia sześć bije siedemnaście", "26x17"),
            ("sechsundzwanzig schlägt siebzehn, Dame", "26x17"),
            ("26 x 17", "26x17"),
            ("c 3 to d 4", "c3-d4"),
            ("", ""),
        ] {
            assert_eq!(as_notation(input), Ok(expected.to_owned()), "{input}");
        }
        assert_eq!(
            as_notation("thirty-two twenty-nein"),
            Err(ReadError::UnknownWord("nein".into()))
        );
    }
}

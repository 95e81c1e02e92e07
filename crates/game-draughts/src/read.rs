//! A draughts move read from words: what a user types or a speech recogniser gives back,
//! in every style and language ("thirty-two twenty-eight", "це три де чотири", "Cäsar
//! drei David vier", "twenty-six takes seventeen"), turned into the text notation the
//! notation reader reads, so that reading, ambiguity and resolution stay in one place
//! ([`hektor_draughts::notation`]).

use std::collections::HashMap;
use std::sync::OnceLock;

use hektor_draughts::notation::{self, NotationError, Resolved, TextMove};
use hektor_draughts::{Move, Variant};

use super::numbers::spell;
use crate::i18n::{Lang, Locale};
use crate::msg;
use hektor_notation::announce::lexicon::spoken_words;
use hektor_notation::announce::vocabulary::Word;

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
/// capture, its absence a quiet move; the crowning and filler words are passed over; a
/// comma is a pause between squares. Words without pauses may be read several ways
/// ("forty one": 41, or 40 and 1): this is the first that is a move at all, longest
/// numbers first; [`resolve`] tries them all against the legal moves.
///
/// # Errors
///
/// [`ReadError::UnknownWord`] for a word no style knows, else the notation reader's
/// error for the notation the words made.
pub fn read(variant: Variant, input: &str) -> Result<TextMove, ReadError> {
    if let Ok(written) = notation::read(variant, input) {
        return Ok(written);
    }
    let readings = as_notation(input)?;
    let greedy = readings.first().map_or("", String::as_str);
    notation::read(variant, greedy).map_err(ReadError::Notation)
}

/// The legal move `input` means among `legal` (the position's legal moves along every
/// path, `Position::legal_paths`, so a capture said along any of its paths is understood): every
/// reading of the words is resolved by [`notation::resolve`], and the moves they fit are
/// gathered. One move: that move; several (two capture paths with the same ends, or
/// "forty one twenty-three" fitting both 41-23 and 40x1x23): the choice, to be asked;
/// none: what [`read`]'s reading gives.
///
/// # Errors
///
/// As [`read`], when no reading fits a legal move and its reading is no move at all.
pub fn resolve(variant: Variant, input: &str, legal: &[Move]) -> Result<Resolved, ReadError> {
    resolve_with(variant, input, legal, notation::resolve)
}

/// The path `input` picks among `choices` (the paths of the question "which path?"):
/// as [`resolve`], through [`notation::pick`], so the whole path of a one-man capture
/// written from-to picks it.
///
/// # Errors
///
/// As [`resolve`].
pub fn pick(variant: Variant, input: &str, choices: &[Move]) -> Result<Resolved, ReadError> {
    resolve_with(variant, input, choices, notation::pick)
}

/// How written squares are matched against moves: [`notation::resolve`] or
/// [`notation::pick`].
type Resolver = fn(Variant, &TextMove, &[Move]) -> Resolved;

/// [`resolve`] with `resolver` matching each reading.
fn resolve_with(
    variant: Variant,
    input: &str,
    legal: &[Move],
    resolver: Resolver,
) -> Result<Resolved, ReadError> {
    if let Ok(written) = notation::read(variant, input) {
        return Ok(resolver(variant, &written, legal));
    }
    let mut fitting: Vec<Move> = Vec::new();
    for text in as_notation(input)? {
        let resolved = notation::read(variant, &text).map(|w| resolver(variant, &w, legal));
        let moves = match resolved {
            Ok(Resolved::Move(mv)) => vec![mv],
            Ok(Resolved::Choice(moves)) => moves,
            _ => continue,
        };
        fitting.extend(moves);
    }
    let mut fitting = notation::distinct_outcomes(fitting);
    match fitting.len() {
        0 => read(variant, input).map(|written| resolver(variant, &written, legal)),
        1 => Ok(Resolved::Move(fitting.swap_remove(0))),
        _ => Ok(Resolved::Choice(fitting)),
    }
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
    for lang in Lang::EVERY {
        let locale = Locale::new(lang);
        for n in 1..=Variant::International.squares() {
            add(&spell(&locale, n), Meaning::Number(n));
        }
        for (id, meaning) in [
            (msg::DRAUGHTS_CAPTURES, Meaning::Captures),
            (msg::DRAUGHTS_CROWNED, Meaning::Silent),
        ] {
            add(&locale.text(id), meaning);
            add(&locale.text(&format!("{id}-variants")), meaning);
        }
    }
    for (spelling, word) in spoken_words() {
        let meaning = match word {
            Word::File(file) => Meaning::File(char::from(b'a' + file)),
            Word::Rank(rank) => Meaning::Number(rank + 1),
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

/// One word of the input, or a pause (a comma, a full stop): a phrase never spans a
/// pause, so "forty, one" is two squares where "forty one" may be one.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Word(String),
    Pause,
}

/// Joins the words of a hyphenated compound ("thirty-two") into one piece.
const JOINER: char = '\u{1}';

/// `text` in lowercase words and pauses: apostrophes unified, `ё` as `е`, punctuation as
/// a pause, a dash between letters joining them into one piece ("thirty-two" is never
/// thirty and two), other dashes as spaces, `×` and `:` words of their own (a capture
/// mark). A piece of joined words holds them separated by spaces.
fn pieces(text: &str) -> Vec<Piece> {
    let mut spaced = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().flat_map(char::to_lowercase).collect();
    for (at, &c) in chars.iter().enumerate() {
        let between_letters = at > 0
            && chars[at - 1].is_alphabetic()
            && chars.get(at + 1).is_some_and(|c| c.is_alphabetic());
        match c {
            '-' | '‐' if between_letters => spaced.push(JOINER),
            '’' | 'ʼ' | '‘' | '`' | '´' => spaced.push('\''),
            'ё' => spaced.push('е'),
            '×' | ':' => spaced.push_str(" x "),
            ',' | ';' | '.' | '!' | '?' | '(' | ')' | '"' | '„' | '“' | '”' | '«' | '»' => {
                spaced.push_str(" , ");
            }
            '-' | '—' | '–' | '‒' | '−' | '‐' => spaced.push(' '),
            other => spaced.push(other),
        }
    }
    spaced
        .split_whitespace()
        .map(|word| match word {
            "," => Piece::Pause,
            _ => Piece::Word(word.replace(JOINER, " ")),
        })
        .collect()
}

/// The words of `text`, pauses left out.
fn tokens(text: &str) -> Vec<String> {
    pieces(text)
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Word(word) => Some(word),
            Piece::Pause => None,
        })
        .collect()
}

/// One thing the words said, in order.
#[derive(Debug, Clone)]
enum Said {
    Known(Meaning),
    /// A word with a digit in it, kept as written for the notation reader (`c3`, `28`).
    Written(String),
}

/// At most this many readings of one input are tried.
const MAX_READINGS: usize = 64;

/// Longer input (in pieces) than the longest move says is read the greedy way only.
const MAX_PIECES: usize = 96;

/// At most this many steps are taken looking for other readings.
const MAX_STEPS: usize = 4096;

/// Other readings of `pieces` from `at` on as phrases, longest phrases first ("forty
/// one" as 41, then as 40 and 1), until `steps` run out.
fn readings(
    pieces: &[Piece],
    at: usize,
    prefix: &mut Vec<Said>,
    out: &mut Vec<Vec<Said>>,
    steps: &mut usize,
) {
    if out.len() >= MAX_READINGS || *steps == 0 {
        return;
    }
    *steps -= 1;
    let Some(piece) = pieces.get(at) else {
        out.push(prefix.clone());
        return;
    };
    if *piece == Piece::Pause {
        return readings(pieces, at + 1, prefix, out, steps);
    }
    for (len, said) in matches(pieces, at).into_iter().rev() {
        prefix.push(said);
        readings(pieces, at + len, prefix, out, steps);
        prefix.pop();
    }
}

/// Every phrase that starts at the word `at` of `pieces`, shortest first, with the
/// number of pieces it takes; a word with a digit stands for itself. `lexicon.longest`
/// counts words and a piece holds one or more, so that many pieces reach every phrase.
fn matches(pieces: &[Piece], at: usize) -> Vec<(usize, Said)> {
    let lexicon = lexicon();
    let mut phrase = String::new();
    let mut found = Vec::new();
    for (len, piece) in pieces[at..].iter().take(lexicon.longest).enumerate() {
        let Piece::Word(next) = piece else { break };
        if len > 0 {
            phrase.push(' ');
        }
        phrase.push_str(next);
        if let Some(meaning) = lexicon.phrases.get(&phrase) {
            found.push((len + 1, Said::Known(*meaning)));
        }
    }
    if let (true, Some(Piece::Word(word))) = (found.is_empty(), pieces.get(at))
        && word.chars().any(|c| c.is_ascii_digit())
    {
        found.push((
            1,
            match word.parse() {
                Ok(number) => Said::Known(Meaning::Number(number)),
                Err(_) => Said::Written(word.clone()),
            },
        ));
    }
    found
}

/// The greedy reading of `pieces` (longest phrases first), or the first word it cannot
/// place, with its hyphens.
fn greedy(pieces: &[Piece]) -> Result<Vec<Said>, ReadError> {
    let mut said = Vec::new();
    let mut at = 0;
    while let Some(piece) = pieces.get(at) {
        match (piece, matches(pieces, at).pop()) {
            (Piece::Pause, _) => at += 1,
            (Piece::Word(_), Some((len, meaning))) => {
                said.push(meaning);
                at += len;
            }
            (Piece::Word(word), None) => {
                return Err(ReadError::UnknownWord(word.replace(' ', "-")));
            }
        }
    }
    Ok(said)
}

/// Every reading of `input` as full notation, the greedy one first: squares joined by
/// `x` when a capture word was said or more than two squares were, by `-` otherwise.
fn as_notation(input: &str) -> Result<Vec<String>, ReadError> {
    let pieces = pieces(input);
    let first = greedy(&pieces)?;
    let mut out = vec![joined(first)];
    if pieces.len() <= MAX_PIECES {
        let (mut others, mut steps) = (Vec::new(), MAX_STEPS);
        readings(&pieces, 0, &mut Vec::new(), &mut others, &mut steps);
        for text in others.into_iter().map(joined) {
            if !out.contains(&text) {
                out.push(text);
            }
        }
    }
    Ok(out)
}

/// The squares `said` names, joined as full notation.
fn joined(said: Vec<Said>) -> String {
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
    // A quiet move has one landing square: more squares said are a capture's path,
    // capture word or not ("two thirteen twenty-seven forty-nine").
    squares.join(if capture || squares.len() > 2 {
        "x"
    } else {
        "-"
    })
}

/// The number `input` says alone, in digits or in the words of any UI language, as a
/// number or an ordinal ("2", "two", "два", "dwa", "zwei", "second", "другий",
/// "второй", "druga", "zweite"): the answer to a question listing numbered choices.
/// `None` when it says anything else.
pub fn number(input: &str) -> Option<u8> {
    let text = input.trim();
    if let Ok(number) = text.parse() {
        return Some(number);
    }
    if let Some(ordinal) = ordinals().get(&tokens(text).join(" ")) {
        return Some(*ordinal);
    }
    match greedy(&pieces(text)).ok()?.as_slice() {
        [Said::Known(Meaning::Number(number))] => Some(*number),
        _ => None,
    }
}

/// How many ordinals `draughts-ordinal-*` spell (1 to this).
const ORDINALS: u8 = 6;

/// The capture paths `names` (in words) as the question lists them, each after its
/// ordinal (`the first path: ...; the second path: ...`), words that cannot be taken for
/// a square as a number can, and which [`pick`] reads back; `None` when there are more
/// paths than ordinals.
pub fn path_choices(locale: &Locale, names: &[String]) -> Option<String> {
    if names.len() > usize::from(ORDINALS) {
        return None;
    }
    let labelled: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(index, name)| {
            let ordinal = locale.text(&format!("draughts-ordinal-{}", index + 1));
            let ordinal = ordinal
                .split('|')
                .next()
                .unwrap_or_default()
                .trim()
                .to_owned();
            crate::i18n::sentence(
                locale,
                msg::DRAUGHTS_CHOICE_PATH,
                &[("ordinal", ordinal.into()), ("path", name.clone().into())],
            )
        })
        .collect();
    Some(labelled.join("; "))
}

/// The ordinals of every UI language (`draughts-ordinal-*`, normalised as [`tokens`]
/// joined by spaces), with their numbers, built once.
fn ordinals() -> &'static HashMap<String, u8> {
    static ORDINAL_WORDS: OnceLock<HashMap<String, u8>> = OnceLock::new();
    ORDINAL_WORDS.get_or_init(|| {
        let mut words = HashMap::new();
        for lang in Lang::ALL {
            let locale = Locale::new(lang);
            for n in 1..=ORDINALS {
                for spelling in locale.text(&format!("draughts-ordinal-{n}")).split('|') {
                    words.entry(tokens(spelling).join(" ")).or_insert(n);
                }
            }
        }
        words.remove("");
        words
    })
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
    fn every_ordinal_spelling_reads_as_its_number() {
        for lang in Lang::ALL {
            let locale = Locale::new(lang);
            for n in 1..=ORDINALS {
                let id = format!("draughts-ordinal-{n}");
                assert!(locale.has(&id), "{lang:?}: no message {id}");
                for spelling in locale.text(&id).split('|') {
                    assert_eq!(number(spelling), Some(n), "{lang:?} {spelling}");
                }
            }
        }
        assert_eq!(number("Другий"), Some(2));
        assert_eq!(number("the"), None);
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
            (
                "twenty six takes seventeen, twenty eight, nineteen",
                "26x17x28x19",
            ),
            ("двадцять шість бʼє сімнадцять", "26x17"),
            ("двадцать шесть бьет семнадцать", "26x17"),
            ("dwadzieścia sześć bije siedemnaście", "26x17"),
            ("sechsundzwanzig schlägt siebzehn, Dame", "26x17"),
            ("26 x 17", "26x17"),
            ("c 3 to d 4", "c3-d4"),
            ("", ""),
            ("forty, one", "40-1"),
            ("two thirteen twenty-seven forty-nine", "2x13x27x49"),
        ] {
            assert_eq!(
                as_notation(input).map(|r| r[0].clone()),
                Ok(expected.to_owned()),
                "{input}"
            );
        }
        assert_eq!(
            as_notation("thirty-two twenty-nein"),
            Err(ReadError::UnknownWord("twenty-nein".into()))
        );
        assert_eq!(
            as_notation("forty one twenty three"),
            Ok(["41-23", "41x20x3", "40x1x23", "40x1x20x3"]
                .map(String::from)
                .to_vec())
        );
        assert_eq!(as_notation("thirty-two"), Ok(vec!["32".to_owned()]));
        assert_eq!(
            as_notation("в дамки"),
            Ok(vec![String::new()]),
            "a phrase is read whole"
        );
    }
}

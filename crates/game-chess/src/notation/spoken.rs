//! Spoken input: words and phrases of the announcement lexicon
//! ([`hektor_notation::announce::lexicon::spoken_words`]) mixed freely with written notation
//! (`springer felix drei`, `Felix 3`, `Springer f3`, `kurze rochade`). Words are matched
//! case-insensitively, longest phrase first, with German letters folded to ASCII on both
//! sides (`fünf` = `fuenf`, `König` = `Koenig`, `schlägt` = `schlaegt`). Tokens that are
//! no word are read character by character as notation.

use std::collections::HashMap;
use std::sync::OnceLock;

use unicode_normalization::UnicodeNormalization;

use super::symbols::{Alt, CharReading, Letters, Slot, Sym, push_chars, read_char};
use crate::{file_of, rank_of, role_of};
use hektor_notation::announce::lexicon::spoken_words;
use hektor_notation::announce::vocabulary::Word;

/// The lexicon, indexed by folded spelling.
struct Index {
    /// Folded phrase → every meaning it has.
    words: HashMap<String, Vec<Word>>,
    /// The most words any phrase has.
    longest: usize,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut words: HashMap<String, Vec<Word>> = HashMap::new();
        let mut longest = 1;
        for (spelling, word) in spoken_words() {
            let folded = fold_phrase(&spelling);
            if folded.is_empty() {
                continue;
            }
            longest = longest.max(folded.split(' ').count());
            let meanings = words.entry(folded).or_default();
            if !meanings.contains(&word) {
                meanings.push(word);
            }
        }
        Index { words, longest }
    })
}

/// `text` in the form words are compared in: composed, lower case, German letters
/// spelled in ASCII, words separated by single spaces.
fn fold_phrase(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        fold_word(word, &mut out);
    }
    out
}

/// Appends the folded form of one word (see [`fold_phrase`]).
fn fold_word(word: &str, out: &mut String) {
    for c in word.nfc().flat_map(char::to_lowercase) {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            'ё' => out.push('е'),
            other => out.push(other),
        }
    }
}

/// Reads `text` (marks already stripped) into slots: lexicon phrases where they match,
/// notation characters (read with `letters`) elsewhere. `None` when some part means
/// nothing.
pub fn read_slots(text: &str, letters: Letters) -> Option<Vec<Slot>> {
    let index = index();
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|token| !token.is_empty())
        .flat_map(|token| split_joined(index, token))
        .collect();
    let folded: Vec<String> = tokens
        .iter()
        .map(|token| {
            let mut out = String::new();
            fold_word(token.trim_matches(['.', ';', ':', '!', '?']), &mut out);
            out
        })
        .collect();
    let mut slots = Vec::new();
    let mut at = 0;
    while at < tokens.len() {
        let matched = (1..=index.longest.min(tokens.len() - at))
            .rev()
            .find_map(|count| {
                let phrase = folded[at..at + count].join(" ");
                index.words.get(&phrase).map(|meanings| (count, meanings))
            });
        match matched {
            Some((count, meanings)) => {
                if let Some(slot) = word_slot(meanings) {
                    slots.push(slot);
                }
                at += count;
            }
            None => {
                if is_unknown_word(tokens[at]) || !push_chars(tokens[at], &mut slots, letters) {
                    return None;
                }
                at += 1;
            }
        }
    }
    Some(slots)
}

/// `token` as it is read: a Cyrillic file word joined to a rank's digits (`еф3`, `эф3`,
/// `де4`) as the word and the digits; anything else whole (`Na3`, `Be4`, `ef3` stay
/// notation, read character by character).
fn split_joined<'a>(index: &Index, token: &'a str) -> Vec<&'a str> {
    let digits_at = token
        .char_indices()
        .find(|(_, c)| c.is_ascii_digit())
        .map_or(token.len(), |(at, _)| at);
    let (word, digits) = token.split_at(digits_at);
    let joined = !word.is_empty()
        && !digits.is_empty()
        && digits.chars().all(|c| c.is_ascii_digit())
        && !index.words.contains_key(&fold_phrase(token))
        && index
            .words
            .get(&fold_phrase(word))
            .is_some_and(|meanings| meanings.iter().any(|m| matches!(m, Word::File(_))))
        && !word.is_ascii()
        && word.chars().count() >= 2;
    if joined {
        vec![word, digits]
    } else {
        vec![token]
    }
}

/// Whether `token` looks like a word rather than notation: four letters or more, none of
/// them read as a rank (as `l` and `З` can be) and not castling. Such a token that the
/// lexicon does not know is not read letter by letter, so an unknown word ("nach",
/// "bitte") never turns into a move by accident.
fn is_unknown_word(token: &str) -> bool {
    token.chars().count() >= 4
        && token.chars().all(char::is_alphabetic)
        && !token.chars().all(|c| matches!(c, 'O' | 'o' | 'О' | 'о'))
        && !token.chars().any(|c| match read_char(c) {
            CharReading::Slot(slot) => slot.iter().any(|alt| matches!(alt.sym, Sym::Rank(_))),
            CharReading::Skip | CharReading::Unknown => false,
        })
}

/// The slot of a word's meanings; `None` for a word that carries no meaning in a move
/// (filler, check, mate, en passant). A meaning in a move wins over filler.
fn word_slot(meanings: &[Word]) -> Option<Slot> {
    let slot: Slot = meanings
        .iter()
        .filter_map(|word| {
            let sym = match *word {
                Word::File(file) => Sym::File(file_of(file)?),
                Word::Rank(rank) => Sym::Rank(rank_of(rank)?),
                Word::Piece(kind) => Sym::Piece(role_of(kind)?),
                Word::Captures => Sym::Capture,
                Word::Promotes => Sym::Promote,
                Word::CastleShort => Sym::CastleShort,
                Word::CastleLong => Sym::CastleLong,
                Word::Check | Word::Mate | Word::EnPassant | Word::Filler => return None,
            };
            Some(Alt { sym, cost: 0 })
        })
        .collect();
    (!slot.is_empty()).then_some(slot)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_matches_ascii_spellings() {
        assert_eq!(fold_phrase("Kurze  Rochade"), "kurze rochade");
        assert_eq!(fold_phrase("fünf"), "fuenf");
        assert_eq!(fold_phrase("Läufer"), "laeufer");
        assert_eq!(fold_phrase("fu\u{308}nf"), "fuenf");
    }

    #[test]
    fn words_and_notation_mix() {
        let slots = read_slots("Springer felix 3", Letters::Any).unwrap_or_default();
        assert_eq!(slots.len(), 3);
        assert!(read_slots("springer ЖЖ", Letters::Any).is_none());
        assert!(read_slots("springer bach f3", Letters::Any).is_none());
        assert!(read_slots("Bach f3", Letters::Any).is_none());
        assert_eq!(
            read_slots("springer nach f3", Letters::Any).map(|s| s.len()),
            Some(3)
        );
        assert!(read_slots("OOOO", Letters::Any).is_some());
    }

    /// Every Cyrillic file word of the lexicon longer than a letter.
    fn cyrillic_files() -> Vec<String> {
        spoken_words()
            .into_iter()
            .filter(|(spelling, word)| {
                matches!(word, Word::File(_))
                    && !spelling.is_ascii()
                    && spelling.chars().count() > 1
            })
            .map(|(spelling, _)| spelling)
            .collect()
    }

    proptest::proptest! {
        /// A Cyrillic file word joined to its rank reads as the two said apart; any
        /// token with digits is read or refused without a panic.
        #[test]
        fn a_file_word_joined_to_its_rank_reads_as_both(
            at in 0usize..64, rank in 1u8..=8, noise in "[а-яa-z]{0,4}[0-9]{0,2}"
        ) {
            let files = cyrillic_files();
            let Some(file) = files.get(at % files.len().max(1)) else {
                return Ok(());
            };
            proptest::prop_assert_eq!(
                read_slots(&format!("{file}{rank}"), Letters::Any),
                read_slots(&format!("{file} {rank}"), Letters::Any)
            );
            let _ = read_slots(&noise, Letters::Any);
        }
    }
}

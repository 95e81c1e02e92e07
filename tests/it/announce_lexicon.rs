//! The spoken lexicon: every word any style can announce is in it, with one meaning, and
//! the spelling variants the rules name are there.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::collections::HashMap;

use common::random_position;
use hektor::announce::lexicon::spoken_words;
use hektor::announce::vocabulary::Word;
use hektor::games::chess::kind_of;
use hektor::i18n::Lang;
use hektor::{
    announce::{AnnounceOptions, Form, Style},
    games::chess::announce::{Announcer, style_words},
};
use proptest::prelude::*;
use shakmaty::{File, Position, Rank, Role};

const WORD_STYLES: [Style; 4] = [Style::Fide, Style::FideAscii, Style::Nato, Style::Native];

fn meanings() -> HashMap<String, Vec<Word>> {
    let mut map: HashMap<String, Vec<Word>> = HashMap::new();
    for (spelling, word) in spoken_words() {
        let entry = map.entry(spelling).or_default();
        if !entry.contains(&word) {
            entry.push(word);
        }
    }
    map
}

#[test]
fn every_spelling_is_lowercase_and_has_one_meaning() {
    for (spelling, words) in meanings() {
        assert_eq!(spelling, spelling.to_lowercase());
        assert_eq!(spelling.trim(), spelling);
        assert_eq!(words.len(), 1, "{spelling:?} means {words:?}");
    }
}

#[test]
fn the_spelling_variants_of_the_rules_are_there() {
    let meanings = meanings();
    let expect = |spelling: &str, word: Word| {
        assert_eq!(
            meanings.get(spelling).map(Vec::as_slice),
            Some(&[word][..]),
            "{spelling}"
        );
    };
    for c in ["cäsar", "caesar", "cesar"] {
        expect(c, Word::File(u8::from(File::C)));
    }
    for h in ["hektor", "hector", "hotel"] {
        expect(h, Word::File(u8::from(File::H)));
    }
    for a in ["anna", "alpha", "alfa"] {
        expect(a, Word::File(u8::from(File::A)));
    }
    for five in ["fünf", "fuenf", "five", "пять", "п'ять", "pięć"] {
        expect(five, Word::Rank(u8::from(Rank::Fifth)));
    }
    for king in ["könig", "koenig", "king", "король", "król"] {
        expect(king, Word::Piece(kind_of(Role::King)));
    }
    for bishop in ["läufer", "laeufer", "bishop", "слон", "goniec"] {
        expect(bishop, Word::Piece(kind_of(Role::Bishop)));
    }
    for knight in [
        "springer", "knight", "конь", "кінь", "коня", "skoczek", "skoczka",
    ] {
        expect(knight, Word::Piece(kind_of(Role::Knight)));
    }
    expect("ферзя", Word::Piece(kind_of(Role::Queen)));
    expect("ладью", Word::Piece(kind_of(Role::Rook)));
    for captures in ["schlägt", "schlaegt", "takes", "бьёт", "bije"] {
        expect(captures, Word::Captures);
    }
    expect("kurze rochade", Word::CastleShort);
    expect("lange rochade", Word::CastleLong);
    expect("en passant", Word::EnPassant);
    expect("wird", Word::Promotes);
    expect("schach", Word::Check);
    expect("matt", Word::Mate);
    expect("nach", Word::Filler);
}

#[test]
fn style_words_are_the_words_of_each_style() {
    let fide = style_words(Style::Fide);
    for word in [
        "Anna",
        "Cäsar",
        "Hektor",
        "fünf",
        "König",
        "Läufer",
        "schlägt",
        "Kurze Rochade",
    ] {
        assert!(fide.iter().any(|w| w == word), "fide lacks {word}");
    }
    assert!(!fide.iter().any(|w| w == "Caesar"));
    let ascii = style_words(Style::FideAscii);
    for word in ["Caesar", "Hector", "fuenf", "Koenig", "Laeufer", "schlaegt"] {
        assert!(ascii.iter().any(|w| w == word), "fide-ascii lacks {word}");
    }
    let nato = style_words(Style::Nato);
    for word in ["Alpha", "Hotel", "three", "knight", "takes"] {
        assert!(nato.iter().any(|w| w == word), "nato lacks {word}");
    }
    let native = style_words(Style::Native);
    for word in ["конь", "кінь", "skoczek", "Springer", "knight", "ферзя"] {
        assert!(native.iter().any(|w| w == word), "native lacks {word}");
    }
    let san = style_words(Style::San);
    for word in ["N", "S", "Кр", "O-O", "x", "e", "4"] {
        assert!(san.iter().any(|w| w == word), "san lacks {word}");
    }
    for style in WORD_STYLES {
        let words = style_words(style);
        let mut unique = words.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), words.len(), "{style:?} repeats words");
    }
}

#[test]
fn every_word_a_style_can_say_is_in_the_lexicon() {
    let meanings = meanings();
    for style in WORD_STYLES {
        for word in style_words(style) {
            assert!(
                meanings.contains_key(&word.to_lowercase()),
                "{style:?}: {word:?} is not in the lexicon"
            );
        }
    }
}

/// Reads `text` back into lexicon words, longest phrase first; `None` when a part is
/// no word.
fn read_words(text: &str, meanings: &HashMap<String, Vec<Word>>) -> Option<Vec<Word>> {
    let longest = meanings.keys().map(|k| k.split(' ').count()).max()?;
    let tokens: Vec<String> = text
        .to_lowercase()
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(String::from)
        .collect();
    let mut words = Vec::new();
    let mut at = 0;
    while at < tokens.len() {
        let (count, word) = (1..=longest.min(tokens.len() - at))
            .rev()
            .find_map(|count| {
                let phrase = tokens[at..at + count].join(" ");
                meanings.get(&phrase).map(|w| (count, w[0]))
            })?;
        words.push(word);
        at += count;
    }
    Some(words)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Every announcement of every legal move, in every word style, form and language,
    /// splits into lexicon words that name the move's squares and pieces.
    #[test]
    fn announcements_read_back_as_lexicon_words(picks in prop::collection::vec(any::<usize>(), 0..60)) {
        let meanings = meanings();
        let pos = random_position(&picks);
        for style in WORD_STYLES {
            for lang in Lang::ALL {
                for form in [Form::Short, Form::Long] {
                    for ranks_in_ui_language in [false, true] {
                        let announcer = Announcer::new(AnnounceOptions {
                            style, form, lang, ranks_in_ui_language, pawn_name: true,
                        });
                        for mv in pos.legal_moves() {
                            let text = announcer.move_text(&pos, mv);
                            let words = read_words(&text, &meanings);
                            prop_assert!(words.is_some(), "{text:?} ({style:?}, {lang}, {form:?})");
                            let words = words.unwrap_or_default();
                            if mv.is_castle() {
                                continue;
                            }
                            prop_assert!(words.contains(&Word::File(u8::from(mv.to().file()))), "{text:?}");
                            prop_assert!(words.contains(&Word::Rank(u8::from(mv.to().rank()))), "{text:?}");
                            prop_assert!(words.contains(&Word::Piece(kind_of(mv.role()))), "{text:?}");
                            if let Some(role) = mv.promotion() {
                                prop_assert!(words.contains(&Word::Piece(kind_of(role))), "{text:?}");
                                prop_assert!(words.contains(&Word::Promotes), "{text:?}");
                            }
                            prop_assert_eq!(words.contains(&Word::Captures), mv.is_capture(), "{}", text);
                        }
                    }
                }
            }
        }
    }
}

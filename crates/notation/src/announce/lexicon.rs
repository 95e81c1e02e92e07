//! The spoken vocabulary seen from the input side: every word (and spelling variant) of
//! every announcement style and language, with what it means. The move parser reads
//! spoken input ("springer felix drei", "knight foxtrot three") through this table, so a
//! word that can be announced can always be typed back.

use std::collections::HashSet;
use std::sync::OnceLock;

use super::vocabulary;
use super::vocabulary::Word;
use crate::i18n::{Lang, Locale};
use crate::msg;
use crate::terms::Player;

/// Every known spelling with its meaning; spellings are lowercase and may contain spaces.
/// Longer phrases must be preferred over their prefixes by the reader.
///
/// The table is read from the same Fluent vocabularies the announcements use (every
/// style, every language), plus the `-variants` spellings listed there and each
/// language's filler words. Each (spelling, meaning) pair appears once.
pub fn spoken_words() -> Vec<(String, Word)> {
    static TABLE: OnceLock<Vec<(String, Word)>> = OnceLock::new();
    TABLE.get_or_init(build).clone()
}

fn build() -> Vec<(String, Word)> {
    let keys = vocabulary::keys();
    let mut words = Vec::new();
    for lang in Lang::EVERY {
        let locale = Locale::new(lang);
        let mut add = |id: String, word: Word| {
            if locale.has_own(&id) {
                for spelling in split_spellings(&locale.text(&id)) {
                    words.push((spelling, word));
                }
            }
        };
        for prefix in vocabulary::PREFIXES {
            for (key, word) in &keys {
                add(format!("{prefix}{key}"), *word);
                add(format!("{prefix}{key}-variants"), *word);
                if let Word::Piece(_) = word {
                    add(format!("{prefix}{key}-promoted"), *word);
                }
            }
        }
        add(msg::VOCAB_FILLER.to_owned(), Word::Filler);
    }
    let mut seen = HashSet::new();
    words.retain(|entry| seen.insert(entry.clone()));
    words
}

/// What a word means in a board entered piece by piece, beyond the move words: a side,
/// a square made empty, whose board it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardWord {
    /// The side whose pieces follow ("white", "чорні").
    Side(Player),
    /// The square that follows is empty ("empty", "leer", "порожньо", "usuń").
    Empty,
    /// The board is the blind player's ("blind", "незрячий").
    Blind,
    /// The board is the sighted player's ("sighted", "widzący").
    Sighted,
}

impl BoardWord {
    /// Every board word, in a fixed order.
    pub const ALL: [BoardWord; 5] = [
        BoardWord::Side(Player::White),
        BoardWord::Side(Player::Black),
        BoardWord::Empty,
        BoardWord::Blind,
        BoardWord::Sighted,
    ];

    /// The message id of the word's spellings (`vocab-board-empty`).
    fn id(self) -> &'static str {
        match self {
            BoardWord::Side(Player::White) => msg::VOCAB_BOARD_WHITE,
            BoardWord::Side(Player::Black) => msg::VOCAB_BOARD_BLACK,
            BoardWord::Empty => msg::VOCAB_BOARD_EMPTY,
            BoardWord::Blind => msg::VOCAB_BOARD_BLIND,
            BoardWord::Sighted => msg::VOCAB_BOARD_SIGHTED,
        }
    }

    /// The spellings of this word in `lang`, lowercase, the one sentences name first.
    pub fn spellings(self, lang: Lang) -> Vec<String> {
        split_spellings(&Locale::new(lang).text(self.id()))
    }

    /// What `word` (lowercase) means as a board word in any language.
    pub fn read(word: &str) -> Option<BoardWord> {
        static TABLE: OnceLock<Vec<(String, BoardWord)>> = OnceLock::new();
        TABLE
            .get_or_init(|| {
                Lang::EVERY
                    .into_iter()
                    .flat_map(|lang| {
                        BoardWord::ALL.into_iter().flat_map(move |meaning| {
                            meaning
                                .spellings(lang)
                                .into_iter()
                                .map(move |spelling| (spelling, meaning))
                        })
                    })
                    .collect()
            })
            .iter()
            .find(|(spelling, _)| spelling == word)
            .map(|(_, meaning)| *meaning)
    }
}

/// The `|`-separated spellings of a vocabulary message, trimmed and lowercase.
fn split_spellings(text: &str) -> Vec<String> {
    text.split('|')
        .map(|spelling| spelling.trim().to_lowercase())
        .filter(|spelling| !spelling.is_empty())
        .collect()
}

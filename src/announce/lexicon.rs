//! The spoken vocabulary seen from the input side: every word (and spelling variant) of
//! every announcement style and language, with what it means. The move parser reads
//! spoken input ("springer felix drei", "knight foxtrot three") through this table, so a
//! word that can be announced can always be typed back.

use std::collections::HashSet;
use std::sync::OnceLock;

use shakmaty::{File, Rank, Role};

use super::vocabulary;
use crate::i18n::{Lang, Locale};

/// What a spoken word means in a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Word {
    /// A file letter name ("Anna", "Alpha").
    File(File),
    /// A rank number ("eins", "one").
    Rank(Rank),
    /// A piece name ("Springer", "knight").
    Piece(Role),
    /// Capture ("schlägt", "takes").
    Captures,
    /// Check ("Schach").
    Check,
    /// Mate ("Matt").
    Mate,
    /// En passant.
    EnPassant,
    /// Promotion ("wird", "promotes to").
    Promotes,
    /// Short castling ("Kurze Rochade"), possibly several words.
    CastleShort,
    /// Long castling ("Lange Rochade").
    CastleLong,
    /// A word that carries no meaning in a move ("nach", "to", "on").
    Filler,
}

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
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        let mut add = |id: String, word: Word| {
            if locale.has_own(&id) {
                for spelling in locale.text(&id).split('|') {
                    let spelling = spelling.trim().to_lowercase();
                    if !spelling.is_empty() {
                        words.push((spelling, word));
                    }
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
        add("vocab-filler".to_owned(), Word::Filler);
    }
    let mut seen = HashSet::new();
    words.retain(|entry| seen.insert(entry.clone()));
    words
}

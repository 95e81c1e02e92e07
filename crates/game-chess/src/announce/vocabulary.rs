//! The words of one chess announcement style, read from the Fluent files once (the keys
//! and prefix chains are [`hektor_notation::announce::vocabulary`]'s).

use shakmaty::{CastlingSide, File, Rank, Role};

use crate::i18n::Locale;
use crate::{kind_of, role_name, role_of};
use hektor_notation::announce::vocabulary::Word;
use hektor_notation::announce::vocabulary::{dedup_keep_order, find, lookup};

/// The key of a piece name (`piece-knight`).
pub(crate) fn piece_key(role: Role) -> String {
    hektor_notation::announce::vocabulary::piece_key(kind_of(role))
}

/// The words of a spoken style, ready to join.
#[derive(Debug, Clone)]
pub(crate) struct Vocabulary {
    pieces: [String; 6],
    promoted: [String; 6],
    files: [String; 8],
    ranks: [String; 8],
    captures: String,
    check: String,
    mate: String,
    en_passant: String,
    promotes: String,
    castle_short: String,
    castle_long: String,
    ranks_in_ui_language: bool,
}

impl Vocabulary {
    /// The words of `prefixes` in `locale`; ranks from `rank_locale` (with `vocab-`) when
    /// given.
    pub(crate) fn load(locale: &Locale, prefixes: &[&str], rank_locale: Option<&Locale>) -> Self {
        let word = |key: &str| lookup(locale, prefixes, key);
        let pieces = Role::ALL.map(|role| word(&piece_key(role)));
        let promoted = Role::ALL.map(|role| {
            find(locale, prefixes, &format!("{}-promoted", piece_key(role)))
                .unwrap_or_else(|| word(&piece_key(role)))
        });
        let ranks = Rank::ALL.map(|rank| {
            let key = format!("rank-{}", rank.char());
            match rank_locale {
                Some(ui) => lookup(ui, &["vocab-"], &key),
                None => word(&key),
            }
        });
        Vocabulary {
            pieces,
            promoted,
            files: File::ALL.map(|file| word(&format!("file-{}", file.char()))),
            ranks,
            captures: word("captures"),
            check: word("check"),
            mate: word("mate"),
            en_passant: word("en-passant"),
            promotes: word("promotes"),
            castle_short: word("castle-short"),
            castle_long: word("castle-long"),
            ranks_in_ui_language: rank_locale.is_some(),
        }
    }

    /// Whether the ranks are the UI language's words rather than the style's.
    pub(crate) fn ranks_in_ui_language(&self) -> bool {
        self.ranks_in_ui_language
    }

    /// A piece name.
    pub(crate) fn piece(&self, role: Role) -> &str {
        &self.pieces[role_index(role)]
    }

    /// A piece name after the promotion word.
    pub(crate) fn promoted(&self, role: Role) -> &str {
        &self.promoted[role_index(role)]
    }

    /// A file name.
    pub(crate) fn file(&self, file: File) -> &str {
        &self.files[usize::from(file)]
    }

    /// A rank name.
    pub(crate) fn rank(&self, rank: Rank) -> &str {
        &self.ranks[usize::from(rank)]
    }

    /// A connecting word.
    pub(crate) fn word(&self, word: Word) -> &str {
        match word {
            Word::Captures => &self.captures,
            Word::Check => &self.check,
            Word::Mate => &self.mate,
            Word::EnPassant => &self.en_passant,
            Word::Promotes => &self.promotes,
            Word::CastleShort => &self.castle_short,
            Word::CastleLong => &self.castle_long,
            Word::File(file) => self.files.get(usize::from(file)).map_or("", String::as_str),
            Word::Rank(rank) => self.ranks.get(usize::from(rank)).map_or("", String::as_str),
            Word::Piece(kind) => role_of(kind).map_or("", |role| self.piece(role)),
            Word::Filler => "",
        }
    }

    /// The castling phrase for `side`.
    pub(crate) fn castle(&self, side: CastlingSide) -> &str {
        match side {
            CastlingSide::KingSide => &self.castle_short,
            CastlingSide::QueenSide => &self.castle_long,
        }
    }

    /// Every word of this vocabulary, each once, in a fixed order.
    pub(crate) fn all_words(&self) -> Vec<String> {
        let mut words: Vec<String> = self
            .pieces
            .iter()
            .chain(&self.promoted)
            .chain(&self.files)
            .chain(&self.ranks)
            .chain([
                &self.captures,
                &self.check,
                &self.mate,
                &self.en_passant,
                &self.promotes,
                &self.castle_short,
                &self.castle_long,
            ])
            .cloned()
            .collect();
        dedup_keep_order(&mut words);
        words
    }
}

/// The piece letters of `SAN` style in a language (`N`, `S`, `К` ...); pawns have none.
#[derive(Debug, Clone)]
pub(crate) struct Letters {
    letters: [String; 6],
}

impl Letters {
    /// The letters of `locale`.
    pub(crate) fn load(locale: &Locale) -> Letters {
        Letters {
            letters: Role::ALL.map(|role| match role {
                Role::Pawn => String::new(),
                _ => lookup(locale, &["vocab-"], &format!("letter-{}", role_name(role))),
            }),
        }
    }

    /// The letter of `role` (empty for a pawn).
    pub(crate) fn letter(&self, role: Role) -> &str {
        &self.letters[role_index(role)]
    }

    /// Every letter, each once.
    pub(crate) fn all(&self) -> Vec<String> {
        self.letters
            .iter()
            .filter(|l| !l.is_empty())
            .cloned()
            .collect()
    }
}

fn role_index(role: Role) -> usize {
    usize::from(role) - 1
}

//! Where a style's words come from, for both games.
//!
//! Every word has a key (`piece-knight`, `file-f`, `rank-3`, `captures` ...). A style
//! looks a key up in one locale through a chain of message-id prefixes: the first id
//! that exists wins. `vocab-` is a language's own vocabulary (style `native`); `fide-`
//! holds the FIDE alphabet and `fide-ascii-` the FIDE texts' ASCII spellings (both in the
//! German files, because the FIDE words are German); `nato-` holds the NATO alphabet (in
//! the English files). A key with `-variants` lists further spellings the move reader
//! accepts (separated by `|`); `piece-*-promoted` is the form a piece takes after the
//! promotion word where the grammar wants one ("превращается в ферзя").

use super::Style;
use crate::i18n::{Lang, Locale};
use crate::terms::PieceKind;

/// What a spoken word means in a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Word {
    /// A file letter name ("Anna", "Alpha"): 0 is file a.
    File(u8),
    /// A rank number ("eins", "one"): 0 is the first rank.
    Rank(u8),
    /// A piece name ("Springer", "knight").
    Piece(PieceKind),
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

/// Every message-id prefix a vocabulary can use, for the lexicon.
pub const PREFIXES: [&str; 4] = ["vocab-", "fide-", "fide-ascii-", "nato-"];

/// The chess pieces the vocabularies name, king first.
pub const PIECES: [PieceKind; 6] = [
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Pawn,
];

/// The lowercase English name of a kind of piece, as used in message ids and Fluent
/// selectors.
pub fn kind_name(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::King => "king",
        PieceKind::Queen => "queen",
        PieceKind::Rook => "rook",
        PieceKind::Bishop => "bishop",
        PieceKind::Knight => "knight",
        PieceKind::Pawn => "pawn",
        PieceKind::Man => "man",
    }
}

/// The key of a piece name (`piece-knight`).
pub fn piece_key(kind: PieceKind) -> String {
    format!("piece-{}", kind_name(kind))
}

/// Every word key with its meaning, in a fixed order: pieces, files a-h, ranks 1-8,
/// then the connecting words.
pub fn keys() -> Vec<(String, Word)> {
    let mut keys = Vec::new();
    for kind in PIECES {
        keys.push((piece_key(kind), Word::Piece(kind)));
    }
    for file in 0..8u8 {
        keys.push((
            format!("file-{}", char::from(b'a' + file)),
            Word::File(file),
        ));
    }
    for rank in 0..8u8 {
        keys.push((format!("rank-{}", rank + 1), Word::Rank(rank)));
    }
    for (key, word) in [
        ("captures", Word::Captures),
        ("check", Word::Check),
        ("mate", Word::Mate),
        ("en-passant", Word::EnPassant),
        ("promotes", Word::Promotes),
        ("castle-short", Word::CastleShort),
        ("castle-long", Word::CastleLong),
    ] {
        keys.push((key.to_owned(), word));
    }
    keys
}

/// Where a style's words come from: a locale and a prefix chain.
pub fn source(style: Style, ui: Lang) -> Option<(Lang, &'static [&'static str])> {
    match style {
        Style::Fide => Some((Lang::De, &["fide-", "vocab-"])),
        Style::FideAscii => Some((Lang::De, &["fide-ascii-", "fide-", "vocab-"])),
        Style::Nato => Some((Lang::En, &["nato-", "vocab-"])),
        Style::Native => Some((ui, &["vocab-"])),
        Style::San => None,
    }
}

/// The text of `key` in `locale` through the prefix chain (the key itself when missing,
/// so a gap is audible but never a crash).
pub fn lookup(locale: &Locale, prefixes: &[&str], key: &str) -> String {
    find(locale, prefixes, key).unwrap_or_else(|| key.to_owned())
}

/// The text of `key` in `locale` through the prefix chain, if any prefix has it.
pub fn find(locale: &Locale, prefixes: &[&str], key: &str) -> Option<String> {
    prefixes
        .iter()
        .map(|prefix| format!("{prefix}{key}"))
        .find(|id| locale.has(id))
        .map(|id| locale.text(&id))
}

/// Removes later duplicates, keeping the first occurrence of each item.
pub fn dedup_keep_order(items: &mut Vec<String>) {
    let mut seen = std::collections::HashSet::new();
    items.retain(|item| seen.insert(item.clone()));
}

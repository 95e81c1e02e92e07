//! The spoken vocabulary seen from the input side: every word (and spelling variant) of
//! every announcement style and language, with what it means. The move parser reads
//! spoken input ("springer felix drei", "knight foxtrot three") through this table, so a
//! word that can be announced can always be typed back.

use shakmaty::{File, Rank, Role};

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
pub fn spoken_words() -> Vec<(String, Word)> {
    const FILES: [&str; 8] = [
        "anna", "bella", "cäsar", "david", "eva", "felix", "gustav", "hektor",
    ];
    const RANKS: [&str; 8] = [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
    ];
    let mut words = Vec::new();
    for (file, name) in File::ALL.into_iter().zip(FILES) {
        words.push((name.to_owned(), Word::File(file)));
    }
    for (rank, name) in Rank::ALL.into_iter().zip(RANKS) {
        words.push((name.to_owned(), Word::Rank(rank)));
    }
    for (role, name) in [
        (Role::King, "könig"),
        (Role::Queen, "dame"),
        (Role::Rook, "turm"),
        (Role::Bishop, "läufer"),
        (Role::Knight, "springer"),
        (Role::Pawn, "bauer"),
    ] {
        words.push((name.to_owned(), Word::Piece(role)));
    }
    words.push(("schlägt".to_owned(), Word::Captures));
    words.push(("schach".to_owned(), Word::Check));
    words.push(("matt".to_owned(), Word::Mate));
    words.push(("en passant".to_owned(), Word::EnPassant));
    words.push(("wird".to_owned(), Word::Promotes));
    words.push(("kurze rochade".to_owned(), Word::CastleShort));
    words.push(("lange rochade".to_owned(), Word::CastleLong));
    words
}

//! The first reading step: characters of written notation, in any of the supported
//! alphabets, become slots of possible symbols. A slot holds every meaning its character
//! can have (`B` is an English bishop, or a `b` typed with caps lock; Cyrillic `К` is a
//! Russian knight, or a Latin `K` king typed on a Cyrillic keyboard), each with a cost:
//! 0 for the usual meaning, 1 for a look-alike or an unusual case. The grammar
//! ([`super::grammar`]) tries them all and the resolver keeps the cheapest legal readings.

use shakmaty::{File, Rank, Role, Square};

/// One meaning of a character or a spoken word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sym {
    /// A piece letter or name.
    Piece(Role),
    /// A file letter or name.
    File(File),
    /// A rank digit or number word.
    Rank(Rank),
    /// Capture mark (`x`, `:`, "schlägt").
    Capture,
    /// Separator of long algebraic notation (`-`).
    Dash,
    /// Promotion mark (`=`, "wird").
    Promote,
    /// One `O` of castling (`O`, `0`, `o`).
    CastleO,
    /// Short castling as a word.
    CastleShort,
    /// Long castling as a word.
    CastleLong,
}

/// One meaning with its cost (0: usual, 1: look-alike or unusual).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Alt {
    /// The meaning.
    pub sym: Sym,
    /// How unusual this meaning is.
    pub cost: u8,
}

/// Every meaning of one character or word.
pub type Slot = Vec<Alt>;

/// What a character contributes.
pub enum CharReading {
    /// Nothing: spacing and punctuation between parts (`(`, `)`, `/`, `.`, `,`).
    Skip,
    /// A slot of meanings.
    Slot(Slot),
    /// No meaning in any notation.
    Unknown,
}

/// The meanings of the characters of `token`, appended to `slots`. Returns false when a
/// character means nothing in any notation.
pub fn push_chars(token: &str, slots: &mut Vec<Slot>) -> bool {
    let mut chars = token.chars().peekable();
    while let Some(c) = chars.next() {
        if is_king_prefix(c) && chars.peek().is_some_and(|&next| is_king_suffix(next)) {
            chars.next();
            slots.push(vec![usual(Sym::Piece(Role::King))]);
            continue;
        }
        match read_char(c) {
            CharReading::Skip => {}
            CharReading::Slot(slot) => slots.push(slot),
            CharReading::Unknown => return false,
        }
    }
    true
}

/// `К`/`K`, the first letter of the Russian and Ukrainian king `Кр`.
fn is_king_prefix(c: char) -> bool {
    matches!(c, 'К' | 'к' | 'K' | 'k')
}

/// `р`/`p`, the second letter of `Кр`.
fn is_king_suffix(c: char) -> bool {
    matches!(c, 'р' | 'Р' | 'p' | 'P')
}

fn usual(sym: Sym) -> Alt {
    Alt { sym, cost: 0 }
}

fn unusual(sym: Sym) -> Alt {
    Alt { sym, cost: 1 }
}

/// The file of a Latin letter `a`–`h` (only ever called with one).
fn file(c: char) -> Sym {
    Sym::File(File::from_char(c).unwrap_or(File::A))
}

/// The meanings of one character.
pub fn read_char(c: char) -> CharReading {
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};
    let slot = match c {
        ' ' | '\t' | '(' | ')' | '/' | '.' | ',' | '\'' | '"' | '\u{a0}' => {
            return CharReading::Skip;
        }
        'a' | 'c' | 'e' | 'f' => vec![usual(file(c))],
        'A' | 'E' | 'F' => vec![usual(file(c.to_ascii_lowercase()))],
        'а' | 'А' => vec![usual(Sym::File(File::A))],
        'е' | 'Е' => vec![usual(Sym::File(File::E))],
        'b' | 'g' => vec![usual(file(c)), unusual(Sym::Piece(Bishop))],
        'd' | 'h' => vec![usual(file(c)), unusual(Sym::Piece(Queen))],
        'L' => vec![usual(Sym::Piece(Bishop))],
        'B' | 'G' | 'В' => vec![usual(Sym::Piece(Bishop)), unusual(file(latin_file_of(c)))],
        'D' | 'H' | 'Н' => vec![usual(Sym::Piece(Queen)), unusual(file(latin_file_of(c)))],
        'C' => vec![usual(Sym::File(File::C)), unusual(Sym::Piece(Bishop))],
        'С' => vec![usual(Sym::Piece(Bishop)), unusual(Sym::File(File::C))],
        'с' => vec![usual(Sym::File(File::C)), unusual(Sym::Piece(Bishop))],
        'K' | 'k' => vec![usual(Sym::Piece(King)), unusual(Sym::Piece(Knight))],
        'К' | 'к' => vec![usual(Sym::Piece(Knight)), unusual(Sym::Piece(King))],
        'Q' | 'q' | 'Ф' | 'ф' | '♕' | '♛' => vec![usual(Sym::Piece(Queen))],
        'R' | 'r' | 'T' | 't' | 'W' | 'w' | 'Т' | 'т' | 'Л' | 'л' | '♖' | '♜' => {
            vec![usual(Sym::Piece(Rook))]
        }
        'N' | 'n' | 'S' | 's' | '♘' | '♞' => vec![usual(Sym::Piece(Knight))],
        '♗' | '♝' => vec![usual(Sym::Piece(Bishop))],
        '♔' | '♚' => vec![usual(Sym::Piece(King))],
        'P' | 'p' | 'П' | 'п' | '♙' | '♟' => vec![usual(Sym::Piece(Pawn))],
        'l' => vec![usual(Sym::Rank(Rank::First)), unusual(Sym::Piece(Bishop))],
        'I' | '|' => vec![unusual(Sym::Rank(Rank::First))],
        'З' | 'з' => vec![usual(Sym::Rank(Rank::Third))],
        '1'..='8' => vec![usual(Sym::Rank(Rank::from_char(c).unwrap_or(Rank::First)))],
        'O' | 'o' | '0' | 'О' | 'о' => vec![usual(Sym::CastleO)],
        'x' | 'X' | '×' | 'х' | 'Х' | ':' => vec![usual(Sym::Capture)],
        '-' | '–' | '—' | '‐' | '‑' => vec![usual(Sym::Dash)],
        '=' => vec![usual(Sym::Promote)],
        _ => return CharReading::Unknown,
    };
    CharReading::Slot(slot)
}

/// The piece one letter or figurine names when a piece is all it can be (the answer to
/// "which piece?"): its cheapest piece meaning in the move reader's table (`Ф`, `л`, `H`,
/// `s`, `♕`; `b` and `с` are files first but bishops here).
pub fn piece_letter(c: char) -> Option<Role> {
    match read_char(c) {
        CharReading::Slot(slot) => cheapest(&slot, |sym| match sym {
            Sym::Piece(role) => Some(role),
            _ => None,
        }),
        _ => None,
    }
}

/// The Latin file letter an upper-case piece letter looks like (`B` → `b`, Cyrillic `В` →
/// `b`, Cyrillic `Н` → `h`).
fn latin_file_of(c: char) -> char {
    match c {
        'В' => 'b',
        'Н' => 'h',
        other => other.to_ascii_lowercase(),
    }
}

/// A piece as written in a piece list: a piece letter of any supported alphabet or a
/// figurine, then a square (`Ke1`, `Фb3`, `Крe1`, `Лa1`, `Hd1`, `Wa1`, `♕d1`), or a
/// square alone for a pawn (`e4`). Each character takes its cheapest meaning in its
/// place, with the same letter tables the move reader uses.
pub fn piece_on_square(word: &str) -> Option<(Option<Role>, Square)> {
    let mut slots = Vec::new();
    if !push_chars(word, &mut slots) {
        return None;
    }
    let (piece, file, rank) = match slots.as_slice() {
        [file, rank] => (None, file, rank),
        [piece, file, rank] => (Some(piece), file, rank),
        _ => return None,
    };
    let role = match piece {
        None => None,
        Some(slot) => Some(cheapest(slot, |sym| match sym {
            Sym::Piece(role) => Some(role),
            _ => None,
        })?),
    };
    let file = cheapest(file, |sym| match sym {
        Sym::File(file) => Some(file),
        _ => None,
    })?;
    let rank = cheapest(rank, |sym| match sym {
        Sym::Rank(rank) => Some(rank),
        _ => None,
    })?;
    Some((role, Square::from_coords(file, rank)))
}

/// The cheapest meaning of `slot` that `pick` accepts.
fn cheapest<T>(slot: &Slot, pick: impl Fn(Sym) -> Option<T>) -> Option<T> {
    slot.iter()
        .filter_map(|alt| pick(alt.sym).map(|value| (alt.cost, value)))
        .min_by_key(|(cost, _)| *cost)
        .map(|(_, value)| value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_of_every_alphabet_has_a_meaning() {
        let mut slots = Vec::new();
        assert!(push_chars(
            "KQRBNDTLSHWGКрФТЛСКаbcdeеfghхЗl12345678Oo0-=x:",
            &mut slots
        ));
        assert!(!push_chars("Ж", &mut slots));
    }

    #[test]
    fn pieces_on_squares_in_every_alphabet() {
        for (word, role, square) in [
            ("Фb3", Some(Role::Queen), "b3"),
            ("Крe1", Some(Role::King), "e1"),
            ("Лa1", Some(Role::Rook), "a1"),
            ("Hd1", Some(Role::Queen), "d1"),
            ("Wa1", Some(Role::Rook), "a1"),
            ("♕d1", Some(Role::Queen), "d1"),
            ("Кf3", Some(Role::Knight), "f3"),
            ("Ke1", Some(Role::King), "e1"),
            ("Dd1", Some(Role::Queen), "d1"),
            ("Bb5", Some(Role::Bishop), "b5"),
            ("e4", None, "e4"),
        ] {
            let expected = square.parse::<Square>().ok().map(|sq| (role, sq));
            assert_eq!(piece_on_square(word), expected, "{word}");
        }
        assert_eq!(piece_on_square("Ж4"), None);
        assert_eq!(piece_on_square("Ke"), None);
    }

    #[test]
    fn kr_is_one_king() {
        let mut slots = Vec::new();
        assert!(push_chars("Крb1", &mut slots));
        assert_eq!(slots.len(), 3);
        assert_eq!(slots[0], vec![usual(Sym::Piece(Role::King))]);
    }
}

//! The first reading step: characters of written notation, in any of the supported
//! alphabets, become slots of possible symbols. A slot holds every meaning its character
//! can have (`B` is an English bishop, or a `b` typed with caps lock; Cyrillic `К` is a
//! Russian knight, or a Latin `K` king typed on a Cyrillic keyboard), each with a cost:
//! 0 for the usual meaning, 1 for a look-alike or an unusual case. The grammar
//! ([`super::grammar`]) tries them all and the resolver keeps the cheapest legal readings.

use std::sync::OnceLock;

use shakmaty::{File, Rank, Role, Square};

use crate::i18n::{Lang, Locale};
use crate::role_name;

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

/// Which letters a move is read with: those of the UI language's piece letters' alphabet
/// alone, or also the look-alikes of the other alphabet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Letters {
    /// The UI language writes its pieces in Latin letters (English, German, Polish): a
    /// Latin letter means what it means in Latin notation only (`K` is the king, never
    /// the Cyrillic `К` of a Russian knight typed on a Latin keyboard).
    Latin,
    /// Every meaning: the UI language writes its pieces in Cyrillic letters (Ukrainian,
    /// Russian), and a keyboard in the other layout gives a Latin look-alike for them.
    Any,
}

impl Letters {
    /// The letters of a UI language: Latin when its king's letter is Latin.
    pub fn of(locale: &Locale) -> Letters {
        if locale.text(crate::msg::VOCAB_LETTER_KING).is_ascii() {
            Letters::Latin
        } else {
            Letters::Any
        }
    }
}

/// The meanings of the characters of `token` read with `letters`, appended to `slots`.
/// Returns false when a character means nothing in any notation.
pub fn push_chars(token: &str, slots: &mut Vec<Slot>, letters: Letters) -> bool {
    let chars: Vec<char> = token.chars().collect();
    let mut at = 0;
    while let Some(&c) = chars.get(at) {
        if let Some((role, len)) = long_letter_at(&chars[at..]) {
            slots.push(vec![usual(Sym::Piece(role))]);
            at += len;
            continue;
        }
        match read_char_with(c, letters) {
            CharReading::Skip => {}
            CharReading::Slot(slot) => slots.push(slot),
            CharReading::Unknown => return false,
        }
        at += 1;
    }
    true
}

fn usual(sym: Sym) -> Alt {
    Alt { sym, cost: 0 }
}

fn unusual(sym: Sym) -> Alt {
    Alt { sym, cost: 1 }
}

/// The piece letters of every UI language (`vocab-letter-*`, `K Q R B N P`, German
/// `K D T L S`, Polish `K H W G S`, Ukrainian `Кр Ф Т С К П`), read once from the locale
/// files: letters of one character, in upper case, and longer ones (`Кр`).
struct PieceLetters {
    single: Vec<(char, Role)>,
    long: Vec<(Vec<char>, Role)>,
}

fn piece_letters() -> &'static PieceLetters {
    static LETTERS: OnceLock<PieceLetters> = OnceLock::new();
    LETTERS.get_or_init(|| {
        let mut letters = PieceLetters {
            single: Vec::new(),
            long: Vec::new(),
        };
        for lang in Lang::EVERY {
            let locale = Locale::new(lang);
            for role in Role::ALL {
                let id = format!("vocab-letter-{}", role_name(role));
                if !locale.has_own(&id) {
                    continue;
                }
                for letter in locale.text(&id).split(',').map(str::trim) {
                    let chars: Vec<char> = letter.chars().flat_map(char::to_uppercase).collect();
                    match chars.as_slice() {
                        [] => {}
                        [one] if !letters.single.contains(&(*one, role)) => {
                            letters.single.push((*one, role));
                        }
                        [_] => {}
                        _ if !letters.long.contains(&(chars.clone(), role)) => {
                            letters.long.push((chars, role));
                        }
                        _ => {}
                    }
                }
            }
        }
        letters
    })
}

/// Letters of the Latin and Cyrillic alphabets that look alike, which a keyboard in the
/// other layout gives (`K` for a Russian knight `К`, `В` for an English bishop `B`).
const LOOK_ALIKES: [(char, char); 9] = [
    ('K', 'К'),
    ('k', 'к'),
    ('B', 'В'),
    ('H', 'Н'),
    ('C', 'С'),
    ('c', 'с'),
    ('P', 'Р'),
    ('p', 'р'),
    ('T', 'Т'),
];

/// The letter of the other alphabet that looks like `c`.
fn look_alike(c: char) -> Option<char> {
    LOOK_ALIKES.iter().find_map(|&(latin, cyrillic)| {
        if c == latin {
            Some(cyrillic)
        } else if c == cyrillic {
            Some(latin)
        } else {
            None
        }
    })
}

/// Whether `typed` is `letter` (a capital) or its small form (`ſ` and the Kelvin sign
/// are no `S` and `K`).
fn same_case_folded(typed: char, letter: char) -> bool {
    typed == letter || letter.to_lowercase().eq(std::iter::once(typed))
}

/// Whether `typed` is `letter` in either case or written with the look-alike of the
/// other alphabet.
fn same_letter(typed: char, letter: char) -> bool {
    same_case_folded(typed, letter)
        || look_alike(typed).is_some_and(|twin| same_case_folded(twin, letter))
}

/// A piece letter of several characters at the start of `chars` (`Кр`, also typed `Kp`
/// or `кр`), with its length.
fn long_letter_at(chars: &[char]) -> Option<(Role, usize)> {
    piece_letters().long.iter().find_map(|(letter, role)| {
        let fits = chars.len() >= letter.len()
            && chars
                .iter()
                .zip(letter)
                .all(|(typed, l)| same_letter(*typed, *l));
        fits.then_some((*role, letter.len()))
    })
}

/// The file of a Latin letter `a`–`h` in either case (only ever called with one).
fn file(c: char) -> Sym {
    Sym::File(File::from_char(c.to_ascii_lowercase()).unwrap_or(File::A))
}

/// What a character means whatever the language: files (and the Cyrillic letters that
/// look like `a`, `c`, `e`), ranks and their look-alikes (`l`, `I`, `З`), castling,
/// capture, dash and promotion marks, figurines.
fn script_meanings(c: char) -> Slot {
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};
    match c {
        'a'..='h' | 'A'..='H' => vec![usual(file(c))],
        'а' | 'А' => vec![usual(Sym::File(File::A))],
        'е' | 'Е' => vec![usual(Sym::File(File::E))],
        'с' | 'С' => vec![usual(Sym::File(File::C))],
        'l' => vec![usual(Sym::Rank(Rank::First))],
        'I' | '|' => vec![unusual(Sym::Rank(Rank::First))],
        'З' | 'з' => vec![usual(Sym::Rank(Rank::Third))],
        '1'..='8' => vec![usual(Sym::Rank(Rank::from_char(c).unwrap_or(Rank::First)))],
        'O' | 'o' | '0' | 'О' | 'о' => vec![usual(Sym::CastleO)],
        'x' | 'X' | '×' | 'х' | 'Х' | ':' => vec![usual(Sym::Capture)],
        '-' | '–' | '—' | '‐' | '‑' => vec![usual(Sym::Dash)],
        '=' => vec![usual(Sym::Promote)],
        '♔' | '♚' => vec![usual(Sym::Piece(King))],
        '♕' | '♛' => vec![usual(Sym::Piece(Queen))],
        '♖' | '♜' => vec![usual(Sym::Piece(Rook))],
        '♗' | '♝' => vec![usual(Sym::Piece(Bishop))],
        '♘' | '♞' => vec![usual(Sym::Piece(Knight))],
        '♙' | '♟' => vec![usual(Sym::Piece(Pawn))],
        _ => Vec::new(),
    }
}

/// The meanings `c` has of itself: those of [`script_meanings`] and the pieces it is the
/// letter of in some language. A capital piece letter is a piece first and a file
/// second (`B`, `D`, Cyrillic `С`); a small one that is a file or a rank is that first
/// and a piece second (`b`, `d`, `с`, `l`).
fn own_meanings(c: char) -> Slot {
    let mut slot = script_meanings(c);
    let usual_square = slot
        .iter()
        .any(|alt| alt.cost == 0 && matches!(alt.sym, Sym::File(_) | Sym::Rank(_)));
    let lower = c.is_lowercase();
    for &(letter, role) in &piece_letters().single {
        if same_case_folded(c, letter) && !slot.iter().any(|a| a.sym == Sym::Piece(role)) {
            let piece = Sym::Piece(role);
            if lower && usual_square {
                slot.push(unusual(piece));
            } else {
                for alt in slot.iter_mut().filter(|a| matches!(a.sym, Sym::File(_))) {
                    alt.cost = 1;
                }
                slot.push(usual(piece));
            }
        }
    }
    slot
}

/// The meanings of one character: its own, then what its look-alike in the other
/// alphabet means (as the look-alike means it when the character means nothing itself,
/// else one step less usual, and only what stays usual or unusual), cheapest first.
pub fn read_char(c: char) -> CharReading {
    read_char_with(c, Letters::Any)
}

/// The meanings of one character read with `letters`: with [`Letters::Latin`] a Latin
/// character's own meanings only, else [`read_char`]'s.
fn read_char_with(c: char, letters: Letters) -> CharReading {
    if matches!(
        c,
        ' ' | '\t' | '(' | ')' | '/' | '.' | ',' | '\'' | '"' | '\u{a0}'
    ) {
        return CharReading::Skip;
    }
    let at = usize::try_from(u32::from(c)).ok();
    let table = match letters {
        Letters::Latin if c.is_ascii() => latin_slots(),
        Letters::Latin | Letters::Any => common_slots(),
    };
    let slot = match at.and_then(|at| table.get(at)) {
        Some(slot) => slot.clone(),
        None => meanings(c),
    };
    if slot.is_empty() {
        CharReading::Unknown
    } else {
        CharReading::Slot(slot)
    }
}

/// The meanings of the characters below U+0500 (Latin and Cyrillic), worked out once:
/// a move is read character by character.
fn common_slots() -> &'static [Slot] {
    static SLOTS: OnceLock<Vec<Slot>> = OnceLock::new();
    SLOTS.get_or_init(|| {
        (0..0x500u32)
            .map(|code| char::from_u32(code).map(meanings).unwrap_or_default())
            .collect()
    })
}

/// The own meanings of the ASCII characters ([`own_meanings`], cheapest first), without
/// their look-alikes' ([`Letters::Latin`]), worked out once.
fn latin_slots() -> &'static [Slot] {
    static SLOTS: OnceLock<Vec<Slot>> = OnceLock::new();
    SLOTS.get_or_init(|| {
        (0..0x80u8)
            .map(|code| {
                let mut own = own_meanings(char::from(code));
                own.sort_by_key(|alt| alt.cost);
                own
            })
            .collect()
    })
}

/// The meanings of `c` (none: empty), cheapest first.
fn meanings(c: char) -> Slot {
    let mut slot = own_meanings(c);
    if let Some(twin) = look_alike(c) {
        let step = u8::from(slot.iter().any(|alt| alt.cost == 0));
        for alt in own_meanings(twin) {
            let cost = alt.cost + step;
            if cost <= 1 && !slot.iter().any(|a| a.sym == alt.sym) {
                slot.push(Alt { sym: alt.sym, cost });
            }
        }
    }
    slot.sort_by_key(|alt| alt.cost);
    slot
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

/// A piece as written in a piece list: a piece letter of any supported alphabet or a
/// figurine, then a square (`Ke1`, `Фb3`, `Крe1`, `Лa1`, `Hd1`, `Wa1`, `♕d1`), or a
/// square alone for a pawn (`e4`). Each character takes its cheapest meaning in its
/// place, with the same letter tables the move reader uses.
pub fn piece_on_square(word: &str) -> Option<(Option<Role>, Square)> {
    let mut slots = Vec::new();
    if !push_chars(word, &mut slots, Letters::Any) {
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
            &mut slots,
            Letters::Any
        ));
        assert!(!push_chars("Ж", &mut slots, Letters::Any));
        assert!(
            !push_chars("ſ", &mut slots, Letters::Any),
            "the long s is no S"
        );
    }

    #[test]
    fn a_look_alike_of_the_other_alphabet_reads_as_its_twin() {
        let pieces = |c| match read_char(c) {
            CharReading::Slot(slot) => slot
                .iter()
                .filter_map(|alt| match alt.sym {
                    Sym::Piece(role) => Some((role, alt.cost)),
                    _ => None,
                })
                .collect::<Vec<_>>(),
            _ => Vec::new(),
        };
        // Cyrillic В and Н typed for the Latin bishop and Polish queen, Р for the pawn.
        assert_eq!(pieces('В'), [(Role::Bishop, 0)]);
        assert_eq!(pieces('Н'), [(Role::Queen, 0)]);
        assert_eq!(pieces('Р'), [(Role::Pawn, 0)]);
        // A letter with a meaning of its own takes its twin's as the less usual one.
        assert_eq!(pieces('K'), [(Role::King, 0), (Role::Knight, 1)]);
        assert_eq!(pieces('К'), [(Role::Knight, 0), (Role::King, 1)]);
        assert_eq!(pieces('c'), []);
        assert_eq!(pieces('C'), [(Role::Bishop, 1)]);
        let mut slots = Vec::new();
        assert!(push_chars("Kpe1", &mut slots, Letters::Any));
        assert_eq!(slots[0], vec![usual(Sym::Piece(Role::King))]);
    }

    #[test]
    fn latin_letters_keep_their_latin_meaning_in_a_latin_ui() {
        let pieces = |token: &str, letters| {
            let mut slots = Vec::new();
            assert!(push_chars(token, &mut slots, letters));
            slots[0]
                .iter()
                .filter_map(|alt| match alt.sym {
                    Sym::Piece(role) => Some(role),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(pieces("Kf3", Letters::Latin), [Role::King]);
        assert_eq!(pieces("Kf3", Letters::Any), [Role::King, Role::Knight]);
        // A Cyrillic letter is read as it is, whatever the UI's letters.
        assert_eq!(pieces("Кf3", Letters::Latin), [Role::Knight, Role::King]);
        for (lang, letters) in [
            (Lang::En, Letters::Latin),
            (Lang::De, Letters::Latin),
            (Lang::Pl, Letters::Latin),
            (Lang::Uk, Letters::Any),
            (Lang::Ru, Letters::Any),
        ] {
            assert_eq!(Letters::of(&Locale::new(lang)), letters, "{lang:?}");
        }
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
        assert!(push_chars("Крb1", &mut slots, Letters::Any));
        assert_eq!(slots.len(), 3);
        assert_eq!(slots[0], vec![usual(Sym::Piece(Role::King))]);
    }
}

//! Braille notation profiles: data files in `braille/*.toml` that say which cells stand
//! for pieces, squares, signs and words. The files are embedded in the binary; a user's
//! own profile file can be given by path.
//!
//! Values are written in a readable form and converted to cells once, when the profile
//! is loaded: BRF characters (letters a-z, the lower-cell digits 0-9, punctuation as
//! BRF assigns it), cells by dot numbers in braces (`{356}`), or Unicode Braille.

use std::path::Path;

use serde::Deserialize;

use super::cells::Cell;
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;

/// The profiles built into hektor: (name, TOML source). The first is the default.
const EMBEDDED: &[(&str, &str)] = &[
    (
        "ukaaf-2015",
        include_str!("../../../../braille/ukaaf-2015.toml"),
    ),
    (
        "german-dbsv",
        include_str!("../../../../braille/german-dbsv.toml"),
    ),
];

/// The name of the default profile.
pub const DEFAULT_PROFILE: &str = "ukaaf-2015";

/// A profile that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    /// No built-in profile has that name and no such file exists.
    #[error(
        "there is no Braille profile {name:?}: use one of {known}, or the path of a profile file ending in .toml"
    )]
    Unknown {
        /// The name asked for.
        name: String,
        /// The built-in names, comma-separated.
        known: String,
    },
    /// The profile file could not be read.
    #[error("cannot read the Braille profile file {path}: {kind}")]
    Unreadable {
        /// The file.
        path: String,
        /// The kind of the operating-system error.
        kind: std::io::ErrorKind,
    },
    /// The TOML is malformed or a key is missing or unknown.
    #[error("the Braille profile {origin} is not valid: {reason}")]
    Malformed {
        /// The profile name or file.
        origin: String,
        /// What the TOML reader said.
        reason: String,
    },
    /// A value holds a character that is not a cell.
    #[error(
        "the Braille profile {origin}, key {key}: {character:?} is not a Braille cell; write letters, digits, BRF punctuation, {{dots}} such as {{356}}, or Unicode Braille"
    )]
    NotACell {
        /// The profile name or file.
        origin: String,
        /// The key.
        key: String,
        /// The character.
        character: char,
    },
}

impl ProfileError {
    /// A Braille profile that cannot be used, as a sentence of the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        match self {
            ProfileError::Unknown { name, known } => sentence(
                locale,
                msg::EXPORT_PROFILE_UNKNOWN,
                &[
                    ("name", name.clone().into()),
                    ("known", known.clone().into()),
                ],
            ),
            ProfileError::Unreadable { path, kind } => {
                io_sentence(locale, Path::new(path), &std::io::Error::from(*kind))
            }
            ProfileError::Malformed { origin, reason } => sentence(
                locale,
                msg::EXPORT_PROFILE_MALFORMED,
                &[
                    ("profile", origin.clone().into()),
                    ("reason", reason.clone().into()),
                ],
            ),
            ProfileError::NotACell {
                origin,
                key,
                character,
            } => sentence(
                locale,
                msg::EXPORT_PROFILE_NOT_A_CELL,
                &[
                    ("profile", origin.clone().into()),
                    ("key", key.clone().into()),
                    ("character", character.to_string().into()),
                ],
            ),
        }
    }
}

/// Where check and capture signs stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckPosition {
    /// Before the destination square: capture, check or capture-with-check sign (UK code).
    BeforeDestination,
    /// Capture sign before the destination, check sign after the move (as in print).
    AfterMove,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileFile {
    name: String,
    description: String,
    source: String,
    #[serde(default)]
    secondary: Vec<String>,
    #[serde(default)]
    unverified: Vec<String>,
    check_position: CheckPosition,
    pieces: PiecesFile,
    squares: SquaresFile,
    signs: SignsFile,
    layout: LayoutFile,
    words: WordsFile,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PiecesFile {
    king: String,
    queen: String,
    rook: String,
    bishop: String,
    knight: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SquaresFile {
    files: [String; 8],
    digits: [String; 10],
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SignsFile {
    capture: String,
    check: String,
    capture_check: String,
    mate: String,
    castle_short: String,
    castle_long: String,
    promotion: String,
    en_passant: String,
    draw_offer: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LayoutFile {
    after_move_number: String,
    between_moves: String,
    missing_move: String,
    page_number_sign: String,
    page_digits: [String; 10],
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct WordsFile {
    white_wins: String,
    black_wins: String,
    draw: String,
    /// The word for an unfinished game in profiles written before the heading took the
    /// reader's language: read and left unused.
    #[serde(default, rename = "unfinished")]
    _unfinished: Option<String>,
    #[serde(default = "default_no_result")]
    no_result: String,
}

/// The UEB asterisk (dots 5, 35), for profiles written before `no_result` existed.
fn default_no_result() -> String {
    "{5}{35}".to_owned()
}

/// Cells of a sequence of notation elements.
pub type Cells = Vec<Cell>;

/// A loaded profile, every value already converted to cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// The profile's name.
    pub name: String,
    /// One line about it.
    pub description: String,
    /// The published code it follows.
    pub source: String,
    /// Elements taken from a secondary source.
    pub secondary: Vec<String>,
    /// Elements no source settled: the profile's own choices.
    pub unverified: Vec<String>,
    /// Where check and capture signs stand.
    pub check_position: CheckPosition,
    /// King, queen, rook, bishop, knight.
    pub pieces: [Cells; 5],
    /// Files a to h.
    pub files: [Cells; 8],
    /// Digits 0 to 9 as written in moves and move numbers.
    pub digits: [Cells; 10],
    /// Capture sign.
    pub capture: Cells,
    /// Check sign.
    pub check: Cells,
    /// Capture with check, when the check stands before the destination.
    pub capture_check: Cells,
    /// Mate sign, after the move.
    pub mate: Cells,
    /// Kingside castling.
    pub castle_short: Cells,
    /// Queenside castling.
    pub castle_long: Cells,
    /// Between the destination and the promotion piece.
    pub promotion: Cells,
    /// After an en passant capture.
    pub en_passant: Cells,
    /// After a move that came with a draw offer.
    pub draw_offer: Cells,
    /// Between the move number and White's move.
    pub after_move_number: Cells,
    /// Between White's and Black's move.
    pub between_moves: Cells,
    /// In place of White's move when Black moves first.
    pub missing_move: Cells,
    /// Before a page number.
    pub page_number_sign: Cells,
    /// Digits 0 to 9 of page numbers.
    pub page_digits: [Cells; 10],
    /// `1-0`.
    pub white_wins: Cells,
    /// `0-1`.
    pub black_wins: Cells,
    /// `1/2-1/2`.
    pub draw: Cells,
    /// The mark after the moves of an unfinished game, as `*` in PGN.
    pub no_result: Cells,
}

impl Profile {
    /// The names of the built-in profiles.
    pub fn builtin_names() -> Vec<&'static str> {
        EMBEDDED.iter().map(|(name, _)| *name).collect()
    }

    /// The built-in profile `name`.
    pub fn builtin(name: &str) -> Result<Profile, ProfileError> {
        let (_, source) =
            EMBEDDED
                .iter()
                .find(|(n, _)| *n == name)
                .ok_or_else(|| ProfileError::Unknown {
                    name: name.to_owned(),
                    known: Profile::builtin_names().join(", "),
                })?;
        Profile::from_toml(source, name)
    }

    /// A built-in name, or else the path of a profile file (anything ending in `.toml`
    /// or naming an existing file).
    pub fn resolve(name_or_path: &str) -> Result<Profile, ProfileError> {
        Profile::from_toml(&profile_text(EMBEDDED, name_or_path)?, name_or_path)
    }

    /// Reads a profile from TOML; `origin` names it in error messages.
    pub fn from_toml(text: &str, origin: &str) -> Result<Profile, ProfileError> {
        let read = ProfileReader { origin };
        let file: ProfileFile = read.toml(text)?;
        let c = |key: &str, value: &str| read.cells(key, value);
        let all = |key: &str, values: &[String]| read.all(key, values);
        let p = &file.pieces;
        let s = &file.signs;
        let l = &file.layout;
        let w = &file.words;
        Ok(Profile {
            pieces: [
                c("pieces.king", &p.king)?,
                c("pieces.queen", &p.queen)?,
                c("pieces.rook", &p.rook)?,
                c("pieces.bishop", &p.bishop)?,
                c("pieces.knight", &p.knight)?,
            ],
            files: fixed(all("squares.files", &file.squares.files)?),
            digits: fixed(all("squares.digits", &file.squares.digits)?),
            capture: c("signs.capture", &s.capture)?,
            check: c("signs.check", &s.check)?,
            capture_check: c("signs.capture_check", &s.capture_check)?,
            mate: c("signs.mate", &s.mate)?,
            castle_short: c("signs.castle_short", &s.castle_short)?,
            castle_long: c("signs.castle_long", &s.castle_long)?,
            promotion: c("signs.promotion", &s.promotion)?,
            en_passant: c("signs.en_passant", &s.en_passant)?,
            draw_offer: c("signs.draw_offer", &s.draw_offer)?,
            after_move_number: c("layout.after_move_number", &l.after_move_number)?,
            between_moves: c("layout.between_moves", &l.between_moves)?,
            missing_move: c("layout.missing_move", &l.missing_move)?,
            page_number_sign: c("layout.page_number_sign", &l.page_number_sign)?,
            page_digits: fixed(all("layout.page_digits", &l.page_digits)?),
            white_wins: c("words.white_wins", &w.white_wins)?,
            black_wins: c("words.black_wins", &w.black_wins)?,
            draw: c("words.draw", &w.draw)?,
            no_result: c("words.no_result", &w.no_result)?,
            name: file.name,
            description: file.description,
            source: file.source,
            secondary: file.secondary,
            unverified: file.unverified,
            check_position: file.check_position,
        })
    }

    /// The cells of a number in the move-digit form.
    pub fn number(&self, n: u32) -> Cells {
        number_with(&self.digits, n)
    }

    /// The cells of a page number: the number sign, then the page digits.
    pub fn page_number(&self, n: usize) -> Cells {
        page_number(&self.page_number_sign, &self.page_digits, n)
    }
}

/// The cells of page number `n`: `sign`, then the number in `digits`.
pub fn page_number(sign: &[Cell], digits: &[Cells; 10], n: usize) -> Cells {
    let mut out = sign.to_vec();
    out.extend(number_with(digits, u32::try_from(n).unwrap_or(u32::MAX)));
    out
}

/// Reads one profile file's TOML and its values into cells, naming the profile (and the
/// key) in its errors.
pub struct ProfileReader<'a> {
    /// The profile's name or file.
    pub origin: &'a str,
}

impl ProfileReader<'_> {
    /// The file's TOML as `T`.
    pub fn toml<T: serde::de::DeserializeOwned>(&self, text: &str) -> Result<T, ProfileError> {
        toml::from_str(text).map_err(|e| ProfileError::Malformed {
            origin: self.origin.to_owned(),
            reason: e.message().to_owned(),
        })
    }

    /// The cells of the value of `key`.
    pub fn cells(&self, key: &str, value: &str) -> Result<Cells, ProfileError> {
        parse_cells(value).map_err(|character| ProfileError::NotACell {
            origin: self.origin.to_owned(),
            key: key.to_owned(),
            character,
        })
    }

    /// The cells of each value of the list `key`.
    pub fn all(&self, key: &str, values: &[String]) -> Result<Vec<Cells>, ProfileError> {
        values.iter().map(|v| self.cells(key, v)).collect()
    }
}

/// The TOML text of the profile `name_or_path`: one of `embedded` (name, TOML source)
/// by name, or else the file at that path (anything ending in `.toml` or naming an
/// existing file).
pub fn profile_text(embedded: &[(&str, &str)], name_or_path: &str) -> Result<String, ProfileError> {
    let path = Path::new(name_or_path);
    if let Some((_, source)) = embedded.iter().find(|(n, _)| *n == name_or_path) {
        return Ok((*source).to_owned());
    }
    if name_or_path.ends_with(".toml") || path.is_file() {
        return crate::files::read_text(path, 1024 * 1024).map_err(|e| ProfileError::Unreadable {
            path: name_or_path.to_owned(),
            kind: e.kind(),
        });
    }
    Err(ProfileError::Unknown {
        name: name_or_path.to_owned(),
        known: embedded
            .iter()
            .map(|(name, _)| *name)
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// The cells of `n` written with `digits`.
pub fn number_with(digits: &[Cells; 10], n: u32) -> Cells {
    n.to_string()
        .bytes()
        .flat_map(|b| digits[usize::from(b - b'0')].iter().copied())
        .collect()
}

/// Arrays come from fixed-size TOML arrays, so the length always fits.
pub fn fixed<const N: usize>(values: Vec<Cells>) -> [Cells; N] {
    let mut out: [Cells; N] = std::array::from_fn(|_| Vec::new());
    for (slot, value) in out.iter_mut().zip(values) {
        *slot = value;
    }
    out
}

/// Converts the readable form to cells; the error is the first character that is none.
pub fn parse_cells(text: &str) -> Result<Cells, char> {
    let mut out = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '{' {
            let dots: String = chars.by_ref().take_while(|&d| d != '}').collect();
            out.push(Cell::from_dots(&dots).ok_or('{')?);
            continue;
        }
        out.push(
            Cell::from_brf(c)
                .or_else(|| Cell::from_unicode(c))
                .ok_or(c)?,
        );
    }
    Ok(out)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_profile_loads_and_names_itself() {
        for name in Profile::builtin_names() {
            let profile = Profile::builtin(name).unwrap();
            assert_eq!(profile.name, name);
            assert!(!profile.unverified.is_empty());
        }
    }

    #[test]
    fn readable_forms_agree() {
        assert_eq!(parse_cells("{356}-{356}"), parse_cells("0-0"));
        assert_eq!(parse_cells("⠎"), parse_cells("s"));
        assert_eq!(parse_cells("{79}"), Err('{'));
    }
}

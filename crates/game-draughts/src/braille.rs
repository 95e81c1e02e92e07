//! The Braille draughts profile (`braille/draughts.toml`): which cells stand for square
//! numbers, draughts-64 squares, the quiet-move and capture signs, move numbers and
//! results. Loaded as the chess profiles are (`crate::scoresheet::profile`): built in by
//! name, or a user's file by path.

use std::collections::BTreeMap;

use hektor_draughts::notation::{SquareForm, TextMove};
use hektor_draughts::{Move, Square, Variant};
use serde::Deserialize;

use crate::scoresheet::ProfileError;
use crate::scoresheet::profile::{
    Cells, ProfileReader, fixed, number_with, page_number, parse_cells, profile_text,
};

/// The draughts profiles built into hektor: (name, TOML source). The first is the default.
const EMBEDDED: &[(&str, &str)] = &[("draughts", include_str!("../../../braille/draughts.toml"))];

/// The name of the default draughts profile.
pub const DEFAULT_PROFILE: &str = "draughts";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileFile {
    name: String,
    description: String,
    source: String,
    #[serde(default)]
    unverified: Vec<String>,
    squares: SquaresFile,
    signs: SignsFile,
    layout: LayoutFile,
    results: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SquaresFile {
    number_sign: String,
    number_digits: [String; 10],
    files: [String; 8],
    rank_digits: [String; 10],
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SignsFile {
    quiet: String,
    capture: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LayoutFile {
    move_digits: [String; 10],
    after_move_number: String,
    between_moves: String,
    missing_move: String,
    page_number_sign: String,
    page_digits: [String; 10],
}

/// A loaded draughts profile, every value already converted to cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrailleProfile {
    /// The profile's name.
    pub name: String,
    /// One line about it.
    pub description: String,
    /// The code it follows, or whose choices it is.
    pub source: String,
    /// Elements no source settled: the profile's own choices.
    pub unverified: Vec<String>,
    /// Before every square number.
    pub number_sign: Cells,
    /// Digits 0 to 9 of square numbers.
    pub number_digits: [Cells; 10],
    /// Files a to h of draughts-64 squares.
    pub files: [Cells; 8],
    /// Digits 0 to 9 of draughts-64 ranks.
    pub rank_digits: [Cells; 10],
    /// Between the squares of a quiet move.
    pub quiet: Cells,
    /// Before every landing square of a capture.
    pub capture: Cells,
    /// Digits 0 to 9 of move numbers.
    pub move_digits: [Cells; 10],
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
    /// Each result as PDN writes it (`2-0`, `1/2-1/2`, `*`), after the moves.
    pub results: BTreeMap<String, Cells>,
}

impl BrailleProfile {
    /// A built-in name, or else the path of a profile file.
    pub fn resolve(name_or_path: &str) -> Result<BrailleProfile, ProfileError> {
        BrailleProfile::from_toml(&profile_text(EMBEDDED, name_or_path)?, name_or_path)
    }

    /// Reads a profile from TOML; `origin` names it in error messages.
    pub fn from_toml(text: &str, origin: &str) -> Result<BrailleProfile, ProfileError> {
        let read = ProfileReader { origin };
        let file: ProfileFile = read.toml(text)?;
        let c = |key: &str, value: &str| read.cells(key, value);
        let all = |key: &str, values: &[String]| read.all(key, values);
        let q = &file.squares;
        let l = &file.layout;
        let results = file
            .results
            .iter()
            .map(|(result, value)| Ok((result.clone(), c(&format!("results.{result}"), value)?)))
            .collect::<Result<_, ProfileError>>()?;
        Ok(BrailleProfile {
            number_sign: c("squares.number_sign", &q.number_sign)?,
            number_digits: fixed(all("squares.number_digits", &q.number_digits)?),
            files: fixed(all("squares.files", &q.files)?),
            rank_digits: fixed(all("squares.rank_digits", &q.rank_digits)?),
            quiet: c("signs.quiet", &file.signs.quiet)?,
            capture: c("signs.capture", &file.signs.capture)?,
            move_digits: fixed(all("layout.move_digits", &l.move_digits)?),
            after_move_number: c("layout.after_move_number", &l.after_move_number)?,
            between_moves: c("layout.between_moves", &l.between_moves)?,
            missing_move: c("layout.missing_move", &l.missing_move)?,
            page_number_sign: c("layout.page_number_sign", &l.page_number_sign)?,
            page_digits: fixed(all("layout.page_digits", &l.page_digits)?),
            results,
            name: file.name,
            description: file.description,
            source: file.source,
            unverified: file.unverified,
        })
    }

    /// The cells of a move in full notation: its first square, then every landing square
    /// after the quiet or capture sign, squares in the form the game is written in.
    pub fn move_cells(&self, variant: Variant, mv: &Move, form: SquareForm) -> Cells {
        let squares = std::iter::once(mv.from()).chain(mv.landings().iter().copied());
        self.squares_cells(variant, squares, mv.is_capture(), form)
    }

    /// The cells of a move as written (a move of a record kept as written that the rules
    /// did not check): its squares as written, with the capture sign when it was written
    /// as a capture.
    pub fn written_cells(&self, variant: Variant, written: &TextMove, form: SquareForm) -> Cells {
        let capture = written.mark().capture() == Some(true);
        self.squares_cells(variant, written.squares().iter().copied(), capture, form)
    }

    /// The cells of `squares` joined by the capture sign (`capture`) or the quiet one.
    fn squares_cells(
        &self,
        variant: Variant,
        squares: impl Iterator<Item = Square>,
        capture: bool,
        form: SquareForm,
    ) -> Cells {
        let sign = if capture { &self.capture } else { &self.quiet };
        let mut out = Vec::new();
        for (index, square) in squares.enumerate() {
            if index > 0 {
                out.extend(sign);
            }
            match form {
                SquareForm::Numeric => {
                    out.extend(&self.number_sign);
                    out.extend(number_with(&self.number_digits, u32::from(square.number())));
                }
                SquareForm::Algebraic => {
                    let (row, column) = square.coords(variant);
                    out.extend(&self.files[usize::from(column)]);
                    let rank = u32::from(variant.size() - row);
                    out.extend(number_with(&self.rank_digits, rank));
                }
            }
        }
        out
    }

    /// The cells of a move number.
    pub fn move_number(&self, n: u32) -> Cells {
        number_with(&self.move_digits, n)
    }

    /// The cells of a page number: the number sign, then the page digits.
    pub fn page_number(&self, n: usize) -> Cells {
        page_number(&self.page_number_sign, &self.page_digits, n)
    }

    /// The cells of a result as written (`2-0`, `*`); a result the profile does not name
    /// is spelt in move digits, `-` and `/`.
    pub fn result(&self, result: &str) -> Cells {
        if let Some(cells) = self.results.get(result) {
            return cells.clone();
        }
        result
            .chars()
            .flat_map(|c| match c.to_digit(10) {
                Some(d) => self.move_digits[d as usize].clone(),
                None => parse_cells(&c.to_string()).unwrap_or_default(),
            })
            .collect()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::scoresheet::cells::to_brf;
    use hektor_draughts::Position;
    use hektor_draughts::notation::{Resolved, read, resolve};

    fn brf(variant: Variant, fen: Option<&str>, text: &str) -> String {
        let profile = BrailleProfile::resolve(DEFAULT_PROFILE).unwrap();
        let position = fen.map_or_else(
            || Position::new(variant),
            |fen| Position::from_fen(variant, fen).unwrap(),
        );
        let written = read(variant, text).unwrap();
        let Resolved::Move(mv) = resolve(variant, &written, &position.legal_paths()) else {
            panic!("{text}")
        };
        to_brf(&profile.move_cells(variant, &mv, written.form()))
    }

    #[test]
    fn squares_signs_and_every_landing() {
        assert_eq!(brf(Variant::International, None, "32-28"), "#CB-#BH");
        assert_eq!(
            brf(
                Variant::International,
                Some("W:W26:B21,22,23"),
                "26x17x28x19"
            ),
            "#BFX#AGX#BHX#AI"
        );
        assert_eq!(brf(Variant::Russian, None, "c3-d4"), "C3-D4");
        // A double capture written short gets every landing square.
        assert_eq!(
            brf(Variant::Russian, Some("W:Wc5:Bd6,f6"), "c5:g5"),
            "C5XE7XG5"
        );
        let profile = BrailleProfile::resolve(DEFAULT_PROFILE).unwrap();
        assert_eq!(to_brf(&profile.result("1/2-1/2")), "1/2-1/2");
        assert_eq!(to_brf(&profile.result("2-0")), "2-0");
        assert_eq!(to_brf(&profile.result("*")), "\"9");
        assert_eq!(to_brf(&profile.move_number(30)), "30");
    }
}

//! PDN FEN: `W:W31-50:B1-20` (side to move, then each side's squares, `K` before a king,
//! ranges of numbers allowed, a trailing `.` read and never written; the move counters
//! `:H0:F1` that lidraughts and Scan add are read and passed over).
//!
//! On the 8x8 board squares may be algebraic (`W:Wa1,c1:Bb8`, as PDN writes draughts-64)
//! or numbers 1-32 counted from b8 = 1 (Black's side) to g1 = 32, as real files do.

use std::fmt;

use crate::{Color, Piece, Position, Role, SetupError, Square, Variant};

/// What is wrong with a FEN, one problem at a time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// Nothing was given.
    Empty,
    /// The first field is not `W` or `B`.
    SideToMove(String),
    /// A field does not start with `W` or `B`.
    Field(String),
    /// A side's field was given twice.
    RepeatedSide(Color),
    /// A piece's square is not a dark square of this board (a number out of range, a light
    /// square, an unknown name).
    Square(String),
    /// A range `a-b` that is not two numbers from low to high on this board.
    Range(String),
    /// The pieces cannot stand as given.
    Setup(SetupError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "the FEN is empty: give it as W:W31-50:B1-20"),
            Self::SideToMove(found) => write!(
                f,
                "the FEN must start with W or B (the side to move), not \"{found}\""
            ),
            Self::Field(found) => write!(
                f,
                "each side's pieces start with W or B (as in :W31,32), not \"{found}\""
            ),
            Self::RepeatedSide(color) => {
                let side = match color {
                    Color::White => "White",
                    Color::Black => "Black",
                };
                write!(f, "{side}'s pieces are given twice in the FEN")
            }
            Self::Square(found) => write!(
                f,
                "\"{found}\" is not a dark square of this board: give a number or, on 8x8, a name such as c3"
            ),
            Self::Range(found) => write!(
                f,
                "\"{found}\" is not a range of squares: give two numbers from low to high, as 31-50"
            ),
            Self::Setup(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl From<SetupError> for FenError {
    fn from(error: SetupError) -> Self {
        Self::Setup(error)
    }
}

impl Position {
    /// The position a PDN FEN describes on `variant`'s board.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        let fen = fen.trim();
        let fen = fen.strip_suffix('.').unwrap_or(fen).trim_end();
        if fen.is_empty() {
            return Err(FenError::Empty);
        }
        let mut fields = fen.split(':');
        let side = fields.next().unwrap_or_default().trim();
        let turn = color_letter(side).ok_or_else(|| FenError::SideToMove(side.to_owned()))?;
        let mut pieces = Vec::new();
        let mut seen = Vec::new();
        for field in fields {
            let field = field.trim();
            if is_counter(field) {
                continue;
            }
            let mut chars = field.chars();
            let color = chars
                .next()
                .and_then(|c| color_letter(c.encode_utf8(&mut [0; 4])))
                .ok_or_else(|| FenError::Field(field.to_owned()))?;
            if seen.contains(&color) {
                return Err(FenError::RepeatedSide(color));
            }
            seen.push(color);
            for item in chars.as_str().split(',').map(str::trim) {
                if item.is_empty() {
                    continue;
                }
                let (role, squares) = match item.strip_prefix(['K', 'k']) {
                    Some(rest) => (Role::King, rest.trim_start()),
                    None => (Role::Man, item),
                };
                let piece = Piece { color, role };
                pieces.extend(read_squares(variant, squares)?.map(|square| (square, piece)));
            }
        }
        Ok(Self::setup(variant, turn, pieces)?)
    }

    /// The PDN FEN of this position: numbers on 10x10 (runs of three or more men as
    /// ranges), algebraic names on 8x8, kings marked `K`, no trailing `.`.
    #[must_use]
    pub fn to_fen(&self) -> String {
        let side = |color| match color {
            Color::White => 'W',
            Color::Black => 'B',
        };
        let mut fen = String::from(side(self.turn()));
        for color in [Color::White, Color::Black] {
            fen.push(':');
            fen.push(side(color));
            let own: Vec<(Square, Role)> = self
                .pieces()
                .filter(|(_, piece)| piece.color == color)
                .map(|(square, piece)| (square, piece.role))
                .collect();
            fen.push_str(&self.squares_text(&own));
        }
        fen
    }

    /// One side's squares, comma-separated.
    fn squares_text(&self, pieces: &[(Square, Role)]) -> String {
        let variant = self.variant();
        let mut items = Vec::new();
        let mut index = 0;
        while let Some(&(square, role)) = pieces.get(index) {
            let mut end = index;
            if variant == Variant::International && role == Role::Man {
                while pieces.get(end + 1).is_some_and(|&(next, next_role)| {
                    next_role == Role::Man && next.number() == pieces[end].0.number() + 1
                }) {
                    end += 1;
                }
            }
            let name = |s: Square| match variant {
                Variant::International => s.number().to_string(),
                Variant::Russian => s.algebraic(variant),
            };
            let king = if role == Role::King { "K" } else { "" };
            if end >= index + 2 {
                items.push(format!("{}-{}", name(square), name(pieces[end].0)));
                index = end + 1;
            } else {
                items.push(format!("{king}{}", name(square)));
                index += 1;
            }
        }
        items.join(",")
    }
}

/// `W` or `B`, either case.
fn color_letter(text: &str) -> Option<Color> {
    match text {
        "W" | "w" => Some(Color::White),
        "B" | "b" => Some(Color::Black),
        _ => None,
    }
}

/// The squares of one FEN item: a square or a numeric range.
fn read_squares(variant: Variant, item: &str) -> Result<impl Iterator<Item = Square>, FenError> {
    let (low, high) = match item.split_once('-') {
        Some((low, high)) => {
            let number = |text: &str| {
                text.trim()
                    .parse::<u8>()
                    .ok()
                    .and_then(|n| Square::new(variant, n))
            };
            match (number(low), number(high)) {
                (Some(low), Some(high)) if low <= high => (low.number(), high.number()),
                _ => return Err(FenError::Range(item.to_owned())),
            }
        }
        None => {
            let square = read_square(variant, item)?.number();
            (square, square)
        }
    };
    Ok((low..=high).filter_map(move |n| Square::new(variant, n)))
}

/// One square: a number, or an algebraic name.
fn read_square(variant: Variant, text: &str) -> Result<Square, FenError> {
    let square = if text.starts_with(|c: char| c.is_ascii_digit()) {
        text.parse::<u8>()
            .ok()
            .and_then(|n| Square::new(variant, n))
    } else {
        Square::from_algebraic(variant, text)
    };
    square.ok_or_else(|| FenError::Square(text.to_owned()))
}

/// Whether a FEN field is a move counter that lidraughts and Scan write after the pieces:
/// the half-move clock `H0` or the move number `F1`. Both are passed over.
fn is_counter(field: &str) -> bool {
    field
        .strip_prefix(['H', 'F'])
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

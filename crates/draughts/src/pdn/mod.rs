//! PDN (Portable Draughts Notation 3.0, github.com/wiegerw/pdn): games read one by one
//! from a file, and written back.
//!
//! A game keeps its tags in order (PGN's seven, `GameType`, `FEN` as text for the rules to
//! parse, any other), its movetext as [`Element`]s (move numbers, moves read by
//! [`crate::notation`], comments, variations, glyphs and NAG-like markers literally) and its
//! result as written (`2-0`, `1-1`, `0-2`, `1-0`, `0-1`, `1/2-1/2`, `*`). Which game it is
//! comes from the content ([`Game::variant`]). Reading is streaming: [`PdnReader`] holds
//! one line and one game at a time. Errors are data ([`PdnError`]: game number, line,
//! kind), never a panic; after an error the reader goes on with the next game.

mod decode;
mod detect;
mod lexer;
mod parse;
mod start;
mod write;

pub use detect::{OtherGame, holds_draughts, other_game};
pub use parse::{GAME_LIMIT, PdnReader};
pub use start::Start;
pub use write::write_game;

use crate::Variant;
use crate::notation::{NotationError, TextMove};

/// One tag pair, `[Name "value"]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tag {
    /// The tag's name (`Event`, `GameType`, `FEN`).
    pub name: String,
    /// The tag's value, unescaped. A `FEN` value is trimmed and loses a trailing `.`.
    pub value: String,
}

/// One element of a game's movetext.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Element {
    /// A move number: `12.` (`black` false) or `12...` (`black` true).
    MoveNumber {
        /// The number written.
        number: u32,
        /// Whether it was written with three dots (Black's move follows).
        black: bool,
    },
    /// A move, as written.
    Move(TextMove),
    /// A move left out, written `...`, `-` or `--`, kept literally.
    Missing(String),
    /// A comment: the text between `{` and `}`.
    Comment(String),
    /// A variation: the elements between `(` and `)`.
    Variation(Vec<Element>),
    /// A NAG (`$7`), a glyph standing alone (`!`, `+`, `=`), or a result inside a
    /// variation, kept literally.
    Annotation(String),
    /// A setup command: the text between the slashes of `/FEN "..."/`.
    Setup(String),
}

/// The moves of `elements` (variations left out), in order: all of them, or those after
/// the element at `index` (a reader that cannot ask which capture path was meant plays
/// them to find out, [`crate::notation::resolve_in_game`]).
pub fn moves_after(elements: &[Element], index: Option<usize>) -> impl Iterator<Item = &TextMove> {
    let start = index.map_or(0, |index| index + 1);
    elements
        .get(start..)
        .unwrap_or_default()
        .iter()
        .filter_map(|element| match element {
            Element::Move(mv) => Some(mv),
            _ => None,
        })
}

/// One game of a PDN file.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Game {
    number: usize,
    line: usize,
    tags: Vec<Tag>,
    variant: Variant,
    body: Vec<Element>,
    result: Option<String>,
    cut: Option<usize>,
}

impl Game {
    /// The line where the reader stopped keeping the game's text, the game being longer
    /// than it keeps ([`parse::GAME_LIMIT`]): its body ends before that line's moves.
    #[must_use]
    pub const fn cut(&self) -> Option<usize> {
        self.cut
    }

    /// Which game this is in its file, from 1.
    #[must_use]
    pub const fn number(&self) -> usize {
        self.number
    }

    /// The line the game starts on, from 1.
    #[must_use]
    pub const fn line(&self) -> usize {
        self.line
    }

    /// The tags, in the file's order.
    #[must_use]
    pub fn tags(&self) -> &[Tag] {
        &self.tags
    }

    /// The value of the first tag named `name` (exact case first, then any case).
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .or_else(|| self.tags.iter().find(|t| t.name.eq_ignore_ascii_case(name)))
            .map(|t| t.value.as_str())
    }

    /// The `FEN` tag's value (without a trailing `.`), for the rules to parse; the
    /// numbers of an 8x8 FEN count from b8 = 1, as [`crate::Square`] does.
    #[must_use]
    pub fn fen(&self) -> Option<&str> {
        self.tag("FEN")
    }

    /// The game played: from `GameType` (20 international, 25 Russian) when present,
    /// else from the moves (numbers: draughts-100; algebraic squares: draughts-64), else
    /// from the `FEN` (algebraic squares: draughts-64; a number above 32: draughts-100),
    /// else the previous game's in the file (a forfeit without moves in a file of
    /// draughts-64), else draughts-100.
    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The movetext, in order.
    #[must_use]
    pub fn body(&self) -> &[Element] {
        &self.body
    }

    /// The moves of the main line (variations left out), in order.
    pub fn moves(&self) -> impl Iterator<Item = &TextMove> {
        moves_after(&self.body, None)
    }

    /// The result that ends the movetext, as written (`2-0`, `1/2-1/2`, `*`); `None` when
    /// the game ended without one.
    #[must_use]
    pub fn result(&self) -> Option<&str> {
        self.result.as_deref()
    }

    /// Gives the tag `name` the value `value`: in its place when the game has it, else
    /// before the `FEN` (a reader learns the game before its position), else last.
    pub fn set_tag(&mut self, name: &str, value: String) {
        if let Some(tag) = self.tags.iter_mut().find(|t| t.name == name) {
            tag.value = value;
            return;
        }
        let at = self
            .tags
            .iter()
            .position(|t| t.name == "FEN")
            .unwrap_or(self.tags.len());
        self.tags.insert(
            at,
            Tag {
                name: name.to_owned(),
                value,
            },
        );
    }
}

/// A game that could not be read: where, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnError {
    /// Which game of the file, from 1.
    pub game: usize,
    /// The line of the first fault, from 1.
    pub line: usize,
    /// What was wrong.
    pub kind: PdnErrorKind,
}

/// What was wrong in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PdnErrorKind {
    /// The input could not be read.
    Io(std::io::ErrorKind),
    /// A line longer than the reader takes (1 MiB).
    LineTooLong,
    /// A tag that is not `[Name "value"]`: the text from `[` to the line's end.
    BadTag(String),
    /// A `{` with no `}` before the next tag or the end of the file.
    UnclosedComment,
    /// A `(` with no `)` before the game's end.
    UnclosedVariation,
    /// Variations nested deeper than the reader follows (64).
    TooDeep,
    /// A character or word that has no place here, literally (`)`, `}`, `]`, `/...`).
    Unexpected(String),
    /// A move number too large to be one.
    BadMoveNumber(String),
    /// A `GameType` other than 20 (international) and 25 (Russian), as written.
    UnsupportedGameType(String),
    /// A move that could not be read.
    Move {
        /// The move's text.
        text: String,
        /// Why.
        error: NotationError,
    },
}

/// Every result PDN writes: the international `2-0 1-1 0-2`, the chess-like
/// `1-0 0-1 1/2-1/2`, the double forfeit `0-0`, and `*` (unknown).
pub const RESULTS: [&str; 8] = ["2-0", "1-1", "0-2", "1-0", "0-1", "1/2-1/2", "0-0", "*"];

#[cfg(test)]
mod tests;

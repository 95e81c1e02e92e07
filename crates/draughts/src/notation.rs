//! Draughts notation: a move as people write it, read into squares, and matched against the
//! legal moves.
//!
//! Full notation (seed 003 IV.4.1-4.2.2, `../shared/docs/draughts.md` section 2) writes the
//! from-square, a separator and every landing square: `32-28`, `c3-d4`, `19x30`, `d4:b6`,
//! `26x17x28x19`, `A5xC3xE1xG3`. Real text is messier and is read as well: long dashes
//! (`—`, `–`), `×`, Cyrillic `х`, Cyrillic look-alike letters in squares (`В4хЕ1хН4хF6хD4`,
//! `С3`), upper or lower case, spaces around separators, the PDN form without separator
//! between algebraic squares (`a3b4`), glyphs after the move (`!`, `?!`, `(?)`) kept
//! literally. [`read`] turns text into a [`TextMove`]; [`resolve`] finds the legal move it
//! means. Errors are data ([`NotationError`], [`Unfit`]) that keep the rejected text: the
//! caller puts them into words.
//!
//! ```
//! use hektor_draughts::notation::{read, Mark};
//! use hektor_draughts::Variant;
//!
//! let written = read(Variant::Russian, "В4хЕ1хН4!").unwrap();
//! assert_eq!(written.mark(), Mark::Cross);
//! assert_eq!(written.glyph(), "!");
//! let names: Vec<_> = written.squares().iter().map(|s| s.algebraic(Variant::Russian)).collect();
//! assert_eq!(names, ["b4", "e1", "h4"]);
//! ```

mod ahead;
mod path;
mod spoken;

use std::borrow::Cow;

pub use ahead::resolve_in_game;
pub use spoken::{Spoken, spoken, spoken_written};

use crate::{Move, Position, Square, Variant};

/// How the squares of a move are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SquareForm {
    /// PDN numbers: `32`, `7`.
    Numeric,
    /// File letter and rank number: `c3`, `H4`.
    Algebraic,
}

/// The mark written between the squares of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A dash (`-`, `—`, `–`): a quiet move.
    Dash,
    /// A cross (`x`, `×`, Cyrillic `х`): a capture.
    Cross,
    /// A colon (`:`): a capture, as draughts-64 is usually written.
    Colon,
    /// Nothing: algebraic squares written together (`a3b4`), quiet or capture.
    Unmarked,
}

impl Mark {
    /// Whether the mark says capture (`Some(true)`), quiet move (`Some(false)`) or
    /// nothing (`None`, for [`Mark::Unmarked`]).
    #[must_use]
    pub const fn capture(self) -> Option<bool> {
        match self {
            Self::Dash => Some(false),
            Self::Cross | Self::Colon => Some(true),
            Self::Unmarked => None,
        }
    }

    /// The mark as full notation writes it (`-`, `x`, `:`, or nothing).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Dash => "-",
            Self::Cross => "x",
            Self::Colon => ":",
            Self::Unmarked => "",
        }
    }

    /// The mark a character stands for, if it is a separator.
    fn of(c: char) -> Option<Self> {
        match c {
            '-' | '—' | '–' | '‒' | '−' | '‐' => Some(Self::Dash),
            'x' | 'X' | '×' | 'х' | 'Х' => Some(Self::Cross),
            ':' => Some(Self::Colon),
            _ => None,
        }
    }
}

/// A move as written: its squares in order, the mark between them, the glyph after it.
///
/// Only the syntax is known: whether a legal move fits is [`resolve`]'s question.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TextMove {
    squares: Vec<Square>,
    mark: Mark,
    form: SquareForm,
    glyph: String,
}

impl TextMove {
    /// The squares written, in order: the from-square first, then landing squares (two
    /// or more squares in all).
    #[must_use]
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// The mark between the squares (the first capture mark if `x` and `:` were mixed).
    #[must_use]
    pub const fn mark(&self) -> Mark {
        self.mark
    }

    /// Whether the squares were numbers or algebraic names.
    #[must_use]
    pub const fn form(&self) -> SquareForm {
        self.form
    }

    /// The glyph written after the move (`!`, `??`, `?!`, `(!)`, `+`), literally; empty
    /// when there is none. Draughts reverses chess here (IV.4.2.7-4.2.8): never map it to a
    /// numeric code.
    #[must_use]
    pub fn glyph(&self) -> &str {
        &self.glyph
    }

    /// The move as a record writes what was typed (tournament mode): the squares as
    /// numbers joined by `x` when a capture mark was written, else by `-` (`32-28`,
    /// `26x17x28`), whether or not it is legal anywhere.
    #[must_use]
    pub fn record(&self, variant: Variant) -> String {
        let mark = if self.mark.capture() == Some(true) {
            Mark::Cross
        } else {
            Mark::Dash
        };
        join(variant, &self.squares, SquareForm::Numeric, mark)
    }

    /// The move written back in full notation, in its own form and mark, glyph included
    /// (`c3:e5:g3!`). Long dashes and crosses come back as `-` and `x`.
    #[must_use]
    pub fn notation(&self, variant: Variant) -> String {
        let mut text = join(variant, &self.squares, self.form, self.mark);
        text.push_str(&self.glyph);
        text
    }
}

/// Why text could not be read as a move. Each variant keeps the text it rejects.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum NotationError {
    /// Nothing was written.
    Empty,
    /// Text where a square was expected that names no square of this board (`51` on
    /// 10x10, `i3` or `33` on 8x8, `Т4`).
    NoSuchSquare {
        /// The text read as a square.
        text: String,
    },
    /// A light square (`a2`): draughts is played on the dark squares only.
    LightSquare {
        /// The square's text.
        text: String,
    },
    /// One square and no second one (`32`, `32-`).
    MissingSquare {
        /// The whole move's text.
        text: String,
    },
    /// Text after the move that is neither a square, a separator nor a glyph.
    Unexpected {
        /// The text from the first character not understood to the end.
        text: String,
    },
    /// A dash and a capture mark in the same move (`26x17-28`).
    MixedMarks {
        /// The whole move's text.
        text: String,
    },
    /// A quiet move (dash) with more than two squares (`32-28-23`).
    QuietWithLandings {
        /// The whole move's text.
        text: String,
    },
    /// Numbers and algebraic names in the same move (`c3-28`).
    MixedForms {
        /// The whole move's text.
        text: String,
    },
    /// A quiet move to the square it starts on (`32-32`; a king's capture may end there,
    /// a step may not).
    SameSquare {
        /// The whole move's text.
        text: String,
    },
}

/// What a written move means among the legal moves: the answer of [`resolve`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolved {
    /// Exactly one legal move fits.
    Move(Move),
    /// Several legal moves fit (two capture paths with the same ends): ask which, by path.
    Choice(Vec<Move>),
    /// No legal move fits, and why.
    Unfit(Unfit),
}

/// Why no legal move fits a written move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unfit {
    /// There is no legal move at all (the game is over).
    NoLegalMoves,
    /// A quiet move was written but a capture is compulsory (II.3.3, III.3.3).
    CaptureCompulsory,
    /// The squares fit these captures, but the move was written with a dash.
    WrittenAsQuiet(Vec<Move>),
    /// The squares fit these quiet moves, but the move was written as a capture.
    WrittenAsCapture(Vec<Move>),
    /// No legal move starts on this square.
    NothingFrom(Square),
    /// Legal moves start on the square, but none goes along the written squares.
    NoSuchPath {
        /// The square written first.
        from: Square,
        /// The square written last.
        to: Square,
    },
    /// The written squares are those of a legal move but one: `wrong` stands where the
    /// move `right` lands on another square.
    WrongSquare {
        /// The written square no legal move lands on in its place.
        wrong: Square,
        /// The legal move the other squares are of.
        right: Move,
    },
    /// The written squares are a capture's, but it takes fewer pieces than another one:
    /// the majority rule (III.3.10) asks for the capture that takes the most.
    NotMajority {
        /// The pieces the written capture takes.
        taken: usize,
        /// The pieces the legal captures take.
        most: usize,
    },
}

/// Reads `text` as one move of `variant`.
///
/// # Errors
///
/// A [`NotationError`] naming what was wrong, with the text it rejects.
pub fn read(variant: Variant, text: &str) -> Result<TextMove, NotationError> {
    let whole = text.trim();
    let normalised = if whole.contains('\\') {
        Cow::Owned(whole.replace("\\times", "×"))
    } else {
        Cow::Borrowed(whole)
    };
    let mut rest = normalised.trim_start();
    if rest.is_empty() {
        return Err(NotationError::Empty);
    }
    let mut squares = Vec::new();
    let mut forms = Vec::new();
    let mut marks = Vec::new();
    loop {
        let (square, form, after) = read_square(variant, rest)?;
        squares.push(square);
        forms.push(form);
        let after_space = after.trim_start();
        let mut chars = after_space.chars();
        match chars.next().and_then(Mark::of) {
            Some(mark) => {
                marks.push(mark);
                rest = chars.as_str().trim_start();
                if rest.is_empty() {
                    return Err(NotationError::MissingSquare { text: whole.into() });
                }
            }
            None if form == SquareForm::Algebraic && starts_square(after_space) => {
                marks.push(Mark::Unmarked);
                rest = after_space;
            }
            None => {
                rest = after_space;
                break;
            }
        }
    }
    let glyph = read_glyph(rest)?;
    if squares.len() < 2 {
        return Err(NotationError::MissingSquare { text: whole.into() });
    }
    let form = forms[0];
    if forms.iter().any(|f| *f != form) {
        return Err(NotationError::MixedForms { text: whole.into() });
    }
    let mark = combine_marks(&marks, whole)?;
    if mark == Mark::Dash && squares.len() > 2 {
        return Err(NotationError::QuietWithLandings { text: whole.into() });
    }
    if mark != Mark::Cross && mark != Mark::Colon && squares.first() == squares.last() {
        return Err(NotationError::SameSquare { text: whole.into() });
    }
    Ok(TextMove {
        squares,
        mark,
        form,
        glyph,
    })
}

/// The one mark of a move: all dashes, all capture marks (the first one kept) or all
/// unmarked.
fn combine_marks(marks: &[Mark], whole: &str) -> Result<Mark, NotationError> {
    let first = marks.first().copied().unwrap_or(Mark::Unmarked);
    let capture = first.capture();
    if marks.iter().any(|m| m.capture() != capture) {
        return Err(NotationError::MixedMarks { text: whole.into() });
    }
    Ok(first)
}

/// Whether `text` starts with something read as a square (a digit or a letter).
fn starts_square(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| c.is_ascii_digit() || (c.is_alphabetic() && Mark::of(c).is_none()))
}

/// A Cyrillic letter that looks like a Latin file letter, as that letter; other
/// characters unchanged (ASCII lowercased). hektor reads the squares named in its
/// commands (`square с3`) with it too.
pub fn latin_file(c: char) -> char {
    match c {
        'А' | 'а' => 'a',
        'В' | 'в' => 'b',
        'С' | 'с' => 'c',
        'Е' | 'е' => 'e',
        'Н' | 'н' => 'h',
        other => other.to_ascii_lowercase(),
    }
}

/// Reads one square at the start of `text`: its square, form and the text after it.
fn read_square(variant: Variant, text: &str) -> Result<(Square, SquareForm, &str), NotationError> {
    let letters_end = text
        .char_indices()
        .find(|(_, c)| !c.is_alphabetic() || Mark::of(*c).is_some())
        .map_or(text.len(), |(i, _)| i);
    let digits_end = text[letters_end..]
        .char_indices()
        .find(|(_, c)| !c.is_ascii_digit())
        .map_or(text.len(), |(i, _)| letters_end + i);
    let (written, after) = text.split_at(digits_end);
    if written.is_empty() {
        let shown: String = text.chars().take_while(|c| !c.is_whitespace()).collect();
        return Err(if shown.is_empty() {
            NotationError::Unexpected { text: text.into() }
        } else {
            NotationError::NoSuchSquare { text: shown }
        });
    }
    let no_such = || NotationError::NoSuchSquare {
        text: written.into(),
    };
    let digits = &written[letters_end..];
    if letters_end == 0 {
        let number: u8 = digits.parse().map_err(|_| no_such())?;
        let square = Square::new(variant, number).ok_or_else(no_such)?;
        return Ok((square, SquareForm::Numeric, after));
    }
    let mut letters = written[..letters_end].chars().map(latin_file);
    let (Some(file), None) = (letters.next(), letters.next()) else {
        return Err(no_such());
    };
    let rank: u8 = digits.parse().map_err(|_| no_such())?;
    if !file.is_ascii_lowercase() || rank == 0 || rank > variant.size() {
        return Err(no_such());
    }
    let column = u32::from(file) - u32::from('a');
    if column >= u32::from(variant.size()) {
        return Err(no_such());
    }
    let row = variant.size() - rank;
    let column = u8::try_from(column).map_err(|_| no_such())?;
    let square = Square::from_coords(variant, row, column).ok_or(NotationError::LightSquare {
        text: written.into(),
    })?;
    Ok((square, SquareForm::Algebraic, after))
}

/// Reads the glyph after a move: a run of `!`, `?`, `+`, `=`, or such a run in
/// parentheses (`(?)`); nothing at all is an empty glyph.
fn read_glyph(text: &str) -> Result<String, NotationError> {
    let text = text.trim();
    let is_glyph = |s: &str| !s.is_empty() && s.chars().all(|c| matches!(c, '!' | '?' | '+' | '='));
    let inner = text
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(text);
    if text.is_empty() || is_glyph(inner) {
        Ok(text.into())
    } else {
        Err(NotationError::Unexpected { text: text.into() })
    }
}

/// `squares` written in `form`, joined by `mark`.
fn join(variant: Variant, squares: &[Square], form: SquareForm, mark: Mark) -> String {
    let names: Vec<String> = squares
        .iter()
        .map(|square| match form {
            SquareForm::Numeric => square.number().to_string(),
            SquareForm::Algebraic => square.algebraic(variant),
        })
        .collect();
    names.join(mark.as_str())
}

/// `mv` in full notation: the from-square and every landing square, in `form`, joined by
/// `-` for a quiet move and by `capture_mark` for a capture (`26x17x28x19`, `c3:e5:g3`).
#[must_use]
pub fn full_notation(variant: Variant, mv: &Move, form: SquareForm, capture_mark: Mark) -> String {
    let mark = if mv.is_capture() {
        capture_mark
    } else {
        Mark::Dash
    };
    let mut squares = vec![mv.from()];
    squares.extend_from_slice(mv.landings());
    join(variant, &squares, form, mark)
}

/// The legal move `written` means, among `legal` (the position's legal moves along every
/// path, [`Position::legal_paths`], given by the caller: a capture written along any of
/// its paths is understood, and paths of one capture that fit are one move).
///
/// A legal move fits when it starts on the first written square, ends on the last, passes
/// the written squares between them in order (landing squares, or any square the piece
/// crosses that holds no captured piece), and is a capture exactly when the mark says
/// so. So a capture written from-to, or with only some landing squares, fits when one
/// legal move has those squares in order.
///
/// Paths with the same ends taking different men are a choice even when one of them
/// lands on the written squares alone (`f6:d8` taking one man or five): written from-to,
/// a capture names no path. Written with landing squares between its ends, the path whose
/// landings they are exactly is the move.
#[must_use]
pub fn resolve(variant: Variant, written: &TextMove, legal: &[Move]) -> Resolved {
    let exact = if written.squares.len() > 2 {
        Exact::Preferred
    } else {
        Exact::Equal
    };
    resolve_with(variant, written, legal, exact)
}

/// As [`resolve`], for a move read from a scoresheet or a file, where nobody can be asked:
/// a capture written with a dash (`30-39`) or a quiet move written with a cross (`38x33`)
/// is the legal move its squares fit, as a careful reader takes it; the mark is a slip of
/// the pen, which a checker may note by comparing [`TextMove::mark`] with the move.
#[must_use]
pub fn resolve_written(variant: Variant, written: &TextMove, legal: &[Move]) -> Resolved {
    match resolve(variant, written, legal) {
        Resolved::Unfit(Unfit::WrittenAsQuiet(other) | Unfit::WrittenAsCapture(other)) => {
            let mut other = distinct_outcomes(other);
            match other.len() {
                1 => Resolved::Move(other.remove(0)),
                _ => Resolved::Choice(other),
            }
        }
        resolved => resolved,
    }
}

/// Whether `mv` is marked otherwise than it is played: a capture written with a dash, a
/// quiet move with a cross or a colon (what [`resolve_written`] forgives).
#[must_use]
pub fn slipped(written: &TextMove, mv: &Move) -> bool {
    written
        .mark
        .capture()
        .is_some_and(|capture| capture != mv.is_capture())
}

/// The choice `written` picks among `choices` (the paths of a question): as [`resolve`],
/// but a path whose landing squares are exactly the written ones is picked even when
/// written from-to (`f6:d8` picks the path over one man from one over five).
#[must_use]
pub fn pick(variant: Variant, written: &TextMove, choices: &[Move]) -> Resolved {
    resolve_with(variant, written, choices, Exact::Preferred)
}

/// Whether a move landing exactly on the written squares is preferred to the others
/// that fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Exact {
    Preferred,
    Equal,
}

/// [`resolve`] with the weight given to an exact landing.
fn resolve_with(variant: Variant, written: &TextMove, legal: &[Move], exact: Exact) -> Resolved {
    if legal.is_empty() {
        return Resolved::Unfit(Unfit::NoLegalMoves);
    }
    let along: Vec<&Move> = legal
        .iter()
        .filter(|mv| path::fits(variant, &written.squares, mv))
        .collect();
    let (mut fitting, other): (Vec<&Move>, Vec<&Move>) = along
        .into_iter()
        .partition(|mv| written.mark.capture().is_none_or(|c| c == mv.is_capture()));
    if exact == Exact::Preferred && fitting.iter().any(|mv| lands_on(written, mv)) {
        fitting.retain(|mv| lands_on(written, mv));
    }
    let fitting = distinct_outcomes(fitting);
    match fitting.as_slice() {
        [one] => return Resolved::Move((*one).clone()),
        [_, _, ..] => return Resolved::Choice(fitting.into_iter().cloned().collect()),
        [] => {}
    }
    let other: Vec<Move> = other.into_iter().cloned().collect();
    let from = written.squares.first().copied();
    let to = written.squares.last().copied();
    let unfit = match (written.mark.capture(), from, to) {
        (Some(true), _, _) if !other.is_empty() => Unfit::WrittenAsCapture(other),
        (Some(false), _, _) if !other.is_empty() => Unfit::WrittenAsQuiet(other),
        (Some(false), _, _) if legal.iter().all(Move::is_capture) => Unfit::CaptureCompulsory,
        (_, Some(from), Some(to)) if legal.iter().any(|mv| mv.from() == from) => {
            Unfit::NoSuchPath { from, to }
        }
        (_, Some(from), _) => Unfit::NothingFrom(from),
        (_, None, _) => Unfit::NoLegalMoves,
    };
    Resolved::Unfit(unfit)
}

/// `unfit` said more exactly where it can be, for a move read in `position`: a path no
/// legal move goes ([`Unfit::NoSuchPath`], [`Unfit::NothingFrom`]) becomes a capture the
/// majority rule forbids ([`Unfit::NotMajority`]) when the written squares fit one, or the
/// one written square that is wrong ([`Unfit::WrongSquare`]) when the others are a legal
/// move's.
#[must_use]
pub fn explain(position: &Position, written: &TextMove, unfit: Unfit) -> Unfit {
    let (Unfit::NoSuchPath { from, .. } | Unfit::NothingFrom(from)) = unfit else {
        return unfit;
    };
    let variant = position.variant();
    let legal = position.legal_paths();
    let most = legal
        .iter()
        .map(|mv| mv.captured().len())
        .max()
        .unwrap_or(0);
    if let Some(fewer) = position
        .every_capture()
        .iter()
        .filter(|mv| mv.captured().len() < most && !legal.contains(mv))
        .find(|mv| path::fits(variant, &written.squares, mv))
    {
        return Unfit::NotMajority {
            taken: fewer.captured().len(),
            most,
        };
    }
    let landings = written.squares.get(1..).unwrap_or_default();
    let one_off = |mv: &&Move| {
        mv.from() == from
            && mv.landings().len() == landings.len()
            && mv
                .landings()
                .iter()
                .zip(landings)
                .filter(|(a, b)| a != b)
                .count()
                == 1
    };
    if matches!(unfit, Unfit::NothingFrom(_)) {
        return unfit;
    }
    let near = distinct_outcomes(legal.iter().filter(one_off).collect());
    match near.as_slice() {
        [right] => {
            let wrong = right
                .landings()
                .iter()
                .zip(landings)
                .find(|(a, b)| a != b)
                .map_or(from, |(_, &b)| b);
            Unfit::WrongSquare {
                wrong,
                right: (*right).clone(),
            }
        }
        _ => unfit,
    }
}

/// The moves with distinct outcomes, the first of each kept: two capture paths from the
/// same square to the same square taking the same pieces leave the same board (a king
/// taking two pieces on one line may stop anywhere between them), so asking which one
/// was meant would be a question without a difference (draughts.md section 5 compares
/// captures the same way).
pub fn distinct_outcomes<M: std::borrow::Borrow<Move>>(moves: Vec<M>) -> Vec<M> {
    let outcome = |mv: &Move| {
        let mut captured = mv.captured().to_vec();
        captured.sort_unstable();
        (mv.from(), mv.to(), captured, mv.crowned())
    };
    let mut seen = Vec::new();
    moves
        .into_iter()
        .filter(|mv| {
            let key = outcome(mv.borrow());
            let new = !seen.contains(&key);
            if new {
                seen.push(key);
            }
            new
        })
        .collect()
}

/// Whether the written squares after the first are exactly the move's landing squares.
fn lands_on(written: &TextMove, mv: &Move) -> bool {
    written.squares.get(1..) == Some(mv.landings())
}

#[cfg(test)]
mod tests;

//! The scoresheet export, whatever the game: the formats (PGN or PDN with clocks,
//! Braille, BRF and Unicode, driven by the notation profiles in `braille/`, and a printed
//! text scoresheet in the UI language), their options and pages, Braille cells and
//! profiles, literary Braille, the headings both games print, and the file exported from
//! ([`input::Input::open`] reads a saved game, a journal written by `play`, or names a
//! game file). Each game lays out its own moves: chess in `games::chess::sheet` (its
//! `render` turns a record into the bytes of one format), draughts in
//! `games::draughts::export`.

pub mod braille;
pub mod cells;
pub mod input;
pub mod layout;
pub mod literary;
pub mod profile;
pub mod text;
pub mod translit;

pub use layout::LineEnding;
pub use literary::Literary;
pub use profile::{Profile, ProfileError};

use crate::i18n::{Lang, Locale, sentence};
use crate::msg;
use crate::position::ReplayError;
use layout::Page;

/// The output formats of an export, for chess and draughts alike: read once where the
/// user's text comes in (`hektor export --format`, the session's `export FORMAT FILE`).
/// The chess export refuses PDN ([`ExportError::PdnForChess`]), the draughts export PGN.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// PGN with clock comments.
    Pgn,
    /// Portable Draughts Notation (draughts games).
    Pdn,
    /// Braille Ready Format: North American Braille ASCII.
    Brf,
    /// Unicode Braille.
    Braille,
    /// Printed text in the UI language.
    Text,
}

/// A format name that is not one of `pgn`, `pdn`, `brf`, `braille`, `text`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown export format {0:?}: use pgn, pdn, brf, braille or text")]
pub struct UnknownFormat(pub String);

impl std::str::FromStr for Format {
    type Err = UnknownFormat;

    /// Reads `pgn`, `pdn`, `brf`, `braille` or `text` (any case; `txt` too), as typed in
    /// a game session.
    fn from_str(s: &str) -> Result<Format, UnknownFormat> {
        let typed = s.trim().to_lowercase();
        Format::ALL
            .into_iter()
            .find(|format| format.name() == typed || (typed == "txt" && *format == Format::Text))
            .ok_or_else(|| UnknownFormat(s.to_owned()))
    }
}

impl std::fmt::Display for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 5] = [
        Format::Pgn,
        Format::Pdn,
        Format::Brf,
        Format::Braille,
        Format::Text,
    ];

    /// The name `--format` and the session's `export` take.
    pub fn name(self) -> &'static str {
        match self {
            Format::Pgn => "pgn",
            Format::Pdn => "pdn",
            Format::Brf => "brf",
            Format::Braille => "braille",
            Format::Text => "text",
        }
    }

    /// Line width, page height and line ending used when none is given.
    pub fn default_page(self) -> Page {
        let (width, height, line_ending) = match self {
            Format::Brf => (40, 25, LineEnding::Crlf),
            Format::Braille => (40, 25, LineEnding::Lf),
            Format::Text => (72, 60, LineEnding::Lf),
            // PDN lays out as PGN: no pages.
            Format::Pgn | Format::Pdn => (80, usize::MAX, LineEnding::Lf),
        };
        Page {
            width,
            height,
            line_ending,
        }
    }

    /// The page of this format with the `width`, `height` and `line_ending` given (the
    /// format's default for each one not given), checked against the smallest usable page.
    pub fn page(
        self,
        width: Option<usize>,
        height: Option<usize>,
        line_ending: Option<LineEnding>,
    ) -> Result<Page, ExportError> {
        let default = self.default_page();
        let width = width.unwrap_or(default.width);
        let height = height.unwrap_or(default.height);
        if width < layout::MIN_WIDTH {
            return Err(ExportError::WidthTooSmall {
                width,
                min: layout::MIN_WIDTH,
            });
        }
        if height < layout::MIN_HEIGHT {
            return Err(ExportError::HeightTooSmall {
                height,
                min: layout::MIN_HEIGHT,
            });
        }
        Ok(Page {
            width,
            height,
            line_ending: line_ending.unwrap_or(default.line_ending),
        })
    }
}

/// What to export and how.
#[derive(Debug, Clone)]
pub struct ExportOptions {
    /// The format.
    pub format: Format,
    /// The Braille notation profile (Braille formats only): the moves' cells.
    pub profile: Profile,
    /// The reader's literary Braille (Braille formats only): headings, names and the
    /// result line in the code and words of the reader's language.
    pub literary: Literary,
    /// The UI language (text format).
    pub lang: Lang,
    /// Characters (cells) per line; `None` for the format's default.
    pub width: Option<usize>,
    /// Lines per page; `None` for the format's default (PGN has no pages).
    pub height: Option<usize>,
    /// The line ending; `None` for the format's default.
    pub line_ending: Option<LineEnding>,
}

impl ExportOptions {
    /// The defaults of `format` for a reader of `lang` (its words and its literary
    /// Braille): the default profile, default page.
    pub fn new(format: Format, lang: Lang) -> Result<ExportOptions, ProfileError> {
        Ok(ExportOptions {
            format,
            profile: Profile::builtin(profile::DEFAULT_PROFILE)?,
            literary: Literary::of(lang)?,
            lang,
            width: None,
            height: None,
            line_ending: None,
        })
    }

    /// The page geometry in force, checked against the smallest usable page; PDN is
    /// refused, for it is not a format of a chess game.
    pub fn page(&self) -> Result<Page, ExportError> {
        if self.format == Format::Pdn {
            return Err(ExportError::PdnForChess);
        }
        self.format.page(self.width, self.height, self.line_ending)
    }
}

/// Why an export failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// The line width is below the smallest usable one.
    #[error("the line width {width} is too small: give --width {min} or more")]
    WidthTooSmall {
        /// The width asked for.
        width: usize,
        /// The smallest usable width.
        min: usize,
    },
    /// The page height is below the smallest usable one.
    #[error("the page height {height} is too small: give --height {min} or more")]
    HeightTooSmall {
        /// The height asked for.
        height: usize,
        /// The smallest usable height.
        min: usize,
    },
    /// PDN asked for a chess game.
    #[error("PDN is for draughts: a chess game is exported as pgn, brf, braille or text")]
    PdnForChess,
    /// The recorded game does not replay under the rules of chess.
    #[error("the game cannot be exported: {0}")]
    Replay(#[from] ReplayError),
}

impl ExportError {
    /// A bad option or a saved game that does not replay, as a sentence of the UI
    /// language.
    pub fn sentence(&self, locale: &Locale) -> String {
        let (id, args) = match self {
            // `route` refuses PDN for a chess file first, in words that name the file.
            ExportError::PdnForChess => return locale.text(msg::SESSION_EXPORT_CHESS_FORMATS),
            ExportError::WidthTooSmall { width, min } => (
                msg::EXPORT_WIDTH_TOO_SMALL,
                vec![("width", width.into()), ("min", min.into())],
            ),
            ExportError::HeightTooSmall { height, min } => (
                msg::EXPORT_HEIGHT_TOO_SMALL,
                vec![("height", height.into()), ("min", min.into())],
            ),
            ExportError::Replay(ReplayError::BadStart { fen, reason }) => (
                msg::EXPORT_REPLAY_START,
                vec![
                    ("fen", fen.clone().into()),
                    (
                        "reason",
                        (crate::game_errors::start_phrase(locale, reason)).into(),
                    ),
                ],
            ),
            ExportError::Replay(ReplayError::IllegalMove { ply, key }) => (
                msg::EXPORT_REPLAY_ILLEGAL,
                vec![("ply", ply.into()), ("uci", key.clone().into())],
            ),
        };
        sentence(locale, id, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any word is a format or the unknown-format error keeping the word; a format's
        /// own name reads back in any case, with spaces around it.
        #[test]
        fn any_word_reads_as_a_format_or_is_kept_in_the_error(
            word in "\\PC{0,12}",
            index in 0..5usize,
            upper: bool,
        ) {
            match word.parse::<Format>() {
                Ok(format) => {
                    let typed = word.trim().to_lowercase();
                    prop_assert!(
                        typed == format.name() || (typed == "txt" && format == Format::Text)
                    );
                }
                Err(UnknownFormat(kept)) => prop_assert_eq!(kept, word),
            }
            let format = Format::ALL[index];
            let name = if upper {
                format.name().to_uppercase()
            } else {
                format.name().to_owned()
            };
            prop_assert_eq!(format!(" {name}\t").parse::<Format>(), Ok(format));
        }
    }

    #[test]
    fn format_names_read_as_in_a_session() {
        assert_eq!("BRF".parse::<Format>(), Ok(Format::Brf));
        assert_eq!(" pdn".parse::<Format>(), Ok(Format::Pdn));
        assert_eq!("txt".parse::<Format>(), Ok(Format::Text));
        assert_eq!(
            "embosser".parse::<Format>(),
            Err(UnknownFormat("embosser".to_owned()))
        );
    }
}

//! The scoresheet export: PGN with clocks, Braille (BRF and Unicode Braille, driven by
//! the notation profiles in `braille/`) and a printed text scoresheet in the UI language.
//!
//! [`render`] turns a [`GameRecord`] into the bytes of one format; [`input::load`] reads
//! a record from a saved game (a journal written by `play`) or a PGN file.

pub mod braille;
pub mod cells;
pub mod input;
pub mod layout;
pub mod profile;
pub mod text;
pub mod translit;
pub mod write;

pub use crate::games::chess::scoresheet::{Header, Scoresheet};
pub use layout::LineEnding;
pub use profile::{Profile, ProfileError};

use crate::game::GameRecord;
use crate::games::ReplayError;
use crate::i18n::{Lang, Locale};
use layout::Page;

/// The output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// PGN with clock comments.
    Pgn,
    /// Braille Ready Format: North American Braille ASCII.
    Brf,
    /// Unicode Braille.
    Braille,
    /// Printed text in the UI language.
    Text,
}

/// A format name that is not one of `pgn`, `brf`, `braille`, `text`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown export format {0:?}: use pgn, brf, braille or text")]
pub struct UnknownFormat(pub String);

impl std::str::FromStr for Format {
    type Err = UnknownFormat;

    /// Reads `pgn`, `brf`, `braille` or `text` (any case), as typed in a game session.
    fn from_str(s: &str) -> Result<Format, UnknownFormat> {
        match s.trim().to_ascii_lowercase().as_str() {
            "pgn" => Ok(Format::Pgn),
            "brf" => Ok(Format::Brf),
            "braille" => Ok(Format::Braille),
            "text" => Ok(Format::Text),
            _ => Err(UnknownFormat(s.to_owned())),
        }
    }
}

impl Format {
    /// Line width, page height and line ending used when none is given.
    pub fn default_page(self) -> Page {
        let (width, height, line_ending) = match self {
            Format::Brf => (40, 25, LineEnding::Crlf),
            Format::Braille => (40, 25, LineEnding::Lf),
            Format::Text => (72, 60, LineEnding::Lf),
            Format::Pgn => (80, usize::MAX, LineEnding::Lf),
        };
        Page {
            width,
            height,
            line_ending,
        }
    }
}

/// What to export and how.
#[derive(Debug, Clone)]
pub struct ExportOptions {
    /// The format.
    pub format: Format,
    /// The Braille notation profile (Braille formats only).
    pub profile: Profile,
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
    /// The defaults of `format`: the default profile, English, default page.
    pub fn new(format: Format) -> Result<ExportOptions, ProfileError> {
        Ok(ExportOptions {
            format,
            profile: Profile::builtin(profile::DEFAULT_PROFILE)?,
            lang: Lang::En,
            width: None,
            height: None,
            line_ending: None,
        })
    }

    /// The page geometry in force, checked against the smallest usable page.
    pub fn page(&self) -> Result<Page, ExportError> {
        let default = self.format.default_page();
        let width = self.width.unwrap_or(default.width);
        let height = self.height.unwrap_or(default.height);
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
            line_ending: self.line_ending.unwrap_or(default.line_ending),
        })
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
    /// The recorded game does not replay under the rules of chess.
    #[error("the game cannot be exported: {0}")]
    Replay(#[from] ReplayError),
}

/// The game in `options.format`, ready to write to a file.
pub fn render(record: &GameRecord, options: &ExportOptions) -> Result<Vec<u8>, ExportError> {
    Scoresheet::from_record(record)?.render(options)
}

impl Scoresheet {
    /// This scoresheet in `options.format`.
    pub fn render(&self, options: &ExportOptions) -> Result<Vec<u8>, ExportError> {
        let page = options.page()?;
        let locale = Locale::new(options.lang);
        let mut out = Vec::new();
        // Writing into memory cannot fail.
        let _ = self.write(options, &locale, page, &mut out);
        Ok(out)
    }

    /// Writes this scoresheet in `options.format` to `out`.
    pub fn write(
        &self,
        options: &ExportOptions,
        locale: &Locale,
        page: Page,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        let mut sheet = write::begin(options, locale, page, &self.header(), out)?;
        for ply in &self.plies {
            sheet.ply(ply.clone())?;
        }
        sheet.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_names_read_as_in_a_session() {
        assert_eq!("BRF".parse::<Format>(), Ok(Format::Brf));
        assert_eq!(
            "embosser".parse::<Format>(),
            Err(UnknownFormat("embosser".to_owned()))
        );
    }
}

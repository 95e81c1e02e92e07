//! The chess scoresheet exported: a record's scoresheet in any format ([`render`]), as
//! PGN, Braille or text, ply by ply as the moves come ([`write::plies`]), each format laid out
//! by its writer (`text`, `braille` on the pages of `crate::paged`); a record kept as written
//! (`written`); a saved game or a PGN file streamed into it (`input`). The formats, the
//! pages, the Braille profiles and the headings both games print are the core's
//! ([`hektor_game_core::scoresheet`]).

pub mod braille;
pub mod input;
pub mod text;
pub mod write;
pub mod written;

use crate::game::GameRecord;
use crate::game::rules::GameRules;
use crate::i18n::Locale;
use crate::scoresheet::Scoresheet;
use hektor_game_core::scoresheet::layout::Page;
use hektor_game_core::scoresheet::{ExportError, ExportOptions};

/// The game in `options.format`, ready to write to a file.
pub fn render<R: GameRules>(
    record: &GameRecord<R>,
    options: &ExportOptions,
) -> Result<Vec<u8>, ExportError> {
    written::sheet_of(record)?.render(options)
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
        write::plies(
            options,
            locale,
            page,
            &self.header(),
            self.plies.iter().cloned(),
            out,
        )
    }
}

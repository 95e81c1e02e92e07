//! Writing a scoresheet as its moves come: the header first, then each half-move, then
//! the end, straight to the output, so that a game of any length is exported in the
//! memory of a few lines.

use std::io::{self, Write};

use super::{braille, text};
use crate::i18n::Locale;
use crate::paged::SheetWriter;
use crate::pgn_export::{self, Movetext};
use crate::scoresheet::{Header, Ply};
use hektor_game_core::scoresheet::cells;
use hektor_game_core::scoresheet::layout::Page;
use hektor_game_core::scoresheet::{ExportError, ExportOptions, Format};

/// Begins the scoresheet of the game with `header` in `options.format`, on `page`,
/// Writes a scoresheet of `header` and `plies` in `options.format` to `out`, each ply as
/// it comes.
pub fn plies(
    options: &ExportOptions,
    locale: &Locale,
    page: Page,
    header: &Header,
    plies: impl Iterator<Item = Ply>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut sheet = begin(options, locale, page, header, out)?;
    for ply in plies {
        sheet.ply(ply)?;
    }
    sheet.finish()
}

/// writing to `out`; `locale` gives the words of the text format.
pub fn begin<'a>(
    options: &'a ExportOptions,
    locale: &'a Locale,
    page: Page,
    header: &Header,
    out: &'a mut dyn Write,
) -> io::Result<Box<dyn SheetWriter + 'a>> {
    Ok(match options.format {
        Format::Pgn => {
            let eol = page.line_ending.as_str();
            pgn_export::write_tags(out, header, eol)?;
            Box::new(PgnSheet {
                movetext: Movetext::new(out, page.width, eol),
                header: header.clone(),
            })
        }
        Format::Brf => Box::new(braille::sheet(
            &options.profile,
            &options.literary,
            header,
            page,
            Box::new(out),
        )?),
        Format::Braille => Box::new(braille::sheet(
            &options.profile,
            &options.literary,
            header,
            page,
            Box::new(UnicodeBraille(out)),
        )?),
        Format::Text => Box::new(text::sheet(locale, header, page, Box::new(out))?),
        // [`ExportOptions::page`] refuses PDN before a chess scoresheet begins.
        Format::Pdn => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                ExportError::PdnForChess,
            ));
        }
    })
}

/// The separator between two games in one output: a blank line between PGN (or PDN) games, a
/// form feed (a new page) between scoresheets.
pub fn between_games(format: Format, page: Page) -> &'static str {
    match format {
        Format::Pgn | Format::Pdn => page.line_ending.as_str(),
        Format::Brf | Format::Braille | Format::Text => "\u{c}",
    }
}

struct PgnSheet<'a> {
    movetext: Movetext<'a>,
    header: Header,
}

impl SheetWriter for PgnSheet<'_> {
    fn ply(&mut self, ply: Ply) -> io::Result<()> {
        self.movetext.ply(&ply)
    }

    fn finish(&mut self) -> io::Result<()> {
        self.movetext.finish(&self.header)
    }
}

/// BRF text written as Unicode Braille: every BRF character is one cell, so any piece of
/// the text converts on its own; line endings and form feeds are kept.
struct UnicodeBraille<W: Write>(W);

impl<W: Write> Write for UnicodeBraille<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let brf = String::from_utf8_lossy(buf);
        // Every character of the BRF text is a cell or a break, so this cannot fail; if it
        // ever did, the BRF text is still a faithful export.
        let unicode = cells::brf_to_unicode(&brf).unwrap_or_else(|_| brf.into_owned());
        self.0.write_all(unicode.as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

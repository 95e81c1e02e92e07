//! A scoresheet written as its moves come ([`SheetWriter`]), and the paged sheet the
//! Braille and text formats are ([`PagedSheet`]): heading lines, then a line per move
//! pair, then the result.

use std::io;

use crate::scoresheet::{MovePair, Pairing, Ply};
use hektor_game_core::scoresheet::layout::Pager;

/// A scoresheet being written: [`crate::sheet::write::begin`] writes its header, [`SheetWriter::ply`] each
/// half-move, [`SheetWriter::finish`] the end.
pub trait SheetWriter {
    /// Writes (or holds until its line is complete) the next half-move.
    fn ply(&mut self, ply: Ply) -> io::Result<()>;
    /// Writes what is still held, and the result.
    fn finish(&mut self) -> io::Result<()>;
}

/// A Braille or text scoresheet: heading lines, a blank line, one line per move pair and
/// the result, laid out on pages.
pub struct PagedSheet<'a> {
    pager: Pager<'a>,
    pairing: Pairing,
    pair_line: Box<dyn Fn(&MovePair<'_>) -> String + 'a>,
    end: String,
}

impl<'a> PagedSheet<'a> {
    /// Writes the heading lines and the blank line after them; `pair_line` writes a move
    /// pair, `end` is the last line.
    pub fn new(
        mut pager: Pager<'a>,
        heading: &[String],
        pair_line: Box<dyn Fn(&MovePair<'_>) -> String + 'a>,
        end: String,
    ) -> io::Result<PagedSheet<'a>> {
        for line in heading {
            pager.line(line)?;
        }
        pager.line("")?;
        Ok(PagedSheet {
            pager,
            pairing: Pairing::default(),
            pair_line,
            end,
        })
    }
}

impl SheetWriter for PagedSheet<'_> {
    fn ply(&mut self, ply: Ply) -> io::Result<()> {
        for pair in self.pairing.push(ply) {
            self.pager.line(&(self.pair_line)(&pair.as_pair()))?;
        }
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        if let Some(pair) = self.pairing.finish() {
            self.pager.line(&(self.pair_line)(&pair.as_pair()))?;
        }
        self.pager.line(&self.end)?;
        self.pager.finish()
    }
}

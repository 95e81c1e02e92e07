//! The printed chess scoresheet in the UI language, with that language's piece letters
//! and header words, for a printer or a sighted arbiter: the heading, then a move pair
//! per line.

use std::io::{self, Write};

use crate::game::GameResult;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::paged::PagedSheet;
use crate::scoresheet::{Header, NotLegal, Words};
use hektor_game_core::scoresheet::layout::{Page, Pager};
use hektor_game_core::scoresheet::text::{not_legal_line, result_line, tag_lines};

/// The heading lines: every known tag with its localized label, then the result.
pub fn heading(locale: &Locale, header: &Header) -> Vec<String> {
    let mut lines = tag_lines(locale, &header.tags);
    let result = match header.result {
        GameResult::Ongoing => None,
        finished => Some(finished.pgn()),
    };
    lines.push(result_line(locale, result, header.termination.as_ref()));
    lines.extend(
        header
            .not_legal
            .as_ref()
            .map(|n| chess_not_legal_line(locale, n)),
    );
    lines
}

/// The line of a chess scoresheet kept as written that says which move is not legal
/// (its text in `locale`'s letters) and how it and the moves after it are marked.
pub fn chess_not_legal_line(locale: &Locale, not_legal: &NotLegal) -> String {
    let written = Words::new(locale).written(&not_legal.text);
    not_legal_line(locale, not_legal.number, not_legal.player, &written)
}

/// The printed scoresheet of a game with this header, written to `out` as its moves come.
pub fn sheet<'a>(
    locale: &'a Locale,
    header: &Header,
    page: Page,
    out: Box<dyn Write + 'a>,
) -> io::Result<PagedSheet<'a>> {
    let pager = Pager::new(
        page,
        Box::new(move |n| sentence(locale, msg::SCORESHEET_PAGE, &[("number", n.into())])),
        out,
    );
    let words = Words::new(locale);
    PagedSheet::new(
        pager,
        &heading(locale, header),
        Box::new(move |pair| words.pair(pair)),
        header.result.pgn().to_owned(),
    )
}

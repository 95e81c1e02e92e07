//! The Braille chess scoresheet: the heading, then a move pair per line in the cells of
//! a notation profile, on pages, written as BRF text (one character per cell).

use std::io::{self, Write};

use super::text::chess_not_legal_line;
use crate::braille::pair_cells;
use crate::game::GameResult;
use crate::i18n::Locale;
use crate::paged::PagedSheet;
use crate::scoresheet::Header;
use hektor_game_core::scoresheet::braille::{heading_lines, result_mark};
use hektor_game_core::scoresheet::cells;
use hektor_game_core::scoresheet::layout::{Page, Pager};
use hektor_game_core::scoresheet::literary::Literary;
use hektor_game_core::scoresheet::profile::Cells;
use hektor_game_core::scoresheet::profile::Profile;
use hektor_game_core::scoresheet::text::result_line;

/// The heading lines in the reader's literary code: event, date, players, and the
/// result line in the reader's words (`Результат: 1-0 (здача)`).
pub fn heading(literary: &Literary, header: &Header) -> Vec<Cells> {
    let locale = Locale::new(literary.lang);
    let result = match header.result {
        GameResult::Ongoing => None,
        finished => Some(finished.pgn()),
    };
    let result = result_line(&locale, result, header.termination.as_ref());
    let mut lines = heading_lines(literary, &header.tags, &result);
    lines.extend(
        header
            .not_legal
            .as_ref()
            .map(|n| literary.cells(&chess_not_legal_line(&locale, n))),
    );
    lines
}

/// The Braille scoresheet of a game with this header, written to `out` as BRF text as
/// its moves come: the heading in the reader's literary code, the moves in the
/// profile's.
pub fn sheet<'a>(
    profile: &'a Profile,
    literary: &Literary,
    header: &Header,
    page: Page,
    out: Box<dyn Write + 'a>,
) -> io::Result<PagedSheet<'a>> {
    let heading: Vec<String> = heading(literary, header)
        .iter()
        .map(|l| cells::to_brf(l))
        .collect();
    // The mark of a move not checked, in the cells the heading's line names it with.
    let unchecked =
        literary.cells(&Locale::new(literary.lang).text(crate::msg::SCORESHEET_UNCHECKED_MARK));
    let pager = Pager::new(
        page,
        Box::new(move |n| cells::to_brf(&profile.page_number(n))),
        out,
    );
    PagedSheet::new(
        pager,
        &heading,
        Box::new(move |pair| cells::to_brf(&pair_cells(profile, pair, &unchecked))),
        cells::to_brf(&result_mark(profile, header.result)),
    )
}

//! The Braille scoresheet: moves, headings and pages in the cells of a notation
//! profile, written as BRF text (one character per cell).

use std::io::{self, Write};

use super::cells;
use super::layout::{Page, Pager};
use super::literary::Literary;
use super::paged::PagedSheet;
use super::profile::{Cells, Profile};
use super::text;
use crate::game::{GameResult, Tags};
use crate::games::chess::braille::pair_cells;
use crate::games::chess::scoresheet::Header;
use crate::i18n::Locale;
use crate::terms::Player;

fn known(value: &str) -> Option<&str> {
    let value = value.trim();
    (!value.is_empty() && value.chars().any(|c| c != '?' && c != '.')).then_some(value)
}

/// The result at the end of the moves, in the profile's cells: `1-0`, `0-1`,
/// `1/2-1/2`, or the mark of an unfinished game (`*` in PGN).
fn result_mark(profile: &Profile, result: GameResult) -> Cells {
    match result {
        GameResult::WhiteWins => profile.white_wins.clone(),
        GameResult::BlackWins => profile.black_wins.clone(),
        GameResult::Draw => profile.draw.clone(),
        GameResult::Ongoing => profile.no_result.clone(),
    }
}

/// The heading lines in the reader's literary code: event, date, players, and the
/// result line in the reader's words (`Результат: 1-0 (здача)`).
pub fn heading(literary: &Literary, header: &Header) -> Vec<Cells> {
    let locale = Locale::new(literary.lang);
    let result = match header.result {
        GameResult::Ongoing => None,
        finished => Some(finished.pgn()),
    };
    let result = text::result_line(&locale, result, header.termination.as_ref());
    let mut lines = heading_lines(literary, &header.tags, &result);
    lines.extend(
        header
            .not_legal
            .as_ref()
            .map(|n| literary.cells(&text::chess_not_legal_line(&locale, n))),
    );
    lines
}

/// The known ones of event, date and players, then `result`, each a line of cells in the
/// reader's literary code.
pub fn heading_lines(literary: &Literary, tags: &Tags, result: &str) -> Vec<Cells> {
    let mut lines = tag_lines(literary, tags);
    lines.push(literary.cells(result));
    lines.retain(|line| !line.is_empty());
    lines
}

/// The known ones of event, date and players, each a line of cells in the reader's
/// literary code (the date written as the reader's language writes dates, as its text
/// scoresheet does).
fn tag_lines(literary: &Literary, tags: &Tags) -> Vec<Cells> {
    let text = |text: &str| literary.cells(text);
    let mut lines = Vec::new();
    if let Some(event) = known(&tags.event) {
        lines.push(text(event));
    }
    if let Some(date) = known(&tags.date) {
        lines.push(text(&literary.lang.date(date)));
    }
    // An unknown player is "N.N." (nomen nescio), as chess books write it: a "?" has no
    // cell of its own here, and "Ivanov -" read as a dangling dash.
    let white = Player::White.person(&tags.white);
    let black = Player::Black.person(&tags.black);
    if white.is_some() || black.is_some() {
        // "Praggnanandhaa,R" (TWIC's form) is read with a space after the comma.
        let name = |name: Option<&str>| name.unwrap_or("N.N.").replace(',', ", ");
        lines.push(text(&format!("{} - {}", name(white), name(black))));
    }
    lines.retain(|line| !line.is_empty());
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

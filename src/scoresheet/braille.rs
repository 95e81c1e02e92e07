//! The Braille scoresheet: moves, headings and pages in the cells of a notation
//! profile, written as BRF text (one character per cell).

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use std::io::{self, Write};

use super::cells::{self, Cell};
use super::layout::{Page, Pager};
use super::profile::{Cells, Profile};
use super::translit;
use super::write::PagedSheet;
use crate::game::clock::Player;
use crate::game::{GameResult, Tags};
use crate::games::chess::braille::pair_cells;
use crate::games::chess::scoresheet::Header;

/// Free text (names, event, date) as cells a Braille reader reads as text: every script
/// spelt in Latin letters (Cyrillic in the passport style of [`translit`], other scripts
/// by `deunicode`), letters without their accents, numbers with the number sign and
/// upper-cell digits (a letter a-j right after a number gets the letter sign), commas,
/// full stops and apostrophes as the literary signs; any other character keeps the
/// words on either side apart.
pub fn text_cells(profile: &Profile, text: &str) -> Cells {
    literary_cells(&profile.page_number_sign, &profile.page_digits, text)
}

/// Free text as [`text_cells`] writes it, numbers with `number_sign` and `digits`.
pub fn literary_cells(number_sign: &[Cell], digits: &[Cells; 10], text: &str) -> Cells {
    let mut latin = String::with_capacity(text.len());
    for c in text.chars() {
        match translit::latin(c) {
            Some(spelt) => latin.push_str(spelt),
            None if c.is_ascii() => latin.push(c),
            None => {
                let decomposed: String = std::iter::once(c).nfd().collect();
                if decomposed
                    .chars()
                    .next()
                    .is_some_and(|base| base.is_ascii())
                {
                    latin.push_str(&decomposed);
                } else {
                    latin.push_str(deunicode::deunicode_char(c).unwrap_or(" "));
                }
            }
        }
    }
    let mut out: Cells = Vec::new();
    let mut in_number = false;
    let blank = |out: &mut Cells| {
        if out.last().is_some_and(|&l| l != Cell::BLANK) {
            out.push(Cell::BLANK);
        }
    };
    for c in latin.chars() {
        match c {
            '0'..='9' => {
                if !in_number {
                    out.extend(number_sign);
                }
                out.extend(&digits[c as usize - '0' as usize]);
            }
            'a'..='z' | 'A'..='Z' => {
                if in_number && ('a'..='j').contains(&c.to_ascii_lowercase()) {
                    out.extend(LETTER_SIGN);
                }
                out.extend(Cell::from_brf(c));
            }
            '-' => out.extend(Cell::from_brf('-')),
            ',' | '.' => {
                out.extend(Cell::from_dots(if c == ',' { "2" } else { "256" }));
                blank(&mut out);
            }
            '\'' => out.extend(Cell::from_dots("3")),
            _ if is_combining_mark(c) => {}
            _ => blank(&mut out),
        }
        in_number = c.is_ascii_digit();
    }
    while out.last() == Some(&Cell::BLANK) {
        out.pop();
    }
    out
}

/// The letter sign (dots 56): a letter a-j after a number is a letter, not a digit.
const LETTER_SIGN: Option<Cell> = Cell::from_bits(0b11_0000);

fn known(value: &str) -> Option<&str> {
    let value = value.trim();
    (!value.is_empty() && value.chars().any(|c| c != '?' && c != '.')).then_some(value)
}

/// The result cells, or the word for an unfinished game.
fn result_cells(profile: &Profile, result: GameResult) -> Cells {
    match result {
        GameResult::WhiteWins => profile.white_wins.clone(),
        GameResult::BlackWins => profile.black_wins.clone(),
        GameResult::Draw => profile.draw.clone(),
        GameResult::Ongoing => profile.unfinished.clone(),
    }
}

/// The result at the end of the moves: the result cells, or the mark of an unfinished
/// game (`*` in PGN).
fn result_mark(profile: &Profile, result: GameResult) -> Cells {
    match result {
        GameResult::Ongoing => profile.no_result.clone(),
        finished => result_cells(profile, finished),
    }
}

/// The heading lines: event, date, players, result.
pub fn heading(profile: &Profile, header: &Header) -> Vec<Cells> {
    let mut lines = tag_lines(&header.tags, &|text| text_cells(profile, text));
    lines.push(result_cells(profile, header.result));
    lines.retain(|line| !line.is_empty());
    lines
}

/// The known ones of event, date and players, each a line of `text`'s cells.
pub fn tag_lines(tags: &Tags, text: &dyn Fn(&str) -> Cells) -> Vec<Cells> {
    let mut lines = Vec::new();
    if let Some(event) = known(&tags.event) {
        lines.push(text(event));
    }
    if let Some(date) = known(&tags.date) {
        let parts: Vec<&str> = date
            .split(['.', '/', '-'])
            .filter(|p| !p.is_empty() && !p.contains('?'))
            .collect();
        lines.push(text(&parts.join("-")));
    }
    // An unknown player is "N.N." (nomen nescio), as chess books write it: a "?" has no
    // cell of its own here, and "Ivanov -" read as a dangling dash.
    let white = Player::White.person(&tags.white);
    let black = Player::Black.person(&tags.black);
    if white.is_some() || black.is_some() {
        let name = |name: Option<&str>| name.unwrap_or("N.N.").to_owned();
        lines.push(text(&format!("{} - {}", name(white), name(black))));
    }
    lines.retain(|line| !line.is_empty());
    lines
}

/// The Braille scoresheet of a game with this header, written to `out` as BRF text as
/// its moves come.
pub fn sheet<'a>(
    profile: &'a Profile,
    header: &Header,
    page: Page,
    out: Box<dyn Write + 'a>,
) -> io::Result<PagedSheet<'a>> {
    let heading: Vec<String> = heading(profile, header)
        .iter()
        .map(|l| cells::to_brf(l))
        .collect();
    let pager = Pager::new(
        page,
        Box::new(move |n| cells::to_brf(&profile.page_number(n))),
        out,
    );
    PagedSheet::new(
        pager,
        &heading,
        Box::new(move |pair| cells::to_brf(&pair_cells(profile, pair))),
        cells::to_brf(&result_mark(profile, header.result)),
    )
}

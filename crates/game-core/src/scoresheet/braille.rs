//! The Braille scoresheet's parts both games write: the heading lines in the reader's
//! literary code and the result in a notation profile's cells (each game writes its own
//! moves: chess in `games::chess::sheet::braille`).

use super::literary::Literary;
use super::profile::{Cells, Profile};
use crate::game::{GameResult, Tags};
use crate::terms::Player;

fn known(value: &str) -> Option<&str> {
    let value = value.trim();
    (!value.is_empty() && value.chars().any(|c| c != '?' && c != '.')).then_some(value)
}

/// The result at the end of the moves, in the profile's cells: `1-0`, `0-1`,
/// `1/2-1/2`, or the mark of an unfinished game (`*` in PGN).
pub fn result_mark(profile: &Profile, result: GameResult) -> Cells {
    match result {
        GameResult::WhiteWins => profile.white_wins.clone(),
        GameResult::BlackWins => profile.black_wins.clone(),
        GameResult::Draw => profile.draw.clone(),
        GameResult::Ongoing => profile.no_result.clone(),
    }
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

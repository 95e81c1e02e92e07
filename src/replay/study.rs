//! Study aids for replay (never for a game session, FIDE 11.3): what attacks and
//! defends a square, where a piece can move (chess's, in
//! [`crate::games::chess::study`]), the material balance, the last capture, and the
//! moves of a line read in ranges.

use super::cursor::Cursor;
use super::lines::move_words;
use super::tree::GameTree;
use crate::game::clock::Player;
use crate::games::GameMove;
use crate::games::chess::study::{attacks, legal};
pub use crate::games::chess::study::{material, material_points};
use crate::games::words::GameWords;
use crate::i18n::sentence;

/// A study aid about one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquareAid {
    /// What attacks and defends the square ([`attacks`]).
    Attacks,
    /// Where the piece on it can move ([`legal`]).
    Legal,
}

/// The answer of `aid` about the square `name` of `board`, or the id of the message that
/// says why there is none: the aids are chess's, and the square must be on its board.
pub fn on_square(
    words: &GameWords,
    board: &crate::games::Board,
    aid: SquareAid,
    name: crate::games::SquareName,
) -> Result<String, &'static str> {
    let (Some(announcer), Some(pos)) = (words.chess(), board.chess()) else {
        return Err("session-chess-only");
    };
    let square = crate::games::chess::square(name).ok_or("replay-study-usage")?;
    Ok(match aid {
        SquareAid::Attacks => attacks(announcer, pos, square),
        SquareAid::Legal => legal(announcer, pos, square),
    })
}

/// The men and kings of each side as a sentence ("Material: White 12 men and 1 king,
/// Black 11 men and 0 kings.").
pub fn draughts_material(locale: &crate::i18n::Locale, pos: &hektor_draughts::Position) -> String {
    let side = |color| {
        let (men, kings) = pos.count(color);
        sentence(
            locale,
            "replay-draughts-men-kings",
            &[("men", men.into()), ("kings", kings.into())],
        )
    };
    sentence(
        locale,
        "replay-draughts-material",
        &[
            ("white", side(hektor_draughts::Color::White).into()),
            ("black", side(hektor_draughts::Color::Black).into()),
        ],
    )
}

/// The last capture on the way from the start to the cursor.
pub fn last_capture(words: &GameWords, tree: &GameTree, cursor: &Cursor) -> String {
    let locale = words.locale();
    let capture = cursor
        .behind(tree)
        .find(|&id| tree.nodes[id].mv.as_ref().is_some_and(is_capture));
    match capture.and_then(|id| move_words(words, tree, id)) {
        Some(words) => sentence(locale, "replay-last-capture", &[("move", words.into())]),
        None => locale.text("replay-no-capture"),
    }
}

/// Whether `mv` takes a piece.
fn is_capture(mv: &GameMove) -> bool {
    match mv {
        GameMove::Chess(mv) => mv.is_capture(),
        GameMove::Draughts(mv) => mv.is_capture(),
    }
}

/// The moves numbered `from` to `to` of the line the cursor is on, as one sentence;
/// `None` when the line has none of them.
pub fn moves_range(
    words: &GameWords,
    tree: &GameTree,
    cursor: &Cursor,
    from: u32,
    to: u32,
) -> Option<String> {
    let mut line: Vec<usize> = cursor.behind(tree).collect();
    line.reverse();
    line.extend(cursor.ahead(tree));
    let mut numbered: Vec<(u32, String)> = Vec::new();
    for id in line {
        let node = &tree.nodes[id];
        let (Some(parent), Some(mv)) = (node.parent, &node.mv) else {
            continue;
        };
        let before = &tree.nodes[parent].pos;
        let number = node.number;
        if !(from..=to).contains(&number) {
            continue;
        }
        let text = words.move_text(before, mv);
        match numbered.last_mut() {
            Some((n, moves)) if *n == number => {
                moves.push_str(", ");
                moves.push_str(&text);
            }
            _ if crate::games::GamePosition::turn(before) == Player::Black => {
                numbered.push((number, format!("…, {text}")))
            }
            _ => numbered.push((number, text)),
        }
    }
    let first = numbered.first()?.0;
    let last = numbered.last()?.0;
    let moves: Vec<String> = numbered
        .into_iter()
        .map(|(n, moves)| format!("{n}: {moves}"))
        .collect();
    Some(sentence(
        words.locale(),
        "replay-moves-range",
        &[
            ("from", first.into()),
            ("to", last.into()),
            ("moves", moves.join("; ").into()),
        ],
    ))
}

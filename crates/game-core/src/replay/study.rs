//! Study aids for replay (never for a game session, FIDE 11.3): the last capture and the
//! moves of a line read in ranges. What attacks and defends a square, where a piece can
//! move and the material are questions the game answers
//! (`games::questions::BoardQuestion`).

use super::cursor::Cursor;
use super::lines::{ReplayWords, move_words};
use super::tree::GameTree;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::GamePosition;
use crate::terms::Player;

/// A study aid about one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquareAid {
    /// What attacks and defends the square.
    Attacks,
    /// Where the piece on it can move.
    Legal,
}

/// The last capture on the way from the start to the cursor.
pub fn last_capture<P: GamePosition>(
    words: &impl ReplayWords<P>,
    tree: &GameTree<P>,
    cursor: &Cursor,
) -> String {
    let locale = words.locale();
    let capture = cursor.behind(tree).find(|&id| {
        tree.nodes[id]
            .mv
            .as_ref()
            .is_some_and(|mv| words.is_capture(mv))
    });
    match capture.and_then(|id| move_words(words, tree, id)) {
        Some(words) => sentence(locale, msg::REPLAY_LAST_CAPTURE, &[("move", words.into())]),
        None => locale.text(msg::REPLAY_NO_CAPTURE),
    }
}

/// Which moves `moves` says, by their numbers on the scoresheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveSpan {
    /// Every move (`moves`).
    All,
    /// The last N move numbers (`moves last 5`).
    Last(u32),
    /// From move M to the end (`moves 12-`).
    From(u32),
    /// Moves M to N (`moves 10-20`, `moves 10 20`; `moves 12` is 12 to 12).
    Range(u32, u32),
}

impl MoveSpan {
    /// The move numbers it takes of a game or line numbered `first` to `last`.
    pub fn numbers(self, first: u32, last: u32) -> std::ops::RangeInclusive<u32> {
        match self {
            MoveSpan::All => first..=last,
            MoveSpan::Last(count) => last.saturating_sub(count.saturating_sub(1)).max(first)..=last,
            MoveSpan::From(from) => from..=last,
            MoveSpan::Range(from, to) => from..=to,
        }
    }
}

/// The moves of `span` of the line the cursor is on, as one sentence; `None` when the
/// line has none of them.
pub fn moves_of_line<P: GamePosition>(
    words: &impl ReplayWords<P>,
    tree: &GameTree<P>,
    cursor: &Cursor,
    span: MoveSpan,
) -> Option<String> {
    let mut line: Vec<usize> = cursor.behind(tree).collect();
    line.reverse();
    line.extend(cursor.ahead(tree));
    let plies: Vec<(u32, Player, String)> = line
        .into_iter()
        .filter_map(|id| {
            let node = &tree.nodes[id];
            let (parent, mv) = (node.parent?, node.mv.as_ref()?);
            let before = &tree.nodes[parent].pos;
            let side = before.turn();
            Some((node.number, side, words.move_text(before, mv)))
        })
        .collect();
    moves_in_words(words.locale(), &plies, span)
}

/// What `moves` says when `span` takes no move: none made yet, or none numbered so.
pub fn no_such_moves(locale: &crate::i18n::Locale, span: MoveSpan) -> String {
    match span {
        MoveSpan::Range(from, to) if from == to => sentence(
            locale,
            msg::REPLAY_MOVES_NONE_ONE,
            &[("number", from.into())],
        ),
        MoveSpan::Range(from, to) => sentence(
            locale,
            msg::REPLAY_MOVES_NONE,
            &[("from", from.into()), ("to", to.into())],
        ),
        MoveSpan::From(from) => sentence(
            locale,
            msg::REPLAY_MOVES_NONE_FROM,
            &[("from", from.into())],
        ),
        MoveSpan::All | MoveSpan::Last(_) => locale.text(msg::SESSION_NO_MOVES_YET),
    }
}

/// The moves of `span` among `plies` (each with its move number, the side that made
/// it and its words), numbered as on a scoresheet, each move after the side that made it
/// (`8, White: ..., Black: ...`: a draughts step said as two squares cannot run into the
/// capture before it), as one sentence; `None` when `span` takes none of them. Play's
/// `moves` and replay's say the same sentence.
pub fn moves_in_words(
    locale: &Locale,
    plies: &[(u32, Player, String)],
    span: MoveSpan,
) -> Option<String> {
    let (first, last) = (plies.first()?.0, plies.last()?.0);
    let numbers = span.numbers(first, last);
    let mut numbered: Vec<(u32, String)> = Vec::new();
    for (number, side, words) in plies.iter().filter(|(n, ..)| numbers.contains(n)) {
        let number = *number;
        let text = sentence(
            locale,
            msg::REPLAY_MOVES_SIDE,
            &[
                ("side", side.in_sentence(locale).into()),
                ("move", words.clone().into()),
            ],
        );
        match numbered.last_mut() {
            Some((n, moves)) if *n == number => {
                moves.push_str(", ");
                moves.push_str(&text);
            }
            _ => numbered.push((number, text)),
        }
    }
    let from = numbered.first()?.0;
    let to = numbered.last()?.0;
    if let [(number, moves)] = numbered.as_slice() {
        return Some(sentence(
            locale,
            msg::REPLAY_MOVES_ONE,
            &[
                ("number", (*number).into()),
                ("moves", moves.clone().into()),
            ],
        ));
    }
    let moves: Vec<String> = numbered
        .into_iter()
        .map(|(n, moves)| format!("{n}, {moves}"))
        .collect();
    Some(sentence(
        locale,
        msg::REPLAY_MOVES_RANGE,
        &[
            ("from", from.into()),
            ("to", to.into()),
            ("moves", moves.join("; ").into()),
        ],
    ))
}

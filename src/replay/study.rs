//! Study aids for replay (never for a game session, FIDE 11.3): what attacks and
//! defends a square, where a piece can move, the material balance, the last capture,
//! and the moves of a line read in ranges.

use fluent_bundle::FluentArgs;
use shakmaty::{Chess, Color, Position, Role, Square};

use super::cursor::Cursor;
use super::lines::move_words;
use super::side_word;
use super::tree::GameTree;
use crate::game::clock::Player;
use crate::games::GameMove;
use crate::games::chess::announce::Announcer;
use crate::games::words::GameWords;

/// The Fluent selector value of a side, for languages that decline its name.
fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The pieces of `color` that attack `square`, as "white knight Felix drei, ..." or
/// "nothing".
fn bearing(announcer: &Announcer, pos: &Chess, square: Square, color: Color) -> String {
    let board = pos.board();
    let pieces: Vec<String> = board
        .attacks_to(square, color, board.occupied())
        .into_iter()
        .filter_map(|from| announcer.piece_on(pos, from))
        .collect();
    if pieces.is_empty() {
        announcer.locale().text("replay-nothing")
    } else {
        pieces.join(", ")
    }
}

/// What attacks and defends `square`: for an occupied square, the other side's pieces
/// attack it and its own defend it; for an empty one, which pieces of each side reach it.
pub fn attacks(announcer: &Announcer, pos: &Chess, square: Square) -> String {
    let locale = announcer.locale();
    let mut fa = FluentArgs::new();
    fa.set("square", announcer.square_contents(pos, square));
    match pos.board().color_at(square) {
        Some(own) => {
            fa.set("attackers", bearing(announcer, pos, square, !own));
            fa.set("defenders", bearing(announcer, pos, square, own));
            locale.format("replay-square-attacked", Some(&fa))
        }
        None => {
            fa.set("white", bearing(announcer, pos, square, Color::White));
            fa.set("black", bearing(announcer, pos, square, Color::Black));
            locale.format("replay-square-reached", Some(&fa))
        }
    }
}

/// Where the piece on `square` can move, announced move by move.
pub fn legal(announcer: &Announcer, pos: &Chess, square: Square) -> String {
    let locale = announcer.locale();
    let mut fa = FluentArgs::new();
    let Some(piece) = announcer.piece_on(pos, square) else {
        fa.set("square", announcer.square(square));
        return locale.format("replay-legal-no-piece", Some(&fa));
    };
    fa.set("piece", piece);
    if pos.board().color_at(square) != Some(pos.turn()) {
        fa.set("side", side_word(locale, pos.turn()));
        fa.set("color", color_key(pos.turn()));
        return locale.format("replay-legal-not-to-move", Some(&fa));
    }
    let moves: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(square))
        .map(|m| announcer.move_text(pos, m))
        .collect();
    fa.set("count", moves.len());
    fa.set("moves", moves.join("; "));
    locale.format("replay-legal", Some(&fa))
}

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

/// The material of each side in pawns (pawn 1, knight and bishop 3, rook 5, queen 9).
pub fn material_points(pos: &Chess) -> (u32, u32) {
    let board = pos.board();
    let side = |color: Color| -> u32 {
        [
            (Role::Pawn, 1),
            (Role::Knight, 3),
            (Role::Bishop, 3),
            (Role::Rook, 5),
            (Role::Queen, 9),
        ]
        .iter()
        .map(|&(role, value)| (board.by_color(color) & board.by_role(role)).count() as u32 * value)
        .sum()
    };
    (side(Color::White), side(Color::Black))
}

/// The material balance as a sentence ("Material: White 39, Black 36; White is ahead
/// by 3 pawns.").
pub fn material(announcer: &Announcer, pos: &Chess) -> String {
    let locale = announcer.locale();
    let (white, black) = material_points(pos);
    let mut fa = FluentArgs::new();
    fa.set("white", white);
    fa.set("black", black);
    let balance = if white == black {
        locale.text("replay-material-equal")
    } else {
        let (side, n) = if white > black {
            (Color::White, white - black)
        } else {
            (Color::Black, black - white)
        };
        let mut fb = FluentArgs::new();
        fb.set("color", color_key(side));
        fb.set("n", n);
        locale.format("replay-material-ahead", Some(&fb))
    };
    fa.set("balance", balance);
    locale.format("replay-material", Some(&fa))
}

/// The men and kings of each side as a sentence ("Material: White 12 men and 1 king,
/// Black 11 men and 0 kings.").
pub fn draughts_material(locale: &crate::i18n::Locale, pos: &hektor_draughts::Position) -> String {
    let side = |color| {
        let (men, kings) = pos.count(color);
        let mut fa = FluentArgs::new();
        fa.set("men", men);
        fa.set("kings", kings);
        locale.format("replay-draughts-men-kings", Some(&fa))
    };
    let mut fa = FluentArgs::new();
    fa.set("white", side(hektor_draughts::Color::White));
    fa.set("black", side(hektor_draughts::Color::Black));
    locale.format("replay-draughts-material", Some(&fa))
}

/// The last capture on the way from the start to the cursor.
pub fn last_capture(words: &GameWords, tree: &GameTree, cursor: &Cursor) -> String {
    let locale = words.locale();
    let capture = cursor
        .behind(tree)
        .find(|&id| tree.nodes[id].mv.as_ref().is_some_and(is_capture));
    match capture.and_then(|id| move_words(words, tree, id)) {
        Some(words) => {
            let mut fa = FluentArgs::new();
            fa.set("move", words);
            locale.format("replay-last-capture", Some(&fa))
        }
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
    let mut fa = FluentArgs::new();
    fa.set("from", first);
    fa.set("to", last);
    fa.set("moves", moves.join("; "));
    Some(words.locale().format("replay-moves-range", Some(&fa)))
}

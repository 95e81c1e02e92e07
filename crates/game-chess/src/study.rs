//! Chess's study aids for replay (never for a game session, FIDE 11.3): what attacks
//! and defends a square, where a piece can move, the material balance. Replay reaches
//! them through [`crate::replay::study`].

use fluent_bundle::FluentValue;
use shakmaty::{Chess, Color, Position, Role, Square};

use crate::announce::Announcer;
use crate::i18n::sentence;
use crate::msg;

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
        announcer.locale().text(msg::REPLAY_NOTHING)
    } else {
        pieces.join(", ")
    }
}

/// What attacks and defends `square`: for an occupied square, the other side's pieces
/// attack it and its own defend it; for an empty one, which pieces of each side reach it.
pub fn attacks(announcer: &Announcer, pos: &Chess, square: Square) -> String {
    let locale = announcer.locale();
    let mut fa: Vec<(&str, FluentValue)> = Vec::new();
    fa.push(("square", announcer.square_contents(pos, square).into()));
    match pos.board().color_at(square) {
        Some(own) => {
            fa.push(("attackers", bearing(announcer, pos, square, !own).into()));
            fa.push(("defenders", bearing(announcer, pos, square, own).into()));
            sentence(locale, msg::REPLAY_SQUARE_ATTACKED, &fa)
        }
        None => {
            fa.push((
                "white",
                bearing(announcer, pos, square, Color::White).into(),
            ));
            fa.push((
                "black",
                bearing(announcer, pos, square, Color::Black).into(),
            ));
            sentence(locale, msg::REPLAY_SQUARE_REACHED, &fa)
        }
    }
}

/// Where the piece on `square` can move, announced move by move.
pub fn legal(announcer: &Announcer, pos: &Chess, square: Square) -> String {
    let locale = announcer.locale();
    let mut fa: Vec<(&str, FluentValue)> = Vec::new();
    let Some(piece) = announcer.piece_on(pos, square) else {
        fa.push(("square", announcer.square(square).into()));
        return sentence(locale, msg::REPLAY_LEGAL_NO_PIECE, &fa);
    };
    fa.push(("piece", piece.into()));
    if pos.board().color_at(square) != Some(pos.turn()) {
        fa.push((
            "side",
            crate::player_of(pos.turn()).in_sentence(locale).into(),
        ));
        fa.push(("color", color_key(pos.turn()).into()));
        return sentence(locale, msg::REPLAY_LEGAL_NOT_TO_MOVE, &fa);
    }
    let moves: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(square))
        .map(|m| announcer.move_text(pos, m))
        .collect();
    fa.push(("count", moves.len().into()));
    fa.push(("moves", moves.join("; ").into()));
    sentence(locale, msg::REPLAY_LEGAL, &fa)
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
    let mut fa: Vec<(&str, FluentValue)> = Vec::new();
    fa.push(("white", white.into()));
    fa.push(("black", black.into()));
    let balance = if white == black {
        locale.text(msg::REPLAY_MATERIAL_EQUAL)
    } else {
        let (side, n) = if white > black {
            (Color::White, white - black)
        } else {
            (Color::Black, black - white)
        };
        sentence(
            locale,
            msg::REPLAY_MATERIAL_AHEAD,
            &[("color", color_key(side).into()), ("n", n.into())],
        )
    };
    fa.push(("balance", balance.into()));
    sentence(locale, msg::REPLAY_MATERIAL, &fa)
}

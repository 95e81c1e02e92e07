//! The last step: readings meet the position. The legal moves a reading fits, and for a
//! reading no legal move fits, the reason why (see [`Illegal`]).

use std::cmp::Reverse;

use shakmaty::attacks::{attacks, pawn_attacks};
use shakmaty::{Bitboard, Chess, EnPassantMode, Move, Piece, Position, Role, Square};

use super::Illegal;
use super::grammar::{Pattern, Reading};

/// Where a move puts its piece (for castling: the king's square).
fn destination(pos: &Chess, mv: Move) -> Square {
    match mv.castling_side() {
        Some(side) => side.king_to(pos.turn()),
        None => mv.to(),
    }
}

/// Whether the legal move `mv` fits `reading`. Castling fits a king move to the king's
/// destination (`Kg1`, `e1g1`) and, from a named square, onto the own rook (`e1h1`).
pub fn fits(pos: &Chess, reading: Reading, mv: Move) -> bool {
    match reading {
        Reading::Castle(side) => mv.castling_side() == Some(side),
        Reading::Move(pattern) => {
            let Some(from) = mv.from() else {
                return false;
            };
            pattern.role.is_none_or(|role| role == mv.role())
                && pattern.from_file.is_none_or(|file| file == from.file())
                && pattern.from_rank.is_none_or(|rank| rank == from.rank())
                && (pattern.to == destination(pos, mv)
                    || (pattern.to == mv.to() && pattern.from().is_some()))
                && pattern
                    .promotion
                    .is_none_or(|role| mv.promotion() == Some(role))
        }
    }
}

/// Sorts moves into the stable order candidates are reported in: by departure square,
/// then destination, then promotion piece from queen down to knight.
pub fn sort_candidates(pos: &Chess, moves: &mut Vec<Move>) {
    moves.sort_by_key(|&mv| (mv.from(), destination(pos, mv), Reverse(mv.promotion())));
    moves.dedup();
}

/// Why no legal move fits `reading` in `pos`.
pub fn explain(pos: &Chess, reading: Reading) -> Illegal {
    if pos.legal_moves().is_empty() {
        return Illegal::GameOver;
    }
    let pattern = match reading {
        Reading::Castle(side) => return Illegal::CastlingNotPossible { side },
        Reading::Move(pattern) => pattern,
    };
    let board = pos.board();
    if let Some(from) = pattern.from() {
        match board.piece_at(from) {
            None => return Illegal::EmptySquare { from },
            Some(piece) if piece.color != pos.turn() => return Illegal::NotYourTurn,
            Some(_) => {}
        }
    }
    let legal = pos.legal_moves();
    let fitting = |pattern: Pattern| -> Vec<Move> {
        legal
            .iter()
            .copied()
            .filter(|&mv| fits(pos, Reading::Move(pattern), mv))
            .collect()
    };
    if pattern.promotion.is_some()
        && let Some(&mv) = fitting(Pattern {
            promotion: None,
            ..pattern
        })
        .iter()
        .find(|mv| mv.promotion().is_none())
    {
        return Illegal::NotAPromotion { mv };
    }
    if let Some(candidate) = pseudo_legal(pos, &pattern)
        && !legal.contains(&candidate)
    {
        return Illegal::KingInCheck { candidate };
    }
    let role = pattern
        .role
        .or_else(|| pattern.from().and_then(|from| board.role_at(from)));
    if pattern.from_file.is_some() || pattern.from_rank.is_some() {
        let from: Vec<Square> = fitting(Pattern {
            role,
            from_file: None,
            from_rank: None,
            ..pattern
        })
        .iter()
        .filter_map(|mv| mv.from())
        .collect();
        if !from.is_empty() {
            return Illegal::WrongDeparture {
                role: role.unwrap_or(Role::Pawn),
                from_file: pattern.from_file,
                from_rank: pattern.from_rank,
                to: pattern.to,
                from,
            };
        }
    }
    if opponent_could(pos, reading) {
        return Illegal::NotYourTurn;
    }
    Illegal::NoPieceCanReach {
        role: role.unwrap_or(Role::Pawn),
        to: pattern.to,
    }
}

/// Whether the side not to move could make a move that fits `reading`.
fn opponent_could(pos: &Chess, reading: Reading) -> bool {
    pos.clone().swap_turn().is_ok_and(|swapped| {
        swapped
            .legal_moves()
            .iter()
            .any(|&mv| fits(&swapped, reading, mv))
    })
}

/// A move that fits `pattern` and follows how the pieces move, but leaves the own king in
/// check.
fn pseudo_legal(pos: &Chess, pattern: &Pattern) -> Option<Move> {
    let board = pos.board();
    let turn = pos.turn();
    let ours = board.by_color(turn);
    if ours.contains(pattern.to) {
        return None;
    }
    let ep = pos.ep_square(EnPassantMode::Always);
    let mut from_squares = ours;
    if let Some(role) = pattern.role {
        from_squares &= board.by_role(role);
    }
    for from in from_squares {
        if pattern.from_file.is_some_and(|file| file != from.file())
            || pattern.from_rank.is_some_and(|rank| rank != from.rank())
        {
            continue;
        }
        let Some(role) = board.role_at(from) else {
            continue;
        };
        let piece = Piece { color: turn, role };
        let to = pattern.to;
        let capture = board.role_at(to);
        if role == Role::Pawn {
            if capture.is_none() && ep == Some(to) && pawn_attacks(turn, from).contains(to) {
                return Some(Move::EnPassant { from, to });
            }
            if !pawn_reaches(board.occupied(), turn, from, to, capture.is_some()) {
                continue;
            }
            let promotion = (to.rank()
                == turn.fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First))
            .then(|| pattern.promotion.unwrap_or(Role::Queen));
            return Some(Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            });
        }
        if attacks(from, piece, board.occupied()).contains(to) {
            return Some(Move::Normal {
                role,
                from,
                capture,
                to,
                promotion: None,
            });
        }
    }
    None
}

/// Whether a pawn of `color` on `from` could go to `to` (pushing onto an empty square, or
/// capturing onto an occupied one).
fn pawn_reaches(
    occupied: Bitboard,
    color: shakmaty::Color,
    from: Square,
    to: Square,
    capture: bool,
) -> bool {
    if capture {
        return pawn_attacks(color, from).contains(to);
    }
    let step = color.fold_wb(8, -8);
    let one = from.offset(step);
    if one == Some(to) {
        return !occupied.contains(to);
    }
    let start_rank = color.fold_wb(shakmaty::Rank::Second, shakmaty::Rank::Seventh);
    from.rank() == start_rank
        && one.is_some_and(|one| !occupied.contains(one))
        && one.and_then(|one| one.offset(step)) == Some(to)
        && !occupied.contains(to)
}

//! The move a SAN names in a standard chess position, found the way a reader of a big
//! file needs it: from the squares that attack the target, without listing every legal
//! move of the position.
//!
//! shakmaty's [`San::to_move`] lists the legal moves to the target square (a list of
//! up to 256 moves, built and copied for every move read), which is most of what reading
//! a PGN file costs. Here a piece, pawn or king move is settled from bitboards alone
//! (the pieces that reach the square, then whether their king stands unattacked after
//! the move); castling and en passant go to shakmaty. The answer is always the one
//! [`San::to_move`] gives: the same move, or the same error (tested against it on every
//! SAN of many positions).

use shakmaty::attacks;
use shakmaty::san::{San, SanError};
use shakmaty::{Bitboard, Chess, Move, Position, Rank, Role, Square};

/// The legal move `san` names in `pos`, exactly as [`San::to_move`] finds it.
///
/// ```
/// use hektor_game_chess::san_move::san_to_move;
/// use shakmaty::{Chess, Role, Square, san::San};
///
/// let san: San = "Nf3".parse().unwrap();
/// let m = san_to_move(&Chess::default(), &san).unwrap();
/// assert_eq!(m.from(), Some(Square::G1));
/// assert_eq!(m.role(), Role::Knight);
/// ```
pub fn san_to_move(pos: &Chess, san: &San) -> Result<Move, SanError> {
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let board = pos.board();
            if pos.us().contains(to) {
                return Err(SanError::IllegalSan);
            }
            let taken = board.role_at(to);
            let from = match role {
                Role::Pawn => {
                    if capture && taken.is_none() {
                        // En passant, or nothing: shakmaty knows.
                        return san.to_move(pos);
                    }
                    pawn_sources(pos, to, taken.is_some())
                }
                Role::King => {
                    let king = pos.our(Role::King);
                    let safe = board
                        .attacks_to(to, !pos.turn(), board.occupied() ^ king)
                        .is_empty();
                    if safe {
                        attacks::king_attacks(to) & king
                    } else {
                        Bitboard::EMPTY
                    }
                }
                _ => piece_attacks(role, to, board.occupied()) & pos.our(role),
            };
            let from = from
                & file.map_or(Bitboard::FULL, Bitboard::from_file)
                & rank.map_or(Bitboard::FULL, Bitboard::from_rank);
            if capture != taken.is_some() || !promotion_fits(pos, role, to, promotion) {
                return Err(SanError::IllegalSan);
            }
            let from = match from.single_square() {
                // Mostly one piece can go there: a king whose square is safe, else when
                // its king is safe after the move.
                Some(from) if role == Role::King || king_safe_after(pos, from, to) => from,
                Some(_) => return Err(SanError::IllegalSan),
                None => {
                    let mut legal = from
                        .into_iter()
                        .filter(|&from| king_safe_after(pos, from, to));
                    match (legal.next(), legal.next()) {
                        (Some(from), None) => from,
                        (Some(_), Some(_)) => return Err(SanError::AmbiguousSan),
                        (None, _) => return Err(SanError::IllegalSan),
                    }
                }
            };
            Ok(Move::Normal {
                role,
                from,
                capture: taken,
                to,
                promotion,
            })
        }
        _ => san.to_move(pos),
    }
}

/// The squares a piece of kind `role` (not a pawn or king) moves to `to` from.
fn piece_attacks(role: Role, to: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Knight => attacks::knight_attacks(to),
        Role::Bishop => attacks::bishop_attacks(to, occupied),
        Role::Rook => attacks::rook_attacks(to, occupied),
        Role::Queen => attacks::queen_attacks(to, occupied),
        Role::Pawn | Role::King => Bitboard::EMPTY,
    }
}

/// The squares of the side to move's pawns that go to `to`: by capture when `taking`
/// (an enemy piece stands there), else by a step or a double step onto the empty square.
fn pawn_sources(pos: &Chess, to: Square, taking: bool) -> Bitboard {
    let turn = pos.turn();
    let pawns = pos.our(Role::Pawn);
    if taking {
        return attacks::pawn_attacks(!turn, to) & pawns;
    }
    let back = |square: Square| square.offset(turn.fold_wb(-8, 8));
    let Some(one) = back(to) else {
        return Bitboard::EMPTY;
    };
    if pawns.contains(one) {
        return Bitboard::from_square(one);
    }
    let double_rank = turn.fold_wb(Rank::Fourth, Rank::Fifth);
    match back(one) {
        Some(two) if to.rank() == double_rank && !pos.board().occupied().contains(one) => {
            pawns & Bitboard::from_square(two)
        }
        _ => Bitboard::EMPTY,
    }
}

/// Whether a move of `role` to `to` names a promotion as a legal move must: a piece
/// a pawn may become when a pawn reaches the last rank, else none.
fn promotion_fits(pos: &Chess, role: Role, to: Square, promotion: Option<Role>) -> bool {
    let last = pos.turn().fold_wb(Rank::Eighth, Rank::First);
    let reaches_last = role == Role::Pawn && to.rank() == last;
    match promotion {
        None => !reaches_last,
        Some(Role::Knight | Role::Bishop | Role::Rook | Role::Queen) => reaches_last,
        Some(Role::Pawn | Role::King) => false,
    }
}

/// Whether the piece on `from` (not the king) may go to `to`, taking what stands there:
/// whether its king stands unattacked after the move (out of a check, and not left to
/// a slider it was shielding).
fn king_safe_after(pos: &Chess, from: Square, to: Square) -> bool {
    let board = pos.board();
    let Some(king) = pos.our(Role::King).first() else {
        return false;
    };
    let occupied = (board.occupied() ^ Bitboard::from_square(from)) | Bitboard::from_square(to);
    let them = pos.them() & !Bitboard::from_square(to);
    let diagonal = attacks::bishop_attacks(king, occupied) & board.bishops_and_queens();
    let straight = attacks::rook_attacks(king, occupied) & board.rooks_and_queens();
    let knights = attacks::knight_attacks(king) & board.knights();
    let pawns = attacks::pawn_attacks(pos.turn(), king) & board.pawns();
    ((diagonal | straight | knights | pawns) & them).is_empty()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, File};

    /// Every SAN a reader may meet in `pos`: each legal move written every way (each
    /// disambiguation, with and without a capture mark, each promotion), and for every
    /// kind of piece and square the bare and the capturing move, legal or not.
    fn sans(pos: &Chess) -> Vec<San> {
        let mut all = Vec::new();
        let promotions = [
            None,
            Some(Role::Knight),
            Some(Role::Bishop),
            Some(Role::Rook),
            Some(Role::Queen),
            Some(Role::King),
            Some(Role::Pawn),
        ];
        for m in pos.legal_moves() {
            let (Some(from), role) = (m.from(), m.role()) else {
                continue;
            };
            for (file, rank) in [
                (None, None),
                (Some(from.file()), None),
                (None, Some(from.rank())),
                (Some(from.file()), Some(from.rank())),
            ] {
                for capture in [false, true] {
                    for promotion in promotions {
                        all.push(San::Normal {
                            role,
                            file,
                            rank,
                            capture,
                            to: m.to(),
                            promotion,
                        });
                    }
                }
            }
        }
        for role in Role::ALL {
            for to in Square::ALL {
                for capture in [false, true] {
                    all.push(San::Normal {
                        role,
                        file: None,
                        rank: None,
                        capture,
                        to,
                        promotion: None,
                    });
                    if role == Role::Pawn {
                        for file in [to.file().offset(-1), to.file().offset(1), Some(File::A)] {
                            for promotion in [Some(Role::Queen), None] {
                                all.push(San::Normal {
                                    role,
                                    file,
                                    rank: None,
                                    capture,
                                    to,
                                    promotion,
                                });
                            }
                        }
                    }
                }
            }
        }
        all
    }

    fn agrees_with_shakmaty(pos: &Chess) -> Result<usize, TestCaseError> {
        let sans = sans(pos);
        for san in &sans {
            prop_assert_eq!(
                san_to_move(pos, san),
                san.to_move(pos),
                "{} in {}",
                san,
                Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
            );
        }
        Ok(sans.len())
    }

    /// Positions with pins, en passant, promotions, castling and checks.
    const HARD: &[&str] = &[
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 1",
        "4k3/1P4P1/8/8/8/8/1p4p1/4K3 w - - 0 1",
        "4k3/1P4P1/8/8/8/8/1p4p1/4K3 b - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "4k3/8/8/q7/8/2N5/3B4/4K3 w - - 0 1",
        "4k3/4r3/8/8/4N3/8/4R3/4K3 w - - 0 1",
        "3k4/8/8/2b5/8/8/5N2/6K1 w - - 0 1",
        "N3k2N/8/8/8/8/8/8/N3K2N w - - 0 1",
        "Q2Q4/8/8/8/Q2Q4/8/7k/2K5 w - - 0 1",
        "4k3/8/8/8/8/8/2p5/R3K3 b Q - 0 1",
        "4k3/8/8/8/8/5n2/2B5/R3K2R w - - 0 1",
        "4k3/8/8/8/8/8/3p4/RN2K2R w - - 0 1",
        "4k3/8/8/8/7b/8/3N4/R3K2R w - - 0 1",
    ];

    #[test]
    fn hard_positions_read_every_san_as_shakmaty_does() {
        for fen in HARD {
            let pos: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap();
            let read = agrees_with_shakmaty(&pos).unwrap();
            assert!(read > 1000, "{fen}: only {read} SANs tried");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Along random games from the start and from the hard positions, every SAN
        /// is read as shakmaty reads it.
        #[test]
        fn every_san_along_random_games_is_read_as_shakmaty_does(
            start in 0..=HARD.len(),
            choices in prop::collection::vec(any::<u16>(), 0..90),
        ) {
            let mut pos: Chess = match HARD.get(start) {
                Some(fen) => fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap(),
                None => Chess::default(),
            };
            for choice in choices {
                agrees_with_shakmaty(&pos)?;
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[usize::from(choice) % moves.len()]);
            }
        }
    }
}

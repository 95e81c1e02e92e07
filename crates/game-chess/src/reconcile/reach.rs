//! What a stretch of recorded chess moves can leave on the board (to cut the explanation
//! search short), and a recorded move played as far as it can be made on another board.

use shakmaty::{Bitboard, Board, Chess, Color, Move, Piece, Position, Role};

use super::difference;

/// What a stretch of recorded chess moves can leave on the board.
#[derive(Debug, Clone, Copy, Default)]
pub struct ChessReach {
    /// Squares some move leaves empty.
    vacated: Bitboard,
    /// Per piece (`piece_index`): squares some move puts that piece on.
    put: [Bitboard; 12],
}

impl ChessReach {
    /// The effect of going from `before` to `after`.
    pub(crate) fn of_move(before: &Board, after: &Board) -> ChessReach {
        let changed = difference(before, after);
        let mut reach = ChessReach {
            vacated: changed & !after.occupied(),
            put: [Bitboard::EMPTY; 12],
        };
        for (index, piece) in PIECES.iter().enumerate() {
            reach.put[index] = changed & after.by_piece(*piece);
        }
        reach
    }

    /// Both stretches together.
    pub(crate) fn union(self, other: ChessReach) -> ChessReach {
        let mut put = self.put;
        for (mine, theirs) in put.iter_mut().zip(other.put) {
            *mine |= theirs;
        }
        ChessReach {
            vacated: self.vacated | other.vacated,
            put,
        }
    }

    /// Every square this stretch touches.
    pub(crate) fn touched(&self) -> Bitboard {
        self.put.iter().fold(self.vacated, |all, put| all | *put)
    }

    /// Whether the squares where `now` differs from `board` can all still become what
    /// `board` shows.
    pub(crate) fn can_reach(&self, now: &Board, board: &Board) -> bool {
        let diff = difference(now, board);
        if diff.is_empty() {
            return true;
        }
        let mut stuck = diff & !board.occupied() & !self.vacated;
        for (index, piece) in PIECES.iter().enumerate() {
            stuck |= diff & board.by_piece(*piece) & !self.put[index];
        }
        stuck.is_empty()
    }
}

const PIECES: [Piece; 12] = {
    const fn p(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
    [
        p(Color::White, Role::Pawn),
        p(Color::White, Role::Knight),
        p(Color::White, Role::Bishop),
        p(Color::White, Role::Rook),
        p(Color::White, Role::Queen),
        p(Color::White, Role::King),
        p(Color::Black, Role::Pawn),
        p(Color::Black, Role::Knight),
        p(Color::Black, Role::Bishop),
        p(Color::Black, Role::Rook),
        p(Color::Black, Role::Queen),
        p(Color::Black, Role::King),
    ]
};

/// Plays the recorded move `mv` on `pos` if it can be made there: the same piece from the
/// same square to the same square, taking whatever stands there now (a recorded capture
/// may land on a square a mis-executed move left empty, a quiet move on a piece that
/// should not be there). Otherwise the move cannot be made on this board and the turn
/// passes without it. False when not even the turn can pass (the side not to move would be
/// in check): the replay stops there.
pub fn play_or_pass(pos: &mut Chess, mv: Move) -> bool {
    if let Some(made) = as_made_here(pos, mv) {
        pos.play_unchecked(made);
        return true;
    }
    match pos.clone().swap_turn() {
        Ok(passed) => {
            *pos = passed;
            true
        }
        Err(_) => false,
    }
}

/// The legal move of `pos` that makes the recorded `mv`: `mv` itself, or a plain move of
/// the same piece between the same squares that captures something else (or nothing).
/// Castling, en passant and promotions must be legal exactly as recorded.
fn as_made_here(pos: &Chess, mv: Move) -> Option<Move> {
    if pos.is_legal(mv) {
        return Some(mv);
    }
    let Move::Normal {
        role,
        from,
        to,
        promotion: None,
        ..
    } = mv
    else {
        return None;
    };
    if pos.board().piece_at(from) != Some(role.of(pos.turn())) {
        return None;
    }
    let capture = pos.board().piece_at(to);
    if capture.is_some_and(|p| p.color == pos.turn()) || capture.map(|p| p.role) == mv.capture() {
        return None;
    }
    let made = Move::Normal {
        role,
        from,
        capture: capture.map(|p| p.role),
        to,
        promotion: None,
    };
    pos.is_legal(made).then_some(made)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::ChessPosition;
    use crate::notation::parse_move;
    use hektor_game_core::reconcile::Prepared;

    fn line(sans: &[&str]) -> (Chess, Vec<Move>) {
        let mut pos = Chess::default();
        let mut moves = Vec::new();
        for san in sans {
            let mv = parse_move(&pos, san).unwrap();
            moves.push(mv);
            pos.play_unchecked(mv);
        }
        (pos, moves)
    }

    #[test]
    fn finds_the_knight_that_went_to_the_wrong_square() {
        let (_, record) = line(&["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        let (played, _) = line(&["e4", "e5", "Nf3", "Nf6", "Bb5", "a6"]);
        let found = Prepared::<ChessPosition>::new(&ChessPosition::default(), &record)
            .explain(played.board())
            .unwrap();
        assert_eq!(found.ply, 4);
        assert_eq!(
            hektor_game_core::reconcile::written_move(&found.before, &found.executed),
            "Nf6"
        );
    }

    #[test]
    fn later_moves_that_became_illegal_are_skipped() {
        // Recorded 2. Nf3 and 3. Ng5; executed 2. Nh3, so Nf3-g5 cannot follow.
        let (_, record) = line(&["e4", "e5", "Nf3", "Nc6", "Ng5", "a6"]);
        let (played, _) = line(&["e4", "e5", "Nh3", "Nc6"]);
        let mut board = played.board().clone();
        board.discard_piece_at(shakmaty::Square::A7);
        board.set_piece_at(
            shakmaty::Square::A6,
            shakmaty::Piece::from_char('p').unwrap(),
        );
        let found = Prepared::<ChessPosition>::new(&ChessPosition::default(), &record)
            .explain(&board)
            .unwrap();
        assert_eq!(found.ply, 3);
    }

    #[test]
    fn a_later_capture_may_land_on_a_square_the_wrong_move_left_empty() {
        // Recorded 2. Nd4 Nxd4; executed 2. Ne5, so 2... Nxd4 took nothing.
        let (_, record) = line(&["Nf3", "Nc6", "Nd4", "Nxd4"]);
        let board = Board::from_ascii_board_fen(b"r1bqkbnr/pppppppp/8/4N3/3n4/8/PPPPPPPP/RNBQKB1R")
            .unwrap();
        let found = Prepared::<ChessPosition>::new(&ChessPosition::default(), &record)
            .explain(&board)
            .unwrap();
        assert_eq!(found.ply, 3);
        assert_eq!(
            hektor_game_core::reconcile::written_move(&found.before, &found.executed),
            "Ne5"
        );
    }

    #[test]
    fn nothing_explains_an_unrelated_board() {
        let (_, record) = line(&["e4", "e5", "Nf3", "Nc6"]);
        let (played, _) = line(&["d4", "d5", "c4", "c6"]);
        assert!(
            Prepared::<ChessPosition>::new(&ChessPosition::default(), &record)
                .explain(played.board())
                .is_none()
        );
    }

    /// The board after playing `executed` instead of move `i` and the later moves where
    /// legal, without any pruning.
    fn naive(moves: &[Move], i: usize, executed: Move) -> Board {
        let mut pos = Chess::default();
        for &mv in &moves[..i] {
            pos.play_unchecked(mv);
        }
        pos.play_unchecked(executed);
        for &mv in &moves[i + 1..] {
            if !play_or_pass(&mut pos, mv) {
                break;
            }
        }
        pos.board().clone()
    }

    #[test]
    fn the_pruned_search_finds_every_substitution_a_plain_replay_finds() {
        let (end, record) = line(&[
            "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be3", "e5", "Nb3",
            "Be6", "f3", "Be7", "Qd2", "O-O", "O-O-O", "Nbd7", "g4", "b5",
        ]);
        let prepared = Prepared::<ChessPosition>::new(&ChessPosition::default(), &record);
        let mut pos = Chess::default();
        let mut checked = 0;
        for (i, &recorded) in record.iter().enumerate() {
            for executed in pos.legal_moves().into_iter().filter(|&m| m != recorded) {
                let board = naive(&record, i, executed);
                if &board == end.board() {
                    continue;
                }
                let found = prepared.explain(&board).unwrap();
                let index = found.ply - 1;
                assert_eq!(naive(&record, index, found.executed), board);
                assert!(found.ply > i, "the latest substitution is named");
                checked += 1;
            }
            pos.play_unchecked(recorded);
        }
        assert!(checked > 500);
    }
}

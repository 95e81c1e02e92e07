//! The explanation: which single recorded move, executed as a different legal move on a
//! board (the later moves played as recorded where still legal), gives what stands there.
//!
//! The search tries every half-move of the record, latest first, and every other legal
//! move there, and returns the first that reproduces the board. Bitboard tests keep it
//! fast:
//! - a square where the board differs from the record's end and that no move from
//!   half-move `i` on touches can only be explained by the substitute move itself, so a
//!   half-move is skipped when more such squares remain than one move can touch (four);
//! - while replaying, later moves act exactly as recorded, so a square can only end up
//!   empty if a later move vacates it, and holding piece P only if a later move puts a P
//!   there: for every square where the replay still differs from the board, what the
//!   board shows must be reachable that way (per piece kind, one bitboard each), or the
//!   candidate is dropped at once;
//! - when the replay rejoins the recorded game (same position), it ends where the record
//!   ends, which is not the board: dropped.

use super::after;
use super::game::SheetGame;

/// A substitution that explains a board.
#[derive(Debug, Clone)]
pub struct Found<G: SheetGame> {
    /// The half-move (from 1).
    pub ply: usize,
    /// The position before it.
    pub before: G,
    /// The move the record has there.
    pub recorded: G::Move,
    /// The move that, executed instead, gives the board.
    pub executed: G::Move,
}

/// A record prepared for explanation searches: its positions and, for each half-move,
/// what it and every later move can leave on the board.
#[derive(Debug, Clone)]
pub struct Prepared<G: SheetGame> {
    moves: Vec<G::Move>,
    positions: Vec<G>,
    /// `reach[i]`: what moves `i..` (0-based) can leave on squares; one extra empty entry.
    reach: Vec<G::Reach>,
}

impl<G: SheetGame> Prepared<G> {
    /// Prepares the legal `moves` played from `start`.
    pub fn new(start: &G, moves: &[G::Move]) -> Prepared<G> {
        let mut positions = Vec::with_capacity(moves.len() + 1);
        let mut pos = start.clone();
        positions.push(pos.clone());
        for mv in moves {
            pos = after(&pos, mv);
            positions.push(pos.clone());
        }
        let mut reach = vec![G::Reach::default(); moves.len() + 1];
        for i in (0..moves.len()).rev() {
            let made = G::reach(&positions[i], &moves[i], &positions[i + 1]);
            reach[i] = G::join(&reach[i + 1], &made);
        }
        Prepared {
            moves: moves.to_vec(),
            positions,
            reach,
        }
    }

    /// The position at the end of the record.
    pub fn end(&self) -> &G {
        // `positions` always holds the start position.
        &self.positions[self.positions.len() - 1]
    }

    /// The number of half-moves of the record.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the record has no moves.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The position after `ply` half-moves (0: the start), if the record is that long.
    pub fn position(&self, ply: usize) -> Option<&G> {
        self.positions.get(ply)
    }

    /// Half-move `ply` (from 1) of the record.
    pub fn move_at(&self, ply: usize) -> Option<&G::Move> {
        self.moves.get(ply.checked_sub(1)?)
    }

    /// The latest number of half-moves after which the record shows `board`, looking only
    /// after the first `after` half-moves.
    pub fn ply_showing(&self, board: &G::Placement, after: usize) -> Option<usize> {
        (after + 1..self.positions.len())
            .rev()
            .find(|&ply| self.positions[ply].shows(board))
    }

    /// The explanation of `board`, if one substitution gives it.
    pub fn explain(&self, board: &G::Placement) -> Option<Found<G>> {
        let end = self.end().placement();
        if G::differing(board, &end) == 0 {
            return None;
        }
        (0..self.moves.len())
            .rev()
            .find_map(|i| self.explain_at(i, board, &end))
    }

    fn explain_at(&self, i: usize, board: &G::Placement, end: &G::Placement) -> Option<Found<G>> {
        if G::out_of_reach(board, end, &self.reach[i]) {
            return None;
        }
        let before = &self.positions[i];
        let recorded = &self.moves[i];
        before
            .legal_moves()
            .into_iter()
            .filter(|mv| mv != recorded)
            .find(|mv| self.replays_to(i, mv, board))
            .map(|executed| Found {
                ply: i + 1,
                before: before.clone(),
                recorded: recorded.clone(),
                executed,
            })
    }

    /// Plays `executed` instead of move `i`, then the later moves where legal (exactly as
    /// recorded: the same piece from the same square; a move that cannot be made is
    /// left out and the turn passes), and tells whether that ends on `board`.
    fn replays_to(&self, i: usize, executed: &G::Move, board: &G::Placement) -> bool {
        let mut pos = after(&self.positions[i], executed);
        for j in i + 1..=self.moves.len() {
            if !G::can_reach(&self.reach[j], &pos, board) {
                return false;
            }
            if pos == self.positions[j] {
                return false;
            }
            let Some(mv) = self.moves.get(j) else {
                break;
            };
            if !pos.play_or_pass(mv) {
                break;
            }
        }
        pos.shows(board)
    }
}

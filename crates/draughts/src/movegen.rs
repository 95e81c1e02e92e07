//! Legal moves of a position, on bitboards.
//!
//! Captures are searched piece by piece, depth first, with the pieces already jumped kept
//! on the board (they leave only after the move, II.3.6, III.3.6): they block the way and
//! cannot be jumped again (II.3.5, III.3.5), while an empty square may be crossed any
//! number of times.

use crate::board::{Geometry, Step, bits};
use crate::{Color, Move, Position, Variant};

/// Every legal move of the side to move.
pub(crate) fn legal_moves(position: &Position) -> Vec<Move> {
    let captures = captures(position);
    if captures.is_empty() {
        quiet_moves(position)
    } else {
        captures
    }
}

/// Moves without capture: men one square forward (II.2.3, III.2.3), kings any distance
/// along a diagonal over empty squares (II.2.5.1, III.2.5).
fn quiet_moves(position: &Position) -> Vec<Move> {
    let g = position.geometry();
    let white = position.turn() == Color::White;
    let own = position.side(position.turn());
    let empty = g.mask() & !(position.side(Color::White) | position.side(Color::Black));
    let men = own & !position.kings();
    let kings = own & position.kings();
    let crowning = g.crowning_row(white);
    let mut moves = Vec::new();
    for step in g.forward(white) {
        for to in bits(g.shift(men, step) & empty) {
            let from = to.wrapping_add_signed(-step);
            let crowned = crowning & (1u64 << to) != 0;
            moves.extend(make(g, from, vec![to], Vec::new(), crowned));
        }
    }
    for from in bits(kings) {
        for step in g.steps() {
            let mut at = from;
            while let Some(to) = g.next(at, step).filter(|&to| empty & (1u64 << to) != 0) {
                moves.extend(make(g, from, vec![to], Vec::new(), false));
                at = to;
            }
        }
    }
    moves
}

/// The capture sequence being built for one piece.
struct Search<'a> {
    g: Geometry,
    variant: Variant,
    white: bool,
    /// Opponent pieces (captured ones included: they stay until the move ends).
    opponents: u64,
    /// Empty squares, the moving piece's start square among them.
    empty: u64,
    from: u8,
    landings: Vec<u8>,
    captured: Vec<u8>,
    /// Bits of the pieces jumped so far.
    jumped: u64,
    out: &'a mut Vec<Move>,
}

/// Every complete capture sequence, filtered by the majority rule in draughts-100.
fn captures(position: &Position) -> Vec<Move> {
    let mut out = every_capture(position);
    if position.variant() == Variant::International {
        // Majority rule (III.3.10): the most pieces, men and kings counting alike.
        let most = out.iter().map(|m| m.captured().len()).max().unwrap_or(0);
        out.retain(|m| m.captured().len() == most);
    }
    out
}

/// Every complete capture sequence of the side to move, whatever the number of pieces it
/// takes (the majority rule not applied).
pub(crate) fn every_capture(position: &Position) -> Vec<Move> {
    let g = position.geometry();
    let turn = position.turn();
    let own = position.side(turn);
    let opponents = position.side(turn.other());
    let mut out = Vec::new();
    for from in bits(own) {
        let mut search = Search {
            g,
            variant: position.variant(),
            white: turn == Color::White,
            opponents,
            empty: g.mask() & !(own | opponents) | 1u64 << from,
            from,
            landings: Vec::new(),
            captured: Vec::new(),
            jumped: 0,
            out: &mut out,
        };
        if position.kings() & (1u64 << from) != 0 {
            search.king(from, false);
        } else {
            search.man(from);
        }
    }
    out
}

impl Search<'_> {
    fn is_empty(&self, bit: u8) -> bool {
        self.empty & (1u64 << bit) != 0
    }

    /// An opponent's piece not jumped yet.
    fn is_prey(&self, bit: u8) -> bool {
        (self.opponents & !self.jumped) & (1u64 << bit) != 0
    }

    /// A man at `at` captures on, forward or backward (II.3.7.1, III.3.7).
    fn man(&mut self, at: u8) {
        let mut went_on = false;
        for step in self.g.steps() {
            let Some(over) = self.g.next(at, step).filter(|&b| self.is_prey(b)) else {
                continue;
            };
            let Some(to) = self.g.next(over, step).filter(|&b| self.is_empty(b)) else {
                continue;
            };
            went_on = true;
            self.push(over, to);
            let crowning = self.g.crowning_row(self.white) & (1u64 << to) != 0;
            if crowning && self.variant == Variant::Russian {
                // Draughts-64: crowned at once, captures on as a king (II.3.7.2, II.3.10.7).
                self.king(to, true);
            } else {
                // Draughts-100: a man passing the last row captures on as a man (III.3.8);
                // if it cannot, the move ends there and it is crowned (III.3.9, III.3.11.4).
                self.man(to);
            }
            self.pop();
        }
        if !went_on && !self.landings.is_empty() {
            let crowned = self.g.crowning_row(self.white) & (1u64 << at) != 0;
            self.emit(crowned);
        }
    }

    /// A king at `at` captures on: it flies to the first piece on a diagonal and lands on
    /// any empty square beyond it (II.3.1, III.3.1), but only where the capture goes on if
    /// it can go on from any of them (II.3.2, III.3.2, II.3.10.2-3.10.3).
    fn king(&mut self, at: u8, crowned: bool) {
        let mut went_on = false;
        for step in self.g.steps() {
            let Some(over) = self.first_piece(at, step).filter(|&b| self.is_prey(b)) else {
                continue;
            };
            let beyond = self.run(over, step);
            if beyond.is_empty() {
                continue;
            }
            went_on = true;
            self.jumped |= 1u64 << over;
            let going_on: Vec<u8> = beyond
                .iter()
                .copied()
                .filter(|&to| self.king_can_capture(to))
                .collect();
            self.jumped &= !(1u64 << over);
            let landings = if going_on.is_empty() {
                beyond
            } else {
                going_on
            };
            for to in landings {
                self.push(over, to);
                self.king(to, crowned);
                self.pop();
            }
        }
        if !went_on && !self.landings.is_empty() {
            self.emit(crowned);
        }
    }

    /// The first non-empty square from `at` along `step`, if any.
    fn first_piece(&self, at: u8, step: Step) -> Option<u8> {
        let mut bit = self.g.next(at, step)?;
        while self.is_empty(bit) {
            bit = self.g.next(bit, step)?;
        }
        Some(bit)
    }

    /// The empty squares right behind `over` along `step`, nearest first.
    fn run(&self, over: u8, step: Step) -> Vec<u8> {
        let mut squares = Vec::new();
        let mut at = over;
        while let Some(bit) = self.g.next(at, step).filter(|&b| self.is_empty(b)) {
            squares.push(bit);
            at = bit;
        }
        squares
    }

    /// Whether a king at `at` has a capture, the pieces jumped so far excluded.
    fn king_can_capture(&self, at: u8) -> bool {
        self.g.steps().into_iter().any(|step| {
            self.first_piece(at, step)
                .filter(|&over| self.is_prey(over))
                .and_then(|over| self.g.next(over, step))
                .is_some_and(|to| self.is_empty(to))
        })
    }

    fn push(&mut self, over: u8, to: u8) {
        self.jumped |= 1u64 << over;
        self.captured.push(over);
        self.landings.push(to);
    }

    fn pop(&mut self) {
        if let Some(over) = self.captured.pop() {
            self.jumped &= !(1u64 << over);
        }
        self.landings.pop();
    }

    fn emit(&mut self, crowned: bool) {
        let mv = make(
            self.g,
            self.from,
            self.landings.clone(),
            self.captured.clone(),
            crowned,
        );
        self.out.extend(mv);
    }
}

/// A [`Move`] from bits.
fn make(
    g: Geometry,
    from: u8,
    landings: Vec<u8>,
    captured: Vec<u8>,
    crowned: bool,
) -> Option<Move> {
    Move::new(
        g.square(from),
        landings.into_iter().map(|b| g.square(b)).collect(),
        captured.into_iter().map(|b| g.square(b)).collect(),
        crowned,
    )
}

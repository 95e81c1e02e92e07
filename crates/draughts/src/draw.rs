//! The draw rules of the seed (draughts.md's table), counted move by move.
//!
//! A "move" is a White move and a Black move (IV.5.1): limits of N moves are 2N half-moves
//! (plies), counted from the position a [`DrawCounter`] starts with. A rule reached is
//! reported, not enforced: under IV.11.4.1 a player claims the draw from the arbiter.

use std::collections::HashMap;
use std::fmt;

use crate::{Color, IllegalMove, Move, Position, Role, Variant};

/// A draw rule of the seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawRule {
    /// The same position, with the same side to move, for the third time, not necessarily
    /// in a row (II.5.3.3, III.5.5, IV.11.4.4).
    Repetition,
    /// Five moves without a win in a small ending against a lone king: three pieces with
    /// at least one king against a king on the main road; two kings, or a king and a man,
    /// against a king; king against king (II.5.3.1, III.5.3).
    SmallEnding,
    /// Against a lone king off the main road, no win within `moves` moves of the material
    /// arising: three or more kings in draughts-64, 15 moves (II.5.3.2); three pieces with
    /// at least one king in draughts-100, 16 moves (III.5.4).
    LoneKing {
        /// 15 or 16.
        moves: u32,
    },
    /// For `moves` moves only kings moved, no man moved and nothing was captured: 15 moves
    /// in draughts-64 (II.5.3.4.1), 25 in draughts-100 (III.5.6).
    KingsOnly {
        /// 15 or 25.
        moves: u32,
    },
    /// Draughts-64 only, both sides with kings: no capture and no man crowned for 30 moves
    /// with 4-5 pieces on the board, 60 moves with 6-7 (II.5.3.4.2).
    NoMaterialChange {
        /// 30 or 60.
        moves: u32,
        /// Pieces on the board, both sides together.
        pieces: u32,
    },
}

impl DrawRule {
    /// The article of seed 003 that states this rule for `variant` (book II for
    /// draughts-64, III for draughts-100), as the comments cite it: `II.5.3.3`.
    #[must_use]
    pub fn article(self, variant: Variant) -> &'static str {
        let russian = variant == Variant::Russian;
        match self {
            Self::Repetition => {
                if russian {
                    "II.5.3.3"
                } else {
                    "III.5.5"
                }
            }
            Self::SmallEnding => {
                if russian {
                    "II.5.3.1"
                } else {
                    "III.5.3"
                }
            }
            Self::LoneKing { .. } => {
                if russian {
                    "II.5.3.2"
                } else {
                    "III.5.4"
                }
            }
            Self::KingsOnly { .. } => {
                if russian {
                    "II.5.3.4.1"
                } else {
                    "III.5.6"
                }
            }
            Self::NoMaterialChange { .. } => "II.5.3.4.2",
        }
    }
}

/// A draw rule reached, and when.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DrawReached {
    /// The rule.
    pub rule: DrawRule,
    /// Half-moves played since the counter started when it was reached.
    pub ply: u32,
}

/// A draw offered too early (II.5.1: not before 20 moves in draughts-64; III.5.1: not
/// before 40 in draughts-100).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AgreementTooEarly {
    /// Moves made so far (a White and a Black move each).
    pub moves_made: u32,
    /// Moves that must be made first: 20 or 40.
    pub required: u32,
}

impl fmt::Display for AgreementTooEarly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a draw may be agreed only after {} moves; {} have been made",
            self.required, self.moves_made
        )
    }
}

impl std::error::Error for AgreementTooEarly {}

/// Follows a game move by move and tells which draw rules it reaches.
///
/// ```
/// use hektor_draughts::{DrawCounter, DrawRule, Position, Variant};
///
/// let mut game = DrawCounter::new(Position::from_fen(Variant::Russian, "W:WKa3:BKh2")?);
/// assert!(game.agreement().is_err(), "no draw agreed before move 20 (II.5.1)");
/// let mut reached = Vec::new();
/// for text in ["a3-b2", "h2-g3", "b2-c1", "g3-h2", "c1-a3", "h2-g3", "a3-b2", "g3-h2", "b2-c1", "h2-g3"] {
///     let mv = game.position().legal_moves().into_iter()
///         .find(|m| format!("{}-{}", m.from().algebraic(Variant::Russian), m.to().algebraic(Variant::Russian)) == text)
///         .ok_or("no such move")?;
///     reached.extend(game.play(&mv)?);
/// }
/// // King against king: a draw after five moves (II.5.3.1.3).
/// assert_eq!(reached.iter().map(|r| (r.rule, r.ply)).collect::<Vec<_>>(), [(DrawRule::SmallEnding, 10)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct DrawCounter {
    position: Position,
    /// Half-moves played.
    ply: u32,
    /// 1 when the counter started with Black to move, so that moves count whole.
    black_first: u32,
    /// How often each position occurred since the last man move or capture (no earlier
    /// position can occur again).
    seen: HashMap<Position, u32>,
    /// Half-moves in a row that moved a king without capturing.
    kings_only: u32,
    /// The ply at which the current material (men and kings of each side) arose.
    material_since: u32,
    /// The ending of the position (which material rule can apply) and the ply at which it
    /// arose: the five moves of a small ending count from when the lone king stands on the
    /// main road with that material (II.5.3.1-5.3.1.1, III.5.3-5.3.1), not from the capture
    /// before.
    ending: (Ending, u32),
    /// The rules that held after the last move.
    holding: Vec<DrawRule>,
}

impl DrawCounter {
    /// A counter for a game from `start`.
    #[must_use]
    pub fn new(start: Position) -> Self {
        let first = ending(&start);
        let black_first = u32::from(start.turn() == Color::Black);
        let seen = HashMap::from([(start.clone(), 1)]);
        Self {
            position: start,
            ply: 0,
            black_first,
            seen,
            kings_only: 0,
            material_since: 0,
            ending: (first, 0),
            holding: Vec::new(),
        }
    }

    /// The position now.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whole moves made (a White and a Black move each) since the start.
    #[must_use]
    pub fn moves_made(&self) -> u32 {
        (self.ply + self.black_first) / 2
    }

    /// Plays `mv` (legal in [`DrawCounter::position`], else an error and nothing changes)
    /// and returns the draw rules this move reached that did not hold before it.
    pub fn play(&mut self, mv: &Move) -> Result<Vec<DrawReached>, IllegalMove> {
        let before = self.position.clone();
        let after = before.play(mv)?;
        let from_king = before
            .piece_at(mv.from())
            .is_some_and(|piece| piece.role == Role::King);
        self.ply += 1;
        if mv.is_capture() || !from_king {
            self.seen.clear();
        }
        *self.seen.entry(after.clone()).or_insert(0) += 1;
        self.kings_only = if from_king && !mv.is_capture() {
            self.kings_only + 1
        } else {
            0
        };
        if material(&before) != material(&after) {
            self.material_since = self.ply;
        }
        let now = ending(&after);
        if now != self.ending.0 || self.material_since == self.ply {
            self.ending = (now, self.ply);
        }
        self.position = after;
        let holding = self.holding_rules();
        let reached = holding
            .iter()
            .filter(|rule| !self.holding.contains(rule) || **rule == DrawRule::Repetition)
            .map(|&rule| DrawReached {
                rule,
                ply: self.ply,
            })
            .collect();
        self.holding = holding;
        Ok(reached)
    }

    /// The draw rules that hold in the position now.
    #[must_use]
    pub fn holding(&self) -> &[DrawRule] {
        &self.holding
    }

    /// Whether a draw may be agreed now (II.5.1, III.5.1), or why not.
    pub fn agreement(&self) -> Result<(), AgreementTooEarly> {
        let required = match self.position.variant() {
            Variant::Russian => 20,
            Variant::International => 40,
        };
        let moves_made = self.moves_made();
        if moves_made >= required {
            Ok(())
        } else {
            Err(AgreementTooEarly {
                moves_made,
                required,
            })
        }
    }

    fn holding_rules(&self) -> Vec<DrawRule> {
        let position = &self.position;
        let russian = position.variant() == Variant::Russian;
        let since = self.ply - self.material_since;
        let mut rules = Vec::new();
        if self.seen.get(position).is_some_and(|&n| n >= 3) {
            rules.push(DrawRule::Repetition);
        }
        let (ending, ending_since) = self.ending;
        match ending {
            Ending::Small if self.ply - ending_since >= 2 * 5 => {
                rules.push(DrawRule::SmallEnding);
            }
            Ending::LoneKingOffRoad => {
                let moves = if russian { 15 } else { 16 };
                if since >= 2 * moves {
                    rules.push(DrawRule::LoneKing { moves });
                }
            }
            _ => {}
        }
        // In draughts-64 the last two rules hold for the other endings only (II.5.3.4).
        if russian && ending != Ending::Other {
            return rules;
        }
        let kings_moves = if russian { 15 } else { 25 };
        if self.kings_only >= 2 * kings_moves {
            rules.push(DrawRule::KingsOnly { moves: kings_moves });
        }
        let (white, black) = (position.count(Color::White), position.count(Color::Black));
        let pieces = white.0 + white.1 + black.0 + black.1;
        let moves = match pieces {
            4 | 5 => 30,
            6 | 7 => 60,
            _ => 0,
        };
        if russian && white.1 > 0 && black.1 > 0 && moves > 0 && since >= 2 * moves {
            rules.push(DrawRule::NoMaterialChange { moves, pieces });
        }
        rules
    }
}

/// Men and kings of each side.
fn material(position: &Position) -> [(u32, u32); 2] {
    [position.count(Color::White), position.count(Color::Black)]
}

/// The endings the material rules name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// The five-move endings (II.5.3.1, III.5.3).
    Small,
    /// Against a lone king off the main road (II.5.3.2, III.5.4).
    LoneKingOffRoad,
    /// Any other material.
    Other,
}

fn ending(position: &Position) -> Ending {
    for lone in [Color::White, Color::Black] {
        if position.count(lone) != (0, 1) {
            continue;
        }
        let on_road = position
            .pieces()
            .any(|(square, piece)| piece.color == lone && position.on_main_road(square));
        let (men, kings) = position.count(lone.other());
        let total = men + kings;
        if matches!((men, kings), (0, 1) | (0, 2) | (1, 1)) || (total == 3 && kings >= 1 && on_road)
        {
            return Ending::Small;
        }
        let lone_king_rule = match position.variant() {
            Variant::Russian => kings >= 3,
            Variant::International => total == 3 && kings >= 1,
        };
        if lone_king_rule && !on_road {
            return Ending::LoneKingOffRoad;
        }
    }
    Ending::Other
}

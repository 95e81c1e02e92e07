//! What the rules of the game played remember of its line, for the draws they declare.

use hektor_draughts::DrawCounter;

use super::chess::Repetitions;

/// What the rules remember of the line played to the current position (see
/// [`GamePosition::Line`](super::GamePosition::Line)), whatever the game.
#[derive(Debug, Clone)]
pub enum Line {
    /// Chess: the positions since the last capture or pawn move, for repetitions.
    Chess(Repetitions),
    /// Draughts: the counter of the seed's draw rules.
    Draughts(DrawCounter),
    /// A game that keeps nothing of its line.
    Other,
}

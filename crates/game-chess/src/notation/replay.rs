//! A scoresheet's entries played through in chess: each move as [`parse_move`] reads it.

use shakmaty::{Chess, Move, Position};

use super::{MoveError, parse_move};
use hektor_notation::notation::movetext::SheetEntry;

/// One move of a replayed scoresheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayedMove {
    /// 1-based half-move number counted from the start position of the replay.
    pub ply: usize,
    /// The move's text as written.
    pub text: String,
    /// The move, or why it could not be read in its position.
    pub outcome: Result<Move, MoveError>,
}

/// Plays `entries` from `start` through [`parse_move`]: one [`ReplayedMove`] per move
/// entry. Stops after the first move that cannot be read (it is the last item) and at the
/// first gap (the position after an unrecorded move is unknown); results are skipped.
pub fn replay(start: &Chess, entries: &[SheetEntry]) -> Vec<ReplayedMove> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for entry in entries {
        match entry {
            SheetEntry::Move { text, .. } => {
                let outcome = parse_move(&pos, text);
                let failed = outcome.is_err();
                if let Ok(mv) = &outcome {
                    pos.play_unchecked(*mv);
                }
                out.push(ReplayedMove {
                    ply: out.len() + 1,
                    text: text.clone(),
                    outcome,
                });
                if failed {
                    break;
                }
            }
            SheetEntry::Gap => break,
            SheetEntry::Result(_) => {}
        }
    }
    out
}

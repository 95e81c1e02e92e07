//! A written move read with the moves written after it: what a file reader, which
//! cannot ask, makes of capture paths with the same ends.

use super::{Resolved, TextMove, explain, lands_on, resolve_written};
use crate::{Move, Position};

/// At most this many paths of choices met further on are followed.
const MAX_BRANCHES: usize = 64;

/// The legal move `written` means in `position`, the moves written after it on the same
/// line (`following`) deciding between capture paths nobody can be asked about: of the
/// paths that fit, those after which every following move can be played are kept (all
/// of them when none is). One kept is the move; of several, the one whose landing squares
/// are exactly the written ones (`f6:d8` is the full notation of the path over one man,
/// as hektor's own files write it); else they are still the choice (the ambiguity to
/// report). Anything but a choice is [`resolve_written`]'s answer (a separator slip
/// forgiven), a move no legal move fits said as exactly as [`explain`] can.
pub fn resolve_in_game<'a>(
    position: &Position,
    written: &TextMove,
    following: impl Iterator<Item = &'a TextMove>,
) -> Resolved {
    let paths = match resolve_written(position.variant(), written, &position.legal_paths()) {
        Resolved::Choice(paths) => paths,
        Resolved::Unfit(unfit) => return Resolved::Unfit(explain(position, written, unfit)),
        resolved @ Resolved::Move(_) => return resolved,
    };
    let following: Vec<&TextMove> = following.collect();
    let mut budget = MAX_BRANCHES;
    let playable: Vec<Move> = paths
        .iter()
        .filter(|mv| plays(&position.play_legal(mv), &following, &mut budget))
        .cloned()
        .collect();
    let kept = if playable.is_empty() { paths } else { playable };
    let exact: Vec<&Move> = kept.iter().filter(|mv| lands_on(written, mv)).collect();
    match (kept.as_slice(), exact.as_slice()) {
        ([one], _) => Resolved::Move(one.clone()),
        (_, [one]) => Resolved::Move((*one).clone()),
        _ => Resolved::Choice(kept),
    }
}

/// Whether the moves of `following` can be played in turn from `position`; at a choice
/// met on the way, whether one of its paths lets the rest be played (while `budget`
/// lasts; past it, a path counts as playable).
fn plays(position: &Position, following: &[&TextMove], budget: &mut usize) -> bool {
    let mut position = position.clone();
    for (at, written) in following.iter().enumerate() {
        match resolve_written(position.variant(), written, &position.legal_paths()) {
            Resolved::Move(mv) => position = position.play_legal(&mv),
            Resolved::Choice(paths) => {
                let rest = following.get(at + 1..).unwrap_or_default();
                return paths.iter().any(|mv| {
                    if *budget == 0 {
                        return true;
                    }
                    *budget -= 1;
                    plays(&position.play_legal(mv), rest, budget)
                });
            }
            Resolved::Unfit(_) => return false,
        }
    }
    true
}

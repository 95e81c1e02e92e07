//! A draughts move written in a record kept as written or a game file, read to the one
//! legal move it names: as a typed move is read, a capture written with a dash (or the
//! reverse) taken for the one legal move its squares fit.

use hektor_draughts::notation::{self, Resolved, Unfit};
use hektor_draughts::{Move, Position};

use super::read::resolve;

/// The one legal move of `pos` that `text` names as written, if one does (none when it
/// names none, or several: a choice to ask is no move).
pub fn written_move(pos: &Position, text: &str) -> Option<Move> {
    match resolve(pos.variant(), text, &pos.legal_paths()) {
        Ok(Resolved::Move(mv)) => Some(mv),
        // A capture written with a dash, or the reverse, as a typed one.
        Ok(Resolved::Unfit(unfit)) => wrong_mark(&unfit),
        _ => None,
    }
}

/// The one legal move the squares of a move written with the wrong mark fit, if one
/// does (paths taking the same men count once).
pub fn wrong_mark(unfit: &Unfit) -> Option<hektor_draughts::Move> {
    let (Unfit::WrittenAsQuiet(fitting) | Unfit::WrittenAsCapture(fitting)) = unfit else {
        return None;
    };
    match notation::distinct_outcomes(fitting.iter().collect()).as_slice() {
        [one] => Some((*one).clone()),
        _ => None,
    }
}

//! Reading what is written on a scoresheet, for both games: the marks that do not change
//! a move ([`marks`]), whole scoresheets as entries ([`movetext`]), and what an answer to
//! "which one?" does ([`Choice`]). Chess reads its moves with
//! hektor-games' `games::chess::notation`, draughts with `hektor_draughts::notation`.

pub mod marks;
pub mod movetext;

/// What an answer does with the choices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice<M> {
    /// It picks this move.
    Picked(M),
    /// It reads as an answer but picks none or several of the choices (the moves it
    /// fits, in the order of the choices), or a number that also names a rank of another
    /// choice (both).
    Unclear(Vec<M>),
    /// It is no answer: another move, a command, or nothing hektor reads.
    NotAnAnswer,
}

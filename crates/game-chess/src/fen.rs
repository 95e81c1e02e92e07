//! Why a chess FEN cannot be used, as data and as a phrase of the UI language.

use shakmaty::PositionError;
use shakmaty::PositionErrorKinds as Kinds;
use shakmaty::fen::ParseFenError;

use crate::i18n::{Lang, Locale};
use crate::msg;
use crate::unusable::Unusable;

/// Why a FEN cannot be used: its text cannot be read, or it is not a legal position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenProblem {
    /// The text cannot be read as FEN.
    Syntax(ParseFenError),
    /// The position is illegal for these reasons.
    Illegal(Kinds),
}

/// The position checks in the order their messages are preferred (the first that
/// applies is said).
const POSITION_MESSAGES: [(Kinds, &str); 10] = [
    (Kinds::EMPTY_BOARD, msg::POSITION_EMPTY_BOARD),
    (Kinds::MISSING_KING, msg::POSITION_MISSING_KING),
    (Kinds::TOO_MANY_KINGS, msg::POSITION_TOO_MANY_KINGS),
    (Kinds::PAWNS_ON_BACKRANK, msg::POSITION_PAWNS_ON_BACKRANK),
    (
        Kinds::INVALID_CASTLING_RIGHTS,
        msg::POSITION_INVALID_CASTLING,
    ),
    (Kinds::INVALID_EP_SQUARE, msg::POSITION_INVALID_EP),
    (Kinds::OPPOSITE_CHECK, msg::POSITION_OPPOSITE_CHECK),
    (Kinds::IMPOSSIBLE_CHECK, msg::POSITION_IMPOSSIBLE_CHECK),
    (Kinds::TOO_MUCH_MATERIAL, msg::POSITION_TOO_MUCH_MATERIAL),
    (Kinds::VARIANT, msg::POSITION_VARIANT),
];

impl FenProblem {
    /// The problem of a position shakmaty refused.
    pub fn illegal<P>(error: &PositionError<P>) -> FenProblem {
        FenProblem::Illegal(error.kinds())
    }

    /// The Fluent message id of this problem.
    pub(crate) fn message(&self) -> &'static str {
        match self {
            FenProblem::Syntax(error) => match error {
                ParseFenError::InvalidFen => msg::FEN_INVALID,
                ParseFenError::InvalidBoard => msg::FEN_INVALID_BOARD,
                ParseFenError::InvalidPocket => msg::FEN_INVALID_POCKET,
                ParseFenError::InvalidTurn => msg::FEN_INVALID_TURN,
                ParseFenError::InvalidCastling => msg::FEN_INVALID_CASTLING,
                ParseFenError::InvalidEpSquare => msg::FEN_INVALID_EP,
                ParseFenError::InvalidRemainingChecks => msg::FEN_INVALID_REMAINING_CHECKS,
                ParseFenError::InvalidHalfmoveClock => msg::FEN_INVALID_HALFMOVE,
                ParseFenError::InvalidFullmoves => msg::FEN_INVALID_FULLMOVES,
            },
            FenProblem::Illegal(kinds) => POSITION_MESSAGES
                .iter()
                .find(|(kind, _)| kinds.contains(*kind))
                .map_or(msg::POSITION_OTHER, |(_, id)| id),
        }
    }

    /// The problem as a phrase of the UI language, to go inside a sentence.
    pub fn phrase(&self, locale: &Locale) -> String {
        locale.text(self.message())
    }
}

impl From<ParseFenError> for FenProblem {
    fn from(error: ParseFenError) -> FenProblem {
        FenProblem::Syntax(error)
    }
}

/// The English phrase, for logs and error chains that are not shown in a UI language.
impl std::error::Error for FenProblem {}

/// A chess start that is no legal position.
impl Unusable for FenProblem {
    fn phrase(&self, locale: &Locale) -> String {
        FenProblem::phrase(self, locale)
    }
}

impl std::fmt::Display for FenProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.phrase(&Locale::new(Lang::En)))
    }
}

impl FenProblem {
    /// An empty board (a position with no pieces).
    pub fn empty_board() -> FenProblem {
        FenProblem::Illegal(Kinds::EMPTY_BOARD)
    }
}

/// One problem of every kind the module tells apart (for the tests that every one has
/// its phrase in every language).
#[cfg(test)]
pub(crate) fn every_problem() -> Vec<FenProblem> {
    let syntax = [
        ParseFenError::InvalidFen,
        ParseFenError::InvalidBoard,
        ParseFenError::InvalidPocket,
        ParseFenError::InvalidTurn,
        ParseFenError::InvalidCastling,
        ParseFenError::InvalidEpSquare,
        ParseFenError::InvalidRemainingChecks,
        ParseFenError::InvalidHalfmoveClock,
        ParseFenError::InvalidFullmoves,
    ]
    .map(FenProblem::from);
    let illegal = POSITION_MESSAGES
        .iter()
        .map(|(kind, _)| FenProblem::Illegal(*kind))
        .chain([FenProblem::Illegal(Kinds::empty())]);
    syntax.into_iter().chain(illegal).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_position_problem_is_said() {
        let problem = FenProblem::Illegal(Kinds::MISSING_KING | Kinds::OPPOSITE_CHECK);
        assert_eq!(problem.to_string(), "a king is missing");
    }
}

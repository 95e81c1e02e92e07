//! What the record and the game in progress need of a game, whatever the game: its rules
//! as the record keeps them ([`GameRules`]) and its position as the session plays it
//! ([`Playable`]). The dispatch (`hektor-games`) implements both for the games hektor
//! plays; the record, the journal and the session are written once over them.

use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::position::{GamePosition, StartError};
use crate::terms::Player;

/// A game's rules as the record keeps them: written by name in a game file, left unsaid
/// when they are the default.
pub trait GameRules: Copy + Eq + Default + Debug + Serialize + DeserializeOwned + 'static {
    /// Whether these are the rules a record leaves unsaid (the default).
    fn is_default(&self) -> bool;

    /// The full-move number of the first move of a game started from `setup` (its FEN;
    /// the game's own start when none) and whether Black moves first.
    fn first_move(self, setup: Option<&str>) -> (u32, bool);
}

/// A position the game in progress is played in: a [`GamePosition`] with the rules it is
/// played by and what those rules say beyond the moves (draws, claims, written moves).
/// Its default is the start of a game of the default rules.
pub trait Playable: GamePosition + Default {
    /// The rules a game of this position is played by.
    type Rules: GameRules;

    /// The start of a game of `rules`: the standard start, or the FEN `setup`.
    ///
    /// # Errors
    ///
    /// Why `setup` is not a position of the game.
    fn start(rules: Self::Rules, setup: Option<&str>) -> Result<Self, StartError>;

    /// The rules this position is played by.
    fn rules(&self) -> Self::Rules;

    /// The one legal move a move recorded as written (tournament mode) names here;
    /// `None` when it names none or several.
    fn move_of_written(&self, text: &str) -> Option<Self::Move>;

    /// How often this position stood in `line` and now, where the game has a claim by
    /// repetition; `None` otherwise.
    fn repetitions(&self, line: &Self::Line) -> Option<usize>;

    /// The half-moves without a capture or pawn move, where the game counts them for a
    /// claim; `None` otherwise.
    fn halfmoves(&self) -> Option<u32>;

    /// Whether a draw may be agreed after `line`; `Err((made, required))` with the moves
    /// made and the moves the rules require first.
    fn draw_agreement(line: &Self::Line) -> Result<(), (u32, u32)>;

    /// Whether `player` can still win on the board.
    fn can_win(&self, player: Player) -> bool;
}

/// The rules of a game with no moves, for the tests of what needs no game (a journal
/// line's chain, a record's length, a game's reading of its own files); the feature
/// `testing` makes it public to a game's tests.
#[cfg(any(test, feature = "testing"))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NoGame;

#[cfg(any(test, feature = "testing"))]
impl GameRules for NoGame {
    fn is_default(&self) -> bool {
        true
    }

    fn first_move(self, _setup: Option<&str>) -> (u32, bool) {
        (1, false)
    }
}

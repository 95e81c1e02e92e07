//! The serialisable record of one game.

use serde::{Deserialize, Serialize};

use super::moves::Moves;
use super::rules::GameRules;

/// The header of a game: the Seven Tag Roster plus the time control.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Tags {
    /// Event name (PGN `Event`).
    pub event: String,
    /// Site (PGN `Site`).
    pub site: String,
    /// Date as `YYYY.MM.DD`, `?` for unknown parts (PGN `Date`).
    pub date: String,
    /// Round (PGN `Round`).
    pub round: String,
    /// Board number in a team match (PGN `Board`); empty when not given.
    pub board: String,
    /// White player's name.
    pub white: String,
    /// Black player's name.
    pub black: String,
    /// Time control in PGN `TimeControl` form, if known.
    pub time_control: Option<String>,
}

impl Tags {
    /// The tags of a game file's game as its scoresheet heads them, each found by `tag`
    /// (a tag the game does not have is empty); the team board is left empty.
    pub fn of<'a>(tag: impl Fn(&str) -> Option<&'a str>) -> Tags {
        let text = |name: &str| tag(name).unwrap_or_default().to_owned();
        Tags {
            event: text("Event"),
            site: text("Site"),
            date: text("Date"),
            round: text("Round"),
            board: String::new(),
            white: text("White"),
            black: text("Black"),
            time_control: tag("TimeControl").map(str::to_owned),
        }
    }
}

pub use super::moves::MoveRecord;
pub use crate::terms::{DraughtsDraw, GameResult, Termination};

/// Everything recorded of one game of rules `R`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(bound = "R: GameRules")]
pub struct GameRecord<R: GameRules> {
    /// The game's rules: the default rules unless the record says otherwise.
    #[serde(default, skip_serializing_if = "GameRules::is_default")]
    pub rules: R,
    /// The header.
    #[serde(default)]
    pub tags: Tags,
    /// FEN of the start position; `None` for the standard start.
    #[serde(default)]
    pub start_fen: Option<String>,
    /// The moves in order.
    #[serde(default)]
    pub moves: Moves,
    /// The result.
    #[serde(default)]
    pub result: GameResult,
    /// Why the game ended, when it has.
    #[serde(default)]
    pub termination: Option<Termination>,
}

impl<R: GameRules> GameRecord<R> {
    /// Whether the game has a result.
    pub fn is_finished(&self) -> bool {
        self.result != GameResult::Ongoing
    }

    /// The full-move number of ply `index` (0-based) counted from the start position.
    pub fn move_number(&self, index: usize) -> u32 {
        let (first, black_first) = self.first_move();
        let offset = index + usize::from(black_first);
        first.saturating_add(u32::try_from(offset / 2).unwrap_or(u32::MAX))
    }

    /// The most a clock reading of this game can be by its next move
    /// ([`most_reading_ms`](super::time_control::most_reading_ms) of its time control).
    pub fn most_reading_ms(&self) -> u64 {
        super::time_control::most_reading_ms(
            self.tags.time_control.as_deref(),
            self.move_number(self.moves.len()),
        )
    }

    /// The full-move number of the first move and whether Black moves first.
    pub fn first_move(&self) -> (u32, bool) {
        self.rules.first_move(self.start_fen.as_deref())
    }
}

/// A draw claim (written in the journal when it is rejected, `Event::ClaimRejected`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    /// The same position for the third time.
    Repetition,
    /// Fifty moves by each side without a capture or pawn move.
    FiftyMoves,
}

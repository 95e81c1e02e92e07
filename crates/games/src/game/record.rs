//! The serialisable record of one game.

use serde::{Deserialize, Serialize};

use crate::games::Rules;

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

pub use crate::terms::{DraughtsDraw, GameResult, Termination};

/// One recorded half-move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// Standard algebraic notation with check marks, e.g. `Nf3`, `exd6`, `O-O+`.
    pub san: String,
    /// UCI form, e.g. `g1f3`, `e7e8q`.
    pub uci: String,
    /// Wall-clock time the move was recorded, milliseconds since the Unix epoch.
    pub unix_ms: i64,
    /// White's remaining time after this move, in milliseconds, if a clock ran.
    #[serde(default)]
    pub white_ms: Option<u64>,
    /// Black's remaining time after this move, in milliseconds, if a clock ran.
    #[serde(default)]
    pub black_ms: Option<u64>,
    /// The player who made this move offered a draw with it (`(=)` on the scoresheet).
    #[serde(default)]
    pub draw_offer: bool,
    /// Recorded as written in tournament mode, unchecked: `san` is the move as typed
    /// (in the record's letters) and `uci` is empty; the rules check it after the game.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub written: bool,
}

impl MoveRecord {
    /// A move recorded as written in tournament mode: `text` as typed (in the record's
    /// letters), made at `unix_ms`, with the clock readings after it.
    pub fn as_written(text: &str, unix_ms: i64, readings: Option<(u64, u64)>) -> MoveRecord {
        MoveRecord {
            san: text.to_owned(),
            uci: String::new(),
            unix_ms,
            white_ms: readings.map(|r| r.0),
            black_ms: readings.map(|r| r.1),
            draw_offer: false,
            written: true,
        }
    }
}

/// Everything recorded of one game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's rules: chess unless the record says otherwise.
    #[serde(default, skip_serializing_if = "Rules::is_chess")]
    pub rules: Rules,
    /// The header.
    #[serde(default)]
    pub tags: Tags,
    /// FEN of the start position; `None` for the standard start.
    #[serde(default)]
    pub start_fen: Option<String>,
    /// The moves in order.
    #[serde(default)]
    pub moves: super::moves::Moves,
    /// The result.
    #[serde(default)]
    pub result: GameResult,
    /// Why the game ended, when it has.
    #[serde(default)]
    pub termination: Option<Termination>,
}

impl GameRecord {
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
        match &self.start_fen {
            Some(fen) => self.rules.first_move(fen),
            None => (1, false),
        }
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

//! The settings of one game session, as chosen on the command line and kept in the
//! journal's start line for resuming.

use serde::{Deserialize, Serialize};

use crate::announce::AnnounceOptions;
use crate::cli::{Mode, Side};
use crate::game::clock::{DEFAULT_WARNINGS_MS, Player};
use crate::game::time_control::{TimeControl, TimeControlError};
use crate::games::Rules;

/// Everything that decides how a session runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// The game's rules.
    pub rules: Rules,
    /// Who enters the moves.
    pub mode: Mode,
    /// The blind player's colour (player mode).
    pub side: Side,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The time control as given (FIDE style or PGN); `None`: no clock.
    pub time: Option<String>,
    /// Record moves without asking for confirmation.
    pub auto_confirm: bool,
    /// Time warning thresholds in milliseconds before the control.
    pub warnings_ms: Vec<u64>,
    /// How moves are announced.
    pub announce: AnnounceOptions,
    /// The event, site, round and board number for the scoresheet's heading.
    pub heading: Heading,
    /// The position the arbiter set up (FEN); `None`: the initial position.
    pub fen: Option<String>,
}

/// The scoresheet heading given on the command line; empty fields are unknown.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Heading {
    /// The event (PGN `Event`).
    pub event: String,
    /// Where it is played (PGN `Site`).
    pub site: String,
    /// The round (PGN `Round`).
    pub round: String,
    /// The board number (PGN `Board`).
    pub board: String,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            rules: Rules::Chess,
            mode: Mode::Player,
            side: Side::White,
            white: String::new(),
            black: String::new(),
            time: None,
            auto_confirm: false,
            warnings_ms: DEFAULT_WARNINGS_MS.to_vec(),
            announce: AnnounceOptions::default(),
            heading: Heading::default(),
            fen: None,
        }
    }
}

impl Setup {
    /// The time control, if there is one.
    pub fn control(&self) -> Result<Option<TimeControl>, TimeControlError> {
        self.time.as_deref().map(TimeControl::parse).transpose()
    }

    /// The blind player's colour as a clock player.
    pub fn player(&self) -> Player {
        match self.side {
            Side::White => Player::White,
            Side::Black => Player::Black,
        }
    }

    /// The settings as JSON for the journal.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }

    /// The settings from the journal's JSON (defaults for anything missing).
    pub fn from_json(value: &serde_json::Value) -> Setup {
        serde_json::from_value(value.clone()).unwrap_or_default()
    }
}

//! The settings of one game session, as chosen on the command line and kept in the
//! journal's start line for resuming.

use serde::{Deserialize, Serialize};

use crate::announce::AnnounceOptions;
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
    /// The time control as given (see `game::time_control`); `None`: no clock.
    pub time: Option<String>,
    /// The time control as read when the game began, so that a resume keeps it whatever
    /// a later version reads in `time` (absent in older game files).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub control: Option<TimeControl>,
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
    /// Tournament mode (`play --tournament`): `None` outside it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tournament: Option<Tournament>,
}

/// The settings of tournament mode: what the arbiter allowed and who keeps the record.
/// While the game runs, nothing said or shown depends on the position.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tournament {
    /// The arbiter allowed this player the board questions (`pieces`, `square`, `scan`).
    pub board_questions: bool,
    /// The arbiter's PIN as a salted hash; `None`: no PIN was set.
    pub pin: Option<PinHash>,
    /// The device and build that keep the record.
    pub identity: Identity,
    /// Tournament mode was left before the result (with the arbiter's PIN, logged).
    pub left: bool,
}

pub use crate::game::tournament::{Identity, PinHash};

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
            rules: Rules::default(),
            mode: Mode::Player,
            side: Side::White,
            white: String::new(),
            black: String::new(),
            time: None,
            control: None,
            auto_confirm: false,
            warnings_ms: DEFAULT_WARNINGS_MS.to_vec(),
            announce: AnnounceOptions::default(),
            heading: Heading::default(),
            fen: None,
            tournament: None,
        }
    }
}

impl Setup {
    /// The time control, if there is one.
    pub fn control(&self) -> Result<Option<TimeControl>, TimeControlError> {
        match &self.control {
            Some(control) => Ok(Some(control.clone())),
            None => self.time.as_deref().map(TimeControl::parse).transpose(),
        }
    }

    /// The time control of a game resumed from its file: the one read when it began, or
    /// for an older file its PGN `TimeControl` tag `tag` (seconds, as it was read then)
    /// with the delay of the typed text.
    pub fn resumed_control(
        &self,
        tag: Option<&str>,
    ) -> Result<Option<TimeControl>, TimeControlError> {
        let from_tag = tag.and_then(|tag| TimeControl::from_pgn_tag(tag).ok());
        match (&self.control, from_tag, self.time.is_some()) {
            (None, Some(mut control), true) => {
                let typed = self.time.as_deref().map(TimeControl::parse);
                control.delay = typed.and_then(Result::ok).and_then(|typed| typed.delay);
                Ok(Some(control))
            }
            _ => self.control(),
        }
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

    /// The settings from the journal's JSON (defaults for anything missing or
    /// unreadable, see [`Setup::read_json`]).
    pub fn from_json(value: &serde_json::Value) -> Setup {
        Setup::read_json(value).0
    }

    /// The settings from the journal's JSON, keeping every value that reads: defaults
    /// for anything missing, and for each value hektor cannot read (a later version's
    /// word, a damaged field), whose name is given back (`announce.form`).
    pub fn read_json(value: &serde_json::Value) -> (Setup, Vec<String>) {
        if let Ok(setup) = serde_json::from_value(value.clone()) {
            return (setup, Vec::new());
        }
        let mut kept = Setup::default().to_json();
        let mut unread = Vec::new();
        overlay(&mut kept, &mut Vec::new(), value, &mut unread);
        let setup = serde_json::from_value(kept).unwrap_or_default();
        (setup, unread)
    }
}

/// Whether `value` reads as settings.
fn reads(value: &serde_json::Value) -> bool {
    serde_json::from_value::<Setup>(value.clone()).is_ok()
}

/// The object at `path` inside `root`, if there is one.
fn object_at<'a>(
    root: &'a mut serde_json::Value,
    path: &[String],
) -> Option<&'a mut serde_json::Map<String, serde_json::Value>> {
    path.iter()
        .try_fold(root, |value, key| value.get_mut(key))?
        .as_object_mut()
}

/// Lays the fields of `given` (the object at `path` in the file) over `kept` one by
/// one, keeping each that still reads; an object that does not read whole is laid over
/// field by field, and what reads in no way is named in `unread`.
fn overlay(
    kept: &mut serde_json::Value,
    path: &mut Vec<String>,
    given: &serde_json::Value,
    unread: &mut Vec<String>,
) {
    let Some(fields) = given.as_object() else {
        // Only the whole settings can be other than an object here.
        if !given.is_null() {
            unread.push("settings".to_owned());
        }
        return;
    };
    for (key, value) in fields {
        let mut candidate = kept.clone();
        if let Some(parent) = object_at(&mut candidate, path) {
            parent.insert(key.clone(), value.clone());
        }
        path.push(key.clone());
        if reads(&candidate) {
            *kept = candidate;
        } else if value.is_object() && object_at(kept, path).is_some() {
            overlay(kept, path, value, unread);
        } else {
            unread.push(path.join("."));
        }
        path.pop();
    }
}

/// Who enters the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// The blind player enters their own and the opponent's moves.
    #[default]
    Player,
    /// An assistant enters both players' moves as they are made.
    Assistant,
}

/// The blind player's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White.
    #[default]
    White,
    /// Black.
    Black,
}

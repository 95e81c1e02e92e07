//! The game record and its journal: what was played, when, with which clock readings.
//!
//! The record keeps moves as text (the scoresheet's notation and a key that finds the
//! move again) plus times, so the clock, journal, scoresheet and reconciliation layers
//! do not depend on a game's types. The record changes only by [`journal::apply`], its
//! one reducer; `session` (the game in progress, whose positions follow the record) knows
//! the game only through [`rules::Playable`]. The record, the journal and the session are
//! generic over the game's rules ([`rules::GameRules`]); the dispatch (`hektor-games`)
//! names them for the games hektor plays.

pub mod clock;
pub mod comment;
pub mod journal;
pub mod moves;
pub mod record;
pub mod rules;
pub mod session;
pub mod time_control;
pub mod time_words;
pub mod tournament;
pub mod written;

pub use moves::{MoveRef, Moves};
pub use record::{GameRecord, GameResult, MoveRecord, Tags, Termination};

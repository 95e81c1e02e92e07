//! The game record and its journal: what was played, when, with which clock readings.
//!
//! The record keeps moves as text (the scoresheet's notation and a key that finds the
//! move again) plus times, so the clock, journal, scoresheet and reconciliation layers
//! do not depend on a game's types. The record changes only by [`journal::apply`], its
//! one reducer; `session` (the game in progress, whose positions follow the record) knows
//! the game only through [`crate::games::GamePosition`].

pub mod clock;
pub mod comment;
pub mod journal;
pub mod moves;
pub mod record;
pub mod session;
pub mod time_control;
pub mod time_words;
pub mod tournament;
pub mod written;

pub use moves::{MoveRef, Moves};
pub use record::{GameRecord, GameResult, MoveRecord, Tags, Termination};

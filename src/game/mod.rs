//! The game record and its journal: what was played, when, with which clock readings.
//!
//! The record keeps moves as SAN and UCI text plus times, so the clock, journal,
//! scoresheet and reconciliation layers do not depend on chess types. The record changes
//! only by [`journal::apply`], its one reducer; `session` (the game in progress, whose
//! positions follow the record) and `chess` are the places that use shakmaty.

pub mod chess;
pub mod clock;
pub mod journal;
pub mod record;
pub mod session;
pub mod time_control;

pub use record::{GameRecord, GameResult, MoveRecord, Tags, Termination};

//! The game record and its journal: what was played, when, with which clock readings.
//!
//! The record keeps moves as SAN and UCI text plus times, so the session, clock, journal,
//! scoresheet and reconciliation layers do not depend on chess types; `chess` is the one
//! place that turns a record into shakmaty positions.

pub mod chess;
pub mod clock;
pub mod journal;
pub mod record;
pub mod session;
pub mod time_control;

pub use record::{GameRecord, GameResult, MoveRecord, Tags, Termination};

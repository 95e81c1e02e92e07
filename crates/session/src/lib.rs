//! hektor's session engines and what runs them: [`app`] (the game session, the replay
//! session and the questions before a game, each a state machine taking `Command`s and
//! answering with `Effect`s), [`runtime`] (which carries the effects out) and [`voice`]
//! (the speech queue and earcons a runtime speaks through).
//!
//! The layers below are re-exported under their usual names, so that `crate::games` or
//! `crate::i18n` reads the same in every crate.

pub use hektor_games::{
    announce, contained, files, game, game_errors, games, i18n, msg, notation, parts, position,
    reconcile, replay, safe_text, scoresheet, sound, speech, terms, unusable,
};

pub mod app;
pub mod runtime;
pub mod voice;

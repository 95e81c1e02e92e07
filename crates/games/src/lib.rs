//! hektor's games and what is done with their records. [`games`] holds each game's rules
//! and words behind one seam (chess over shakmaty in [`games::chess`], draughts over
//! `hektor-draughts` in [`games::draughts`]); [`game`] is the record, its journal and
//! its clock; [`scoresheet`] exports; [`reconcile`] settles two boards; [`replay`] reads
//! game files for browsing; [`parts`] reads a big file on every core; [`game_errors`]
//! says their errors. [`position`] is what these know of any game's position, and
//! [`unusable`] how a game's own errors are said where they hold them.
//!
//! The layers below are re-exported under their usual names, so that `crate::i18n` or
//! `crate::announce` reads the same in every crate.

pub use hektor_notation::{announce, notation};
pub use hektor_speech::{sound, speech};
pub use hektor_words::{contained, files, i18n, msg, safe_text, terms};

pub use hektor_game_core::{
    first_error, game, game_errors, parts, position, reconcile, replay, scoresheet, unusable,
};

pub mod games;

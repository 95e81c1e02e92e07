//! What hektor does with a game's record, whatever the game: [`game`] is the record, its
//! journal and its clock; [`scoresheet`] exports; [`reconcile`] settles two boards;
//! [`replay`] reads game files for browsing; [`parts`] reads a big file on every core;
//! [`game_errors`] says their errors. [`position`] is what these know of any game's
//! position, [`unusable`] how a game's own errors are said where they hold them, and
//! [`other`] the trait a game from outside implements and its registry. No game is
//! here: chess and draughts are crates above this one, and `hektor-games` chooses
//! between them.
//!
//! The layers below are re-exported under their usual names, so that `crate::i18n` or
//! `crate::announce` reads the same in every crate.

pub use hektor_notation::{announce, notation};
pub use hektor_words::{contained, files, i18n, msg, safe_text, terms};

pub mod first_error;
pub mod game;
pub mod game_errors;
pub mod other;
pub mod parts;
pub mod position;
pub mod reconcile;
pub mod replay;
pub mod scoresheet;
pub mod unusable;

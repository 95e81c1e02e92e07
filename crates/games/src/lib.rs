//! The choice between hektor's games, which the session and the program alone import:
//! [`games`] is the seam (format detection, `Rules`, `Board`, `GameMove`, the words of
//! whichever game, the checks, exports and reconciles of a file of any game), over chess
//! ([`games::chess`], the crate `hektor-game-chess`), draughts ([`games::draughts`],
//! `hektor-game-draughts`) and a game registered from outside ([`games::other`]). What
//! is done with a record whatever the game is the core's (`hektor-game-core`):
//! [`game`], [`scoresheet`], [`reconcile`], [`replay`], [`parts`], [`game_errors`],
//! [`position`], [`unusable`], re-exported here where they were.
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

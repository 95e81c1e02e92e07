//! Draughts-64 and draughts-100 in words: moves announced in full notation
//! ([`Announcer`], `../shared/docs/draughts.md` section 2) and moves read back from what a
//! user types or a speech recogniser hears ([`read`], [`resolve`]).
//!
//! The rules, the text notation and PDN are the `hektor-draughts` crate's; this crate
//! adds only the words. Both directions share one vocabulary: the square numbers of
//! [`spell`], the letter names of the chess vocabularies ([`hektor_notation::announce`]) and the
//! capture and crowning words of `locales/<lang>/draughts.ftl`.
//!
//! A crate above `hektor-game-core`, knowing neither chess nor the dispatch between the
//! games (`hektor-games`), which re-exports it as `games::draughts`.

// The core and the layers below, under the names the draughts code uses (`crate::game`,
// `crate::i18n`); draughts' own `announce` and `reconcile` name theirs by crate.
use hektor_game_core::{game, position, replay, scoresheet, unusable};
use hektor_notation::notation;
use hektor_speech::speech;
use hektor_words::{files, i18n, msg, safe_text, terms};

mod announce;
pub mod braille;
pub mod check;
pub mod errors;
pub mod export;
mod export_error;
mod numbers;
pub mod pdn_tree;
mod read;
pub mod reconcile;
mod rules;
mod sentences;
mod written_move;

pub use announce::{Announcer, DEFAULT_STYLE};
pub use export_error::DraughtsError;
pub use numbers::spell;
pub use read::{ReadError, number, path_choices, pick, read, resolve};
pub use rules::{DraughtsPosition, ending, player_of, square_view, written, written_square};
pub use sentences::{
    choice_sentence, material, pieces_sentence, read_error_sentence, square_sentence,
    unfit_sentence,
};
pub use written_move::{written_move, wrong_mark};

//! What both of hektor's games say and read moves with: [`announce`] (the styles, their
//! lexicon of files, ranks, pieces and board words) and [`notation`] (marks that do not
//! change a move, movetext and numbered entries, the answer to "which one?"). No game's
//! rules are here: `hektor-games` gives each game its own announcer and reader.

pub use hektor_words::{i18n, msg, safe_text, terms};

pub mod announce;
pub mod notation;

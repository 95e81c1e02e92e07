//! hektor's ways to reach the user's ears: [`speech`] (the backends, the queue, the
//! pronunciation of each language) and [`sound`] (earcons through cpal).
//!
//! The modules of the layer below are re-exported under their usual names, so that
//! `crate::i18n` reads the same in every crate.

pub use hektor_words::{contained, files, i18n, msg, safe_text, terms};

pub mod sound;
pub mod speech;

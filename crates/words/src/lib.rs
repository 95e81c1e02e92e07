//! hektor's leaf layer: what every other layer says and shares. [`i18n`] holds the UI
//! languages (Fluent files embedded at build time, answers, times and errors in words);
//! [`terms`] the words both games share (sides, kinds of pieces, results and how games
//! end); [`safe_text`] keeps a file's bytes from reaching a terminal or a voice;
//! [`files`] opens the files a user names; [`contained`] runs work that may panic.
//!
//! Nothing here knows a game's rules, a record or a session: the crates above import
//! this one, never the other way round (ARCHITECTURE.md, "Layers").

pub mod contained;
pub mod files;
pub mod i18n;
pub mod safe_text;
pub mod terms;

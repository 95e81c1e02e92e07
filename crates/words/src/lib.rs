//! hektor's leaf layer: what every other layer says and shares. [`i18n`] holds the UI
//! languages (Fluent files embedded at build time, answers, times and errors in words)
//! and [`msg`] the ids of their messages;
//! [`terms`] the words both games share (sides, kinds of pieces, results and how games
//! end); [`safe_text`] keeps a file's bytes from reaching a terminal or a voice;
//! [`files`] opens the files a user names; [`contained`] runs work that may panic.
//!
//! Nothing here knows a game's rules, a record or a session: the crates above import
//! this one, never the other way round (ARCHITECTURE.md, "Layers").

pub mod contained;
pub mod files;
pub mod i18n;
/// The id of every English message, one constant each (`msg::SESSION_TUI_BOARD`), made
/// by `build.rs` from `locales/en/*.ftl`, whose doc comment is the English text: the code
/// names a message only through these, so a misspelt id does not compile.
pub mod msg {
    include!(concat!(env!("OUT_DIR"), "/msg.rs"));
}
pub mod safe_text;
pub mod terms;

//! Replaying PGN files: checking them ([`check`]), indexing them in the background
//! ([`index`]), loading one game into a tree of moves, comments and variations
//! ([`tree`]), walking it ([`cursor`]), saying comments and annotation glyphs in words
//! ([`words`]), and the command session shared by plain mode and the full screen
//! ([`session`]).

pub mod check;
pub mod cursor;
pub mod filter;
pub mod index;
pub mod places;
pub mod plain;
pub mod session;
pub mod start;
pub mod tree;
pub mod words;

use fluent_bundle::FluentArgs;
use shakmaty::Color;

use crate::i18n::Locale;
use start::StartError;

/// A start-position error as a phrase in the UI language.
pub fn start_error_text(locale: &Locale, error: &StartError) -> String {
    let mut args = FluentArgs::new();
    let id = match error {
        StartError::BadFen { fen, reason } => {
            args.set("fen", fen.clone());
            args.set("reason", reason.clone());
            "start-bad-fen"
        }
        StartError::IllegalFen { fen, reason } => {
            args.set("fen", fen.clone());
            args.set("reason", reason.clone());
            "start-illegal-fen"
        }
        StartError::UnknownVariant(name) => {
            args.set("variant", name.clone());
            "start-unknown-variant"
        }
        StartError::Refused(variant) => {
            args.set("variant", variant.uci());
            "start-refused"
        }
    };
    locale.format(id, Some(&args))
}

/// "White" or "Black" in the UI language.
pub fn side_word(locale: &Locale, side: Color) -> String {
    locale.text(match side {
        Color::White => "replay-white",
        Color::Black => "replay-black",
    })
}

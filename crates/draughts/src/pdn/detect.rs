//! Whether a file holds draughts (PDN) or chess (PGN): both share tags and movetext, so
//! the content decides, from the first thing in it that tells.

use std::io::BufRead;

use super::lexer::{Lexer, Token};
use super::{PdnErrorKind, RESULTS};
use crate::notation::{self, Resolved};
use crate::{Position, Variant};

/// Tokens looked at before giving up (a file of games without moves, tags or FEN that
/// tell): such a file is left to chess, as before draughts were read.
const LOOKED_AT: usize = 10_000;

/// Whether `input` holds draughts games: a `GameType` tag other than `0` (chess) says
/// yes; a `FEN` tag says yes when it is a draughts FEN (`W:W31-50:B1-20`) and no when it
/// has ranks (`rnbqkbnr/...`); else the first move decides: yes when it reads as a move
/// of draughts (numbers: draughts-100, algebraic squares: draughts-64) that is legal in
/// the start position, no otherwise (`e4`, `Nf3`, `d2-d4`). Nothing that tells (an empty
/// file, a saved game of JSON lines) is no.
///
/// ```
/// use hektor_draughts::pdn::holds_draughts;
///
/// assert!(holds_draughts(&b"[Event \"WK\"]\n\n1. 32-28 17-22 *"[..]));
/// assert!(holds_draughts(&b"1. c3-d4 d6-e5 1-0"[..]));
/// assert!(!holds_draughts(&b"[Event \"Open\"]\n\n1. e4 e5 2. Nf3 *"[..]));
/// assert!(!holds_draughts(&b"1. d2-d4 d7-d5 *"[..]));
/// assert!(!holds_draughts(&b"{\"event\":\"start\"}\n"[..]));
/// ```
pub fn holds_draughts(input: impl BufRead) -> bool {
    let mut lexer = Lexer::new(input);
    for _ in 0..LOOKED_AT {
        let Some((token, _)) = lexer.next_token() else {
            return false;
        };
        match token {
            Token::Tag { name, value } if name.eq_ignore_ascii_case("GameType") => {
                return value.split(',').next().unwrap_or("").trim() != "0";
            }
            Token::Tag { name, value } if name.eq_ignore_ascii_case("FEN") => {
                let value = value.trim();
                if value.contains('/') {
                    return false;
                }
                let mut chars = value.chars();
                if chars.next().is_some_and(|side| "WwBb".contains(side))
                    && chars.as_str().trim_start().starts_with(':')
                {
                    return true;
                }
            }
            Token::Error(PdnErrorKind::Io(_)) => return false,
            Token::Word(word) => {
                let text = word.trim_start_matches(|c: char| c.is_ascii_digit());
                let text = if text.len() < word.len() && text.starts_with('.') {
                    text.trim_start_matches('.')
                } else {
                    &word
                };
                if text.is_empty() || RESULTS.contains(&text) {
                    continue;
                }
                return legal_first_move(text);
            }
            _ => {}
        }
    }
    false
}

/// Whether `text` is a legal first move of the draughts game its squares name.
fn legal_first_move(text: &str) -> bool {
    let variant = if text.starts_with(|c: char| c.is_ascii_digit()) {
        Variant::International
    } else {
        Variant::Russian
    };
    notation::read(variant, text).is_ok_and(|written| {
        let legal = Position::new(variant).legal_moves();
        !matches!(
            notation::resolve(variant, &written, &legal),
            Resolved::Unfit(_)
        )
    })
}

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
/// the start position, no otherwise (`e4`, `Nf3`, `d2-d4`). Words before the first tag
/// (a title line) count only when they are a legal move. Nothing that tells (an empty file,
/// a saved game of JSON lines) is no.
///
/// ```
/// use hektor_draughts::pdn::holds_draughts;
///
/// assert!(holds_draughts(&b"[Event \"WK\"]\n\n1. 32-28 17-22 *"[..]));
/// assert!(holds_draughts(&b"1. c3-d4 d6-e5 1-0"[..]));
/// assert!(!holds_draughts(&b"[Event \"Open\"]\n\n1. e4 e5 2. Nf3 *"[..]));
/// assert!(!holds_draughts(&b"1. d2-d4 d7-d5 *"[..]));
/// assert!(holds_draughts(&b"Club match 2024\n[Event \"WK\"]\n\n1. 32-28 *"[..]));
/// assert!(!holds_draughts(&b"{\"event\":\"start\"}\n"[..]));
/// ```
pub fn holds_draughts(input: impl BufRead) -> bool {
    let mut lexer = Lexer::new(input);
    let mut tagged = false;
    for _ in 0..LOOKED_AT {
        let Some((token, _)) = lexer.next_token() else {
            return false;
        };
        tagged |= matches!(token, Token::Tag { .. });
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
            // Words before the first tag that are no legal move are a title line.
            Token::Word(word) => match move_text(&word) {
                Some(text) if legal_first_move(text) => return true,
                Some(_) if tagged => return false,
                _ => continue,
            },
            _ => {}
        }
    }
    false
}

/// The move in a word of movetext (`12.32-28` holds `32-28`); `None` for a move
/// number, a result or nothing.
fn move_text(word: &str) -> Option<&str> {
    let text = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let text = if text.len() < word.len() && text.starts_with('.') {
        text.trim_start_matches('.')
    } else {
        word
    };
    (!text.is_empty() && !RESULTS.contains(&text)).then_some(text)
}

/// A game of draughts that hektor does not play, as a file shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OtherGame {
    /// English draughts (checkers): 32 squares numbered 1-32, Black moves first
    /// (`11-15`); PDN's `GameType` 21.
    English,
    /// Italian draughts: 32 squares, White moves first from 21-32 (`21-17`), Italian tag
    /// names (`Bianco`, `Nero`); PDN's `GameType` 22.
    Italian,
}

/// Which game of draughts that hektor does not play `input` holds, when the file
/// shows it before its first move: its first `GameType` (21 English, 22 Italian; another
/// is read as the game it names, and one hektor does not play is said by its reader), a
/// `Variant` naming American or English checkers; else Italian tag names (`Bianco`,
/// `Nero`, `Risultato`); else a first move between squares numbered up to 32 that no
/// game hektor plays starts with (words before the first tag that are no move are a
/// title line, passed over): from 9-12 to 13-16
/// (English checkers, Black first) or from 21-24 to 17-20 (Italian, White first). A
/// file [`holds_draughts`] reads as draughts-100 or draughts-64 is none. A game set up
/// by a numeric `FEN` whose squares are all up to 32 and whose first move no piece of it
/// can make on the 100-square board is a 32-square game: English (checkers problems are
/// written so), Italian with Italian tag names.
///
/// ```
/// use hektor_draughts::pdn::{OtherGame, other_game};
///
/// assert_eq!(other_game(&b"[Event \"Open\"]\n\n1. 11-15 23-19 *"[..]), Some(OtherGame::English));
/// assert_eq!(other_game(&b"[Bianco \"A\"]\n[Nero \"B\"]\n\n1. 21-17 12-15 *"[..]), Some(OtherGame::Italian));
/// assert_eq!(other_game(&b"1. 32-28 17-22 *"[..]), None);
/// assert_eq!(other_game(&b"[Variant \"American/English\"]\n1. 22-18 *"[..]), Some(OtherGame::English));
/// assert_eq!(other_game(&b"[GameType \"21\"]\n1. 9-14 *"[..]), Some(OtherGame::English));
/// assert_eq!(other_game(&b"1. e4 e5 *"[..]), None);
/// let problem = b"[FEN \"W:W32,27,24,22:B20,15,10,7\"]\n1. 27-23 20x27 *";
/// assert_eq!(other_game(&problem[..]), Some(OtherGame::English));
/// let international = b"[FEN \"W:W6,17,18:B8,14,24\"]\n1. 17-12 8x17 *";
/// assert_eq!(other_game(&international[..]), None);
/// ```
pub fn other_game(input: impl BufRead) -> Option<OtherGame> {
    let mut lexer = Lexer::new(input);
    let mut italian_tags = false;
    // A numeric FEN of squares up to 32, on the 100-square board.
    let mut fen_32 = None;
    let mut tagged = false;
    for _ in 0..LOOKED_AT {
        let (token, _) = lexer.next_token()?;
        tagged |= matches!(token, Token::Tag { .. });
        match token {
            Token::Tag { name, value } if name.eq_ignore_ascii_case("GameType") => {
                return match value.split(',').next().unwrap_or("").trim() {
                    "21" => Some(OtherGame::English),
                    "22" => Some(OtherGame::Italian),
                    // Another game type is read as such (its reader says which ones
                    // hektor plays).
                    _ => None,
                };
            }
            Token::Tag { name, value } if name.eq_ignore_ascii_case("Variant") => {
                let value = value.to_ascii_lowercase();
                if ["american", "english", "checkers"]
                    .iter()
                    .any(|name| value.contains(name))
                {
                    return Some(OtherGame::English);
                }
            }
            Token::Tag { name, value } if name.eq_ignore_ascii_case("FEN") => {
                fen_32 = on_32_squares(&value);
            }
            Token::Tag { name, .. } => {
                italian_tags |= ["Bianco", "Nero", "Risultato"]
                    .iter()
                    .any(|tag| name.eq_ignore_ascii_case(tag));
            }
            Token::Error(PdnErrorKind::Io(_)) => return None,
            Token::Word(word) => {
                let Some(text) = move_text(&word) else {
                    continue;
                };
                let legal = match &fen_32 {
                    Some(start) => notation::read(Variant::International, text).is_ok_and(|m| {
                        !matches!(
                            notation::resolve(Variant::International, &m, &start.legal_moves()),
                            Resolved::Unfit(_)
                        )
                    }),
                    None => legal_first_move(text),
                };
                if legal {
                    return None;
                }
                let squares: Option<Vec<u32>> = text
                    .split(['-', 'x', ':'])
                    .map(|n| n.trim_end_matches(['!', '?', '+', '*']).parse().ok())
                    .collect();
                let squares = match squares {
                    Some(squares) => squares,
                    // Words before the first tag that are no move: a title line.
                    None if !tagged => continue,
                    None => return None,
                };
                let (&from, &to) = (squares.first()?, squares.get(1)?);
                let on_32 = squares.iter().all(|&n| (1..=32).contains(&n));
                return match (from, to) {
                    _ if !on_32 => None,
                    _ if italian_tags => Some(OtherGame::Italian),
                    _ if fen_32.is_some() => Some(OtherGame::English),
                    (9..=12, 13..=16) => Some(OtherGame::English),
                    (21..=24, 17..=20) => Some(OtherGame::Italian),
                    _ => None,
                };
            }
            _ => {}
        }
    }
    None
}

/// The position of a numeric FEN (`W:W32,27:B20,15`, the side `?` read as White) on the
/// 100-square board when all its squares are numbers up to 32.
fn on_32_squares(fen: &str) -> Option<Position> {
    let fen = fen.trim();
    let fen = fen
        .strip_prefix('?')
        .map_or_else(|| fen.to_owned(), |rest| format!("W{rest}"));
    let squares = fen
        .split([':', ','])
        .skip(1)
        .map(|item| {
            item.trim_start_matches(['W', 'B', 'K', 'w', 'b', 'k'])
                .trim_end_matches('.')
        })
        .filter(|item| !item.is_empty());
    let mut any = false;
    for square in squares {
        let low = square
            .split('-')
            .all(|n| n.parse::<u32>().is_ok_and(|n| (1..=32).contains(&n)));
        if !low {
            return None;
        }
        any = true;
    }
    any.then(|| Position::from_fen(Variant::International, &fen).ok())
        .flatten()
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

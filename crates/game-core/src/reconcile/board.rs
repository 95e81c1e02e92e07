//! A board for reconciling, whatever the game: whose board it is ([`player_word`]), and
//! why a game cannot use one ([`BoardError`]); each game reads its boards
//! and says what is wrong with them.

use super::Player;
use crate::announce::lexicon::BoardWord;
use crate::unusable::GameError;

/// A board that cannot be used: its game's error ([`super::SheetGame::BoardError`]).
pub type BoardError = GameError;

/// The player a word names (`blind`, `sighted`, `незрячий`, `зрячий`, `niewidomy`, ...),
/// in any UI language.
pub fn player_word(word: &str) -> Option<Player> {
    match BoardWord::read(&word.trim().to_lowercase()) {
        Some(BoardWord::Blind) => Some(Player::Blind),
        Some(BoardWord::Sighted) => Some(Player::Sighted),
        _ => None,
    }
}

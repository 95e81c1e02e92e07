//! A board for reconciling, whatever the game: whose board it is ([`player_word`]), and
//! why a game cannot use one ([`BoardError`]); each game reads its boards
//! and says what is wrong with them.

use std::sync::Arc;

use super::Player;
use crate::announce::lexicon::BoardWord;
use crate::i18n::Locale;
use crate::unusable::Unusable;

/// A board that cannot be used: its game's error ([`super::SheetGame::BoardError`]).
#[derive(Debug, Clone, thiserror::Error)]
#[error("{0}")]
pub struct BoardError(Arc<dyn Unusable>);

impl BoardError {
    /// The board error `error` of a game.
    pub fn new(error: impl Unusable) -> BoardError {
        BoardError(Arc::new(error))
    }

    /// What is wrong with the board, as a phrase of the UI language.
    pub fn phrase(&self, locale: &Locale) -> String {
        self.0.phrase(locale)
    }
}

/// The player a word names (`blind`, `sighted`, `незрячий`, `зрячий`, `niewidomy`, ...),
/// in any UI language.
pub fn player_word(word: &str) -> Option<Player> {
    match BoardWord::read(&word.trim().to_lowercase()) {
        Some(BoardWord::Blind) => Some(Player::Blind),
        Some(BoardWord::Sighted) => Some(Player::Sighted),
        _ => None,
    }
}

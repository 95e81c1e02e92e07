//! What a game cannot use, in its own words: the errors of each game that the core holds
//! without knowing the game (reconcile's boards and sheets, replay's games that do not
//! load, a start that cannot be set up) say themselves in the UI language through
//! [`Unusable`], held as a [`GameError`] where they are shared.

use std::sync::Arc;

use crate::i18n::Locale;

/// A game's own error the core holds: a board or sheet reconcile cannot use
/// ([`crate::reconcile::SheetGame::BoardError`]), a game replay cannot load.
pub trait Unusable: std::error::Error + Send + Sync + 'static {
    /// Why, as a phrase (or sentence) of the UI language.
    fn phrase(&self, locale: &Locale) -> String;
}

/// A game's own error held where its type is not known (a start that cannot be set up,
/// a board reconcile cannot use), shared: it clones cheaply and says itself.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{0}")]
pub struct GameError(Arc<dyn Unusable>);

impl GameError {
    /// The error `error` of a game.
    pub fn new(error: impl Unusable) -> GameError {
        GameError(Arc::new(error))
    }

    /// Why, as a phrase of the UI language.
    pub fn phrase(&self, locale: &Locale) -> String {
        self.0.phrase(locale)
    }
}

/// Two errors are equal when they say the same.
impl PartialEq for GameError {
    fn eq(&self, other: &GameError) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for GameError {}

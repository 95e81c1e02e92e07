//! What a game cannot use, in its own words: the errors of each game that the core holds
//! without knowing the game (reconcile's boards and sheets, replay's games that do not
//! load) say themselves in the UI language through [`Unusable`].

use crate::i18n::Locale;

/// A game's own error the core holds: a board or sheet reconcile cannot use
/// ([`crate::reconcile::SheetGame::BoardError`]), a game replay cannot load.
pub trait Unusable: std::error::Error + Send + Sync + 'static {
    /// Why, as a phrase (or sentence) of the UI language.
    fn phrase(&self, locale: &Locale) -> String;
}

//! Why a draughts board or a PDN sheet cannot be used in a reconciliation, each with the
//! words of the UI language, as reconcile's [`Unusable`] errors.

use fluent_bundle::FluentValue;
use hektor_draughts::FenError;
use hektor_draughts::pdn::{PdnError, PdnErrorKind};

use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::unusable::Unusable;

/// A draughts board that cannot be used; its [`Unusable::phrase`] says why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DraughtsBoardError {
    /// Text that is neither a PDN FEN nor a piece list.
    #[error("\"{word}\" is not a side, a square or a range of squares")]
    Word {
        /// The word.
        word: String,
    },
    /// Squares before any side.
    #[error("no side named before \"{word}\"")]
    NoSide {
        /// The word.
        word: String,
    },
    /// The FEN does not read.
    #[error("the FEN cannot be read: {0}")]
    Fen(FenError),
    /// Two pieces on one square, or a man on the row where it is crowned.
    #[error("square {square} cannot hold that piece")]
    Square {
        /// The square as written.
        square: String,
    },
    /// Nothing on the board.
    #[error("the board is empty")]
    Empty,
}

/// What is wrong and how to write it.
impl Unusable for DraughtsBoardError {
    fn phrase(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let id = match self {
            DraughtsBoardError::Word { word } | DraughtsBoardError::NoSide { word } => {
                args.push(("word", word.clone().into()));
                if matches!(self, DraughtsBoardError::Word { .. }) {
                    msg::RECONCILE_DRAUGHTS_BOARD_WORD
                } else {
                    msg::RECONCILE_DRAUGHTS_BOARD_NO_SIDE
                }
            }
            DraughtsBoardError::Fen(_) => msg::RECONCILE_DRAUGHTS_BOARD_FEN,
            DraughtsBoardError::Square { square } => {
                args.push(("square", square.clone().into()));
                msg::RECONCILE_DRAUGHTS_BOARD_SQUARE
            }
            DraughtsBoardError::Empty => msg::RECONCILE_DRAUGHTS_BOARD_EMPTY,
        };
        sentence(locale, id, &args)
    }
}

/// Why a PDN sheet cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdnSheetError {
    /// The game does not read as PDN.
    #[error("game {} (line {}) is not PDN hektor reads", .0.game, .0.line)]
    Pdn(PdnError),
    /// The `FEN` tag is not a position of the game.
    #[error("the FEN tag {0:?} is not a position of the game")]
    Start(String),
    /// The file has fewer games than the number asked for.
    #[error("the file has {count} games, so there is no game {wanted}")]
    NoSuchGame {
        /// The game asked for.
        wanted: usize,
        /// How many games the file has.
        count: usize,
    },
}

/// Why, as a sentence.
impl Unusable for PdnSheetError {
    fn phrase(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let id = match self {
            PdnSheetError::Pdn(error) => {
                args.push(("game", error.game.into()));
                args.push(("number", error.line.into()));
                match &error.kind {
                    PdnErrorKind::Move { text, .. } => {
                        args.push(("entry", text.clone().into()));
                        msg::RECONCILE_PDN_MOVE
                    }
                    _ => msg::RECONCILE_PDN_UNREADABLE,
                }
            }
            PdnSheetError::Start(fen) => {
                args.push(("placement", fen.clone().into()));
                msg::RECONCILE_PDN_START
            }
            PdnSheetError::NoSuchGame { wanted, count } => {
                args.push(("wanted", (*wanted).into()));
                args.push(("count", (*count).into()));
                msg::RECONCILE_NO_SUCH_GAME
            }
        };
        sentence(locale, id, &args)
    }
}

//! Why a game of a PGN file cannot be imported ([`ImportError`]), and the sentence that
//! says so in the UI language.

use shakmaty::Color;

use crate::fen::FenProblem;
use crate::i18n::{Locale, sentence};
use crate::msg;
use hektor_game_core::scoresheet::input::GameSheetError;

/// A game of a PGN file that cannot be read as a standard chess game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read.
    #[error("cannot read the PGN file: {0}")]
    Io(String),
    /// The game is of a chess variant.
    #[error("game {game} is a {variant} game; hektor exports standard chess games only")]
    Variant {
        /// 1-based game number.
        game: usize,
        /// The `Variant` tag.
        variant: String,
    },
    /// The FEN tag is not a legal standard chess position.
    #[error("game {game}: the start position {fen:?} is not a legal chess position ({reason})")]
    BadStart {
        /// 1-based game number.
        game: usize,
        /// The FEN tag.
        fen: String,
        /// Why.
        reason: FenProblem,
    },
    /// A move is not legal where it stands.
    #[error("game {game}, move {number}: {san} is not a legal move in that position")]
    IllegalMove {
        /// 1-based game number.
        game: usize,
        /// The full-move number.
        number: u32,
        /// The move as written.
        san: String,
    },
    /// A word where a move stands that the PGN reader cannot read as one (a piece letter
    /// of another language, a typo): said as `hektor check` says it.
    #[error("game {game}, move {number}: {word:?} is not a move in PGN notation")]
    Unread {
        /// 1-based game number.
        game: usize,
        /// The full-move number.
        number: u32,
        /// The side whose move the word stands for.
        side: Color,
        /// The word as written.
        word: String,
    },
    /// A null move (`--`, `Z0`): a placeholder in analysis, not a move on the board.
    #[error(
        "game {game}, move {number}: a null move ({san}) is not a move on the board, so the game cannot be put on a scoresheet"
    )]
    NullMove {
        /// 1-based game number.
        game: usize,
        /// The full-move number.
        number: u32,
        /// The move as written.
        san: String,
    },
    /// The file holds no game at all.
    #[error("the file holds no PGN game (nor is it a saved hektor game)")]
    Empty,
    /// The file has fewer games than asked for.
    #[error(
        "the PGN file has {count} games, so there is no game {wanted}; use --game 1 to {count}"
    )]
    NoSuchGame {
        /// The number asked for.
        wanted: usize,
        /// How many there are.
        count: usize,
    },
}

impl ImportError {
    /// Why a PGN game cannot be exported, as a sentence of the UI language that names
    /// the file as given (`path`).
    pub fn sentence(&self, locale: &Locale, path: &str) -> String {
        let file = ("file", path.to_owned().into());
        let (id, args) = match self {
            ImportError::Io(_) => (msg::EXPORT_READ_FAILED, vec![file]),
            ImportError::Variant { game, variant } => (
                msg::EXPORT_VARIANT,
                vec![
                    file,
                    ("game", game.into()),
                    ("variant", variant.clone().into()),
                ],
            ),
            ImportError::BadStart { game, fen, reason } => (
                msg::EXPORT_BAD_START,
                vec![
                    file,
                    ("game", game.into()),
                    ("fen", fen.clone().into()),
                    ("reason", reason.phrase(locale).into()),
                ],
            ),
            ImportError::IllegalMove { game, number, san } => (
                msg::EXPORT_ILLEGAL_MOVE,
                vec![
                    file,
                    ("game", game.into()),
                    ("number", number.into()),
                    ("san", san.clone().into()),
                ],
            ),
            ImportError::Unread {
                game,
                number,
                side,
                word,
            } => (
                msg::EXPORT_UNREAD_MOVE,
                vec![
                    file,
                    ("game", game.into()),
                    ("number", number.into()),
                    ("where", String::new().into()),
                    ("side", crate::player_of(*side).in_sentence(locale).into()),
                    ("move", word.clone().into()),
                ],
            ),
            ImportError::NullMove { game, number, san } => (
                msg::EXPORT_NULL_MOVE,
                vec![
                    file,
                    ("game", game.into()),
                    ("number", number.into()),
                    ("san", san.clone().into()),
                ],
            ),
            ImportError::Empty => (msg::EXPORT_NO_GAME, vec![file]),
            ImportError::NoSuchGame { wanted, count } => (
                msg::EXPORT_NO_SUCH_GAME,
                vec![file, ("wanted", wanted.into()), ("count", count.into())],
            ),
        };
        sentence(locale, id, &args)
    }
}

/// A PGN game that cannot be exported, as export's input says it.
impl GameSheetError for ImportError {
    fn sentence(&self, locale: &Locale, path: &str) -> String {
        ImportError::sentence(self, locale, path)
    }

    fn wrong_input(&self) -> bool {
        matches!(
            self,
            ImportError::IllegalMove { .. } | ImportError::Unread { .. }
        )
    }
}

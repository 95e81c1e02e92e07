//! Why a draughts game cannot be exported ([`DraughtsError`]), and the sentence that says
//! so in the UI language.

use std::path::Path;

use hektor_draughts::pdn::PdnError;

use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::scoresheet::input::GameSheetError;

/// Why a draughts game cannot be exported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DraughtsError {
    /// The game cannot be read as PDN.
    #[error("game {}, line {}: {:?}", .0.game, .0.line, .0.kind)]
    Unreadable(PdnError),
    /// The `FEN` tag is not a position of the game's board.
    #[error("game {game}: the start position {fen} is not a draughts position")]
    BadStart {
        /// Which game, from 1.
        game: usize,
        /// The FEN as written.
        fen: String,
    },
    /// A main-line move is not legal where it stands.
    #[error("game {game}, move {number}: {text} is not a legal move there")]
    IllegalMove {
        /// Which game, from 1.
        game: usize,
        /// The move number.
        number: u32,
        /// The move as written.
        text: String,
    },
    /// A main-line move fits several captures that end differently.
    #[error("game {game}, move {number}: {text} fits the captures {paths:?}")]
    Ambiguous {
        /// Which game, from 1.
        game: usize,
        /// The move number.
        number: u32,
        /// The move as written.
        text: String,
        /// The captures it fits, in full notation.
        paths: Vec<String>,
    },
    /// PGN asked for draughts games.
    #[error("PGN is for chess: draughts games are exported as pdn, brf, braille or text")]
    PgnForDraughts,
    /// The file holds no game.
    #[error("the file holds no game")]
    NoGame,
    /// `--game N` beyond the file's games.
    #[error("there is no game {wanted}: the file holds {count}")]
    NoSuchGame {
        /// The game asked for.
        wanted: usize,
        /// The games in the file.
        count: usize,
    },
}

impl DraughtsError {
    /// Why a draughts game cannot be exported, as a sentence of the UI language that
    /// names the file as given (`path`).
    pub fn sentence(&self, locale: &Locale, path: &str) -> String {
        let file = ("file", path.to_owned().into());
        let (id, args) = match self {
            DraughtsError::Unreadable(e) => match &e.kind {
                hektor_draughts::pdn::PdnErrorKind::Io(kind) => {
                    return io_sentence(locale, Path::new(path), &std::io::Error::from(*kind));
                }
                hektor_draughts::pdn::PdnErrorKind::UnsupportedGameType(value) => (
                    msg::EXPORT_DRAUGHTS_GAME_TYPE,
                    vec![
                        file,
                        ("game", e.game.into()),
                        ("gametype", value.clone().into()),
                    ],
                ),
                _ => (
                    msg::EXPORT_DRAUGHTS_UNREADABLE,
                    vec![file, ("game", e.game.into()), ("line", e.line.into())],
                ),
            },
            DraughtsError::BadStart { game, fen } => (
                msg::EXPORT_DRAUGHTS_BAD_START,
                vec![file, ("game", game.into()), ("fen", fen.clone().into())],
            ),
            DraughtsError::IllegalMove { game, number, text } => (
                msg::EXPORT_ILLEGAL_MOVE,
                vec![
                    file,
                    ("game", game.into()),
                    ("number", number.into()),
                    ("san", text.clone().into()),
                ],
            ),
            DraughtsError::Ambiguous {
                game,
                number,
                text,
                paths,
            } => (
                msg::EXPORT_DRAUGHTS_AMBIGUOUS,
                vec![
                    file,
                    ("game", game.into()),
                    ("number", number.into()),
                    ("move", text.clone().into()),
                    ("paths", paths.join(", ").into()),
                ],
            ),
            DraughtsError::PgnForDraughts => (msg::EXPORT_PGN_FOR_DRAUGHTS, vec![file]),
            DraughtsError::NoGame => (msg::EXPORT_DRAUGHTS_NO_GAME, vec![file]),
            DraughtsError::NoSuchGame { wanted, count } => (
                msg::EXPORT_NO_SUCH_GAME,
                vec![file, ("wanted", wanted.into()), ("count", count.into())],
            ),
        };
        sentence(locale, id, &args)
    }
}

/// A draughts game that cannot be exported, as export's input says it.
impl GameSheetError for DraughtsError {
    fn sentence(&self, locale: &Locale, path: &str) -> String {
        DraughtsError::sentence(self, locale, path)
    }

    fn wrong_input(&self) -> bool {
        matches!(
            self,
            DraughtsError::IllegalMove { .. } | DraughtsError::Ambiguous { .. }
        )
    }
}

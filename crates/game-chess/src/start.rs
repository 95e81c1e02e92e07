//! The start position a game's tags ask for: `[FEN]` set-ups and `[Variant]` (standard
//! chess, Chess960, and the other variants shakmaty knows).

use shakmaty::fen::Fen;
use shakmaty::variant::{Variant, VariantPosition};
use shakmaty::{CastlingMode, Chess};

use fluent_bundle::FluentValue;

use crate::fen::FenProblem;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::game_files::GameKind;
use crate::unusable::Unusable;

/// The tags that decide where a game starts, as read from the file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StartTags {
    /// The `[FEN]` tag, if any.
    pub fen: Option<String>,
    /// The `[Variant]` tag, if any.
    pub variant: Option<String>,
}

impl StartTags {
    /// Remembers `name`/`value` if it is one of the start tags; true if it was.
    pub fn note(&mut self, name: &[u8], value: &[u8]) -> bool {
        match name {
            b"FEN" => self.fen = Some(String::from_utf8_lossy(value).trim().to_owned()),
            b"Variant" => self.variant = Some(String::from_utf8_lossy(value).trim().to_owned()),
            _ => return false,
        }
        true
    }

    /// Whether the game starts from the standard initial position of standard chess.
    pub fn is_plain(&self) -> bool {
        self.fen.is_none() && self.kind().is_ok_and(|kind| kind == Kind::Standard)
    }

    /// The kind of game these tags say, as replay's list says it and refuses what it
    /// cannot play.
    pub fn game_kind(&self) -> GameKind {
        match self.kind() {
            Ok(Kind::Standard) => GameKind::Standard,
            Ok(Kind::Chess960) => GameKind::Chess960,
            Ok(Kind::Other(_)) | Err(_) => GameKind::Other,
        }
    }

    /// The kind of game the `[Variant]` tag names.
    pub fn kind(&self) -> Result<Kind, StartError> {
        let Some(name) = &self.variant else {
            return Ok(Kind::Standard);
        };
        let key: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        Ok(match key.as_str() {
            "" | "standard" | "chess" | "normal" | "fromposition" | "orthodox" => Kind::Standard,
            "chess960"
            | "960"
            | "fischerandom"
            | "fischerrandom"
            | "fischerrandomchess"
            | "freestyle"
            | "chess960fischerrandom" => Kind::Chess960,
            "atomic" => Kind::Other(Variant::Atomic),
            "antichess" | "giveaway" | "suicide" => Kind::Other(Variant::Antichess),
            "kingofthehill" | "koth" => Kind::Other(Variant::KingOfTheHill),
            "threecheck" | "3check" => Kind::Other(Variant::ThreeCheck),
            "crazyhouse" => Kind::Other(Variant::Crazyhouse),
            "racingkings" => Kind::Other(Variant::RacingKings),
            "horde" => Kind::Other(Variant::Horde),
            _ => return Err(StartError::UnknownVariant(name.clone())),
        })
    }

    /// The start position, for standard chess and Chess960.
    pub fn chess(&self) -> Result<Chess, StartError> {
        match self.start()? {
            Start::Chess(pos) => Ok(pos),
            Start::Variant(_, variant) => Err(StartError::Refused(variant)),
        }
    }

    /// The start position of any kind of game shakmaty knows.
    pub fn start(&self) -> Result<Start, StartError> {
        let kind = self.kind()?;
        let mode = match kind {
            Kind::Chess960 => CastlingMode::Chess960,
            Kind::Standard | Kind::Other(_) => CastlingMode::Standard,
        };
        let Some(fen_text) = &self.fen else {
            return Ok(match kind {
                Kind::Standard | Kind::Chess960 => Start::Chess(Chess::default()),
                Kind::Other(variant) => Start::Variant(VariantPosition::new(variant), variant),
            });
        };
        let fen = Fen::from_ascii(fen_text.as_bytes()).map_err(|e| StartError::BadFen {
            fen: fen_text.clone(),
            reason: e.into(),
        })?;
        let illegal = |reason: FenProblem| StartError::IllegalFen {
            fen: fen_text.clone(),
            reason,
        };
        match kind {
            Kind::Standard | Kind::Chess960 => fen
                .into_position::<Chess>(mode)
                .or_else(|_| {
                    // Castling rights written the Chess960 way in a standard game.
                    Fen::from_ascii(fen_text.as_bytes())
                        .map_err(|e| illegal(e.into()))?
                        .into_position::<Chess>(CastlingMode::Chess960)
                        .map_err(|e| illegal(FenProblem::illegal(&e)))
                })
                .map(Start::Chess),
            Kind::Other(variant) => VariantPosition::from_setup(variant, fen.into_setup(), mode)
                .map(|pos| Start::Variant(pos, variant))
                .map_err(|e| illegal(FenProblem::illegal(&e))),
        }
    }
}

/// The kinds of game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Standard chess (perhaps from a set-up position).
    Standard,
    /// Chess960 (Fischer random chess).
    Chess960,
    /// Another variant (crazyhouse, atomic, ...).
    Other(Variant),
}

/// A start position.
#[derive(Debug, Clone)]
pub enum Start {
    /// Standard chess or Chess960.
    Chess(Chess),
    /// Another variant.
    Variant(VariantPosition, Variant),
}

/// Why a game's start position cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// The `[FEN]` tag cannot be read.
    #[error("the FEN tag \"{fen}\" cannot be read ({reason})")]
    BadFen {
        /// The tag's text.
        fen: String,
        /// What is wrong.
        reason: FenProblem,
    },
    /// The `[FEN]` tag describes an illegal position.
    #[error("the FEN tag \"{fen}\" describes an illegal position ({reason})")]
    IllegalFen {
        /// The tag's text.
        fen: String,
        /// What is wrong.
        reason: FenProblem,
    },
    /// The `[Variant]` tag names a game hektor does not know.
    #[error(
        "the variant \"{0}\" is unknown; hektor knows standard chess, Chess960 and the lichess variants"
    )]
    UnknownVariant(String),
    /// A variant hektor can check but not replay.
    #[error("this is a {} game; hektor replays standard chess and Chess960 only", .0.uci())]
    Refused(Variant),
}

/// The start-position error as a phrase in the UI language.
impl Unusable for StartError {
    fn phrase(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let id = match self {
            StartError::BadFen { fen, reason } => {
                args.push(("fen", fen.clone().into()));
                args.push(("reason", reason.phrase(locale).into()));
                msg::START_BAD_FEN
            }
            StartError::IllegalFen { fen, reason } => {
                args.push(("fen", fen.clone().into()));
                args.push(("reason", reason.phrase(locale).into()));
                msg::START_ILLEGAL_FEN
            }
            StartError::UnknownVariant(name) => {
                args.push(("variant", name.clone().into()));
                msg::START_UNKNOWN_VARIANT
            }
            StartError::Refused(variant) => {
                args.push(("variant", variant.uci().into()));
                msg::START_REFUSED
            }
        };
        sentence(locale, id, &args)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn tags(fen: Option<&str>, variant: Option<&str>) -> StartTags {
        StartTags {
            fen: fen.map(str::to_owned),
            variant: variant.map(str::to_owned),
        }
    }

    #[test]
    fn chess960_set_up_is_a_chess_position() {
        let t = tags(
            Some("nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1"),
            Some("fischerandom"),
        );
        assert_eq!(t.kind(), Ok(Kind::Chess960));
        assert!(t.chess().is_ok());
    }

    #[test]
    fn crazyhouse_is_refused_for_replay_but_known() {
        let t = tags(None, Some("Crazyhouse"));
        assert!(matches!(
            t.start(),
            Ok(Start::Variant(_, Variant::Crazyhouse))
        ));
        assert_eq!(
            t.chess().err(),
            Some(StartError::Refused(Variant::Crazyhouse))
        );
    }

    #[test]
    fn bad_fen_and_unknown_variant_are_sentences() {
        let bad = tags(Some("not a fen"), None)
            .chess()
            .err()
            .map(|e| e.to_string());
        assert!(bad.is_some_and(|m| m.contains("cannot be read")));
        let unknown = tags(None, Some("Bughouse"))
            .kind()
            .err()
            .map(|e| e.to_string());
        assert!(unknown.is_some_and(|m| m.contains("Bughouse")));
    }
}

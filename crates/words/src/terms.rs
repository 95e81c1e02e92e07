//! The words both games and every layer share: the two sides, the kinds of pieces a
//! user names, and how a game ended. No rules of any game are here; `games` gives them
//! their moves, `i18n` their words.

use serde::{Deserialize, Serialize};

use crate::msg;

/// One of the two players, for the clock (independent of the chess rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The side that moves first.
    White,
    /// The side that moves second.
    Black,
}

impl Player {
    /// The side's name in the UI language as a label or at the start of a sentence
    /// ("White: Nf3", "Білі: ..."); inside a sentence it is [`Player::in_sentence`].
    pub fn name(self, locale: &crate::i18n::Locale) -> String {
        locale.text(match self {
            Player::White => msg::SESSION_WHITE,
            Player::Black => msg::SESSION_BLACK,
        })
    }

    /// The side's name inside a sentence ("Move 5, White to move", "ходят белые"): uk,
    /// ru and pl write it in small letters there.
    pub fn in_sentence(self, locale: &crate::i18n::Locale) -> String {
        locale.text(match self {
            Player::White => msg::SESSION_WHITE_IN_SENTENCE,
            Player::Black => msg::SESSION_BLACK_IN_SENTENCE,
        })
    }

    /// The person's name given for this side in `name`: `None` for no name, `?`, or the
    /// side's colour word in any UI language (what games stored when no name was given:
    /// "Белые" is not a person's name in an English export).
    pub fn person(self, name: &str) -> Option<&str> {
        let name = name.trim();
        let colour_word = || {
            crate::i18n::Lang::EVERY
                .into_iter()
                .any(|lang| name == self.name(&crate::i18n::Locale::new(lang)))
        };
        (!name.is_empty() && name != "?" && !colour_word()).then_some(name)
    }

    /// White when `white`, else Black.
    pub fn from_white(white: bool) -> Player {
        if white { Player::White } else { Player::Black }
    }

    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::White => Player::Black,
            Player::Black => Player::White,
        }
    }

    /// 0 for White, 1 for Black (an index into a pair kept per side).
    pub fn index(self) -> usize {
        match self {
            Player::White => 0,
            Player::Black => 1,
        }
    }
}

/// A kind of piece as a user asks for it (`pieces white knights`, `pieces black kings`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceKind {
    /// A chess king, or a draughts king.
    King,
    /// A chess queen.
    Queen,
    /// A rook.
    Rook,
    /// A bishop.
    Bishop,
    /// A knight.
    Knight,
    /// A pawn.
    Pawn,
    /// A draughts man.
    Man,
}

/// How a game ended, or that it has not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: the game is not finished.
    #[default]
    Ongoing,
}

impl GameResult {
    /// The PGN result token.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Ongoing => "*",
        }
    }

    /// Reads a draughts score (`2-0`, `1-1`, `0-2`).
    pub fn from_draughts_score(token: &str) -> Option<GameResult> {
        match token.trim() {
            "2-0" => Some(GameResult::WhiteWins),
            "0-2" => Some(GameResult::BlackWins),
            "1-1" => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// Reads a PGN result token (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`).
    pub fn from_pgn(token: &str) -> Option<GameResult> {
        match token.trim() {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" | "½-½" | "1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Ongoing),
            _ => None,
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Termination {
    /// Checkmate on the board.
    Checkmate,
    /// Stalemate on the board.
    Stalemate,
    /// A player resigned.
    Resignation,
    /// A flag fell.
    TimeForfeit,
    /// The players agreed a draw.
    DrawAgreement,
    /// Threefold (claimed) or fivefold repetition.
    Repetition,
    /// Fifty-move (claimed) or seventy-five-move rule.
    FiftyMoves,
    /// Neither side can mate.
    InsufficientMaterial,
    /// The arbiter decided.
    Adjudication,
    /// Draughts: the side to move has no pieces left and loses.
    NoPieces,
    /// Draughts: the side to move cannot move and loses.
    NoMoves,
    /// Draughts: a draw rule of the seed that counts moves or material.
    DraughtsDraw(DraughtsDraw),
    /// Anything else, in the arbiter's words.
    Other(String),
}

impl Termination {
    /// Every way a game ends that has its own words (all but `Other`).
    pub const KNOWN: [Termination; 15] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::Resignation,
        Termination::TimeForfeit,
        Termination::DrawAgreement,
        Termination::Repetition,
        Termination::FiftyMoves,
        Termination::InsufficientMaterial,
        Termination::Adjudication,
        Termination::NoPieces,
        Termination::NoMoves,
        Termination::DraughtsDraw(DraughtsDraw::SmallEnding),
        Termination::DraughtsDraw(DraughtsDraw::LoneKing),
        Termination::DraughtsDraw(DraughtsDraw::KingsOnly),
        Termination::DraughtsDraw(DraughtsDraw::NoMaterialChange),
    ];
}

/// The draw rules of draughts besides repetition (seed 003: II.5.3, III.5.3-5.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DraughtsDraw {
    /// The small endings: five moves each (II.5.3.1, III.5.3).
    SmallEnding,
    /// Against a lone king off the main road (II.5.3.2, III.5.4).
    LoneKing,
    /// Only kings moved, without capture (II.5.3.4.1, III.5.6).
    KingsOnly,
    /// No change of material with kings on both sides (II.5.3.4.2).
    NoMaterialChange,
}

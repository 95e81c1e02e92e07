//! The chess side of a record: start position, replay, SAN and UCI of a move.

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};

use super::record::{GameRecord, MoveRecord};
use crate::i18n::errors::FenProblem;

/// A record that does not replay.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The start FEN is not a legal chess position.
    #[error("the start position {fen:?} is not a legal chess position: {reason}")]
    BadStart {
        /// The FEN as recorded.
        fen: String,
        /// What is wrong with it.
        reason: FenProblem,
    },
    /// A recorded move is not legal where it stands.
    #[error("move {ply} ({uci}) is not legal in the recorded position")]
    IllegalMove {
        /// 1-based half-move number.
        ply: usize,
        /// The recorded UCI text.
        uci: String,
    },
}

/// The start position of `record`.
pub fn start_position(record: &GameRecord) -> Result<Chess, ReplayError> {
    match &record.start_fen {
        None => Ok(Chess::default()),
        Some(text) => position_from_fen(text),
    }
}

/// The legal standard-chess position of the FEN `text`.
pub fn position_from_fen(text: &str) -> Result<Chess, ReplayError> {
    fen_position(text).map_err(|reason| ReplayError::BadStart {
        fen: text.to_owned(),
        reason,
    })
}

/// The legal standard-chess position of the FEN `text`, or why there is none.
pub fn fen_position(text: &str) -> Result<Chess, FenProblem> {
    let fen: Fen = text.parse()?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|e| FenProblem::illegal(&e))
}

/// Every position of `record`: the start, then the position after each move.
pub fn positions(record: &GameRecord) -> Result<Vec<Chess>, ReplayError> {
    let mut pos = start_position(record)?;
    let mut out = Vec::with_capacity(record.moves.len() + 1);
    out.push(pos.clone());
    for (index, entry) in record.moves.iter().enumerate() {
        let mv = recorded_move(&pos, entry).ok_or_else(|| ReplayError::IllegalMove {
            ply: index + 1,
            uci: entry.uci.clone(),
        })?;
        pos.play_unchecked(mv);
        out.push(pos.clone());
    }
    Ok(out)
}

/// The legal move `entry` stands for in `pos`, if any.
pub fn recorded_move(pos: &Chess, entry: &MoveRecord) -> Option<Move> {
    let uci: UciMove = entry.uci.parse().ok()?;
    uci.to_move(pos).ok()
}

/// SAN (with check marks) and UCI text of the legal move `mv` in `pos`.
pub fn notate(pos: &Chess, mv: Move) -> (String, String) {
    let san = SanPlus::from_move(pos.clone(), mv).to_string();
    let uci = mv.to_uci(CastlingMode::Standard).to_string();
    (san, uci)
}

/// The FEN of `pos`, en passant square only when a capture is possible.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

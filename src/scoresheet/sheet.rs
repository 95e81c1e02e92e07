//! A game record replayed into a scoresheet: every half-move as SAN with its move
//! number, clock readings and draw offer, checked against the rules on the way.

use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Color, Position};

use crate::game::chess::{self, ReplayError};
use crate::game::{GameRecord, GameResult, Tags, Termination};

/// One half-move of the scoresheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// The full-move number.
    pub number: u32,
    /// Who made it.
    pub color: Color,
    /// The move in SAN, with check and mate marks.
    pub san: SanPlus,
    /// The move in UCI form.
    pub uci: String,
    /// Whether it captured en passant.
    pub en_passant: bool,
    /// White's remaining time after the move, in ms.
    pub white_ms: Option<u64>,
    /// Black's remaining time after the move, in ms.
    pub black_ms: Option<u64>,
    /// The mover offered a draw with it.
    pub draw_offer: bool,
}

impl Ply {
    /// The mover's own clock reading after the move.
    pub fn own_clock(&self) -> Option<u64> {
        match self.color {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }
}

/// One line of a scoresheet: a move number with White's and Black's move (either may be
/// missing: Black moves first from a set-up position, or the game stops after White).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovePair<'a> {
    /// The full-move number.
    pub number: u32,
    /// White's move.
    pub white: Option<&'a Ply>,
    /// Black's move.
    pub black: Option<&'a Ply>,
}

/// A replayed, checked game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scoresheet {
    /// The header.
    pub tags: Tags,
    /// The start FEN, `None` for the standard start.
    pub start_fen: Option<String>,
    /// The half-moves.
    pub plies: Vec<Ply>,
    /// The result.
    pub result: GameResult,
    /// Why the game ended.
    pub termination: Option<Termination>,
}

impl Scoresheet {
    /// Replays `record`; a move that is not legal where it stands is an error.
    pub fn from_record(record: &GameRecord) -> Result<Scoresheet, ReplayError> {
        let mut pos = chess::start_position(record)?;
        let mut plies = Vec::with_capacity(record.moves.len());
        for (index, entry) in record.moves.iter().enumerate() {
            let mv = chess::recorded_move(&pos, entry).ok_or_else(|| ReplayError::IllegalMove {
                ply: index + 1,
                uci: entry.uci.clone(),
            })?;
            let color = pos.turn();
            let en_passant = mv.is_en_passant();
            let uci = mv.to_uci(CastlingMode::Standard).to_string();
            let san = SanPlus::from_move_and_play_unchecked(&mut pos, mv);
            plies.push(Ply {
                number: record.move_number(index),
                color,
                san,
                uci,
                en_passant,
                white_ms: entry.white_ms,
                black_ms: entry.black_ms,
                draw_offer: entry.draw_offer,
            });
        }
        Ok(Scoresheet {
            tags: record.tags.clone(),
            start_fen: record.start_fen.clone(),
            plies,
            result: record.result,
            termination: record.termination.clone(),
        })
    }

    /// The move pairs, one per scoresheet line.
    pub fn pairs(&self) -> Vec<MovePair<'_>> {
        let mut pairs: Vec<MovePair<'_>> = Vec::new();
        for ply in &self.plies {
            match (ply.color, pairs.last_mut()) {
                (Color::Black, Some(last)) if last.number == ply.number && last.black.is_none() => {
                    last.black = Some(ply);
                }
                (Color::White, _) => pairs.push(MovePair {
                    number: ply.number,
                    white: Some(ply),
                    black: None,
                }),
                (Color::Black, _) => pairs.push(MovePair {
                    number: ply.number,
                    white: None,
                    black: Some(ply),
                }),
            }
        }
        pairs
    }
}

//! A game in progress: the record and the position it leads to, and what the rules say
//! about that position (mate, stalemate, draws by rule, valid claims). It changes only by
//! [`Session::apply`], one journal event at a time, live as on resume.

use shakmaty::{Chess, Color, Move, Position};

use super::chess::{self, ReplayError};
use super::journal::{self, Event};
use super::record::{GameRecord, GameResult, MoveRecord, Termination};

/// The game: its record, the current position and every position before it.
#[derive(Debug, Clone)]
pub struct Session {
    record: GameRecord,
    /// The positions before each recorded move.
    history: Vec<Chess>,
    current: Chess,
}

/// How the position on the board ends the game, if it does by itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    /// The result.
    pub result: GameResult,
    /// Why.
    pub termination: Termination,
}

/// A draw claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// The same position for the third time.
    Repetition,
    /// Fifty moves by each side without a capture or pawn move.
    FiftyMoves,
}

impl Session {
    /// The session the `events` of a journal describe, applied in order by
    /// [`Session::apply`]: the first is the start.
    pub fn from_events<'a>(
        events: impl IntoIterator<Item = &'a Event>,
    ) -> Result<Session, ReplayError> {
        let mut session = Session {
            record: GameRecord::default(),
            history: Vec::new(),
            current: Chess::default(),
        };
        for event in events {
            session.apply(event)?;
        }
        Ok(session)
    }

    /// Applies one event: the one way a game changes, live as on resume. The record
    /// changes by [`journal::apply`] (which `hektor export` uses too) and the positions
    /// follow it. A move must be legal where it stands and a start position legal;
    /// otherwise nothing changes.
    pub fn apply(&mut self, event: &Event) -> Result<(), ReplayError> {
        match event {
            Event::Move(entry) => {
                let ply = self.record.moves.len() + 1;
                let mv = chess::recorded_move(&self.current, entry).ok_or_else(|| {
                    ReplayError::IllegalMove {
                        ply,
                        uci: entry.uci.clone(),
                    }
                })?;
                let mut next = self.current.clone();
                next.play_unchecked(mv);
                journal::apply(&mut self.record, event);
                self.history
                    .push(std::mem::replace(&mut self.current, next));
            }
            Event::Start { .. } => {
                let mut record = self.record.clone();
                journal::apply(&mut record, event);
                let mut history = chess::positions(&record)?;
                self.current = history.pop().unwrap_or_default();
                self.history = history;
                self.record = record;
            }
            _ => {
                journal::apply(&mut self.record, event);
                // An undo took a move off the record: its position goes too.
                while self.history.len() > self.record.moves.len()
                    && let Some(before) = self.history.pop()
                {
                    self.current = before;
                }
            }
        }
        Ok(())
    }

    /// The record so far.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.current
    }

    /// The position before the last move, if there was one.
    pub fn previous_position(&self) -> Option<&Chess> {
        self.history.last()
    }

    /// The colour to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The event that records the legal move `mv`, made at `unix_ms`, with the clock
    /// readings after it; [`Session::apply`] records it.
    pub fn move_event(&self, mv: Move, unix_ms: i64, readings: Option<(u64, u64)>) -> Event {
        let (san, uci) = chess::notate(self.position(), mv);
        Event::Move(MoveRecord {
            san,
            uci,
            unix_ms,
            white_ms: readings.map(|r| r.0),
            black_ms: readings.map(|r| r.1),
            draw_offer: false,
        })
    }

    /// Whether the game has a result.
    pub fn is_over(&self) -> bool {
        self.record.is_finished()
    }

    /// How the position ends the game by itself: checkmate, stalemate, insufficient
    /// material, fivefold repetition, the seventy-five-move rule.
    pub fn automatic_ending(&self) -> Option<Ending> {
        let pos = self.position();
        let draw = |termination| {
            Some(Ending {
                result: GameResult::Draw,
                termination,
            })
        };
        if pos.is_checkmate() {
            let result = match pos.turn() {
                Color::White => GameResult::BlackWins,
                Color::Black => GameResult::WhiteWins,
            };
            return Some(Ending {
                result,
                termination: Termination::Checkmate,
            });
        }
        if pos.is_stalemate() {
            return draw(Termination::Stalemate);
        }
        if pos.is_insufficient_material() {
            return draw(Termination::InsufficientMaterial);
        }
        if self.repetitions() >= 5 {
            return draw(Termination::Repetition);
        }
        if pos.halfmoves() >= 150 {
            return draw(Termination::FiftyMoves);
        }
        None
    }

    /// Whether `claim` is valid now.
    pub fn claim_valid(&self, claim: Claim) -> bool {
        match claim {
            Claim::Repetition => self.repetitions() >= 3,
            Claim::FiftyMoves => self.position().halfmoves() >= 100,
        }
    }

    /// How often the current position has stood on the board (same pieces, side to move,
    /// castling rights and en passant possibility).
    pub fn repetitions(&self) -> usize {
        let key = |pos: &Chess| {
            let fen = chess::fen_of(pos);
            fen.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
        };
        let current = key(&self.current);
        1 + self.history.iter().filter(|p| key(p) == current).count()
    }

    /// Whether `color` has mating material left (for flag fall: losing on time against
    /// a side that cannot mate is a draw).
    pub fn can_mate(&self, color: Color) -> bool {
        !self.position().has_insufficient_material(color)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::game::record::Tags;

    fn move_event(uci: &str) -> Event {
        Event::Move(MoveRecord {
            san: String::new(),
            uci: uci.to_owned(),
            unix_ms: 0,
            white_ms: None,
            black_ms: None,
            draw_offer: false,
        })
    }

    #[test]
    fn events_change_the_record_and_the_position_and_a_bad_one_changes_nothing() {
        let start = Event::Start {
            tags: Tags::default(),
            start_fen: None,
            settings: serde_json::Value::Null,
        };
        let mut session = Session::from_events([&start, &move_event("e2e4")]).unwrap();
        assert_eq!(session.turn(), Color::Black);
        let before = (session.record().clone(), chess::fen_of(session.position()));
        assert_eq!(
            session.apply(&move_event("e2e4")),
            Err(ReplayError::IllegalMove {
                ply: 2,
                uci: "e2e4".into()
            })
        );
        let bad_start = Event::Start {
            tags: Tags::default(),
            start_fen: Some("8/8/8/8/8/8/8/8 w - - 0 1".into()),
            settings: serde_json::Value::Null,
        };
        assert!(session.apply(&bad_start).is_err());
        assert_eq!(
            (session.record().clone(), chess::fen_of(session.position())),
            before
        );
        session.apply(&Event::Undo { san: "e4".into() }).unwrap();
        assert!(session.record().moves.is_empty());
        assert_eq!(*session.position(), Chess::default());
        assert!(session.previous_position().is_none());
    }
}

//! A game in progress: the record and the position it leads to, and what the rules say
//! about that position (mate, no move, draws by rule, valid claims). It changes only by
//! [`Session::apply`], one journal event at a time, live as on resume. It knows the game
//! only through [`Playable`].

use super::journal::{self, Event};
use super::record::{Claim, GameRecord, MoveRecord};
use super::rules::Playable;
use crate::position::{Ending, Notated, ReplayError};
use crate::terms::Player;

/// The game: its record, the position it began in, the current position and the one
/// before the last move, and what the rules remember of the line between them (never
/// every position: a game of a million half-moves holds its record and little more),
/// played in positions `P`.
#[derive(Debug, Clone)]
pub struct Session<P: Playable> {
    record: GameRecord<P::Rules>,
    start: P,
    current: P,
    /// The position before the last move and the move, while the positions follow it.
    last: Option<(P, P::Move)>,
    /// How many of the record's moves the positions follow: all of them, unless a move
    /// recorded as written names no legal move.
    followed: usize,
    line: P::Line,
}

/// What the rules say of a draw claim: whether it is valid, and the count it rests on
/// (how often the position stood, how many half-moves without capture or pawn move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClaimCheck {
    /// The claim is valid.
    pub valid: bool,
    /// The count.
    pub count: u32,
}

impl<P: Playable> Session<P> {
    /// The session the `events` of a journal describe, applied in order by
    /// [`Session::apply`]: the first is the start.
    pub fn from_events<'a>(
        events: impl IntoIterator<Item = &'a Event<P::Rules>>,
    ) -> Result<Session<P>, ReplayError> {
        let mut session = Self::from_start(GameRecord::default(), P::default());
        for event in events {
            session.apply(event)?;
        }
        Ok(session)
    }

    /// The session of `record` from `start`, before its positions follow any move.
    fn from_start(record: GameRecord<P::Rules>, start: P) -> Session<P> {
        Session {
            record,
            line: start.line(),
            current: start.clone(),
            start,
            last: None,
            followed: 0,
        }
    }

    /// Applies one event: the one way a game changes, live as on resume. The record
    /// changes by [`journal::apply`] (which `hektor export` uses too) and the positions
    /// follow it. A move must be legal where it stands and a start position legal;
    /// otherwise nothing changes.
    pub fn apply(&mut self, event: &Event<P::Rules>) -> Result<(), ReplayError> {
        match event {
            // A move recorded as written (tournament mode) goes into the record as it
            // was written; the positions follow it while it names one legal move, and
            // stop following the record at the first that does not (nothing said in
            // tournament mode depends on them).
            Event::Move(entry) if entry.written => {
                let follows = self.positions_follow();
                journal::apply(&mut self.record, event);
                if follows && let Some(mv) = self.current.move_of_written(&entry.san) {
                    self.follow(mv);
                }
            }
            Event::Move(_) if !self.positions_follow() => {
                return Err(ReplayError::IllegalMove {
                    ply: self.record.moves.len() + 1,
                    key: String::new(),
                });
            }
            Event::Move(entry) => {
                let illegal = || ReplayError::IllegalMove {
                    ply: self.record.moves.len() + 1,
                    key: entry.uci.clone(),
                };
                let mv = self.current.move_of_key(&entry.uci).ok_or_else(illegal)?;
                if self.current.play(&mv).is_none() {
                    return Err(illegal());
                }
                journal::apply(&mut self.record, event);
                self.follow(mv);
            }
            Event::Start {
                rules, start_fen, ..
            } => {
                let start = start_position(*rules, start_fen.as_deref())?;
                let mut record = self.record.clone();
                journal::apply(&mut record, event);
                let moves = std::mem::take(&mut record.moves);
                let mut session = Self::from_start(record, start);
                for entry in &moves {
                    session.apply(&Event::Move(entry.to_record()))?;
                }
                *self = session;
            }
            _ => {
                journal::apply(&mut self.record, event);
                // An undo took a move off the record: the positions follow it again
                // from the start (rare, and quick for any game played at a board).
                if self.followed > self.record.moves.len() {
                    self.follow_again();
                }
            }
        }
        Ok(())
    }

    /// The positions follow `mv`, legal in the current position, just recorded.
    fn follow(&mut self, mv: P::Move) {
        let Some(next) = self.current.play(&mv) else {
            return;
        };
        self.current.extend(&mut self.line, &mv, &next);
        let before = std::mem::replace(&mut self.current, next);
        self.last = Some((before, mv));
        self.followed += 1;
    }

    /// The positions follow the record again from the start, as far as they can.
    fn follow_again(&mut self) {
        let mut again = Self::from_start(GameRecord::default(), self.start.clone());
        for (_, mv) in self.plies() {
            again.follow(mv);
        }
        again.record = std::mem::take(&mut self.record);
        *self = again;
    }

    /// The record so far.
    pub fn record(&self) -> &GameRecord<P::Rules> {
        &self.record
    }

    /// The record, the positions given up (for a reader that needs only the game).
    pub fn into_record(self) -> GameRecord<P::Rules> {
        self.record
    }

    /// The game's rules.
    pub fn rules(&self) -> P::Rules {
        self.current.rules()
    }

    /// The position the game began in.
    pub fn start(&self) -> &P {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &P {
        &self.current
    }

    /// The position before the last move, if there was one and the positions follow it.
    pub fn previous_position(&self) -> Option<&P> {
        self.last.as_ref().map(|(before, _)| before)
    }

    /// Every recorded move the positions follow with the position it was played in, in
    /// order: played again from the start as the iterator goes, so nothing is kept.
    pub fn plies(&self) -> impl Iterator<Item = (P, P::Move)> + '_ {
        let mut position = Some(self.start.clone());
        self.record.moves.iter().map_while(move |entry| {
            let before = position.take()?;
            let mv = if entry.written {
                before.move_of_written(entry.san)
            } else {
                before.move_of_key(entry.uci)
            }?;
            position = Some(before.play(&mv)?);
            Some((before, mv))
        })
    }

    /// The last recorded move, if any and the positions follow it.
    pub fn last_move(&self) -> Option<&P::Move> {
        self.last.as_ref().map(|(_, mv)| mv)
    }

    /// The side to move: the start position's, changed by every recorded move (so also
    /// after moves recorded as written, which the positions do not follow).
    pub fn turn(&self) -> Player {
        self.side_of(self.record.moves.len())
    }

    /// The side that makes the half-move `index` (0-based) of the record.
    pub fn side_of(&self, index: usize) -> Player {
        let start = self.start().turn();
        if index.is_multiple_of(2) {
            start
        } else {
            start.other()
        }
    }

    /// Whether the positions follow every recorded move: false once a move was recorded
    /// as written (tournament mode), when what the board would say is not known.
    pub fn positions_follow(&self) -> bool {
        self.followed == self.record.moves.len()
    }

    /// The event that records the legal move `mv`, made at `unix_ms`, with the clock
    /// readings after it; [`Session::apply`] records it.
    pub fn move_event(
        &self,
        mv: &P::Move,
        unix_ms: i64,
        readings: Option<(u64, u64)>,
    ) -> Event<P::Rules> {
        Self::event_of(self.position().notate(mv), unix_ms, readings)
    }

    /// The event that records a move written as `notated` (see [`Session::move_event`]).
    pub fn event_of(
        notated: Notated,
        unix_ms: i64,
        readings: Option<(u64, u64)>,
    ) -> Event<P::Rules> {
        Event::Move(MoveRecord {
            san: notated.text,
            uci: notated.key,
            unix_ms,
            white_ms: readings.map(|r| r.0),
            black_ms: readings.map(|r| r.1),
            draw_offer: false,
            written: false,
        })
    }

    /// The event that records a move as written in tournament mode (`text`, unchecked),
    /// made at `unix_ms`, with the clock readings after it.
    pub fn written_event(
        text: &str,
        unix_ms: i64,
        readings: Option<(u64, u64)>,
    ) -> Event<P::Rules> {
        Event::Move(MoveRecord::as_written(text, unix_ms, readings))
    }

    /// Whether the game has a result.
    pub fn is_over(&self) -> bool {
        self.record.is_finished()
    }

    /// How the position ends the game by itself (chess: checkmate, stalemate,
    /// insufficient material, fivefold repetition, the seventy-five-move rule; draughts:
    /// no piece or no move, the draw rules that count moves).
    pub fn automatic_ending(&self) -> Option<Ending> {
        if !self.positions_follow() {
            return None;
        }
        self.current.ending(&self.line)
    }

    /// What the rules say of `claim` now; `None` when the game has no such claim
    /// (draughts counts its draws itself).
    pub fn claim(&self, claim: Claim) -> Option<ClaimCheck> {
        Some(match claim {
            Claim::Repetition => {
                let count = self.current.repetitions(&self.line)?;
                ClaimCheck {
                    valid: count >= 3,
                    count: u32::try_from(count).unwrap_or(u32::MAX),
                }
            }
            Claim::FiftyMoves => {
                let count = self.current.halfmoves()?;
                ClaimCheck {
                    valid: count >= 100,
                    count,
                }
            }
        })
    }

    /// Whether a draw may be agreed now; `Err((made, required))` with the moves made and
    /// the moves the rules require first (draughts: 20 on 64 squares, 40 on 100; seed 003
    /// II.5.1, III.5.1).
    pub fn draw_agreement(&self) -> Result<(), (u32, u32)> {
        P::draw_agreement(&self.line)
    }

    /// Whether `player` can still win on the board (chess: has mating material; losing
    /// on time against a side that cannot mate is a draw).
    pub fn can_win(&self, player: Player) -> bool {
        self.current.can_win(player)
    }
}

/// The start position of a game of `rules`: the standard start or `fen`.
fn start_position<P: Playable>(rules: P::Rules, fen: Option<&str>) -> Result<P, ReplayError> {
    P::start(rules, fen).map_err(|reason| ReplayError::BadStart {
        fen: fen.unwrap_or_default().to_owned(),
        reason,
    })
}

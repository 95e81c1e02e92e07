//! Time controls: periods with a number of moves, base time, increment, and a delay.
//!
//! Two notations are read:
//!
//! - **FIDE style**, minutes first, periods separated by commas: `90/40+30,30+30` (90
//!   minutes for 40 moves, then 30 minutes for the rest, 30 seconds increment per move
//!   from move 1), `G/60` (game in 60 minutes), `G/90;inc30` (with a 30 second
//!   increment), `G/90;d5` (with a 5 second simple delay), `G/90;b5` (Bronstein delay).
//! - **PGN `TimeControl`**, seconds, periods separated by colons: `40/5400+30:1800+30`,
//!   `40/7200:20/3600:900+30`, `300+3`, `300`.
//!
//! A single period without a slash and without commas or colons (`90+30`, `300+3`) is
//! minutes when the base is below 180 and seconds (PGN) from 180 on; `G/180` is always
//! minutes. In `A/B`, the FIDE form has minutes before moves (`90/40`), the PGN form moves
//! before seconds (`40/5400`): when B is larger than A the text is read as PGN.

use serde::{Deserialize, Serialize};

/// How a delay works.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DelayKind {
    /// Simple ("US") delay: each turn the clock waits this long before counting down.
    Simple,
    /// Bronstein delay: after the move, the time used is given back, up to this much.
    Bronstein,
}

/// A delay of `ms` milliseconds of kind `kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Delay {
    /// The kind.
    pub kind: DelayKind,
    /// Its length in milliseconds.
    pub ms: u64,
}

/// One period of a time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Period {
    /// Moves to make in this period; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Time given at the start of the period, in milliseconds.
    pub base_ms: u64,
    /// Time added after each move made in this period, in milliseconds.
    pub increment_ms: u64,
}

/// A complete time control.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    /// The periods in order; the last one has `moves: None` (or repeats, see
    /// [`TimeControl::period_at`]).
    pub periods: Vec<Period>,
    /// A delay applying to every move, if any.
    pub delay: Option<Delay>,
}

/// Why a time control text cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Nothing was given.
    #[error("the time control is empty; write for example 90/40+30,30+30 or G/60 or 300+3")]
    Empty,
    /// A part is not a number where one is needed.
    #[error(
        "the time control {text:?} cannot be read at {part:?}; write for example 90/40+30,30+30 (FIDE, minutes) or 40/5400+30:1800+30 (PGN, seconds)"
    )]
    Syntax {
        /// The whole text.
        text: String,
        /// The part that could not be read.
        part: String,
    },
    /// A period gives no time at all.
    #[error("the time control {text:?} gives no time in one of its periods")]
    ZeroTime {
        /// The whole text.
        text: String,
    },
    /// A period with a move count follows the last period (which has none).
    #[error("in the time control {text:?} only the last period may be without a number of moves")]
    MissingMoves {
        /// The whole text.
        text: String,
    },
}

const SECOND: u64 = 1000;
const MINUTE: u64 = 60 * SECOND;

impl TimeControl {
    /// Reads a time control in FIDE style or PGN `TimeControl` form (see the module docs).
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(TimeControlError::Empty);
        }
        let control = if trimmed.contains(':') {
            parse_pgn(trimmed, text)?
        } else if trimmed.contains(',') || trimmed.contains(';') || starts_with_game(trimmed) {
            parse_fide(trimmed, text)?
        } else if looks_like_pgn_period(trimmed) {
            parse_pgn(trimmed, text)?
        } else {
            parse_fide(trimmed, text)?
        };
        control.validate(text)?;
        Ok(control)
    }

    /// Reads a PGN `TimeControl` tag value (seconds, periods separated by colons), as
    /// [`TimeControl::to_pgn`] writes it: `120` is two minutes here, not two hours.
    pub fn from_pgn_tag(text: &str) -> Result<TimeControl, TimeControlError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(TimeControlError::Empty);
        }
        let control = parse_pgn(trimmed, text)?;
        control.validate(text)?;
        Ok(control)
    }

    fn validate(&self, text: &str) -> Result<(), TimeControlError> {
        let count = self.periods.len();
        for (index, period) in self.periods.iter().enumerate() {
            if period.base_ms == 0 && period.increment_ms == 0 {
                return Err(TimeControlError::ZeroTime {
                    text: text.to_owned(),
                });
            }
            if period.moves.is_none() && index + 1 < count {
                return Err(TimeControlError::MissingMoves {
                    text: text.to_owned(),
                });
            }
        }
        Ok(())
    }

    /// The period in force for a side that has made `moves_made` moves. When the last
    /// period has a move count, it repeats (as in `40/7200` alone).
    pub fn period_at(&self, moves_made: u32) -> (usize, Period) {
        let mut start = 0u32;
        let last = self.periods.len().saturating_sub(1);
        for (index, period) in self.periods.iter().enumerate() {
            match period.moves {
                Some(count) if index < last => {
                    if moves_made < start.saturating_add(count) {
                        return (index, *period);
                    }
                    start = start.saturating_add(count);
                }
                _ => return (index, *period),
            }
        }
        (0, Period::default())
    }

    /// Whether the move number `moves_made` (the side's own count, after the move) ends a
    /// period, and so the next period's time is added.
    pub fn control_reached(&self, moves_made: u32) -> Option<Period> {
        let mut start = 0u32;
        let last = self.periods.len().saturating_sub(1);
        for (index, period) in self.periods.iter().enumerate() {
            let count = period.moves?;
            start = start.saturating_add(count);
            if index == last {
                // A repeating last period: every `count` moves after `start`.
                return (moves_made >= start && (moves_made - start).is_multiple_of(count.max(1)))
                    .then_some(*period);
            }
            if moves_made == start {
                return self.periods.get(index + 1).copied();
            }
            if moves_made < start {
                return None;
            }
        }
        None
    }

    /// Moves still to make before the next control for a side that made `moves_made`.
    pub fn moves_to_control(&self, moves_made: u32) -> Option<u32> {
        let mut start = 0u32;
        let last = self.periods.len().saturating_sub(1);
        for (index, period) in self.periods.iter().enumerate() {
            let count = period.moves?;
            if index == last {
                let done = moves_made.saturating_sub(start) % count.max(1);
                return Some(count - done);
            }
            start = start.saturating_add(count);
            if moves_made < start {
                return Some(start - moves_made);
            }
        }
        None
    }

    /// The time control as a PGN `TimeControl` tag value (the delay is not expressible
    /// there and is left out).
    pub fn to_pgn(&self) -> String {
        let parts: Vec<String> = self
            .periods
            .iter()
            .map(|p| {
                let mut part = String::new();
                if let Some(moves) = p.moves {
                    part.push_str(&format!("{moves}/"));
                }
                part.push_str(&seconds_text(p.base_ms));
                if p.increment_ms > 0 {
                    part.push('+');
                    part.push_str(&seconds_text(p.increment_ms));
                }
                part
            })
            .collect();
        parts.join(":")
    }
}

fn seconds_text(ms: u64) -> String {
    if ms.is_multiple_of(SECOND) {
        format!("{}", ms / SECOND)
    } else {
        format!("{}", ms as f64 / SECOND as f64)
    }
}

fn starts_with_game(text: &str) -> bool {
    let upper = text.to_ascii_uppercase();
    upper.starts_with("G/") || upper.starts_with("G ")
}

fn looks_like_pgn_period(text: &str) -> bool {
    let head = text.split('+').next().unwrap_or_default();
    match head.split_once('/') {
        Some((a, b)) => match (a.trim().parse::<f64>(), b.trim().parse::<f64>()) {
            (Ok(a), Ok(b)) => b > a,
            _ => false,
        },
        None => head.trim().parse::<f64>().is_ok_and(|base| base >= 180.0),
    }
}

fn syntax(text: &str, part: &str) -> TimeControlError {
    TimeControlError::Syntax {
        text: text.to_owned(),
        part: part.to_owned(),
    }
}

fn number(text: &str, part: &str, unit: u64) -> Result<u64, TimeControlError> {
    let value: f64 = part.trim().parse().map_err(|_| syntax(text, part))?;
    let ms = value * unit as f64;
    // At most about 115 days: anything larger is a typing error.
    if !ms.is_finite() || !(0.0..=1.0e10).contains(&ms) {
        return Err(syntax(text, part));
    }
    Ok(ms.round() as u64)
}

fn count(text: &str, part: &str) -> Result<u32, TimeControlError> {
    match part.trim().parse::<u32>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(syntax(text, part)),
    }
}

fn parse_pgn(trimmed: &str, text: &str) -> Result<TimeControl, TimeControlError> {
    let mut periods = Vec::new();
    for part in trimmed.split(':') {
        let (head, increment) = match part.split_once('+') {
            Some((head, inc)) => (head, number(text, inc, SECOND)?),
            None => (part, 0),
        };
        let (moves, base) = match head.split_once('/') {
            Some((moves, base)) => (Some(count(text, moves)?), number(text, base, SECOND)?),
            None => (None, number(text, head, SECOND)?),
        };
        periods.push(Period {
            moves,
            base_ms: base,
            increment_ms: increment,
        });
    }
    Ok(TimeControl {
        periods,
        delay: None,
    })
}

fn parse_fide(trimmed: &str, text: &str) -> Result<TimeControl, TimeControlError> {
    let mut periods = Vec::new();
    let mut delay = None;
    let mut increment_all = None;
    for part in trimmed.split(',') {
        let mut pieces = part.split(';');
        let main = pieces.next().unwrap_or_default().trim();
        for extra in pieces {
            let extra = extra.trim().to_ascii_lowercase();
            if let Some(value) = extra.strip_prefix("inc") {
                increment_all = Some(number(text, value, SECOND)?);
            } else if let Some(value) = extra.strip_prefix('d') {
                delay = Some(Delay {
                    kind: DelayKind::Simple,
                    ms: number(text, value, SECOND)?,
                });
            } else if let Some(value) = extra.strip_prefix('b') {
                delay = Some(Delay {
                    kind: DelayKind::Bronstein,
                    ms: number(text, value, SECOND)?,
                });
            } else {
                return Err(syntax(text, &extra));
            }
        }
        let main = if starts_with_game(main) {
            main.get(2..).unwrap_or_default().trim()
        } else {
            main
        };
        let (head, increment) = match main.split_once('+') {
            Some((head, inc)) => (head, number(text, inc, SECOND)?),
            None => (main, 0),
        };
        let (base, moves) = match head.split_once('/') {
            Some((base, moves)) => (number(text, base, MINUTE)?, Some(count(text, moves)?)),
            None => (number(text, head, MINUTE)?, None),
        };
        periods.push(Period {
            moves,
            base_ms: base,
            increment_ms: increment,
        });
    }
    if let Some(increment) = increment_all {
        for period in &mut periods {
            period.increment_ms = increment;
        }
    }
    Ok(TimeControl { periods, delay })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_panics(text in "\\PC{0,40}") {
            let _ = TimeControl::parse(&text);
        }

        #[test]
        fn pgn_round_trip(moves in 1u32..80, base in 1u64..20_000, inc in 0u64..120, rest in 1u64..20_000) {
            let text = format!("{moves}/{base}+{inc}:{rest}+{inc}");
            let control = TimeControl::parse(&text).unwrap();
            let again = TimeControl::parse(&control.to_pgn()).unwrap();
            prop_assert_eq!(control, again);
        }
    }

    #[test]
    fn moves_to_control_counts_down() {
        let control = TimeControl::parse("90/40+30,30+30").unwrap();
        assert_eq!(control.moves_to_control(0), Some(40));
        assert_eq!(control.moves_to_control(39), Some(1));
        assert_eq!(control.moves_to_control(40), None);
        let repeating = TimeControl::parse("40/7200").unwrap();
        assert_eq!(repeating.moves_to_control(45), Some(35));
    }
}

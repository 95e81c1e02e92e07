//! Time controls: periods with a number of moves, base time, increment, and a delay.
//!
//! A typed control (`--time`) is one or more periods separated by commas (or colons, as
//! PGN separates them); a period is `MOVES/TIME` (so many moves in so much time) or
//! `TIME` (the rest of the game, `G/TIME` too), with `+SECONDS` of increment per move;
//! `;inc30`, `;d5` (simple delay) and `;b5` (Bronstein delay) apply to the whole control.
//! Every time is read by one rule, `typed_time`: up to 240 it is minutes, from 600 on
//! seconds (as PGN's `TimeControl` writes them: `40/5400` is `40/90`), and in between
//! neither reading is plausible and the control is refused. A period cannot have more
//! moves than minutes (`90/40` is the old minutes-first order, refused with the order
//! hektor reads). A PGN tag value is all seconds ([`TimeControl::from_pgn_tag`]).

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
    #[error("the time control is empty; write for example 40/90+30,30+30 or G/60 or 5+3")]
    Empty,
    /// A part is not a number where one is needed.
    #[error(
        "the time control {text:?} cannot be read at {part:?}; write for example 40/90+30,30+30 (moves/minutes) or 40/5400+30:1800+30 (PGN, seconds)"
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
    /// The first period gives no time of its own (`0+5`): the flag would fall before the
    /// first move.
    #[error("the time control {text:?} gives no time before the first move")]
    NoBaseTime {
        /// The whole text.
        text: String,
    },
    /// A time is neither plausible as minutes (more than 240) nor as seconds (less than
    /// 600).
    #[error(
        "in the time control {text:?}, {part:?} is neither minutes (more than 4 hours) nor seconds (less than 10 minutes)"
    )]
    Implausible {
        /// The whole text.
        text: String,
        /// The time.
        part: String,
    },
    /// A period gives more moves than minutes: the minutes-first order (`90/40`).
    #[error(
        "in the time control {text:?}, {part:?} gives more moves than minutes; write the moves first"
    )]
    MovesFirst {
        /// The whole text.
        text: String,
        /// The period.
        part: String,
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
    /// Reads a time control as a person types it (see the module docs).
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(TimeControlError::Empty);
        }
        let separator = if trimmed.contains(':') { ':' } else { ',' };
        let control = parse_typed(trimmed.split(separator), text)?;
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
        if self
            .periods
            .first()
            .is_some_and(|first| first.base_ms == 0 && first.increment_ms > 0)
        {
            return Err(TimeControlError::NoBaseTime {
                text: text.to_owned(),
            });
        }
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

/// The most any clock reading counts without a time control that gives more: 100 hours,
/// more than any game over the board gives a player.
pub const READINGS_FLOOR_MS: u64 = 100 * 60 * MINUTE;

/// The most a clock can hold by move `move_number` (each side's count of moves made, or
/// more) of a game whose PGN `TimeControl` tag is `tag`: [`READINGS_FLOOR_MS`], plus, for
/// each period of the control and each move, the longest period's time and the largest
/// increment (a delay never gives back more than the move used). No game's clock holds
/// more: a game file's reading beyond it is damaged, a `[%clk]` comment's is not read.
pub fn most_reading_ms(tag: Option<&str>, move_number: u32) -> u64 {
    let control = tag.and_then(|tag| TimeControl::from_pgn_tag(tag).ok());
    let periods = control.as_ref().map_or(&[][..], |c| c.periods.as_slice());
    let longest = periods.iter().map(|p| p.base_ms).max().unwrap_or(0);
    let increment = periods.iter().map(|p| p.increment_ms).max().unwrap_or(0);
    let steps = (periods.len() as u64).saturating_add(u64::from(move_number));
    READINGS_FLOOR_MS.saturating_add(steps.saturating_mul(longest.saturating_add(increment)))
}

/// The largest time read as minutes: 4 hours.
pub const MAX_MINUTES: f64 = 240.0;
/// The smallest time read as seconds: 10 minutes.
pub const MIN_SECONDS: f64 = 600.0;

/// A typed time in milliseconds: minutes up to [`MAX_MINUTES`], seconds from
/// [`MIN_SECONDS`] on, refused in between.
fn typed_time(text: &str, part: &str) -> Result<u64, TimeControlError> {
    let value: f64 = part.trim().parse().map_err(|_| syntax(text, part))?;
    if value <= MAX_MINUTES {
        number(text, part, MINUTE)
    } else if value >= MIN_SECONDS {
        number(text, part, SECOND)
    } else {
        Err(TimeControlError::Implausible {
            text: text.to_owned(),
            part: part.trim().to_owned(),
        })
    }
}

/// Reads the typed periods `parts`, each with its `;` options (increment for all
/// periods, delay).
fn parse_typed<'a>(
    parts: impl Iterator<Item = &'a str>,
    text: &str,
) -> Result<TimeControl, TimeControlError> {
    let mut control = TimeControl {
        periods: Vec::new(),
        delay: None,
    };
    let mut increment_all = None;
    for part in parts {
        let mut pieces = part.split(';');
        let main = pieces.next().unwrap_or_default().trim();
        for extra in pieces {
            read_option(text, extra, &mut increment_all, &mut control.delay)?;
        }
        control.periods.push(typed_period(text, main)?);
    }
    if let Some(increment) = increment_all {
        for period in &mut control.periods {
            period.increment_ms = increment;
        }
    }
    Ok(control)
}

/// One `;` option: `inc30`, `d5` or `b5`.
fn read_option(
    text: &str,
    extra: &str,
    increment_all: &mut Option<u64>,
    delay: &mut Option<Delay>,
) -> Result<(), TimeControlError> {
    let extra = extra.trim().to_ascii_lowercase();
    let delay_of = |kind, value| number(text, value, SECOND).map(|ms| Some(Delay { kind, ms }));
    if let Some(value) = extra.strip_prefix("inc") {
        *increment_all = Some(number(text, value, SECOND)?);
    } else if let Some(value) = extra.strip_prefix('d') {
        *delay = delay_of(DelayKind::Simple, value)?;
    } else if let Some(value) = extra.strip_prefix('b') {
        *delay = delay_of(DelayKind::Bronstein, value)?;
    } else {
        return Err(syntax(text, &extra));
    }
    Ok(())
}

/// One typed period: `[G/]TIME[+INC]` or `MOVES/TIME[+INC]`.
fn typed_period(text: &str, main: &str) -> Result<Period, TimeControlError> {
    let game = starts_with_game(main);
    let body = if game {
        main.get(2..).unwrap_or_default().trim()
    } else {
        main
    };
    let (head, increment_ms) = match body.split_once('+') {
        Some((head, inc)) => (head, number(text, inc, SECOND)?),
        None => (body, 0),
    };
    let (moves, base_ms) = match head.split_once('/') {
        Some((moves, time)) if !game => (Some(count(text, moves)?), typed_time(text, time)?),
        Some(_) => return Err(syntax(text, main)),
        None => (None, typed_time(text, head)?),
    };
    if moves.is_some_and(|moves| u64::from(moves) * MINUTE > base_ms) {
        return Err(TimeControlError::MovesFirst {
            text: text.to_owned(),
            part: main.to_owned(),
        });
    }
    Ok(Period {
        moves,
        base_ms,
        increment_ms,
    })
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
            let control = TimeControl::from_pgn_tag(&text).unwrap();
            let again = TimeControl::from_pgn_tag(&control.to_pgn()).unwrap();
            prop_assert_eq!(control, again);
        }
    }

    #[test]
    fn a_reading_counts_up_to_what_the_game_can_give() {
        assert_eq!(most_reading_ms(None, 80), READINGS_FLOOR_MS);
        assert_eq!(most_reading_ms(Some("-"), 1), READINGS_FLOOR_MS);
        // 40/90+30, 30+30 by move 40: 100 hours and 42 steps of 90.5 minutes.
        let most = most_reading_ms(Some("40/5400+30:1800+30"), 40);
        assert_eq!(most, READINGS_FLOOR_MS + 42 * (5_400_000 + 30_000));
        assert!(most < i64::MAX as u64);
        assert!(most_reading_ms(Some("1e99"), u32::MAX) >= READINGS_FLOOR_MS);
    }

    #[test]
    fn moves_to_control_counts_down() {
        let control = TimeControl::parse("40/90+30,30+30").unwrap();
        assert_eq!(control.moves_to_control(0), Some(40));
        assert_eq!(control.moves_to_control(39), Some(1));
        assert_eq!(control.moves_to_control(40), None);
        let repeating = TimeControl::parse("40/7200").unwrap();
        assert_eq!(repeating.moves_to_control(45), Some(35));
    }
}

//! The chess clock: two sides' remaining time under a [`TimeControl`], with periods,
//! increments, delay, time warnings and flag fall.
//!
//! The clock never reads the time itself: every call takes `now` (milliseconds from a
//! [`TimeSource`]), so tests drive it with a [`ManualTime`] and the application with
//! [`SystemTime`].
//!
//! Delay: `Simple` delay (the default of `;d5`) lets each turn's first seconds pass
//! without counting down; `Bronstein` (`;b5`) gives back the time used, at most the delay,
//! when the move is made.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use super::time_control::{DelayKind, TimeControl};

pub use crate::terms::Player;

/// Where the time comes from: milliseconds since the Unix epoch.
pub trait TimeSource: Send {
    /// The current time in milliseconds since the Unix epoch.
    fn now_ms(&self) -> i64;
}

/// The system's wall clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemTime;

impl TimeSource for SystemTime {
    fn now_ms(&self) -> i64 {
        jiff::Timestamp::now().as_millisecond()
    }
}

/// A time source moved by hand (tests, replays). Clones share the same time.
#[derive(Debug, Clone, Default)]
pub struct ManualTime(Arc<AtomicI64>);

impl ManualTime {
    /// A manual time starting at `start_ms`.
    pub fn new(start_ms: i64) -> ManualTime {
        ManualTime(Arc::new(AtomicI64::new(start_ms)))
    }

    /// Moves the time forward by `ms`.
    pub fn advance(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl TimeSource for ManualTime {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Something the clock reports on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockEvent {
    /// `player` has `threshold_ms` or less left before the next control (or the end).
    Warning {
        /// Whose time.
        player: Player,
        /// The threshold passed, in milliseconds.
        threshold_ms: u64,
    },
    /// `player` completed a period's moves: the next period's time was added.
    TimeAdded {
        /// Whose time.
        player: Player,
        /// The time added, in milliseconds.
        added_ms: u64,
    },
    /// `player`'s time ran out.
    FlagFall {
        /// Whose flag.
        player: Player,
    },
}

/// The default warning thresholds: 10 and 5 minutes, then 1 minute.
pub const DEFAULT_WARNINGS_MS: [u64; 3] = [600_000, 300_000, 60_000];

/// A running (or paused) two-sided clock.
#[derive(Debug, Clone)]
pub struct Clock {
    control: TimeControl,
    remaining: [u64; 2],
    moves: [u32; 2],
    turn: Player,
    /// When the current turn's counting began (None: paused).
    since: Option<i64>,
    /// Time of the current turn counted so far before a pause (for delay).
    turn_used: u64,
    warnings: Vec<u64>,
    /// The thresholds still to announce for each side, largest first.
    armed: [Vec<u64>; 2],
    flag: Option<Player>,
}

/// The readings of both sides, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    /// White's remaining time.
    pub white_ms: u64,
    /// Black's remaining time.
    pub black_ms: u64,
}

impl Clock {
    /// A clock at the start of the game, White to move, paused.
    pub fn new(control: TimeControl, warnings: Vec<u64>) -> Clock {
        let base = control.periods.first().map_or(0, |p| p.base_ms);
        let mut clock = Clock {
            control,
            remaining: [base, base],
            moves: [0, 0],
            turn: Player::White,
            since: None,
            turn_used: 0,
            armed: [Vec::new(), Vec::new()],
            warnings,
            flag: None,
        };
        clock.reset_warnings(Player::White);
        clock.reset_warnings(Player::Black);
        clock
    }

    /// A clock restored to recorded readings: `moves` made by each side, `turn` to move.
    pub fn restore(
        control: TimeControl,
        warnings: Vec<u64>,
        readings: Readings,
        moves: (u32, u32),
        turn: Player,
    ) -> Clock {
        let mut clock = Clock::new(control, warnings);
        clock.moves = [moves.0, moves.1];
        clock.turn = turn;
        clock.remaining = [readings.white_ms, readings.black_ms];
        clock.reset_warnings(Player::White);
        clock.reset_warnings(Player::Black);
        clock
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// Whose clock runs (or would run).
    pub fn turn(&self) -> Player {
        self.turn
    }

    /// Whether the clock is running.
    pub fn is_running(&self) -> bool {
        self.since.is_some()
    }

    /// The player whose flag fell, if any.
    pub fn flag(&self) -> Option<Player> {
        self.flag
    }

    /// Moves made by `player`.
    pub fn moves(&self, player: Player) -> u32 {
        self.moves[player.index()]
    }

    /// Starts (or continues) the clock of the player to move.
    pub fn start(&mut self, now: i64) {
        if self.since.is_none() && self.flag.is_none() {
            self.since = Some(now);
        }
    }

    /// Stops the clock; `start` continues it.
    pub fn pause(&mut self, now: i64) {
        let running = self.running_used(now);
        let charged = self.charged(running);
        let index = self.turn.index();
        self.remaining[index] = self.remaining[index].saturating_sub(charged);
        self.turn_used = running;
        self.since = None;
    }

    /// Time used in the current turn, including before a pause.
    fn running_used(&self, now: i64) -> u64 {
        let since = self
            .since
            .map_or(0, |s| u64::try_from(now - s).unwrap_or(0));
        self.turn_used + since
    }

    /// How much of `used` (this turn's time) is charged now, given the delay, minus what
    /// was already charged before a pause.
    fn charged(&self, used: u64) -> u64 {
        let simple = match self.control.delay {
            Some(delay) if delay.kind == DelayKind::Simple => delay.ms,
            _ => 0,
        };
        let total = used.saturating_sub(simple);
        let before = self.turn_used.saturating_sub(simple);
        total.saturating_sub(before)
    }

    /// `player`'s remaining time at `now`.
    pub fn remaining(&self, player: Player, now: i64) -> u64 {
        let index = player.index();
        if player == self.turn && self.since.is_some() {
            let used = self.running_used(now);
            self.remaining[index].saturating_sub(self.charged(used))
        } else {
            self.remaining[index]
        }
    }

    /// Both readings at `now`.
    pub fn readings(&self, now: i64) -> Readings {
        Readings {
            white_ms: self.remaining(Player::White, now),
            black_ms: self.remaining(Player::Black, now),
        }
    }

    /// The player to move completed a move: charge the time, add increment, delay
    /// refund and a new period's time, and start the other player's clock (also when
    /// the clock was stopped: pressing the clock starts it). Returns the events that
    /// happened (a flag that fell before the press).
    pub fn press(&mut self, now: i64) -> Vec<ClockEvent> {
        let mut events = self.tick(now);
        let player = self.turn;
        let index = player.index();
        let used = self.running_used(now);
        if self.flag.is_none() {
            self.remaining[index] = self.remaining(player, now);
            let (_, period) = self.control.period_at(self.moves[index]);
            let mut bonus = period.increment_ms;
            if let Some(delay) = self.control.delay
                && delay.kind == DelayKind::Bronstein
            {
                bonus += used.min(delay.ms);
            }
            self.moves[index] += 1;
            if let Some(next) = self.control.control_reached(self.moves[index]) {
                bonus += next.base_ms;
                self.arm_warnings(player, self.remaining[index] + bonus);
                events.push(ClockEvent::TimeAdded {
                    player,
                    added_ms: next.base_ms,
                });
            }
            self.remaining[index] += bonus;
        } else {
            self.moves[index] += 1;
        }
        self.turn = player.other();
        self.turn_used = 0;
        self.since = self.flag.is_none().then_some(now);
        events
    }

    /// Takes back the last move: its count, its increment and the next period's time
    /// that completing a period added, so that a period's time is added once however
    /// often its last move is taken back and made again. The time spent thinking stays
    /// spent (an arbiter adjusts it).
    pub fn unpress(&mut self, now: i64) {
        let running = self.since.is_some();
        self.pause(now);
        self.turn = self.turn.other();
        let index = self.turn.index();
        self.moves[index] = self.moves[index].saturating_sub(1);
        let added = self.added_by_move(self.moves[index]);
        self.remaining[index] = self.remaining[index].saturating_sub(added);
        self.reset_warnings(self.turn);
        self.turn_used = 0;
        if running {
            self.since = Some(now);
        }
    }

    /// The time a side's move adds when it has made `moves_before` moves: the increment
    /// of the period the move is made in, and the next period's time when the move
    /// completes a period (the Bronstein refund is thinking time given back, not added).
    fn added_by_move(&self, moves_before: u32) -> u64 {
        let (_, period) = self.control.period_at(moves_before);
        let next = self
            .control
            .control_reached(moves_before.saturating_add(1))
            .map_or(0, |next| next.base_ms);
        period.increment_ms.saturating_add(next)
    }

    /// Sets both readings by hand (an arbiter's decision); warnings above the new
    /// readings may fire again.
    pub fn adjust(&mut self, now: i64, readings: Readings) {
        let running = self.since.is_some();
        self.since = running.then_some(now);
        self.turn_used = 0;
        self.remaining = [readings.white_ms, readings.black_ms];
        self.flag = None;
        self.reset_warnings(Player::White);
        self.reset_warnings(Player::Black);
    }

    /// Warnings and flag fall due at `now`, each reported once.
    pub fn tick(&mut self, now: i64) -> Vec<ClockEvent> {
        let mut events = Vec::new();
        if self.flag.is_some() || self.since.is_none() {
            return events;
        }
        let player = self.turn;
        let left = self.remaining(player, now);
        let index = player.index();
        let passed = self.armed[index].iter().take_while(|t| left <= **t).count();
        for threshold in self.armed[index].drain(..passed) {
            events.push(ClockEvent::Warning {
                player,
                threshold_ms: threshold,
            });
        }
        if left == 0 {
            self.pause(now);
            self.flag = Some(player);
            events.push(ClockEvent::FlagFall { player });
        }
        events
    }

    /// Arms the thresholds not yet passed at the current reading, so that only thresholds
    /// crossed while the clock runs are announced.
    fn reset_warnings(&mut self, player: Player) {
        self.arm_warnings(player, self.remaining[player.index()]);
    }

    /// Arms the thresholds below `left`; when every threshold is passed already (a game
    /// shorter than the warning), the halves of `left` instead, down to
    /// [`LAST_HALF_MS`], so that a side is warned before its flag falls.
    fn arm_warnings(&mut self, player: Player, left: u64) {
        let mut armed: Vec<u64> = self
            .warnings
            .iter()
            .copied()
            .filter(|t| *t < left)
            .collect();
        armed.sort_unstable_by(|a, b| b.cmp(a));
        if armed.is_empty() && !self.warnings.is_empty() {
            armed = halves(left);
        }
        self.armed[player.index()] = armed;
    }

    /// The warning `player`'s time is already inside (the smallest threshold, when every
    /// threshold is at or above the time left): said at the start, since that side is
    /// warned as its time halves instead.
    pub fn inside_warning(&self, player: Player) -> Option<u64> {
        let left = self.remaining[player.index()];
        let smallest = self.warnings.iter().copied().min()?;
        (left <= smallest).then_some(smallest)
    }
}

/// The smallest half of the time left that is still announced: 30 seconds.
pub const LAST_HALF_MS: u64 = 30_000;

/// Half of `left`, a quarter, ... while at least [`LAST_HALF_MS`].
fn halves(left: u64) -> Vec<u64> {
    std::iter::successors(Some(left / 2), |half| Some(half / 2))
        .take_while(|half| *half >= LAST_HALF_MS)
        .collect()
}

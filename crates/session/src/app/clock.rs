//! The game session's clock: started, paused and adjusted by hand, its ticks (warnings,
//! time added, a flag), and its readings written to the journal so that a crash loses
//! at most [`CLOCK_READING_MS`] of thinking time.

use super::{App, Out, duration};
use crate::game::clock::{ClockEvent, Player, Readings};
use crate::game::record::{GameResult, Termination};
use crate::games::journal::Event;
use crate::i18n::time::Leading;
use crate::i18n::time::duration_accusative;
use crate::msg;
use crate::sound::Earcon;
use crate::speech::Priority;

/// How often the running clock is written to the journal, so that a crash loses at most
/// this much thinking time.
pub const CLOCK_READING_MS: i64 = 10_000;

impl App {
    pub(super) fn adjust(&mut self, white_ms: Option<u64>, black_ms: Option<u64>, out: &mut Out) {
        let now = self.time.now_ms();
        let Some(clock) = &mut self.clock else {
            out.error(self.text(msg::SESSION_NO_CLOCK_TO_ADJUST));
            return;
        };
        let current = clock.readings(now);
        let readings = Readings {
            white_ms: white_ms.unwrap_or(current.white_ms),
            black_ms: black_ms.unwrap_or(current.black_ms),
        };
        let most = self.session.record().most_reading_ms();
        if readings.white_ms.max(readings.black_ms) > most {
            let most = duration(self.locale(), most);
            out.error(self.text_with(msg::SESSION_ADJUST_TOO_MUCH, &[("most", most.into())]));
            return;
        }
        clock.adjust(now, readings);
        self.apply(
            now,
            Event::ClockAdjust {
                white_ms: readings.white_ms,
                black_ms: readings.black_ms,
                reason: String::from("adjusted by hand"),
            },
            out,
        );
        self.last_reading_ms = now;
        out.say(self.text(msg::SESSION_ADJUSTED), Priority::Move);
        self.say_time(None, out);
    }

    pub(super) fn pause(&mut self, out: &mut Out) {
        let now = self.time.now_ms();
        match &mut self.clock {
            Some(clock) => {
                clock.pause(now);
                out.say(self.text(msg::SESSION_CLOCK_PAUSED), Priority::Move);
                self.record_clock(out);
            }
            None => out.error(self.text(msg::SESSION_NO_CLOCK)),
        }
    }

    pub(super) fn go(&mut self, out: &mut Out) {
        let now = self.time.now_ms();
        let over = self.session.is_over();
        match &mut self.clock {
            Some(_) if over => out.error(self.game_over_sentence()),
            Some(clock) => {
                clock.start(now);
                let color = color_key(clock.turn());
                out.say(
                    self.text_with(msg::SESSION_CLOCK_STARTED, &[("color", color.into())]),
                    Priority::Move,
                );
                self.record_clock(out);
            }
            None => out.error(self.text(msg::SESSION_NO_CLOCK)),
        }
    }

    pub(super) fn tick(&mut self, out: &mut Out) {
        let now = self.time.now_ms();
        if self.session.is_over() {
            return;
        }
        let events = self.clock.as_mut().map(|c| c.tick(now)).unwrap_or_default();
        self.clock_events(events, out);
        if self.clock_running() && now - self.last_reading_ms >= CLOCK_READING_MS {
            self.record_clock(out);
        }
    }

    pub(super) fn clock_events(&mut self, events: Vec<ClockEvent>, out: &mut Out) {
        for event in events {
            match event {
                ClockEvent::Warning {
                    player,
                    threshold_ms,
                } => {
                    out.sound(Earcon::TimeWarning);
                    out.say(self.time_warning(player, threshold_ms), Priority::Warning);
                }
                ClockEvent::TimeAdded { player, added_ms } => {
                    let side = player.name(self.locale());
                    let added = duration_accusative(self.locale(), added_ms);
                    out.say(
                        self.text_with(
                            msg::SESSION_TIME_ADDED,
                            &[("side", side.into()), ("added", added.into())],
                        ),
                        Priority::Warning,
                    );
                }
                ClockEvent::FlagFall { player } => {
                    let side = player.name(self.locale());
                    out.sound(Earcon::FlagFall);
                    out.say(
                        self.text_with(msg::SESSION_FLAG_FALL, &[("side", side.into())]),
                        Priority::Warning,
                    );
                    if self.session.is_over() {
                        continue;
                    }
                    // Who wins on time depends on the board (can the other side mate?):
                    // in tournament mode the result is what the player enters.
                    if self.strict() {
                        out.say(self.text(msg::TOURNAMENT_FLAG_RESULT), Priority::Warning);
                        continue;
                    }
                    let winner = player.other();
                    let result = if self.session.can_win(winner) {
                        match winner {
                            Player::White => GameResult::WhiteWins,
                            Player::Black => GameResult::BlackWins,
                        }
                    } else {
                        GameResult::Draw
                    };
                    self.end_game(result, Some(Termination::TimeForfeit), out);
                }
            }
        }
    }

    /// "Black: 2 minutes left.", "Białe: zostały 2 minuty.": the verb agrees with the time's leading unit and
    /// its number, chosen by the message.
    fn time_warning(&self, player: Player, left_ms: u64) -> String {
        let (id, count) = match crate::i18n::time::leading(left_ms) {
            Leading::Hours(n) => (msg::SESSION_TIME_WARNING_HOURS, n),
            Leading::Minutes(n) => (msg::SESSION_TIME_WARNING_MINUTES, n),
            Leading::Seconds(n) => (msg::SESSION_TIME_WARNING_SECONDS, n),
        };
        let side = player.name(self.locale());
        let left = duration(self.locale(), left_ms);
        self.text_with(
            id,
            &[
                ("side", side.into()),
                ("left", left.into()),
                ("count", count.into()),
            ],
        )
    }

    /// Writes the clock as it stands to the journal.
    pub(super) fn record_clock(&mut self, out: &mut Out) {
        let now = self.time.now_ms();
        if let Some(clock) = &self.clock {
            let readings = clock.readings(now);
            let event = Event::ClockReading {
                white_ms: readings.white_ms,
                black_ms: readings.black_ms,
                running: clock.is_running(),
            };
            self.apply(now, event, out);
            self.last_reading_ms = now;
        }
    }

    /// At the start of a running clock whose time is already within the warning time (a
    /// game shorter than the warning): that it is, and that hektor warns as it halves.
    pub(super) fn warning_already_passed(&self) -> Option<String> {
        let clock = self.clock.as_ref().filter(|clock| clock.is_running())?;
        let warning = clock.inside_warning(clock.turn())?;
        let warning = duration(self.locale(), warning);
        Some(self.text_with(msg::SESSION_INSIDE_WARNING, &[("warning", warning.into())]))
    }
}

/// The Fluent selector key of a side's colour (`white`, `black`), for sentences whose
/// colour word takes a case of its own ("час білих").
pub(super) fn color_key(player: Player) -> String {
    match player {
        Player::White => "white".to_owned(),
        Player::Black => "black".to_owned(),
    }
}

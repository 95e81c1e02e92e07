//! Opening a game session: a new game, a game resumed from its journal (its clock at the
//! last recorded reading), the settings of the session, and the greeting that says what
//! was opened.

use std::path::PathBuf;

use super::clock::{CLOCK_READING_MS, color_key};
use super::setup::Mode;
use super::{App, Effect, Out, Pending, Setup, SetupError, players, reconcile, words};
use crate::game::clock::{Clock, Readings, TimeSource};
use crate::game::record::Tags;
use crate::game::tournament::Allowance;
use crate::games::Session;
use crate::games::journal::{Entry, Event};
use crate::games::words::{GameWords, MoveReader};
use crate::msg;
use crate::speech::Priority;

/// The last clock reading of a resumed game: when it was taken, and whether the clock
/// ran then (thinking time after it was not recorded).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct LastReading {
    unix_ms: i64,
    running: bool,
}

impl App {
    /// A new game with `setup`, its clock (if any) started at once.
    pub fn new(setup: Setup, time: Box<dyn TimeSource>) -> Result<App, SetupError> {
        let control = setup.control()?;
        let setup = Setup {
            control: control.clone(),
            ..setup
        };
        let tags = Tags {
            white: setup.white.clone(),
            black: setup.black.clone(),
            event: setup.heading.event.clone(),
            site: setup.heading.site.clone(),
            round: setup.heading.round.clone(),
            board: setup.heading.board.clone(),
            time_control: control.as_ref().map(|c| c.to_pgn()),
            date: words::pgn_date(time.now_ms()),
        };
        let start = Event::Start {
            rules: setup.rules,
            tags: Box::new(tags),
            start_fen: setup.fen.clone(),
            settings: setup.to_json(),
        };
        let session = Session::from_events([&start])?;
        let first = session.turn();
        let mut clock = control.map(|control| {
            let base = control.periods.first().map_or(0, |p| p.base_ms);
            let readings = Readings {
                white_ms: base,
                black_ms: base,
            };
            let made = words::moves_made(session.record());
            Clock::restore(control, setup.warnings_ms.clone(), readings, made, first)
        });
        if let Some(clock) = &mut clock {
            clock.start(time.now_ms());
        }
        Ok(App::assemble(setup, session, clock, time))
    }

    /// A game continued from its journal entries: the moves, and the clock at the last
    /// recorded reading, stopped until `go`.
    pub fn resume(entries: &[Entry], time: Box<dyn TimeSource>) -> Result<App, SetupError> {
        let session = Session::from_events(entries.iter().map(|e| &e.event))?;
        let mut noted = Noted::default();
        for entry in entries {
            noted.note(entry);
        }
        App::resume_game(session, noted, time)
    }

    /// A game continued from the game its journal's reader made (`session`, see
    /// [`crate::games::journal::read_each`]) and what was `noted` of the entries as they
    /// were read: as [`App::resume`], with no entry kept.
    pub fn resume_game(
        session: Session,
        noted: Noted,
        time: Box<dyn TimeSource>,
    ) -> Result<App, SetupError> {
        let (setup, unread) = noted
            .settings
            .as_ref()
            .map(Setup::read_json)
            .unwrap_or_default();
        let control = setup.resumed_control(noted.time_control.as_deref())?;
        let last = noted.last;
        let clock = control.map(|control| {
            let base = control.periods.first().map_or(0, |p| p.base_ms);
            let readings = last.map_or(
                Readings {
                    white_ms: base,
                    black_ms: base,
                },
                |(readings, _)| readings,
            );
            let (white, black) = words::moves_made(session.record());
            Clock::restore(
                control,
                setup.warnings_ms.clone(),
                readings,
                (white, black),
                session.turn(),
            )
        });
        let mut app = App::assemble(setup, session, clock, time);
        app.restore_left(noted.left);
        if app.clock.is_some() {
            app.resumed_reading = last.map(|(_, reading)| reading);
        }
        app.unread_settings = unread;
        Ok(app)
    }

    fn assemble(
        setup: Setup,
        session: Session,
        clock: Option<Clock>,
        time: Box<dyn TimeSource>,
    ) -> App {
        let now = time.now_ms();
        App {
            words: GameWords::new(session.rules(), setup.announce),
            setup,
            session,
            clock,
            time,
            pending: Pending::Nothing,
            last_said: Vec::new(),
            boards: reconcile::Boards::default(),
            game_file: None,
            last_reading_ms: now,
            resumed_reading: None,
            unread_settings: Vec::new(),
            key_help: Vec::new(),
            log_code: None,
            unwritten: 0,
            network_up: None,
            unlogged: None,
        }
    }

    /// The same session in the UI language `lang` (a resumed game speaks the language
    /// the user chose now, whatever language it was begun in).
    pub fn in_language(mut self, lang: crate::i18n::Lang) -> App {
        self.setup.announce.lang = lang;
        self.words = GameWords::new(self.session.rules(), self.setup.announce);
        self
    }

    /// Names the game's own file: `export` refuses to write over it.
    pub fn set_game_file(&mut self, path: PathBuf) {
        self.game_file = Some(path);
    }

    /// Sets the full screen's keys (one line each, in the UI language), which `help`
    /// says after the commands, in plain mode as on the screen.
    pub fn set_key_help(&mut self, lines: Vec<String>) {
        self.key_help = lines;
    }

    /// Replaces the move reader (tests use this to reach every branch of the cycle).
    pub fn with_move_reader(mut self, reader: MoveReader) -> App {
        self.words = self.words.with_move_reader(reader);
        self
    }

    /// The start of a session: the journal's first line.
    pub fn start_event(&self) -> Event {
        Event::Start {
            rules: self.record().rules,
            tags: Box::new(self.record().tags.clone()),
            start_fen: self.record().start_fen.clone(),
            settings: self.setup.to_json(),
        }
    }

    /// The greeting of a new or resumed session.
    pub fn greeting(&mut self) -> Vec<Effect> {
        let mut out = Out::default();
        if let Some(sentence) = self.tournament_greeting() {
            out.say(sentence, Priority::Move);
        }
        let resumed = !self.record().moves.is_empty();
        if resumed {
            let last = self.last_move_sentence();
            out.say(
                self.text_with(msg::SESSION_RESUMED, &[("last", last.into())]),
                Priority::Move,
            );
            if let Some(unread) = self.unread_settings_sentence() {
                out.say(unread, Priority::Move);
            }
        } else {
            out.say(
                self.text_with(
                    msg::SESSION_NEW_GAME,
                    &[(
                        "players",
                        players(self.locale(), &self.setup.white, &self.setup.black).into(),
                    )],
                ),
                Priority::Move,
            );
        }
        let clock_line = match &self.clock {
            Some(clock) => {
                let words = crate::game::time_words::time_control(self.locale(), clock.control());
                if clock.is_running() {
                    let color = color_key(clock.turn());
                    format!(
                        "{} {}",
                        self.text_with(msg::SESSION_TIME_CONTROL, &[("control", words.into())]),
                        self.text_with(msg::SESSION_CLOCK_STARTED, &[("color", color.into())])
                    )
                } else {
                    self.text_with(
                        msg::SESSION_CLOCK_STOPPED_RESUME,
                        &[("control", words.into())],
                    )
                }
            }
            None => self.text(msg::SESSION_NO_CLOCK),
        };
        out.say(clock_line, Priority::Move);
        if let Some(warning) = self.warning_already_passed() {
            out.say(warning, Priority::Move);
        }
        if let Some(reading) = self.resumed_reading {
            out.say(self.reading_age_sentence(reading), Priority::Move);
        }
        let role = match self.setup.mode {
            Mode::Assistant => self.text(msg::SESSION_MODE_ASSISTANT),
            Mode::Player => {
                let side = self.setup.player().in_sentence(self.locale());
                self.text_with(msg::SESSION_MODE_PLAYER, &[("side", side.into())])
            }
        };
        out.say(role, Priority::Move);
        if self.setup.mode == Mode::Player
            && let Some(notice) = self.position().rules().player_notice_id()
        {
            out.say(self.text(notice), Priority::Move);
        }
        // A set-up position's end is the board's to say: never in tournament mode.
        let ending = self.session.automatic_ending().filter(|_| !self.strict());
        match ending {
            // A position set up where the game is already over (no move, mate).
            Some(ending) if !self.session.is_over() => {
                self.end_game(ending.result, Some(ending.termination), &mut out);
            }
            _ if self.session.is_over() => out.say(self.game_over_sentence(), Priority::Move),
            _ => out.say(self.turn_sentence(), Priority::Move),
        }
        if !resumed {
            out.say(self.text(msg::SESSION_HELP_HINT), Priority::Move);
        }
        out.effects
    }

    /// What a resumed game's file held that could not be read, if anything.
    fn unread_settings_sentence(&self) -> Option<String> {
        let unread = &self.unread_settings;
        (!unread.is_empty()).then(|| {
            self.text_with(
                msg::SESSION_RESUME_UNREAD_SETTINGS,
                &[
                    ("settings", unread.join(", ").into()),
                    ("count", unread.len().into()),
                ],
            )
        })
    }

    /// How old the resumed clock reading is, and whether thinking time after it is lost.
    fn reading_age_sentence(&self, reading: LastReading) -> String {
        // A damaged file's time (i64::MIN) must not overflow: the age is then said as long.
        let age_ms = u64::try_from(self.time.now_ms().saturating_sub(reading.unix_ms)).unwrap_or(0);
        let age = crate::i18n::time::duration(self.locale(), age_ms);
        if reading.running {
            let most = crate::i18n::time::duration(
                self.locale(),
                u64::try_from(CLOCK_READING_MS).unwrap_or_default(),
            );
            self.text_with(
                msg::SESSION_READING_AGE_RUNNING,
                &[("age", age.into()), ("most", most.into())],
            )
        } else {
            self.text_with(msg::SESSION_READING_AGE_STOPPED, &[("age", age.into())])
        }
    }
}

/// What a resume needs of a journal's entries besides the game they make, noted entry by
/// entry as the journal is read (no entry is kept): the start's settings and time
/// control, the latest clock readings, whether the arbiter let the player leave
/// tournament mode, and when the last entry was written.
#[derive(Debug, Default)]
pub struct Noted {
    settings: Option<serde_json::Value>,
    time_control: Option<String>,
    last: Option<(Readings, LastReading)>,
    left: bool,
    last_ms: Option<i64>,
}

impl Noted {
    /// Notes what `entry`, the next of the journal, says.
    pub fn note(&mut self, entry: &Entry) {
        self.last_ms = Some(entry.unix_ms);
        let (white_ms, black_ms, running) = match &entry.event {
            Event::Start { settings, tags, .. } => {
                if self.settings.is_none() {
                    self.settings = Some(settings.clone());
                    self.time_control = tags.time_control.clone();
                }
                return;
            }
            Event::ArbiterAllowed {
                what: Allowance::LeaveMode,
            } => {
                self.left = true;
                return;
            }
            Event::Move(mv) => match (mv.white_ms, mv.black_ms) {
                (Some(white_ms), Some(black_ms)) => (white_ms, black_ms, true),
                _ => return,
            },
            Event::ClockAdjust {
                white_ms, black_ms, ..
            } => (*white_ms, *black_ms, true),
            Event::ClockReading {
                white_ms,
                black_ms,
                running,
            } => (*white_ms, *black_ms, *running),
            _ => return,
        };
        let reading = LastReading {
            unix_ms: entry.unix_ms,
            running,
        };
        self.last = Some((Readings { white_ms, black_ms }, reading));
    }

    /// When the last entry noted was written, if any was.
    pub fn last_ms(&self) -> Option<i64> {
        self.last_ms
    }
}

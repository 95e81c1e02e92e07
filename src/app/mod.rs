//! The game session's application state: `App::update(Command) -> Vec<Effect>`.
//!
//! The state update does no I/O (except reading the other scoresheet for `reconcile`,
//! in [`reconcile`]): it reads the time from an injected
//! [`TimeSource`](crate::game::clock::TimeSource) and returns what should happen as
//! [`Effect`]s (speak, sound, append to the journal, export, quit), which the front end
//! carries out. The plain front end and the TUI share it, so a test of one tests both.
//!
//! The move cycle follows FIDE Appendix D: a move is announced, may be withdrawn or
//! corrected until confirmed, and confirming it "presses the clock": only then is it
//! recorded. An opponent's move is read back and recorded when confirmed.

pub mod browse;
pub mod command;
mod queries;
mod reconcile;
pub mod replay;
pub mod setup;
mod words;

use std::path::{Path, PathBuf};

use crate::game::clock::{Clock, ClockEvent, Player, Readings, TimeSource};
use crate::game::journal::{Entry, Event};
use crate::game::record::{GameRecord, GameResult, Tags, Termination};
use crate::game::session::{Claim, ClaimCheck, Session};
use crate::game::time_control::TimeControlError;
use crate::games::words::{GameWords, MoveReader, Reading, promotion_piece};
use crate::games::{Board, GameMove, GamePosition, ReplayError, chess, draughts};
use crate::i18n::{Locale, sentence};
use crate::notation::Choice;
use crate::sound::Earcon;
use crate::speech::{Priority, Utterance};
use fluent_bundle::FluentValue;
use setup::Mode;

use crate::i18n::time::Leading;
pub use crate::i18n::time::duration;
pub use browse::{Browse, GameTarget, Seek, Step};
pub use command::{
    BoardStep, COMMANDS, Command, CommandSpec, Engine, LineError, MAX_LINE, entry_of, read_line,
    read_replay_line,
};
pub use queries::{help_entry, help_lines};
pub use reconcile::read_sheet;
pub use setup::Setup;
pub use words::{black_after_against, player_name};

/// A session the runtime runs: a game ([`App`]) or a replay ([`replay::Replay`]). Both
/// take the same commands and answer with the same effects; neither touches the world.
pub trait SessionEngine {
    /// What is said when the session starts.
    fn greeting(&mut self) -> Vec<Effect>;
    /// Runs one command; what the runtime must do for it.
    fn update(&mut self, command: Command) -> Vec<Effect>;
    /// The UI language's messages (the runtime's own sentences are said in it).
    fn locale(&self) -> &Locale;
    /// The record of the game played, which `export` writes; none in a replay.
    fn record(&self) -> Option<&GameRecord>;
    /// Goes on with an answer that asked the runtime to read something
    /// ([`Effect::Read`]), with what it read.
    fn receive(&mut self, got: Got) -> Vec<Effect> {
        let _ = got;
        Vec::new()
    }
}

/// Something a session needs read from a file (or waited for) before it can answer; the
/// runtime reads it and hands the result back to [`SessionEngine::receive`].
#[derive(Debug, Clone, PartialEq)]
pub enum Read {
    /// Game N of a replayed file.
    Game(crate::replay::library::Library, usize),
    /// How far the replayed file's index has come, after waiting at most so long for it
    /// to be complete.
    Index(crate::replay::library::Library, std::time::Duration),
    /// The other scoresheet of `reconcile FILE [game N]`, read as a game of these rules
    /// reads one.
    Sheet {
        /// The file.
        path: PathBuf,
        /// The game asked for, if one was.
        game: Option<usize>,
        /// The session's rules.
        rules: crate::games::Rules,
    },
}

/// What the runtime read for a [`Read`].
#[derive(Debug)]
pub enum Got {
    /// Game N, or why it could not be read.
    Game(
        usize,
        Result<crate::replay::tree::GameTree, crate::replay::library::LoadFailure>,
    ),
    /// How far indexing has come after the wait.
    Index(crate::replay::index::Progress),
    /// The other scoresheet (file, game asked for), or why it cannot be used.
    Sheet(
        PathBuf,
        Option<usize>,
        Result<crate::reconcile::Sheet, crate::reconcile::SheetFileError>,
    ),
}

impl SessionEngine for App {
    fn greeting(&mut self) -> Vec<Effect> {
        App::greeting(self)
    }

    fn update(&mut self, command: Command) -> Vec<Effect> {
        App::update(self, command)
    }

    fn locale(&self) -> &Locale {
        App::locale(self)
    }

    fn record(&self) -> Option<&GameRecord> {
        Some(App::record(self))
    }

    /// Says the reconciliation of the sheet the runtime read.
    fn receive(&mut self, got: Got) -> Vec<Effect> {
        let Got::Sheet(path, game, read) = got else {
            return Vec::new();
        };
        let mut out = Out::default();
        self.compare_sheet((&path, game), read, &mut out);
        self.answered(out, true)
    }
}

/// Something the front end must do for the application.
// A journal entry carries the game's heading; effects live for one update, a few at a
// time, so their size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Say this (plain mode prints it as one line).
    Say(Utterance),
    /// Play this sound.
    Sound(Earcon),
    /// Append this entry to the game's journal (and flush it).
    Journal(Entry),
    /// Write the scoresheet in `format` to `path`.
    Export {
        /// The format (`None`: the word typed names no format).
        format: Option<crate::scoresheet::Format>,
        /// The file.
        path: PathBuf,
        /// The user said yes to replacing the existing file; otherwise an existing file
        /// is never touched.
        overwrite: bool,
    },
    /// Read this and hand it back to the session ([`SessionEngine::receive`]).
    Read(Read),
    /// Remember the place reached in a replayed file, for the next replay of it.
    RememberPlace {
        /// The data folder that keeps the places.
        data_dir: PathBuf,
        /// The replayed file.
        file: PathBuf,
        /// The game and the move.
        place: crate::replay::places::Place,
    },
    /// End the session.
    Quit,
}

/// A move announced and waiting for confirmation.
#[derive(Debug, Clone)]
struct PendingMove {
    mv: GameMove,
    offer_draw: bool,
    /// The announcement, said again by `repeat` after the move is recorded.
    said: Option<Utterance>,
    /// The move of a draw claim that was not valid: it must be played (FIDE 9.2).
    must_play: bool,
}

impl PendingMove {
    fn new(mv: GameMove) -> PendingMove {
        PendingMove {
            mv,
            offer_draw: false,
            said: None,
            must_play: false,
        }
    }
}

/// What the session waits for.
#[derive(Debug, Clone)]
enum Pending {
    /// Nothing: a move or a command.
    Nothing,
    /// Confirmation of an announced move.
    Move(PendingMove),
    /// Which piece a pawn promotes to.
    Promotion(Vec<GameMove>),
    /// Which of several moves an input fitted was meant.
    Choice(Asked),
    /// Yes or no to an action that cannot be taken back silently.
    Question(Action),
}

/// The question which of several moves an input fitted was meant.
#[derive(Debug, Clone)]
struct Asked {
    /// The moves, in the order they are numbered.
    candidates: Vec<GameMove>,
    /// Each move in words, in the same order.
    names: Vec<String>,
    /// The question as said.
    question: String,
}

/// An action that needs a yes first.
#[derive(Debug, Clone, PartialEq)]
enum Action {
    Undo,
    End(GameResult, Option<Termination>),
    WithdrawResult,
    /// Replace the existing file `path` with the scoresheet.
    Export {
        format: Option<crate::scoresheet::Format>,
        path: PathBuf,
    },
}

/// How often the running clock is written to the journal, so that a crash loses at most
/// this much thinking time.
pub const CLOCK_READING_MS: i64 = 10_000;

/// The last clock reading of a resumed game: when it was taken, and whether the clock
/// ran then (thinking time after it was not recorded).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LastReading {
    unix_ms: i64,
    running: bool,
}

/// A session could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    /// The time control text is not usable.
    #[error("--time: {0}")]
    Time(#[from] TimeControlError),
    /// The recorded game does not replay.
    #[error("the saved game does not replay: {0}")]
    Replay(#[from] ReplayError),
}

/// The state of one game session.
pub struct App {
    setup: Setup,
    session: Session,
    words: GameWords,
    clock: Option<Clock>,
    time: Box<dyn TimeSource>,
    pending: Pending,
    /// The last announcement, for `repeat`.
    last_said: Vec<Utterance>,
    /// The boards entered for `reconcile`.
    boards: reconcile::Boards,
    /// The game's own file, which an export never overwrites.
    game_file: Option<PathBuf>,
    /// When the clock readings were last written to the journal.
    last_reading_ms: i64,
    /// The last recorded clock reading of a resumed game, for the greeting.
    resumed_reading: Option<LastReading>,
    /// The settings of a resumed game's file that could not be read (their defaults are
    /// used), named in the greeting.
    unread_settings: Vec<String>,
    /// The full screen's keys, one line each, said after the commands by `help`.
    key_help: Vec<String>,
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("setup", &self.setup)
            .field("moves", &self.session.record().moves.len())
            .finish()
    }
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
            tags,
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
            Clock::restore(control, setup.warnings_ms.clone(), readings, (0, 0), first)
        });
        if let Some(clock) = &mut clock {
            clock.start(time.now_ms());
        }
        Ok(App::assemble(setup, session, clock, time))
    }

    /// A game continued from its journal entries: the moves, and the clock at the last
    /// recorded reading, stopped until `go`.
    pub fn resume(entries: &[Entry], time: Box<dyn TimeSource>) -> Result<App, SetupError> {
        let ((setup, unread), tag) = entries
            .iter()
            .find_map(|e| match &e.event {
                Event::Start { settings, tags, .. } => {
                    Some((Setup::read_json(settings), tags.time_control.as_deref()))
                }
                _ => None,
            })
            .unwrap_or_default();
        let control = setup.resumed_control(tag)?;
        let session = Session::from_events(entries.iter().map(|e| &e.event))?;
        let last = last_readings(entries);
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

    /// The settings.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The game so far.
    pub fn record(&self) -> &GameRecord {
        self.session.record()
    }

    /// The current position.
    pub fn position(&self) -> &Board {
        self.session.position()
    }

    /// The clock readings now, if there is a clock.
    pub fn readings(&self) -> Option<Readings> {
        let now = self.time.now_ms();
        self.clock.as_ref().map(|c| c.readings(now))
    }

    /// Whether the clock runs.
    pub fn clock_running(&self) -> bool {
        self.clock.as_ref().is_some_and(Clock::is_running)
    }

    /// The move waiting for confirmation, as SAN, if any.
    pub fn pending_move(&self) -> Option<String> {
        match &self.pending {
            Pending::Move(p) => Some(self.position().notate(&p.mv).text),
            _ => None,
        }
    }

    /// Whether a question waits for yes or no (then an empty line means yes).
    pub fn is_asking(&self) -> bool {
        !matches!(self.pending, Pending::Nothing)
    }

    /// The UI language's messages.
    pub fn locale(&self) -> &Locale {
        self.words.locale()
    }

    /// "Black: 2 minutes are left.": the verb agrees with the time's leading unit and
    /// its number, chosen by the message.
    fn time_warning(&self, player: Player, left_ms: u64) -> String {
        let (id, count) = match crate::i18n::time::leading(left_ms) {
            Leading::Hours(n) => ("session-time-warning-hours", n),
            Leading::Minutes(n) => ("session-time-warning-minutes", n),
            Leading::Seconds(n) => ("session-time-warning-seconds", n),
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

    /// What a resumed game's file held that could not be read, if anything.
    fn unread_settings_sentence(&self) -> Option<String> {
        let unread = &self.unread_settings;
        (!unread.is_empty()).then(|| {
            self.text_with(
                "session-resume-unread-settings",
                &[
                    ("settings", unread.join(", ").into()),
                    ("count", unread.len().into()),
                ],
            )
        })
    }

    /// The start of a session: the journal's first line.
    pub fn start_event(&self) -> Event {
        Event::Start {
            rules: self.record().rules,
            tags: self.record().tags.clone(),
            start_fen: self.record().start_fen.clone(),
            settings: self.setup.to_json(),
        }
    }

    /// The greeting of a new or resumed session.
    pub fn greeting(&mut self) -> Vec<Effect> {
        let mut out = Out::default();
        let resumed = !self.record().moves.is_empty();
        let names = words::names(self);
        if resumed {
            let last = self.last_move_sentence();
            out.say(
                self.text_with("session-resumed", &[("last", last.into())]),
                Priority::Move,
            );
            if let Some(unread) = self.unread_settings_sentence() {
                out.say(unread, Priority::Move);
            }
        } else {
            out.say(
                self.text_with(
                    "session-new-game",
                    &[
                        ("white", names.0.clone().into()),
                        (
                            "black",
                            (black_after_against(self.locale(), &names.1)).into(),
                        ),
                    ],
                ),
                Priority::Move,
            );
        }
        let clock_line = match &self.clock {
            Some(clock) => {
                let words = crate::i18n::time::time_control(self.locale(), clock.control());
                if clock.is_running() {
                    let color = color_key(clock.turn());
                    format!(
                        "{} {}",
                        self.text_with("session-time-control", &[("control", words.into())]),
                        self.text_with("session-clock-started", &[("color", color.into())])
                    )
                } else {
                    self.text_with("session-clock-stopped-resume", &[("control", words.into())])
                }
            }
            None => self.text("session-no-clock"),
        };
        out.say(clock_line, Priority::Move);
        if let Some(warning) = self.warning_already_passed() {
            out.say(warning, Priority::Move);
        }
        if let Some(reading) = self.resumed_reading {
            out.say(self.reading_age_sentence(reading), Priority::Move);
        }
        let role = match self.setup.mode {
            Mode::Assistant => self.text("session-mode-assistant"),
            Mode::Player => {
                let side = self.setup.player().in_sentence(self.locale());
                self.text_with("session-mode-player", &[("side", side.into())])
            }
        };
        out.say(role, Priority::Move);
        if self.setup.mode == Mode::Player && self.position().draughts().is_some() {
            out.say(self.text("draughts-player-notice"), Priority::Move);
        }
        let ending = self.session.automatic_ending();
        match ending {
            // A position set up where the game is already over (no move, mate).
            Some(ending) if !self.session.is_over() => {
                self.end_game(ending.result, Some(ending.termination), &mut out);
            }
            _ if self.session.is_over() => out.say(self.game_over_sentence(), Priority::Move),
            _ => out.say(self.turn_sentence(), Priority::Move),
        }
        if !resumed {
            out.say(self.text("session-help-hint"), Priority::Move);
        }
        out.effects
    }

    /// Carries out `command` and returns what the front end must do: the session
    /// engine's one entry point, the same for the plain and the full-screen front end and
    /// for chess and draughts. It does no I/O: what is to be said, played, journaled or
    /// exported comes back as [`Effect`]s.
    ///
    /// ```
    /// use hektor::announce::{AnnounceOptions, Style};
    /// use hektor::app::{App, Command, Effect, Setup};
    /// use hektor::app::setup::Mode;
    /// use hektor::game::clock::ManualTime;
    /// use hektor::games::Rules;
    ///
    /// // An assistant enters a draughts-100 game; a hand-driven clock stands in for time.
    /// let setup = Setup {
    ///     rules: Rules::Draughts100,
    ///     mode: Mode::Assistant,
    ///     announce: AnnounceOptions { style: Style::Native, ..AnnounceOptions::default() },
    ///     ..Setup::default()
    /// };
    /// let mut app = App::new(setup, Box::new(ManualTime::new(0)))?;
    /// let said = |effects: Vec<Effect>| -> Vec<String> {
    ///     effects
    ///         .into_iter()
    ///         .filter_map(|e| match e {
    ///             Effect::Say(utterance) => Some(utterance.text()),
    ///             _ => None,
    ///         })
    ///         .collect()
    /// };
    /// // The move is announced and waits for its confirmation ...
    /// let effects = app.update(Command::Line("32-28".into()));
    /// assert_eq!(said(effects), ["White: thirty-two, twenty-eight"]);
    /// // ... which records it: the journal line is an effect too.
    /// let effects = app.update(Command::Line("yes".into()));
    /// assert!(effects.iter().any(|e| matches!(e, Effect::Journal(_))));
    /// assert_eq!(app.record().moves[0].san, "32-28");
    /// # Ok::<(), hektor::app::SetupError>(())
    /// ```
    pub fn update(&mut self, command: Command) -> Vec<Effect> {
        let mut out = Out::default();
        let remember = !matches!(command, Command::Repeat | Command::Tick);
        // What the clock says on its own joins whatever is speaking; it cuts nothing.
        out.continuing = matches!(command, Command::Tick);
        self.dispatch(command, &mut out);
        self.answered(out, remember)
    }

    /// The effects of `out`; its answers are what `repeat` says next, when `remember`.
    fn answered(&mut self, out: Out, remember: bool) -> Vec<Effect> {
        let answers = out.answers();
        if remember && !answers.is_empty() {
            self.last_said = answers;
        }
        out.effects
    }

    fn dispatch(&mut self, command: Command, out: &mut Out) {
        if let Command::Line(line) = command {
            if self.choose_promotion(&line, out) || self.choose_candidate(&line, out) {
                return;
            }
            match read_line(&line, self.is_asking()) {
                Ok(command) => self.dispatch(command, out),
                Err(error) => self.line_error(&error, out),
            }
            return;
        }
        // A question that another command replaces (a move typed, time running out) is
        // not a silent no: what was not done is said first.
        let asked = match &self.pending {
            Pending::Question(action)
                if !matches!(command, Command::Confirm | Command::Withdraw) =>
            {
                Some(action.clone())
            }
            _ => None,
        };
        let start = out.effects.len();
        self.carry_out(command, out);
        if let Some(action) = asked
            && !matches!(&self.pending, Pending::Question(still) if *still == action)
        {
            out.say_at(start, self.dropped_question(&action), Priority::Move);
        }
    }

    /// What was not done because the question about `action` went unanswered.
    fn dropped_question(&self, action: &Action) -> String {
        let (kind, path) = match action {
            Action::Undo => ("undo", String::new()),
            Action::End(..) => ("end", String::new()),
            Action::WithdrawResult => ("result", String::new()),
            Action::Export { path, .. } => ("export", path.display().to_string()),
        };
        self.text_with(
            "session-question-dropped",
            &[("kind", kind.to_owned().into()), ("path", path.into())],
        )
    }

    fn carry_out(&mut self, command: Command, out: &mut Out) {
        match command {
            Command::Line(line) => self.dispatch(Command::Line(line), out),
            Command::Move(text) if self.boards.is_entering() => self.board_line(&text, out),
            Command::Move(text) => self.enter_move(&text, out),
            Command::Confirm => self.confirm(out),
            Command::Withdraw => self.withdraw(out),
            Command::Time => self.say_time(None, out),
            Command::OwnTime => self.say_time(Some(self.setup.player()), out),
            Command::Last => out.say(self.last_move_sentence(), Priority::Listing),
            Command::Moves(span) => out.say(self.moves_sentence(span), Priority::Listing),
            Command::Repeat => {
                if self.last_said.is_empty() {
                    out.say(self.text("session-nothing-to-repeat"), Priority::Listing);
                }
                for (index, mut utterance) in self.last_said.clone().into_iter().enumerate() {
                    utterance.continues = index > 0;
                    out.effects.push(Effect::Say(utterance));
                }
            }
            Command::Pieces(side) => self.say_pieces(side, None, out),
            Command::PiecesOf(side, role) => self.say_pieces(side, Some(role), out),
            Command::ScanDiagonal(..) => out.error(self.text("session-replay-only")),
            Command::Browse(_) => out.error(self.text("session-replay-command")),
            Command::ScanFile(file) => self.chess_query(out, |words, pos| {
                chess::file_of(file).map(|file| words.scan_file(pos, file))
            }),
            Command::ScanRank(rank) => self.chess_query(out, |words, pos| {
                chess::rank_of(rank).map(|rank| words.scan_rank(pos, rank))
            }),
            Command::Square(square) => match (&self.words, self.position()) {
                (GameWords::Draughts(words, _), Board::Draughts(pos)) => {
                    let sentence = draughts::square_sentence(words, self.locale(), pos, square);
                    out.say(sentence, Priority::Listing);
                }
                _ => self.chess_query(out, |words, pos| {
                    chess::square(square).map(|square| words.square_contents(pos, square))
                }),
            },
            Command::Turn => out.say(self.turn_sentence(), Priority::Listing),
            Command::Help => self.say_help(out),
            Command::OfferDraw => self.offer_draw(out),
            Command::AgreeDraw => {
                self.ask_end(GameResult::Draw, Some(Termination::DrawAgreement), out)
            }
            Command::Claim(claim, intended) => self.claim(claim, intended.as_deref(), out),
            Command::Resign(side) => {
                let side = side.unwrap_or_else(|| self.session.turn());
                let result = match side {
                    Player::White => GameResult::BlackWins,
                    Player::Black => GameResult::WhiteWins,
                };
                self.ask_end(result, Some(Termination::Resignation), out);
            }
            Command::Result(result, termination) => self.ask_end(result, termination, out),
            Command::DraughtsResult(result, termination) => match self.position() {
                Board::Draughts(_) => self.ask_end(result, termination, out),
                Board::Chess(_) => self.line_error(&LineError::Usage(command::RESULT_USAGE), out),
            },
            Command::Undo => self.ask_undo(out),
            Command::UndoResult => self.ask_withdraw_result(out),
            Command::Adjust { white_ms, black_ms } => self.adjust(white_ms, black_ms, out),
            Command::Pause => self.pause(out),
            Command::Go => self.go(out),
            Command::Export { format, path } => self.ask_export(format, path, out),
            Command::Board(step) => self.board_step(step, out),
            Command::Reconcile(path, game) => self.reconcile(&path, game, out),
            Command::Quit | Command::EndOfInput => self.quit(out),
            Command::Tick => self.tick(out),
        }
    }

    /// The answer to "which piece?" when a promotion waits; false when `line` is not one.
    fn choose_promotion(&mut self, line: &str, out: &mut Out) -> bool {
        let Pending::Promotion(candidates) = &self.pending else {
            return false;
        };
        let Some(role) = promotion_piece(line, self.locale()) else {
            return false;
        };
        let promoting = |mv: &&GameMove| match mv {
            GameMove::Chess(mv) => chess::promotes_to(mv, role),
            GameMove::Draughts(_) => false,
        };
        match candidates.iter().find(promoting) {
            Some(mv) => {
                let mv = mv.clone();
                self.announce_move(mv, out);
            }
            None => out.error(self.promotion_question()),
        }
        true
    }

    /// The answer to "which one?" when several moves fitted; false when `line` is not one
    /// (a command, another move).
    fn choose_candidate(&mut self, line: &str, out: &mut Out) -> bool {
        let Pending::Choice(asked) = &self.pending else {
            return false;
        };
        match self.words.choose(self.position(), &asked.candidates, line) {
            Choice::Picked(mv) => self.announce_move(mv, out),
            Choice::Unclear(fitting) => {
                let again = self.unclear_choice(asked, line.trim(), &fitting);
                out.error(format!("{again} {}", asked.question));
            }
            Choice::NotAnAnswer => return false,
        }
        true
    }

    /// "'2' could mean Eva zwei or Eva vier." when `answer` fits several of the moves asked
    /// about (`fitting`), or "'7' does not pick one of them." when it fits none.
    fn unclear_choice(&self, asked: &Asked, answer: &str, fitting: &[GameMove]) -> String {
        let names: Vec<String> = asked
            .candidates
            .iter()
            .zip(&asked.names)
            .filter(|(mv, _)| fitting.contains(mv))
            .map(|(_, name)| name.clone())
            .collect();
        let answer = answer.to_owned().into();
        if names.len() < 2 {
            return self.text_with("session-choice-unclear", &[("answer", answer)]);
        }
        let choices = crate::i18n::join_or(self.locale(), &names);
        self.text_with(
            "session-choice-several",
            &[("answer", answer), ("choices", choices.into())],
        )
    }

    fn line_error(&self, error: &LineError, out: &mut Out) {
        let sentence = match error {
            LineError::Empty => self.text("session-empty-line"),
            LineError::TooLong(count) => self.text_with(
                "session-line-too-long",
                &[("count", count.into()), ("max", command::MAX_LINE.into())],
            ),
            LineError::NotText => self.text("session-not-text"),
            LineError::Usage(usage) | LineError::Extra { usage, .. } => {
                let usage = command::usage_in(self.locale(), usage);
                self.text_with("session-usage", &[("usage", usage.into())])
            }
            LineError::Unknown(text) => self.text_with(
                "replay-unknown-command",
                &[("command", text.clone().into())],
            ),
        };
        out.error(sentence);
    }

    fn enter_move(&mut self, text: &str, out: &mut Out) {
        if self.session.is_over() {
            out.error(self.game_over_sentence());
            return;
        }
        if self.must_play(out) {
            return;
        }
        match self.words.read(self.position(), text) {
            Reading::Move(mv) => self.announce_move(mv, out),
            Reading::Promotion { candidates, .. } => {
                self.pending = Pending::Promotion(candidates);
                out.say(self.promotion_question(), Priority::Move);
            }
            Reading::Choice {
                candidates,
                sentence,
                names,
            } => {
                let question = self.choice_question(&sentence, &candidates, &names);
                out.say(question.clone(), Priority::Move);
                self.pending = Pending::Choice(Asked {
                    candidates,
                    names,
                    question,
                });
            }
            Reading::Error(_) if matches!(self.pending, Pending::Promotion(_)) => {
                out.error(self.not_a_piece(text));
            }
            // While a move or a question waits for yes or no, what is no move is a wrong
            // answer: say how to answer, and what waits.
            Reading::Error(_)
                if matches!(self.pending, Pending::Move(_) | Pending::Question(_)) =>
            {
                out.error(self.not_an_answer(text));
            }
            Reading::Error(sentence) => out.error(sentence),
        }
    }

    /// "'e9' is not an answer: answer yes or no. e4 waits for confirmation.": a line
    /// that is neither yes nor no nor a move while a move or a question waits.
    fn not_an_answer(&self, text: &str) -> String {
        let (yes, no) = crate::i18n::answer::words(self.locale().lang());
        let first = |words: &[String]| words.first().cloned().unwrap_or_default();
        let hint = self.text_with(
            "session-not-an-answer",
            &[
                ("answer", text.trim().to_owned().into()),
                ("yes", first(&yes).into()),
                ("no", first(&no).into()),
            ],
        );
        match self.waiting() {
            Some(waiting) => format!("{hint} {waiting}"),
            None => hint,
        }
    }

    /// "'Ж' does not pick one of them. Which piece does the pawn become: ...?": the answer
    /// to the promotion question that names no piece and is no move either.
    fn not_a_piece(&self, text: &str) -> String {
        let again = self.text_with(
            "session-choice-unclear",
            &[("answer", text.trim().to_owned().into())],
        );
        format!("{again} {}", self.promotion_question())
    }

    /// "Which knight goes to David zwei: from Bella eins or from Felix drei?" and how to
    /// answer: what tells the moves apart (the square, its file or rank; the path), and
    /// the number of each choice when every number picks its own.
    fn choice_question(&self, sentence: &str, candidates: &[GameMove], names: &[String]) -> String {
        let board = self.position();
        let numbers = if self.words.numbers_pick(board, candidates) {
            let numbered: Vec<String> = names
                .iter()
                .enumerate()
                .map(|(index, name)| {
                    self.text_with(
                        "session-choice-number",
                        &[
                            ("number", (index + 1).into()),
                            ("choice", name.clone().into()),
                        ],
                    )
                })
                .collect();
            self.text_with(
                "session-choice-numbers",
                &[("numbers", numbered.join(", ").into())],
            )
        } else {
            String::new()
        };
        let hint = self.text_with(
            "session-choice-hint",
            &[
                ("by", self.words.choice_answers(board, candidates).into()),
                ("numbers", numbers.into()),
            ],
        );
        format!("{sentence} {hint}")
    }

    /// When the move of a claim that was not valid waits, no other move may be entered
    /// and it cannot be withdrawn (FIDE 9.2): says so and returns true.
    fn must_play(&self, out: &mut Out) -> bool {
        match &self.pending {
            Pending::Move(pending) if pending.must_play => {
                let san = self.position().notate(&pending.mv).text;
                out.error(
                    self.text_with("session-claim-move-must-be-played", &[("san", san.into())]),
                );
                true
            }
            _ => false,
        }
    }

    fn announce_move(&mut self, mv: GameMove, out: &mut Out) {
        let offer_draw = matches!(&self.pending, Pending::Move(p) if p.offer_draw);
        self.announce_pending(
            PendingMove {
                offer_draw,
                ..PendingMove::new(mv)
            },
            out,
        );
    }

    /// Announces `pending` (read back for the opponent's move) and waits for its
    /// confirmation, or records it at once with `--auto-confirm`.
    fn announce_pending(&mut self, mut pending: PendingMove, out: &mut Out) {
        let pos = self.position();
        let words = self.words.move_text(pos, &pending.mv);
        let mover = pos.turn();
        let side = mover.name(self.locale());
        let sentence = match self.setup.mode {
            Mode::Assistant => self.text_with(
                "session-assistant-move",
                &[("side", side.into()), ("move", words.into())],
            ),
            Mode::Player if mover == self.setup.player() => words,
            Mode::Player if self.setup.auto_confirm => self.text_with(
                "session-assistant-move",
                &[("side", side.into()), ("move", words.into())],
            ),
            Mode::Player => self.text_with(
                "session-readback",
                &[("side", side.into()), ("move", words.into())],
            ),
        };
        let said = Utterance::new(sentence, Priority::Move);
        out.effects.push(Effect::Say(said.clone()));
        pending.said = Some(said);
        self.pending = Pending::Move(pending);
        if self.setup.auto_confirm {
            self.confirm(out);
        } else {
            out.sound(Earcon::AwaitingConfirmation);
        }
    }

    fn confirm(&mut self, out: &mut Out) {
        match std::mem::replace(&mut self.pending, Pending::Nothing) {
            Pending::Move(pending) => self.commit(pending, out),
            Pending::Question(action) => self.act(action, out),
            Pending::Promotion(candidates) => {
                self.pending = Pending::Promotion(candidates);
                out.error(self.promotion_question());
            }
            Pending::Choice(asked) => {
                out.error(asked.question.clone());
                self.pending = Pending::Choice(asked);
            }
            Pending::Nothing => out.error(self.text("session-nothing-to-confirm")),
        }
    }

    fn withdraw(&mut self, out: &mut Out) {
        if self.must_play(out) {
            return;
        }
        match std::mem::replace(&mut self.pending, Pending::Nothing) {
            Pending::Move(_) | Pending::Promotion(_) | Pending::Choice(..) => {
                out.say(self.text("session-withdrawn"), Priority::Move);
            }
            Pending::Question(_) => out.say(self.text("session-declined"), Priority::Move),
            Pending::Nothing => out.error(self.text("session-nothing-to-withdraw")),
        }
    }

    /// Confirming is pressing the clock: the move is recorded and the clocks switch.
    fn commit(&mut self, pending: PendingMove, out: &mut Out) {
        let now = self.time.now_ms();
        let mut clock_events = Vec::new();
        let readings = self.clock.as_mut().map(|clock| {
            clock_events = clock.press(now);
            let r = clock.readings(now);
            (r.white_ms, r.black_ms)
        });
        let notated = self.position().notate(&pending.mv);
        let check = notated.check;
        let event = Session::event_of(notated, now, readings);
        self.apply(now, event, out);
        self.last_reading_ms = now;
        if pending.offer_draw {
            self.apply(now, Event::DrawOffer, out);
        }
        out.sound(Earcon::MoveRecorded);
        if let Some(said) = pending.said {
            out.repeat_first(said);
        }
        out.say(self.text("session-recorded"), Priority::Move);
        if check {
            out.sound(Earcon::Check);
        }
        self.clock_events(clock_events, out);
        if !self.session.is_over()
            && let Some(ending) = self.session.automatic_ending()
        {
            self.end_game(ending.result, Some(ending.termination), out);
        }
    }

    fn act(&mut self, action: Action, out: &mut Out) {
        match action {
            Action::Undo => self.undo(out),
            Action::End(result, termination) => self.end_game(result, termination, out),
            Action::WithdrawResult => self.withdraw_result(out),
            Action::Export { format, path } => out.effects.push(Effect::Export {
                format,
                path,
                overwrite: true,
            }),
        }
    }

    fn ask_undo(&mut self, out: &mut Out) {
        if let Pending::Move(_) | Pending::Promotion(_) | Pending::Choice(..) = self.pending {
            self.withdraw(out);
            return;
        }
        if self.record().moves.is_empty() {
            out.error(self.text("session-nothing-to-undo"));
            return;
        }
        out.say(self.question(&Action::Undo), Priority::Move);
        self.pending = Pending::Question(Action::Undo);
    }

    fn undo(&mut self, out: &mut Out) {
        let last = self.with_last_move("session-undone").unwrap_or_default();
        let now = self.time.now_ms();
        if let Some(san) = self.record().moves.last().map(|m| m.san.clone()) {
            if let Some(clock) = &mut self.clock {
                clock.unpress(now);
            }
            self.apply(now, Event::Undo { san }, out);
            // The clock without the move's added time, for a resume and the next move.
            self.record_clock(out);
            out.say(last, Priority::Move);
            out.say(self.turn_sentence(), Priority::Move);
        }
    }

    /// `undo result`: withdraws a mistaken result (resign, result, agreed draw, a claim,
    /// a flag) and keeps the moves; a result the position itself gives cannot be withdrawn.
    fn ask_withdraw_result(&mut self, out: &mut Out) {
        if !self.session.is_over() {
            out.error(self.text("session-no-result-to-withdraw"));
            return;
        }
        if self.session.automatic_ending().is_some() {
            out.error(self.text_with(
                "session-result-from-position",
                &[("result", self.result_words().into())],
            ));
            return;
        }
        let action = Action::WithdrawResult;
        out.say(self.question(&action), Priority::Move);
        self.pending = Pending::Question(action);
    }

    fn withdraw_result(&mut self, out: &mut Out) {
        let now = self.time.now_ms();
        self.apply(now, Event::ResultWithdrawn, out);
        out.say(self.text("session-result-withdrawn"), Priority::Move);
        match &self.clock {
            Some(clock) if clock.flag().is_some() => {
                out.say(self.text("session-flag-fallen-adjust"), Priority::Move);
            }
            Some(_) => out.say(self.text("session-clock-starts-with-move"), Priority::Move),
            None => {}
        }
        out.say(self.turn_sentence(), Priority::Move);
    }

    /// `export FORMAT FILE`: never over the game's own file nor any other hektor game
    /// file (another session's game, a saved game); an existing file only after a yes.
    fn ask_export(
        &mut self,
        format: Option<crate::scoresheet::Format>,
        path: PathBuf,
        out: &mut Out,
    ) {
        let shown = path.display().to_string();
        if self
            .game_file
            .as_deref()
            .is_some_and(|own| same_file(own, &path))
        {
            out.error(self.text_with("session-export-own-file", &[("path", shown.into())]));
            return;
        }
        // A folder, a pipe or a device is refused before anything opens it (testing a
        // pipe for a game would wait for a writer).
        if let Err(error) = crate::files::writable(&path) {
            out.error(crate::i18n::errors::io_sentence(
                self.locale(),
                &path,
                &error,
            ));
            return;
        }
        if crate::game::journal::holds_game(&path) {
            out.error(self.text_with("export-game-file", &[("path", shown.into())]));
            return;
        }
        if path.exists() {
            let action = Action::Export { format, path };
            out.say(self.question(&action), Priority::Move);
            self.pending = Pending::Question(action);
            return;
        }
        out.effects.push(Effect::Export {
            format,
            path,
            overwrite: false,
        });
    }

    /// Applies `event` to the session (the reducer a resume uses too) and appends it to
    /// the journal: the one way the game changes, so that the record live and the record
    /// rebuilt from the file always agree. False when the event does not apply (only a
    /// move or a start can fail to, and a live move is legal): then it is not journaled
    /// either.
    fn apply(&mut self, unix_ms: i64, event: Event, out: &mut Out) -> bool {
        let applied = self.session.apply(&event).is_ok();
        if applied {
            out.journal(unix_ms, event);
        }
        applied
    }

    /// At the start of a running clock whose time is already within the warning time (a
    /// game shorter than the warning): that it is, and that hektor warns as it halves.
    fn warning_already_passed(&self) -> Option<String> {
        let clock = self.clock.as_ref().filter(|clock| clock.is_running())?;
        let warning = clock.inside_warning(clock.turn())?;
        let warning = duration(self.locale(), warning);
        Some(self.text_with("session-inside-warning", &[("warning", warning.into())]))
    }

    /// Writes the clock as it stands to the journal.
    fn record_clock(&mut self, out: &mut Out) {
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

    fn ask_end(&mut self, result: GameResult, termination: Option<Termination>, out: &mut Out) {
        if self.session.is_over() {
            out.error(self.game_over_sentence());
            return;
        }
        if termination == Some(Termination::DrawAgreement)
            && let Err((made, required)) = self.session.draw_agreement()
        {
            out.error(self.text_with(
                "draughts-agreement-too-early",
                &[("made", made.into()), ("required", required.into())],
            ));
            return;
        }
        self.drop_pending_move(out);
        let action = Action::End(result, termination);
        out.say(self.question(&action), Priority::Move);
        self.pending = Pending::Question(action);
    }

    /// The yes-or-no question that `action` waits for.
    fn question(&self, action: &Action) -> String {
        match action {
            Action::Undo => {
                // After a result, undo takes back the result too: the question says so.
                let id = if self.session.is_over() {
                    "session-ask-undo-with-result"
                } else {
                    "session-ask-undo"
                };
                self.about_last_move(id, &[("result", self.result_words().into())])
                    .unwrap_or_default()
            }
            Action::WithdrawResult => self.text_with(
                "session-ask-withdraw-result",
                &[("result", self.result_words().into())],
            ),
            Action::Export { path, .. } => self.text_with(
                "session-ask-overwrite",
                &[("path", path.display().to_string().into())],
            ),
            Action::End(result, termination) => {
                let sentence = words::result_sentence(self, *result, termination.as_ref());
                self.text_with("session-ask-end", &[("result", sentence.into())])
            }
        }
    }

    fn end_game(&mut self, result: GameResult, termination: Option<Termination>, out: &mut Out) {
        self.drop_pending_move(out);
        let now = self.time.now_ms();
        if let Some(clock) = &mut self.clock {
            clock.pause(now);
        }
        self.pending = Pending::Nothing;
        self.apply(
            now,
            Event::End {
                result,
                termination,
            },
            out,
        );
        out.sound(Earcon::GameEnd);
        out.say(self.game_over_sentence(), Priority::Warning);
        let offer = match self.position() {
            Board::Chess(_) => "session-offer-export",
            Board::Draughts(_) => "draughts-offer-export",
        };
        out.say(self.text(offer), Priority::Move);
    }

    fn offer_draw(&mut self, out: &mut Out) {
        if self.session.is_over() {
            out.error(self.game_over_sentence());
            return;
        }
        if let Pending::Move(pending) = &mut self.pending {
            pending.offer_draw = true;
            out.say(self.text("session-draw-with-move"), Priority::Move);
            return;
        }
        if self.record().moves.is_empty() {
            out.error(self.text("session-draw-no-move"));
            return;
        }
        let now = self.time.now_ms();
        if self.apply(now, Event::DrawOffer, out) {
            let side = self.session.turn().other().name(self.locale());
            let words = self.last_move_words().unwrap_or_default();
            out.say(
                self.text_with(
                    "session-draw-offered",
                    &[("side", side.into()), ("move", words.into())],
                ),
                Priority::Move,
            );
        }
    }

    /// A draw claim; with an intended move, the claim is about the position after it
    /// (FIDE 9.2): valid, the move is recorded and the game drawn; not valid, the claim
    /// is noted and the intended move must be played (it waits for confirmation).
    fn claim(&mut self, claim: Claim, intended: Option<&str>, out: &mut Out) {
        if self.session.is_over() {
            out.error(self.game_over_sentence());
            return;
        }
        if self.must_play(out) {
            return;
        }
        if self.session.claim(claim).is_none() {
            out.error(self.text("session-claim-not-in-draughts"));
            return;
        }
        let now = self.time.now_ms();
        let mv = match intended {
            None => None,
            Some(text) => match self.words.read(self.position(), text) {
                Reading::Move(mv) => Some(mv),
                Reading::Error(sentence) => {
                    out.error(sentence);
                    return;
                }
                Reading::Promotion { .. } | Reading::Choice { .. } => {
                    out.error(self.text_with(
                        "session-claim-move-unclear",
                        &[("input", text.trim().to_owned().into())],
                    ));
                    return;
                }
            },
        };
        let mut judged = self.session.clone();
        if let Some(mv) = &mv {
            // A legal move always applies; were it refused, the claim would be judged
            // on the position as it stands.
            let _ = judged.apply(&judged.move_event(mv, now, None));
        }
        let termination = match claim {
            Claim::Repetition => Termination::Repetition,
            Claim::FiftyMoves => Termination::FiftyMoves,
        };
        let check = judged.claim(claim).unwrap_or(ClaimCheck {
            valid: false,
            count: 0,
        });
        if check.valid {
            out.say(self.text("session-claim-valid"), Priority::Move);
            if let Some(mv) = mv {
                self.commit(PendingMove::new(mv), out);
            }
            if !self.session.is_over() {
                self.end_game(GameResult::Draw, Some(termination), out);
            }
            return;
        }
        let id = match claim {
            Claim::Repetition => "session-claim-repetition-invalid",
            Claim::FiftyMoves => "session-claim-fifty-invalid",
        };
        let sentence = self.text_with(id, &[("count", check.count.into())]);
        self.apply(
            now,
            Event::Note {
                text: format!("draw claim rejected: {sentence}"),
            },
            out,
        );
        // The two-minute penalty and `adjust` only where a clock runs.
        let penalty = self
            .clock
            .as_ref()
            .map(|_| format!(" {}", self.text("session-claim-penalty")))
            .unwrap_or_default();
        match mv {
            Some(mv) => {
                let san = self.position().notate(&mv).text;
                let play = self.text_with("session-claim-move-to-play", &[("san", san.into())]);
                out.error(format!("{sentence}{penalty} {play}"));
                self.announce_pending(
                    PendingMove {
                        must_play: true,
                        ..PendingMove::new(mv)
                    },
                    out,
                );
            }
            None => out.error(format!("{sentence}{penalty}")),
        }
    }

    fn adjust(&mut self, white_ms: Option<u64>, black_ms: Option<u64>, out: &mut Out) {
        let now = self.time.now_ms();
        let Some(clock) = &mut self.clock else {
            out.error(self.text("session-no-clock-to-adjust"));
            return;
        };
        let current = clock.readings(now);
        let readings = Readings {
            white_ms: white_ms.unwrap_or(current.white_ms),
            black_ms: black_ms.unwrap_or(current.black_ms),
        };
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
        out.say(self.text("session-adjusted"), Priority::Move);
        self.say_time(None, out);
    }

    fn pause(&mut self, out: &mut Out) {
        let now = self.time.now_ms();
        match &mut self.clock {
            Some(clock) => {
                clock.pause(now);
                out.say(self.text("session-clock-paused"), Priority::Move);
                self.record_clock(out);
            }
            None => out.error(self.text("session-no-clock")),
        }
    }

    fn go(&mut self, out: &mut Out) {
        let now = self.time.now_ms();
        let over = self.session.is_over();
        match &mut self.clock {
            Some(_) if over => out.error(self.game_over_sentence()),
            Some(clock) => {
                clock.start(now);
                let color = color_key(clock.turn());
                out.say(
                    self.text_with("session-clock-started", &[("color", color.into())]),
                    Priority::Move,
                );
                self.record_clock(out);
            }
            None => out.error(self.text("session-no-clock")),
        }
    }

    fn quit(&mut self, out: &mut Out) {
        self.drop_pending_move(out);
        if !self.session.is_over()
            && let Some(clock) = &mut self.clock
        {
            // The session ends: the clock stops, and its exact reading is kept.
            clock.pause(self.time.now_ms());
            self.record_clock(out);
        }
        out.effects.push(Effect::Quit);
    }

    /// Forgets what waits; a move waiting for confirmation is said not to be recorded.
    fn drop_pending_move(&mut self, out: &mut Out) {
        if let Some(san) = self.pending_move() {
            out.say(
                self.text_with(
                    "session-quit-unconfirmed",
                    &[("san", self.local_san(&san).into())],
                ),
                Priority::Move,
            );
        }
        self.pending = Pending::Nothing;
    }

    fn tick(&mut self, out: &mut Out) {
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

    fn clock_events(&mut self, events: Vec<ClockEvent>, out: &mut Out) {
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
                    let added = duration(self.locale(), added_ms);
                    out.say(
                        self.text_with(
                            "session-time-added",
                            &[("side", side.into()), ("added", added.into())],
                        ),
                        Priority::Warning,
                    );
                }
                ClockEvent::FlagFall { player } => {
                    let side = player.name(self.locale());
                    out.sound(Earcon::FlagFall);
                    out.say(
                        self.text_with("session-flag-fall", &[("side", side.into())]),
                        Priority::Warning,
                    );
                    if self.session.is_over() {
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

    fn promotion_question(&self) -> String {
        self.text("session-promotion-question")
    }

    /// The record's text of a move in the UI language's letters (`Bb5` is `Сb5` in
    /// Russian).
    pub fn local_san(&self, san: &str) -> String {
        self.words.local_record(san)
    }

    /// The answer of a query about the chess board (`None`: the square, file or rank
    /// named is not on it); draughts has its own.
    fn chess_query(
        &self,
        out: &mut Out,
        answer: impl Fn(&crate::games::chess::announce::Announcer, &chess::Position) -> Option<String>,
    ) {
        match (self.words.chess(), self.position().chess()) {
            (Some(words), Some(pos)) => match answer(words, pos) {
                Some(sentence) => out.say(sentence, Priority::Listing),
                None => out.error(self.text("session-not-on-board")),
            },
            _ => out.error(self.text("session-chess-only")),
        }
    }

    fn text(&self, id: &str) -> String {
        self.locale().text(id)
    }

    fn text_with(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        sentence(self.locale(), id, args)
    }

    fn turn_sentence(&self) -> String {
        if self.session.is_over() {
            return self.game_over_sentence();
        }
        let number = words::next_move_number(self.record());
        let side = self.session.turn().in_sentence(self.locale());
        let mut sentence = self.text_with(
            "session-turn",
            &[("number", number.into()), ("side", side.into())],
        );
        if let Some(waiting) = self.waiting() {
            sentence.push(' ');
            sentence.push_str(&waiting);
        }
        sentence
    }

    /// What waits for an answer: the move to confirm, the question asked.
    fn waiting(&self) -> Option<String> {
        match &self.pending {
            Pending::Nothing => None,
            Pending::Move(_) => self.pending_move().map(|san| {
                self.text_with(
                    "session-turn-pending",
                    &[("san", self.local_san(&san).into())],
                )
            }),
            Pending::Promotion(_) => Some(self.promotion_question()),
            Pending::Choice(asked) => Some(asked.question.clone()),
            Pending::Question(action) => Some(self.question(action)),
        }
    }

    fn game_over_sentence(&self) -> String {
        self.text_with(
            "session-game-over",
            &[("result", self.result_words().into())],
        )
    }

    /// The recorded result in words (`0-1, Black wins by resignation`).
    fn result_words(&self) -> String {
        let record = self.record();
        words::result_sentence(self, record.result, record.termination.as_ref())
    }

    /// How old the resumed clock reading is, and whether thinking time after it is lost.
    fn reading_age_sentence(&self, reading: LastReading) -> String {
        let age_ms = u64::try_from(self.time.now_ms() - reading.unix_ms).unwrap_or(0);
        let age = crate::i18n::time::duration(self.locale(), age_ms);
        if reading.running {
            let most = crate::i18n::time::duration(
                self.locale(),
                u64::try_from(CLOCK_READING_MS).unwrap_or_default(),
            );
            self.text_with(
                "session-reading-age-running",
                &[("age", age.into()), ("most", most.into())],
            )
        } else {
            self.text_with("session-reading-age-stopped", &[("age", age.into())])
        }
    }

    fn last_move_sentence(&self) -> String {
        self.with_last_move("session-last-move")
            .unwrap_or_else(|| self.text("session-no-moves-yet"))
    }

    /// The message `id` about the last recorded move (its number, SAN, side and
    /// announcement), or `None` before the first move.
    fn with_last_move(&self, id: &str) -> Option<String> {
        self.about_last_move(id, &[])
    }

    /// `moves`, `moves last 5`, `moves 12-`, `moves 10-20`: the scoresheet's moves that
    /// `span` takes, in the style's words, as replay says them.
    fn moves_sentence(&self, span: crate::replay::study::MoveSpan) -> String {
        let record = self.record();
        let plies: Vec<_> = self
            .session
            .plies()
            .enumerate()
            .map(|(i, (before, mv))| (record.move_number(i), before, mv))
            .collect();
        crate::replay::study::moves_in_words(&self.words, &plies, span)
            .unwrap_or_else(|| crate::replay::study::no_such_moves(self.locale(), span))
    }

    /// The last recorded move in the style's words, marked with the languages of its
    /// words as every announcement is (never the notation, which a voice of the UI
    /// language reads letter by letter); `None` before the first move.
    fn last_move_words(&self) -> Option<String> {
        let last = self.record().moves.last()?;
        let before = self.session.previous_position()?;
        Some(match self.session.last_move() {
            Some(mv) => self.words.move_text(before, mv),
            None => last.san.clone(),
        })
    }

    /// [`Self::with_last_move`] with more arguments.
    fn about_last_move(&self, id: &str, more: &[(&str, FluentValue<'_>)]) -> Option<String> {
        let record = self.record();
        let words = self.last_move_words()?;
        let mover = self.session.previous_position()?.turn();
        let number = record.move_number(record.moves.len() - 1);
        let dots = if mover == Player::White { "." } else { "..." };
        let mut args: Vec<(&str, FluentValue<'_>)> = vec![
            ("number", format!("{number}{dots}").into()),
            ("side", mover.in_sentence(self.locale()).into()),
            ("move", words.into()),
        ];
        args.extend(more.iter().cloned());
        Some(self.text_with(id, &args))
    }
}

/// The effects of one update, collected. The utterances of one update are one answer:
/// the first starts it, the rest continue it, so a listing of several lines is never cut
/// by its own next line.
#[derive(Default)]
struct Out {
    effects: Vec<Effect>,
    /// Said again by `repeat` before this update's answers (a recorded move's
    /// announcement, made in an earlier update).
    before: Vec<Utterance>,
    /// Every utterance continues what speaks already (clock events).
    continuing: bool,
}

impl Out {
    /// `repeat` says `utterance` first, unless this update said it already.
    fn repeat_first(&mut self, utterance: Utterance) {
        if !self.effects.contains(&Effect::Say(utterance.clone())) {
            self.before.push(utterance);
        }
    }

    fn say(&mut self, text: String, priority: Priority) {
        let utterance = Utterance::new(text, priority);
        let continues = self.continuing || self.effects.iter().any(|e| matches!(e, Effect::Say(_)));
        self.effects.push(Effect::Say(if continues {
            utterance.continuing()
        } else {
            utterance
        }));
    }

    /// Says `text` before the effects from `start` on, which then continue it.
    fn say_at(&mut self, start: usize, text: String, priority: Priority) {
        let later = self.effects.split_off(start.min(self.effects.len()));
        self.say(text, priority);
        self.effects
            .extend(later.into_iter().map(|effect| match effect {
                Effect::Say(utterance) => Effect::Say(utterance.continuing()),
                other => other,
            }));
    }

    fn error(&mut self, text: String) {
        self.effects.push(Effect::Sound(Earcon::InputError));
        self.say(text, Priority::Error);
    }

    fn sound(&mut self, earcon: Earcon) {
        self.effects.push(Effect::Sound(earcon));
    }

    fn journal(&mut self, unix_ms: i64, event: Event) {
        self.effects.push(Effect::Journal(Entry { unix_ms, event }));
    }

    /// What was said, without error sentences (those are not worth a `repeat`).
    fn answers(&self) -> Vec<Utterance> {
        let said = self.effects.iter().filter_map(|e| match e {
            Effect::Say(u) if u.priority != Priority::Error => Some(u.clone()),
            _ => None,
        });
        self.before.iter().cloned().chain(said).collect()
    }
}

/// The Fluent selector key of a side's colour (`white`, `black`), for sentences whose
/// colour word takes a case of its own ("час білих").
fn color_key(player: Player) -> String {
    match player {
        Player::White => "white".to_owned(),
        Player::Black => "black".to_owned(),
    }
}

/// The latest clock readings the journal recorded (a move's, an adjustment's or a
/// reading's), with when and whether the clock ran then.
fn last_readings(entries: &[Entry]) -> Option<(Readings, LastReading)> {
    entries.iter().rev().find_map(|entry| {
        let (white_ms, black_ms, running) = match &entry.event {
            Event::Move(mv) => (mv.white_ms?, mv.black_ms?, true),
            Event::ClockAdjust {
                white_ms, black_ms, ..
            } => (*white_ms, *black_ms, true),
            Event::ClockReading {
                white_ms,
                black_ms,
                running,
            } => (*white_ms, *black_ms, *running),
            _ => return None,
        };
        let reading = LastReading {
            unix_ms: entry.unix_ms,
            running,
        };
        Some((Readings { white_ms, black_ms }, reading))
    })
}

/// Whether `a` and `b` name the same file (both exist and resolve to one path).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

#[cfg(test)]
mod tests;

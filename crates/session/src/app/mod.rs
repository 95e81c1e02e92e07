//! The game session's application state: `App::update(Command) -> Vec<Effect>`.
//!
//! The state update does no I/O: it reads the time from an injected
//! [`TimeSource`] and returns what should happen as
//! [`Effect`]s (speak, sound, append to the journal, export, read, quit), which the
//! runtime carries out. The plain front end and the TUI share it, so a test of one tests
//! both.
//!
//! The move cycle follows FIDE Appendix D: a move is announced, may be withdrawn or
//! corrected until confirmed, and confirming it "presses the clock": only then is it
//! recorded. An opponent's move is read back and recorded when confirmed.
//!
//! This module holds the state and the one entry point (`update`, which reads a line
//! through the command table and hands each command to its job); the jobs are its
//! modules: opening a session and its greeting (`start`), entering and confirming moves
//! (`moves`), yes-or-no questions and the end (`questions`), draws (`claims`), the clock
//! (`clock`), queries (`queries`), what is said about the game (`sentences`),
//! `reconcile FILE` (`reconcile`); the questions asked before a resumed game starts, by
//! an engine of their own (`resume`); the interface every session shares with the
//! runtime (`engine`) and the effects one update collects (`out`).

mod claims;
mod clock;
pub mod command;
mod engine;
mod moves;
mod network;
mod out;
mod queries;
mod questions;
mod reconcile;
pub mod replay;
pub mod resume;
mod sentences;
pub mod setup;
mod start;
mod tournament;
mod words;

use std::path::PathBuf;

use crate::game::clock::{Clock, Readings, TimeSource};
use crate::game::record::{GameResult, Termination};
use crate::game::time_control::TimeControlError;
use crate::games::GameRecord;
use crate::games::Session;
use crate::games::journal::Event;
use crate::games::questions::BoardQuestion;
use crate::games::words::{GameWords, WrittenMove};
use crate::games::{Board, GameMove, GamePosition, ReplayError};
use crate::i18n::Locale;
use crate::msg;
use crate::speech::{Priority, Utterance};

pub use crate::i18n::time::duration;
pub use clock::CLOCK_READING_MS;
pub use command::{
    BoardStep, COMMANDS, Command, CommandSpec, Engine, LineError, MAX_LINE, entry_of, read_line,
    read_replay_line,
};
pub use command::{Browse, GameTarget, Seek, Step};
pub use engine::{Effect, Got, Read, SessionEngine, Target};
use out::Out;
pub use queries::{help_entry, help_lines};
pub use setup::Setup;
use start::LastReading;
pub use start::Noted;
pub use words::{player_name, players};

/// A move as entered: a legal move of the position, or in tournament mode the move as
/// written, unchecked.
#[derive(Debug, Clone, PartialEq)]
enum Entered {
    /// A legal move of the position.
    Played(GameMove),
    /// A move as written (tournament mode).
    Written(WrittenMove),
}

/// A move announced and waiting for confirmation.
#[derive(Debug, Clone)]
struct PendingMove {
    mv: Entered,
    offer_draw: bool,
    /// The move as `repeat` says it after it is recorded: the announcement, or for a
    /// read-back its statement (`Black: ...`), not the question it asked.
    said: Option<Utterance>,
    /// The move of a draw claim that was not valid: it must be played (FIDE 9.2).
    must_play: bool,
}

impl PendingMove {
    fn new(mv: Entered) -> PendingMove {
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
    /// The arbiter's PIN, to allow what tournament mode forbids during the game.
    Pin(tournament::PinFor),
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
    /// Leave tournament mode before the result (no PIN was set).
    LeaveTournament,
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
    /// The short code of the game file's last line, as the runtime last wrote it.
    log_code: Option<String>,
    /// The entries that wait for the game file (a full disk), as the runtime last said.
    unwritten: usize,
    /// Tournament mode: the interfaces the last network check found up (`None` before
    /// the first).
    network_up: Option<Vec<String>>,
    /// A command whose answer waits for a read (`export`), and whether the PIN was
    /// asked, logged when the answer comes ([`App::log_later`]).
    unlogged: Option<(Command, bool)>,
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
    /// The settings.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The short code of the game file's last line ("482 913"), once it is written.
    pub fn log_code(&self) -> Option<&str> {
        self.log_code.as_deref()
    }

    /// The game so far.
    pub fn record(&self) -> &GameRecord {
        self.session.record()
    }

    /// The current position.
    pub fn position(&self) -> &Board {
        self.session.position()
    }

    /// The side to move (by the moves recorded, whatever the board says of them).
    pub fn turn(&self) -> crate::terms::Player {
        self.session.turn()
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
            Pending::Move(p) => Some(self.entered_text(&p.mv)),
            _ => None,
        }
    }

    /// The move waiting for confirmation in the style's words, marked for speech with
    /// the languages its words are in, as every sentence that names it says it.
    fn pending_move_words(&self) -> Option<String> {
        match &self.pending {
            Pending::Move(p) => Some(self.entered_words(&p.mv)),
            _ => None,
        }
    }

    /// A move as entered in the record's notation.
    fn entered_text(&self, mv: &Entered) -> String {
        match mv {
            Entered::Played(mv) => self.position().notate(mv).text,
            Entered::Written(written) => written.text.clone(),
        }
    }

    /// A move as entered in the style's words, marked for speech.
    fn entered_words(&self, mv: &Entered) -> String {
        match mv {
            Entered::Played(mv) => self.words.move_text(self.position(), mv),
            Entered::Written(written) => written.words.clone(),
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

    /// Carries out `command` and returns what the front end must do: the session
    /// engine's one entry point, the same for the plain and the full-screen front end and
    /// for chess and draughts. It does no I/O: what is to be said, played, journaled or
    /// exported comes back as [`Effect`]s.
    ///
    /// ```
    /// use hektor_session::announce::{AnnounceOptions, Style};
    /// use hektor_session::app::{App, Command, Effect, Setup};
    /// use hektor_session::app::setup::Mode;
    /// use hektor_session::game::clock::ManualTime;
    /// use hektor_session::games::Rules;
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
    /// assert_eq!(app.record().moves.first().unwrap().san, "32-28");
    /// # Ok::<(), hektor_session::app::SetupError>(())
    /// ```
    pub fn update(&mut self, command: Command) -> Vec<Effect> {
        let mut out = Out::default();
        let remember = !matches!(command, Command::Repeat | Command::Tick);
        // What the clock says on its own joins whatever is speaking; it cuts nothing.
        out.continuing = matches!(command, Command::Tick);
        let pin_asked = matches!(self.pending, Pending::Pin(_));
        if !matches!(command, Command::Tick | Command::Network(_)) {
            self.log_later(&mut out);
        }
        self.dispatch(command.clone(), &mut out);
        self.log_command(command, pin_asked, &mut out);
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
            if self.answer_pin(&line, out)
                || self.choose_promotion(&line, out)
                || self.choose_candidate(&line, out)
            {
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

    fn carry_out(&mut self, command: Command, out: &mut Out) {
        if self.refused_in_tournament(&command, out) {
            return;
        }
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
                    out.say(self.text(msg::SESSION_NOTHING_TO_REPEAT), Priority::Listing);
                }
                for (index, mut utterance) in self.last_said.clone().into_iter().enumerate() {
                    utterance.continues = index > 0;
                    out.effects.push(Effect::Say(utterance));
                }
            }
            Command::Pieces(side) => self.say_pieces(side, None, out),
            Command::PiecesOf(side, role) => self.say_pieces(side, Some(role), out),
            Command::ScanDiagonal(..) => out.error(self.text(msg::SESSION_REPLAY_ONLY)),
            Command::Browse(_) => out.error(self.text(msg::SESSION_REPLAY_COMMAND)),
            Command::ScanFile(file) => self.say_answer(BoardQuestion::File(file), out),
            Command::ScanRank(rank) => self.say_answer(BoardQuestion::Rank(rank), out),
            Command::Square(square) => self.say_answer(BoardQuestion::Square(square), out),
            Command::Turn => out.say(self.turn_sentence(), Priority::Listing),
            Command::Help => self.say_help(out),
            Command::OfferDraw => self.offer_draw(out),
            Command::AgreeDraw => {
                self.ask_end(GameResult::Draw, Some(Termination::DrawAgreement), out)
            }
            Command::Claim(claim, intended) => self.claim(claim, intended.as_deref(), out),
            Command::Resign(side) => self.ask_resign(side, out),
            Command::Result(result, termination) => self.ask_end(result, termination, out),
            Command::DraughtsResult(result, termination) => {
                if self.position().rules().takes_scores() {
                    self.ask_end(result, termination, out);
                } else {
                    self.line_error(&LineError::Usage(command::RESULT_USAGE), out);
                }
            }
            Command::Undo => self.ask_undo(out),
            Command::UndoResult => self.ask_withdraw_result(out),
            Command::Adjust { white_ms, black_ms } => self.adjust(white_ms, black_ms, out),
            Command::Pause => self.pause(out),
            Command::Go => self.go(out),
            Command::Export { format, path } => self.ask_export(format, path, out),
            Command::Board(step) => self.board_step(step, out),
            Command::Reconcile(path, game) => self.reconcile(&path, game, out),
            Command::LeaveTournament => self.ask_leave(out),
            Command::Quit | Command::EndOfInput => self.quit(out),
            Command::Tick => self.tick(out),
            Command::Network(up) => self.network(up, out),
        }
    }

    fn line_error(&self, error: &LineError, out: &mut Out) {
        let sentence = match error {
            LineError::Empty => self.text(msg::SESSION_EMPTY_LINE),
            LineError::TooLong(count) => self.text_with(
                msg::SESSION_LINE_TOO_LONG,
                &[("count", count.into()), ("max", command::MAX_LINE.into())],
            ),
            LineError::NotText => self.text(msg::SESSION_NOT_TEXT),
            LineError::Usage(usage) | LineError::Extra { usage, .. } => {
                let usage = command::usage_said(self.locale(), usage);
                self.text_with(msg::SESSION_USAGE, &[("usage", usage.into())])
            }
            LineError::Unknown(text) => self.text_with(
                msg::REPLAY_UNKNOWN_COMMAND,
                &[("command", text.clone().into())],
            ),
        };
        out.error(sentence);
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
}

#[cfg(test)]
mod tests;

//! Tournament mode in the game session (`play --tournament`): the recording device of
//! FIDE Appendix D.2.7 that an arbiter can approve. While the game runs nothing said
//! depends on the position: moves are recorded as written (`moves`), the board questions
//! and claims are refused here, and every action goes into the log (`Event::Action`,
//! `Event::Withdrawn`). Leaving the mode before the result, or comparing sheets during
//! the game, takes the arbiter's PIN (`Pending::Pin`); after the result everything is
//! open again.

use std::path::PathBuf;

use super::{Action, App, Command, Effect, Entered, Out, Pending, Read};
use crate::game::tournament::Allowance;
use crate::games::journal::Event;
use crate::msg;
use crate::speech::Priority;

/// What the arbiter's PIN is asked for.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum PinFor {
    /// Leaving tournament mode before the result.
    Leave,
    /// `reconcile FILE` during the game: the sheet and its game number.
    Reconcile(PathBuf, Option<usize>),
}

/// How the log names a PIN typed: never the PIN itself.
const PIN_IN_LOG: &str = "(PIN)";

impl App {
    /// Whether tournament mode binds now: set, not left with the arbiter's PIN, and the
    /// game without a result.
    pub(super) fn strict(&self) -> bool {
        self.setup.tournament.as_ref().is_some_and(|t| !t.left) && !self.session.is_over()
    }

    /// Whether a move is recorded as written: in tournament mode, and after leaving it
    /// while the record as written cannot be played on a board.
    pub(super) fn records_as_written(&self) -> bool {
        self.strict() || (self.setup.tournament.is_some() && !self.session.positions_follow())
    }

    /// Whether the session keeps the action log (a game begun in tournament mode).
    fn logs_actions(&self) -> bool {
        self.setup.tournament.is_some()
    }

    /// Whether `command` is refused in tournament mode, and then says why (one sentence
    /// naming the mode): the questions about the board unless the arbiter allowed them,
    /// claims, replay's commands, `export` (it checks the moves by the rules), and
    /// `reconcile` without the arbiter's PIN.
    pub(super) fn refused_in_tournament(&mut self, command: &Command, out: &mut Out) -> bool {
        let board_question = matches!(
            command,
            Command::Pieces(_)
                | Command::PiecesOf(..)
                | Command::ScanFile(_)
                | Command::ScanRank(_)
                | Command::Square(_)
                | Command::ScanDiagonal(..)
                | Command::Board(_)
        );
        if !self.strict() {
            // After the game, a record as written that no board can play tells no board.
            if board_question && self.setup.tournament.is_some() && !self.session.positions_follow()
            {
                out.error(self.text(msg::TOURNAMENT_BOARD_UNKNOWN));
                return true;
            }
            return false;
        }
        let id = match command {
            _ if board_question && !self.board_allowed() => msg::TOURNAMENT_NO_BOARD_QUESTIONS,
            Command::Claim(..) => msg::TOURNAMENT_NO_CLAIMS,
            Command::Browse(_) => msg::TOURNAMENT_NO_REPLAY,
            // Unless the game file cannot take the record (a full disk): then an export
            // elsewhere is what keeps it.
            Command::Export { .. } if self.unwritten == 0 => msg::TOURNAMENT_NO_EXPORT,
            Command::Reconcile(path, game) => {
                self.ask_pin(PinFor::Reconcile(path.clone(), *game), out);
                return true;
            }
            _ => return false,
        };
        out.error(self.text(id));
        true
    }

    /// `leave tournament`: before the result, with the arbiter's PIN when one was set
    /// (else after a yes); logged either way.
    pub(super) fn ask_leave(&mut self, out: &mut Out) {
        let Some(tournament) = &self.setup.tournament else {
            out.error(self.text(msg::TOURNAMENT_NOT_IN_MODE));
            return;
        };
        if tournament.left || self.session.is_over() {
            out.error(self.text(msg::TOURNAMENT_ALREADY_OPEN));
            return;
        }
        if tournament.pin.is_some() {
            self.ask_pin(PinFor::Leave, out);
        } else {
            out.say(self.question(&Action::LeaveTournament), Priority::Move);
            self.pending = Pending::Question(Action::LeaveTournament);
        }
    }

    /// Asks for the arbiter's PIN for `purpose`; without a PIN set, says that only the
    /// arbiter can allow it after the game.
    fn ask_pin(&mut self, purpose: PinFor, out: &mut Out) {
        let has_pin = self
            .setup
            .tournament
            .as_ref()
            .is_some_and(|t| t.pin.is_some());
        if !has_pin {
            out.error(self.text(msg::TOURNAMENT_NO_PIN_SET));
            return;
        }
        out.say(self.pin_question(&purpose), Priority::Move);
        self.pending = Pending::Pin(purpose);
    }

    /// "Arbiter: type the PIN to ...".
    pub(super) fn pin_question(&self, purpose: &PinFor) -> String {
        let kind = match purpose {
            PinFor::Leave => "leave",
            PinFor::Reconcile(..) => "reconcile",
        };
        self.text_with(
            msg::TOURNAMENT_PIN_QUESTION,
            &[("purpose", kind.to_owned().into())],
        )
    }

    /// The line typed while the PIN is asked: true when it was taken as the PIN's answer
    /// (a right PIN does what it was asked for; a wrong one changes nothing).
    pub(super) fn answer_pin(&mut self, line: &str, out: &mut Out) -> bool {
        let Pending::Pin(purpose) = &self.pending else {
            return false;
        };
        let purpose = purpose.clone();
        self.pending = Pending::Nothing;
        if line.trim().is_empty() {
            self.cancel_pin(out);
            return true;
        }
        let right = self
            .setup
            .tournament
            .as_ref()
            .and_then(|t| t.pin.as_ref())
            .is_some_and(|pin| pin.matches(line));
        if !right {
            out.error(self.text(msg::TOURNAMENT_PIN_WRONG));
            return true;
        }
        match purpose {
            PinFor::Leave => self.leave(out),
            PinFor::Reconcile(path, game) => {
                let now = self.time.now_ms();
                self.apply(
                    now,
                    Event::ArbiterAllowed {
                        what: Allowance::Reconcile,
                    },
                    out,
                );
                self.reconcile(&path, game, out);
            }
        }
        true
    }

    /// No PIN typed: nothing changes.
    pub(super) fn cancel_pin(&mut self, out: &mut Out) {
        self.pending = Pending::Nothing;
        out.say(self.text(msg::TOURNAMENT_PIN_CANCELLED), Priority::Move);
    }

    /// Leaves tournament mode (the PIN was right, or no PIN was set and the player said
    /// yes): logged, and said with what is open now.
    pub(super) fn leave(&mut self, out: &mut Out) {
        let now = self.time.now_ms();
        self.apply(
            now,
            Event::ArbiterAllowed {
                what: Allowance::LeaveMode,
            },
            out,
        );
        if let Some(tournament) = &mut self.setup.tournament {
            tournament.left = true;
        }
        let id = if self.session.positions_follow() {
            msg::TOURNAMENT_LEFT
        } else {
            msg::TOURNAMENT_LEFT_AS_WRITTEN
        };
        out.say(self.text(id), Priority::Move);
    }

    /// In tournament mode, a move withdrawn or replaced before the clock was pressed
    /// goes into the log: a correction the arbiter may review.
    pub(super) fn log_withdrawn(&mut self, mv: &Entered, out: &mut Out) {
        if !self.logs_actions() {
            return;
        }
        let san = self.entered_text(mv);
        let now = self.time.now_ms();
        self.apply(now, Event::Withdrawn { san }, out);
    }

    /// Logs `command` ([`App::log_action`]), unless its answer waits for what the runtime
    /// reads (`export`): then it is logged with that answer ([`App::log_later`]).
    pub(super) fn log_command(&mut self, command: Command, pin_asked: bool, out: &mut Out) {
        let reads = |effect: &Effect| matches!(effect, Effect::Read(Read::Export { .. }));
        if out.effects.iter().any(reads) {
            self.unlogged = Some((command, pin_asked));
        } else {
            self.log_action(&command, pin_asked, out);
        }
    }

    /// Logs the command whose answer waited for a read, with what `out` says: when the
    /// answer comes, or, when the read was dropped (the user went on), before the next
    /// command, with nothing said.
    pub(super) fn log_later(&mut self, out: &mut Out) {
        if let Some((command, pin_asked)) = self.unlogged.take() {
            self.log_action(&command, pin_asked, out);
        }
    }

    /// In tournament mode, the action `command` and what was said to it into the log,
    /// after what it did (a PIN typed is logged as "(PIN)"). The clock's ticks are no
    /// action: what they change is logged as readings; nor is a network check, logged
    /// as `Event::Network`.
    fn log_action(&mut self, command: &Command, pin_asked: bool, out: &mut Out) {
        if !self.logs_actions() || matches!(command, Command::Tick | Command::Network(_)) {
            return;
        }
        let line = match command {
            Command::Line(_) if pin_asked => PIN_IN_LOG.to_owned(),
            Command::Line(line) => line.clone(),
            other => format!("{other:?}"),
        };
        let said = out
            .effects
            .iter()
            .filter_map(|effect| match effect {
                Effect::Say(utterance) => Some(utterance.text()),
                _ => None,
            })
            .collect();
        let now = self.time.now_ms();
        out.journal(now, Event::Action { line, said });
    }

    /// A tournament game's end: the rules check of the record as written (the first
    /// move that is not legal, or that every one is), now that it may be said.
    pub(super) fn say_rules_check(&self, out: &mut Out) {
        if self.setup.tournament.is_none() {
            return;
        }
        let record = self.record();
        if let Ok(checked) = crate::games::written::check(record, &self.words) {
            for line in crate::games::written::said(&checked, record, &self.words) {
                out.say(line, Priority::Move);
            }
        }
    }

    /// The first sentence of a tournament session: the mode and what it means, and
    /// whether the arbiter allowed the board questions.
    pub(super) fn tournament_greeting(&self) -> Option<String> {
        let tournament = self.setup.tournament.as_ref()?;
        let mut sentence = self.text(if tournament.left {
            msg::TOURNAMENT_GREETING_LEFT
        } else {
            msg::TOURNAMENT_GREETING
        });
        if tournament.board_questions {
            sentence.push(' ');
            sentence.push_str(&self.text(msg::TOURNAMENT_BOARD_QUESTIONS_ALLOWED));
        }
        Some(sentence)
    }

    /// The line the full screen always shows in tournament mode; `None` outside it.
    pub fn tournament_line(&self) -> Option<String> {
        let tournament = self.setup.tournament.as_ref()?;
        let mut line = self.text(if !tournament.left {
            msg::TOURNAMENT_SCREEN_LINE
        } else {
            msg::TOURNAMENT_SCREEN_LINE_LEFT
        });
        if tournament.board_questions {
            line.push(' ');
            line.push_str(&self.text(msg::TOURNAMENT_BOARD_QUESTIONS_ALLOWED));
        }
        // Who keeps the record: the arbiter compares it with `hektor arbiter`'s page.
        let identity = &tournament.identity;
        let short = |hex: &str| hex.chars().take(8).collect::<String>();
        line.push(' ');
        line.push_str(&self.text_with(
            msg::TOURNAMENT_IDENTITY_LINE,
            &[
                ("version", identity.version.clone().into()),
                ("installation", short(&identity.installation).into()),
                ("sha", short(&identity.executable_sha256).into()),
            ],
        ));
        Some(line)
    }

    /// Whether the full screen may draw the board: not while tournament mode binds,
    /// unless the arbiter allowed the board questions.
    pub fn shows_board(&self) -> bool {
        !self.strict() || self.board_allowed()
    }

    /// Whether the arbiter allowed this player the board, and the record as written
    /// still tells it (every move so far names one legal move).
    fn board_allowed(&self) -> bool {
        self.setup
            .tournament
            .as_ref()
            .is_some_and(|t| t.board_questions)
            && self.session.positions_follow()
    }

    /// A resumed tournament game whose log says the mode was left: left it stays.
    pub(super) fn restore_left(&mut self, left: bool) {
        if let (true, Some(tournament)) = (left, &mut self.setup.tournament) {
            tournament.left = true;
        }
    }
}

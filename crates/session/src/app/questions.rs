//! The yes-or-no questions of a game session (undo, withdrawing a result, ending the
//! game, replacing a file with an export), what a yes does, and what is said when
//! another command replaces one; the end of the game and of the session.

use std::path::PathBuf;

use super::setup::Mode;
use super::{Action, App, Effect, Out, Pending, Read, Target, words};
use crate::game::clock::Player;
use crate::game::record::{GameResult, Termination};
use crate::games::journal::Event;
use crate::msg;

use crate::sound::Earcon;
use crate::speech::Priority;

impl App {
    /// The yes-or-no question that `action` waits for.
    pub(super) fn question(&self, action: &Action) -> String {
        match action {
            Action::Undo => {
                // After a result, undo takes back the result too: the question says so.
                let id = if self.session.is_over() {
                    msg::SESSION_ASK_UNDO_WITH_RESULT
                } else {
                    msg::SESSION_ASK_UNDO
                };
                self.about_last_move(id, &[("result", self.result_words().into())])
                    .unwrap_or_default()
            }
            Action::WithdrawResult => self.text_with(
                msg::SESSION_ASK_WITHDRAW_RESULT,
                &[("result", self.result_words().into())],
            ),
            Action::Export { path, .. } => self.text_with(
                msg::SESSION_ASK_OVERWRITE,
                &[("path", path.display().to_string().into())],
            ),
            Action::End(result, termination) => {
                let sentence = words::result_sentence(self, *result, termination.as_ref());
                self.text_with(msg::SESSION_ASK_END, &[("result", sentence.into())])
            }
            Action::LeaveTournament => self.text(msg::TOURNAMENT_ASK_LEAVE),
        }
    }

    /// What was not done because the question about `action` went unanswered.
    pub(super) fn dropped_question(&self, action: &Action) -> String {
        let (kind, path) = match action {
            Action::Undo => ("undo", String::new()),
            Action::End(..) => ("end", String::new()),
            Action::WithdrawResult => ("result", String::new()),
            Action::Export { path, .. } => ("export", path.display().to_string()),
            Action::LeaveTournament => ("leave", String::new()),
        };
        self.text_with(
            msg::SESSION_QUESTION_DROPPED,
            &[("kind", kind.to_owned().into()), ("path", path.into())],
        )
    }

    pub(super) fn act(&mut self, action: Action, out: &mut Out) {
        match action {
            Action::Undo => self.undo(out),
            Action::End(result, termination) => self.end_game(result, termination, out),
            Action::WithdrawResult => self.withdraw_result(out),
            Action::Export { format, path } => out.effects.push(Effect::Export {
                format,
                path,
                overwrite: true,
            }),
            Action::LeaveTournament => self.leave(out),
        }
    }

    pub(super) fn ask_undo(&mut self, out: &mut Out) {
        if let Pending::Move(_) | Pending::Promotion(_) | Pending::Choice(..) = self.pending {
            self.withdraw(out);
            return;
        }
        if self.record().moves.is_empty() {
            out.error(self.text(msg::SESSION_NOTHING_TO_UNDO));
            return;
        }
        out.say(self.question(&Action::Undo), Priority::Move);
        self.pending = Pending::Question(Action::Undo);
    }

    pub(super) fn undo(&mut self, out: &mut Out) {
        let last = self.with_last_move(msg::SESSION_UNDONE).unwrap_or_default();
        let now = self.time.now_ms();
        if let Some(san) = self.record().moves.last().map(|m| m.san.to_owned()) {
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
    pub(super) fn ask_withdraw_result(&mut self, out: &mut Out) {
        if !self.session.is_over() {
            out.error(self.text(msg::SESSION_NO_RESULT_TO_WITHDRAW));
            return;
        }
        if self.session.automatic_ending().is_some() {
            out.error(self.text_with(
                msg::SESSION_RESULT_FROM_POSITION,
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
        out.say(self.text(msg::SESSION_RESULT_WITHDRAWN), Priority::Move);
        match &self.clock {
            Some(clock) if clock.flag().is_some() => {
                out.say(self.text(msg::SESSION_FLAG_FALLEN_ADJUST), Priority::Move);
            }
            Some(_) => out.say(
                self.text(msg::SESSION_CLOCK_STARTS_WITH_MOVE),
                Priority::Move,
            ),
            None => {}
        }
        out.say(self.turn_sentence(), Priority::Move);
    }

    /// `export FORMAT FILE`: the runtime looks at the file first ([`Read::Export`]), then
    /// [`App::export_to`] goes on.
    pub(super) fn ask_export(
        &mut self,
        format: Option<crate::scoresheet::Format>,
        path: PathBuf,
        out: &mut Out,
    ) {
        out.effects.push(Effect::Read(Read::Export {
            format,
            path,
            own: self.game_file.clone(),
        }));
    }

    /// `export FORMAT FILE` once the runtime found what is at the file (`target`): never
    /// over the game's own file nor any other hektor game file (another session's game, a
    /// saved game), nor into a folder, a pipe or a device; an existing file only after a
    /// yes (a question waiting before is said to be dropped first).
    pub(super) fn export_to(
        &mut self,
        format: Option<crate::scoresheet::Format>,
        path: PathBuf,
        target: Target,
        out: &mut Out,
    ) {
        let shown = || ("path", path.display().to_string().into());
        match target {
            Target::OwnFile => out.error(self.text_with(msg::SESSION_EXPORT_OWN_FILE, &[shown()])),
            Target::Unusable(error) => {
                out.error(crate::i18n::errors::io_sentence(
                    self.locale(),
                    &path,
                    &error,
                ));
            }
            Target::GameFile => out.error(self.text_with(msg::EXPORT_GAME_FILE, &[shown()])),
            Target::Exists => {
                let action = Action::Export { format, path };
                if let Pending::Question(asked) = &self.pending
                    && *asked != action
                {
                    out.say(self.dropped_question(asked), Priority::Move);
                }
                out.say(self.question(&action), Priority::Move);
                self.pending = Pending::Question(action);
            }
            Target::Free => out.effects.push(Effect::Export {
                format,
                path,
                overwrite: false,
            }),
        }
    }

    /// "I resign": in player mode the blind player's own resignation, whoever is to
    /// move; in assistant mode, where hektor does not know who speaks, the side must be
    /// named.
    pub(super) fn ask_resign(&mut self, side: Option<Player>, out: &mut Out) {
        let side = match (side, self.setup.mode) {
            (Some(side), _) => side,
            (None, Mode::Player) => self.setup.player(),
            (None, Mode::Assistant) => {
                out.error(self.text(msg::SESSION_RESIGN_WHO));
                return;
            }
        };
        let result = match side {
            Player::White => GameResult::BlackWins,
            Player::Black => GameResult::WhiteWins,
        };
        self.ask_end(result, Some(Termination::Resignation), out);
    }

    pub(super) fn ask_end(
        &mut self,
        result: GameResult,
        termination: Option<Termination>,
        out: &mut Out,
    ) {
        if self.session.is_over() {
            out.error(self.game_over_sentence());
            return;
        }
        if termination == Some(Termination::DrawAgreement)
            && !self.strict()
            && let Err((made, required)) = self.session.draw_agreement()
        {
            out.error(self.text_with(
                msg::DRAUGHTS_AGREEMENT_TOO_EARLY,
                &[("made", made.into()), ("required", required.into())],
            ));
            return;
        }
        self.drop_pending_move(out);
        let action = Action::End(result, termination);
        out.say(self.question(&action), Priority::Move);
        self.pending = Pending::Question(action);
    }

    pub(super) fn end_game(
        &mut self,
        result: GameResult,
        termination: Option<Termination>,
        out: &mut Out,
    ) {
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
        self.say_rules_check(out);
        let offer = self.position().rules().export_offer_id();
        out.say(self.text(offer), Priority::Move);
    }

    pub(super) fn quit(&mut self, out: &mut Out) {
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
}

//! Entering a move (FIDE Appendix D): reading it, asking which piece a pawn becomes or
//! which of several moves was meant, announcing it, and confirming it ("pressing the
//! clock": only then is it recorded) or withdrawing it.

use super::setup::Mode;
use super::{App, Asked, Effect, Entered, Out, Pending, PendingMove};
use crate::games::Session;
use crate::games::journal::Event;
use crate::games::words::{Reading, promotion_piece};
use crate::games::{GameMove, GamePosition};
use crate::msg;
use crate::notation::Choice;
use crate::sound::Earcon;
use crate::speech::{Priority, Utterance};

impl App {
    /// The answer to "which piece?" when a promotion waits; false when `line` is not one.
    pub(super) fn choose_promotion(&mut self, line: &str, out: &mut Out) -> bool {
        let Pending::Promotion(candidates) = &self.pending else {
            return false;
        };
        let Some(role) = promotion_piece(line, self.locale()) else {
            return false;
        };
        match candidates.iter().find(|mv| mv.promotes_to(role)) {
            Some(mv) => {
                let mv = Entered::Played(mv.clone());
                self.announce_move(mv, false, out);
            }
            None => out.error(self.promotion_question()),
        }
        true
    }

    /// The answer to "which one?" when several moves fitted; false when `line` is not one
    /// (a command, another move).
    pub(super) fn choose_candidate(&mut self, line: &str, out: &mut Out) -> bool {
        let Pending::Choice(asked) = &self.pending else {
            return false;
        };
        match self.words.choose(self.position(), &asked.candidates, line) {
            Choice::Picked(mv) => self.announce_move(Entered::Played(mv), false, out),
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
            return self.text_with(msg::SESSION_CHOICE_UNCLEAR, &[("answer", answer)]);
        }
        let choices = crate::i18n::join_or(self.locale(), &names);
        self.text_with(
            msg::SESSION_CHOICE_SEVERAL,
            &[("answer", answer), ("choices", choices.into())],
        )
    }

    pub(super) fn enter_move(&mut self, text: &str, out: &mut Out) {
        if self.session.is_over() {
            out.error(self.game_over_sentence());
            return;
        }
        if self.must_play(out) {
            return;
        }
        if self.records_as_written() {
            self.enter_written(text, out);
            return;
        }
        match self.words.read(self.position(), text) {
            Reading::Move(mv) => self.announce_move(Entered::Played(mv), false, out),
            Reading::Unusual(mv) => self.announce_move(Entered::Played(mv), true, out),
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
            Reading::Error(sentence) => self.not_a_move(text, sentence, out),
        }
    }

    /// Tournament mode: `text` recorded as written, read without a position, announced
    /// in the words of what was typed and waiting for its confirmation.
    fn enter_written(&mut self, text: &str, out: &mut Out) {
        match self.words.read_written(self.session.rules(), text) {
            Ok(written) => self.announce_move(Entered::Written(written), false, out),
            Err(sentence) => self.not_a_move(text, sentence, out),
        }
    }

    /// Says that `text` is no move: `sentence`, or while a move or a question waits
    /// for yes or no, how to answer and what waits.
    fn not_a_move(&self, text: &str, sentence: String, out: &mut Out) {
        if matches!(self.pending, Pending::Move(_) | Pending::Question(_)) {
            out.error(self.not_an_answer(text));
        } else {
            out.error(sentence);
        }
    }

    /// "'e9' is not an answer: answer yes or no. e4 waits for confirmation.": a line
    /// that is neither yes nor no nor a move while a move or a question waits.
    fn not_an_answer(&self, text: &str) -> String {
        let hint = crate::i18n::answer::not_an_answer(self.locale(), text);
        match self.waiting() {
            Some(waiting) => format!("{hint} {waiting}"),
            None => hint,
        }
    }

    /// "'Ж' does not pick one of them. Which piece does the pawn become: ...?": the answer
    /// to the promotion question that names no piece and is no move either.
    fn not_a_piece(&self, text: &str) -> String {
        let again = self.text_with(
            msg::SESSION_CHOICE_UNCLEAR,
            &[("answer", text.trim().to_owned().into())],
        );
        format!("{again} {}", self.promotion_question())
    }

    /// "Which knight goes to David zwei: from Bella eins or from Felix drei?" and how to
    /// answer: what tells the moves apart (the square, its file or rank; the path), and
    /// the number of each choice when every number picks its own (draughts' paths by
    /// their ordinals, which cannot be taken for squares).
    fn choice_question(&self, sentence: &str, candidates: &[GameMove], names: &[String]) -> String {
        let board = self.position();
        let numbers = if self.words.numbers_pick(board, candidates) {
            let listed = self.words.labelled_choices(names).unwrap_or_else(|| {
                let numbered: Vec<String> = names
                    .iter()
                    .enumerate()
                    .map(|(index, name)| {
                        self.text_with(
                            msg::SESSION_CHOICE_NUMBER,
                            &[
                                ("number", (index + 1).into()),
                                ("choice", name.clone().into()),
                            ],
                        )
                    })
                    .collect();
                numbered.join(", ")
            });
            self.text_with(msg::SESSION_CHOICE_NUMBERS, &[("numbers", listed.into())])
        } else {
            String::new()
        };
        let hint = self.text_with(
            msg::SESSION_CHOICE_HINT,
            &[
                ("by", self.words.choice_answers(board, candidates).into()),
                ("numbers", numbers.into()),
            ],
        );
        format!("{sentence} {hint}")
    }

    /// When the move of a claim that was not valid waits, no other move may be entered
    /// and it cannot be withdrawn (FIDE 9.2): says so and returns true.
    pub(super) fn must_play(&self, out: &mut Out) -> bool {
        match &self.pending {
            Pending::Move(pending) if pending.must_play => {
                let words = self.entered_words(&pending.mv);
                out.error(self.text_with(
                    msg::SESSION_CLAIM_MOVE_MUST_BE_PLAYED,
                    &[("move", words.into())],
                ));
                true
            }
            _ => false,
        }
    }

    /// Announces a move entered; one that replaces another still waiting for yes or no
    /// says first which move it withdraws, so that no move is dropped unheard, and one
    /// read in a less usual way (`unusual`: a look-alike letter) says so before it.
    fn announce_move(&mut self, mv: Entered, unusual: bool, out: &mut Out) {
        let offer_draw = matches!(&self.pending, Pending::Move(p) if p.offer_draw);
        if let Pending::Move(waiting) = &self.pending
            && waiting.mv != mv
        {
            let words = self.entered_words(&waiting.mv);
            let withdrawn = waiting.mv.clone();
            out.say(
                self.text_with(msg::SESSION_MOVE_REPLACED, &[("move", words.into())]),
                Priority::Move,
            );
            self.log_withdrawn(&withdrawn, out);
        }
        if unusual {
            out.say(self.text(msg::SESSION_READ_UNUSUALLY), Priority::Move);
        }
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
    pub(super) fn announce_pending(&mut self, mut pending: PendingMove, out: &mut Out) {
        let words = self.entered_words(&pending.mv);
        let mover = self.session.turn();
        let side = mover.name(self.locale());
        let statement = self.text_with(
            msg::SESSION_ASSISTANT_MOVE,
            &[
                ("side", side.clone().into()),
                ("move", words.clone().into()),
            ],
        );
        // What is said now, and what `repeat` says once the move is recorded: the move,
        // not a read-back's question.
        let (sentence, recorded) = match self.setup.mode {
            Mode::Player if mover == self.setup.player() => (words.clone(), words),
            Mode::Player if !self.setup.auto_confirm => (
                self.text_with(
                    msg::SESSION_READBACK,
                    &[("side", side.into()), ("move", words.into())],
                ),
                statement,
            ),
            Mode::Assistant | Mode::Player => (statement.clone(), statement),
        };
        out.effects
            .push(Effect::Say(Utterance::new(sentence, Priority::Move)));
        pending.said = Some(Utterance::new(recorded, Priority::Move));
        self.pending = Pending::Move(pending);
        if self.setup.auto_confirm {
            self.confirm(out);
        } else {
            out.sound(Earcon::AwaitingConfirmation);
        }
    }

    pub(super) fn confirm(&mut self, out: &mut Out) {
        match std::mem::replace(&mut self.pending, Pending::Nothing) {
            Pending::Move(pending) => self.commit(pending, out),
            Pending::Question(action) => self.act(action, out),
            Pending::Pin(_) => self.cancel_pin(out),
            Pending::Promotion(candidates) => {
                self.pending = Pending::Promotion(candidates);
                out.error(self.promotion_question());
            }
            Pending::Choice(asked) => {
                out.error(asked.question.clone());
                self.pending = Pending::Choice(asked);
            }
            Pending::Nothing => out.error(self.text(msg::SESSION_NOTHING_TO_CONFIRM)),
        }
    }

    pub(super) fn withdraw(&mut self, out: &mut Out) {
        if self.must_play(out) {
            return;
        }
        match std::mem::replace(&mut self.pending, Pending::Nothing) {
            Pending::Move(pending) => {
                out.say(self.text(msg::SESSION_WITHDRAWN), Priority::Move);
                self.log_withdrawn(&pending.mv, out);
            }
            Pending::Promotion(_) | Pending::Choice(..) => {
                out.say(self.text(msg::SESSION_WITHDRAWN), Priority::Move);
            }
            Pending::Question(_) => out.say(self.text(msg::SESSION_DECLINED), Priority::Move),
            Pending::Pin(_) => self.cancel_pin(out),
            Pending::Nothing => out.error(self.text(msg::SESSION_NOTHING_TO_WITHDRAW)),
        }
    }

    /// Confirming is pressing the clock: the move is recorded and the clocks switch.
    pub(super) fn commit(&mut self, pending: PendingMove, out: &mut Out) {
        let now = self.time.now_ms();
        let mut clock_events = Vec::new();
        let readings = self.clock.as_mut().map(|clock| {
            clock_events = clock.press(now);
            let r = clock.readings(now);
            (r.white_ms, r.black_ms)
        });
        let (event, check) = match &pending.mv {
            Entered::Played(mv) => {
                let notated = self.position().notate(mv);
                let check = notated.check;
                (Session::event_of(notated, now, readings), check)
            }
            Entered::Written(written) => {
                (Session::written_event(&written.text, now, readings), false)
            }
        };
        let written = matches!(pending.mv, Entered::Written(_));
        self.apply(now, event, out);
        self.last_reading_ms = now;
        if pending.offer_draw {
            self.apply(now, Event::DrawOffer, out);
        }
        out.sound(Earcon::MoveRecorded);
        if let Some(said) = pending.said {
            out.repeat_first(said);
        }
        out.say(self.text(msg::SESSION_RECORDED), Priority::Move);
        if check {
            out.sound(Earcon::Check);
        }
        self.clock_events(clock_events, out);
        if !self.session.is_over()
            && !written
            && let Some(ending) = self.session.automatic_ending()
        {
            self.end_game(ending.result, Some(ending.termination), out);
        }
    }

    /// Forgets what waits; a move waiting for confirmation is said not to be recorded.
    pub(super) fn drop_pending_move(&mut self, out: &mut Out) {
        if let Some(words) = self.pending_move_words() {
            out.say(
                self.text_with(msg::SESSION_QUIT_UNCONFIRMED, &[("move", words.into())]),
                Priority::Move,
            );
        }
        self.pending = Pending::Nothing;
    }

    pub(super) fn promotion_question(&self) -> String {
        self.text(msg::SESSION_PROMOTION_QUESTION)
    }
}

//! The questions asked before a resumed game session starts (whether to resume the
//! unfinished game found in the data folder; whether to go on without the lines of a
//! damaged game file that are left out): a session engine of its own
//! ([`ResumeQuestion`]) whose only state is the question waiting, so that it runs on the
//! same runtime and output as a session (printed and spoken, in the game's language)
//! and reads its answer as the game session reads a yes or no ([`read_line`], every UI
//! language's words).

use std::path::{Path, PathBuf};

use super::{Command, Effect, SessionEngine, players, read_line};
use crate::games::GameRecord;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::speech::{Priority, Utterance};

/// The answer to a question about resuming a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResumeAnswer {
    /// Yes: resume the game (without the lines left out).
    Yes,
    /// No: start a new game instead (leave the damaged file as it is).
    No,
    /// No answer (yet): the input ended, or the session was ended, before one was
    /// given. Nothing is decided.
    Unanswered,
}

/// A question about resuming a game, waiting for its answer.
///
/// ```
/// use hektor_session::app::resume::{ResumeAnswer, ResumeQuestion};
/// use hektor_session::app::{Command, SessionEngine};
/// use hektor_session::i18n::{Lang, Locale};
///
/// let locale = Locale::new(Lang::Uk);
/// let mut offer = ResumeQuestion::offer(locale, "game.jsonl".as_ref(), &Default::default());
/// assert!(offer.greeting().len() == 1);
/// offer.update(Command::Line("e4".into()));
/// assert_eq!(offer.answer(), ResumeAnswer::Unanswered);
/// offer.update(Command::Line("так".into()));
/// assert_eq!(offer.answer(), ResumeAnswer::Yes);
/// ```
#[derive(Debug)]
pub struct ResumeQuestion {
    locale: Locale,
    asked: Asked,
    answer: ResumeAnswer,
    /// The line that answered a question of a field or a side.
    given: Option<String>,
}

/// Which question waits.
#[derive(Debug)]
enum Asked {
    /// Resume the unfinished game in `path`? A line that is no answer (a move typed
    /// before the question was heard) is named and the question asked again, so the
    /// offered game is never set aside by a stray line.
    Offer {
        /// The game file.
        path: PathBuf,
        /// White's name, as the game's tags give it.
        white: String,
        /// Black's name.
        black: String,
        /// How many moves were made.
        moves: usize,
    },
    /// Go on without the lines left out (the question said as it is)? Anything but a
    /// yes leaves the file as it is.
    LeaveOut(String),
    /// A field of a tournament game's heading (the question said as it is): any line is
    /// the answer, an empty one leaves the field empty.
    Field(String),
    /// The player's colour (the question said as it is): a side's word in any UI
    /// language, or an empty line for White; another line is named and asked again.
    Side(String),
}

impl ResumeQuestion {
    /// The offer of the unfinished game `record` read from `path`, asked in the language
    /// of `locale` (the game's own, unless one was chosen).
    pub fn offer(locale: Locale, path: &Path, record: &GameRecord) -> ResumeQuestion {
        let asked = Asked::Offer {
            path: path.to_owned(),
            white: record.tags.white.clone(),
            black: record.tags.black.clone(),
            moves: record.moves.len().div_ceil(2),
        };
        ResumeQuestion::asking(locale, asked)
    }

    /// The question whether to go on without what a damaged game file lost, as
    /// `question` says it.
    pub fn leave_out(locale: Locale, question: String) -> ResumeQuestion {
        ResumeQuestion::asking(locale, Asked::LeaveOut(question))
    }

    /// The question of a tournament game's heading field, as `question` says it.
    pub fn field(locale: Locale, question: String) -> ResumeQuestion {
        ResumeQuestion::asking(locale, Asked::Field(question))
    }

    /// The question of the player's colour, as `question` says it.
    pub fn side(locale: Locale, question: String) -> ResumeQuestion {
        ResumeQuestion::asking(locale, Asked::Side(question))
    }

    fn asking(locale: Locale, asked: Asked) -> ResumeQuestion {
        ResumeQuestion {
            locale,
            asked,
            answer: ResumeAnswer::Unanswered,
            given: None,
        }
    }

    /// The answer given (`Unanswered` while the question waits).
    pub fn answer(&self) -> ResumeAnswer {
        self.answer
    }

    /// The line that answered the question of a field or a side (trimmed; `None` while
    /// it waits): for a side, a side's word or nothing.
    pub fn given(&self) -> Option<&str> {
        self.given.as_deref()
    }

    /// Takes `answer` and ends the session.
    fn answered(&mut self, answer: ResumeAnswer) -> Vec<Effect> {
        self.answer = answer;
        vec![Effect::Quit]
    }

    /// Says `text` as the answer to a line.
    fn say(text: String) -> Vec<Effect> {
        vec![Effect::Say(Utterance::new(text, Priority::Move))]
    }
}

impl SessionEngine for ResumeQuestion {
    /// The question: for the offer, whose game, how many moves, which file.
    fn greeting(&mut self) -> Vec<Effect> {
        let locale = &self.locale;
        let (path, white, black, moves) = match &self.asked {
            Asked::Offer {
                path,
                white,
                black,
                moves,
            } => (path, white, black, *moves),
            Asked::LeaveOut(question) | Asked::Field(question) | Asked::Side(question) => {
                return ResumeQuestion::say(question.clone());
            }
        };
        ResumeQuestion::say(sentence(
            locale,
            msg::SESSION_RESUME_OFFER,
            &[
                ("players", players(locale, white, black).into()),
                ("moves", moves.into()),
                ("path", path.display().to_string().into()),
            ],
        ))
    }

    /// A yes or a no (an empty line is a yes, as for every question) ends the session
    /// with its answer; any other line (a command typed too soon) is named and the
    /// question asked again; the end of the input, or the session ended, answers nothing.
    fn update(&mut self, command: Command) -> Vec<Effect> {
        let line = match command {
            Command::Line(line) => line,
            Command::Tick => return Vec::new(),
            _ => return self.answered(ResumeAnswer::Unanswered),
        };
        match &self.asked {
            Asked::Field(_) => {
                self.given = Some(line.trim().to_owned());
                return self.answered(ResumeAnswer::Yes);
            }
            Asked::Side(question) => {
                let trimmed = line.trim();
                if trimmed.is_empty() || super::command::player(trimmed).is_some() {
                    self.given = Some(trimmed.to_owned());
                    return self.answered(ResumeAnswer::Yes);
                }
                let hint = sentence(
                    &self.locale,
                    msg::TOURNAMENT_ENTRY_NOT_A_SIDE,
                    &[("line", trimmed.to_owned().into())],
                );
                return ResumeQuestion::say(format!("{hint} {question}"));
            }
            Asked::Offer { .. } | Asked::LeaveOut(_) => {}
        }
        match (read_line(&line, true), &self.asked) {
            (Ok(Command::Confirm), _) => self.answered(ResumeAnswer::Yes),
            (Ok(Command::Withdraw), _) => self.answered(ResumeAnswer::No),
            (_, Asked::LeaveOut(question) | Asked::Field(question) | Asked::Side(question)) => {
                let hint = crate::i18n::answer::not_an_answer(&self.locale, &line);
                ResumeQuestion::say(format!("{hint} {question}"))
            }
            (_, Asked::Offer { path, .. }) => ResumeQuestion::say(sentence(
                &self.locale,
                msg::SESSION_RESUME_NOT_ANSWER,
                &[
                    ("line", line.into()),
                    ("path", path.display().to_string().into()),
                ],
            )),
        }
    }

    fn locale(&self) -> &Locale {
        &self.locale
    }

    /// No game is played yet.
    fn record(&self) -> Option<&GameRecord> {
        None
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::app::tests::said_in as said;
    use crate::i18n::Lang;

    #[test]
    fn a_polish_tak_resumes_after_a_stray_move_is_named() {
        let mut offer = ResumeQuestion::offer(
            Locale::new(Lang::Pl),
            Path::new("g.jsonl"),
            &GameRecord::default(),
        );
        let asked = said(&offer.greeting());
        assert_eq!(asked.len(), 1);
        assert!(asked[0].contains("g.jsonl"), "{asked:?}");
        let again = offer.update(Command::Line("e4".into()));
        let again_said = said(&again);
        assert!(
            again_said.len() == 1
                && again_said[0].contains("e4")
                && again_said[0].contains("g.jsonl"),
            "{again_said:?}"
        );
        assert!(!again.contains(&Effect::Quit));
        assert_eq!(offer.answer(), ResumeAnswer::Unanswered);
        assert_eq!(offer.update(Command::Tick), Vec::new());
        let effects = offer.update(Command::Line("Tak".into()));
        assert_eq!(effects, vec![Effect::Quit]);
        assert_eq!(offer.answer(), ResumeAnswer::Yes);
    }

    #[test]
    fn a_no_in_any_language_declines_and_the_end_of_input_answers_nothing() {
        let mut offer = ResumeQuestion::offer(
            Locale::new(Lang::Uk),
            Path::new("g.jsonl"),
            &GameRecord::default(),
        );
        offer.update(Command::Line("ні".into()));
        assert_eq!(offer.answer(), ResumeAnswer::No);
        let mut offer = ResumeQuestion::offer(
            Locale::new(Lang::Uk),
            Path::new("g.jsonl"),
            &GameRecord::default(),
        );
        assert_eq!(offer.update(Command::EndOfInput), vec![Effect::Quit]);
        assert_eq!(offer.answer(), ResumeAnswer::Unanswered);
    }

    #[test]
    fn a_yes_leaves_out_the_damaged_lines_and_a_stray_line_asks_again() {
        let asked = || ResumeQuestion::leave_out(Locale::new(Lang::Pl), "Dalej?".to_owned());
        let mut question = asked();
        assert_eq!(said(&question.greeting()), ["Dalej?"]);
        question.update(Command::Line("tak".into()));
        assert_eq!(question.answer(), ResumeAnswer::Yes);
        // A command typed too soon is no answer: it is named and the question asked
        // again, never taken for a no (the session used to end).
        let mut question = asked();
        let again = said(&question.update(Command::Line("czas".into())));
        assert_eq!(
            again,
            ["„czas” to nie odpowiedź: odpowiedz tak albo nie. Dalej?"]
        );
        assert_eq!(question.answer(), ResumeAnswer::Unanswered);
        question.update(Command::Line("nie".into()));
        assert_eq!(question.answer(), ResumeAnswer::No);
    }

    #[test]
    fn a_field_takes_any_line_and_a_side_asks_again_for_what_is_no_colour() {
        let mut field = ResumeQuestion::field(Locale::new(Lang::Uk), "Тур?".to_owned());
        assert_eq!(said(&field.greeting()), ["Тур?"]);
        assert_eq!(
            field.update(Command::Line(" 3 ".into())),
            vec![Effect::Quit]
        );
        assert_eq!(
            (field.answer(), field.given()),
            (ResumeAnswer::Yes, Some("3"))
        );
        let mut side = ResumeQuestion::side(Locale::new(Lang::Uk), "Колір?".to_owned());
        let again = said(&side.update(Command::Line("e4".into())));
        assert_eq!(again, ["«e4» — не колір. Колір?"]);
        assert_eq!(side.given(), None);
        side.update(Command::Line("чорні".into()));
        assert_eq!(side.given(), Some("чорні"));
    }
}

//! The question whether to resume an unfinished game found in the data folder, asked
//! before the game session starts: a session engine of its own ([`ResumeOffer`]) whose
//! only state is the question waiting, so that it runs on the same runtime and output as
//! a session (printed and spoken, in the game's language) and reads its answer as the
//! game session reads a yes or no ([`read_line`], every UI language's words).

use std::path::{Path, PathBuf};

use super::{Command, Effect, SessionEngine, black_after_against, player_name, read_line};
use crate::game::clock::Player;
use crate::game::journal::{self, Entry};
use crate::game::record::GameRecord;
use crate::i18n::{Locale, sentence};
use crate::speech::{Priority, Utterance};

/// The answer to the offer to resume an unfinished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResumeAnswer {
    /// Resume it.
    Yes,
    /// Start a new game.
    No,
    /// No answer (yet): the input ended, or the session was ended, before one was
    /// given. Nothing is decided.
    Unanswered,
}

/// The offer to resume the unfinished game in a file, waiting for its answer. A line
/// that is no answer (a move typed before the question was heard) is named and the
/// question asked again, so the offered game is never set aside by a stray line.
///
/// ```
/// use hektor::app::resume::{ResumeAnswer, ResumeOffer};
/// use hektor::app::{Command, SessionEngine};
/// use hektor::i18n::{Lang, Locale};
///
/// let mut offer = ResumeOffer::new(Locale::new(Lang::Uk), "game.jsonl".as_ref(), &[]);
/// assert!(offer.greeting().len() == 1);
/// offer.update(Command::Line("e4".into()));
/// assert_eq!(offer.answer(), ResumeAnswer::Unanswered);
/// offer.update(Command::Line("так".into()));
/// assert_eq!(offer.answer(), ResumeAnswer::Yes);
/// ```
#[derive(Debug)]
pub struct ResumeOffer {
    locale: Locale,
    path: PathBuf,
    record: GameRecord,
    answer: ResumeAnswer,
}

impl ResumeOffer {
    /// The offer of the game whose journal `entries` were read from `path`, asked in
    /// the language of `locale` (the game's own, unless one was chosen).
    pub fn new(locale: Locale, path: &Path, entries: &[Entry]) -> ResumeOffer {
        ResumeOffer {
            locale,
            path: path.to_owned(),
            record: journal::record_from(entries),
            answer: ResumeAnswer::Unanswered,
        }
    }

    /// The answer given (`Unanswered` while the question waits).
    pub fn answer(&self) -> ResumeAnswer {
        self.answer
    }

    /// The file offered, as it is named in the sentences.
    fn shown(&self) -> String {
        self.path.display().to_string()
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

impl SessionEngine for ResumeOffer {
    /// The offer: whose game, how many moves, which file; resume it?
    fn greeting(&mut self) -> Vec<Effect> {
        let locale = &self.locale;
        let tags = &self.record.tags;
        ResumeOffer::say(sentence(
            locale,
            "session-resume-offer",
            &[
                (
                    "white",
                    player_name(locale, Player::White, &tags.white).into(),
                ),
                ("black", black_after_against(locale, &tags.black).into()),
                ("moves", self.record.moves.len().div_ceil(2).into()),
                ("path", self.shown().into()),
            ],
        ))
    }

    /// A yes or a no (an empty line is a yes, as for every question) ends the session
    /// with its answer; any other line is named and the question asked again; the end
    /// of the input, or the session ended, answers nothing.
    fn update(&mut self, command: Command) -> Vec<Effect> {
        let line = match command {
            Command::Line(line) => line,
            Command::Tick => return Vec::new(),
            _ => return self.answered(ResumeAnswer::Unanswered),
        };
        match read_line(&line, true) {
            Ok(Command::Confirm) => self.answered(ResumeAnswer::Yes),
            Ok(Command::Withdraw) => self.answered(ResumeAnswer::No),
            _ => ResumeOffer::say(sentence(
                &self.locale,
                "session-resume-not-answer",
                &[("line", line.into()), ("path", self.shown().into())],
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
    use crate::i18n::Lang;

    fn said(effects: &[Effect]) -> Vec<String> {
        effects
            .iter()
            .filter_map(|effect| match effect {
                Effect::Say(utterance) => Some(utterance.text()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_polish_tak_resumes_after_a_stray_move_is_named() {
        let mut offer = ResumeOffer::new(Locale::new(Lang::Pl), Path::new("g.jsonl"), &[]);
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
        let mut offer = ResumeOffer::new(Locale::new(Lang::Uk), Path::new("g.jsonl"), &[]);
        offer.update(Command::Line("ні".into()));
        assert_eq!(offer.answer(), ResumeAnswer::No);
        let mut offer = ResumeOffer::new(Locale::new(Lang::Uk), Path::new("g.jsonl"), &[]);
        assert_eq!(offer.update(Command::EndOfInput), vec![Effect::Quit]);
        assert_eq!(offer.answer(), ResumeAnswer::Unanswered);
    }
}

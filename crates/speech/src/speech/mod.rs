//! Speech output: everything hektor says goes through a [`Speaker`].
//!
//! Backends: `tts` (the platform engine, speech-dispatcher on Linux; feature
//! `speech-tts`), `screen_reader` (NVDA, JAWS and others on Windows), [`command`] (any program that takes the text), [`text`] (one printed line
//! per utterance, for screen readers and Braille displays), [`recorder`] (tests) and
//! [`NullSpeaker`]. [`select`] picks one for `--speech` ([`diagnose`] says why
//! speech-dispatcher cannot speak), [`queue`] runs it on a worker
//! thread with the game's interruption rules, and keeps the on-screen log.

pub mod backend_name;
#[cfg(all(feature = "speech-tts", target_os = "linux"))]
pub mod bounded;
pub mod children;
pub mod clean;
pub mod command;
pub mod diagnose;
#[cfg(all(feature = "speech-tts", target_os = "linux"))]
pub mod dispatcher;
#[cfg(feature = "speech-tts")]
pub mod ends;
mod error;
#[cfg(windows)]
pub mod jaws;
pub mod pronounce;
pub mod queue;
pub mod recorder;
#[cfg(windows)]
pub mod screen_reader;
pub mod segment;
pub mod select;
pub mod text;
#[cfg(all(feature = "speech-tts", not(target_os = "linux")))]
pub mod tts;
pub mod voice;

use std::time::Duration;

use crate::i18n::Lang;

pub use clean::clean_text;
pub use error::SpeechError;
pub use queue::{SpeechLog, SpeechQueue};
pub use segment::Segment;
pub use select::{Selection, open_speaker};
pub use voice::VoiceSettings;

/// How an utterance is treated in the speech queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Priority {
    /// Listings and other long answers: interrupted by anything newer.
    Listing,
    /// A move announcement or read-back: interrupts a listing.
    Move,
    /// A time warning or flag fall: never dropped.
    Warning,
    /// An error sentence: never dropped.
    Error,
}

/// One thing to say: segments, each in its language (see [`segment`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utterance {
    /// The words, in order, each stretch with its language.
    pub segments: Vec<Segment>,
    /// Queue treatment.
    pub priority: Priority,
    /// Part of the same answer as the utterance before it (the second line of `time`,
    /// the rest of `help`): it never cuts that one short.
    pub continues: bool,
}

impl Utterance {
    /// An utterance of `text` (marked with [`segment::mark`] where announcement words
    /// are in another language) with `priority`; it starts a new answer.
    pub fn new(text: impl Into<String>, priority: Priority) -> Utterance {
        Utterance {
            segments: segment::segments(&text.into()),
            priority,
            continues: false,
        }
    }

    /// The same utterance as part of the answer before it.
    pub fn continuing(mut self) -> Utterance {
        self.continues = true;
        self
    }

    /// The utterance as one may be said and printed: at most
    /// [`crate::safe_text::QUOTE_LIMIT`] characters, what is cut off replaced by the
    /// sentence of `locale` how many characters were left out ([`crate::i18n::cut_note`]).
    pub fn capped(mut self, locale: &crate::i18n::Locale) -> Utterance {
        let mut room = crate::safe_text::QUOTE_LIMIT;
        let mut left_out = 0;
        for segment in &mut self.segments {
            let (kept, more) = crate::safe_text::cut(&segment.text, room);
            room = room.saturating_sub(kept.chars().count());
            if more > 0 {
                // What follows a cut is left out whole, however much room is left.
                room = 0;
                left_out += more;
                segment.text.truncate(kept.len());
            }
        }
        if left_out > 0 {
            self.segments.retain(|segment| !segment.text.is_empty());
            self.segments.push(Segment {
                lang: None,
                text: format!(" {}", crate::i18n::cut_note(locale, left_out)),
            });
        }
        self
    }

    /// The whole text as one line, without marks, cleaned.
    pub fn text(&self) -> String {
        let joined: String = self.segments.iter().map(|s| s.text.as_str()).collect();
        clean_text(&joined)
    }

    /// The utterance with each segment cleaned ([`clean_text`]) and empty ones dropped.
    pub fn cleaned(&self) -> Utterance {
        Utterance {
            segments: self
                .segments
                .iter()
                .map(|s| Segment {
                    lang: s.lang,
                    text: clean_text(&s.text),
                })
                .filter(|s| !s.text.is_empty())
                .collect(),
            priority: self.priority,
            continues: self.continues,
        }
    }
}

/// A speech backend. Every call returns within a bounded time.
pub trait Speaker: Send {
    /// The backend name as `--speech` spells it (`tts`, `screen-reader`, `command`,
    /// `text`, `none`), or
    /// `recorder`.
    fn name(&self) -> &'static str;
    /// The voice in use, in words.
    fn voice(&self) -> String;
    /// The program of the user's own `speech_command` when this backend runs one: the
    /// choice of speech names it by its program ("your speech command, sh"), never by
    /// its whole text. `None` (the default) for every other backend.
    fn own_command(&self) -> Option<String> {
        None
    }
    /// The voices the engine offers, one entry each.
    fn voices(&mut self) -> Result<Vec<String>, SpeechError>;
    /// Starts saying `segments` in order, each in its language (already cleaned with
    /// [`clean_text`], none empty).
    fn start(&mut self, segments: &[Segment]) -> Result<(), SpeechError>;
    /// Waits at most `timeout` for the utterance started last: `Ok(true)` when all its
    /// segments were delivered and have finished (or nothing is speaking), `Ok(false)`
    /// when it still runs.
    fn wait(&mut self, timeout: Duration) -> Result<bool, SpeechError>;
    /// Interrupts the utterance that is speaking, if any.
    fn stop(&mut self);
    /// The UI language when this backend says utterances aloud: they get the speech-only
    /// spellings of [`pronounce`]. `None` (the default) for backends that print or record
    /// the text, which keep the normal words.
    fn aloud(&self) -> Option<Lang> {
        None
    }
}

/// The segments of `utterance` as `speaker` must get them (see [`Speaker::aloud`]).
pub fn prepared(speaker: &dyn Speaker, utterance: &Utterance) -> Vec<Segment> {
    match speaker.aloud() {
        Some(ui) => pronounce::spoken(&utterance.segments, ui),
        None => utterance.segments.clone(),
    }
}

/// Says `text` and waits at most `timeout` for it to be delivered and finished.
pub fn say_and_wait(
    speaker: &mut dyn Speaker,
    text: &str,
    timeout: Duration,
) -> Result<(), SpeechError> {
    let utterance = Utterance::new(text, Priority::Move).cleaned();
    speaker.start(&prepared(speaker, &utterance))?;
    if speaker.wait(timeout)? {
        Ok(())
    } else {
        speaker.stop();
        Err(SpeechError::TooSlow {
            backend: speaker.name(),
            seconds: timeout.as_secs().max(1),
        })
    }
}

/// The silent backend (`--speech none`): accepts everything, says nothing.
#[derive(Debug, Default, Clone, Copy)]
pub struct NullSpeaker;

impl Speaker for NullSpeaker {
    fn name(&self) -> &'static str {
        "none"
    }

    fn voice(&self) -> String {
        "none".to_owned()
    }

    fn voices(&mut self) -> Result<Vec<String>, SpeechError> {
        Ok(Vec::new())
    }

    fn start(&mut self, _segments: &[Segment]) -> Result<(), SpeechError> {
        Ok(())
    }

    fn wait(&mut self, _timeout: Duration) -> Result<bool, SpeechError> {
        Ok(true)
    }

    fn stop(&mut self) {}
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    #[test]
    fn a_long_utterance_is_cut_and_says_in_the_ui_language_what_is_left_out() {
        let utterance = Utterance {
            segments: vec![
                Segment {
                    lang: Some(Lang::De),
                    text: "Springer ".repeat(150),
                },
                Segment {
                    lang: None,
                    text: "слово ".repeat(1_000),
                },
                Segment {
                    lang: None,
                    text: "конец".to_owned(),
                },
            ],
            priority: Priority::Listing,
            continues: false,
        };
        let capped = utterance.capped(&Locale::new(Lang::Ru));
        let text = capped.text();
        let (said, note) = text.split_once(" … ").unwrap();
        assert!(said.chars().count() <= crate::safe_text::QUOTE_LIMIT);
        assert!(said.starts_with("Springer Springer"), "{said}");
        assert!(said.ends_with("слово"), "{said}");
        assert_eq!(note, "пропущено ещё 5356 символов.");
        assert_eq!(capped.segments[0].lang, Some(Lang::De));
        // A short one stays as it is.
        let short = Utterance::new("Ход белых.", Priority::Listing);
        assert_eq!(short.clone().capped(&Locale::new(Lang::Ru)), short);
    }
}

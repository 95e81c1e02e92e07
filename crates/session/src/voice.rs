//! What the front ends make heard: the chosen speech backend behind its queue, and the
//! earcon player. The `text` backend is left out here, because both front ends show every
//! utterance themselves (plain mode prints it as a line, the full screen logs it), so a
//! second printed copy would only scramble the output.

use std::time::Duration;

use crate::i18n::Locale;
use crate::sound::{Earcon, SoundPlayer, SoundSettings};
use crate::speech::select::SpeechChoice;
use crate::speech::{Priority, SpeechQueue, Utterance, clean_text, open_speaker};

/// How long the end of a session waits for the last words to be spoken.
const FINISH_TIMEOUT: Duration = Duration::from_secs(5);

/// How long opening a voice waits for the sound device to open (or fail).
const SOUND_OPEN_WAIT: Duration = Duration::from_millis(300);

/// Speech and earcons for one front end.
pub struct Voice {
    queue: Option<SpeechQueue>,
    sound: SoundPlayer,
    report: Option<String>,
    /// The language of the notices (the sound player words them when asked).
    locale: Locale,
}

impl std::fmt::Debug for Voice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Voice")
            .field("backend", &self.queue.as_ref().map(SpeechQueue::backend))
            .finish()
    }
}

impl Default for Voice {
    fn default() -> Voice {
        Voice::silent()
    }
}

/// What a voice is opened with: the speech backend, the voice's settings and the
/// earcons' (`config::Settings::voice_choice` of the binary gives them).
#[derive(Debug, Clone, Copy)]
pub struct VoiceChoice<'a> {
    /// The speech backend.
    pub speech: SpeechChoice,
    /// The voice and the speech command.
    pub voice: &'a crate::speech::VoiceSettings,
    /// The earcons.
    pub sound: &'a SoundSettings,
}

impl Voice {
    /// Opens the backend and the sound device the settings ask for. Never fails: without
    /// an engine or a device the front end's own text is all there is.
    pub fn open(settings: &VoiceChoice<'_>, locale: &Locale) -> Voice {
        Voice::open_with(settings, locale, settings.sound)
    }

    /// The speech of `settings` without earcons, for front ends that play none (replay):
    /// no sound device is opened, and nothing is said about one.
    pub fn open_speech_only(settings: &VoiceChoice<'_>, locale: &Locale) -> Voice {
        let sound = SoundSettings {
            enabled: false,
            ..settings.sound.clone()
        };
        Voice::open_with(settings, locale, &sound)
    }

    /// The same voice speaking the language of `locale` (a session in another language
    /// than the question before it): the speech engine is opened again, the sound device
    /// is kept. What was still being said is finished first.
    pub fn speak_in(&mut self, settings: &VoiceChoice<'_>, locale: &Locale) {
        self.finish_speech();
        let sound = SoundSettings {
            enabled: false,
            ..settings.sound.clone()
        };
        let fresh = Voice::open_with(settings, locale, &sound);
        self.queue = fresh.queue;
        self.report = fresh.report;
        self.locale = fresh.locale;
    }

    fn open_with(settings: &VoiceChoice<'_>, locale: &Locale, sound: &SoundSettings) -> Voice {
        // The sound device opens on its thread while the speech engine is opened here.
        let sound = SoundPlayer::start(sound);
        let path = std::env::var_os("PATH");
        // The voice speaks the language of `locale` (a resumed game's may differ from the
        // settings').
        let voice = crate::speech::VoiceSettings {
            language: locale.lang().code().to_owned(),
            ..settings.voice.clone()
        };
        let selection = open_speaker(settings.speech, &voice, locale, path.as_deref());
        let speaks = !matches!(selection.speaker.name(), "text" | "none");
        // An explicit `text` or `none` needs no explanation; anything else says what is used.
        let explicit_quiet = matches!(settings.speech, SpeechChoice::Text | SpeechChoice::None);
        // A moment more, and whether earcons can play is known before the first words,
        // which its notice then leads.
        sound.wait_ready(SOUND_OPEN_WAIT);
        Voice {
            report: (!explicit_quiet).then_some(selection.report),
            queue: speaks.then(|| SpeechQueue::start(selection.speaker)),
            sound,
            locale: Locale::new(locale.lang()),
        }
    }

    /// No speech and no sound (tests, and front ends that only print).
    pub fn silent() -> Voice {
        Voice {
            queue: None,
            sound: SoundPlayer::start(&SoundSettings {
                enabled: false,
                ..SoundSettings::default()
            }),
            report: None,
            locale: Locale::new(crate::i18n::Lang::En),
        }
    }

    /// A voice speaking through `speaker`, without sound (a recorder in tests).
    pub fn with_speaker(speaker: Box<dyn crate::speech::Speaker>) -> Voice {
        Voice {
            queue: Some(SpeechQueue::start(speaker)),
            ..Voice::silent()
        }
    }

    /// Everything handed to the speech engine so far, oldest first (the speech log's
    /// kept utterances; none without speech).
    pub fn spoken(&self) -> Vec<Utterance> {
        self.queue
            .as_ref()
            .map(|queue| queue.log().lines())
            .unwrap_or_default()
    }

    /// The sentence that says which speech backend is used and why, once.
    pub fn take_report(&mut self) -> Option<String> {
        self.report.take()
    }

    /// Speaks `utterance` (the queue decides what it interrupts).
    pub fn say(&self, utterance: &Utterance) {
        if let Some(queue) = &self.queue {
            queue.say(utterance.clone());
        }
    }

    /// Plays `earcon`.
    pub fn sound(&self, earcon: Earcon) {
        self.sound.play(earcon);
    }

    /// Speaks `utterance` for a front end that shows it as a line, and gives the lines to
    /// show, in the order they are heard, each cleaned as the utterance is
    /// ([`crate::speech::clean_text`]: a setting or a program's words quoted in a notice
    /// bring no control character onto the screen). The sound device's notice, once it
    /// is known, leads the next answer (an utterance that starts one), so that it never
    /// splits an answer or trails after the last words; the speech engine's problems,
    /// which cannot be spoken, follow as printed lines.
    pub fn utter(&self, utterance: &Utterance) -> Vec<String> {
        let mut lines = Vec::new();
        let sound_notice = (!utterance.continues)
            .then(|| self.sound.take_notice(&self.locale))
            .flatten();
        match sound_notice {
            Some(notice) => {
                let notice = Utterance::new(notice, Priority::Warning);
                self.say(&notice);
                self.say(&utterance.clone().continuing());
                lines.push(notice.text());
            }
            None => self.say(utterance),
        }
        lines.push(utterance.text());
        lines.extend(self.take_notices());
        lines
    }

    /// Problems of the speech engine since the last call, as sentences to print (they
    /// cannot be spoken), made safe to print ([`crate::speech::clean_text`]: a setting
    /// or a program's words quoted in a notice reach no terminal raw).
    pub fn take_notices(&self) -> Vec<String> {
        self.queue
            .as_ref()
            .map(SpeechQueue::take_notices)
            .unwrap_or_default()
            .iter()
            .map(|problem| clean_text(&problem.notice(&self.locale)))
            .collect()
    }

    /// Waits (boundedly) until the last words are out.
    fn finish_speech(&self) {
        if let Some(queue) = &self.queue {
            queue.wait_idle(FINISH_TIMEOUT);
        }
    }

    /// Waits (boundedly) until the last words and sounds are out, before the program ends.
    pub fn finish(&self) {
        self.finish_speech();
        self.sound.wait_idle(FINISH_TIMEOUT);
    }
}

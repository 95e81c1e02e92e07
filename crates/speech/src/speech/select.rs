//! Choosing the backend for `--speech`: `auto` tries a running screen reader (on
//! Windows), then tts (with a short, bounded probe that must really finish), then a
//! speech command on PATH, then text; a `speech_command`
//! whose program is not there gives way to the programs found on PATH; an explicit choice
//! that fails falls back to text. Either way one sentence says what is used and why.

use std::time::Duration;

use fluent_bundle::FluentValue;

use super::backend_name::backend_words;
use super::command::CommandSpeaker;
use super::text::TextSpeaker;
use super::{NullSpeaker, Speaker, SpeechError, VoiceSettings};
use crate::i18n::{Locale, sentence};
use crate::msg;

/// How long the tts probe utterance may take to finish.
pub const PROBE_TIMEOUT: Duration = Duration::from_secs(4);

/// How often the probe's wait looks for the engine's refusal (speech-dispatcher's log).
#[cfg(feature = "speech-tts")]
const PROBE_POLL: Duration = Duration::from_millis(50);

/// The backend in use and the sentence that explains the choice.
pub struct Selection {
    /// The backend.
    pub speaker: Box<dyn Speaker>,
    /// One sentence for the user: the backend, and why others failed.
    pub report: String,
}

impl std::fmt::Debug for Selection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Selection")
            .field("speaker", &self.speaker.name())
            .field("report", &self.report)
            .finish()
    }
}

/// Opens the backend `choice` asks for, with `settings`; never fails (text is the last
/// resort). `path` is the PATH to search for speech commands.
pub fn open_speaker(
    choice: SpeechChoice,
    settings: &VoiceSettings,
    locale: &Locale,
    path: Option<&std::ffi::OsStr>,
) -> Selection {
    let mut reasons = Vec::new();
    // Outside Windows, `auto` goes straight to tts: a screen reader there reads `text`.
    let screen_reader_wanted =
        choice == SpeechChoice::ScreenReader || (choice == SpeechChoice::Auto && cfg!(windows));
    if screen_reader_wanted {
        match open_screen_reader() {
            Ok(speaker) => return chosen(speaker, locale, &reasons),
            Err(e) => reasons.push(reason(
                locale,
                msg::SPEECH_REASON_SCREEN_READER,
                e.phrase(locale),
            )),
        }
    }
    let tts_wanted = matches!(choice, SpeechChoice::Auto | SpeechChoice::Tts);
    if tts_wanted {
        match open_tts(settings, locale, choice == SpeechChoice::Auto) {
            Ok(speaker) => return chosen(speaker, locale, &reasons),
            Err(e) => reasons.push(reason(
                locale,
                msg::SPEECH_REASON_TTS,
                tts_cause(&e, locale),
            )),
        }
    }
    if matches!(choice, SpeechChoice::Auto | SpeechChoice::Command) {
        // A `speech_command` that cannot run gives way to the programs found on PATH.
        let detected = VoiceSettings {
            command: None,
            ..settings.clone()
        };
        let tries =
            std::iter::once(settings).chain(settings.command.is_some().then_some(&detected));
        let mut errors = Vec::new();
        for settings in tries {
            match CommandSpeaker::from_settings(settings, path) {
                Ok(speaker) => {
                    reasons.extend(command_reason(locale, &errors));
                    return chosen(Box::new(speaker), locale, &reasons);
                }
                Err(e) => errors.push(e.phrase(locale)),
            }
        }
        reasons.extend(command_reason(locale, &errors));
    }
    if choice == SpeechChoice::None {
        return chosen(Box::new(NullSpeaker), locale, &reasons);
    }
    chosen(Box::new(TextSpeaker::stdout()), locale, &reasons)
}

/// Why no speech command was used: what was wrong with each command tried, in one reason.
fn command_reason(locale: &Locale, errors: &[String]) -> Option<String> {
    (!errors.is_empty()).then(|| reason(locale, msg::SPEECH_REASON_COMMAND, errors.join("; ")))
}

fn reason(locale: &Locale, id: &str, error: String) -> String {
    sentence(locale, id, &[("error", error.into())])
}

/// The tts failure with its cause on this machine where one is found (speech-dispatcher
/// missing, no output module, the daemon's logged error), else the failure itself; in
/// the UI language either way.
fn tts_cause(error: &SpeechError, locale: &Locale) -> String {
    if cfg!(all(target_os = "linux", feature = "speech-tts"))
        && let Some(problem) = super::diagnose::diagnose(&super::diagnose::Machine::current())
    {
        return problem.sentence(locale);
    }
    error.phrase(locale)
}

/// The voice of `speaker` in words of the UI language: the engine's voice, the user's own
/// speech command by its program, or what the `text` and `none` backends do instead of
/// speaking.
pub fn voice_words(speaker: &dyn Speaker, locale: &Locale) -> String {
    if let Some(program) = speaker.own_command() {
        return sentence(
            locale,
            msg::SPEECH_VOICE_OWN_COMMAND,
            &[("program", program.into())],
        );
    }
    match speaker.name() {
        "text" => locale.text(msg::SPEECH_VOICE_TEXT),
        "none" => locale.text(msg::SPEECH_VOICE_NONE),
        _ => speaker.voice(),
    }
}

fn chosen(speaker: Box<dyn Speaker>, locale: &Locale, reasons: &[String]) -> Selection {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("backend", backend_words(speaker.name(), locale).into()));
    args.push(("voice", voice_words(speaker.as_ref(), locale).into()));
    let report = if reasons.is_empty() {
        sentence(locale, msg::SPEECH_BACKEND_CHOSEN, &args)
    } else {
        args.push(("reasons", reasons.join("; ").into()));
        sentence(locale, msg::SPEECH_BACKEND_FALLBACK, &args)
    };
    Selection { speaker, report }
}

#[cfg(windows)]
fn open_screen_reader() -> Result<Box<dyn Speaker>, SpeechError> {
    Ok(Box::new(
        super::screen_reader::ScreenReaderSpeaker::connect()?,
    ))
}

#[cfg(not(windows))]
fn open_screen_reader() -> Result<Box<dyn Speaker>, SpeechError> {
    Err(SpeechError::ScreenReaderWindowsOnly)
}

#[cfg(feature = "speech-tts")]
fn open_tts(
    settings: &VoiceSettings,
    locale: &Locale,
    probe: bool,
) -> Result<Box<dyn Speaker>, SpeechError> {
    #[cfg(target_os = "linux")]
    let mut speaker = super::dispatcher::DispatcherSpeaker::connect(settings)?;
    #[cfg(not(target_os = "linux"))]
    let mut speaker = super::tts::TtsSpeaker::connect(settings)?;
    if probe {
        probe_speaker(&mut speaker, &locale.text(msg::SPEECH_PROBE), refused)?;
    }
    Ok(Box::new(speaker))
}

/// Says the probe `word` and waits for the engine to report it finished, at most
/// [`PROBE_TIMEOUT`]; gives up at once when `refused` says the engine cannot speak (it
/// is asked before the wait and every [`PROBE_POLL`] during it). A probe given up is not
/// cancelled: the speaker is dropped, and speech-dispatcher without audio can leave a
/// cancel unanswered for good once another program's speech hangs in it too.
#[cfg(feature = "speech-tts")]
fn probe_speaker(
    speaker: &mut dyn Speaker,
    word: &str,
    refused: impl Fn() -> bool,
) -> Result<(), SpeechError> {
    let failed = SpeechError::Probe {
        seconds: PROBE_TIMEOUT.as_secs(),
    };
    let utterance = super::Utterance::new(word, super::Priority::Move).cleaned();
    speaker.start(&super::prepared(speaker, &utterance))?;
    let deadline = std::time::Instant::now() + PROBE_TIMEOUT;
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        if refused() || left.is_zero() {
            return Err(failed);
        }
        if speaker
            .wait(left.min(PROBE_POLL))
            .map_err(|_| failed.clone())?
        {
            return Ok(());
        }
    }
}

/// Whether speech-dispatcher's log says the daemon cannot open its sound output (it
/// would accept the probe and never finish it): [`super::diagnose::audio_refused`].
#[cfg(all(target_os = "linux", feature = "speech-tts"))]
fn refused() -> bool {
    super::diagnose::Machine::current()
        .daemon_log
        .is_some_and(|log| super::diagnose::audio_refused(&log).is_some())
}

/// Elsewhere only the probe's end tells.
#[cfg(all(not(target_os = "linux"), feature = "speech-tts"))]
fn refused() -> bool {
    false
}

#[cfg(not(feature = "speech-tts"))]
fn open_tts(
    _settings: &VoiceSettings,
    _locale: &Locale,
    _probe: bool,
) -> Result<Box<dyn Speaker>, SpeechError> {
    Err(SpeechError::NotBuilt)
}

/// The speech backend choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SpeechChoice {
    /// A running screen reader (Windows), then tts, then a speech command on PATH, then
    /// text.
    Auto,
    /// The platform speech engine (speech-dispatcher on Linux, Windows' voices).
    Tts,
    /// The running screen reader (Windows only).
    #[serde(rename = "screen-reader")]
    ScreenReader,
    /// An external program that takes the text.
    Command,
    /// One printed line per utterance (screen readers, Braille displays).
    Text,
    /// Silence.
    None,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::i18n::Lang;

    /// An engine that accepts speech and never finishes it (speech-dispatcher without
    /// working audio).
    #[cfg(feature = "speech-tts")]
    struct NeverEnds;

    #[cfg(feature = "speech-tts")]
    impl Speaker for NeverEnds {
        fn name(&self) -> &'static str {
            "tts"
        }
        fn voice(&self) -> String {
            String::new()
        }
        fn voices(&mut self) -> Result<Vec<String>, SpeechError> {
            Ok(Vec::new())
        }
        fn start(&mut self, _: &[super::super::Segment]) -> Result<(), SpeechError> {
            Ok(())
        }
        fn wait(&mut self, timeout: Duration) -> Result<bool, SpeechError> {
            std::thread::sleep(timeout);
            Ok(false)
        }
        fn stop(&mut self) {}
    }

    #[cfg(feature = "speech-tts")]
    #[test]
    fn the_probe_gives_up_when_the_engine_is_seen_to_refuse_not_when_its_time_is_up() {
        let asked = std::cell::Cell::new(0);
        let refused = || {
            asked.set(asked.get() + 1);
            asked.get() > 2
        };
        let result = probe_speaker(&mut NeverEnds, "hektor", refused);
        assert_eq!(result, Err(SpeechError::Probe { seconds: 4 }));
        // Given up at the third look, two polls in: not after the 80 polls of 4 seconds.
        assert_eq!(asked.get(), 3, "asked before the wait and after each poll");
    }

    #[test]
    fn the_users_own_speech_command_is_named_by_its_program_not_read_out_whole() {
        let argv = ["/bin/sh", "-c", "espeak-ng -v de \"$0\"", "{text}"];
        let speaker = CommandSpeaker::new(argv.map(str::to_owned).to_vec()).unwrap();
        let named = |lang| voice_words(&speaker, &Locale::new(lang));
        assert_eq!(named(Lang::En), "your speech command, sh");
        assert_eq!(named(Lang::Uk), "ваша команда мовлення, sh");
        for lang in Lang::ALL {
            let words = named(lang);
            assert!(
                words.ends_with(", sh") && !words.contains("espeak"),
                "{words}"
            );
        }
    }
}

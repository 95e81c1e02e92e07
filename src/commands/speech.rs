//! `hektor voices` and `hektor speech-test`.

use std::time::Duration;

use fluent_bundle::FluentValue;

use super::{Outcome, output_failed, print_line};
use crate::config::Settings;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::speech::backend_name::backend_words;
use crate::speech::select::voice_words;
use crate::speech::{Selection, open_speaker, say_and_wait};

/// How long `speech-test` waits for the sample sentence to be delivered.
const TEST_TIMEOUT: Duration = Duration::from_secs(15);

fn open(settings: &Settings, locale: &Locale) -> Selection {
    open_speaker(
        settings.speech,
        &settings.voice,
        locale,
        std::env::var_os("PATH").as_deref(),
    )
}

/// Runs `voices`: the engine's voices, one per line.
pub fn voices(settings: &Settings) -> Outcome {
    let locale = Locale::new(settings.lang);
    let mut selection = open(settings, &locale);
    super::print_error(&selection.report);
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push((
        "backend",
        backend_words(selection.speaker.name(), &locale).into(),
    ));
    match selection.speaker.voices() {
        Ok(voices) if voices.is_empty() => {
            Outcome::Wrong(sentence(&locale, msg::SPEECH_VOICES_NONE, &args))
        }
        Ok(voices) => {
            for voice in voices {
                if let Err(error) = print_line(&voice.to_string()) {
                    return output_failed(&locale, &error);
                }
            }
            Outcome::Success
        }
        Err(e) => {
            args.push(("error", e.phrase(&locale).into()));
            Outcome::Wrong(sentence(&locale, msg::SPEECH_VOICES_FAILED, &args))
        }
    }
}

/// Runs `speech-test`: speaks the sample sentence, exit 0 only when it was delivered.
pub fn speech_test(settings: &Settings) -> Outcome {
    let locale = Locale::new(settings.lang);
    let mut selection = open(settings, &locale);
    let report = selection.report.clone();
    let speaker = selection.speaker.as_mut();
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("backend", backend_words(speaker.name(), &locale).into()));
    args.push(("voice", voice_words(speaker, &locale).into()));
    let heading = [
        sentence(&locale, msg::SPEECH_TEST_BACKEND, &args),
        sentence(&locale, msg::SPEECH_TEST_VOICE, &args),
        report,
    ];
    for line in heading {
        if let Err(error) = print_line(&line) {
            return output_failed(&locale, &error);
        }
    }
    if speaker.name() == "none" {
        return Outcome::Wrong(locale.text(msg::SPEECH_TEST_SILENT));
    }
    match say_and_wait(speaker, &locale.text(msg::SPEECH_TEST_SAMPLE), TEST_TIMEOUT) {
        Ok(()) => print_line(&locale.text(msg::SPEECH_TEST_DELIVERED)).map_or_else(
            |error| output_failed(&locale, &error),
            |()| Outcome::Success,
        ),
        Err(e) => {
            args.push(("error", e.phrase(&locale).into()));
            Outcome::Wrong(sentence(&locale, msg::SPEECH_TEST_FAILED, &args))
        }
    }
}

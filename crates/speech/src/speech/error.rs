//! Why a speech backend failed, said in the UI language: each failure is a kind with
//! its own message in `locales/*/speech.ftl`, never the engine's English text (only a
//! speech program's own last words are quoted, as a technical tail).

use fluent_bundle::FluentValue;

use crate::i18n::{Lang, Locale, sentence};
use crate::msg;

use super::backend_name::backend_words;

/// A speech backend failed; [`SpeechError::phrase`] says what happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechError {
    /// The engine cannot be reached.
    Unavailable,
    /// The engine did not answer within this many seconds.
    NoAnswer {
        /// The time waited.
        seconds: u64,
    },
    /// The engine cannot report when an utterance ends.
    NoEndReports,
    /// The engine refused a setting.
    SettingRefused {
        /// `rate`, `pitch`, `volume`, `voice` or `end-report`.
        setting: &'static str,
    },
    /// The engine has no voice of this name or language.
    NoVoice {
        /// The voice asked for.
        voice: String,
    },
    /// The engine cannot list its voices.
    CannotListVoices,
    /// hektor does not know how to ask this program for its voices.
    VoicesUnknown {
        /// The program.
        program: String,
    },
    /// The engine refused the utterance.
    Refused,
    /// The configured speech command names no program.
    EmptyCommand,
    /// None of the known speech programs is on PATH.
    NoProgram {
        /// The programs looked for, comma-separated.
        programs: String,
    },
    /// The program of the configured speech command is not on PATH or not executable.
    NotFound {
        /// The program.
        program: String,
    },
    /// The speech program cannot be started.
    CannotStart {
        /// The program.
        program: String,
    },
    /// The speech program ended with an error.
    CommandFailed {
        /// The program.
        program: String,
        /// The last line it wrote to its error output, if any.
        said: Option<String>,
    },
    /// The running speech program cannot be watched.
    CannotWatch {
        /// The program.
        program: String,
    },
    /// The utterance cannot be printed.
    CannotPrint,
    /// The backend did not finish an utterance within this many seconds.
    TooSlow {
        /// The backend's name.
        backend: &'static str,
        /// The time waited.
        seconds: u64,
    },
    /// The backend did not finish this utterance in time and was stopped.
    Stuck {
        /// The backend's name.
        backend: &'static str,
        /// The utterance.
        text: String,
    },
    /// The engine took the test word but did not finish it within this many seconds.
    Probe {
        /// The time waited.
        seconds: u64,
    },
    /// This hektor was built without the speech-tts feature.
    NotBuilt,
    /// None of the screen readers' client libraries was found.
    NoScreenReaderLibrary {
        /// The libraries looked for, comma-separated.
        libraries: String,
    },
    /// A screen reader's client library was found, but no screen reader runs.
    ScreenReaderNotRunning {
        /// The library that was asked.
        library: String,
    },
    /// Screen readers are reached directly on Windows only.
    ScreenReaderWindowsOnly,
    /// The speech thread has stopped.
    Stopped,
    /// The speech thread could not start.
    NoThread,
}

impl SpeechError {
    /// What happened, as a phrase of the UI language (to go after a colon or "because").
    pub fn phrase(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let id = match self {
            SpeechError::Unavailable => msg::SPEECH_ERROR_UNAVAILABLE,
            SpeechError::NoAnswer { seconds } => {
                args.push(("seconds", (*seconds).into()));
                msg::SPEECH_ERROR_NO_ANSWER
            }
            SpeechError::NoEndReports => msg::SPEECH_ERROR_NO_END_REPORTS,
            SpeechError::SettingRefused { setting } => {
                args.push(("setting", (*setting).into()));
                msg::SPEECH_ERROR_SETTING
            }
            SpeechError::NoVoice { voice } => {
                args.push(("voice", voice.clone().into()));
                msg::SPEECH_ERROR_NO_VOICE
            }
            SpeechError::CannotListVoices => msg::SPEECH_ERROR_CANNOT_LIST,
            SpeechError::VoicesUnknown { program } => {
                args.push(("program", program.clone().into()));
                msg::SPEECH_ERROR_VOICES_UNKNOWN
            }
            SpeechError::Refused => msg::SPEECH_ERROR_REFUSED,
            SpeechError::EmptyCommand => msg::SPEECH_ERROR_EMPTY_COMMAND,
            SpeechError::NoProgram { programs } => {
                args.push(("programs", programs.clone().into()));
                msg::SPEECH_ERROR_NO_PROGRAM
            }
            SpeechError::NotFound { program } => {
                args.push(("program", program.clone().into()));
                msg::SPEECH_ERROR_NOT_FOUND
            }
            SpeechError::CannotStart { program } => {
                args.push(("program", program.clone().into()));
                msg::SPEECH_ERROR_CANNOT_START
            }
            SpeechError::CommandFailed { program, said } => {
                args.push(("program", program.clone().into()));
                match said {
                    Some(said) => {
                        args.push(("said", said.clone().into()));
                        msg::SPEECH_ERROR_COMMAND_SAID
                    }
                    None => msg::SPEECH_ERROR_COMMAND_FAILED,
                }
            }
            SpeechError::CannotWatch { program } => {
                args.push(("program", program.clone().into()));
                msg::SPEECH_ERROR_CANNOT_WATCH
            }
            SpeechError::CannotPrint => msg::SPEECH_ERROR_CANNOT_PRINT,
            SpeechError::TooSlow { backend, seconds } => {
                args.push(("backend", backend_words(backend, locale).into()));
                args.push(("seconds", (*seconds).into()));
                msg::SPEECH_ERROR_TOO_SLOW
            }
            SpeechError::Stuck { backend, text } => {
                args.push(("backend", backend_words(backend, locale).into()));
                args.push(("text", text.clone().into()));
                msg::SPEECH_ERROR_STUCK
            }
            SpeechError::Probe { seconds } => {
                args.push(("seconds", (*seconds).into()));
                msg::SPEECH_ERROR_PROBE
            }
            SpeechError::NotBuilt => msg::SPEECH_ERROR_NOT_BUILT,
            SpeechError::NoScreenReaderLibrary { libraries } => {
                args.push(("libraries", libraries.clone().into()));
                msg::SPEECH_ERROR_NO_SCREEN_READER_LIBRARY
            }
            SpeechError::ScreenReaderNotRunning { library } => {
                args.push(("library", library.clone().into()));
                msg::SPEECH_ERROR_SCREEN_READER_NOT_RUNNING
            }
            SpeechError::ScreenReaderWindowsOnly => msg::SPEECH_ERROR_SCREEN_READER_WINDOWS_ONLY,
            SpeechError::Stopped => msg::SPEECH_ERROR_STOPPED,
            SpeechError::NoThread => msg::SPEECH_ERROR_NO_THREAD,
        };
        sentence(locale, id, &args)
    }

    /// Whether this failure is reported only the first time it happens in a session: an
    /// engine or program that hangs does so for every utterance after it, each of which
    /// is stopped at its deadline without another word.
    pub fn said_once(&self) -> bool {
        matches!(
            self,
            SpeechError::Stuck { .. } | SpeechError::NoAnswer { .. }
        )
    }

    /// The failure as a sentence of its own, for the notices of a session.
    pub fn notice(&self, locale: &Locale) -> String {
        sentence(
            locale,
            msg::SPEECH_NOTICE,
            &[("error", self.phrase(locale).into())],
        )
    }
}

/// The English phrase, for logs and tests.
impl std::fmt::Display for SpeechError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.phrase(&Locale::new(Lang::En)))
    }
}

impl std::error::Error for SpeechError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// One error of every kind.
    fn every_kind() -> Vec<SpeechError> {
        let program = || "espeak-ng".to_owned();
        vec![
            SpeechError::Unavailable,
            SpeechError::NoAnswer { seconds: 2 },
            SpeechError::NoEndReports,
            SpeechError::SettingRefused { setting: "rate" },
            SpeechError::SettingRefused {
                setting: "end-report",
            },
            SpeechError::NoVoice {
                voice: "xx".to_owned(),
            },
            SpeechError::CannotListVoices,
            SpeechError::VoicesUnknown { program: program() },
            SpeechError::Refused,
            SpeechError::EmptyCommand,
            SpeechError::NoProgram {
                programs: "espeak-ng, espeak".to_owned(),
            },
            SpeechError::NotFound { program: program() },
            SpeechError::CannotStart { program: program() },
            SpeechError::CommandFailed {
                program: program(),
                said: None,
            },
            SpeechError::CommandFailed {
                program: program(),
                said: Some("??".to_owned()),
            },
            SpeechError::CannotWatch { program: program() },
            SpeechError::CannotPrint,
            SpeechError::TooSlow {
                backend: "command",
                seconds: 1,
            },
            SpeechError::Stuck {
                backend: "command",
                text: "e4".to_owned(),
            },
            SpeechError::Probe { seconds: 4 },
            SpeechError::NotBuilt,
            SpeechError::NoScreenReaderLibrary {
                libraries: "nvdaControllerClient64.dll, Tolk.dll".to_owned(),
            },
            SpeechError::ScreenReaderNotRunning {
                library: "Tolk.dll".to_owned(),
            },
            SpeechError::ScreenReaderWindowsOnly,
            SpeechError::Stopped,
            SpeechError::NoThread,
        ]
    }

    #[test]
    fn every_failure_is_said_in_every_language_without_english() {
        const ENGLISH: [&str; 12] = [
            "engine",
            "speech",
            "failed",
            "cannot",
            "voice",
            "the",
            "not",
            "within",
            "seconds",
            "utterance",
            "refused",
            "backend",
        ];
        for lang in Lang::ALL {
            let locale = Locale::new(lang);
            let mut seen = std::collections::HashSet::new();
            for error in every_kind() {
                let phrase = error.phrase(&locale);
                assert!(!phrase.is_empty(), "{lang}: {error:?}");
                assert!(seen.insert(phrase.clone()), "{lang}: said twice: {phrase}");
                if lang == Lang::En {
                    continue;
                }
                // Program names, `hektor voices`, PATH, the config key and the feature name
                // stay as they are.
                let rest = phrase
                    .replace("speech_command", "")
                    .replace("speech-tts", "")
                    .replace("hektor voices", "")
                    .replace("--speech text", "")
                    .replace("nvdaControllerClient64.dll", "")
                    .replace("Tolk.dll", "")
                    .replace("hektor.exe", "")
                    .replace("README", "")
                    .replace("Windows", "")
                    .replace("Orca", "")
                    .replace("espeak-ng", "");
                for word in rest.split(|c: char| !c.is_alphabetic()) {
                    assert!(
                        !ENGLISH.contains(&word.to_lowercase().as_str()),
                        "{lang}: English {word:?} in {phrase}"
                    );
                    // Two-letter words are the sample voice and utterance (xx, e4).
                    if matches!(lang, Lang::Uk | Lang::Ru) && word.is_ascii() && word.len() > 2 {
                        assert!(
                            matches!(word, "hektor" | "command" | "espeak" | "PATH"),
                            "{lang}: Latin {word:?} in {phrase}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_notice_is_a_sentence() {
        let notice = SpeechError::Stopped.notice(&Locale::new(Lang::Ru));
        assert_eq!(
            notice,
            "Речь: речь остановилась; журнал по-прежнему показывает всё."
        );
    }
}

//! The `tts` backend on Linux: speech-dispatcher, spoken to directly, because an
//! utterance's segments need a language each (speech-dispatcher takes one per message:
//! `SET self LANGUAGE`, a cheap call, where choosing a voice by name lists thousands).
//! Delivery is known from the daemon's end and cancel notifications; every wait is
//! bounded, because speech-dispatcher without a working audio output accepts messages and
//! never finishes them, and may leave a command unanswered: every command goes through
//! [`Bounded`].

use std::sync::Arc;
use std::time::Duration;

use speech_dispatcher::{Connection, Mode, Priority};

use super::bounded::Bounded;
use super::ends::Ends;
use super::{Segment, Speaker, SpeechError, VoiceSettings};
use crate::i18n::Lang;

/// How long connecting to the daemon may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// How long one command to the daemon may take to be answered (a setting, a message, a
/// cancel); the daemon answers at once when it works.
pub const CALL_TIMEOUT: Duration = Duration::from_secs(2);

/// How long the daemon may take to list its voices (thousands, with some modules).
const VOICES_TIMEOUT: Duration = Duration::from_secs(10);

/// How often connecting is tried (within [`CONNECT_TIMEOUT`]).
const CONNECT_ATTEMPTS: u32 = 3;

/// Speaks through speech-dispatcher, each segment in its language.
pub struct DispatcherSpeaker {
    connection: Bounded<Connection>,
    ends: Arc<Ends<u64>>,
    current: Option<u64>,
    settings: VoiceSettings,
    /// The voice or language set on the connection last.
    set: Option<String>,
    voice: String,
}

impl std::fmt::Debug for DispatcherSpeaker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DispatcherSpeaker")
            .field("voice", &self.voice)
            .finish()
    }
}

impl DispatcherSpeaker {
    /// Connects to the daemon (within [`CONNECT_TIMEOUT`]) and applies `settings`, each
    /// command answered within [`CALL_TIMEOUT`].
    pub fn connect(settings: &VoiceSettings) -> Result<DispatcherSpeaker, SpeechError> {
        let mut connection = Bounded::open(
            || Connection::open("hektor", "speech", "hektor", Mode::Threaded),
            CONNECT_ATTEMPTS,
            CONNECT_TIMEOUT,
        )?;
        let ends = Arc::new(Ends::default());
        let on_end = |ends: Arc<Ends<u64>>| -> Option<Box<dyn FnMut(usize, usize)>> {
            Some(Box::new(move |id, _client| ends.ended(id as u64)))
        };
        let (rate, pitch) = (settings.rate, settings.pitch);
        let volume = i32::try_from(settings.volume).unwrap_or(100) * 2 - 100;
        let callbacks = Arc::clone(&ends);
        connection.call(CALL_TIMEOUT, move |connection| {
            connection.on_end(on_end(Arc::clone(&callbacks)));
            connection.on_cancel(on_end(callbacks));
            let failed = |setting: &'static str, _| SpeechError::SettingRefused { setting };
            // speech-dispatcher's own scales are -100..=100 like hektor's.
            connection
                .set_voice_rate(rate)
                .map_err(|e| failed("rate", e))?;
            connection
                .set_voice_pitch(pitch)
                .map_err(|e| failed("pitch", e))?;
            connection
                .set_volume(volume)
                .map_err(|e| failed("volume", e))
        })??;
        let mut speaker = DispatcherSpeaker {
            connection,
            ends,
            current: None,
            settings: settings.clone(),
            set: None,
            voice: format!("speech-dispatcher {}", settings.wanted_voice()),
        };
        if let Some(name) = settings.voice.clone() {
            speaker.choose(&name)?;
        }
        Ok(speaker)
    }

    /// Sets the voice of the next message: a language code (`de`, `pt-BR`) as the
    /// language, anything else as a voice name; nothing when it is set already.
    fn choose(&mut self, voice: &str) -> Result<(), SpeechError> {
        if self.set.as_deref() == Some(voice) {
            return Ok(());
        }
        let is_language =
            voice.len() <= 3 || (voice.len() <= 6 && voice.as_bytes().get(2) == Some(&b'-'));
        let name = voice.to_owned();
        let result = self.connection.call(CALL_TIMEOUT, move |connection| {
            if is_language {
                connection.set_language(&name)
            } else {
                connection.set_synthesis_voice(&speech_dispatcher::Voice {
                    name,
                    language: String::new(),
                    variant: None,
                })
            }
        })?;
        result.map_err(|_| SpeechError::NoVoice {
            voice: voice.to_owned(),
        })?;
        self.set = Some(voice.to_owned());
        Ok(())
    }
}

impl Speaker for DispatcherSpeaker {
    fn name(&self) -> &'static str {
        "tts"
    }

    fn voice(&self) -> String {
        self.voice.clone()
    }

    fn voices(&mut self) -> Result<Vec<String>, SpeechError> {
        let voices = self
            .connection
            .call(VOICES_TIMEOUT, |connection| {
                connection.list_synthesis_voices()
            })?
            .map_err(|_| SpeechError::CannotListVoices)?;
        Ok(voices
            .iter()
            .map(|v| format!("{} ({})", v.name, v.language))
            .collect())
    }

    fn aloud(&self) -> Option<Lang> {
        self.settings.language.parse().ok()
    }

    fn start(&mut self, segments: &[Segment]) -> Result<(), SpeechError> {
        self.stop();
        for segment in segments {
            let voice = self.settings.voice_for(segment.lang);
            self.choose(&voice)?;
            // The crate panics on a NUL byte; callers clean the text, this is the last guard.
            let text = segment.text.replace('\0', " ");
            let id = self
                .connection
                .call(CALL_TIMEOUT, move |connection| {
                    connection.say(Priority::Important, text)
                })?
                .ok_or(SpeechError::Refused)?;
            self.current = Some(id);
        }
        Ok(())
    }

    fn wait(&mut self, timeout: Duration) -> Result<bool, SpeechError> {
        let Some(id) = self.current else {
            return Ok(true);
        };
        let ended = self.ends.wait_for(&id, timeout);
        if ended {
            self.current = None;
        }
        Ok(ended)
    }

    fn stop(&mut self) {
        if self.current.take().is_some() {
            let _ = self
                .connection
                .call(CALL_TIMEOUT, |connection| connection.cancel());
        }
        self.ends.clear();
    }
}

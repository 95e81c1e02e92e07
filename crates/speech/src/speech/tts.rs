//! The `tts` backend where speech-dispatcher is not (Windows: WinRT/OneCore voices;
//! macOS: AVFoundation): the platform speech engine through the `tts` crate, each
//! segment in a voice of its language where one is installed. Delivery is known from the
//! engine's utterance-end callback; every wait is bounded, because an engine without a
//! working audio output may accept utterances and never finish them.

use std::mem::ManuallyDrop;
use std::sync::Arc;
use std::time::Duration;

use tts::{Tts, UtteranceId};

use super::ends::{Ends, connect};
use super::{Segment, Speaker, SpeechError, VoiceSettings};
use crate::i18n::Lang;

/// How long connecting to the engine may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// How often connecting is tried (within [`CONNECT_TIMEOUT`]).
const CONNECT_ATTEMPTS: u32 = 3;

/// Speaks through the platform engine.
pub struct TtsSpeaker {
    // Never dropped: the tts crate's callbacks abort the process if an engine event
    // arrives after the `Tts` value is gone, so the connection lives until exit.
    tts: ManuallyDrop<Tts>,
    ends: Arc<Ends<UtteranceId>>,
    current: Option<UtteranceId>,
    settings: VoiceSettings,
    /// The engine's voices, listed once at connect (empty where it cannot choose one).
    voices: Vec<tts::Voice>,
    /// The engine's voice before hektor chose one: for a language it has no voice of.
    default: Option<tts::Voice>,
    /// The id of the voice set last, so the voice changes only when a segment needs
    /// another.
    set: Option<String>,
    voice: String,
}

impl std::fmt::Debug for TtsSpeaker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TtsSpeaker")
            .field("voice", &self.voice)
            .finish()
    }
}

impl TtsSpeaker {
    /// Connects to the engine (within [`CONNECT_TIMEOUT`]) and applies `settings`.
    pub fn connect(settings: &VoiceSettings) -> Result<TtsSpeaker, SpeechError> {
        let tts = connect(Tts::default, CONNECT_ATTEMPTS, CONNECT_TIMEOUT)?;
        if !tts.supported_features().utterance_callbacks {
            return Err(SpeechError::NoEndReports);
        }
        let ends = Arc::new(Ends::default());
        let on_end = |ends: Arc<Ends<UtteranceId>>| -> Option<Box<dyn FnMut(UtteranceId)>> {
            Some(Box::new(move |id| ends.ended(id)))
        };
        let refused = |_| SpeechError::SettingRefused {
            setting: "end-report",
        };
        tts.on_utterance_end(on_end(Arc::clone(&ends)))
            .map_err(refused)?;
        tts.on_utterance_stop(on_end(Arc::clone(&ends)))
            .map_err(refused)?;
        let mut speaker = TtsSpeaker {
            tts: ManuallyDrop::new(tts),
            ends,
            current: None,
            settings: settings.clone(),
            voices: Vec::new(),
            default: None,
            set: None,
            voice: "the engine's default voice".to_owned(),
        };
        speaker.apply(settings)?;
        Ok(speaker)
    }

    fn apply(&mut self, settings: &VoiceSettings) -> Result<(), SpeechError> {
        let failed = |setting: &'static str, _: tts::Error| SpeechError::SettingRefused { setting };
        let tts = &mut *self.tts;
        let features = tts.supported_features();
        if features.rate {
            let rate = VoiceSettings::scale(
                settings.rate,
                tts.min_rate(),
                tts.normal_rate(),
                tts.max_rate(),
            );
            tts.set_rate(rate).map_err(|e| failed("rate", e))?;
        }
        if features.pitch {
            let pitch = VoiceSettings::scale(
                settings.pitch,
                tts.min_pitch(),
                tts.normal_pitch(),
                tts.max_pitch(),
            );
            tts.set_pitch(pitch).map_err(|e| failed("pitch", e))?;
        }
        if features.volume {
            let volume = tts.min_volume()
                + (tts.normal_volume() - tts.min_volume()) * settings.volume as f32 / 100.0;
            tts.set_volume(volume).map_err(|e| failed("volume", e))?;
        }
        if !features.voice {
            return Ok(());
        }
        // Windows and macOS list their installed voices quickly; each segment then gets
        // the voice of its language (the FIDE words a German voice) where one is installed.
        match tts.voices() {
            Ok(voices) => self.voices = voices,
            Err(e) if settings.voice.is_some() => return Err(failed("voice", e)),
            Err(_) => return Ok(()),
        }
        self.default = tts.voice().ok().flatten();
        let ui = settings.wanted_voice().to_owned();
        if !self.choose(&ui)? && settings.voice.is_some() {
            return Err(SpeechError::NoVoice { voice: ui });
        }
        let mut described: Vec<String> = Vec::new();
        for wanted in [ui, settings.voice_for(Some(Lang::De))] {
            if let Some(voice) = find_voice(&self.voices, &wanted) {
                let words = format!("{} ({})", voice.name(), voice.language());
                if !described.contains(&words) {
                    described.push(words);
                }
            }
        }
        if !described.is_empty() {
            self.voice = described.join(", ");
        }
        Ok(())
    }

    /// Sets the voice named by `wanted` (a voice's name or a language code), or the
    /// engine's default voice when it has no such voice; `Ok(false)` in that case.
    fn choose(&mut self, wanted: &str) -> Result<bool, SpeechError> {
        let found = find_voice(&self.voices, wanted).cloned();
        let Some(voice) = found.clone().or_else(|| self.default.clone()) else {
            return Ok(false);
        };
        if self.set.as_deref() != Some(voice.id().as_str()) {
            self.tts
                .set_voice(&voice)
                .map_err(|_| SpeechError::SettingRefused { setting: "voice" })?;
            self.set = Some(voice.id());
        }
        Ok(found.is_some())
    }
}

/// The voice `wanted` names: by name, else by language (`de-DE`, then `de`), in any case.
fn find_voice<'a>(voices: &'a [tts::Voice], wanted: &str) -> Option<&'a tts::Voice> {
    let wanted = wanted.to_lowercase();
    let language = |v: &tts::Voice| v.language().as_str().to_lowercase();
    voices
        .iter()
        .find(|v| v.name().to_lowercase() == wanted)
        .or_else(|| voices.iter().find(|v| language(v) == wanted))
        .or_else(|| {
            voices
                .iter()
                .find(|v| language(v).starts_with(&format!("{wanted}-")))
        })
}

impl Speaker for TtsSpeaker {
    fn name(&self) -> &'static str {
        "tts"
    }

    fn voice(&self) -> String {
        self.voice.clone()
    }

    fn voices(&mut self) -> Result<Vec<String>, SpeechError> {
        let voices = self
            .tts
            .voices()
            .map_err(|_| SpeechError::CannotListVoices)?;
        Ok(voices
            .iter()
            .map(|v| format!("{} ({})", v.name(), v.language()))
            .collect())
    }

    fn aloud(&self) -> Option<Lang> {
        self.settings.language.parse().ok()
    }

    fn start(&mut self, segments: &[Segment]) -> Result<(), SpeechError> {
        self.stop();
        for segment in segments {
            if !self.voices.is_empty() {
                let wanted = self.settings.voice_for(segment.lang);
                self.choose(&wanted)?;
            }
            // The crate panics on a NUL byte; callers clean the text, this is the last guard.
            let text = segment.text.replace('\0', " ");
            let id = self
                .tts
                .speak(text, false)
                .map_err(|_| SpeechError::Refused)?;
            self.current = id;
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
            let _ = self.tts.stop();
        }
        self.ends.clear();
    }
}

//! Voice settings shared by every backend that has a voice.

use crate::i18n::Lang;
use crate::i18n::errors::SettingError;

/// How the voice sounds. Rate and pitch run from -100 (lowest) through 0 (the engine's
/// normal) to 100 (highest); volume from 0 (silent) to 100 (full, the normal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VoiceSettings {
    /// A voice by name ("German+Anika") or a language code ("de"); `None`: the tts
    /// engine's default voice, and [`VoiceSettings::language`] for speech commands.
    pub voice: Option<String>,
    /// The voice of the announcement words (the FIDE words, German): a name or a language
    /// code; `None`: the engine's voice for their language.
    pub announce_voice: Option<String>,
    /// The language to ask for when no voice is named (the UI language code).
    pub language: String,
    /// Speaking rate, -100..=100, 0 normal.
    pub rate: i32,
    /// Pitch, -100..=100, 0 normal.
    pub pitch: i32,
    /// Volume, 0..=100, 100 normal.
    pub volume: u32,
    /// The program and arguments of the `command` backend; `{text}` stands for the text,
    /// without it the text goes to the program's standard input. `None`: detect one.
    pub command: Option<Vec<String>>,
}

impl Default for VoiceSettings {
    fn default() -> VoiceSettings {
        VoiceSettings {
            voice: None,
            announce_voice: None,
            language: "en".to_owned(),
            rate: 0,
            pitch: 0,
            volume: 100,
            command: None,
        }
    }
}

impl VoiceSettings {
    /// Checks the ranges; the error names the setting and the allowed values.
    pub fn validate(&self) -> Result<(), SettingError> {
        for (key, value) in [("rate", self.rate), ("pitch", self.pitch)] {
            if !(-100..=100).contains(&value) {
                return Err(SettingError::OutOfRange {
                    key,
                    value: i64::from(value),
                    min: -100,
                    max: 100,
                });
            }
        }
        if self.volume > 100 {
            return Err(SettingError::OutOfRange {
                key: "volume",
                value: i64::from(self.volume),
                min: 0,
                max: 100,
            });
        }
        if self.command.as_ref().is_some_and(|c| c.is_empty()) {
            return Err(SettingError::EmptyCommand);
        }
        Ok(())
    }

    /// The voice or language asked for.
    pub fn wanted_voice(&self) -> &str {
        self.voice.as_deref().unwrap_or(&self.language)
    }

    /// The voice of a segment in `lang` (`None`: the UI language, see
    /// [`Segment`](super::Segment)): the configured `voice` for the UI language, the
    /// `announce_voice` for announcement words, else the language's code, so the engine
    /// picks its own voice for the language.
    pub fn voice_for(&self, lang: Option<Lang>) -> String {
        match lang {
            None => self.wanted_voice().to_owned(),
            Some(lang) => match &self.announce_voice {
                Some(voice) => voice.clone(),
                None if lang.code() == self.language => self.wanted_voice().to_owned(),
                None => lang.code().to_owned(),
            },
        }
    }

    /// Maps a -100..=100 setting onto an engine range `min..=max` with `normal` at 0.
    pub fn scale(setting: i32, min: f32, normal: f32, max: f32) -> f32 {
        let s = setting.clamp(-100, 100) as f32 / 100.0;
        if s >= 0.0 {
            normal + s * (max - normal)
        } else {
            normal + s * (normal - min)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::VoiceSettings;

    #[test]
    fn scale_hits_the_ends_and_the_normal() {
        assert_eq!(VoiceSettings::scale(-100, 80.0, 175.0, 450.0), 80.0);
        assert_eq!(VoiceSettings::scale(0, 80.0, 175.0, 450.0), 175.0);
        assert_eq!(VoiceSettings::scale(100, 80.0, 175.0, 450.0), 450.0);
    }

    #[test]
    fn out_of_range_settings_are_named() {
        let bad = VoiceSettings {
            rate: 150,
            ..VoiceSettings::default()
        };
        assert!(
            bad.validate()
                .is_err_and(|e| e.to_string().contains("rate = 150"))
        );
        assert!(VoiceSettings::default().validate().is_ok());
    }
}

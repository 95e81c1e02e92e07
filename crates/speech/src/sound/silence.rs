//! Why earcons are silent ([`Silence`]), and the sentence that tells the user.

use fluent_bundle::FluentValue;

use crate::i18n::{Locale, sentence};
use crate::msg;

/// Why earcons are silent: switched off, or (each with a notice) although switched on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Silence {
    /// The settings switch them off (`earcons = false`): no notice.
    #[error("earcons are off in the settings")]
    SwitchedOff,
    /// hektor was built without the `sound` feature.
    #[error("this hektor was built without the sound feature")]
    NotBuilt,
    /// The player thread could not start (the system's reason).
    #[error("the sound thread could not start ({0})")]
    NoThread(String),
    /// The system has no default output.
    #[error("the system has no default sound output")]
    NoDefault,
    /// The named device does not exist.
    #[error("there is no sound device {0}")]
    NoDevice(String),
    /// The device (its description) refused to play (the library's reason).
    #[error("the sound device {0} cannot play ({1})")]
    CannotPlay(String, String),
    /// The device (its description) wants a sample format hektor cannot make.
    #[error("the sample format {1} of {0} is not supported")]
    Format(String, String),
}

impl Silence {
    /// The notice as a sentence in `locale`'s language: what is wrong and what to do,
    /// without the library's English detail.
    pub fn sentence(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let id = match self {
            Silence::SwitchedOff => msg::SOUND_OFF_SWITCHED_OFF,
            Silence::NotBuilt => msg::SOUND_OFF_NOT_BUILT,
            Silence::NoThread(_) => msg::SOUND_OFF_NO_THREAD,
            Silence::NoDefault => msg::SOUND_OFF_NO_DEFAULT,
            Silence::NoDevice(name) => {
                args.push(("device", name.clone().into()));
                msg::SOUND_OFF_NO_DEVICE
            }
            Silence::CannotPlay(device, _) => {
                args.push(("device", device.clone().into()));
                msg::SOUND_OFF_CANNOT_PLAY
            }
            Silence::Format(device, _) => {
                args.push(("device", device.clone().into()));
                msg::SOUND_OFF_FORMAT
            }
        };
        sentence(locale, id, &args)
    }
}

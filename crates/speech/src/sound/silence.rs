//! Why earcons are silent ([`Silence`]), and the sentence that tells the user.

use fluent_bundle::FluentValue;

use crate::i18n::{Locale, sentence};

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
            Silence::SwitchedOff => "sound-off-switched-off",
            Silence::NotBuilt => "sound-off-not-built",
            Silence::NoThread(_) => "sound-off-no-thread",
            Silence::NoDefault => "sound-off-no-default",
            Silence::NoDevice(name) => {
                args.push(("device", name.clone().into()));
                "sound-off-no-device"
            }
            Silence::CannotPlay(device, _) => {
                args.push(("device", device.clone().into()));
                "sound-off-cannot-play"
            }
            Silence::Format(device, _) => {
                args.push(("device", device.clone().into()));
                "sound-off-format"
            }
        };
        sentence(locale, id, &args)
    }
}

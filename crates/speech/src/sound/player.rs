//! The earcon player: a thread that owns the sound device and a sample buffer the
//! device drains. With earcons off, without the `sound` feature, or without a device it
//! stays silent; a missing device gives one notice ([`SoundPlayer::take_notice`]).

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, PoisonError};
use std::time::Duration;

use super::Earcon;
#[cfg(feature = "sound")]
use super::device::open;
use super::shared::{Shared, fail};
use super::silence::Silence;
use crate::i18n::Locale;
use crate::i18n::errors::SettingError;

/// Earcon settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoundSettings {
    /// Earcons on or off.
    pub enabled: bool,
    /// Volume, 0..=100.
    pub volume: u32,
    /// The device (`alsa:null`, or an ALSA name such as `null`); `None`: the default.
    pub device: Option<String>,
}

impl Default for SoundSettings {
    fn default() -> SoundSettings {
        SoundSettings {
            enabled: true,
            volume: 70,
            device: None,
        }
    }
}

impl SoundSettings {
    /// Checks the ranges; the error names the setting and the allowed values.
    pub fn validate(&self) -> Result<(), SettingError> {
        if self.volume > 100 {
            return Err(SettingError::OutOfRange {
                key: "earcon_volume",
                value: i64::from(self.volume),
                min: 0,
                max: 100,
            });
        }
        Ok(())
    }
}

/// Plays earcons without blocking the caller.
#[derive(Debug)]
pub struct SoundPlayer {
    tx: Option<Sender<Earcon>>,
    shared: Arc<Shared>,
}

impl SoundPlayer {
    /// Starts the player thread for `settings` (none when earcons are off).
    pub fn start(settings: &SoundSettings) -> SoundPlayer {
        let shared = Arc::new(Shared::default());
        if !settings.enabled {
            shared.lock().device = Some(Err(Silence::SwitchedOff));
            return SoundPlayer { tx: None, shared };
        }
        let (tx, rx) = mpsc::channel();
        let thread_shared = Arc::clone(&shared);
        let settings = settings.clone();
        let started = std::thread::Builder::new()
            .name("hektor-sound".to_owned())
            .spawn(move || run(&settings, &thread_shared, &rx));
        if let Err(e) = started {
            fail(&shared, Silence::NoThread(e.to_string()));
        }
        SoundPlayer {
            tx: Some(tx),
            shared,
        }
    }

    /// Plays `earcon` after what is already playing.
    pub fn play(&self, earcon: Earcon) {
        if let Some(tx) = &self.tx {
            self.shared.lock().sent += 1;
            if tx.send(earcon).is_err() {
                self.shared.lock().handled += 1;
            }
        }
    }

    /// Waits at most `timeout` for the device to open: `Some(Ok(description))`,
    /// `Some(Err(why))` when earcons are silent, `None` when still opening.
    pub fn wait_ready(&self, timeout: Duration) -> Option<Result<String, Silence>> {
        let state = self.shared.lock();
        let (state, _) = self
            .shared
            .changed
            .wait_timeout_while(state, timeout, |s| s.device.is_none())
            .unwrap_or_else(PoisonError::into_inner);
        state.device.clone()
    }

    /// Waits at most `timeout` until every earcon played so far has gone to the device;
    /// whether it has.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        let state = self.shared.lock();
        let (state, _) = self
            .shared
            .changed
            .wait_timeout_while(state, timeout, |s| {
                s.handled < s.sent || !s.samples.is_empty()
            })
            .unwrap_or_else(PoisonError::into_inner);
        state.handled >= state.sent && state.samples.is_empty()
    }

    /// The one notice that earcons are silent because there is no device, as a sentence
    /// in `locale`'s language, the first time it is asked for.
    pub fn take_notice(&self, locale: &Locale) -> Option<String> {
        let why = self.shared.lock().notice.take()?;
        Some(why.sentence(locale))
    }
}

/// Without the `sound` feature there is no output to open.
#[cfg(not(feature = "sound"))]
enum Output {}

#[cfg(not(feature = "sound"))]
impl Output {
    fn sample_rate(&self) -> u32 {
        match *self {}
    }

    fn description(&self) -> String {
        match *self {}
    }
}

#[cfg(not(feature = "sound"))]
fn open(_device: Option<&str>, _shared: Arc<Shared>) -> Result<Output, Silence> {
    Err(Silence::NotBuilt)
}

/// The player thread: open the device, then render each earcon into the buffer the
/// device drains; without a device, count the earcons and drop them.
fn run(settings: &SoundSettings, shared: &Arc<Shared>, rx: &Receiver<Earcon>) {
    match open(settings.device.as_deref(), Arc::clone(shared)) {
        Ok(output) => {
            shared.lock().device = Some(Ok(output.description()));
            shared.notify();
            let volume = settings.volume as f32 / 100.0;
            while let Ok(earcon) = rx.recv() {
                let samples = super::synth::render(earcon, output.sample_rate(), volume);
                let mut state = shared.lock();
                state.samples.extend(samples);
                state.handled += 1;
                drop(state);
                shared.notify();
            }
        }
        Err(why) => {
            fail(shared, why);
            while rx.recv().is_ok() {
                shared.lock().handled += 1;
                shared.notify();
            }
        }
    }
}

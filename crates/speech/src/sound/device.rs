//! The cpal output stream that drains the player's sample buffer (feature `sound`).
//!
//! ALSA prints its errors to stderr, which would scribble over the full-screen display:
//! a no-op error handler silences it on the thread that opens the device.

#[cfg(target_os = "linux")]
use std::ffi::{c_char, c_int};
use std::sync::Arc;

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{DeviceId, FromSample, SampleFormat, SizedSample, StreamConfig};

use super::shared::Shared;
use super::silence::Silence;

/// An open, playing output stream; it plays for as long as it lives.
pub(crate) struct Output {
    _stream: cpal::Stream,
    sample_rate: u32,
    description: String,
}

impl Output {
    /// Samples per second per channel.
    pub(crate) fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// The device, in words.
    pub(crate) fn description(&self) -> String {
        self.description.clone()
    }
}

/// Swallows an ALSA error message.
#[cfg(target_os = "linux")]
unsafe extern "C" fn quiet(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _err: c_int,
    _fmt: *const c_char,
    _args: *mut alsa_sys::__va_list_tag,
) {
}

#[cfg(target_os = "linux")]
fn silence_alsa() {
    // SAFETY: `quiet` has exactly the signature ALSA's thread-local error handler type
    // requires and never touches its arguments; installing it only changes where ALSA
    // sends the messages of this thread.
    unsafe {
        alsa_sys::snd_lib_error_set_local(Some(quiet));
    }
}

/// Opens `device` (a cpal id such as `alsa:null`, an ALSA name such as `null`, or the
/// default) and starts a stream that plays the samples in `shared`. A panic inside cpal
/// (its WASAPI host unwraps what Windows without an audio service refuses) is a device
/// that cannot play.
pub(crate) fn open(device: Option<&str>, shared: Arc<Shared>) -> Result<Output, Silence> {
    crate::contained::run(|| open_stream(device, shared)).unwrap_or_else(|panic| {
        Err(Silence::CannotPlay(
            "sound device".to_owned(),
            panic.message,
        ))
    })
}

fn open_stream(device: Option<&str>, shared: Arc<Shared>) -> Result<Output, Silence> {
    #[cfg(target_os = "linux")]
    silence_alsa();
    let host = cpal::default_host();
    let device = match device {
        None => host.default_output_device().ok_or(Silence::NoDefault)?,
        Some(name) => {
            let id = name
                .parse::<DeviceId>()
                .unwrap_or_else(|_| DeviceId::new(host.id(), name));
            host.device_by_id(&id)
                .ok_or_else(|| Silence::NoDevice(name.to_owned()))?
        }
    };
    let description = device
        .description()
        .map(|d| d.to_string())
        .unwrap_or_else(|_| "sound device".to_owned());
    let supported = device
        .default_output_config()
        .map_err(|e| Silence::CannotPlay(description.clone(), e.to_string()))?;
    let format = supported.sample_format();
    let config: StreamConfig = supported.into();
    let stream = match format {
        SampleFormat::F32 => build::<f32>(&device, config, shared),
        SampleFormat::I16 => build::<i16>(&device, config, shared),
        SampleFormat::I32 => build::<i32>(&device, config, shared),
        SampleFormat::U16 => build::<u16>(&device, config, shared),
        SampleFormat::U8 => build::<u8>(&device, config, shared),
        other => return Err(Silence::Format(description, other.to_string())),
    }
    .map_err(|e| Silence::CannotPlay(description.clone(), e.to_string()))?;
    stream
        .play()
        .map_err(|e| Silence::CannotPlay(description.clone(), e.to_string()))?;
    Ok(Output {
        _stream: stream,
        sample_rate: config.sample_rate,
        description,
    })
}

fn build<T>(
    device: &cpal::Device,
    config: StreamConfig,
    shared: Arc<Shared>,
) -> Result<cpal::Stream, cpal::Error>
where
    T: SizedSample + FromSample<f32>,
{
    let channels = usize::from(config.channels.max(1));
    device.build_output_stream(
        config,
        move |data: &mut [T], _: &cpal::OutputCallbackInfo| {
            let mut state = shared.lock();
            let had_samples = !state.samples.is_empty();
            for frame in data.chunks_mut(channels) {
                let value = T::from_sample(state.samples.pop_front().unwrap_or(0.0));
                frame.fill(value);
            }
            let drained = had_samples && state.samples.is_empty();
            drop(state);
            if drained {
                shared.notify();
            }
        },
        |_error| {},
        None,
    )
}

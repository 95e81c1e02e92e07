//! Earcon synthesis: each earcon is a short melody of sine tones, told apart by pitch
//! (low for errors, high for check) and rhythm (one, two or three notes, rising or
//! falling). Each tone fades in and out over a few milliseconds so nothing clicks.

use std::time::Duration;

use super::Earcon;

/// The loudest sample at full volume; leaves headroom below 1.0.
pub const PEAK: f32 = 0.6;

/// How long each tone fades in and out.
const FADE_MS: u32 = 5;

/// One note of an earcon.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tone {
    /// Pitch in hertz.
    pub hz: f32,
    /// Length in milliseconds.
    pub ms: u32,
    /// Silence after it, in milliseconds.
    pub gap_ms: u32,
}

/// A [`Tone`] literal (a plain struct expression, so the tables are `'static`).
macro_rules! tone {
    ($hz:expr, $ms:expr, $gap:expr) => {
        Tone {
            hz: $hz,
            ms: $ms,
            gap_ms: $gap,
        }
    };
}

impl Earcon {
    /// The notes of this earcon.
    pub fn tones(self) -> &'static [Tone] {
        match self {
            // One short high-middle blip: done.
            Earcon::MoveRecorded => &[tone!(880.0, 80, 0)],
            // Rising pair, like a question.
            Earcon::AwaitingConfirmation => &[tone!(660.0, 90, 40), tone!(880.0, 90, 0)],
            // Two low buzzes.
            Earcon::InputError => &[tone!(220.0, 140, 70), tone!(220.0, 140, 0)],
            // Two quick very high pips.
            Earcon::Check => &[tone!(1320.0, 50, 50), tone!(1320.0, 50, 0)],
            // Three even middle beeps.
            Earcon::TimeWarning => &[
                tone!(1000.0, 100, 100),
                tone!(1000.0, 100, 100),
                tone!(1000.0, 100, 0),
            ],
            // A falling line.
            Earcon::FlagFall => &[
                tone!(880.0, 160, 0),
                tone!(660.0, 160, 0),
                tone!(440.0, 320, 0),
            ],
            // A rising major chord, the last note long.
            Earcon::GameEnd => &[
                tone!(523.25, 150, 0),
                tone!(659.25, 150, 0),
                tone!(783.99, 400, 0),
            ],
        }
    }

    /// How long the earcon lasts.
    pub fn duration(self) -> Duration {
        Duration::from_millis(
            self.tones()
                .iter()
                .map(|t| u64::from(t.ms + t.gap_ms))
                .sum(),
        )
    }
}

/// The number of samples `ms` milliseconds take at `sample_rate`.
pub fn samples_for(ms: u32, sample_rate: u32) -> usize {
    (u64::from(ms) * u64::from(sample_rate) / 1000) as usize
}

/// The mono samples of `earcon` at `sample_rate`, at `volume` (0.0 silent .. 1.0 full).
pub fn render(earcon: Earcon, sample_rate: u32, volume: f32) -> Vec<f32> {
    let amplitude = PEAK * volume.clamp(0.0, 1.0);
    let rate = sample_rate.max(1) as f32;
    let fade = samples_for(FADE_MS, sample_rate).max(1) as f32;
    let mut out = Vec::new();
    for t in earcon.tones() {
        let n = samples_for(t.ms, sample_rate);
        out.extend((0..n).map(|i| {
            let envelope = (i as f32 / fade).min((n - i) as f32 / fade).min(1.0);
            let phase = std::f32::consts::TAU * t.hz * i as f32 / rate;
            amplitude * envelope * phase.sin()
        }));
        out.extend(std::iter::repeat_n(0.0, samples_for(t.gap_ms, sample_rate)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_earcon_has_a_distinct_melody() {
        for (i, a) in Earcon::ALL.iter().enumerate() {
            for b in &Earcon::ALL[i + 1..] {
                assert_ne!(a.tones(), b.tones(), "{a:?} and {b:?} sound alike");
            }
        }
    }

    #[test]
    fn volume_zero_is_silent() {
        assert!(render(Earcon::Check, 8000, 0.0).iter().all(|s| *s == 0.0));
    }
}

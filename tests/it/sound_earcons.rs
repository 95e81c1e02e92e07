//! Earcons: the synthesized samples (pitch by zero crossings, duration, no clipping,
//! volume) and playing through the ALSA null device.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Duration;

use hektor::i18n::{Lang, Locale};
use hektor::sound::synth::{PEAK, render, samples_for};
use hektor::sound::{Earcon, SoundPlayer, SoundSettings};

const RATE: u32 = 48_000;

/// The frequency of `samples` by counting upward zero crossings.
fn zero_crossing_hz(samples: &[f32], rate: u32) -> f64 {
    let ups = samples
        .windows(2)
        .filter(|w| w[0] < 0.0 && w[1] >= 0.0)
        .count();
    ups as f64 * f64::from(rate) / samples.len() as f64
}

#[test]
fn each_note_has_its_pitch_and_each_earcon_its_length() {
    for earcon in Earcon::ALL {
        let samples = render(earcon, RATE, 1.0);
        let expected_len: usize = earcon
            .tones()
            .iter()
            .map(|t| samples_for(t.ms, RATE) + samples_for(t.gap_ms, RATE))
            .sum();
        assert_eq!(samples.len(), expected_len, "{earcon:?}");
        let seconds = samples.len() as f64 / f64::from(RATE);
        assert!(
            (seconds - earcon.duration().as_secs_f64()).abs() < 0.001,
            "{earcon:?}"
        );
        assert!(
            (0.05..=1.0).contains(&seconds),
            "{earcon:?} lasts {seconds} s: too short to hear or long enough to mask speech"
        );
        let mut at = 0;
        for tone in earcon.tones() {
            let n = samples_for(tone.ms, RATE);
            let hz = zero_crossing_hz(&samples[at..at + n], RATE);
            let error = (hz - f64::from(tone.hz)).abs() / f64::from(tone.hz);
            assert!(
                error < 0.03,
                "{earcon:?}: a {} Hz note measures {hz:.1} Hz",
                tone.hz
            );
            let gap = &samples[at + n..at + n + samples_for(tone.gap_ms, RATE)];
            assert!(gap.iter().all(|s| *s == 0.0), "{earcon:?}: gaps are silent");
            at += n + gap.len();
        }
    }
}

#[test]
fn no_sample_clips_and_volume_scales_the_level() {
    for earcon in Earcon::ALL {
        let full = render(earcon, RATE, 1.0);
        let peak = full.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!(peak <= PEAK && PEAK < 1.0, "{earcon:?} peaks at {peak}");
        assert!(peak > 0.9 * PEAK, "{earcon:?} reaches its level ({peak})");
        let half = render(earcon, RATE, 0.5);
        let half_peak = half.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!((half_peak - peak / 2.0).abs() < 0.01, "{earcon:?}");
        assert!(full.first().is_some_and(|s| s.abs() < 0.01), "fades in");
    }
}

#[test]
fn earcons_differ_in_pitch_or_rhythm() {
    let signature = |e: Earcon| {
        e.tones()
            .iter()
            .map(|t| (t.hz.round() as u32, t.ms, t.gap_ms))
            .collect::<Vec<_>>()
    };
    for (i, a) in Earcon::ALL.iter().enumerate() {
        for b in &Earcon::ALL[i + 1..] {
            assert_ne!(signature(*a), signature(*b), "{a:?} and {b:?}");
        }
    }
    // The error is the lowest sound, check the highest.
    let lowest = |e: Earcon| e.tones().iter().map(|t| t.hz).fold(f32::MAX, f32::min);
    assert!(
        Earcon::ALL
            .iter()
            .all(|e| lowest(Earcon::InputError) <= lowest(*e))
    );
    assert!(
        Earcon::ALL
            .iter()
            .all(|e| lowest(Earcon::Check) >= lowest(*e))
    );
}

fn settings(device: &str) -> SoundSettings {
    SoundSettings {
        enabled: true,
        volume: 50,
        device: Some(device.to_owned()),
    }
}

#[cfg(feature = "sound")]
#[test]
fn an_earcon_plays_through_the_alsa_null_device() {
    let player = SoundPlayer::start(&settings("null"));
    let ready = player.wait_ready(Duration::from_secs(10));
    assert!(matches!(ready, Some(Ok(_))), "{ready:?}");
    player.play(Earcon::Check);
    player.play(Earcon::MoveRecorded);
    assert!(
        player.wait_idle(Duration::from_secs(10)),
        "the device consumed the samples"
    );
    assert_eq!(player.take_notice(&Locale::new(Lang::En)), None);
}

#[test]
fn without_a_device_earcons_are_silent_with_one_notice() {
    let player = SoundPlayer::start(&settings("no-such-device"));
    let ready = player.wait_ready(Duration::from_secs(10));
    assert!(matches!(ready, Some(Err(_))), "{ready:?}");
    player.play(Earcon::FlagFall);
    assert!(player.wait_idle(Duration::from_secs(10)));
    let english = Locale::new(Lang::En);
    let notice = player.take_notice(&english).unwrap();
    assert!(notice.contains("so earcons are off."), "{notice}");
    #[cfg(feature = "sound")]
    assert!(
        notice.starts_with("There is no sound device no-such-device, so earcons are off."),
        "{notice}"
    );
    assert_eq!(player.take_notice(&english), None, "only one notice");
}

#[test]
fn the_notice_of_a_missing_device_is_in_the_ui_language() {
    let player = SoundPlayer::start(&settings("no-such-device"));
    player.wait_ready(Duration::from_secs(10));
    let notice = player.take_notice(&Locale::new(Lang::Ru)).unwrap();
    assert!(notice.contains("звуковые сигналы выключены"), "{notice}");
    assert!(!notice.contains("there is no"), "{notice}");
    assert!(!notice.contains("feature"), "{notice}");
}

#[test]
fn earcons_switched_off_are_silent_without_a_notice() {
    let player = SoundPlayer::start(&SoundSettings {
        enabled: false,
        ..SoundSettings::default()
    });
    assert_eq!(
        player.wait_ready(Duration::ZERO),
        Some(Err(hektor::sound::Silence::SwitchedOff))
    );
    player.play(Earcon::GameEnd);
    assert!(player.wait_idle(Duration::ZERO));
    assert_eq!(player.take_notice(&Locale::new(Lang::En)), None);
}

#[test]
fn the_default_device_opens_or_gives_a_notice_never_a_crash() {
    let player = SoundPlayer::start(&SoundSettings::default());
    match player.wait_ready(Duration::from_secs(10)) {
        Some(Ok(_)) => assert_eq!(player.take_notice(&Locale::new(Lang::En)), None),
        Some(Err(why)) => {
            let notice = player.take_notice(&Locale::new(Lang::De)).unwrap();
            // One German sentence per cause (no sound built in, no device, ...), without
            // the sound library's English words.
            assert!(notice.contains("daher sind die Signaltöne aus"), "{notice}");
            assert!(!notice.contains(&why.to_string()), "{notice} / {why}");
        }
        None => panic!("opening the default device must not hang"),
    }
    player.play(Earcon::TimeWarning);
    assert!(player.wait_idle(Duration::from_secs(10)));
}

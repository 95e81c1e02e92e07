//! Every word of the `fide` and `fide-ascii` vocabularies, rendered by espeak-ng with its
//! German voice, is audible and of plausible length. `make test` installs espeak-ng; a
//! machine without it fails here unless HEKTOR_SKIP_REAL_SPEECH=1.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::Command;

use hektor::speech::command::find_on_path;
use hektor::{announce::Style, games::chess::announce::style_words};

/// The samples of a 16-bit mono PCM WAV file, and its sample rate.
fn read_wav(path: &Path) -> (Vec<i16>, u32) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(
        &bytes[0..4],
        b"RIFF",
        "{} is not a WAV file",
        path.display()
    );
    assert_eq!(&bytes[8..12], b"WAVE");
    let mut at = 12;
    let mut rate = 0;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let len = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().unwrap()) as usize;
        let body = &bytes[at + 8..(at + 8 + len).min(bytes.len())];
        if id == b"fmt " {
            assert_eq!(u16::from_le_bytes([body[0], body[1]]), 1, "PCM");
            assert_eq!(u16::from_le_bytes([body[2], body[3]]), 1, "mono");
            rate = u32::from_le_bytes(body[4..8].try_into().unwrap());
            assert_eq!(u16::from_le_bytes([body[14], body[15]]), 16, "16-bit");
        } else if id == b"data" {
            let samples = body
                .chunks_exact(2)
                .map(|b| i16::from_le_bytes([b[0], b[1]]))
                .collect();
            return (samples, rate);
        }
        at += 8 + len + len % 2;
    }
    panic!("{} has no data chunk", path.display());
}

fn check_vocabulary(style: Style) {
    let path = std::env::var_os("PATH");
    if find_on_path("espeak-ng", path.as_deref()).is_none() {
        if std::env::var("HEKTOR_SKIP_REAL_SPEECH").as_deref() == Ok("1") {
            eprintln!("skipped: espeak-ng is missing and HEKTOR_SKIP_REAL_SPEECH=1");
            return;
        }
        panic!(
            "espeak-ng must be installed for this test: run `make test` (it installs it) or \
             `scripts/install-deps.sh test`; set HEKTOR_SKIP_REAL_SPEECH=1 to skip it deliberately"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let words = style_words(style);
    assert!(!words.is_empty());
    for (index, word) in words.iter().enumerate() {
        let wav = dir.path().join(format!("{index}.wav"));
        let status = Command::new("espeak-ng")
            .args(["-v", "de", "-w"])
            .arg(&wav)
            .arg(word)
            .status()
            .unwrap();
        assert!(status.success(), "espeak-ng failed on {word:?}");
        let (samples, rate) = read_wav(&wav);
        let seconds = samples.len() as f64 / f64::from(rate);
        let peak = samples.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
        let loud = samples.iter().filter(|s| s.unsigned_abs() > 1000).count();
        let loud_seconds = loud as f64 / f64::from(rate);
        let chars = word.chars().count() as f64;
        assert!(peak > 3000, "{word:?} is silent (peak {peak})");
        assert!(
            loud_seconds > 0.03,
            "{word:?} is barely audible ({loud_seconds:.3} s above the noise floor)"
        );
        assert!(
            (0.15..=0.5 + 0.15 * chars).contains(&seconds),
            "{word:?} lasts an implausible {seconds:.2} s"
        );
    }
}

#[test]
fn every_fide_word_is_audible_and_of_plausible_length() {
    check_vocabulary(Style::Fide);
}

#[test]
fn every_fide_ascii_word_is_audible_and_of_plausible_length() {
    check_vocabulary(Style::FideAscii);
}

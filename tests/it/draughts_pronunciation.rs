//! Draughts announcements as a voice says them: every announcement style in every UI
//! language, as the speech engine gets it (`speech::pronounce`), read through espeak-ng's
//! phoneme output (`espeak-ng -q -x -v LANG`); no word may come out as another.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::Command;

use hektor::announce::Style;
use hektor::games::draughts::Announcer;
use hektor::i18n::Lang;
use hektor::speech::command::find_on_path;
use hektor::speech::pronounce;
use hektor_draughts::{Move, Square, Variant};

/// Readings that are another word: (voice, phoneme word, what it is).
const BAD_READINGS: [(&str, &str, &str); 2] = [
    ("uk", "b'E'e", "the capture word б'є read as 'бе є'"),
    ("en", "a#", "the article 'a' (uh), not the file a"),
];

fn phonemes(voice: &str, text: &str) -> String {
    let output = Command::new("espeak-ng")
        .args(["-q", "-x", "-v", voice, text])
        .output()
        .expect("espeak-ng runs");
    assert!(output.status.success(), "espeak-ng -v {voice} {text:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A capture over every file of the 64-square board, and a crowning on the 100-square
/// board with numbers from every decade.
fn moves() -> Vec<(Variant, Move)> {
    let ru = |name| Square::from_algebraic(Variant::Russian, name).unwrap();
    let int = |n| Square::new(Variant::International, n).unwrap();
    vec![
        (
            Variant::Russian,
            Move::new(
                ru("a1"),
                ["c3", "e1", "g3", "h4", "f6", "d8", "b6", "a5"]
                    .map(ru)
                    .to_vec(),
                vec![ru("b2")],
                true,
            )
            .unwrap(),
        ),
        (
            Variant::International,
            Move::new(
                int(49),
                [int(38), int(27), int(16), int(5)].to_vec(),
                vec![int(43)],
                true,
            )
            .unwrap(),
        ),
    ]
}

/// Whether espeak-ng is here; without it the test fails, unless HEKTOR_SKIP_REAL_SPEECH=1.
fn espeak_present() -> bool {
    if find_on_path("espeak-ng", std::env::var_os("PATH").as_deref()).is_some() {
        return true;
    }
    assert_eq!(
        std::env::var("HEKTOR_SKIP_REAL_SPEECH").as_deref(),
        Ok("1"),
        "espeak-ng is not installed: run `scripts/install-deps.sh test`, or set \
         HEKTOR_SKIP_REAL_SPEECH=1 to skip this test deliberately"
    );
    false
}

/// The capture word "б'є", written with any apostrophe people type (' ’ ʼ), is said as
/// one syllable /bjɛ/, as "бьє" sounds: in the middle of a move, the Ukrainian voice
/// reads it with no pause ("_:", "_"), no switch to another language ("(en)"), and as the
/// phoneme word "bj'e".
#[test]
fn the_capture_word_is_said_bje_without_a_pause_whatever_its_apostrophe() {
    if !espeak_present() {
        return;
    }
    let mut problems = Vec::new();
    for apostrophe in ['\'', '\u{2019}', '\u{02BC}'] {
        let written = format!("де чотири б{apostrophe}є бе шість");
        let said = pronounce::respell(&written, Lang::Uk);
        let read = phonemes("uk", &said);
        let words: Vec<&str> = read.split_whitespace().collect();
        if read.contains('_') || read.contains('(') || words.get(2) != Some(&"bj'e") {
            problems.push(format!("{written:?} => {said:?} => {}", read.trim()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_style_and_language_is_said_as_written() {
    if !espeak_present() {
        return;
    }
    let mut problems = Vec::new();
    for style in [Style::Native, Style::Fide, Style::FideAscii, Style::Nato] {
        for lang in Lang::ALL {
            let announcer = Announcer::new(style, lang);
            for (variant, mv) in moves() {
                let utterance = announcer.utterance(variant, &mv).cleaned();
                for segment in pronounce::spoken(&utterance.segments, lang) {
                    let voice = segment.lang.unwrap_or(lang).code();
                    let read = phonemes(voice, &segment.text);
                    for (_, bad, what) in BAD_READINGS.iter().filter(|(v, ..)| *v == voice) {
                        if read.split_whitespace().any(|word| word.contains(bad)) {
                            problems.push(format!(
                                "{voice} {:?} => {} ({what})",
                                segment.text,
                                read.trim()
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

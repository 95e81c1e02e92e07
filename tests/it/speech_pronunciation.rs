//! Words a voice says right: every file letter and word of every announcement style, in
//! every UI language, as the speech engine gets it, read through espeak-ng's phoneme
//! output (`espeak-ng -q -x -v LANG`); none may come out as another word. The printed
//! text keeps the normal words.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::Command;

use hektor::i18n::Lang;
use hektor::speech::command::find_on_path;
use hektor::speech::{Priority, Utterance, pronounce};
use hektor::{
    announce::{AnnounceOptions, Style},
    games::chess::announce::Announcer,
};
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, File, Rank, Square};

/// Readings that are another word: (voice, phoneme word or part of one, what it is).
const BAD_READINGS: [(&str, &str, &str); 5] = [
    ("en", "a#", "the article 'a' (uh), not the file a"),
    ("de", "o:e:", "'Koenig' read letter by letter, not König"),
    ("de", "E:u:", "'Laeufer' read letter by letter, not Läufer"),
    ("de", "u:E", "'fuenf' read letter by letter, not fünf"),
    ("de", "Sl'Ekt", "'schlaegt' with a short vowel, not schlägt"),
];

/// Whether espeak-ng is here; panics with instructions when it is missing, unless
/// HEKTOR_SKIP_REAL_SPEECH=1.
fn espeak_present() -> bool {
    if find_on_path("espeak-ng", std::env::var_os("PATH").as_deref()).is_some() {
        return true;
    }
    if std::env::var("HEKTOR_SKIP_REAL_SPEECH").as_deref() == Ok("1") {
        eprintln!("skipped: espeak-ng is not installed, and HEKTOR_SKIP_REAL_SPEECH=1");
        return false;
    }
    panic!(
        "espeak-ng is not installed: this test reads its phoneme output. Run \
         `scripts/install-deps.sh test`, or set HEKTOR_SKIP_REAL_SPEECH=1 to skip it deliberately"
    );
}

fn phonemes(voice: &str, text: &str) -> String {
    let output = Command::new("espeak-ng")
        .args(["-q", "-x", "-v", voice, text])
        .output()
        .expect("espeak-ng runs");
    assert!(
        output.status.success(),
        "espeak-ng -v {voice} {text:?} failed"
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The misreadings in `text` said with `voice`.
fn misreadings(voice: &str, text: &str) -> Vec<String> {
    let read = phonemes(voice, text);
    BAD_READINGS
        .iter()
        .filter(|(v, bad, _)| *v == voice && read.split_whitespace().any(|word| word.contains(bad)))
        .map(|(_, bad, what)| format!("{voice} {text:?} => {} ({bad}: {what})", read.trim()))
        .collect()
}

/// What a style says in a UI language: every file on a square, and moves with a file
/// alone (a pawn capture, a rook named by its file), each piece, a capture, a fifth rank,
/// en passant, both castlings, promotions and check.
fn sayings(style: Style, lang: Lang) -> Vec<String> {
    let announcer = Announcer::new(AnnounceOptions {
        style,
        lang,
        ..AnnounceOptions::default()
    })
    .marking();
    let mut out: Vec<String> = File::ALL
        .iter()
        .map(|&file| announcer.square(Square::from_coords(file, Rank::Fourth)))
        .collect();
    for (fen, moves) in [
        (
            "4k3/8/8/1p6/P1B5/8/4K3/R6R w - - 0 1",
            &["axb5", "Rad1", "Bxb5", "Ke3", "a5"][..],
        ),
        (
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            &["exd6", "O-O", "O-O-O", "b8=Q+", "bxa8=N"][..],
        ),
    ] {
        let fen: Fen = fen.parse().unwrap();
        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        for san in moves {
            let mv = san.parse::<San>().unwrap().to_move(&pos).unwrap();
            out.push(announcer.move_text(&pos, mv));
        }
    }
    out
}

/// Every (voice, text) the engine gets for `style` in `lang`, with or without the
/// speech-only spellings.
fn engine_texts(style: Style, lang: Lang, respelled: bool) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for text in sayings(style, lang) {
        let utterance = Utterance::new(text, Priority::Move).cleaned();
        let segments = if respelled {
            pronounce::spoken(&utterance.segments, lang)
        } else {
            utterance.segments.clone()
        };
        for segment in segments {
            out.push((segment.lang.unwrap_or(lang).code().to_owned(), segment.text));
        }
    }
    out
}

#[test]
fn no_announcement_word_is_read_as_another_word() {
    if !espeak_present() {
        return;
    }
    let mut problems = Vec::new();
    for &style in <Style as hektor::cli::Choices>::choices() {
        for lang in Lang::ALL {
            for (voice, text) in engine_texts(style, lang, true) {
                problems.extend(misreadings(&voice, &text));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The table catches what the engine got before the speech-only spellings: the test can
/// fail.
#[test]
fn the_bad_readings_are_there_without_the_speech_only_spellings() {
    if !espeak_present() {
        return;
    }
    for (style, lang, bad) in [
        (Style::Native, Lang::En, "a#"),
        (Style::FideAscii, Lang::En, "o:e:"),
        (Style::FideAscii, Lang::Uk, "u:E"),
    ] {
        let found: Vec<String> = engine_texts(style, lang, false)
            .iter()
            .flat_map(|(voice, text)| misreadings(voice, text))
            .collect();
        assert!(
            found.iter().any(|f| f.contains(bad)),
            "{style:?} {lang}: {found:?}"
        );
    }
}

#[test]
fn printed_text_keeps_the_normal_words() {
    let utterance = Utterance::new("White: rook a one, Koenig fuenf", Priority::Move);
    assert_eq!(utterance.text(), "White: rook a one, Koenig fuenf");
    let spoken = pronounce::spoken(&utterance.cleaned().segments, Lang::En);
    assert_eq!(spoken[0].text, "White: rook eh one, Koenig fuenf");
}

/// The English article stays the article: no English sentence has "a" where the file
/// letter's rule applies.
#[test]
fn no_english_sentence_changes() {
    for (code, area, source) in hektor::i18n::locale_files() {
        if *code != "en" || *area == "vocabulary" {
            continue;
        }
        // The rule's own list of the words after the file "a" is no sentence.
        let sentences = source
            .lines()
            .filter(|l| !l.trim_start().starts_with('#') && !l.starts_with("speech-file-a-"));
        for line in sentences {
            let cleaned = hektor::speech::clean_text(line);
            assert_eq!(
                pronounce::respell(&cleaned, Lang::En),
                cleaned,
                "en/{area}.ftl"
            );
        }
    }
}

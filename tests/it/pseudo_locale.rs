//! The pseudo-locale `en-XA` (English with every letter accented, sentences bracketed
//! and lengthened, made from `locales/en` by the build) is a language like the others:
//! chosen by `--lang`, with no Rust of its own. Sessions of every kind run in it (play,
//! draughts, replay, check, export, refusals of the command line) and what they print
//! and say must hold no word of the English locale's texts: an English word left is a
//! sentence that never went through the locale files. Typing the pseudo-locale's own
//! words (accented commands and answers) must be understood.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;

use common::{hektor, lines, run_with_input};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use hektor::i18n::{Lang, Locale, locale_files};

const PSEUDO: &str = "en-XA";

/// Messages whose words are not English sentences the pseudo-locale changes: the FIDE
/// words (German), the NATO alphabet, piece letters, the language's codes.
fn kept(id: &str) -> bool {
    [
        "fide-",
        "nato-",
        "vocab-letter-",
        "language-codes",
        "app-name",
    ]
    .iter()
    .any(|prefix| id.starts_with(prefix))
}

/// Words of three or more ASCII letters in `text`, in lower case; a token with a digit
/// (`exd5`, `Nf3`) is notation and one after `--` an option's name, not words.
fn ascii_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split_whitespace()
        .filter(|token| !token.trim_start_matches(['[', '(']).starts_with("--"))
        .flat_map(|token| token.split(|c: char| !c.is_ascii_alphanumeric()))
        .filter(|word| word.len() >= 3 && word.chars().all(|c| c.is_ascii_alphabetic()))
        .map(str::to_ascii_lowercase)
}

fn pattern_words(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.extend(ascii_words(value)),
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => {
                for variant in variants {
                    pattern_words(&variant.value, out);
                }
            }
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::StringLiteral { value }),
            } => out.extend(ascii_words(value)),
            PatternElement::Placeable { .. } => {}
        }
    }
}

fn message_id<'a>(entry: &'a Entry<&str>) -> &'a str {
    match entry {
        Entry::Message(message) => message.id.name,
        _ => "",
    }
}

/// Every word of the English messages, or (`of_kept`) of the messages of any language
/// the pseudo-locale keeps as they are (the FIDE words are German).
fn english_words(of_kept: bool) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (code, _, source) in locale_files() {
        if *code != "en" && !of_kept {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*source).unwrap();
        for entry in &resource.body {
            // The FIDE style takes what it lacks from the German vocabulary.
            let german_vocabulary = *code == "de" && message_id(entry).starts_with("vocab-");
            if let Entry::Message(message) = entry
                && (kept(message.id.name) || german_vocabulary) == of_kept
                && let Some(value) = &message.value
            {
                pattern_words(value, &mut out);
            }
        }
    }
    out
}

/// Words that are rightly the same in every language: the FIDE and NATO words, the
/// commands' English names (understood in every language, and named so by the help),
/// the export formats and the ECO code, the keys' names, the names and places the tests
/// give, what the sound device is called.
fn allowed() -> BTreeSet<String> {
    let mut out = english_words(true);
    for spec in hektor::app::command::COMMANDS {
        for name in spec.names {
            out.extend(ascii_words(name));
        }
    }
    for word in [
        "pgn", "pdn", "brf", "braille", "txt", "jsonl", "tmp", "anna", "bert", "default", "audio",
        "device", "ctrl", "esc", "enter", "eco",
    ] {
        out.insert(word.to_owned());
    }
    out
}

/// What is left English in `said` (one session's lines), beyond `also_allowed` (its
/// file's names and tags).
fn english_left(said: &[String], also_allowed: &[&str]) -> Vec<String> {
    let english = english_words(false);
    let allowed = allowed();
    let mut left = Vec::new();
    for line in said {
        let found: Vec<String> = ascii_words(line)
            .filter(|word| english.contains(word) && !allowed.contains(word))
            .filter(|word| !also_allowed.iter().any(|a| a.eq_ignore_ascii_case(word)))
            .collect();
        if !found.is_empty() {
            left.push(format!("{found:?} in {line:?}"));
        }
    }
    left
}

/// Runs hektor in the pseudo-locale with `args` and `input`; every line it printed (stdout
/// and stderr).
fn run(home: &Path, args: &[&str], input: &str) -> Vec<String> {
    let mut command = hektor(home);
    command.args(["--lang", PSEUDO]).args(args);
    let output = run_with_input(command, input.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "hektor crashed: {stderr}");
    let mut said = lines(&output);
    said.extend(stderr.lines().map(str::to_owned));
    said
}

/// The pseudo-locale's word for message `id` (its first, if a list).
fn word(id: &str) -> String {
    let text = Locale::new(Lang::EnXa).text(id);
    text.split(',').next().unwrap().trim().to_owned()
}

fn assert_no_english(what: &str, said: &[String], also_allowed: &[&str]) {
    let left = english_left(said, also_allowed);
    assert!(
        left.is_empty(),
        "{what}: English left in the pseudo-locale:\n{}\n\nall:\n{}",
        left.join("\n"),
        said.join("\n")
    );
}

#[test]
fn the_pseudo_locale_is_english_changed_and_complete() {
    let english = Locale::new(Lang::En);
    let pseudo = Locale::new(Lang::EnXa);
    assert_eq!(PSEUDO.parse::<Lang>(), Ok(Lang::EnXa));
    assert_eq!(
        pseudo.text("session-recorded"),
        "[Ŕéçóŕďéď. ~~~]",
        "a sentence is accented, bracketed and lengthened"
    );
    assert_eq!(
        pseudo.text("session-words-time"),
        "ţíḿé",
        "a word list is accented only"
    );
    assert_eq!(
        pseudo.text("fide-piece-knight"),
        english.text("fide-piece-knight")
    );
    // Every English message is there and parses (a broken line would fall back to English).
    for (code, area, source) in locale_files() {
        if *code == PSEUDO {
            let parsed = fluent_syntax::parser::parse(*source);
            assert!(parsed.is_ok(), "{PSEUDO}/{area}.ftl: {:?}", parsed.err());
        }
    }
    let count = |code: &str| locale_files().iter().filter(|(c, ..)| *c == code).count();
    assert_eq!(count(PSEUDO), count("en"));
}

#[test]
fn a_game_in_the_pseudo_locale_says_no_english() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let pgn = home.path().join("game.pgn");
    let yes = word("answer-yes");
    let no = word("answer-no");
    let input = [
        "e4".to_owned(),
        yes.clone(),
        "e5".to_owned(),
        yes.clone(),
        "Nf3".to_owned(),
        no,
        "Nf3".to_owned(),
        yes.clone(),
        "frobnicate".to_owned(),
        "Ke8".to_owned(),
        word("session-words-time"),
        word("session-words-last"),
        word("session-words-turn"),
        word("session-words-repeat"),
        word("session-words-pieces"),
        format!("{} e", word("session-words-scan")),
        format!("{} e4", word("session-words-square")),
        word("session-words-undo"),
        yes.clone(),
        word("session-words-draw"),
        format!("{} ŕéṕéţíţíóñ", word("session-words-claim")),
        "help".to_owned(),
        format!("{} pgn {}", word("session-words-export"), pgn.display()),
        word("session-words-resign"),
        yes,
        String::new(),
    ]
    .join("\n");
    let args = ["play", "--plain", "--time", "5+3", "--save"];
    let mut all: Vec<&str> = args.to_vec();
    let save_text = save.display().to_string();
    all.push(&save_text);
    let said = run(home.path(), &all, &input);
    let joined = said.join("\n");
    assert!(
        joined.contains(&Locale::new(Lang::EnXa).text("session-recorded")),
        "{joined}"
    );
    assert!(
        pgn.exists(),
        "the export named in pseudo words ran: {joined}"
    );
    assert_no_english("play", &said, &[]);
}

#[test]
fn a_replay_in_the_pseudo_locale_says_no_english() {
    let home = tempfile::tempdir().unwrap();
    let file = common::corpus::own("pgn/annotated.pgn");
    let w = |id: &str| word(&format!("replay-words-{id}"));
    let input = [
        String::new(),
        w("next"),
        w("next"),
        w("comment"),
        format!("{} 1", w("var")),
        w("up"),
        w("where"),
        w("info"),
        w("moves"),
        w("clock"),
        w("material"),
        format!("{} e4", w("attacks")),
        format!("{} g1", w("legal")),
        w("capture"),
        w("end"),
        w("previous"),
        w("start"),
        w("list"),
        w("more"),
        format!("{} {} Anna", w("filter"), word("words-white")),
        format!("{} {} Nowhere", w("filter"), word("words-event")),
        w("list"),
        format!("{} {}", w("filter"), word("words-clear")),
        format!("{} 2", w("game")),
        w("progress"),
        "frobnicate".to_owned(),
        "help".to_owned(),
        w("quit"),
    ]
    .join("\n");
    let mut args = vec![
        "replay".to_owned(),
        file.display().to_string(),
        "--plain".to_owned(),
    ];
    args.extend(
        common::without_opening_names(home.path())
            .iter()
            .map(|a| a.to_string_lossy().into_owned()),
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let said = run(home.path(), &args, &input);
    // The file's own words: its tags and comments.
    assert_no_english(
        "replay",
        &said,
        &[
            "Annotated",
            "Annotator",
            "Carl",
            "game",
            "for",
            "the",
            "notes",
            "Philidor",
            "Mate",
        ],
    );
}

#[test]
fn draughts_check_export_and_refusals_in_the_pseudo_locale_say_no_english() {
    let home = tempfile::tempdir().unwrap();
    let yes = word("answer-yes");
    let input = [
        "c3-d4",
        &yes,
        "f6-g5",
        &yes,
        "d4-e5",
        "help",
        &word("session-words-turn"),
    ]
    .join("\n");
    let save = home.path().join("draughts.jsonl").display().to_string();
    let draughts = run(
        home.path(),
        &["--rules", "draughts-64", "play", "--plain", "--save", &save],
        &input,
    );
    assert_no_english("draughts", &draughts, &["draughts"]);

    let pgn = common::corpus::own("pgn/club.pgn").display().to_string();
    let checked = run(home.path(), &["check", &pgn], "");
    assert_no_english("check", &checked, &[]);
    let text = run(home.path(), &["export", &pgn, "--format", "text"], "");
    // The sheet's own names and event.
    let tags: Vec<String> = std::fs::read_to_string(&pgn)
        .unwrap()
        .lines()
        .filter(|l| l.starts_with('['))
        .flat_map(|l| ascii_words(l).collect::<Vec<_>>())
        .collect();
    let tags: Vec<&str> = tags.iter().map(String::as_str).collect();
    assert_no_english("export", &text, &tags);

    // Two sheets that part at move 2, and a board.
    let a = home.path().join("a.txt");
    let b = home.path().join("b.txt");
    std::fs::write(&a, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n").unwrap();
    std::fs::write(&b, "1. e4 e5 2. Bc4 Nc6 3. Nf3\n").unwrap();
    let (a, b) = (a.display().to_string(), b.display().to_string());
    let said = run(
        home.path(),
        &["reconcile", "--sheet", &a, "--sheet", &b],
        "",
    );
    assert_no_english("reconcile", &said, &["txt"]);
    let said = run(home.path(), &["say", "e4", "Nf3", "Zz9"], "");
    assert_no_english("say", &said, &[]);

    for args in [
        &["play", "--side", "purple"][..],
        &["frobnicate"][..],
        &["export"][..],
        &["replay", "/nonexistent/file.pgn"][..],
        &["check", "/nonexistent/file.pgn"][..],
    ] {
        let said = run(home.path(), args, "");
        // The command line's values are typed as they are (`--side white`).
        assert_no_english(
            &format!("{args:?}"),
            &said,
            &[
                "nonexistent",
                "file",
                "purple",
                "frobnicate",
                "white",
                "black",
            ],
        );
    }
}

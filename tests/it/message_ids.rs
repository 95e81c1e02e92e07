//! The code names every message by its constant (`msg::SESSION_RECORDED`, made by
//! `hektor-words`' build from the English files, which also fails when a language lacks
//! one of English's messages): a misspelt constant does not compile, so no sentence is
//! said as its id in a tournament hall. A string literal would bypass that, so here no
//! literal of the code (`src/`, `crates/*/src/`) is an English message's id, and a
//! literal of a message's shape (words joined by `-`) whose first word begins some
//! English message's id (`session-`, `replay-`, ...) is one of the few that are no
//! message ([`NOT_IDS`]: the rules' names, selector keys, features), not a misspelt id.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::Entry;
use hektor::i18n::locale_files;

/// Literals of a message id's shape that are something else.
const NOT_IDS: [&str; 13] = [
    // `--rules` values.
    "draughts-64",
    "draughts-100",
    // Keys of a Fluent selector (`reconcile-*` by role, `session-draw-because` by reason).
    "draughts-man",
    "draughts-king",
    "time-white",
    "time-black",
    // Prefixes of ids matched by `starts_with`.
    "journal-bad",
    "journal-illegal",
    // A thread's name.
    "pgn-index",
    // Programs, features and subcommands.
    "speech-dispatcher",
    "speech-dispatcher-espeak-ng",
    "speech-tts",
    "speech-test",
];

/// The message ids of language `code`.
fn ids_of(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (file_code, area, source) in locale_files() {
        if *file_code != code {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, e)| panic!("{code}/{area}: {e:?}"));
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                out.insert(message.id.name.to_owned());
            }
        }
    }
    out
}

/// Whether `text` has a message id's shape: lower-case words of letters and digits
/// joined by single hyphens, at least two of them.
fn id_shaped(text: &str) -> bool {
    let words: Vec<&str> = text.split('-').collect();
    words.len() >= 2
        && words[0].starts_with(|c: char| c.is_ascii_lowercase())
        && words.iter().all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// The string literals of one line of Rust (a line comment is not code).
fn literals(line: &str) -> Vec<&str> {
    if line.trim_start().starts_with("//") {
        return Vec::new();
    }
    line.split('"').skip(1).step_by(2).collect()
}

/// Every id-shaped literal of `text` (the file `name`) whose first word starts one of
/// the `families` of English ids, with where it is.
fn literals_of(
    name: &str,
    text: &str,
    families: &BTreeSet<&str>,
    out: &mut BTreeMap<String, Vec<String>>,
) {
    for (number, line) in text.lines().enumerate() {
        for literal in literals(line) {
            let family = literal.split('-').next().unwrap_or_default();
            if id_shaped(literal) && families.contains(family) {
                out.entry(literal.to_owned())
                    .or_default()
                    .push(format!("{name}:{}", number + 1));
            }
        }
    }
}

/// The first words of English's ids (`session`, `replay`, ...).
fn families(english: &BTreeSet<String>) -> BTreeSet<&str> {
    english
        .iter()
        .filter_map(|id| id.split('-').next())
        .collect()
}

/// Every id-shaped literal of the code (`src/` and every layer crate's `crates/*/src/`)
/// whose first word starts an English message's id, with where it is.
fn id_literals() -> BTreeMap<String, Vec<String>> {
    let english = ids_of("en");
    let families = families(&english);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    common::rust_files(&root.join("src"), &mut files);
    for layer in std::fs::read_dir(root.join("crates")).unwrap() {
        common::rust_files(&layer.unwrap().path().join("src"), &mut files);
    }
    let mut out = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.strip_prefix(root).unwrap().display().to_string();
        literals_of(&name, &text, &families, &mut out);
    }
    out
}

/// What is wrong with the id-shaped `literals`: an English id written as a literal (its
/// constant is `msg::X`), or a literal that is no message and not one of [`NOT_IDS`]
/// (a misspelt id, or a message only some language has).
fn problems(literals: &BTreeMap<String, Vec<String>>, english: &BTreeSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    for (literal, places) in literals {
        let places = places.join(", ");
        if english.contains(literal) {
            let constant = literal.to_ascii_uppercase().replace('-', "_");
            out.push(format!(
                "{places}: \"{literal}\" is a message's id: write msg::{constant}"
            ));
        } else if !NOT_IDS.contains(&literal.as_str()) {
            out.push(format!(
                "{places}: \"{literal}\" is no English message: a misspelt id, or add it to NOT_IDS"
            ));
        }
    }
    out
}

#[test]
fn the_code_names_messages_by_their_constants_not_by_literals() {
    let literals = id_literals();
    let uses: usize = literals.values().map(Vec::len).sum();
    eprintln!(
        "{} id-shaped literals, {uses} uses, {} of them English ids",
        literals.len(),
        literals
            .keys()
            .filter(|l| ids_of("en").contains(*l))
            .count()
    );
    let problems = problems(&literals, &ids_of("en"));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_literals_that_are_no_message_are_still_in_the_code_and_no_message() {
    // Also what keeps the scanner honest: it finds these in the code's files.
    let literals = id_literals();
    let english = ids_of("en");
    for literal in NOT_IDS {
        assert!(
            literals.contains_key(literal),
            "{literal} is no longer in the code: drop it here"
        );
        assert!(
            !english.contains(literal),
            "{literal} is a message now: drop it here"
        );
    }
}

#[test]
fn a_literal_id_or_a_misspelt_one_is_found() {
    let english = ids_of("en");
    let code = r#"
        let board = locale.text("session-tui-board");
        // locale.text("session-tui-board") in a comment is no code.
        let typo = locale.text("session-tui-bord");
        let rules = "draughts-64";
        let title = locale.text(msg::SESSION_TUI_BOARD);
    "#;
    let mut literals = BTreeMap::new();
    literals_of("src/planted.rs", code, &families(&english), &mut literals);
    assert_eq!(
        problems(&literals, &english),
        [
            "src/planted.rs:2: \"session-tui-board\" is a message's id: write msg::SESSION_TUI_BOARD",
            "src/planted.rs:4: \"session-tui-bord\" is no English message: a misspelt id, or add it to NOT_IDS",
        ]
    );
    assert!(id_shaped("session-recorded"));
    assert!(!id_shaped("session-"));
    assert!(!id_shaped("Session-recorded"));
}

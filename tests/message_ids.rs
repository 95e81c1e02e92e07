//! Every message id the code names as a literal (`"session-recorded"`) exists in every UI
//! language's files: a typo or a message dropped from one language fails here, not as a
//! sentence said as its id in a tournament hall. The ids are found in the code (`src/`, `crates/*/src/`) as string
//! literals of a message's shape (words joined by `-`) whose first word begins some
//! English message's id (`session-`, `replay-`, ...); the few such literals that are no
//! message (the rules' names, selector keys, features) are listed in [`NOT_IDS`].
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::Entry;
use hektor::i18n::{Lang, locale_files};

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

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
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

/// Every id-shaped literal of the code (`src/` and every layer crate's `crates/*/src/`)
/// whose first word starts an English message's id, with where it is.
fn id_literals() -> BTreeMap<String, Vec<String>> {
    let english = ids_of("en");
    let families: BTreeSet<&str> = english
        .iter()
        .filter_map(|id| id.split('-').next())
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    for layer in std::fs::read_dir(root.join("crates")).unwrap() {
        rust_files(&layer.unwrap().path().join("src"), &mut files);
    }
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.strip_prefix(root).unwrap().display().to_string();
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
    out
}

#[test]
fn every_message_id_in_the_code_exists_in_every_language() {
    let literals = id_literals();
    let uses: usize = literals.values().map(Vec::len).sum();
    // The code names hundreds of ids; a scanner that found none would check nothing.
    assert!(
        literals.len() > 500 && uses > 700,
        "{} ids, {uses} uses",
        literals.len()
    );
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let ids = ids_of(lang.code());
        for (literal, places) in &literals {
            if !ids.contains(literal) && !NOT_IDS.contains(&literal.as_str()) {
                problems.push(format!(
                    "{lang}: no message {literal} ({})",
                    places.join(", ")
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_literals_that_are_no_message_are_still_in_the_code_and_no_message() {
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
fn a_missing_id_is_found() {
    assert!(id_shaped("session-recorded"));
    assert!(!id_shaped("session-"));
    assert!(!id_shaped("Session-recorded"));
    assert_eq!(
        literals(r#"locale.text("session-recordd"), "x")"#),
        ["session-recordd", "x"]
    );
    assert!(!ids_of("de").contains("session-recordd"));
}

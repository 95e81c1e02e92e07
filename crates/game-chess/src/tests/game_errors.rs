use crate::game::journal::{Damage, DamageKind, JournalError, Salvaged};
use crate::i18n::Locale;
use crate::i18n::errors::io_sentence;
use crate::msg;
use crate::position::{ReplayError, StartError};
use std::path::Path;

use crate::i18n::Lang;
use crate::i18n::errors::io_message;
use hektor_game_core::game_errors::*;
use std::io;

/// Every kind the module distinguishes, with one error each.
fn io_errors() -> Vec<io::Error> {
    use io::ErrorKind as K;
    [
        K::NotFound,
        K::PermissionDenied,
        K::AlreadyExists,
        K::IsADirectory,
        K::StorageFull,
        K::ReadOnlyFilesystem,
        K::InvalidData,
        K::Other,
    ]
    .into_iter()
    .map(io::Error::from)
    .collect()
}

/// English library words that must not reach a user of another language.
const LIBRARY_WORDS: [&str; 8] = [
    "No such file",
    "os error",
    "Permission denied",
    "invalid",
    "in fen",
    "illegal position",
    "Is a directory",
    "entity",
];

/// Whether `text` is written in the script of `lang` (Cyrillic for uk and ru).
fn in_language(lang: Lang, text: &str) -> bool {
    let cyrillic = text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c));
    matches!(lang, Lang::Uk | Lang::Ru) == cyrillic
}

fn assert_sentence(lang: Lang, id: &str, text: &str) {
    let locale = Locale::new(lang);
    assert!(locale.has_own(id), "{lang}: {id} is not translated");
    assert!(!text.trim().is_empty(), "{lang}: {id} is empty");
    assert!(
        in_language(lang, text),
        "{lang}: {id} is not in the language: {text}"
    );
    for word in LIBRARY_WORDS {
        assert!(!text.contains(word), "{lang}: {id} says {word:?}: {text}");
    }
}

#[test]
fn every_io_error_kind_is_a_sentence_in_every_language() {
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        let mut seen = std::collections::HashSet::new();
        for error in io_errors() {
            let text = io_sentence(&locale, Path::new("/tmp/partie.pgn"), &error);
            assert_sentence(lang, io_message(error.kind()), &text);
            assert!(
                text.contains("/tmp/partie.pgn"),
                "{lang}: no file in {text}"
            );
            assert!(text.ends_with('.'), "{lang}: not a sentence: {text}");
            assert!(seen.insert(text.clone()), "{lang}: said twice: {text}");
        }
    }
}

#[test]
fn every_fen_problem_is_a_phrase_in_every_language() {
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        let mut seen = std::collections::HashSet::new();
        for problem in crate::fen::every_problem() {
            let text = problem.phrase(&locale);
            assert_sentence(lang, problem.message(), &text);
            assert!(seen.insert(text.clone()), "{lang}: said twice: {text}");
        }
    }
}

/// Every game-file problem that is not the system's: another session, not a game
/// file, a damaged line of each kind, an illegal start, an illegal move.
fn game_file_sentences(locale: &Locale) -> Vec<(&'static str, String)> {
    let path = || std::path::PathBuf::from("partie.jsonl");
    let mut said = vec![
        (
            msg::SESSION_FILE_IN_USE,
            journal_sentence(locale, &JournalError::InUse { path: path() }),
        ),
        (
            msg::JOURNAL_NOT_A_JOURNAL,
            journal_sentence(locale, &JournalError::NotAJournal { path: path() }),
        ),
        (
            msg::JOURNAL_EMPTY,
            journal_sentence(locale, &JournalError::Empty { path: path() }),
        ),
    ];
    for kind in [
        DamageKind::Syntax,
        DamageKind::Unknown,
        DamageKind::BreaksOff,
        DamageKind::TooLong,
        DamageKind::Illegal,
    ] {
        for count in [1, 12] {
            let left_out = [Damage {
                line: 3,
                reason: kind,
            }];
            let text = left_out_sentence(locale, &path(), &left_out, count);
            let id = if count == 1 {
                msg::JOURNAL_LEFT_OUT_ONE
            } else {
                msg::JOURNAL_LEFT_OUT
            };
            said.push((id, text.unwrap_or_default()));
        }
    }
    for count in [1, 12] {
        let salvaged = [Salvaged {
            line: 5,
            san: "Nf3".to_owned(),
        }];
        let text = salvaged_sentence(locale, &path(), &salvaged, count);
        let id = if count == 1 {
            msg::JOURNAL_SALVAGED_ONE
        } else {
            msg::JOURNAL_SALVAGED
        };
        said.push((id, text.unwrap_or_default()));
    }
    said.push((
        msg::JOURNAL_BAD_START,
        replay_sentence(
            locale,
            &ReplayError::BadStart {
                fen: "8/8/8/8/8/8/8/8 w - - 0 1".to_owned(),
                reason: StartError::new(crate::fen::FenProblem::empty_board()),
            },
        ),
    ));
    said.push((
        msg::JOURNAL_ILLEGAL_MOVE,
        replay_sentence(
            locale,
            &ReplayError::IllegalMove {
                ply: 5,
                key: "e2e5".to_owned(),
            },
        ),
    ));
    said
}

#[test]
fn every_game_file_problem_is_a_sentence_in_every_language() {
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        let mut seen = std::collections::HashSet::new();
        for (id, text) in game_file_sentences(&locale) {
            let words = text
                .replace("partie.jsonl", "")
                .replace("e2e5", "")
                .replace("Nf3", "");
            assert_sentence(lang, id, &words);
            assert!(
                text.contains("partie.jsonl")
                    || id.starts_with("journal-bad")
                    || id.starts_with("journal-illegal"),
                "{lang}: {text}"
            );
            assert!(text.ends_with('.'), "{lang}: not a sentence: {text}");
            assert!(seen.insert(text.clone()), "{lang}: said twice: {text}");
            if matches!(lang, Lang::Uk | Lang::Ru) {
                for word in words.split(|c: char| !c.is_alphabetic()) {
                    assert!(
                        !word.is_ascii() || matches!(word, "" | "hektor" | "w"),
                        "{lang}: Latin {word:?} in {text}"
                    );
                }
            }
        }
    }
}

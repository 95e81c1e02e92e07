//! The errors of games and their files as sentences of the UI language: a game file
//! that cannot be used or has damaged lines, a record that does not replay, a start
//! position that cannot be set up. Operating-system errors are `i18n::errors`' own.

use std::path::Path;

use fluent_bundle::FluentValue;

use crate::game::journal::{Damage, DamageKind, JournalError, Salvaged, Torn};
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::{ReplayError, StartError};

/// The sentence, in the UI language, for a game file that cannot be used: the system's
/// error, another session holding it, a file that is not a game file, or a damaged line
/// with what is wrong with it (never the JSON reader's English).
pub fn journal_sentence(locale: &Locale, error: &JournalError) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    match error {
        JournalError::Io { path, source } => io_sentence(locale, path, source),
        JournalError::InUse { path } => {
            args.push(("path", path.display().to_string().into()));
            sentence(locale, msg::SESSION_FILE_IN_USE, &args)
        }
        JournalError::NotAJournal { path } => {
            args.push(("file", path.display().to_string().into()));
            sentence(locale, msg::JOURNAL_NOT_A_JOURNAL, &args)
        }
        JournalError::Empty { path } => {
            args.push(("file", path.display().to_string().into()));
            sentence(locale, msg::JOURNAL_EMPTY, &args)
        }
    }
}

/// The sentence, in the UI language, that names the lines of the game file at `path`
/// its reader left out (none when it left out none): which lines, and why the first.
/// `count` is how many lines are left out in all, `left_out` the first of them.
pub fn left_out_sentence(
    locale: &Locale,
    path: &Path,
    left_out: &[Damage],
    count: usize,
) -> Option<String> {
    let first = left_out.first()?;
    let file = ("file", path.display().to_string().into());
    let reason = ("reason", damage_phrase(locale, first.reason).into());
    if count == 1 {
        let args = [file, ("line", first.line.into()), reason];
        return Some(sentence(locale, msg::JOURNAL_LEFT_OUT_ONE, &args));
    }
    let mut lines = left_out
        .iter()
        .map(|damage| damage.line.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    if count > left_out.len() {
        lines.push_str(", …");
    }
    let args = [
        file,
        ("lines", lines.into()),
        ("count", count.into()),
        reason,
    ];
    Some(sentence(locale, msg::JOURNAL_LEFT_OUT, &args))
}

/// The sentence, in the UI language, that names the moves of the game file at `path` its
/// reader read from damaged lines by what remained of them (none when it read none):
/// which lines, and which moves. `count` is how many in all, `salvaged` the first.
pub fn salvaged_sentence(
    locale: &Locale,
    path: &Path,
    salvaged: &[Salvaged],
    count: usize,
) -> Option<String> {
    let first = salvaged.first()?;
    let file = ("file", path.display().to_string().into());
    let san = |move_: &Salvaged| crate::i18n::capped(locale, &move_.san).into_owned();
    if count == 1 {
        let args = [
            file,
            ("line", first.line.into()),
            ("san", san(first).into()),
        ];
        return Some(sentence(locale, msg::JOURNAL_SALVAGED_ONE, &args));
    }
    let more = if count > salvaged.len() { ", …" } else { "" };
    let lines = salvaged
        .iter()
        .map(|move_| move_.line.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let sans = salvaged.iter().map(san).collect::<Vec<_>>().join(", ");
    let args = [
        file,
        ("count", count.into()),
        ("lines", format!("{lines}{more}").into()),
        ("sans", format!("{sans}{more}").into()),
    ];
    Some(sentence(locale, msg::JOURNAL_SALVAGED, &args))
}

/// The sentence that a saved game's torn last line (the write a crash cut off) was left
/// out, naming the move when it was one; `resume` says it when continuing the game.
pub fn torn_sentence(locale: &Locale, torn: &Torn) -> String {
    match &torn.san {
        Some(san) => sentence(
            locale,
            msg::JOURNAL_TORN_MOVE,
            &[("san", crate::i18n::capped(locale, san).into_owned().into())],
        ),
        None => sentence(
            locale,
            msg::JOURNAL_TORN,
            &[(
                "text",
                crate::i18n::capped(locale, &torn.text).into_owned().into(),
            )],
        ),
    }
}

/// The sentence, in the UI language, for a game file whose record does not replay: an
/// illegal start position or an illegal recorded move.
pub fn replay_sentence(locale: &Locale, error: &ReplayError) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    match error {
        ReplayError::BadStart { fen, reason } => {
            args.push(("fen", fen.clone().into()));
            args.push(("reason", start_phrase(locale, reason).into()));
            sentence(locale, msg::JOURNAL_BAD_START, &args)
        }
        ReplayError::IllegalMove { ply, key } => {
            args.push(("ply", (*ply).into()));
            args.push(("uci", key.clone().into()));
            sentence(locale, msg::JOURNAL_ILLEGAL_MOVE, &args)
        }
    }
}

/// Why a start position cannot be set up, as a phrase in the UI language.
pub fn start_phrase(locale: &Locale, error: &StartError) -> String {
    error.phrase(locale)
}

/// What is wrong with a damaged line of a game file, as a phrase of the UI language.
pub fn damage_phrase(locale: &Locale, kind: DamageKind) -> String {
    locale.text(match kind {
        DamageKind::Syntax => msg::JOURNAL_DAMAGE_SYNTAX,
        DamageKind::Unknown => msg::JOURNAL_DAMAGE_DATA,
        DamageKind::BreaksOff => msg::JOURNAL_DAMAGE_EOF,
        DamageKind::TooLong => msg::JOURNAL_DAMAGE_LONG,
        DamageKind::Illegal => msg::JOURNAL_DAMAGE_ILLEGAL,
        DamageKind::Clock => msg::JOURNAL_DAMAGE_CLOCK,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::i18n::errors::io_message;
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
            for problem in crate::games::chess::fen::every_problem() {
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
                    reason: StartError::new(crate::games::chess::fen::FenProblem::empty_board()),
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
}

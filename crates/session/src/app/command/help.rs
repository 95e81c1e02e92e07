//! The help: each engine's commands with their usage in the UI language.

use super::*;
use crate::msg;

/// `usage` of `entry` as the help lists it: the entry's names in the UI language of
/// `locale` first, when it has others than the table's, then the usage in brackets
/// (`час (time)`), its placeholders in that language, followed by every name of the
/// table that the usage does not show (`start, also first, home`).
pub fn usage_line(locale: &crate::i18n::Locale, entry: &CommandSpec, usage: &str) -> String {
    let aliases = aliases(entry, usage);
    let usage = usage_in(locale, usage);
    let usage = if aliases.is_empty() {
        usage
    } else {
        crate::i18n::sentence(
            locale,
            msg::USAGE_ALIASES,
            &[
                ("usage", usage.into()),
                ("names", aliases.join(", ").into()),
            ],
        )
    };
    let own: Vec<String> = names_in(locale, entry)
        .into_iter()
        .filter(|name| !entry.names.contains(&name.to_lowercase().as_str()))
        .collect();
    if own.is_empty() {
        usage
    } else {
        format!("{} ({usage})", own.join(", "))
    }
}

/// One line per listed command of `engine` that serves `rules`, in the UI language:
/// what to type, and what it does.
pub fn help_lines_of(locale: &crate::i18n::Locale, engine: Engine, rules: Rules) -> Vec<String> {
    help_lines_but(locale, engine, rules, &[])
}

/// [`help_lines_of`] without the commands whose help ids are in `left_out` (those
/// tournament mode refuses).
pub fn help_lines_but(
    locale: &crate::i18n::Locale,
    engine: Engine,
    rules: Rules,
    left_out: &[&str],
) -> Vec<String> {
    COMMANDS
        .iter()
        .filter(|entry| entry.listed && entry.engines.contains(&engine) && entry.games.serve(rules))
        .filter(|entry| !left_out.contains(&entry.help_id))
        .map(|entry| {
            let (usage, text) = crate::app::help_entry(locale, entry);
            match DRAUGHTS_HELP.iter().find(|(id, ..)| *id == entry.help_id) {
                Some((_, usage, text_id)) if rules.draughts().is_some() => {
                    format!(
                        "{}: {}",
                        usage_line(locale, entry, usage),
                        locale.text(text_id)
                    )
                }
                _ => format!("{usage}: {text}"),
            }
        })
        .collect()
}

/// The commands that serve both games but read differently in draughts: the help id of
/// the entry, the draughts usage and the draughts help id.
pub(super) const DRAUGHTS_HELP: [(&str, &str, &str); 5] = [
    (
        msg::SESSION_HELP_PIECES,
        "pieces [white|black] [men|kings]",
        msg::DRAUGHTS_HELP_PIECES,
    ),
    (
        msg::SESSION_HELP_SQUARE,
        "square 32 / square c3",
        msg::SESSION_HELP_SQUARE,
    ),
    (
        msg::SESSION_HELP_RESULT,
        "result 2-0|1-1|0-2 [reason]",
        msg::SESSION_HELP_RESULT,
    ),
    (
        msg::SESSION_HELP_EXPORT,
        "export pdn FILE",
        msg::DRAUGHTS_HELP_EXPORT,
    ),
    (
        msg::SESSION_HELP_RECONCILE,
        super::reconcile::RECONCILE_USAGE,
        msg::DRAUGHTS_HELP_RECONCILE,
    ),
];

/// The names of `entry` that `usage` does not show as words of its own (`first` and
/// `home` of `start`; `prev` and `b` of `p, previous; ...`).
pub(super) fn aliases(entry: &CommandSpec, usage: &str) -> Vec<&'static str> {
    let shown: Vec<&str> = usage
        .split(|c: char| !c.is_alphanumeric() && c != '?')
        .filter(|word| !word.is_empty())
        .collect();
    entry
        .names
        .iter()
        .filter(|name| {
            let words: Vec<&str> = name.split_whitespace().collect();
            !shown
                .windows(words.len())
                .any(|run| run == words.as_slice())
        })
        .copied()
        .collect()
}

/// The words of a usage said in the UI language, and the message that names each (its
/// first word): placeholders (`FILE`, `MOVE`) and the words the readers take in every UI
/// language (sides, draughts pieces, whose board, `undo result`, `draw agreed`, `claim
/// repetition|fifty`, `board done|clear`, `reconcile FILE game N`, `moves last 5`,
/// `next line|comment|mistake|game`, `filter player|event|date|opening`).
pub(super) const USAGE_WORDS: [(&str, &str); 25] = [
    ("FILE", msg::USAGE_FILE),
    ("MOVE", msg::USAGE_MOVE),
    ("VALUE", msg::USAGE_VALUE),
    ("reason", msg::USAGE_REASON),
    ("white", msg::USAGE_WHITE),
    ("black", msg::USAGE_BLACK),
    ("men", msg::USAGE_MEN),
    ("kings", msg::USAGE_KINGS),
    ("blind", msg::USAGE_BLIND),
    ("sighted", msg::USAGE_SIGHTED),
    ("result", msg::WORDS_RESULT),
    ("agreed", msg::WORDS_AGREED),
    ("repetition", msg::WORDS_REPETITION),
    ("fifty", msg::WORDS_FIFTY),
    ("done", msg::WORDS_DONE),
    ("clear", msg::WORDS_CLEAR),
    ("game", msg::WORDS_GAME),
    ("last", msg::REPLAY_WORDS_MOVES_LAST),
    ("line", msg::WORDS_LINE),
    ("comment", msg::WORDS_COMMENT),
    ("mistake", msg::WORDS_MISTAKE),
    ("player", msg::WORDS_PLAYER),
    ("event", msg::WORDS_EVENT),
    ("date", msg::WORDS_DATE),
    ("opening", msg::WORDS_OPENING),
];

/// One word of a usage (or a filter's field, `white`) as the UI language says it: its
/// first word in that language if the readers take it in every language, else as typed.
pub fn usage_word(locale: &crate::i18n::Locale, word: &str) -> String {
    USAGE_WORDS
        .iter()
        .find(|(typed, _)| *typed == word)
        .and_then(|(_, id)| words_of(locale, id).into_iter().next())
        .unwrap_or_else(|| word.to_owned())
}

/// `usage` in the UI language: its placeholders and the words read in every language
/// (`export brf ФАЙЛ`, `resign [білі|чорні]`, `undo / undo результат`); command names
/// (the first word of each way to write it, after ` / `, `,` or `;`) and the other
/// keywords stay as they are typed.
pub fn usage_in(locale: &crate::i18n::Locale, usage: &str) -> String {
    usage_with(locale, usage, str::to_owned)
}

/// `usage` as a sentence of the UI language says it ("Пишіть так: нічия / нічия
/// погоджено"): as [`usage_in`], with the command's name in the UI language's first word
/// for it where that language does not take the table's names as its own.
pub fn usage_said(locale: &crate::i18n::Locale, usage: &str) -> String {
    let Some(spec) = COMMANDS.iter().find(|spec| spec.usage == usage) else {
        return usage_in(locale, usage);
    };
    let own = names_in(locale, spec);
    let table_is_own = own
        .iter()
        .any(|name| spec.names.contains(&name.to_lowercase().as_str()));
    let Some(first) = own.first().filter(|_| !table_is_own) else {
        return usage_in(locale, usage);
    };
    if spec.names.contains(&usage) {
        return first.clone();
    }
    usage_with(locale, usage, |word| {
        if spec.names.contains(&word) {
            first.clone()
        } else {
            word.to_owned()
        }
    })
}

/// The walk of [`usage_in`], each command name given by `name`.
fn usage_with(locale: &crate::i18n::Locale, usage: &str, name: impl Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(usage.len());
    let mut word = String::new();
    let mut name_next = true;
    let mut previous = ' ';
    for c in usage.chars().chain(std::iter::once('\0')) {
        if c.is_ascii_alphabetic() {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            let said = if name_next {
                name(&word)
            } else {
                usage_word(locale, &word)
            };
            out.push_str(&said);
            name_next = false;
        }
        word.clear();
        // `undo / undo result`, `go 12, go 12 black`, `n, next; next line`; not `1/2-1/2`.
        if c == ',' || c == ';' || (c == '/' && previous == ' ') {
            name_next = true;
        }
        if c != '\0' {
            out.push(c);
        }
        previous = c;
    }
    out
}

/// How to give a result (draughts games take `2-0`, `1-1`, `0-2` too).
pub const RESULT_USAGE: &str = "result 1-0|0-1|1/2-1/2 [reason]";

/// How to ask for pieces.
pub const PIECES_USAGE: &str = "pieces [white|black]";

/// How to ask for a file or a rank (diagonals, `scan a1-h8`, are read in replay only).
pub const SCAN_USAGE: &str = "scan e / scan 4";

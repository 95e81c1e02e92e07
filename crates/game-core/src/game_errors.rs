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

//! Library errors as sentences of the UI language: an operating-system error with the
//! file it concerns ([`io_sentence`]), and a setting that cannot be used
//! ([`setting_sentence`]). The errors of games and their files are said by
//! `hektor_games::game_errors`.
//! No text of the library (such as "No such file or directory (os error 2)") reaches the
//! user: every kind has its own message in `locales/*/errors.ftl`.

use std::io;
use std::path::Path;

use fluent_bundle::FluentValue;

use super::{Locale, sentence};
use crate::files::{NotPlayed, NotRegular, OtherDraughts, TooLarge};
use crate::msg;

/// The message id for an operating-system error of `kind`.
pub fn io_message(kind: io::ErrorKind) -> &'static str {
    use io::ErrorKind as K;
    match kind {
        K::NotFound | K::NotADirectory => msg::IO_NOT_FOUND,
        K::PermissionDenied => msg::IO_PERMISSION_DENIED,
        K::AlreadyExists => msg::IO_ALREADY_EXISTS,
        K::IsADirectory => msg::IO_IS_A_DIRECTORY,
        K::StorageFull | K::QuotaExceeded | K::FileTooLarge => msg::IO_STORAGE_FULL,
        K::ReadOnlyFilesystem => msg::IO_READ_ONLY,
        K::InvalidData | K::UnexpectedEof => msg::IO_INVALID_DATA,
        _ => msg::IO_OTHER,
    }
}

/// The sentence, in the UI language, for `error` met while using the file `path`: what is
/// wrong and what to do, with the path as the user gave it.
pub fn io_sentence(locale: &Locale, path: &Path, error: &io::Error) -> String {
    // A file not found because its folder is not there: the folder is named.
    let missing_folder = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty() && !folder.exists());
    if let (io::ErrorKind::NotFound, Some(folder)) = (error.kind(), missing_folder) {
        return sentence(
            locale,
            msg::IO_FOLDER_NOT_FOUND,
            &[("folder", folder.display().to_string().into())],
        );
    }
    let file = ("file", path.display().to_string().into());
    let payload = error.get_ref();
    if let Some(NotRegular(kind)) = payload.and_then(|e| e.downcast_ref::<NotRegular>()) {
        return sentence(
            locale,
            msg::IO_NOT_REGULAR,
            &[file, ("kind", kind.word().into())],
        );
    }
    if let Some(TooLarge { limit }) = payload.and_then(|e| e.downcast_ref::<TooLarge>()) {
        let megabytes = limit.div_ceil(1024 * 1024);
        return sentence(
            locale,
            msg::IO_TOO_LARGE,
            &[file, ("megabytes", megabytes.into())],
        );
    }
    if let Some(NotPlayed(game)) = payload.and_then(|e| e.downcast_ref::<NotPlayed>()) {
        let game = match game {
            OtherDraughts::English => "english",
            OtherDraughts::Italian => "italian",
        };
        return sentence(
            locale,
            msg::IO_OTHER_DRAUGHTS,
            &[file, ("game", game.into())],
        );
    }
    sentence(locale, io_message(error.kind()), &[file])
}

/// A setting of `config.toml` that cannot be used; [`setting_sentence`] says it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    /// The file is not TOML at this line.
    #[error("line {line} cannot be read")]
    Syntax {
        /// 1-based line number.
        line: usize,
    },
    /// The file is no UTF-8 text at this line (a Latin-1 letter, a NUL byte).
    #[error("line {line} is not UTF-8 text")]
    NotText {
        /// 1-based line number.
        line: usize,
    },
    /// A value of the wrong kind, or not one of its key's words (the key when known).
    #[error("a value hektor does not take ({key:?})")]
    BadValue {
        /// The key.
        key: Option<String>,
    },
    /// A key written twice, the second time at this line.
    #[error("{key} is written twice (line {line})")]
    DuplicateKey {
        /// The key.
        key: String,
        /// 1-based line number of the second.
        line: usize,
    },
    /// A word that is not one of its key's words.
    #[error("{key} = {value:?} is not one of {valid}")]
    NotOneOf {
        /// The key.
        key: String,
        /// The value given.
        value: String,
        /// The words the key takes, comma-separated.
        valid: String,
    },
    /// A number outside its range.
    #[error("{key} = {value} is out of range ({min} to {max})")]
    OutOfRange {
        /// The key.
        key: &'static str,
        /// The value given.
        value: i64,
        /// The smallest value allowed.
        min: i64,
        /// The largest value allowed.
        max: i64,
    },
    /// `speech_command = []`.
    #[error("speech_command is empty")]
    EmptyCommand,
    /// A key of `[keys]` or `[replay_keys]` bound to something that is not a command's
    /// name in quotes (`f3 = 3`).
    #[error("[{table}] {key} at line {line} is not bound to a word")]
    KeyValue {
        /// The table (`keys`, `replay_keys`).
        table: String,
        /// The key as written.
        key: String,
        /// 1-based line number.
        line: usize,
    },
    /// A key of `[keys]` or `[replay_keys]` whose name hektor cannot bind (`xx = "time"`).
    #[error("[{table}] {key} at line {line} is not a key hektor can bind")]
    KeyName {
        /// The table (`keys`, `replay_keys`).
        table: String,
        /// The key as written.
        key: String,
        /// 1-based line number.
        line: usize,
    },
}

/// The sentence, in the UI language, for `error` in the configuration file `path`.
pub fn setting_sentence(locale: &Locale, path: &Path, error: &SettingError) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("path", path.display().to_string().into()));
    let id = match error {
        SettingError::Syntax { line } => {
            args.push(("line", (*line).into()));
            msg::CONFIG_SYNTAX
        }
        SettingError::NotText { line } => {
            args.push(("line", (*line).into()));
            msg::CONFIG_NOT_TEXT
        }
        SettingError::BadValue { key: Some(key) } => {
            args.push(("key", key.clone().into()));
            msg::CONFIG_BAD_VALUE
        }
        SettingError::BadValue { key: None } => msg::CONFIG_BAD_FILE,
        SettingError::DuplicateKey { key, line } => {
            args.push(("key", key.clone().into()));
            args.push(("line", (*line).into()));
            msg::CONFIG_DUPLICATE_KEY
        }
        SettingError::NotOneOf { key, value, valid } => {
            args.push(("key", key.clone().into()));
            args.push(("value", value.clone().into()));
            args.push(("valid", valid.clone().into()));
            msg::CONFIG_NOT_ONE_OF
        }
        SettingError::OutOfRange {
            key,
            value,
            min,
            max,
        } => {
            args.push(("key", (*key).into()));
            args.push(("value", (*value).into()));
            args.push(("min", (*min).into()));
            args.push(("max", (*max).into()));
            msg::CONFIG_OUT_OF_RANGE
        }
        SettingError::EmptyCommand => msg::CONFIG_EMPTY_COMMAND,
        SettingError::KeyValue { table, key, line }
        | SettingError::KeyName { table, key, line } => {
            args.push(("table", table.clone().into()));
            args.push(("key", key.clone().into()));
            args.push(("line", (*line).into()));
            if matches!(error, SettingError::KeyValue { .. }) {
                msg::CONFIG_KEY_VALUE
            } else {
                msg::CONFIG_KEY_NAME
            }
        }
    };
    sentence(locale, id, &args)
}

//! `hektor export`: a saved game or a PGN game as PGN, BRF, Unicode Braille or text.

use std::io::Write;
use std::path::Path;

use fluent_bundle::FluentArgs;

use super::{Outcome, output_failed};
use crate::cli::{ExportArgs, ExportFormat};
use crate::config::Settings;
use crate::game::journal;
use crate::i18n::Locale;
use crate::i18n::errors::io_sentence;
use crate::scoresheet::{self, ExportError, ExportOptions, Format, Profile, input};

/// Runs `export`.
pub fn run(settings: &Settings, args: &ExportArgs) -> Outcome {
    let format = match args.format {
        ExportFormat::Pgn => Format::Pgn,
        ExportFormat::Brf => Format::Brf,
        ExportFormat::Braille => Format::Braille,
        ExportFormat::Text => Format::Text,
    };
    let locale = Locale::new(settings.lang);
    let profile = match Profile::resolve(
        args.profile
            .as_deref()
            .unwrap_or(scoresheet::profile::DEFAULT_PROFILE),
    ) {
        Ok(profile) => profile,
        Err(e) => return Outcome::Unusable(sentence(&e.to_string(), &args.input)),
    };
    let options = ExportOptions {
        format,
        profile,
        lang: settings.lang,
        width: args.width,
        height: args.height,
        line_ending: args.line_ending,
    };
    if let Err(e) = options.page() {
        return Outcome::Unusable(sentence(&e.to_string(), &args.input));
    }
    let record = match input::load(&args.input, args.game) {
        Ok(record) => record,
        Err(input::InputError::Pgn {
            source: e @ scoresheet::pgn_import::ImportError::IllegalMove { .. },
            path,
        }) => return Outcome::Wrong(sentence(&format!("{path}: {e}"), &args.input)),
        Err(input::InputError::Unreadable { path, error }) => {
            return Outcome::Unusable(io_sentence(&locale, &path, &error));
        }
        Err(e) => return Outcome::Unusable(sentence(&e.to_string(), &args.input)),
    };
    let bytes = match scoresheet::render(&record, &options) {
        Ok(bytes) => bytes,
        Err(e @ ExportError::Replay(_)) => {
            return Outcome::Wrong(sentence(&e.to_string(), &args.input));
        }
        Err(e) => return Outcome::Unusable(sentence(&e.to_string(), &args.input)),
    };
    match &args.output {
        Some(path) => match write_file(&locale, path, &bytes, args.force) {
            Ok(()) => Outcome::Success,
            Err(message) => Outcome::Unusable(message),
        },
        None => match std::io::stdout().lock().write_all(&bytes) {
            Ok(()) => Outcome::Success,
            Err(e) => output_failed(&locale, &e),
        },
    }
}

/// Writes `bytes` to `path`: never into the file of a game being played, and over an
/// existing file only with `--force`.
fn write_file(locale: &Locale, path: &Path, bytes: &[u8], force: bool) -> Result<(), String> {
    let mut args = FluentArgs::new();
    args.set("file", path.display().to_string());
    if journal::in_use(path) {
        return Err(locale.format("export-in-use", Some(&args)));
    }
    let opened = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .create_new(!force)
        .truncate(true)
        .open(path);
    match opened.and_then(|mut file| file.write_all(bytes)) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            Err(locale.format("export-exists", Some(&args)))
        }
        Err(e) => Err(io_sentence(locale, path, &e)),
    }
}

/// The message as a sentence: capital first letter, full stop; a message that starts
/// with the input file's path keeps the path as the user gave it.
fn sentence(message: &str, input: &Path) -> String {
    let path = input.display().to_string();
    let mut chars = message.chars();
    let mut out: String = if message.starts_with(&path) {
        message.to_owned()
    } else {
        chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default()
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

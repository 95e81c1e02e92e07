//! Where an export goes and how it ends, whatever the game: the games asked
//! for, the output written whole or not at all (standard output, a new file, or over an
//! earlier export with `--force`, never over a game), and the exit and sentence of a
//! failure.

use std::io::{BufWriter, Write};
use std::path::Path;

use super::{Outcome, output_failed};
use crate::cli::ExportArgs;
use crate::files::replace::{self, Existing, Failure};
use crate::games::exporting::wrong_input;
use crate::games::journal;
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::scoresheet::input::{InputError, LeftOut, Which};

/// The games `--game` or `--all` ask for.
pub(super) fn which(args: &ExportArgs) -> Which {
    if args.all {
        Which::All
    } else {
        Which::Game(args.game.unwrap_or(1))
    }
}

/// Writes what `export` writes to the output `-o` names, or to standard output; the
/// games `--all` left out are named, each with why, and end in exit 1 once the others are
/// written.
pub(super) fn deliver(
    locale: &Locale,
    args: &ExportArgs,
    export: impl FnOnce(&mut dyn Write) -> Result<LeftOut, InputError>,
) -> Outcome {
    let mut left_out = LeftOut::new();
    let export = |out: &mut dyn Write| {
        left_out = export(out)?;
        Ok(())
    };
    let outcome = match &args.output {
        // Written over the file it reads, the export would end the file's other games.
        Some(path) if crate::files::same_file(path, &args.input) => Outcome::Unusable(sentence(
            locale,
            msg::EXPORT_ONTO_INPUT,
            &[("file", path.display().to_string().into())],
        )),
        Some(path) => write_file(locale, path, args.force, export),
        None => {
            let mut out = BufWriter::new(std::io::stdout().lock());
            match export(&mut out).and_then(|()| out.flush().map_err(InputError::Write)) {
                Ok(()) => Outcome::Success,
                Err(InputError::Write(e)) => output_failed(locale, &e),
                Err(e) => failure(locale, &e),
            }
        }
    };
    match outcome {
        Outcome::Success if !left_out.is_empty() => {
            let mut lines: Vec<String> = left_out
                .iter()
                .filter_map(|error| failure(locale, error).message().map(str::to_owned))
                .collect();
            lines.push(sentence(
                locale,
                msg::EXPORT_LEFT_OUT,
                &[("count", left_out.len().into())],
            ));
            Outcome::Wrong(lines.join("\n"))
        }
        outcome => outcome,
    }
}

/// Writes the export to `path` through the one path of every export
/// (`files::replace`): a failed export leaves no half file and never touches what was
/// there; a link there is replaced, a folder, a pipe or a device refused unopened, with
/// `--force` too. Never into a hektor game file (played now or saved), and over an
/// existing file only with `--force`.
fn write_file(
    locale: &Locale,
    path: &Path,
    force: bool,
    export: impl FnOnce(&mut dyn Write) -> Result<(), InputError>,
) -> Outcome {
    let file = || ("file", path.display().to_string().into());
    let unusable = |e: &std::io::Error| Outcome::Unusable(io_sentence(locale, path, e));
    if let Err(error) = replace::check(path) {
        return unusable(&error);
    }
    // (Testing a pipe's lock would open it and wait for a writer: `files::open` refuses it.)
    if journal::in_use(path) {
        return Outcome::Unusable(sentence(locale, msg::EXPORT_IN_USE, &[file()]));
    }
    // `--force` replaces an earlier export, never a game.
    if journal::holds_game(path) {
        return Outcome::Unusable(sentence(
            locale,
            msg::EXPORT_GAME_FILE,
            &[("path", path.display().to_string().into())],
        ));
    }
    // Removed by a signal before the export ends (dropped when it does).
    let on_temporary = |temporary: &Path| crate::signals::remove_on_signal(temporary.to_owned());
    match replace::write(path, Existing::replaced_if(force), on_temporary, export) {
        Ok(()) => Outcome::Success,
        Err(Failure::Io(e)) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            Outcome::Unusable(sentence(locale, msg::EXPORT_EXISTS, &[file()]))
        }
        Err(Failure::Io(e) | Failure::Content(InputError::Write(e))) => unusable(&e),
        Err(Failure::Content(e)) => failure(locale, &e),
    }
}

/// How an export that cannot be done ends: a move that is not legal is wrong input (exit
/// 1), anything else unusable input (exit 2); the sentence in the UI language names the
/// file as given.
pub(super) fn failure(locale: &Locale, error: &InputError) -> Outcome {
    match error {
        InputError::Write(error) => output_failed(locale, error),
        error if wrong_input(error) => Outcome::Wrong(error.sentence(locale)),
        _ => Outcome::Unusable(error.sentence(locale)),
    }
}

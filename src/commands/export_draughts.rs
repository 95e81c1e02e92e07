//! `hektor export` of a draughts file: which export a file and a format make (a PDN file
//! goes to the draughts exporter, PGN asked for draughts or PDN for chess is refused),
//! and the sentences of a draughts export that fails.

use super::Outcome;
use super::delivery::{deliver, which};
use super::print_error;
use crate::cli::ExportArgs;
use crate::games::draughts::braille::{BrailleProfile, DEFAULT_PROFILE};
use crate::games::draughts::export::{
    DraughtsOptions, draughts_journal, export, export_from, holds_draughts, record_pdn, unchecked,
};
use crate::i18n::errors::io_sentence;
use crate::i18n::{Lang, Locale, sentence};
use crate::msg;
use crate::scoresheet::input::Input;
use crate::scoresheet::{Format, Literary};

/// Whether the chess export takes the file (`Ok`), or how the export ended (`Err`): a
/// file of draughts games exported, or the format refused for the file's game (before
/// anything else is looked at, in words that name `--format`). A file whose start shows
/// it is no text ([`crate::files::text`]) and no game file is refused before anything reads it
/// through, in the words `check` uses: it holds no game; a file of a draughts game hektor
/// does not play (English checkers, Italian) is refused naming that game. Braille headings
/// are written in the literary code of `braille` (the reader's language).
pub(super) fn route(args: &ExportArgs, locale: &Locale, braille: Lang) -> Result<(), Outcome> {
    // A game file is told first: NULs a power cut left in it do not make it binary.
    match crate::files::text(&args.input) {
        Err(error)
            if error.kind() == std::io::ErrorKind::InvalidData
                && !crate::game::journal::holds_game(&args.input) =>
        {
            let empty = crate::games::chess::pgn_import::ImportError::Empty;
            let name = args.input.display().to_string();
            return Err(Outcome::Unusable(empty.sentence(locale, &name)));
        }
        _ => {}
    }
    if !crate::game::journal::holds_game(&args.input)
        && let Err(error) = crate::games::draughts::export::refuse_other_game(&args.input)
    {
        return Err(Outcome::Unusable(io_sentence(locale, &args.input, &error)));
    }
    let file = || ("file", args.input.display().to_string().into());
    let draughts =
        holds_draughts(&args.input).map(|pdn| pdn || draughts_journal(&args.input).is_some());
    let refused = |id| Err(Outcome::Unusable(sentence(locale, id, &[file()])));
    match (args.format, draughts) {
        (Format::Pdn, Err(e)) => Err(Outcome::Unusable(io_sentence(locale, &args.input, &e))),
        (Format::Pdn, Ok(false)) => refused(msg::EXPORT_PDN_FOR_CHESS),
        (Format::Pgn, Ok(true)) => refused(msg::EXPORT_PGN_FOR_DRAUGHTS),
        (_, Ok(true)) => Err(run(args, locale, braille)),
        (_, _) => Ok(()),
    }
}

/// Exports the draughts games of `args.input` in `args.format`, Braille headings in the
/// literary code of `braille`.
fn run(args: &ExportArgs, locale: &Locale, braille: Lang) -> Outcome {
    let profile = match BrailleProfile::resolve(args.profile.as_deref().unwrap_or(DEFAULT_PROFILE))
    {
        Ok(profile) => profile,
        Err(e) => return Outcome::Unusable(e.sentence(locale)),
    };
    let page = match args.format.page(args.width, args.height, args.line_ending) {
        Ok(page) => page,
        Err(e) => return Outcome::Unusable(e.sentence(locale)),
    };
    let literary = match Literary::of(braille) {
        Ok(literary) => literary,
        Err(e) => return Outcome::Unusable(e.sentence(locale)),
    };
    let journal = draughts_journal(&args.input);
    // A game kept as written: the moves from its first that is not legal on, marked.
    let unchecked = journal
        .as_ref()
        .and_then(Input::record)
        .map(unchecked)
        .unwrap_or_default();
    let options = DraughtsOptions {
        format: args.format,
        profile: &profile,
        literary: &literary,
        locale,
        page,
        warn: &print_error,
        unchecked: &unchecked,
    };
    let which = which(args);
    match journal {
        // A game played with hektor: its record as PDN, then as any PDN file.
        Some(input) => {
            for warning in input.warnings(locale, &args.input) {
                print_error(&warning);
            }
            let text = input.record().map(record_pdn).unwrap_or_default();
            let name = args.input.display().to_string();
            deliver(locale, args, |out| {
                export_from(text.as_bytes(), &name, which, &options, out)
            })
        }
        None => deliver(locale, args, |out| {
            export(&args.input, which, &options, out)
        }),
    }
}

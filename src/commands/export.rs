//! `hektor export`: a saved game or a file of games as PGN or PDN, BRF, Unicode Braille
//! or text, streamed game by game from the file to the output (UTF-16 text from its copy
//! in UTF-8), by the exporter of the file's game; every failure is a sentence of the UI
//! language.

use super::delivery::{deliver, failure, which};
use super::{Outcome, print_error};
use crate::cli::ExportArgs;
use crate::config::Settings;
use crate::games::exporting::{self, Request, Unexported};
use crate::i18n::Locale;
use crate::parts::Split;

/// Runs `export`.
pub fn run(settings: &Settings, args: &ExportArgs) -> Outcome {
    let locale = Locale::new(settings.lang);
    // UTF-16 text is exported from its copy in UTF-8, as check and replay read it; the
    // sentences name the file given.
    match crate::replay::saved::utf8_copy(&args.input, &settings.data_dir, args.encoding) {
        Ok(None) => export(settings, &locale, args, args),
        Ok(Some((copy, read_as))) => {
            if let Some(read_as) = read_as {
                super::print_error(&super::read_as_sentence(&locale, &args.input, read_as));
            }
            let read = ExportArgs {
                input: copy.clone(),
                ..args.clone()
            };
            super::named_as_given(export(settings, &locale, &read, args), &copy, &args.input)
        }
        Err(e) => failure(&locale, &e),
    }
}

/// Exports the file `args` names, written where `given` (the command line) says: never
/// over the file given. The file's game makes the export ([`exporting::prepare`]).
fn export(settings: &Settings, locale: &Locale, args: &ExportArgs, given: &ExportArgs) -> Outcome {
    let request = Request {
        format: args.format,
        profile: args.profile.as_deref(),
        braille: braille_lang(settings, args),
        width: args.width,
        height: args.height,
        line_ending: args.line_ending,
        which: which(args),
        split: Split::new(args.threads),
    };
    let export = match exporting::prepare(&args.input, &request, locale) {
        Ok(export) => export,
        Err(Unexported::Refused(sentence)) => return Outcome::Unusable(sentence),
        Err(Unexported::Input(error)) => return failure(locale, &error),
    };
    for warning in export.warnings(locale, &given.input) {
        print_error(&warning);
    }
    deliver(locale, given, |out| export.write(locale, &print_error, out))
}

/// The reader's language of a Braille export: `--braille-language`, else the settings'
/// (`braille_language`, else the UI language).
fn braille_lang(settings: &Settings, args: &ExportArgs) -> crate::i18n::Lang {
    args.braille_language.unwrap_or(settings.braille_lang)
}

//! `hektor export`: a saved game or PGN games as PGN, BRF, Unicode Braille or text,
//! streamed game by game from the file to the output (UTF-16 text from its copy in
//! UTF-8); every failure is a sentence of the UI language.

use super::delivery::{deliver, failure, which};
use super::{Outcome, print_error};
use crate::cli::ExportArgs;
use crate::config::Settings;
use crate::i18n::Locale;
use crate::parts::Split;
use crate::scoresheet::input::Input;
use crate::scoresheet::{self, ExportOptions, Literary, Profile};

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
/// over the file given.
fn export(settings: &Settings, locale: &Locale, args: &ExportArgs, given: &ExportArgs) -> Outcome {
    if let Err(outcome) = super::export_draughts::route(args, locale, braille_lang(settings, args))
    {
        return outcome;
    }
    let profile = match Profile::resolve(
        args.profile
            .as_deref()
            .unwrap_or(scoresheet::profile::DEFAULT_PROFILE),
    ) {
        Ok(profile) => profile,
        Err(e) => return Outcome::Unusable(e.sentence(locale)),
    };
    let literary = match Literary::of(braille_lang(settings, args)) {
        Ok(literary) => literary,
        Err(e) => return Outcome::Unusable(e.sentence(locale)),
    };
    let options = ExportOptions {
        format: args.format,
        profile,
        literary,
        lang: settings.lang,
        width: args.width,
        height: args.height,
        line_ending: args.line_ending,
    };
    let page = match options.page() {
        Ok(page) => page,
        Err(e) => return Outcome::Unusable(e.sentence(locale)),
    };
    let which = which(args);
    let input = match Input::open(&args.input, which) {
        Ok(input) => input,
        Err(e) => return failure(locale, &e),
    };
    for warning in input.warnings(locale, &given.input) {
        print_error(&warning);
    }
    deliver(locale, given, |out| {
        input.export(which, Split::new(args.threads), &options, locale, page, out)
    })
}

/// The reader's language of a Braille export: `--braille-language`, else the settings'
/// (`braille_language`, else the UI language).
fn braille_lang(settings: &Settings, args: &ExportArgs) -> crate::i18n::Lang {
    args.braille_language.unwrap_or(settings.braille_lang)
}

//! `hektor export`: a saved game or PGN games as PGN, BRF, Unicode Braille or text,
//! streamed game by game from the file to the output; every failure is a sentence of the
//! UI language.

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
    if let Err(outcome) = super::export_draughts::route(args, &locale, braille_lang(settings, args))
    {
        return outcome;
    }
    let profile = match Profile::resolve(
        args.profile
            .as_deref()
            .unwrap_or(scoresheet::profile::DEFAULT_PROFILE),
    ) {
        Ok(profile) => profile,
        Err(e) => return Outcome::Unusable(e.sentence(&locale)),
    };
    let literary = match Literary::of(braille_lang(settings, args)) {
        Ok(literary) => literary,
        Err(e) => return Outcome::Unusable(e.sentence(&locale)),
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
        Err(e) => return Outcome::Unusable(e.sentence(&locale)),
    };
    let which = which(args);
    let input = match Input::open(&args.input, which) {
        Ok(input) => input,
        Err(e) => return failure(&locale, &e),
    };
    for warning in input.warnings(&locale, &args.input) {
        print_error(&warning);
    }
    deliver(&locale, args, |out| {
        input.export(
            which,
            Split::new(args.threads),
            &options,
            &locale,
            page,
            out,
        )
    })
}

/// The reader's language of a Braille export: `--braille-language`, else the settings'
/// (`braille_language`, else the UI language).
fn braille_lang(settings: &Settings, args: &ExportArgs) -> crate::i18n::Lang {
    args.braille_language.unwrap_or(settings.braille_lang)
}

//! A command line hektor cannot read, said in the UI language: clap's own message is
//! English and only printed, so the common mistakes (a value that is not one of an
//! option's, an option hektor does not know, a missing value or file, a command that is
//! not one) become sentences of the locale, spoken as every other refusal is. The
//! language, the configuration file and the speech backend are taken from the options
//! of the line that can still be read (one that cannot, `--lang xx`, is left out, so the
//! configuration file's language says the refusal).

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser};

use super::{Outcome, said_unusable, speaks_named};
use crate::cli::Cli;
use crate::config::Settings;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::voice::Voice;

/// The options that decide how the refusal is said: their names, each with its value.
const KEPT: [&str; 3] = ["--lang", "--config", "--speech"];

/// How a command line that clap refused ends: help and version are printed as clap
/// prints them; anything else is a sentence in the UI language, printed and spoken.
pub fn refused(error: &clap::Error, args: &[OsString]) -> Outcome {
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = error.print();
        return Outcome::Success;
    }
    let Ok(cli) = Cli::try_parse_from(kept_options(args)) else {
        return Outcome::Unusable(error.render().to_string().trim().to_owned());
    };
    // A config.toml hektor cannot use still gives what of it is usable.
    let settings = Settings::load(&cli).unwrap_or_else(|refused| *refused.settings);
    let locale = Locale::new(settings.lang);
    let message =
        sentence_of(error, &locale).unwrap_or_else(|| error.render().to_string().trim().to_owned());
    // The command the line names, read as far as it can be despite the error.
    let lenient = Cli::command()
        .ignore_errors(true)
        .try_get_matches_from(args)
        .ok();
    let name = lenient.as_ref().and_then(|m| m.subcommand_name());
    let speak_flag = lenient
        .as_ref()
        .and_then(|m| m.subcommand_matches("say"))
        .is_some_and(|say| say.get_flag("speak"));
    if speaks_named(name, speak_flag) {
        said_unusable(
            &Voice::open_speech_only(&settings.voice_choice(), &locale),
            message,
        )
    } else {
        Outcome::Unusable(message)
    }
}

/// `hektor` with only the options of [`KEPT`] from `args` (`--lang uk`, `--lang=uk`) whose
/// values can be read, the last of each.
fn kept_options(args: &[OsString]) -> Vec<OsString> {
    let mut options: Vec<[OsString; 2]> = Vec::new();
    let mut words = args.iter().skip(1);
    while let Some(word) = words.next() {
        let text = word.to_string_lossy();
        let option = if let Some(name) = KEPT
            .iter()
            .find(|name| text.starts_with(&format!("{name}=")))
        {
            [
                OsString::from(*name),
                OsString::from(&text[name.len() + 1..]),
            ]
        } else if KEPT.contains(&text.as_ref())
            && let Some(value) = words.next()
        {
            [word.clone(), value.clone()]
        } else {
            continue;
        };
        if Cli::try_parse_from([OsString::from("hektor")].iter().chain(&option)).is_ok() {
            options.retain(|[name, _]| *name != option[0]);
            options.push(option);
        }
    }
    std::iter::once(OsString::from("hektor"))
        .chain(options.into_iter().flatten())
        .collect()
}

/// A missing argument as clap names it (`--format <FORMAT>`, `<MOVES>...`) in words: an
/// option by its name, a value (the moves, the file) in the UI language's words.
fn argument_words(locale: &Locale, arg: &str) -> String {
    if arg.starts_with("--") {
        return arg.split_whitespace().next().unwrap_or(arg).to_owned();
    }
    let name = arg.trim_end_matches('.').trim_matches(['<', '>']);
    sentence(
        locale,
        msg::CLI_ARGUMENT,
        &[("name", name.to_lowercase().into())],
    )
}

/// The sentence for the mistakes a user makes most, if `error` is one of them.
fn sentence_of(error: &clap::Error, locale: &Locale) -> Option<String> {
    let text = |kind: ContextKind| match error.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        _ => None,
    };
    // "--side <SIDE>" is named as typed: "--side".
    let option = || {
        text(ContextKind::InvalidArg)
            .map(|arg| arg.split_whitespace().next().unwrap_or_default().to_owned())
    };
    match error.kind() {
        ErrorKind::InvalidValue => {
            let value = text(ContextKind::InvalidValue).unwrap_or_default();
            let (id, valid) = match (value.is_empty(), text(ContextKind::ValidValue)) {
                (true, _) => (msg::CLI_VALUE_MISSING, String::new()),
                (false, Some(valid)) => (msg::CLI_VALUE_NOT_ONE_OF, valid),
                (false, None) => (msg::CLI_VALUE_UNREADABLE, String::new()),
            };
            Some(sentence(
                locale,
                id,
                &[
                    ("option", option()?.into()),
                    ("value", value.into()),
                    ("valid", valid.into()),
                ],
            ))
        }
        ErrorKind::ValueValidation => {
            let number = std::error::Error::source(error)
                .is_some_and(|cause| cause.is::<std::num::ParseIntError>());
            Some(sentence(
                locale,
                if number {
                    msg::CLI_VALUE_NOT_NUMBER
                } else {
                    msg::CLI_VALUE_UNREADABLE
                },
                &[
                    ("option", option()?.into()),
                    ("value", text(ContextKind::InvalidValue)?.into()),
                ],
            ))
        }
        ErrorKind::UnknownArgument => Some(sentence(
            locale,
            msg::CLI_UNKNOWN_OPTION,
            &[("option", text(ContextKind::InvalidArg)?.into())],
        )),
        ErrorKind::MissingRequiredArgument => {
            let what = match error.get(ContextKind::InvalidArg)? {
                ContextValue::String(one) => vec![one.clone()],
                ContextValue::Strings(many) => many.clone(),
                _ => return None,
            };
            let what: Vec<String> = what.iter().map(|arg| argument_words(locale, arg)).collect();
            Some(sentence(
                locale,
                msg::CLI_MISSING,
                &[("what", what.join(", ").into())],
            ))
        }
        ErrorKind::InvalidSubcommand => Some(sentence(
            locale,
            msg::CLI_UNKNOWN_COMMAND,
            &[("command", text(ContextKind::InvalidSubcommand)?.into())],
        )),
        // "--lang uk --lang ru": clap names the option twice given.
        ErrorKind::ArgumentConflict => Some(sentence(
            locale,
            msg::CLI_GIVEN_TWICE,
            &[("option", option()?.into())],
        )),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn said(line: &str, lang: Lang) -> Option<String> {
        let error = Cli::try_parse_from(line.split_whitespace()).unwrap_err();
        sentence_of(&error, &Locale::new(lang))
    }

    #[test]
    fn the_common_mistakes_are_sentences_of_the_ui_language() {
        assert_eq!(
            said("hektor play --side purple", Lang::En).as_deref(),
            Some("--side does not take “purple”; its values are white, black.")
        );
        assert_eq!(
            said("hektor play --resume", Lang::Ru).as_deref(),
            Some("После --resume нужно значение.")
        );
        assert!(
            said("hektor --plian", Lang::Uk)
                .unwrap()
                .contains("--plian")
        );
        assert_eq!(
            said("hektor replay", Lang::Pl).as_deref(),
            Some("Brakuje pliku. Wpisz hektor --help, aby zobaczyć opcje.")
        );
        assert_eq!(
            said("hektor --lang uk --lang ru say e4", Lang::Ru).as_deref(),
            Some("--lang указан больше одного раза; укажите его один раз.")
        );
        assert_eq!(
            said("hektor say", Lang::Uk).as_deref(),
            Some("Бракує ходів. Введіть hektor --help, щоб побачити параметри.")
        );
        assert_eq!(
            said("hektor export", Lang::En).as_deref(),
            Some("--format, the file to export is missing. Type hektor --help for the options.")
        );
        assert!(
            said("hektor frobnicate", Lang::De)
                .unwrap()
                .contains("frobnicate")
        );
    }

    #[test]
    fn an_option_whose_value_cannot_be_read_is_left_out() {
        let args: Vec<OsString> = [
            "hektor",
            "--lang",
            "xx",
            "--speech",
            "loud",
            "--lang",
            "uk",
            "--lang=yy",
            "play",
        ]
        .into_iter()
        .map(OsString::from)
        .collect();
        assert_eq!(
            kept_options(&args),
            ["hektor", "--lang", "uk"].map(OsString::from)
        );
    }

    #[test]
    fn the_language_is_read_from_what_can_be_read() {
        let args: Vec<OsString> = [
            "hektor",
            "--lang=ru",
            "play",
            "--side",
            "x",
            "--config",
            "c.toml",
        ]
        .into_iter()
        .map(OsString::from)
        .collect();
        assert_eq!(
            kept_options(&args),
            ["hektor", "--lang", "ru", "--config", "c.toml"].map(OsString::from)
        );
    }
}

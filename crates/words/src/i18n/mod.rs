//! User-interface languages and the Fluent message catalogue.
//!
//! Every `.ftl` file under `locales/<lang>/` is embedded at build time (see `build.rs`).
//! Messages missing in a language fall back to English, and a message missing everywhere
//! comes out as its id, so a gap in a translation is audible but never a crash.
//! Fluent's bidi isolation marks are off: the text goes to speech engines.

pub mod answer;
pub mod errors;
mod lang;
pub mod time;

pub use answer::yes_no;
pub use lang::{Lang, UnknownLang};

use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::msg;

/// The messages of one UI language, with English as fallback. The messages of a language
/// are read once per process and shared: a `Locale` is cheap to make again.
pub struct Locale {
    lang: Lang,
    bundle: Arc<Bundle>,
    fallback: Option<Arc<Bundle>>,
}

/// The parsed messages of one language.
type Bundle = FluentBundle<FluentResource>;

/// The languages parsed so far in this process.
type Parsed = Vec<(Lang, Arc<Bundle>)>;

impl std::fmt::Debug for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Locale").field("lang", &self.lang).finish()
    }
}

impl Locale {
    /// Loads the embedded messages of `lang`.
    pub fn new(lang: Lang) -> Locale {
        let fallback = (lang != Lang::En).then(|| shared_bundle(Lang::En));
        Locale {
            lang,
            bundle: shared_bundle(lang),
            fallback,
        }
    }

    /// The language of this catalogue.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether `id` exists in this language or in the English fallback.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|b| b.has_message(id))
    }

    /// Whether `id` exists in this language itself (no fallback).
    pub fn has_own(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id` without arguments.
    pub fn text(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` formatted with `args`. A sentence's full stop after an argument
    /// that ends with one already (a name such as "Smith Jr.") is left out.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let text = format_in(&self.bundle, id, args)
            .or_else(|| self.fallback.as_ref().and_then(|b| format_in(b, id, args)))
            .unwrap_or_else(|| id.to_owned());
        match args {
            Some(args) => one_full_stop(text, args),
            None => text,
        }
    }
}

/// "A, B or C" in the UI language.
pub fn join_or(locale: &Locale, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [init @ .., last] => format!(
            "{} {} {last}",
            init.join(", "),
            locale.text(msg::ANNOUNCE_OR)
        ),
    }
}

/// `text` (from a file) as one utterance or printed quote may hold it: whole when it has
/// at most [`crate::safe_text::QUOTE_LIMIT`] characters, else its start and the sentence
/// how many characters are left out.
pub fn capped<'a>(locale: &Locale, text: &'a str) -> std::borrow::Cow<'a, str> {
    match crate::safe_text::cut(text, crate::safe_text::QUOTE_LIMIT) {
        (_, 0) => std::borrow::Cow::Borrowed(text),
        (kept, more) => std::borrow::Cow::Owned(format!("{kept} {}", cut_note(locale, more))),
    }
}

/// The sentence that `count` more characters of a quote are left out.
pub fn cut_note(locale: &Locale, count: usize) -> String {
    sentence(locale, msg::QUOTE_CUT, &[("count", count.into())])
}

/// The message `id` of `locale` with typed arguments (`("count", 3.into())`,
/// `("path", path.into())`): numbers are numbers, which choose the plural forms (and take
/// the decimal comma), and text stays text (a player named "2024"). The one way to fill
/// a message's arguments.
pub fn sentence(locale: &Locale, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    locale.format(id, Some(&fluent))
}

/// `text` without the second of two full stops where an argument ending with "." meets
/// the sentence's own (an ellipsis, three dots, is left as it is).
fn one_full_stop(mut text: String, args: &FluentArgs) -> String {
    for (_, value) in args.iter() {
        let FluentValue::String(value) = value else {
            continue;
        };
        if value.len() < 2 || !value.ends_with('.') || value.ends_with("..") {
            continue;
        }
        let doubled = format!("{value}.");
        let mut from = 0;
        while let Some(found) = text[from..].find(&doubled).map(|at| from + at) {
            let end = found + doubled.len();
            if text[end..].starts_with('.') {
                from = end;
            } else {
                text.remove(end - 1);
                from = end - 1;
            }
        }
    }
    text
}

fn format_in(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// The messages of `lang`, parsed on first use and shared after (parsing every file of a
/// language is most of hektor's start-up).
fn shared_bundle(lang: Lang) -> Arc<Bundle> {
    static PARSED: OnceLock<Mutex<Parsed>> = OnceLock::new();
    let mut parsed = PARSED
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    if let Some((_, bundle)) = parsed.iter().find(|(parsed, _)| *parsed == lang) {
        return Arc::clone(bundle);
    }
    let bundle = Arc::new(bundle_for(lang));
    parsed.push((lang, Arc::clone(&bundle)));
    bundle
}

fn bundle_for(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![lang.langid()]);
    bundle.set_use_isolating(false);
    if lang.decimal_comma() {
        bundle.set_formatter(Some(with_decimal_comma));
    }
    for (code, _area, source) in lang::LOCALE_FILES {
        if *code == lang.code() {
            // A broken line loses only its own message; `tests/it/locales_grammar.rs` keeps the files clean.
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(partial, _)| partial);
            let _ = bundle.add_resource(resource);
        }
    }
    bundle
}

/// A number with a fraction as languages with a decimal comma write it (`0,29`); other
/// values as Fluent formats them.
fn with_decimal_comma<M>(value: &FluentValue, _memoizer: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => {
            let text = number.as_string();
            text.contains('.').then(|| text.replace('.', ","))
        }
        _ => None,
    }
}

/// Every embedded locale file as (language code, area, source), for tests and tools.
pub fn locale_files() -> &'static [(&'static str, &'static str, &'static str)] {
    lang::LOCALE_FILES
}

//! The UI languages: one per folder of `locales/`, found by the build (`build.rs`), and
//! the pseudo-locale made from English (`en-XA`). Nothing here names a language's words;
//! what a language is comes from its `language.ftl`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use unic_langid::LanguageIdentifier;

/// A user-interface language, one of the folders of `locales/` (or the pseudo-locale);
/// read as [`str::parse`] reads it (`RU`, `ru-RU`, `ua`). Each has a constant named
/// after its code (`Lang::En`, `Lang::Uk`, `Lang::EnXa`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lang(u8);

/// What the build read of one language's `language.ftl`.
pub struct Language {
    /// The folder's name under `locales/`.
    pub code: &'static str,
    /// The language's own name (`language-name`).
    pub name: &'static str,
    /// The lower-case codes that choose it (`language-codes`).
    pub codes: &'static [&'static str],
    /// Whether numbers are written with a decimal comma (`language-decimal-mark`).
    pub decimal_comma: bool,
    /// Whether dates are written day first, `02.12.2026` (`language-date-order`), rather
    /// than year first, `2026-12-02`.
    pub day_first: bool,
}

mod generated {
    use super::{Lang, Language};
    include!(concat!(env!("OUT_DIR"), "/languages.rs"));
}

use generated::LANGUAGES;
pub(super) use generated::LOCALE_FILES;

/// A language code hektor does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: use one of {codes}", codes = Lang::CODES.join(", "))]
pub struct UnknownLang(pub String);

impl Default for Lang {
    /// English.
    fn default() -> Lang {
        Lang::En
    }
}

impl Lang {
    fn data(self) -> &'static Language {
        // Every `Lang` is made by the generated constants, which index the table.
        &LANGUAGES[usize::from(self.0)]
    }

    /// The code (`en`, `de`, ..., `en-XA`), also the folder name under `locales/`.
    pub fn code(self) -> &'static str {
        self.data().code
    }

    /// The language's own name (`Deutsch`, `Українська`).
    pub fn name(self) -> &'static str {
        self.data().name
    }

    /// Whether numbers are written with a decimal comma (`0,29`) rather than a point.
    pub fn decimal_comma(self) -> bool {
        self.data().decimal_comma
    }

    /// A PGN or PDN date (`2026.12.02`, parts unknown as `??`) as the language writes
    /// dates: `02.12.2026` day first, else `2026-12-02`; the unknown parts left out.
    pub fn date(self, tag: &str) -> String {
        let mut parts: Vec<&str> = tag
            .split(['.', '/', '-'])
            .filter(|part| !part.is_empty() && !part.contains('?'))
            .collect();
        if self.data().day_first {
            parts.reverse();
            parts.join(".")
        } else {
            parts.join("-")
        }
    }

    /// The Unicode language identifier.
    pub fn langid(self) -> LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }

    /// The place of this language in the build's table (0 is English), for marks that
    /// carry a language in one character.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The language at `index` of the build's table.
    pub fn from_index(index: usize) -> Option<Lang> {
        (index < LANGUAGES.len())
            .then(|| u8::try_from(index).ok().map(Lang))
            .flatten()
    }
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = UnknownLang;

    /// A code in any case, with or without a region or an encoding (`RU`, `ru-RU`,
    /// `uk_UA.UTF-8`), or another code its `language.ftl` names (`ua` is Ukrainian); a
    /// whole code with its region (`en-XA`) first.
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let whole = s.trim().to_ascii_lowercase().replace('_', "-");
        let whole = whole.split('.').next().unwrap_or_default();
        let primary = whole.split('-').next().unwrap_or_default();
        let named = |code: &str| {
            Lang::EVERY
                .into_iter()
                .find(|l| l.data().codes.contains(&code))
        };
        named(whole)
            .or_else(|| named(primary))
            .ok_or_else(|| UnknownLang(s.to_owned()))
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Lang {
    /// A text [`str::parse`] reads; anything else is an unknown variant, with the codes.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse()
            .map_err(|_| serde::de::Error::unknown_variant(&text, &Lang::CODES))
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// A code in any case, alone or with a region or an encoding, is its language.
        #[test]
        fn a_code_in_any_case_with_any_region_is_its_language(
            index in 0..Lang::ALL.len(),
            upper in proptest::collection::vec(any::<bool>(), 2),
            tail in proptest::option::of(("[-_.]", "[A-Za-z0-9]{0,8}")),
        ) {
            let lang = Lang::ALL[index];
            let code: String = lang
                .code()
                .chars()
                .zip(&upper)
                .map(|(c, up)| if *up { c.to_ascii_uppercase() } else { c })
                .collect();
            let text = match &tail {
                Some((separator, region)) => format!("{code}{separator}{region}"),
                None => code,
            };
            prop_assert_eq!(text.parse::<Lang>(), Ok(lang));
        }

        /// Anything else is refused, never taken for another language.
        #[test]
        fn other_words_are_refused(word in "[a-zA-Z]{1,8}") {
            let lower = word.to_ascii_lowercase();
            prop_assume!(!Lang::CODES.contains(&lower.as_str()) && lower != "ua");
            prop_assert!(word.parse::<Lang>().is_err());
        }
    }

    #[test]
    fn ua_is_ukrainian_and_a_name_is_not_a_code() {
        assert_eq!("ua".parse(), Ok(Lang::Uk));
        assert_eq!("UA".parse(), Ok(Lang::Uk));
        assert_eq!("uk_UA".parse(), Ok(Lang::Uk));
        assert!("Polski".parse::<Lang>().is_err());
        assert!("xx".parse::<Lang>().is_err());
        assert_eq!(Lang::ALL.map(Lang::code), Lang::CODES);
    }

    #[test]
    fn the_pseudo_locale_is_chosen_by_its_code_only() {
        assert_eq!("en-XA".parse(), Ok(Lang::EnXa));
        assert_eq!("EN_xa".parse(), Ok(Lang::EnXa));
        assert_eq!("en-GB".parse(), Ok(Lang::En));
        assert!(!Lang::ALL.contains(&Lang::EnXa));
        assert_eq!(Lang::EnXa.langid().to_string(), "en-XA");
    }
}

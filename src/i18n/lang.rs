//! The five UI languages.

use serde::{Deserialize, Deserializer, Serialize};
use unic_langid::LanguageIdentifier;

/// A user-interface language; read as [`str::parse`] reads it (`RU`, `ru-RU`, `ua`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// German.
    De,
    /// Ukrainian.
    Uk,
    /// Russian.
    Ru,
    /// Polish.
    Pl,
}

/// A language code hektor does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: use one of en, de, uk, ru, pl")]
pub struct UnknownLang(pub String);

impl Lang {
    /// Every language, in a fixed order.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Uk, Lang::Ru, Lang::Pl];

    /// The codes of [`Lang::ALL`], the values a user is told.
    pub const CODES: [&str; 5] = ["en", "de", "uk", "ru", "pl"];

    /// The two-letter code (`en`, `de`, ...), also the folder name under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Uk => "uk",
            Lang::Ru => "ru",
            Lang::Pl => "pl",
        }
    }

    /// Whether numbers are written with a decimal comma (`0,29`) rather than a point.
    pub fn decimal_comma(self) -> bool {
        !matches!(self, Lang::En)
    }

    /// The Unicode language identifier.
    pub fn langid(self) -> LanguageIdentifier {
        match self {
            Lang::En => unic_langid::langid!("en"),
            Lang::De => unic_langid::langid!("de"),
            Lang::Uk => unic_langid::langid!("uk"),
            Lang::Ru => unic_langid::langid!("ru"),
            Lang::Pl => unic_langid::langid!("pl"),
        }
    }
}

impl std::str::FromStr for Lang {
    type Err = UnknownLang;

    /// A code in any case, with or without a region or an encoding (`RU`, `ru-RU`,
    /// `uk_UA.UTF-8`); `ua`, the country code, is Ukrainian.
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let code = s.trim().to_ascii_lowercase();
        let code = match code.split(['-', '_', '.']).next().unwrap_or_default() {
            "ua" => "uk",
            code => code,
        };
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| UnknownLang(s.to_owned()))
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
            index in 0..5usize,
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
}

//! The five UI languages.

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A user-interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
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

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let code = s.trim().to_ascii_lowercase();
        let code = code.split(['-', '_', '.']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| UnknownLang(s.to_owned()))
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

//! Times in words, with the plural forms of each language ("1 година 30 хвилин"); time
//! controls in words are `hektor_games::game::time_words`.

use fluent_bundle::FluentValue;

use super::{Locale, sentence};
use crate::msg;

/// The unit a time in words ([`duration`]) begins with, and its number: what the verb
/// of a sentence about that time agrees with ("zostały 2 minuty", "осталась 1 минута").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leading {
    /// Hours, and how many.
    Hours(u64),
    /// Minutes, and how many.
    Minutes(u64),
    /// Seconds, and how many.
    Seconds(u64),
}

/// The unit [`duration`] begins `ms` with, and its number.
pub fn leading(ms: u64) -> Leading {
    let total = ms.div_ceil(1000);
    match (total / 3600, total / 60 % 60) {
        (0, 0) => Leading::Seconds(total),
        (0, minutes) => Leading::Minutes(minutes),
        (hours, _) => Leading::Hours(hours),
    }
}

/// A time in words ("1 hour 29 minutes 50 seconds"), rounded up to the second as a clock
/// display does.
pub fn duration(locale: &Locale, ms: u64) -> String {
    in_units(
        locale,
        ms,
        [
            msg::SESSION_HOURS,
            msg::SESSION_MINUTES,
            msg::SESSION_SECONDS,
        ],
    )
}

/// A time in words as the object of a verb, in the accusative where the language has
/// one ("додано 1 годину", "dodano 1 minutę"; [`duration`] is the nominative).
pub fn duration_accusative(locale: &Locale, ms: u64) -> String {
    in_units(
        locale,
        ms,
        [
            msg::SESSION_HOURS_ACCUSATIVE,
            msg::SESSION_MINUTES_ACCUSATIVE,
            msg::SESSION_SECONDS_ACCUSATIVE,
        ],
    )
}

/// `ms` in hours, minutes and seconds, each said by its message of `ids`; seconds only
/// when nothing else is said.
fn in_units(locale: &Locale, ms: u64, ids: [&str; 3]) -> String {
    let total = ms.div_ceil(1000);
    let mut parts = Vec::new();
    for (index, (id, n)) in ids
        .into_iter()
        .zip([total / 3600, total / 60 % 60, total % 60])
        .enumerate()
    {
        if n > 0 || (index == 2 && parts.is_empty()) {
            parts.push(sentence(locale, id, &[("n", FluentValue::from(n))]));
        }
    }
    parts.join(" ")
}

/// Seconds written with their fraction digits (`"0.29"`) in words: the language writes
/// its decimal mark and chooses the plural form of a fraction ("0,29 секунды"), never
/// rounded to a whole second.
pub fn seconds_as_written(locale: &Locale, seconds: &str) -> String {
    sentence(
        locale,
        msg::REPLAY_SECONDS,
        &[("n", FluentValue::try_number(seconds))],
    )
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::i18n::Lang;

    /// A time added is the object of the verb (issue 37, B11): "додано 1 годину", "dodano
    /// 1 minutę", "добавили 21 минуту".
    #[test]
    fn a_duration_as_an_object_takes_the_accusative() {
        let said = |lang, seconds: u64| duration_accusative(&Locale::new(lang), seconds * 1000);
        assert_eq!(said(Lang::Uk, 3600), "1 годину");
        assert_eq!(said(Lang::Uk, 21 * 60), "21 хвилину");
        assert_eq!(said(Lang::Uk, 90 * 60), "1 годину 30 хвилин");
        assert_eq!(said(Lang::Pl, 60), "1 minutę");
        assert_eq!(said(Lang::Pl, 3600 + 60), "1 godzinę 1 minutę");
        assert_eq!(said(Lang::Ru, 21 * 60 + 1), "21 минуту 1 секунду");
        assert_eq!(said(Lang::En, 1800), "30 minutes");
    }

    #[test]
    fn durations_take_each_languages_plural_forms() {
        let said = |lang, seconds: u64| duration(&Locale::new(lang), seconds * 1000);
        assert_eq!(said(Lang::Uk, 5400), "1 година 30 хвилин");
        assert_eq!(said(Lang::Ru, 5400), "1 час 30 минут");
        assert_eq!(said(Lang::Pl, 5400), "1 godzina 30 minut");
        let minutes = |lang| {
            [1, 2, 5, 11, 12, 21, 22, 25]
                .map(|n| said(lang, n * 60))
                .join(", ")
        };
        for (lang, expected) in [
            (
                Lang::Uk,
                "1 хвилина, 2 хвилини, 5 хвилин, 11 хвилин, 12 хвилин, 21 хвилина, 22 хвилини, 25 хвилин",
            ),
            (
                Lang::Ru,
                "1 минута, 2 минуты, 5 минут, 11 минут, 12 минут, 21 минута, 22 минуты, 25 минут",
            ),
            (
                Lang::Pl,
                "1 minuta, 2 minuty, 5 minut, 11 minut, 12 minut, 21 minut, 22 minuty, 25 minut",
            ),
            (
                Lang::De,
                "1 Minute, 2 Minuten, 5 Minuten, 11 Minuten, 12 Minuten, 21 Minuten, 22 Minuten, 25 Minuten",
            ),
        ] {
            assert_eq!(minutes(lang), expected);
        }
        assert_eq!(said(Lang::En, 0), "0 seconds");
    }
}

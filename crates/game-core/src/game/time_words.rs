//! Time controls in words, with the plural forms of each language ("90 minutes for 40
//! moves, then 30 minutes for the rest of the game"), and why one cannot be used.

use fluent_bundle::FluentValue;

use super::time_control::{DelayKind, TimeControl, TimeControlError};
use crate::i18n::time::{duration, seconds_as_written};
use crate::i18n::{Locale, sentence};
use crate::msg;

/// Why a time control (`--time`) cannot be used, as a sentence of the UI language; a
/// text hektor cannot read is answered with the forms it takes.
pub fn time_control_error(locale: &Locale, error: &TimeControlError) -> String {
    let text = |text: &str| FluentValue::from(text.to_owned());
    let with_part = |id, whole: &str, part: &str| {
        let phrase = sentence(locale, id, &[("text", text(whole)), ("part", text(part))]);
        format!("{phrase}; {}", locale.text(msg::TIME_CONTROL_FORMS))
    };
    let phrase = match error {
        TimeControlError::Empty => format!(
            "{}; {}",
            sentence(locale, msg::TIME_CONTROL_EMPTY, &[]),
            locale.text(msg::TIME_CONTROL_FORMS)
        ),
        TimeControlError::Syntax { text: whole, part } => {
            with_part(msg::TIME_CONTROL_SYNTAX, whole, part)
        }
        TimeControlError::Implausible { text: whole, part } => {
            with_part(msg::TIME_CONTROL_IMPLAUSIBLE, whole, part)
        }
        TimeControlError::MovesFirst { text: whole, part } => {
            with_part(msg::TIME_CONTROL_MOVES_FIRST, whole, part)
        }
        TimeControlError::ZeroTime { text: whole } => {
            sentence(locale, msg::TIME_CONTROL_ZERO, &[("text", text(whole))])
        }
        TimeControlError::NoBaseTime { text: whole } => {
            sentence(locale, msg::TIME_CONTROL_NO_BASE, &[("text", text(whole))])
        }
        TimeControlError::MissingMoves { text: whole } => sentence(
            locale,
            msg::TIME_CONTROL_MISSING_MOVES,
            &[("text", text(whole))],
        ),
    };
    sentence(
        locale,
        msg::TIME_CONTROL_ERROR,
        &[("error", FluentValue::from(phrase))],
    )
}

/// A time control in words: each period's time and moves, the increment and the delay
/// ("90 minutes for 40 moves, then 30 minutes for the rest of the game, 30 seconds added
/// per move from move 1").
pub fn time_control(locale: &Locale, control: &TimeControl) -> String {
    let count = control.periods.len();
    let first_increment = control.periods.first().map_or(0, |p| p.increment_ms);
    let one_increment = control
        .periods
        .iter()
        .all(|p| p.increment_ms == first_increment);
    let mut periods = Vec::new();
    for (index, period) in control.periods.iter().enumerate() {
        let time = FluentValue::from(control_time(locale, period.base_ms));
        let last = index + 1 == count;
        let mut text = match period.moves {
            Some(moves) if last => sentence(
                locale,
                msg::TIME_CONTROL_EVERY,
                &[("time", time), ("moves", FluentValue::from(moves))],
            ),
            Some(moves) => sentence(
                locale,
                msg::TIME_CONTROL_MOVES,
                &[("time", time), ("moves", FluentValue::from(moves))],
            ),
            None if count == 1 => sentence(locale, msg::TIME_CONTROL_GAME, &[("time", time)]),
            None => sentence(locale, msg::TIME_CONTROL_REST, &[("time", time)]),
        };
        if !one_increment && period.increment_ms > 0 {
            text.push(' ');
            text.push_str(&sentence(
                locale,
                msg::TIME_CONTROL_PERIOD_INCREMENT,
                &[(
                    "time",
                    FluentValue::from(control_time(locale, period.increment_ms)),
                )],
            ));
        }
        periods.push(text);
    }
    let mut out = periods.join(&format!(", {} ", locale.text(msg::TIME_CONTROL_THEN)));
    if one_increment && first_increment > 0 {
        out.push_str(", ");
        out.push_str(&sentence(
            locale,
            msg::TIME_CONTROL_INCREMENT,
            &[(
                "time",
                FluentValue::from(control_time(locale, first_increment)),
            )],
        ));
    }
    if let Some(delay) = control.delay {
        let kind = match delay.kind {
            DelayKind::Simple => "simple",
            DelayKind::Bronstein => "bronstein",
        };
        out.push_str(", ");
        out.push_str(&sentence(
            locale,
            msg::TIME_CONTROL_DELAY,
            &[
                ("time", FluentValue::from(control_time(locale, delay.ms))),
                ("kind", FluentValue::from(kind)),
            ],
        ));
    }
    out
}

/// A time of a time control in words: whole seconds as [`duration`] says them; a time
/// under a minute with a fraction (engine matches: "10+0.05") as written, not rounded up
/// to a second ("0.05 seconds", "3.37 seconds").
fn control_time(locale: &Locale, ms: u64) -> String {
    if ms.is_multiple_of(1000) || ms >= 60_000 {
        return duration(locale, ms);
    }
    seconds_as_written(locale, &format!("{}", ms as f64 / 1000.0))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_time_control_that_cannot_be_used_is_said_in_the_ui_language() {
        let text = || "xyz".to_owned();
        let errors = [
            TimeControlError::Empty,
            TimeControlError::Syntax {
                text: text(),
                part: text(),
            },
            TimeControlError::ZeroTime { text: text() },
            TimeControlError::NoBaseTime { text: text() },
            TimeControlError::MissingMoves { text: text() },
        ];
        for lang in [Lang::Uk, Lang::Ru, Lang::Pl, Lang::De] {
            let locale = Locale::new(lang);
            for error in &errors {
                let said = time_control_error(&locale, error);
                assert!(
                    said.starts_with("--time: ") && said.ends_with('.'),
                    "{said}"
                );
                let words = said
                    .replace("xyz", "")
                    .replace("--time", "")
                    .replace("FIDE", "")
                    .replace("PGN", "")
                    .replace("hektor", "")
                    .replace(";inc", "");
                for word in words.split(|c: char| !c.is_alphabetic()) {
                    let english = [
                        "the", "time", "control", "write", "example", "cannot", "read",
                    ];
                    assert!(!english.contains(&word), "{lang}: {said}");
                    if matches!(lang, Lang::Uk | Lang::Ru) {
                        assert!(
                            !word.is_ascii() || word.len() < 2,
                            "{lang}: {word} in {said}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn time_controls_in_words() {
        let words =
            |lang, text: &str| time_control(&Locale::new(lang), &TimeControl::parse(text).unwrap());
        let all = |text: &str| {
            Lang::ALL
                .iter()
                .map(|&lang| format!("{lang}: {}", words(lang, text)))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let texts = [
            "40/90+30,30+30",
            "G/90;inc30",
            "180",
            "G/90;d5",
            "G/90;b5",
            "40/7200:20/3600:900+30",
            "40/7200",
            "21/121",
        ];
        let out: Vec<String> = texts
            .iter()
            .map(|text| format!("## {text}\n{}", all(text)))
            .collect();
        insta::assert_snapshot!(out.join("\n"));
    }

    /// Engine matches play with fractions of a second: said as written, never rounded up
    /// to a whole second ("10+0.05" was "10 seconds for the game, 1 second added").
    #[test]
    fn fractions_of_a_second_in_a_time_control_are_kept() {
        let words = |lang, tag: &str| {
            time_control(&Locale::new(lang), &TimeControl::from_pgn_tag(tag).unwrap())
        };
        assert_eq!(
            words(Lang::En, "10+0.05"),
            "10 seconds for the game, 0.05 seconds added per move from move 1"
        );
        let ru = words(Lang::Ru, "3.37+0.03");
        assert!(
            ru.starts_with("3,37 секунды на партию") && ru.contains("0,03 секунды"),
            "{ru}"
        );
    }
}

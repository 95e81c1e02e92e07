//! Sentences of the session from the locale: sides, durations, results, move numbers.

use super::App;
use crate::game::clock::Player;
use crate::game::record::{GameRecord, GameResult, Termination};
use crate::i18n::Locale;
use fluent_bundle::{FluentArgs, FluentValue};

/// The message `id` with string arguments.
pub(super) fn format(locale: &Locale, id: &str, args: &[(&str, String)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        // Whole numbers go in as numbers, so that plural forms can be chosen.
        match value.parse::<u64>() {
            Ok(n) if !value.starts_with('0') || value == "0" => {
                fluent.set(*name, FluentValue::from(n));
            }
            _ => fluent.set(*name, FluentValue::from(value.clone())),
        }
    }
    locale.format(id, Some(&fluent))
}

fn format_number(locale: &Locale, id: &str, n: u64) -> String {
    let mut fluent = FluentArgs::new();
    fluent.set("n", FluentValue::from(n));
    locale.format(id, Some(&fluent))
}

/// "White" / "Black" in the UI language.
pub(super) fn side_word(locale: &Locale, player: Player) -> String {
    locale.text(match player {
        Player::White => "session-white",
        Player::Black => "session-black",
    })
}

/// Black's name where it follows "against": the colour word takes the case the UI
/// language wants there ("Білі проти чорних"); a person's name stays as written.
pub fn black_after_against(locale: &Locale, name: &str) -> String {
    if name == side_word(locale, Player::Black) {
        locale.text("session-black-after-against")
    } else {
        name.to_owned()
    }
}

/// The players' names, the colour words when none were given.
pub(super) fn names(app: &App) -> (String, String) {
    let setup = app.setup();
    let or_side = |name: &str, player| {
        if name.trim().is_empty() {
            side_word(app.locale(), player)
        } else {
            name.to_owned()
        }
    };
    (
        or_side(&setup.white, Player::White),
        or_side(&setup.black, Player::Black),
    )
}

/// A remaining time in words ("1 hour 29 minutes 50 seconds"), rounded up to the second
/// as a clock display does.
pub fn duration(locale: &Locale, ms: u64) -> String {
    let total = ms.div_ceil(1000);
    let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60);
    let mut parts = Vec::new();
    if hours > 0 {
        parts.push(format_number(locale, "session-hours", hours));
    }
    if minutes > 0 {
        parts.push(format_number(locale, "session-minutes", minutes));
    }
    if seconds > 0 || parts.is_empty() {
        parts.push(format_number(locale, "session-seconds", seconds));
    }
    parts.join(" ")
}

/// Moves made by White and by Black in `record`.
pub(super) fn moves_made(record: &GameRecord) -> (u32, u32) {
    let total = u32::try_from(record.moves.len()).unwrap_or(u32::MAX);
    let (_, black_first) = record.first_move();
    let black = if black_first {
        total.div_ceil(2)
    } else {
        total / 2
    };
    (total - black, black)
}

/// The number of the move to be made next.
pub(super) fn next_move_number(record: &GameRecord) -> u32 {
    record.move_number(record.moves.len())
}

/// "1-0, White wins by resignation" and the like.
pub(super) fn result_sentence(
    app: &App,
    result: GameResult,
    termination: Option<&Termination>,
) -> String {
    let locale = app.locale();
    let base = locale.text(match result {
        GameResult::WhiteWins => "session-result-white",
        GameResult::BlackWins => "session-result-black",
        GameResult::Draw => "session-result-draw",
        GameResult::Ongoing => "session-result-ongoing",
    });
    let reason = match termination {
        None => return base,
        Some(Termination::Other(text)) => text.clone(),
        Some(termination) => locale.text(match termination {
            Termination::Checkmate => "session-by-checkmate",
            Termination::Stalemate => "session-by-stalemate",
            Termination::Resignation => "session-by-resignation",
            Termination::TimeForfeit => "session-by-time",
            Termination::DrawAgreement => "session-by-agreement",
            Termination::Repetition => "session-by-repetition",
            Termination::FiftyMoves => "session-by-fifty",
            Termination::InsufficientMaterial => "session-by-material",
            Termination::Adjudication | Termination::Other(_) => "session-by-arbiter",
        }),
    };
    format!("{base}, {reason}")
}

/// Today's date in PGN form from a Unix time.
pub(super) fn pgn_date(unix_ms: i64) -> String {
    jiff::Timestamp::from_millisecond(unix_ms)
        .map(|t| {
            t.to_zoned(jiff::tz::TimeZone::UTC)
                .strftime("%Y.%m.%d")
                .to_string()
        })
        .unwrap_or_else(|_| "????.??.??".to_owned())
}

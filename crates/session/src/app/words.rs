//! Sentences of the session from the locale: sides, durations, results, move numbers.

use super::App;
use crate::game::record::{DraughtsDraw, GameResult, Termination};
use crate::games::GamePosition;
use crate::games::GameRecord;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::terms::Player;
use fluent_bundle::FluentValue;

/// A player's name as `locale` says it: a person's name stays as written, no name (or a
/// colour word of any UI language, see [`Player::person`]) is the colour word of `locale`.
pub fn player_name(locale: &Locale, player: Player, name: &str) -> String {
    player
        .person(name)
        .map_or_else(|| player.name(locale), str::to_owned)
}

/// Both players as the sentences of a new or an unfinished game name them: "Anna
/// against Bert", "Білі проти чорних" (Black's colour word in the case "against" takes
/// there); where Black has a person's name, which a Ukrainian, Russian or Polish "against"
/// would have to decline, those languages name each player after the colour ("білі:
/// Анна, чорні: Берт").
pub fn players(locale: &Locale, white: &str, black: &str) -> String {
    let named = Player::Black.person(black);
    let black = named.map_or_else(
        || locale.text(msg::SESSION_BLACK_AFTER_AGAINST),
        str::to_owned,
    );
    sentence(
        locale,
        msg::SESSION_PLAYERS,
        &[
            ("white", player_name(locale, Player::White, white).into()),
            ("black", black.into()),
            ("named", if named.is_some() { "yes" } else { "no" }.into()),
        ],
    )
}

/// Moves made by White and by Black in the game of `record`: those before its set-up
/// position (a FEN at move 39 follows 38 moves of each side, and one more of White's when
/// Black is to move) and those recorded since, so that a time control counts the game's
/// moves, as the move number does.
pub(super) fn moves_made(record: &GameRecord) -> (u32, u32) {
    let total = u32::try_from(record.moves.len()).unwrap_or(u32::MAX);
    let (number, black_first) = record.first_move();
    let before = number.saturating_sub(1);
    let (white_before, black_before) = if black_first {
        (before.saturating_add(1), before)
    } else {
        (before, before)
    };
    let black = if black_first {
        total.div_ceil(2)
    } else {
        total / 2
    };
    (
        white_before.saturating_add(total - black),
        black_before.saturating_add(black),
    )
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
    let base = locale.text(app.position().rules().result_id(result));
    if result == GameResult::Draw
        && let Some(reason) = draw_reason(app, termination)
    {
        return sentence(
            locale,
            msg::SESSION_DRAW_BECAUSE,
            &[("reason", reason.into())],
        );
    }
    let reason = match termination {
        None => return base,
        Some(Termination::Other(text)) => app.words.ending_words(text),
        Some(termination) => {
            let id = match termination {
                Termination::Checkmate => msg::SESSION_BY_CHECKMATE,
                Termination::Stalemate => msg::SESSION_BY_STALEMATE,
                Termination::Resignation => msg::SESSION_BY_RESIGNATION,
                Termination::TimeForfeit => msg::SESSION_BY_TIME,
                Termination::DrawAgreement => msg::SESSION_BY_AGREEMENT,
                Termination::Repetition => msg::SESSION_BY_REPETITION,
                Termination::FiftyMoves => msg::SESSION_BY_FIFTY,
                Termination::InsufficientMaterial => msg::SESSION_BY_MATERIAL,
                Termination::Adjudication | Termination::Other(_) => msg::SESSION_BY_ARBITER,
                Termination::NoPieces => msg::DRAUGHTS_BY_NO_PIECES,
                Termination::NoMoves => msg::DRAUGHTS_BY_NO_MOVES,
                Termination::DraughtsDraw(rule) => match rule {
                    DraughtsDraw::SmallEnding => msg::DRAUGHTS_BY_SMALL_ENDING,
                    DraughtsDraw::LoneKing => msg::DRAUGHTS_BY_LONE_KING,
                    DraughtsDraw::KingsOnly => msg::DRAUGHTS_BY_KINGS_ONLY,
                    DraughtsDraw::NoMaterialChange => msg::DRAUGHTS_BY_NO_MATERIAL_CHANGE,
                },
            };
            // The side that lost (resigned, had no piece or no move); in a draw the side
            // to move in the final position.
            let loser = match result {
                GameResult::WhiteWins => Player::Black,
                GameResult::BlackWins => Player::White,
                GameResult::Draw | GameResult::Ongoing => app.position().turn(),
            };
            sentence(
                locale,
                id,
                &[(
                    "color",
                    FluentValue::from(match loser {
                        Player::White => "white",
                        Player::Black => "black",
                    }),
                )],
            )
        }
    };
    format!("{base}, {reason}")
}

/// The draw reasons said in full (a Fluent selector): who flagged or is stalemated, how
/// often the position stood, how many moves without a capture or pawn move.
fn draw_reason(app: &App, termination: Option<&Termination>) -> Option<&'static str> {
    let white_to_move = app.position().turn() == Player::White;
    let halfmoves = app.position().halfmoves().unwrap_or(0);
    Some(match termination? {
        Termination::TimeForfeit if white_to_move => "time-white",
        Termination::TimeForfeit => "time-black",
        Termination::Stalemate if white_to_move => "stalemate-white",
        Termination::Stalemate => "stalemate-black",
        Termination::Repetition if repetitions(app) >= 5 => "fivefold",
        Termination::Repetition => "repetition",
        Termination::FiftyMoves if halfmoves >= 150 => "seventy-five",
        Termination::FiftyMoves => "fifty",
        Termination::InsufficientMaterial => "material",
        _ => return None,
    })
}

/// How often the position on the board has stood (chess; 0 in draughts).
fn repetitions(app: &App) -> u32 {
    app.session
        .claim(crate::game::record::Claim::Repetition)
        .map_or(0, |check| check.count)
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

//! Comments and annotation glyphs in words: `[%eval -1.2]` becomes "Black is better by
//! 1.2 pawns", `$14` "White is slightly better"; clock and drawing commands (`[%clk ...]`,
//! `[%emt ...]`, `[%csl ...]`) say nothing, and a comment of commands only is no comment.
//! Bracket commands are never read out raw.

use fluent_bundle::FluentValue;

use crate::i18n::time::seconds_as_written;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::tree::Glyph;
use crate::terms::Player;

/// How a comment's move ("Bd7" in lichess's "Bd7 was best.") is said: in words of the
/// session's style when the caller knows the position it was written for, else `None`
/// and the move is said as written.
pub type MoveSayer<'a> = &'a dyn Fn(&str) -> Option<String>;

/// A comment as words in the UI language, a move it names said by `say_move`.
pub fn comment_words(locale: &Locale, comment: &str, say_move: MoveSayer) -> String {
    let mut parts = Vec::new();
    let mut rest = comment;
    let mut prose = String::new();
    while let Some(open) = rest.find("[%") {
        prose.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        let Some(close) = after.find(']') else {
            rest = "";
            break;
        };
        if let Some(words) = command_words(locale, &after[..close]) {
            parts.push(words);
        }
        rest = &after[close + 1..];
    }
    prose.push_str(rest);
    let prose = prose.split_whitespace().collect::<Vec<_>>().join(" ");
    if !prose.is_empty() {
        let words = engine_words(locale, &prose)
            .or_else(|| judgment_words(locale, &prose, say_move))
            .or_else(|| with_program_words(locale, &prose))
            .unwrap_or(prose);
        parts.insert(0, words);
    }
    parts.join("; ")
}

/// `%cmd args` (without brackets) in words: an evaluation only. Every other command is
/// data for programs and says nothing: clock readings (`clk`, `clock`, `emt`, `egt`,
/// `mct`; the time a move used is said from them apart), drawings (`csl`, `cal`), and
/// commands hektor does not know, which are never read out raw.
fn command_words(locale: &Locale, command: &str) -> Option<String> {
    let command = command.trim();
    let (name, args) = command
        .split_once(char::is_whitespace)
        .unwrap_or((command, ""));
    (name == "eval").then(|| eval_words(locale, args.trim()))
}

/// Seconds in words, as `duration_words` says them ("1 minute 5 seconds").
pub fn seconds_words(locale: &Locale, seconds: f64) -> Option<String> {
    // Under a minute the tenths count: a bullet move of 0.3 seconds is not 0 seconds.
    let tenths = (seconds * 10.0).round() as u64;
    if tenths < 600 && !tenths.is_multiple_of(10) {
        return duration_words(locale, &format!("0:00:{:02}.{}", tenths / 10, tenths % 10));
    }
    let whole = seconds.round() as u64;
    duration_words(
        locale,
        &format!("{}:{:02}:{:02}", whole / 3600, whole / 60 % 60, whole % 60),
    )
}

/// `H:MM:SS`, `M:SS` or `H:MM:SS.s` in words ("1 hour 30 minutes", "4 minutes 55 seconds").
pub fn duration_words(locale: &Locale, text: &str) -> Option<String> {
    let fields: Vec<&str> = text.split(':').collect();
    if fields.is_empty() || fields.len() > 3 {
        return None;
    }
    let mut values = [0u64; 3];
    let offset = 3 - fields.len();
    let mut seconds_text = String::new();
    for (i, field) in fields.iter().enumerate() {
        let slot = offset + i;
        if slot == 2 {
            let (whole, fraction) = field.split_once('.').unwrap_or((field, ""));
            values[2] = whole.parse().ok()?;
            let fraction = fraction.trim_end_matches('0');
            seconds_text = if fraction.is_empty() {
                values[2].to_string()
            } else {
                format!("{}.{fraction}", values[2])
            };
        } else {
            values[slot] = field.parse().ok()?;
        }
    }
    let mut words = Vec::new();
    for (value, id) in [
        (values[0], msg::REPLAY_HOURS),
        (values[1], msg::REPLAY_MINUTES),
    ] {
        if value > 0 {
            words.push(sentence(locale, id, &[("n", value.into())]));
        }
    }
    if values[2] > 0 || seconds_text.contains('.') || words.is_empty() {
        words.push(seconds_as_written(locale, &seconds_text));
    }
    Some(words.join(" "))
}

/// `[%eval 0.3]`, `[%eval #-3]` in words: "White is better by 0.3 pawns", "mate in 3
/// for Black", "the position is equal".
pub fn eval_words(locale: &Locale, value: &str) -> String {
    let value = value.split(',').next().unwrap_or(value).trim();
    let mut fa: Vec<(&str, FluentValue)> = Vec::new();
    // "#-2" as lichess writes it, "-#2" as some programs do: mate for Black.
    let mate = value
        .strip_prefix('#')
        .map(|rest| {
            rest.strip_prefix('-')
                .map_or((Player::White, rest), |n| (Player::Black, n))
        })
        .or_else(|| Some((Player::Black, value.strip_prefix("-#")?)))
        .or_else(|| Some((Player::White, value.strip_prefix("+#")?)));
    if let Some((side, n)) = mate {
        let n = n.trim_start_matches('+');
        fa.push(("n", FluentValue::try_number(n)));
        fa.push(("side", side.in_sentence(locale).into()));
        return sentence(locale, msg::REPLAY_EVAL_MATE, &fa);
    }
    let Ok(pawns) = value.parse::<f64>() else {
        return sentence(
            locale,
            msg::REPLAY_EVAL_UNREADABLE,
            &[("value", value.into())],
        );
    };
    if pawns.abs() < 0.005 {
        return locale.text(msg::REPLAY_EVAL_EQUAL);
    }
    let color = if pawns > 0.0 { "white" } else { "black" };
    fa.push(("color", color.into()));
    fa.push((
        "n",
        FluentValue::from((pawns.abs() * 100.0).round() / 100.0),
    ));
    sentence(locale, msg::REPLAY_EVAL_BETTER, &fa)
}

/// `text` in pieces of at most `max` bytes, cut after a sentence's end where there is
/// one, else between words (a single word longer than `max` is cut where it must be).
pub fn split_long(text: &str, max: usize) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut rest = text.trim();
    while rest.len() > max {
        let mut end = max;
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        // A break may fall on the byte just after the window: the text up to it fits.
        let breaks = rest
            .char_indices()
            .take_while(|&(i, _)| i <= end)
            .filter(|&(_, c)| c.is_whitespace())
            .map(|(i, _)| i);
        let sentence = breaks
            .clone()
            .filter(|&i| rest[..i].ends_with(['.', '!', '?', '…']))
            .last();
        let cut = sentence
            .or_else(|| breaks.last())
            .filter(|&i| i > 0)
            .unwrap_or(end);
        parts.push(rest[..cut].trim());
        rest = rest[cut..].trim_start();
    }
    if !rest.is_empty() {
        parts.push(rest);
    }
    parts
}

fn signed_words(locale: &Locale, value: &str) -> String {
    let mut fa: Vec<(&str, FluentValue)> = Vec::new();
    if let Some(n) = value.strip_prefix('-') {
        fa.push(("n", FluentValue::try_number(n)));
        sentence(locale, msg::REPLAY_MINUS, &fa)
    } else if let Some(n) = value.strip_prefix('+') {
        fa.push(("n", FluentValue::try_number(n)));
        sentence(locale, msg::REPLAY_PLUS, &fa)
    } else if value.trim_matches(|c| c == '0' || c == '.').is_empty() {
        // An even score is 0 in every language (never "0.00" with a point).
        "0".to_owned()
    } else {
        fa.push(("n", FluentValue::try_number(value)));
        sentence(locale, msg::REPLAY_PLUS, &fa)
    }
}

/// lichess's judgments of a move and its names of them, with the id that says each in
/// the UI language.
const JUDGMENTS: [(&str, &str); 6] = [
    ("Inaccuracy", msg::REPLAY_JUDGMENT_INACCURACY),
    ("Mistake", msg::REPLAY_JUDGMENT_MISTAKE),
    ("Blunder", msg::REPLAY_JUDGMENT_BLUNDER),
    (
        "Checkmate is now unavoidable",
        msg::REPLAY_JUDGMENT_MATE_CREATED,
    ),
    (
        "Not the best checkmate sequence",
        msg::REPLAY_JUDGMENT_MATE_DELAYED,
    ),
    (
        "Lost forced checkmate sequence",
        msg::REPLAY_JUDGMENT_MATE_LOST,
    ),
];

/// lichess's analysis comment (`(-0.41 → 0.14) Inaccuracy. Bd7 was best.`) in words:
/// the evaluation before and after ("evaluation from minus 0.41 to plus 0.14", a
/// "Mate in 2" as "mate in 2"), the judgment in the UI language and the best move
/// said by `say_move`; anything after it as written. `None` when the comment is not one.
fn judgment_words(locale: &Locale, text: &str, say_move: MoveSayer) -> Option<String> {
    let (evals, rest) = text.strip_prefix('(')?.split_once(')')?;
    let (from, to) = evals
        .split_once('\u{2192}')
        .or_else(|| evals.split_once("->"))?;
    let eval = |value: &str| {
        let value = value.trim();
        if let Some(n) = value.strip_prefix("Mate in ") {
            let n = n.trim_start_matches(['-', '+']);
            is_number(n).then(|| {
                sentence(
                    locale,
                    msg::REPLAY_JUDGED_MATE,
                    &[("n", FluentValue::try_number(n))],
                )
            })
        } else {
            let unsigned = value.trim_start_matches(['-', '+']);
            is_number(unsigned).then(|| signed_words(locale, value))
        }
    };
    let (from, to) = (eval(from)?, eval(to)?);
    let (judgment, rest) = rest.trim().split_once('.')?;
    let (_, id) = JUDGMENTS
        .iter()
        .find(|(name, _)| *name == judgment.trim())?;
    let mut parts = vec![
        sentence(
            locale,
            msg::REPLAY_JUDGED_EVAL,
            &[("from", from.into()), ("to", to.into())],
        ),
        locale.text(id),
    ];
    let rest = rest.trim();
    let rest = match rest.split_once(" was best.") {
        Some((written, after)) if !written.contains(char::is_whitespace) => {
            let said = say_move(written).unwrap_or_else(|| written.to_owned());
            parts.push(sentence(
                locale,
                msg::REPLAY_JUDGED_BEST,
                &[("move", said.into())],
            ));
            after.trim()
        }
        _ => rest,
    };
    let mut words = parts.join(". ");
    words.push('.');
    if !rest.is_empty() {
        words.push(' ');
        words.push_str(rest);
    }
    Some(words)
}

/// Engine comments such as cutechess writes (`+0.13/12 0.29s`, `+M1/127 0.003s, Black
/// mates`) in words: the score (a mate seen by the engine that moved, for or against it,
/// in moves: the comment counts half-moves)
/// at its depth, the time, then the rest of the comment as written; `None` when the
/// comment does not begin so.
fn engine_words(locale: &Locale, text: &str) -> Option<String> {
    let mut words = Vec::new();
    let mut rest = text.trim();
    while let Some(token) = rest.split_whitespace().next() {
        let word = token.trim_end_matches(',');
        let said = if let Some((score, depth)) = word.split_once('/') {
            if !is_number(depth) {
                break;
            }
            let mut fa: Vec<(&str, FluentValue)> = Vec::new();
            fa.push(("depth", FluentValue::try_number(depth)));
            let unsigned = score.trim_start_matches(['+', '-']);
            // cutechess and fastchess count a mate in half-moves ("+M3": the engine that
            // moved mates with its second move): said in moves.
            if let Some(plies) = unsigned
                .strip_prefix('M')
                .and_then(|n| n.parse::<u32>().ok())
            {
                fa.push(("n", plies.div_ceil(2).max(1).into()));
                fa.push((
                    "for",
                    FluentValue::from(if score.starts_with('-') {
                        "against"
                    } else {
                        "mover"
                    }),
                ));
                sentence(locale, msg::REPLAY_ENGINE_MATE, &fa)
            } else if is_number(unsigned) {
                fa.push(("value", signed_words(locale, score).into()));
                sentence(locale, msg::REPLAY_ENGINE_EVAL, &fa)
            } else {
                break;
            }
        } else if let Some(ms) = word.strip_suffix("ms").filter(|ms| is_number(ms))
            && let Ok(ms) = ms.parse::<f64>()
        {
            // Some programs write the time a move took in milliseconds ("500ms").
            seconds_as_written(locale, &format!("{}", ms / 1000.0))
        } else if let Some(seconds) = word.strip_suffix('s')
            && is_number(seconds)
        {
            seconds_as_written(locale, seconds)
        } else {
            break;
        };
        words.push(said);
        rest = rest[token.len()..].trim_start();
    }
    if words.is_empty() {
        return None;
    }
    if !rest.is_empty() {
        let rest = engine_rest_words(locale, rest);
        if !rest.is_empty() {
            words.push(rest);
        }
    }
    Some(words.join(", "))
}

/// The fixed English sentences that match programs (cutechess, fastchess) write in
/// comments, with the id that says each in the UI language.
const PROGRAM_SENTENCES: [(&str, &str); 12] = [
    ("book", msg::REPLAY_PROGRAM_BOOK),
    (
        "Draw by 3-fold repetition",
        msg::REPLAY_PROGRAM_DRAW_REPETITION,
    ),
    ("Draw by fifty moves rule", msg::REPLAY_PROGRAM_DRAW_FIFTY),
    ("Draw by stalemate", msg::REPLAY_PROGRAM_DRAW_STALEMATE),
    (
        "Draw by insufficient mating material",
        msg::REPLAY_PROGRAM_DRAW_MATERIAL,
    ),
    (
        "Draw by adjudication",
        msg::REPLAY_PROGRAM_DRAW_ADJUDICATION,
    ),
    ("Draw by agreement", msg::REPLAY_PROGRAM_DRAW_AGREEMENT),
    ("Draw by timeout", msg::REPLAY_PROGRAM_DRAW_TIMEOUT),
    (
        "Draw by disconnection",
        msg::REPLAY_PROGRAM_DRAW_DISCONNECTION,
    ),
    (
        "Draw by stalled connection",
        msg::REPLAY_PROGRAM_DRAW_STALLED,
    ),
    ("Drawn game", msg::REPLAY_PROGRAM_DRAWN),
    ("No result", msg::REPLAY_PROGRAM_NO_RESULT),
];

/// The same, of a side: what follows "White" or "Black", and its id.
const PROGRAM_SIDE_SENTENCES: [(&str, &str); 9] = [
    (" mates", msg::REPLAY_PROGRAM_MATES),
    (" resigns", msg::REPLAY_PROGRAM_RESIGNS),
    (" loses on time", msg::REPLAY_PROGRAM_TIME),
    (" wins by adjudication", msg::REPLAY_PROGRAM_ADJUDICATION),
    (" wins by agreement", msg::REPLAY_PROGRAM_AGREEMENT),
    (" wins", msg::REPLAY_PROGRAM_WINS),
    (" makes an illegal move", msg::REPLAY_PROGRAM_ILLEGAL),
    (" disconnects", msg::REPLAY_PROGRAM_DISCONNECTS),
    ("'s connection stalls", msg::REPLAY_PROGRAM_STALLS),
];

/// The rest of an engine comment after its score and time, in words: the engine's
/// figures fastchess adds (`tl=9.700s`, `nps=1`, `hashfull=1`) are data and say nothing,
/// a sentence of a match program is said in the UI language, anything else as written.
fn engine_rest_words(locale: &Locale, rest: &str) -> String {
    rest.split(", ")
        .filter(|part| !is_engine_figure(part))
        .map(|part| program_words(locale, part).unwrap_or_else(|| part.to_owned()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A comment with a sentence of a match program among its parts (", "), after figures
/// hektor does not read ("0.00 118/0 27 75738, White's connection stalls"): those
/// sentences in words, the rest as written; `None` when no part is one.
fn with_program_words(locale: &Locale, text: &str) -> Option<String> {
    text.split(", ")
        .any(|part| program_words(locale, part).is_some())
        .then(|| engine_rest_words(locale, text))
}

/// Whether `part` is one `name=value` figure (`tl=9.700s`, `tbhits=0`).
fn is_engine_figure(part: &str) -> bool {
    part.split_once('=').is_some_and(|(name, value)| {
        !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !value.is_empty()
            && !value.contains(char::is_whitespace)
    })
}

/// A comment that is one of the sentences match programs write ("Black mates", "Draw by
/// 3-fold repetition", "book"), possibly with a detail after a colon ("Draw by
/// adjudication: SyzygyTB", "Black makes an illegal move: e7e3", kept as written), in
/// words of the UI language; `None` for any other text, which is read as written.
fn program_words(locale: &Locale, text: &str) -> Option<String> {
    let text = text.trim().trim_end_matches('.');
    let (head, detail) = match text.split_once(": ") {
        Some((head, detail)) => (head, Some(detail)),
        None => (text, None),
    };
    let said = if let Some((_, id)) = PROGRAM_SENTENCES.iter().find(|(said, _)| *said == head) {
        locale.text(id)
    } else {
        let (side, rest) = [(Player::White, "White"), (Player::Black, "Black")]
            .into_iter()
            .find_map(|(side, word)| Some((side, head.strip_prefix(word)?)))?;
        let (_, id) = PROGRAM_SIDE_SENTENCES
            .iter()
            .find(|(said, _)| *said == rest)?;
        sentence(locale, id, &[("side", side.name(locale).into())])
    };
    Some(match detail {
        Some(detail) => format!("{said}: {detail}"),
        None => said,
    })
}

fn is_number(text: &str) -> bool {
    !text.is_empty()
        && text.chars().all(|c| c.is_ascii_digit() || c == '.')
        && text.chars().any(|c| c.is_ascii_digit())
}

/// A glyph written after a move in words: a numeric one as `nag_words` says it,
/// draughts' own (`?!`, `!?`, `+`, `=`) with draughts' meanings.
pub fn glyph_words(locale: &Locale, glyph: Glyph) -> String {
    match glyph {
        Glyph::Nag(nag) => nag_words(locale, nag),
        Glyph::LooksWeakIsStrong => locale.text(msg::GLYPH_LOOKS_WEAK_IS_STRONG),
        Glyph::LooksStrongIsWeak => locale.text(msg::GLYPH_LOOKS_STRONG_IS_WEAK),
        Glyph::Win => locale.text(msg::GLYPH_WIN),
        Glyph::Draw => locale.text(msg::GLYPH_DRAW),
    }
}

/// An annotation glyph in words ("good move", "White is slightly better"); the null
/// annotation `$0` says nothing.
fn nag_words(locale: &Locale, nag: u8) -> String {
    if nag == 0 {
        return String::new();
    }
    let id = format!("nag-{nag}");
    if locale.has(&id) {
        locale.text(&id)
    } else {
        sentence(locale, msg::NAG_OTHER, &[("n", nag.into())])
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// A comment in words where no move can be said in words.
    fn comment_words(locale: &Locale, comment: &str) -> String {
        super::comment_words(locale, comment, &|_| None)
    }

    /// lichess's "(-0.41 → 0.14) Inaccuracy. Bd7 was best." is words: the minus said, no
    /// arrow, the judgment in the UI language, the move as the caller says it.
    #[test]
    fn lichess_judgments_are_words() {
        let say = |san: &str| (san == "Bd7").then(|| "Läufer David sieben".to_owned());
        let en = Locale::new(Lang::En);
        assert_eq!(
            super::comment_words(&en, "(-0.41 → 0.14) Inaccuracy. Bd7 was best.", &say),
            "evaluation from minus 0.41 to plus 0.14. Inaccuracy. Läufer David sieben was best."
        );
        assert_eq!(
            comment_words(
                &en,
                "(1.20 → Mate in 2) Checkmate is now unavoidable. Kg1 was best."
            ),
            "evaluation from plus 1.20 to mate in 2. Checkmate is now unavoidable. Kg1 was best."
        );
        let de = Locale::new(Lang::De);
        assert_eq!(
            super::comment_words(&de, "(-0.41 → 0.14) Blunder. Bd7 was best.", &say),
            "Bewertung von minus 0,41 auf plus 0,14. Grober Fehler. Am besten war Läufer David sieben."
        );
        let pl = Locale::new(Lang::Pl);
        assert_eq!(
            comment_words(&pl, "(0.14 → -0.41) Mistake. Nf3 was best."),
            "ocena z plus 0,14 na minus 0,41. Błąd. Najlepsze było posunięcie Nf3."
        );
        // Prose that only looks like it stays as written.
        assert_eq!(
            comment_words(&en, "(Anand) and White has a plus."),
            "(Anand) and White has a plus."
        );
    }

    /// A mate for Black written with the sign first (`-#2`) is still a mate, and an
    /// evaluation hektor cannot read is said in the UI language.
    #[test]
    fn every_way_of_writing_a_mate_is_words() {
        let en = Locale::new(Lang::En);
        assert_eq!(comment_words(&en, "[%eval -#2]"), "mate in 2 for Black");
        assert_eq!(comment_words(&en, "[%eval #+4]"), "mate in 4 for White");
        let uk = Locale::new(Lang::Uk);
        assert_eq!(
            comment_words(&uk, "[%eval #3]"),
            "білі ставлять мат за 3 ходи"
        );
        assert_eq!(comment_words(&uk, "[%eval ??]"), "оцінка ??");
    }

    #[test]
    fn clock_and_eval_commands_become_words() {
        let en = Locale::new(Lang::En);
        for clocks in [
            "[%clk 0:04:55]",
            "[%clock w0:04:50]",
            " [%clk 0:04:58] [%emt 0:00:02] ",
            "[%egt 0:10:00][%mct 1:00:00][%tqu x]",
        ] {
            assert_eq!(comment_words(&en, clocks), "", "{clocks}");
        }
        assert_eq!(
            comment_words(&en, " [%eval 0.3] [%clk 1:30:00] Nice "),
            "Nice; White is better by 0.3 pawns"
        );
        assert_eq!(comment_words(&en, "[%eval #-3]"), "mate in 3 for Black");
        assert_eq!(
            comment_words(&en, "[%eval -1.0]"),
            "Black is better by 1 pawn"
        );
        assert_eq!(comment_words(&en, "[%eval 0.00]"), "the position is equal");
        let ru = Locale::new(Lang::Ru);
        assert_eq!(
            comment_words(&ru, "[%eval -2]"),
            "у чёрных перевес в 2 пешки"
        );
        assert_eq!(comment_words(&en, "[%csl Ge4][%cal Ge2e4]"), "");
        assert_eq!(
            comment_words(&en, "+0.13/12 0.29s"),
            "evaluation plus 0.13 at depth 12, 0.29 seconds"
        );
        assert_eq!(comment_words(&en, "book"), "book move");
    }

    /// cutechess's mate scores are words: for or against the engine that moved, in moves
    /// (cutechess counts half-moves: in the fixture +M11, -M10, +M9, -M8 follow each other),
    /// with the rest of the comment kept.
    #[test]
    fn engine_mate_scores_are_words() {
        let en = Locale::new(crate::i18n::Lang::En);
        assert_eq!(
            comment_words(&en, "+M1/127 0.003s, Black mates"),
            "the engine that moved sees mate in 1 for itself at depth 127, 0.003 seconds, Black mates"
        );
        assert_eq!(
            comment_words(&en, "-M2/2 0.001s"),
            "the engine that moved sees mate in 1 against itself at depth 2, 0.001 seconds"
        );
        assert_eq!(
            comment_words(&en, "+M3/9 0.1s"),
            "the engine that moved sees mate in 2 for itself at depth 9, 0.1 seconds"
        );
        let ru = Locale::new(crate::i18n::Lang::Ru);
        assert_eq!(
            comment_words(&ru, "+M1/127 0.003s, Black mates"),
            "движок, сделавший ход, видит мат в 1 ход в свою пользу на глубине 127, 0,003 секунды, Чёрные ставят мат"
        );
    }

    /// The fixed sentences of match programs are said in the UI language; any other
    /// text stays as written.
    #[test]
    fn sentences_of_match_programs_are_said_in_the_ui_language() {
        let said = |lang, comment| comment_words(&Locale::new(lang), comment);
        assert_eq!(said(Lang::Uk, "book"), "хід із дебютної книги");
        assert_eq!(said(Lang::Pl, "White resigns"), "Białe poddają się");
        assert_eq!(
            said(Lang::Ru, "Draw by 3-fold repetition"),
            "ничья: троекратное повторение позиции"
        );
        assert_eq!(
            said(Lang::De, "-0.50/14 1.2s, White's connection stalls"),
            "Bewertung minus 0,50 bei Tiefe 14, 1,2 Sekunden, Weiß: die Verbindung zur Engine stockt"
        );
        assert_eq!(said(Lang::Ru, "Bookish move"), "Bookish move");
        assert_eq!(said(Lang::Ru, "Whitemates"), "Whitemates");
        assert_eq!(
            said(Lang::Uk, "Draw by adjudication: SyzygyTB"),
            "нічия за присудженням: SyzygyTB"
        );
        assert_eq!(
            said(Lang::Ru, "Black makes an illegal move: e7e3"),
            "Чёрные делают невозможный ход: e7e3"
        );
        assert_eq!(said(Lang::Pl, "Drawn game"), "remis");
        assert_eq!(
            said(Lang::Ru, "0.00 118/0 27 75738, White's connection stalls"),
            "0.00 118/0 27 75738, Белые: связь с движком прервалась"
        );
        assert_eq!(said(Lang::Uk, "No result"), "немає результату");
        assert_eq!(
            said(Lang::De, "+0.31/15 500ms"),
            "Bewertung plus 0,31 bei Tiefe 15, 0,5 Sekunden"
        );
        // fastchess's figures are data; the end of the game after them is words.
        assert_eq!(
            said(
                Lang::Ru,
                "0.00/22 0.100s, tl=9.700s, n=1, sd=1, nps=1, hashfull=1, tbhits=0, Draw by 3-fold repetition"
            ),
            "оценка 0 на глубине 22, 0,100 секунды, ничья: троекратное повторение позиции"
        );
    }

    /// Numbers are numbers: the language's decimal mark, and the plural form a fraction
    /// or a count takes in it (Russian "0,29 секунды", "5 секунд", "мат в 3 хода").
    #[test]
    fn numbers_in_comments_are_written_and_declined_as_the_language_does() {
        let said = |lang: Lang, comment: &str| comment_words(&Locale::new(lang), comment);
        for (lang, expected) in [
            (
                Lang::En,
                "evaluation plus 0.13 at depth 12, 0.29 seconds | evaluation minus 1.50 at depth 21, 5 seconds | mate in 3 for Black | White is better by 0.3 pawns | evaluation 0 at depth 31, 48 seconds",
            ),
            (
                Lang::De,
                "Bewertung plus 0,13 bei Tiefe 12, 0,29 Sekunden | Bewertung minus 1,50 bei Tiefe 21, 5 Sekunden | Matt in 3 für Schwarz | Weiß steht um 0,3 Bauern besser | Bewertung 0 bei Tiefe 31, 48 Sekunden",
            ),
            (
                Lang::Uk,
                "оцінка плюс 0,13 на глибині 12, 0,29 секунди | оцінка мінус 1,50 на глибині 21, 5 секунд | чорні ставлять мат за 3 ходи | у білих перевага в 0,3 пішака | оцінка 0 на глибині 31, 48 секунд",
            ),
            (
                Lang::Ru,
                "оценка плюс 0,13 на глубине 12, 0,29 секунды | оценка минус 1,50 на глубине 21, 5 секунд | чёрные ставят мат в 3 хода | у белых перевес в 0,3 пешки | оценка 0 на глубине 31, 48 секунд",
            ),
            (
                Lang::Pl,
                "ocena plus 0,13 na głębokości 12, 0,29 sekundy | ocena minus 1,50 na głębokości 21, 5 sekund | czarne dają mata w 3 posunięciach | białe stoją lepiej o 0,3 piona | ocena 0 na głębokości 31, 48 sekund",
            ),
        ] {
            let got = [
                said(lang, "+0.13/12 0.29s"),
                said(lang, "-1.50/21 5s"),
                said(lang, "[%eval #-3]"),
                said(lang, "[%eval 0.3]"),
                said(lang, "0.00/31 48s"),
            ]
            .join(" | ");
            assert_eq!(got, expected, "{lang:?}");
        }
        let ru = Locale::new(Lang::Ru);
        assert_eq!(
            duration_words(&ru, "0:00:21").as_deref(),
            Some("21 секунда")
        );
        assert_eq!(
            duration_words(&ru, "0:00:01.5").as_deref(),
            Some("1,5 секунды")
        );
    }

    #[test]
    fn seconds_are_said_in_words() {
        let en = Locale::new(Lang::En);
        assert_eq!(
            seconds_words(&en, 65.0).as_deref(),
            Some("1 minute 5 seconds")
        );
        assert_eq!(seconds_words(&en, 0.3).as_deref(), Some("0.3 seconds"));
        let ru = Locale::new(Lang::Ru);
        assert_eq!(seconds_words(&ru, 1.5).as_deref(), Some("1,5 секунды"));
        assert_eq!(seconds_words(&ru, 5.0).as_deref(), Some("5 секунд"));
    }

    #[test]
    fn nags_are_words() {
        let en = Locale::new(Lang::En);
        assert_eq!(nag_words(&en, 1), "good move");
        assert_eq!(nag_words(&en, 4), "blunder");
        assert_eq!(nag_words(&en, 10), "equal position");
        assert_eq!(nag_words(&en, 24), "White has a slight space advantage");
        assert_eq!(nag_words(&en, 143), "worse is");
        assert_eq!(nag_words(&en, 200), "annotation 200");
        assert_eq!(nag_words(&en, 0), "");
    }

    #[test]
    fn every_standard_nag_has_words_in_every_language() {
        for lang in Lang::ALL {
            let locale = Locale::new(lang);
            for nag in (1..=146).chain(238..=255) {
                assert!(locale.has_own(&format!("nag-{nag}")), "{lang:?}: ${nag}");
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn split_text_keeps_every_word_within_the_width(text in "\\PC{0,400}", max in 8usize..60) {
            let parts = split_long(&text, max);
            for part in &parts {
                proptest::prop_assert!(part.len() <= max, "{part:?}");
            }
            let words: Vec<&str> = text.split_whitespace().collect();
            let again = parts.join(" ");
            let said: Vec<&str> = again.split_whitespace().collect();
            if text.split_whitespace().all(|w| w.len() <= max) {
                proptest::prop_assert_eq!(said, words);
            }
        }
    }

    #[test]
    fn long_text_is_split_at_sentences_then_words() {
        let text = "One two three. Four five six seven. Eight";
        assert_eq!(
            split_long(text, 20),
            vec!["One two three.", "Four five six seven.", "Eight"]
        );
        assert_eq!(split_long("aaaa bbbb cccc", 10), vec!["aaaa bbbb", "cccc"]);
        assert_eq!(split_long("short", 10), vec!["short"]);
        for part in split_long(&"Word and more words. ".repeat(3000), 500) {
            assert!(part.len() <= 500 && part.ends_with('.'), "{part}");
        }
    }

    #[test]
    fn other_languages_say_durations_in_their_words() {
        let de = Locale::new(Lang::De);
        assert_eq!(
            duration_words(&de, "0:01:01").as_deref(),
            Some("1 Minute 1 Sekunde")
        );
    }
}

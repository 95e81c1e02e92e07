//! `hektor check`: validate every game of a PGN file, one line per problem, then totals.

use std::fs::File;
use std::io::{self, BufWriter, Write};

use fluent_bundle::FluentArgs;

use super::Outcome;
use crate::cli::CheckArgs;
use crate::config::Settings;
use crate::i18n::Locale;
use crate::i18n::errors::io_sentence;
use crate::replay::check::{Finding, MoveAt, Note, Report, check};
use crate::replay::side_word;
use crate::replay::source;
use crate::replay::start::StartError;

/// Runs `check`.
pub fn run(settings: &Settings, args: &CheckArgs) -> Outcome {
    let locale = Locale::new(settings.lang);
    let file = match File::open(&args.file).and_then(source::sniff) {
        Ok(Some(file)) => file,
        Ok(None) => return Outcome::Unusable(no_game(&locale, &args.file)),
        Err(error) => return Outcome::Unusable(io_sentence(&locale, &args.file, &error)),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut write_error = None;
    // Games with nothing in them wait until something shows the file is PGN at all: a
    // text or an image is refused in one sentence, not reported as empty games.
    let mut empty_games = Vec::new();
    let mut write = |line: String, write_error: &mut Option<io::Error>| {
        if write_error.is_none()
            && let Err(error) = writeln!(out, "{line}")
        {
            *write_error = Some(error);
        }
    };
    let result = check(file, &mut |report| {
        if report.finding == Finding::Empty {
            empty_games.push(report_line(&locale, report));
            return;
        }
        for line in empty_games.drain(..) {
            write(line, &mut write_error);
        }
        write(report_line(&locale, report), &mut write_error);
    });
    let summary = match result {
        Ok(summary) => summary,
        Err(error) => {
            let _ = out.flush();
            return Outcome::Unusable(io_sentence(&locale, &args.file, &error));
        }
    };
    if !summary.pgn {
        return Outcome::Unusable(no_game(&locale, &args.file));
    }
    for line in empty_games {
        write(line, &mut write_error);
    }
    let mut totals = FluentArgs::new();
    totals.set("games", summary.games);
    totals.set("moves", summary.moves);
    totals.set("errors", summary.errors);
    if write_error.is_none()
        && let Err(error) = writeln!(out, "{}", locale.format("check-summary", Some(&totals)))
    {
        write_error = Some(error);
    }
    match write_error.map_or_else(|| out.flush(), Err) {
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => return Outcome::Success,
        Err(_) => return Outcome::Unusable(locale.text("check-output-failed")),
        Ok(()) => {}
    }
    if summary.errors > 0 {
        Outcome::Wrong(locale.text("check-errors-found"))
    } else {
        Outcome::Success
    }
}

/// The sentence for a file that holds no PGN game (empty, a text, an image).
fn no_game(locale: &Locale, path: &std::path::Path) -> String {
    let mut args = FluentArgs::new();
    args.set("file", path.display().to_string());
    locale.format("check-no-game", Some(&args))
}

/// One report as the line `check` prints (`game N, move M: reason`).
pub fn report_line(locale: &Locale, report: &Report) -> String {
    let mut args = FluentArgs::new();
    args.set("game", report.game);
    let id = match &report.finding {
        Finding::Illegal(at, san) => {
            move_args(locale, &mut args, at);
            args.set("move", san.clone());
            "check-illegal"
        }
        Finding::Ambiguous(at, san) => {
            move_args(locale, &mut args, at);
            args.set("move", san.clone());
            "check-ambiguous"
        }
        Finding::NullMove(at) => {
            move_args(locale, &mut args, at);
            "check-null-move"
        }
        Finding::Start(error) => return start_error_line(locale, report.game, error),
        Finding::Syntax(reason) => {
            args.set("reason", reason.clone());
            "check-syntax"
        }
        Finding::Empty => "check-empty",
        Finding::UnclosedVariation => "check-unclosed-variation",
        Finding::WrongResult {
            written,
            board,
            stalemate,
        } => {
            args.set("written", written.clone());
            args.set("board", *board);
            if *stalemate {
                "check-result-stalemate"
            } else {
                "check-result-mate"
            }
        }
        Finding::Note(Note::NoResult) => "check-note-no-result",
        Finding::Note(Note::Chess960) => "check-note-chess960",
        Finding::Note(Note::Variant(variant)) => {
            args.set("variant", variant.uci());
            "check-note-variant"
        }
        Finding::Note(Note::UciMoves) => "check-note-uci",
    };
    locale.format(id, Some(&args))
}

fn move_args(locale: &Locale, args: &mut FluentArgs, at: &MoveAt) {
    args.set("number", at.number);
    args.set("side", side_word(locale, at.side));
    args.set(
        "where",
        if at.variation {
            locale.text("check-in-variation")
        } else {
            String::new()
        },
    );
}

/// The line for a game whose start position cannot be used.
pub fn start_error_line(locale: &Locale, game: u64, error: &StartError) -> String {
    let mut args = FluentArgs::new();
    args.set("game", game);
    args.set("reason", crate::replay::start_error_text(locale, error));
    locale.format("check-start", Some(&args))
}

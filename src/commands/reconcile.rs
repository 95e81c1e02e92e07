//! `hektor reconcile`: two scoresheets (text, PGN or hektor game files) and up to two
//! boards; prints the verdict, the return position, corrections and explanations.

use fluent_bundle::FluentArgs;
use shakmaty::Chess;

use super::{Outcome, output_failed, print_line, torn_sentence};
use crate::announce::{AnnounceOptions, Announcer};
use crate::cli::{ReconcileArgs, ReportFormat};
use crate::config::Settings;
use crate::game::journal::{self, Contents};
use crate::i18n::Locale;
use crate::i18n::errors::io_sentence;
use crate::reconcile::{
    SheetFileError, parse_player_board, read_sheet_file, reconcile_from, report_text,
};

/// Runs `reconcile`.
pub fn run(settings: &Settings, args: &ReconcileArgs) -> Outcome {
    let locale = Locale::new(settings.lang);
    let counted = |id: &str, count: usize| {
        let mut fluent = FluentArgs::new();
        fluent.set("count", count);
        Outcome::Unusable(locale.format(id, Some(&fluent)))
    };
    if args.sheets.len() != 2 {
        return counted("reconcile-needs-two-sheets", args.sheets.len());
    }
    if args.boards.len() > 2 {
        return counted("reconcile-too-many-boards", args.boards.len());
    }
    if args.games.len() > 2 {
        return counted("reconcile-game-count", args.games.len());
    }
    let mut sheets = Vec::with_capacity(2);
    let mut start = None;
    for (index, path) in args.sheets.iter().enumerate() {
        let read = match args.games.as_slice() {
            // Once for both: a file with a single game is read whole.
            [game] => match read_sheet_file(path, Some(*game)) {
                Err(SheetFileError::NoSuchGame { count: 1, .. }) => read_sheet_file(path, None),
                other => other,
            },
            games => read_sheet_file(path, games.get(index).copied()),
        };
        match read {
            Ok((sheet, from)) => {
                if let Ok(Contents {
                    torn: Some(torn), ..
                }) = journal::read(path)
                {
                    eprintln!("{}: {}", path.display(), torn_sentence(&locale, &torn));
                }
                sheets.push(sheet);
                start = start.or(from);
            }
            Err(SheetFileError::Unreadable(error)) => {
                return Outcome::Unusable(io_sentence(&locale, path, &error));
            }
            Err(message) => {
                return Outcome::Unusable(format!(
                    "sheet {} ({}): {message}",
                    index + 1,
                    path.display()
                ));
            }
        }
    }
    let start: Chess = start.unwrap_or_default();
    let mut boards = Vec::with_capacity(args.boards.len());
    let mut players = Vec::with_capacity(args.boards.len());
    for (index, text) in args.boards.iter().enumerate() {
        match parse_player_board(text) {
            Ok((player, board)) => {
                players.push(player);
                boards.push(board);
            }
            Err(error) => {
                return Outcome::Unusable(format!("board {}: {error}.", index + 1));
            }
        }
    }
    let (Some(a), Some(b)) = (sheets.first(), sheets.get(1)) else {
        return counted("reconcile-needs-two-sheets", sheets.len());
    };
    let mut report = match reconcile_from(&start, a, b, &boards) {
        Ok(report) => report,
        Err(error) => return Outcome::Unusable(format!("{error}.")),
    };
    for (board, player) in report.boards.iter_mut().zip(players) {
        board.player = player;
    }
    let lines = match args.format {
        ReportFormat::Json => match serde_json::to_string_pretty(&report) {
            Ok(json) => vec![json],
            Err(error) => return Outcome::Unusable(format!("cannot write the report: {error}")),
        },
        ReportFormat::Text => {
            let announcer = Announcer::new(AnnounceOptions {
                style: args.style.unwrap_or(settings.style),
                lang: settings.lang,
                ..AnnounceOptions::default()
            });
            report_text(&report, &announcer)
        }
    };
    // A reader that stops early (`| head`) ends the output, not the program.
    for line in lines {
        if let Err(error) = print_line(&line) {
            return output_failed(&locale, &error);
        }
    }
    Outcome::Success
}

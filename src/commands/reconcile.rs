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
use crate::reconcile::{
    ReconcileError, SheetFileError, parse_player_board, read_sheet_file, reconcile_from,
    report_text, set_players,
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
            Err(error @ SheetFileError::Unreadable(_)) => {
                return Outcome::Unusable(error.sentence(&locale, path));
            }
            Err(error) => {
                let mut sentence = error.sentence(&locale, path);
                if let SheetFileError::NoSuchGame { count, .. } = error {
                    let mut fluent = FluentArgs::new();
                    fluent.set("count", count);
                    sentence.push(' ');
                    sentence.push_str(&locale.format("reconcile-game-hint", Some(&fluent)));
                }
                let mut fluent = FluentArgs::new();
                fluent.set("sheet", index + 1);
                fluent.set("path", path.display().to_string());
                fluent.set("error", sentence);
                return Outcome::Unusable(locale.format("reconcile-sheet-error", Some(&fluent)));
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
                let index = index + 1;
                return Outcome::Unusable(ReconcileError::Board { index, error }.sentence(&locale));
            }
        }
    }
    let (Some(a), Some(b)) = (sheets.first(), sheets.get(1)) else {
        return counted("reconcile-needs-two-sheets", sheets.len());
    };
    let mut report = match reconcile_from(&start, a, b, &boards) {
        Ok(report) => report,
        Err(error) => return Outcome::Unusable(error.sentence(&locale)),
    };
    set_players(&mut report, &players);
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

//! `hektor reconcile`: two scoresheets (text, PGN or hektor game files) and up to two
//! boards; prints the verdict, the return position, corrections and explanations.

use std::path::Path;

use shakmaty::Chess;

use super::Outcome;
use crate::announce::{AnnounceOptions, Announcer};
use crate::cli::{ReconcileArgs, ReportFormat};
use crate::config::Settings;
use crate::game::chess::start_position;
use crate::game::journal;
use crate::reconcile::{Sheet, parse_board, reconcile_from, report_text};

/// A sheet file as read: a hektor journal (with its start position) or text.
enum SheetFile {
    Journal(Sheet, Option<Chess>),
    Text(String),
}

/// Runs `reconcile`.
pub fn run(settings: &Settings, args: &ReconcileArgs) -> Outcome {
    if args.sheets.len() != 2 {
        return Outcome::Unusable(format!(
            "reconcile needs exactly two scoresheets (--sheet FILE --sheet FILE); {} given.",
            args.sheets.len()
        ));
    }
    if args.boards.len() > 2 {
        return Outcome::Unusable(format!(
            "reconcile compares at most two boards; {} --board positions given.",
            args.boards.len()
        ));
    }
    let mut files = Vec::with_capacity(2);
    for (index, path) in args.sheets.iter().enumerate() {
        match load(path) {
            Ok(file) => files.push(file),
            Err(message) => {
                return Outcome::Unusable(format!(
                    "sheet {} ({}): {message}",
                    index + 1,
                    path.display()
                ));
            }
        }
    }
    let start = files
        .iter()
        .find_map(|f| match f {
            SheetFile::Journal(_, Some(start)) => Some(start.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let sheets: Vec<Sheet> = files
        .into_iter()
        .map(|f| match f {
            SheetFile::Journal(sheet, _) => sheet,
            SheetFile::Text(text) => Sheet::read(&text),
        })
        .collect();
    let mut boards = Vec::with_capacity(args.boards.len());
    for (index, text) in args.boards.iter().enumerate() {
        match parse_board(text) {
            Ok(board) => boards.push(board),
            Err(error) => {
                return Outcome::Unusable(format!("board {}: {error}.", index + 1));
            }
        }
    }
    let (Some(a), Some(b)) = (sheets.first(), sheets.get(1)) else {
        return Outcome::Unusable("reconcile needs exactly two scoresheets.".to_owned());
    };
    let report = match reconcile_from(&start, a, b, &boards) {
        Ok(report) => report,
        Err(error) => return Outcome::Unusable(format!("{error}.")),
    };
    match args.format {
        ReportFormat::Json => match serde_json::to_string_pretty(&report) {
            Ok(json) => println!("{json}"),
            Err(error) => return Outcome::Unusable(format!("cannot write the report: {error}")),
        },
        ReportFormat::Text => {
            let announcer = Announcer::new(AnnounceOptions {
                style: args.style.unwrap_or(settings.style),
                lang: settings.lang,
                ..AnnounceOptions::default()
            });
            for line in report_text(&report, &announcer) {
                println!("{line}");
            }
        }
    }
    Outcome::Success
}

fn load(path: &Path) -> Result<SheetFile, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot be read ({e}); check the file name"))?;
    if text.trim_start().starts_with('{') {
        let record = journal::load(path).map_err(|e| e.to_string())?;
        let start = match record.start_fen {
            Some(_) => Some(start_position(&record).map_err(|e| e.to_string())?),
            None => None,
        };
        Ok(SheetFile::Journal(Sheet::from_record(&record), start))
    } else {
        Ok(SheetFile::Text(text))
    }
}

//! `hektor reconcile`: two scoresheets (text, PGN or hektor game files) and up to two
//! boards; prints the verdict, the return position, corrections and explanations.

use std::path::{Path, PathBuf};

use super::{Outcome, output_failed, print_error, print_line};
use crate::announce::AnnounceOptions;
use crate::cli::{ReconcileArgs, ReportFormat};
use crate::config::Settings;
use crate::games::Input;
use crate::games::reconciling::{FilesReconciler, SheetFiles, reconcile_files};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::reconcile::{
    BoardError, Player, ReconcileError, Report, Sheet, SheetFileError, SheetGame, report_text,
    set_players,
};
use crate::scoresheet::input::Which;
use crate::unusable::Unusable;

/// Runs `reconcile`.
pub fn run(settings: &Settings, args: &ReconcileArgs) -> Outcome {
    let locale = Locale::new(settings.lang);
    let counted = |id: &str, count: usize| {
        Outcome::Unusable(sentence(&locale, id, &[("count", count.into())]))
    };
    if args.sheets.len() != 2 {
        return counted(msg::RECONCILE_NEEDS_TWO_SHEETS, args.sheets.len());
    }
    if args.boards.len() > 2 {
        return counted(msg::RECONCILE_TOO_MANY_BOARDS, args.boards.len());
    }
    if args.games.len() > 2 {
        return counted(msg::RECONCILE_GAME_COUNT, args.games.len());
    }
    // Sheets in the encoding given are read from their copies in UTF-8 (else each is
    // read in the encoding guessed), named as given.
    if let Some(encoding) = args.encoding {
        let mut copied = (*args).clone();
        copied.encoding = None;
        let mut copies = Vec::new();
        for sheet in &mut copied.sheets {
            match crate::replay::saved::utf8_copy(sheet, &settings.data_dir, Some(encoding)) {
                Ok(Some((copy, _))) => copies.push((copy.clone(), std::mem::replace(sheet, copy))),
                Ok(None) => {}
                Err(error) => return Outcome::Unusable(error.sentence(&locale)),
            }
        }
        let outcome = run(settings, &copied);
        return copies.iter().fold(outcome, |outcome, (copy, given)| {
            super::named_as_given(outcome, copy, given)
        });
    }
    let options = AnnounceOptions {
        style: settings.style,
        lang: settings.lang,
        ..AnnounceOptions::default()
    };
    reconcile_files(
        settings.rules,
        args.sheets.first().map(PathBuf::as_path),
        (options, args.style),
        Files {
            locale: &locale,
            args,
        },
    )
}

/// `reconcile` over the game of its sheets.
struct Files<'a> {
    locale: &'a Locale,
    args: &'a ReconcileArgs,
}

impl FilesReconciler for Files<'_> {
    type Out = Outcome;

    fn run<G: SheetGame>(self, files: SheetFiles<G>) -> Outcome {
        let (locale, args) = (self.locale, self.args);
        let (sheets, start) = match read_sheets(locale, args, files.read) {
            Ok(read) => read,
            Err(outcome) => return outcome,
        };
        let start = match start.map_or(files.start, Ok) {
            Ok(start) => start,
            Err(error) => {
                let first = args.sheets.first().map_or(Path::new(""), PathBuf::as_path);
                return Outcome::Unusable(error.sentence(locale, first));
            }
        };
        let boards = match read_boards(locale, args, files.board) {
            Ok(boards) => boards,
            Err(outcome) => return outcome,
        };
        finish(
            locale,
            args,
            &sheets,
            boards,
            &files.words,
            |a, b, boards| (files.reconcile)(&start, a, b, boards),
        )
    }
}

/// Reads the two sheets with `read` (a file and the game asked for); the start position
/// is the first a sheet gives.
fn read_sheets<G>(
    locale: &Locale,
    args: &ReconcileArgs,
    read: impl Fn(&Path, Option<usize>) -> Result<(Sheet, Option<G>), SheetFileError>,
) -> Result<(Vec<Sheet>, Option<G>), Outcome> {
    let mut sheets = Vec::with_capacity(2);
    let mut start = None;
    // Once for both, the number may be meant for the other file: a file with a single game
    // is read whole, unless no file has game N.
    let single = |path: &Path, game: usize| {
        matches!(
            read(path, Some(game)),
            Err(SheetFileError::NoSuchGame { count: 1, .. })
        )
    };
    let one_for_both = match args.games.as_slice() {
        [game] => Some(*game).filter(|&game| !args.sheets.iter().all(|path| single(path, game))),
        _ => None,
    };
    for (index, path) in args.sheets.iter().enumerate() {
        let read = match one_for_both {
            Some(game) => match read(path, Some(game)) {
                Err(SheetFileError::NoSuchGame { count: 1, .. }) => read(path, None),
                other => other,
            },
            None => read(path, args.games.get(index).or(args.games.first()).copied()),
        };
        match read {
            Ok((sheet, from)) => {
                if let Ok(input) = Input::open(path, Which::Game(1)) {
                    for warning in input.warnings(locale, path) {
                        print_error(&warning);
                    }
                }
                sheets.push(sheet);
                start = start.or(from);
            }
            Err(error @ SheetFileError::Unreadable(_)) => {
                return Err(Outcome::Unusable(error.sentence(locale, path)));
            }
            Err(error) => {
                let mut said = error.sentence(locale, path);
                if let SheetFileError::NoSuchGame { count, .. } = error {
                    let hint = match count {
                        1 => msg::RECONCILE_ONLY_GAME_HINT,
                        _ => msg::RECONCILE_GAME_HINT,
                    };
                    said.push(' ');
                    said.push_str(&sentence(locale, hint, &[("count", count.into())]));
                }
                let args = [
                    ("sheet", (index + 1).into()),
                    ("path", path.display().to_string().into()),
                    ("error", said.into()),
                ];
                return Err(Outcome::Unusable(sentence(
                    locale,
                    msg::RECONCILE_SHEET_ERROR,
                    &args,
                )));
            }
        }
    }
    Ok((sheets, start))
}

/// Reads the boards given with `parse`: whose each is, and what stands on it.
fn read_boards<B, E: Unusable>(
    locale: &Locale,
    args: &ReconcileArgs,
    parse: impl Fn(&str) -> Result<(Option<Player>, B), E>,
) -> Result<(Vec<Option<Player>>, Vec<B>), Outcome> {
    let mut boards = Vec::with_capacity(args.boards.len());
    let mut players = Vec::with_capacity(args.boards.len());
    for (index, text) in args.boards.iter().enumerate() {
        match parse(text) {
            Ok((player, board)) => {
                players.push(player);
                boards.push(board);
            }
            Err(error) => {
                let (index, error) = (index + 1, BoardError::new(error));
                return Err(Outcome::Unusable(
                    ReconcileError::Board { index, error }.sentence(locale),
                ));
            }
        }
    }
    Ok((players, boards))
}

/// Reconciles the sheets and boards with `reconcile` and prints the report.
fn finish<G: SheetGame>(
    locale: &Locale,
    args: &ReconcileArgs,
    sheets: &[Sheet],
    (players, boards): (Vec<Option<Player>>, Vec<G::Placement>),
    words: &G::Words,
    reconcile: impl FnOnce(&Sheet, &Sheet, &[G::Placement]) -> Result<Report<G>, ReconcileError>,
) -> Outcome {
    let (Some(a), Some(b)) = (sheets.first(), sheets.get(1)) else {
        return Outcome::Unusable(sentence(
            locale,
            msg::RECONCILE_NEEDS_TWO_SHEETS,
            &[("count", sheets.len().into())],
        ));
    };
    let mut report = match reconcile(a, b, &boards) {
        Ok(report) => report,
        Err(error) => return Outcome::Unusable(error.sentence(locale)),
    };
    set_players(&mut report, &players);
    let lines = match args.format {
        ReportFormat::Json => match serde_json::to_string_pretty(&report) {
            Ok(json) => vec![json],
            Err(error) => return Outcome::Unusable(format!("cannot write the report: {error}")),
        },
        ReportFormat::Text => report_text(&report, words),
    };
    // A reader that stops early (`| head`) ends the output, not the program.
    for line in lines {
        if let Err(error) = print_line(&line) {
            return output_failed(locale, &error);
        }
    }
    Outcome::Success
}

//! Reconciling scoresheet files (`hektor reconcile`), written once for every game that
//! has a reconciliation: [`reconcile_files`] tells which game the sheets are of and hands
//! a [`FilesReconciler`] what that game's files need ([`SheetFiles`]), so the command
//! never asks which game it is.

use std::path::Path;

use super::chess::announce::Announcer;
use super::chess::reconcile::{parse_player_board, read_sheet_file, reconcile_from};
use super::draughts::DraughtsPosition;
use super::draughts::reconcile::{draughts_of, parse_draughts_board, read_pdn_sheet_file};
use super::journal::{self, Event};
use super::other::reconcile::read_sheet_file as read_other_sheet;
use super::other::reconcile::{BoardsNotCompared, OtherWords, start_of};
use super::words::GameWords;
use super::{Board, Rules};
use crate::announce::{AnnounceOptions, Style};
use crate::i18n::Locale;
use crate::reconcile::{
    Player, ReconcileError, Report, Sheet, SheetFileError, SheetGame, reconcile_game,
};

/// Reads a sheet file's game (`game` of a file with several) and the start it gives, if
/// it gives one.
pub type SheetReader<G> =
    Box<dyn Fn(&Path, Option<usize>) -> Result<(Sheet, Option<G>), SheetFileError>>;

/// Reads a board given as text, and whose board it is.
pub type BoardReader<G> = Box<
    dyn Fn(
        &str,
    )
        -> Result<(Option<Player>, <G as SheetGame>::Placement), <G as SheetGame>::BoardError>,
>;

/// Reconciles two sheets of a game that began in a start, with the boards given.
pub type SheetsReconciled<G> =
    fn(&G, &Sheet, &Sheet, &[<G as SheetGame>::Placement]) -> Result<Report<G>, ReconcileError>;

/// What reconciling sheet files needs of their game.
pub struct SheetFiles<G: SheetGame> {
    /// How a sheet file reads.
    pub read: SheetReader<G>,
    /// The start when no sheet gives one, or why the game has none.
    pub start: Result<G, SheetFileError>,
    /// How a board given as text reads.
    pub board: BoardReader<G>,
    /// The reconciliation of two sheets and the boards.
    pub reconcile: SheetsReconciled<G>,
    /// The report's words.
    pub words: G::Words,
}

/// A reconciliation of sheet files, written once over [`SheetGame`].
pub trait FilesReconciler {
    /// What it gives.
    type Out;

    /// Reconciles the sheets of the game `files` reads.
    fn run<G: SheetGame>(self, files: SheetFiles<G>) -> Self::Out;
}

/// Runs `reconciler` over the game of the sheets: the rules `asked` when they are not
/// chess (the default), else the game the first sheet's file `first` shows (a draughts
/// game, a registered game's), else chess. The report is said in `options`, its style `style` when one is asked, else
/// the game's default (`options.style` for chess).
pub fn reconcile_files<R: FilesReconciler>(
    asked: Rules,
    first: Option<&Path>,
    (options, style): (AnnounceOptions, Option<Style>),
    reconciler: R,
) -> R::Out {
    let rules = match asked {
        Rules::Chess => first.and_then(rules_of_sheet).unwrap_or(Rules::Chess),
        asked => asked,
    };
    let options = AnnounceOptions {
        style: style.unwrap_or(rules.default_style(options.style)),
        ..options
    };
    match (rules, rules.draughts()) {
        (Rules::Other(game), _) => reconciler.run(SheetFiles {
            read: Box::new(move |path, wanted| read_other_sheet::<Board>(path, game, wanted)),
            start: start_of(game, None),
            board: Box::new(|_| Err(BoardsNotCompared)),
            reconcile: reconcile_game,
            words: OtherWords {
                game,
                locale: Locale::new(options.lang),
            },
        }),
        (_, None) => reconciler.run(SheetFiles {
            read: Box::new(read_sheet_file::<Board>),
            start: Ok(super::chess::ChessPosition::default()),
            board: Box::new(parse_player_board),
            reconcile: reconcile_from,
            words: Announcer::new(options),
        }),
        (_, Some(variant)) => reconciler.run(SheetFiles {
            read: Box::new(move |path, game| {
                read_pdn_sheet_file::<Board>(path, game, variant)
                    .map(|(sheet, start)| (sheet, Some(DraughtsPosition::from(start))))
            }),
            start: Ok(DraughtsPosition::from(hektor_draughts::Position::new(
                variant,
            ))),
            board: Box::new(move |text| parse_draughts_board(variant, text)),
            reconcile: reconcile_game,
            words: GameWords::new(rules, options).draughts_report(),
        }),
    }
}

/// The game of the sheet file at `path`, when it is not chess: a hektor game file's (by
/// its start), a registered game's file, or the draughts game draughts tells of the file
/// ([`draughts_of`]).
fn rules_of_sheet(path: &Path) -> Option<Rules> {
    if journal::holds_game(path) {
        return match journal::start_of(path)?.event {
            Event::Start { rules, .. } => Some(rules),
            _ => None,
        };
    }
    if let Ok(Some(game)) = super::other::written::game_of(path) {
        return Some(Rules::Other(game));
    }
    draughts_of(path).map(Rules::of_draughts)
}

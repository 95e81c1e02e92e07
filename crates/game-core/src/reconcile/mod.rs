//! Two boards, two scoresheets (FIDE Laws, Appendix D.2.9): whether the sheets agree,
//! the position play returns to, the fewest corrections for each board, and the single
//! mis-executed move that explains what stands on a board.
//!
//! The entry point is [`reconcile_game`], written once over [`SheetGame`]; `hektor
//! reconcile` and the game session both call it (the session with its own record as one
//! sheet, [`Sheet::from_record`]). Chess's boards and its entry points are in
//! `games::chess::reconcile`, draughts' in `games::draughts::reconcile`, a registered
//! game's sheets in [`crate::other::reconcile`].

mod board;
mod compare;
mod corrections;
mod explain;
mod file;
mod game;
mod sheet;
mod text;

use serde::{Serialize, Serializer};

pub use board::{BoardError, player_word};
pub use compare::{Basis, Comparison, Note, compare};
pub use corrections::{Action, Correction, corrections_of};
pub use explain::{Found, Prepared};
pub use file::SheetFileError;
pub use file::{game_sheet, load_journal, read_game};
pub use game::{Reading, SheetGame};
pub use sheet::{ClockAfter, Entry, Sheet};
pub use sheet::{GameOf, SHEET_LIMIT};
pub use text::report_text;

use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::GamePosition;
use fluent_bundle::FluentValue;

/// Whether the two sheets agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// No contradiction (gaps and unfinished sheets aside).
    SheetsAgree,
    /// The sheets contradict each other at some half-move.
    SheetsDiverge,
}

/// The position play returns to.
#[derive(Debug, Clone, Serialize)]
#[serde(bound = "")]
pub struct ReturnTo<G: SheetGame> {
    /// The number of the move to be played next.
    pub move_number: u32,
    /// Who is to move.
    #[serde(serialize_with = "ser_color::<G, _>")]
    pub side_to_move: G::Color,
    /// The full FEN (PDN FEN for draughts).
    pub fen: String,
    /// The position itself.
    #[serde(skip)]
    pub position: G,
}

/// The first contradiction between the sheets.
#[derive(Debug, Clone, Serialize)]
pub struct Divergence {
    /// The half-move (from 1).
    pub ply: usize,
    /// Sheet 1's and sheet 2's entries (SAN when legal, else as written).
    pub sheets: [String; 2],
    /// Sheet 1's and sheet 2's entries as written on the paper (`-` for none).
    pub written: [String; 2],
}

/// The recorded move a board shows executed differently.
#[derive(Debug, Clone, Serialize)]
#[serde(bound = "")]
pub struct Explanation<G: SheetGame> {
    /// The half-move (from 1).
    pub ply: usize,
    /// What the record has (SAN).
    pub recorded: String,
    /// What was executed on the board (SAN).
    pub executed: String,
    /// When the sheets diverge: the sheet whose record this explanation follows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheet: Option<usize>,
    /// Sheet 1's and sheet 2's entries for that half-move as written (`-` for none).
    pub written: [String; 2],
    /// The position before the move.
    #[serde(skip)]
    pub before: G,
    /// The recorded move.
    #[serde(skip)]
    pub recorded_move: G::Move,
    /// The executed move.
    #[serde(skip)]
    pub executed_move: G::Move,
}

/// Whose board it is: the player who corrects it (FIDE Appendix D.2.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The blind or visually impaired player's (peg) board.
    Blind,
    /// The sighted player's board.
    Sighted,
}

impl Player {
    /// The player as a Fluent selector key: `blind` or `sighted`.
    pub fn key(self) -> &'static str {
        match self {
            Player::Blind => "blind",
            Player::Sighted => "sighted",
        }
    }
}

/// One move to take back on a board, the latest first.
#[derive(Debug, Clone, Serialize)]
#[serde(bound = "")]
pub struct TakeBack<G: SheetGame> {
    /// The half-move (from 1).
    pub ply: usize,
    /// The move (SAN).
    pub san: String,
    /// The entry as written on the sheet the board follows.
    pub written: String,
    /// The piece moves, removals and placements that undo it.
    pub corrections: Vec<Correction<G>>,
    /// The position before the move.
    #[serde(skip)]
    pub before: G,
    /// The move.
    #[serde(skip)]
    pub mv: G::Move,
}

/// What hektor found on one board.
#[derive(Debug, Clone, Serialize)]
#[serde(bound = "")]
pub struct BoardReport<G: SheetGame> {
    /// 1 or 2, in the order given.
    pub index: usize,
    /// Whether it already shows the return position.
    pub matches_target: bool,
    /// The fewest corrections to reach the return position.
    pub corrections: Vec<Correction<G>>,
    /// The mis-executed move that explains it, if one does.
    pub explanation: Option<Explanation<G>>,
    /// When the sheets diverge: the sheet whose record (up to `shows_plies` half-moves)
    /// this board shows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shows_sheet: Option<usize>,
    /// With `shows_sheet`: how many half-moves of that sheet's record the board shows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shows_plies: Option<usize>,
    /// Whose board it is, when given (`--board blind:POS`, `--board sighted:POS`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<Player>,
    /// When the board shows a sheet's record past the return point: the moves to take
    /// back, the latest first (the same result as `corrections`, easier on a peg board).
    pub take_back: Vec<TakeBack<G>>,
}

/// Clock readings a hektor journal recorded at the return point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ClockReading {
    /// The sheet (1 or 2) they come from.
    pub sheet: usize,
    /// White's remaining time in milliseconds.
    pub white_ms: Option<u64>,
    /// Black's remaining time in milliseconds.
    pub black_ms: Option<u64>,
}

/// Which game of a file with several games a sheet was read from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameRead {
    /// The sheet (1 or 2).
    pub sheet: usize,
    /// The game and the file's count.
    #[serde(flatten)]
    pub of: GameOf,
}

/// The whole finding, as `reconcile --format json` prints it.
#[derive(Debug, Clone, Serialize)]
#[serde(bound = "")]
pub struct Report<G: SheetGame> {
    /// Whether the sheets agree.
    pub verdict: Verdict,
    /// How many half-moves the sheets support together.
    pub agreed_plies: usize,
    /// The position play continues from.
    pub return_to: ReturnTo<G>,
    /// The first contradiction, or null.
    pub divergence: Option<Divergence>,
    /// One entry per board given.
    pub boards: Vec<BoardReport<G>>,
    /// Clock readings at the return point, from sheets that are hektor journals.
    pub clocks: Vec<ClockReading>,
    /// Whether the arbiter must adjust the clocks: play goes back to an earlier position
    /// because the sheets differ (FIDE Appendix D.2.9).
    pub adjust_clocks: bool,
    /// Remarks on gaps, unreadable and illegal entries, unfinished sheets.
    pub notes: Vec<Note>,
    /// The sheets read from a file with several games: which game each is.
    pub games: Vec<GameRead>,
    /// The start position.
    #[serde(skip)]
    pub start: G,
    /// The moves both sheets support, from the start.
    #[serde(skip)]
    pub record: Vec<G::Move>,
}

impl<G: SheetGame> Report<G> {
    /// When the sheets agree but one stops before the record ends (the other goes on
    /// without contradicting it): that sheet (1 or 2) and the half-moves it has, which are
    /// the half-moves both sheets have and agree on. The one source of that count.
    pub fn stopped_sheet(&self) -> Option<(usize, usize)> {
        if self.verdict != Verdict::SheetsAgree {
            return None;
        }
        self.notes.iter().find_map(|note| match note {
            Note::SheetEnds { sheet, after_ply } if *after_ply < self.agreed_plies => {
                Some((*sheet, *after_ply))
            }
            _ => None,
        })
    }
}

/// Sheets or boards that cannot be used.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ReconcileError {
    /// A sheet with no moves at all.
    #[error("sheet {sheet} has no moves on it; give two scoresheets with the moves of the game")]
    EmptySheet {
        /// 1 or 2.
        sheet: usize,
    },
    /// A sheet hektor cannot read.
    #[error(
        "sheet {sheet} is not in a notation or language hektor reads (\"{entry}\" is not a move); write it in algebraic notation with English, German, Ukrainian, Russian or Polish piece letters"
    )]
    UnknownLanguage {
        /// 1 or 2.
        sheet: usize,
        /// The first entry that could not be read.
        entry: String,
    },
    /// A board that cannot stand in a game.
    #[error("board {index}: {error}")]
    Board {
        /// 1 or 2.
        index: usize,
        /// What is wrong.
        error: BoardError,
    },
}

impl ReconcileError {
    /// What cannot be used and what to do, as a sentence of the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let id = match self {
            ReconcileError::EmptySheet { sheet } => {
                args.push(("sheet", (*sheet).into()));
                msg::RECONCILE_EMPTY_SHEET
            }
            ReconcileError::UnknownLanguage { sheet, entry } => {
                args.push(("sheet", (*sheet).into()));
                args.push(("entry", entry.clone().into()));
                msg::RECONCILE_UNKNOWN_LANGUAGE
            }
            ReconcileError::Board { index, error } => {
                args.push(("index", (*index).into()));
                args.push(("error", error.phrase(locale).into()));
                msg::RECONCILE_BOARD_ERROR
            }
        };
        sentence(locale, id, &args)
    }
}

/// Sets whose each board is (`--board blind:POS`, `board blind`), in the order given.
pub fn set_players<G: SheetGame>(report: &mut Report<G>, players: &[Option<Player>]) {
    for (board, player) in report.boards.iter_mut().zip(players) {
        board.player = *player;
    }
}

/// Reconciles two sheets of any game that began in `start`, and up to two boards
/// already checked.
pub fn reconcile_game<G: SheetGame>(
    start: &G,
    a: &Sheet,
    b: &Sheet,
    boards: &[G::Placement],
) -> Result<Report<G>, ReconcileError> {
    let (a, b) = (&a.aligned(start), &b.aligned(start));
    for (index, sheet) in [a, b].into_iter().enumerate() {
        check_sheet(start, index + 1, sheet)?;
    }
    let comparison = compare::compare(start, [a, b], boards);
    let agreed = Prepared::new(start, &comparison.agreed);
    let target = agreed.end().clone();
    let records: Vec<(Option<usize>, Prepared<G>)> = match comparison.split {
        None => vec![(None, agreed)],
        Some(_) => comparison
            .continuations
            .iter()
            .enumerate()
            .map(|(s, more)| {
                let mut moves = comparison.agreed.clone();
                moves.extend_from_slice(more);
                (Some(s + 1), Prepared::new(start, &moves))
            })
            .collect(),
    };
    let agreed_plies = comparison.agreed.len();
    let sheets = [a, b];
    let boards = boards
        .iter()
        .enumerate()
        .map(|(index, board)| {
            board_report(index + 1, board, &target, &records, agreed_plies, sheets)
        })
        .collect();
    Ok(Report {
        verdict: if comparison.split.is_some() {
            Verdict::SheetsDiverge
        } else {
            Verdict::SheetsAgree
        },
        agreed_plies,
        return_to: ReturnTo {
            move_number: move_of_ply(start, agreed_plies + 1).0,
            side_to_move: target.side(),
            fen: target.setup_text(),
            position: target,
        },
        adjust_clocks: comparison.split.is_some(),
        divergence: comparison.split.map(|split| Divergence {
            ply: split.ply,
            sheets: split.entries,
            written: written(sheets, split.ply),
        }),
        boards,
        clocks: clocks_at([a, b], agreed_plies),
        notes: comparison.notes,
        games: [a, b]
            .iter()
            .enumerate()
            .filter_map(|(s, sheet)| sheet.game.clone().map(|of| GameRead { sheet: s + 1, of }))
            .collect(),
        start: start.clone(),
        record: comparison.agreed,
    })
}

/// Sheet 1's and sheet 2's entries for half-move `ply` (from 1) as written.
fn written(sheets: [&Sheet; 2], ply: usize) -> [String; 2] {
    sheets.map(|sheet| written_on(sheet, ply))
}

/// The entry of `sheet` for half-move `ply` (from 1) as written, `-` for none.
fn written_on(sheet: &Sheet, ply: usize) -> String {
    match ply.checked_sub(1).and_then(|index| sheet.entry(index)) {
        Some(Entry::Written(text)) => text.clone(),
        _ => "-".to_owned(),
    }
}

fn board_report<G: SheetGame>(
    index: usize,
    board: &G::Placement,
    target: &G,
    records: &[(Option<usize>, Prepared<G>)],
    agreed_plies: usize,
    sheets: [&Sheet; 2],
) -> BoardReport<G> {
    let target_board = target.placement();
    let matches_target = *board == target_board;
    // Which sheet's record the board shows, past the return point: say that first, and
    // take those moves back.
    let shown = records.iter().find_map(|(sheet, record)| {
        let sheet = (*sheet)?;
        record
            .ply_showing(board, agreed_plies)
            .map(|ply| (sheet, record, ply))
    });
    let take_back = match shown {
        Some((sheet, record, plies)) => (agreed_plies + 1..=plies)
            .rev()
            .filter_map(|ply| {
                let before = record.position(ply - 1)?;
                let after = record.position(ply)?;
                let mv = record.move_at(ply)?;
                Some(TakeBack {
                    ply,
                    san: written_move(before, mv),
                    written: sheets
                        .get(sheet - 1)
                        .map_or_else(|| "-".to_owned(), |s| written_on(s, ply)),
                    corrections: corrections_of::<G>(&after.placement(), &before.placement()),
                    before: before.clone(),
                    mv: mv.clone(),
                })
            })
            .collect(),
        None => Vec::new(),
    };
    // A board that shows one sheet's record is not wrong by that sheet: no explanation
    // blames it for not following the other.
    let explanation = if matches_target || shown.is_some() {
        None
    } else {
        records.iter().find_map(|(sheet, record)| {
            record.explain(board).map(|found| Explanation {
                ply: found.ply,
                recorded: written_move(&found.before, &found.recorded),
                executed: written_move(&found.before, &found.executed),
                sheet: *sheet,
                written: written(sheets, found.ply),
                before: found.before,
                recorded_move: found.recorded,
                executed_move: found.executed,
            })
        })
    };
    BoardReport {
        index,
        matches_target,
        corrections: corrections_of::<G>(board, &target_board),
        explanation,
        shows_sheet: shown.map(|(sheet, _, _)| sheet),
        shows_plies: shown.map(|(_, _, plies)| plies),
        player: None,
        take_back,
    }
}

/// A sheet must have moves, and it must be in a notation hektor reads: when at least two
/// entries, and more than a quarter of them, cannot be read at all or begin with a
/// capital letter no supported notation uses for a piece (`Cf3`, `Fb5` of French,
/// Spanish or Italian sheets), the sheet is refused rather than reported as divergent.
fn check_sheet<G: SheetGame>(
    start: &G,
    sheet: usize,
    content: &Sheet,
) -> Result<(), ReconcileError> {
    let written: Vec<&str> = content
        .entries
        .iter()
        .filter_map(|e| match e {
            Entry::Written(text) => Some(text.as_str()),
            Entry::Gap => None,
        })
        .collect();
    if written.is_empty() {
        return Err(ReconcileError::EmptySheet { sheet });
    }
    let foreign: Vec<&str> = written
        .iter()
        .copied()
        .filter(|text| start.foreign(text))
        .collect();
    match foreign.first() {
        Some(first) if foreign.len() >= 2 && foreign.len() * 4 > written.len() => {
            Err(ReconcileError::UnknownLanguage {
                sheet,
                entry: (*first).to_owned(),
            })
        }
        _ => Ok(()),
    }
}

fn clocks_at(sheets: [&Sheet; 2], plies: usize) -> Vec<ClockReading> {
    sheets
        .iter()
        .enumerate()
        .filter_map(|(s, sheet)| {
            let after = sheet.clocks.get(plies.checked_sub(1)?)?;
            (after.white_ms.is_some() || after.black_ms.is_some()).then_some(ClockReading {
                sheet: s + 1,
                white_ms: after.white_ms,
                black_ms: after.black_ms,
            })
        })
        .collect()
}

/// The legal move `mv` of `pos` as the record writes it (SAN with check marks; draughts
/// notation).
pub fn written_move<G: GamePosition>(pos: &G, mv: &G::Move) -> String {
    pos.notate(mv).text
}

/// The position after the legal move `mv`.
pub fn after<G: SheetGame>(pos: &G, mv: &G::Move) -> G {
    pos.after_legal(mv)
}

/// The move number and whether White plays half-move `ply` (from 1) of a game starting
/// in `start`.
pub fn move_of_ply<G: SheetGame>(start: &G, ply: usize) -> (u32, bool) {
    let first_black = usize::from(!G::is_white(start.side()));
    let index = ply.saturating_sub(1) + first_black;
    let number = u32::try_from(index / 2).unwrap_or(u32::MAX - 1);
    (
        start.move_number().saturating_add(number),
        index.is_multiple_of(2),
    )
}

fn ser_color<G: SheetGame, S: Serializer>(color: &G::Color, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(if G::is_white(*color) {
        "white"
    } else {
        "black"
    })
}

fn ser_role<G: SheetGame, S: Serializer>(role: &G::Role, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(G::role_name(*role))
}

fn ser_square_opt<G: SheetGame, S: Serializer>(
    square: &Option<G::Square>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match square {
        Some(square) => s.serialize_str(&G::square_name(*square)),
        None => s.serialize_none(),
    }
}

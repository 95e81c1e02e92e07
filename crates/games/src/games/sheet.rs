//! Scoresheets, whatever the game: a saved game's written (chess's through
//! [`super::chess::sheet::render`], draughts' through [`super::draughts::export`], a
//! registered game's through [`super::other::sheet`]), the other sheet of a
//! session's `reconcile` read and compared with the record (a registered game's read by
//! the game, [`super::other::reconcile`]).

use std::path::Path;

use super::GameRecord;
use super::chess::reconcile::{Placement, read_sheet_file};
use super::chess::sheet::render;
use super::draughts::reconcile::read_pdn_sheet_file;
use super::other::reconcile::OtherWords;
use super::words::GameWords;
use super::{Board, Rules, other};
use crate::i18n::Locale;
use crate::msg;
use crate::reconcile::{
    Player, ReconcileError, Sheet, SheetFileError, SheetGame, reconcile_game, report_text,
    set_players,
};
use crate::scoresheet::input::InputError;
use crate::scoresheet::{ExportError, ExportOptions, Format, Literary, ProfileError};

/// The other scoresheet of a reconciliation in the file at `path` (game `game` of a file
/// with several), read as a game of `rules` reads one: chess as text, PGN or a game file;
/// draughts as PDN or a game file of its board.
///
/// # Errors
///
/// The file does not read, or holds no such game or no sheet of the game.
pub fn read(path: &Path, game: Option<usize>, rules: Rules) -> Result<Sheet, SheetFileError> {
    match (rules, rules.draughts()) {
        (Rules::Other(other), _) => {
            super::other::reconcile::read_sheet_file::<Board>(path, other, game)
                .map(|(sheet, _)| sheet)
        }
        (_, None) => read_sheet_file::<Board>(path, game).map(|(sheet, _)| sheet),
        (_, Some(variant)) => {
            read_pdn_sheet_file::<Board>(path, game, variant).map(|(sheet, _)| sheet)
        }
    }
}

/// The report's lines of the session's own sheet `own` against `other`, for a game that
/// began at `start`, with the `boards` entered (chess compares them; each with whose it
/// is), said with `words`.
///
/// # Errors
///
/// A sheet or board that cannot be used.
pub fn reconcile(
    start: &Board,
    (own, other): (&Sheet, &Sheet),
    boards: &[(Placement, Option<Player>)],
    words: &GameWords,
) -> Result<Vec<String>, ReconcileError> {
    let players: Vec<Option<Player>> = boards.iter().map(|(_, player)| *player).collect();
    match start {
        Board::Chess(start) => {
            let boards: Vec<Placement> = boards.iter().map(|(board, _)| board.clone()).collect();
            report_lines(start, (own, other), &boards, &players, words.announcer())
        }
        Board::Draughts(start) => {
            let words = words.draughts_report();
            report_lines(start, (own, other), &[], &players, &words)
        }
        Board::Other(start) => {
            let words = OtherWords {
                game: start.game(),
                locale: Locale::new(words.locale().lang()),
            };
            report_lines(start, (own, other), &[], &players, &words)
        }
    }
}

/// The report of [`reconcile_game`] over `start`'s game, its boards' players set, in
/// `words`.
fn report_lines<G: SheetGame>(
    start: &G,
    (own, other): (&Sheet, &Sheet),
    boards: &[G::Placement],
    players: &[Option<Player>],
    words: &G::Words,
) -> Result<Vec<String>, ReconcileError> {
    let mut report = reconcile_game(start, own, other, boards)?;
    set_players(&mut report, players);
    Ok(report_text(&report, words))
}

/// The extension of the record's own file ([`write_own_file`]).
pub fn own_extension(record: &GameRecord) -> &'static str {
    match record.rules.draughts() {
        Some(_) => "pdn",
        None => "pgn",
    }
}

/// Writes the record as its game's own file, the one replay opens (PDN for draughts, PGN
/// otherwise), to `out`: a chess game ply by ply as it is replayed.
///
/// # Errors
///
/// The PGN export options do not read, the record does not play through (nothing is
/// written then), or writing fails.
pub fn write_own_file(record: &GameRecord, out: &mut dyn std::io::Write) -> Result<(), InputError> {
    if let Some(variant) = record.rules.draughts() {
        let text = super::draughts::export::record_pdn(record, Some(variant));
        return out.write_all(text.as_bytes()).map_err(InputError::Write);
    }
    let options = ExportOptions::new(Format::Pgn, crate::i18n::Lang::En)?;
    let locale = Locale::new(options.lang);
    let page = options.page()?;
    super::chess::sheet::input::write_sheet(record, &options, &locale, page, out)
}

/// The scoresheet of `record` in `format`, or why not (the formats of its game when
/// `format` is none of them); a draughts game that does not play through is named by its
/// saved game, `journal`.
///
/// # Errors
///
/// The format is not one of the game's, a profile does not read, or the record does not
/// play through.
pub fn of_record(
    record: &GameRecord,
    locale: &Locale,
    format: Option<Format>,
    journal: &Path,
) -> Result<Vec<u8>, SheetError> {
    match record.rules {
        Rules::Other(game) => other_sheet(game, record, locale, format),
        Rules::Draughts64 | Rules::Draughts100 => draughts_sheet(record, locale, format, journal),
        Rules::Chess => chess_sheet(record, locale, format),
    }
}

/// Why a session's `export` writes no scoresheet; [`SheetError::sentence`] says it.
#[derive(Debug)]
pub enum SheetError {
    /// A format the export of the game played by `rules` does not write: its formats
    /// are said.
    Formats(Rules),
    /// A Braille profile or literary table that does not read.
    Profile(ProfileError),
    /// The chess scoresheet cannot be written.
    Export(ExportError),
    /// The draughts game does not read or play through.
    Input(InputError),
}

impl SheetError {
    /// What was wrong, in `locale`'s language.
    pub fn sentence(&self, locale: &Locale) -> String {
        match self {
            SheetError::Formats(Rules::Chess) => locale.text(msg::SESSION_EXPORT_CHESS_FORMATS),
            SheetError::Formats(Rules::Draughts64 | Rules::Draughts100) => {
                locale.text(msg::SESSION_EXPORT_DRAUGHTS_FORMATS)
            }
            SheetError::Formats(Rules::Other(_)) => locale.text(msg::SESSION_EXPORT_OTHER_FORMATS),
            SheetError::Profile(error) => error.sentence(locale),
            SheetError::Export(error) => error.sentence(locale),
            SheetError::Input(error) => error.sentence(locale),
        }
    }
}

/// The scoresheet of the chess game `record` in `format`, or why not (the formats of
/// chess when `format` is none of them).
fn chess_sheet(
    record: &GameRecord,
    locale: &Locale,
    format: Option<Format>,
) -> Result<Vec<u8>, SheetError> {
    let format = format.ok_or(SheetError::Formats(Rules::Chess))?;
    let options = ExportOptions::new(format, locale.lang()).map_err(SheetError::Profile)?;
    // PDN asked for a chess game is said as the formats of chess.
    render(record, &options).map_err(SheetError::Export)
}

/// The scoresheet of the draughts game `record` in `format`, or why not (the formats of
/// draughts when `format` is none of them; a game that does not play through is named by
/// its saved game, `journal`).
fn draughts_sheet(
    record: &GameRecord,
    locale: &Locale,
    format: Option<Format>,
    journal: &Path,
) -> Result<Vec<u8>, SheetError> {
    use super::draughts::braille::{BrailleProfile, DEFAULT_PROFILE};
    use super::draughts::export::{DraughtsOptions, export_from, record_pdn, unchecked};
    let format = format.ok_or(SheetError::Formats(record.rules))?;
    let profile = BrailleProfile::resolve(DEFAULT_PROFILE).map_err(SheetError::Profile)?;
    let page = format.page(None, None, None).map_err(SheetError::Export)?;
    let literary = Literary::of(locale.lang()).map_err(SheetError::Profile)?;
    let options = DraughtsOptions {
        format,
        profile: &profile,
        literary: &literary,
        locale,
        page,
        // A record hektor keeps is read whole: it is never cut.
        warn: &|_| {},
        unchecked: &unchecked(record, record.rules.draughts()),
    };
    // PGN is not a format of a draughts game: the export would refuse it first.
    if format == Format::Pgn {
        return Err(SheetError::Formats(record.rules));
    }
    let text = record_pdn(record, record.rules.draughts());
    let mut bytes = Vec::new();
    export_from(
        text.as_bytes(),
        &journal.display().to_string(),
        crate::scoresheet::input::Which::Game(1),
        &options,
        &mut bytes,
    )
    .map_err(SheetError::Input)?;
    Ok(bytes)
}

/// The scoresheet of `record`, a game of the registered `game`, in `format`, or why not
/// (the game's formats when `format` is none of them: text, BRF, Unicode Braille).
fn other_sheet(
    game: &'static dyn other::Game,
    record: &GameRecord,
    locale: &Locale,
    format: Option<Format>,
) -> Result<Vec<u8>, SheetError> {
    let format = format
        .filter(|format| other::sheet::writes(*format))
        .ok_or(SheetError::Formats(record.rules))?;
    let page = format.page(None, None, None).map_err(SheetError::Export)?;
    let literary = Literary::of(locale.lang()).map_err(SheetError::Profile)?;
    let options = other::sheet::SheetOptions {
        format,
        literary: &literary,
        locale,
        page,
    };
    Ok(other::sheet::render_record(game, record, &options))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::game::record::MoveRecord;
    use crate::i18n::Lang;

    fn written(rules: Rules, moves: &[&str]) -> GameRecord {
        GameRecord {
            rules,
            moves: moves
                .iter()
                .map(|san| MoveRecord::as_written(san, 0, None))
                .collect(),
            ..GameRecord::default()
        }
    }

    /// Issue 38: the session's `export` of a game kept as written writes its moves as
    /// written, the first that is not legal and the ones after it marked, in both games.
    #[test]
    fn a_session_exports_a_game_kept_as_written_with_its_illegal_part_marked() {
        let locale = Locale::new(Lang::En);
        let journal = Path::new("game.jsonl");
        let chess = written(Rules::Chess, &["e2e4", "e5", "Qd7", "Nc6"]);
        let sheet = of_record(&chess, &locale, Some(Format::Text), journal).unwrap();
        let sheet = String::from_utf8(sheet).unwrap();
        assert!(
            sheet.contains("\n1. e2e4 e5\n2. Qd7 (?) Nc6 (?)\n"),
            "{sheet}"
        );
        let draughts = written(Rules::Draughts100, &["32-28", "17-22", "28-23"]);
        let sheet = of_record(&draughts, &locale, Some(Format::Text), journal).unwrap();
        let sheet = String::from_utf8(sheet).unwrap();
        assert!(
            sheet.contains("\n1. 32-28 17-22\n2. 28-23 (?)\n"),
            "{sheet}"
        );
    }
}

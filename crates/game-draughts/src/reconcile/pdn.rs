//! Draughts scoresheets: PDN files (and telling a draughts sheet file from a chess one).

use std::path::Path;

use hektor_draughts::notation::SquareForm;
use hektor_draughts::pdn::{Element, Game, PdnError, PdnReader};
use hektor_draughts::{Position, Variant};

use super::errors::PdnSheetError;
use crate::game::journal;
use crate::game::rules::Playable;
use crate::notation::movetext::MoveNumber;
use hektor_game_core::reconcile::{Entry, Sheet};
use hektor_game_core::reconcile::{GameOf, SHEET_LIMIT, SheetFileError, load_journal};

/// The game of draughts the sheet file at `path` holds, if it is a draughts scoresheet: a
/// `.pdn` file, a file with a `GameType` tag or a draughts FEN tag, or moves by square
/// number (`32-28`) (the game its first game shows; draughts-100 when it does not read).
/// A hektor game file is told by its start, which the dispatch reads.
pub fn draughts_of(path: &Path) -> Option<Variant> {
    let text = crate::files::read_text(path, SHEET_LIMIT).ok()?;
    let numbered = || {
        PdnReader::new(text.as_bytes())
            .next()
            .and_then(Result::ok)
            .and_then(|game| {
                game.moves()
                    .next()
                    .map(|mv| mv.form() == SquareForm::Numeric)
            })
            .unwrap_or(false)
    };
    let pdn = path
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("pdn"))
        || text.contains("[GameType")
        || text.contains("[FEN \"W:")
        || text.contains("[FEN \"B:")
        || numbered();
    pdn.then(|| {
        read_pdn_sheet(&text, None, None)
            .map_or(Variant::International, |(_, start)| start.variant())
    })
}

/// The sheet of game `game` (from 1; the first when `None`) of the PDN `text`, with its
/// start position; `variant` is the game asked for, else the one the file shows.
pub fn read_pdn_sheet(
    text: &str,
    game: Option<usize>,
    variant: Option<Variant>,
) -> Result<(Sheet, Position), PdnSheetError> {
    let games: Vec<Result<Game, PdnError>> = PdnReader::new(text.as_bytes()).collect();
    let count = games.len();
    let wanted = game.unwrap_or(1);
    let chosen = match wanted.checked_sub(1).and_then(|i| games.get(i)) {
        Some(Ok(chosen)) => chosen,
        Some(Err(error)) => return Err(PdnSheetError::Pdn(error.clone())),
        // Nothing at all: an empty sheet, which reconciling refuses as such.
        None if count == 0 => {
            let variant = variant.unwrap_or(Variant::International);
            return Ok((Sheet::default(), Position::new(variant)));
        }
        None => return Err(PdnSheetError::NoSuchGame { wanted, count }),
    };
    let variant = variant.unwrap_or(chosen.variant());
    let start = match chosen.fen() {
        Some(fen) => {
            Position::from_fen(variant, fen).map_err(|_| PdnSheetError::Start(fen.to_owned()))?
        }
        None => Position::new(variant),
    };
    let mut sheet = Sheet::default();
    let mut number = None;
    for element in chosen.body() {
        let entry = match element {
            Element::MoveNumber { number: n, black } => {
                number = Some(MoveNumber {
                    number: *n,
                    black: *black,
                });
                continue;
            }
            Element::Move(mv) => Entry::Written(mv.notation(variant)),
            Element::Missing(_) => Entry::Gap,
            _ => continue,
        };
        sheet.entries.push(entry);
        sheet.numbers.push(number.take());
    }
    while sheet.entries.last() == Some(&Entry::Gap) {
        sheet.entries.pop();
        sheet.numbers.pop();
    }
    if count > 1 {
        sheet.game = Some(GameOf {
            game: wanted,
            games: count,
            white: chosen.tag("White").map(str::to_owned),
            black: chosen.tag("Black").map(str::to_owned),
        });
    }
    Ok((sheet, start))
}

/// Reads the draughts sheet in the PDN file or hektor game journal (of a game played in
/// positions `P`) at `path` (game `game` of a PDN file with several, game 1 when `None`)
/// with its start position in `variant`, the game asked for.
pub fn read_pdn_sheet_file<P: Playable>(
    path: &Path,
    game: Option<usize>,
    variant: Variant,
) -> Result<(Sheet, hektor_draughts::Position), SheetFileError> {
    if journal::holds_game::<P>(path) {
        let record = load_journal::<P>(path, game)?;
        let start = match &record.start_fen {
            Some(fen) => hektor_draughts::Position::from_fen(variant, fen)
                .map_err(|_| SheetFileError::Game(Box::new(PdnSheetError::Start(fen.clone()))))?,
            None => hektor_draughts::Position::new(variant),
        };
        return Ok((Sheet::from_record(&record), start));
    }
    let text = crate::files::read_text(path, SHEET_LIMIT).map_err(SheetFileError::Unreadable)?;
    read_pdn_sheet(&text, game, Some(variant)).map_err(|error| match error {
        PdnSheetError::NoSuchGame { wanted, count } => SheetFileError::NoSuchGame { wanted, count },
        other => SheetFileError::Game(Box::new(other)),
    })
}

//! Draughts scoresheets: PDN files (and telling a draughts sheet file from a chess one).

use std::path::Path;

use fluent_bundle::FluentValue;
use hektor_draughts::notation::SquareForm;
use hektor_draughts::pdn::{Element, Game, PdnError, PdnErrorKind, PdnReader};
use hektor_draughts::{Position, Variant};

use super::sheet::{Entry, Sheet};
use super::sheet::{GameOf, SHEET_LIMIT};
use crate::i18n::{Locale, sentence};
use crate::notation::movetext::MoveNumber;

/// Why a PDN sheet cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdnSheetError {
    /// The game does not read as PDN.
    #[error("game {} (line {}) is not PDN hektor reads", .0.game, .0.line)]
    Pdn(PdnError),
    /// The `FEN` tag is not a position of the game.
    #[error("the FEN tag {0:?} is not a position of the game")]
    Start(String),
    /// The file has fewer games than the number asked for.
    #[error("the file has {count} games, so there is no game {wanted}")]
    NoSuchGame {
        /// The game asked for.
        wanted: usize,
        /// How many games the file has.
        count: usize,
    },
}

impl PdnSheetError {
    /// Why, as a sentence of the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let id = match self {
            PdnSheetError::Pdn(error) => {
                args.push(("game", error.game.into()));
                args.push(("number", error.line.into()));
                match &error.kind {
                    PdnErrorKind::Move { text, .. } => {
                        args.push(("entry", text.clone().into()));
                        "reconcile-pdn-move"
                    }
                    _ => "reconcile-pdn-unreadable",
                }
            }
            PdnSheetError::Start(fen) => {
                args.push(("placement", fen.clone().into()));
                "reconcile-pdn-start"
            }
            PdnSheetError::NoSuchGame { wanted, count } => {
                args.push(("wanted", (*wanted).into()));
                args.push(("count", (*count).into()));
                "reconcile-no-such-game"
            }
        };
        sentence(locale, id, &args)
    }
}

/// The game of draughts the sheet file at `path` holds, if it is a draughts scoresheet: a
/// hektor journal of a draughts game, a `.pdn` file, a file with a `GameType` tag or a
/// draughts FEN tag, or moves by square number (`32-28`) (the game its first game shows;
/// draughts-100 when it does not read).
pub fn draughts_of(path: &Path) -> Option<Variant> {
    if crate::game::journal::holds_game(path) {
        return match crate::game::journal::start_of(path)?.event {
            crate::game::journal::Event::Start { rules, .. } => rules.draughts(),
            _ => None,
        };
    }
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

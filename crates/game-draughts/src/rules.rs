//! Draughts behind the seam: the `hektor-draughts` rules as [`GamePosition`]
//! ([`DraughtsPosition`]), moves written as PDN writes them, and the draw rules counted over
//! the game.

use hektor_draughts::notation::{self, Mark, SquareForm};
use hektor_draughts::{Color, DrawCounter, DrawRule, EndReason, Move, Position, Square, Variant};

use crate::game::record::{DraughtsDraw, GameResult, Termination};
use crate::position::{Ending, GamePosition, Notated, SquareView};
use crate::terms::Player;

/// `mv` of `variant` as PDN writes it: numbers and `x` on 10x10 (`26x17x28`), letters
/// and `:` on 8x8 (`c3:e5:g3`), a dash for a quiet move.
pub fn written(variant: Variant, mv: &Move) -> String {
    notation::full_notation(variant, mv, form(variant), capture_mark(variant))
}

/// `square` of `variant` as PDN writes it.
pub fn written_square(variant: Variant, square: Square) -> String {
    match form(variant) {
        SquareForm::Numeric => square.number().to_string(),
        SquareForm::Algebraic => square.algebraic(variant),
    }
}

/// How the squares of `variant` are written: numbers on 10x10, letters on 8x8.
fn form(variant: Variant) -> SquareForm {
    match variant {
        Variant::International => SquareForm::Numeric,
        Variant::Russian => SquareForm::Algebraic,
    }
}

/// The capture mark PDN writes for `variant`: `x` on 10x10, `:` on 8x8.
fn capture_mark(variant: Variant) -> Mark {
    match variant {
        Variant::International => Mark::Cross,
        Variant::Russian => Mark::Colon,
    }
}

/// The record's key of `mv`: every square of its path by number, joined by `x` for a
/// capture and `-` for a quiet move (`26x17x28`, `9-13`).
fn key(mv: &Move, variant: Variant) -> String {
    let mark = if mv.is_capture() {
        Mark::Cross
    } else {
        Mark::Dash
    };
    notation::full_notation(variant, mv, SquareForm::Numeric, mark)
}

/// The record's name of a draw rule of draughts.
fn draw_of(rule: DrawRule) -> Termination {
    match rule {
        DrawRule::Repetition => Termination::Repetition,
        DrawRule::SmallEnding => Termination::DraughtsDraw(DraughtsDraw::SmallEnding),
        DrawRule::LoneKing { .. } => Termination::DraughtsDraw(DraughtsDraw::LoneKing),
        DrawRule::KingsOnly { .. } => Termination::DraughtsDraw(DraughtsDraw::KingsOnly),
        DrawRule::NoMaterialChange { .. } => {
            Termination::DraughtsDraw(DraughtsDraw::NoMaterialChange)
        }
    }
}

/// The side a draughts colour plays.
pub fn player_of(color: hektor_draughts::Color) -> Player {
    match color {
        hektor_draughts::Color::White => Player::White,
        hektor_draughts::Color::Black => Player::Black,
    }
}

/// A draughts position as the core's traits take it ([`GamePosition`],
/// [`SheetGame`](hektor_game_core::reconcile::SheetGame)): the rules engine's [`Position`], wrapped so
/// that the game implements them for a type of its own. The draughts code inside works on
/// [`Position`]; the wrapper is only where a core trait is needed (a replay tree, the
/// written check, reconcile, the dispatch's board). No `Deref`: the engine's position and
/// [`GamePosition`] share method names (`turn`, `legal_moves`, `play`), so the inner
/// position is reached only by [`DraughtsPosition::draughts`], and a [`Position`] wrapped
/// by `From`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[repr(transparent)]
pub struct DraughtsPosition(Position);

impl DraughtsPosition {
    /// The rules engine's position inside.
    pub fn draughts(&self) -> &Position {
        &self.0
    }
}

impl From<Position> for DraughtsPosition {
    fn from(position: Position) -> DraughtsPosition {
        DraughtsPosition(position)
    }
}

impl GamePosition for DraughtsPosition {
    type Move = Move;
    type Line = DrawCounter;

    fn turn(&self) -> Player {
        player_of(self.0.turn())
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.0.legal_moves()
    }

    fn play(&self, mv: &Move) -> Option<DraughtsPosition> {
        self.0.play(mv).ok().map(DraughtsPosition)
    }

    fn notate(&self, mv: &Move) -> Notated {
        let variant = self.0.variant();
        Notated {
            text: written(variant, mv),
            key: key(mv, variant),
            check: false,
        }
    }

    fn move_of_key(&self, wanted: &str) -> Option<Move> {
        let variant = self.0.variant();
        self.0
            .legal_paths()
            .into_iter()
            .find(|mv| key(mv, variant) == wanted)
    }

    fn setup_text(&self) -> String {
        self.0.to_fen()
    }

    fn board_size(&self) -> u8 {
        self.0.variant().size()
    }

    /// The side to move has no piece or no move and loses (seed 003 II.4.2.2-4.2.3,
    /// III.4.2.2-4.2.3); a draw rule of the seed holds (repetition, the small ending, the
    /// lone king, kings only, no change of material).
    fn ending(&self, line: &DrawCounter) -> Option<Ending> {
        ending(&self.0, line)
    }

    fn line(&self) -> DrawCounter {
        DrawCounter::new(self.0.clone())
    }

    /// The counter plays `mv` from its own position, which is this one.
    fn extend(&self, line: &mut DrawCounter, mv: &Move, _after: &DraughtsPosition) {
        // A move legal here is legal to the counter, which stands here too.
        let _reached = line.play(mv);
    }
}

/// How `position` ends the game by itself, the game having gone as `counter` counted
/// (see [`GamePosition::ending`]).
pub fn ending(position: &Position, counter: &DrawCounter) -> Option<Ending> {
    if let Some(outcome) = position.outcome() {
        let result = match outcome.winner {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        };
        let termination = match outcome.reason {
            EndReason::NoPieces => Termination::NoPieces,
            EndReason::NoMoves => Termination::NoMoves,
        };
        return Some(Ending {
            result,
            termination,
        });
    }
    counter.holding().first().map(|&rule| Ending {
        result: GameResult::Draw,
        termination: draw_of(rule),
    })
}

/// The square in column `file` and row `rank` (both from 0, from White's lower left
/// corner), for drawing.
pub fn square_view(position: &Position, file: u8, rank: u8) -> SquareView<hektor_draughts::Piece> {
    let variant = position.variant();
    let row = variant.size().saturating_sub(rank + 1);
    let square = Square::from_coords(variant, row, file);
    SquareView {
        dark: square.is_some(),
        piece: square.and_then(|square| position.piece_at(square)),
        playing: square.is_some(),
    }
}

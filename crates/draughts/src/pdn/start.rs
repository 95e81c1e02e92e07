//! Where a PDN game starts: its `FEN` tag's position, or the game's own start. PDN 3.0
//! lets a FEN say `?` for the side to move (unknown): the moves written decide it.

use super::{Element, Game, moves_after};
use crate::fen::FenError;
use crate::notation::{self, Resolved};
use crate::{Color, Position};

/// A game's start position, and whether its side to move was decided from the moves
/// because the FEN said `?`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Start {
    /// The position before the first move.
    pub position: Position,
    /// The side to move, when the FEN gave `?` and the moves decided it.
    pub side_decided: Option<Color>,
}

impl Game {
    /// The position the game starts from: the `FEN` tag's (see
    /// [`Position::from_fen`]), or the game's own start without one. A FEN whose side
    /// to move is `?` (PDN 3.0: unknown) gets the side of the first move written: Black
    /// after a number written with three dots (`1...`), else the side whose move it is
    /// legally (White when both or neither could play it).
    ///
    /// ```
    /// use hektor_draughts::Color;
    /// use hektor_draughts::pdn::PdnReader;
    ///
    /// let text = "[FEN \"?:W29,13,11:B22,4,2\"]\n\n1. 22-27 29-24 *\n";
    /// let game = PdnReader::new(text.as_bytes()).next().unwrap().unwrap();
    /// let start = game.start().unwrap();
    /// assert_eq!(start.side_decided, Some(Color::Black));
    /// assert_eq!(start.position.turn(), Color::Black);
    /// ```
    pub fn start(&self) -> Result<Start, FenError> {
        let variant = self.variant();
        let Some(fen) = self.fen() else {
            return Ok(Start {
                position: Position::new(variant),
                side_decided: None,
            });
        };
        let Some(rest) = fen.trim_start().strip_prefix('?') else {
            return Position::from_fen(variant, fen).map(|position| Start {
                position,
                side_decided: None,
            });
        };
        let white = Position::from_fen(variant, &format!("W{rest}"))?;
        let black = Position::from_fen(variant, &format!("B{rest}"))?;
        let side = match self.first_written_side() {
            Some(side) => side,
            None if !self.first_move_fits(&white) && self.first_move_fits(&black) => Color::Black,
            None => Color::White,
        };
        Ok(Start {
            position: if side == Color::Black { black } else { white },
            side_decided: Some(side),
        })
    }

    /// The side the first move number says moves first: Black after `1...`, White after
    /// `1.` when a move follows it; `None` without a number before the first move.
    fn first_written_side(&self) -> Option<Color> {
        for element in self.body() {
            match element {
                Element::MoveNumber { black: true, .. } => return Some(Color::Black),
                Element::MoveNumber { black: false, .. } => continue,
                Element::Move(_) | Element::Missing(_) => return None,
                _ => {}
            }
        }
        None
    }

    /// Whether the first move written is a legal move in `position`.
    fn first_move_fits(&self, position: &Position) -> bool {
        moves_after(self.body(), None)
            .next()
            .is_some_and(|written| {
                !matches!(
                    notation::resolve(self.variant(), written, &position.legal_moves()),
                    Resolved::Unfit(_)
                )
            })
    }
}

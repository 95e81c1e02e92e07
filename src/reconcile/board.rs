//! What stands on a physical board: read from a FEN (the placement part is enough) or a
//! piece list, and checked for what can never happen in a game.

use fluent_bundle::FluentArgs;
use shakmaty::{Bitboard, Board, Color, Role, Square};

use super::Player;
use super::pieces::{PieceListError, parse_piece_list};
use crate::announce::lexicon::BoardWord;
use crate::games::chess::fen::FenProblem;
use crate::i18n::Locale;

/// A board that cannot be used; [`BoardError::phrase`] says why in the UI language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The FEN placement does not read.
    #[error("the FEN placement \"{placement}\" cannot be read: {reason}")]
    Fen {
        /// The placement as given.
        placement: String,
        /// What is wrong.
        reason: FenProblem,
    },
    /// The piece list does not read.
    #[error("{0}")]
    PieceList(#[from] PieceListError),
    /// The position cannot arise in a game.
    #[error("impossible position: {0}")]
    Impossible(Impossible),
    /// A draughts board that does not read.
    #[error("{0}")]
    Draughts(#[from] super::DraughtsBoardError),
}

/// Why a board cannot stand in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Impossible {
    /// A pawn on the first or last rank.
    #[error("a {color} pawn stands on {square}")]
    PawnOnEdge {
        /// Its colour.
        color: Color,
        /// Its square.
        square: Square,
    },
    /// Not exactly one king of a side.
    #[error("{color} has {count} kings")]
    Kings {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: usize,
    },
    /// More than 8 pawns of a side.
    #[error("{color} has {count} pawns")]
    Pawns {
        /// The side.
        color: Color,
        /// How many pawns it has.
        count: usize,
    },
    /// More than 16 pieces of a side.
    #[error("{color} has {count} pieces")]
    Pieces {
        /// The side.
        color: Color,
        /// How many pieces it has.
        count: usize,
    },
}

impl Impossible {
    /// Why, and what a board always has, as a phrase of the UI language.
    pub fn phrase(&self, locale: &Locale) -> String {
        let mut args = FluentArgs::new();
        let (id, color) = match *self {
            Impossible::PawnOnEdge { color, square } => {
                args.set("square", square.to_string());
                ("reconcile-board-pawn-edge", color)
            }
            Impossible::Kings { color, count } => {
                args.set("count", count);
                ("reconcile-board-kings", color)
            }
            Impossible::Pawns { color, count } => {
                args.set("count", count);
                ("reconcile-board-pawns", color)
            }
            Impossible::Pieces { color, count } => {
                args.set("count", count);
                ("reconcile-board-pieces", color)
            }
        };
        args.set("color", color.to_string());
        locale.format(id, Some(&args))
    }
}

impl BoardError {
    /// What is wrong with the board, as a phrase of the UI language.
    pub fn phrase(&self, locale: &Locale) -> String {
        let mut args = FluentArgs::new();
        match self {
            BoardError::Fen { placement, reason } => {
                args.set("placement", placement.clone());
                args.set("reason", reason.phrase(locale));
                locale.format("reconcile-board-fen", Some(&args))
            }
            BoardError::PieceList(error) => error.phrase(locale),
            BoardError::Draughts(error) => error.phrase(locale),
            BoardError::Impossible(why) => {
                args.set("problem", why.phrase(locale));
                locale.format("reconcile-board-impossible", Some(&args))
            }
        }
    }
}

/// Reads a board as given on the command line: `blind:POS` or `sighted:POS` (or the
/// same words of any UI language, `незрячий:POS`, `widzący:POS`) says whose board it is
/// (the player who corrects it), a plain `POS` does not.
pub fn parse_player_board(text: &str) -> Result<(Option<Player>, Board), BoardError> {
    if let Some((head, rest)) = text.split_once(':')
        && let Some(player) = player_word(head)
    {
        return parse_board(rest).map(|board| (Some(player), board));
    }
    parse_board(text).map(|board| (None, board))
}

/// The player a word names (`blind`, `sighted`, `незрячий`, `зрячий`, `niewidomy`, ...),
/// in any UI language.
pub fn player_word(word: &str) -> Option<Player> {
    match BoardWord::read(&word.trim().to_lowercase()) {
        Some(BoardWord::Blind) => Some(Player::Blind),
        Some(BoardWord::Sighted) => Some(Player::Sighted),
        _ => None,
    }
}

/// Reads `text` as a FEN (when it contains `/`) or as a piece list, and checks it.
pub fn parse_board(text: &str) -> Result<Board, BoardError> {
    let text = text.trim();
    let board = if text.contains('/') {
        let placement = text.split_whitespace().next().unwrap_or_default();
        Board::from_ascii_board_fen(placement.as_bytes()).map_err(|e| BoardError::Fen {
            placement: placement.to_owned(),
            reason: FenProblem::from(e),
        })?
    } else {
        parse_piece_list(text)?
    };
    check_board(&board)?;
    Ok(board)
}

/// Checks that `board` could stand in a game: one king each, at most 8 pawns and 16
/// pieces a side, no pawn on the first or last rank.
pub fn check_board(board: &Board) -> Result<(), BoardError> {
    let edge = Bitboard::from(shakmaty::Rank::First) | Bitboard::from(shakmaty::Rank::Eighth);
    if let Some(square) = (board.pawns() & edge).first() {
        let color = board.color_at(square).unwrap_or(Color::White);
        return Err(BoardError::Impossible(Impossible::PawnOnEdge {
            color,
            square,
        }));
    }
    for color in [Color::White, Color::Black] {
        let count = board.by_piece(Role::King.of(color)).count();
        if count != 1 {
            return Err(BoardError::Impossible(Impossible::Kings { color, count }));
        }
        let count = board.by_piece(Role::Pawn.of(color)).count();
        if count > 8 {
            return Err(BoardError::Impossible(Impossible::Pawns { color, count }));
        }
        let count = board.by_color(color).count();
        if count > 16 {
            return Err(BoardError::Impossible(Impossible::Pieces { color, count }));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn fen_placement_or_full_fen() {
        let start = Board::new();
        assert_eq!(
            parse_board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap(),
            start
        );
        assert_eq!(
            parse_board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap(),
            start
        );
    }

    #[test]
    fn a_board_may_say_whose_it_is() {
        let start = Board::new();
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        assert_eq!(
            parse_player_board(&format!("blind:{fen}")).unwrap(),
            (Some(Player::Blind), start.clone())
        );
        assert_eq!(
            parse_player_board(&format!("Sighted: {fen}")).unwrap(),
            (Some(Player::Sighted), start.clone())
        );
        assert_eq!(
            parse_player_board(&format!("незрячий:{fen}")).unwrap(),
            (Some(Player::Blind), start.clone())
        );
        assert_eq!(
            parse_player_board(&format!("Widzący:{fen}")).unwrap(),
            (Some(Player::Sighted), start.clone())
        );
        assert_eq!(parse_player_board(fen).unwrap(), (None, start.clone()));
        assert_eq!(
            parse_player_board("white: Ke1; black: Ke8").unwrap().0,
            None
        );
    }

    #[test]
    fn impossible_positions_are_named() {
        let two_kings = parse_board("white Ke1 Kd1; black Ke8").unwrap_err();
        let english = Locale::new(crate::i18n::Lang::En);
        assert_eq!(
            two_kings.phrase(&english),
            "impossible position: White has two kings; each side has exactly one"
        );
        let pawn = parse_board("white Ke1 a1; black Ke8").unwrap_err();
        assert!(pawn.phrase(&english).contains("white pawn stands on a1"));
        assert!(parse_board("8/8/8/8/8/8/8/8").is_err());
    }
}

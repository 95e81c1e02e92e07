//! Chess boards for reconciling: a FEN placement or a piece list, whose board it is, and
//! whether it could stand in a game.

use shakmaty::{Bitboard, Board, Color, Role};

use super::errors::{ChessBoardError, Impossible};
use super::pieces::parse_piece_list;
use crate::fen::FenProblem;
use crate::{player_of, square_name};
use hektor_game_core::reconcile::{Player, player_word};

/// Reads a board as given on the command line: `blind:POS` or `sighted:POS` (or the
/// same words of any UI language, `незрячий:POS`, `widzący:POS`) says whose board it is
/// (the player who corrects it), a plain `POS` does not.
pub fn parse_player_board(text: &str) -> Result<(Option<Player>, Board), ChessBoardError> {
    if let Some((head, rest)) = text.split_once(':')
        && let Some(player) = player_word(head)
    {
        return parse_board(rest).map(|board| (Some(player), board));
    }
    parse_board(text).map(|board| (None, board))
}

/// Reads `text` as a FEN (when it contains `/`) or as a piece list, and checks it.
pub fn parse_board(text: &str) -> Result<Board, ChessBoardError> {
    let text = text.trim();
    let board = if text.contains('/') {
        let placement = text.split_whitespace().next().unwrap_or_default();
        Board::from_ascii_board_fen(placement.as_bytes()).map_err(|e| ChessBoardError::Fen {
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
pub fn check_board(board: &Board) -> Result<(), ChessBoardError> {
    let edge = Bitboard::from(shakmaty::Rank::First) | Bitboard::from(shakmaty::Rank::Eighth);
    if let Some(square) = (board.pawns() & edge).first() {
        let color = board.color_at(square).unwrap_or(Color::White);
        return Err(ChessBoardError::Impossible(Impossible::PawnOnEdge {
            color: player_of(color),
            square: square_name(square),
        }));
    }
    for color in [Color::White, Color::Black] {
        let count = board.by_piece(Role::King.of(color)).count();
        if count != 1 {
            return Err(ChessBoardError::Impossible(Impossible::Kings {
                color: player_of(color),
                count,
            }));
        }
        let count = board.by_piece(Role::Pawn.of(color)).count();
        if count > 8 {
            return Err(ChessBoardError::Impossible(Impossible::Pawns {
                color: player_of(color),
                count,
            }));
        }
        let count = board.by_color(color).count();
        if count > 16 {
            return Err(ChessBoardError::Impossible(Impossible::Pieces {
                color: player_of(color),
                count,
            }));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::i18n::Locale;
    use crate::unusable::Unusable;

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

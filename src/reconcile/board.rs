//! What stands on a physical board: read from a FEN (the placement part is enough) or a
//! piece list, and checked for what can never happen in a game.

use shakmaty::{Bitboard, Board, Color, Role};

use super::Player;
use super::pieces::{PieceListError, parse_piece_list};

/// A board that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The FEN placement does not read.
    #[error("the FEN placement \"{placement}\" cannot be read: {reason}")]
    Fen {
        /// The placement as given.
        placement: String,
        /// What is wrong.
        reason: String,
    },
    /// The piece list does not read.
    #[error("{0}")]
    PieceList(#[from] PieceListError),
    /// The position cannot arise in a game.
    #[error("impossible position: {0}")]
    Impossible(String),
}

/// Reads a board as given on the command line: `blind:POS` or `sighted:POS` says whose
/// board it is (the player who corrects it), a plain `POS` does not.
pub fn parse_player_board(text: &str) -> Result<(Option<Player>, Board), BoardError> {
    let trimmed = text.trim_start();
    for (prefix, player) in [("blind:", Player::Blind), ("sighted:", Player::Sighted)] {
        if let Some(head) = trimmed.get(..prefix.len())
            && head.eq_ignore_ascii_case(prefix)
        {
            return parse_board(&trimmed[prefix.len()..]).map(|board| (Some(player), board));
        }
    }
    parse_board(text).map(|board| (None, board))
}

/// Reads `text` as a FEN (when it contains `/`) or as a piece list, and checks it.
pub fn parse_board(text: &str) -> Result<Board, BoardError> {
    let text = text.trim();
    let board = if text.contains('/') {
        let placement = text.split_whitespace().next().unwrap_or_default();
        Board::from_ascii_board_fen(placement.as_bytes()).map_err(|e| BoardError::Fen {
            placement: placement.to_owned(),
            reason: e.to_string(),
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
        return Err(BoardError::Impossible(format!(
            "a {color} pawn stands on {square}; pawns never stand on the first or last rank"
        )));
    }
    for color in [Color::White, Color::Black] {
        let kings = board.by_piece(Role::King.of(color)).count();
        if kings != 1 {
            return Err(BoardError::Impossible(format!(
                "{color} has {} king{}; each side has exactly one",
                number(kings),
                if kings == 1 { "" } else { "s" }
            )));
        }
        let pawns = board.by_piece(Role::Pawn.of(color)).count();
        if pawns > 8 {
            return Err(BoardError::Impossible(format!(
                "{color} has {pawns} pawns; a side has at most 8"
            )));
        }
        let all = board.by_color(color).count();
        if all > 16 {
            return Err(BoardError::Impossible(format!(
                "{color} has {all} pieces; a side has at most 16"
            )));
        }
    }
    Ok(())
}

fn number(n: usize) -> String {
    match n {
        0 => "no".to_owned(),
        2 => "two".to_owned(),
        3 => "three".to_owned(),
        n => n.to_string(),
    }
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
        assert_eq!(parse_player_board(fen).unwrap(), (None, start));
    }

    #[test]
    fn impossible_positions_are_named() {
        let two_kings = parse_board("white Ke1 Kd1; black Ke8").unwrap_err();
        assert_eq!(
            two_kings.to_string(),
            "impossible position: white has two kings; each side has exactly one"
        );
        let pawn = parse_board("white Ke1 a1; black Ke8").unwrap_err();
        assert!(pawn.to_string().contains("white pawn stands on a1"));
        assert!(parse_board("8/8/8/8/8/8/8/8").is_err());
    }
}

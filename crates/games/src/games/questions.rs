//! Questions about the board a game answers in words: what stands on a square, what
//! stands along a file, a rank or a diagonal, the study aids about a square, the
//! material. The session and replay ask them of [`GameWords::answer`] and say the answer,
//! or the sentence of [`Unanswered`], never asking which game is played.

use super::words::GameWords;
use super::{Board, SquareName, chess, draughts};
use crate::replay::study::SquareAid;

/// A question about the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardQuestion {
    /// What stands on a square (`square e4`, `square 32`).
    Square(SquareName),
    /// What stands along a file, from the first rank (`scan e`); 0 is the a-file.
    File(u8),
    /// What stands along a rank, from the a-file (`scan 4`); 0 is the first rank.
    Rank(u8),
    /// What stands along a diagonal, from one square to the other (`scan a1-h8`).
    Diagonal(SquareName, SquareName),
    /// A study aid about the square named, if one is named (`attacks e4`, `legal g1`).
    Aid(SquareAid, Option<SquareName>),
    /// The material of both sides (`material`).
    Material,
}

/// Why a question has no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unanswered {
    /// The game played has no such question (scanning a file in draughts):
    /// `session-chess-only`.
    NotInGame,
    /// The square, file or rank named is not on the board (or none is named): each
    /// question's own usage.
    NotOnBoard,
}

impl GameWords {
    /// The answer to `question` about `board` in the UI language, or why there is none.
    ///
    /// # Errors
    ///
    /// The game has no such question, or what it names is not on the board.
    pub fn answer(&self, board: &Board, question: BoardQuestion) -> Result<String, Unanswered> {
        match (self, board) {
            (GameWords::Chess(announcer, _), Board::Chess(pos)) => {
                chess_answer(announcer, pos.chess(), question)
            }
            (GameWords::Draughts(words, announcer), Board::Draughts(pos)) => match question {
                BoardQuestion::Square(name) => Ok(draughts::square_sentence(
                    words,
                    announcer.locale(),
                    pos.draughts(),
                    name,
                )),
                BoardQuestion::Material => {
                    Ok(draughts::material(announcer.locale(), pos.draughts()))
                }
                _ => Err(Unanswered::NotInGame),
            },
            _ => Err(Unanswered::NotInGame),
        }
    }
}

impl Board {
    /// Whether both sides have the same material (chess: in pawns; draughts: men and
    /// kings), or the game counts none: replay says the material where it differs.
    pub fn even_material(&self) -> bool {
        match self {
            Board::Chess(pos) => {
                let (white, black) = chess::study::material_points(pos.chess());
                white == black
            }
            Board::Draughts(pos) => {
                let pos = pos.draughts();
                pos.count(hektor_draughts::Color::White) == pos.count(hektor_draughts::Color::Black)
            }
            Board::Other(_) => true,
        }
    }
}

/// The chess answer to `question` about `pos`.
fn chess_answer(
    announcer: &chess::announce::Announcer,
    pos: &chess::Chess,
    question: BoardQuestion,
) -> Result<String, Unanswered> {
    let on_board = |square| chess::square(square).ok_or(Unanswered::NotOnBoard);
    match question {
        BoardQuestion::Square(name) => Ok(announcer.square_contents(pos, on_board(name)?)),
        BoardQuestion::File(file) => chess::file_of(file)
            .map(|file| announcer.scan_file(pos, file))
            .ok_or(Unanswered::NotOnBoard),
        BoardQuestion::Rank(rank) => chess::rank_of(rank)
            .map(|rank| announcer.scan_rank(pos, rank))
            .ok_or(Unanswered::NotOnBoard),
        BoardQuestion::Diagonal(from, to) => {
            Ok(announcer.scan_diagonal(pos, on_board(from)?, on_board(to)?))
        }
        BoardQuestion::Aid(aid, name) => {
            let square = on_board(name.ok_or(Unanswered::NotOnBoard)?)?;
            Ok(match aid {
                SquareAid::Attacks => chess::study::attacks(announcer, pos, square),
                SquareAid::Legal => chess::study::legal(announcer, pos, square),
            })
        }
        BoardQuestion::Material => Ok(chess::study::material(announcer, pos)),
    }
}

//! Chess for reconciling: chess's position ([`ChessPosition`]) as a [`SheetGame`] (what
//! stands on the board, how an entry reads, pieces and words), chess boards given as FEN or
//! piece lists (`board`, `pieces`) and spoken back (`text`), and the entry points of a
//! chess reconciliation ([`reconcile`], [`reconcile_from`]).

mod board;
mod errors;
mod pieces;
mod reach;
mod text;

use std::path::Path;

use shakmaty::{Bitboard, Board, Color, Move, Position, Role, Square};

pub use board::{check_board, parse_board, parse_player_board};
pub use errors::{ChessBoardError, IllegalStart, Impossible};
pub use pieces::{BoardEntry, Item, PieceListError, parse_piece_list, to_piece_list};
pub use reach::{ChessReach, play_or_pass};
pub use text::{describe_board, describe_entry};

use crate::ChessPosition;
use crate::announce::Announcer;
use crate::fen_position;
use crate::game::rules::Playable;
use crate::i18n::Locale;
use crate::notation::{MoveError, parse_move};
use hektor_game_core::reconcile::{
    BoardError, Correction, Reading, ReconcileError, Report, Sheet, SheetFileError, SheetGame,
    corrections_of, game_sheet, load_journal, read_game, reconcile_game,
};

/// What stands on a chess board, without whose turn it is.
pub type Placement = Board;

/// Reconciles two sheets of a game from the standard start, and up to two boards.
pub fn reconcile(
    a: &Sheet,
    b: &Sheet,
    boards: &[Board],
) -> Result<Report<ChessPosition>, ReconcileError> {
    reconcile_from(&ChessPosition::default(), a, b, boards)
}

/// Reconciles two sheets of a chess game that began in `start`, and up to two boards.
pub fn reconcile_from(
    start: &ChessPosition,
    a: &Sheet,
    b: &Sheet,
    boards: &[Board],
) -> Result<Report<ChessPosition>, ReconcileError> {
    for (index, board) in boards.iter().enumerate() {
        check_board(board).map_err(|error| ReconcileError::Board {
            index: index + 1,
            error: BoardError::new(error),
        })?;
    }
    reconcile_game(start, a, b, boards)
}

/// The fewest corrections that turn the chess `board` into `target`, in the order to
/// make them.
pub fn corrections(board: &Board, target: &Board) -> Vec<Correction<ChessPosition>> {
    corrections_of::<ChessPosition>(board, target)
}

/// The squares where `a` and `b` differ (colour or kind).
pub fn difference(a: &Board, b: &Board) -> Bitboard {
    let mut diff = (a.white() ^ b.white()) | (a.black() ^ b.black());
    for role in Role::ALL {
        diff |= a.by_role(role) ^ b.by_role(role);
    }
    diff
}

/// Reads the sheet in the file at `path` (game `game` of a file with several, game 1 when
/// `None`); a journal (of a game played in positions `P`) also gives its start position
/// when the game did not begin from the standard one. A file larger than [`hektor_game_core::reconcile::SHEET_LIMIT`] is read whole
/// never: with `game` named, that game alone is read (through the replay's index), up to
/// the same limit.
pub fn read_sheet_file<P: Playable>(
    path: &Path,
    game: Option<usize>,
) -> Result<(Sheet, Option<ChessPosition>), SheetFileError> {
    if !crate::game::journal::holds_game::<P>(path) {
        let limit = hektor_game_core::reconcile::SHEET_LIMIT;
        let text = match (crate::replay::source::read_text(path, limit), game) {
            (Err(error), Some(wanted)) if error.kind() == std::io::ErrorKind::FileTooLarge => {
                let format = crate::index::Pgn;
                return match crate::replay::index::game_text(path, format, wanted, limit) {
                    Ok((Some(text), count)) => Ok((game_sheet(&text, wanted, count), None)),
                    Ok((None, count)) => Err(SheetFileError::NoSuchGame { wanted, count }),
                    Err(error) => Err(SheetFileError::Unreadable(error)),
                };
            }
            (text, _) => text.map_err(SheetFileError::Unreadable)?,
        };
        return read_game(&text, game).map(|sheet| (sheet, None));
    }
    let record = load_journal::<P>(path, game)?;
    let start = match &record.start_fen {
        Some(fen) => Some(
            fen_position(fen)
                .map(ChessPosition::from)
                .map_err(|problem| SheetFileError::Game(Box::new(IllegalStart(problem))))?,
        ),
        None => None,
    };
    Ok((Sheet::from_record(&record), start))
}

impl SheetGame for ChessPosition {
    type Placement = Board;
    type Color = Color;
    type Role = Role;
    type Square = Square;
    type Reach = ChessReach;
    type Words = Announcer;
    type BoardError = ChessBoardError;

    fn placement(&self) -> Board {
        self.0.board().clone()
    }

    fn shows(&self, board: &Board) -> bool {
        self.0.board() == board
    }

    fn side(&self) -> Color {
        self.0.turn()
    }

    fn move_number(&self) -> u32 {
        self.0.fullmoves().get()
    }

    /// Without checking it again: the hot path of the explanation search.
    fn after_legal(&self, mv: &Move) -> ChessPosition {
        let mut next = self.0.clone();
        next.play_unchecked(*mv);
        ChessPosition(next)
    }

    fn read_entry(&self, text: &str) -> Reading<Move> {
        match parse_move(&self.0, text) {
            Ok(mv) => Reading::Move(mv),
            Err(MoveError::Ambiguous { candidates, .. }) => Reading::Choices(candidates),
            Err(MoveError::NotUnderstood { .. }) => Reading::Unreadable,
            Err(MoveError::Illegal { .. }) => Reading::Illegal,
        }
    }

    /// A capital letter no supported notation uses for a piece (`Cf3`, `Fb5` of French,
    /// Spanish or Italian sheets), or text no notation reads.
    fn foreign(&self, text: &str) -> bool {
        text.starts_with(|c: char| c.is_ascii_uppercase() && !"KQRBNPDTLSHWGO".contains(c))
            || matches!(
                parse_move(&self.0, text),
                Err(MoveError::NotUnderstood { .. })
            )
    }

    fn differing(a: &Board, b: &Board) -> usize {
        difference(a, b).count()
    }

    fn pieces(placement: &Board) -> Vec<(Color, Role, Square)> {
        placement
            .clone()
            .into_iter()
            .map(|(square, piece)| (piece.color, piece.role, square))
            .collect()
    }

    fn kinds() -> Vec<(Color, Role)> {
        [Color::White, Color::Black]
            .into_iter()
            .flat_map(|color| Role::ALL.into_iter().map(move |role| (color, role)))
            .collect()
    }

    fn distance(_: &Board, a: Square, b: Square) -> u32 {
        a.distance(b) * 16 + a.file().distance(b.file()) + a.rank().distance(b.rank())
    }

    fn is_white(color: Color) -> bool {
        color == Color::White
    }

    fn role_name(role: Role) -> &'static str {
        crate::role_name(role)
    }

    fn square_name(square: Square) -> String {
        square.to_string()
    }

    fn reach(before: &ChessPosition, _: &Move, after: &ChessPosition) -> ChessReach {
        ChessReach::of_move(before.0.board(), after.0.board())
    }

    fn join(a: &ChessReach, b: &ChessReach) -> ChessReach {
        a.union(*b)
    }

    fn out_of_reach(board: &Board, end: &Board, reach: &ChessReach) -> bool {
        (difference(board, end) & !reach.touched()).count() > 4
    }

    fn can_reach(reach: &ChessReach, now: &ChessPosition, board: &Board) -> bool {
        reach.can_reach(now.0.board(), board)
    }

    fn play_or_pass(&mut self, mv: &Move) -> bool {
        play_or_pass(&mut self.0, *mv)
    }

    fn locale(words: &Announcer) -> &Locale {
        words.locale()
    }

    fn say_move(&self, words: &Announcer, mv: &Move) -> String {
        words.move_text(&self.0, *mv)
    }

    fn say_square(&self, words: &Announcer, square: Square) -> String {
        words.square(square)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::pieces::parse_piece_list;
    use super::*;
    use hektor_game_core::reconcile::Action;
    use shakmaty::{Color, Square};

    fn fix(board: &str, target: &str) -> Vec<Correction<ChessPosition>> {
        corrections(
            &parse_piece_list(board).unwrap(),
            &parse_piece_list(target).unwrap(),
        )
    }

    #[test]
    fn a_misplaced_piece_is_one_move() {
        let c = fix("white Ke1; black Ke8 Nf6", "white Ke1; black Ke8 Nd7");
        assert_eq!(
            c,
            vec![Correction {
                action: Action::Move,
                color: Color::Black,
                piece: Role::Knight,
                from: Some(Square::F6),
                to: Some(Square::D7),
            }]
        );
    }

    #[test]
    fn removals_first_then_moves_then_placements() {
        let c = fix(
            "white Ke1 e4 Nc3; black Ke8 Nf6",
            "white Ke1 Nd5 Bb5; black Ke8",
        );
        let actions: Vec<Action> = c.iter().map(|c| c.action).collect();
        assert_eq!(
            actions,
            vec![Action::Remove, Action::Remove, Action::Move, Action::Place]
        );
        assert_eq!(c[2].to, Some(Square::D5));
    }

    #[test]
    fn pairs_the_nearest_squares() {
        let c = fix("white Ke1 a2 h2; black Ke8", "white Ke1 a3 h3; black Ke8");
        assert!(c.iter().all(|c| c.action == Action::Move));
        assert!(
            c.iter()
                .all(|c| c.from.unwrap().file() == c.to.unwrap().file())
        );
    }
}

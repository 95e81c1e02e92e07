//! What the core knows of any game's position, whatever the game: the rules as the
//! session engine, replay and reconcile use them ([`GamePosition`]), a move as the record
//! writes it ([`Notated`]), how a board ends the game ([`Ending`]), a square as a user
//! names it ([`SquareName`]) and as it is drawn ([`SquareView`]), a record that does not
//! replay ([`ReplayError`], [`StartError`]). Each game implements [`GamePosition`] (chess in
//! `games::chess`, draughts in `games::draughts`), and so does the dispatch between
//! them, `games::Board`.

use crate::terms::Player;
use crate::terms::{GameResult, Termination};
use crate::unusable::GameError;

/// A move as the record keeps it: the text a scoresheet shows and the key that finds
/// the move again in the position it was made in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notated {
    /// The scoresheet's text: SAN with check marks (`Nf3`, `O-O+`) or draughts full
    /// notation (`32-28`, `26x17x28`, `c3:e5`).
    pub text: String,
    /// The key: UCI (`g1f3`) or every square of the move's path (`26x17x28`).
    pub key: String,
    /// The move gives check (chess): the session sounds it.
    pub check: bool,
}

/// How the position on the board ends the game by itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    /// The result.
    pub result: GameResult,
    /// Why.
    pub termination: Termination,
}

/// A game's rules as the session engine uses them, implemented by the game's position
/// (the dispatch's `Board` shows the calls on both of hektor's games).
pub trait GamePosition: Clone + std::fmt::Debug + PartialEq + Sized {
    /// A legal move of the game.
    type Move: Clone + PartialEq + std::fmt::Debug;

    /// The side to move.
    fn turn(&self) -> Player;

    /// Every legal move, in the game's own order.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// The position after `mv`; `None` when `mv` is not legal here.
    fn play(&self, mv: &Self::Move) -> Option<Self>;

    /// `mv` (legal here) as the record writes it.
    fn notate(&self, mv: &Self::Move) -> Notated;

    /// The legal move whose [`Notated::key`] is `key`, if any.
    fn move_of_key(&self, key: &str) -> Option<Self::Move>;

    /// The position as FEN text (chess FEN, or PDN FEN for draughts).
    fn setup_text(&self) -> String;

    /// Squares along one side of the board: 8 or 10.
    fn board_size(&self) -> u8;

    /// What the rules remember of the line played to a position for the draws they
    /// declare (repetition, move counts, material): only that, never every position,
    /// so that a long game takes little memory.
    type Line: Clone + std::fmt::Debug;

    /// The line of a game that begins here.
    fn line(&self) -> Self::Line;

    /// `line`, which stands here, after `mv` (legal here) led to `after`.
    fn extend(&self, line: &mut Self::Line, mv: &Self::Move, after: &Self);

    /// How the board ends the game by itself, standing here after `line`: no move or
    /// mate, a draw the rules declare (repetition, move counts, material).
    fn ending(&self, line: &Self::Line) -> Option<Ending>;
}

/// A square as a user names it: a file letter and a rank (`e4`, `c3`, `j10`, Cyrillic
/// look-alike letters read as Latin ones) or a number (`32`, draughts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquareName {
    /// File (0 = a) and rank (0 = the first rank).
    Coords {
        /// The file, from 0.
        file: u8,
        /// The rank, from 0.
        rank: u8,
    },
    /// A draughts square by its number (1-50).
    Number(u8),
}

impl SquareName {
    /// The square `text` names, if it names one of a board of up to 10x10 squares.
    pub fn parse(text: &str) -> Option<SquareName> {
        let text = text.trim();
        if let Ok(number) = text.parse::<u8>() {
            return (1..=50)
                .contains(&number)
                .then_some(SquareName::Number(number));
        }
        let mut chars = text.chars();
        let file = hektor_draughts::notation::latin_file(chars.next()?);
        let file = u8::try_from(u32::from(file).checked_sub(u32::from('a'))?).ok()?;
        let rank: u8 = chars.as_str().parse().ok()?;
        (file < 10 && (1..=10).contains(&rank)).then_some(SquareName::Coords {
            file,
            rank: rank - 1,
        })
    }
}

impl std::fmt::Display for SquareName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SquareName::Coords { file, rank } => {
                write!(f, "{}{}", char::from(b'a' + file), rank + 1)
            }
            SquareName::Number(number) => write!(f, "{number}"),
        }
    }
}

/// One square of the board as drawn: whether it is dark, what stands on it, and the
/// name a sighted player reads off the board's edge (PDN number on 10x10 boards).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquareView<P> {
    /// A dark square (the playing squares of draughts).
    pub dark: bool,
    /// What stands on it.
    pub piece: Option<P>,
    /// A square pieces stand on (every square in chess, the dark ones in draughts): the
    /// board walk steps to it, an empty one is drawn as a dot.
    pub playing: bool,
}

impl<P> SquareView<P> {
    /// The same square with its piece made by `piece` (the dispatch's piece from a
    /// game's own).
    pub fn map<Q>(self, piece: impl FnOnce(P) -> Q) -> SquareView<Q> {
        SquareView {
            dark: self.dark,
            piece: self.piece.map(piece),
            playing: self.playing,
        }
    }
}

/// A start position that cannot be set up: its game's own reason (chess's FEN problem,
/// draughts' FEN error, a registered game's sentence), which says itself.
pub type StartError = GameError;

/// A record that does not replay.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The start FEN is not a legal position of the game.
    #[error("the start position {fen:?} is not a legal position: {reason}")]
    BadStart {
        /// The FEN as recorded.
        fen: String,
        /// What is wrong with it.
        reason: StartError,
    },
    /// A recorded move is not legal where it stands.
    #[error("move {ply} ({key}) is not legal in the recorded position")]
    IllegalMove {
        /// 1-based half-move number.
        ply: usize,
        /// The recorded key (UCI, or the draughts path).
        key: String,
    },
}

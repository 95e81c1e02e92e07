//! What reconciling needs of a game beyond [`GamePosition`]: what stands on the board,
//! how a sheet's entry reads, the pieces for corrections, and the words for the report.
//! The comparison, the return point, the explanation search, the corrections and the
//! report are written once over this trait; chess implements it in
//! `games::chess::reconcile`, draughts in `games::draughts::reconcile`, a registered
//! game's position in [`crate::other::reconcile`].

use std::fmt::Debug;

use crate::i18n::Locale;
use crate::position::GamePosition;
use crate::unusable::Unusable;

/// What an entry means in a position.
#[derive(Debug, Clone)]
pub enum Reading<M> {
    /// One legal move.
    Move(M),
    /// Several legal moves fit it.
    Choices(Vec<M>),
    /// Nothing was written.
    Nothing,
    /// No notation reads it.
    Unreadable,
    /// It reads as a move, but not a legal one here.
    Illegal,
}

/// A game as reconciling sees it; `Self` is a position of the game.
pub trait SheetGame: GamePosition {
    /// What stands on the board, without whose turn it is.
    type Placement: Clone + PartialEq + Debug;
    /// A side.
    type Color: Copy + PartialEq + Eq + Debug;
    /// A kind of piece.
    type Role: Copy + PartialEq + Eq + Debug;
    /// A square.
    type Square: Copy + PartialEq + Eq + Debug;
    /// What a stretch of recorded moves can leave on the board, to cut the explanation
    /// search short (`()` when the game does without).
    type Reach: Clone + Default + Debug;
    /// The words the report is said in.
    type Words;
    /// Why a board given as text cannot be used.
    type BoardError: Unusable;

    /// What stands on the board.
    fn placement(&self) -> Self::Placement;
    /// Whether `board` is what stands here.
    fn shows(&self, board: &Self::Placement) -> bool {
        self.placement() == *board
    }
    /// The side to move.
    fn side(&self) -> Self::Color;
    /// The number of the move to be played next.
    fn move_number(&self) -> u32;
    /// The position after `mv`, a legal move here (the rules' own move list gave it).
    fn after_legal(&self, mv: &Self::Move) -> Self {
        self.play(mv).unwrap_or_else(|| self.clone())
    }
    /// What the written `text` means here.
    fn read_entry(&self, text: &str) -> Reading<Self::Move>;
    /// Whether `text`, in the start position `self`, is plainly not this game's notation
    /// in a language hektor reads.
    fn foreign(&self, text: &str) -> bool;
    /// On how many squares `a` and `b` differ.
    fn differing(a: &Self::Placement, b: &Self::Placement) -> usize;
    /// Every piece of `placement`: side, kind and square.
    fn pieces(placement: &Self::Placement) -> Vec<(Self::Color, Self::Role, Self::Square)>;
    /// Every side and kind of piece, in the order corrections list them.
    fn kinds() -> Vec<(Self::Color, Self::Role)>;
    /// How far apart two squares of `board` are, for pairing surplus and missing pieces
    /// (smaller is nearer).
    fn distance(board: &Self::Placement, a: Self::Square, b: Self::Square) -> u32;
    /// Whether `color` is White.
    fn is_white(color: Self::Color) -> bool;
    /// The English name of a kind of piece, as in the JSON report.
    fn role_name(role: Self::Role) -> &'static str;
    /// The key of a kind of piece in the sentences: `reconcile-piece-KEY` names it and
    /// the corrections select its case on it.
    fn role_key(role: Self::Role) -> &'static str {
        Self::role_name(role)
    }
    /// The id of the message naming a kind of piece in the sentences,
    /// `reconcile-piece-KEY` ([`SheetGame::role_key`]).
    fn piece_id(role: Self::Role) -> String {
        format!("reconcile-piece-{}", Self::role_key(role))
    }
    /// The square's name in the JSON report.
    fn square_name(square: Self::Square) -> String;

    /// What the recorded move `mv` from `before` to `after` can leave on the board when
    /// it is played again, as far as it can be made, on another board.
    fn reach(before: &Self, mv: &Self::Move, after: &Self) -> Self::Reach;
    /// Both stretches together.
    fn join(a: &Self::Reach, b: &Self::Reach) -> Self::Reach;
    /// Whether `board` differs from the record's `end` on more squares outside `reach`
    /// than one substituted move can touch.
    fn out_of_reach(board: &Self::Placement, end: &Self::Placement, reach: &Self::Reach) -> bool;
    /// Whether every square where `now` differs from `board` can still become what
    /// `board` shows through the moves of `reach`.
    fn can_reach(reach: &Self::Reach, now: &Self, board: &Self::Placement) -> bool;
    /// Plays the recorded `mv` as far as it can be made here, else passes the turn; false
    /// when not even that is possible.
    fn play_or_pass(&mut self, mv: &Self::Move) -> bool;

    /// The UI language of `words`.
    fn locale(words: &Self::Words) -> &Locale;
    /// `mv`, legal here, in words.
    fn say_move(&self, words: &Self::Words, mv: &Self::Move) -> String;
    /// `square` of this board in words.
    fn say_square(&self, words: &Self::Words, square: Self::Square) -> String;
}

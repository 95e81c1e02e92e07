//! A move in its position as typed tokens, before any words are chosen.

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Chess, File, Move, Rank, Role, Square};

use hektor_notation::announce::Form;

/// One part of an announcement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Token {
    /// The moving piece (also for pawns; whether a pawn is named is the style's choice).
    Piece(Role),
    /// A departure file that disambiguates ("Springer Bella David zwei").
    File(File),
    /// A departure rank that disambiguates ("Springer fünf Felix drei").
    Rank(Rank),
    /// A whole square: the destination, or the departure square in the long form.
    Square(Square),
    /// The move captures.
    Captures,
    /// The capture is en passant.
    EnPassant,
    /// A pawn promotes to this piece.
    Promotes(Role),
    /// Castling to this side.
    Castle(CastlingSide),
    /// The move gives check.
    Check,
    /// The move mates.
    Mate,
}

/// A move in its position as tokens, in the order they are spoken.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Announcement {
    /// The tokens, in spoken order.
    pub tokens: Vec<Token>,
}

impl Announcement {
    /// The announcement of the legal move `mv` in `pos`, in `form`.
    pub fn new(pos: &Chess, mv: Move, form: Form) -> Announcement {
        let san_plus = SanPlus::from_move(pos.clone(), mv);
        let mut tokens = match form {
            Form::Short => short_tokens(&san_plus.san, mv.is_en_passant()),
            Form::Long => long_tokens(mv),
        };
        match san_plus.suffix {
            Some(Suffix::Check) => tokens.push(Token::Check),
            Some(Suffix::Checkmate) => tokens.push(Token::Mate),
            None => {}
        }
        Announcement { tokens }
    }

    /// The announcement of a move that cannot be played (it would leave the king in
    /// check): the move itself, without check or mate.
    pub fn unplayable(pos: &Chess, mv: Move, form: Form) -> Announcement {
        let tokens = match form {
            Form::Short => short_tokens(&San::from_move(pos, mv), mv.is_en_passant()),
            Form::Long => long_tokens(mv),
        };
        Announcement { tokens }
    }

    /// The announcement of a move as written, read without a position (tournament
    /// mode): exactly the parts written, each said as written, and a check or mate only
    /// when its sign was written.
    pub fn written(written: &SanPlus, en_passant: bool) -> Announcement {
        let mut tokens = short_tokens(&written.san, en_passant);
        match written.suffix {
            Some(Suffix::Check) => tokens.push(Token::Check),
            Some(Suffix::Checkmate) => tokens.push(Token::Mate),
            None => {}
        }
        Announcement { tokens }
    }

    /// The announcement without the given tokens.
    pub fn without(&self, drop: impl Fn(&Token) -> bool) -> Announcement {
        Announcement {
            tokens: self.tokens.iter().copied().filter(|t| !drop(t)).collect(),
        }
    }
}

fn short_tokens(san: &San, en_passant: bool) -> Vec<Token> {
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let mut tokens = vec![Token::Piece(role)];
            match (file, rank) {
                // A whole departure square, written as SAN does (Na4c5), said as a square.
                (Some(file), Some(rank)) => tokens.extend([Token::File(file), Token::Rank(rank)]),
                (Some(file), None) => tokens.push(Token::File(file)),
                (None, Some(rank)) => tokens.push(Token::Rank(rank)),
                (None, None) => {}
            }
            finish(&mut tokens, capture, to, en_passant, promotion);
            tokens
        }
        San::Castle(side) => vec![Token::Castle(side)],
        San::Put { role, to } => vec![Token::Piece(role), Token::Square(to)],
        San::Null => Vec::new(),
    }
}

fn long_tokens(mv: Move) -> Vec<Token> {
    match mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let mut tokens = vec![Token::Piece(role), Token::Square(from)];
            finish(&mut tokens, capture.is_some(), to, false, promotion);
            tokens
        }
        Move::EnPassant { from, to } => {
            let mut tokens = vec![Token::Piece(Role::Pawn), Token::Square(from)];
            finish(&mut tokens, true, to, true, None);
            tokens
        }
        Move::Castle { king, rook } => vec![Token::Castle(if rook.file() > king.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        })],
        Move::Put { role, to } => vec![Token::Piece(role), Token::Square(to)],
    }
}

fn finish(
    tokens: &mut Vec<Token>,
    capture: bool,
    to: Square,
    en_passant: bool,
    promotion: Option<Role>,
) {
    if capture {
        tokens.push(Token::Captures);
    }
    tokens.push(Token::Square(to));
    if en_passant {
        tokens.push(Token::EnPassant);
    }
    if let Some(role) = promotion {
        tokens.push(Token::Promotes(role));
    }
}

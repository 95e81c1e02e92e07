//! What a check of PGN finds in a game ([`Finding`]): moves that are not legal or cannot
//! be read, broken syntax ([`Broken`]), a result the board contradicts, and the notes on
//! what is read although it is not standard ([`Note`]). The one PGN visitor reports a
//! move that fails as one; `check` says them all.

use std::io;

use shakmaty::variant::Variant;

use super::start::StartError;
use crate::msg;
use crate::replay::report::MoveAt;

/// What breaks a PGN file's syntax, as the PGN reader tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Broken {
    /// A tag is not closed (`[Event "x` to the end of the file).
    Tag,
    /// A comment is not closed (`{` to the end of the file).
    Comment,
    /// Anything else the reader cannot read on.
    Other,
}

impl Broken {
    /// What `error`, the PGN reader's refusal, names: the reader tells it only in its
    /// English words ("unterminated tag", "unterminated comment"), which never reach the
    /// user themselves.
    pub(super) fn of(error: &io::Error) -> Broken {
        let text = error.to_string();
        if text.contains("tag") {
            Broken::Tag
        } else if text.contains("comment") {
            Broken::Comment
        } else {
            Broken::Other
        }
    }

    /// The message id of the phrase that says it.
    pub fn message(self) -> &'static str {
        match self {
            Broken::Tag => msg::CHECK_SYNTAX_TAG,
            Broken::Comment => msg::CHECK_SYNTAX_COMMENT,
            Broken::Other => msg::CHECK_SYNTAX_OTHER,
        }
    }
}

/// What `check` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding {
    /// A move that is not legal in its position.
    Illegal(MoveAt, String),
    /// A move that more than one piece could make.
    Ambiguous(MoveAt, String),
    /// A pawn move to the last rank without the piece it becomes (`d7d8`): as written.
    NoPromotionPiece(MoveAt, String),
    /// A null move (`Z0`, `--`): a placeholder, not a chess move.
    NullMove(MoveAt),
    /// A word where a move stands that is no move in PGN's notation (Cyrillic letters,
    /// `Nf3abc`, a draughts move): as written.
    Unread(MoveAt, String),
    /// The start position cannot be used.
    Start(StartError),
    /// The text breaks the PGN syntax so that the game cannot be read on.
    Syntax(Broken),
    /// The last game of a file of games with moves has tags but no moves and no result:
    /// the file was cut off after them (elsewhere such a game is [`Note::NoMoves`]).
    Empty,
    /// A variation opened with `(` is never closed.
    UnclosedVariation,
    /// The result says something else than the final position: a mate or stalemate on
    /// the board with a result that contradicts it.
    WrongResult {
        /// The result as written.
        written: String,
        /// What the board says (`1-0`, `0-1` or `1/2-1/2`).
        board: &'static str,
        /// True for stalemate, false for checkmate.
        stalemate: bool,
    },
    /// Something supported but non-standard, said so the user knows.
    Note(Note),
}

/// Non-standard things that are supported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// A Chess960 game, checked with Chess960 castling.
    Chess960,
    /// Another variant, checked by its own rules (replay refuses it).
    Variant(Variant),
    /// Moves written in UCI form (`e2e4`), read as such.
    UciMoves,
    /// A move whose capture mark is wrong (`Bc4` that takes on c4, `Nxf3` that takes
    /// nothing) read as the one legal move it fits: as written, and as read.
    CaptureMark(MoveAt, String, String),
    /// The game has moves but no result at its end (many opening books write none).
    NoResult,
    /// The `[Result]` tag says another result than the one after the moves: the tag's,
    /// then the movetext's (the movetext's is read).
    ResultTag(String, String),
    /// A `)` that closes no variation, passed over.
    StrayClose(MoveAt),
    /// A forfeit written as scalachess writes it (`+--`, `--+`): the result it is read
    /// as (`1-0`, `0-1`).
    Forfeit(String),
    /// The game has tags but no moves and no result (one of a list of headers, as a
    /// broadcast writes its pairings).
    NoMoves,
}

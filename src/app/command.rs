//! Commands: every action of a game session as a named value, and the line reader that
//! turns a typed line (plain mode, the TUI's input line) into one.

use std::path::PathBuf;

use shakmaty::{File, Rank, Role, Square};

use crate::game::clock::Player;
use crate::game::record::{GameResult, Termination};
use crate::game::session::Claim;

/// Something the user (or the runtime) asks the session to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// A typed line: a move, an answer, or a command word (read by [`read_line`]).
    Line(String),
    /// A move as typed, in any notation the move reader accepts.
    Move(String),
    /// Yes: confirm the announced move ("press the clock") or the question asked.
    Confirm,
    /// No: withdraw the announced move, or decline the question asked.
    Withdraw,
    /// Both sides' time and the number of moves made.
    Time,
    /// The blind player's own time only (`my time`).
    OwnTime,
    /// The last recorded move.
    Last,
    /// Say the last announcement again.
    Repeat,
    /// The pieces of one side, or of both.
    Pieces(Option<Player>),
    /// The pieces of one kind (`pieces knights`, `pieces white N`), of one side or both.
    PiecesOf(Option<Player>, Role),
    /// What stands on each square of a file.
    ScanFile(File),
    /// What stands on each square of a rank.
    ScanRank(Rank),
    /// What stands on each square of a diagonal, from one end to the other (`scan
    /// a1-h8`): a study aid, said in replay only (FIDE 11.3).
    ScanDiagonal(Square, Square),
    /// What stands on one square.
    Square(Square),
    /// Whose turn it is, and the move number.
    Turn,
    /// The list of commands.
    Help,
    /// A draw offer by the player who just moved (recorded as `(=)` on the move).
    OfferDraw,
    /// The players agree a draw.
    AgreeDraw,
    /// A draw claim (repetition, fifty moves), checked against the game; with the
    /// intended move (FIDE 9.2), checked against the position after it.
    Claim(Claim, Option<String>),
    /// A player resigns (default: the player to move).
    Resign(Option<Player>),
    /// The game's result as the arbiter decided, with how it ended.
    Result(GameResult, Option<Termination>),
    /// Take back the last recorded move (asks first).
    Undo,
    /// Withdraw a mistaken result, keeping the moves (asks first).
    UndoResult,
    /// Set the clock readings by hand (an arbiter's decision), in milliseconds.
    Adjust {
        /// White's new time, if given.
        white_ms: Option<u64>,
        /// Black's new time, if given.
        black_ms: Option<u64>,
    },
    /// Stop the clock.
    Pause,
    /// Start (or restart) the clock of the player to move.
    Go,
    /// Write the scoresheet in a format (`brf`, `pgn`, ...) to a file.
    Export {
        /// The format name.
        format: String,
        /// The file.
        path: PathBuf,
    },
    /// Compare the session's own record with the scoresheet in a file (game N of a file
    /// with several), and the boards entered (FIDE Appendix D.2.9); the record is not
    /// changed.
    Reconcile(PathBuf, Option<usize>),
    /// Board entry: start entering a board, finish it, or forget the boards entered.
    Board(BoardStep),
    /// End the session (the game stays saved).
    Quit,
    /// Time passed: warnings and flag fall are checked.
    Tick,
    /// The input ended: end the session cleanly.
    EndOfInput,
}

/// A step of entering the boards for `reconcile`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardStep {
    /// Start entering a board (the blind or the sighted player's, when said): the
    /// following lines name pieces and squares.
    Start(Option<crate::reconcile::Player>),
    /// The board is complete: say it whole and keep it.
    Done,
    /// Forget the boards entered (and the one being entered).
    Clear,
}

/// A line that could not be read as a command or move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    /// An empty line when nothing waits for confirmation.
    Empty,
    /// A line longer than [`MAX_LINE`] characters.
    TooLong(usize),
    /// Control characters or bytes that are not text.
    NotText,
    /// A command word with arguments that do not fit; the usage is given.
    Usage(&'static str),
}

/// The longest line read as a move or command.
pub const MAX_LINE: usize = 200;

/// One entry of the command list: what to type, and the help message id.
#[derive(Debug, Clone, Copy)]
pub struct CommandHelp {
    /// What to type.
    pub usage: &'static str,
    /// The Fluent id of the explanation (in `session.ftl`).
    pub help_id: &'static str,
}

/// The help message id of the yes/no entry (its usage is the UI language's words).
pub const CONFIRM_HELP: &str = "session-help-confirm";

/// Every command word with its help, in the order the help lists them.
pub const COMMANDS: &[CommandHelp] = &[
    CommandHelp {
        usage: "e4, Nf3, O-O ...",
        help_id: "session-help-move",
    },
    CommandHelp {
        usage: "y / n",
        help_id: CONFIRM_HELP,
    },
    CommandHelp {
        usage: "time",
        help_id: "session-help-time",
    },
    CommandHelp {
        usage: "my time",
        help_id: "session-help-own-time",
    },
    CommandHelp {
        usage: "last",
        help_id: "session-help-last",
    },
    CommandHelp {
        usage: "repeat",
        help_id: "session-help-repeat",
    },
    CommandHelp {
        usage: "pieces [white|black]",
        help_id: "session-help-pieces",
    },
    CommandHelp {
        usage: "scan e / scan 4",
        help_id: "session-help-scan",
    },
    CommandHelp {
        usage: "square e4",
        help_id: "session-help-square",
    },
    CommandHelp {
        usage: "turn",
        help_id: "session-help-turn",
    },
    CommandHelp {
        usage: "undo / undo result",
        help_id: "session-help-undo",
    },
    CommandHelp {
        usage: "draw / draw agreed",
        help_id: "session-help-draw",
    },
    CommandHelp {
        usage: "claim repetition|fifty [MOVE]",
        help_id: "session-help-claim",
    },
    CommandHelp {
        usage: "resign [white|black]",
        help_id: "session-help-resign",
    },
    CommandHelp {
        usage: "result 1-0|0-1|1/2-1/2 [reason]",
        help_id: "session-help-result",
    },
    CommandHelp {
        usage: "adjust white 10:00 black 8:30",
        help_id: "session-help-adjust",
    },
    CommandHelp {
        usage: "pause / go",
        help_id: "session-help-pause",
    },
    CommandHelp {
        usage: "export brf FILE",
        help_id: "session-help-export",
    },
    CommandHelp {
        usage: super::reconcile::BOARD_USAGE,
        help_id: "session-help-board",
    },
    CommandHelp {
        usage: super::reconcile::RECONCILE_USAGE,
        help_id: "session-help-reconcile",
    },
    CommandHelp {
        usage: "quit",
        help_id: "session-help-quit",
    },
];

/// Reads a typed line. `answering` says whether a question waits (then an empty line is
/// a yes). Anything that is not a command word is returned as [`Command::Move`].
pub fn read_line(line: &str, answering: bool) -> Result<Command, LineError> {
    let count = line.chars().count();
    if count > MAX_LINE {
        return Err(LineError::TooLong(count));
    }
    if line
        .chars()
        .any(|c| c == '\u{FFFD}' || (c.is_control() && c != '\t'))
    {
        return Err(LineError::NotText);
    }
    let text = line.trim();
    if text.is_empty() {
        return if answering {
            Ok(Command::Confirm)
        } else {
            Err(LineError::Empty)
        };
    }
    if let Some(yes) = crate::i18n::yes_no(text) {
        return Ok(if yes {
            Command::Confirm
        } else {
            Command::Withdraw
        });
    }
    let lower = text.to_lowercase();
    let mut words = lower.split_whitespace();
    let first = words.next().unwrap_or_default();
    let rest: Vec<&str> = words.collect();
    let usage = |u: &'static str| Err(LineError::Usage(u));
    match (first, rest.as_slice()) {
        ("time", []) => Ok(Command::Time),
        ("my" | "own", ["time"]) | ("mytime", []) => Ok(Command::OwnTime),
        ("last", []) => Ok(Command::Last),
        ("repeat", []) => Ok(Command::Repeat),
        ("turn", []) => Ok(Command::Turn),
        ("help" | "?", _) => Ok(Command::Help),
        ("undo", []) => Ok(Command::Undo),
        ("undo", ["result"]) => Ok(Command::UndoResult),
        ("pause", []) => Ok(Command::Pause),
        ("go" | "start", []) => Ok(Command::Go),
        ("quit" | "exit", []) => Ok(Command::Quit),
        ("pieces", words) => pieces(words).ok_or(LineError::Usage(PIECES_USAGE)),
        ("scan", [target]) => scan(target).ok_or(LineError::Usage(SCAN_USAGE)),
        ("scan", _) => usage(SCAN_USAGE),
        ("square", [name]) => Square::from_ascii(name.as_bytes())
            .map(Command::Square)
            .map_err(|_| LineError::Usage("square e4")),
        ("square", _) => usage("square e4"),
        ("draw", []) => Ok(Command::OfferDraw),
        ("draw", ["agreed" | "accept" | "accepted" | "agree"]) => Ok(Command::AgreeDraw),
        ("draw", _) => usage("draw / draw agreed"),
        ("claim", [kind, ..]) => {
            let claim = match *kind {
                "repetition" | "threefold" => Claim::Repetition,
                "fifty" | "50" => Claim::FiftyMoves,
                _ => return usage("claim repetition|fifty [MOVE]"),
            };
            // The intended move keeps its case (Bxc3 is not bxc3).
            let intended = text
                .split_whitespace()
                .skip(2)
                .collect::<Vec<_>>()
                .join(" ");
            Ok(Command::Claim(
                claim,
                (!intended.is_empty()).then_some(intended),
            ))
        }
        ("claim", _) => usage("claim repetition|fifty [MOVE]"),
        ("resign", []) => Ok(Command::Resign(None)),
        ("resign", [side]) => player(side)
            .map(|p| Command::Resign(Some(p)))
            .ok_or(LineError::Usage("resign [white|black]")),
        ("result", [token, reason @ ..]) => match GameResult::from_pgn(token) {
            Some(result) if result != GameResult::Ongoing => {
                Ok(Command::Result(result, termination(reason)))
            }
            _ => usage("result 1-0|0-1|1/2-1/2 [reason]"),
        },
        ("result", _) => usage("result 1-0|0-1|1/2-1/2 [reason]"),
        ("adjust", args) => adjust(args).ok_or(LineError::Usage("adjust white 10:00 black 8:30")),
        ("export", [format, _, ..]) => {
            // The file name keeps its case: take it from the original text.
            let path = text
                .split_whitespace()
                .skip(2)
                .collect::<Vec<_>>()
                .join(" ");
            Ok(Command::Export {
                format: (*format).to_owned(),
                path: PathBuf::from(path),
            })
        }
        ("export", _) => usage("export brf FILE"),
        ("board", words) => super::reconcile::board_command(words)
            .ok_or(LineError::Usage(super::reconcile::BOARD_USAGE)),
        ("reconcile", _) => super::reconcile::reconcile_command(text)
            .ok_or(LineError::Usage(super::reconcile::RECONCILE_USAGE)),
        _ => Ok(Command::Move(text.to_owned())),
    }
}

/// How to ask for pieces.
pub const PIECES_USAGE: &str = "pieces [white|black] [king|queen|rook|bishop|knight|pawn]";

/// How to ask for a file or a rank (diagonals, `scan a1-h8`, are read in replay only).
pub const SCAN_USAGE: &str = "scan e / scan 4";

/// `pieces`, `pieces white`, `pieces knights`, `pieces white N`, `pieces N white`.
fn pieces(words: &[&str]) -> Option<Command> {
    let (mut side, mut kind) = (None, None);
    for word in words {
        match (player(word), piece_kind(word)) {
            (Some(p), _) if side.is_none() => side = Some(p),
            (_, Some(role)) if kind.is_none() => kind = Some(role),
            _ => return None,
        }
    }
    Some(match kind {
        Some(role) => Command::PiecesOf(side, role),
        None => Command::Pieces(side),
    })
}

/// A kind of piece as typed: a letter (K Q R B N P, German K D T L S B), or its name in
/// one of the UI languages, singular or plural.
pub fn piece_kind(word: &str) -> Option<Role> {
    let word = word.to_lowercase();
    Some(match word.as_str() {
        "k" | "king" | "kings" | "könig" | "koenig" | "король" | "król" => Role::King,
        "q" | "d" | "queen" | "queens" | "dame" | "damen" | "ферзь" | "ферзи" | "ферзі"
        | "hetman" | "hetmany" => Role::Queen,
        "r" | "t" | "rook" | "rooks" | "turm" | "türme" | "ладья" | "ладьи" | "тура" | "тури"
        | "wieża" | "wieże" => Role::Rook,
        "bishop" | "bishops" | "l" | "läufer" | "laeufer" | "слон" | "слоны" | "слони"
        | "goniec" | "gońce" | "gońca" => Role::Bishop,
        "n" | "s" | "knight" | "knights" | "springer" | "конь" | "кони" | "кінь" | "коні"
        | "skoczek" | "skoczki" => Role::Knight,
        "p" | "pawn" | "pawns" | "bauer" | "bauern" | "пешка" | "пешки" | "пішак" | "пішаки"
        | "pion" | "piony" => Role::Pawn,
        _ => return None,
    })
}

fn player(word: &str) -> Option<Player> {
    match word {
        "white" | "w" | "weiß" | "weiss" => Some(Player::White),
        "black" | "b" | "schwarz" => Some(Player::Black),
        _ => None,
    }
}

fn scan(target: &str) -> Option<Command> {
    if let Some((from, to)) = target.split_once('-') {
        let from = Square::from_ascii(from.as_bytes()).ok()?;
        let to = Square::from_ascii(to.as_bytes()).ok()?;
        let files = (i32::from(to.file()) - i32::from(from.file())).abs();
        let ranks = (i32::from(to.rank()) - i32::from(from.rank())).abs();
        return (files == ranks && files > 0).then_some(Command::ScanDiagonal(from, to));
    }
    let mut chars = target.chars();
    let (c, rest) = (chars.next()?, chars.next());
    if rest.is_some() {
        return None;
    }
    if let Some(file) = File::from_char(c) {
        return Some(Command::ScanFile(file));
    }
    let digit = c.to_digit(10)?;
    let index = digit.checked_sub(1)?;
    Rank::try_from(index).ok().map(Command::ScanRank)
}

fn termination(words: &[&str]) -> Option<Termination> {
    let text = words.join(" ");
    Some(match text.as_str() {
        "" => return None,
        "resignation" | "resigns" | "resigned" => Termination::Resignation,
        "time" | "time forfeit" | "flag" => Termination::TimeForfeit,
        "agreement" | "agreed" => Termination::DrawAgreement,
        "checkmate" | "mate" => Termination::Checkmate,
        "stalemate" => Termination::Stalemate,
        "repetition" => Termination::Repetition,
        "fifty" | "fifty moves" | "50" => Termination::FiftyMoves,
        "material" | "insufficient material" => Termination::InsufficientMaterial,
        "adjudication" | "arbiter" => Termination::Adjudication,
        _ => Termination::Other(text),
    })
}

fn adjust(args: &[&str]) -> Option<Command> {
    let (mut white_ms, mut black_ms) = (None, None);
    let mut iter = args.iter();
    while let Some(side) = iter.next() {
        let ms = parse_duration(iter.next()?)?;
        match player(side)? {
            Player::White => white_ms = Some(ms),
            Player::Black => black_ms = Some(ms),
        }
    }
    (white_ms.is_some() || black_ms.is_some()).then_some(Command::Adjust { white_ms, black_ms })
}

/// Reads `h:mm:ss`, `mm:ss` or whole minutes (`90`) as milliseconds.
pub fn parse_duration(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.split(':').collect();
    let numbers: Option<Vec<u64>> = parts.iter().map(|p| p.parse::<u64>().ok()).collect();
    let numbers = numbers?;
    let seconds = match numbers.as_slice() {
        [minutes] => minutes.checked_mul(60)?,
        [minutes, seconds] if *seconds < 60 => minutes.checked_mul(60)?.checked_add(*seconds)?,
        [hours, minutes, seconds] if *seconds < 60 && *minutes < 60 => hours
            .checked_mul(3600)?
            .checked_add(minutes * 60 + seconds)?,
        _ => return None,
    };
    seconds.checked_mul(1000)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_line_is_read_without_panic(line in "\\PC{0,300}", answering: bool) {
            let _ = read_line(&line, answering);
        }
    }

    #[test]
    fn answers_and_commands() {
        assert_eq!(read_line("", true), Ok(Command::Confirm));
        assert_eq!(read_line("  ", false), Err(LineError::Empty));
        assert_eq!(read_line("JA", false), Ok(Command::Confirm));
        assert_eq!(read_line("nein", true), Ok(Command::Withdraw));
        assert_eq!(read_line("да", true), Ok(Command::Confirm));
        assert_eq!(read_line("ні", true), Ok(Command::Withdraw));
        assert_eq!(read_line("Tak", true), Ok(Command::Confirm));
        assert_eq!(read_line("scan e", false), Ok(Command::ScanFile(File::E)));
        assert_eq!(
            read_line("scan 4", false),
            Ok(Command::ScanRank(Rank::Fourth))
        );
        assert_eq!(
            read_line("adjust white 10:00 black 8:30", false),
            Ok(Command::Adjust {
                white_ms: Some(600_000),
                black_ms: Some(510_000)
            })
        );
        assert_eq!(
            read_line("export brf Game.BRF", false),
            Ok(Command::Export {
                format: "brf".into(),
                path: PathBuf::from("Game.BRF")
            })
        );
        assert_eq!(read_line("Nf3", false), Ok(Command::Move("Nf3".into())));
        assert_eq!(
            read_line("pieces white N", false),
            Ok(Command::PiecesOf(Some(Player::White), Role::Knight))
        );
        assert_eq!(
            read_line("pieces knights", false),
            Ok(Command::PiecesOf(None, Role::Knight))
        );
        assert_eq!(
            read_line("pieces black", false),
            Ok(Command::Pieces(Some(Player::Black)))
        );
        assert_eq!(
            read_line("pieces ponies", false),
            Err(LineError::Usage(PIECES_USAGE))
        );
        assert_eq!(
            read_line("scan a1-h8", false),
            Ok(Command::ScanDiagonal(Square::A1, Square::H8))
        );
        assert_eq!(
            read_line("scan a1-h7", false),
            Err(LineError::Usage(SCAN_USAGE))
        );
        assert_eq!(
            read_line("claim repetition Bxc3", false),
            Ok(Command::Claim(Claim::Repetition, Some("Bxc3".into())))
        );
        assert_eq!(read_line("\u{1}\u{2}", false), Err(LineError::NotText));
        assert_eq!(
            read_line("reconcile Sheets/Bert.txt", false),
            Ok(Command::Reconcile(PathBuf::from("Sheets/Bert.txt"), None))
        );
        assert_eq!(
            read_line("Board Done", false),
            Ok(Command::Board(BoardStep::Done))
        );
        assert_eq!(
            read_line("board now", false),
            Err(LineError::Usage(super::super::reconcile::BOARD_USAGE))
        );
    }
}

//! Commands: every action of a game session as a named value, and the line reader that
//! turns a typed line (plain mode, the TUI's input line) into one.

use std::path::PathBuf;

use crate::game::record::Claim;
use crate::game::record::{GameResult, Termination};
use crate::games::{PieceKind, Rules, SquareName};
use crate::msg;
use crate::replay::study::SquareAid;
use crate::scoresheet::Format;
use crate::terms::Player;

pub use browse::{Browse, GameTarget, Seek, Step};

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
    /// The moves of the game (in replay: of the current line), all or some.
    Moves(crate::replay::study::MoveSpan),
    /// Say the last announcement again.
    Repeat,
    /// The pieces of one side, or of both.
    Pieces(Option<Player>),
    /// The pieces of one kind (`pieces knights`, `pieces white N`), of one side or both.
    PiecesOf(Option<Player>, PieceKind),
    /// What stands on each square of a file.
    ScanFile(u8),
    /// What stands on each square of a rank.
    ScanRank(u8),
    /// What stands on each square of a diagonal, from one end to the other (`scan
    /// a1-h8`): a study aid, said in replay only (FIDE 11.3).
    ScanDiagonal(SquareName, SquareName),
    /// What stands on one square.
    Square(SquareName),
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
    /// The same, written as draughts scores (`2-0`, `1-1`, `0-2`): a draughts game only.
    DraughtsResult(GameResult, Option<Termination>),
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
        /// The format, read where it is typed; `None` for a word that names no format
        /// (the game's export says which formats it writes).
        format: Option<Format>,
        /// The file.
        path: PathBuf,
    },
    /// Compare the session's own record with the scoresheet in a file (game N of a file
    /// with several), and the boards entered (FIDE Appendix D.2.9); the record is not
    /// changed.
    Reconcile(PathBuf, Option<usize>),
    /// Board entry: start entering a board, finish it, or forget the boards entered.
    Board(BoardStep),
    /// Leave tournament mode before the result (the arbiter's PIN when one was set).
    LeaveTournament,
    /// End the session (the game stays saved).
    Quit,
    /// A command of the replay session (moving through the game and the file).
    Browse(Browse),
    /// Time passed: warnings and flag fall are checked.
    Tick,
    /// Tournament mode: the network interfaces other than loopback the runtime found up
    /// (on entering the mode and every minute after), journaled; one that came up is said.
    Network(Vec<String>),
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
    /// Replay: a line that names no command.
    Unknown(String),
    /// Replay: words after a command's name that it does not take.
    Extra {
        /// The help id of the command's entry (which names it in the table).
        help_id: &'static str,
        /// The usage of the command.
        usage: &'static str,
        /// Its name as typed.
        name: &'static str,
        /// The words it does not take.
        extra: String,
    },
}

/// The longest line read as a move or command.
pub const MAX_LINE: usize = 200;

/// A session engine a command belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// The game session (`hektor play`).
    Play,
    /// The replay session (`hektor replay`): its lines are read by [`read_replay_line`].
    Replay,
}

/// The words of a typed line after its command's name.
#[derive(Debug, Clone, Copy)]
pub struct Words<'a> {
    /// The name the line began with (`go` or `pause`), in lower case.
    pub name: &'a str,
    /// The words after it, in lower case.
    pub args: &'a [&'a str],
    /// The same words as typed: file names and moves keep their case.
    pub typed: &'a [&'a str],
}

impl Words<'_> {
    /// The typed words from `skip` on, joined by single spaces (a file name, a move).
    fn typed_from(&self, skip: usize) -> String {
        self.typed.get(skip..).unwrap_or_default().join(" ")
    }
}

/// One command of a session, as a named value: the words that name it, how to write it,
/// what it does (a message id, said in the UI language), the engines it belongs to, and
/// how the words after its name are read. [`COMMANDS`] drives the line reader, the help
/// (on request and on the full screen's help screen) and the check of key bindings.
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    /// The words a line begins with to give this command (`quit`, `exit`; two words for
    /// `my time`); none for moves and yes/no, which are recognised otherwise.
    pub names: &'static [&'static str],
    /// What to type, shown in the help and said when the words do not fit.
    pub usage: &'static str,
    /// The Fluent id of the explanation (in `session.ftl`).
    pub help_id: &'static str,
    /// Whether the help lists it (`help` itself is not listed).
    pub listed: bool,
    /// The engines it belongs to.
    pub engines: &'static [Engine],
    /// The games it serves.
    pub games: Games,
    /// Reads the words after the name; `None` when they do not fit (then the usage is
    /// said).
    pub parse: fn(&Words) -> Option<Command>,
}

/// The games a command serves (help lists a command only in the games it serves).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Games {
    /// Chess and draughts.
    Both,
    /// Chess only (draw claims, scanning a file, entering a board).
    Chess,
    /// Draughts only.
    Draughts,
}

impl Games {
    /// Whether a command of these games serves `rules`.
    pub fn serve(self, rules: Rules) -> bool {
        match self {
            Games::Both => true,
            Games::Chess => rules.is_chess(),
            Games::Draughts => rules.draughts().is_some(),
        }
    }
}

/// The help message id of the yes/no entry (its usage is the UI language's words).
pub const CONFIRM_HELP: &str = msg::SESSION_HELP_CONFIRM;

/// Commands of the game session only.
const PLAY: &[Engine] = &[Engine::Play];
/// Commands whose words mean the same in play and replay.
const BOTH: &[Engine] = &[Engine::Play, Engine::Replay];
/// Commands of the replay session only.
const REPLAY: &[Engine] = &[Engine::Replay];

/// A listed command of the game session whose usage is its first name.
const fn play(
    names: &'static [&'static str],
    help_id: &'static str,
    parse: fn(&Words) -> Option<Command>,
) -> CommandSpec {
    CommandSpec {
        names,
        usage: names[0],
        help_id,
        listed: true,
        engines: PLAY,
        games: Games::Both,
        parse,
    }
}

/// A listed command of the replay session only ([`read_replay_line`] reads it).
const fn replay(
    names: &'static [&'static str],
    usage: &'static str,
    help_id: &'static str,
    parse: fn(&Words) -> Option<Command>,
) -> CommandSpec {
    CommandSpec {
        names,
        usage,
        help_id,
        listed: true,
        engines: REPLAY,
        games: Games::Both,
        parse,
    }
}

/// `command` when no words follow the name.
fn alone(words: &Words, command: Command) -> Option<Command> {
    words.args.is_empty().then_some(command)
}

/// Every command of a session, in the order the help lists them.
pub static COMMANDS: &[CommandSpec] = &[
    replay(
        &["next", "n"],
        "Enter, n, next; next line|comment|mistake|game",
        msg::REPLAY_HELP_NEXT,
        browse::next,
    ),
    replay(
        &["previous", "prev", "p", "b"],
        "p, previous; previous line|comment|mistake|game",
        msg::REPLAY_HELP_PREVIOUS,
        browse::previous,
    ),
    replay(
        &["start", "first", "home"],
        "start",
        msg::REPLAY_HELP_START,
        |w| browse::alone(w, Browse::Step(Step::Start)),
    ),
    replay(
        &["last capture", "capture", "captures"],
        "last capture",
        msg::REPLAY_HELP_CAPTURE,
        |w| browse::alone(w, Browse::LastCapture),
    ),
    // As in play: the move said again (the one the replay is at).
    replay(&["last"], "last", msg::REPLAY_HELP_LAST, |w| {
        alone(w, Command::Last)
    }),
    replay(&["end"], "end", msg::REPLAY_HELP_END, |w| {
        browse::alone(w, Browse::Step(Step::End))
    }),
    replay(
        &["go", "move"],
        "go 12, go 12 black, go 12...",
        msg::REPLAY_HELP_GO,
        browse::go,
    ),
    replay(
        &["var", "v", "variation", "line"],
        "var, var 2, line 3",
        msg::REPLAY_HELP_VAR,
        browse::variation,
    ),
    replay(&["up", "back", "leave"], "up", msg::REPLAY_HELP_UP, |w| {
        browse::alone(w, Browse::Step(Step::Leave))
    }),
    replay(
        &["comment", "c"],
        "comment",
        msg::REPLAY_HELP_COMMENT,
        |w| browse::alone(w, Browse::Comment),
    ),
    replay(
        &["clock", "clocks", "t"],
        "clock",
        msg::REPLAY_HELP_CLOCK,
        |w| browse::alone(w, Browse::Clock),
    ),
    replay(&["where", "w"], "where", msg::REPLAY_HELP_WHERE, |w| {
        browse::alone(w, Browse::Where)
    }),
    replay(&["info", "tags", "i"], "info", msg::REPLAY_HELP_INFO, |w| {
        browse::alone(w, Browse::Info)
    }),
    replay(&["list", "l"], "list", msg::REPLAY_HELP_LIST, |w| {
        browse::alone(w, Browse::List)
    }),
    replay(&["more", "m"], "more", msg::REPLAY_HELP_MORE, |w| {
        browse::alone(w, Browse::More)
    }),
    replay(
        &["filter", "f"],
        "filter player|white|black|event|date|result|eco|opening VALUE, filter clear",
        msg::REPLAY_HELP_FILTER,
        browse::filter,
    ),
    replay(
        &["game", "g"],
        "game 5, game +1, game -1",
        msg::REPLAY_HELP_GAME,
        browse::game,
    ),
    // Chess's study aids: draughts is told so.
    CommandSpec {
        games: Games::Chess,
        ..replay(
            &["attacks", "attackers", "defenders"],
            "attacks e4",
            msg::REPLAY_HELP_ATTACKS,
            |w| browse::study(SquareAid::Attacks, w),
        )
    },
    // Chess's study aids: draughts is told so.
    CommandSpec {
        games: Games::Chess,
        ..replay(&["legal"], "legal g1", msg::REPLAY_HELP_LEGAL, |w| {
            browse::study(SquareAid::Legal, w)
        })
    },
    replay(&["material"], "material", msg::REPLAY_HELP_MATERIAL, |w| {
        browse::alone(w, Browse::Material)
    }),
    // Chess's study aids: draughts is told so.
    CommandSpec {
        games: Games::Chess,
        ..replay(&["opening"], "opening", msg::REPLAY_HELP_OPENING, |w| {
            browse::alone(w, Browse::Opening)
        })
    },
    replay(&["progress"], "progress", msg::REPLAY_HELP_PROGRESS, |w| {
        browse::alone(w, Browse::Progress)
    }),
    // In play, `q` could be a piece letter. Replay's `quit` remembers the place.
    replay(&["quit", "exit", "q"], "quit", msg::REPLAY_HELP_QUIT, |w| {
        alone(w, Command::Quit)
    }),
    CommandSpec {
        names: &[],
        usage: "e4, Nf3, O-O ...",
        games: Games::Chess,
        ..play(&["move"], msg::SESSION_HELP_MOVE, |_| None)
    },
    CommandSpec {
        names: &[],
        usage: "32-28, c3-d4, 26x17 ...",
        games: Games::Draughts,
        ..play(&["move"], msg::DRAUGHTS_HELP_MOVE, |_| None)
    },
    CommandSpec {
        names: &[],
        usage: "y / n",
        ..play(&["y"], CONFIRM_HELP, |_| None)
    },
    play(&["time"], msg::SESSION_HELP_TIME, |w| {
        alone(w, Command::Time)
    }),
    play(
        &["my time", "own time", "mytime"],
        msg::SESSION_HELP_OWN_TIME,
        |w| alone(w, Command::OwnTime),
    ),
    play(&["last"], msg::SESSION_HELP_LAST, |w| {
        alone(w, Command::Last)
    }),
    CommandSpec {
        engines: BOTH,
        ..replay(
            &["moves"],
            "moves, moves last 5, moves 12-, moves 10-20, moves 12",
            msg::REPLAY_HELP_MOVES,
            browse::moves,
        )
    },
    play(&["repeat"], msg::SESSION_HELP_REPEAT, |w| {
        alone(w, Command::Repeat)
    }),
    CommandSpec {
        usage: PIECES_USAGE,
        engines: BOTH,
        ..play(&["pieces"], msg::SESSION_HELP_PIECES, |w| pieces(w.args))
    },
    CommandSpec {
        games: Games::Chess,
        usage: SCAN_USAGE,
        engines: BOTH,
        ..play(&["scan"], msg::SESSION_HELP_SCAN, |w| match w.args {
            [target] => scan(target),
            _ => None,
        })
    },
    CommandSpec {
        usage: "square e4",
        engines: BOTH,
        ..play(&["square", "sq"], msg::SESSION_HELP_SQUARE, |w| {
            match w.args {
                [name] => SquareName::parse(name).map(Command::Square),
                _ => None,
            }
        })
    },
    play(&["turn"], msg::SESSION_HELP_TURN, |w| {
        alone(w, Command::Turn)
    }),
    // The arbiter's command, named on the arbiter's page (`hektor arbiter`), not in the
    // player's help.
    CommandSpec {
        listed: false,
        ..play(
            &["leave tournament", "leave"],
            msg::SESSION_HELP_LEAVE,
            |w| w.args.is_empty().then_some(Command::LeaveTournament),
        )
    },
    CommandSpec {
        usage: "undo / undo result",
        ..play(&["undo"], msg::SESSION_HELP_UNDO, |w| match w.args {
            [] => Some(Command::Undo),
            [word] if is_word(msg::WORDS_RESULT, word) => Some(Command::UndoResult),
            _ => None,
        })
    },
    CommandSpec {
        usage: "draw / draw agreed",
        ..play(&["draw"], msg::SESSION_HELP_DRAW, |w| match w.args {
            [] => Some(Command::OfferDraw),
            args if is_word(msg::WORDS_AGREED, &args.join(" ")) => Some(Command::AgreeDraw),
            _ => None,
        })
    },
    CommandSpec {
        games: Games::Chess,
        usage: "claim repetition|fifty [MOVE]",
        ..play(&["claim"], msg::SESSION_HELP_CLAIM, claim)
    },
    CommandSpec {
        usage: "resign [white|black]",
        ..play(&["resign"], msg::SESSION_HELP_RESIGN, |w| match w.args {
            [] => Some(Command::Resign(None)),
            [side] => player(side).map(|p| Command::Resign(Some(p))),
            _ => None,
        })
    },
    CommandSpec {
        usage: RESULT_USAGE,
        ..play(&["result"], msg::SESSION_HELP_RESULT, |w| match w.args {
            [token, reason @ ..] => match GameResult::from_pgn(token) {
                Some(GameResult::Ongoing) => None,
                Some(result) => Some(Command::Result(result, termination(reason))),
                None => GameResult::from_draughts_score(token)
                    .map(|result| Command::DraughtsResult(result, termination(reason))),
            },
            [] => None,
        })
    },
    CommandSpec {
        usage: "adjust white 10:00 black 8:30",
        ..play(&["adjust"], msg::SESSION_HELP_ADJUST, |w| adjust(w.args))
    },
    play(&["pause"], msg::SESSION_HELP_PAUSE, |w| {
        alone(w, Command::Pause)
    }),
    play(&["go", "start"], msg::SESSION_HELP_GO, |w| {
        alone(w, Command::Go)
    }),
    CommandSpec {
        usage: "export brf FILE",
        ..play(&["export"], msg::SESSION_HELP_EXPORT, |w| match w.args {
            // The file name keeps its case: it is taken as typed.
            [format, _, ..] => Some(Command::Export {
                format: format.parse().ok(),
                path: PathBuf::from(w.typed_from(1)),
            }),
            _ => None,
        })
    },
    CommandSpec {
        games: Games::Chess,
        usage: reconcile::BOARD_USAGE,
        ..play(&["board"], msg::SESSION_HELP_BOARD, |w| {
            reconcile::board_command(w.args)
        })
    },
    CommandSpec {
        usage: reconcile::RECONCILE_USAGE,
        ..play(&["reconcile"], msg::SESSION_HELP_RECONCILE, |w| {
            // The file name keeps its case: the words are taken as typed.
            reconcile::reconcile_command(w.typed)
        })
    },
    // Replay has its own `quit`: it remembers the place, no game is saved.
    play(&["quit", "exit"], msg::SESSION_HELP_QUIT, |w| {
        alone(w, Command::Quit)
    }),
    CommandSpec {
        listed: false,
        engines: BOTH,
        ..play(&["help", "h", "?"], msg::SESSION_HELP_HELP, |_| {
            Some(Command::Help)
        })
    },
];

/// The command of `engine` whose name a line's lower-case `words` begin with: the
/// command, the name, and how many words the name takes. The names are the table's
/// English ones and those of every UI language ([`names_in`]); the longest name that
/// fits wins (`my time` before `time`), then the first in the table.
pub fn find(engine: Engine, words: &[&str]) -> Option<(&'static CommandSpec, &'static str, usize)> {
    COMMANDS
        .iter()
        .zip(ui_names())
        .filter(|(spec, _)| spec.engines.contains(&engine))
        .flat_map(|(spec, ui)| {
            let names = spec.names.iter().copied();
            names
                .chain(ui.iter().map(String::as_str))
                .map(move |name| (spec, name))
        })
        .filter_map(|(spec, name)| {
            let count = name.split_whitespace().count();
            name.split_whitespace()
                .eq(words.iter().take(count).copied())
                .then_some((spec, name, count))
        })
        .fold(None, |best, found| match best {
            Some((_, _, longest)) if longest >= found.2 => best,
            _ => Some(found),
        })
}

mod browse;
mod help;
mod parse;
mod read;
mod reconcile;
mod words;

pub use help::*;
pub use parse::*;
pub use read::*;
pub use words::*;

#[cfg(test)]
mod tests;

//! Commands: every action of a game session as a named value, and the line reader that
//! turns a typed line (plain mode, the TUI's input line) into one.

use std::path::PathBuf;

use crate::game::record::{GameResult, Termination};
use crate::game::session::Claim;
use crate::games::{PieceKind, Rules, SquareName};
use crate::replay::study::SquareAid;
use crate::scoresheet::Format;
use crate::terms::Player;

use super::browse::{self, Browse, Step};

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
    /// End the session (the game stays saved).
    Quit,
    /// A command of the replay session (moving through the game and the file).
    Browse(super::browse::Browse),
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
pub const CONFIRM_HELP: &str = "session-help-confirm";

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
        "replay-help-next",
        browse::next,
    ),
    replay(
        &["previous", "prev", "p", "b"],
        "p, previous; previous line|comment|mistake|game",
        "replay-help-previous",
        browse::previous,
    ),
    replay(
        &["start", "first", "home"],
        "start",
        "replay-help-start",
        |w| browse::alone(w, Browse::Step(Step::Start)),
    ),
    replay(
        &["last capture", "capture", "captures"],
        "last capture",
        "replay-help-capture",
        |w| browse::alone(w, Browse::LastCapture),
    ),
    // As in play: the move said again (the one the replay is at).
    replay(&["last"], "last", "replay-help-last", |w| {
        alone(w, Command::Last)
    }),
    replay(&["end"], "end", "replay-help-end", |w| {
        browse::alone(w, Browse::Step(Step::End))
    }),
    replay(
        &["go", "move"],
        "go 12, go 12 black, go 12...",
        "replay-help-go",
        browse::go,
    ),
    replay(
        &["var", "v", "variation", "line"],
        "var, var 2, line 3",
        "replay-help-var",
        browse::variation,
    ),
    replay(&["up", "back", "leave"], "up", "replay-help-up", |w| {
        browse::alone(w, Browse::Step(Step::Leave))
    }),
    replay(&["comment", "c"], "comment", "replay-help-comment", |w| {
        browse::alone(w, Browse::Comment)
    }),
    replay(
        &["clock", "clocks", "t"],
        "clock",
        "replay-help-clock",
        |w| browse::alone(w, Browse::Clock),
    ),
    replay(&["where", "w"], "where", "replay-help-where", |w| {
        browse::alone(w, Browse::Where)
    }),
    replay(&["info", "tags", "i"], "info", "replay-help-info", |w| {
        browse::alone(w, Browse::Info)
    }),
    replay(&["list", "l"], "list", "replay-help-list", |w| {
        browse::alone(w, Browse::List)
    }),
    replay(&["more", "m"], "more", "replay-help-more", |w| {
        browse::alone(w, Browse::More)
    }),
    replay(
        &["filter", "f"],
        "filter player|white|black|event|date|result|eco|opening VALUE, filter clear",
        "replay-help-filter",
        browse::filter,
    ),
    replay(
        &["game", "g"],
        "game 5, game +1, game -1",
        "replay-help-game",
        browse::game,
    ),
    // Chess's study aids: draughts is told so.
    CommandSpec {
        games: Games::Chess,
        ..replay(
            &["attacks", "attackers", "defenders"],
            "attacks e4",
            "replay-help-attacks",
            |w| browse::study(SquareAid::Attacks, w),
        )
    },
    // Chess's study aids: draughts is told so.
    CommandSpec {
        games: Games::Chess,
        ..replay(&["legal"], "legal g1", "replay-help-legal", |w| {
            browse::study(SquareAid::Legal, w)
        })
    },
    replay(&["material"], "material", "replay-help-material", |w| {
        browse::alone(w, Browse::Material)
    }),
    // Chess's study aids: draughts is told so.
    CommandSpec {
        games: Games::Chess,
        ..replay(&["opening"], "opening", "replay-help-opening", |w| {
            browse::alone(w, Browse::Opening)
        })
    },
    replay(&["progress"], "progress", "replay-help-progress", |w| {
        browse::alone(w, Browse::Progress)
    }),
    // In play, `q` could be a piece letter. Replay's `quit` remembers the place.
    replay(&["quit", "exit", "q"], "quit", "replay-help-quit", |w| {
        alone(w, Command::Quit)
    }),
    CommandSpec {
        names: &[],
        usage: "e4, Nf3, O-O ...",
        games: Games::Chess,
        ..play(&["move"], "session-help-move", |_| None)
    },
    CommandSpec {
        names: &[],
        usage: "32-28, c3-d4, 26x17 ...",
        games: Games::Draughts,
        ..play(&["move"], "draughts-help-move", |_| None)
    },
    CommandSpec {
        names: &[],
        usage: "y / n",
        ..play(&["y"], CONFIRM_HELP, |_| None)
    },
    play(&["time"], "session-help-time", |w| alone(w, Command::Time)),
    play(
        &["my time", "own time", "mytime"],
        "session-help-own-time",
        |w| alone(w, Command::OwnTime),
    ),
    play(&["last"], "session-help-last", |w| alone(w, Command::Last)),
    CommandSpec {
        engines: BOTH,
        ..replay(
            &["moves"],
            "moves, moves last 5, moves 12-, moves 10-20, moves 12",
            "replay-help-moves",
            browse::moves,
        )
    },
    play(&["repeat"], "session-help-repeat", |w| {
        alone(w, Command::Repeat)
    }),
    CommandSpec {
        usage: PIECES_USAGE,
        engines: BOTH,
        ..play(&["pieces"], "session-help-pieces", |w| pieces(w.args))
    },
    CommandSpec {
        games: Games::Chess,
        usage: SCAN_USAGE,
        engines: BOTH,
        ..play(&["scan"], "session-help-scan", |w| match w.args {
            [target] => scan(target),
            _ => None,
        })
    },
    CommandSpec {
        usage: "square e4",
        engines: BOTH,
        ..play(&["square", "sq"], "session-help-square", |w| match w.args {
            [name] => SquareName::parse(name).map(Command::Square),
            _ => None,
        })
    },
    play(&["turn"], "session-help-turn", |w| alone(w, Command::Turn)),
    CommandSpec {
        usage: "undo / undo result",
        ..play(&["undo"], "session-help-undo", |w| match w.args {
            [] => Some(Command::Undo),
            [word] if is_word("words-result", word) => Some(Command::UndoResult),
            _ => None,
        })
    },
    CommandSpec {
        usage: "draw / draw agreed",
        ..play(&["draw"], "session-help-draw", |w| match w.args {
            [] => Some(Command::OfferDraw),
            [word] if is_word("words-agreed", word) => Some(Command::AgreeDraw),
            _ => None,
        })
    },
    CommandSpec {
        games: Games::Chess,
        usage: "claim repetition|fifty [MOVE]",
        ..play(&["claim"], "session-help-claim", claim)
    },
    CommandSpec {
        usage: "resign [white|black]",
        ..play(&["resign"], "session-help-resign", |w| match w.args {
            [] => Some(Command::Resign(None)),
            [side] => player(side).map(|p| Command::Resign(Some(p))),
            _ => None,
        })
    },
    CommandSpec {
        usage: RESULT_USAGE,
        ..play(&["result"], "session-help-result", |w| match w.args {
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
        ..play(&["adjust"], "session-help-adjust", |w| adjust(w.args))
    },
    play(&["pause"], "session-help-pause", |w| {
        alone(w, Command::Pause)
    }),
    play(&["go", "start"], "session-help-go", |w| {
        alone(w, Command::Go)
    }),
    CommandSpec {
        usage: "export brf FILE",
        ..play(&["export"], "session-help-export", |w| match w.args {
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
        usage: super::reconcile::BOARD_USAGE,
        ..play(&["board"], "session-help-board", |w| {
            super::reconcile::board_command(w.args)
        })
    },
    CommandSpec {
        usage: super::reconcile::RECONCILE_USAGE,
        ..play(&["reconcile"], "session-help-reconcile", |w| {
            // The file name keeps its case: the words are taken as typed.
            super::reconcile::reconcile_command(w.typed)
        })
    },
    // Replay has its own `quit`: it remembers the place, no game is saved.
    play(&["quit", "exit"], "session-help-quit", |w| {
        alone(w, Command::Quit)
    }),
    CommandSpec {
        listed: false,
        engines: BOTH,
        ..play(&["help", "h", "?"], "session-help-help", |_| {
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

/// The names `spec` has in the UI language of `locale`, as written in its locale file
/// (`час`, `Zeit`, `мій час`); none for the entries without names (moves, yes and no).
pub fn names_in(locale: &crate::i18n::Locale, spec: &CommandSpec) -> Vec<String> {
    let id = spec.help_id.replacen("-help-", "-words-", 1);
    if spec.names.is_empty() || !locale.has_own(&id) {
        return Vec::new();
    }
    words_of(locale, &id)
}

/// The comma-separated words of the message `id` in `locale`, each with single spaces.
fn words_of(locale: &crate::i18n::Locale, id: &str) -> Vec<String> {
    locale
        .text(id)
        .split(',')
        .map(|name| name.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|name| !name.is_empty())
        .collect()
}

/// "last" of `moves last 5` in every UI language, in lower case (`останні`, `letzte`).
pub fn last_words() -> &'static [String] {
    everywhere("replay-words-moves-last")
}

/// The messages whose words the readers take in every language at once.
const EVERYWHERE: [&str; 31] = [
    "replay-words-moves-last",
    "words-reason-resignation",
    "words-reason-time",
    "words-reason-agreement",
    "words-reason-checkmate",
    "words-reason-stalemate",
    "words-reason-material",
    "words-reason-arbiter",
    "words-line",
    "words-comment",
    "words-mistake",
    "words-player",
    "words-event",
    "words-date",
    "words-opening",
    "words-result",
    "words-agreed",
    "words-repetition",
    "words-fifty",
    "words-done",
    "words-clear",
    "words-game",
    "words-white",
    "words-black",
    "words-king",
    "words-queen",
    "words-rook",
    "words-bishop",
    "words-knight",
    "words-pawn",
    "words-man",
];

/// Whether `word` (lower case) is one of the words of message `id` (one of
/// [`EVERYWHERE`]) in some language (`undo result`, `undo результат`).
pub fn is_word(id: &str, word: &str) -> bool {
    everywhere(id).iter().any(|w| w == word)
}

/// The words of message `id` (one of [`EVERYWHERE`]) in every language, in lower case,
/// each once; read once from the locale files.
fn everywhere(id: &str) -> &'static [String] {
    static WORDS: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    let all = WORDS.get_or_init(|| {
        let locales = every_locale();
        EVERYWHERE
            .iter()
            .map(|id| in_every_language(&locales, |locale| words_of(locale, id), &[]))
            .collect()
    });
    EVERYWHERE
        .iter()
        .position(|known| *known == id)
        .and_then(|index| all.get(index))
        .map_or(&[], Vec::as_slice)
}

/// The meaning `table` gives the first of its messages that has `word` in some language
/// (`("words-knight", PieceKind::Knight)`, `("words-line", Seek::Line)`).
pub fn meaning_of<T: Copy>(table: &[(&str, T)], word: &str) -> Option<T> {
    table
        .iter()
        .find(|(id, _)| is_word(id, word))
        .map(|(_, meaning)| *meaning)
}

/// The messages of every language, the pseudo-locale too.
fn every_locale() -> Vec<crate::i18n::Locale> {
    crate::i18n::Lang::EVERY
        .into_iter()
        .map(crate::i18n::Locale::new)
        .collect()
}

/// What `of` gives in each of `locales`, in lower case, each once, but the words of
/// `known`.
fn in_every_language(
    locales: &[crate::i18n::Locale],
    of: impl Fn(&crate::i18n::Locale) -> Vec<String>,
    known: &[&str],
) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in locales.iter().flat_map(of) {
        let word = word.to_lowercase();
        if !words.contains(&word) && !known.contains(&word.as_str()) {
            words.push(word);
        }
    }
    words
}

/// The names of every entry of [`COMMANDS`] in every UI language, in lower case and in
/// the table's order; read once from the locale files.
fn ui_names() -> &'static [Vec<String>] {
    static NAMES: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let locales = every_locale();
        COMMANDS
            .iter()
            .map(|spec| in_every_language(&locales, |locale| names_in(locale, spec), spec.names))
            .collect()
    })
}

/// `usage` of `entry` as the help lists it: the entry's names in the UI language of
/// `locale` first, when it has others than the table's, then the usage in brackets
/// (`час (time)`), its placeholders in that language, followed by every name of the
/// table that the usage does not show (`start, also first, home`).
pub fn usage_line(locale: &crate::i18n::Locale, entry: &CommandSpec, usage: &str) -> String {
    let aliases = aliases(entry, usage);
    let usage = usage_in(locale, usage);
    let usage = if aliases.is_empty() {
        usage
    } else {
        crate::i18n::sentence(
            locale,
            "usage-aliases",
            &[
                ("usage", usage.into()),
                ("names", aliases.join(", ").into()),
            ],
        )
    };
    let own: Vec<String> = names_in(locale, entry)
        .into_iter()
        .filter(|name| !entry.names.contains(&name.to_lowercase().as_str()))
        .collect();
    if own.is_empty() {
        usage
    } else {
        format!("{} ({usage})", own.join(", "))
    }
}

/// Reads a typed line. `answering` says whether a question waits (then an empty line is
/// a yes). A line that begins with a command's name is that command (or its usage, when
/// the words after the name do not fit); anything else is returned as
/// [`Command::Move`].
pub fn read_line(line: &str, answering: bool) -> Result<Command, LineError> {
    let text = text_of(line)?;
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
    match read_command(Engine::Play, text) {
        Some(Ok(command)) => Ok(command),
        Some(Err(LineError::Extra { usage, .. })) => Err(LineError::Usage(usage)),
        Some(Err(error)) => Err(error),
        None => Ok(Command::Move(text.to_owned())),
    }
}

/// Reads a line typed in the replay session: an empty line is the next move, a line
/// that names no command of [`Engine::Replay`] is [`LineError::Unknown`].
///
/// ```
/// use hektor_session::app::{Browse, Command, LineError, Step, read_replay_line};
///
/// assert_eq!(read_replay_line(""), Ok(Command::Browse(Browse::Step(Step::Next))));
/// assert_eq!(read_replay_line("go 12..."), Ok(Command::Browse(Browse::Go(12, hektor_session::game::clock::Player::Black))));
/// assert!(matches!(read_replay_line("fly"), Err(LineError::Unknown(_))));
/// ```
pub fn read_replay_line(line: &str) -> Result<Command, LineError> {
    let text = text_of(line)?;
    if text.is_empty() {
        return Ok(Command::Browse(Browse::Step(Step::Next)));
    }
    read_command(Engine::Replay, text).unwrap_or_else(|| Err(LineError::Unknown(text.to_owned())))
}

/// The line without its surrounding spaces, unless it is too long or not text.
fn text_of(line: &str) -> Result<&str, LineError> {
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
    Ok(line.trim())
}

/// The command of `engine` that `text` names with the words after its name read, or why
/// they do not fit; `None` when the text names no command.
fn read_command(engine: Engine, text: &str) -> Option<Result<Command, LineError>> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let typed: Vec<&str> = text.split_whitespace().collect();
    let (entry, name, taken) = find(engine, &words)?;
    let words = Words {
        name,
        args: words.get(taken..).unwrap_or_default(),
        typed: typed.get(taken..).unwrap_or_default(),
    };
    Some((entry.parse)(&words).ok_or_else(|| LineError::Extra {
        help_id: entry.help_id,
        usage: entry.usage,
        name,
        extra: words.typed.join(" "),
    }))
}

/// The entry of the table that `line` gives in `engine`'s session, when it reads as a
/// command there (a move, or a command whose words do not fit, gives none): what a key
/// may be bound to.
pub fn entry_of(engine: Engine, line: &str) -> Option<&'static CommandSpec> {
    command_of(engine, line).map(|(_, entry)| entry)
}

/// The command `line` reads as in `engine`'s session and its entry of the table, when it
/// names a command there: a key's binding read once, when the key map is made, so the
/// screen sends the command itself.
pub fn command_of(engine: Engine, line: &str) -> Option<(Command, &'static CommandSpec)> {
    let read = match engine {
        Engine::Play => read_line(line, false),
        Engine::Replay => read_replay_line(line),
    };
    let entry = match &read {
        Ok(Command::Confirm | Command::Withdraw) => {
            COMMANDS.iter().find(|spec| spec.help_id == CONFIRM_HELP)
        }
        Ok(Command::Move(_)) | Err(_) => None,
        Ok(_) => {
            let lower = line.trim().to_lowercase();
            let words: Vec<&str> = lower.split_whitespace().collect();
            find(engine, &words).map(|(spec, ..)| spec)
        }
    }?;
    Some((read.ok()?, entry))
}

/// One line per listed command of `engine` that serves `rules`, in the UI language:
/// what to type, and what it does.
pub fn help_lines_of(locale: &crate::i18n::Locale, engine: Engine, rules: Rules) -> Vec<String> {
    COMMANDS
        .iter()
        .filter(|entry| entry.listed && entry.engines.contains(&engine) && entry.games.serve(rules))
        .map(|entry| {
            let (usage, text) = super::help_entry(locale, entry);
            match DRAUGHTS_HELP.iter().find(|(id, ..)| *id == entry.help_id) {
                Some((_, usage, text_id)) if rules.draughts().is_some() => {
                    format!(
                        "{}: {}",
                        usage_line(locale, entry, usage),
                        locale.text(text_id)
                    )
                }
                _ => format!("{usage}: {text}"),
            }
        })
        .collect()
}

/// The commands that serve both games but read differently in draughts: the help id of
/// the entry, the draughts usage and the draughts help id.
const DRAUGHTS_HELP: [(&str, &str, &str); 5] = [
    (
        "session-help-pieces",
        "pieces [white|black] [men|kings]",
        "draughts-help-pieces",
    ),
    (
        "session-help-square",
        "square 32 / square c3",
        "session-help-square",
    ),
    (
        "session-help-result",
        "result 2-0|1-1|0-2 [reason]",
        "session-help-result",
    ),
    (
        "session-help-export",
        "export pdn FILE",
        "draughts-help-export",
    ),
    (
        "session-help-reconcile",
        super::reconcile::RECONCILE_USAGE,
        "draughts-help-reconcile",
    ),
];

/// The names of `entry` that `usage` does not show as words of its own (`first` and
/// `home` of `start`; `prev` and `b` of `p, previous; ...`).
fn aliases(entry: &CommandSpec, usage: &str) -> Vec<&'static str> {
    let shown: Vec<&str> = usage
        .split(|c: char| !c.is_alphanumeric() && c != '?')
        .filter(|word| !word.is_empty())
        .collect();
    entry
        .names
        .iter()
        .filter(|name| {
            let words: Vec<&str> = name.split_whitespace().collect();
            !shown
                .windows(words.len())
                .any(|run| run == words.as_slice())
        })
        .copied()
        .collect()
}

/// The words of a usage said in the UI language, and the message that names each (its
/// first word): placeholders (`FILE`, `MOVE`) and the words the readers take in every UI
/// language (sides, draughts pieces, whose board, `undo result`, `draw agreed`, `claim
/// repetition|fifty`, `board done|clear`, `reconcile FILE game N`, `moves last 5`,
/// `next line|comment|mistake|game`, `filter player|event|date|opening`).
const USAGE_WORDS: [(&str, &str); 25] = [
    ("FILE", "usage-file"),
    ("MOVE", "usage-move"),
    ("VALUE", "usage-value"),
    ("reason", "usage-reason"),
    ("white", "usage-white"),
    ("black", "usage-black"),
    ("men", "usage-men"),
    ("kings", "usage-kings"),
    ("blind", "usage-blind"),
    ("sighted", "usage-sighted"),
    ("result", "words-result"),
    ("agreed", "words-agreed"),
    ("repetition", "words-repetition"),
    ("fifty", "words-fifty"),
    ("done", "words-done"),
    ("clear", "words-clear"),
    ("game", "words-game"),
    ("last", "replay-words-moves-last"),
    ("line", "words-line"),
    ("comment", "words-comment"),
    ("mistake", "words-mistake"),
    ("player", "words-player"),
    ("event", "words-event"),
    ("date", "words-date"),
    ("opening", "words-opening"),
];

/// One word of a usage (or a filter's field, `white`) as the UI language says it: its
/// first word in that language if the readers take it in every language, else as typed.
pub fn usage_word(locale: &crate::i18n::Locale, word: &str) -> String {
    USAGE_WORDS
        .iter()
        .find(|(typed, _)| *typed == word)
        .and_then(|(_, id)| words_of(locale, id).into_iter().next())
        .unwrap_or_else(|| word.to_owned())
}

/// `usage` in the UI language: its placeholders and the words read in every language
/// (`export brf ФАЙЛ`, `resign [білі|чорні]`, `undo / undo результат`); command names
/// (the first word of each way to write it, after ` / ` or `,`) and the other keywords stay
/// as they are typed.
pub fn usage_in(locale: &crate::i18n::Locale, usage: &str) -> String {
    let mut out = String::with_capacity(usage.len());
    let mut word = String::new();
    let mut name_next = true;
    let mut previous = ' ';
    for c in usage.chars().chain(std::iter::once('\0')) {
        if c.is_ascii_alphabetic() {
            word.push(c);
            continue;
        }
        if name_next {
            out.push_str(&word);
        } else {
            out.push_str(&usage_word(locale, &word));
        }
        if !word.is_empty() {
            name_next = false;
        }
        word.clear();
        // `undo / undo result`, `go 12, go 12 black`; not `1/2-1/2`.
        if c == ',' || (c == '/' && previous == ' ') {
            name_next = true;
        }
        if c != '\0' {
            out.push(c);
        }
        previous = c;
    }
    out
}

/// How to give a result (draughts games take `2-0`, `1-1`, `0-2` too).
pub const RESULT_USAGE: &str = "result 1-0|0-1|1/2-1/2 [reason]";

/// How to ask for pieces.
pub const PIECES_USAGE: &str = "pieces [white|black]";

/// How to ask for a file or a rank (diagonals, `scan a1-h8`, are read in replay only).
pub const SCAN_USAGE: &str = "scan e / scan 4";

/// `claim repetition|fifty [MOVE]`: the intended move keeps its case (Bxc3 is not bxc3).
fn claim(words: &Words) -> Option<Command> {
    let word = *words.args.first()?;
    let claim = if is_word("words-repetition", word) {
        Claim::Repetition
    } else if is_word("words-fifty", word) {
        Claim::FiftyMoves
    } else {
        return None;
    };
    let intended = words.typed_from(1);
    Some(Command::Claim(
        claim,
        (!intended.is_empty()).then_some(intended),
    ))
}

/// `pieces`, `pieces white`, `pieces knights`, `pieces white N`, `pieces N white`.
pub(super) fn pieces(words: &[&str]) -> Option<Command> {
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

/// A kind of piece as typed, in any case: a letter (K Q R B N P, German K D T L S B), or
/// its name in one of the UI languages, singular or plural; draughts men and kings too
/// (`words-king`, ... `words-man` of every language).
pub fn piece_kind(word: &str) -> Option<PieceKind> {
    const KINDS: [(&str, PieceKind); 7] = [
        ("words-king", PieceKind::King),
        ("words-queen", PieceKind::Queen),
        ("words-rook", PieceKind::Rook),
        ("words-bishop", PieceKind::Bishop),
        ("words-knight", PieceKind::Knight),
        ("words-pawn", PieceKind::Pawn),
        ("words-man", PieceKind::Man),
    ];
    meaning_of(&KINDS, &word.to_lowercase())
}

/// A side as typed in one of the UI languages (`words-white`, `words-black` of every
/// language): `white`, `w`, `weiß`, `білі`, `белые`, `białe`; `black`, `b`, `schwarz`,
/// `чорні`, `чёрные`, `czarne` (play and replay read sides with it).
pub fn player(word: &str) -> Option<Player> {
    if is_word("words-white", word) {
        Some(Player::White)
    } else if is_word("words-black", word) {
        Some(Player::Black)
    } else {
        None
    }
}

fn scan(target: &str) -> Option<Command> {
    if let Some((from, to)) = target.split_once('-') {
        let (from, to) = (SquareName::parse(from)?, SquareName::parse(to)?);
        let (
            SquareName::Coords {
                file: from_file,
                rank: from_rank,
            },
            SquareName::Coords {
                file: to_file,
                rank: to_rank,
            },
        ) = (from, to)
        else {
            return None;
        };
        let files = from_file.abs_diff(to_file);
        let ranks = from_rank.abs_diff(to_rank);
        return (files == ranks && files > 0).then_some(Command::ScanDiagonal(from, to));
    }
    let mut chars = target.chars();
    let (c, rest) = (chars.next()?, chars.next());
    if rest.is_some() {
        return None;
    }
    if c.is_ascii_lowercase() && c <= 'h' {
        return Some(Command::ScanFile(
            u8::try_from(u32::from(c) - u32::from('a')).ok()?,
        ));
    }
    let digit = u8::try_from(c.to_digit(10)?).ok()?;
    (1..=8)
        .contains(&digit)
        .then(|| Command::ScanRank(digit - 1))
}

/// The reason given after a result (`result 1-0 resigns`, `результат 0-1 час`), in any
/// UI language; any other text is kept as written.
fn termination(words: &[&str]) -> Option<Termination> {
    const REASONS: [(&str, Termination); 10] = [
        ("words-reason-resignation", Termination::Resignation),
        ("words-reason-time", Termination::TimeForfeit),
        ("words-reason-agreement", Termination::DrawAgreement),
        ("words-agreed", Termination::DrawAgreement),
        ("words-reason-checkmate", Termination::Checkmate),
        ("words-reason-stalemate", Termination::Stalemate),
        ("words-repetition", Termination::Repetition),
        ("words-fifty", Termination::FiftyMoves),
        ("words-reason-material", Termination::InsufficientMaterial),
        ("words-reason-arbiter", Termination::Adjudication),
    ];
    let text = words.join(" ");
    if text.is_empty() {
        return None;
    }
    let reason = REASONS
        .iter()
        .find(|(id, _)| is_word(id, &text))
        .map(|(_, termination)| termination.clone());
    Some(reason.unwrap_or(Termination::Other(text)))
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
        assert_eq!(read_line("scan e", false), Ok(Command::ScanFile(4)));
        assert_eq!(read_line("scan 4", false), Ok(Command::ScanRank(3)));
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
                format: Some(Format::Brf),
                path: PathBuf::from("Game.BRF")
            })
        );
        assert_eq!(read_line("Nf3", false), Ok(Command::Move("Nf3".into())));
        // Replay's short names are play's too; its `q` is not (a piece letter).
        assert_eq!(
            read_line("sq e4", false),
            Ok(Command::Square(SquareName::Coords { file: 4, rank: 3 }))
        );
        // Draughts squares by number, Cyrillic look-alike letters as Latin ones.
        assert_eq!(
            read_line("square 32", false),
            Ok(Command::Square(SquareName::Number(32)))
        );
        assert_eq!(
            read_line("square с3", false),
            Ok(Command::Square(SquareName::Coords { file: 2, rank: 2 }))
        );
        assert_eq!(
            read_line("pieces black men", false),
            Ok(Command::PiecesOf(Some(Player::Black), PieceKind::Man))
        );
        assert_eq!(read_line("h", false), Ok(Command::Help));
        assert_eq!(read_line("q", false), Ok(Command::Move("q".into())));
        // Sides in the UI languages.
        for (word, side) in [
            ("Білі", Player::White),
            ("чёрные", Player::Black),
            ("czarne", Player::Black),
        ] {
            let line = format!("pieces {word}");
            assert_eq!(read_line(&line, false), Ok(Command::Pieces(Some(side))));
        }
        assert_eq!(
            read_line("pieces white N", false),
            Ok(Command::PiecesOf(Some(Player::White), PieceKind::Knight))
        );
        assert_eq!(
            read_line("pieces knights", false),
            Ok(Command::PiecesOf(None, PieceKind::Knight))
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
            Ok(Command::ScanDiagonal(
                SquareName::Coords { file: 0, rank: 0 },
                SquareName::Coords { file: 7, rank: 7 }
            ))
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

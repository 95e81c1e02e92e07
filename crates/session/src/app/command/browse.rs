//! The commands of the replay session as values: moving through a game and its
//! variations, through the file's games, and the study aids. Their entries in
//! [`COMMANDS`](super::COMMANDS) read the words after each name with the parsers here, so
//! a replay line becomes a [`Command::Browse`](super::Command::Browse) as a play line
//! becomes a move or a query.

use crate::games::SquareName;
use crate::msg;
use crate::replay::filter::Field;
use crate::replay::study::{MoveSpan, SquareAid};
use crate::terms::Player;

use super::{Command, Words, is_word, meaning_of, pieces, player};

/// What the replay session is asked to do besides the board queries both sessions share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Browse {
    /// One step through the game (`next`, `previous`, `start`, `end`, `up`).
    Step(Step),
    /// To the nearest line, comment, mistake or game ahead (`true`) or behind.
    Seek(Seek, bool),
    /// The last capture on the way here.
    LastCapture,
    /// To a move: its number and the side that made it (`go 12 black`).
    Go(u32, Player),
    /// Into line N of the moves that could come next, numbered as the list of the
    /// variations here names them (`var 2`, `line 2`: line 1 is the next move, line 2
    /// the first variation); `None` when the word is no number.
    Variation(Option<usize>),
    /// Both players' clocks at the current move, from the `[%clk]` comments.
    Clock,
    /// The comments of the current move.
    Comment,
    /// The place, whose move it is, the variation and the material.
    Where,
    /// The game's tags.
    Info,
    /// The games of the file (from the first).
    List,
    /// The next page of the list.
    More,
    /// Let only the games through whose field holds the value.
    Filter(Field, String),
    /// Show all games again.
    FilterClear,
    /// Open a game of the file.
    Game(GameTarget),
    /// A study aid about a square; `None` when the words name no square.
    Study(SquareAid, Option<SquareName>),
    /// The material of both sides.
    Material,
    /// The name of the opening reached.
    Opening,
    /// How far indexing the file has come.
    Progress,
}

/// One step through the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The next move.
    Next,
    /// The move before.
    Prev,
    /// The start of the game.
    Start,
    /// The end of the line.
    End,
    /// Out of the variation, back to the move it branched from.
    Leave,
}

/// What `next X` and `previous X` look for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seek {
    /// A move (the same as `next` alone).
    Move,
    /// Another line at the nearest branch.
    Line,
    /// A move with a comment.
    Comment,
    /// A move marked as a mistake.
    Mistake,
    /// Another game of the file.
    Game,
}

impl Seek {
    /// What `word` seeks, in any UI language (`next line`, `next коментар`).
    fn parse(word: &str) -> Option<Seek> {
        const SEEKS: [(&str, Seek); 4] = [
            (msg::WORDS_LINE, Seek::Line),
            (msg::WORDS_COMMENT, Seek::Comment),
            (msg::WORDS_MISTAKE, Seek::Mistake),
            (msg::WORDS_GAME, Seek::Game),
        ];
        Some(match word {
            "move" => Seek::Move,
            "?" => Seek::Mistake,
            "games" | "g" => Seek::Game,
            _ => meaning_of(&SEEKS, word)?,
        })
    }
}

/// The game `game` opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameTarget {
    /// The game with this number (`game 5`).
    Number(usize),
    /// So many games after the one last asked for (`game +1`).
    Ahead(usize),
    /// So many games before it (`game -1`).
    Back(usize),
}

fn browse(command: Browse) -> Option<Command> {
    Some(Command::Browse(command))
}

/// Reads the words of a replay command that takes none.
pub(super) fn alone(words: &Words, command: Browse) -> Option<Command> {
    words.args.is_empty().then_some(Command::Browse(command))
}

/// `next`, `next line|comment|mistake|game`.
pub(super) fn next(words: &Words) -> Option<Command> {
    match words.args {
        [] => browse(Browse::Step(Step::Next)),
        [target] => browse(Browse::Seek(Seek::parse(target)?, true)),
        _ => None,
    }
}

/// `previous`, `previous line|comment|mistake|game`; `p N` lists the knights, as in
/// lichess's blind mode.
pub(super) fn previous(words: &Words) -> Option<Command> {
    match (words.args, words.args.first().and_then(|t| Seek::parse(t))) {
        ([], _) => browse(Browse::Step(Step::Prev)),
        ([_], Some(target)) => browse(Browse::Seek(target, false)),
        _ if words.name == "p" => match pieces(words.args)? {
            query @ (Command::PiecesOf(..) | Command::Pieces(Some(_))) => Some(query),
            _ => None,
        },
        _ => None,
    }
}

/// `go 12`, `go 12 black`, `go 12...`, `go 12.`.
pub(super) fn go(words: &Words) -> Option<Command> {
    let (number, side) = go_target(words.args)?;
    browse(Browse::Go(number, side))
}

/// The move number and the side of `go`'s words.
fn go_target(rest: &[&str]) -> Option<(u32, Player)> {
    let (first, side) = match rest {
        [first] => (*first, None),
        [first, side] => (*first, Some(*side)),
        _ => return None,
    };
    let (digits, black) = match first.strip_suffix("...") {
        Some(digits) => (digits, true),
        None => (first.trim_end_matches('.'), false),
    };
    let number = digits.parse::<u32>().ok()?;
    let side = match side {
        None if black => Player::Black,
        None => Player::White,
        // `s` (schwarz) is a side here only: elsewhere it is the German knight.
        Some(word) => match (player(word), word) {
            (Some(Player::Black), _) | (None, "s") if !black => Player::Black,
            (Some(Player::White), _) => Player::White,
            _ => return None,
        },
    };
    Some((number, side))
}

/// `var`, `var 2`, `line 3`: alone, the first variation (line 2).
pub(super) fn variation(words: &Words) -> Option<Command> {
    match words.args {
        [] => browse(Browse::Variation(Some(2))),
        [word] => browse(Browse::Variation(word.parse().ok())),
        _ => None,
    }
}

/// `filter FIELD VALUE`, `filter clear`.
pub(super) fn filter(words: &Words) -> Option<Command> {
    // The value as typed: it is said back as the user wrote it.
    match (words.args, words.typed) {
        ([word], _) if is_word(msg::WORDS_CLEAR, word) => browse(Browse::FilterClear),
        ([field, ..], [_, value @ ..]) if !value.is_empty() => {
            browse(Browse::Filter(field_of(field)?, value.join(" ")))
        }
        _ => None,
    }
}

/// The field `filter` names: its English word, or its word in any UI language (`білі`,
/// `wynik`, `турнір`), as the help says them.
fn field_of(word: &str) -> Option<Field> {
    const FIELDS: [(&str, Field); 5] = [
        (msg::WORDS_PLAYER, Field::Player),
        (msg::WORDS_EVENT, Field::Event),
        (msg::WORDS_DATE, Field::Date),
        (msg::WORDS_RESULT, Field::Result),
        (msg::WORDS_OPENING, Field::Opening),
    ];
    Field::parse(word).or_else(|| match player(word) {
        Some(Player::White) => Some(Field::White),
        Some(Player::Black) => Some(Field::Black),
        None => meaning_of(&FIELDS, word),
    })
}

/// `game 5`, `game +1`, `game -1`.
pub(super) fn game(words: &Words) -> Option<Command> {
    let [word] = words.args else {
        return None;
    };
    let target = if let Some(count) = word.strip_prefix('+') {
        GameTarget::Ahead(count.parse().ok()?)
    } else if let Some(count) = word.strip_prefix('-') {
        GameTarget::Back(count.parse().ok()?)
    } else {
        GameTarget::Number(word.parse().ok()?)
    };
    browse(Browse::Game(target))
}

/// `moves`, `moves last 5`, `moves 12-`, `moves 10-20`, `moves 12`, `moves 10 20`.
pub(super) fn moves(words: &Words) -> Option<Command> {
    let number = |word: &str| word.parse::<u32>().ok().filter(|n| *n > 0);
    let span = match words.args {
        [] => MoveSpan::All,
        [last, count] if super::last_words().iter().any(|w| w == last) => {
            MoveSpan::Last(number(count)?)
        }
        [range] => match range.split_once('-') {
            Some((from, "")) => MoveSpan::From(number(from)?),
            Some((from, to)) => MoveSpan::Range(number(from)?, number(to)?),
            None => MoveSpan::Range(number(range)?, number(range)?),
        },
        [from, to] => MoveSpan::Range(number(from)?, number(to)?),
        _ => return None,
    };
    match span {
        MoveSpan::Range(from, to) if from > to => None,
        span => Some(Command::Moves(span)),
    }
}

/// `attacks e4`, `legal g1`: the square read as `square` reads it.
pub(super) fn study(aid: SquareAid, words: &Words) -> Option<Command> {
    let square = match words.args {
        [name] => SquareName::parse(name),
        _ => None,
    };
    browse(Browse::Study(aid, square))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// `go` reads move numbers with dots and sides, and nothing else.
        #[test]
        fn go_targets_are_read_without_panic(words in proptest::collection::vec("[0-9a-z.]{0,6}", 0..3)) {
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            let _ = go_target(&words);
        }
    }

    #[test]
    fn go_reads_black_moves_written_with_three_dots() {
        assert_eq!(go_target(&["12..."]), Some((12, Player::Black)));
        assert_eq!(go_target(&["12."]), Some((12, Player::White)));
        assert_eq!(go_target(&["12", "black"]), Some((12, Player::Black)));
        assert_eq!(go_target(&["12...", "black"]), None);
        assert_eq!(go_target(&["12", "red"]), None);
    }
}

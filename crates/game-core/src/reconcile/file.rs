//! A scoresheet read from a file: a hektor game journal (with its start position and
//! clock readings) or text in any notation the move parser reads; of a PGN file with
//! several games, the one asked for. `hektor reconcile` and the session's
//! `reconcile FILE` both read sheets this way.

use std::path::Path;

use fluent_bundle::FluentValue;

use super::Sheet;
use super::sheet::GameOf;
use crate::game::journal::{self, JournalError};
use crate::game::record::GameRecord;
use crate::game::rules::{GameRules, Playable};
use crate::game_errors::journal_sentence;
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::unusable::Unusable;

/// A sheet file that cannot be used; [`SheetFileError::sentence`] says why.
#[derive(Debug, thiserror::Error)]
pub enum SheetFileError {
    /// The file cannot be read (missing, no permission, not text).
    #[error("cannot be read ({0})")]
    Unreadable(std::io::Error),
    /// A hektor journal that does not load.
    #[error("{0}")]
    Journal(JournalError),
    /// A sheet its game cannot use: a start that is not a position of the game (chess),
    /// a PDN sheet that is not PDN or whose FEN is no position (draughts).
    #[error("{0}")]
    Game(Box<dyn Unusable>),
    /// A game file whose game is longer than `SHEET_MOVES` half-moves.
    #[error("the game has {moves} half-moves, more than the {most} reconcile compares")]
    TooLong {
        /// The half-moves of the game.
        moves: usize,
        /// The most reconcile compares (`SHEET_MOVES`).
        most: usize,
    },
    /// The file has fewer games than the number asked for.
    #[error("the file has {count} games, so there is no game {wanted}")]
    NoSuchGame {
        /// The game asked for.
        wanted: usize,
        /// How many games the file has.
        count: usize,
    },
}

impl SheetFileError {
    /// Why the file at `path` cannot be used, in sentences of the UI language (without
    /// how to choose another game: that depends on where the game was asked for).
    pub fn sentence(&self, locale: &Locale, path: &Path) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        match self {
            SheetFileError::Unreadable(error) => io_sentence(locale, path, error),
            SheetFileError::Journal(error) => journal_sentence(locale, error),
            SheetFileError::Game(error) => error.phrase(locale),
            SheetFileError::TooLong { moves, most } => {
                args.push(("moves", (*moves).into()));
                args.push(("most", (*most).into()));
                sentence(locale, msg::RECONCILE_SHEET_TOO_LONG, &args)
            }
            SheetFileError::NoSuchGame { wanted, count } => {
                args.push(("wanted", (*wanted).into()));
                args.push(("count", (*count).into()));
                sentence(locale, msg::RECONCILE_NO_SUCH_GAME, &args)
            }
        }
    }
}

/// The record of the hektor game journal at `path`, which holds one game: asked for another
/// (`game` past 1), the file's single game is named instead of being read. Its game is
/// played in positions `P`.
pub fn load_journal<P: Playable>(
    path: &Path,
    game: Option<usize>,
) -> Result<GameRecord<P::Rules>, SheetFileError> {
    if let Some(wanted) = game.filter(|&wanted| wanted > 1) {
        return Err(SheetFileError::NoSuchGame { wanted, count: 1 });
    }
    let record = journal::load::<P>(path).map_err(SheetFileError::Journal)?;
    within(record, SHEET_MOVES)
}

/// `record` when it has at most `most` half-moves, else why reconcile does not compare it.
fn within<R: GameRules>(
    record: GameRecord<R>,
    most: usize,
) -> Result<GameRecord<R>, SheetFileError> {
    match record.moves.len() {
        moves if moves > most => Err(SheetFileError::TooLong { moves, most }),
        _ => Ok(record),
    }
}

/// The most half-moves of a game file's game that reconcile compares: far beyond any
/// game played at a board (the longest are under 600), as [`super::SHEET_LIMIT`] bounds a
/// sheet of text, so that reconcile stays far below 100 MB for any file.
pub const SHEET_MOVES: usize = 100_000;

/// Game `game` (from 1; the first when `None`) of `text`; when there are several, the
/// sheet says which it is.
pub fn read_game(text: &str, game: Option<usize>) -> Result<Sheet, SheetFileError> {
    let games = split_games(text);
    let count = games.len().max(1);
    let wanted = game.unwrap_or(1);
    let Some(chosen) = wanted.checked_sub(1).and_then(|i| games.get(i)) else {
        if wanted == 1 {
            return Ok(Sheet::read(text));
        }
        return Err(SheetFileError::NoSuchGame { wanted, count });
    };
    Ok(game_sheet(chosen, wanted, count))
}

/// The sheet of `chosen`, game `wanted` of the `count` games of its file: when there are
/// several, the sheet says which it is.
pub fn game_sheet(chosen: &str, wanted: usize, count: usize) -> Sheet {
    let mut sheet = Sheet::read(chosen);
    if count > 1 {
        sheet.game = Some(GameOf {
            game: wanted,
            games: count,
            white: tag(chosen, "White"),
            black: tag(chosen, "Black"),
        });
    }
    sheet
}

/// The games of a PGN file as text: a game begins at a tag line that follows moves.
/// Text without tags is one game.
fn split_games(text: &str) -> Vec<&str> {
    let mut games = Vec::new();
    let mut start = 0;
    let mut moves_seen = false;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            if moves_seen {
                games.push(&text[start..offset]);
                start = offset;
                moves_seen = false;
            }
        } else if !trimmed.is_empty() && !trimmed.starts_with(['%', ';']) {
            moves_seen = true;
        }
        offset += line.len();
    }
    if moves_seen {
        games.push(&text[start..]);
    }
    games
}

/// The value of the PGN tag `name` in `game`.
fn tag(game: &str, name: &str) -> Option<String> {
    game.lines().find_map(|line| {
        let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
        let (key, value) = inner.split_once(char::is_whitespace)?;
        let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
        (key == name && !value.is_empty() && value != "?").then(|| value.to_owned())
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn games_are_split_at_tags_after_moves() {
        let text = "[Event \"a\"]\n[White \"X\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n[Black \"Y\"]\n\n1. d4 d5 *\n";
        let games = split_games(text);
        assert_eq!(games.len(), 2);
        assert!(games[1].starts_with("[Event \"b\"]"));
        let sheet = read_game(text, Some(2)).unwrap();
        assert_eq!(sheet.entries.len(), 2);
        assert_eq!(
            sheet.game,
            Some(GameOf {
                game: 2,
                games: 2,
                white: None,
                black: Some("Y".to_owned())
            })
        );
        assert!(matches!(
            read_game(text, Some(3)),
            Err(SheetFileError::NoSuchGame {
                wanted: 3,
                count: 2
            })
        ));
        assert_eq!(read_game("1. e4 e5", None).unwrap().game, None);
    }

    #[test]
    fn a_game_longer_than_reconcile_compares_is_refused_in_one_sentence() {
        use crate::game::MoveRecord;
        let record = |moves: usize| GameRecord::<crate::game::rules::NoGame> {
            moves: (0..moves)
                .map(|_| MoveRecord::as_written("Nf3", 0, None))
                .collect(),
            ..Default::default()
        };
        assert_eq!(within(record(3), 3).unwrap().moves.len(), 3);
        let error = within(record(4), 3).unwrap_err();
        let said = error.sentence(&Locale::new(crate::i18n::Lang::Uk), Path::new("g.jsonl"));
        assert_eq!(
            said,
            "Півходів у цій партії: 4; звірка порівнює щонайбільше 3. Дайте бланки партії, зіграної за дошкою."
        );
    }
}

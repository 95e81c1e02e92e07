//! The files of a registered game ([`crate::other::Game`]): which game a file
//! holds, where its games start, and one game read into the replay tree. The game reads
//! its own files; the tree, the index and the replay session are the ones chess and
//! draughts use.

use std::io::{self, Read};
use std::path::Path;

use crate::i18n::Lang;
use crate::other::{self, Game, OtherBoard, Said, WrittenGame};
use crate::position::GamePosition;
use crate::replay::game_files::{GameList, Header, Text};
use crate::replay::report::MoveAt;
use crate::replay::tree::{Cause, GameTree, Holds, LoadError, Stop};
use crate::terms::Player;

/// How much of a registered game's file is read at most: the games after it are not
/// found (a registered game's files are small; chess and draughts files are streamed).
pub const TEXT_LIMIT: u64 = 16 << 20;

/// How much of a file's start tells whose games it holds.
const HEAD: u64 = 8 << 10;

/// The registered game whose files the file at `path` is one of, if any (none is
/// looked for while no game is registered).
pub fn game_of(path: &Path) -> io::Result<Option<&'static dyn Game>> {
    if other::registered().is_empty() {
        return Ok(None);
    }
    let mut head = Vec::new();
    crate::files::open(path)?
        .take(HEAD)
        .read_to_end(&mut head)?;
    Ok(game_in(&head))
}

/// The registered game whose files start with `head`, a file's first bytes (the first
/// 8 KiB of them tell it), if any.
pub fn game_in(head: &[u8]) -> Option<&'static dyn Game> {
    let head = head
        .get(..usize::try_from(HEAD).unwrap_or(usize::MAX))
        .unwrap_or(head);
    other::holding(&String::from_utf8_lossy(head))
}

/// The text of `input` up to [`TEXT_LIMIT`]; `InvalidData` when it is no UTF-8 text.
pub(super) fn text_of(input: impl Read) -> io::Result<String> {
    let mut text = String::new();
    input.take(TEXT_LIMIT).read_to_string(&mut text)?;
    Ok(text)
}

/// A registered game's files, as the index lists their games.
#[derive(Clone, Copy)]
pub struct Files(pub &'static dyn Game);

/// The games of a registered game's file, as its game reads them; a game that cannot be
/// read keeps its place.
impl GameList for Files {
    fn scan(self, file: Text, mut found: impl FnMut(u64, Header, u64)) -> io::Result<()> {
        games(self.0, file, |offset, written| {
            let header = written.map_or_else(
                |_| Header::default(),
                |written| {
                    let result = written.tag("Result").or(written.result.as_deref());
                    Header::of_tags(|name| written.tag(name), result)
                },
            );
            found(offset, header, offset);
        })
    }
}

/// Reads the games of `input`, a file of `game`'s games, one by one: `each` gets where
/// each starts (in bytes) and the game as read, or the sentence why it cannot be.
pub fn games(
    game: &dyn Game,
    input: impl Read,
    mut each: impl FnMut(u64, Result<WrittenGame, Said>),
) -> io::Result<()> {
    let text = text_of(input)?;
    for (start, part) in parts(game, &text) {
        let written = match part {
            Some(part) => game.read_game(part),
            // The game found a start inside a character or past the end.
            None => Err(Said::new(move |_| format!("no game at byte {start}"))),
        };
        each(u64::try_from(start).unwrap_or(u64::MAX), written);
    }
    Ok(())
}

/// Each game of `text` as `game` finds them: where it starts, and its text up to the
/// next game's start (none when the game put a start inside a character or past the
/// end).
pub(super) fn parts<'t>(
    game: &dyn Game,
    text: &'t str,
) -> impl Iterator<Item = (usize, Option<&'t str>)> {
    let starts = game.game_starts(text);
    let ends: Vec<usize> = starts.iter().skip(1).copied().chain([text.len()]).collect();
    starts
        .into_iter()
        .zip(ends)
        .map(move |(start, end)| (start, text.get(start..end)))
}

/// The first game of `game` in `input` (read from a game's start, or from the file's,
/// before its first game) as a tree of at most `limit` nodes: its main line, read move
/// by move as the game reads a typed move; a move that is none stops the line there
/// ([`Stop::BadMove`]).
pub fn load_capped<P: Holds<OtherBoard, Moved = String>>(
    game: &'static dyn Game,
    input: impl Read,
    limit: usize,
) -> Result<GameTree<P>, LoadError> {
    let text = text_of(input)?;
    let Some((_, part)) = parts(game, &text).next() else {
        return Err(LoadError::Missing);
    };
    let written = game.read_game(part.unwrap_or_default()).map_err(refused)?;
    let start = OtherBoard::start(game, written.setup.as_deref()).map_err(refused)?;
    let mut tree = GameTree::starting(written.tags, P::hold(start.clone()), 1, limit);
    tree.result = written.result;
    let mut at = 0;
    let stop = play_line(start, written.moves, |key, next, number| {
        match tree.add(at, P::hold_move(key), P::hold(next.clone()), number) {
            Some(added) => at = added,
            None => return false,
        }
        true
    });
    if let Some((at, san)) = stop {
        tree.stop = Some(Stop::BadMove {
            number: at.number,
            san,
            cause: Cause::Illegal,
        });
    }
    Ok(tree)
}

/// Plays `moves` from `start`, each read as the game reads a typed move: `each` gets the
/// move's key, the position after it and its move number, and stops the line by
/// answering false. A move that is none where it stands ends the line: where it stands
/// and the move as written.
pub(super) fn play_line(
    start: OtherBoard,
    moves: Vec<String>,
    mut each: impl FnMut(String, &OtherBoard, u32) -> bool,
) -> Option<(MoveAt, String)> {
    let (mut board, mut number) = (start, 1);
    for san in moves {
        let side = board.position().turn();
        let played = board
            .game()
            .read_move(board.position(), &san, Lang::En)
            .ok()
            .and_then(|key| Some((board.play(&key)?, key)));
        let Some((next, key)) = played else {
            let at = MoveAt {
                number,
                side,
                variation: false,
            };
            return Some((at, san));
        };
        if !each(key, &next, number) {
            return None;
        }
        if side == Player::Black {
            number += 1;
        }
        board = next;
    }
    None
}

/// The load error of a registered game's `reason`.
fn refused(reason: Said) -> LoadError {
    LoadError::Game(Box::new(other::Refused(reason)))
}

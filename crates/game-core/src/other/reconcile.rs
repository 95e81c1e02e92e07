//! A registered game behind the reconcile seam: its position ([`OtherBoard`]) as a
//! [`SheetGame`], so that the comparison, the return point and the report written once
//! for chess and draughts reconcile its scoresheets too. Its sheets are read from a file
//! of its games by the game's own reader, or from a game file hektor kept; an entry is
//! read as the game reads a typed move. Its boards are not compared: the game says what
//! stands on a square nowhere hektor can read.

use std::path::Path;

use super::written::{parts, text_of};
use super::{Game, OtherBoard, Refused, Said};
use crate::game::journal;
use crate::game::rules::Playable;
use crate::i18n::{Lang, Locale};
use crate::msg;
use crate::notation::movetext::is_gap;
use crate::reconcile::{Entry, GameOf, Reading, Sheet, SheetFileError, SheetGame, load_journal};
use crate::terms::Player;
use crate::unusable::Unusable;

/// The words a registered game's report is said in: the game's own for its moves, the
/// UI language's for the rest.
#[derive(Debug)]
pub struct OtherWords {
    /// The game whose moves are said.
    pub game: &'static dyn Game,
    /// The UI language's messages.
    pub locale: Locale,
}

/// A piece or square of a registered game's board: there is none hektor can name, for
/// its boards are not compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unseen {}

/// A board given for a registered game's reconciliation: boards are compared in chess
/// and draughts only.
#[derive(Debug, thiserror::Error)]
#[error("boards are compared in chess and draughts only")]
pub struct BoardsNotCompared;

impl Unusable for BoardsNotCompared {
    fn phrase(&self, locale: &Locale) -> String {
        locale.text(msg::RECONCILE_BOARDS_NOT_IN_GAME)
    }
}

/// Reconciling compares a registered game's sheets move by move; it sees no pieces.
impl SheetGame for OtherBoard {
    /// The position as the game writes it.
    type Placement = String;
    type Color = Player;
    type Role = Unseen;
    type Square = Unseen;
    type Reach = ();
    type Words = OtherWords;
    type BoardError = BoardsNotCompared;

    fn placement(&self) -> String {
        self.position().setup_text()
    }

    fn side(&self) -> Player {
        self.position().turn()
    }

    /// A registered game's sheets count from 1.
    fn move_number(&self) -> u32 {
        1
    }

    /// As the game reads a typed move, in English (the language its files are read in).
    fn read_entry(&self, text: &str) -> Reading<String> {
        if text.trim().is_empty() {
            return Reading::Nothing;
        }
        match self.game().read_move(self.position(), text, Lang::En) {
            Ok(key) => Reading::Move(key),
            Err(_) => Reading::Illegal,
        }
    }

    fn foreign(&self, _: &str) -> bool {
        false
    }

    fn differing(a: &String, b: &String) -> usize {
        usize::from(a != b)
    }

    fn pieces(_: &String) -> Vec<(Player, Unseen, Unseen)> {
        Vec::new()
    }

    fn kinds() -> Vec<(Player, Unseen)> {
        Vec::new()
    }

    fn distance(_: &String, a: Unseen, _: Unseen) -> u32 {
        match a {}
    }

    fn is_white(color: Player) -> bool {
        color == Player::White
    }

    fn role_name(role: Unseen) -> &'static str {
        match role {}
    }

    fn square_name(square: Unseen) -> String {
        match square {}
    }

    fn reach(_: &OtherBoard, _: &String, _: &OtherBoard) {}

    fn join((): &(), (): &()) {}

    fn out_of_reach(board: &String, end: &String, (): &()) -> bool {
        board != end
    }

    fn can_reach((): &(), now: &OtherBoard, board: &String) -> bool {
        now.placement() == *board
    }

    /// The move when it is legal here; a registered game's turn cannot be passed.
    fn play_or_pass(&mut self, key: &String) -> bool {
        match crate::position::GamePosition::play(self, key) {
            Some(after) => {
                *self = after;
                true
            }
            None => false,
        }
    }

    fn locale(words: &OtherWords) -> &Locale {
        &words.locale
    }

    fn say_move(&self, words: &OtherWords, key: &String) -> String {
        words
            .game
            .say_move(self.position(), key, words.locale.lang())
    }

    fn say_square(&self, _: &OtherWords, square: Unseen) -> String {
        match square {}
    }
}

/// The start of `game` that `setup` writes (the game's own start when none), or why the
/// game refuses it, as reconcile says a sheet it cannot use.
pub fn start_of(
    game: &'static dyn Game,
    setup: Option<&str>,
) -> Result<OtherBoard, SheetFileError> {
    OtherBoard::start(game, setup).map_err(refused)
}

/// A sheet the game refuses, with its sentence why.
fn refused(reason: Said) -> SheetFileError {
    SheetFileError::Game(Box::new(Refused(reason)))
}

/// The scoresheet of game `wanted` (the first when `None`) in the file at `path`, a
/// sheet of `game`: a game file hektor kept (played in positions `P`), or a file of the
/// game's games read by the game (a file where it finds no game is one game), a dash or
/// dots written for a move a gap; with the start it gives, when it gives one.
///
/// # Errors
///
/// The file does not read, holds no such game, or the game refuses it or its start.
pub fn read_sheet_file<P: Playable>(
    path: &Path,
    game: &'static dyn Game,
    wanted: Option<usize>,
) -> Result<(Sheet, Option<OtherBoard>), SheetFileError> {
    let start = |setup: Option<&str>| setup.map(|setup| start_of(game, Some(setup))).transpose();
    if journal::holds_game::<P>(path) {
        let record = load_journal::<P>(path, wanted)?;
        let start = start(record.start_fen.as_deref())?;
        return Ok((Sheet::from_record(&record), start));
    }
    let text = crate::files::open(path)
        .and_then(text_of)
        .map_err(SheetFileError::Unreadable)?;
    let games: Vec<Option<&str>> = parts(game, &text).map(|(_, part)| part).collect();
    let count = games.len().max(1);
    let wanted = wanted.unwrap_or(1);
    let chosen = match wanted.checked_sub(1).and_then(|index| games.get(index)) {
        Some(part) => part.unwrap_or_default(),
        None if wanted == 1 => text.as_str(),
        None => return Err(SheetFileError::NoSuchGame { wanted, count }),
    };
    let written = game.read_game(chosen).map_err(refused)?;
    // A name left blank or unknown (`?`) names nobody.
    let name = |tag: &str| {
        written
            .tag(tag)
            .filter(|name| !name.trim().is_empty() && name.trim() != "?")
            .map(str::to_owned)
    };
    let mut sheet = Sheet::default();
    for entry in &written.moves {
        sheet.entries.push(match is_gap(entry.trim()) {
            true => Entry::Gap,
            false => Entry::Written(entry.clone()),
        });
    }
    if count > 1 {
        sheet.game = Some(GameOf {
            game: wanted,
            games: count,
            white: name("White"),
            black: name("Black"),
        });
    }
    Ok((sheet, start(written.setup.as_deref())?))
}

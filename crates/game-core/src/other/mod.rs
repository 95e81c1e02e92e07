//! A game hektor's own code does not know, handed to the engine from outside: a crate
//! implements [`Game`] (and [`Position`] for its positions), registers it once with
//! [`register`], and the same session engine, runtime and replay serve it as chess and
//! draughts. It brings its own rules, words and game files, and says its own refusals in
//! the UI language ([`Said`]); the engine's own sentences (greeting, confirmations,
//! results, replay's places) come from hektor's locales.
//!
//! The one dispatch point is in `hektor-games`: `Rules::Other`, `Board::Other`,
//! `GameMove::Other` and `GameWords::Other` each reach the game only through this trait,
//! so a third game is one crate implementing it over this crate alone.

use std::sync::{Arc, RwLock};

pub mod check;
pub mod reconcile;
pub mod sheet;
pub mod written;

use crate::i18n::{Lang, Locale};
use crate::position::{Ending, GamePosition, Notated};
use crate::terms::Player;
use crate::unusable::Unusable;

/// A game: its name, its start, its words and its files.
pub trait Game: Send + Sync + std::fmt::Debug {
    /// The name on the command line, in the journal and in game files (`tic-tac-toe`).
    fn name(&self) -> &'static str;

    /// The start position, or the position the text `setup` writes (as
    /// [`Position::setup_text`] writes it); the sentence why `setup` is none.
    ///
    /// # Errors
    ///
    /// The sentence saying why `setup` is not a position of the game.
    fn start(&self, setup: Option<&str>) -> Result<Box<dyn Position>, Said>;

    /// The legal move `key` of `pos` in words of `lang` (its own words: the game brings
    /// its sentences).
    fn say_move(&self, pos: &dyn Position, key: &str, lang: Lang) -> String;

    /// What `input`, typed or said, means as a move of `pos`: the key of the legal move,
    /// or the sentence in `lang` that says why it is none and what to type.
    ///
    /// # Errors
    ///
    /// The sentence that refuses `input`.
    fn read_move(&self, pos: &dyn Position, input: &str, lang: Lang) -> Result<String, String>;

    /// The words of `lang` for `reason`, the [`Termination::Other`] text of an ending its
    /// positions give ([`Position::ending`]), said after the result.
    ///
    /// [`Termination::Other`]: crate::game::record::Termination::Other
    fn say_ending(&self, reason: &str, lang: Lang) -> String;

    /// Whether `start`, the first bytes of a file as text, is a file of this game's
    /// games (replay opens it as one).
    fn holds_games(&self, start: &str) -> bool;

    /// Where each game of a file's `text` starts, in bytes, in order.
    fn game_starts(&self, text: &str) -> Vec<usize>;

    /// The game written at the start of `text` (up to the next game's start).
    ///
    /// # Errors
    ///
    /// The sentence saying why it cannot be read.
    fn read_game(&self, text: &str) -> Result<WrittenGame, Said>;
}

/// A position of a [`Game`]: what the session engine asks of it.
pub trait Position: Send + Sync + std::fmt::Debug {
    /// The same position, as a new box.
    fn clone_box(&self) -> Box<dyn Position>;

    /// The side to move.
    fn turn(&self) -> Player;

    /// The keys of the legal moves, in the game's order.
    fn legal_moves(&self) -> Vec<String>;

    /// The position after the legal move `key`; `None` when `key` is no legal move.
    fn play(&self, key: &str) -> Option<Box<dyn Position>>;

    /// The legal move `key` as the record writes it.
    fn notate(&self, key: &str) -> Notated;

    /// The position as text, which [`Game::start`] reads back.
    fn setup_text(&self) -> String;

    /// Squares along one side of the board.
    fn board_size(&self) -> u8;

    /// How the position ends the game by itself, if it does; a reason of the game's own
    /// is a [`Termination::Other`](crate::game::record::Termination::Other) text, said in
    /// the UI language by [`Game::say_ending`].
    fn ending(&self) -> Option<Ending>;
}

/// One game of a file as its [`Game`] reads it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WrittenGame {
    /// The tags (`White`, `Black`, `Event`, `Date`, `Result`...), in file order.
    pub tags: Vec<(String, String)>,
    /// The start position's text, when the game does not start from the start.
    pub setup: Option<String>,
    /// The moves of the main line, as written; each is read by [`Game::read_move`].
    pub moves: Vec<String>,
    /// The result written after the moves, if one is.
    pub result: Option<String>,
}

impl WrittenGame {
    /// The value of the tag `name`, if the game has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }
}

/// A position of a registered game: the game and its position.
#[derive(Debug)]
pub struct OtherBoard {
    game: &'static dyn Game,
    pos: Box<dyn Position>,
}

impl OtherBoard {
    /// The start of `game`, or the position `setup` writes.
    ///
    /// # Errors
    ///
    /// Why `setup` is not a position of the game.
    pub fn start(game: &'static dyn Game, setup: Option<&str>) -> Result<OtherBoard, Said> {
        game.start(setup).map(|pos| OtherBoard { game, pos })
    }

    /// The game played.
    pub fn game(&self) -> &'static dyn Game {
        self.game
    }

    /// The position.
    pub fn position(&self) -> &dyn Position {
        self.pos.as_ref()
    }
}

impl Clone for OtherBoard {
    fn clone(&self) -> OtherBoard {
        OtherBoard {
            game: self.game,
            pos: self.pos.clone_box(),
        }
    }
}

/// Two positions are equal when they are of the same game and write the same text.
impl PartialEq for OtherBoard {
    fn eq(&self, other: &OtherBoard) -> bool {
        same_game(self.game, other.game) && self.pos.setup_text() == other.pos.setup_text()
    }
}

/// Whether `a` and `b` are the same game (by name).
pub fn same_game(a: &dyn Game, b: &dyn Game) -> bool {
    a.name() == b.name()
}

/// The games registered, in order.
static GAMES: RwLock<Vec<&'static dyn Game>> = RwLock::new(Vec::new());

/// Makes `game` known to hektor by its name: `--rules NAME`, a journal's start and a file
/// of its games then find it. Registering a name twice keeps the first.
pub fn register(game: &'static dyn Game) {
    let mut games = match GAMES.write() {
        Ok(games) => games,
        Err(poisoned) => poisoned.into_inner(),
    };
    if !games.iter().any(|known| same_game(*known, game)) {
        games.push(game);
    }
}

/// The games registered.
pub fn registered() -> Vec<&'static dyn Game> {
    match GAMES.read() {
        Ok(games) => games.clone(),
        Err(poisoned) => poisoned.into_inner().clone(),
    }
}

/// The registered game named `name` (ASCII case ignored), if any.
pub fn find(name: &str) -> Option<&'static dyn Game> {
    registered()
        .into_iter()
        .find(|game| game.name().eq_ignore_ascii_case(name.trim()))
}

/// The registered game whose files' start is `start`, if any.
pub fn holding(start: &str) -> Option<&'static dyn Game> {
    registered()
        .into_iter()
        .find(|game| game.holds_games(start))
}

/// A sentence of a registered game (why it refuses a game or a start), said in whichever
/// language hektor says it in: the game gives it when asked, not when it refuses.
///
/// ```
/// use hektor_game_core::i18n::Lang;
/// use hektor_game_core::other::Said;
///
/// let taken = Said::new(|lang| match lang.code() {
///     "uk" => "Клітинку зайнято.".to_owned(),
///     _ => "The square is taken.".to_owned(),
/// });
/// assert_eq!(taken.in_lang(Lang::Uk), "Клітинку зайнято.");
/// assert_eq!(taken.to_string(), "The square is taken.");
/// ```
#[derive(Clone)]
pub struct Said(Arc<dyn Fn(Lang) -> String + Send + Sync>);

impl Said {
    /// The sentence `say` gives in each language.
    pub fn new(say: impl Fn(Lang) -> String + Send + Sync + 'static) -> Said {
        Said(Arc::new(say))
    }

    /// The sentence in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        (self.0)(lang)
    }
}

/// In English.
impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl std::fmt::Debug for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Said").field(&self.to_string()).finish()
    }
}

/// Two sentences are equal when they say the same in English.
impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for Said {}

/// A registered game refused a game or a start position: its sentence, said in the UI
/// language.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub Said);

impl Unusable for Refused {
    fn phrase(&self, locale: &Locale) -> String {
        self.0.in_lang(locale.lang())
    }
}

/// A registered game's position as the engine's generic code sees a position: its moves
/// are the game's keys; it keeps no line of its own (its [`Position::ending`] knows how
/// the board ends the game).
impl GamePosition for OtherBoard {
    type Move = String;
    type Line = ();

    fn turn(&self) -> Player {
        self.pos.turn()
    }

    fn legal_moves(&self) -> Vec<String> {
        self.pos.legal_moves()
    }

    fn play(&self, key: &String) -> Option<OtherBoard> {
        self.pos.play(key).map(|pos| OtherBoard {
            game: self.game,
            pos,
        })
    }

    fn notate(&self, key: &String) -> Notated {
        self.pos.notate(key)
    }

    fn move_of_key(&self, key: &str) -> Option<String> {
        self.pos
            .legal_moves()
            .into_iter()
            .find(|legal| legal == key)
    }

    fn setup_text(&self) -> String {
        self.pos.setup_text()
    }

    fn board_size(&self) -> u8 {
        self.pos.board_size()
    }

    fn line(&self) {}

    fn extend(&self, (): &mut (), _: &String, _: &OtherBoard) {}

    fn ending(&self, (): &()) -> Option<Ending> {
        self.pos.ending()
    }
}

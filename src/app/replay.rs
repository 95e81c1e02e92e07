//! The replay session: one PGN or PDN file, its index, the game being replayed and the
//! place in it. It runs on the same runtime as a game session: commands in (typed lines
//! are read through the one command table, [`read_replay_line`]), effects out (what to
//! say, where to remember the place, the end), so plain mode and the full screen say the
//! same things the same way.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use fluent_bundle::FluentValue;

use super::browse::{Browse, GameTarget, Seek, Step};
use super::command::{Command, Engine, LineError, help_lines_of, read_replay_line, usage_word};
use super::{Effect, Got, Read, SessionEngine};
use crate::game::clock::Player;
use crate::game::record::GameRecord;
use crate::games::chess::announce::Announcer;
use crate::games::chess::openings::{self, Openings};
use crate::games::words::GameWords;
use crate::games::{Board, GamePosition, Rules, SquareName, chess, draughts};
use crate::i18n::errors::io_sentence;
use crate::i18n::time::duration;
use crate::i18n::{Locale, sentence};
use crate::replay::cursor::Cursor;
use crate::replay::filter::Filter;
use crate::replay::index::{GameInfo, GameKind, Index, Progress};
use crate::replay::library::{Library, LoadFailure};
use crate::replay::lines::{game_line, move_words, result_words, tag_line, written_move_words};
use crate::replay::places::{Place, Places, fingerprint};
use crate::replay::report::damage_line;
use crate::replay::study::{self, MoveSpan};
use crate::replay::tree::{Format, GameTree, LoadError, NodeId, Stop};
use crate::replay::words::{clock_seconds, comment_words, glyph_words, seconds_words, split_long};
use crate::speech::{Priority, Utterance};

/// How long `list` waits for the index before it says how far indexing has come.
const PROGRESS_AFTER: std::time::Duration = std::time::Duration::from_millis(500);

/// A file of this many bytes or more is big: its list is said page by page while it is
/// indexed (a smaller one is indexed in well under a second).
const BIG_FILE: u64 = 16 << 20;

/// How long the runtime waits for the index at a time, while a list waits for its page.
const POLL: std::time::Duration = std::time::Duration::from_millis(100);

/// How many games `list` and `more` say at a time.
pub const PAGE: usize = 10;

/// The longest line a comment is said in; longer comments are split at sentence ends
/// (or between words).
pub const COMMENT_LINE: usize = 500;

/// How many of the variations that branch at a move are named; the others are counted
/// (`line N` enters any of them).
const NAMED_VARIATIONS: usize = 10;

/// How far from its old number the game of a remembered place is looked for, when
/// another game stands at that number now (games were added or removed before it).
const NEARBY_GAMES: usize = 50;

/// The game being replayed.
#[derive(Debug)]
pub struct Loaded {
    /// Its number in the file, from 1.
    pub number: usize,
    /// Its moves.
    pub tree: GameTree,
    /// The place in it.
    pub cursor: Cursor,
}

/// A replay session over one PGN or PDN file.
#[derive(Debug)]
pub struct Replay {
    library: Library,
    /// The words of the file's game: chess, or draughts in the announcer's style.
    words: GameWords,
    game: Option<Loaded>,
    /// The number of the game last asked for (opened or refused), for `next game`.
    asked: usize,
    filter: Filter,
    listed: usize,
    /// The folder that keeps the places of replayed files.
    data_dir: PathBuf,
    openings: Openings,
    /// What the greeting says: the game opened, and why another was not.
    opening: Vec<String>,
    /// What waits for a read of the runtime.
    waiting: Waiting,
    /// The keys of the screen, as the help lists them (none in plain mode).
    keys: Option<Vec<String>>,
    /// The place last kept in the data folder (or found there), so a step is kept once.
    kept: Option<Place>,
    /// The rest of the comment last cut short, which `more` says part by part (empty
    /// once said to its end); `None` while `more` pages the list (the last thing cut).
    unsaid: RefCell<Option<String>>,
}

/// What an answer waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Waiting {
    /// Nothing.
    Nothing,
    /// A game: when it is read, it is opened.
    Game,
    /// The index, until it holds what `then` needs.
    Index {
        /// What comes once it does.
        then: AfterIndex,
        /// How many times the runtime has waited [`POLL`] for the index (after
        /// [`PROGRESS_AFTER`], how far it has come was said: [`progress_said`]).
        polls: u32,
    },
}

/// Whether how far indexing has come was said after `polls` waits for the index: once
/// the wait reaches [`PROGRESS_AFTER`].
fn progress_said(polls: u32) -> bool {
    POLL * polls >= PROGRESS_AFTER
}

/// What waited for the index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AfterIndex {
    /// The next page of the list (its games indexed, or the complete index).
    List,
    /// Game N (indexed, or the complete index: then the file has fewer games).
    Game(usize),
    /// The next (`true`) or previous game the filter lets through, from the one last
    /// asked for.
    Matching(bool),
}

impl Replay {
    /// Opens `path`: starts indexing it in the background and loads game `game` (default:
    /// the place remembered in `data_dir`, else game 1). Game 1 is read straight from the
    /// file start, without waiting for the index. The names of `openings` are said where
    /// a line leaves them. A PDN file is replayed as draughts, said in the style of
    /// `announcer` and its language. The session's [`greeting`](SessionEngine::greeting)
    /// says the game opened (or why game `game` cannot be replayed).
    ///
    /// ```
    /// use hektor::app::{Command, Effect, SessionEngine, replay::Replay};
    /// use hektor::games::chess::announce::Announcer;
    /// use hektor::games::chess::openings::Openings;
    ///
    /// let dir = tempfile::tempdir()?;
    /// let file = dir.path().join("game.pgn");
    /// std::fs::write(&file, "[White \"Anna\"]\n\n1. e4 e5 *\n")?;
    /// let announcer = Announcer::new(Default::default());
    /// let mut replay = Replay::open(&file, None, announcer, dir.path(), Openings::default())?;
    /// let said = |effects: Vec<Effect>| -> Vec<String> {
    ///     effects
    ///         .into_iter()
    ///         .filter_map(|e| match e {
    ///             Effect::Say(u) => Some(u.text()),
    ///             _ => None,
    ///         })
    ///         .collect()
    /// };
    /// assert!(said(replay.greeting())[0].starts_with("Game 1: Anna"));
    /// // An empty line is the next move.
    /// assert_eq!(said(replay.update(Command::Line(String::new()))), ["1, White: Eva vier"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn open(
        path: &Path,
        game: Option<usize>,
        announcer: Announcer,
        data_dir: &Path,
        openings: Openings,
    ) -> Result<Replay, OpenError> {
        let library = Library::open(path).map_err(OpenError::File)?;
        Replay::from_library(library, game, announcer, data_dir, openings)
    }

    /// The same, over a file already opened (and told PGN or PDN) as `library`.
    pub fn from_library(
        library: Library,
        game: Option<usize>,
        announcer: Announcer,
        data_dir: &Path,
        openings: Openings,
    ) -> Result<Replay, OpenError> {
        let remembered = Places::load(data_dir).get(library.path()).cloned();
        let words = match library.format() {
            Format::Pgn => GameWords::Chess(announcer, crate::games::chess::notation::parse_move),
            Format::Pdn => {
                let options = announcer.options();
                GameWords::Draughts(
                    draughts::Announcer::new(options.style, options.lang),
                    announcer,
                )
            }
        };
        let mut session = Replay {
            library,
            words,
            game: None,
            asked: 0,
            filter: Filter::default(),
            listed: 0,
            data_dir: data_dir.to_owned(),
            openings,
            opening: Vec::new(),
            keys: None,
            waiting: Waiting::Nothing,
            unsaid: RefCell::new(None),
            kept: None,
        };
        let (number, mut place) = match (game, remembered) {
            (Some(n), _) => (n, None),
            (None, Some(place)) => (place.game, Some(place)),
            (None, None) => (1, None),
        };
        let mut lines = Vec::new();
        if number == 0 {
            return Err(OpenError::GameZero);
        }
        match session.load_game(number) {
            Ok(()) => {}
            Err(error) if game.is_some() && error.is_missing() => {
                return Err(OpenError::Game(error));
            }
            // A game hektor cannot play: say why; the session goes on (list, game N).
            Err(error) if game.is_some() => {
                lines.push(error.sentence(session.locale(), session.library.path()));
            }
            Err(error) => {
                // The remembered game is no longer at its number: looked for among the
                // games near it, else game 1 opens.
                match place.as_ref().and_then(|place| session.find_moved(place)) {
                    Some(moved) => lines.push(moved),
                    None => {
                        lines.push(error.sentence(session.locale(), session.library.path()));
                        if number != 1 && session.load_game(1).is_ok() {
                            place = None;
                        }
                    }
                }
            }
        }
        if let Some(place) = place {
            lines.extend(session.restore(&place));
        }
        if let Some((byte, line, games)) = session.library.damage() {
            lines.push(damage_line(session.locale(), line, byte, games as u64));
        }
        session.kept = session.place();
        lines.extend(session.game_intro());
        // A remembered place inside the game: said as such (and the variation it is
        // in), then the move there.
        if let Some(loaded) = session.game.as_ref().filter(|g| g.cursor.at != 0) {
            lines.push(session.locale().text("replay-continued"));
            let depth = loaded.cursor.depth(&loaded.tree);
            if let Some((_, line, count)) = loaded.cursor.variation(&loaded.tree) {
                lines.push(sentence(
                    session.locale(),
                    "replay-continued-variation",
                    &[
                        ("depth", depth.into()),
                        ("line", line.into()),
                        ("count", count.into()),
                    ],
                ));
            }
            lines.extend(session.say_here());
        }
        session.opening = lines;
        Ok(session)
    }

    /// The UI language's messages.
    pub fn locale(&self) -> &Locale {
        self.words.locale()
    }

    /// Says `report` (which speech backend speaks) before the greeting and `notices`
    /// (about the opening names, config.toml, the keys) after it, as a game session does.
    pub fn notice(&mut self, report: Option<String>, notices: Vec<String>) {
        self.opening.splice(0..0, report);
        self.opening.extend(notices);
    }

    /// The rules of the game being replayed (chess when none is loaded).
    pub fn rules(&self) -> Rules {
        self.position().map_or(Rules::Chess, Board::rules)
    }

    /// The game being replayed, if one is loaded.
    pub fn game(&self) -> Option<&Loaded> {
        self.game.as_ref()
    }

    /// The position at the current place, if a game is loaded.
    pub fn position(&self) -> Option<&Board> {
        self.game.as_ref().map(|g| &g.tree.nodes[g.cursor.at].pos)
    }

    /// The file's index.
    pub fn index(&self) -> &Index {
        self.library.index()
    }

    /// The numbers of the games indexed so far that the filter lets through.
    fn matching(&self) -> Vec<usize> {
        self.index().with_games(|games| {
            games
                .iter()
                .enumerate()
                .filter(|(_, g)| self.filter.matches(g))
                .map(|(i, _)| i + 1)
                .collect()
        })
    }

    /// The current place, to remember for the next replay of this file.
    fn remember(&self) -> Option<Effect> {
        Some(Effect::RememberPlace {
            data_dir: self.data_dir.clone(),
            file: self.library.path().to_owned(),
            place: self.place()?,
        })
    }

    /// The current place: the game, the move in it, and what tells the game apart.
    fn place(&self) -> Option<Place> {
        let loaded = self.game.as_ref()?;
        Some(Place {
            game: loaded.number,
            path: loaded.cursor.path(&loaded.tree),
            game_id: Some(fingerprint(&loaded.tree)),
        })
    }

    /// `effects`, led by remembering the place when they moved it (another move or
    /// game): the place is kept as the user goes, before the step is said, so a
    /// session killed loses at most the step it was saying.
    fn keeping_place(&mut self, mut effects: Vec<Effect>) -> Vec<Effect> {
        let place = self.place();
        if place.is_some() && place != self.kept {
            effects.splice(0..0, self.remember());
            self.kept = place;
        }
        effects
    }

    /// Goes to `place`, remembered from the last replay of the file, in the game just
    /// opened; when the game there is another one now (the file changed), the game is
    /// looked for among the games near its number ([`Replay::find_moved`]), else game 1
    /// opens instead; when the game is shorter, it starts at its beginning: the sentences
    /// that say so.
    fn restore(&mut self, place: &Place) -> Vec<String> {
        let mut lines = Vec::new();
        let Some(loaded) = self.game.as_ref() else {
            return lines;
        };
        if !place.is_in(&loaded.tree) {
            let number = loaded.number;
            match self.find_moved(place) {
                Some(moved) => lines.push(moved),
                None => {
                    if number != 1 {
                        // A game 1 hektor cannot replay leaves the game opened, at its start.
                        let _ = self.load_game(1);
                    }
                    let game = ("game", place.game.into());
                    lines.push(sentence(
                        self.locale(),
                        "replay-place-file-changed",
                        &[game],
                    ));
                    return lines;
                }
            }
        }
        let Some(loaded) = self.game.as_mut() else {
            return lines;
        };
        let cursor = Cursor::from_path(&loaded.tree, &place.path);
        if cursor.path(&loaded.tree) == place.path {
            loaded.cursor = cursor;
        } else {
            let now = ("game", loaded.number.into());
            lines.push(sentence(self.locale(), "replay-place-game-shorter", &[now]));
        }
        lines
    }

    /// Opens the game of `place` where it is now, when games were added or removed before
    /// it: the nearest game within [`NEARBY_GAMES`] of its old number with its
    /// fingerprint. The sentence that says where it was found; `None` (nothing opened)
    /// when no game near has it, or the place kept no fingerprint.
    fn find_moved(&mut self, place: &Place) -> Option<String> {
        let id = place.game_id.as_deref()?;
        let old = place.game;
        let nearby = (1..=NEARBY_GAMES)
            .flat_map(|d| [old.checked_sub(d).filter(|&n| n > 0), old.checked_add(d)])
            .flatten();
        for number in nearby {
            let tree = match self.library.load(number) {
                Ok(tree) => tree,
                Err(_) => continue,
            };
            if fingerprint(&tree) == id {
                self.take_game(number, Ok(tree)).ok()?;
                return Some(sentence(
                    self.locale(),
                    "replay-place-game-moved",
                    &[("game", old.into()), ("now", number.into())],
                ));
            }
        }
        None
    }

    /// What a command says (or the read it waits for).
    fn run(&mut self, command: Command) -> Vec<Effect> {
        let lines = match command {
            Command::Browse(browse) => return self.browse(browse),
            Command::Help => self.help(),
            Command::Moves(span) => self.moves(span),
            Command::Last => self.say_here(),
            query @ (Command::Pieces(_)
            | Command::PiecesOf(..)
            | Command::ScanFile(_)
            | Command::ScanRank(_)
            | Command::ScanDiagonal(..)
            | Command::Square(_)) => self.query(&query),
            _ => vec![self.locale().text("replay-play-only")],
        };
        answer(lines)
    }

    /// Runs one command of the replay session: what it says, or the read it waits for.
    fn browse(&mut self, browse: Browse) -> Vec<Effect> {
        let lines = match browse {
            Browse::Seek(Seek::Game, forward) if !self.filter.is_empty() => {
                return self.after_index(AfterIndex::Matching(forward));
            }
            Browse::Seek(Seek::Game, forward) => {
                let next = if forward {
                    self.asked + 1
                } else {
                    self.asked.saturating_sub(1)
                };
                return self.open_number(next);
            }
            Browse::Game(target) => {
                let number = match target {
                    GameTarget::Number(number) => number,
                    GameTarget::Ahead(count) => self.asked.saturating_add(count),
                    GameTarget::Back(count) => self.asked.saturating_sub(count),
                };
                return self.open_number(number);
            }
            Browse::List => {
                self.listed = 0;
                return self.list();
            }
            Browse::More => return self.more(),
            Browse::Filter(field, value) => {
                let before = self.filter.clone();
                self.filter.add(field, &value);
                // A condition that lets no game of the whole file through is not kept.
                if self.filter != before
                    && self.index().progress().done
                    && self.matching().is_empty()
                {
                    self.filter.drop_last();
                    let condition = format!("{} {value}", usage_word(self.locale(), field.word()));
                    return answer(vec![sentence(
                        self.locale(),
                        "replay-filter-nothing",
                        &[("condition", condition.into())],
                    )]);
                }
                self.listed = 0;
                return self.list();
            }
            Browse::Step(step) => self.step(step),
            Browse::Seek(target, forward) => self.seek(target, forward),
            Browse::LastCapture => self.last_capture(),
            Browse::Go(number, side) => self.go(number, side),
            Browse::Variation(k) => self.enter(k),
            Browse::Comment => self.comment(),
            Browse::Where => self.where_am_i(),
            Browse::Clock => self.clocks(),
            Browse::Info => self.info(),
            Browse::FilterClear => {
                self.filter.clear();
                self.listed = 0;
                vec![self.locale().text("replay-filter-cleared")]
            }
            Browse::Study(aid, square) => self.on_square(aid, square),
            Browse::Material => self.material(),
            Browse::Opening => self.opening(),
            Browse::Progress => vec![self.progress_line()],
        };
        answer(lines)
    }

    /// The help of replay's commands, and its keys.
    fn help(&self) -> Vec<String> {
        let rules = self.rules();
        let mut lines = help_lines_of(self.locale(), Engine::Replay, rules);
        match &self.keys {
            Some(keys) => lines.extend(keys.iter().cloned()),
            None => lines.push(self.locale().text(if rules.is_chess() {
                "replay-help-keys"
            } else {
                "replay-help-keys-draughts"
            })),
        }
        lines
    }

    /// Tells the session the keys of the screen it runs on ("right: next: next move"), for
    /// its help to list them; without them, the help says the full screen's default keys.
    pub fn describe_keys(&mut self, keys: Vec<String>) {
        self.keys = Some(keys);
    }

    /// Why a typed line did nothing.
    fn line_error(&self, error: &LineError) -> String {
        let locale = self.locale();
        let chess = self.rules().is_chess();
        match error {
            LineError::Unknown(text) => sentence(
                locale,
                "replay-unknown-command",
                &[("command", text.clone().into())],
            ),
            LineError::Extra {
                help_id,
                name,
                extra,
                ..
            } => match usage_id(help_id, chess) {
                Some(id) => locale.text(id),
                None => sentence(
                    locale,
                    "replay-extra-words",
                    &[
                        ("command", FluentValue::from((*name).to_owned())),
                        ("extra", extra.to_lowercase().into()),
                    ],
                ),
            },
            LineError::TooLong(count) => sentence(
                locale,
                "replay-line-too-long",
                &[("count", (*count).into()), ("max", super::MAX_LINE.into())],
            ),
            LineError::NotText => locale.text("replay-not-text"),
            LineError::Empty => locale.text("session-empty-line"),
            LineError::Usage(usage) => {
                let usage = super::command::usage_in(locale, usage);
                sentence(locale, "session-usage", &[("usage", usage.into())])
            }
        }
    }

    /// Reads game `number` and makes it the game replayed. Only opening the file does
    /// this at once; in the session the runtime reads (see [`Read::Game`]).
    fn load_game(&mut self, number: usize) -> Result<(), GameError> {
        let read = self.library.load(number);
        self.take_game(number, read)
    }

    /// Makes the game read as game `number` the one replayed, or says why it cannot be.
    fn take_game(
        &mut self,
        number: usize,
        read: Result<GameTree, LoadFailure>,
    ) -> Result<(), GameError> {
        // A game beyond the file's end is not a place to count `next game` from.
        if !matches!(read, Err(LoadFailure::Missing(_))) {
            self.asked = number;
        }
        let tree = read.map_err(|failure| GameError { number, failure })?;
        self.game = Some(Loaded {
            number,
            tree,
            cursor: Cursor::default(),
        });
        Ok(())
    }

    /// The one-line description of the open game and how to go on.
    fn game_intro(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return Vec::new();
        };
        let info = GameInfo {
            white: loaded.tree.tag("White").unwrap_or(""),
            black: loaded.tree.tag("Black").unwrap_or(""),
            event: loaded.tree.tag("Event").unwrap_or(""),
            date: loaded.tree.tag("Date").unwrap_or(""),
            result: loaded.tree.result_written().unwrap_or(""),
            eco: loaded.tree.tag("ECO").unwrap_or(""),
            opening: loaded.tree.tag("Opening").unwrap_or(""),
            kind: game_kind(&loaded.tree),
            ..GameInfo::default()
        };
        let mut lines = vec![game_line(self.locale(), loaded.number, &info)];
        lines.extend(self.summary(&loaded.tree));
        lines.extend(self.stop_line(loaded, "replay-stops-early"));
        match loaded.tree.moves_on_sheet() {
            0 if loaded.tree.stop.is_none() => {
                lines.push(self.locale().text("replay-opened-no-moves"))
            }
            moves => lines.push(sentence(
                self.locale(),
                "replay-opened",
                &[("moves", moves.into())],
            )),
        }
        if let Some(first) = loaded.tree.nodes.first() {
            lines.extend(self.comment_lines(&first.comments, None));
        }
        lines
    }

    fn step(&mut self, step: Step) -> Vec<String> {
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let tree = &loaded.tree;
        let cursor = &mut loaded.cursor;
        let depth = cursor.depth(tree);
        let moved = match step {
            Step::Next => cursor.next(tree).is_some(),
            Step::Prev => cursor.prev(tree),
            Step::Start => {
                cursor.start();
                true
            }
            Step::End => {
                cursor.end(tree);
                true
            }
            Step::Leave => cursor.leave(tree).is_some(),
        };
        if moved {
            let now = cursor.depth(tree);
            let mut lines = Vec::new();
            if step == Step::Leave {
                lines.push(self.locale().text("replay-left-variation"));
            } else if now < depth {
                lines.push(sentence(
                    self.locale(),
                    "replay-back-in-line",
                    &[("depth", now.into())],
                ));
            }
            lines.extend(self.say_here());
            return lines;
        }
        let id = match step {
            Step::Next => self.end_words(),
            Step::Prev => "replay-at-start".to_owned(),
            _ => "replay-not-in-variation".to_owned(),
        };
        vec![self.locale().text(&id)]
    }

    /// The message id for "no next move": the end of the game, of a variation, or the
    /// place where a bad move stopped the reading.
    fn end_words(&self) -> String {
        let Some(loaded) = &self.game else {
            return "replay-no-game".to_owned();
        };
        if loaded.cursor.depth(&loaded.tree) > 0 {
            "replay-end-of-variation".to_owned()
        } else {
            "replay-end-of-game".to_owned()
        }
    }

    fn go(&mut self, number: u32, side: Player) -> Vec<String> {
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        if loaded.cursor.go(&loaded.tree, number, side) {
            self.say_here()
        } else {
            vec![sentence(
                self.locale(),
                "replay-no-such-move",
                &[("number", number.into())],
            )]
        }
    }

    fn enter(&mut self, k: Option<usize>) -> Vec<String> {
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        match k.and_then(|k| loaded.cursor.enter(&loaded.tree, k)) {
            // Line 1 is the next move of the line the cursor is in: no variation entered.
            Some(_) if k == Some(1) => self.say_here(),
            // The move says its line ("line 2 of 3").
            Some(_) => {
                let depth = loaded.cursor.depth(&loaded.tree);
                let mut lines = vec![sentence(
                    self.locale(),
                    "replay-entered-variation",
                    &[("depth", depth.into())],
                )];
                lines.extend(self.say_here());
                lines
            }
            None => vec![self.locale().text("replay-no-variation")],
        }
    }

    /// Next or previous line at the nearest branch, comment, mistake or game.
    fn seek(&mut self, target: Seek, forward: bool) -> Vec<String> {
        if target == Seek::Move {
            return self.step(if forward { Step::Next } else { Step::Prev });
        }
        let words = &self.words;
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let tree = &loaded.tree;
        let cursor = &mut loaded.cursor;
        if target == Seek::Line {
            return match cursor.switch_line(tree, forward) {
                // The move of the line says its number ("line 2 of 3").
                Some(_) => self.say_here(),
                None => vec![self.locale().text(if forward {
                    "replay-no-next-line"
                } else {
                    "replay-no-previous-line"
                })],
            };
        }
        let wanted = |id: usize| {
            let node = &tree.nodes[id];
            match target {
                // A comment that says nothing (only a clock reading) is no comment.
                Seek::Comment => node.comments.iter().chain(&node.lead).any(|c| {
                    !comment_words(words.locale(), c, &|_| None)
                        .trim()
                        .is_empty()
                }),
                _ => node.glyphs.iter().any(|g| g.is_mistake()),
            }
        };
        let found = if forward {
            cursor.ahead(tree).find(|&id| wanted(id))
        } else {
            cursor
                .behind(tree)
                .skip(1)
                .find(|&id| wanted(id) && id != 0)
        };
        match found {
            Some(id) => {
                cursor.at = id;
                self.say_here()
            }
            None => {
                let id = match (target, forward) {
                    (Seek::Comment, true) => "replay-no-next-comment",
                    (Seek::Comment, false) => "replay-no-previous-comment",
                    (_, true) => "replay-no-next-mistake",
                    (_, false) => "replay-no-previous-mistake",
                };
                vec![self.locale().text(id)]
            }
        }
    }

    /// Says the current place: the last move played (with its glyphs), its comments, the
    /// variations that branch here, and the end of the game.
    fn say_here(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let locale = self.locale();
        let tree = &loaded.tree;
        let at = loaded.cursor.at;
        let mut lines = Vec::new();
        let node = &tree.nodes[at];
        let before = node.parent.map(|p| &tree.nodes[p].pos);
        lines.extend(self.comment_lines(&node.lead, before));
        match move_words(&self.words, tree, at) {
            Some(words) => {
                let mut parts = vec![words];
                parts.extend(node.glyphs.iter().map(|&g| glyph_words(locale, g)));
                // A move with alternatives in its place says which line it is.
                if let Some((line, count)) = loaded.cursor.siblings(tree) {
                    parts.push(sentence(
                        locale,
                        "replay-line-of",
                        &[("line", line.into()), ("count", count.into())],
                    ));
                }
                lines.push(parts.join(", "));
                lines.extend(self.comment_lines(&node.comments, before));
                lines.extend(self.time_used(tree, at));
                if let Some(name) = self.openings.left_at(tree, at) {
                    lines.push(self.opening_line(name));
                }
            }
            None => {
                lines.push(sentence(
                    locale,
                    "replay-start-position",
                    &[("side", node.pos.turn().in_sentence(locale).into())],
                ));
            }
        }
        let variations = loaded.cursor.variations(tree);
        if !variations.is_empty() {
            // Named by their lines, as the move says its line once played (the next
            // move of this line is line 1) and as `var N` and `line N` take them.
            let mut list: Vec<String> = (2..)
                .zip(variations.iter().take(NAMED_VARIATIONS))
                .filter_map(|(line, &v)| {
                    let words = move_words(&self.words, tree, v)?;
                    Some(sentence(
                        locale,
                        "replay-variation-item",
                        &[("line", line.into()), ("move", words.into())],
                    ))
                })
                .collect();
            if let Some(more) = variations.len().checked_sub(NAMED_VARIATIONS)
                && more > 0
            {
                list.push(sentence(
                    locale,
                    "replay-variations-more",
                    &[("count", more.into())],
                ));
            }
            lines.push(sentence(
                locale,
                "replay-variations-here",
                &[
                    ("count", variations.len().into()),
                    ("moves", list.join("; ").into()),
                ],
            ));
        }
        for dropped in &node.dropped {
            lines.push(sentence(
                locale,
                "replay-dropped-variation",
                &[("move", dropped.clone().into())],
            ));
        }
        if node.children.is_empty() {
            lines.push(self.end_line(loaded));
        }
        lines
    }

    fn end_line(&self, loaded: &Loaded) -> String {
        let locale = self.locale();
        if loaded.cursor.depth(&loaded.tree) > 0 {
            return locale.text("replay-end-of-variation");
        }
        match &loaded.tree.stop {
            Some(Stop::BadMove { .. }) => {
                if let Some(line) = self.stop_line(loaded, "replay-stopped") {
                    return line;
                }
            }
            Some(Stop::Full { moves }) => {
                return sentence(locale, "replay-too-long", &[("count", (*moves).into())]);
            }
            None => {}
        }
        sentence(
            locale,
            "replay-game-over",
            &[(
                "result",
                result_words(locale, loaded.tree.result_written().unwrap_or("*")).into(),
            )],
        )
    }

    /// The sentence `id` about the move the game's main line stops at, with its cause;
    /// `None` when the game reads to its end.
    fn stop_line(&self, loaded: &Loaded, id: &str) -> Option<String> {
        let Some(Stop::BadMove { number, san, cause }) = &loaded.tree.stop else {
            return None;
        };
        let locale = self.locale();
        Some(sentence(
            locale,
            id,
            &[
                ("number", (*number).into()),
                ("move", san.clone().into()),
                ("cause", locale.text(cause.message()).into()),
            ],
        ))
    }

    /// The comments in words: "Comment: ..."; a long one goes on over further lines,
    /// split at sentence ends. A move a comment names is said in the session's style
    /// when it is legal in `before`, the position the commented move was played in.
    fn comment_lines(&self, comments: &[String], before: Option<&Board>) -> Vec<String> {
        let say_move = |written: &str| written_move_words(&self.words, before?, written);
        let mut lines = Vec::new();
        for comment in comments {
            let words = comment_words(self.locale(), comment, &say_move);
            let words = self.quote_part(&words);
            for (i, part) in split_long(&words, COMMENT_LINE).into_iter().enumerate() {
                if i == 0 {
                    lines.push(sentence(
                        self.locale(),
                        "replay-comment",
                        &[("text", part.to_owned().into())],
                    ));
                } else {
                    lines.push(part.to_owned());
                }
            }
        }
        lines
    }

    /// `clock`: both players' remaining time at the current move, each side's latest
    /// `[%clk]` reading at or before it ("Clocks: White 1 hour 28 minutes, Black ...").
    fn clocks(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let locale = self.locale();
        let tree = &loaded.tree;
        let reading = |id: NodeId| {
            tree.nodes
                .get(id)?
                .comments
                .iter()
                .find_map(|c| clock_seconds(c))
        };
        if !(0..tree.nodes.len()).any(|id| reading(id).is_some()) {
            return vec![locale.text("replay-clock-none")];
        }
        // The side that made a move is the side to move before it.
        let latest = |side: Player| {
            loaded.cursor.behind(tree).find_map(|id| {
                let parent = tree.nodes.get(id)?.parent?;
                (tree.nodes.get(parent)?.pos.turn() == side).then(|| reading(id))?
            })
        };
        let said = |side: Player| match latest(side) {
            // Rounded up to the second, as a clock shows it.
            Some(seconds) => duration(locale, (seconds * 1000.0).ceil() as u64),
            None => locale.text("replay-clock-unknown"),
        };
        vec![sentence(
            locale,
            "replay-clock",
            &[
                ("white", said(Player::White).into()),
                ("black", said(Player::Black).into()),
            ],
        )]
    }

    /// `text` (a comment in words) as one answer may say it: whole, or its first
    /// [`crate::safe_text::QUOTE_LIMIT`] characters and the sentence how many more `more`
    /// says, the rest kept for it.
    fn quote_part(&self, text: &str) -> String {
        let (kept, left) = crate::safe_text::cut(text, crate::safe_text::QUOTE_LIMIT);
        if left == 0 {
            return text.to_owned();
        }
        *self.unsaid.borrow_mut() = Some(text[kept.len()..].trim().to_owned());
        let note = sentence(self.locale(), "replay-quote-cut", &[("count", left.into())]);
        format!("{kept} {note}")
    }

    /// `more`: the next part of the comment last cut short, in lines as a comment is
    /// said, and at its end the sentence that it ended; the next page of the list when
    /// the list was said since (or nothing was cut).
    fn more(&mut self) -> Vec<Effect> {
        let Some(rest) = self.unsaid.get_mut().take() else {
            return self.list();
        };
        let end = self.locale().text("replay-comment-end");
        if rest.is_empty() {
            *self.unsaid.get_mut() = Some(rest);
            return answer(vec![end]);
        }
        let part = self.quote_part(&rest);
        let mut lines: Vec<String> = split_long(&part, COMMENT_LINE)
            .into_iter()
            .map(str::to_owned)
            .collect();
        let unsaid = self.unsaid.get_mut();
        if unsaid.is_none() {
            lines.push(end);
            *unsaid = Some(String::new());
        }
        answer(lines)
    }

    /// The time the move leading to `at` took, from the `[%clk]` readings after it and
    /// after the same side's move before (plus the increment of the `TimeControl` tag).
    fn time_used(&self, tree: &GameTree, at: NodeId) -> Option<String> {
        let clock = |id: NodeId| {
            tree.nodes
                .get(id)?
                .comments
                .iter()
                .find_map(|c| clock_seconds(c))
        };
        let now = clock(at)?;
        let before = tree
            .nodes
            .get(at)?
            .parent
            .and_then(|p| tree.nodes.get(p)?.parent);
        let before = before.and_then(clock)?;
        let increment = tree
            .tag("TimeControl")
            .and_then(|tc| tc.rsplit_once('+'))
            .and_then(|(_, inc)| inc.trim().parse::<f64>().ok())
            .unwrap_or(0.0);
        let used = before + increment - now;
        if used < 0.0 {
            return None;
        }
        Some(sentence(
            self.locale(),
            "replay-time-spent",
            &[("time", seconds_words(self.locale(), used)?.into())],
        ))
    }

    /// `where`: the place (last move, comments, variations), then whose move it is, the
    /// place in the variations, and the material when it differs (in draughts: the men
    /// and kings of each side).
    fn where_am_i(&self) -> Vec<String> {
        let mut lines = self.say_here();
        let Some(loaded) = &self.game else {
            return lines;
        };
        let locale = self.locale();
        let tree = &loaded.tree;
        let pos = &tree.nodes[loaded.cursor.at].pos;
        let mut parts = vec![sentence(
            locale,
            "replay-where-turn",
            &[
                ("side", pos.turn().in_sentence(locale).into()),
                ("number", tree.next_number(loaded.cursor.at).into()),
            ],
        )];
        let depth = loaded.cursor.depth(tree);
        if depth > 0 {
            let (_, line, count) = loaded.cursor.variation(tree).unwrap_or((0, 1, 1));
            parts.push(sentence(
                locale,
                "replay-where-variation",
                &[
                    ("depth", depth.into()),
                    ("line", line.into()),
                    ("count", count.into()),
                ],
            ));
        }
        match (pos, self.words.chess()) {
            (Board::Chess(pos), Some(announcer)) => {
                let (white, black) = study::material_points(pos);
                if white != black {
                    parts.push(study::material(announcer, pos));
                }
            }
            (Board::Draughts(pos), _) => {
                let white = pos.count(hektor_draughts::Color::White);
                if white != pos.count(hektor_draughts::Color::Black) {
                    parts.push(study::draughts_material(locale, pos));
                }
            }
            (Board::Chess(_), None) => {}
        }
        lines.push(parts.join(" "));
        // Unless the place itself is where the named lines are left (said above).
        if self.openings.left_at(tree, loaded.cursor.at).is_none() {
            lines.extend(
                self.openings
                    .reached(tree, loaded.cursor.at)
                    .map(|name| self.opening_line(name)),
            );
        }
        lines
    }

    /// `opening`: the name of the deepest named position on the way here.
    fn opening(&self) -> Vec<String> {
        if self.words.chess().is_none() {
            return vec![self.locale().text("session-chess-only")];
        }
        if self.openings.is_empty() {
            return vec![self.openings.missing_sentence(self.locale())];
        }
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        match self.openings.reached(&loaded.tree, loaded.cursor.at) {
            Some(name) => vec![self.opening_line(name)],
            None => vec![self.locale().text("replay-opening-unnamed")],
        }
    }

    /// "Opening: Sicilian Defense, Najdorf Variation." in the UI language.
    fn opening_line(&self, name: &str) -> String {
        sentence(
            self.locale(),
            "replay-opening",
            &[("opening", openings::spoken(self.locale(), name).into())],
        )
    }

    /// Ratings and opening of a game, when its tags give them.
    fn summary(&self, tree: &GameTree) -> Vec<String> {
        let locale = self.locale();
        let known = |name: &str| {
            tree.tag(name)
                .map(str::trim)
                .filter(|v| !v.is_empty() && *v != "?" && *v != "-")
        };
        let mut lines = Vec::new();
        if let (Some(white), Some(black)) = (known("WhiteElo"), known("BlackElo")) {
            lines.push(sentence(
                locale,
                "replay-ratings",
                &[
                    ("white", white.to_owned().into()),
                    ("black", black.to_owned().into()),
                ],
            ));
        }
        // The name of the deepest named position of the main line, else the tags'.
        let named = self
            .openings
            .of_main_line(tree)
            .map(|name| openings::spoken(locale, name));
        let opening: Vec<&str> = match &named {
            Some(name) => vec![known("ECO"), Some(name.as_str())],
            None => vec![known("ECO"), known("Opening"), known("Variation")],
        }
        .into_iter()
        .flatten()
        .collect();
        if !opening.is_empty() {
            lines.push(sentence(
                locale,
                "replay-opening",
                &[("opening", opening.join(", ").into())],
            ));
        }
        lines
    }

    fn comment(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let node = &loaded.tree.nodes[loaded.cursor.at];
        let before = node.parent.map(|p| &loaded.tree.nodes[p].pos);
        let mut lines = self.comment_lines(&node.lead, before);
        lines.extend(self.comment_lines(&node.comments, before));
        if lines.is_empty() {
            vec![self.locale().text("replay-no-comment")]
        } else {
            lines
        }
    }

    fn info(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let mut lines = self.game_intro();
        lines.truncate(1);
        lines.extend(
            loaded
                .tree
                .tags
                .iter()
                .filter_map(|(name, value)| tag_line(self.locale(), name, value)),
        );
        lines
    }

    /// The list (from the game after the last one listed), at once when the games
    /// indexed so far fill the page (a big file is still being read), else once the index
    /// is complete: the runtime waits for it, a short while before saying how far it has
    /// come.
    fn list(&mut self) -> Vec<Effect> {
        self.after_index(AfterIndex::List)
    }

    /// Goes on with `then` at once when the index holds what it needs, else asks the
    /// runtime to wait for the index, [`POLL`] at a time.
    fn after_index(&mut self, then: AfterIndex) -> Vec<Effect> {
        if self.index_ready(then) {
            return self.go_on(then);
        }
        self.waiting = Waiting::Index { then, polls: 0 };
        vec![Effect::Read(Read::Index(self.library.clone(), POLL))]
    }

    /// Whether the index holds what `then` needs: the index is complete, or the games
    /// indexed so far reach game N, or (in a big file) fill the next page of the list.
    /// A smaller file is indexed in a moment, and its list waits for the whole count.
    fn index_ready(&self, then: AfterIndex) -> bool {
        let progress = self.index().progress();
        progress.done
            || match then {
                AfterIndex::List => {
                    progress.total >= BIG_FILE && self.matching().len() >= self.listed + PAGE
                }
                AfterIndex::Game(number) => self.index().with_games(|games| games.len() >= number),
                AfterIndex::Matching(forward) => self.matching_from(forward).is_some(),
            }
    }

    /// What `then` does once the index holds what it needs.
    fn go_on(&mut self, then: AfterIndex) -> Vec<Effect> {
        match then {
            AfterIndex::List => answer(self.list_lines()),
            AfterIndex::Game(number) => {
                self.waiting = Waiting::Game;
                vec![Effect::Read(Read::Game(self.library.clone(), number))]
            }
            AfterIndex::Matching(forward) => match self.matching_from(forward) {
                Some(number) => self.go_on(AfterIndex::Game(number)),
                None => answer(vec![self.locale().text(if forward {
                    "replay-no-next-match"
                } else {
                    "replay-no-previous-match"
                })]),
            },
        }
    }

    /// The number of the nearest game after (before) the one last asked for that the
    /// filter lets through, among the games indexed so far.
    fn matching_from(&self, forward: bool) -> Option<usize> {
        let matching = self.matching();
        if forward {
            matching.into_iter().find(|&n| n > self.asked)
        } else {
            matching.into_iter().rev().find(|&n| n < self.asked)
        }
    }

    /// The next page of the list of the games the filter lets through.
    fn list_lines(&mut self) -> Vec<String> {
        // The list is the last thing cut now: `more` goes on with it.
        *self.unsaid.get_mut() = None;
        let mut lines = Vec::new();
        let matching = self.matching();
        let done = self.index().progress().done;
        let mut fa: Vec<(&str, FluentValue)> = Vec::new();
        fa.push(("count", matching.len().into()));
        if self.listed == 0 {
            let conditions: Vec<String> = self
                .filter
                .said()
                .map(|(field, value)| {
                    format!("{} {value}", usage_word(self.locale(), field.word()))
                })
                .collect();
            fa.push(("filter", conditions.join(", ").into()));
            // A list from a file still being read says how far it has come.
            if !done {
                lines.push(self.progress_line());
            }
            let count = match (self.filter.is_empty(), done) {
                (true, true) => Some("replay-list-all"),
                (true, false) => None,
                (false, true) => Some("replay-list-matching"),
                (false, false) => Some("replay-list-matching-so-far"),
            };
            lines.extend(count.map(|id| sentence(self.locale(), id, &fa)));
            // A cut download whose damage lies past what the replay read when it opened:
            // said with the count of its games, once the index has come to it.
            if let Some((byte, line, games)) = self.library.damage().filter(|_| done) {
                lines.push(damage_line(self.locale(), line, byte, games as u64));
            }
        }
        let locale = self.locale();
        let page: Vec<String> = self.index().with_games(|games| {
            matching
                .iter()
                .skip(self.listed)
                .take(PAGE)
                .filter_map(|&n| Some(game_line(locale, n, &games.get(n - 1)?)))
                .collect()
        });
        if page.is_empty() && self.listed > 0 {
            lines.push(locale.text("replay-list-end"));
        }
        let shown = page.len();
        lines.extend(page);
        self.listed += shown;
        if self.listed < matching.len() || !done {
            lines.push(self.locale().text("replay-list-more"));
        }
        lines
    }

    /// Opens game `number`: the runtime reads it, then [`SessionEngine::receive`] says it.
    fn open_number(&mut self, number: usize) -> Vec<Effect> {
        if number == 0 {
            return answer(vec![self.locale().text("replay-game-zero")]);
        }
        self.after_index(AfterIndex::Game(number))
    }

    /// The board queries a game session has too (`pieces`, `scan`, `square`), read by
    /// their entries of the command table; diagonals are replay's alone. Scanning is
    /// chess's.
    fn query(&self, query: &Command) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let sides = match query {
            Command::Pieces(Some(side)) | Command::PiecesOf(Some(side), _) => vec![*side],
            _ => vec![Player::White, Player::Black],
        };
        let chess = self.words.chess().zip(board.chess());
        match (query, chess) {
            (Command::Pieces(_), _) => sides
                .into_iter()
                .filter_map(|side| self.words.pieces(board, side, None))
                .collect(),
            (Command::PiecesOf(_, kind), _) => sides
                .into_iter()
                .map(|side| self.words.pieces(board, side, Some(*kind)))
                .collect::<Option<Vec<String>>>()
                .unwrap_or_else(|| vec![self.locale().text("session-piece-not-in-game")]),
            (Command::Square(name), None) => match (&self.words, board) {
                (GameWords::Draughts(words, _), Board::Draughts(pos)) => {
                    vec![draughts::square_sentence(words, self.locale(), pos, *name)]
                }
                _ => vec![self.locale().text("session-not-on-board")],
            },
            (Command::ScanFile(file), Some((a, pos))) => chess::file_of(*file)
                .map(|file| vec![a.scan_file(pos, file)])
                .unwrap_or_else(|| vec![self.locale().text("replay-scan-usage")]),
            (Command::ScanRank(rank), Some((a, pos))) => chess::rank_of(*rank)
                .map(|rank| vec![a.scan_rank(pos, rank)])
                .unwrap_or_else(|| vec![self.locale().text("replay-scan-usage")]),
            (Command::ScanDiagonal(from, to), Some((a, pos))) => chess::square(*from)
                .zip(chess::square(*to))
                .map(|(from, to)| vec![a.scan_diagonal(pos, from, to)])
                .unwrap_or_else(|| vec![self.locale().text("replay-scan-usage")]),
            (Command::Square(square), Some((a, pos))) => chess::square(*square)
                .map(|square| vec![a.square_contents(pos, square)])
                .unwrap_or_else(|| vec![self.locale().text("session-not-on-board")]),
            _ => vec![self.locale().text("session-chess-only")],
        }
    }

    /// A study aid about one square (`attacks e4`, `legal g1`); chess only.
    fn on_square(&self, aid: study::SquareAid, square: Option<SquareName>) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let answer = match square {
            Some(name) => study::on_square(&self.words, board, aid, name),
            None if board.chess().is_none() => Err("session-chess-only"),
            None => Err("replay-study-usage"),
        };
        vec![answer.unwrap_or_else(|id| self.locale().text(id))]
    }

    /// `material`: in pawns for chess; men and kings of each side for draughts.
    fn material(&self) -> Vec<String> {
        match (self.position(), self.words.chess()) {
            (Some(Board::Chess(pos)), Some(announcer)) => vec![study::material(announcer, pos)],
            (Some(Board::Draughts(pos)), _) => vec![study::draughts_material(self.locale(), pos)],
            (Some(_), None) => vec![self.locale().text("session-chess-only")],
            (None, _) => vec![self.locale().text("replay-no-game")],
        }
    }

    fn last_capture(&self) -> Vec<String> {
        match &self.game {
            Some(g) => vec![study::last_capture(&self.words, &g.tree, &g.cursor)],
            None => vec![self.locale().text("replay-no-game")],
        }
    }

    /// `moves`, `moves last 5`, `moves 12-`, `moves 10-20`: the moves of the current line
    /// that `span` takes.
    fn moves(&self, span: MoveSpan) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let line = study::moves_of_line(&self.words, &loaded.tree, &loaded.cursor, span);
        vec![line.unwrap_or_else(|| study::no_such_moves(self.locale(), span))]
    }

    /// How far indexing has come, as a sentence.
    pub fn progress_line(&self) -> String {
        progress_sentence(self.locale(), self.library.path(), &self.index().progress())
    }
}

/// How far indexing the file at `path` has come (`progress`), as a sentence; why it
/// stopped early is the system's error said through [`io_sentence`].
fn progress_sentence(locale: &Locale, path: &Path, progress: &Progress) -> String {
    let mut fa: Vec<(&str, FluentValue)> = Vec::new();
    fa.push(("games", progress.games.into()));
    fa.push(("percent", progress.percent().into()));
    if let Some(kind) = progress.error {
        fa.push(("reason", io_sentence(locale, path, &kind.into()).into()));
        sentence(locale, "replay-index-failed", &fa)
    } else if progress.done {
        sentence(locale, "replay-index-done", &fa)
    } else {
        sentence(locale, "replay-index-progress", &fa)
    }
}

/// Why game N of the file could not be opened: the file has fewer games, or the game
/// cannot be replayed (a variant, a bad start position, a read error).
#[derive(Debug)]
pub struct GameError {
    /// The game asked for.
    pub number: usize,
    /// What went wrong.
    pub failure: LoadFailure,
}

impl GameError {
    /// Whether the file has no game with that number.
    pub fn is_missing(&self) -> bool {
        matches!(self.failure, LoadFailure::Missing(_))
    }

    /// The sentence that says so, in the UI language (`path`: the file).
    pub fn sentence(&self, locale: &Locale, path: &Path) -> String {
        let mut fa: Vec<(&str, FluentValue)> = Vec::new();
        fa.push(("number", self.number.into()));
        match &self.failure {
            LoadFailure::Missing(count) => {
                fa.push(("count", (*count).into()));
                sentence(locale, "replay-no-such-game", &fa)
            }
            LoadFailure::Load(error) => {
                let reason = match error {
                    LoadError::Start(start) => crate::replay::start_error_text(locale, start),
                    // The reader's line counts from the game's start: left unsaid.
                    LoadError::Pdn(error) => draughts::errors::pdn_phrase(locale, &error.kind),
                    LoadError::DraughtsFen(variant, error) => {
                        draughts::errors::fen_phrase(locale, *variant, error)
                    }
                    LoadError::Io(error) => return io_sentence(locale, path, error),
                    LoadError::Missing => locale.text("replay-load-missing"),
                    LoadError::Syntax(_) => locale.text("replay-load-damaged"),
                };
                fa.push(("reason", reason.into()));
                sentence(locale, "replay-game-refused", &fa)
            }
        }
    }
}

/// Why a file cannot be replayed (said in the UI language by [`OpenError::sentence`]).
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// It could not be read.
    #[error("the file cannot be read: {0}")]
    File(#[source] std::io::Error),
    /// Game 0 was asked for: games count from 1.
    #[error("games count from 1")]
    GameZero,
    /// The game asked for is not in the file.
    #[error("game {} is not in the file", .0.number)]
    Game(GameError),
}

impl OpenError {
    /// The sentence that says so, in the UI language, naming the file at `path`.
    pub fn sentence(&self, locale: &Locale, path: &Path) -> String {
        match self {
            OpenError::File(error) => io_sentence(locale, path, error),
            OpenError::GameZero => locale.text("replay-game-zero"),
            OpenError::Game(error) => error.sentence(locale, path),
        }
    }
}

impl SessionEngine for Replay {
    /// The game opened (and why another was not); the notices given first.
    fn greeting(&mut self) -> Vec<Effect> {
        answer(std::mem::take(&mut self.opening))
    }

    /// Runs one command: a typed line is read through the command table first. `quit`
    /// and the end of the input remember the place and end the session; time passing
    /// changes nothing.
    fn update(&mut self, command: Command) -> Vec<Effect> {
        // A new command supersedes an answer still waiting for a read (the runtime drops
        // the read); the clock's tick is no command of the user's.
        if command != Command::Tick {
            self.waiting = Waiting::Nothing;
        }
        let command = match command {
            Command::Line(line) => match read_replay_line(&line) {
                Ok(command) => command,
                Err(error) => return answer(vec![self.line_error(&error)]),
            },
            command => command,
        };
        match command {
            Command::Tick => Vec::new(),
            Command::Quit | Command::EndOfInput => {
                self.remember().into_iter().chain([Effect::Quit]).collect()
            }
            command => {
                let effects = self.run(command);
                self.keeping_place(effects)
            }
        }
    }

    /// Goes on with the answer that waited for `got`: opens the game read, or lists the
    /// games once the index is complete (saying first how far it has come when that
    /// takes long).
    fn receive(&mut self, got: Got) -> Vec<Effect> {
        let effects = self.received(got);
        self.keeping_place(effects)
    }

    fn locale(&self) -> &Locale {
        Replay::locale(self)
    }

    /// A replay keeps no record of its own.
    fn record(&self) -> Option<&GameRecord> {
        None
    }
}

impl Replay {
    /// What [`SessionEngine::receive`] says, before the place is kept.
    fn received(&mut self, got: Got) -> Vec<Effect> {
        let waiting = std::mem::replace(&mut self.waiting, Waiting::Nothing);
        match (got, waiting) {
            (Got::Game(number, read), Waiting::Game) => match self.take_game(number, read) {
                Ok(()) => answer(self.game_intro()),
                Err(error) => answer(vec![error.sentence(self.locale(), self.library.path())]),
            },
            (Got::Index(_), Waiting::Index { then, polls }) if !self.index_ready(then) => {
                let tell = !progress_said(polls) && progress_said(polls + 1);
                self.waiting = Waiting::Index {
                    then,
                    polls: polls + 1,
                };
                let mut effects = match tell {
                    true => answer(vec![self.progress_line()]),
                    false => Vec::new(),
                };
                effects.push(Effect::Read(Read::Index(self.library.clone(), POLL)));
                effects
            }
            (Got::Index(_), Waiting::Index { then, polls }) => {
                let mut effects = self.go_on(then);
                if progress_said(polls) {
                    for effect in &mut effects {
                        if let Effect::Say(utterance) = effect {
                            utterance.continues = true;
                        }
                    }
                }
                effects
            }
            // Nothing waited for it.
            _ => Vec::new(),
        }
    }
}

/// The lines of one answer as utterances: the first starts it (and cuts a listing still
/// being spoken), the others continue it, so every line is heard. Empty lines are left
/// out.
fn answer(lines: Vec<String>) -> Vec<Effect> {
    lines
        .into_iter()
        .filter(|line| !line.is_empty())
        .enumerate()
        .map(|(n, line)| {
            let utterance = Utterance::new(line, Priority::Listing);
            Effect::Say(if n == 0 {
                utterance
            } else {
                utterance.continuing()
            })
        })
        .collect()
}

/// Whether the game is standard chess, Chess960 or another variant (from its start
/// tags, as the index tells it), so that opening it says what the list says.
fn game_kind(tree: &GameTree) -> GameKind {
    if tree
        .nodes
        .first()
        .is_none_or(|node| node.pos.chess().is_none())
    {
        return GameKind::Standard;
    }
    let mut start = crate::games::chess::start::StartTags::default();
    for (name, value) in &tree.tags {
        start.note(name.as_bytes(), value.as_bytes());
    }
    GameKind::of(start.kind())
}

/// The sentence said when the words after the name of the command whose help is
/// `help_id` do not fit, for the commands that have one (chess or draughts); the others
/// say which words were extra.
fn usage_id(help_id: &str, chess: bool) -> Option<&'static str> {
    Some(match (help_id, chess) {
        ("session-help-pieces", true) => "replay-pieces-usage",
        ("session-help-pieces", false) => "replay-draughts-pieces-usage",
        ("session-help-scan", true) => "replay-scan-usage",
        ("session-help-scan", false) => "session-chess-only",
        ("session-help-square", true) => "replay-square-usage",
        ("session-help-square", false) => "replay-draughts-square-usage",
        ("replay-help-go", _) => "replay-go-usage",
        ("replay-help-filter", _) => "replay-filter-usage",
        ("replay-help-game", _) => "replay-game-usage",
        ("replay-help-moves", _) => "replay-moves-usage",
        _ => return None,
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::announce::AnnounceOptions;
    use proptest::prelude::*;

    #[test]
    fn indexing_stopped_by_the_system_is_said_in_the_ui_language() {
        let progress = Progress {
            games: 3,
            bytes: 10,
            total: 20,
            done: true,
            error: Some(std::io::ErrorKind::PermissionDenied),
        };
        for lang in [crate::i18n::Lang::Uk, crate::i18n::Lang::Pl] {
            let said = progress_sentence(&Locale::new(lang), Path::new("big.pgn"), &progress);
            assert!(said.contains("big.pgn"), "{said}");
            assert!(!said.contains("os error"), "{said}");
            assert!(!said.contains("Permission denied"), "{said}");
        }
        let english = progress_sentence(
            &Locale::new(crate::i18n::Lang::En),
            Path::new("big.pgn"),
            &progress,
        );
        assert!(
            english.contains("not allowed to use the file big.pgn"),
            "{english}"
        );
    }

    /// A replay of `text` in a file named `name`.
    fn replay(dir: &Path, name: &str, text: &str) -> Replay {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        let announcer = Announcer::new(AnnounceOptions::default());
        Replay::open(&file, None, announcer, dir, Openings::default()).unwrap()
    }

    /// A game longer than the tree keeps is read up to there, and its end says why; the
    /// file's next game is read whole.
    #[test]
    fn a_game_longer_than_the_tree_keeps_says_where_reading_stopped() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("long.pgn");
        let long = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n";
        std::fs::write(&file, format!("{long}1. e4 e5 2. Nf3 *\n")).unwrap();
        let library = Library::open(&file).unwrap().with_node_limit(5);
        let announcer = Announcer::new(AnnounceOptions::default());
        let mut session =
            Replay::from_library(library, None, announcer, dir.path(), Openings::default())
                .unwrap();
        let (end, _) = say(&mut session, "end");
        assert!(
            end.contains(
                "hektor stops reading this game here, after 4 moves with its variations: \
                 the game is longer than hektor keeps in memory. \
                 The file's other games can still be opened."
            ),
            "{end}"
        );
        let (_, _) = say(&mut session, "game 2");
        let (end, _) = say(&mut session, "end");
        assert!(!end.contains("stops reading"), "{end}");
    }

    /// lichess's judgment says its best move as the session says moves, in the position
    /// the commented move was played in, and says no arrow or bare minus sign.
    #[test]
    fn the_best_move_of_a_lichess_comment_is_said_as_a_move() {
        let dir = tempfile::tempdir().unwrap();
        let mut session = replay(
            dir.path(),
            "lichess.pgn",
            "1. e4 e5 2. Nf3 { (-0.20 \u{2192} -0.90) Mistake. Nc3 was best. } *\n",
        );
        say(&mut session, "n");
        say(&mut session, "n");
        let (said, _) = say(&mut session, "n");
        assert!(
            said.contains(
                "evaluation from minus 0.20 to minus 0.90. Mistake. Springer Cäsar drei was best."
            ),
            "{said}"
        );
        assert!(!said.contains('\u{2192}') && !said.contains("-0"), "{said}");
    }

    /// The variations at a move are listed by the lines their moves say once played
    /// (the next move is line 1), and `line N` and `var N` take the number the list said.
    #[test]
    fn the_variations_here_are_listed_and_entered_by_their_lines() {
        let dir = tempfile::tempdir().unwrap();
        let text = "1. e4 e5 (1... c5) (1... e6) 2. Nf3 *";
        let mut session = replay(dir.path(), "g.pgn", text);
        let (here, _) = say(&mut session, "n");
        assert!(
            here.contains(
                "2 other lines here: line 2: 1, Black: Cäsar fünf; line 3: 1, Black: Eva sechs."
            ),
            "{here}"
        );
        let (third, _) = say(&mut session, "line 3");
        assert!(
            third.contains("1, Black: Eva sechs, line 3 of 3"),
            "{third}"
        );
        say(&mut session, "up");
        let (second, _) = say(&mut session, "var 2");
        assert!(
            second.contains("1, Black: Cäsar fünf, line 2 of 3"),
            "{second}"
        );
        say(&mut session, "up");
        let (alone, _) = say(&mut session, "var");
        assert_eq!(alone, second);
        say(&mut session, "up");
        let (first, _) = say(&mut session, "line 1");
        assert!(
            first.starts_with("1, Black: Eva fünf, line 1 of 3"),
            "{first}"
        );
    }

    /// `clock` says each side's latest `[%clk]` reading at or before the current move.
    #[test]
    fn clock_says_both_players_latest_readings() {
        let dir = tempfile::tempdir().unwrap();
        let text = "1. e4 {[%clk 1:30:00]} e5 {[%clk 1:29:50]} 2. Nf3 {[%clk 1:28:00]} Nc6 *";
        let mut session = replay(dir.path(), "g.pgn", text);
        let (start, _) = say(&mut session, "clock");
        assert_eq!(start, "Clocks: White no reading yet, Black no reading yet.");
        say(&mut session, "go 2");
        let (at, _) = say(&mut session, "clock");
        assert_eq!(
            at,
            "Clocks: White 1 hour 28 minutes, Black 1 hour 29 minutes 50 seconds."
        );
        // Black's second move has no reading: the one before it stands.
        say(&mut session, "n");
        assert_eq!(say(&mut session, "t").0, at);
        let mut bare = replay(dir.path(), "bare.pgn", "1. e4 e5 *");
        assert_eq!(say(&mut bare, "clock").0, "No clock readings in this game.");
    }

    /// A replay of `file` opened again, with the place `session` has now remembered:
    /// what it says first.
    fn reopened(dir: &Path, file: &Path, session: &Replay, text: &str) -> String {
        let place = session.place().unwrap();
        Places::load(dir).remember(file, place).unwrap();
        std::fs::write(file, text).unwrap();
        let announcer = Announcer::new(AnnounceOptions::default());
        let mut again = Replay::open(file, None, announcer, dir, Openings::default()).unwrap();
        said(&again.greeting()).0
    }

    /// A place remembered inside a variation is said to be there, with `up` to go back.
    #[test]
    fn a_resume_inside_a_variation_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let text = "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *";
        let mut session = replay(dir.path(), "g.pgn", text);
        say(&mut session, "n");
        say(&mut session, "line 2");
        say(&mut session, "n");
        let greeting = reopened(dir.path(), &dir.path().join("g.pgn"), &session, text);
        assert!(
            greeting.contains(
                "You go on where you stopped last time: You are in a variation, depth 1, \
                 line 2 of 2; type up to go back to the line it branches from. \
                 2, White: Springer Felix drei"
            ),
            "{greeting}"
        );
    }

    /// A game renumbered because a game before it was removed is found by its
    /// fingerprint, and the place in it restored.
    #[test]
    fn a_renumbered_game_is_found_by_its_fingerprint() {
        let dir = tempfile::tempdir().unwrap();
        let game = |white: &str| format!("[White \"{white}\"]\n\n1. e4 e5 2. Nf3 *\n\n");
        let text = [game("Anna"), game("Bella"), game("Carl")].concat();
        let mut session = replay(dir.path(), "g.pgn", &text);
        say(&mut session, "game 3");
        say(&mut session, "go 2");
        let fewer = [game("Bella"), game("Carl")].concat();
        let greeting = reopened(dir.path(), &dir.path().join("g.pgn"), &session, &fewer);
        assert!(
            greeting.starts_with(
                "Game 3 of last time is now game 2: games before it were added or removed; \
                 you go on there. Game 2: Carl"
            ),
            "{greeting}"
        );
        assert!(
            greeting
                .contains("You go on where you stopped last time: 2, White: Springer Felix drei"),
            "{greeting}"
        );
    }

    /// Runs `line`, reading what the session asks for as the runtime does; what it
    /// says, and whether it ends the session.
    fn say(session: &mut Replay, line: &str) -> (String, bool) {
        let mut effects = Vec::new();
        let mut todo = session.update(Command::Line(line.to_owned()));
        while !todo.is_empty() {
            let mut next = Vec::new();
            for effect in todo {
                match effect {
                    Effect::Read(read) => {
                        next.extend(session.receive(crate::runtime::carry_out(read)))
                    }
                    other => effects.push(other),
                }
            }
            todo = next;
        }
        said(&effects)
    }

    /// What the effects say, and whether they end the session.
    fn said(effects: &[Effect]) -> (String, bool) {
        let text = effects
            .iter()
            .filter_map(|e| match e {
                Effect::Say(u) => Some(u.text()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" ");
        (text, effects.contains(&Effect::Quit))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        /// Any typed lines leave the session answering, never crashing, in chess and in
        /// draughts.
        #[test]
        fn any_command_line_is_answered(
            lines in proptest::collection::vec("\\PC{0,40}", 1..8),
            draughts in any::<bool>(),
        ) {
            let dir = tempfile::tempdir().unwrap();
            let mut session = if draughts {
                replay(dir.path(), "g.pdn", DRAUGHTS)
            } else {
                replay(dir.path(), "g.pgn", "1. e4 e5 (1... c5 {x} 2. Nf3) 2. Nf3 $24 *")
            };
            for line in &lines {
                let (text, quit) = say(&mut session, line);
                prop_assert!(quit || !text.is_empty(), "{line:?}");
            }
        }
    }

    /// A draughts game with a comment, a variation and a mistake.
    const DRAUGHTS: &str =
        "[GameType \"20\"]\n\n1. 32-28 18-22 (1... 19-23 {x} 2. 28x19) 2. 31-27 $2 22x31 *";

    /// Every name of every replay entry of the command table leads to its command: none
    /// is unknown, none refuses to be given alone as if it were another command; in
    /// chess and in draughts.
    #[test]
    fn every_replay_name_of_the_table_is_handled() {
        for (name, text) in [
            ("g.pgn", "1. e4 e5 (1... c5 {x} 2. Nf3) 2. Nf3 $2 *"),
            ("g.pdn", DRAUGHTS),
        ] {
            let dir = tempfile::tempdir().unwrap();
            let mut session = replay(dir.path(), name, text);
            let entries = crate::app::COMMANDS
                .iter()
                .filter(|spec| spec.engines.contains(&Engine::Replay));
            for spec in entries {
                for name in spec.names {
                    let (said, quit) = say(&mut session, name);
                    assert!(quit || !said.is_empty(), "{name}");
                    assert!(!said.contains("does not take"), "{name}: {said}");
                    assert!(!said.contains("Unknown command"), "{name}: {said}");
                }
            }
        }
    }

    /// Draughts' glyphs mean what draughts' rules say (seed 003 IV.4.2.7-4.2.10): `?!`
    /// looks weak but is strong, `!?` looks strong but is weak, `+` a win, `=` a draw; `next
    /// mistake` passes the strong move and stops at the weak one.
    #[test]
    fn draughts_glyphs_are_said_with_draughts_meanings() {
        let dir = tempfile::tempdir().unwrap();
        let text = "[GameType \"20\"]\n\n1. 32-28?! 18-22 2. 37-32!? 22-27+ 3. 31x22= *";
        let mut session = replay(dir.path(), "g.pdn", text);
        let first = say(&mut session, "next").0;
        assert!(first.contains("looks weak but is strong"), "{first}");
        say(&mut session, "first");
        let weak = say(&mut session, "next mistake").0;
        assert!(weak.contains("looks strong but is weak"), "{weak}");
        assert!(say(&mut session, "next").0.contains("the game is won"));
        let draw = say(&mut session, "next").0;
        assert!(draw.contains("the game is a draw"), "{draw}");
    }

    /// A game beyond the file's end changes nothing: `game -1` and `previous game` count
    /// from the game still open.
    #[test]
    fn a_game_not_in_the_file_is_not_counted_from() {
        let dir = tempfile::tempdir().unwrap();
        let two = "[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n";
        let mut session = replay(dir.path(), "g.pgn", two);
        assert!(say(&mut session, "game 2").0.starts_with("Game 2: B"));
        assert!(
            say(&mut session, "next game")
                .0
                .starts_with("There is no game 3")
        );
        assert!(
            say(&mut session, "game 99")
                .0
                .starts_with("There is no game 99")
        );
        assert!(say(&mut session, "game -1").0.starts_with("Game 1: A"));
        assert!(say(&mut session, "next game").0.starts_with("Game 2: B"));
    }

    /// `next comment` passes a comment that holds only a clock reading (it says nothing).
    #[test]
    fn next_comment_passes_clock_readings() {
        let dir = tempfile::tempdir().unwrap();
        let text = "1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} {Solid.} 2. Nf3 *";
        let mut session = replay(dir.path(), "g.pgn", text);
        let (said, _) = say(&mut session, "next comment");
        assert!(said.starts_with("1, Black:"), "{said}");
        assert!(said.contains("Solid."), "{said}");
    }

    /// Lines that are too long or not text are refused with a sentence about commands
    /// (replay takes no moves).
    #[test]
    fn bad_lines_are_told_in_the_words_of_replay() {
        let dir = tempfile::tempdir().unwrap();
        let mut session = replay(dir.path(), "g.pgn", "1. e4 *");
        let (long, _) = say(&mut session, &"x".repeat(300));
        assert!(long.contains("a command has at most 200"), "{long}");
        let (control, _) = say(&mut session, "n\u{7}");
        assert!(control.contains("not text. Type help"), "{control}");
        assert!(!long.contains("move") && !control.contains("move"));
    }

    /// A game that stops early says so, with the cause, when it opens, not only when
    /// the stop is reached; a pawn move to the last rank without its piece is named so.
    #[test]
    fn a_game_that_stops_early_says_so_and_why_when_it_opens() {
        let dir = tempfile::tempdir().unwrap();
        let text =
            "[White \"A\"]\n[FEN \"k7/3P4/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kf2 Kb7 2. d7d8 *\n";
        let mut session = replay(dir.path(), "g.pgn", text);
        let (greeting, _) = said(&session.greeting());
        assert!(
            greeting.contains("This game stops early, at move 2, d7d8: missing promotion piece"),
            "{greeting}"
        );
        say(&mut session, "n");
        let (end, _) = say(&mut session, "n");
        assert!(
            end.contains(
                "The game stops here: move 2, d7d8, cannot be played: missing promotion piece"
            ),
            "{end}"
        );
        let mut session = replay(dir.path(), "h.pgn", "1. e4 e5 2. Ke3 Nf6 *\n");
        let (greeting, _) = said(&session.greeting());
        assert!(
            greeting.contains("stops early, at move 2, Ke3: it is not a legal move"),
            "{greeting}"
        );
    }

    /// Opening a Chess960 game says so, as the list does.
    #[test]
    fn a_chess960_game_says_so_when_it_opens() {
        let dir = tempfile::tempdir().unwrap();
        let text = "[White \"A\"]\n[Variant \"fischerandom\"]\n[SetUp \"1\"]\n\
                    [FEN \"rqkrbnnb/pppppppp/8/8/8/8/PPPPPPPP/RQKRBNNB w KQkq - 0 1\"]\n\n1. e4 *\n";
        let mut session = replay(dir.path(), "g.pgn", text);
        let (greeting, _) = said(&session.greeting());
        assert!(greeting.contains("; Chess960"), "{greeting}");
    }

    /// `last` says the move the replay is at again (as in play and NVUI), `end` goes to
    /// the end of the line, `l` lists the games.
    #[test]
    fn last_says_the_current_move_and_end_goes_to_the_end() {
        let dir = tempfile::tempdir().unwrap();
        let mut session = replay(dir.path(), "g.pgn", "1. e4 e5 2. Nf3 Nc6 *");
        let (first, _) = say(&mut session, "next");
        assert_eq!(say(&mut session, "last").0, first);
        let (end, _) = say(&mut session, "end");
        assert!(end.starts_with("2, Black:"), "{end}");
        assert_eq!(say(&mut session, "last").0, end);
        assert!(say(&mut session, "l").0.contains("1 game"));
    }

    /// The help names every name a command is typed by.
    #[test]
    fn help_names_every_alias() {
        let dir = tempfile::tempdir().unwrap();
        let mut session = replay(dir.path(), "g.pgn", "1. e4 *");
        let (help, _) = say(&mut session, "help");
        for line in [
            "start, also first, home:",
            "list, also l:",
            " end: the last move",
            " last: the current move again, as in a game session",
            "previous line|comment|mistake|game, also prev, b:",
        ] {
            assert!(help.contains(line), "{line}\n{help}");
        }
    }

    /// After `go 18` a main-line move with an alternative says ", line 1 of 2", and
    /// `next line` plays the alternative, which says its own line.
    #[test]
    fn a_move_with_an_alternative_says_its_line_and_next_line_plays_it() {
        let dir = tempfile::tempdir().unwrap();
        let text = "1. e4 e5 2. Qh5 $6 (2. Nf3) 2... Nc6 (2... d6) *";
        let mut session = replay(dir.path(), "g.pgn", text);
        let (at, _) = say(&mut session, "go 2");
        assert!(at.starts_with("2, White: "), "{at}");
        assert!(at.contains(", dubious move, line 1 of 2"), "{at}");
        let (other, _) = say(&mut session, "next line");
        assert!(other.starts_with("2, White: "), "{other}");
        assert!(other.contains(", line 2 of 2"), "{other}");
        assert_ne!(other, at);
        let (back, _) = say(&mut session, "previous line");
        assert_eq!(back, at);
    }

    /// `next game` and `previous game` pass the games the filter leaves out; a condition
    /// that no game matches is said and not kept.
    #[test]
    fn next_game_follows_the_filter_and_a_filter_matching_nothing_is_not_kept() {
        let dir = tempfile::tempdir().unwrap();
        let games = "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 *\n\n\
                     [White \"Carl\"]\n[Black \"Dora\"]\n\n1. d4 *\n\n\
                     [White \"Bert\"]\n[Black \"Anna\"]\n\n1. c4 *\n";
        let mut session = replay(dir.path(), "g.pgn", games);
        while !session.index().progress().done {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let (nothing, _) = say(&mut session, "filter white Zoe");
        assert!(nothing.starts_with("No game has white Zoe"), "{nothing}");
        let (list, _) = say(&mut session, "filter black anna");
        assert!(
            list.contains("1 game matches the filter (black anna)"),
            "{list}"
        );
        assert!(say(&mut session, "next game").0.starts_with("Game 3: Bert"));
        let (none, _) = say(&mut session, "next game");
        assert!(
            none.starts_with("No next game matches the filter"),
            "{none}"
        );
        assert!(
            say(&mut session, "filter clear")
                .0
                .starts_with("Filter cleared")
        );
        assert!(
            say(&mut session, "previous game")
                .0
                .starts_with("Game 2: Carl")
        );
    }

    /// `quit` remembers the place reached, and the next replay of the file starts there.
    #[test]
    fn quit_remembers_the_place() {
        let dir = tempfile::tempdir().unwrap();
        let mut session = replay(dir.path(), "g.pgn", "1. e4 e5 2. Nf3 *");
        session.update(Command::Line("go 2".into()));
        let effects = session.update(Command::Line("quit".into()));
        let Some(Effect::RememberPlace { place, .. }) = effects.first() else {
            panic!("{effects:?}");
        };
        assert_eq!(place.game, 1);
        assert_eq!(effects.last(), Some(&Effect::Quit));
    }
}

//! The replay session: one PGN or PDN file, its index, the game being replayed and the
//! place in it. It runs on the same runtime as a game session: commands in (typed lines
//! are read through the one command table, [`read_replay_line`]), effects out (what to
//! say, where to remember the place, the end), so plain mode and the full screen say the
//! same things the same way.
//!
//! This module holds the session's state and its entry points (`update`, `receive`,
//! and the dispatch of commands); the jobs are its modules: opening the file and a game
//! and why they cannot be (`open`), the place kept and restored (`place`), moving
//! through the game (`navigate`), what is said about the place (`here`) and its comments
//! (`comments`), about the game (`info`), the list of games and the index waited for
//! (`list`), and answers on request (`queries`).

use std::cell::RefCell;
use std::path::PathBuf;

use super::command::{Browse, GameTarget, Seek};
use super::command::{Command, read_replay_line, usage_word};
use super::{Effect, Got, Read, SessionEngine};
use crate::games::Board;
use crate::games::GameRecord;
use crate::games::chess::openings::Openings;
use crate::games::format::Format;
use crate::games::words::GameWords;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::cursor::Cursor;
use crate::replay::filter::Filter;
use crate::replay::library::Library;
use crate::replay::places::Place;
use crate::replay::tree::GameTree;
use crate::speech::{Priority, Utterance};

mod comments;
mod here;
mod info;
mod list;
mod navigate;
mod open;
mod place;
mod queries;

pub use open::{GameError, OpenError};

/// How long `list` waits for the index before it says how far indexing has come.
const PROGRESS_AFTER: std::time::Duration = std::time::Duration::from_millis(500);

/// How long the runtime waits for the index at a time, while a list waits for its page.
const POLL: std::time::Duration = std::time::Duration::from_millis(100);

/// How many games `list` and `more` say at a time.
pub const PAGE: usize = 10;

/// The longest line a comment is said in; longer comments are split at sentence ends
/// (or between words).
pub const COMMENT_LINE: usize = 500;

/// The game being replayed.
#[derive(Debug)]
pub struct Loaded {
    /// Its number in the file, from 1.
    pub number: usize,
    /// Its moves.
    pub tree: GameTree<Board>,
    /// The place in it.
    pub cursor: Cursor,
}

/// A replay session over one PGN or PDN file.
#[derive(Debug)]
pub struct Replay {
    library: Library<Format>,
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
            _ => vec![self.locale().text(msg::REPLAY_PLAY_ONLY)],
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
                        msg::REPLAY_FILTER_NOTHING,
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
                vec![self.locale().text(msg::REPLAY_FILTER_CLEARED)]
            }
            Browse::Study(aid, square) => self.on_square(aid, square),
            Browse::Material => self.material(),
            Browse::Opening => self.opening(),
            Browse::Progress => vec![self.progress_line()],
        };
        answer(lines)
    }

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

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests;

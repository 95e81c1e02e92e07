//! The list of the file's games, page by page, through the filter, and the games it
//! opens (game N, the next one the filter lets through): at once when the index holds
//! them, else after the runtime waited for it, saying how far indexing has come.

use std::path::Path;

use fluent_bundle::FluentValue;

use super::{AfterIndex, PAGE, POLL, Replay, Waiting, answer};
use crate::app::command::usage_word;
use crate::app::{Effect, Read};
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::index::Progress;
use crate::replay::lines::game_line;
use crate::replay::report::damage_line;

/// A file of this many bytes or more is big: its list is said page by page while it is
/// indexed (a smaller one is indexed in well under a second).
const BIG_FILE: u64 = 16 << 20;

impl Replay {
    /// The numbers of the games indexed so far that the filter lets through.
    pub(super) fn matching(&self) -> Vec<usize> {
        self.index().with_games(|games| {
            games
                .iter()
                .enumerate()
                .filter(|(_, g)| self.filter.matches(g))
                .map(|(i, _)| i + 1)
                .collect()
        })
    }

    /// The list (from the game after the last one listed), at once when the games
    /// indexed so far fill the page (a big file is still being read), else once the index
    /// is complete: the runtime waits for it, a short while before saying how far it has
    /// come.
    pub(super) fn list(&mut self) -> Vec<Effect> {
        self.after_index(AfterIndex::List)
    }

    /// Goes on with `then` at once when the index holds what it needs, else asks the
    /// runtime to wait for the index, [`POLL`] at a time.
    pub(super) fn after_index(&mut self, then: AfterIndex) -> Vec<Effect> {
        if self.index_ready(then) {
            return self.go_on(then);
        }
        self.waiting = Waiting::Index { then, polls: 0 };
        vec![Effect::Read(Read::Index(self.library.clone(), POLL))]
    }

    /// Whether the index holds what `then` needs: the index is complete, or the games
    /// indexed so far reach game N, or (in a big file) fill the next page of the list.
    /// A smaller file is indexed in a moment, and its list waits for the whole count.
    pub(super) fn index_ready(&self, then: AfterIndex) -> bool {
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
    pub(super) fn go_on(&mut self, then: AfterIndex) -> Vec<Effect> {
        match then {
            AfterIndex::List => answer(self.list_lines()),
            AfterIndex::Game(number) => {
                self.waiting = Waiting::Game;
                vec![Effect::Read(Read::Game(self.library.clone(), number))]
            }
            AfterIndex::Matching(forward) => match self.matching_from(forward) {
                Some(number) => self.go_on(AfterIndex::Game(number)),
                None => answer(vec![self.locale().text(if forward {
                    msg::REPLAY_NO_NEXT_MATCH
                } else {
                    msg::REPLAY_NO_PREVIOUS_MATCH
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
                (true, true) => Some(msg::REPLAY_LIST_ALL),
                (true, false) => None,
                (false, true) => Some(msg::REPLAY_LIST_MATCHING),
                (false, false) => Some(msg::REPLAY_LIST_MATCHING_SO_FAR),
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
            lines.push(locale.text(msg::REPLAY_LIST_END));
        }
        let shown = page.len();
        lines.extend(page);
        self.listed += shown;
        if self.listed < matching.len() || !done {
            lines.push(self.locale().text(msg::REPLAY_LIST_MORE));
        }
        lines
    }

    /// Opens game `number`: the runtime reads it, then
    /// [`SessionEngine::receive`](crate::app::SessionEngine::receive) says it.
    pub(super) fn open_number(&mut self, number: usize) -> Vec<Effect> {
        if number == 0 {
            return answer(vec![self.locale().text(msg::REPLAY_GAME_ZERO)]);
        }
        self.after_index(AfterIndex::Game(number))
    }

    /// How far indexing has come, as a sentence.
    pub fn progress_line(&self) -> String {
        progress_sentence(self.locale(), self.library.path(), &self.index().progress())
    }
}

/// How far indexing the file at `path` has come (`progress`), as a sentence; why it
/// stopped early is the system's error said through [`io_sentence`].
pub(super) fn progress_sentence(locale: &Locale, path: &Path, progress: &Progress) -> String {
    let mut fa: Vec<(&str, FluentValue)> = Vec::new();
    fa.push(("games", progress.games.into()));
    fa.push(("percent", progress.percent().into()));
    if let Some(kind) = progress.error {
        fa.push(("reason", io_sentence(locale, path, &kind.into()).into()));
        sentence(locale, msg::REPLAY_INDEX_FAILED, &fa)
    } else if progress.done {
        sentence(locale, msg::REPLAY_INDEX_DONE, &fa)
    } else {
        sentence(locale, msg::REPLAY_INDEX_PROGRESS, &fa)
    }
}

//! Named positions from the TSV files of the lichess chess-openings data set (columns
//! `eco`, `name`, `pgn`, a header line, one named line a row): each row's moves are
//! played out and its final position is keyed by a Zobrist hash that counts en passant
//! only when it is legal, as the data set's own EPDs do, so a transposition finds the
//! name too. Each name is stored once.
//!
//! `build.rs` includes this file to embed the files found at build time, and replay
//! reads a user's folder with it at run time, so both key positions the same way.

use std::borrow::Cow;
use std::collections::HashMap;

use shakmaty::san::SanPlus;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position};

/// The key a position is looked up by.
pub fn position_key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// Named positions, sorted by key for a binary search.
#[derive(Debug, Clone, Default)]
pub struct Table {
    /// The position keys, ascending, each once.
    pub keys: Cow<'static, [u64]>,
    /// For each key, where its name starts in `names`.
    pub starts: Cow<'static, [u32]>,
    /// The names, each ended by a line feed.
    pub names: Cow<'static, str>,
    /// The most half-moves of any row.
    pub max_plies: u32,
}

impl Table {
    /// The name of the position with `key`, if it has one.
    pub fn name(&self, key: u64) -> Option<&str> {
        let index = self.keys.binary_search(&key).ok()?;
        let start = usize::try_from(*self.starts.get(index)?).ok()?;
        let rest = self.names.get(start..)?;
        rest.split('\n').next()
    }

    /// How many positions have a name.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// True when no position has a name.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }
}

/// Gathers the rows of one or more files into a [`Table`]. When two rows end in the same
/// position, the first one's name is kept.
#[derive(Debug, Default)]
pub struct Gatherer {
    named: HashMap<u64, u32>,
    names: String,
    starts: HashMap<String, u32>,
    max_plies: u32,
}

impl Gatherer {
    /// Adds the rows of one file; gives the numbers (from 1) of the rows that could not
    /// be read (too few columns, a move that is not legal).
    pub fn add_file(&mut self, text: &str) -> Vec<usize> {
        let mut bad = Vec::new();
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        for (index, row) in text.lines().enumerate() {
            let row = row.trim_end_matches('\r');
            if row.trim().is_empty() || (index == 0 && row.starts_with("eco\t")) {
                continue;
            }
            let mut columns = row.split('\t');
            let (Some(_eco), Some(name), Some(moves)) =
                (columns.next(), columns.next(), columns.next())
            else {
                bad.push(index + 1);
                continue;
            };
            let name = name.trim();
            match play(moves) {
                Some((pos, plies)) if !name.is_empty() && !name.contains('\n') => {
                    self.add(position_key(&pos), name, plies);
                }
                _ => bad.push(index + 1),
            }
        }
        bad
    }

    fn add(&mut self, key: u64, name: &str, plies: u32) {
        if self.named.contains_key(&key) {
            return;
        }
        let start = match self.starts.get(name) {
            Some(&start) => start,
            None => {
                let Ok(start) = u32::try_from(self.names.len()) else {
                    return;
                };
                self.names.push_str(name);
                self.names.push('\n');
                self.starts.insert(name.to_owned(), start);
                start
            }
        };
        self.named.insert(key, start);
        self.max_plies = self.max_plies.max(plies);
    }

    /// The table of everything added.
    pub fn finish(self) -> Table {
        let mut entries: Vec<(u64, u32)> = self.named.into_iter().collect();
        entries.sort_unstable();
        Table {
            keys: entries.iter().map(|&(key, _)| key).collect(),
            starts: entries.iter().map(|&(_, start)| start).collect(),
            names: Cow::Owned(self.names),
            max_plies: self.max_plies,
        }
    }
}

/// Plays the moves of a row (`1. e4 c5 2. Nf3`) from the start position: the final
/// position and the number of half-moves, or `None` when a move is not legal.
fn play(moves: &str) -> Option<(Chess, u32)> {
    let mut pos = Chess::default();
    let mut plies = 0;
    for token in moves.split_whitespace() {
        if matches!(token, "*" | "1-0" | "0-1" | "1/2-1/2") {
            continue;
        }
        // "12." and "12..." are move numbers; "1.e4" is a number glued to its move.
        let token = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if token.is_empty() {
            continue;
        }
        let san: SanPlus = token.parse().ok()?;
        let mv = san.san.to_move(&pos).ok()?;
        pos.play_unchecked(mv);
        plies += 1;
    }
    Some((pos, plies))
}

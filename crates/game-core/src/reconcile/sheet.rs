//! Scoresheets: what one player wrote, half-move by half-move, as text entries and gaps.
//!
//! A sheet is read by the movetext reader ([`crate::notation::movetext`]): PGN movetext or
//! a hand-typed list, one move per line or several, with or without move numbers;
//! `-`, `--`, `...` and `…` stand for a move that was not written down. Reading the
//! *moves* is the move parser's job (`games::chess::notation::parse_move`), in the position
//! where the comparison needs them.

use serde::Serialize;

use super::game::SheetGame;
use crate::game::GameRecord;
use crate::game::rules::GameRules;
use crate::notation::movetext::{MoveNumber, SheetEntry, read_numbered};

/// The most bytes a sheet file may have: a scoresheet is a few kilobytes, a file of a
/// few hundred games still fits, and reading it whole stays far below 100 MB.
pub const SHEET_LIMIT: u64 = 1024 * 1024;

/// Which game of a file with several games a sheet is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameOf {
    /// The game read (from 1).
    pub game: usize,
    /// How many games the file has.
    pub games: usize,
    /// The `White` tag, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white: Option<String>,
    /// The `Black` tag, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
}

/// One half-move slot of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// Something was written: the text as written (annotation marks removed).
    Written(String),
    /// Nothing was written for this half-move (a dash, dots, or a skipped move number).
    Gap,
}

/// Clock readings after a half-move, from a hektor game journal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClockAfter {
    /// White's remaining time in milliseconds.
    pub white_ms: Option<u64>,
    /// Black's remaining time in milliseconds.
    pub black_ms: Option<u64>,
}

/// One scoresheet: its entries from the start position on, and clock readings when it
/// comes from a hektor journal.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sheet {
    /// The entries; index 0 is the first half-move from the start position.
    pub entries: Vec<Entry>,
    /// Clock readings after each entry (same length as `entries`), or empty.
    pub clocks: Vec<ClockAfter>,
    /// The move number written before each entry, where one was (same length as
    /// `entries`, or empty): a numbered sheet with an entry left out has a hole there.
    pub numbers: Vec<Option<MoveNumber>>,
    /// Which game of its file this sheet is, when the file has several.
    pub game: Option<GameOf>,
}

impl Sheet {
    /// A sheet from written entries, in order, without gaps.
    pub fn from_moves<S: AsRef<str>>(moves: &[S]) -> Sheet {
        Sheet {
            entries: moves
                .iter()
                .map(|m| Entry::Written(m.as_ref().to_owned()))
                .collect(),
            ..Sheet::default()
        }
    }

    /// The sheet hektor keeps itself: a game record, with its clock readings.
    pub fn from_record<R: GameRules>(record: &GameRecord<R>) -> Sheet {
        Sheet {
            entries: record
                .moves
                .iter()
                .map(|m| Entry::Written(m.san.to_owned()))
                .collect(),
            clocks: record
                .moves
                .iter()
                .map(|m| ClockAfter {
                    white_ms: m.white_ms,
                    black_ms: m.black_ms,
                })
                .collect(),
            ..Sheet::default()
        }
    }

    /// Reads a sheet written as text: PGN movetext or a hand-typed list, in any notation
    /// the move parser reads (see [`crate::notation::movetext`]). Reading stops at a
    /// result; trailing gaps are dropped (an unfinished sheet simply ends).
    pub fn read(text: &str) -> Sheet {
        let mut sheet = Sheet::default();
        for numbered in read_numbered(text) {
            let entry = match numbered.entry {
                SheetEntry::Move { text, .. } => Entry::Written(text),
                SheetEntry::Gap => Entry::Gap,
                SheetEntry::Result(_) => break,
            };
            sheet.entries.push(entry);
            sheet.numbers.push(numbered.number);
        }
        sheet.drop_trailing_gaps();
        sheet
    }

    /// The sheet with each entry in the half-move its written move number gives, counted
    /// from `start`: an entry left out of a numbered sheet (`33. Rxc4 34. Qxc4`) becomes a
    /// gap, not a shift of every later move. A number that would move an entry back (a
    /// slip of the pen) is not followed.
    pub fn aligned<G: SheetGame>(&self, start: &G) -> Sheet {
        if self.numbers.iter().all(Option::is_none) {
            return self.clone();
        }
        let first = i64::from(start.move_number()) * 2 + i64::from(!G::is_white(start.side()));
        let mut out = Sheet::default();
        for (index, entry) in self.entries.iter().enumerate() {
            if let Some(Some(number)) = self.numbers.get(index) {
                let written = i64::from(number.number) * 2 + i64::from(number.black);
                let ply = usize::try_from(written - first).unwrap_or(0);
                while out.entries.len() < ply {
                    out.entries.push(Entry::Gap);
                    out.numbers.push(None);
                }
            }
            out.entries.push(entry.clone());
            out.numbers.push(self.numbers.get(index).copied().flatten());
        }
        out.clocks.clone_from(&self.clocks);
        out.game.clone_from(&self.game);
        out.drop_trailing_gaps();
        out
    }

    fn drop_trailing_gaps(&mut self) {
        while self.entries.last() == Some(&Entry::Gap) {
            self.entries.pop();
            self.numbers.truncate(self.entries.len());
        }
    }

    /// Whether nothing at all is written on the sheet.
    pub fn is_empty(&self) -> bool {
        !self.entries.iter().any(|e| matches!(e, Entry::Written(_)))
    }

    /// The entry for half-move `index` (0-based); past the end of the sheet, `None`.
    pub fn entry(&self, index: usize) -> Option<&Entry> {
        self.entries.get(index)
    }
}

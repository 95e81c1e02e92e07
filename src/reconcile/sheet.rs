//! Scoresheets: what one player wrote, half-move by half-move, as text entries and gaps.
//!
//! A sheet is read by the movetext reader ([`crate::notation::movetext`]): PGN movetext or
//! a hand-typed list, one move per line or several, with or without move numbers;
//! `-`, `--`, `...` and `…` stand for a move that was not written down. Reading the
//! *moves* is the move parser's job ([`crate::notation::parse_move`]), in the position
//! where the comparison needs them.

use crate::game::GameRecord;
use crate::notation::movetext::{SheetEntry, read_movetext};

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
}

impl Sheet {
    /// A sheet from written entries, in order, without gaps.
    pub fn from_moves<S: AsRef<str>>(moves: &[S]) -> Sheet {
        Sheet {
            entries: moves
                .iter()
                .map(|m| Entry::Written(m.as_ref().to_owned()))
                .collect(),
            clocks: Vec::new(),
        }
    }

    /// The sheet hektor keeps itself: a game record, with its clock readings.
    pub fn from_record(record: &GameRecord) -> Sheet {
        Sheet {
            entries: record
                .moves
                .iter()
                .map(|m| Entry::Written(m.san.clone()))
                .collect(),
            clocks: record
                .moves
                .iter()
                .map(|m| ClockAfter {
                    white_ms: m.white_ms,
                    black_ms: m.black_ms,
                })
                .collect(),
        }
    }

    /// Reads a sheet written as text: PGN movetext or a hand-typed list, in any notation
    /// the move parser reads (see [`crate::notation::movetext`]). Reading stops at a
    /// result; trailing gaps are dropped (an unfinished sheet simply ends).
    pub fn read(text: &str) -> Sheet {
        let mut sheet = Sheet::default();
        for entry in read_movetext(text) {
            match entry {
                SheetEntry::Move { text, .. } => sheet.entries.push(Entry::Written(text)),
                SheetEntry::Gap => sheet.entries.push(Entry::Gap),
                SheetEntry::Result(_) => break,
            }
        }
        while sheet.entries.last() == Some(&Entry::Gap) {
            sheet.entries.pop();
        }
        sheet
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

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> Entry {
        Entry::Written(s.to_owned())
    }

    #[test]
    fn reads_movetext_with_gaps_and_stops_at_the_result() {
        let sheet = Sheet::read("[Event \"x\"]\n1. e4 {best} e5 2. Nf3 -- 3. Bb5 a6 1-0 4. O-O");
        assert_eq!(
            sheet.entries,
            vec![w("e4"), w("e5"), w("Nf3"), Entry::Gap, w("Bb5"), w("a6")]
        );
    }

    #[test]
    fn one_move_per_line_and_trailing_gaps() {
        let sheet = Sheet::read("e4\ne5\n\nNf3\n-\n");
        assert_eq!(sheet.entries, vec![w("e4"), w("e5"), w("Nf3")]);
        assert!(Sheet::read("1-0").is_empty());
    }
}

//! Two sheets side by side: the record both support, and where they first contradict.
//!
//! Half-move by half-move, each sheet's entry is read in the agreed position. Two legal
//! moves that differ are a divergence, and so is an illegal entry against a legal one.
//! A gap (a dash, dots, a skipped move number, the end of an unfinished sheet) or an
//! entry nobody can read is *not* a divergence: the other sheet's move fills it when it is
//! legal. An ambiguous entry (`Nd7` with two knights able) agrees with the other sheet's
//! move when that move is one of its readings. When neither sheet gives a usable move,
//! the one legal move that makes both sheets' next entries legal fills the gap; when
//! there is no such single move, the record stops there.

use serde::Serialize;
use shakmaty::{Chess, Move, Position};

use super::sheet::{Entry, Sheet};
use crate::notation::{MoveError, parse_move};

/// Something the arbiter should know about a sheet entry; plies count from 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Note {
    /// A gap on `sheet` at `ply` was filled by the other sheet's move.
    GapFilled {
        /// The sheet with the gap (1 or 2).
        sheet: usize,
        /// The half-move.
        ply: usize,
        /// The move that filled it (SAN).
        by: String,
    },
    /// An entry that no notation hektor knows can read; taken as not recorded.
    Unreadable {
        /// The sheet (1 or 2).
        sheet: usize,
        /// The half-move.
        ply: usize,
        /// The entry as written.
        entry: String,
    },
    /// An entry that reads as a move, but not a legal one in that position.
    Illegal {
        /// The sheet (1 or 2).
        sheet: usize,
        /// The half-move.
        ply: usize,
        /// The entry as written.
        entry: String,
    },
    /// An entry that fits several legal moves.
    Ambiguous {
        /// The sheet (1 or 2).
        sheet: usize,
        /// The half-move.
        ply: usize,
        /// The entry as written.
        entry: String,
    },
    /// The sheet has nothing after `after_ply` half-moves.
    SheetEnds {
        /// The sheet (1 or 2).
        sheet: usize,
        /// How many half-moves it covers.
        after_ply: usize,
    },
    /// Neither sheet gave the move; the only move that fits the next entries was taken.
    Inferred {
        /// The half-move.
        ply: usize,
        /// The move (SAN).
        san: String,
    },
    /// Neither sheet gives a usable move here: the record ends before this half-move.
    RecordStops {
        /// The half-move.
        ply: usize,
    },
}

/// Where the sheets first contradict each other.
#[derive(Debug, Clone)]
pub struct Split {
    /// The half-move (from 1).
    pub ply: usize,
    /// Both entries: SAN when legal, else as written.
    pub entries: [String; 2],
}

/// The outcome of comparing two sheets.
#[derive(Debug, Clone)]
pub struct Comparison {
    /// The moves both sheets support, from the start.
    pub agreed: Vec<Move>,
    /// The first contradiction, if any.
    pub split: Option<Split>,
    /// Each sheet's own legal moves after the agreed record (empty when they agree).
    pub continuations: [Vec<Move>; 2],
    /// Remarks on entries, in order.
    pub notes: Vec<Note>,
}

/// What an entry means in a position.
#[derive(Debug, Clone)]
enum Reading {
    Move(Move),
    Choices(Vec<Move>),
    Nothing,
    Unreadable,
    Illegal,
}

fn read(pos: &Chess, entry: Option<&Entry>) -> Reading {
    match entry {
        None | Some(Entry::Gap) => Reading::Nothing,
        Some(Entry::Written(text)) => match parse_move(pos, text) {
            Ok(mv) => Reading::Move(mv),
            Err(MoveError::Ambiguous { candidates, .. }) => Reading::Choices(candidates),
            Err(MoveError::NotUnderstood { .. }) => Reading::Unreadable,
            Err(MoveError::Illegal { .. }) => Reading::Illegal,
        },
    }
}

enum Decision {
    Agree(Move),
    Diverge,
    Unknown,
}

fn decide(a: &Reading, b: &Reading) -> Decision {
    use Reading::{Choices, Illegal, Move as One, Nothing, Unreadable};
    match (a, b) {
        (One(x), One(y)) if x == y => Decision::Agree(*x),
        (One(x), Choices(c)) | (Choices(c), One(x)) if c.contains(x) => Decision::Agree(*x),
        (One(x), Nothing | Unreadable) | (Nothing | Unreadable, One(x)) => Decision::Agree(*x),
        (Choices(c), Choices(d)) => {
            let common: Vec<&Move> = c.iter().filter(|m| d.contains(m)).collect();
            match common.as_slice() {
                [] => Decision::Diverge,
                [only] => Decision::Agree(**only),
                _ => Decision::Unknown,
            }
        }
        (One(_) | Choices(_), One(_) | Choices(_) | Illegal) | (Illegal, One(_) | Choices(_)) => {
            Decision::Diverge
        }
        _ => Decision::Unknown,
    }
}

/// The entry as the arbiter should see it: SAN when it is a legal move, else as written.
fn shown(pos: &Chess, entry: Option<&Entry>, reading: &Reading) -> String {
    match (reading, entry) {
        (Reading::Move(mv), _) => super::san(pos, *mv),
        (_, Some(Entry::Written(text))) => text.clone(),
        _ => "-".to_owned(),
    }
}

/// Compares `sheets` from `start`.
pub fn compare(start: &Chess, sheets: [&Sheet; 2]) -> Comparison {
    let mut pos = start.clone();
    let mut out = Comparison {
        agreed: Vec::new(),
        split: None,
        continuations: [Vec::new(), Vec::new()],
        notes: Vec::new(),
    };
    let mut ended = [false; 2];
    for index in 0.. {
        let entries = [sheets[0].entry(index), sheets[1].entry(index)];
        if entries.iter().all(Option::is_none) {
            break;
        }
        let ply = index + 1;
        for (s, entry) in entries.iter().enumerate() {
            if entry.is_none() && !ended[s] {
                ended[s] = true;
                out.notes.push(Note::SheetEnds {
                    sheet: s + 1,
                    after_ply: index,
                });
            }
        }
        let readings = [read(&pos, entries[0]), read(&pos, entries[1])];
        for (s, (reading, entry)) in readings.iter().zip(entries).enumerate() {
            let entry = match entry {
                Some(Entry::Written(text)) => text.clone(),
                _ => continue,
            };
            let sheet = s + 1;
            match reading {
                Reading::Unreadable => out.notes.push(Note::Unreadable { sheet, ply, entry }),
                Reading::Illegal => out.notes.push(Note::Illegal { sheet, ply, entry }),
                Reading::Choices(_) => out.notes.push(Note::Ambiguous { sheet, ply, entry }),
                Reading::Move(_) | Reading::Nothing => {}
            }
        }
        let mv = match decide(&readings[0], &readings[1]) {
            Decision::Agree(mv) => {
                for (s, reading) in readings.iter().enumerate() {
                    if matches!(reading, Reading::Nothing | Reading::Unreadable)
                        && entries[s].is_some()
                    {
                        out.notes.push(Note::GapFilled {
                            sheet: s + 1,
                            ply,
                            by: super::san(&pos, mv),
                        });
                    }
                }
                mv
            }
            Decision::Diverge => {
                out.split = Some(Split {
                    ply,
                    entries: [
                        shown(&pos, entries[0], &readings[0]),
                        shown(&pos, entries[1], &readings[1]),
                    ],
                });
                for (s, sheet) in sheets.iter().enumerate() {
                    out.continuations[s] = continuation(&pos, sheet, index);
                }
                break;
            }
            Decision::Unknown => match infer(&pos, sheets, index) {
                Some(mv) => {
                    out.notes.push(Note::Inferred {
                        ply,
                        san: super::san(&pos, mv),
                    });
                    mv
                }
                None => {
                    out.notes.push(Note::RecordStops { ply });
                    break;
                }
            },
        };
        out.agreed.push(mv);
        pos.play_unchecked(mv);
    }
    out
}

/// The one legal move after which both sheets' next written entries are legal, if
/// exactly one move does that and at least one sheet has a next entry.
fn infer(pos: &Chess, sheets: [&Sheet; 2], index: usize) -> Option<Move> {
    let next: Vec<&Entry> = sheets
        .iter()
        .filter_map(|s| s.entry(index + 1))
        .filter(|e| matches!(e, Entry::Written(_)))
        .collect();
    if next.is_empty() {
        return None;
    }
    let mut fitting = pos.legal_moves().into_iter().filter(|&mv| {
        let mut after = pos.clone();
        after.play_unchecked(mv);
        next.iter()
            .all(|e| matches!(read(&after, Some(e)), Reading::Move(_)))
    });
    let first = fitting.next()?;
    fitting.next().is_none().then_some(first)
}

/// A sheet's own legal moves from `pos` on, starting with entry `index`, up to the first
/// entry that is not a single legal move.
fn continuation(pos: &Chess, sheet: &Sheet, index: usize) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut moves = Vec::new();
    for entry in sheet.entries.iter().skip(index) {
        match read(&pos, Some(entry)) {
            Reading::Move(mv) => {
                moves.push(mv);
                pos.play_unchecked(mv);
            }
            _ => break,
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn run(a: &[&str], b: &[&str]) -> Comparison {
        compare(
            &Chess::default(),
            [&Sheet::from_moves(a), &Sheet::from_moves(b)],
        )
    }

    #[test]
    fn equal_sheets_agree_to_the_end() {
        let c = run(&["e4", "e5", "Nf3"], &["e4", "e5", "Nf3"]);
        assert_eq!(c.agreed.len(), 3);
        assert!(c.split.is_none());
        assert!(c.notes.is_empty());
    }

    #[test]
    fn a_different_move_is_a_divergence_with_both_entries() {
        let c = run(&["e4", "e5", "Nf3", "Nc6"], &["e4", "e5", "Nf3", "Nf6"]);
        assert_eq!(c.agreed.len(), 3);
        let split = c.split.unwrap();
        assert_eq!(split.ply, 4);
        assert_eq!(split.entries, ["Nc6".to_owned(), "Nf6".to_owned()]);
        assert_eq!(c.continuations[0].len(), 1);
    }

    #[test]
    fn gaps_are_filled_by_the_other_sheet() {
        let mut a = Sheet::from_moves(&["e4", "e5", "Nf3", "Nc6"]);
        a.entries[2] = Entry::Gap;
        let c = compare(
            &Chess::default(),
            [&a, &Sheet::from_moves(&["e4", "e5", "Nf3", "Nc6", "Bb5"])],
        );
        assert_eq!(c.agreed.len(), 5);
        assert!(c.split.is_none());
        assert!(c.notes.contains(&Note::GapFilled {
            sheet: 1,
            ply: 3,
            by: "Nf3".to_owned()
        }));
        assert!(c.notes.contains(&Note::SheetEnds {
            sheet: 1,
            after_ply: 4
        }));
    }

    #[test]
    fn a_gap_on_both_sheets_is_inferred_when_only_one_move_fits() {
        let mut a = Sheet::from_moves(&["e4", "d5", "exd5", "Qxd5"]);
        a.entries[2] = Entry::Gap;
        let b = a.clone();
        let c = compare(&Chess::default(), [&a, &b]);
        assert_eq!(c.agreed.len(), 4);
        assert!(c.notes.contains(&Note::Inferred {
            ply: 3,
            san: "exd5".to_owned()
        }));
    }

    #[test]
    fn an_illegal_entry_against_a_legal_one_diverges() {
        let c = run(&["e4", "e5", "Nf3"], &["e4", "e5", "Nf4"]);
        assert_eq!(c.split.unwrap().entries[1], "Nf4");
        assert!(c.notes.contains(&Note::Illegal {
            sheet: 2,
            ply: 3,
            entry: "Nf4".to_owned()
        }));
    }
}

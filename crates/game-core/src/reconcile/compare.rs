//! Two sheets side by side: the record both support, and where they first contradict.
//!
//! Half-move by half-move, each sheet's entry is read in the agreed position. Two legal
//! moves that differ are a divergence, and so is an illegal entry against a legal one.
//! A gap (a dash, dots, a skipped move number, the end of an unfinished sheet) or an
//! entry nobody can read is *not* a divergence: the other sheet's move fills it when it is
//! legal. An ambiguous entry (`Nd7` with two knights able) agrees with the other sheet's
//! move when that move is one of its readings. When neither sheet gives a single usable
//! move (both write the same ambiguous entry, or both leave the same gap), the moves that
//! fit (the entry's readings, or every move after which the next entries are legal) are
//! each followed to the end of the sheets: the one that lets the sheets agree furthest
//! with the fewest problems is taken; among equals, the one nearest the boards; failing
//! that the first, and the report says it was assumed. Only when no move fits, or the
//! search grows too large, does the record stop there.

use serde::Serialize;
use std::cmp::Reverse;

use super::game::{Reading, SheetGame};
use super::sheet::{Entry, Sheet};
use super::{after, written_move};

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
    /// Both sheets leave this half-move open (the same ambiguous entry, or a gap) and
    /// several moves fit: which one the record takes, and what decided it.
    Choice {
        /// The half-move.
        ply: usize,
        /// Sheet 1's and sheet 2's entries as written (`-` for none).
        written: [String; 2],
        /// The readings of the entry, or for a gap the moves that fit the later entries as
        /// well as any (SAN).
        candidates: Vec<String>,
        /// The move taken (SAN).
        chosen: String,
        /// What decided it.
        by: Basis,
    },
}

/// What decided between the moves that fit an open half-move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Basis {
    /// Only one of them lets the later entries agree as far, with as few problems.
    LaterMoves,
    /// The boards are nearest to the record with this move.
    Boards,
    /// Nothing decides: the first is assumed.
    Assumed,
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
pub struct Comparison<M> {
    /// The moves both sheets support, from the start.
    pub agreed: Vec<M>,
    /// The first contradiction, if any.
    pub split: Option<Split>,
    /// Each sheet's own legal moves after the agreed record (empty when they agree).
    pub continuations: [Vec<M>; 2],
    /// Remarks on entries, in order.
    pub notes: Vec<Note>,
}

fn read<G: SheetGame>(pos: &G, entry: Option<&Entry>) -> Reading<G::Move> {
    match entry {
        None | Some(Entry::Gap) => Reading::Nothing,
        Some(Entry::Written(text)) => pos.read_entry(text),
    }
}

enum Decision<M> {
    Agree(M),
    Diverge,
    Unknown,
}

fn decide<M: Clone + PartialEq>(a: &Reading<M>, b: &Reading<M>) -> Decision<M> {
    use Reading::{Choices, Illegal, Move as One, Nothing, Unreadable};
    match (a, b) {
        (One(x), One(y)) if x == y => Decision::Agree(x.clone()),
        (One(x), Choices(c)) | (Choices(c), One(x)) if c.contains(x) => Decision::Agree(x.clone()),
        (One(x), Nothing | Unreadable) | (Nothing | Unreadable, One(x)) => {
            Decision::Agree(x.clone())
        }
        (Choices(c), Choices(d)) => {
            let common: Vec<&M> = c.iter().filter(|m| d.contains(m)).collect();
            match common.as_slice() {
                [] => Decision::Diverge,
                [only] => Decision::Agree((*only).clone()),
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
fn shown<G: SheetGame>(pos: &G, entry: Option<&Entry>, reading: &Reading<G::Move>) -> String {
    match (reading, entry) {
        (Reading::Move(mv), _) => written_move(pos, mv),
        (_, Some(Entry::Written(text))) => text.clone(),
        _ => "-".to_owned(),
    }
}

/// How many half-moves, over all the paths followed, one comparison may read before
/// open half-moves are no longer followed (the record then stops there).
const BRANCH_BUDGET: usize = 20_000;

/// Compares `sheets` from `start`; `boards` help decide half-moves both sheets leave open.
pub fn compare<G: SheetGame>(
    start: &G,
    sheets: [&Sheet; 2],
    boards: &[G::Placement],
) -> Comparison<G::Move> {
    let mut walk = Walk {
        sheets,
        boards,
        budget: BRANCH_BUDGET,
    };
    walk.from(start, 0, [false; 2])
}

/// One comparison: the sheets, the boards, and the reading budget left.
struct Walk<'a, G: SheetGame> {
    sheets: [&'a Sheet; 2],
    boards: &'a [G::Placement],
    budget: usize,
}

impl<G: SheetGame> Walk<'_, G> {
    /// Compares the sheets from entry `from` on, in `start`; `ended` tells which sheets
    /// have already been noted as ending.
    fn from(&mut self, start: &G, from: usize, mut ended: [bool; 2]) -> Comparison<G::Move> {
        let sheets = self.sheets;
        let mut pos = start.clone();
        let mut out = Comparison {
            agreed: Vec::new(),
            split: None,
            continuations: [Vec::new(), Vec::new()],
            notes: Vec::new(),
        };
        for index in from.. {
            let entries = [sheets[0].entry(index), sheets[1].entry(index)];
            if entries.iter().all(Option::is_none) {
                break;
            }
            self.budget = self.budget.saturating_sub(1);
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
            let mv = match decide(&readings[0], &readings[1]) {
                Decision::Agree(mv) => {
                    note_entries(&mut out.notes, ply, entries, &readings);
                    for (s, reading) in readings.iter().enumerate() {
                        if matches!(reading, Reading::Nothing | Reading::Unreadable)
                            && entries[s].is_some()
                        {
                            out.notes.push(Note::GapFilled {
                                sheet: s + 1,
                                ply,
                                by: written_move(&pos, &mv),
                            });
                        }
                    }
                    mv
                }
                Decision::Diverge => {
                    note_entries(&mut out.notes, ply, entries, &readings);
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
                Decision::Unknown => {
                    let fitting = fitting(&pos, sheets, index, &readings);
                    match fitting.as_slice() {
                        [] => {
                            note_entries(&mut out.notes, ply, entries, &readings);
                            out.notes.push(Note::RecordStops { ply });
                            break;
                        }
                        [only] => {
                            note_entries(&mut out.notes, ply, entries, &readings);
                            out.notes.push(Note::Inferred {
                                ply,
                                san: written_move(&pos, only),
                            });
                            only.clone()
                        }
                        _ if self.budget == 0 => {
                            note_entries(&mut out.notes, ply, entries, &readings);
                            out.notes.push(Note::RecordStops { ply });
                            break;
                        }
                        several => {
                            note_entries(&mut out.notes, ply, entries, &readings);
                            out.notes.retain(
                                |n| !matches!(n, Note::Ambiguous { ply: p, .. } if *p == ply),
                            );
                            let ambiguous =
                                readings.iter().any(|r| matches!(r, Reading::Choices(_)));
                            let rest = self.choose(&pos, index, ended, several, entries, ambiguous);
                            out.agreed.extend(rest.agreed);
                            out.split = rest.split;
                            out.continuations = rest.continuations;
                            out.notes.extend(rest.notes);
                            break;
                        }
                    }
                }
            };
            pos = after(&pos, &mv);
            out.agreed.push(mv);
        }
        out
    }

    /// Follows each of the `several` moves that fit entry `index` (the readings of an
    /// `ambiguous` entry, or the moves that fit a gap) to the end of the sheets and keeps
    /// the best: the comparison from there, starting with that move and a
    /// [`Note::Choice`] that says why.
    fn choose(
        &mut self,
        pos: &G,
        index: usize,
        ended: [bool; 2],
        several: &[G::Move],
        entries: [Option<&Entry>; 2],
        ambiguous: bool,
    ) -> Comparison<G::Move> {
        let mut tails: Vec<(G::Move, Comparison<G::Move>)> = several
            .iter()
            .map(|mv| {
                let next = after(pos, mv);
                (mv.clone(), self.from(&next, index + 1, ended))
            })
            .collect();
        let score = |c: &Comparison<G::Move>| (c.agreed.len(), Reverse(problems(c)));
        let best = tails.iter().map(|(_, c)| score(c)).max();
        let top: Vec<usize> = (0..tails.len())
            .filter(|&i| Some(score(&tails[i].1)) == best)
            .collect();
        let (pick, by) = match top.as_slice() {
            [only] => (*only, Basis::LaterMoves),
            _ => {
                let distances: Vec<(usize, u32)> = top
                    .iter()
                    .map(|&i| (i, self.distance(pos, &tails[i].0, &tails[i].1)))
                    .collect();
                let nearest = distances.iter().map(|(_, d)| *d).min().unwrap_or(0);
                let at_nearest: Vec<usize> = distances
                    .iter()
                    .filter(|(_, d)| *d == nearest)
                    .map(|(i, _)| *i)
                    .collect();
                match at_nearest.as_slice() {
                    [only] => (*only, Basis::Boards),
                    _ => (top.first().copied().unwrap_or(0), Basis::Assumed),
                }
            }
        };
        // An ambiguous entry lists its readings; a gap the moves that fit the later
        // entries as well as any.
        let listed: Vec<G::Move> = if ambiguous {
            several.to_vec()
        } else {
            top.iter().map(|&i| tails[i].0.clone()).collect()
        };
        let candidates = listed.iter().map(|mv| written_move(pos, mv)).collect();
        let (chosen, rest) = tails.swap_remove(pick);
        let mut out = Comparison {
            agreed: vec![chosen.clone()],
            split: rest.split,
            continuations: rest.continuations,
            notes: vec![Note::Choice {
                ply: index + 1,
                written: entries.map(|e| match e {
                    Some(Entry::Written(text)) => text.clone(),
                    _ => "-".to_owned(),
                }),
                candidates,
                chosen: written_move(pos, &chosen),
                by,
            }],
        };
        out.agreed.extend(rest.agreed);
        out.notes.extend(rest.notes);
        out
    }

    /// How far the boards are from the record that plays `first` in `pos`, then `rest`:
    /// for each board, the squares where it differs from the nearest of that record's
    /// ends (agreed, or either sheet's own continuation), summed over the boards.
    fn distance(&self, pos: &G, first: &G::Move, rest: &Comparison<G::Move>) -> u32 {
        let mut end = after(pos, first);
        for mv in &rest.agreed {
            end = after(&end, mv);
        }
        let mut ends = vec![end.placement()];
        for more in &rest.continuations {
            let mut further = end.clone();
            for mv in more {
                further = after(&further, mv);
            }
            ends.push(further.placement());
        }
        self.boards
            .iter()
            .map(|board| {
                ends.iter()
                    .map(|e| u32::try_from(G::differing(board, e)).unwrap_or(u32::MAX))
                    .min()
                    .unwrap_or(0)
            })
            .sum()
    }
}

/// Remarks on what could not be read, was illegal or was left open: the fewer, the
/// better a record fits the sheets.
fn problems<M>(c: &Comparison<M>) -> usize {
    c.notes
        .iter()
        .filter(|n| !matches!(n, Note::SheetEnds { .. } | Note::GapFilled { .. }))
        .count()
}

/// Notes the entries of half-move `ply` that are unreadable, illegal or ambiguous.
fn note_entries<M>(
    notes: &mut Vec<Note>,
    ply: usize,
    entries: [Option<&Entry>; 2],
    readings: &[Reading<M>; 2],
) {
    for (s, (reading, entry)) in readings.iter().zip(entries).enumerate() {
        let entry = match entry {
            Some(Entry::Written(text)) => text.clone(),
            _ => continue,
        };
        let sheet = s + 1;
        match reading {
            Reading::Unreadable => notes.push(Note::Unreadable { sheet, ply, entry }),
            Reading::Illegal => notes.push(Note::Illegal { sheet, ply, entry }),
            Reading::Choices(_) => notes.push(Note::Ambiguous { sheet, ply, entry }),
            Reading::Move(_) | Reading::Nothing => {}
        }
    }
}

/// The moves that may fill entry `index` when neither sheet gives one: the readings of
/// an ambiguous entry (those both sheets' ambiguous entries share), else every legal
/// move; of these, the ones after which both sheets' next written entries are legal
/// (all readings of an ambiguous entry when none is).
fn fitting<G: SheetGame>(
    pos: &G,
    sheets: [&Sheet; 2],
    index: usize,
    readings: &[Reading<G::Move>; 2],
) -> Vec<G::Move> {
    let choices: Vec<&Vec<G::Move>> = readings
        .iter()
        .filter_map(|r| match r {
            Reading::Choices(c) => Some(c),
            _ => None,
        })
        .collect();
    let open: Vec<G::Move> = match choices.as_slice() {
        [] => pos.legal_moves(),
        [one] => (*one).clone(),
        [one, other, ..] => one.iter().filter(|m| other.contains(m)).cloned().collect(),
    };
    let next: Vec<&Entry> = sheets
        .iter()
        .filter_map(|s| s.entry(index + 1))
        .filter(|e| matches!(e, Entry::Written(_)))
        .collect();
    if next.is_empty() && choices.is_empty() {
        return Vec::new();
    }
    let fit: Vec<G::Move> = open
        .iter()
        .filter(|mv| {
            let next_pos = after(pos, mv);
            next.iter()
                .all(|e| matches!(read(&next_pos, Some(e)), Reading::Move(_)))
        })
        .cloned()
        .collect();
    let mut fit = if fit.is_empty() && !choices.is_empty() {
        open
    } else {
        fit
    };
    fit.sort_by_cached_key(|mv| written_move(pos, mv));
    fit
}

/// A sheet's own legal moves from `pos` on, starting with entry `index`, up to the first
/// entry that is not a single legal move.
fn continuation<G: SheetGame>(pos: &G, sheet: &Sheet, index: usize) -> Vec<G::Move> {
    let mut pos = pos.clone();
    let mut moves = Vec::new();
    for entry in sheet.entries.iter().skip(index) {
        match read(&pos, Some(entry)) {
            Reading::Move(mv) => {
                pos = after(&pos, &mv);
                moves.push(mv);
            }
            _ => break,
        }
    }
    moves
}

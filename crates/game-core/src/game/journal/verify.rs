//! `hektor verify`'s check of a game file, pure: the raw lines' chain of hashes (the first
//! line that was altered, removed, reordered or added), what a repair on resume left
//! out, the short code of the last line, and what the file holds (actions, moves,
//! corrections, resumes, tournament mode, the identities that kept it).

use std::collections::HashMap;
use std::io::BufRead;

use sha2::{Digest, Sha256};

use super::chain::{LineHash, is_blank_line, prev_of, short_code};
use super::read::trimmed;
use super::{Entry, Event, LeftOutLine, MAX_LINE};
use crate::game::rules::GameRules;
use crate::game::tournament::{Allowance, Identity};

/// What `verify` found in a game file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    /// Whether the chain holds, or the first place it does not.
    pub finding: Finding,
    /// `Event::Action` entries: the user's actions in tournament mode.
    pub actions: usize,
    /// The record's moves at the end.
    pub moves: usize,
    /// Corrections: moves taken back (`Undo`) and withdrawn before the clock.
    pub corrections: usize,
    /// Resumes (`Resumed`).
    pub resumes: usize,
    /// The longest gap before a resume, in ms.
    pub longest_gap_ms: u64,
    /// Tournament mode in the file.
    pub mode: Mode,
    /// The identity in the start's settings (tournament mode), with its line.
    pub identity: Option<Identity>,
    /// The resumes whose identity differs from the start's: line and identity.
    pub other_identities: Vec<(usize, Identity)>,
    /// The repairs on resume: line and entry.
    pub repairs: Vec<Repair>,
    /// The last line, breaking off (a crash while it was written): its number.
    pub torn_end: Option<usize>,
    /// The short code of the last complete line.
    pub code: Option<String>,
    /// The code a tournament session said last (`time`): of the line before the last,
    /// when the last is the action that said it (logged after its answer).
    pub said_code: Option<String>,
}

/// A repair's entry in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repair {
    /// The entry's line.
    pub line: usize,
    /// The lines it left out (the first of them named).
    pub left_out: Vec<LeftOutLine>,
    /// How many it left out.
    pub count: usize,
    /// The last one was the torn last line of a crash.
    pub torn: bool,
}

impl Repair {
    /// Whether the repair left out only the line a crash cut off (what a crash does).
    pub fn only_torn(&self) -> bool {
        self.torn && self.count == 1
    }
}

/// Tournament mode in a game file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Played in tournament mode to the end of the file.
    Throughout,
    /// Left with the arbiter's PIN at this line.
    LeftAt(usize),
    /// Not played in tournament mode.
    Never,
}

/// Whether the chain holds: the first line where it does not, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finding {
    /// Every line names the one before it.
    Intact,
    /// This line was altered.
    Altered(usize),
    /// This line was altered, or a line after it removed (the chain cannot tell which).
    AlteredOrRemovedAfter(usize),
    /// The chain breaks between these lines: one of them was altered, or a line between
    /// them removed.
    Between(usize, usize),
    /// This line was added.
    Added(usize),
    /// This line stands out of order.
    Reordered(usize),
    /// This line names no line before it: added, or written before the chain.
    Unlinked(usize),
    /// The first line names a line before it: the beginning was removed.
    StartRemoved(usize),
    /// A repair (its line) found the chain of the file as it was broken at a line.
    BrokenBeforeRepair {
        /// The repair's entry.
        repair: usize,
        /// The line of the file as it was.
        line: usize,
    },
    /// A repair (its line) left out damaged lines, not only a crash's torn last line.
    RepairLeftOut(usize),
}

impl Finding {
    /// Whether the file is intact.
    pub fn is_intact(&self) -> bool {
        *self == Finding::Intact
    }
}

/// One line that is not blank, as the chain sees it.
struct Link {
    /// 1-based line number in the file.
    number: usize,
    /// The SHA-256 of its bytes without the newline.
    hash: LineHash,
    /// The hash it names as the line before it.
    prev: Option<LineHash>,
    /// It names a `prev`, but not in the form hektor writes.
    prev_malformed: bool,
    /// It reads as an entry.
    reads: bool,
}

/// A raw line: its hash, its first [`MAX_LINE`] bytes, whether it ended with a newline.
struct RawLine {
    hash: LineHash,
    head: Vec<u8>,
    complete: bool,
}

/// Reads the next raw line of `reader` (hashing all of it, keeping its head).
fn next_line<R: BufRead>(reader: &mut R) -> std::io::Result<Option<RawLine>> {
    let mut hasher = Sha256::new();
    let mut head = Vec::new();
    let mut any = false;
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            break;
        }
        any = true;
        let newline = available.iter().position(|b| *b == b'\n');
        let taken = newline.unwrap_or(available.len());
        let (bytes, _) = available.split_at(taken);
        hasher.update(bytes);
        let room = (MAX_LINE + 1).saturating_sub(head.len());
        head.extend(bytes.iter().take(room));
        let consumed = newline.map_or(taken, |at| at + 1);
        reader.consume(consumed);
        if newline.is_some() {
            return Ok(Some(RawLine {
                hash: hasher.finalize().into(),
                head,
                complete: true,
            }));
        }
    }
    Ok(any.then(|| RawLine {
        hash: hasher.finalize().into(),
        head,
        complete: false,
    }))
}

/// What the entries of a file say, counted as they are read.
#[derive(Default)]
struct Tally<R: GameRules> {
    record: crate::game::record::GameRecord<R>,
    actions: usize,
    corrections: usize,
    resumes: usize,
    longest_gap_ms: u64,
    tournament: bool,
    left_at: Option<usize>,
    identity: Option<Identity>,
    other_identities: Vec<(usize, Identity)>,
    repairs: Vec<Repair>,
}

impl<R: GameRules> Tally<R> {
    fn count(&mut self, number: usize, event: &Event<R>) {
        super::apply(&mut self.record, event);
        match event {
            Event::Start { settings, .. } => {
                let tournament = settings.get("tournament").filter(|t| !t.is_null());
                self.tournament = tournament.is_some();
                self.identity = tournament
                    .and_then(|t| t.get("identity"))
                    .and_then(|identity| serde_json::from_value(identity.clone()).ok());
            }
            Event::Action { .. } => self.actions += 1,
            Event::Undo { .. } | Event::Withdrawn { .. } => self.corrections += 1,
            Event::Resumed { gap_ms, identity } => {
                self.resumes += 1;
                self.longest_gap_ms = self.longest_gap_ms.max(*gap_ms);
                if self.identity.as_ref() != Some(identity) {
                    self.other_identities.push((number, identity.clone()));
                }
            }
            Event::ArbiterAllowed {
                what: Allowance::LeaveMode,
            } if self.tournament => {
                self.left_at.get_or_insert(number);
            }
            Event::Repaired {
                left_out,
                count,
                torn,
                ..
            } => self.repairs.push(Repair {
                line: number,
                left_out: left_out.clone(),
                count: *count,
                torn: *torn,
            }),
            _ => {}
        }
    }
}

/// Why a file cannot be verified at all.
#[derive(Debug)]
pub enum Unverifiable {
    /// It cannot be read.
    Io(std::io::Error),
    /// It holds nothing but blanks.
    Empty,
    /// Its first line is no entry of a game file.
    NotAGame,
}

/// Checks the game file `reader` reads, a game of rules `R`.
pub fn verify<R: GameRules, B: BufRead>(mut reader: B) -> Result<Verification, Unverifiable> {
    let mut links: Vec<Link> = Vec::new();
    let mut tally = Tally::<R>::default();
    let mut repair_finding = None;
    let mut torn_end = None;
    let mut number = 0;
    let mut starts = false;
    let mut last_said = Vec::new();
    while let Some(line) = next_line(&mut reader).map_err(Unverifiable::Io)? {
        number += 1;
        if is_blank_line(&line.head) {
            continue;
        }
        let entry = serde_json::from_slice::<Entry<R>>(trimmed(&line.head)).ok();
        if links.is_empty() {
            starts = entry
                .as_ref()
                .is_some_and(|entry| matches!(entry.event, Event::Start { .. }));
        }
        if !line.complete && entry.is_none() {
            torn_end = Some(number);
            break;
        }
        if let Some(Entry {
            event:
                Event::Repaired {
                    broken,
                    count,
                    torn,
                    ..
                },
            ..
        }) = &entry
        {
            let left_damaged = *count > usize::from(*torn);
            repair_finding = repair_finding.or(match broken {
                Some(line) => Some((
                    number,
                    Finding::BrokenBeforeRepair {
                        repair: number,
                        line: *line,
                    },
                )),
                None if left_damaged => Some((number, Finding::RepairLeftOut(number))),
                None => None,
            });
        }
        if let Some(entry) = &entry {
            tally.count(number, &entry.event);
            last_said = match &entry.event {
                Event::Action { said, .. } => said.clone(),
                _ => Vec::new(),
            };
        }
        let prev = prev_of(&line.head);
        links.push(Link {
            number,
            hash: line.hash,
            prev,
            prev_malformed: prev.is_none() && line.head.starts_with(br#"{"prev""#),
            reads: entry.is_some(),
        });
    }
    // Neither a start nor a chain: no game file (a first line damaged in a chained file
    // is an alteration).
    let chained = links.iter().any(|link| link.prev.is_some());
    match links.first() {
        None if torn_end.is_none() => return Err(Unverifiable::Empty),
        None => return Err(Unverifiable::NotAGame),
        Some(first) if !first.reads && !chained => return Err(Unverifiable::NotAGame),
        Some(_) => {}
    }
    let chain = chain_finding(&links, starts);
    let finding = match (chain, repair_finding) {
        (Some((at, chain)), Some((repair_at, repair))) => {
            if repair_at < at {
                repair
            } else {
                chain
            }
        }
        (Some((_, chain)), None) => chain,
        (None, Some((_, repair))) => repair,
        (None, None) => Finding::Intact,
    };
    let mode = match (tally.tournament, tally.left_at) {
        (false, _) => Mode::Never,
        (true, Some(line)) => Mode::LeftAt(line),
        (true, None) => Mode::Throughout,
    };
    Ok(Verification {
        finding,
        actions: tally.actions,
        moves: tally.record.moves.len(),
        corrections: tally.corrections,
        resumes: tally.resumes,
        longest_gap_ms: tally.longest_gap_ms,
        mode,
        identity: tally.identity,
        other_identities: tally.other_identities,
        repairs: tally.repairs,
        torn_end,
        code: links.last().map(|link| short_code(&link.hash)),
        said_code: links
            .iter()
            .rev()
            .nth(1)
            .map(|link| short_code(&link.hash))
            .filter(|code| last_said.iter().any(|said| said.contains(code.as_str()))),
    })
}

/// The first place the chain of `links` breaks (its line, for ordering) and how.
fn chain_finding(links: &[Link], starts: bool) -> Option<(usize, Finding)> {
    let first = links.first()?;
    if !first.reads {
        return Some((first.number, Finding::Altered(first.number)));
    }
    if first.prev.is_some() || first.prev_malformed || !starts {
        return Some((first.number, Finding::StartRemoved(first.number)));
    }
    let pairs = links.iter().zip(links.iter().skip(1)).enumerate();
    let (k, (before, link)) = pairs
        .map(|(at, pair)| (at + 1, pair))
        .find(|(_, (before, link))| link.prev != Some(before.hash))?;
    let next = links.get(k + 1);
    let index: HashMap<LineHash, usize> = links
        .iter()
        .enumerate()
        .map(|(at, link)| (link.hash, at))
        .collect();
    // The line before is continued further on: the lines between were added.
    let continued = links
        .iter()
        .skip(k + 1)
        .any(|later| later.prev == Some(before.hash));
    let finding = if continued {
        Finding::Added(link.number)
    } else if link.prev_malformed || !link.reads {
        Finding::Altered(link.number)
    } else if link.prev.is_none() {
        Finding::Unlinked(link.number)
    } else if link.prev.is_some_and(|prev| index.contains_key(&prev)) {
        Finding::Reordered(link.number)
    } else if !before.reads {
        Finding::Altered(before.number)
    } else {
        match next {
            Some(next) if next.prev == Some(link.hash) => {
                Finding::AlteredOrRemovedAfter(before.number)
            }
            Some(_) => Finding::Altered(link.number),
            None => Finding::Between(before.number, link.number),
        }
    };
    Some((link.number, finding))
}

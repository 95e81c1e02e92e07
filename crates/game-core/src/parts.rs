//! A big game file read on every core: cut into parts where a game may start, the parts
//! read at once by a few workers, what they find handed on in the file's order, as one
//! reading from the start would hand it on.
//!
//! - A part is a byte range. A reader thread looks for the cuts (a few kilobytes read
//!   every [`PART`] bytes, where the caller's `may_start` finds a line a game may start
//!   with); each worker reads its part from the file itself ([`PartReader`], positional
//!   reads, so the parts share one handle). Memory stays bounded: nothing holds a part,
//!   and what a worker finds waits in a bounded channel until the parts before it are
//!   handed on (a worker ahead waits).
//! - A cut is a guess. The worker of the part before it says, at the part's end, whether
//!   its reading carries anything over to the next part (a game going on past the cut,
//!   a comment left open, tags waiting for their moves); then the next part's findings
//!   are not those of one reading, and the file is read on from the start of the part
//!   before, in one piece to its end (the findings already handed on are not repeated).
//!   What a worker finds after its reader reached the part's end is held back until
//!   that answer.
//! - One path: with one worker the same code reads the parts one after another.

use std::cell::Cell;
use std::fs::File;
use std::io::{self, Read};
use std::ops::ControlFlow;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread;

/// The size of a part: the reader thread looks for a cut this far after the last one.
pub const PART: u64 = 2 << 20;

/// How much the reader thread reads at a time looking for a cut.
const LOOK: usize = 64 << 10;

/// How many findings a worker sends at a time.
const BATCH: usize = 256;

/// How many batches of a part wait for the parts before it to be handed on.
const WAITING: usize = 16;

/// How a file is read in parts: by how many workers, cut about how often.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    /// How many workers read at once (at least one is).
    pub workers: usize,
    /// The size of a part: a cut is looked for this far after the last one.
    pub part: u64,
}

impl Split {
    /// `workers` workers (one per core when `None`), parts of [`PART`] bytes.
    pub fn new(workers: Option<std::num::NonZeroUsize>) -> Split {
        let cores = || thread::available_parallelism().map_or(1, usize::from);
        Split {
            workers: workers.map_or_else(cores, std::num::NonZeroUsize::get),
            part: PART,
        }
    }
}

/// Reads the bytes of a file from `start` to `end` (its end when `None`) by positional
/// reads, never moving the file's cursor, so that several readers share one handle.
#[derive(Debug, Clone, Copy)]
pub struct PartReader<'a> {
    file: &'a File,
    at: u64,
    end: Option<u64>,
    /// Set once the last byte of the range has been handed on.
    reached_end: Option<&'a Cell<bool>>,
    /// Set when the reading is called off: the reader then reads as at the file's end.
    stop: Option<&'a AtomicBool>,
}

impl Read for PartReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        if self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            return Ok(0);
        }
        let left = self.end.map_or(u64::MAX, |end| end - self.at.min(end));
        let want = buf.len().min(usize::try_from(left).unwrap_or(usize::MAX));
        let got = if want == 0 {
            0
        } else {
            read_at(self.file, &mut buf[..want], self.at)?
        };
        self.at += got as u64;
        if got == 0 || self.end == Some(self.at) {
            self.reached_end.inspect(|end| end.set(true));
        }
        Ok(got)
    }
}

/// Reads into `buf` from `offset` of `file`, the file's cursor left alone (Windows moves
/// it, which no reader here uses).
#[cfg(unix)]
fn read_at(file: &File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    std::os::unix::fs::FileExt::read_at(file, buf, offset)
}

#[cfg(windows)]
fn read_at(file: &File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    std::os::windows::fs::FileExt::seek_read(file, buf, offset)
}

/// One part of the file, as its worker reads it.
pub struct Part<'a> {
    /// Its bytes.
    pub reader: PartReader<'a>,
    /// Whether it runs to the end of the file (its last game ends there).
    pub last: bool,
}

impl<'a> PartReader<'a> {
    /// A reader of `file`'s bytes from `start` to `end` (its end when `None`).
    pub fn new(file: &'a File, start: u64, end: Option<u64>) -> PartReader<'a> {
        PartReader {
            file,
            at: start,
            end,
            reached_end: None,
            stop: None,
        }
    }

    /// Another reader of the same bytes, from where this one is now (for a second reading
    /// in step with the first); what is found while it reads is never held back as late.
    pub fn twin(&self) -> PartReader<'a> {
        PartReader {
            reached_end: None,
            ..*self
        }
    }
}

/// How a part's reading ended: what it sums up (`end`), and whether it carries
/// anything over to the next part, which then must not be read on its own.
pub struct PartEnd<E> {
    /// The part's totals.
    pub end: E,
    /// True when the reading stands within a game, a comment or a game's tags at the
    /// part's end.
    pub carries_over: bool,
}

/// What reading a part is: the same reading for every part, the file's start or not.
pub trait Work: Sync {
    /// One finding.
    type Item: Send;
    /// What a part's reading sums up.
    type End: Send;
    /// Reads `part`, handing each finding to `found` as it is found.
    fn read(
        &self,
        part: Part<'_>,
        found: &mut dyn FnMut(Self::Item),
    ) -> io::Result<PartEnd<Self::End>>;
}

/// What the reading hands on, in the file's order: findings, and after each part's
/// findings its totals.
pub enum Taken<T, E> {
    /// A finding.
    Item(T),
    /// The totals of the part just handed on; the next findings are the next part's.
    End(E),
}

/// A message of a worker about its part.
enum Said<T, E> {
    /// Findings, held back (`late`) until the part's end is known or not.
    Found { items: Vec<T>, late: bool },
    /// The part's end, or the error that ended its reading.
    End(io::Result<PartEnd<E>>),
}

/// The parts in the file's order: where each starts, and where its worker's words come.
type Order<T, E> = Receiver<(u64, Receiver<Said<T, E>>)>;

/// A part to read: where it starts and ends, and where its findings go.
struct Job<T, E> {
    start: u64,
    end: Option<u64>,
    /// Whether the part runs to the end of the file's text.
    last: bool,
    said: SyncSender<Said<T, E>>,
}

/// Reads `file` in parts as `split` says, each part by `work`, and hands on what the
/// workers find in the file's order to `take`, until it says to stop. `may_start` says where in a stretch
/// of the file a line starts that a game may start with (the index of the line's first
/// byte, never 0: the byte before it is in the stretch). The file is read up to `limit`
/// (where its text ends: [`crate::replay::source::text_end`]), to its end when `None`.
/// An I/O error ends the reading after the findings before it were handed on.
pub fn read<W: Work>(
    file: &File,
    split: Split,
    limit: Option<u64>,
    may_start: fn(&[u8]) -> Option<usize>,
    work: &W,
    take: &mut dyn FnMut(Taken<W::Item, W::End>) -> ControlFlow<()>,
) -> io::Result<()> {
    let workers = split.workers.max(1);
    let part = split.part.max(1);
    let stop = AtomicBool::new(false);
    let (jobs_to, jobs) = sync_channel::<Job<W::Item, W::End>>(workers);
    let jobs = Mutex::new(jobs);
    let (order_to, order) = sync_channel::<(u64, Receiver<Said<W::Item, W::End>>)>(workers + 1);
    thread::scope(|scope| {
        let stop = &stop;
        let jobs = &jobs;
        scope.spawn(move || cut(file, part, limit, may_start, stop, &jobs_to, &order_to));
        for _ in 0..workers {
            scope.spawn(move || work_on(file, work, stop, jobs));
        }
        hand_on(file, limit, work, stop, order, take)
    })
}

/// The reader thread: finds the cuts and hands out the parts, until the file ends or
/// the reading is called off.
fn cut<T, E>(
    file: &File,
    part: u64,
    limit: Option<u64>,
    may_start: fn(&[u8]) -> Option<usize>,
    stop: &AtomicBool,
    jobs: &SyncSender<Job<T, E>>,
    order: &SyncSender<(u64, Receiver<Said<T, E>>)>,
) {
    let mut start = 0;
    let mut look = vec![0; LOOK];
    let mut at = part;
    loop {
        let next = loop {
            if stop.load(Ordering::Relaxed) {
                return;
            }
            let left = limit.map_or(usize::MAX, |limit| {
                usize::try_from(limit.saturating_sub(at)).unwrap_or(usize::MAX)
            });
            let got = match read_at(file, &mut look[..LOOK.min(left)], at) {
                Ok(0) | Err(_) => break None,
                Ok(got) => got,
            };
            // (The last line of the stretch may go on past it: looked at again with the next.)
            if let Some(i) = may_start(&look[..got]) {
                break Some(at + i as u64);
            }
            let line_start = memchr::memrchr(b'\n', &look[..got]).filter(|&i| i > 0);
            at += line_start.map_or(got, |i| i) as u64;
        };
        let (said_to, said) = sync_channel(WAITING);
        if order.send((start, said)).is_err() {
            return;
        }
        let job = Job {
            start,
            end: next.or(limit),
            last: next.is_none(),
            said: said_to,
        };
        if jobs.send(job).is_err() {
            return;
        }
        match next {
            Some(next) => {
                start = next;
                at = next.saturating_add(part);
            }
            None => return,
        }
    }
}

/// A worker: reads the parts it is handed until there are none.
fn work_on<W: Work>(
    file: &File,
    work: &W,
    stop: &AtomicBool,
    jobs: &Mutex<Receiver<Job<W::Item, W::End>>>,
) {
    loop {
        let job = match jobs.lock() {
            Ok(jobs) => jobs.recv(),
            Err(_) => return,
        };
        let Ok(job) = job else { return };
        let reached_end = Cell::new(false);
        let part = Part {
            reader: PartReader {
                file,
                at: job.start,
                end: job.end,
                reached_end: Some(&reached_end),
                stop: Some(stop),
            },
            last: job.last,
        };
        let mut items = Vec::new();
        let mut late = false;
        let said = &job.said;
        let end = work.read(part, &mut |item| {
            if reached_end.get() != late || items.len() >= BATCH {
                let full = std::mem::take(&mut items);
                // (Nobody listens after the reading was called off: the part reads as ended.)
                if !full.is_empty() {
                    let _ = said.send(Said::Found { items: full, late });
                }
                late = reached_end.get();
            }
            items.push(item);
        });
        if !items.is_empty() {
            let _ = said.send(Said::Found { items, late });
        }
        let _ = said.send(Said::End(end));
    }
}

/// Hands on the parts' findings in the file's order; where a part carries something
/// over, calls the workers off and reads the file on from that part's start in one
/// piece.
fn hand_on<W: Work>(
    file: &File,
    limit: Option<u64>,
    work: &W,
    stop: &AtomicBool,
    order: Order<W::Item, W::End>,
    take: &mut dyn FnMut(Taken<W::Item, W::End>) -> ControlFlow<()>,
) -> io::Result<()> {
    let called_off = |order: Receiver<_>| {
        stop.store(true, Ordering::Relaxed);
        // Every part still to come dropped, so no worker waits to be heard.
        order.into_iter().for_each(drop);
    };
    while let Ok((start, said)) = order.recv() {
        let mut handed = 0usize;
        let mut held = Vec::new();
        let end = loop {
            match said.recv() {
                Ok(Said::Found { items, late: false }) => {
                    handed += items.len();
                    if hand(take, items).is_break() {
                        drop(said);
                        called_off(order);
                        return Ok(());
                    }
                }
                Ok(Said::Found { items, late: true }) => held.extend(items),
                Ok(Said::End(Ok(end))) => break Some(end),
                Ok(Said::End(Err(error))) => {
                    drop(said);
                    called_off(order);
                    return Err(error);
                }
                // (A worker that ended without a word: the rest is read in one piece.)
                Err(_) => break None,
            }
        };
        drop(said);
        match end {
            Some(PartEnd {
                end,
                carries_over: false,
            }) => {
                if hand(take, held).is_break() || take(Taken::End(end)).is_break() {
                    called_off(order);
                    return Ok(());
                }
            }
            _ => {
                called_off(order);
                return read_on(file, limit, work, start, handed, take);
            }
        }
    }
    Ok(())
}

/// Reads the file from `start` to its end (or `limit`) in one piece, the first `handed`
/// findings (handed on already) left out.
fn read_on<W: Work>(
    file: &File,
    limit: Option<u64>,
    work: &W,
    start: u64,
    handed: usize,
    take: &mut dyn FnMut(Taken<W::Item, W::End>) -> ControlFlow<()>,
) -> io::Result<()> {
    let part = Part {
        reader: PartReader {
            file,
            at: start,
            end: limit,
            reached_end: None,
            stop: None,
        },
        last: true,
    };
    let mut skip = handed;
    let mut stopped = false;
    let end = work.read(part, &mut |item| {
        if skip > 0 {
            skip -= 1;
        } else if !stopped {
            stopped = take(Taken::Item(item)).is_break();
        }
    })?;
    if !stopped {
        let _ = take(Taken::End(end.end));
    }
    Ok(())
}

/// Hands `items` on to `take` until it says to stop.
fn hand<T, E>(
    take: &mut dyn FnMut(Taken<T, E>) -> ControlFlow<()>,
    items: Vec<T>,
) -> ControlFlow<()> {
    items
        .into_iter()
        .try_for_each(|item| take(Taken::Item(item)))
}

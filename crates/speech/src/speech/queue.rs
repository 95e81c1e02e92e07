//! The speech queue: a worker thread owns the [`Speaker`] and applies the game's rules.
//!
//! - A new answer (an utterance that does not continue the one before, see
//!   [`Utterance::continues`]) interrupts a [`Priority::Listing`] that is speaking and
//!   replaces listings still waiting; so a new move or command cuts a long listing short,
//!   while every line of one answer is spoken, in order.
//! - A warning or error that continues (a clock warning while a listing speaks) waits
//!   for the line speaking, then goes ahead of the listing's remaining lines.
//! - Moves, warnings and errors are never dropped: they wait their turn behind what is
//!   speaking.
//! - Every utterance goes to the [`SpeechLog`] the moment it is submitted, so the screen
//!   shows it even when speech is slow or fails.
//! - No wait is unbounded: an utterance that does not finish within
//!   [`utterance_deadline`] is stopped and reported, the first time only
//!   ([`SpeechError::said_once`]).

use std::collections::{HashSet, VecDeque};
use std::mem::Discriminant;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::{Priority, Speaker, SpeechError, Utterance};

/// How many utterances the log keeps.
pub const LOG_CAPACITY: usize = 1000;

/// How long the worker waits on the speaker between looks at new submissions.
const SLICE: Duration = Duration::from_millis(5);

/// The longest an utterance of `text` may take before it is stopped: 3 s plus 150 ms per
/// character (slow speech reads about 7 characters a second).
pub fn utterance_deadline(text: &str) -> Duration {
    let chars = u32::try_from(text.chars().count()).unwrap_or(u32::MAX);
    Duration::from_secs(3).saturating_add(Duration::from_millis(150).saturating_mul(chars))
}

/// Everything said, oldest first, for the front ends' on-screen log.
#[derive(Debug, Clone, Default)]
pub struct SpeechLog(Arc<Mutex<LogInner>>);

#[derive(Debug, Default)]
struct LogInner {
    lines: VecDeque<Utterance>,
    total: u64,
}

impl SpeechLog {
    /// The kept utterances, oldest first (at most [`LOG_CAPACITY`]).
    pub fn lines(&self) -> Vec<Utterance> {
        self.lock().lines.iter().cloned().collect()
    }

    /// How many utterances were ever logged; a front end redraws when it changes.
    pub fn total(&self) -> u64 {
        self.lock().total
    }

    /// The most recent utterance.
    pub fn last(&self) -> Option<Utterance> {
        self.lock().lines.back().cloned()
    }

    fn push(&self, utterance: Utterance) {
        let mut inner = self.lock();
        if inner.lines.len() == LOG_CAPACITY {
            inner.lines.pop_front();
        }
        inner.lines.push_back(utterance);
        inner.total += 1;
    }

    fn lock(&self) -> MutexGuard<'_, LogInner> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

enum Message {
    Say(Utterance),
    Shutdown,
}

#[derive(Debug, Default)]
struct Status {
    submitted: u64,
    done: u64,
    notices: Vec<SpeechError>,
    /// The kinds of the failures reported once ([`SpeechError::said_once`]) already.
    reported: HashSet<Discriminant<SpeechError>>,
}

#[derive(Debug, Default)]
struct Shared {
    status: Mutex<Status>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Status> {
        self.status.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The speech queue; dropping it stops speech and ends the worker.
#[derive(Debug)]
pub struct SpeechQueue {
    tx: Sender<Message>,
    log: SpeechLog,
    shared: Arc<Shared>,
    backend: &'static str,
    worker: Option<JoinHandle<()>>,
}

impl SpeechQueue {
    /// Starts the worker thread that owns `speaker`.
    pub fn start(speaker: Box<dyn Speaker>) -> SpeechQueue {
        let (tx, rx) = mpsc::channel();
        let shared = Arc::new(Shared::default());
        let backend = speaker.name();
        let worker_shared = Arc::clone(&shared);
        let worker = std::thread::Builder::new()
            .name("hektor-speech".to_owned())
            .spawn(move || Worker::new(speaker, worker_shared).run(&rx))
            .ok();
        let queue = SpeechQueue {
            tx,
            log: SpeechLog::default(),
            shared,
            backend,
            worker,
        };
        if queue.worker.is_none() {
            queue.notice(SpeechError::NoThread);
        }
        queue
    }

    /// The backend's name.
    pub fn backend(&self) -> &'static str {
        self.backend
    }

    /// Logs `utterance` and hands it to the worker.
    pub fn say(&self, utterance: Utterance) {
        let utterance = utterance.cleaned();
        self.log.push(utterance.clone());
        if utterance.segments.is_empty() {
            return;
        }
        self.shared.lock().submitted += 1;
        if self.tx.send(Message::Say(utterance)).is_err() {
            let mut status = self.shared.lock();
            status.done += 1;
            status.notices.push(SpeechError::Stopped);
        }
    }

    /// Says the last utterance again (also logged again); false when nothing was said yet.
    pub fn repeat_last(&self) -> bool {
        match self.log.last() {
            Some(last) => {
                self.say(last);
                true
            }
            None => false,
        }
    }

    /// The log of everything said.
    pub fn log(&self) -> &SpeechLog {
        &self.log
    }

    /// Problems the speech backend had since the last call.
    pub fn take_notices(&self) -> Vec<SpeechError> {
        std::mem::take(&mut self.shared.lock().notices)
    }

    /// Waits at most `timeout` until everything submitted was spoken, stopped or dropped;
    /// whether it was.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        let status = self.shared.lock();
        let (status, _) = self
            .shared
            .changed
            .wait_timeout_while(status, timeout, |s| s.done < s.submitted)
            .unwrap_or_else(PoisonError::into_inner);
        status.done >= status.submitted
    }

    fn notice(&self, problem: SpeechError) {
        self.shared.lock().notices.push(problem);
    }
}

impl Drop for SpeechQueue {
    fn drop(&mut self) {
        let _ = self.tx.send(Message::Shutdown);
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

struct Worker {
    speaker: Box<dyn Speaker>,
    shared: Arc<Shared>,
    pending: VecDeque<Utterance>,
    current: Option<(Utterance, Instant)>,
}

impl Worker {
    fn new(speaker: Box<dyn Speaker>, shared: Arc<Shared>) -> Worker {
        Worker {
            speaker,
            shared,
            pending: VecDeque::new(),
            current: None,
        }
    }

    fn run(mut self, rx: &Receiver<Message>) {
        loop {
            let message = if self.current.is_none() && self.pending.is_empty() {
                rx.recv().ok()
            } else {
                match rx.try_recv() {
                    Ok(message) => Some(message),
                    Err(TryRecvError::Empty) => {
                        self.step();
                        continue;
                    }
                    Err(TryRecvError::Disconnected) => None,
                }
            };
            match message {
                Some(Message::Say(utterance)) => self.admit(utterance),
                Some(Message::Shutdown) | None => {
                    // Only what is still speaking is cut: a screen reader, which reports
                    // no end, goes on with the last words it was given.
                    if self.current.is_some() {
                        self.speaker.stop();
                    }
                    return;
                }
            }
        }
    }

    /// A new utterance: a new answer ends a speaking listing and replaces waiting
    /// listings; a continuing one joins its answer.
    fn admit(&mut self, utterance: Utterance) {
        if utterance.continues {
            let at = match utterance.priority {
                Priority::Warning | Priority::Error => self
                    .pending
                    .iter()
                    .position(|u| u.priority == Priority::Listing)
                    .unwrap_or(self.pending.len()),
                Priority::Listing | Priority::Move => self.pending.len(),
            };
            self.pending.insert(at, utterance);
            if self.current.is_none() {
                self.start_next();
            }
            return;
        }
        let before = self.pending.len();
        self.pending.retain(|u| u.priority != Priority::Listing);
        let mut finished = (before - self.pending.len()) as u64;
        if self
            .current
            .as_ref()
            .is_some_and(|(u, _)| u.priority == Priority::Listing)
        {
            self.speaker.stop();
            self.current = None;
            finished += 1;
        }
        self.pending.push_back(utterance);
        self.finish(finished, None);
        if self.current.is_none() {
            self.start_next();
        }
    }

    /// Waits a little for the speaking utterance, then starts the next one.
    fn step(&mut self) {
        if let Some((utterance, deadline)) = &self.current {
            match self.speaker.wait(SLICE) {
                Ok(true) => {
                    self.current = None;
                    self.finish(1, None);
                }
                Ok(false) if Instant::now() >= *deadline => {
                    let problem = SpeechError::Stuck {
                        backend: self.speaker.name(),
                        text: utterance.text(),
                    };
                    self.speaker.stop();
                    self.current = None;
                    self.finish(1, Some(problem));
                }
                Ok(false) => {}
                Err(e) => {
                    self.current = None;
                    self.finish(1, Some(e));
                }
            }
        }
        if self.current.is_none() {
            self.start_next();
        }
    }

    fn start_next(&mut self) {
        while let Some(utterance) = self.pending.pop_front() {
            match self
                .speaker
                .start(&super::prepared(self.speaker.as_ref(), &utterance))
            {
                Ok(()) => {
                    let deadline = Instant::now() + utterance_deadline(&utterance.text());
                    self.current = Some((utterance, deadline));
                    return;
                }
                Err(e) => self.finish(1, Some(e)),
            }
        }
    }

    fn finish(&self, count: u64, notice: Option<SpeechError>) {
        if count == 0 && notice.is_none() {
            return;
        }
        let mut guard = self.shared.lock();
        let status = &mut *guard;
        status.done += count;
        let reported = &mut status.reported;
        status.notices.extend(
            notice.filter(|n| !n.said_once() || reported.insert(std::mem::discriminant(n))),
        );
        drop(guard);
        self.shared.changed.notify_all();
    }
}

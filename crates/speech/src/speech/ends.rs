//! What the engine backends (`tts`, speech-dispatcher) share: the set of utterance ids the
//! engine reported as ended, waited on with a bound, and connecting with retries.

use std::collections::HashSet;
use std::hash::Hash;
use std::sync::mpsc;
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::Duration;

use super::SpeechError;

/// The ids of the utterances the engine reported as ended (finished or cancelled).
#[derive(Debug)]
pub struct Ends<T> {
    finished: Mutex<HashSet<T>>,
    changed: Condvar,
}

impl<T> Default for Ends<T> {
    fn default() -> Ends<T> {
        Ends {
            finished: Mutex::new(HashSet::new()),
            changed: Condvar::new(),
        }
    }
}

impl<T: Eq + Hash> Ends<T> {
    /// Notes that the engine ended `id` (called from the engine's callback).
    pub fn ended(&self, id: T) {
        self.finished
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(id);
        self.changed.notify_all();
    }

    /// Waits at most `timeout` for `id` to end; whether it did (and forgets it).
    pub fn wait_for(&self, id: &T, timeout: Duration) -> bool {
        let finished = self.finished.lock().unwrap_or_else(PoisonError::into_inner);
        let (mut finished, _) = self
            .changed
            .wait_timeout_while(finished, timeout, |f| !f.contains(id))
            .unwrap_or_else(PoisonError::into_inner);
        finished.remove(id)
    }

    /// Forgets every end noted (after a stop).
    pub fn clear(&self) {
        self.finished
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
    }
}

/// Runs `open` on a thread of its own, up to `attempts` times half a second apart (two
/// clients starting at once race to autospawn speech-dispatcher and the loser fails; a
/// second attempt finds the winner's daemon), and waits at most `timeout` for it; the
/// error is a sentence.
pub fn connect<T, E>(
    open: impl Fn() -> Result<T, E> + Send + 'static,
    attempts: u32,
    timeout: Duration,
) -> Result<T, SpeechError>
where
    T: Send + 'static,
    E: std::fmt::Display + Send + 'static,
{
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(open_with_retries(&open, attempts));
    });
    match rx.recv_timeout(timeout) {
        Ok(Ok(connection)) => Ok(connection),
        Ok(Err(_)) => Err(SpeechError::Unavailable),
        Err(_) => Err(SpeechError::NoAnswer {
            seconds: timeout.as_secs(),
        }),
    }
}

/// `open`'s result, tried up to `attempts` times half a second apart until it succeeds
/// (see [`connect`] for why).
pub fn open_with_retries<T, E>(open: &impl Fn() -> Result<T, E>, attempts: u32) -> Result<T, E> {
    let mut result = open();
    for _ in 1..attempts {
        if result.is_ok() {
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
        result = open();
    }
    result
}

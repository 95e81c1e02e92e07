//! An engine connection kept on a thread of its own, so that every call to it has a
//! bound. speech-dispatcher's client library waits for the daemon's reply without a
//! limit, and a daemon that cannot open its sound output can leave a reply out for good
//! (issue 36: the third session after the daemon started hung in `say`); here such a call
//! blocks only the connection's thread. A call that has not come back in time gives the
//! connection up: every later call fails at once, and the blocked thread, which nothing
//! waits for, never keeps hektor from exiting.

use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::Duration;

use super::SpeechError;
use super::ends::open_with_retries;

/// A call to run on the connection's thread.
type Job<T> = Box<dyn FnOnce(&T) + Send>;

/// A connection living on its own thread; its calls wait at most their bound.
pub struct Bounded<T> {
    /// `None` once a call did not come back in time: the thread is stuck in it.
    jobs: Option<Sender<Job<T>>>,
    /// The bound of the call that did not come back, for the calls refused after it.
    gave_up_after: u64,
}

impl<T: 'static> Bounded<T> {
    /// Opens the connection with `open` on a new thread (up to `attempts` times, as
    /// [`super::ends::connect`] does), waiting at most `timeout` for it. The connection
    /// then stays on that thread, never dropped: a notification arriving after it is
    /// closed would find its callbacks gone.
    pub fn open<E: 'static>(
        open: impl Fn() -> Result<T, E> + Send + 'static,
        attempts: u32,
        timeout: Duration,
    ) -> Result<Bounded<T>, SpeechError> {
        let (opened, result) = mpsc::channel();
        let (jobs, incoming) = mpsc::channel::<Job<T>>();
        std::thread::Builder::new()
            .name("hektor-speech-engine".to_owned())
            .spawn(move || {
                let connection = match open_with_retries(&open, attempts) {
                    Ok(connection) => connection,
                    Err(_) => {
                        let _ = opened.send(false);
                        return;
                    }
                };
                let _ = opened.send(true);
                for job in incoming {
                    job(&connection);
                }
                std::mem::forget(connection);
            })
            .map_err(|_| SpeechError::NoThread)?;
        match result.recv_timeout(timeout) {
            Ok(true) => Ok(Bounded {
                jobs: Some(jobs),
                gave_up_after: 0,
            }),
            Ok(false) | Err(RecvTimeoutError::Disconnected) => Err(SpeechError::Unavailable),
            Err(RecvTimeoutError::Timeout) => Err(SpeechError::NoAnswer {
                seconds: timeout.as_secs(),
            }),
        }
    }

    /// Runs `call` on the connection and waits at most `timeout` for its result; past
    /// it the connection is given up ([`SpeechError::NoAnswer`], now and for every later
    /// call).
    pub fn call<R: Send + 'static>(
        &mut self,
        timeout: Duration,
        call: impl FnOnce(&T) -> R + Send + 'static,
    ) -> Result<R, SpeechError> {
        let given_up = SpeechError::NoAnswer {
            seconds: self.gave_up_after,
        };
        let Some(jobs) = &self.jobs else {
            return Err(given_up);
        };
        let (tx, rx) = mpsc::channel();
        let job: Job<T> = Box::new(move |connection| {
            let _ = tx.send(call(connection));
        });
        if jobs.send(job).is_err() {
            self.jobs = None;
            return Err(SpeechError::Unavailable);
        }
        match rx.recv_timeout(timeout) {
            Ok(result) => Ok(result),
            Err(RecvTimeoutError::Disconnected) => {
                self.jobs = None;
                Err(SpeechError::Unavailable)
            }
            Err(RecvTimeoutError::Timeout) => {
                self.jobs = None;
                self.gave_up_after = timeout.as_secs().max(1);
                Err(SpeechError::NoAnswer {
                    seconds: self.gave_up_after,
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use std::time::Instant;

    #[test]
    fn a_call_that_does_not_come_back_is_given_up_and_later_calls_fail_at_once() {
        let mut engine = Bounded::open(|| Ok::<_, ()>(7), 1, Duration::from_secs(5)).unwrap();
        assert_eq!(engine.call(Duration::from_secs(5), |n| n + 1), Ok(8));
        let begun = Instant::now();
        let hung = engine.call(Duration::from_millis(100), |_| {
            std::thread::sleep(Duration::from_secs(3600));
        });
        assert_eq!(hung, Err(SpeechError::NoAnswer { seconds: 1 }));
        assert_eq!(
            engine.call(Duration::from_secs(5), |n| n + 1),
            Err(SpeechError::NoAnswer { seconds: 1 })
        );
        assert!(begun.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn an_engine_that_cannot_be_opened_is_unavailable() {
        let opened = Bounded::<u8>::open(|| Err(()), 1, Duration::from_secs(5));
        assert!(matches!(opened, Err(SpeechError::Unavailable)));
    }
}

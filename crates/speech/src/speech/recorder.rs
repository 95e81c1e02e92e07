//! The recorder backend for tests and benchmarks: keeps every utterance and what became
//! of it, and pretends each takes a time proportional to its length.

use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::{Segment, Speaker, SpeechError};

/// What happened to an utterance in the recorder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordedEvent {
    /// Speaking began.
    Started(String),
    /// It was spoken to the end.
    Finished(String),
    /// It was interrupted.
    Stopped(String),
}

#[derive(Debug, Default)]
struct Log {
    events: Mutex<Vec<(RecordedEvent, Instant)>>,
    changed: Condvar,
}

/// Read access to a [`Recorder`]'s events from another thread.
#[derive(Debug, Clone, Default)]
pub struct Recording(Arc<Log>);

impl Recording {
    /// Every event so far, in order.
    pub fn events(&self) -> Vec<RecordedEvent> {
        self.lock().iter().map(|(e, _)| e.clone()).collect()
    }

    /// When the `index`-th event (0-based) happened.
    pub fn time_of(&self, index: usize) -> Option<Instant> {
        self.lock().get(index).map(|(_, at)| *at)
    }

    /// Waits at most `timeout` until there are at least `count` events; whether there are.
    pub fn wait_for(&self, count: usize, timeout: Duration) -> bool {
        let guard = self.lock();
        let (guard, _) = self
            .0
            .changed
            .wait_timeout_while(guard, timeout, |events| events.len() < count)
            .unwrap_or_else(PoisonError::into_inner);
        guard.len() >= count
    }

    fn push(&self, event: RecordedEvent) {
        self.lock().push((event, Instant::now()));
        self.0.changed.notify_all();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(RecordedEvent, Instant)>> {
        self.0.events.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A speaker that records instead of speaking; each utterance "lasts" `per_char` times its
/// length in characters.
#[derive(Debug)]
pub struct Recorder {
    recording: Recording,
    per_char: Duration,
    current: Option<(String, Instant)>,
}

impl Recorder {
    /// A recorder whose utterances last `per_char` per character, and its event log.
    pub fn new(per_char: Duration) -> (Recorder, Recording) {
        let recording = Recording::default();
        let recorder = Recorder {
            recording: recording.clone(),
            per_char,
            current: None,
        };
        (recorder, recording)
    }
}

impl Speaker for Recorder {
    fn name(&self) -> &'static str {
        "recorder"
    }

    fn voice(&self) -> String {
        "recorder".to_owned()
    }

    fn voices(&mut self) -> Result<Vec<String>, SpeechError> {
        Ok(vec!["recorder".to_owned()])
    }

    fn start(&mut self, segments: &[Segment]) -> Result<(), SpeechError> {
        self.stop();
        let text: Vec<&str> = segments.iter().map(|s| s.text.as_str()).collect();
        let text = text.join(" ");
        let chars = u32::try_from(text.chars().count()).unwrap_or(u32::MAX);
        let end = Instant::now() + self.per_char.saturating_mul(chars);
        self.recording.push(RecordedEvent::Started(text.clone()));
        self.current = Some((text, end));
        Ok(())
    }

    fn wait(&mut self, timeout: Duration) -> Result<bool, SpeechError> {
        let Some((text, end)) = self.current.take() else {
            return Ok(true);
        };
        let now = Instant::now();
        if end > now + timeout {
            std::thread::sleep(timeout);
            self.current = Some((text, end));
            return Ok(false);
        }
        std::thread::sleep(end.saturating_duration_since(now));
        self.recording.push(RecordedEvent::Finished(text));
        Ok(true)
    }

    fn stop(&mut self) {
        if let Some((text, _)) = self.current.take() {
            self.recording.push(RecordedEvent::Stopped(text));
        }
    }
}

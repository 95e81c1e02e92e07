//! The `text` backend: each utterance is printed as one line (screen readers, Braille
//! displays, pipes).

use std::io::Write;
use std::time::Duration;

use super::{Segment, Speaker, SpeechError};

/// Prints each utterance as one line and flushes it at once.
pub struct TextSpeaker {
    out: Box<dyn Write + Send>,
}

impl std::fmt::Debug for TextSpeaker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TextSpeaker")
    }
}

impl TextSpeaker {
    /// A speaker that prints to standard output.
    pub fn stdout() -> TextSpeaker {
        TextSpeaker::new(Box::new(std::io::stdout()))
    }

    /// A speaker that prints to `out`.
    pub fn new(out: Box<dyn Write + Send>) -> TextSpeaker {
        TextSpeaker { out }
    }
}

impl Speaker for TextSpeaker {
    fn name(&self) -> &'static str {
        "text"
    }

    fn voice(&self) -> String {
        "printed text".to_owned()
    }

    fn voices(&mut self) -> Result<Vec<String>, SpeechError> {
        Ok(Vec::new())
    }

    fn start(&mut self, segments: &[Segment]) -> Result<(), SpeechError> {
        writeln!(self.out, "{}", super::segment::one_line(segments))
            .and_then(|()| self.out.flush())
            .map_err(|_| SpeechError::CannotPrint)
    }

    fn wait(&mut self, _timeout: Duration) -> Result<bool, SpeechError> {
        Ok(true)
    }

    fn stop(&mut self) {}
}

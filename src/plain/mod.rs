//! The plain front end: a line-oriented session for screen readers, Braille displays
//! and pipes. Each utterance is printed as one line, appended, never redrawn; input is
//! read a line at a time. The end of the input ends the session cleanly.

use std::io::BufRead;
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError, channel};
use std::time::Duration;

use crate::app::{Command, SessionEngine};
use crate::runtime::{Output, Runtime};

/// How often a front end (plain or full screen) looks at the clock (warnings, flag fall)
/// and for a signal while it waits for input.
pub const TICK: Duration = Duration::from_millis(200);

/// One event of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A line, without its line ending; bytes that are not UTF-8 become U+FFFD.
    Line(String),
    /// The input ended (or could not be read any more).
    End,
}

/// Reads `reader` line by line on its own thread, so that the clock can tick while the
/// user thinks.
pub fn spawn_reader<R: BufRead + Send + 'static>(mut reader: R) -> Receiver<Input> {
    let (sender, receiver) = channel();
    std::thread::spawn(move || {
        let mut buffer = Vec::new();
        loop {
            buffer.clear();
            match reader.read_until(b'\n', &mut buffer) {
                Ok(0) | Err(_) => {
                    let _ = sender.send(Input::End);
                    return;
                }
                Ok(_) => {
                    while buffer.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                        buffer.pop();
                    }
                    let line = String::from_utf8_lossy(&buffer).into_owned();
                    if sender.send(Input::Line(line)).is_err() {
                        return;
                    }
                }
            }
        }
    });
    receiver
}

/// Runs a session that asks before another starts (the offer to resume a game) on lines
/// read one at a time as it needs them (`read_line`: `None` at the end of the input):
/// nothing is read past its answer, so what follows belongs to the session after it, or
/// to the full screen, which opens after it.
pub fn ask<O: Output, E: SessionEngine>(
    runtime: &mut Runtime<O, E>,
    read_line: &mut dyn FnMut() -> Option<String>,
) {
    runtime.greet();
    while !runtime.is_finished() {
        match read_line() {
            Some(line) => runtime.handle(Command::Line(line)),
            None => runtime.end(),
        }
    }
}

/// Waits for the next line, ticking the clock meanwhile; `None` at the end of input or
/// when a signal asks hektor to end ([`crate::signals`]).
pub fn next_line<O: Output, E: SessionEngine>(
    runtime: &mut Runtime<O, E>,
    input: &Receiver<Input>,
) -> Option<String> {
    loop {
        match input.recv_timeout(TICK) {
            Ok(Input::Line(line)) => return Some(line),
            Ok(Input::End) | Err(RecvTimeoutError::Disconnected) => return None,
            Err(RecvTimeoutError::Timeout) if crate::signals::received().is_some() => {
                return None;
            }
            Err(RecvTimeoutError::Timeout) => runtime.handle(Command::Tick),
        }
    }
}

/// Who writes the input lines, which decides what a line does while an answer waits (a
/// list or a game of a big file waiting for its index).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    /// A person at a terminal: a line typed while an answer waits is answered at once and
    /// drops the waiting answer, as a key does on the full screen.
    Typed,
    /// A pipe or a file: every line is answered in order, each after the one before.
    InOrder,
}

impl Lines {
    /// How the lines of standard input are written: typed when it is a terminal.
    pub fn of_stdin() -> Lines {
        if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            Lines::Typed
        } else {
            Lines::InOrder
        }
    }
}

/// Runs the session until `quit`, the end of input or a signal (after the greeting); a
/// signal ends it as `quit` does.
pub fn run<O: Output, E: SessionEngine>(
    runtime: &mut Runtime<O, E>,
    input: &Receiver<Input>,
    lines: Lines,
) {
    let _watch = crate::signals::watch();
    if lines == Lines::Typed {
        runtime.defer_reads();
    }
    while !runtime.is_finished() {
        if crate::signals::received().is_some() {
            runtime.end();
            break;
        }
        let line = if runtime.is_waiting() {
            match input.try_recv() {
                Ok(Input::Line(line)) => Some(line),
                Ok(Input::End) | Err(TryRecvError::Disconnected) => None,
                Err(TryRecvError::Empty) => {
                    // Each poll waits a bounded time for the read.
                    runtime.poll();
                    continue;
                }
            }
        } else {
            next_line(runtime, input)
        };
        match line {
            Some(line) => runtime.handle(Command::Line(line)),
            // The loop's start ends the session a signal asked to end.
            None if crate::signals::received().is_some() => {}
            None => runtime.handle(Command::EndOfInput),
        }
    }
}

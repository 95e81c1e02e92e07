//! Plain mode for replay: each utterance one line, appended and never redrawn; input read
//! a line at a time, from a terminal or a pipe. End of input ends the session cleanly and
//! remembers the place.

use std::io::{self, BufRead, Write};

use super::session::Session;

/// Prints `opening`, then runs every input line as a command until `quit` or the end of
/// the input.
pub fn run(
    session: &mut Session,
    opening: &[String],
    mut input: impl BufRead,
    out: &mut impl Write,
) -> io::Result<()> {
    for line in opening {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        if input.read_until(b'\n', &mut buffer)? == 0 {
            break;
        }
        let line = String::from_utf8_lossy(&buffer);
        let reply = session.handle(&line);
        for line in &reply.lines {
            writeln!(out, "{line}")?;
        }
        out.flush()?;
        if reply.quit {
            return Ok(());
        }
    }
    if let Err(message) = session.save_place() {
        writeln!(out, "{message}")?;
    }
    out.flush()
}

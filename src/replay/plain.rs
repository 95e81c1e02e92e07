//! Plain mode for replay: each utterance one line, appended and never redrawn, and
//! spoken through the same [`Output`] plain play uses; input read a line at a time, from
//! a terminal or a pipe. End of input ends the session cleanly and remembers the place.

use std::io::{self, BufRead};

use super::session::Session;
use crate::runtime::Output;
use crate::speech::{Priority, Utterance};

/// Says `opening`, then runs every input line as a command until `quit` or the end of
/// the input. Each answer is said line by line through `out` (printed and spoken): its
/// first line starts a new answer, which cuts a listing still being spoken, and the
/// others continue it, so every line of an answer is heard.
pub fn run(
    session: &mut Session,
    opening: &[String],
    mut input: impl BufRead,
    out: &mut impl Output,
) -> io::Result<()> {
    say_answer(out, opening);
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        if input.read_until(b'\n', &mut buffer)? == 0 {
            break;
        }
        let line = String::from_utf8_lossy(&buffer);
        let reply = session.handle(&line);
        say_answer(out, &reply.lines);
        if reply.quit {
            return Ok(());
        }
    }
    if let Err(message) = session.save_place() {
        say_answer(out, &[message]);
    }
    Ok(())
}

/// Says the lines of one answer: the first starts it, the others continue it. Replay's
/// answers are listings: the next command cuts them short, so moves can be stepped
/// through as fast as the user thinks.
fn say_answer(out: &mut impl Output, lines: &[String]) {
    for (n, line) in lines.iter().enumerate() {
        let utterance = Utterance::new(line.as_str(), Priority::Listing);
        out.say(&if n == 0 {
            utterance
        } else {
            utterance.continuing()
        });
    }
}

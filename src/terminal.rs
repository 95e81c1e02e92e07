//! Terminal setup and teardown: raw mode and the alternate screen on entry, and the
//! terminal always restored on exit, on error, on panic and on a signal
//! ([`crate::signals`]); the keys read from it, and the moment it goes away
//! ([`next_event`]).

use std::io::{self, Stdout};
use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ratatui::crossterm::event::{self, Event};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{cursor, execute};

/// Whether the full screen is on (raw mode, the alternate screen, the cursor hidden).
static ENTERED: AtomicBool = AtomicBool::new(false);

/// The terminal type of the full-screen front ends.
pub type Term = Terminal<CrosstermBackend<Stdout>>;

/// A terminal in raw mode on the alternate screen; restored when dropped.
pub struct TerminalGuard {
    /// Dropped only while the terminal is there: ratatui's drop shows the cursor and
    /// reports a failure with `eprintln!`, which panics once the terminal went away.
    terminal: ManuallyDrop<Term>,
}

impl TerminalGuard {
    /// Enters raw mode and the alternate screen, and installs a panic hook that restores
    /// the terminal before the panic message is printed.
    pub fn enter() -> io::Result<TerminalGuard> {
        install_panic_hook();
        enable_raw_mode()?;
        ENTERED.store(true, Ordering::SeqCst);
        if let Err(error) = execute!(io::stdout(), EnterAlternateScreen, cursor::Hide) {
            restore();
            return Err(error);
        }
        match Terminal::new(CrosstermBackend::new(io::stdout())) {
            Ok(terminal) => Ok(TerminalGuard {
                terminal: ManuallyDrop::new(terminal),
            }),
            Err(error) => {
                restore();
                Err(error)
            }
        }
    }

    /// The terminal to draw on.
    pub fn terminal(&mut self) -> &mut Term {
        &mut self.terminal
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
        // On a terminal that went away the cursor cannot be shown: the terminal is left
        // as it is (the process ends soon after) rather than dropped.
        if self.terminal.show_cursor().is_ok() {
            // SAFETY: dropped here, once; the guard never uses it again.
            unsafe { ManuallyDrop::drop(&mut self.terminal) };
        }
    }
}

/// Leaves the alternate screen and raw mode and shows the cursor, if the full screen is
/// on; does nothing otherwise (no escape codes in plain output), so it is safe to call
/// more than once and from any thread.
pub fn restore() {
    if ENTERED.swap(false, Ordering::SeqCst) {
        let _ = disable_raw_mode();
        let _ = execute!(io::stdout(), LeaveAlternateScreen, cursor::Show);
    }
}

/// What the terminal gave while [`next_event`] waited.
#[derive(Debug)]
pub enum Input {
    /// A key, a resize or another event.
    Event(Event),
    /// Nothing within the time given.
    Nothing,
    /// The terminal went away (its window closed, `tmux kill-session`): nothing can be
    /// read from it or shown on it again.
    Gone,
}

/// The terminal's next event, waiting at most `timeout` for one. A terminal that went
/// away is [`Input::Gone`] at once: crossterm alone would read its end over and over
/// without returning (Unix).
pub fn next_event(timeout: Duration) -> io::Result<Input> {
    #[cfg(unix)]
    {
        // What crossterm read already comes first; it reads the terminal only while the
        // terminal is there.
        if hung_up::waited(Duration::ZERO)? == hung_up::Waited::Gone {
            return Ok(Input::Gone);
        }
        if event::poll(Duration::ZERO)? {
            return event::read().map(Input::Event);
        }
        match hung_up::waited(timeout)? {
            hung_up::Waited::Gone => Ok(Input::Gone),
            hung_up::Waited::Nothing => Ok(Input::Nothing),
            hung_up::Waited::Input if event::poll(Duration::ZERO)? => {
                event::read().map(Input::Event)
            }
            // Part of a key's escape sequence: the rest follows.
            hung_up::Waited::Input => Ok(Input::Nothing),
        }
    }
    #[cfg(not(unix))]
    {
        if event::poll(timeout)? {
            return event::read().map(Input::Event);
        }
        Ok(Input::Nothing)
    }
}

#[cfg(unix)]
mod hung_up {
    use std::io;
    use std::os::fd::AsRawFd;
    use std::time::Duration;

    /// What waiting on the terminal (standard input, which crossterm reads) found.
    #[derive(Debug, PartialEq, Eq)]
    pub(super) enum Waited {
        Input,
        Nothing,
        Gone,
    }

    /// Waits at most `timeout` for input on the terminal, or for it to go away (a hung
    /// up terminal reports `POLLHUP` at once); a signal ends the wait early, as nothing.
    pub(super) fn waited(timeout: Duration) -> io::Result<Waited> {
        let mut terminal = libc::pollfd {
            fd: io::stdin().as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        let ms = i32::try_from(timeout.as_millis()).unwrap_or(i32::MAX);
        // SAFETY: one valid `pollfd`, and the count says one.
        let ready = unsafe { libc::poll(&mut terminal, 1, ms) };
        if ready < 0 {
            let error = io::Error::last_os_error();
            return match error.kind() {
                io::ErrorKind::Interrupted => Ok(Waited::Nothing),
                _ => Err(error),
            };
        }
        Ok(
            if terminal.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0 {
                Waited::Gone
            } else if terminal.revents & libc::POLLIN != 0 {
                Waited::Input
            } else {
                Waited::Nothing
            },
        )
    }
}

fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if crate::contained::is_contained() {
            return;
        }
        restore();
        previous(info);
    }));
}

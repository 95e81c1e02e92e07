//! Terminal setup and teardown: raw mode and the alternate screen on entry, and the
//! terminal always restored on exit, on error, on panic and on a signal
//! ([`crate::signals`]).

use std::io::{self, Stdout};
use std::sync::atomic::{AtomicBool, Ordering};

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
    terminal: Term,
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
            Ok(terminal) => Ok(TerminalGuard { terminal }),
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

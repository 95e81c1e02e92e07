//! Terminal setup and teardown: raw mode and the alternate screen on entry, and the
//! terminal always restored on exit, on error and on panic.

use std::io::{self, Stdout};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{cursor, execute};

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
        #[cfg(windows)]
        restore_on_console_close();
        enable_raw_mode()?;
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

/// Leaves the alternate screen and raw mode; safe to call more than once.
pub fn restore() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, cursor::Show);
}

/// Windows ends a console program whose window is closed, or on Ctrl-Break, log-off or
/// shut-down, through its console control handlers: this one restores the terminal
/// first (the game file is already on disk, written and flushed at every move), then
/// lets Windows' own handler end the process. In the full screen Ctrl-C is a key.
#[cfg(windows)]
fn restore_on_console_close() {
    use windows_sys::Win32::System::Console::SetConsoleCtrlHandler;

    unsafe extern "system" fn on_control(_event: u32) -> windows_sys::core::BOOL {
        restore();
        // Not handled: the next handler, Windows' default, ends the process.
        0
    }
    // SAFETY: `on_control` has the PHANDLER_ROUTINE signature and lives for the whole
    // process; adding a handler twice only runs `restore` twice, which is harmless.
    unsafe {
        SetConsoleCtrlHandler(Some(on_control), 1);
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

//! The one way hektor ends when it is asked to: SIGTERM, SIGHUP or SIGINT on Unix, the
//! console's Ctrl-C, Ctrl-Break, close, log-off and shut-down events on Windows.
//!
//! A session (plain or full screen) [`watch`]es: its loop sees [`received`] within a tick
//! and ends as `quit` does (the clock's reading journalled and flushed, the replay place
//! remembered, the terminal restored by its guard); `main` then exits with
//! [`exit_code`]. A process that runs no session ends at once. Either way the files
//! registered with [`remove_on_signal`] (an export's temporary file) are removed, the
//! speech programs still running are ended ([`crate::speech::children::end_all`]) and the
//! full screen is left first; a session that has not ended [`GRACE`] after the signal,
//! or a second signal, ends the process the same way without waiting for it.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};
use std::time::Duration;

/// How long a watching session has to end after the signal.
pub const GRACE: Duration = Duration::from_secs(5);

/// The number of the first signal received; 0 before any.
static RECEIVED: AtomicI32 = AtomicI32::new(0);
/// How many session loops watch [`RECEIVED`].
static WATCHING: AtomicUsize = AtomicUsize::new(0);
/// The files to remove when a signal ends the process.
static REMOVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Starts listening for the signals (once, in `main`).
pub fn install() {
    #[cfg(unix)]
    unix::install();
    #[cfg(windows)]
    windows::install();
}

/// The number of the signal that asked the process to end, if one did (Windows' console
/// events are given the numbers of their Unix counterparts: Ctrl-C is SIGINT, closing the
/// window SIGHUP, the others SIGTERM).
pub fn received() -> Option<i32> {
    Some(RECEIVED.load(Ordering::SeqCst)).filter(|&number| number != 0)
}

/// The number of SIGHUP, which a terminal that goes away sends.
const SIGHUP: i32 = 1;

/// The terminal went away (its window closed) without a SIGHUP reaching hektor (the
/// shell that started it got the signal): the session ends as SIGHUP ends it, and the
/// process exits as it does (129). A signal received before keeps its number.
pub fn hang_up() {
    let _ = RECEIVED.compare_exchange(0, SIGHUP, Ordering::SeqCst, Ordering::SeqCst);
}

/// The exit code of a process a signal ended: 128 and the signal's number, as the shell
/// reports a program the signal killed (130 for SIGINT, 143 for SIGTERM).
pub fn exit_code() -> Option<ExitCode> {
    received().map(|number| ExitCode::from(u8::try_from(128 + number).unwrap_or(u8::MAX)))
}

/// A session loop that ends itself when [`received`] says so; while one lives, a signal
/// leaves the ending to it (for [`GRACE`]).
#[derive(Debug)]
pub struct Watch(());

/// Marks that a session loop watches for signals until the value is dropped.
pub fn watch() -> Watch {
    WATCHING.fetch_add(1, Ordering::SeqCst);
    Watch(())
}

impl Drop for Watch {
    fn drop(&mut self) {
        WATCHING.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The files removed if a signal ends the process before the value is dropped: the path
/// itself, and the files of its folder whose names begin with its name.
#[derive(Debug)]
pub struct Removal(PathBuf);

/// Removes `path`, and the files beside it whose names begin with its name (a temporary
/// file named by a prefix before it is made), if a signal ends the process while the
/// returned value lives.
pub fn remove_on_signal(path: PathBuf) -> Removal {
    if let Ok(mut paths) = REMOVE.lock() {
        paths.push(path.clone());
    }
    Removal(path)
}

impl Drop for Removal {
    fn drop(&mut self) {
        if let Ok(mut paths) = REMOVE.lock()
            && let Some(at) = paths.iter().position(|path| *path == self.0)
        {
            paths.swap_remove(at);
        }
    }
}

/// What a signal does: recorded for the watching session, which has [`GRACE`] to end;
/// without one, or on a second signal, the process ends now. Blocks until then.
fn on_signal(number: i32) -> ! {
    let first = RECEIVED
        .compare_exchange(0, number, Ordering::SeqCst, Ordering::SeqCst)
        .is_ok();
    if first && WATCHING.load(Ordering::SeqCst) > 0 {
        std::thread::sleep(GRACE);
    }
    end_now(received().unwrap_or(number));
}

/// Removes the registered files, ends the speech programs, leaves the full screen and
/// exits.
fn end_now(number: i32) -> ! {
    let paths = match REMOVE.lock() {
        Ok(paths) => paths.clone(),
        Err(poisoned) => poisoned.into_inner().clone(),
    };
    for path in paths {
        remove_with_prefix(&path);
    }
    crate::speech::children::end_all();
    crate::terminal::restore();
    std::process::exit(128 + number)
}

/// Removes `path` and the files of its folder whose names begin with its file name.
fn remove_with_prefix(path: &std::path::Path) {
    let _ = std::fs::remove_file(path);
    let (Some(folder), Some(prefix)) = (path.parent(), path.file_name()) else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let prefix = prefix.to_string_lossy();
    for entry in entries.flatten() {
        if entry
            .file_name()
            .to_string_lossy()
            .starts_with(prefix.as_ref())
        {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(unix)]
mod unix {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    use signal_hook::iterator::Signals;

    /// A thread takes the signals one by one; each is handled on a thread of its own, so
    /// that a second one is not kept waiting behind the first one's grace.
    pub(super) fn install() {
        // Without the handler the signals keep their default: the process ends at once.
        let Ok(mut signals) = Signals::new([SIGTERM, SIGHUP, SIGINT]) else {
            return;
        };
        std::thread::spawn(move || {
            for number in signals.forever() {
                std::thread::spawn(move || super::on_signal(number));
            }
        });
    }
}

#[cfg(windows)]
mod windows {
    use windows_sys::Win32::System::Console::{
        CTRL_C_EVENT, CTRL_CLOSE_EVENT, SetConsoleCtrlHandler,
    };

    /// Windows calls the handler on a thread of its own for each event; for a closed
    /// window it ends the process once the handler returns, which [`super::on_signal`]
    /// does not before the session has ended.
    pub(super) fn install() {
        unsafe extern "system" fn on_control(event: u32) -> windows_sys::core::BOOL {
            let number = match event {
                CTRL_C_EVENT => 2,
                CTRL_CLOSE_EVENT => 1,
                // Ctrl-Break, log-off, shut-down.
                _ => 15,
            };
            super::on_signal(number)
        }
        // SAFETY: `on_control` has the PHANDLER_ROUTINE signature and lives for the
        // whole process.
        unsafe {
            SetConsoleCtrlHandler(Some(on_control), 1);
        }
    }
}

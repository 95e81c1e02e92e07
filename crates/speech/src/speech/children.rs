//! The speech programs hektor starts (the `command` backend's runs). On Unix each runs in
//! a process group of its own, so that ending it ends what it started too (a script's
//! `sleep`); each is listed while it runs, so that [`end_all`] ends the ones still running
//! when hektor exits on a signal, where nothing is dropped.

use std::io::{self, Read};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Mutex, MutexGuard, PoisonError, mpsc};
use std::time::{Duration, Instant};

/// The programs running, by process id.
#[derive(Debug)]
struct Running {
    pids: Vec<u32>,
    /// [`end_all`] ran: hektor is exiting, and nothing more is started.
    closed: bool,
}

static RUNNING: Mutex<Running> = Mutex::new(Running {
    pids: Vec::new(),
    closed: false,
});

fn running() -> MutexGuard<'static, Running> {
    RUNNING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A speech program that runs, ended (with what it started) when dropped.
#[derive(Debug)]
pub struct Program {
    child: Child,
    /// It exited by itself, or was ended, and was waited for.
    over: bool,
}

impl Program {
    /// Starts `command` (in a process group of its own on Unix) and lists it; refused
    /// once [`end_all`] has run.
    pub fn spawn(command: &mut Command) -> io::Result<Program> {
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(command, 0);
        let mut running = running();
        if running.closed {
            return Err(io::Error::other("hektor is exiting"));
        }
        let child = command.spawn()?;
        running.pids.push(child.id());
        Ok(Program { child, over: false })
    }

    /// The process, for its pipes.
    pub fn child(&mut self) -> &mut Child {
        &mut self.child
    }

    /// Its exit status once it has exited by itself (it is no longer listed then);
    /// `None` while it runs.
    pub fn try_wait(&mut self) -> io::Result<Option<ExitStatus>> {
        let status = self.child.try_wait()?;
        if status.is_some() {
            self.over = true;
            unlist(self.child.id());
        }
        Ok(status)
    }

    /// Ends it, with every process of its group, and waits for it.
    pub fn end(&mut self) {
        if self.over {
            return;
        }
        kill_group(self.child.id());
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.over = true;
        unlist(self.child.id());
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        self.end();
    }
}

/// What `command` writes to its standard output (piped here), run to its end within
/// `timeout`; `None` when it runs longer, and it is ended then.
pub fn output_within(command: &mut Command, timeout: Duration) -> io::Result<Option<Vec<u8>>> {
    let mut program = Program::spawn(command.stdout(Stdio::piped()))?;
    let (tx, written) = mpsc::channel();
    if let Some(mut stdout) = program.child().stdout.take() {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = stdout.read_to_end(&mut bytes);
            let _ = tx.send(bytes);
        });
    }
    let deadline = Instant::now() + timeout;
    while program.try_wait()?.is_none() {
        if Instant::now() >= deadline {
            program.end();
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    // A program it left running may hold its output open: that wait is bounded too.
    let left = deadline.saturating_duration_since(Instant::now());
    Ok(written.recv_timeout(left).ok())
}

fn unlist(pid: u32) {
    running().pids.retain(|&listed| listed != pid);
}

/// Ends every speech program still running, with what each started, and waits a moment
/// for each to be gone; nothing is started after it. For the exit on a signal (the
/// normal exit ends them as their speakers are dropped). On Unix only: elsewhere a
/// program is ended when its speaker is dropped.
pub fn end_all() {
    let mut running = running();
    running.closed = true;
    for pid in running.pids.drain(..) {
        kill_group(pid);
        reap(pid);
    }
}

/// Sends SIGKILL to the process group `pid` leads.
#[cfg(unix)]
fn kill_group(pid: u32) {
    if let Ok(pid) = i32::try_from(pid) {
        // SAFETY: kill(2) takes any numbers; a negative one names the process group,
        // which the program leads since `spawn` put it in a group of its own.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
}

#[cfg(not(unix))]
fn kill_group(_pid: u32) {}

/// Waits at most 200 ms for the killed child `pid` to be gone, and collects it.
#[cfg(unix)]
fn reap(pid: u32) {
    let Ok(pid) = i32::try_from(pid) else {
        return;
    };
    let deadline = Instant::now() + Duration::from_millis(200);
    let mut status = 0;
    // SAFETY: waitpid(2) with a valid pointer to an int; WNOHANG never blocks.
    while unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) } == 0
        && Instant::now() < deadline
    {
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[cfg(not(unix))]
fn reap(_pid: u32) {}

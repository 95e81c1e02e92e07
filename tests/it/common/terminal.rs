//! Driving the real binary on a real terminal (tmux), and hearing it through a real
//! speech command that writes what it is given to a file.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// How long a test waits for a screen or a file to show what it expects.
const PATIENCE: Duration = Duration::from_secs(20);

/// One test's own tmux server running one command; the server goes away with the value,
/// also when the test fails.
pub struct Tmux {
    socket: String,
    target: String,
}

impl Tmux {
    /// Starts `command` in a `width` x `height` window, with the server socket in `dir`.
    /// The pane's shell runs it and stays: once it ends, the pane says `ended` and its
    /// exit status, with the terminal as the command left it.
    /// Without tmux the test fails, saying how to install it: `make test` installs it, so
    /// a missing tmux is a machine to fix, never a test passed.
    pub fn start(dir: &Path, width: u16, height: u16, command: &str) -> Tmux {
        assert!(
            Command::new("tmux")
                .arg("-V")
                .output()
                .is_ok_and(|out| out.status.success()),
            "tmux is not installed: the terminal tests need it; run `scripts/install-deps.sh \
             test` (`make test` does)"
        );
        let socket = dir.join("tmux.sock").to_str().unwrap().to_owned();
        let session = format!("hektor-test-{}", std::process::id());
        let tmux = Tmux {
            socket,
            target: format!("{session}:0"),
        };
        let (width, height) = (width.to_string(), height.to_string());
        let command = format!("{command}; echo \"ended $?\"; exec sleep 600");
        tmux.run(&[
            "new-session",
            "-d",
            "-s",
            &session,
            "-x",
            &width,
            "-y",
            &height,
            &command,
        ]);
        tmux
    }

    /// The pane's `format` (tmux's `#{...}` variables: `#{alternate_on}`,
    /// `#{cursor_flag}`), as `tmux display -p` says it.
    pub fn pane(&self, format: &str) -> String {
        self.run(&["display-message", "-p", "-t", &self.target, format])
            .trim()
            .to_owned()
    }

    /// The process id of the command the pane's shell runs.
    pub fn command_pid(&self) -> String {
        let shell = self.pane("#{pane_pid}");
        let children = format!("/proc/{shell}/task/{shell}/children");
        let pid = std::fs::read_to_string(&children)
            .unwrap()
            .trim()
            .to_owned();
        assert!(!pid.is_empty() && !pid.contains(' '), "{children}: {pid:?}");
        pid
    }

    /// Sends `signal` (`TERM`, `HUP`, `INT`) to the command the pane's shell runs.
    pub fn signal(&self, signal: &str) {
        let pid = self.command_pid();
        let status = Command::new("kill")
            .args(["-s", signal, &pid])
            .status()
            .unwrap();
        assert!(status.success(), "kill -s {signal} {pid} failed");
    }

    /// Closes the window, as when a terminal emulator's window is closed: the session
    /// goes away with its terminal. How long the command then took to end (at most 10
    /// seconds are waited).
    pub fn close_window(&self) -> Duration {
        let pid = self.command_pid();
        let session = self.target.trim_end_matches(":0");
        let closed = Instant::now();
        self.run(&["kill-session", "-t", session]);
        while !ended(&pid) && closed.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(10));
        }
        closed.elapsed()
    }

    /// Waits until the command has ended; its exit status.
    pub fn wait_for_exit(&self) -> String {
        let screen = self.wait_for_screen("ended ");
        let (_, status) = screen.rsplit_once("ended ").unwrap();
        status
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_owned()
    }

    /// Runs tmux with `args` on this server; its standard output.
    pub fn run(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .args(["-S", &self.socket])
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Types `keys` (tmux key names such as `Enter`, `Right`, `F2`).
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", self.target.as_str()];
        args.extend_from_slice(keys);
        self.run(&args);
    }

    /// The screen as text.
    pub fn screen(&self) -> String {
        self.run(&["capture-pane", "-p", "-t", &self.target])
    }

    /// Waits until the screen shows `wanted`; the screen then.
    pub fn wait_for_screen(&self, wanted: &str) -> String {
        wait_until(
            || Some(self.screen()).filter(|s| s.contains(wanted)),
            || format!("{wanted:?} never appeared:\n{}", self.screen()),
        )
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-S", &self.socket, "kill-server"])
            .output();
    }
}

/// Whether the process `pid` has ended (gone, or a zombie not yet reaped).
fn ended(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).map_or(true, |stat| {
        stat.rsplit_once(") ")
            .is_some_and(|(_, rest)| rest.starts_with('Z'))
    })
}

/// `command` run by a shell that outlives its terminal (as a script started from a
/// terminal does) and writes `exit STATUS` to `status` when the command ends.
pub fn outliving(command: &str, status: &Path) -> String {
    format!(
        "trap '' HUP; {command}; echo \"exit $?\" > {}",
        status.display()
    )
}

/// Waits until the file at `path` contains `wanted`; its text then.
pub fn wait_for_file(path: &Path, wanted: &str) -> String {
    let read = || std::fs::read_to_string(path).unwrap_or_default();
    wait_until(
        || Some(read()).filter(|t| t.contains(wanted)),
        || format!("{wanted:?} never written:\n{}", read()),
    )
}

fn wait_until(mut done: impl FnMut() -> Option<String>, failure: impl Fn() -> String) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(found) = done() {
            return found;
        }
        assert!(Instant::now() < deadline, "{}", failure());
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A `config.toml` in `dir` whose speech command (a shell) appends each utterance as a
/// line to a file: (the config file, the file of what was spoken).
pub fn speech_command_config(dir: &Path) -> (PathBuf, PathBuf) {
    let spoken = dir.join("spoken.txt");
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "speech_command = [\"sh\", \"-c\", \"printf '%s\\\\n' \\\"$0\\\" >> {}\", \"{{text}}\"]\n",
            spoken.display()
        ),
    )
    .unwrap();
    (config, spoken)
}

/// `hektor --lang LANG --speech SPEECH replay FILE --plain` (no opening names) in `home`,
/// speaking through a command that writes each utterance to a file, given the commands of
/// `steps` one at a time as a user types them: each is sent once the recorder has heard
/// its `heard` (the last words of the answer before it; empty: at once). The output lines
/// and what the recorder heard, one utterance a line.
pub fn replay_heard(
    home: &Path,
    lang: &str,
    speech: &str,
    file: &Path,
    steps: &[(&str, &str)],
) -> (Vec<String>, Vec<String>) {
    use std::io::Write;
    use std::process::Stdio;
    let (config, spoken) = speech_command_config(home);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_hektor"))
        .env("HEKTOR_HOME", home.join("home"))
        .args(["--lang", lang, "--speech", speech, "--config"])
        .arg(&config)
        .arg("replay")
        .arg(file)
        .arg("--plain")
        .args(super::without_opening_names(home))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for (heard, line) in steps {
        if !heard.is_empty() {
            wait_for_file(&spoken, heard);
        }
        writeln!(stdin, "{line}").unwrap();
    }
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let said = std::fs::read_to_string(&spoken).unwrap_or_default();
    (
        super::lines(&output),
        said.lines().map(str::to_owned).collect(),
    )
}

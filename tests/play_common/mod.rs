//! Helpers of the `play` end-to-end tests: run the real binary on a pipe.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The shared folder: `HEKTOR_SHARED`, else `../shared` next to the crate, else `/work/shared`.
pub fn shared_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("HEKTOR_SHARED") {
        return PathBuf::from(dir);
    }
    let sibling = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    if sibling.is_dir() {
        return sibling;
    }
    PathBuf::from("/work/shared")
}

/// `hektor` with `HEKTOR_HOME` in `home` and text speech.
pub fn hektor(home: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hektor"));
    command
        .env("HEKTOR_HOME", home)
        .env_remove("HEKTOR_SHARED")
        .arg("--speech")
        .arg("text")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Runs `command` with `input` on stdin (then closed) and returns its output.
pub fn run_with_input(mut command: Command, input: &[u8]) -> Output {
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// Standard output as lines.
pub fn lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The moves of the journal at `path`, as UCI.
pub fn journal_uci(path: &Path) -> Vec<String> {
    hektor::game::journal::load(path)
        .unwrap()
        .moves
        .into_iter()
        .map(|m| m.uci)
        .collect()
}

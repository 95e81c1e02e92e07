//! A Python virtual environment under `target/`, made once and reused, for the checks that
//! compare hektor-draughts with Python draughts libraries (the oracle test, the perft
//! benchmark).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Why no environment could be had.
#[derive(Debug)]
pub enum VenvError {
    /// The package index cannot be reached (no network): the check is skipped.
    Unreachable(String),
    /// Python is missing or the environment could not be made: a defect of the machine's
    /// setup (`scripts/install-deps.sh test` installs what is missing).
    Broken(String),
}

/// The Python interpreter of a virtual environment named `name` under
/// `CARGO_TARGET_TMPDIR`, with `package` (a pinned pip requirement) installed.
pub fn python_with(name: &str, package: &str) -> Result<PathBuf, VenvError> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let python = dir.join("bin").join("python");
    let marker = dir.join(format!(".installed-{package}"));
    if marker.exists() {
        return Ok(python);
    }
    let found = Command::new("python3").arg("--version").output();
    if !found.is_ok_and(|out| out.status.success()) {
        return Err(VenvError::Broken(
            "python3 is not installed (run scripts/install-deps.sh test)".into(),
        ));
    }
    run(
        Command::new("python3").args(["-m", "venv", "--clear"]).arg(&dir),
        "python3 -m venv failed (on Debian: apt-get install python3-venv, or run scripts/install-deps.sh test)",
    )
    .map_err(VenvError::Broken)?;
    run(
        Command::new(&python).args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            package,
        ]),
        &format!("pip could not install {package} (is PyPI reachable?)"),
    )
    .map_err(VenvError::Unreachable)?;
    std::fs::write(&marker, package).map_err(|e| VenvError::Broken(e.to_string()))?;
    Ok(python)
}

fn run(command: &mut Command, what: &str) -> Result<(), String> {
    match command.output() {
        Ok(out) if out.status.success() => Ok(()),
        Ok(out) => Err(format!(
            "{what}: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        )),
        Err(error) => Err(format!("{what}: {error}")),
    }
}

//! The real binary writing into a reader that closes early (`| head -1`): a closed
//! output never turns a failure into success, and nothing panics.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// How long hektor has to end after its reader closed before the test fails.
const DEADLINE: Duration = Duration::from_secs(60);

/// Where the reader that closes early reads from.
#[derive(Clone, Copy)]
enum Reads {
    /// Standard output (`| head -1`).
    Stdout,
    /// Standard output and standard error (`2>&1 | head -1`).
    Both,
}

/// Runs hektor with `args` in `dir`, its output read by a reader that takes one line and
/// closes: the exit status and what reached standard error (when it was not closed).
fn first_line_only(dir: &Path, args: &[&str], reads: Reads) -> (ExitStatus, String) {
    let (reader, writer) = std::io::pipe().unwrap();
    let mut command = common::hektor(&dir.join("home"));
    command
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .stdout(writer.try_clone().unwrap());
    match reads {
        Reads::Stdout => command.stderr(Stdio::piped()),
        Reads::Both => command.stderr(writer),
    };
    let mut child = command.spawn().unwrap();
    drop(command);
    let mut first = String::new();
    BufReader::new(reader).read_line(&mut first).unwrap();
    assert!(!first.is_empty(), "nothing was written");
    // The reader is gone (dropped with its BufReader): hektor's next writes fail.
    let stderr = child.stderr.take().map(|mut stderr| {
        std::thread::spawn(move || {
            let mut text = String::new();
            std::io::Read::read_to_string(&mut stderr, &mut text).unwrap();
            text
        })
    });
    let deadline = Instant::now() + DEADLINE;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("hektor {args:?} did not end within {DEADLINE:?} of its reader closing");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stderr = stderr.map(|t| t.join().unwrap()).unwrap_or_default();
    (status, stderr)
}

/// A file of 3,000 games with an illegal move each: more report lines than a pipe holds.
fn bad_games(dir: &Path) -> &'static str {
    let game = "[Event \"Bad\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n";
    std::fs::write(dir.join("bad.pgn"), game.repeat(3000)).unwrap();
    "bad.pgn"
}

#[test]
fn check_of_a_bad_file_exits_1_whoever_reads_its_output() {
    let dir = tempfile::tempdir().unwrap();
    let bad = bad_games(dir.path());
    let alone = common::run_in(dir.path(), &["check", bad]);
    assert_eq!(alone.status.code(), Some(1));
    let (status, stderr) = first_line_only(dir.path(), &["check", bad], Reads::Stdout);
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.trim(), "The file has errors: see the lines above.");
    // Standard error closed too: no panic (101), the same status.
    let (status, _) = first_line_only(dir.path(), &["check", bad], Reads::Both);
    assert_eq!(status.code(), Some(1));
}

#[test]
fn an_export_whose_reader_closes_early_ends_quietly_and_never_with_success() {
    let dir = tempfile::tempdir().unwrap();
    let game = "[White \"Anna\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n";
    std::fs::write(dir.path().join("many.pgn"), game.repeat(3000)).unwrap();
    let args = ["export", "many.pgn", "--all", "--format", "text"];
    let (status, stderr) = first_line_only(dir.path(), &args, Reads::Stdout);
    // 128 + SIGPIPE: the output was cut, so whether every game exports is not known.
    assert_eq!(status.code(), Some(141), "{stderr}");
    assert_eq!(stderr, "");
    // A file that ends in an illegal move, standard error closed too: no panic (101),
    // and no success.
    let bad = format!(
        "{}[Event \"Bad\"]\n\n1. e4 e5 2. Ke3 *\n",
        game.repeat(3000)
    );
    std::fs::write(dir.path().join("bad.pgn"), bad).unwrap();
    let args = ["export", "bad.pgn", "--all", "--format", "text"];
    let (status, _) = first_line_only(dir.path(), &args, Reads::Both);
    assert_eq!(status.code(), Some(141));
}

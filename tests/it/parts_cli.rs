//! `hektor check` and `hektor export --all` on every core give what one thread gives,
//! byte for byte (report, output, messages, exit status), on files big enough to be read
//! in parts: generated games with the project's PGN fixtures (damaged ones among them)
//! between them; the outside corpus's PGN fixtures too when they are there.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::corpus::{outside_folder, own_folder};
use common::games::random_games;

/// Bytes a file must have to be read in a few parts (a part is 2 MiB).
const BIG: usize = 5 << 20;

/// `pieces` one after another, again and again, until the file has [`BIG`] bytes.
fn big_file(dir: &Path, pieces: &[Vec<u8>]) -> PathBuf {
    let mut bytes = Vec::new();
    while bytes.len() < BIG {
        for piece in pieces {
            bytes.extend_from_slice(piece);
            bytes.extend_from_slice(b"\n\n");
        }
    }
    let path = dir.join("big.pgn");
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Generated games, and the project's PGN fixtures between them.
fn own_pieces() -> Vec<Vec<u8>> {
    let mut pieces = Vec::new();
    for (i, fixture) in own_folder("pgn", "pgn").iter().enumerate() {
        pieces.push(random_games(400, i as u64, i % 2 == 0).into_bytes());
        pieces.push(std::fs::read(fixture).unwrap());
    }
    pieces
}

/// Standard output, standard error and the exit status of `hektor ARGS`.
fn run(dir: &Path, args: &[&str]) -> (Vec<u8>, String, Option<i32>) {
    let output = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .env("HEKTOR_HOME", dir.join("home"))
        .args(args)
        .output()
        .unwrap();
    (
        output.stdout,
        String::from_utf8(output.stderr).unwrap(),
        output.status.code(),
    )
}

/// `hektor check` and `hektor export --all` of `file` with one thread and with two and
/// three: the same in every way.
fn the_same_on_every_core(dir: &Path, file: &Path) {
    let file = file.to_str().unwrap();
    let one = run(dir, &["check", "--threads", "1", file]);
    assert!(one.0.len() > 100, "{}", String::from_utf8_lossy(&one.0));
    for threads in ["2", "3"] {
        let parts = run(dir, &["check", "--threads", threads, file]);
        assert!(one == parts, "check with {threads} threads differs");
    }
    for format in ["pgn", "brf"] {
        let args = ["export", file, "--all", "--format", format, "--threads"];
        let one = run(dir, &[&args[..], &["1"]].concat());
        assert!(one.0.len() > 1000, "{}", one.1);
        let parts = run(dir, &[&args[..], &["2"]].concat());
        assert!(
            one == parts,
            "export --format {format} with 2 threads differs"
        );
    }
}

#[test]
fn check_and_export_on_every_core_give_what_one_thread_gives() {
    let dir = tempfile::tempdir().unwrap();
    let file = big_file(dir.path(), &own_pieces());
    the_same_on_every_core(dir.path(), &file);
}

#[test]
fn parts_outside_corpus_check_and_export_on_every_core_give_what_one_thread_gives() {
    let dir = tempfile::tempdir().unwrap();
    let pieces: Vec<Vec<u8>> = outside_folder("fixtures/pgn", "pgn")
        .iter()
        .map(|path| std::fs::read(path).unwrap())
        .collect();
    let file = big_file(dir.path(), &pieces);
    the_same_on_every_core(dir.path(), &file);
}

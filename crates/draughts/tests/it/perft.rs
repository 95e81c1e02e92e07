//! Perft from the start positions: the number of leaf nodes of the legal-move tree, which
//! pins the move generator to published counts (draughts-100: Aart Bik's table) and to
//! py-draughts' own (draughts-64).
//!
//! The shallow depths run with every `cargo test`; the deep ones (draughts-100 to depth 10,
//! draughts-64 to depth 10, the latter counted again by py-draughts to depth 9 in a
//! virtual environment under `target/tmp`) are ignored by default and run by `make test` in
//! release mode (`cargo test --release --test it -- --ignored perft::`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::venv;

use std::path::Path;
use std::process::Command;

use hektor_draughts::{Position, Variant, perft};

/// Draughts-100 from the start, depths 1-10 (Aart Bik's published perft table; each
/// capture counted once, whatever the path it takes).
const INTERNATIONAL: [u64; 10] = [
    9,
    81,
    658,
    4_265,
    27_117,
    167_140,
    1_049_442,
    6_483_961,
    41_022_423,
    258_895_763,
];

/// Draughts-64 from the start, depths 1-10, as py-draughts 1.10.1 counts them (English
/// checkers, with men that cannot capture backwards, would give 7,361 at depth 5).
const RUSSIAN: [u64; 10] = [
    7, 49, 302, 1_469, 7_482, 37_986, 190_146, 929_899, 4_570_586, 22_444_032,
];

/// The pinned py-draughts release counted against.
const PY_DRAUGHTS: &str = "py-draughts==1.10.1";

fn counts(variant: Variant, depths: std::ops::RangeInclusive<u32>) -> Vec<u64> {
    let start = Position::new(variant);
    depths.map(|depth| perft(&start, depth)).collect()
}

#[test]
fn international_start_perft() {
    assert_eq!(counts(Variant::International, 1..=7), INTERNATIONAL[..7]);
}

#[test]
fn russian_start_perft() {
    assert_eq!(counts(Variant::Russian, 1..=8), RUSSIAN[..8]);
}

#[test]
#[ignore = "deep: run in release by make test (cargo test --release --test it -- --ignored perft::)"]
fn international_start_perft_to_depth_10() {
    assert_eq!(counts(Variant::International, 8..=10), INTERNATIONAL[7..]);
}

#[test]
#[ignore = "deep: run in release by make test (cargo test --release --test it -- --ignored perft::)"]
fn russian_start_perft_to_depth_10_agrees_with_py_draughts() {
    let ours = counts(Variant::Russian, 9..=10);
    assert_eq!(ours, RUSSIAN[8..10]);
    let python = match venv::python_with("venv-py-draughts", PY_DRAUGHTS) {
        Ok(python) => python,
        Err(venv::VenvError::Unreachable(why) | venv::VenvError::Broken(why)) => {
            panic!("py-draughts is needed to count draughts-64 again: {why}")
        }
    };
    // py-draughts counts depth 10 too (22,444,032, in 3 to 4 minutes: BENCHMARKS.md);
    // depth 9 keeps this test's first run under a minute.
    assert_eq!(py_draughts_russian(&python, 9), RUSSIAN[..9]);
}

/// py-draughts' perft of draughts-64 from the start, depths 1 to `depth`, through its
/// public API; kept under `target/tmp` once counted (the counting takes half a minute).
fn py_draughts_russian(python: &Path, depth: u32) -> Vec<u64> {
    let cache =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("py-draughts-russian-perft-{depth}"));
    let text = std::fs::read_to_string(&cache).unwrap_or_else(|_| {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/py_draughts_perft.py");
        let out = Command::new(python)
            .arg(script)
            .arg("count")
            .arg(depth.to_string())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "py-draughts' perft failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        std::fs::write(&cache, &text).unwrap();
        text
    });
    text.split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

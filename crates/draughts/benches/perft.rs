//! Legal-move generation: perft from the start position of both games, hektor-draughts
//! (criterion) and py-draughts (PyPI `py-draughts`, in its own virtual environment under
//! `target/tmp`) in the same run.
//!
//! `cd crates/draughts && cargo bench --bench perft`; BENCHMARKS.md ("Draughts") keeps the
//! numbers.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../tests/it/venv.rs"]
mod venv;

use std::process::Command;

use criterion::{Criterion, criterion_group};
use hektor_draughts::{Position, Variant, perft};

/// The depths measured: 929,899 and 1,049,442 leaves.
const RUSSIAN_DEPTH: u32 = 8;
const INTERNATIONAL_DEPTH: u32 = 7;

/// The pinned py-draughts release compared with.
const PY_DRAUGHTS: &str = "py-draughts==1.10.1";

fn perft_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    for (variant, depth) in [
        (Variant::Russian, RUSSIAN_DEPTH),
        (Variant::International, INTERNATIONAL_DEPTH),
    ] {
        let start = Position::new(variant);
        println!("{variant:?} perft({depth}) = {}", perft(&start, depth));
        group.bench_function(format!("{variant:?} depth {depth}"), |b| {
            b.iter(|| perft(std::hint::black_box(&start), depth));
        });
    }
    group.finish();
}

/// The same perft by py-draughts, timed by Python (median of 3 runs).
fn py_draughts() {
    let python = match venv::python_with("venv-py-draughts", PY_DRAUGHTS) {
        Ok(python) => python,
        Err(venv::VenvError::Unreachable(why) | venv::VenvError::Broken(why)) => {
            eprintln!("*** py-draughts not measured: {why} ***");
            return;
        }
    };
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/py_draughts_perft.py");
    let depths = [RUSSIAN_DEPTH, INTERNATIONAL_DEPTH].map(|d| d.to_string());
    match Command::new(python)
        .arg(script)
        .arg("time")
        .args(&depths)
        .arg("3")
        .output()
    {
        Ok(out) if out.status.success() => {
            for line in String::from_utf8_lossy(&out.stdout).lines() {
                println!("{line}  (name depth nodes median-cpu-seconds median-wall-seconds)");
            }
        }
        Ok(out) => eprintln!(
            "py-draughts perft failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(error) => eprintln!("py-draughts perft could not start: {error}"),
    }
}

criterion_group!(benches, perft_benches);

fn main() {
    benches();
    // `cargo bench` passes --bench; `cargo test --all-targets` runs this once as a test,
    // where py-draughts is not measured.
    if std::env::args().any(|arg| arg == "--bench") {
        py_draughts();
    }
    Criterion::default().configure_from_args().final_summary();
}

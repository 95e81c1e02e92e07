//! Perft from a start position, timed: what `scripts/bench-perft.sh` compares with
//! py-draughts in the same run.
//!
//! `cargo run --release --example perft -- russian|international DEPTH RUNS` prints one
//! line, "hektor-draughts-GAME DEPTH NODES MEDIAN_SECONDS", the format of
//! `benches/py_draughts_perft.py`.

use std::time::Instant;

use hektor_draughts::{Position, Variant, perft};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(game), Some(Ok(depth)), Some(Ok(runs))) = (
        args.first(),
        args.get(1).map(|d| d.parse::<u32>()),
        args.get(2).map(|r| r.parse::<usize>()),
    ) else {
        eprintln!("usage: perft russian|international DEPTH RUNS");
        std::process::exit(2);
    };
    let variant = match game.as_str() {
        "russian" => Variant::Russian,
        "international" => Variant::International,
        other => {
            eprintln!("unknown game {other}: russian or international");
            std::process::exit(2);
        }
    };
    let start = Position::new(variant);
    let mut nodes = 0;
    let mut times: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let clock = Instant::now();
            nodes = perft(std::hint::black_box(&start), depth);
            clock.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    println!("hektor-draughts-{game} {depth} {nodes} {median:.6}");
}

//! Perft from a start position, timed: what `scripts/bench-perft.sh` compares with
//! py-draughts in the same run.
//!
//! `cargo run --release --example perft -- russian|international DEPTH RUNS` prints one
//! line, "hektor-draughts-GAME DEPTH NODES MEDIAN_CPU_SECONDS MEDIAN_WALL_SECONDS", the
//! format of `benches/py_draughts_perft.py`: CPU time is the measure on a machine other
//! builds share.

use std::time::{Duration, Instant};

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
    let (mut cpu, mut wall): (Vec<f64>, Vec<f64>) = (0..runs.max(1))
        .map(|_| {
            let (clock, before) = (Instant::now(), cpu_time());
            nodes = perft(std::hint::black_box(&start), depth);
            let wall = clock.elapsed();
            let cpu = cpu_time().unwrap_or(wall) - before.unwrap_or_default();
            (cpu.as_secs_f64(), wall.as_secs_f64())
        })
        .unzip();
    println!(
        "hektor-draughts-{game} {depth} {nodes} {:.6} {:.6}",
        median(&mut cpu),
        median(&mut wall)
    );
}

fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The CPU time this process has used, where the system tells it.
#[cfg(unix)]
fn cpu_time() -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec into the one it is given.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut now) };
    (status == 0).then(|| {
        Duration::new(
            u64::try_from(now.tv_sec).unwrap_or_default(),
            u32::try_from(now.tv_nsec).unwrap_or_default(),
        )
    })
}

/// Wall time stands in for CPU time where the system does not tell it.
#[cfg(not(unix))]
fn cpu_time() -> Option<Duration> {
    None
}

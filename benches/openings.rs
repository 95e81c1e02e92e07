//! Opening names in replay: reading a folder of the data set's TSV files (what a start
//! costs when the names are not embedded), and looking up positions (what a move costs).
//! The names are those embedded at build time, else the folder `HEKTOR_OPENINGS_DIR`
//! names at run time; without either there is nothing to measure.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../tests/it/common/mod.rs"]
mod common;

use std::fs::File;
use std::path::PathBuf;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hektor::games::chess::openings::{Openings, embedded};
use hektor::games::format::{Format, load_at};
use hektor::i18n::{Lang, Locale};
use hektor::replay::index::Index;
use hektor::replay::tree::MAX_NODES;
use shakmaty::{Chess, Position};

/// Every main-line position of every game of `path`, as replay loads them.
fn positions(path: &std::path::Path) -> Vec<Chess> {
    let Ok(index) = Index::open(path, Format::Pgn) else {
        return Vec::new();
    };
    index.wait_done();
    let offsets: Vec<u64> = index.with_games(|games| games.iter().map(|g| g.offset).collect());
    let mut all = Vec::new();
    for offset in offsets {
        if let Ok(tree) = File::open(path)
            .map_err(Into::into)
            .and_then(|f| load_at(f, offset, Format::Pgn, MAX_NODES))
        {
            all.extend(
                tree.mainline()
                    .into_iter()
                    .skip(1)
                    .filter_map(|id| tree.nodes[id].pos.chess().map(|pos| pos.chess().clone())),
            );
        }
    }
    all
}

fn bench(c: &mut Criterion) {
    let locale = Locale::new(Lang::En);
    let folder = std::env::var_os("HEKTOR_OPENINGS_DIR").map(PathBuf::from);
    if let Some(folder) = &folder {
        c.bench_function(
            "openings/read the folder (start without embedded names)",
            |b| b.iter(|| Openings::load(folder, true, &locale).0.is_empty()),
        );
    }
    let openings = match &folder {
        Some(folder) if embedded().is_empty() => Openings::load(folder, true, &locale).0,
        _ => Openings::load(&PathBuf::from("/nonexistent"), false, &locale).0,
    };
    if openings.is_empty() {
        eprintln!("no opening names: build with HEKTOR_OPENINGS_DIR or set it at run time");
        return;
    }
    let games = common::corpus::bench_input(
        "fixtures/pgn/twic1599_1000k.pgn",
        "1,110 random games",
        || common::games::random_games(1110, 1, false).into_bytes(),
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.pgn");
    std::fs::write(&file, games).unwrap();
    let all = positions(&file);
    let opening: Vec<Chess> = all
        .iter()
        .filter(|p| p.fullmoves().get() <= 15)
        .cloned()
        .collect();
    let mut group = c.benchmark_group("openings");
    group.throughput(Throughput::Elements(all.len() as u64));
    group.bench_function("look-up, every position of 1,110 games", |b| {
        b.iter(|| all.iter().filter(|p| openings.name(p).is_some()).count())
    });
    group.throughput(Throughput::Elements(opening.len() as u64));
    group.bench_function("look-up, the first 15 moves of each game", |b| {
        b.iter(|| {
            opening
                .iter()
                .filter(|p| openings.name(p).is_some())
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

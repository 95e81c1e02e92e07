//! Scoresheet export speed: reading a large PGN file into records, and rendering every
//! game as PGN and as BRF.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use hektor::{
    games::chess::pgn_import,
    scoresheet::{ExportOptions, Format, Scoresheet},
};

fn twic() -> Vec<u8> {
    std::fs::read(common::shared_dir().join("fixtures/pgn/twic1599_1000k.pgn")).unwrap()
}

fn export(c: &mut Criterion) {
    let data = twic();
    let mut group = c.benchmark_group("export");
    group.sample_size(10);
    group.bench_function("import twic 1110 games", |b| {
        b.iter(|| {
            pgn_import::games(data.as_slice())
                .filter(Result::is_ok)
                .count()
        });
    });
    let sheets: Vec<Scoresheet> = pgn_import::games(data.as_slice())
        .map(|g| Scoresheet::from_record(&g.unwrap()).unwrap())
        .collect();
    for format in [Format::Pgn, Format::Brf] {
        let options = ExportOptions::new(format).unwrap();
        group.bench_function(format!("render 1110 games as {format:?}"), |b| {
            b.iter(|| {
                sheets
                    .iter()
                    .map(|s| s.render(&options).unwrap().len())
                    .sum::<usize>()
            });
        });
    }
    group.finish();
}

criterion_group!(benches, export);
criterion_main!(benches);

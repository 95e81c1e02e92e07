//! Scoresheet export speed: reading a large PGN file into records, and rendering every
//! game as PGN and as BRF.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../tests/it/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use hektor::{
    games::chess::{pgn_import, scoresheet::Scoresheet},
    scoresheet::{ExportOptions, Format},
};

/// The TWIC file (1,110 games), or as many random games when it is not there.
fn twic() -> Vec<u8> {
    common::corpus::bench_input(
        "fixtures/pgn/twic1599_1000k.pgn",
        "1,110 random games",
        || common::games::random_games(1110, 1, false).into_bytes(),
    )
}

fn export(c: &mut Criterion) {
    let data = twic();
    let mut group = c.benchmark_group("export");
    group.sample_size(10);
    group.bench_function("import twic 1110 games", |b| {
        b.iter(|| {
            pgn_import::games(data.as_slice(), hektor::games::Rules::Chess)
                .filter(Result::is_ok)
                .count()
        });
    });
    let sheets: Vec<Scoresheet> = pgn_import::games(data.as_slice(), hektor::games::Rules::Chess)
        .map(|g| Scoresheet::from_record(&g.unwrap()).unwrap())
        .collect();
    for format in [Format::Pgn, Format::Brf] {
        let options = ExportOptions::new(format, hektor::i18n::Lang::En).unwrap();
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

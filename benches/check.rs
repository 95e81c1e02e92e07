//! `hektor check`'s validator against a bare pgn-reader visitor that plays the same
//! moves, on the TWIC and lichess fixtures (read into memory first; as many random games,
//! with clock comments for lichess's, when the outside corpus is not there).

#[path = "../tests/it/common/mod.rs"]
mod common;

use std::ops::ControlFlow;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pgn_reader::{Reader, SanPlus, Visitor};
use shakmaty::{Chess, Position};

struct Bare;

impl Visitor for Bare {
    type Tags = ();
    type Movetext = Option<Chess>;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<(), Option<Chess>> {
        ControlFlow::Continue(Some(Chess::default()))
    }

    fn san(&mut self, pos: &mut Option<Chess>, san: SanPlus) -> ControlFlow<()> {
        if let Some(p) = pos {
            match san.san.to_move(p) {
                Ok(m) => p.play_unchecked(m),
                Err(_) => *pos = None,
            }
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _pos: Option<Chess>) {}
}

fn bench(c: &mut Criterion) {
    for (file, games, clocks) in [
        ("fixtures/pgn/twic1599_1000k.pgn", 1110, false),
        ("fixtures/pgn/lichess_db_1000k.pgn", 438, true),
    ] {
        let bytes = common::corpus::bench_input(file, &format!("{games} random games"), || {
            common::games::random_games(games, 2, clocks).into_bytes()
        });
        let name = file.rsplit('/').next().unwrap_or(file);
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function("hektor check", |b| {
            b.iter(|| hektor::games::chess::check::check(&bytes[..], &mut |_| {}).map(|s| s.moves))
        });
        group.bench_function("bare pgn-reader visitor", |b| {
            b.iter(|| Reader::new(&bytes[..]).visit_all_games(&mut Bare))
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);

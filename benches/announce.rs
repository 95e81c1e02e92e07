//! Announcing, per move, in every style: `cargo bench --bench announce`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hektor::i18n::Lang;
use hektor::{
    announce::{AnnounceOptions, Form, Style},
    games::chess::announce::Announcer,
};
use shakmaty::san::San;
use shakmaty::{Chess, Move, Position};

/// The example game of the FIDE texts, with a promotion and a mate after it.
const GAME: &str = "e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6 Nxd6 Bg5 Nc6 Qe3 Be7 Nbd2 O-O \
                    O-O-O Re8 Kb1 Bf5 Bd3 Bxd3 Qxd3 Nb4 Qb3 a5 a3 a4 Qxb4 Bxg5 Qxb7 Bxd2";

fn positions() -> Vec<(Chess, Move)> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for san in GAME.split_whitespace() {
        let mv = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        out.push((pos.clone(), mv));
        pos.play_unchecked(mv);
    }
    out
}

fn announce(c: &mut Criterion) {
    let moves = positions();
    let mut group = c.benchmark_group("announce");
    group.throughput(Throughput::Elements(moves.len() as u64));
    for (style, name) in [
        (Style::Fide, "fide"),
        (Style::Nato, "nato"),
        (Style::Native, "native ru"),
        (Style::San, "san"),
    ] {
        for form in [Form::Short, Form::Long] {
            let announcer = Announcer::new(AnnounceOptions {
                style,
                form,
                lang: Lang::Ru,
                ..AnnounceOptions::default()
            });
            group.bench_function(format!("{name} {form:?}"), |b| {
                b.iter(|| {
                    for (pos, mv) in &moves {
                        black_box(announcer.move_text(pos, *mv));
                    }
                });
            });
        }
    }
    group.finish();
    c.bench_function("announce/Announcer::new", |b| {
        b.iter(|| black_box(Announcer::new(AnnounceOptions::default())));
    });
}

criterion_group!(benches, announce);
criterion_main!(benches);

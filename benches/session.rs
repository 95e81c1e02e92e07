//! The game session's costs: one move through the whole cycle (parse, announce, confirm,
//! clock, record), and one journal append with its flush to the disk.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use hektor::app::{App, Command, Setup};
use hektor::game::clock::ManualTime;
use hektor::game::record::MoveRecord;
use hektor::games::journal::{Entry, Event, Journal};

const SEED_GAME: [&str; 21] = [
    "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6", "Bg5",
    "Nc6", "Qe3+", "Be7", "Nbd2", "O-O", "O-O-O", "Re8", "Kb1",
];

fn move_cycle(c: &mut Criterion) {
    c.bench_function("seed game, 21 moves announced and confirmed", |b| {
        b.iter(|| {
            let time = ManualTime::new(1_800_000_000_000);
            let setup = Setup {
                time: Some("40/90+30,30+30".to_owned()),
                ..Setup::default()
            };
            let mut app = App::new(setup, Box::new(time.clone())).unwrap();
            for san in SEED_GAME {
                time.advance(30_000);
                app.update(Command::Line(san.to_owned()));
                app.update(Command::Line(String::new()));
            }
            app
        });
    });
}

fn journal_append(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let start = Event::Start {
        rules: Default::default(),
        tags: Box::default(),
        start_fen: None,
        settings: serde_json::Value::Null,
    };
    let mut journal = Journal::create(&dir.path().join("bench.jsonl"), start, 0).unwrap();
    let entry = Entry {
        unix_ms: 1_800_000_000_000,
        event: Event::Move(MoveRecord {
            san: "Nf3".to_owned(),
            uci: "g1f3".to_owned(),
            unix_ms: 1_800_000_000_000,
            white_ms: Some(5_400_000),
            black_ms: Some(5_400_000),
            draw_offer: false,
            written: false,
        }),
    };
    c.bench_function("journal append and flush of one move", |b| {
        b.iter(|| journal.append(&entry).unwrap());
    });
}

criterion_group!(benches, move_cycle, journal_append);
criterion_main!(benches);

//! Move parsing and announcing, per move: `cargo bench --bench core`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

#[path = "../tests/it/common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hektor::announce::lexicon::spoken_words;
use hektor::announce::vocabulary::Word;
use hektor::games::chess::kind_of;
use hektor::games::chess::notation::parse_move;
use hektor::notation::movetext::{SheetEntry, read_movetext};
use hektor::{announce::AnnounceOptions, games::chess::announce::Announcer};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position, Role};

/// Every position of a real game (a game of the own fixtures when the outside corpus is
/// not there) with the move played there and its SAN.
fn game() -> Vec<(Chess, Move, String)> {
    let bytes = common::corpus::bench_input(
        "fixtures/pgn/nepomniachtchi-liren-game1.pgn",
        "the first game of tests/fixtures/pgn/club.pgn",
        || {
            let club = common::corpus::own_text("pgn/club.pgn");
            club.split("\n[Event ").next().unwrap().as_bytes().to_vec()
        },
    );
    let pgn = String::from_utf8(bytes).unwrap();
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for entry in read_movetext(&pgn) {
        if let SheetEntry::Move { text, .. } = entry {
            let mv = parse_move(&pos, &text).unwrap();
            out.push((
                pos.clone(),
                mv,
                SanPlus::from_move(pos.clone(), mv).to_string(),
            ));
            pos.play_unchecked(mv);
        }
    }
    out
}

/// The first spelling the lexicon has for `word`.
fn spelling(word: Word) -> String {
    spoken_words()
        .into_iter()
        .find(|(_, w)| *w == word)
        .map(|(s, _)| s)
        .unwrap()
}

/// A move said in lexicon words: "springer felix drei", "eva schlägt david fünf".
fn spoken(pos: &Chess, mv: Move) -> String {
    if let Some(side) = mv.castling_side() {
        return spelling(if side.is_king_side() {
            Word::CastleShort
        } else {
            Word::CastleLong
        });
    }
    let mut words = Vec::new();
    let from = mv.from().unwrap();
    if mv.role() == Role::Pawn {
        if mv.is_capture() {
            words.push(spelling(Word::File(u8::from(from.file()))));
        }
    } else {
        words.push(spelling(Word::Piece(kind_of(mv.role()))));
        words.push(spelling(Word::File(u8::from(from.file()))));
        words.push(spelling(Word::Rank(u8::from(from.rank()))));
    }
    if mv.is_capture() {
        words.push(spelling(Word::Captures));
    }
    words.push(spelling(Word::File(u8::from(mv.to().file()))));
    words.push(spelling(Word::Rank(u8::from(mv.to().rank()))));
    if let Some(role) = mv.promotion() {
        words.push(spelling(Word::Promotes));
        words.push(spelling(Word::Piece(kind_of(role))));
    }
    let _ = pos;
    words.join(" ")
}

fn bench(c: &mut Criterion) {
    let game = game();
    let said: Vec<String> = game.iter().map(|(pos, mv, _)| spoken(pos, *mv)).collect();
    let announcer = Announcer::new(AnnounceOptions::default());
    let mut group = c.benchmark_group("move");
    group.throughput(Throughput::Elements(game.len() as u64));
    group.bench_function("parse SAN", |b| {
        b.iter(|| {
            for (pos, _, san) in &game {
                black_box(parse_move(pos, black_box(san)).unwrap());
            }
        })
    });
    group.bench_function("parse spoken words", |b| {
        b.iter(|| {
            for ((pos, _, _), text) in game.iter().zip(&said) {
                black_box(parse_move(pos, black_box(text)).unwrap());
            }
        })
    });
    group.bench_function("parse SAN + announce", |b| {
        b.iter(|| {
            for (pos, _, san) in &game {
                let mv = parse_move(pos, black_box(san)).unwrap();
                black_box(announcer.move_text(pos, mv));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

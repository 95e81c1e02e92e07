//! The explanation search on a 153-move game (TWIC game 1023, Guo Shiran-Guo Weibao,
//! 305 half-moves; a random game of as many when the outside corpus is not there):
//! `cargo bench --bench reconcile`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

#[path = "../tests/it/common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hektor::games::chess::ChessPosition;
use hektor::{games::chess::notation::replay, notation::movetext::read_movetext};
use hektor::{
    games::chess::reconcile::{play_or_pass, reconcile},
    reconcile::{Prepared, Sheet},
};
use shakmaty::{Board, Chess, Move, Piece, Position, Square};

/// The movetext and moves of TWIC game 1023, or of a random game of 305 half-moves.
fn long_game() -> (String, Vec<Move>) {
    let bytes = common::corpus::bench_input(
        "fixtures/pgn/twic1599_1000k.pgn",
        "a random game of 305 half-moves",
        || {
            let game = format!(
                "[Event \"Random\"]\n\n{}",
                common::games::random_game(305, 4)
            );
            game.into_bytes()
        },
    );
    let text = String::from_utf8(bytes).unwrap();
    let game = text.split("\n[Event ").nth(1022).unwrap_or(&text);
    let movetext = game.split_once("\n\n").unwrap().1.to_owned();
    let moves = replay(&Chess::default(), &read_movetext(&movetext))
        .into_iter()
        .map(|m| m.outcome.unwrap())
        .collect();
    (movetext, moves)
}

/// The board after `moves` with half-move `ply` (from 1) executed as another move of the
/// same piece (or any other move) and the later moves played where still legal.
fn mis_executed(moves: &[Move], ply: usize) -> Board {
    let mut pos = Chess::default();
    for &mv in &moves[..ply - 1] {
        pos.play_unchecked(mv);
    }
    let recorded = moves[ply - 1];
    let legal = pos.legal_moves();
    let other = legal
        .iter()
        .find(|m| **m != recorded && m.from() == recorded.from())
        .or_else(|| legal.iter().find(|m| **m != recorded))
        .copied()
        .unwrap_or_else(|| panic!("ply {ply} has a single legal move"));
    pos.play_unchecked(other);
    for &mv in &moves[ply..] {
        if !play_or_pass(&mut pos, mv) {
            break;
        }
    }
    pos.board().clone()
}

fn explanation(c: &mut Criterion) {
    let (movetext, moves) = long_game();
    assert_eq!(moves.len(), 305);
    let prepared = Prepared::new(&ChessPosition::default(), &moves);
    let mut group = c.benchmark_group("reconcile/explain-305-plies");
    for ply in [299, 151, 21] {
        let board = mis_executed(&moves, ply);
        assert!(prepared.explain(&board).is_some(), "ply {ply}");
        group.bench_function(format!("mis-executed-at-ply-{ply}"), |b| {
            b.iter(|| prepared.explain(black_box(&board)))
        });
    }
    let mut extra = prepared.end().chess().board().clone();
    extra.set_piece_at(Square::A8, Piece::from_char('n').unwrap());
    assert!(prepared.explain(&extra).is_none());
    group.bench_function("unexplained-extra-knight", |b| {
        b.iter(|| prepared.explain(black_box(&extra)))
    });
    group.bench_function("prepare-record", |b| {
        b.iter(|| Prepared::new(&ChessPosition::default(), black_box(&moves)))
    });
    group.finish();

    let sheet = Sheet::read(&movetext);
    let boards = [mis_executed(&moves, 150), extra];
    c.bench_function("reconcile/two-sheets-two-boards-305-plies", |b| {
        b.iter(|| reconcile(black_box(&sheet), black_box(&sheet), black_box(&boards)).unwrap())
    });
}

criterion_group!(benches, explanation);
criterion_main!(benches);

//! The example game of the FIDE Laws (Appendix C) as the seeds print it: the Ukrainian
//! edition in English letters, the Russian edition in Russian letters with its quirks
//! (`exd6e.p.`, `Фe3+3` with a footnote digit, `Крb1 (=).`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use hektor::{
    games::chess::notation::replay,
    notation::movetext::{SheetEntry, read_movetext},
};
use shakmaty::{CastlingMode, Chess, Move};

/// The movetext of a seed line: from the first move number on.
fn game_text(file: &str, line: usize) -> String {
    let line = common::shared_line(file, line);
    let start = line.find("1. ").expect("the line holds a game");
    line[start..].to_owned()
}

fn moves_of(text: &str) -> (Vec<Move>, Vec<bool>) {
    let entries = read_movetext(text);
    let offers = entries
        .iter()
        .filter_map(|entry| match entry {
            SheetEntry::Move { draw_offer, .. } => Some(*draw_offer),
            _ => None,
        })
        .collect();
    let moves = replay(&Chess::default(), &entries)
        .into_iter()
        .map(|replayed| {
            replayed
                .outcome
                .unwrap_or_else(|e| panic!("ply {} {:?}: {e:?}", replayed.ply, replayed.text))
        })
        .collect();
    (moves, offers)
}

const EXPECTED: &str = "e2e4 e7e5 g1f3 g8f6 d2d4 e5d4 e4e5 f6e4 d1d4 d7d5 e5d6 e4d6 \
                        c1g5 b8c6 d4e3 f8e7 b1d2 e8g8 e1c1 f8e8 c1b1";

fn uci(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|mv| mv.to_uci(CastlingMode::Standard).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn ukrainian_print_reads_to_the_21_moves_and_the_draw_offer() {
    let (moves, offers) = moves_of(&game_text("seeds/000_261f36201a765347.txt", 407));
    assert_eq!(moves.len(), 21);
    assert_eq!(uci(&moves), EXPECTED);
    assert_eq!(offers.iter().filter(|&&offer| offer).count(), 1);
    assert_eq!(offers.last(), Some(&true));
}

#[test]
fn russian_print_reads_to_the_same_moves_and_the_draw_offer() {
    let (moves, offers) = moves_of(&game_text("seeds/001_4e726afa0887e987.txt", 477));
    assert_eq!(uci(&moves), EXPECTED);
    assert_eq!(offers.iter().filter(|&&offer| offer).count(), 1);
    assert_eq!(offers.last(), Some(&true));
}

#[test]
fn both_prints_agree_move_for_move() {
    let ukrainian = moves_of(&game_text("seeds/000_261f36201a765347.txt", 407));
    let russian = moves_of(&game_text("seeds/001_4e726afa0887e987.txt", 477));
    assert_eq!(ukrainian, russian);
}

#[test]
fn one_move_per_line_reads_the_same() {
    let text = game_text("seeds/001_4e726afa0887e987.txt", 477).replace(' ', "\n");
    let (moves, offers) = moves_of(&text);
    assert_eq!(uci(&moves), EXPECTED);
    assert_eq!(offers.last(), Some(&true));
}

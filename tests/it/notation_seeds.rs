//! Games as the rule books print them: the Ukrainian edition in English letters, the
//! Russian edition in Russian letters with its quirks (`exd6e.p.`, a footnote digit after
//! a check, `Крb1 (=).`, Cyrillic letters that look like Latin ones in squares and in the
//! capture mark). The project's own lines, written in that manner, are checked always;
//! the example game of the FIDE Laws (Appendix C) as the seeds print it is checked when
//! the outside corpus is there.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use hektor::{
    games::chess::notation::replay,
    notation::movetext::{SheetEntry, read_movetext},
};
use shakmaty::{CastlingMode, Chess, Move};

/// A game of our own printed as the Ukrainian edition prints a game: English letters,
/// castling with zeros, `e.p.` after an en passant capture, the draw offer `(=)` against
/// the last move.
const UKRAINIAN_PRINT: &str = "1. e4 Nf6 2. e5 d5 3. exd6 e.p. exd6 4. Bb5+ c6 5. Ba4 Be7 \
                               6. Nf3 0-0 7. 0-0 Bg4 8. d3 Nbd7 9. Nbd2 Re8 10. Re1 Qc7 11. Kh1(=)";

/// The same game as the Russian edition prints one: Russian piece letters (К С Л Ф), `e.p.`
/// run on and followed by two spaces, a footnote digit after a check (`Сb5+3`), Cyrillic
/// х as the capture mark, Cyrillic с and е as the files c and e, and `Крh1 (=).` at the end.
const RUSSIAN_PRINT: &str = "1. e4 Кf6 2. e5 d5 3. eхd6e.p.  exd6 4. Сb5+3 с6 5. Сa4 Сe7 \
                             6. Кf3 0-0 7. 0-0 Сg4 8. d3 Кbd7 9. Кbd2 Ле8 10. Лe1 Фc7 11. Крh1 (=).";

/// The moves of the game, as UCI.
const OWN_EXPECTED: &str = "e2e4 g8f6 e4e5 d7d5 e5d6 e7d6 f1b5 c7c6 b5a4 f8e7 g1f3 e8g8 \
                            e1g1 c8g4 d2d3 b8d7 b1d2 f8e8 f1e1 d8c7 g1h1";

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

fn uci(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|mv| mv.to_uci(CastlingMode::Standard).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` reads to the 21 moves `expected` (UCI) and ends with a draw offer, its only one.
fn reads_to_the_moves_and_the_draw_offer(text: &str, expected: &str) {
    let (moves, offers) = moves_of(text);
    assert_eq!(moves.len(), 21);
    assert_eq!(uci(&moves), expected);
    assert_eq!(offers.iter().filter(|&&offer| offer).count(), 1);
    assert_eq!(offers.last(), Some(&true));
}

#[test]
fn ukrainian_print_reads_to_the_21_moves_and_the_draw_offer() {
    reads_to_the_moves_and_the_draw_offer(UKRAINIAN_PRINT, OWN_EXPECTED);
}

#[test]
fn russian_print_reads_to_the_same_moves_and_the_draw_offer() {
    reads_to_the_moves_and_the_draw_offer(RUSSIAN_PRINT, OWN_EXPECTED);
}

#[test]
fn both_prints_agree_move_for_move() {
    assert_eq!(moves_of(UKRAINIAN_PRINT), moves_of(RUSSIAN_PRINT));
}

#[test]
fn one_move_per_line_reads_the_same() {
    reads_to_the_moves_and_the_draw_offer(&RUSSIAN_PRINT.replace(' ', "\n"), OWN_EXPECTED);
}

/// The example game of the FIDE Laws as the seeds print it (`make test` runs these when
/// the outside corpus is there).
mod outside_corpus {
    use super::*;

    /// The movetext of a seed line: from the first move number on.
    fn game_text(file: &str, line: usize) -> String {
        let line = common::corpus::outside_line(file, line);
        let start = line.find("1. ").expect("the line holds a game");
        line[start..].to_owned()
    }

    const EXPECTED: &str = "e2e4 e7e5 g1f3 g8f6 d2d4 e5d4 e4e5 f6e4 d1d4 d7d5 e5d6 e4d6 \
                            c1g5 b8c6 d4e3 f8e7 b1d2 e8g8 e1c1 f8e8 c1b1";

    #[test]
    fn ukrainian_print_reads_to_the_21_moves_and_the_draw_offer() {
        let text = game_text("seeds/000_261f36201a765347.txt", 407);
        reads_to_the_moves_and_the_draw_offer(&text, EXPECTED);
    }

    #[test]
    fn russian_print_reads_to_the_same_moves_and_the_draw_offer() {
        let text = game_text("seeds/001_4e726afa0887e987.txt", 477);
        reads_to_the_moves_and_the_draw_offer(&text, EXPECTED);
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
        reads_to_the_moves_and_the_draw_offer(&text, EXPECTED);
    }
}

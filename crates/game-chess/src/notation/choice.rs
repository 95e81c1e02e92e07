//! The answer to "which one?" after an input fitted several moves: the departure square
//! (`b1`, `Bella eins`), its file or rank (`b`, `Bella`, `1`), the whole move (`Nbd2`,
//! `Springer Bella eins David zwei`), or the number of the choice as listed (`2`).

use shakmaty::{Chess, Move, Square};

use super::grammar::{Prefix, departures};
use super::spoken::read_slots;
use super::{Letters, parse_move};
use hektor_notation::notation::{Choice, marks};

/// Which of `candidates` (in the order they were listed, numbered from 1) `answer`
/// picks in `pos`.
pub fn choose(pos: &Chess, candidates: &[Move], answer: &str) -> Choice<Move> {
    let text = answer.trim();
    let (core, _) = marks::strip_marks(text);
    let by_departure = departure_choices(candidates, core);
    if let Ok(number) = text.parse::<usize>() {
        let Some(&numbered) = number.checked_sub(1).and_then(|i| candidates.get(i)) else {
            return pick(&by_departure);
        };
        return match by_departure.as_slice() {
            [other] if *other != numbered => Choice::Unclear(
                candidates
                    .iter()
                    .filter(|mv| **mv == numbered || *mv == other)
                    .copied()
                    .collect(),
            ),
            _ => Choice::Picked(numbered),
        };
    }
    match parse_move(pos, text) {
        Ok(mv) if candidates.contains(&mv) => return Choice::Picked(mv),
        Ok(_) => return Choice::NotAnAnswer,
        Err(_) => {}
    }
    match read_slots(core, Letters::Any).map(|slots| departures(&slots)) {
        Some(readings) if !readings.is_empty() => pick(&by_departure),
        _ => Choice::NotAnAnswer,
    }
}

fn pick(moves: &[Move]) -> Choice<Move> {
    match moves {
        [mv] => Choice::Picked(*mv),
        _ => Choice::Unclear(moves.to_vec()),
    }
}

/// Which parts of their departure tell `candidates` apart, as the hint of the question
/// names them: `"both"` when the file alone and the rank alone pick each move, `"file"`
/// or `"rank"` when only one of them does, `"square"` when neither does (the square
/// always does). The reader itself decides, so the hint offers no answer it refuses.
pub fn departure_answers(pos: &Chess, candidates: &[Move]) -> &'static str {
    let picks_each = |part: fn(Square) -> char| {
        candidates.iter().all(|mv| {
            mv.from().is_some_and(|from| {
                choose(pos, candidates, &part(from).to_string()) == Choice::Picked(*mv)
            })
        })
    };
    match (
        picks_each(|square| square.file().char()),
        picks_each(|square| square.rank().char()),
    ) {
        (true, true) => "both",
        (true, false) => "file",
        (false, true) => "rank",
        (false, false) => "square",
    }
}

/// The candidates the cheapest departure readings of `text` fit.
fn departure_choices(candidates: &[Move], text: &str) -> Vec<Move> {
    let Some(slots) = read_slots(text, Letters::Any) else {
        return Vec::new();
    };
    let readings = departures(&slots);
    let Some(&(_, cheapest)) = readings.first() else {
        return Vec::new();
    };
    let mut out: Vec<Move> = Vec::new();
    for (prefix, _) in readings.iter().filter(|(_, cost)| *cost == cheapest) {
        for &mv in candidates {
            if departs(prefix, mv) && !out.contains(&mv) {
                out.push(mv);
            }
        }
    }
    out
}

/// Whether `mv` leaves from where `prefix` says, with the piece it names.
fn departs(prefix: &Prefix, mv: Move) -> bool {
    let Some(from) = mv.from() else {
        return false;
    };
    prefix.role.is_none_or(|role| role == mv.role())
        && prefix.from_file.is_none_or(|file| file == from.file())
        && prefix.from_rank.is_none_or(|rank| rank == from.rank())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::panic)]

    use super::*;
    use proptest::prelude::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    /// Knights on b1 and f3, both can go to d2.
    fn knights() -> (Chess, Vec<Move>) {
        let fen: Fen = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3"
            .parse()
            .unwrap();
        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let candidates = match parse_move(&pos, "Nd2") {
            Err(super::super::MoveError::Ambiguous { candidates, .. }) => candidates,
            other => panic!("{other:?}"),
        };
        (pos, candidates)
    }

    fn picked_from(pos: &Chess, candidates: &[Move], answer: &str) -> Option<Square> {
        match choose(pos, candidates, answer) {
            Choice::Picked(mv) => mv.from(),
            _ => None,
        }
    }

    #[test]
    fn every_way_of_naming_the_departure_picks_it() {
        let (pos, candidates) = knights();
        for answer in [
            "Springer Bella eins",
            "Bella eins",
            "Bella",
            "b",
            "b1",
            "1",
            "Nbd2",
            "Nb1-d2",
            "springer bella eins david zwei",
        ] {
            assert_eq!(
                picked_from(&pos, &candidates, answer),
                Some(Square::B1),
                "{answer}"
            );
        }
        for answer in ["Felix drei", "Felix", "f", "3", "2", "Nfd2", "f3"] {
            assert_eq!(
                picked_from(&pos, &candidates, answer),
                Some(Square::F3),
                "{answer}"
            );
        }
    }

    #[test]
    fn other_moves_and_commands_are_no_answer() {
        let (pos, candidates) = knights();
        assert_eq!(choose(&pos, &candidates, "e4"), Choice::NotAnAnswer);
        assert_eq!(choose(&pos, &candidates, "time"), Choice::NotAnAnswer);
        assert_eq!(choose(&pos, &candidates, "Nc3"), Choice::NotAnAnswer);
        assert_eq!(
            choose(&pos, &candidates, "Nd2"),
            Choice::Unclear(Vec::new())
        );
        assert_eq!(choose(&pos, &candidates, "c"), Choice::Unclear(Vec::new()));
        assert_eq!(choose(&pos, &candidates, "7"), Choice::Unclear(Vec::new()));
    }

    #[test]
    fn a_number_that_is_also_the_rank_of_another_choice_is_unclear() {
        // Rooks on a2 and a8 to a5: "2" is choice 2 (a8) and rank 2 (a2).
        let fen: Fen = "R7/8/7k/8/8/8/R7/K7 w - - 0 1".parse().unwrap();
        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let Err(super::super::MoveError::Ambiguous { candidates, .. }) = parse_move(&pos, "Ra5")
        else {
            panic!("Ra5 is ambiguous here");
        };
        assert_eq!(
            choose(&pos, &candidates, "2"),
            Choice::Unclear(candidates.clone())
        );
        assert_eq!(picked_from(&pos, &candidates, "1"), Some(Square::A2));
        assert_eq!(picked_from(&pos, &candidates, "8"), Some(Square::A8));
    }

    proptest! {
        #[test]
        fn any_answer_is_read_without_panic(answer in "\\PC{0,40}") {
            let (pos, candidates) = knights();
            let _ = choose(&pos, &candidates, &answer);
        }
    }
}

#![allow(clippy::unwrap_used)]
use hektor_game_core::reconcile::SheetGame;
use hektor_game_core::reconcile::{Entry, Sheet};

use crate::notation::parse_move;
use crate::reconcile::Placement;
use crate::{ChessPosition, Move};
use hektor_game_core::reconcile::{Basis, Note};
use hektor_game_core::reconcile::{Comparison, compare};

fn run(a: &[&str], b: &[&str]) -> Comparison<Move> {
    compare(
        &ChessPosition::default(),
        [&Sheet::from_moves(a), &Sheet::from_moves(b)],
        &[],
    )
}

#[test]
fn equal_sheets_agree_to_the_end() {
    let c = run(&["e4", "e5", "Nf3"], &["e4", "e5", "Nf3"]);
    assert_eq!(c.agreed.len(), 3);
    assert!(c.split.is_none());
    assert!(c.notes.is_empty());
}

#[test]
fn a_different_move_is_a_divergence_with_both_entries() {
    let c = run(&["e4", "e5", "Nf3", "Nc6"], &["e4", "e5", "Nf3", "Nf6"]);
    assert_eq!(c.agreed.len(), 3);
    let split = c.split.unwrap();
    assert_eq!(split.ply, 4);
    assert_eq!(split.entries, ["Nc6".to_owned(), "Nf6".to_owned()]);
    assert_eq!(c.continuations[0].len(), 1);
}

#[test]
fn gaps_are_filled_by_the_other_sheet() {
    let mut a = Sheet::from_moves(&["e4", "e5", "Nf3", "Nc6"]);
    a.entries[2] = Entry::Gap;
    let c = compare(
        &ChessPosition::default(),
        [&a, &Sheet::from_moves(&["e4", "e5", "Nf3", "Nc6", "Bb5"])],
        &[],
    );
    assert_eq!(c.agreed.len(), 5);
    assert!(c.split.is_none());
    assert!(c.notes.contains(&Note::GapFilled {
        sheet: 1,
        ply: 3,
        by: "Nf3".to_owned()
    }));
    assert!(c.notes.contains(&Note::SheetEnds {
        sheet: 1,
        after_ply: 4
    }));
}

#[test]
fn a_gap_on_both_sheets_is_inferred_when_only_one_move_fits() {
    let mut a = Sheet::from_moves(&["e4", "d5", "exd5", "Qxd5"]);
    a.entries[2] = Entry::Gap;
    let b = a.clone();
    let c = compare(&ChessPosition::default(), [&a, &b], &[]);
    assert_eq!(c.agreed.len(), 4);
    assert!(c.notes.contains(&Note::Inferred {
        ply: 3,
        san: "exd5".to_owned()
    }));
}

fn both(moves: &[&str], board: Option<&[&str]>) -> Comparison<Move> {
    let sheet = Sheet::from_moves(moves);
    let boards: Vec<Placement> = board
        .map(|line| {
            let mut pos = ChessPosition::default();
            for san in line {
                let mv = parse_move(pos.chess(), san).unwrap();
                pos = pos.after_legal(&mv);
            }
            vec![pos.placement()]
        })
        .unwrap_or_default();
    compare(&ChessPosition::default(), [&sheet, &sheet], &boards)
}

fn choice(c: &Comparison<Move>) -> (Vec<String>, String, Basis) {
    c.notes
        .iter()
        .find_map(|n| match n {
            Note::Choice {
                candidates,
                chosen,
                by,
                ..
            } => Some((candidates.clone(), chosen.clone(), *by)),
            _ => None,
        })
        .unwrap()
}

#[test]
fn the_same_ambiguous_entry_on_both_sheets_is_decided_by_the_later_moves() {
    // 3... Nd7 fits both knights; only after Nfd7 can 4... Nf6 follow.
    let c = both(&["e4", "d6", "d4", "Nf6", "Nc3", "Nd7", "f4", "Nf6"], None);
    assert_eq!(c.agreed.len(), 8);
    assert_eq!(
        choice(&c),
        (
            vec!["Nbd7".to_owned(), "Nfd7".to_owned()],
            "Nfd7".to_owned(),
            Basis::LaterMoves
        )
    );
    assert!(!c.notes.iter().any(|n| matches!(n, Note::Ambiguous { .. })));
}

#[test]
fn the_same_ambiguous_entry_is_decided_by_the_board_or_assumed() {
    let moves = ["e4", "d6", "d4", "Nf6", "Nc3", "Nd7", "f4"];
    let c = both(
        &moves,
        Some(&["e4", "d6", "d4", "Nf6", "Nc3", "Nbd7", "f4"]),
    );
    assert_eq!(c.agreed.len(), 7);
    assert_eq!(choice(&c).1, "Nbd7");
    assert_eq!(choice(&c).2, Basis::Boards);
    // Nothing decides: the comparison goes on and finds the later divergence.
    let a = Sheet::from_moves(&["e4", "d6", "d4", "Nf6", "Nc3", "Nd7", "f4", "e5"]);
    let b = Sheet::from_moves(&["e4", "d6", "d4", "Nf6", "Nc3", "Nd7", "f4", "c5"]);
    let c = compare(&ChessPosition::default(), [&a, &b], &[]);
    assert_eq!(c.split.as_ref().unwrap().ply, 8);
    assert_eq!(choice(&c).2, Basis::Assumed);
}

#[test]
fn the_same_gap_on_both_sheets_is_decided_by_the_board() {
    let mut sheet = Sheet::from_moves(&["d4", "Nf6", "c4", "g6"]);
    sheet.entries[1] = Entry::Gap;
    let mut pos = ChessPosition::default();
    for san in ["d4", "Nf6", "c4", "g6"] {
        let mv = parse_move(pos.chess(), san).unwrap();
        pos = pos.after_legal(&mv);
    }
    let c = compare(
        &ChessPosition::default(),
        [&sheet, &sheet],
        &[pos.placement()],
    );
    assert_eq!(c.agreed.len(), 4);
    let (candidates, chosen, by) = choice(&c);
    assert!(candidates.len() > 10);
    assert_eq!((chosen.as_str(), by), ("Nf6", Basis::Boards));
}

#[test]
fn an_illegal_entry_against_a_legal_one_diverges() {
    let c = run(&["e4", "e5", "Nf3"], &["e4", "e5", "Nf4"]);
    assert_eq!(c.split.unwrap().entries[1], "Nf4");
    assert!(c.notes.contains(&Note::Illegal {
        sheet: 2,
        ply: 3,
        entry: "Nf4".to_owned()
    }));
}

//! Reconciliation on the games of the club fixture (`tests/fixtures/pgn/club.pgn`) with
//! injected faults.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use hektor::games::chess::fen_of;
use hektor::{games::chess::notation::replay, notation::movetext::read_movetext};
use hektor::{
    games::chess::reconcile::{parse_board, reconcile},
    reconcile::{Action, Note, Sheet, Verdict},
};
use shakmaty::san::SanPlus;
use shakmaty::{Board, Chess, Position};

/// The movetext of game `n` (1-based) of the club fixture.
fn club_game(n: usize) -> String {
    let text = common::corpus::own_text("pgn/club.pgn");
    let game = text
        .split("\n[Event ")
        .nth(n - 1)
        .unwrap_or_else(|| panic!("no game {n}"));
    game.split_once("\n\n").unwrap().1.to_owned()
}

/// The game's moves as SAN.
fn sans(n: usize) -> Vec<String> {
    let mut pos = Chess::default();
    replay(&pos.clone(), &read_movetext(&club_game(n)))
        .into_iter()
        .map(|m| {
            let mv = m.outcome.unwrap();
            SanPlus::from_move_and_play_unchecked(&mut pos, mv).to_string()
        })
        .collect()
}

/// The position after the first `plies` moves of `moves`.
fn after(moves: &[String], plies: usize) -> Chess {
    let mut pos = Chess::default();
    for san in &moves[..plies] {
        let mv = san.parse::<SanPlus>().unwrap().san.to_move(&pos).unwrap();
        pos.play_unchecked(mv);
    }
    pos
}

/// Numbered movetext: `1. e4 e5 2. Nf3 ...`.
fn numbered(moves: &[String]) -> String {
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if i % 2 == 0 {
            out.push_str(&format!("{}. ", i / 2 + 1));
        }
        out.push_str(m);
        out.push(' ');
    }
    out
}

/// A board: `pos` with the piece on `from` put on `to` (captured piece replaced).
fn shifted(pos: &Chess, from: shakmaty::Square, to: shakmaty::Square) -> Board {
    let mut board = pos.board().clone();
    let piece = board.remove_piece_at(from).unwrap();
    board.set_piece_at(to, piece);
    board
}

/// Game `n` as sheets, with `edit` applied to the second sheet's moves.
fn sheets(moves: &[String], edit: impl FnOnce(&mut Vec<String>)) -> (Sheet, Sheet) {
    let mut second = moves.to_vec();
    edit(&mut second);
    (
        Sheet::read(&numbered(moves)),
        Sheet::read(&numbered(&second)),
    )
}

#[test]
fn sheets_agree_and_a_board_shows_a_mis_executed_move() {
    // Game 1, Lindqvist-Okafor: 9... h5 was executed as 9... h6 on the board.
    let moves = sans(1);
    assert_eq!(moves[17], "h5");
    let (a, b) = sheets(&moves, |_| {});
    let end = after(&moves, moves.len());
    let board = shifted(&end, shakmaty::Square::H5, shakmaty::Square::H6);
    let report = reconcile(&a, &b, &[board, end.board().clone()]).unwrap();
    assert_eq!(report.verdict, Verdict::SheetsAgree);
    assert_eq!(report.agreed_plies, 74);
    assert_eq!(report.return_to.fen, fen_of(&end));
    assert_eq!(report.return_to.move_number, 38);
    let first = &report.boards[0];
    assert!(!first.matches_target);
    let json = serde_json::to_value(&first.corrections).unwrap();
    assert_eq!(
        json,
        serde_json::json!([{"action": "move", "color": "black", "piece": "pawn", "from": "h6", "to": "h5"}])
    );
    let explanation = first.explanation.as_ref().unwrap();
    assert_eq!(
        (
            explanation.ply,
            explanation.recorded.as_str(),
            explanation.executed.as_str()
        ),
        (18, "h5", "h6")
    );
    let second = &report.boards[1];
    assert!(second.matches_target);
    assert!(second.corrections.is_empty());
    assert!(second.explanation.is_none());
}

#[test]
fn sheets_that_differ_at_ply_k_return_to_the_agreed_position() {
    let moves = sans(2);
    let k = 20;
    let before = after(&moves, k - 1);
    let other = before
        .legal_moves()
        .into_iter()
        .map(|mv| SanPlus::from_move(before.clone(), mv).to_string())
        .find(|san| *san != moves[k - 1])
        .unwrap();
    let (a, b) = sheets(&moves, |m| m[k - 1] = other.clone());
    let report = reconcile(&a, &b, &[]).unwrap();
    assert_eq!(report.verdict, Verdict::SheetsDiverge);
    assert_eq!(report.agreed_plies, k - 1);
    assert_eq!(report.return_to.fen, fen_of(&before));
    assert_eq!(report.return_to.move_number, 10);
    assert_eq!(report.return_to.side_to_move, shakmaty::Color::Black);
    let divergence = report.divergence.unwrap();
    assert_eq!(divergence.ply, k);
    assert_eq!(divergence.sheets, [moves[k - 1].clone(), other]);
}

#[test]
fn a_sheet_that_stops_early_is_incomplete_not_divergent() {
    let moves = sans(3);
    let (a, b) = sheets(&moves, |m| m.truncate(50));
    let report = reconcile(&a, &b, &[]).unwrap();
    assert_eq!(report.verdict, Verdict::SheetsAgree);
    assert_eq!(report.agreed_plies, moves.len());
    assert_eq!(report.return_to.fen, fen_of(&after(&moves, moves.len())));
    assert!(report.notes.contains(&Note::SheetEnds {
        sheet: 2,
        after_ply: 50
    }));
}

#[test]
fn a_gap_is_filled_by_the_other_sheet() {
    let moves = sans(3);
    let mut text = numbered(&moves[..30]);
    text.push_str(" -- ");
    text.push_str(&moves[31..40].join(" "));
    let report = reconcile(
        &Sheet::read(&numbered(&moves[..40])),
        &Sheet::read(&text),
        &[],
    )
    .unwrap();
    assert_eq!(report.verdict, Verdict::SheetsAgree);
    assert_eq!(report.agreed_plies, 40);
    assert!(report.notes.iter().any(|n| matches!(
        n,
        Note::GapFilled {
            sheet: 2,
            ply: 31,
            ..
        }
    )));
}

/// The moves in German letters (S L T D K, castling with zeros), one per line.
fn german(moves: &[String]) -> String {
    moves
        .iter()
        .map(|m| {
            m.replace('N', "S")
                .replace('B', "L")
                .replace('R', "T")
                .replace('Q', "D")
                .replace("O-O", "0-0")
                .replace("0-O", "0-0")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The moves in Russian letters (К С Л Ф Кр), numbered.
fn russian(moves: &[String]) -> String {
    let converted: Vec<String> = moves
        .iter()
        .map(|m| {
            m.replace('K', "Кр")
                .replace('N', "К")
                .replace('B', "С")
                .replace('R', "Л")
                .replace('Q', "Ф")
        })
        .collect();
    numbered(&converted)
}

#[test]
fn sheets_in_different_notations_and_languages_agree() {
    // Game 4, Okafor-Varga, 132 half-moves.
    let moves = sans(4);
    let english = Sheet::read(&numbered(&moves));
    for other in [german(&moves), russian(&moves)] {
        let report = reconcile(&english, &Sheet::read(&other), &[]).unwrap();
        assert_eq!(report.verdict, Verdict::SheetsAgree, "{other:.80}");
        assert_eq!(report.agreed_plies, moves.len());
        assert!(report.notes.is_empty(), "{:?}", report.notes);
    }
    let report = reconcile(
        &Sheet::read(&german(&moves)),
        &Sheet::read(&russian(&moves)),
        &[],
    )
    .unwrap();
    assert_eq!(report.agreed_plies, moves.len());
}

#[test]
fn an_illegal_entry_is_reported_with_its_move_number() {
    let moves = sans(5);
    let k = 30;
    // A move that reads well but cannot be made there.
    let before = after(&moves, k - 1);
    let wrong = ["Kh5", "Ka4", "Qh8", "Ra3"]
        .into_iter()
        .find(|text| {
            matches!(
                hektor::games::chess::notation::parse_move(&before, text),
                Err(hektor::games::chess::notation::MoveError::Illegal { .. })
            )
        })
        .unwrap()
        .to_owned();
    let (a, b) = sheets(&moves, |m| m[k - 1] = wrong.clone());
    let report = reconcile(&a, &b, &[]).unwrap();
    assert_eq!(report.verdict, Verdict::SheetsDiverge);
    assert_eq!(report.agreed_plies, k - 1);
    assert!(report.notes.contains(&Note::Illegal {
        sheet: 2,
        ply: k,
        entry: wrong.clone()
    }));
    assert_eq!(report.divergence.unwrap().sheets[1], wrong);
}

#[test]
fn an_unreadable_entry_counts_as_not_recorded() {
    let moves = sans(5);
    let (a, b) = sheets(&moves, |m| m[9] = "zzz".to_owned());
    let report = reconcile(&a, &b, &[]).unwrap();
    assert_eq!(report.verdict, Verdict::SheetsAgree);
    assert!(report.notes.contains(&Note::Unreadable {
        sheet: 2,
        ply: 10,
        entry: "zzz".to_owned()
    }));
}

#[test]
fn both_boards_wrong_in_different_ways() {
    let moves = sans(1);
    assert_eq!(moves[72], "Qb3");
    let (a, b) = sheets(&moves, |_| {});
    let end = after(&moves, moves.len());
    let pawn = shifted(&end, shakmaty::Square::H5, shakmaty::Square::H6);
    let queen = shifted(&end, shakmaty::Square::B3, shakmaty::Square::A3);
    let report = reconcile(&a, &b, &[queen, pawn]).unwrap();
    let found: Vec<(usize, String, String)> = report
        .boards
        .iter()
        .map(|b| {
            let e = b.explanation.as_ref().unwrap();
            (e.ply, e.recorded.clone(), e.executed.clone())
        })
        .collect();
    assert_eq!(
        found,
        vec![
            (73, "Qb3".to_owned(), "Qa3".to_owned()),
            (18, "h5".to_owned(), "h6".to_owned())
        ]
    );
    let first = report.boards[0].corrections[0];
    assert_eq!(
        (first.action, first.from, first.to),
        (
            Action::Move,
            Some(shakmaty::Square::A3),
            Some(shakmaty::Square::B3)
        )
    );
}

#[test]
fn a_board_that_nothing_explains_gets_corrections_only() {
    let moves = sans(1);
    let (a, b) = sheets(&moves, |_| {});
    let end = after(&moves, moves.len());
    let mut board = end.board().clone();
    board.set_piece_at(
        shakmaty::Square::A8,
        shakmaty::Piece::from_char('n').unwrap(),
    );
    let report = reconcile(&a, &b, &[board]).unwrap();
    let board = &report.boards[0];
    assert!(!board.matches_target);
    assert!(board.explanation.is_none());
    let json = serde_json::to_value(&board.corrections).unwrap();
    assert_eq!(
        json,
        serde_json::json!([{"action": "remove", "color": "black", "piece": "knight", "from": "a8"}])
    );
}

#[test]
fn a_board_given_as_a_piece_list_is_compared_like_a_fen() {
    let moves = sans(1);
    let end = after(&moves, moves.len());
    let list = hektor::games::chess::reconcile::to_piece_list(end.board());
    assert_eq!(parse_board(&list).unwrap(), *end.board());
}

#[test]
fn a_move_left_out_of_a_numbered_sheet_is_a_gap_not_a_divergence() {
    // Game 1 with Black's 22nd move left out: `22. Nxc4 23. Qxb7 Nb4`.
    let moves = sans(1);
    assert_eq!((moves[42].as_str(), moves[43].as_str()), ("Nxc4", "Qxd4"));
    let full = numbered(&moves);
    let short = full.replacen("22. Nxc4 Qxd4 ", "22. Nxc4 ", 1);
    assert_ne!(short, full);
    let report = reconcile(&Sheet::read(&full), &Sheet::read(&short), &[]).unwrap();
    assert_eq!(report.verdict, Verdict::SheetsAgree, "{:?}", report.notes);
    assert_eq!(report.agreed_plies, moves.len());
    assert!(report.notes.contains(&Note::GapFilled {
        sheet: 2,
        ply: 44,
        by: "Qxd4".to_owned()
    }));
}

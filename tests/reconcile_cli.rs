//! `hektor reconcile` as a user runs it: text and JSON reports, journals with clocks,
//! and bad input (exit code 2 with a sentence that says what is wrong).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use hektor::game::chess::notate;
use hektor::game::journal::{Entry, Event, Journal};
use hektor::game::record::{MoveRecord, Tags};
use hektor::notation::movetext::{read_movetext, replay};
use serde_json::Value;
use shakmaty::{Chess, Position};

/// The first game of the TWIC fixture (Praggnanandhaa-Rapport, 37 moves).
fn game_one() -> String {
    let text = common::shared_file("fixtures/pgn/twic1599_1000k.pgn");
    let game = text.split("\n[Event ").next().unwrap();
    game.split_once("\n\n").unwrap().1.to_owned()
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs hektor with `args`; returns (exit code, stdout, stderr).
fn hektor(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .args(["--speech", "none"])
        .args(args)
        .env(
            "HEKTOR_HOME",
            std::env::temp_dir().join("hektor-reconcile-cli"),
        )
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn reconcile(a: &Path, b: &Path, extra: &[&str]) -> (i32, String, String) {
    let mut args = vec![
        "reconcile",
        "--sheet",
        a.to_str().unwrap(),
        "--sheet",
        b.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    hektor(&args)
}

#[test]
fn text_report_reads_aloud_the_verdict_corrections_and_explanation() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pgn", &game_one());
    let b = write(dir.path(), "b.txt", &game_one());
    let (code, _, _) = reconcile(&a, &b, &["--format", "json"]);
    assert_eq!(code, 0);
    let (code, out, err) = reconcile(
        &a,
        &b,
        &[
            "--style",
            "san",
            "--board",
            &board_with_h6(),
            "--board",
            &without_black_rook(),
        ],
    );
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!(out);
}

/// Game one's final board.
fn final_board() -> shakmaty::Board {
    let entries = read_movetext(&game_one());
    let mut pos = Chess::default();
    for m in replay(&Chess::default(), &entries) {
        pos.play_unchecked(m.outcome.unwrap());
    }
    pos.board().clone()
}

/// Game one's final board with black's h-pawn on h6 instead of h5 (9... h6 played for
/// the recorded 9... h5), as a FEN placement.
fn board_with_h6() -> String {
    let mut board = final_board();
    let pawn = board.remove_piece_at(shakmaty::Square::H5).unwrap();
    board.set_piece_at(shakmaty::Square::H6, pawn);
    board.board_fen().to_string()
}

/// Game one's final board without the black rook on e3, as a piece list.
fn without_black_rook() -> String {
    let mut board = final_board();
    board.remove_piece_at(shakmaty::Square::E3).unwrap();
    hektor::reconcile::to_piece_list(&board)
}

fn is_square(v: &Value) -> bool {
    v.as_str()
        .is_some_and(|s| s.parse::<shakmaty::Square>().is_ok())
}

/// Checks `report` against the shape the command contract documents.
fn assert_documented_shape(report: &Value) {
    let verdict = report["verdict"].as_str().unwrap();
    assert!(matches!(verdict, "sheets-agree" | "sheets-diverge"));
    assert!(report["agreed_plies"].is_u64());
    let back = &report["return_to"];
    assert!(back["move_number"].is_u64());
    assert!(matches!(
        back["side_to_move"].as_str(),
        Some("white" | "black")
    ));
    assert!(
        back["fen"]
            .as_str()
            .unwrap()
            .parse::<shakmaty::fen::Fen>()
            .is_ok()
    );
    match &report["divergence"] {
        Value::Null => assert_eq!(verdict, "sheets-agree"),
        d => {
            assert_eq!(verdict, "sheets-diverge");
            assert!(d["ply"].is_u64());
            let sheets = d["sheets"].as_array().unwrap();
            assert_eq!(sheets.len(), 2);
            assert!(sheets.iter().all(Value::is_string));
        }
    }
    for (i, board) in report["boards"].as_array().unwrap().iter().enumerate() {
        assert_eq!(board["index"].as_u64(), Some(i as u64 + 1));
        assert!(board["matches_target"].is_boolean());
        for c in board["corrections"].as_array().unwrap() {
            assert!(matches!(c["color"].as_str(), Some("white" | "black")));
            assert!(matches!(
                c["piece"].as_str(),
                Some("king" | "queen" | "rook" | "bishop" | "knight" | "pawn")
            ));
            match c["action"].as_str().unwrap() {
                "move" => assert!(is_square(&c["from"]) && is_square(&c["to"])),
                "remove" => assert!(is_square(&c["from"]) && c.get("to").is_none()),
                "place" => assert!(is_square(&c["to"]) && c.get("from").is_none()),
                other => panic!("unknown action {other}"),
            }
        }
        match &board["explanation"] {
            Value::Null => {}
            e => {
                assert!(e["ply"].is_u64());
                assert!(e["recorded"].is_string() && e["executed"].is_string());
            }
        }
    }
}

#[test]
fn json_report_has_the_documented_shape() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pgn", &game_one());
    // Sheet 2 has 9... h6 where sheet 1 has 9... h5, and goes on as sheet 1 does.
    let b = write(dir.path(), "b.txt", &game_one().replacen(" h5 ", " h6 ", 1));
    let (code, out, err) = reconcile(
        &a,
        &b,
        &[
            "--format",
            "json",
            "--board",
            &board_with_h6(),
            "--board",
            &final_board().board_fen().to_string(),
        ],
    );
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_documented_shape(&report);
    assert_eq!(report["verdict"], "sheets-diverge");
    assert_eq!(report["agreed_plies"], 17);
    assert_eq!(report["return_to"]["move_number"], 9);
    assert_eq!(report["return_to"]["side_to_move"], "black");
    assert_eq!(report["divergence"]["ply"], 18);
    assert_eq!(
        report["divergence"]["sheets"],
        serde_json::json!(["h5", "h6"])
    );
    assert_eq!(report["boards"][0]["explanation"]["ply"], 18);
    assert_eq!(report["boards"][0]["explanation"]["recorded"], "h5");
    assert_eq!(report["boards"][0]["explanation"]["executed"], "h6");
    assert_eq!(report["boards"][0]["explanation"]["sheet"], 1);
    // Each board shows one sheet's last position.
    assert_eq!(report["boards"][0]["shows_sheet"], 2);
    assert_eq!(report["boards"][1]["shows_sheet"], 1);
    assert_eq!(report["boards"][1]["explanation"]["sheet"], 2);

    let (code, out, _) = reconcile(&a, &a, &["--format", "json"]);
    assert_eq!(code, 0);
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_documented_shape(&report);
    assert_eq!(report["divergence"], Value::Null);
    assert_eq!(report["agreed_plies"], 74);
}

#[test]
fn a_hektor_journal_gives_the_clock_times_at_the_return_point() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let start = Event::Start {
        tags: Tags::default(),
        start_fen: None,
        settings: Value::Null,
    };
    let mut journal = Journal::create(&path, start, 0).unwrap();
    let mut pos = Chess::default();
    let moves = replay(&pos.clone(), &read_movetext(&game_one()));
    for (i, m) in moves.iter().enumerate() {
        let mv = m.outcome.clone().unwrap();
        let (san, uci) = notate(&pos, mv);
        pos.play_unchecked(mv);
        let spent = 60_000 * (i as u64 + 1);
        journal
            .append(&Entry {
                unix_ms: 0,
                event: Event::Move(MoveRecord {
                    san,
                    uci,
                    unix_ms: 0,
                    white_ms: Some(5_400_000 - spent),
                    black_ms: Some(5_400_000 - spent / 2),
                    draw_offer: false,
                }),
            })
            .unwrap();
    }
    let other = write(
        dir.path(),
        "b.txt",
        &game_one().replacen(" Bc4 ", " Bd3 ", 1),
    );
    let (code, out, err) = reconcile(&path, &other, &["--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    // 19. Bc4 / 19. Bd3 is half-move 37; the return point is after half-move 36.
    assert_eq!(report["agreed_plies"], 36);
    assert_eq!(
        report["clocks"],
        serde_json::json!([{"sheet": 1, "white_ms": 3_240_000u64, "black_ms": 4_320_000u64}])
    );
    let (_, text, _) = reconcile(&path, &other, &[]);
    assert!(
        text.contains("Clock recorded on sheet 1 at that point: White 0:54:00, Black 1:12:00."),
        "{text}"
    );
}

#[test]
fn bad_input_is_refused_with_a_sentence_and_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(dir.path(), "good.pgn", &game_one());
    let empty = write(dir.path(), "empty.txt", "1-0\n");
    let french = write(
        dir.path(),
        "french.txt",
        "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. O-O Fe7\n",
    );
    let missing = dir.path().join("missing.txt");
    let cases: Vec<(Vec<&str>, &Path, &str)> = vec![
        (
            vec!["--board", "white Ke1 Kd1; black Ke8"],
            &good,
            "board 1: impossible position: white has two kings; each side has exactly one.",
        ),
        (
            vec!["--board", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP"],
            &good,
            "board 1: impossible position: a white pawn stands on h1; pawns never stand on the first or last rank.",
        ),
        (
            vec![],
            &empty,
            "sheet 2 has no moves on it; give two scoresheets with the moves of the game.",
        ),
        (
            vec![],
            &french,
            "sheet 2 is not in a notation or language hektor reads (\"Cf3\" is not a move)",
        ),
        (vec![], &missing, "cannot be read"),
        (
            vec!["--board", "white Ke1 Xq9; black Ke8"],
            &good,
            "board 1: \"Xq9\" is not a colour, a piece or a square",
        ),
    ];
    for (extra, second, sentence) in cases {
        let (code, out, err) = reconcile(&good, second, &extra);
        assert_eq!(code, 2, "{extra:?} {second:?}: {out}{err}");
        assert!(err.contains(sentence), "{err}");
        assert!(out.is_empty());
    }
}

//! `hektor reconcile` as a user runs it: text and JSON reports, journals with clocks,
//! and bad input (exit code 2 with a sentence that says what is wrong).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use hektor::game::record::MoveRecord;
use hektor::games::chess::notate;
use hektor::games::journal::{Entry, Event, Journal};
use hektor::{games::chess::notation::replay, notation::movetext::read_movetext};
use serde_json::Value;
use shakmaty::{Chess, Position};

/// The first game of the club fixture (Lindqvist-Okafor, 37 moves).
fn game_one() -> String {
    let text = common::corpus::own_text("pgn/club.pgn");
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

/// Game one's final board without the black rook on f7, as a piece list.
fn without_black_rook() -> String {
    let mut board = final_board();
    board.remove_piece_at(shakmaty::Square::F7).unwrap();
    hektor::games::chess::reconcile::to_piece_list(&board)
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
    // Each board shows one sheet's last position, and neither is blamed for not
    // following the other sheet.
    assert_eq!(report["boards"][0]["shows_sheet"], 2);
    assert_eq!(report["boards"][1]["shows_sheet"], 1);
    assert_eq!(report["boards"][0]["explanation"], Value::Null);
    assert_eq!(report["boards"][1]["explanation"], Value::Null);

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
        rules: Default::default(),
        tags: Box::default(),
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
                    written: false,
                }),
            })
            .unwrap();
    }
    let other = write(
        dir.path(),
        "b.txt",
        &game_one().replacen(" Nf1 ", " Nb3 ", 1),
    );
    let (code, out, err) = reconcile(&path, &other, &["--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    // 12. Nf1 / 12. Nb3 is half-move 23; the return point is after half-move 22.
    assert_eq!(report["agreed_plies"], 22);
    assert_eq!(
        report["clocks"],
        serde_json::json!([{"sheet": 1, "white_ms": 4_080_000u64, "black_ms": 4_740_000u64}])
    );
    let (_, text, _) = reconcile(&path, &other, &[]);
    assert!(
        text.contains("Clock recorded on sheet 1 at that point: White 1:08:00, Black 1:19:00."),
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
            "Board 1: impossible position: White has two kings; each side has exactly one.",
        ),
        (
            vec!["--board", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP"],
            &good,
            "Board 1: impossible position: a white pawn stands on h1; pawns never stand on the first or last rank.",
        ),
        (
            vec![],
            &empty,
            "Sheet 2 has no moves on it; give two scoresheets with the moves of the game.",
        ),
        (
            vec![],
            &french,
            "Sheet 2 is not in a notation or language hektor reads (“Cf3” is not a move)",
        ),
        (
            vec![],
            &missing,
            "does not exist. Check the name and the folder.",
        ),
        (
            vec!["--board", "white Ke1 Xq9; black Ke8"],
            &good,
            "Board 1: “Xq9” is not a side, a piece or a square",
        ),
    ];
    for (extra, second, sentence) in cases {
        let (code, out, err) = reconcile(&good, second, &extra);
        assert_eq!(code, 2, "{extra:?} {second:?}: {out}{err}");
        assert!(err.contains(sentence), "{err}");
        assert!(out.is_empty());
    }
}

/// `hektor reconcile --style san` on two sheets written to files, with `extra` options.
fn reconcile_texts(first: &str, second: &str, extra: &[&str]) -> (i32, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.txt", first);
    let b = write(dir.path(), "b.txt", second);
    let mut args = vec!["--style", "san"];
    args.extend_from_slice(extra);
    reconcile(&a, &b, &args)
}

#[test]
fn a_capture_that_lands_on_an_empty_square_still_explains_the_board() {
    let sheet = "1. Nf3 Nc6 2. Nd4 Nxd4\n";
    let (code, out, err) = reconcile_texts(
        sheet,
        sheet,
        &["--board", "r1bqkbnr/pppppppp/8/4N3/3n4/8/PPPPPPPP/RNBQKB1R"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "Explanation: at move 2, White, the scoresheets record Nd4, but Ne5 was played on this board."
        ),
        "{out}"
    );
}

#[test]
fn the_arbiter_hears_who_restores_and_what_to_take_back() {
    // Sheet 1 (German letters) and sheet 2 differ at 2... Sc6 / Nf6. The sighted
    // player's board shows sheet 1's record, the blind player's board sheet 2's.
    let german = "1. e4 e5 2. Sf3 Sc6 3. Lb5\n";
    let english = "1. e4 e5 2. Nf3 Nf6\n";
    let sighted = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R";
    let blind = "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R";
    let (code, out, err) = reconcile_texts(
        german,
        english,
        &[
            "--board",
            &format!("sighted:{sighted}"),
            "--board",
            &format!("blind:{blind}"),
        ],
    );
    assert_eq!(code, 0, "{err}");
    let expected = [
        "The scoresheets agree for 3 half-moves and first differ at move 2, Black: sheet 1 has Sc6 (Nc6), sheet 2 has Nf6.",
        "With the arbiter, the players set up on their boards the last position where the scoresheets agree: move 2, Black to move. This report changes no record.",
        "The arbiter adjusts the clocks to that position.",
        "Board 1 shows the position of sheet 1 after move 3, White.",
        "The sighted player returns board 1, with the arbiter, to the position where the scoresheets agree.",
        "Take back 2 moves, the last first:",
        "Move 3, White: take back Lb5 (Bb5).",
        "White: move the bishop from b5 to f1.",
        "Move 2, Black: take back Sc6 (Nc6).",
        "Black: move the knight from c6 to b8.",
        "Board 2 shows the position of sheet 2 after move 2, Black.",
        "The blind player returns board 2, with the arbiter, to the position where the scoresheets agree.",
        "Take back one move, the last first:",
        "Move 2, Black: take back Nf6.",
    ];
    let lines: Vec<&str> = out.lines().collect();
    let mut at = 0;
    for line in expected {
        let found = lines[at..].iter().position(|l| *l == line);
        assert!(found.is_some(), "missing or out of order: {line}\n{out}");
        at += found.unwrap_or(0) + 1;
    }
    assert!(!out.contains("Explanation"), "{out}");
    let (_, json, _) = reconcile_texts(
        german,
        english,
        &["--format", "json", "--board", &format!("sighted:{sighted}")],
    );
    let report: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(report["adjust_clocks"], true);
    assert_eq!(
        report["divergence"]["written"],
        serde_json::json!(["Sc6", "Nf6"])
    );
    let board = &report["boards"][0];
    assert_eq!(board["player"], "sighted");
    assert_eq!(board["shows_plies"], 5);
    assert_eq!(board["take_back"][0]["written"], "Lb5");
    assert_eq!(board["take_back"][1]["san"], "Nc6");
}

#[test]
fn sheets_that_agree_name_the_player_who_restores() {
    let sheet = "1. e4 e5 2. Nf3 Nc6\n";
    let (code, out, err) = reconcile_texts(
        sheet,
        "1. e4 e5 2. Sf3 Sc6\n",
        &[
            "--board",
            "blind:r1bqkbnr/pppp1ppp/2n5/4p3/4P3/7N/PPPP1PPP/RNBQKB1R",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("The blind player restores on board 1 the position the scoresheets record."),
        "{out}"
    );
    assert!(
        out.contains("the scoresheets record Nf3 / Sf3 (Nf3), but Nh3 was played"),
        "{out}"
    );
    assert!(!out.contains("adjusts the clocks"), "{out}");
}

#[test]
fn boards_in_russian_ukrainian_polish_letters_and_figurines_are_read() {
    let sheet = "1. e4 e5\n";
    let after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR";
    for list in [
        "белые Крe1 Фd1 Лa1 Лh1 Сc1 Сf1 Кb1 Кg1 a2 b2 c2 d2 e4 f2 g2 h2; чёрные Крe8 Фd8 Лa8 Лh8 Сc8 Сf8 Кb8 Кg8 a7 b7 c7 d7 e5 f7 g7 h7",
        "білі Крe1 Фd1 Тa1 Тh1 Сc1 Сf1 Кb1 Кg1 a2 b2 c2 d2 e4 f2 g2 h2; чорні Крe8 Фd8 Тa8 Тh8 Сc8 Сf8 Кb8 Кg8 a7 b7 c7 d7 e5 f7 g7 h7",
        "białe Ke1 Hd1 Wa1 Wh1 Gc1 Gf1 Sb1 Sg1 a2 b2 c2 d2 e4 f2 g2 h2; czarne Ke8 Hd8 Wa8 Wh8 Gc8 Gf8 Sb8 Sg8 a7 b7 c7 d7 e5 f7 g7 h7",
        "white ♔e1 ♕d1 ♖a1 ♖h1 ♗c1 ♗f1 ♘b1 ♘g1 a2 b2 c2 d2 e4 f2 g2 h2; black ♚e8 ♛d8 ♜a8 ♜h8 ♝c8 ♝f8 ♞b8 ♞g8 a7 b7 c7 d7 e5 f7 g7 h7",
    ] {
        let (code, out, err) = reconcile_texts(sheet, sheet, &["--board", list]);
        assert_eq!(code, 0, "{list}: {err}");
        assert!(out.contains("Board 1 is correct."), "{list}: {out}");
    }
    let (code, out, _) = reconcile_texts(sheet, sheet, &["--board", after]);
    assert_eq!(code, 0);
    assert!(out.contains("Board 1 is correct."), "{out}");
}

/// Three games in one PGN file.
const THREE_GAMES: &str = "[Event \"A\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
[Event \"B\"]\n[White \"Cesar\"]\n[Black \"David\"]\n\n1. d4 d5 2. c4 0-1\n\n\
[Event \"C\"]\n[White \"Eva\"]\n[Black \"Felix\"]\n\n1. c4 e5 *\n";

#[test]
fn a_pgn_file_with_several_games_reads_the_game_asked_for_and_says_which() {
    let (code, out, err) = reconcile_texts(
        THREE_GAMES,
        "1. d4 d5 2. c4\n",
        &["--game", "2", "--game", "1"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Sheet 1 is game 2 of 3 in its file: White Cesar, Black David."),
        "{out}"
    );
    assert!(
        out.contains("The scoresheets agree: 3 half-moves."),
        "{out}"
    );
    // Without --game, game 1 is read, and the report says so.
    let (_, out, _) = reconcile_texts(THREE_GAMES, "1. e4 e5 2. Nf3\n", &[]);
    assert!(out.contains("Sheet 1 is game 1 of 3 in its file"), "{out}");
    assert!(
        out.contains("The scoresheets agree: 3 half-moves."),
        "{out}"
    );
    let (code, out, err) = reconcile_texts(THREE_GAMES, "1. e4\n", &["--game", "4"]);
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("Sheet 1 (")
            && err.contains(
                "The file has 3 games, so there is no game 4. Give --game with a number from 1 to 3."
            ),
        "{err}"
    );
}

#[test]
fn a_numbered_sheet_with_a_move_left_out_agrees_with_the_full_sheet() {
    let full = game_one();
    let short = full.replacen("22. Nxc4 Qxd4 ", "22. Nxc4 ", 1);
    assert_ne!(short, full);
    let (code, out, err) = reconcile_texts(&full, &short, &["--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["verdict"], "sheets-agree");
    assert_eq!(report["agreed_plies"], 74);
}

#[test]
fn the_same_gap_on_both_sheets_is_decided_by_the_board() {
    let sheet = "1. d4 - 2. c4 g6\n";
    let board = "rnbqkb1r/pppppp1p/5np1/8/2PP4/8/PP2PPPP/RNBQKBNR";
    let (code, out, err) = reconcile_texts(sheet, sheet, &["--board", board]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("The scoresheets agree: 4 half-moves."),
        "{out}"
    );
    assert!(
        out.contains("Neither sheet has move 1, Black, and 18 moves fit the moves that follow (")
            && out.contains("the boards show Nf6."),
        "{out}"
    );
    assert!(out.contains("Board 1 is correct."), "{out}");
}

#[test]
fn the_same_ambiguous_entry_on_both_sheets_lists_its_candidates() {
    let sheet = "1. e4 d6 2. d4 Nf6 3. Nc3 Nd7 4. f4\n";
    let (code, out, err) = reconcile_texts(sheet, sheet, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("The scoresheets agree: 7 half-moves."),
        "{out}"
    );
    assert!(
        out.contains("Move 3, Black: the sheets have Nd7, which fits 2 moves (Nbd7, Nfd7); nothing shows which, so this report takes Nbd7: ask the players."),
        "{out}"
    );
}

#[test]
fn one_game_number_for_both_sheets_reads_a_single_game_file_whole() {
    let (code, out, err) = reconcile_texts(THREE_GAMES, "1. c4 e5\n", &["--game", "3"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Sheet 1 is game 3 of 3 in its file: White Eva, Black Felix."),
        "{out}"
    );
    assert!(
        out.contains("The scoresheets agree: 2 half-moves."),
        "{out}"
    );
}

#[test]
fn a_reader_that_stops_early_does_not_crash_the_report() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pgn", &game_one());
    let mut child = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .args(["--speech", "none", "reconcile", "--sheet"])
        .arg(&a)
        .arg("--sheet")
        .arg(&a)
        .args(["--format", "json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let status = child.wait().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(!err.contains("panicked"), "{err}");
    // A report nobody read is no success: the closed pipe's code, as a shell gives it.
    assert_eq!(status.code(), Some(141), "{err}");
}

/// `--game 2` when no sheet has a game 2 compares nothing: it names sheet 1's single game
/// (a plural of the UI language), given once for both sheets or once for each.
#[test]
fn a_game_number_no_sheet_has_is_refused_with_the_count() {
    for games in [&["--game", "2"][..], &["--game", "2", "--game", "2"]] {
        let (code, out, err) = reconcile_texts("1. e4 e5\n", "1. e4 e5\n", games);
        assert_eq!(code, 2, "{games:?}: {out}");
        assert!(out.is_empty(), "{games:?}: nothing is compared: {out}");
        assert!(
            err.contains(
                "The file has one game, so there is no game 2. Give --game 1 for this file, \
                 or leave --game out."
            ),
            "{games:?}: {err}"
        );
    }
    // A single-game sheet with a file that has game 2 is still read whole.
    let (code, out, err) = reconcile_texts(THREE_GAMES, "1. d4 d5 2. c4\n", &["--game", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("The scoresheets agree: 3 half-moves."),
        "{out}"
    );
}

/// The report's counts are one number: the half-moves both sheets have and agree on; a
/// sheet that stops is said once, with that number; going back is what the players do
/// on their boards, and the record stays as it is.
#[test]
fn the_report_counts_what_both_sheets_agree_on_and_says_what_to_do_on_the_boards() {
    let (code, out, err) =
        reconcile_texts("1. e4 e5 2. Nf3\n", "1. e4 e5 2. Nf3 Nc6 3. Bb5\n", &[]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "The scoresheets agree for 3 half-moves, as far as sheet 1 goes: it stops there, \
             unfinished, not different; with sheet 2 the record has 5 half-moves.",
            "The correct position is the one after the last recorded move: move 3, Black to move.",
        ],
        "{out}"
    );
    assert!(!out.contains("agree: 5"), "{out}");
    assert_eq!(out.matches("3 half-moves").count(), 1, "{out}");

    let (_, out, _) = reconcile_texts(
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n",
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5\n",
        &[],
    );
    assert!(
        out.contains(
            "With the arbiter, the players set up on their boards the last position where \
             the scoresheets agree: move 3, White to move. This report changes no record."
        ),
        "{out}"
    );
    assert!(
        out.contains("The arbiter adjusts the clocks to that position."),
        "{out}"
    );
    assert!(
        !out.contains("goes back") && !out.contains("returns"),
        "{out}"
    );
}

/// Issue 38: a game file kept in tournament mode is one sheet of a reconciliation: its
/// moves as written (loose forms such as `e2e4` and `Bh6` for `Bxh6` read as the one move
/// they fit) are the sheet's moves, and its move that is not legal is where it first
/// differs from the other sheet, named as written.
#[test]
fn a_game_kept_as_written_is_a_sheet_with_its_moves_as_written() {
    use common::games::{WRITTEN_LEGAL, written_game};
    let dir = tempfile::tempdir().unwrap();
    let mut moves = WRITTEN_LEGAL.to_vec();
    moves.extend(["Qd7", "Qd6"]);
    let game = dir.path().join("game.jsonl");
    written_game(&game, hektor::games::Rules::Chess, &moves, None);
    let mut other = String::new();
    let mut pos = Chess::default();
    for (n, written) in WRITTEN_LEGAL.iter().chain(&["exd5", "Qd6"]).enumerate() {
        let mv = hektor::games::chess::notation::parse_move(&pos, written).unwrap();
        if n % 2 == 0 {
            other.push_str(&format!("{}. ", n / 2 + 1));
        }
        other.push_str(&notate(&pos, mv).0);
        other.push(' ');
        pos.play_unchecked(mv);
    }
    let other = write(dir.path(), "other.pgn", &format!("{other}*\n"));
    let (code, out, err) = reconcile(&game, &other, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(
            "The scoresheets agree for 44 half-moves and first differ at move 23, White: \
             sheet 1 has Qd7, sheet 2 has exd5"
        ),
        "{out}"
    );
    assert!(
        out.contains("Sheet 1, move 23, White: Qd7 is not a legal move"),
        "{out}"
    );
}

//! `hektor reconcile` for draughts (seed 003 IV.13.11), as a user runs it: two PDN
//! scoresheets of a game of the own fixtures (Петренко-Зуйков, `tests/fixtures/pdn/
//! russian.pdn`), one with a mis-executed capture or a move left out, and boards given as
//! piece lists.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};

use hektor::games::draughts::reconcile::Men;
use hektor_draughts::notation::{self, Resolved};
use hektor_draughts::{Position, Variant};

/// The first game of `russian.pdn`: tags and moves, LF line ends.
fn game_one() -> String {
    let text = common::corpus::own_text("pdn/russian.pdn").replace("\r\n", "\n");
    let game = text.split("\n\n[White").next().unwrap();
    format!("{game}\n")
}

/// Game one with `from` written as `to`.
fn changed(from: &str, to: &str) -> String {
    let game = game_one();
    assert!(game.contains(from), "{from} is in the game");
    game.replacen(from, to, 1)
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// `hektor --lang LANG reconcile --sheet A --sheet B EXTRA`: (exit code, stdout lines,
/// stderr).
fn reconcile(
    dir: &Path,
    lang: &str,
    a: &Path,
    b: &Path,
    extra: &[&str],
) -> (i32, Vec<String>, String) {
    let mut args = vec![
        "--lang",
        lang,
        "reconcile",
        "--sheet",
        a.to_str().unwrap(),
        "--sheet",
        b.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let out = common::run_in(dir, &args);
    (
        out.status.code().unwrap_or(-1),
        common::lines(&out),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The board after the first `plies` moves of the PDN `sheet` (8x8, from its FEN tag).
fn board_after(sheet: &str, plies: usize) -> Position {
    let fen = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
    let mut pos = Position::from_fen(Variant::Russian, fen).unwrap();
    let moves = sheet
        .split("\n\n")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .filter(|word| !word.ends_with('.'));
    for word in moves.take(plies) {
        let written = notation::read(Variant::Russian, word).unwrap();
        let Resolved::Move(mv) = notation::resolve(Variant::Russian, &written, &pos.legal_moves())
        else {
            panic!("{word} is not a legal move");
        };
        pos = pos.play(&mv).unwrap();
    }
    pos
}

fn contains(lines: &[String], line: &str) {
    assert!(
        lines.iter().any(|l| l == line),
        "missing {line:?} in\n{}",
        lines.join("\n")
    );
}

#[test]
fn a_mis_executed_capture_on_one_sheet_returns_to_the_agreed_position() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pdn", &game_one());
    // Sheet 2 recaptures 7. d2:b4 where the game went 7. b2:d4.
    let b = write(dir.path(), "b.pdn", &changed("7. b2:d4", "7. d2:b4"));
    let (code, lines, err) = reconcile(dir.path(), "en", &a, &b, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        lines[..3],
        [
            "The scoresheets agree for 12 half-moves and first differ at move 7, White: sheet 1 has b2:d4 (b two takes d four), sheet 2 has d2:b4 (d two takes b four).",
            "With the arbiter, the players set up on their boards the last position where the scoresheets agree: move 7, White to move. This report changes no record.",
            "The arbiter adjusts the clocks to that position.",
        ]
    );
    let (code, lines, err) = reconcile(dir.path(), "ru", &a, &b, &[]);
    assert_eq!(code, 0, "{err}");
    contains(
        &lines,
        "Бланки записи совпадают на протяжении 12 полуходов и впервые расходятся на ходу 7, белые: в бланке 1 b2:d4 (бэ два бьёт дэ четыре), в бланке 2 d2:b4 (дэ два бьёт бэ четыре).",
    );
    contains(
        &lines,
        "Вместе с арбитром игроки расставляют на своих досках последнюю позицию, где бланки совпадают: ход 7, очередь хода: белые. Этот отчёт не меняет никакой записи.",
    );
}

#[test]
fn a_board_given_as_a_piece_list_that_follows_one_sheet_is_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pdn", &game_one());
    let wrong = changed("7. b2:d4", "7. d2:b4");
    let b = write(dir.path(), "b.pdn", &wrong);
    // The blind player's board shows sheet 2 after 7. d2:b4, written square by square.
    let list = Men::of(&board_after(&wrong, 13)).to_piece_list();
    assert_eq!(
        list,
        "white b4 h4 e3 b2 f2 h2 a1 c1 e1; black b8 d8 f8 h8 a7 g7 b6 d6 h6"
    );
    let board = format!("blind:{list}");
    let (code, lines, err) = reconcile(dir.path(), "ru", &a, &b, &["--board", &board]);
    assert_eq!(code, 0, "{err}");
    let at = lines
        .iter()
        .position(|l| l.starts_with("Доска 1 показывает"))
        .unwrap();
    assert_eq!(
        lines[at..],
        [
            "Доска 1 показывает позицию бланка 2 после хода 7, белые.",
            "Незрячий игрок вместе с арбитром возвращает доску 1 к позиции, где бланки совпадают.",
            "Вернуть 1 ход, начиная с последнего:",
            "Ход 7, белые: вернуть d2:b4 (дэ два бьёт бэ четыре).",
            "Белые: шашка с поля бэ четыре на поле дэ два.",
            "Чёрные: поставить шашку на поле цэ три.",
            "Ни один отдельный неверно выполненный ход не объясняет позицию на доске 1.",
        ]
    );
    // The same board by square numbers (8x8 squares count from b8 = 1).
    let numbers = "sighted:white 22-25 27 29-32 Kx; black 1-2";
    let (code, lines, err) = reconcile(dir.path(), "en", &a, &b, &["--board", numbers]);
    assert_eq!(code, 2, "a king without a square is refused");
    assert!(lines.is_empty(), "{lines:?}");
    assert!(
        err.contains("Board 1: “Kx” is neither a side, a square nor a range of squares"),
        "{err}"
    );
}

#[test]
fn a_move_left_out_of_a_numbered_sheet_is_filled_by_the_other() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pdn", &game_one());
    let b = write(dir.path(), "b.pdn", &changed("7. b2:d4 b8-c7", "7. b2:d4"));
    let (code, lines, err) = reconcile(dir.path(), "en", &a, &b, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        lines,
        [
            "The scoresheets agree: 50 half-moves.",
            "Sheet 2 has no entry at move 7, Black; the move of sheet 1, b eight, c seven, fills the gap.",
            "The correct position is the one after the last recorded move: move 26, White to move.",
        ]
    );
}

#[test]
fn the_json_report_names_draughts_pieces_and_squares_by_number() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pdn", &game_one());
    let b = write(dir.path(), "b.pdn", &changed("7. b2:d4", "7. d2:b4"));
    let list = Men::of(&board_after(&changed("7. b2:d4", "7. d2:b4"), 13)).to_piece_list();
    let (code, lines, err) = reconcile(
        dir.path(),
        "en",
        &a,
        &b,
        &["--format", "json", "--board", &list],
    );
    assert_eq!(code, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&lines.join("\n")).unwrap();
    assert_eq!(report["verdict"], "sheets-diverge");
    assert_eq!(report["return_to"]["move_number"], 7);
    assert_eq!(report["return_to"]["side_to_move"], "white");
    assert!(
        report["return_to"]["fen"]
            .as_str()
            .unwrap()
            .starts_with("W:W")
    );
    let undo = &report["boards"][0]["take_back"][0]["corrections"];
    assert_eq!(undo[0]["piece"], "man");
    assert_eq!(undo[0]["color"], "white");
    // Squares as the 8x8 sheet writes them.
    assert_eq!(
        (&undo[0]["from"], &undo[0]["to"]),
        (&"b4".into(), &"d2".into())
    );
    assert_eq!(undo[1]["action"], "place");
    assert_eq!(undo[1]["to"], "c3");
}

#[test]
fn a_capture_executed_another_way_on_the_board_is_explained() {
    let dir = tempfile::tempdir().unwrap();
    // Both sheets stop after 7. b2:d4; the board shows 7. d2:b4 instead.
    let game = game_one();
    let cut = game.find(" b8-c7 8.").unwrap();
    let sheet = write(dir.path(), "a.pdn", &format!("{}\n", &game[..cut]));
    let board = Men::of(&board_after(&changed("7. b2:d4", "7. d2:b4"), 13)).to_piece_list();
    let (code, lines, err) = reconcile(dir.path(), "en", &sheet, &sheet, &["--board", &board]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        lines.last().unwrap(),
        "Explanation: at move 7, White, the scoresheets record b2:d4 (b two takes d four), but d two takes b four was played on this board."
    );
    contains(&lines, "White: move the man from b four to d four.");
}

#[test]
fn a_sheet_with_a_move_that_is_not_draughts_notation_is_refused_with_the_move_named() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pdn", &game_one());
    let b = write(dir.path(), "b.pdn", &changed("7. b2:d4", "7. b2:d9"));
    let (code, lines, err) = reconcile(dir.path(), "uk", &a, &b, &[]);
    assert_eq!(code, 2);
    assert!(lines.is_empty(), "{lines:?}");
    assert!(
        err.contains("рядок 10: «b2:d9» не є ходом у шашковій нотації"),
        "{err}"
    );
}

#[test]
fn a_draughts_game_journal_is_a_sheet_and_tells_the_game_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.jsonl");
    // hektor kept the first six moves of the game in an assistant session.
    let mut command = common::hektor(&dir.path().join("home"));
    command
        .args([
            "--rules",
            "draughts-64",
            "play",
            "--plain",
            "--mode",
            "assistant",
        ])
        .arg("--save")
        .arg(&journal);
    let input = "a3-b4\ny\nd6-c5\ny\nb4:d6\ny\nc7:e5\ny\ng3-f4\ny\ne5:g3\ny\n";
    let played = common::run_with_input(command, input.as_bytes());
    assert!(played.status.success());
    let b = write(dir.path(), "b.pdn", &changed("7. b2:d4", "7. d2:b4"));
    // No --rules: the journal says it is draughts-64.
    let (code, lines, err) = reconcile(dir.path(), "en", &journal, &b, &[]);
    assert_eq!(code, 0, "{err}");
    // One count, said once: the 6 half-moves both sheets have (the journal's), not 15.
    assert_eq!(
        lines[0],
        "The scoresheets agree for 6 half-moves, as far as sheet 1 goes: it stops there, \
         unfinished, not different; with sheet 2 the record has 15 half-moves."
    );
    assert!(
        !lines.iter().any(|l| l.contains("stops after")),
        "{lines:#?}"
    );
}

#[test]
fn sheets_typed_by_square_number_are_told_as_draughts_100_without_rules() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(
        dir.path(),
        "a.txt",
        "1. 32-28 17-22 2. 28x17 12x21 3. 31-26 7-12\n",
    );
    let b = write(
        dir.path(),
        "b.txt",
        "1. 32-28 17-22 2. 28x17 11x22 3. 31-26 7-12\n",
    );
    let (code, lines, err) = reconcile(dir.path(), "pl", &a, &b, &["--board", "W:W31-50:B1-20"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        lines[..2],
        [
            "Blankiety są zgodne przez 3 półruchy i pierwszy raz różnią się w posunięciu 2, czarne: blankiet 1 ma 12x21 (dwanaście bije dwadzieścia jeden), blankiet 2 ma 11x22 (jedenaście bije dwadzieścia dwa).",
            "Wraz z sędzią zawodnicy ustawiają na swoich szachownicach ostatnią pozycję, w której blankiety są zgodne: posunięcie 2, ruch mają czarne. Ten raport nie zmienia żadnego zapisu.",
        ]
    );
}

#[test]
fn sheets_writing_blacks_first_move_as_1_dot_dots_or_1_dots_agree() {
    let dir = tempfile::tempdir().unwrap();
    let moves = "35-40 2. 45x34 10-14 3. 9x20 15x33 1-0\n";
    let fen = "[FEN \"B:W9,29,45,50:B10,15,35\"]\n\n";
    let a = write(dir.path(), "a.pdn", &format!("{fen}1. ... {moves}"));
    let b = write(dir.path(), "b.pdn", &format!("{fen}1... {moves}"));
    let (code, lines, err) = reconcile(dir.path(), "en", &a, &b, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        lines,
        [
            "The scoresheets agree: 5 half-moves.",
            "The correct position is the one after the last recorded move: move 4, White to move.",
        ]
    );
}

#[test]
fn a_quiet_move_written_with_a_colon_on_one_sheet_is_the_same_move() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.pdn", &game_one());
    let b = write(dir.path(), "b.pdn", &changed("24. b2-c3", "24. b2:c3"));
    let (code, lines, err) = reconcile(dir.path(), "en", &a, &b, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines[0], "The scoresheets agree: 50 half-moves.");
}

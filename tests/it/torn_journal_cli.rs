//! A saved game whose last line a crash cut off: `hektor export` and `hektor reconcile`
//! say that the entry is left out (as a resumed game does), in the UI language, and
//! still do their work with the intact entries; clock readings no game gives are damaged
//! entries for export, replay and a resumed game alike.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use hektor::game::MoveRecord;
use hektor::games::journal::{Entry, Event, Journal};

use common::run_in as hektor;

/// A saved game of 1. e4 e5 2. Nf3, then the move Nc6 cut off in the middle of its line
/// (or, with `mid_word`, cut off before its SAN was written).
fn torn_game(dir: &Path, name: &str, mid_word: bool) -> PathBuf {
    let path = dir.join(name);
    let start = Event::Start {
        rules: Default::default(),
        tags: Box::default(),
        start_fen: None,
        settings: serde_json::Value::Null,
    };
    let mut journal = Journal::create(&path, start, 0).unwrap();
    for (san, uci) in [("e4", "e2e4"), ("e5", "e7e5"), ("Nf3", "g1f3")] {
        let event = Event::Move(MoveRecord {
            san: san.to_owned(),
            uci: uci.to_owned(),
            unix_ms: 1,
            white_ms: None,
            black_ms: None,
            draw_offer: false,
            written: false,
        });
        journal.append(&Entry { unix_ms: 1, event }).unwrap();
    }
    drop(journal);
    let torn: &[u8] = if mid_word {
        br#"{"at_ms":5,"event":"mo"#
    } else {
        br#"{"at_ms":5,"event":"move","san":"Nc6","uci":"b8"#
    };
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend_from_slice(torn);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn export_says_the_torn_last_move_is_left_out() {
    let dir = tempfile::tempdir().unwrap();
    torn_game(dir.path(), "game.jsonl", false);
    let out = hektor(dir.path(), &["export", "game.jsonl", "--format", "pgn"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let pgn = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(pgn.contains("1. e4 e5 2. Nf3 *"), "{pgn}");
    assert_eq!(
        stderr(&out).trim_end(),
        "game.jsonl: The last entry, cut off when hektor stopped, is left out: the move Nc6."
    );

    let out = hektor(
        dir.path(),
        &["--lang", "ru", "export", "game.jsonl", "--format", "brf"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out).trim_end(),
        "game.jsonl: Последняя запись, оборванная при остановке программы hektor, пропущена: ход Nc6."
    );
}

#[test]
fn reconcile_says_which_sheet_lost_its_torn_last_entry() {
    let dir = tempfile::tempdir().unwrap();
    torn_game(dir.path(), "a.jsonl", true);
    std::fs::write(dir.path().join("b.txt"), "1. e4 e5 2. Nf3\n").unwrap();
    let out = hektor(
        dir.path(),
        &[
            "--lang",
            "uk",
            "reconcile",
            "--sheet",
            "a.jsonl",
            "--sheet",
            "b.txt",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out).trim_end(),
        r#"a.jsonl: Останній запис, обірваний, коли hektor зупинився, пропущено: {"at_ms":5,"event":"mo"#
    );
    // The sheets agree on the three intact moves.
    let report = String::from_utf8(out.stdout).unwrap();
    assert!(!report.is_empty());

    // An intact game file is read without a word.
    std::fs::write(dir.path().join("c.txt"), "1. e4 e5\n").unwrap();
    let out = hektor(
        dir.path(),
        &["reconcile", "--sheet", "c.txt", "--sheet", "b.txt"],
    );
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));
}

/// A torn last line of 1 MB is named by its line in a bounded sentence, never printed
/// whole on one line.
#[test]
fn a_torn_line_of_a_megabyte_is_named_in_bounded_form() {
    let dir = tempfile::tempdir().unwrap();
    let path = torn_game(dir.path(), "game.jsonl", true);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend(std::iter::repeat_n(b'x', 1_000_000));
    std::fs::write(&path, bytes).unwrap();
    let out = hektor(dir.path(), &["export", "game.jsonl", "--format", "pgn"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(said.len() < 3_000, "{} bytes said", said.len());
    // Longer than any entry hektor writes, it is never read whole: named by its line.
    assert!(
        said.contains("Line 5 of the game file game.jsonl cannot be used (it is longer than any entry hektor writes)"),
        "{said}"
    );
}

/// A saved game of 1. e4 e5 under G/10 whose move e4 gives White `i64::MAX` ms and whose
/// last clock reading gives Black `u64::MAX` ms: readings no game's clock can hold.
fn game_with_impossible_clocks(home: &Path) -> PathBuf {
    let save = home.join("clocks.jsonl");
    let output = common::timed_game(home, "G/10", &save, b"e4\ny\ne5\ny\n");
    assert!(output.status.success(), "{output:?}");
    let text = std::fs::read_to_string(&save).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let e4 = lines
        .iter()
        .position(|line| line.contains(r#""uci":"e2e4""#))
        .unwrap();
    let (head, tail) = lines[e4].split_once(r#""white_ms":"#).unwrap();
    let tail = tail.trim_start_matches(|c: char| c.is_ascii_digit());
    lines[e4] = format!(r#"{head}"white_ms":{}{tail}"#, i64::MAX);
    lines.push(format!(
        r#"{{"at_ms":1,"event":"clock","white_ms":600000,"black_ms":{},"running":false}}"#,
        u64::MAX
    ));
    std::fs::write(&save, lines.join("\n") + "\n").unwrap();
    save
}

/// The huge readings, as hours or as a `[%clk]`, in any output.
fn says_a_huge_time(text: &str) -> bool {
    ["2562047788015", "5124095576030", "9223372036854775807"]
        .iter()
        .any(|huge| text.contains(huge))
}

#[test]
fn a_clock_reading_no_game_gives_is_a_damaged_entry_in_export_replay_and_resume() {
    let home = tempfile::tempdir().unwrap();
    let save = game_with_impossible_clocks(home.path());
    let file = save.display();

    let out = hektor(home.path(), &["export", "clocks.jsonl", "--format", "pgn"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let pgn = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(pgn.contains("1. e4 "), "{pgn}");
    assert!(!says_a_huge_time(&pgn), "{pgn}");
    let said = stderr(&out);
    assert!(
        said.contains("was damaged; its move e4 was read from what remained."),
        "{said}"
    );
    assert!(
        said.contains("cannot be used (its clock reading is more time than the game can give)"),
        "{said}"
    );

    let mut command = common::hektor(home.path());
    command.args(["replay", "--plain"]).arg(&save);
    let out = common::run_with_input(command, b"n\nclock\nquit\n");
    let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out));
    assert!(!says_a_huge_time(&all), "{all}");
    assert!(
        all.contains("its clock reading is more time than the game can give"),
        "{all}"
    );

    let mut command = common::hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let out = common::run_with_input(command, b"y\ntime\n");
    let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out));
    assert!(!says_a_huge_time(&all), "{all}");
    assert!(
        all.contains(&format!("Line 5 of the game file {file} cannot be used (its clock reading is more time than the game can give) and is left out")),
        "{all}"
    );
    assert!(
        all.contains(&format!(
            "Line 2 of the game file {file} was damaged; its move e4"
        )),
        "{all}"
    );
    assert!(all.contains("White: 10 minutes, 1 move made"), "{all}");
}

#[test]
fn a_clock_reading_dated_before_any_time_is_resumed_without_a_crash() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("dated.jsonl");
    let output = common::timed_game(home.path(), "G/10", &save, b"e4\ny\n");
    assert!(output.status.success(), "{output:?}");
    let mut text = std::fs::read_to_string(&save).unwrap();
    text.push_str(&format!(
        r#"{{"at_ms":{},"event":"clock","white_ms":500000,"black_ms":600000,"running":false}}"#,
        i64::MIN
    ));
    text.push('\n');
    std::fs::write(&save, text).unwrap();
    let mut command = common::hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let out = common::run_with_input(command, b"time\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("White: 8 minutes 20 seconds"), "{said}");
}

//! `reconcile FILE` and board entry in a plain-mode game: the binary reads the other
//! scoresheet, the board typed line by line, and says the report; bad input gets
//! sentences; the game's record is not changed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{hektor, journal_uci, lines, run_with_input};

#[test]
fn a_plain_session_reconciles_its_record_with_a_sheet_and_a_board() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let sheet = home.path().join("bert.txt");
    std::fs::write(&sheet, "1. e4 e5\n2. Sf3 Sc6\n").unwrap();
    let missing = home.path().join("nothing.txt");
    let mut input = String::from("e4\ny\ne5\ny\nNf3\ny\nNc6\ny\n");
    input.push_str(&format!("reconcile {}\n", missing.display()));
    input.push_str("board done\nboard\nwhite\n");
    // Russian and Polish letters and figurines, as the move reader takes them.
    input.push_str("Крe1 Фd1 Лa1 ♖h1 Bc1 Bf1 Nb1 Nf3\na2 b2 c2 d2 e4 f2 g2 h2\n");
    input.push_str("%%% garbage ###\nNc3\nremove c3\nblack\n");
    input.push_str("Ke8 Hd8 Wa8 Wh8 Gc8 Gf8 Na6 Ng8\na7 b7 c7 d7 e5 f7 g7 h7\n");
    input.push_str("board done\n");
    input.push_str(&format!("reconcile {}\n", sheet.display()));
    input.push_str("quit\n");
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--save"]).arg(&save);
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    let has = |start: &str| said.iter().any(|l| l.starts_with(start));
    assert!(
        has(&format!(
            "The file {} does not exist. Check the name and the folder.",
            missing.display()
        )),
        "{said:?}"
    );
    assert!(has("No board is being entered"), "{said:?}");
    assert!(has("Board 1: name the side"), "{said:?}");
    assert!(has("Not entered: “%%%”"), "{said:?}");
    assert!(
        said.iter()
            .filter(|l| l.starts_with("Not entered"))
            .all(|l| l.contains("not moves")),
        "{said:?}"
    );
    assert!(has("Board 1: White: king"), "{said:?}");
    assert!(
        said.contains(&"The scoresheets agree: 4 half-moves.".to_owned()),
        "{said:?}"
    );
    assert!(has("Board 1 needs one correction"), "{said:?}");
    assert!(has("Explanation: at move 2, Black"), "{said:?}");
    // Nc3 during board entry put a knight on c3 of the board (then removed), not a move.
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

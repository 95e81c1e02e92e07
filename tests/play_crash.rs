//! A session killed with SIGKILL mid-game loses nothing that was confirmed: `--resume`
//! restores every confirmed move and the clock readings, also after a torn last line.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::io::{BufRead, BufReader, Write};

use common::{hektor, journal_uci, lines, run_with_input};
use hektor::game::journal;
use hektor::i18n::{Lang, Locale};

const MOVES: [&str; 8] = ["e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6"];

#[test]
fn killed_session_resumes_with_every_confirmed_move_and_the_clocks() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("crash.jsonl");
    let mut command = hektor(home.path());
    command
        .args([
            "play",
            "--plain",
            "--mode",
            "assistant",
            "--time",
            "90/40+30,30+30",
            "--style",
            "san",
        ])
        .arg("--save")
        .arg(&save);
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    for san in MOVES {
        writeln!(stdin, "{san}\ny").unwrap();
    }
    // One more move announced but not confirmed when the power goes.
    writeln!(stdin, "Nc3").unwrap();
    stdin.flush().unwrap();
    let mut recorded = 0;
    let mut line = String::new();
    while recorded < MOVES.len() {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "output ended early"
        );
        if line.trim_end() == "Recorded." {
            recorded += 1;
        }
    }
    loop {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "output ended before the unconfirmed move was announced"
        );
        if line.trim_end() == "White: Nc3" {
            break;
        }
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();

    let record = journal::load(&save).unwrap();
    assert_eq!(record.moves.len(), MOVES.len());
    let last = record.moves.last().unwrap();
    let (white_ms, black_ms) = (last.white_ms.unwrap(), last.black_ms.unwrap());

    // A crash in the middle of a write leaves a torn line: it must not hurt.
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&save)
        .unwrap();
    file.write_all(br#"{"at_ms":17,"event":"mo"#).unwrap();
    drop(file);

    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let output = run_with_input(command, b"time\nlast\nNc3\ny\n");
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    let locale = Locale::new(Lang::En);
    let white = hektor::app::duration(&locale, white_ms);
    let black = hektor::app::duration(&locale, black_ms);
    assert_eq!(said[0], "Game resumed. Last move 4... Nf6, Black: Nf6");
    assert!(
        said.contains(&format!(
            "White: {white}, 4 moves made, 36 to the time control"
        )),
        "{said:?}"
    );
    assert!(
        said.contains(&format!(
            "Black: {black}, 4 moves made, 36 to the time control"
        )),
        "{said:?}"
    );
    assert!(said.contains(&"The clock is stopped.".to_owned()));
    let uci = journal_uci(&save);
    assert_eq!(uci.len(), MOVES.len() + 1);
    assert_eq!(uci.last().unwrap(), "b1c3");
    // The resumed move starts from the restored readings (the clock was stopped).
    let record = journal::load(&save).unwrap();
    let resumed = record.moves.last().unwrap();
    assert_eq!(resumed.white_ms, Some(white_ms + 30_000));
    assert_eq!(resumed.black_ms, Some(black_ms));
}

//! The real binary on a pipe: the scoresheet a session exports is the one its game file
//! gives, whether it is exported inside the session, by `hektor export`, or after
//! `--resume` (one reducer builds the record live and from the file).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{hektor, lines, run_with_input};

/// `hektor export FILE --format pgn`, its standard output.
fn exported(home: &std::path::Path, save: &std::path::Path) -> String {
    let mut command = hektor(home);
    command.args(["export", "--format", "pgn"]).arg(save);
    let output = run_with_input(command, b"");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn after_adjust_the_pgn_is_the_same_live_from_the_file_and_resumed() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let live = home.path().join("live.pgn");
    let resumed = home.path().join("resumed.pgn");
    let mut command = hektor(home.path());
    command
        .args([
            "--lang", "en", "play", "--plain", "--time", "90+30", "--save",
        ])
        .arg(&save);
    let input = format!(
        "e4\ny\ne5\ny\nadjust white 1:00:00 black 45:30\nexport pgn {}\n",
        live.display()
    );
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    assert!(said.contains(&"Clock adjusted.".to_owned()), "{said:#?}");
    let live = std::fs::read_to_string(&live).unwrap();
    // The moves keep the readings they were made with; the adjusted time is not one.
    assert!(live.contains("1. e4 {[%clk 1:30:"), "{live}");
    assert!(!live.contains("[%clk 1:00:00]"), "{live}");
    assert!(!live.contains("[%clk 0:45:30]"), "{live}");
    assert_eq!(exported(home.path(), &save), live);

    let mut command = hektor(home.path());
    command
        .args(["--lang", "en", "play", "--plain", "--resume"])
        .arg(&save);
    let input = format!("export pgn {}\n", resumed.display());
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    assert_eq!(std::fs::read_to_string(&resumed).unwrap(), live);
}

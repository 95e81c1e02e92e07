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

/// A game begun in Russian without names stores none: exported in English its players
/// are "?" in the PGN and left out of the text scoresheet, not "Белые"; a game file of
/// an earlier version, which stored the colour word, exports the same.
#[test]
fn a_game_without_names_exports_no_colour_word_as_a_name() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let mut command = hektor(home.path());
    command
        .args(["--lang", "ru", "play", "--plain", "--save"])
        .arg(&save);
    let output = run_with_input(command, "e4\nда\n".as_bytes());
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output).join("\n");
    assert!(said.contains("Белые"), "{said}");
    let old = home.path().join("old.jsonl");
    let journal = std::fs::read_to_string(&save).unwrap();
    std::fs::write(
        &old,
        journal.replacen("\"white\":\"\"", "\"white\":\"Белые\"", 1),
    )
    .unwrap();
    assert!(std::fs::read_to_string(&old).unwrap().contains("Белые"));
    for file in [&save, &old] {
        let pgn = exported(home.path(), file);
        assert!(pgn.contains("[White \"?\"]\n[Black \"?\"]"), "{pgn}");
        let mut command = hektor(home.path());
        command
            .args(["--lang", "en", "export", "--format", "text"])
            .arg(file);
        let text = String::from_utf8(run_with_input(command, b"").stdout).unwrap();
        assert!(text.contains("e4"), "{text}");
        assert!(
            !text.contains("Белые") && !text.contains("White:"),
            "{text}"
        );
    }
}

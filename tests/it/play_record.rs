//! The real binary on a pipe: the scoresheet a session exports is the one its game file
//! gives, whether it is exported inside the session, by `hektor export`, or after
//! `--resume` (one reducer builds the record live and from the file).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

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

/// `export` inside a game never writes over a hektor game file: not over a saved game,
/// not over the game another session is playing (its file locked), whatever the answer;
/// both games stay whole.
#[test]
fn an_export_in_a_game_never_replaces_another_game_file() {
    use std::io::Write;
    use std::process::Stdio;
    let home = tempfile::tempdir().unwrap();
    let saved = home.path().join("saved.jsonl");
    let mut command = hektor(home.path());
    command
        .args(["--lang", "uk", "play", "--plain", "--save"])
        .arg(&saved);
    assert!(
        run_with_input(command, "e4\nтак\n".as_bytes())
            .status
            .success()
    );
    let running = home.path().join("running.jsonl");
    let mut other = hektor(home.path());
    other
        .args(["--lang", "uk", "play", "--plain", "--save"])
        .arg(&running)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped());
    let mut other = other.spawn().unwrap();
    let mut other_input = other.stdin.take().unwrap();
    other_input.write_all("d4\nтак\n".as_bytes()).unwrap();
    other_input.flush().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while !std::fs::read_to_string(&running)
        .unwrap_or_default()
        .contains("d2d4")
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the other game never moved"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let before = [
        std::fs::read_to_string(&saved).unwrap(),
        std::fs::read_to_string(&running).unwrap(),
    ];
    let mut command = hektor(home.path());
    command
        .args(["--lang", "uk", "play", "--plain", "--save"])
        .arg(home.path().join("b.jsonl"));
    // A folder is named as one before any question.
    let input = format!(
        "c4\nтак\nexport pgn {}\nтак\nexport pgn {}\nтак\nexport pgn {}\n",
        saved.display(),
        running.display(),
        home.path().display()
    );
    let said = lines(&run_with_input(command, input.as_bytes()));
    for path in [&saved, &running] {
        let refusal = format!("У {} зберігається партія hektor", path.display());
        assert!(said.iter().any(|l| l.starts_with(&refusal)), "{said:#?}");
    }
    assert!(
        !said.iter().any(|l| l.contains("Бланк партії записано")),
        "{said:#?}"
    );
    let folder = format!("{} — це тека, а не файл", home.path().display());
    assert!(said.iter().any(|l| l.starts_with(&folder)), "{said:#?}");
    assert!(!said.iter().any(|l| l.contains("Замінити")), "{said:#?}");
    drop(other_input);
    assert!(other.wait().unwrap().success());
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), before[0]);
    assert!(
        std::fs::read_to_string(&running)
            .unwrap()
            .starts_with(&before[1])
    );
}

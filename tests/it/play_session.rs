//! The real binary on a pipe: the "which one?" question answered with the departure,
//! the scoresheet heading and a set-up position from the command line, and the time
//! control in words in the session and on the text scoresheet.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use common::{hektor, journal_uci, lines, run_with_input};

#[test]
fn the_which_knight_question_is_answered_with_the_departure_file() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let mut command = hektor(home.path());
    command
        .args(["--lang", "en", "play", "--plain", "--save"])
        .arg(&save);
    let input = "Nf3\ny\nd5\ny\nd4\ny\nNf6\ny\nNd2\nBella\ny\n";
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    let question = "Which knight goes to David zwei: from Bella eins or from Felix drei? \
                    Answer with the square, its file or rank, or 1 for Bella eins, 2 for Felix drei.";
    assert!(said.contains(&question.to_owned()), "{said:#?}");
    assert!(
        said.contains(&"Springer Bella David zwei".to_owned()),
        "{said:#?}"
    );
    assert_eq!(journal_uci(&save).last().unwrap(), "b1d2");
}

#[test]
fn heading_options_and_a_set_up_position_reach_the_scoresheets() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let pgn = home.path().join("game.pgn");
    let text = home.path().join("game.txt");
    let mut command = hektor(home.path());
    command
        .args(["--lang", "en", "play", "--plain", "--time", "3"])
        .args([
            "--event",
            "Lviv Open",
            "--site",
            "Lviv",
            "--round",
            "3",
            "--board",
            "12",
        ])
        .args(["--fen", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40", "--save"])
        .arg(&save);
    let input = format!(
        "Kd7\ny\nexport pgn {}\nexport text {}\n",
        pgn.display(),
        text.display()
    );
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    assert!(
        said.contains(
            &"Time control: 3 minutes for the game. Clock running: Black's time.".to_owned()
        ),
        "{said:#?}"
    );
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    for tag in [
        "[Event \"Lviv Open\"]",
        "[Site \"Lviv\"]",
        "[Round \"3\"]",
        "[Board \"12\"]",
        "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]",
        "[TimeControl \"180\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} missing:\n{pgn}");
    }
    assert!(pgn.contains("40... Kd7"), "{pgn}");
    let text = std::fs::read_to_string(&text).unwrap();
    assert!(text.contains("Board: 12"), "{text}");
    assert!(
        text.contains("Time control: 3 minutes for the game"),
        "{text}"
    );
}

#[test]
fn a_bad_set_up_position_is_refused_before_the_game() {
    let home = tempfile::tempdir().unwrap();
    let mut command = hektor(home.path());
    command.args([
        "--lang",
        "en",
        "play",
        "--plain",
        "--fen",
        "8/8/8/8/8/8/8/8 w - - 0 1",
    ]);
    let output = run_with_input(command, b"");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("--fen: "), "{stderr}");
}

/// Formats are read where they are typed, and each game's export says which of them it
/// writes: PDN (or a word that names no format) in a chess session writes nothing and
/// names the chess formats in the UI language; the game goes on and exports as PGN.
#[test]
fn pdn_or_an_unknown_format_in_a_chess_session_names_the_chess_formats() {
    for (lang, formats) in [
        (
            "en",
            "In chess the scoresheet is written as pgn, brf, braille or text, such as export pgn FILE.",
        ),
        (
            "ru",
            "В шахматах бланк записывается как pgn, brf, braille или text, например экспорт pgn ФАЙЛ.",
        ),
    ] {
        let home = tempfile::tempdir().unwrap();
        let save = home.path().join("game.jsonl");
        let (pdn, odd, pgn) = (
            home.path().join("game.pdn"),
            home.path().join("game.odd"),
            home.path().join("game.pgn"),
        );
        let mut command = hektor(home.path());
        command
            .args(["--lang", lang, "play", "--plain", "--save"])
            .arg(&save);
        let input = format!(
            "e4\ny\nexport pdn {}\nexport embosser {}\nexport PGN {}\n",
            pdn.display(),
            odd.display(),
            pgn.display()
        );
        let output = run_with_input(command, input.as_bytes());
        assert!(output.status.success(), "{output:?}");
        let said = lines(&output);
        let refusals = said.iter().filter(|l| l.contains(formats)).count();
        assert_eq!(refusals, 2, "{lang}: {said:#?}");
        assert!(
            !pdn.exists() && !odd.exists(),
            "{lang}: a refused export wrote a file"
        );
        let pgn = std::fs::read_to_string(&pgn).unwrap();
        assert!(pgn.contains("1. e4"), "{lang}: {pgn}");
    }
}

/// `quit` while the help is still being spoken (issue 37, B10): the help is cut and the
/// last sentence, where the game is saved, is heard; it used to wait behind the help's
/// lines until the bounded wait at the end ran out, and was never spoken.
#[test]
fn quit_while_the_help_is_spoken_still_says_where_the_game_is_saved() {
    let home = tempfile::tempdir().unwrap();
    let heard = home.path().join("heard.txt");
    let config = home.path().join("config.toml");
    // A voice that takes 0.3 s an utterance: the help's 40 lines take 12 s.
    std::fs::write(
        &config,
        format!(
            "speech_command = [\"sh\", \"-c\", \"sleep 0.3; printf '%s\\\\n' \\\"$0\\\" >> {}\", \"{{text}}\"]\nearcons = false\n",
            heard.display()
        ),
    )
    .unwrap();
    let mut command = common::hektor_speaking(home.path(), "command");
    command.arg("--config").arg(&config);
    command.args(["--lang", "en", "play", "--plain"]);
    let started = std::time::Instant::now();
    let output = run_with_input(command, b"help\nquit\n");
    assert!(output.status.success(), "{output:?}");
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
    let heard = std::fs::read_to_string(&heard).unwrap();
    assert!(heard.contains("The game is saved in"), "{heard}");
}

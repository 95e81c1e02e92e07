//! Draughts sessions on a pipe with the real binary (issue 15 item 4): player mode with
//! the IV.13.9 notice, read-backs and a withdrawn move; assistant mode with the IV.13.14
//! time warning of `--vision blind`; a session killed with SIGKILL and resumed without
//! losing a confirmed move; the draw agreement refused before move 20.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::time::Duration;

use common::{dialogue, hektor, journal_uci, lines, run_with_input};

/// `hektor ARGS play --plain PLAY` in a fresh home with `input`: the lines said.
fn session(global: &[&str], play: &[&str], input: &str) -> Vec<String> {
    let home = tempfile::tempdir().unwrap();
    let mut command = hektor(home.path());
    command.args(global).args(["play", "--plain"]).args(play);
    let output = run_with_input(command, input.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(output.status.success(), "{output:?}");
    dialogue(&output)
}

#[test]
fn player_mode_on_64_squares_announces_reads_back_and_withdraws() {
    let said = session(
        &["--rules", "draughts-64"],
        &["--side", "white"],
        "c3-d4\ny\nf6-e5\nn\nf6-g5\ny\n",
    );
    let expected = [
        "New game: White against Black.",
        "No clock.",
        "You play White.",
        "Under rule IV.13.9 a visually impaired player may not keep the score on digital \
         media in a tournament: there, hektor is the assistant's or the arbiter's tool.",
        "Move 1, White to move.",
        "Type a move, or help.",
        "c three, d four",
        "Recorded.",
        "Black: f six, e five, correct?",
        "Withdrawn. Enter the move again.",
        "Black: f six, g five, correct?",
        "Recorded.",
    ];
    let said: Vec<&str> = said
        .iter()
        .map(String::as_str)
        .filter(|line| !line.starts_with("The game is saved"))
        .collect();
    assert_eq!(said, expected);
}

#[test]
fn player_mode_in_russian_reads_cyrillic_input_and_answers_in_russian() {
    let said = session(
        &["--lang", "ru", "--rules", "draughts-64"],
        &["--side", "black"],
        // Cyrillic look-alike letters and a long dash, a Russian "yes".
        "с3—d4\nда\nf6-g5\nда\nd4:f6\n",
    );
    let text = said.join("\n");
    assert!(text.contains("По правилу IV.13.9"), "{text}");
    assert!(text.contains("Белые: цэ три, дэ четыре, верно?"), "{text}");
    assert!(
        text.contains("«d4:f6»: ни один возможный ход не ведёт с дэ четыре на эф шесть."),
        "{text}"
    );
    assert!(!text.contains("correct"), "{text}");
}

#[test]
fn a_capture_is_compulsory_and_a_king_stops_where_the_input_says() {
    // White king on 46 must take 28 and 19 (draughts-100) and may stop on 14, 10 or 5.
    let said = session(
        &["--rules", "draughts-100"],
        &["--mode", "assistant", "--fen", "W:WK46,31:B28,19,1"],
        "31-27\n46x5\ny\n",
    );
    let text = said.join("\n");
    assert!(
        text.contains(
            "“31-27”: a capture is compulsory here. For example: forty-six takes \
             twenty-three, fourteen."
        ),
        "{text}"
    );
    assert!(
        text.contains("White: forty-six takes twenty-three, five\nRecorded."),
        "{text}"
    );
}

#[test]
fn two_capture_paths_with_the_same_ends_are_asked_by_path() {
    // The king on 33 reaches 36 along two paths taking different men (found with
    // pydraughts); the number of the choice picks one. The paths are listed after their
    // ordinals, which cannot be taken for squares as "2" can (issue 37, B8).
    let said = session(
        &["--lang", "uk", "--rules", "draughts-100"],
        &["--mode", "assistant", "--fen", "W:WK33:B10,29,19,31,32,18"],
        "33x36\n2\nтак\n",
    );
    let text = said.join("\n");
    assert!(
        text.contains(
            "До «33x36» пасують кілька шляхів взяття. Відповідайте всім шляхом взяття або \
             номером: перший шлях: тридцять три б'є двадцять чотири, тринадцять, двадцять \
             два, тридцять шість; другий шлях: тридцять три б'є п'ятнадцять, чотири, \
             двадцять два, тридцять шість."
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "Білі: тридцять три б'є п'ятнадцять, чотири, двадцять два, тридцять шість\nЗаписано."
        ),
        "{text}"
    );
}

#[test]
fn a_circular_capture_is_one_move_and_is_recorded_the_way_round_it_was_typed() {
    // Black's man on 17 takes four men and comes back to 17, either way round: one move,
    // so written from-to nothing is asked, and the path typed is the path recorded.
    let fen = "B:W21,22,31,32,34-36,38-50:B1-11,13-20";
    for (typed, heard) in [
        (
            "17x28x37x26x17",
            "Black: seventeen takes twenty-eight, thirty-seven, twenty-six, seventeen",
        ),
        (
            "17x17",
            "Black: seventeen takes twenty-six, thirty-seven, twenty-eight, seventeen",
        ),
    ] {
        let said = session(
            &["--rules", "draughts-100"],
            &["--mode", "assistant", "--fen", fen],
            &format!("{typed}\ny\n"),
        );
        let text = said.join("\n");
        assert!(text.contains(&format!("{heard}\nRecorded.")), "{text}");
        assert!(!text.contains("paths"), "nothing to ask: {text}");
    }
}

#[test]
fn a_draw_is_not_agreed_before_move_20_on_64_squares_and_scores_are_results() {
    let said = session(
        &["--rules", "draughts-64"],
        &["--mode", "assistant"],
        "c3-d4\ny\nf6-g5\ny\ndraw agreed\nresult 0-2\ny\n",
    );
    let text = said.join("\n");
    // A draughts score is a result the arbiter can give.
    assert!(text.contains("0-2, Black wins? Yes or no."), "{text}");
    assert!(
        text.contains("The game is over: 0-2, Black wins."),
        "{text}"
    );
    assert!(
        text.contains("A draw may be agreed only after 20 moves; 1 move has been made. Play on."),
        "{text}"
    );
    assert!(!text.contains("Draw?"), "{text}");
}

#[test]
fn vision_blind_warns_ten_minutes_before_the_control() {
    let home = tempfile::tempdir().unwrap();
    let mut command = hektor(home.path());
    command.args([
        "--lang",
        "uk",
        "--rules",
        "draughts-100",
        "play",
        "--plain",
        "--mode",
        "assistant",
        "--vision",
        "blind",
        "--time",
        "60+5",
    ]);
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // An arbiter sets White's clock just above ten minutes; it runs down past them.
    writeln!(stdin, "adjust white 10:01 black 20:00").unwrap();
    stdin.flush().unwrap();
    std::thread::sleep(Duration::from_millis(2_500));
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let said = lines(&output);
    let warnings: Vec<&String> = said.iter().filter(|l| l.contains("залишил")).collect();
    assert_eq!(warnings, ["Білі: залишилося 10 хвилин."], "{said:?}");
}

#[test]
fn a_killed_draughts_session_resumes_with_every_confirmed_move() {
    killed_and_resumed(
        "draughts-100",
        &["32-28", "19-23", "28x19", "14x23", "33-28", "23x32"],
        ("37x28", "White: thirty-seven takes twenty-eight"),
        "Game resumed. Last move 3..., Black: twenty-three takes thirty-two",
    );
    killed_and_resumed(
        "draughts-64",
        &["c3-d4", "f6-e5", "d4xf6", "g7xe5", "b2-c3"],
        ("h6-g5", "Black: h six, g five"),
        "Game resumed. Last move 3., White: b two, c three",
    );
}

/// Plays `moves` in assistant mode with a clock, announces `pending` (not confirmed when
/// SIGKILL comes), resumes and confirms it: no confirmed move is lost.
fn killed_and_resumed(rules: &str, moves: &[&str], pending: (&str, &str), resumed: &str) {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("draughts.jsonl");
    let mut command = hektor(home.path());
    command
        .args(["--rules", rules, "play", "--plain", "--mode", "assistant"])
        .args(["--time", "90+30", "--save"])
        .arg(&save);
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    for mv in moves {
        writeln!(stdin, "{mv}\ny").unwrap();
    }
    writeln!(stdin, "{}", pending.0).unwrap();
    stdin.flush().unwrap();
    let mut line = String::new();
    loop {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "output ended early"
        );
        if line.trim_end() == pending.1 {
            break;
        }
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let recorded = journal_uci(&save);
    assert_eq!(recorded.len(), moves.len(), "{rules}: {recorded:?}");

    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let input = format!("last\n{}\ny\npieces white\n", pending.0);
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    let said = dialogue(&output);
    assert_eq!(said[0], resumed);
    assert!(
        said.iter().any(|l| l.starts_with("White: men on ")),
        "the resumed game is draughts: {said:?}"
    );
    assert_eq!(journal_uci(&save).len(), moves.len() + 1);
}

#[test]
fn player_mode_on_100_squares_as_black() {
    let said = session(
        &["--rules", "draughts-100"],
        &["--side", "black"],
        "32-28\nда\n18-23\nнет\n19-23\ntak\n",
    );
    let text = said.join("\n");
    assert!(text.contains("You play Black."), "{text}");
    assert!(text.contains("Under rule IV.13.9"), "{text}");
    assert!(
        text.contains("White: thirty-two, twenty-eight, correct?"),
        "{text}"
    );
    assert!(
        text.contains("eighteen, twenty-three\nWithdrawn."),
        "{text}"
    );
    assert!(text.contains("nineteen, twenty-three\nRecorded."), "{text}");
}

#[test]
fn say_announces_draughts_moves_and_stops_at_an_illegal_one() {
    let home = tempfile::tempdir().unwrap();
    let output = hektor(home.path())
        .args(["--lang", "pl", "--rules", "draughts-100", "say"])
        .args(["32-28", "19-23", "28x19", "14x23", "46-41"])
        .output()
        .unwrap();
    assert_eq!(
        lines(&output),
        [
            "trzydzieści dwa, dwadzieścia osiem",
            "dziewiętnaście, dwadzieścia trzy",
            "dwadzieścia osiem bije dziewiętnaście",
            "czternaście bije dwadzieścia trzy",
        ]
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("46-41"), "{stderr}");
    assert!(!output.status.success());
}

#[test]
fn a_draughts_game_is_exported_in_the_session_and_from_its_game_file() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path();
    let save = dir.join("game.jsonl");
    let mut command = hektor(dir);
    command
        .current_dir(dir)
        .args([
            "--rules",
            "draughts-64",
            "play",
            "--plain",
            "--mode",
            "assistant",
        ])
        .args(["--white", "Ivanov", "--black", "Petrenko", "--save"])
        .arg(&save);
    let input = "c3-d4\ny\nf6-e5\ny\nd4xf6\ny\ng7xe5\ny\nresign white\ny\n\
                 export pdn live.pdn\nexport pgn live.pgn\nquit\n";
    let said = lines(&run_with_input(command, input.as_bytes())).join("\n");
    assert!(
        said.contains("The scoresheet is written to live.pdn."),
        "{said}"
    );
    assert!(
        said.contains("In draughts the scoresheet is written as pdn, brf, braille or text"),
        "{said}"
    );
    let live = std::fs::read_to_string(dir.join("live.pdn")).unwrap();
    assert!(live.contains("[White \"Ivanov\"]"), "{live}");
    assert!(live.contains("[Result \"0-2\"]"), "{live}");
    assert!(live.contains("[GameType \"25\"]"), "{live}");
    assert!(live.contains("1. c3-d4 f6-e5 2. d4:f6 g7:e5 0-2"), "{live}");
    // The game file gives the same PDN.
    let output = hektor(dir)
        .arg("export")
        .arg(&save)
        .args(["--format", "pdn"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_eq!(String::from_utf8_lossy(&output.stdout), live);
    // A game file whose last move a crash cut off says so, as for chess.
    let text = std::fs::read_to_string(&save).unwrap();
    let move_at = text.find("\"san\":\"g7:e5\"").unwrap();
    let line_start = text[..move_at].rfind('\n').unwrap() + 1;
    let cut = dir.join("cut.jsonl");
    std::fs::write(&cut, &text[..move_at + 14]).unwrap();
    assert!(text[line_start..move_at].starts_with("{\"prev\""));
    let output = hektor(dir)
        .arg("export")
        .arg(&cut)
        .args(["--format", "text"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("is left out: the move g7:e5."), "{stderr}");
}

#[test]
fn on_64_squares_a_one_man_and_a_five_man_capture_with_the_same_ends_are_asked() {
    let said = session(
        &["--rules", "draughts-64"],
        &["--mode", "assistant", "--fen", common::ONE_OR_FIVE],
        "f6:d8\nf6:d8\nn\nf6:d8\n2\ny\n",
    );
    let question = "Several capture paths fit “f6:d8”. Answer with the whole path, or say first \
                    for f six takes d eight; say second for f six takes d four, f two, h four, \
                    f six, d eight.";
    let text = said.join("\n");
    assert!(text.contains(question), "{text}");
    // The whole path of the one-man capture, written from-to, picks it.
    assert!(
        text.contains("Black: f six takes d eight\nWithdrawn."),
        "{text}"
    );
    assert!(
        text.contains("Black: f six takes d four, f two, h four, f six, d eight\nRecorded."),
        "{text}"
    );
}

#[test]
fn the_path_is_answered_by_number_words_and_by_squares_said_without_a_capture_word() {
    // The king on 33 reaches 36 over 24-13-22 or 15-4-22 (see above).
    let fen = "W:WK33:B10,29,19,31,32,18";
    let second = |lang: &str, answer: &str| {
        let input = format!("33x36\n{answer}\n");
        session(
            &["--lang", lang, "--rules", "draughts-100"],
            &["--mode", "assistant", "--fen", fen],
            &input,
        )
        .join("\n")
    };
    for (lang, answer, read_back) in [
        ("en", "two", "White: thirty-three takes fifteen, four"),
        ("uk", "два", "Білі: тридцять три б'є п'ятнадцять, чотири"),
        ("ru", "два", "Белые: тридцать три бьёт пятнадцать, четыре"),
        (
            "pl",
            "dwa",
            "Białe: trzydzieści trzy bije piętnaście, cztery",
        ),
        ("de", "zwei", "Weiß: dreiunddreißig schlägt fünfzehn, vier"),
        ("uk", "другий", "Білі: тридцять три б'є п'ятнадцять, чотири"),
        (
            "ru",
            "второй",
            "Белые: тридцать три бьёт пятнадцать, четыре",
        ),
        (
            "pl",
            "druga",
            "Białe: trzydzieści trzy bije piętnaście, cztery",
        ),
        (
            "de",
            "den zweiten",
            "Weiß: dreiunddreißig schlägt fünfzehn, vier",
        ),
        (
            "en",
            "the second",
            "White: thirty-three takes fifteen, four",
        ),
        (
            "en",
            "thirty-three fifteen four twenty-two thirty-six",
            "White: thirty-three takes fifteen, four",
        ),
        (
            "uk",
            "тридцять три п'ятнадцять чотири двадцять два тридцять шість",
            "Білі: тридцять три б'є п'ятнадцять, чотири",
        ),
    ] {
        let text = second(lang, answer);
        assert!(text.contains(read_back), "{lang} {answer}: {text}");
    }
}

#[test]
fn a_move_written_with_the_wrong_mark_is_read_back_as_the_one_move_its_squares_fit() {
    let said = session(
        &["--rules", "draughts-64"],
        &["--mode", "assistant"],
        "c3:d4\ny\nf6-g5\nn\nf6:g5\ny\n",
    );
    let text = said.join("\n");
    assert!(text.contains("White: c three, d four\nRecorded."), "{text}");
    assert!(text.contains("Black: f six, g five\nRecorded."), "{text}");
    let said = session(
        &["--rules", "draughts-100"],
        &["--mode", "assistant", "--fen", "W:W28:B22,5"],
        "28-17\ny\n",
    );
    let text = said.join("\n");
    assert!(
        text.contains("White: twenty-eight takes seventeen\nRecorded."),
        "{text}"
    );
}

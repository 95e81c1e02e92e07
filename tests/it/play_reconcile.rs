//! `reconcile FILE` and board entry in a plain-mode game: the binary reads the other
//! scoresheet, the board typed line by line, and says the report; bad input gets
//! sentences; the game's record is not changed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

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

/// A draughts session (`--rules draughts-64`) with `moves` confirmed, then `reconcile
/// SHEET` against the PDN `sheet`, in `lang`: the lines said and the moves of the game file.
fn draughts_reconciled(
    lang: &str,
    moves: &[&str],
    yes: &str,
    sheet: &str,
) -> (Vec<String>, Vec<String>) {
    draughts_reconciled_game(lang, moves, yes, sheet, "")
}

/// As [`draughts_reconciled`], the command followed by `game` (such as ` game 2`).
fn draughts_reconciled_game(
    lang: &str,
    moves: &[&str],
    yes: &str,
    sheet: &str,
    game: &str,
) -> (Vec<String>, Vec<String>) {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    let path = home.path().join("партия 2.pdn");
    std::fs::write(&path, sheet).unwrap();
    let mut input: String = moves.iter().map(|mv| format!("{mv}\n{yes}\n")).collect();
    input.push_str(&format!("reconcile {}{game}\nquit\n", path.display()));
    let mut command = hektor(home.path());
    command
        .args([
            "--lang",
            lang,
            "--rules",
            "draughts-64",
            "play",
            "--plain",
            "--save",
        ])
        .arg(&save);
    let output = run_with_input(command, input.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(output.status.success(), "{output:?}");
    (lines(&output), journal_uci(&save))
}

#[test]
fn a_draughts_session_reconciles_its_record_with_a_pdn_sheet_in_english_and_russian() {
    // The session recaptured 2... g7:e5, the other sheet wrote 2... e7:g5.
    let sheet = "[GameType \"25\"]\n\n1. c3-d4 f6-e5 2. d4:f6 e7:g5 *\n";
    let moves = ["c3-d4", "f6-e5", "d4:f6", "g7:e5"];
    let (said, record) = draughts_reconciled("en", &moves, "y", sheet);
    let has = |line: &str| said.iter().any(|l| l == line);
    assert!(
        has(
            "The scoresheets agree for 3 half-moves and first differ at move 2, Black: \
             sheet 1 has g7:e5 (g seven takes e five), sheet 2 has e7:g5 (e seven takes g five)."
        ),
        "{said:#?}"
    );
    assert!(
        has(
            "With the arbiter, the players set up on their boards the last position where the scoresheets agree: move 2, Black to move. This report changes no record."
        ),
        "{said:#?}"
    );
    assert!(!said.iter().any(|l| l.contains("chess only")), "{said:#?}");
    // Reconciling never changes the record.
    assert_eq!(record.len(), 4, "{record:?}");

    let (said, record) =
        draughts_reconciled("ru", &["с3-d4", "f6-e5", "d4:f6", "g7:e5"], "да", sheet);
    let has = |line: &str| said.iter().any(|l| l == line);
    assert!(
        has(
            "Бланки записи совпадают на протяжении 3 полуходов и впервые расходятся на ходу 2, \
             чёрные: в бланке 1 g7:e5 (же семь бьёт е пять), в бланке 2 e7:g5 (е семь бьёт же пять)."
        ),
        "{said:#?}"
    );
    assert!(
        has(
            "Вместе с арбитром игроки расставляют на своих досках последнюю позицию, где бланки совпадают: ход 2, очередь хода: чёрные. Этот отчёт не меняет никакой записи."
        ),
        "{said:#?}"
    );
    assert_eq!(record.len(), 4, "{record:?}");

    // A chess sheet is not a draughts scoresheet: a sentence, not a report.
    let (said, _) = draughts_reconciled("en", &moves, "y", "1. e4 e5 2. Nf3 Nc6 *\n");
    assert!(
        !said.iter().any(|l| l.starts_with("The scoresheets agree")),
        "{said:#?}"
    );
}

/// `reconcile FILE game 2` of a file with one game compares nothing: it says how many games
/// the file holds (a plural of the UI language) and how to compare with that one.
#[test]
fn a_game_number_past_a_one_game_file_is_refused_with_the_count() {
    // Chess: the sheet agrees with the record, so a silent compare would say "agree".
    let home = tempfile::tempdir().unwrap();
    let sheet = home.path().join("bert.txt");
    std::fs::write(&sheet, "1. e4 e5\n").unwrap();
    for (lang, yes, refused) in [
        (
            "en",
            "y",
            "The file has one game, so there is no game 2. To compare with that game, type: reconcile ",
        ),
        (
            "ru",
            "да",
            "В файле 1 партия, поэтому партии 2 нет. Чтобы сравнить с этой партией, наберите: сверить ",
        ),
        (
            "pl",
            "tak",
            "Plik zawiera 1 partię, więc partii 2 nie ma. Aby porównać z tą partią, wpisz: porównaj ",
        ),
    ] {
        let input = format!(
            "e4\n{yes}\ne5\n{yes}\nreconcile {} game 2\nquit\n",
            sheet.display()
        );
        let mut command = hektor(home.path());
        command.args(["--lang", lang, "play", "--plain"]);
        let output = run_with_input(command, input.as_bytes());
        let said = lines(&output);
        let line = format!("{refused}{}.", sheet.display());
        assert!(said.contains(&line), "{lang}: {said:#?}");
        assert!(
            !said
                .iter()
                .any(|l| l.contains("agree") || l.contains("совпадают") || l.contains("zgodne")),
            "{lang}: nothing is compared: {said:#?}"
        );
    }
    // Draughts, the same sentence.
    let sheet = "[GameType \"25\"]\n\n1. c3-d4 f6-e5 *\n";
    let (said, record) = draughts_reconciled_game("en", &["c3-d4", "f6-e5"], "y", sheet, " game 2");
    assert!(
        said.iter()
            .any(|l| l.starts_with("The file has one game, so there is no game 2. To compare")),
        "{said:#?}"
    );
    assert!(!said.iter().any(|l| l.contains("agree")), "{said:#?}");
    assert_eq!(record.len(), 2, "{record:?}");
}

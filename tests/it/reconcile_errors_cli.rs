//! Every sheet, game-file and board error of `hektor reconcile` and of the session's
//! `reconcile` and `board`, through the real binary in Russian, Ukrainian, Polish and
//! German: each is a sentence of the UI language, without English words (only the names
//! of files, FEN, hektor, `--game` and what the user typed stay in Latin letters).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::Path;

use common::{hektor, lines, run_with_input};

/// A UI language with the words its players type on a board.
struct Words {
    lang: &'static str,
    white: &'static str,
    black: &'static str,
    king: &'static str,
    knight: &'static str,
    empty: &'static str,
}

const LANGS: [Words; 4] = [
    Words {
        lang: "ru",
        white: "белые",
        black: "чёрные",
        king: "Кр",
        knight: "конь",
        empty: "убрать",
    },
    Words {
        lang: "uk",
        white: "білі",
        black: "чорні",
        king: "Кр",
        knight: "кінь",
        empty: "прибрати",
    },
    Words {
        lang: "pl",
        white: "białe",
        black: "czarne",
        king: "K",
        knight: "skoczek",
        empty: "usuń",
    },
    Words {
        lang: "de",
        white: "weiß",
        black: "schwarz",
        king: "K",
        knight: "Springer",
        empty: "leer",
    },
];

/// English words of the sentences these errors had (or could have): none may remain.
const ENGLISH: [&str; 40] = [
    "the",
    "is",
    "not",
    "has",
    "sheet",
    "board",
    "cannot",
    "file",
    "line",
    "game",
    "games",
    "piece",
    "pieces",
    "square",
    "white",
    "black",
    "pawn",
    "pawns",
    "king",
    "kings",
    "empty",
    "read",
    "damaged",
    "entry",
    "position",
    "impossible",
    "give",
    "write",
    "example",
    "side",
    "named",
    "each",
    "once",
    "most",
    "with",
    "first",
    "last",
    "rank",
    "moves",
    "intact",
];

/// The sample files, in `dir`.
fn files(dir: &Path) {
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    write("s.txt", "1. e4 e5 2. Nf3 Nc6\n");
    write(
        "m.pgn",
        "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 d5 *\n",
    );
    write(
        "damaged.jsonl",
        "{\"at_ms\":1,\"event\":\"start\",\"tags\":{}}\n{garbage\n{\"at_ms\":2}\n",
    );
    write(
        "unknown.jsonl",
        "{\"at_ms\":1,\"event\":\"start\",\"tags\":{}}\n{\"at_ms\":2,\"event\":\"teleport\"}\n{\"at_ms\":3,\"event\":\"undo\"}\n",
    );
    write(
        "start.jsonl",
        "{\"at_ms\":1,\"event\":\"start\",\"tags\":{},\"start_fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}\n",
    );
    write("other.jsonl", "{\"x\":1}\n");
    write("empty.txt", "");
    write("french.txt", "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6\n");
}

/// What stays in Latin letters on purpose: file names and paths, user input, FEN, hektor,
/// and the command words (`--game`, `board done`, `reconcile FILE game N`).
fn without_allowed(text: &str, typed: &[&str]) -> String {
    // Paths (the saved game's) are names, not words.
    let mut text = text
        .split_whitespace()
        .filter(|word| !word.contains('/'))
        .collect::<Vec<_>>()
        .join(" ");
    for name in [
        "s.txt",
        "m.pgn",
        "damaged.jsonl",
        "unknown.jsonl",
        "start.jsonl",
        "other.jsonl",
        "empty.txt",
        "french.txt",
        "--game",
        // An option the session was started with, named before an unfinished game is
        // offered (it sets up a new game only).
        "--style",
        "board done",
        "board clear",
        "reconcile",
        "game N",
        "help",
        "hektor",
        "FEN",
    ]
    .iter()
    .chain(typed)
    {
        text = text.replace(name, " ");
    }
    text
}

/// Asserts that `text` (the sentence for `case` in `lang`) has no English word, and in
/// Russian and Ukrainian no Latin word of three letters or more at all.
fn assert_no_english(lang: &str, case: &str, text: &str, typed: &[&str]) {
    assert!(!text.trim().is_empty(), "{lang} {case}: nothing said");
    let rest = without_allowed(text, typed);
    let latin: Vec<&str> = rest
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    for word in &latin {
        assert!(
            !ENGLISH.contains(&word.to_lowercase().as_str()),
            "{lang} {case}: English {word:?} in {text}"
        );
        if matches!(lang, "ru" | "uk") {
            assert!(word.len() < 3, "{lang} {case}: Latin {word:?} in {text}");
        }
    }
}

#[test]
fn every_reconcile_error_of_the_command_line_is_said_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    files(dir.path());
    let fen = "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    for words in &LANGS {
        let Words {
            white,
            black,
            king,
            knight,
            ..
        } = words;
        let sheets = |second: &str| {
            vec![
                "--sheet".to_owned(),
                "s.txt".into(),
                "--sheet".into(),
                second.into(),
            ]
        };
        let mut cases: Vec<(&str, Vec<String>, Vec<String>)> = vec![
            (
                "no such game",
                [sheets("m.pgn"), vec!["--game".into(), "5".into()]].concat(),
                vec![],
            ),
            ("damaged line", sheets("damaged.jsonl"), vec![]),
            ("unknown entry", sheets("unknown.jsonl"), vec![]),
            ("illegal start", sheets("start.jsonl"), vec![]),
            ("not a game file", sheets("other.jsonl"), vec![]),
            ("empty sheet", sheets("empty.txt"), vec![]),
            ("foreign notation", sheets("french.txt"), vec!["Cf3".into()]),
        ];
        for (case, board, typed) in [
            (
                "unknown word",
                format!("{white} {king}e1 Xz9"),
                vec![format!("{king}e1"), "Xz9".to_owned()],
            ),
            ("no side", format!("{king}e1"), vec![format!("{king}e1")]),
            (
                "no square",
                format!("{white} {king}e1 {knight}"),
                vec![format!("{king}e1"), (*knight).to_owned()],
            ),
            (
                "two on a square",
                format!("{white} {king}e1 e1"),
                vec![format!("{king}e1")],
            ),
            ("nothing", ";".to_owned(), vec![]),
            (
                "two kings",
                format!("{white} {king}e1 {king}d1; {black} {king}e8"),
                vec![],
            ),
            (
                "pawn on the edge",
                format!("{white} {king}e1 a1; {black} {king}e8"),
                vec![],
            ),
            (
                "nine pawns",
                format!("{white} {king}e1 a2 a3 a4 a5 a6 b2 b3 b4 b5; {black} {king}e8"),
                vec![],
            ),
            ("bad FEN", fen.to_owned(), vec![fen.to_owned()]),
        ] {
            let mut args = sheets("s.txt");
            args.extend(["--board".to_owned(), board]);
            cases.push((case, args, typed));
        }
        for (case, args, typed) in cases {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let stderr = refused(dir.path(), words.lang, &args);
            let typed: Vec<&str> = typed.iter().map(String::as_str).collect();
            assert_no_english(words.lang, case, &stderr, &typed);
        }
    }
}

/// The error output of `hektor --lang LANG reconcile ARGS` in `dir`.
fn refused(dir: &Path, lang: &str, args: &[&str]) -> String {
    let out = hektor(&dir.join("home"))
        .current_dir(dir)
        .args(["--lang", lang, "reconcile"])
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn russian_board_errors_name_the_russian_words() {
    let dir = tempfile::tempdir().unwrap();
    files(dir.path());
    let sheets = ["--sheet", "s.txt", "--sheet"];
    let ru = refused(
        dir.path(),
        "ru",
        &[&sheets[..], &["s.txt", "--board", "Крe1"]].concat(),
    );
    assert!(
        ru.contains(
            "Доска 1: сначала назовите, чьи это фигуры («белые» или «чёрные»), перед «Крe1»."
        ),
        "{ru}"
    );
    let uk = refused(
        dir.path(),
        "uk",
        &[&sheets[..], &["m.pgn", "--game", "3"]].concat(),
    );
    assert!(
        uk.contains("Бланк 2 (m.pgn): У файлі 2 партії, тож партії 3 немає. Укажіть --game з числом від 1 до 2."),
        "{uk}"
    );
}

#[test]
fn session_board_and_reconcile_errors_are_said_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    files(dir.path());
    for words in &LANGS {
        let Words {
            white,
            black,
            king,
            knight,
            empty,
            lang,
        } = words;
        let mut input = String::from("e4\ny\ne5\ny\n");
        let cases = [
            "reconcile m.pgn game 7",
            "reconcile damaged.jsonl",
            "reconcile unknown.jsonl",
            "reconcile start.jsonl",
            "reconcile other.jsonl",
            "reconcile empty.txt",
            "reconcile french.txt",
        ];
        for line in cases {
            input.push_str(line);
            input.push('\n');
        }
        input.push_str("board\n");
        for line in [
            format!("{king}e1"),
            format!("{white} Xz9"),
            format!("{white} {king}e1 {knight}"),
            format!("{white} {king}e1 {king}d1 e4"),
            format!("{empty} e4"),
            format!("{black} {king}e8"),
        ] {
            input.push_str(&line);
            input.push('\n');
        }
        input.push_str("board done\nquit\n");
        let home = dir.path().join("home");
        std::fs::create_dir_all(home.join("config")).unwrap();
        // No earcons: the sound device's own name is not a sentence of hektor.
        std::fs::write(home.join("config/config.toml"), "earcons = false\n").unwrap();
        let mut command = hektor(&home);
        command
            .current_dir(dir.path())
            .args(["--lang", lang, "play", "--plain", "--style", "san"]);
        let output = run_with_input(command, input.as_bytes());
        assert!(output.status.success(), "{output:?}");
        let said = lines(&output);
        let typed = ["Xz9", "Cf3", knight, "Кр"];
        for line in &said {
            assert_no_english(lang, "session", line, &typed);
        }
        let two_kings = said.iter().any(|l| match *lang {
            "ru" => l.contains("у белых 2 короля"),
            "uk" => l.contains("у білих 2 королі"),
            "pl" => l.contains("białe mają 2 króle"),
            _ => l.contains("Weiß hat 2 Könige"),
        });
        assert!(two_kings, "{lang}: {said:#?}");
    }
}

//! `hektor export` end to end: from a saved game (journal) and from PGN, to a file or
//! standard output, and the exit codes of the command contract.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use hektor::game::{GameResult, MoveRecord, Tags, Termination};
use hektor::games::journal::{Entry, Event, Journal};

fn hektor(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hektor"))
        .args(args)
        .env("HEKTOR_HOME", dir)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "exit {:?}: {}",
        output.status.code(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn mv(san: &str, uci: &str, white_s: u64, black_s: u64) -> Event {
    Event::Move(MoveRecord {
        san: san.to_owned(),
        uci: uci.to_owned(),
        unix_ms: 1_700_000_000_000,
        white_ms: Some(white_s * 1000),
        black_ms: Some(black_s * 1000),
        draw_offer: false,
        written: false,
    })
}

/// A saved game as `play` writes it: 1. e4 e5 2. Nf3 (draw offer), clocks running.
fn journal(dir: &Path, finished: bool) -> PathBuf {
    let path = dir.join("game.jsonl");
    let tags = Tags {
        event: "Club Championship".to_owned(),
        date: "2026.11.21".to_owned(),
        white: "Anna Weiss".to_owned(),
        black: "Bella Schwarz".to_owned(),
        time_control: Some("5400+30".to_owned()),
        ..Tags::default()
    };
    let start = Event::Start {
        rules: Default::default(),
        tags: Box::new(tags),
        start_fen: None,
        settings: serde_json::Value::Null,
    };
    let mut journal = Journal::create(&path, start, 0).unwrap();
    let mut events = vec![
        mv("e4", "e2e4", 5425, 5400),
        mv("e5", "e7e5", 5425, 5410),
        mv("Nf3", "g1f3", 5401, 5410),
        Event::DrawOffer,
    ];
    if finished {
        events.push(Event::End {
            result: GameResult::Draw,
            termination: Some(Termination::DrawAgreement),
        });
    }
    for (n, event) in events.into_iter().enumerate() {
        let unix_ms = i64::try_from(n).unwrap();
        journal.append(&Entry { unix_ms, event }).unwrap();
    }
    path
}

#[test]
fn a_saved_game_exports_to_pgn_with_clocks_and_draw_offer() {
    let dir = tempfile::tempdir().unwrap();
    let path = journal(dir.path(), true);
    let out = stdout(&hektor(
        dir.path(),
        &["export", path.to_str().unwrap(), "--format", "pgn"],
    ));
    assert!(out.contains("[White \"Anna Weiss\"]\n"), "{out}");
    assert!(out.contains("[TimeControl \"5400+30\"]\n"), "{out}");
    assert!(out.contains("[Termination \"normal\"]\n"), "{out}");
    let words = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.ends_with(
            "1. e4 {[%clk 1:30:25]} 1... e5 {[%clk 1:30:10]} 2. Nf3 {[%clk 1:30:01] draw offer} {draw by agreement} 1/2-1/2"
        ),
        "{out}"
    );
    assert!(out.lines().all(|l| l.len() <= 80));
}

#[test]
fn an_unfinished_saved_game_says_so_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let path = journal(dir.path(), false);
    let path = path.to_str().unwrap();
    let brf = stdout(&hektor(dir.path(), &["export", path, "--format", "brf"]));
    assert!(brf.contains("\r\n,RESULT3 UNFINISHED GAME\r\n"), "{brf}");
    assert!(brf.contains("\r\n2 SF3=\r\n"), "{brf}");
    let text = stdout(&hektor(dir.path(), &["export", path, "--format", "text"]));
    assert!(text.contains("Result: unfinished game\n"), "{text}");
    let german = stdout(&hektor(
        dir.path(),
        &["--lang", "de", "export", path, "--format", "text"],
    ));
    assert!(
        german.contains("Ergebnis: Partie nicht beendet\n"),
        "{german}"
    );
    assert!(german.contains("\n2. Sf3 (=)\n"), "{german}");
    let pgn = stdout(&hektor(dir.path(), &["export", path, "--format", "pgn"]));
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(pgn.trim_end().ends_with(" *"), "{pgn}");
}

#[test]
fn output_file_line_ending_and_profile_options() {
    let dir = tempfile::tempdir().unwrap();
    let path = journal(dir.path(), true);
    let out = dir.path().join("game.brf");
    let output = hektor(
        dir.path(),
        &[
            "export",
            path.to_str().unwrap(),
            "--format",
            "brf",
            "--profile",
            "german-dbsv",
            "--line-ending",
            "lf",
            "--width",
            "20",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    assert!(stdout(&output).is_empty());
    let brf = std::fs::read_to_string(out).unwrap();
    assert!(!brf.contains('\r'));
    assert!(brf.contains("\n2 SF3=\n"), "{brf}");
    assert!(brf.lines().all(|l| l.len() <= 20), "{brf}");
}

#[test]
fn a_pgn_game_is_chosen_by_number_and_detected_by_content() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.txt");
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 1-0\n",
    )
    .unwrap();
    let out = stdout(&hektor(
        dir.path(),
        &[
            "export",
            pgn.to_str().unwrap(),
            "--format",
            "braille",
            "--game",
            "2",
        ],
    ));
    // English Braille: a lone capital letter with the letter sign, the dash as two cells.
    assert!(out.contains("⠰⠠⠉⠤⠤⠰⠠⠙\n"), "{out}");
    assert!(out.contains("⠂ ⠙⠲ ⠙⠢\n"), "{out}");
}

fn failure(dir: &Path, args: &[&str]) -> (i32, String) {
    let output = hektor(dir, args);
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn unusable_input_and_options_exit_2_with_a_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let game = journal(dir.path(), true);
    let game = game.to_str().unwrap();
    let missing = dir.path().join("missing.pgn");
    let (code, err) = failure(
        dir.path(),
        &["export", missing.to_str().unwrap(), "--format", "pgn"],
    );
    assert_eq!(code, 2);
    assert!(
        err.ends_with("does not exist. Check the name and the folder.\n"),
        "{err}"
    );

    let (code, err) = failure(
        dir.path(),
        &["export", game, "--format", "brf", "--width", "5"],
    );
    assert_eq!(code, 2);
    assert!(err.contains("--width 12 or more"), "{err}");

    let (code, err) = failure(
        dir.path(),
        &["export", game, "--format", "brf", "--profile", "nope"],
    );
    assert_eq!(code, 2);
    assert!(err.contains("ukaaf-2015"), "{err}");

    let (code, err) = failure(
        dir.path(),
        &["export", game, "--format", "pgn", "--game", "2"],
    );
    assert_eq!(code, 2);
    assert!(err.contains("holds one game"), "{err}");

    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let (code, err) = failure(
        dir.path(),
        &["export", empty.to_str().unwrap(), "--format", "text"],
    );
    assert_eq!(code, 2);
    assert!(err.contains("no PGN game"), "{err}");
}

#[test]
fn an_illegal_move_exits_1_and_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("bad.pgn");
    std::fs::write(&pgn, "1. e4 e5 2. Ke3 *\n").unwrap();
    let (code, err) = failure(
        dir.path(),
        &["export", pgn.to_str().unwrap(), "--format", "pgn"],
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("game 1, move 2: Ke3 is not a legal move"),
        "{err}"
    );
}

#[test]
fn an_existing_output_file_is_kept_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let game = journal(dir.path(), true);
    let out = dir.path().join("old.pgn");
    std::fs::write(&out, "my notes\n").unwrap();
    // `hektor export GAME --format pgn -o TARGET [--force]`.
    let args = |target: &Path, force: bool| {
        let mut args = vec![
            "export".to_owned(),
            game.display().to_string(),
            "--format".to_owned(),
            "pgn".to_owned(),
            "-o".to_owned(),
            target.display().to_string(),
        ];
        if force {
            args.push("--force".to_owned());
        }
        args
    };
    let run = |target: &Path, force: bool| {
        let args = args(target, force);
        failure(
            dir.path(),
            &args.iter().map(String::as_str).collect::<Vec<_>>(),
        )
    };
    let (code, message) = run(&out, false);
    assert_eq!(code, 2);
    assert_eq!(
        message.trim_end(),
        format!(
            "{} already exists and is kept as it is; give --force to replace it, or choose another file name.",
            out.display()
        )
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "my notes\n");
    let (code, _) = run(&out, true);
    assert_eq!(code, 0);
    assert!(
        std::fs::read_to_string(&out)
            .unwrap()
            .contains("[White \"Anna Weiss\"]")
    );
    // The game file itself is an existing file too.
    let (code, _) = run(&game, false);
    assert_eq!(code, 2);
    assert!(hektor::games::journal::load(&game).is_ok());
    // Another game file is never replaced, not even with --force.
    let other = dir.path().join("other.jsonl");
    std::fs::copy(&game, &other).unwrap();
    let kept = std::fs::read(&other).unwrap();
    let (code, message) = run(&other, true);
    assert_eq!(code, 2);
    assert_eq!(
        message.trim_end(),
        format!(
            "{} holds a game kept by hektor: the scoresheet would replace it. Choose another file name.",
            other.display()
        )
    );
    assert_eq!(std::fs::read(&other).unwrap(), kept);
    // So is one whose first line is blank, or that starts with a byte order mark.
    for head in [&b"\n"[..], b"\xEF\xBB\xBF", b"\0\0\n"] {
        let odd = [head, kept.as_slice()].concat();
        std::fs::write(&other, &odd).unwrap();
        let (code, _) = run(&other, true);
        assert_eq!(code, 2, "{head:?}");
        assert_eq!(std::fs::read(&other).unwrap(), odd);
    }
}

#[test]
fn a_game_file_with_damage_or_a_power_cut_exports_what_reads() {
    let dir = tempfile::tempdir().unwrap();
    let game = journal(dir.path(), true);
    let text = std::fs::read(&game).unwrap();
    let pgn_of = |path: &Path| {
        let out = hektor(
            dir.path(),
            &["export", "--format", "pgn", path.to_str().unwrap()],
        );
        assert!(out.status.success(), "{out:?}");
        (
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (whole, _) = pgn_of(&game);
    // A power cut: NULs after the last line.
    let cut = dir.path().join("cut.jsonl");
    std::fs::write(&cut, [text.as_slice(), &[0u8; 512]].concat()).unwrap();
    assert_eq!(pgn_of(&cut).0, whole);
    // A line in the middle that is no entry: left out and named, the rest exported.
    let mut lines: Vec<&[u8]> = text.split_inclusive(|b| *b == b'\n').collect();
    lines.insert(2, b"\x00garbage\n");
    let damaged = dir.path().join("damaged.jsonl");
    std::fs::write(&damaged, lines.concat()).unwrap();
    let (pgn, said) = pgn_of(&damaged);
    assert_eq!(pgn, whole);
    assert!(said.contains("Line 3 of the game file"), "{said}");
    assert!(
        said.contains("is left out; every other entry is kept."),
        "{said}"
    );
}

/// A word the PGN reader cannot read (a Cyrillic piece letter) is explained as `check`
/// explains it (PGN letters), not called an illegal move; the same words in both.
#[test]
fn a_word_the_pgn_reader_cannot_read_is_said_as_check_says_it() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("ru.pgn");
    std::fs::write(&pgn, "[Event \"A\"]\n\n1. e4 e5 2. Кf3 Nc6 *\n").unwrap();
    let pgn = pgn.to_str().unwrap();
    for (lang, words) in [
        (
            "en",
            "“Кf3” is not a move of White in PGN notation (PGN writes moves in English \
             letters, K Q R B N, such as Nf3 or exd5)",
        ),
        (
            "ru",
            "ход 2, белые: «Кf3» стоит на месте хода, но это не ход в нотации PGN",
        ),
    ] {
        let (code, err) = failure(
            dir.path(),
            &["--lang", lang, "export", pgn, "--format", "text"],
        );
        assert_eq!(code, 1, "{lang}: {err}");
        assert!(
            err.starts_with(&format!("{pgn}: ")) && err.contains(words),
            "{lang}: {err}"
        );
        assert!(
            !err.contains("not a legal move") && !err.contains("недопустимый"),
            "{lang}: {err}"
        );
        let check = hektor(dir.path(), &["--lang", lang, "check", pgn]);
        let check = String::from_utf8(check.stdout).unwrap();
        assert!(check.contains(words), "{lang}: {check}");
    }
}

/// `--all` exports every good game and names each bad one (game and why), exit 1.
#[test]
fn export_all_leaves_out_a_bad_game_and_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("three.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n\n1. e4 e5 *\n\n[White \"Bert\"]\n\n1. e4 e5 2. Ke3 *\n\n\
         [White \"Cleo\"]\n\n1. d4 d5 *\n",
    )
    .unwrap();
    let out = dir.path().join("all.txt");
    let (code, err) = failure(
        dir.path(),
        &[
            "export",
            pgn.to_str().unwrap(),
            "--format",
            "text",
            "--all",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("game 2, move 2: Ke3 is not a legal move")
            && err.contains("One game was left out; every other game is exported."),
        "{err}"
    );
    let sheets = std::fs::read_to_string(&out).unwrap();
    assert!(
        sheets.contains("Anna") && sheets.contains("Cleo"),
        "{sheets}"
    );
    assert!(!sheets.contains("Bert"), "{sheets}");
}

/// Issue 38: a game file kept in tournament mode exports its moves as written. PGN: the
/// legal part as SAN movetext (a loose form in a comment, `written e2e4`), the first move
/// that is not legal and the ones after it in a comment that names it, so the PGN reads
/// (hektor's PGN check: no error, the legal moves); text and BRF: the moves as written,
/// those from the first that is not legal on marked `(?)`, and one line that says so.
#[test]
fn a_record_kept_as_written_exports_as_written_with_the_illegal_part_marked() {
    use common::games::{written_game, written_illegal};
    let dir = tempfile::tempdir().unwrap();
    let moves = written_illegal();
    let game = dir.path().join("illegal.jsonl");
    written_game(
        &game,
        hektor::games::Rules::Chess,
        &moves,
        Some(GameResult::WhiteWins),
    );
    let game = game.to_str().unwrap();
    let pgn = stdout(&hektor(dir.path(), &["export", game, "--format", "pgn"]));
    let flat = pgn.replace('\n', " ");
    assert!(
        flat.contains("1. e4 {[%clk 1:30:00] written e2e4}"),
        "{pgn}"
    );
    assert!(
        flat.contains("8... Bxh6 {[%clk 1:29:52.5] written Bh6}"),
        "{pgn}"
    );
    let tail = "{move 23 as recorded (White), Qd7, is not legal; as recorded from there on, \
                not checked: 23. Qd7 Qd6 24. Rxd4 cxd4} 1-0";
    assert!(flat.contains(tail), "{pgn}");
    let file = dir.path().join("illegal.pgn");
    std::fs::write(&file, &pgn).unwrap();
    let checked = hektor(dir.path(), &["check", file.to_str().unwrap()]);
    assert_eq!(
        String::from_utf8_lossy(&checked.stdout),
        "1 game, 44 moves, 0 errors\n"
    );
    let text = stdout(&hektor(dir.path(), &["export", game, "--format", "text"]));
    assert!(
        text.replace("\n  ", " ").contains(
            "Move 23 as recorded (White), Qd7, is not legal: it and the moves after it stand \
             as recorded, marked (?), not checked."
        ),
        "{text}"
    );
    assert!(text.contains("1. e2e4 d6\n"), "{text}");
    assert!(
        text.contains("23. Qd7 (?) Qd6 (?)\n24. Rxd4 (?) cxd4 (?)\n"),
        "{text}"
    );
    let de = stdout(&hektor(
        dir.path(),
        &["--lang", "de", "export", game, "--format", "text"],
    ));
    assert!(de.contains("23. Dd7 (?) Dd6 (?)\n"), "{de}");
    let brf = stdout(&hektor(dir.path(), &["export", game, "--format", "brf"]));
    assert!(brf.contains("MARKED 757"), "{brf}");
    assert!(
        brf.contains("\r\n23 QD7 757 QD6 757\r\n24 R;D4 757 C;D4 757\r\n"),
        "{brf}"
    );
}

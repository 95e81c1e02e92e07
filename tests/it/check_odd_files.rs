//! Files that are not what they claim, through the real binary: no PGN at all, UCI-form
//! promotions, results that contradict the board, missing results and unclosed
//! variations, Windows-1252 names, old Mac line ends, relative paths in sentences, and
//! standard output closed early (`| head -1`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs hektor in `dir` with `args`.
fn hektor(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hektor"))
        .current_dir(dir)
        .env("HEKTOR_HOME", dir.join("home"))
        .args(args)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A file `name` in `dir` holding `bytes`.
fn file(dir: &Path, name: &str, bytes: &[u8]) {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, bytes).unwrap();
}

/// Bytes that look random (a fixed linear congruential sequence), NUL bytes included.
fn noise(len: usize) -> Vec<u8> {
    let mut state: u32 = 12345;
    (0..len)
        .map(|_| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (state >> 16) as u8
        })
        .collect()
}

#[test]
fn files_without_a_pgn_game_are_refused_by_check_and_export() {
    let dir = tempfile::tempdir().unwrap();
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10".to_vec();
    png.extend(noise(200));
    file(dir.path(), "noise.pgn", &noise(3000));
    file(dir.path(), "picture.png", &png);
    file(
        dir.path(),
        "notes.txt",
        b"Shopping list\nmilk, bread, cheese\n",
    );
    file(dir.path(), "empty.pgn", b"");
    for name in ["noise.pgn", "picture.png", "notes.txt", "empty.pgn"] {
        let checked = hektor(dir.path(), &["check", name]);
        assert_eq!(checked.status.code(), Some(2), "check {name}");
        assert!(
            text(&checked.stderr).trim_end()
                == format!(
                    "{name}: the file holds no PGN game (nor is it a saved hektor game). Give a PGN file or a game file of hektor."
                ),
            "check {name}: {}",
            text(&checked.stderr)
        );
        assert!(
            checked.stdout.is_empty(),
            "check {name} reported games in a file that holds none: {}",
            text(&checked.stdout)
        );
        let exported = hektor(dir.path(), &["export", name, "--format", "brf"]);
        assert_eq!(exported.status.code(), Some(2), "export {name}");
        assert!(
            exported.stdout.is_empty(),
            "export {name} wrote a scoresheet"
        );
        assert_eq!(
            text(&exported.stderr),
            text(&checked.stderr),
            "export and check say one sentence for {name}"
        );
        assert!(
            text(&exported.stderr).contains("holds no PGN game"),
            "export {name}: {}",
            text(&exported.stderr)
        );
    }
}

#[test]
fn uci_promotions_inside_movetext_are_read() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "promotion.pgn",
        b"[FEN \"7k/3P4/7K/8/8/8/8/8 w - - 0 55\"]\n\n55. h6g6 h8g8 56. d7d8q+ 1-0\n\n\
          [FEN \"8/3P3k/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. d7d8n Kg6 *\n",
    );
    let checked = hektor(dir.path(), &["check", "promotion.pgn"]);
    let stdout = text(&checked.stdout);
    assert!(stdout.ends_with("2 games, 5 moves, 0 errors\n"), "{stdout}");
    assert_eq!(checked.status.code(), Some(0));
    let exported = hektor(dir.path(), &["export", "promotion.pgn", "--format", "pgn"]);
    assert!(
        text(&exported.stdout).contains("55. Kg6 Kg8 56. d8=Q#"),
        "{}",
        text(&exported.stdout)
    );
}

#[test]
fn a_result_that_contradicts_mate_or_stalemate_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    file(dir.path(), "mate.pgn", b"1. f3 e5 2. g4 Qh4# 1-0\n");
    file(
        dir.path(),
        "stalemate.pgn",
        b"[FEN \"k7/8/8/1Q6/8/8/8/7K w - - 0 1\"]\n\n1. Qb6 1-0\n",
    );
    file(dir.path(), "right.pgn", b"1. f3 e5 2. g4 Qh4# 0-1\n");
    let mate = hektor(dir.path(), &["check", "mate.pgn"]);
    assert_eq!(mate.status.code(), Some(1));
    assert!(
        text(&mate.stdout).contains(
            "game 1: the result 1-0 contradicts the board: the game ends in checkmate, which makes it 0-1."
        ),
        "{}",
        text(&mate.stdout)
    );
    let stalemate = hektor(dir.path(), &["check", "stalemate.pgn"]);
    assert_eq!(stalemate.status.code(), Some(1));
    assert!(text(&stalemate.stdout).contains("stalemate, which makes it 1/2-1/2"));
    assert_eq!(
        hektor(dir.path(), &["check", "right.pgn"]).status.code(),
        Some(0)
    );
}

#[test]
fn a_missing_result_is_a_note_and_an_unclosed_variation_an_error() {
    let dir = tempfile::tempdir().unwrap();
    // An opening book: names and moves, no results.
    file(
        dir.path(),
        "eco.pgn",
        b"[ECO \"A00\"]\n[Opening \"Polish\"]\n\n1. b4\n\n[ECO \"B00\"]\n[Opening \"Nimzowitsch\"]\n\n1. e4 Nc6\n",
    );
    let eco = hektor(dir.path(), &["check", "eco.pgn"]);
    assert_eq!(eco.status.code(), Some(0), "{}", text(&eco.stderr));
    let stdout = text(&eco.stdout);
    assert!(
        stdout.contains("game 2: no result after the moves"),
        "{stdout}"
    );
    assert!(stdout.ends_with("2 games, 3 moves, 0 errors\n"), "{stdout}");

    file(
        dir.path(),
        "open.pgn",
        b"1. e4 e5 (1... c5 2. Nf3 2. Nf3 *\n",
    );
    let open = hektor(dir.path(), &["check", "open.pgn"]);
    assert_eq!(open.status.code(), Some(1));
    assert!(
        text(&open.stdout).contains("game 1: a variation opened with ( is never closed"),
        "{}",
        text(&open.stdout)
    );
}

#[test]
fn windows_1252_names_and_old_mac_line_ends_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let game = |white: &[u8], event: &str| {
        let mut bytes = format!("[Event \"{event}\"]\r[White \"").into_bytes();
        bytes.extend_from_slice(white);
        bytes.extend_from_slice(
            b"\"]\r[Black \"M\xfcller\"]\r\r1. e4 e5 ; a comment\r2. Nf3 1-0\r\r",
        );
        bytes
    };
    let mut bytes = game(b"Ju\xe1rez, Jos\xe9", "Open");
    bytes.extend(game(b"\x8aa\x9ai\xe6", "Open"));
    bytes.extend(game(b"Nu\xf1ez", "Open"));
    file(dir.path(), "mac.pgn", &bytes);
    let checked = hektor(dir.path(), &["check", "mac.pgn"]);
    assert!(
        text(&checked.stdout).ends_with("3 games, 9 moves, 0 errors\n"),
        "{}",
        text(&checked.stdout)
    );
    for (game, name) in [("1", "White: Juárez, José"), ("2", "White: Šaši\u{e6}")] {
        let exported = hektor(
            dir.path(),
            &["export", "mac.pgn", "--game", game, "--format", "text"],
        );
        let sheet = text(&exported.stdout);
        assert!(sheet.contains(name), "{sheet}");
        assert!(sheet.contains("Black: Müller"), "{sheet}");
        assert!(!sheet.contains('\u{fffd}'), "{sheet}");
    }
    let replay = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .current_dir(dir.path())
        .env("HEKTOR_HOME", dir.path().join("home"))
        .args(["replay", "mac.pgn", "--plain"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let output = {
        use std::io::Write;
        let mut replay = replay;
        replay
            .stdin
            .take()
            .unwrap()
            .write_all(b"list\nquit\n")
            .unwrap();
        replay.wait_with_output().unwrap()
    };
    let listing = text(&output.stdout);
    assert!(listing.contains("Juárez"), "{listing}");
    assert!(listing.contains("Nuñez"), "{listing}");
}

#[test]
fn relative_paths_are_printed_as_given() {
    let dir = tempfile::tempdir().unwrap();
    file(dir.path(), "o/empty.pgn", b"");
    file(dir.path(), "e/j1.jsonl", b"{not a game\n");
    let empty = hektor(dir.path(), &["export", "o/empty.pgn", "--format", "brf"]);
    assert!(
        text(&empty.stderr).starts_with("o/empty.pgn: "),
        "{}",
        text(&empty.stderr)
    );
    let journal = hektor(dir.path(), &["export", "e/j1.jsonl", "--format", "brf"]);
    assert!(
        text(&journal.stderr).contains("e/j1.jsonl"),
        "{}",
        text(&journal.stderr)
    );
    assert!(
        !text(&journal.stderr).contains("E/j1.jsonl"),
        "{}",
        text(&journal.stderr)
    );
}

#[test]
fn an_illegal_start_position_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "kings.pgn",
        b"[FEN \"k7/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n1. Kb1 *\n",
    );
    for args in [
        &["check", "kings.pgn"][..],
        &["export", "kings.pgn", "--format", "text"],
    ] {
        let output = hektor(dir.path(), args);
        let said = text(&output.stdout) + &text(&output.stderr);
        assert!(said.contains("a side has more than one king"), "{said}");
        assert_eq!(
            said.matches("illegal position").count() + said.matches("not a legal").count(),
            1,
            "{said}"
        );
    }
}

/// Runs hektor with standard output a pipe whose reading end is already closed, as
/// `| head -1` leaves it once head has its line.
fn with_closed_stdout(dir: &Path, args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let child = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .current_dir(dir)
        .env("HEKTOR_HOME", dir.join("home"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    let dir = tempfile::tempdir().unwrap();
    file(dir.path(), "a.pgn", b"1. e4 e5 2. Nf3 Nc6 *\n");
    file(dir.path(), "b.pgn", b"1. e4 e5 2. Nf3 Nf6 *\n");
    // A command cut short exits 141 (never 0); `check` reads on and exits as without
    // the pipe; a replay session goes on speaking to the end of its input.
    let commands: [(&[&str], i32); 6] = [
        (&["say", "e4", "e5", "Nf3", "Nc6"], 141),
        (&["reconcile", "--sheet", "a.pgn", "--sheet", "b.pgn"], 141),
        (
            &[
                "reconcile",
                "--sheet",
                "a.pgn",
                "--sheet",
                "b.pgn",
                "--format",
                "json",
            ],
            141,
        ),
        (&["check", "a.pgn"], 0),
        (&["export", "a.pgn", "--format", "brf"], 141),
        (&["replay", "a.pgn", "--plain"], 0),
    ];
    for (args, code) in commands {
        let output = with_closed_stdout(dir.path(), args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(code), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
}

/// A word where a move stands that the PGN reader cannot read (Cyrillic letters, a
/// draughts move) is an error that names it, never a move skipped without a word; an
/// export stops there instead of writing the game without it.
#[test]
fn a_move_the_reader_cannot_read_is_named_not_skipped() {
    let dir = tempfile::tempdir().unwrap();
    // `Кf3` and `Кc6` in Cyrillic: skipped, the game would go on with 3. Bb5 as if legal.
    file(
        dir.path(),
        "cyrillic.pgn",
        "[Event \"t\"]\n\n1. e4 e5 2. Кf3 Кc6 3. Bb5 a6 *\n".as_bytes(),
    );
    let checked = hektor(dir.path(), &["check", "cyrillic.pgn"]);
    let out = text(&checked.stdout);
    assert!(
        out.contains("game 1, move 2: “Кf3” is not a move of White in PGN notation"),
        "{out}"
    );
    assert!(out.contains("1 game, 2 moves, 1 error"), "{out}");
    let exported = hektor(dir.path(), &["export", "cyrillic.pgn", "--format", "pgn"]);
    assert_eq!(
        exported.status.code(),
        Some(1),
        "{}",
        text(&exported.stdout)
    );
    assert!(
        text(&exported.stderr).contains("Кf3"),
        "{}",
        text(&exported.stderr)
    );
    // A last move that cannot be read is not dropped either; e.p. and N are annotations.
    file(
        dir.path(),
        "tail.pgn",
        b"[Event \"t\"]\n\n1. e4 d5 2. e5 f5 3. exf6 e.p. N Nxf6 4. 22-18 *\n",
    );
    let out = text(&hektor(dir.path(), &["check", "tail.pgn"]).stdout);
    assert!(out.starts_with("game 1, move 4: “22-18”"), "{out}");
    assert!(out.contains("1 game, 6 moves, 1 error"), "{out}");
}

/// A word of symbols only that is no annotation (`@@`, `&`, a lone `=`) is named as a
/// move the reader cannot read, not skipped; the evaluation signs stay annotations.
#[test]
fn a_word_of_symbols_that_is_no_annotation_is_named_not_skipped() {
    let dir = tempfile::tempdir().unwrap();
    for word in ["@@", "&", "="] {
        let game = format!("[Event \"t\"]\n\n1. e4 e5 2. Nf3 {word} Nc6 3. Bb5 *\n");
        file(dir.path(), "symbols.pgn", game.as_bytes());
        let out = text(&hektor(dir.path(), &["check", "symbols.pgn"]).stdout);
        assert!(
            out.contains(&format!("game 1, move 2: “{word}” is not a move of Black")),
            "{word}: {out}"
        );
        assert!(out.contains("1 game, 3 moves, 1 error"), "{word}: {out}");
        let exported = hektor(dir.path(), &["export", "symbols.pgn", "--format", "pgn"]);
        assert_eq!(exported.status.code(), Some(1), "{word}");
    }
    file(
        dir.path(),
        "signs.pgn",
        "[Event \"t\"]\n\n1. e4 += e5 =+ 2. Nf3 ± Nc6 +- 3. Bb5 ∞ a6 -+ 4. Ba4 +/= *\n".as_bytes(),
    );
    let out = text(&hektor(dir.path(), &["check", "signs.pgn"]).stdout);
    assert!(out.contains("1 game, 7 moves, 0 errors"), "{out}");
}

/// After a side passes with a null move, the move numbers of later findings go on.
#[test]
fn a_second_null_move_is_named_at_its_own_move_number() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "nulls.pgn",
        b"[Event \"t\"]\n\n1. e4 -- 2. d4 Z0 3. c4 Ke5 *\n",
    );
    let out = text(&hektor(dir.path(), &["check", "nulls.pgn"]).stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("game 1, move 1: Black has a null move"),
        "{out}"
    );
    assert!(
        lines[1].starts_with("game 1, move 2: Black has a null move"),
        "{out}"
    );
    assert!(
        lines[2].starts_with("game 1, move 3: Ke5 is not a legal move for Black"),
        "{out}"
    );
}

#[test]
fn a_cut_off_tag_or_comment_is_said_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "comment.pgn",
        b"[Event \"a\"]\n\n1. e4 e5 2. Nf3 {unfinished",
    );
    file(dir.path(), "tag.pgn", b"[Event \"a\"]\n[White \"b");
    for (name, words) in [
        ("comment.pgn", "коментар не закрито"),
        ("tag.pgn", "заголовок не закрито"),
    ] {
        let output = hektor(dir.path(), &["--lang", "uk", "check", name]);
        let report = text(&output.stdout);
        assert!(report.contains(words), "{report}");
        assert!(!report.contains("unterminated"), "{report}");
    }
}

#[test]
fn a_pgn_file_that_opens_with_a_comment_is_read_as_pgn_by_every_command() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "eco.pgn",
        b"\n\n{\nA file of openings, with thanks to its authors.\n}\n\n[ECO \"A00\"]\n[Opening \"Polish\"]\n\n1. b4 *\n",
    );
    let checked = hektor(dir.path(), &["check", "eco.pgn"]);
    assert_eq!(checked.status.code(), Some(0), "{}", text(&checked.stderr));
    assert!(
        // The comment before the first tags is no game (python-chess reads it as an empty
        // game of its own): every command counts one.
        text(&checked.stdout).ends_with("1 game, 1 move, 0 errors\n"),
        "{}",
        text(&checked.stdout)
    );
    let exported = hektor(
        dir.path(),
        &["export", "eco.pgn", "--format", "pgn", "--game", "1"],
    );
    assert_eq!(
        exported.status.code(),
        Some(0),
        "{}",
        text(&exported.stderr)
    );
    assert!(
        text(&exported.stdout).contains("1. b4"),
        "{}",
        text(&exported.stdout)
    );
    let mut replay = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .current_dir(dir.path())
        .env("HEKTOR_HOME", dir.path().join("home"))
        .args([
            "--speech", "none", "replay", "eco.pgn", "--plain", "--game", "1",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(replay.stdin.as_mut().unwrap(), b"\nquit\n").unwrap();
    let replayed = replay.wait_with_output().unwrap();
    assert!(
        !text(&replayed.stdout).contains("game file of hektor play")
            && !text(&replayed.stderr).contains("game file of hektor play"),
        "{}{}",
        text(&replayed.stdout),
        text(&replayed.stderr)
    );
    assert!(
        text(&replayed.stdout).contains("1, White"),
        "{}",
        text(&replayed.stdout)
    );
}

#[test]
fn a_capture_mark_written_wrong_is_read_as_the_one_move_it_fits_with_a_note() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "marks.pgn",
        b"[Event \"x\"]\n\n1. e4 c5 2. Nf3 c4 3. Bc4 Nc6 4. Nxg5 e5 5. Nf7 1-0\n",
    );
    let checked = hektor(dir.path(), &["check", "marks.pgn"]);
    let out = text(&checked.stdout);
    assert_eq!(checked.status.code(), Some(0), "{out}");
    assert!(
        out.contains("game 1, move 3: Bc4 of White lacks its capture mark (x); read as Bxc4"),
        "{out}"
    );
    assert!(
        out.contains("move 4: Nxg5 of White has a wrong capture mark (x)"),
        "{out}"
    );
    assert!(out.ends_with("1 game, 9 moves, 0 errors\n"), "{out}");
    let exported = hektor(dir.path(), &["export", "marks.pgn", "--format", "pgn"]);
    assert!(
        text(&exported.stdout).contains("3. Bxc4 Nc6 4. Ng5 e5 5. Nxf7 1-0"),
        "{}{}",
        text(&exported.stdout),
        text(&exported.stderr)
    );
}

/// A capture written without its `x` (`ed5` for exd5) is said to lack the mark, not to
/// have a wrong one, in every language.
#[test]
fn a_capture_written_without_its_mark_is_said_to_lack_it() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "bare.pgn",
        b"[Event \"x\"]\n\n1. e4 d5 2. ed5 *\n",
    );
    for (lang, said) in [
        (
            "en",
            "ed5 of White lacks its capture mark (x); read as exd5",
        ),
        (
            "de",
            "ed5 von Weiß fehlt das Schlagzeichen (x); gelesen als exd5",
        ),
        ("pl", "ed5 nie ma znaku bicia (x); odczytano jako exd5"),
        (
            "ru",
            "в записи «ed5» нет знака взятия (x); прочитано как exd5",
        ),
        (
            "uk",
            "у записі «ed5» бракує знака взяття (x); прочитано як exd5",
        ),
    ] {
        let checked = hektor(dir.path(), &["--lang", lang, "check", "bare.pgn"]);
        let out = text(&checked.stdout);
        assert!(out.contains(said), "{lang}: {out}");
    }
}

#[test]
fn check_errors_prints_only_the_errors_and_the_totals() {
    let dir = tempfile::tempdir().unwrap();
    // Game 1 has a note (no result), game 2 an error.
    file(
        dir.path(),
        "mixed.pgn",
        b"[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. e4 e5 2. Ke3 *\n",
    );
    let all = text(&hektor(dir.path(), &["check", "mixed.pgn"]).stdout);
    assert!(all.contains("game 1: no result after the moves"), "{all}");
    let errors = hektor(dir.path(), &["check", "--errors", "mixed.pgn"]);
    assert_eq!(errors.status.code(), Some(1));
    assert_eq!(
        text(&errors.stdout),
        "game 2, move 2: Ke3 is not a legal move for White; the rest of this line is not checked.\n\
         2 games, 4 moves, 1 error\n"
    );
}

#[test]
fn a_forfeit_as_scalachess_writes_it_is_a_result_not_a_cut_off_file() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "forfeit.pgn",
        b"[White \"a\"]\n[Result \"+--\"]\n\n +--\n\n[White \"b\"]\n[Result \"--+\"]\n\n1. e4 --+\n",
    );
    let checked = hektor(dir.path(), &["check", "forfeit.pgn"]);
    let stdout = text(&checked.stdout);
    assert_eq!(checked.status.code(), Some(0), "{stdout}");
    assert_eq!(
        stdout,
        "game 1: a result won by forfeit, written +-- or --+ (as scalachess writes it), read as 1-0.\n\
         game 2: a result won by forfeit, written +-- or --+ (as scalachess writes it), read as 0-1.\n\
         2 games, 1 move, 0 errors\n"
    );
}

#[test]
fn a_result_tag_that_contradicts_the_moves_and_a_stray_parenthesis_are_notes() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "odd.pgn",
        b"[White \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 ) 2. Nf3 0-1\n",
    );
    let checked = hektor(dir.path(), &["check", "odd.pgn"]);
    assert_eq!(checked.status.code(), Some(0));
    assert_eq!(
        text(&checked.stdout),
        "game 1, move 2: a ) of White closes no variation; passed over.\n\
         game 1: the Result tag says 1-0, the moves end with 0-1; read as 0-1.\n\
         1 game, 3 moves, 0 errors\n"
    );
}

/// `hektor --speech text ARGS` in `dir` with `input` on standard input: what it printed on
/// standard output and standard error, and its exit code.
fn said_with_input(dir: &Path, args: &[&str], input: &[u8]) -> (String, String, Option<i32>) {
    let mut command = common::hektor(&dir.join("home"));
    command.current_dir(dir).args(args);
    let output = common::run_with_input(command, input);
    (
        text(&output.stdout),
        text(&output.stderr),
        output.status.code(),
    )
}

#[test]
fn utf16_files_are_read_by_every_command_as_the_same_text_in_utf_8() {
    let dir = tempfile::tempdir().unwrap();
    let game = "[Event \"Open\"]\n[White \"Müller\"]\n[Black \"Łukasz\"]\n\n1. e4 e5 2. Nf3 *\n";
    let notes = "Notes, and no game here.\n";
    file(dir.path(), "sheet.txt", b"1. e4 e5 2. Nf3\n");
    for (name, text) in [("game", game), ("notes", notes)] {
        let mut utf16 = vec![0xFF, 0xFE];
        utf16.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        file(dir.path(), &format!("{name}16.pgn"), &utf16);
        file(dir.path(), &format!("{name}8.pgn"), text.as_bytes());
        let said = |file: &str, args: &[&str], input: &[u8]| {
            let args: Vec<&str> = args
                .iter()
                .map(|arg| if *arg == "FILE" { file } else { arg })
                .collect();
            let (out, err, code) = said_with_input(dir.path(), &args, input);
            let as_given = |text: String| text.replace(file, "FILE");
            (as_given(out), as_given(err), code)
        };
        let commands: [(&[&str], &[u8]); 4] = [
            (&["check", "FILE"], b""),
            (&["export", "FILE", "--format", "pgn"], b""),
            (&["replay", "FILE", "--plain"], b"n\nquit\n"),
            (
                &["reconcile", "--sheet", "FILE", "--sheet", "sheet.txt"],
                b"",
            ),
        ];
        for (args, input) in commands {
            let utf8 = said(&format!("{name}8.pgn"), args, input);
            let utf16 = said(&format!("{name}16.pgn"), args, input);
            assert_eq!(utf16, utf8, "{args:?} {name}");
            if name == "game" {
                assert_eq!(utf16.2, Some(0), "{args:?}: {utf16:?}");
                assert!(!utf16.0.contains('\u{fffd}'), "{args:?}: {utf16:?}");
            }
        }
    }
}

#[test]
fn a_latin_1_pgn_is_read_by_reconcile_as_by_check_replay_and_export() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "latin1.pgn",
        b"[Event \"Open\"]\n[White \"M\xfcller\"]\n[Black \"J\xfcrgen\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n",
    );
    file(dir.path(), "sheet.txt", b"1. e4 e5 2. Nf3 Nc6\n");
    let (out, err, code) = said_with_input(dir.path(), &["check", "latin1.pgn"], b"");
    assert_eq!(code, Some(0), "{out}{err}");
    let (out, err, code) = said_with_input(
        dir.path(),
        &["export", "latin1.pgn", "--format", "pgn"],
        b"",
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("[White \"Müller\"]"), "{out}");
    let (out, err, code) =
        said_with_input(dir.path(), &["replay", "latin1.pgn", "--plain"], b"quit\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Müller against Jürgen"), "{out}");
    let (out, err, code) = said_with_input(
        dir.path(),
        &["reconcile", "--sheet", "latin1.pgn", "--sheet", "sheet.txt"],
        b"",
    );
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(err.is_empty(), "{err}");
    assert!(!out.is_empty());
}

#[test]
fn a_clk_reading_no_game_gives_is_not_read() {
    let dir = tempfile::tempdir().unwrap();
    file(
        dir.path(),
        "clocks.pgn",
        b"[Event \"Open\"]\n[TimeControl \"5400+30\"]\n\n1. e4 {[%clk 2562047788015:12:54.8]} e5 {[%clk 1:29:50]} *\n",
    );
    let (out, err, code) = said_with_input(
        dir.path(),
        &["export", "clocks.pgn", "--format", "pgn"],
        b"",
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains("2562047788015"), "{out}");
    assert!(out.contains("[%clk 1:29:50]"), "{out}");
    let (out, err, code) = said_with_input(
        dir.path(),
        &["replay", "clocks.pgn", "--plain"],
        b"n\nn\nclock\nquit\n",
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains("2562047788015"), "{out}");
    assert!(
        out.contains("Clocks: White no reading yet, Black 1 hour"),
        "{out}"
    );
}

/// Issue 38: a game file kept in tournament mode holds its moves as written. `check`
/// plays them: a legal record says so and counts the moves written loosely (exit 0); a
/// record with a move that is not legal names it, by number, side and as written, with
/// the reason, and the moves after it that are not checked (exit 1), in the UI language.
#[test]
fn a_record_kept_as_written_is_checked_by_the_rules_and_its_first_illegal_move_named() {
    use common::games::{WRITTEN_LEGAL, written_game, written_illegal};
    use hektor::game::GameResult;
    use hektor::games::Rules;
    let dir = tempfile::tempdir().unwrap();
    written_game(
        &dir.path().join("legal.jsonl"),
        Rules::Chess,
        &WRITTEN_LEGAL,
        Some(GameResult::WhiteWins),
    );
    let legal = hektor(dir.path(), &["check", "legal.jsonl"]);
    assert_eq!(legal.status.code(), Some(0), "{}", text(&legal.stderr));
    assert_eq!(
        text(&legal.stdout),
        "All 44 moves as recorded are legal.\n\
         4 moves are written loosely (without the capture mark or the check sign, or with \
         the departure square): each fits exactly one legal move and is legal as written.\n\
         1 game, 44 moves, 0 errors\n"
    );
    let moves = written_illegal();
    written_game(
        &dir.path().join("illegal.jsonl"),
        Rules::Chess,
        &moves,
        Some(GameResult::WhiteWins),
    );
    let illegal = hektor(dir.path(), &["check", "illegal.jsonl"]);
    assert_eq!(illegal.status.code(), Some(1), "{}", text(&illegal.stderr));
    let out = text(&illegal.stdout);
    assert!(
        out.starts_with("Move 23 as recorded (White), Qd7, is not legal. No queen can reach d7."),
        "{out}"
    );
    assert!(
        out.contains("The 3 moves after it are not checked.\n"),
        "{out}"
    );
    assert!(out.ends_with("1 game, 44 moves, 1 error\n"), "{out}");
    let errors = hektor(dir.path(), &["check", "--errors", "illegal.jsonl"]);
    assert_eq!(
        text(&errors.stdout).lines().count(),
        2,
        "{}",
        text(&errors.stdout)
    );
    let errors = hektor(dir.path(), &["check", "--errors", "legal.jsonl"]);
    assert_eq!(text(&errors.stdout), "1 game, 44 moves, 0 errors\n");
    let uk = hektor(dir.path(), &["--lang", "uk", "check", "illegal.jsonl"]);
    assert_eq!(uk.status.code(), Some(1));
    let out = text(&uk.stdout);
    assert!(
        out.starts_with("Хід 23 за записом (білі), Фd7, неможливий."),
        "{out}"
    );
    assert!(
        out.contains("Ходи після нього (їх 3) не перевіряються."),
        "{out}"
    );
}

/// Issue 39 item 5: a PGN file in Windows-1251 (Russian and Ukrainian files are often
/// written so) is read in Cyrillic: `check` says which encoding it assumed, `export`
/// writes the names in Cyrillic, replay's `filter player Крамник` finds the game;
/// `--encoding` overrides the guess, and a name it does not know is one sentence.
#[test]
fn a_windows_1251_pgn_file_is_read_in_cyrillic() {
    let dir = tempfile::tempdir().unwrap();
    let (bytes, _, _) = encoding_rs::WINDOWS_1251.encode(
        "[Event \"Кубок России\"]\n[White \"Крамник, Владимир\"]\n\
         [Black \"Каспаров, Гарри\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n",
    );
    file(dir.path(), "ru.pgn", &bytes);
    let output = hektor(dir.path(), &["check", "ru.pgn"]);
    assert_eq!(text(&output.stdout), "1 game, 4 moves, 0 errors\n");
    assert!(
        text(&output.stderr).contains("ru.pgn is not in UTF-8: its text is read as windows-1251."),
        "{}",
        text(&output.stderr)
    );
    let output = hektor(dir.path(), &["export", "--format", "pgn", "ru.pgn"]);
    let written = text(&output.stdout);
    assert!(
        written.contains("[White \"Крамник, Владимир\"]"),
        "{written}"
    );
    assert!(written.contains("[Event \"Кубок России\"]"), "{written}");
    let mut replay = common::hektor(&dir.path().join("home"));
    replay
        .current_dir(dir.path())
        .args(["replay", "--plain", "ru.pgn"]);
    let said = text(&common::run_with_input(replay, "filter player Крамник\n".as_bytes()).stdout);
    assert!(
        said.contains("1 game matches the filter (player Крамник)"),
        "{said}"
    );
    assert!(
        said.contains("Game 1: Крамник, Владимир against Каспаров, Гарри"),
        "{said}"
    );
    // The guess overridden: read as Windows-1252, the names are what the user asked for.
    let output = hektor(
        dir.path(),
        &[
            "export",
            "--format",
            "pgn",
            "--encoding",
            "windows-1252",
            "ru.pgn",
        ],
    );
    assert!(text(&output.stdout).contains("[White \"Êðàìíèê, Âëàäèìèð\"]"));
    let output = hektor(dir.path(), &["check", "--encoding", "klingon", "ru.pgn"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains(
            "--encoding does not take “klingon”; its values are windows-1251, koi8-r, \
             windows-1252, iso-8859-2, utf-8."
        ),
        "{}",
        text(&output.stderr)
    );
}

/// What `hektor replay FILE --plain --speech text` in `dir` prints with `input`.
fn replayed(dir: &Path, name: &str, input: &str) -> String {
    let mut command = common::hektor(&dir.join("home"));
    command.current_dir(dir).args(["replay", name, "--plain"]);
    command.args(common::without_opening_names(&dir.join("home")));
    text(&common::run_with_input(command, input.as_bytes()).stdout)
}

/// The event of each game `hektor export --game N` writes of `name`, N from 1 to
/// `upto`, or what it says when it cannot.
fn exported_events(dir: &Path, name: &str, upto: usize) -> Vec<String> {
    (1..=upto)
        .map(|n| {
            let game = n.to_string();
            let args = ["export", name, "--format", "pgn", "--game", &game];
            let out = hektor(dir, &args);
            let written = text(&out.stdout);
            written
                .lines()
                .find(|line| line.starts_with("[Event "))
                .map_or_else(|| text(&out.stderr).trim().to_owned(), str::to_owned)
        })
        .collect()
}

/// That `hektor export NAME --format pgn WHICH` in `dir` writes `moves`.
fn export_writes(dir: &Path, name: &str, which: &str, moves: &str) {
    let out = hektor(dir, &["export", name, "--format", "pgn", which]);
    let written = text(&out.stdout);
    assert!(written.contains(moves), "{written}{}", text(&out.stderr));
}

/// A line of text before the first game (`#662`, a title) is no game and no move:
/// `check`, `export` (one game, and all) and `replay` (its list and the game) all read
/// the one game after it.
#[test]
fn text_before_the_first_game_is_read_past_by_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let game =
        "[Event \"a\"]\n[White \"Wendt\"]\n[Black \"Baum\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
    file(
        dir.path(),
        "titled.pgn",
        format!("#662\n\n{game}").as_bytes(),
    );
    let checked = text(&hektor(dir.path(), &["check", "titled.pgn"]).stdout);
    assert_eq!(checked, "1 game, 3 moves, 0 errors\n");
    assert_eq!(
        exported_events(dir.path(), "titled.pgn", 2),
        [
            "[Event \"a\"]",
            "The file titled.pgn holds one game, so there is no game 2. Leave out --game, or give --game 1."
        ]
    );
    export_writes(dir.path(), "titled.pgn", "--all", "1. e4 e5 2. Nf3 *");
    let heard = replayed(dir.path(), "titled.pgn", "n\nlist\nquit\n");
    assert!(heard.contains("Game 1: Wendt against Baum"), "{heard}");
    assert!(!heard.contains("cannot be replayed"), "{heard}");
    assert!(
        heard.contains("2 moves.") && heard.contains("1, White: "),
        "{heard}"
    );
}

/// A line of text, or a comment alone, between games is no game: the commands number
/// the games alike, and `export --all` writes all three (it stopped at the comment).
#[test]
fn text_between_games_leaves_the_numbering_alike_in_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let game = |event: &str, moves: &str| {
        format!(
            "[Event \"{event}\"]\n[White \"W{event}\"]\n[Black \"B{event}\"]\n[Result \"*\"]\n\n{moves} *\n\n"
        )
    };
    let body = format!(
        "{}Round two, board one\n\n{}{{Round three}}\n\n{}",
        game("a", "1. e4 e5"),
        game("b", "1. d4 d5"),
        game("c", "1. c4 c5")
    );
    file(dir.path(), "between.pgn", body.as_bytes());
    let checked = text(&hektor(dir.path(), &["check", "between.pgn"]).stdout);
    assert_eq!(checked, "3 games, 6 moves, 0 errors\n");
    exported_and_replayed_as_three_games(
        dir.path(),
        "between.pgn",
        ["1. e4 e5 *", "1. d4 d5 *", "1. c4 c5 *"],
        "Game 3: Wc against Bc",
    );
}

/// `<` and `>` are tokens PGN reserves (PGN 7): `<br />` between moves is passed over,
/// and the game's six moves are read by `check`, `export` and `replay`.
#[test]
fn a_reserved_token_between_moves_is_passed_over() {
    let dir = tempfile::tempdir().unwrap();
    let body = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 <br /> 2. Nf3 Nc6 <br /> 3. Bb5 a6 *\n";
    file(dir.path(), "br.pgn", body.as_bytes());
    let checked = text(&hektor(dir.path(), &["check", "br.pgn"]).stdout);
    assert_eq!(checked, "1 game, 6 moves, 0 errors\n");
    export_writes(
        dir.path(),
        "br.pgn",
        "--all",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *",
    );
    let heard = replayed(dir.path(), "br.pgn", "quit\n");
    assert!(heard.contains("3 moves."), "{heard}");
    assert!(!heard.contains("stops early"), "{heard}");
}

/// An empty line after a comment that opens the movetext does not end the game (a game
/// has one termination marker): its `[FEN]` start holds for the moves after it, in
/// `check`, `export` and `replay` (python-chess splits it in two, the second game from
/// the standard start).
#[test]
fn an_empty_line_after_the_opening_comment_keeps_the_game_whole() {
    let dir = tempfile::tempdir().unwrap();
    let body = "[Event \"a\"]\n[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0 1\"]\n[SetUp \"1\"]\n\
                [Result \"*\"]\n\n{A rook ending}\n\n1. Kb2 Kh7 2. Kc3 *\n\n\
                [Event \"b\"]\n[Result \"*\"]\n\n{Only a comment}\n\n[Event \"c\"]\n\n1. e4 *\n";
    file(dir.path(), "lead.pgn", body.as_bytes());
    let checked = text(&hektor(dir.path(), &["check", "lead.pgn"]).stdout);
    assert!(
        checked.ends_with("3 games, 4 moves, 0 errors\n"),
        "{checked}"
    );
    let all = hektor(
        dir.path(),
        &["export", "lead.pgn", "--format", "pgn", "--all"],
    );
    let written = text(&all.stdout);
    assert!(
        written.contains("[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0 1\"]\n\n1. Kb2 Kh7 2. Kc3 *"),
        "{written}{}",
        text(&all.stderr)
    );
    let heard = replayed(dir.path(), "lead.pgn", "n\nlist\nquit\n");
    assert!(heard.contains("Comment: A rook ending"), "{heard}");
    assert!(heard.contains("3 games in the file."), "{heard}");
    assert!(!heard.contains("stops early"), "{heard}");
}

/// A termination marker ends its game (PGN 8.2.6): games written on one line,
/// `... 2. Nf3 1-0 [Event "b"] ... *[Event "c"] ...`, are three games for `check`,
/// `export --game N`, `export --all` and `replay` (python-chess reads one game and an
/// error).
#[test]
fn games_on_one_line_are_split_at_their_termination_markers() {
    let dir = tempfile::tempdir().unwrap();
    let body = "[Event \"a\"]\n[White \"W1\"]\n[Black \"B1\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 \
                1-0 [Event \"b\"][White \"W2\"][Black \"B2\"][Result \"*\"] 1. d4 d5 *[Event \"c\"]\
                [White \"W3\"][Black \"B3\"][Result \"*\"] 1. c4 c5 *\n";
    file(dir.path(), "line.pgn", body.as_bytes());
    let checked = text(&hektor(dir.path(), &["check", "line.pgn"]).stdout);
    assert!(
        checked.ends_with("3 games, 7 moves, 0 errors\n"),
        "{checked}"
    );
    assert!(!checked.contains("not a legal move"), "{checked}");
    exported_and_replayed_as_three_games(
        dir.path(),
        "line.pgn",
        ["1. e4 e5 2. Nf3 1-0", "1. d4 d5 *", "1. c4 c5 *"],
        "Game 3: W3 against B3",
    );
}

/// `name` in `dir`, of three games with events a, b and c whose moves are `moves`:
/// `export --game N` writes each and says there is no game 4, `export --all` writes all
/// three, and `replay` lists three and opens game 3 (`third`, as it is announced).
fn exported_and_replayed_as_three_games(dir: &Path, name: &str, moves: [&str; 3], third: &str) {
    let none = format!("The file {name} holds 3 games, so there is no game 4. Give --game 1 to 3.");
    assert_eq!(
        exported_events(dir, name, 4),
        [
            "[Event \"a\"]",
            "[Event \"b\"]",
            "[Event \"c\"]",
            none.as_str()
        ]
    );
    for moves in moves {
        export_writes(dir, name, "--all", moves);
    }
    let heard = replayed(dir, name, "list\ngame 3\nquit\n");
    assert!(heard.contains("3 games in the file."), "{heard}");
    assert!(heard.contains(third), "{heard}");
    assert!(!heard.contains("cannot be replayed"), "{heard}");
}

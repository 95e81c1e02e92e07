//! `hektor check` on PDN draughts files: the fixtures (the project's own, and the outside
//! corpus's when it is there) read whole without an error,
//! damaged copies (an illegal move, a bad FEN, a cut-off file, odd encodings) said in a
//! sentence naming the game and the move, in the UI language, with check's exit status.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::Path;

use common::corpus::own;
use common::run_in;

/// An own PDN fixture's bytes.
fn pdn(name: &str) -> Vec<u8> {
    std::fs::read(own(&format!("pdn/{name}"))).unwrap()
}

/// `hektor [--lang LANG] check FILE` on `bytes` written to a file: stdout, stderr, exit code.
fn check(lang: &str, bytes: &[u8]) -> (String, String, i32) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("games.pdn"), bytes).unwrap();
    let output = run_in(dir.path(), &["--lang", lang, "check", "games.pdn"]);
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap(),
    )
}

/// `text` with its first `from` replaced by `to` (which must be there).
fn damaged(text: &[u8], from: &str, to: &str) -> Vec<u8> {
    let text = String::from_utf8(text.to_vec()).unwrap();
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1).into_bytes()
}

/// An independent count of the moves: words outside tags that start with a square and a
/// separator (`32-28`, `28x17`, `c3-d4`, `d4:b6`), move numbers and results left out.
fn written_moves(text: &[u8]) -> usize {
    let text = String::from_utf8(text.to_vec()).unwrap();
    let results = ["1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1"];
    text.lines()
        .filter(|line| !line.starts_with('['))
        .flat_map(str::split_whitespace)
        .map(|word| match word.split_once('.') {
            Some((number, rest)) if number.chars().all(|c| c.is_ascii_digit()) => rest,
            _ => word,
        })
        .filter(|word| !results.contains(word))
        .filter(|word| {
            let square = word.trim_start_matches(|c: char| ('a'..='h').contains(&c));
            let digits = square.len()
                - square
                    .trim_start_matches(|c: char| c.is_ascii_digit())
                    .len();
            digits > 0 && square[digits..].starts_with(['-', 'x', ':'])
        })
        .count()
}

/// Every file of `table` (file, games) checks without an error, with the moves counted
/// independently; `russian` is also checked in Russian.
fn every_file_checks_without_an_error(table: &[(&Path, usize)], russian: (&Path, usize)) {
    for (path, games) in table {
        let text = std::fs::read(path).unwrap();
        let (stdout, stderr, code) = check("en", &text);
        assert_eq!(code, 0, "{}: {stdout}{stderr}", path.display());
        let summary = format!("{games} games, {} moves, 0 errors\n", written_moves(&text));
        assert_eq!(stdout, summary, "{}", path.display());
    }
    let (stdout, _, _) = check("ru", &std::fs::read(russian.0).unwrap());
    assert!(
        stdout.starts_with(&format!("партий: {}, ходов: ", russian.1)),
        "{stdout}"
    );
}

#[test]
fn the_pdn_fixtures_are_checked_without_an_error() {
    let international = own("pdn/international.pdn");
    let russian = own("pdn/russian.pdn");
    every_file_checks_without_an_error(&[(&international, 12), (&russian, 3)], (&russian, 3));
}

#[test]
fn an_illegal_move_is_named_with_its_game_move_and_reason() {
    // Game 1, move 2: White must take b4:d6; the copy plays a quiet move.
    let copy = damaged(&pdn("russian.pdn"), "2. b4:d6", "2. b4-a5");
    let (stdout, stderr, code) = check("en", &copy);
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(
        stdout.starts_with(
            "game 1, move 2: b4-a5 is not a legal move for White: a capture is compulsory here; \
             the rest of this line is not checked.\n"
        ),
        "{stdout}"
    );
    assert!(stdout.ends_with(" moves, 1 error\n"), "{stdout}");
    assert!(
        stdout.starts_with("game 1") && stdout.contains("3 games"),
        "{stdout}"
    );
    assert!(stderr.contains("The file has errors"), "{stderr}");
    let (stdout, _, code) = check("ru", &copy);
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with(
            "партия 1, ход 2, белые: b4-a5 — невозможный ход: бить обязательно; \
             остаток этой линии не проверяется.\n"
        ),
        "{stdout}"
    );
}

#[test]
fn a_bad_fen_is_named_and_its_game_skipped() {
    let text = pdn("russian.pdn");
    let fen = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12.";
    // The second game's FEN (the first is kept): a black man on 40, off the 8x8 board.
    let at = String::from_utf8(text.clone()).unwrap().find(fen).unwrap() + fen.len();
    let mut copy = text[..at].to_vec();
    copy.extend(damaged(&text[at..], fen, &fen.replace(",12.", ",40.")));
    let (stdout, _, code) = check("en", &copy);
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with(
            "game 2: “40” in the FEN is not a dark square of this board: give a number or, \
             on 8x8, a name such as c3; the game is not checked.\n"
        ),
        "{stdout}"
    );
    let (stdout, _, _) = check("ru", &copy);
    assert!(
        stdout.starts_with("партия 2: «40» в FEN — не тёмное поле этой доски"),
        "{stdout}"
    );
}

#[test]
fn a_cut_off_file_names_the_game_and_the_broken_move() {
    let text = pdn("russian.pdn");
    let end = String::from_utf8(text.clone())
        .unwrap()
        .find("10. g5:")
        .unwrap()
        + "10. g5:".len();
    let (stdout, _, code) = check("en", &text[..end]);
    assert_eq!(code, 1);
    assert_eq!(
        stdout,
        "game 1, line 11: the move g5: cannot be read: g5: has one square only: write where \
         the piece goes, as 32-28 or c3-d4; the game is not checked.\n1 game, 0 moves, 1 error\n"
    );
    let (stdout, _, _) = check("ru", &text[..end]);
    assert!(
        stdout.starts_with("партия 1, строка 11: ход g5: не читается: в g5: только одно поле"),
        "{stdout}"
    );
    // Cut between two moves: a note with the last move read, as a missing result is a
    // note for chess (exit 0).
    let between = String::from_utf8(text.clone())
        .unwrap()
        .find(" 10. g5:c5")
        .unwrap();
    let (stdout, _, code) = check("ru", &text[..between]);
    assert_eq!(code, 0, "{stdout}");
    assert_eq!(
        stdout,
        "партия 1: ходы обрываются после хода 9, чёрные: g7-f6, без результата 0-1 из \
         заголовков; файл, возможно, обрезан в этом месте.\nпартий: 1, ходов: 18, ошибок: 0\n"
    );
    // Cut inside a tag of the second game: the first game's FEN says draughts.
    let tags = String::from_utf8(text.clone()).unwrap();
    let first = tags.find("[Date").unwrap() + 3;
    let second = tags[first..].find("[Date").unwrap() + first + 3;
    let (stdout, _, _) = check("uk", &text[..second]);
    assert_eq!(
        stdout,
        "партія 2, рядок 21: заголовок [Da не має вигляду [Назва \"значення\"]; партія не \
         перевіряється.\nпартій: 2, ходів: 50, помилок: 1\n"
    );
}

/// `text` (UTF-8) in Windows-1251, as old Russian files were written.
fn windows_1251(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            'А'..='я' => (c as u32 - 0x410 + 0xC0) as u8,
            'Ё' => 0xA8,
            'ё' => 0xB8,
            c if c.is_ascii() => c as u8,
            c => panic!("{c} is not in the fixture's alphabet"),
        })
        .collect()
}

#[test]
fn windows_1251_and_byte_order_marked_files_are_read() {
    let text = String::from_utf8(pdn("russian.pdn")).unwrap();
    let cp1251 = windows_1251(&text);
    let (stdout, _, code) = check("ru", &cp1251);
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.starts_with("партий: 3,"), "{stdout}");
    let illegal = windows_1251(&text.replacen("2. b4:d6", "2. b4-a5", 1));
    let (stdout, _, _) = check("ru", &illegal);
    assert!(
        stdout.starts_with("партия 1, ход 2, белые: b4-a5"),
        "{stdout}"
    );

    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend(damaged(&pdn("international.pdn"), "4. 28x19", "4. 28-22"));
    let (stdout, _, code) = check("en", &bom);
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with("game 1, move 4: 28-22 is not a legal move for White: "),
        "{stdout}"
    );
    assert!(
        stdout.starts_with("game 1") && stdout.contains("12 games"),
        "{stdout}"
    );
}

#[test]
fn a_chess_file_is_still_checked_as_chess() {
    let (stdout, _, code) = check("en", b"[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with("game 1, move 2: Ke3 is not a legal move for White"),
        "{stdout}"
    );
}

#[test]
fn an_empty_pdn_file_is_refused_in_a_sentence() {
    let (stdout, stderr, code) = check("en", b"");
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr.contains("The file games.pdn holds no PDN game"),
        "{stderr}"
    );
    let (_, stderr, _) = check("ru", b"\n\n");
    assert!(
        stderr.contains("Файл games.pdn не содержит ни одной партии PDN"),
        "{stderr}"
    );
}

#[test]
fn a_lidraughts_fen_with_move_counters_is_read() {
    let game = "[Event \"Casual\"]\n[Site \"https://lidraughts.org\"]\n[GameType \"20\"]\n\
                [FEN \"W:W31,32,33:B18,19:H0:F1\"]\n\n1. 33-28 19-23 2. 28x19 *\n";
    let (stdout, stderr, code) = check("en", game.as_bytes());
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert_eq!(stdout, "1 game, 3 moves, 0 errors\n");
}

/// Old Mac files end lines with a carriage return alone: lines are counted as lines.
#[test]
fn lines_ended_by_a_carriage_return_alone_are_counted() {
    let text = String::from_utf8(pdn("international.pdn")).unwrap();
    let mac = text.replace('\n', "\r").replacen("4. 28x19", "4. 28-99", 1);
    let (stdout, _, code) = check("en", mac.as_bytes());
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.starts_with(
            "game 1, line 10: the move 28-99 cannot be read: 99 names a square this board \
             does not have; the game is not checked.\n"
        ),
        "{stdout}"
    );
    // Game 1 (94 moves) is not checked.
    assert!(
        stdout.ends_with("12 games, 838 moves, 1 error\n"),
        "{stdout}"
    );
}

#[test]
fn a_capture_written_from_to_takes_the_path_the_rest_of_the_game_is_played_after() {
    // Only the five-man path leaves e3 empty for 3. f2-e3.
    let (stdout, stderr, code) =
        check("en", common::one_or_five_pdn(common::AFTER_FIVE).as_bytes());
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert_eq!(stdout, "1 game, 4 moves, 0 errors\n");
    // Both paths let 2. a1-b2 be played: f6:d8 is read as full notation, the one-man
    // path (as hektor writes a game played in it).
    let (stdout, stderr, code) = check("en", common::one_or_five_pdn("2. a1-b2").as_bytes());
    assert_eq!(code, 0, "{stdout}{stderr}");
    // A king's 33x36 fitting two paths, nothing after it to tell them apart: reported.
    let king = "[GameType \"20\"]\n[FEN \"W:WK33:B10,29,19,31,32,18\"]\n\n1. 33x36 *\n";
    let (stdout, _, code) = check("en", king.as_bytes());
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.starts_with(
            "game 1, move 1: 33x36 fits more than one capture of White: write every landing \
             square; the rest of this line is not checked.\n"
        ),
        "{stdout}"
    );
}

/// The same on the outside corpus's files (`make test` runs them when the shared folder
/// is there).
mod outside_corpus {
    use super::*;
    use common::corpus::outside;

    #[test]
    fn the_pdn_fixtures_are_checked_without_an_error() {
        let wk2003 = outside("fixtures/pdn/wk2003.pdn");
        let nk2003 = outside("fixtures/pdn/nk2003-amsterdam.pdn");
        let ussr = outside("fixtures/pdn/ussr1947.pdn");
        every_file_checks_without_an_error(
            &[(&wk2003, 23), (&nk2003, 33), (&ussr, 153)],
            (&ussr, 153),
        );
    }

    /// Issue 23 item 8: wiegerw's files of Italian draughts and English checkers, without
    /// a `GameType`, are named as the games they are.
    #[test]
    fn other_draughts_games_are_named() {
        let dir = tempfile::tempdir().unwrap();
        for (file, game) in [
            (
                "corpus/pdn/wiegerw/succeed/Campionato Assoluto 2005.pdn",
                "Italian draughts",
            ),
            ("corpus/pdn/wiegerw/succeed/OCA_2.0.pdn", "English draughts"),
            (
                "corpus/pdn/wiegerw/succeed/Principles of Strategy.pdn",
                "English draughts",
            ),
        ] {
            let path = outside(file);
            let output = run_in(dir.path(), &["check", path.to_str().unwrap()]);
            let stderr = String::from_utf8(output.stderr).unwrap();
            assert_eq!(output.status.code(), Some(2), "{file}: {stderr}");
            assert!(
                stderr.contains(&format!("looks like a file of {game}")),
                "{file}: {stderr}"
            );
        }
    }
}

/// Wiegerw's `Cat.D1.pdn`, a study with Black to move, written `1. ... 35-40`.
const BLACK_FIRST: &str = "[Result \"1-0\"]\n[FEN \"B:W9,29,45,50:B10,15,35.\"]\n\n\
    1. ... 35-40 2. 45x34 10-14 3. 9x20 15x33 4. 34-29 33x24 5. 50-44 1-0\n";

#[test]
fn dots_apart_from_the_move_number_are_blacks_move_not_a_gap() {
    let (out, err, code) = check("en", BLACK_FIRST.as_bytes());
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("1 game, 8 moves, 0 errors"), "{out}");
}

#[test]
fn a_capture_written_with_a_dash_or_a_quiet_move_with_a_cross_is_read_with_a_note() {
    // As Sijbrands's games in wiegerw's `PROF2.pdn` write `16. 30-39` and `21. 38x33`.
    let text = "[GameType \"20\"]\n\n1. 32-28 19-23 2. 28-19 14x23 3. 33x28 *\n";
    let (out, err, code) = check("en", text.as_bytes());
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        [
            "game 1, move 2: 28-19 of White is written as a quiet move but the one legal move on these squares is 28x19; read as 28x19 (a note).",
            "game 1, move 3: 33x28 of White is written as a capture but the one legal move on these squares is 33-28; read as 33-28 (a note).",
            "1 game, 5 moves, 0 errors",
        ]
    );
}

/// A capture with one wrong landing square names that square and the capture the others
/// are of; a capture that takes fewer pieces than another names the majority rule
/// (seed 003 III.3.10).
#[test]
fn a_wrong_landing_square_and_the_majority_rule_are_named() {
    let text = "[GameType \"20\"]\n[FEN \"W:W32,40:B27,17,34\"]\n\n1. 32x23x12 *\n\n\
                [GameType \"20\"]\n[FEN \"W:W32,40:B27,17,34\"]\n\n1. 40x29 *\n";
    let (out, err, code) = check("en", text.as_bytes());
    assert_eq!(code, 1, "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "game 1, move 1: 32x23x12 is not a legal move for White: 23 is the wrong square: \
         the capture goes 32x21x12; the rest of this line is not checked."
    );
    assert_eq!(
        lines[1],
        "game 2, move 1: 40x29 is not a legal move for White: this breaks the majority rule: \
         the capture takes one piece, but here a capture takes 2, and the rule asks for the \
         one that takes the most; the rest of this line is not checked."
    );
    let (out, _, _) = check("ru", text.as_bytes());
    assert!(out.contains("правило большинства"), "{out}");
}

/// A game played on past a draw by the rules and scored as a win is noted where the rules
/// ended it (seed 003 III.5.5: the same position for the third time).
#[test]
fn a_game_scored_a_win_after_a_rule_draw_says_where_the_rules_ended_it() {
    let moves = "1. 46-41 2-7 2. 41-46 7-2 ".repeat(13);
    let text = format!("[GameType \"20\"]\n[FEN \"W:WK46,K47:BK1,K2\"]\n\n{moves}2-0\n");
    let (out, err, code) = check("en", text.as_bytes());
    assert_eq!(code, 0, "{out}{err}");
    let first = out.lines().next().unwrap();
    assert!(
        first.starts_with("game 1, move ")
            && first.ends_with(
                ": here the rules end the game in a draw (the same position for the third \
                 time, article III.5.5), yet the game goes on to 2-0 (a note)."
            ),
        "{out}"
    );
}

/// Issue 23 item 8: a FEN whose side to move is `?` (PDN 3.0: unknown) is read with the
/// side of the first move (`1...` says Black; without the dots, the side whose move it is
/// legally), and noted in the UI language.
#[test]
fn a_fen_with_an_unknown_side_is_read_by_its_first_move_in_polish() {
    let (stdout, stderr, code) = check("pl", &pdn("side-unknown.pdn"));
    assert_eq!(code, 0, "{stdout}{stderr}");
    for game in 1..=2 {
        assert!(
            stdout.contains(&format!(
                "partia {game}: FEN ma ? zamiast strony na posunięciu (nieznana, jak pozwala \
                 PDN 3.0); odczytano, że ruch mają czarne, jak pokazuje pierwsze posunięcie"
            )),
            "{stdout}"
        );
    }
    assert!(
        stdout.ends_with("partie: 2, posunięcia: 4, błędy: 0\n"),
        "{stdout}"
    );
}

/// Issue 23 item 8: files of draughts games hektor does not play, without a `GameType`
/// (English checkers, Italian draughts), are named as such in the UI language, not read
/// as chess.
#[test]
fn english_checkers_and_italian_draughts_are_named_not_read_as_chess() {
    let (stdout, stderr, code) = check("uk", &pdn("checkers.pdn"));
    assert_eq!((stdout.as_str(), code), ("", 2), "{stderr}");
    assert!(
        stderr.contains(
            "games.pdn схожий на файл англійських шашок (чекерс, 32 поля), а в цю гру hektor \
             не грає"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("K Q R B N"), "{stderr}");
    // replay and export say the same.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("games.pdn"), pdn("checkers.pdn")).unwrap();
    for args in [
        &["--lang", "uk", "replay", "--plain", "games.pdn"][..],
        &["--lang", "uk", "export", "--format", "text", "games.pdn"][..],
    ] {
        let output = run_in(dir.path(), args);
        let printed = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {printed}");
        assert!(
            printed.contains("схожий на файл англійських шашок"),
            "{args:?}: {printed}"
        );
    }
    let (_, stderr, code) = check("en", &pdn("italian.pdn"));
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("games.pdn looks like a file of Italian draughts (32 squares), a game hektor does not play"),
        "{stderr}"
    );
}

/// Issue 38: a draughts game file kept in tournament mode (the moves as written, PDN
/// numbers) is checked by the draughts rules: a legal record passes, a move that is not
/// legal is named with the reason (a capture is compulsory), exit 1.
#[test]
fn a_draughts_record_kept_as_written_is_checked_by_the_rules() {
    use common::games::written_game;
    use hektor::games::Rules;
    let dir = tempfile::tempdir().unwrap();
    let legal = [
        "32-28", "19-23", "28x19", "14x23", "33-28", "23x32", "37x28",
    ];
    written_game(
        &dir.path().join("legal.jsonl"),
        Rules::Draughts100,
        &legal,
        None,
    );
    let output = run_in(dir.path(), &["check", "legal.jsonl"]);
    let out = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert_eq!(
        out,
        "All 7 moves as recorded are legal.\n1 game, 7 moves, 0 errors\n"
    );
    let illegal = [
        "32-28", "19-23", "28x19", "14x23", "33-28", "23-29", "28-22",
    ];
    written_game(
        &dir.path().join("illegal.jsonl"),
        Rules::Draughts100,
        &illegal,
        None,
    );
    let output = run_in(dir.path(), &["check", "illegal.jsonl"]);
    let out = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(
        out.starts_with("Move 3 as recorded (Black), 23-29, is not legal."),
        "{out}"
    );
    assert!(out.contains("The move after it is not checked.\n"), "{out}");
}

/// Issue 39 item 8: American checkers named by its `Variant` tag or by `GameType` 21 is
/// said to be a game hektor does not play in check, replay and export, not played by the
/// rules of another game (its first move alone, 22-18, would not tell).
#[test]
fn american_checkers_by_its_variant_or_game_type_is_named_not_played() {
    for tag in ["[Variant \"American/English\"]", "[GameType \"21\"]"] {
        let text = format!("[Event \"Open\"]\n{tag}\n\n1. 22-18 11-15 2. 18x11 8x15 *\n");
        let (stdout, stderr, code) = check("en", text.as_bytes());
        assert_eq!((stdout.as_str(), code), ("", 2), "{tag}: {stderr}");
        assert!(
            stderr.contains(
                "games.pdn looks like a file of English draughts (checkers, 32 squares), a game \
                 hektor does not play"
            ),
            "{tag}: {stderr}"
        );
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("games.pdn"), &text).unwrap();
        for args in [
            &["replay", "--plain", "games.pdn"][..],
            &["export", "--format", "pdn", "games.pdn"][..],
        ] {
            let output = run_in(dir.path(), args);
            let printed = String::from_utf8(output.stderr).unwrap();
            assert_eq!(output.status.code(), Some(2), "{tag} {args:?}: {printed}");
            assert!(
                printed.contains("looks like a file of English draughts"),
                "{tag} {args:?}: {printed}"
            );
        }
    }
}

/// Issue 39 item 7: a title line before the first tags of a PDN file neither makes it a
/// chess file nor a game of its own: the games after it are checked as draughts.
#[test]
fn a_title_line_before_the_tags_is_passed_over_not_checked_as_chess() {
    let text = "Club match 2024 #662\n[Event \"WK\"]\n[White \"A\"]\n[Black \"B\"]\n\n\
                1. 32-28 17-22 2. 28x17 11x22 *\n";
    let (stdout, stderr, code) = check("en", text.as_bytes());
    assert_eq!(
        (stdout.as_str(), code),
        ("1 game, 4 moves, 0 errors\n", 0),
        "{stderr}"
    );
    let illegal = text.replace("2. 28x17", "2. 28-22");
    let (stdout, _, code) = check("en", illegal.as_bytes());
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with("game 1, move 2: 28-22 is not a legal move for White"),
        "{stdout}"
    );
}

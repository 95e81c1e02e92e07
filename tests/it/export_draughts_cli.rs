//! `hektor export` of draughts files with the real binary: formats refused for the file's
//! game in the UI language, output files replaced only whole, game numbers.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::corpus::own;
use common::run_in;

/// The path of an own PDN fixture.
fn pdn(name: &str) -> String {
    own(&format!("pdn/{name}")).display().to_string()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn export(dir: &Path, lang: &str, args: &[&str]) -> Output {
    run_in(dir, &[&["--lang", lang, "export"][..], args].concat())
}

/// A draughts game whose third move is not legal (32-28 twice).
fn broken_game(dir: &Path) -> PathBuf {
    let path = dir.join("broken.pdn");
    std::fs::write(&path, "[Event \"Club\"]\n\n1. 32-28 17-22 2. 32-28 *\n").unwrap();
    path
}

#[test]
fn pgn_asked_for_a_draughts_file_is_refused_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = pdn("international.pdn");
    for (lang, words) in [
        (
            "en",
            "holds draughts games, and PGN is for chess. Give --format pdn",
        ),
        (
            "ru",
            "содержит партии в шашки, а PGN — для шахмат. Укажите --format pdn",
        ),
    ] {
        let output = export(dir.path(), lang, &[&file, "--format", "pgn"]);
        assert_eq!(output.status.code(), Some(2), "{lang}");
        assert!(output.stdout.is_empty(), "{lang}");
        assert!(
            stderr(&output).contains(&format!("{file} {words}")),
            "{lang}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn pdn_asked_for_a_chess_file_is_refused_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = own("pgn/club.pgn").display().to_string();
    for (lang, words) in [
        (
            "en",
            "holds no draughts games, and PDN is for draughts. Give --format pgn",
        ),
        (
            "ru",
            "не содержит партий в шашки, а PDN — для шашек. Укажите --format pgn",
        ),
    ] {
        let output = export(dir.path(), lang, &[&file, "--format", "pdn"]);
        assert_eq!(output.status.code(), Some(2), "{lang}");
        assert!(
            stderr(&output).contains(&format!("{file} {words}")),
            "{lang}: {}",
            stderr(&output)
        );
    }
    // The same chess file still exports as before.
    let output = export(dir.path(), "en", &[&file, "--format", "pgn"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(String::from_utf8_lossy(&output.stdout).contains("Lindqvist"));
}

#[test]
fn an_illegal_move_is_named_and_the_old_output_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let broken = broken_game(dir.path());
    let out = dir.path().join("club.brf");
    std::fs::write(&out, "the old scoresheet").unwrap();
    for (lang, words) in [
        (
            "en",
            "game 1, move 2: 32-28 is not a legal move in that position",
        ),
        (
            "ru",
            "партия 1, ход 2: 32-28 — недопустимый ход в этой позиции",
        ),
    ] {
        let output = export(
            dir.path(),
            lang,
            &[
                broken.to_str().unwrap(),
                "--format",
                "brf",
                "-o",
                out.to_str().unwrap(),
                "--force",
            ],
        );
        assert_eq!(output.status.code(), Some(1), "{lang}");
        assert!(
            stderr(&output).contains(words),
            "{lang}: {}",
            stderr(&output)
        );
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "the old scoresheet");
    }
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".hektor-export-"))
        .collect();
    assert!(names.is_empty(), "no temporary file is left: {names:?}");
}

#[test]
fn an_output_file_is_replaced_only_with_force() {
    let dir = tempfile::tempdir().unwrap();
    let file = pdn("russian.pdn");
    let out = dir.path().join("club.pdn");
    let args = [
        file.as_str(),
        "--format",
        "pdn",
        "--game",
        "2",
        "-o",
        out.to_str().unwrap(),
    ];
    assert!(export(dir.path(), "en", &args).status.success());
    let first = std::fs::read_to_string(&out).unwrap();
    assert!(first.contains("[White \"Гончар О.\"]\n"), "{first}");
    assert!(first.contains("[GameType \"25\"]\n"), "{first}");
    std::fs::write(&out, "kept").unwrap();
    let again = export(dir.path(), "en", &args);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        stderr(&again).contains("already exists and is kept"),
        "{}",
        stderr(&again)
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "kept");
    let forced = export(dir.path(), "en", &[&args[..], &["--force"]].concat());
    assert!(forced.status.success(), "{}", stderr(&forced));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), first);
}

#[test]
fn game_numbers_and_all_games() {
    let dir = tempfile::tempdir().unwrap();
    let file = pdn("international.pdn");
    let output = export(
        dir.path(),
        "en",
        &[&file, "--format", "text", "--game", "30"],
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("holds 12 games, so there is no game 30. Give --game 1 to 12."),
        "{}",
        stderr(&output)
    );
    let output = export(dir.path(), "en", &[&file, "--format", "text", "--all"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        text.matches("Result: ").count(),
        12,
        "one scoresheet per game"
    );
    assert!(text.contains("1. 33-28 18-23\n2. 35-30 12-18\n"), "{text}");
    let output = export(
        dir.path(),
        "ru",
        &[&file, "--format", "text", "--game", "0"],
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--game 1"), "{}", stderr(&output));
}

#[test]
fn games_that_cannot_be_read_are_named() {
    let dir = tempfile::tempdir().unwrap();
    for (text, code, words) in [
        (
            "[GameType \"40\"]\n\n1. 22-18 *\n",
            2,
            "game 1 has GameType 40; hektor exports draughts-64 (GameType 25) and draughts-100 (GameType 20) only.",
        ),
        (
            "[FEN \"W:W31-50,51:B1-20\"]\n\n1. 32-28 *\n",
            2,
            "the start position W:W31-50,51:B1-20 of game 1 is not a draughts position.",
        ),
        (
            "[Event \"A\"]\n\n1. 32-28 {never closed 18-23 *\n",
            2,
            "game 1 cannot be read as PDN (line 3).",
        ),
    ] {
        let path = dir.path().join("odd.pdn");
        std::fs::write(&path, text).unwrap();
        let output = export(
            dir.path(),
            "en",
            &[path.to_str().unwrap(), "--format", "brf"],
        );
        assert_eq!(output.status.code(), Some(code), "{text}");
        assert!(output.stdout.is_empty(), "{text}");
        assert!(
            stderr(&output).contains(words),
            "{text}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn an_export_over_its_own_input_is_refused_and_the_file_keeps_every_game() {
    let dir = tempfile::tempdir().unwrap();
    for (source, name) in [
        (own("pdn/russian.pdn"), "games.pdn"),
        (own("pgn/short.pgn"), "games.pgn"),
    ] {
        let file = dir.path().join(name);
        std::fs::copy(&source, &file).unwrap();
        let before = std::fs::read(&file).unwrap();
        let format = if name.ends_with("pdn") { "pdn" } else { "pgn" };
        let output = export(
            dir.path(),
            "ru",
            &["--format", format, name, "-o", name, "--force"],
        );
        assert_eq!(output.status.code(), Some(2), "{name}");
        assert!(
            stderr(&output).contains("файл, который экспортируется"),
            "{}",
            stderr(&output)
        );
        assert_eq!(std::fs::read(&file).unwrap(), before, "{name} changed");
    }
}

/// Old Mac files end lines with a carriage return alone, Windows files with CR LF: the
/// line a PDN error names counts either as one line end, as it counts LF.
#[test]
fn a_pdn_error_names_its_line_whatever_ends_the_lines() {
    let dir = tempfile::tempdir().unwrap();
    for eol in ["\n", "\r", "\r\n"] {
        let text = ["[Event \"A\"]", "", "1. 32-28 {never closed 18-23 *", ""].join(eol);
        let path = dir.path().join("odd.pdn");
        std::fs::write(&path, text).unwrap();
        let output = export(
            dir.path(),
            "en",
            &[path.to_str().unwrap(), "--format", "brf"],
        );
        assert_eq!(output.status.code(), Some(2), "{eol:?}");
        assert!(
            stderr(&output).contains("game 1 cannot be read as PDN (line 3)."),
            "{eol:?}: {}",
            stderr(&output)
        );
    }
}

/// `--all` of a PDN file exports every good game and names each bad one, exit 1; the
/// output file is written with the good games.
#[test]
fn export_all_leaves_out_a_bad_draughts_game_and_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.pdn");
    std::fs::write(
        &path,
        "[White \"Anna\"]\n\n1. 32-28 17-22 *\n\n[White \"Bert\"]\n\n1. 32-28 17-22 2. 32-28 *\n\n\
         [White \"Cleo\"]\n\n1. 31-27 17-21 *\n",
    )
    .unwrap();
    let out = dir.path().join("all.pdn");
    for (lang, words, summary) in [
        (
            "en",
            "game 2, move 2: 32-28 is not a legal move in that position",
            "One game was left out; every other game is exported.",
        ),
        (
            "ru",
            "партия 2, ход 2: 32-28 — недопустимый ход в этой позиции",
            "Пропущена 1 партия; все остальные партии экспортированы.",
        ),
    ] {
        let output = export(
            dir.path(),
            lang,
            &[
                path.to_str().unwrap(),
                "--format",
                "pdn",
                "--all",
                "-o",
                out.to_str().unwrap(),
                "--force",
            ],
        );
        assert_eq!(output.status.code(), Some(1), "{lang}: {}", stderr(&output));
        assert!(
            stderr(&output).contains(words) && stderr(&output).contains(summary),
            "{lang}: {}",
            stderr(&output)
        );
        let games = std::fs::read_to_string(&out).unwrap();
        assert!(games.contains("Anna") && games.contains("Cleo"), "{games}");
        assert!(!games.contains("Bert"), "{games}");
    }
}

#[test]
fn a_capture_written_from_to_is_exported_along_the_path_the_game_goes_on_after() {
    // The text scoresheet names the path the rest of the game is played after.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("paths.pdn");
    std::fs::write(&path, common::one_or_five_pdn(common::AFTER_FIVE)).unwrap();
    let out = dir.path().join("out.txt");
    let output = export(
        dir.path(),
        "en",
        &[
            path.to_str().unwrap(),
            "--format",
            "text",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.contains("1. ... f6:d4:f2:h4:f6:d8\n"), "{written}");
}

/// A draughts-100 game of about 2 MB: two kings going back and forth from a set-up
/// position, one move pair a line, ending in a draw.
fn two_megabyte_game(dir: &Path) -> PathBuf {
    let path = dir.join("endless.pdn");
    let mut text = String::from(
        "[Event \"Endless\"]\n[Result \"1-1\"]\n[GameType \"20\"]\n[FEN \"W:WK50:BK3\"]\n\n",
    );
    for n in 1..=120_000 {
        if n % 2 == 1 {
            text.push_str(&format!("{n}. 50-45 3-9\n"));
        } else {
            text.push_str(&format!("{n}. 45-50 9-3\n"));
        }
    }
    text.push_str("1-1\n");
    assert!(text.len() > 2_000_000, "{}", text.len());
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_game_longer_than_hektor_reads_is_exported_to_the_cut_as_unfinished() {
    let dir = tempfile::tempdir().unwrap();
    let file = two_megabyte_game(dir.path());
    let file = file.display().to_string();
    let output = export(dir.path(), "pl", &["--format", "pdn", &file]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let said = stderr(&output);
    let line: usize = said
        .split("eksport kończy się w wierszu ")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .unwrap_or_else(|| panic!("{said}"))
        .parse()
        .unwrap();
    assert!(
        said.contains("partia 1 jest dłuższa, niż hektor czyta")
            && said.contains("wynik partii zapisano jako niedokończony (*)"),
        "{said}"
    );
    // The game up to the cut (one move pair a line from line 6), then `*`, not `1-1`.
    assert!((40_000..100_000).contains(&line), "{line}");
    let written = String::from_utf8_lossy(&output.stdout);
    assert!(written.contains("[Result \"*\"]"), "{}", &written[..200]);
    assert!(!written.contains("1-1"));
    let last = written.split_whitespace().rev().nth(3).unwrap();
    assert_eq!(last, format!("{}.", line - 6), "the last move pair written");
    assert!(written.trim_end().ends_with('*'));
    // A scoresheet says it too.
    let output = export(dir.path(), "en", &["--format", "text", &file]);
    let sheet = String::from_utf8_lossy(&output.stdout);
    assert!(
        sheet.trim_end().ends_with('*'),
        "{}",
        &sheet[sheet.len() - 200..]
    );
    assert!(stderr(&output).contains("the export stops at line"));
}

/// A draughts game played with a clock keeps its time control, each move's clock reading
/// and a draw offer when exported, as a chess game's PGN does; its text sheet dates the
/// game as the UI language writes dates, as the Braille heading does (issue 37, D14).
#[test]
fn a_draughts_game_keeps_its_clocks_and_dates_as_its_language_writes_them() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("timed.jsonl");
    let played = common::run_with_input(
        {
            let mut command = common::hektor(dir.path());
            command.args(["--lang", "uk", "--rules", "draughts-64", "play"]);
            command.args([
                "--plain",
                "--mode",
                "assistant",
                "--time",
                "90+30",
                "--save",
            ]);
            command.arg(&game);
            command
        },
        "c3-d4\nтак\nf6-e5\nтак\nнічия\nquit\n".as_bytes(),
    );
    assert!(played.status.success(), "{played:?}");
    let game = game.display().to_string();
    let pdn = export(dir.path(), "uk", &[&game, "--format", "pdn"]);
    let pdn = String::from_utf8_lossy(&pdn.stdout).into_owned();
    assert!(pdn.contains("[TimeControl \"5400+30\"]"), "{pdn}");
    // Each side had 90 minutes and gains 30 seconds a move; the tenths it took to type a
    // move under load are spent (1:30:29.9 is right), so only the minutes are fixed.
    assert!(pdn.contains("c3-d4 {[%clk 1:30:"), "{pdn}");
    assert!(pdn.contains("f6-e5 {[%clk 1:30:"), "{pdn}");
    assert!(pdn.contains("] draw offer} *"), "{pdn}");
    let text = export(dir.path(), "uk", &[&game, "--format", "text"]);
    let text = String::from_utf8_lossy(&text.stdout).into_owned();
    assert!(text.contains("Контроль часу: 1 година 30 хвилин"), "{text}");
    let day_first = day_first_date(&text);
    assert!(day_first.is_some(), "{text}");
}

/// The date of a text sheet's `Дата:` line when it is written day first (`02.12.2026`).
fn day_first_date(text: &str) -> Option<&str> {
    let date = text.lines().find_map(|l| l.strip_prefix("Дата: "))?;
    let parts: Vec<&str> = date.split('.').collect();
    (parts.len() == 3 && parts[0].len() == 2 && parts[2].len() == 4).then_some(date)
}

/// Issue 38: a draughts game file kept in tournament mode exports its moves as written:
/// PDN up to the last legal move, the first that is not legal and the ones after it in a
/// comment that names it (so the PDN reads: `check` finds no error); text and BRF with
/// those moves marked `(?)` and one line that says so.
#[test]
fn a_draughts_record_kept_as_written_exports_with_the_illegal_part_marked() {
    use common::games::written_game;
    let dir = tempfile::tempdir().unwrap();
    let moves = [
        "32-28", "19-23", "28x19", "14x23", "33-28", "23-29", "28-22",
    ];
    let game = dir.path().join("game.jsonl");
    written_game(&game, hektor::games::Rules::Draughts100, &moves, None);
    let game = game.to_str().unwrap();
    let pdn = export(dir.path(), "en", &[game, "--format", "pdn"]);
    let pdn = String::from_utf8(pdn.stdout).unwrap();
    let flat = pdn.replace('\n', " ");
    assert!(
        flat.contains(
            "{move 3 as recorded (Black), 23-29, is not legal; as recorded from there on, \
             not checked: 3... 23-29 4. 28-22} *"
        ),
        "{pdn}"
    );
    std::fs::write(dir.path().join("out.pdn"), &pdn).unwrap();
    let checked = run_in(dir.path(), &["check", "out.pdn"]);
    assert_eq!(
        String::from_utf8_lossy(&checked.stdout),
        "1 game, 5 moves, 0 errors\n"
    );
    let text = export(dir.path(), "en", &[game, "--format", "text"]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.replace("\n  ", " ").contains(
            "Move 3 as recorded (Black), 23-29, is not legal: it and the moves after it stand \
             as recorded, marked (?), not checked."
        ),
        "{text}"
    );
    assert!(
        text.contains("\n3. 33-28 23-29 (?)\n4. 28-22 (?)\n"),
        "{text}"
    );
    let brf = export(dir.path(), "en", &[game, "--format", "brf"]);
    let brf = String::from_utf8(brf.stdout).unwrap();
    assert!(brf.contains("MARKED 757"), "{brf}");
    assert!(
        brf.contains("\r\n3 #CC-#BH #BC-#BI 757\r\n4 #BH-#BB 757\r\n"),
        "{brf}"
    );
}

/// Issue 39 item 6: each tag block of a PDN file is a game, one without moves too (as in
/// PGN): the moves of the last block are not announced or written under the first
/// block's tags, and no tag is written twice.
#[test]
fn each_tag_block_is_a_game_even_without_moves() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("blocks.pdn"),
        "[Event \"Cup\"]\n[White \"Djatel_50\"]\n[Black \"KING_7\"]\n\n\
         [Event \"Cup\"]\n[White \"FATSOM\"]\n[Black \"Marreco\"]\n\n\
         1. 32-28 17-22 *\n",
    )
    .unwrap();
    let output = export(
        dir.path(),
        "en",
        &["blocks.pdn", "--format", "pdn", "--game", "2"],
    );
    let written = String::from_utf8_lossy(&output.stdout);
    assert!(
        written.starts_with("[Event \"Cup\"]\n[White \"FATSOM\"]\n[Black \"Marreco\"]\n"),
        "{written}{}",
        stderr(&output)
    );
    assert!(written.contains("1. 32-28 17-22 *"), "{written}");
    assert_eq!(written.matches("[Event ").count(), 1, "{written}");
    let (said, _) = common::replay_plain(
        &dir.path().join("home"),
        "en",
        &dir.path().join("blocks.pdn"),
        &[],
        "game +1\nn\nn\n",
    );
    let said = said.join("\n");
    assert!(said.contains("Game 1: Djatel_50 against KING_7"), "{said}");
    assert!(said.contains("Game 2: FATSOM against Marreco"), "{said}");
    assert!(
        said.contains("1, White: thirty-two, twenty-eight"),
        "{said}"
    );
}

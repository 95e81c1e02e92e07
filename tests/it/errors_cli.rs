//! Operating-system and FEN errors through the real binary, in the UI language: a missing
//! file, a folder given as a file, a file that is kept, a missing configuration file and
//! a FEN that is not a position. Every sentence is in the language asked for, without the
//! library's English ("No such file or directory (os error 2)"), and the exit code is 2.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::Path;

use common::run_in as hektor;

/// The error sentence of a run that must end with exit code 2, checked for library English.
fn refused(dir: &Path, args: &[&str]) -> String {
    let out = hektor(dir, args);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    for english in [
        "No such file",
        "os error",
        "Is a directory",
        "invalid",
        "illegal",
    ] {
        assert!(
            !stderr.contains(english),
            "{args:?} says {english:?}: {stderr}"
        );
    }
    stderr
}

#[test]
fn a_missing_file_is_named_in_russian_and_ukrainian() {
    let dir = tempfile::tempdir().unwrap();
    let ru = refused(dir.path(), &["--lang", "ru", "check", "missing.pgn"]);
    assert!(
        ru.contains("Файла missing.pgn не существует. Проверьте имя и папку."),
        "{ru}"
    );
    let uk = refused(
        dir.path(),
        &["--lang", "uk", "export", "missing.jsonl", "--format", "pgn"],
    );
    assert!(
        uk.contains("Файлу missing.jsonl не існує. Перевірте назву і теку."),
        "{uk}"
    );
    let en = refused(dir.path(), &["replay", "missing.pgn"]);
    assert!(
        en.contains("The file missing.pgn does not exist. Check the name and the folder."),
        "{en}"
    );
}

#[test]
fn a_folder_given_as_a_file_is_called_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("games")).unwrap();
    let ru = refused(dir.path(), &["--lang", "ru", "check", "games"]);
    assert!(ru.contains("games — это папка, а не файл."), "{ru}");
    let uk = refused(
        dir.path(),
        &["--lang", "uk", "export", "games", "--format", "brf"],
    );
    assert!(uk.contains("games — це тека, а не файл."), "{uk}");
    let pl = refused(
        dir.path(),
        &[
            "--lang",
            "pl",
            "reconcile",
            "--sheet",
            "games",
            "--sheet",
            "games",
        ],
    );
    assert!(pl.contains("games to folder, a nie plik."), "{pl}");
    let replayed = refused(dir.path(), &["--lang", "uk", "replay", "--plain", "games"]);
    assert!(
        replayed.contains("games — це тека, а не файл."),
        "{replayed}"
    );
}

#[test]
fn an_existing_output_file_is_kept_and_said_in_polish_and_german() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.pgn"), "1. e4 e5 *\n").unwrap();
    std::fs::write(dir.path().join("out.pgn"), "keep me").unwrap();
    let args = [
        "export", "game.pgn", "--format", "pgn", "--output", "out.pgn",
    ];
    let pl = refused(dir.path(), &[&["--lang", "pl"], &args[..]].concat());
    assert!(pl.contains("Plik out.pgn już istnieje"), "{pl}");
    let de = refused(dir.path(), &[&["--lang", "de"], &args[..]].concat());
    assert!(de.contains("Geben Sie --force an"), "{de}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.pgn")).unwrap(),
        "keep me"
    );
    std::fs::create_dir(dir.path().join("folder")).unwrap();
    let ru = refused(
        dir.path(),
        &[
            "--lang", "ru", "export", "game.pgn", "--format", "pgn", "--output", "folder",
            "--force",
        ],
    );
    assert!(ru.contains("folder — это папка, а не файл."), "{ru}");
}

#[test]
fn a_missing_configuration_file_is_said_in_the_language_given() {
    let dir = tempfile::tempdir().unwrap();
    let de = refused(
        dir.path(),
        &["--lang", "de", "--config", "nirgends.toml", "say", "e4"],
    );
    assert!(
        de.contains("Die Datei nirgends.toml gibt es nicht."),
        "{de}"
    );
}

#[test]
fn a_bad_fen_is_explained_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    let empty = refused(
        dir.path(),
        &[
            "--lang",
            "ru",
            "say",
            "--fen",
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "e4",
        ],
    );
    assert!(empty.contains("--fen: доска пуста."), "{empty}");
    let turn = refused(
        dir.path(),
        &[
            "--lang",
            "uk",
            "say",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "e4",
        ],
    );
    assert!(
        turn.contains("--fen: сторона, що ходить, друга частина, має бути w або b."),
        "{turn}"
    );
    let king = refused(
        dir.path(),
        &[
            "--lang",
            "pl",
            "say",
            "--fen",
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            "Kd1",
        ],
    );
    assert!(king.contains("--fen: brakuje króla."), "{king}");
}

#[test]
fn a_bad_fen_tag_is_explained_by_check_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("fen.pgn"),
        "[Event \"?\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2P w - - 0 1\"]\n\n1. Kd2 *\n",
    )
    .unwrap();
    let out = hektor(dir.path(), &["--lang", "ru", "check", "fen.pgn"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("пешка стоит на первой или восьмой горизонтали"),
        "{stdout}"
    );
    assert!(
        !stdout.contains("backrank") && !stdout.contains("illegal"),
        "{stdout}"
    );
}

#[test]
fn reconcile_argument_counts_are_said_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "1. e4 e5\n").unwrap();
    let ru = refused(
        dir.path(),
        &["--lang", "ru", "reconcile", "--sheet", "a.txt"],
    );
    assert!(
        ru.contains(
            "hektor reconcile нужны ровно два бланка (--sheet ФАЙЛ --sheet ФАЙЛ); дано: 1."
        ),
        "{ru}"
    );
    let en = refused(dir.path(), &["reconcile", "--sheet", "a.txt"]);
    assert!(
        en.contains(
            "reconcile needs exactly two scoresheets (--sheet FILE --sheet FILE); given: 1."
        ),
        "{en}"
    );
}

#[test]
fn a_full_standard_output_is_said_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut seen = std::collections::HashSet::new();
    for lang in ["en", "de", "uk", "ru", "pl"] {
        let out = common::hektor(&dir.path().join("home"))
            .args(["--lang", lang, "say", "e4"])
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(2), "{lang}: {stderr}");
        assert!(
            !stderr.contains("os error") && !stderr.contains("No space"),
            "{stderr}"
        );
        assert!(stderr.trim_end().ends_with('.'), "{lang}: {stderr}");
        assert!(
            seen.insert(stderr.clone()),
            "{lang} says what another says: {stderr}"
        );
    }
    assert!(
        seen.iter()
            .any(|s| s.contains("Не удаётся писать в стандартный вывод."))
    );
}

#[test]
fn a_missing_game_file_to_resume_is_said_in_ukrainian() {
    let dir = tempfile::tempdir().unwrap();
    let uk = refused(
        dir.path(),
        &[
            "--lang",
            "uk",
            "play",
            "--plain",
            "--resume",
            "missing.jsonl",
        ],
    );
    assert!(
        uk.contains("Файлу missing.jsonl не існує. Перевірте назву і теку."),
        "{uk}"
    );
}

/// Every kind of export failure is a sentence of the UI language: a bad option, an
/// unknown profile, a file without a game, a game number out of range, a variant, a null
/// move, an illegal move, a damaged saved game.
#[test]
fn export_errors_are_sentences_in_russian_and_ukrainian() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    write(
        "two.pgn",
        "[White \"A\"]\n\n1. e4 *\n\n[White \"C\"]\n\n1. d4 d5 1-0\n",
    );
    write("empty.pgn", "");
    write("960.pgn", "[Variant \"Chess960\"]\n\n1. e4 *\n");
    write("null.pgn", "1. e4 Z0 2. d4 *\n");
    write("bad.pgn", "1. e4 e5 2. Ke3 *\n");
    write(
        "damaged.jsonl",
        "{\"at_ms\":0,\"event\":\"start\",\"tags\":{},\"start_fen\":null}\n{ broken\n{\"at_ms\":1,\"event\":\"draw-offer\"}\n",
    );
    write(
        "no-start.jsonl",
        "{ broken\n{\"at_ms\":1,\"event\":\"draw-offer\"}\n",
    );
    fn export<'a>(lang: &'a str, args: &[&'a str]) -> Vec<&'a str> {
        let mut all = vec!["--lang", lang, "export"];
        all.extend_from_slice(args);
        all
    }
    for (lang, args, expected) in [
        (
            "ru",
            &["two.pgn", "--format", "brf", "--width", "5"][..],
            "Ширина строки 5 слишком мала. Укажите --width 12 или больше.",
        ),
        (
            "uk",
            &["two.pgn", "--format", "text", "--height", "2"],
            "Висота сторінки 2 замала. Вкажіть --height 3 або більше.",
        ),
        (
            "ru",
            &["two.pgn", "--format", "brf", "--profile", "nope"],
            "Брайлевского профиля nope нет. Укажите один из профилей ukaaf-2015, german-dbsv",
        ),
        (
            "uk",
            &["empty.pgn", "--format", "pgn"],
            "empty.pgn: файл не містить жодної партії PGN (і це не збережена партія hektor).",
        ),
        (
            "ru",
            &["two.pgn", "--format", "pgn", "--game", "5"],
            "В файле two.pgn 2 партии, поэтому партии 5 нет. Укажите --game от 1 до 2.",
        ),
        (
            "uk",
            &["two.pgn", "--format", "pgn", "--game", "0"],
            "Партії нумеруються з 1. Вкажіть --game 1 або більше.",
        ),
        (
            "ru",
            &["960.pgn", "--format", "pgn"],
            "960.pgn: партия 1 сыграна в варианте Chess960; hektor экспортирует только партии в обычные шахматы.",
        ),
        (
            "uk",
            &["null.pgn", "--format", "pgn"],
            "null.pgn: партія 1, хід 1: нульовий хід (--) не є ходом на дошці",
        ),
        (
            "ru",
            &["damaged.jsonl", "--format", "pgn", "--game", "2"],
            "damaged.jsonl — сохранённая партия, и в этом файле только одна партия. Не указывайте --game.",
        ),
        (
            "uk",
            &["no-start.jsonl", "--format", "pgn"],
            // Its first line is no game start: it is read as PGN, and holds none.
            "no-start.jsonl: файл не містить жодної партії PGN",
        ),
    ] {
        let said = refused(dir.path(), &export(lang, args));
        assert!(said.contains(expected), "{lang} {args:?}: {said}");
        for english in [" game", "cannot", " holds", " the ", "too small"] {
            assert!(
                !said.contains(english),
                "{lang} {args:?} says {english:?}: {said}"
            );
        }
    }
    // An illegal move is wrong input: exit 1, said in the language too.
    let out = hektor(dir.path(), &export("uk", &["bad.pgn", "--format", "pgn"]));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim_end(),
        "bad.pgn: партія 1, хід 2: Ke3 — недопустимий хід у цій позиції. Виправте хід у файлі."
    );
}

/// A number option given a word or a negative number says so in the UI language.
#[test]
fn a_number_option_without_a_number_is_said_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, args, expected) in [
        (
            "en",
            &["replay", "ann.pgn", "--game", "abc"][..],
            "--game takes a positive whole number, such as 3; “abc” is not one.",
        ),
        (
            "de",
            &["export", "ann.pgn", "--width", "abc"],
            "--width braucht eine positive ganze Zahl, zum Beispiel 3; „abc“ ist keine.",
        ),
        (
            "ru",
            &["export", "ann.pgn", "--height", "-3"],
            "--height принимает положительное целое число, например 3; «-3» — не такое число.",
        ),
        (
            "pl",
            &["export", "ann.pgn", "--height=-3"],
            "--height przyjmuje dodatnią liczbę całkowitą, na przykład 3; „-3” nią nie jest.",
        ),
        (
            "uk",
            &[
                "reconcile",
                "--sheet",
                "a.pgn",
                "--sheet",
                "b.pgn",
                "--game",
                "x1",
            ],
            "--game приймає додатне ціле число, наприклад 3; «x1» таким не є.",
        ),
    ] {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        assert_eq!(refused(dir.path(), &all).trim(), expected, "{all:?}");
    }
}

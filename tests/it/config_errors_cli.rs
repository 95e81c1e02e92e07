//! A value of `config.toml` that does not read is said in a sentence of the UI language
//! (`--lang`), naming the file, the key or the line, never the TOML library's English;
//! it is left out and the command goes on with the other settings.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

/// English words the refusals used to carry inside other languages.
const ENGLISH: [&str; 12] = [
    "the",
    "configuration",
    "file",
    "usable",
    "invalid",
    "type",
    "expected",
    "setting",
    "range",
    "variant",
    "parse",
    "error",
];

#[test]
fn every_config_problem_is_said_in_russian_ukrainian_and_polish() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.pgn");
    std::fs::write(&game, "[Result \"*\"]\n\n1. e4 e5 *\n").unwrap();
    let cases = [
        ("rate = \"fast\"\n", "rate"),
        ("rate = 500\n", "500"),
        ("lang = \"xx\"\n", "lang"),
        ("earcons = true\nrate = \n", "2"),
        ("speech_command = []\n", "speech_command"),
        ("earcon_volume = 300\n", "300"),
        ("earcons = true\nearcons = false\n", "earcons"),
    ];
    for lang in ["ru", "uk", "pl"] {
        for (text, named) in cases {
            let config = dir.path().join("c.toml");
            std::fs::write(&config, text).unwrap();
            let out = common::hektor(&dir.path().join("home"))
                .args(["--lang", lang, "--config"])
                .arg(&config)
                .arg("check")
                .arg(&game)
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            // Left out, it stops nothing: the check runs with the other settings.
            assert_eq!(out.status.code(), Some(0), "{lang} {text:?}: {stderr}");
            assert!(
                stderr.contains("c.toml") && stderr.contains(named),
                "{stderr}"
            );
            let rest = stderr
                .replace(&config.display().to_string(), "")
                .replace("speech_command", "")
                .replace("earcon_volume", "");
            for word in rest.split(|c: char| !c.is_alphabetic()) {
                assert!(
                    !ENGLISH.contains(&word.to_lowercase().as_str()),
                    "{lang} {text:?}: English {word:?} in {stderr}"
                );
                if lang != "pl" {
                    let allowed = [
                        "", "rate", "lang", "ru", "uk", "espeak", "ng", "v", "de", "hektor",
                        "manual", "html", "xx", "en", "pl", "earcons",
                    ];
                    assert!(
                        !word.is_ascii() || allowed.contains(&word),
                        "{lang} {text:?}: Latin {word:?} in {stderr}"
                    );
                }
            }
        }
    }
}

/// What `check missing.pgn` says on stderr with `config` as config.toml and `args` before
/// the command: the language it is said in shows the language hektor took.
fn missing_file_said(config: &str, args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.toml");
    std::fs::write(&path, config).unwrap();
    let out = common::hektor(&dir.path().join("home"))
        .args(args)
        .arg("--config")
        .arg(&path)
        .args(["check", "missing.pgn"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    String::from_utf8_lossy(&out.stderr).trim().to_owned()
}

/// A language written as a user writes it (any case, with a region, `ua`) is taken, in
/// config.toml and after `--lang`.
#[test]
fn a_language_with_a_region_or_in_capitals_is_taken() {
    let russian = "Файла missing.pgn не существует";
    let ukrainian = "Файлу missing.pgn не існує";
    let polish = "Plik missing.pgn nie istnieje";
    let german = "Die Datei missing.pgn gibt es nicht";
    for (config, said) in [
        ("lang = \"RU\"\n", russian),
        ("lang = \"ru-RU\"\n", russian),
        ("lang = \"uk_UA\"\n", ukrainian),
        ("lang = \"ua\"\n", ukrainian),
        ("lang = \"pl-PL\"\n", polish),
        ("lang = \"de-AT\"\n", german),
    ] {
        let stderr = missing_file_said(config, &[]);
        assert!(stderr.contains(said), "{config:?}: {stderr}");
    }
    for (lang, said) in [("ua", ukrainian), ("ru-RU", russian), ("PL", polish)] {
        let stderr = missing_file_said("", &["--lang", lang]);
        assert!(stderr.contains(said), "--lang {lang}: {stderr}");
    }
    let stderr = missing_file_said("lang = \"en-GB\"\n", &["--lang", "uk_UA"]);
    assert!(stderr.contains(ukrainian), "{stderr}");
}

/// A language hektor does not have is refused with the values it takes.
#[test]
fn a_language_hektor_does_not_have_is_refused_with_the_values() {
    for value in ["xx", "Polski"] {
        let stderr = missing_file_said(&format!("lang = \"{value}\"\n"), &[]);
        assert!(
            stderr.contains(value) && stderr.contains("en, de, pl, ru, uk"),
            "{value}: {stderr}"
        );
    }
    let stderr = missing_file_said("lang = \"xx\"\n", &["--lang", "ru"]);
    assert!(
        stderr.contains("«xx»") && stderr.contains("en, de, pl, ru, uk"),
        "{stderr}"
    );
}

/// A key of `[keys]` or `[replay_keys]` bound to something that is no word, or whose name
/// is no key hektor can bind, is refused naming the file, the key, its table and its line,
/// in each of the five languages.
#[test]
fn a_key_bound_to_no_word_or_no_key_is_named_with_its_line_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("c.toml");
    let cases = [
        (
            "lang = \"en\"\n\n[keys]\nf2 = \"time\"\nf3 = 3\n",
            "keys",
            "f3",
            5,
        ),
        (
            "[replay_keys]\nright = [\"next\"]\n",
            "replay_keys",
            "right",
            2,
        ),
        ("[keys]\nf2 = \"time\"\nxx = \"time\"\n", "keys", "xx", 3),
        (
            "lang = \"en\"\n[replay_keys]\nright = \"next\"\n\nsuper-x = \"quit\"\n",
            "replay_keys",
            "super-x",
            5,
        ),
    ];
    let line_words = [
        ("en", "line"),
        ("de", "Zeile"),
        ("uk", "рядок"),
        ("ru", "строка"),
        ("pl", "wiersz"),
    ];
    for (text, table, key, line) in cases {
        std::fs::write(&config, text).unwrap();
        for (lang, line_word) in line_words {
            let out = common::hektor(&dir.path().join("home"))
                .args(["--lang", lang, "--config"])
                .arg(&config)
                .args(["check", "missing.pgn"])
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{lang} {text:?}: {stderr}");
            for named in [
                "c.toml".to_owned(),
                format!("[{table}]"),
                format!(" {key} "),
                format!("{line_word} {line}"),
            ] {
                assert!(stderr.contains(&named), "{lang}: {named:?} in {stderr}");
            }
            assert!(!stderr.contains("config.toml"), "{lang}: {stderr}");
        }
    }
}

/// A config file with a byte that is no UTF-8 text (a NUL byte, a Latin-1 letter) stops
/// nothing: the game starts, the sentence names the line and says to save the file as
/// UTF-8, and the lines before it that read still apply (`lang`).
#[test]
fn a_line_that_is_no_utf8_text_is_named_and_the_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("c.toml");
    for (bad_line, lang, said) in [
        (
            &b"rate = 1\0\n"[..],
            "en",
            "cannot be read at line 3: it is not UTF-8 text",
        ),
        (
            &b"sound_device = \"Ger\xe4t\"\n"[..],
            "de",
            "ist in Zeile 3 kein UTF-8-Text",
        ),
        (
            &b"voice = \"\xe9\"\n"[..],
            "uk",
            "неможливо прочитати в рядку 3: це не текст в UTF-8",
        ),
    ] {
        let mut text = format!("earcons = false\nlang = \"{lang}\"\n").into_bytes();
        text.extend_from_slice(bad_line);
        text.extend_from_slice(b"volume = 50\n");
        std::fs::write(&config, &text).unwrap();
        let output = common::run_with_input(
            {
                let mut command = common::hektor(&dir.path().join("home"));
                command
                    .arg("--config")
                    .arg(&config)
                    .args(["play", "--plain"]);
                command
            },
            b"quit\n",
        );
        let shown = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{lang}: {output:?}");
        let notice = shown.lines().find(|line| line.contains("c.toml"));
        assert!(notice.is_some_and(|n| n.contains(said)), "{lang}: {shown}");
        // The session started, in the language of the line before.
        let started = ["New game", "Neue Partie", "Нова партія"];
        assert!(started.iter().any(|s| shown.contains(s)), "{lang}: {shown}");
    }
}

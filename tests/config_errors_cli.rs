//! A `config.toml` that cannot be used is refused with a sentence of the UI language
//! (`--lang`), naming the file, the key or the line: never the TOML library's English.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

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
    let cases = [
        ("rate = \"fast\"\n", "rate"),
        ("rate = 500\n", "500"),
        ("lang = \"xx\"\n", "lang"),
        ("earcons = true\nrate = \n", "2"),
        ("speech_command = []\n", "speech_command"),
        ("earcon_volume = 300\n", "300"),
    ];
    for lang in ["ru", "uk", "pl"] {
        for (text, named) in cases {
            let config = dir.path().join("c.toml");
            std::fs::write(&config, text).unwrap();
            let out = common::hektor(&dir.path().join("home"))
                .args(["--lang", lang, "--config"])
                .arg(&config)
                .args(["check", "missing.pgn"])
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{lang} {text:?}: {stderr}");
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
                        "README",
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

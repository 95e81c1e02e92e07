//! Without any speech engine hektor still works, in text mode, and says why; settings
//! errors are sentences.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::{Command, Output};

/// `hektor ARGS` in an environment with no speech engine: an empty PATH, and a
/// speech-dispatcher address where nothing listens.
fn hektor_without_engines(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hektor"))
        .args(args)
        .env_clear()
        .env("PATH", "")
        .env("HOME", home)
        .env("HEKTOR_HOME", home)
        .env("XDG_RUNTIME_DIR", home)
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}/nobody-listens.sock", home.display()),
        )
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn auto_falls_back_to_text_and_says_why() {
    let home = tempfile::tempdir().unwrap();
    let out = hektor_without_engines(home.path(), &["speech-test"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "backend: text");
    assert!(lines[2].starts_with("Speech output: text"), "{stdout}");
    assert!(lines[2].contains("tts failed"), "{stdout}");
    assert!(
        lines[2].contains("none of espeak-ng, spd-say, say is on PATH"),
        "{stdout}"
    );
    assert!(stdout.contains("Springer Felix drei. hektor is speaking."));
    assert!(stdout.contains("The sample sentence was delivered."));
}

#[test]
fn the_report_follows_the_ui_language() {
    let home = tempfile::tempdir().unwrap();
    let out = hektor_without_engines(home.path(), &["--lang", "de", "speech-test"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success());
    assert!(stdout.contains("Sprachausgabe: Text"), "{stdout}");
    assert!(
        stdout.contains("Springer Felix drei. hektor spricht."),
        "{stdout}"
    );
}

#[test]
fn speech_none_delivers_nothing_and_says_so() {
    let home = tempfile::tempdir().unwrap();
    let out = hektor_without_engines(home.path(), &["--speech", "none", "speech-test"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("backend: none"));
    assert!(text(&out.stderr).contains("Speech is off"));
}

/// A `config.toml` in `home` whose speech command does not exist; its path.
fn missing_command_config(home: &Path) -> String {
    let config = home.join("config.toml");
    std::fs::write(
        &config,
        "speech_command = [\"/nonexistent/say\", \"{text}\"]\n",
    )
    .unwrap();
    config.display().to_string()
}

/// A configured command whose program is not there is found out before anything is
/// said: the report names it, and the next backend speaks.
#[test]
fn a_configured_command_that_cannot_run_is_named_and_the_next_backend_speaks() {
    let home = tempfile::tempdir().unwrap();
    let config = missing_command_config(home.path());
    let config = config.as_str();
    for speech in ["command", "auto"] {
        let out = hektor_without_engines(
            home.path(),
            &["--config", config, "--speech", speech, "speech-test"],
        );
        assert_eq!(out.status.code(), Some(0), "{speech}");
        let stdout = text(&out.stdout);
        assert!(stdout.contains("backend: text"), "{stdout}");
        assert!(
            stdout.contains(
                "no speech command: the program /nonexistent/say (speech_command) is not on PATH or cannot be run; none of"
            ),
            "{stdout}"
        );
        assert!(stdout.contains("was delivered"), "{stdout}");
    }
}

#[test]
fn out_of_range_voice_settings_are_named() {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config.toml");
    std::fs::write(&config, "rate = 500\n").unwrap();
    let out = hektor_without_engines(
        home.path(),
        &["--config", config.to_str().unwrap(), "speech-test"],
    );
    // Named and left out: the test runs at the normal rate.
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("rate = 500"),
        "{}",
        text(&out.stderr)
    );
}

/// The Latin words that stay in a Russian, Ukrainian or Polish sentence about speech:
/// backend, program, feature and package names, commands, PATH.
const NAMES: [&str; 13] = [
    "speech-dispatcher-espeak-ng",
    "speech-dispatcher",
    "speech-tts",
    "hektor",
    "sudo apt-get install",
    "espeak-ng",
    "spd-say",
    "/nonexistent/say",
    "Debian",
    "PATH",
    "tts",
    "text",
    "say",
];

/// English words a speech failure used to carry inside other languages.
const ENGLISH: [&str; 12] = [
    "engine", "speech", "failed", "cannot", "voice", "the", "not", "within", "seconds", "printed",
    "refused", "none",
];

fn assert_in_language(lang: &str, text: &str) {
    let mut rest = text.to_owned();
    for name in NAMES {
        rest = rest.replace(name, " ");
    }
    for word in rest.split(|c: char| !c.is_alphabetic()) {
        assert!(
            !ENGLISH.contains(&word.to_lowercase().as_str()),
            "{lang}: English {word:?} in {text}"
        );
        if lang != "pl" {
            assert!(
                !word.is_ascii() || word.is_empty(),
                "{lang}: Latin {word:?} in {text}"
            );
        }
    }
}

#[test]
fn speech_failures_are_said_in_russian_ukrainian_and_polish() {
    let home = tempfile::tempdir().unwrap();
    let config = missing_command_config(home.path());
    let config = config.as_str();
    for (lang, because, refused) in [
        (
            "ru",
            "потому что",
            "программа /nonexistent/say (speech_command) не найдена в PATH",
        ),
        (
            "uk",
            "бо",
            "програми /nonexistent/say (speech_command) немає в PATH",
        ),
        (
            "pl",
            "ponieważ",
            "programu /nonexistent/say (speech_command) nie ma w PATH",
        ),
    ] {
        let out = hektor_without_engines(home.path(), &["--lang", lang, "speech-test"]);
        let stdout = text(&out.stdout);
        let report = stdout.lines().nth(2).unwrap_or_default();
        assert!(report.contains(because), "{stdout}");
        assert_in_language(lang, report);
        let out = hektor_without_engines(
            home.path(),
            &[
                "--lang",
                lang,
                "--config",
                config,
                "--speech",
                "command",
                "speech-test",
            ],
        );
        let report = text(&out.stdout);
        let report = report.lines().nth(2).unwrap_or_default();
        assert!(report.contains(refused), "{report}");
        assert_in_language(lang, &report.replace("speech_command", ""));
    }
}

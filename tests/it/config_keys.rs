//! `config.toml` keys as a user writes them: `ranks_in_ui_language` works (and its flag on
//! `play`, `say`, `replay`), and a key hektor does not know is named in one sentence
//! while the other settings still apply.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use common::{hektor, lines, run_with_input};

fn with_config(text: &str) -> (tempfile::TempDir, String) {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config.toml");
    std::fs::write(&config, text).unwrap();
    let config = config.to_str().unwrap().to_owned();
    (home, config)
}

#[test]
fn ranks_in_ui_language_from_the_config_file() {
    let (home, config) = with_config("lang = \"uk\"\nranks_in_ui_language = true\n");
    let mut command = hektor(home.path());
    command.args(["--config", &config, "say", "Nf3"]);
    let output = run_with_input(command, b"");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(lines(&output), ["Springer Felix три"]);
}

#[test]
fn ranks_in_ui_language_as_a_flag_of_say_play_and_replay() {
    let home = tempfile::tempdir().unwrap();
    let mut say = hektor(home.path());
    say.args(["--lang", "ru", "say", "--ranks-in-ui-language", "e4"]);
    let output = run_with_input(say, b"");
    assert_eq!(lines(&output), ["Eva четыре"], "{output:?}");

    let mut play = hektor(home.path());
    play.args(["--lang", "pl", "play", "--plain", "--ranks-in-ui-language"]);
    let output = run_with_input(play, b"e4\n");
    assert!(
        lines(&output).contains(&"Eva cztery".to_owned()),
        "{output:?}"
    );

    let pgn = home.path().join("reti.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. Nf3 d5 2. g3 *\n",
    )
    .unwrap();
    let mut replay = hektor(home.path());
    replay
        .args(["--lang", "uk", "replay", "--plain", "--style", "nato"])
        .arg("--ranks-in-ui-language")
        .arg(&pgn);
    let output = run_with_input(replay, b"next\n");
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output).join("\n");
    assert!(said.contains("Knight Foxtrot три"), "{said}");
}

#[test]
fn an_unknown_key_is_named_and_the_other_settings_apply() {
    let (home, config) = with_config("colour = \"red\"\nlang = \"de\"\nstyle = \"nato\"\n");
    let mut command = hektor(home.path());
    command.args(["--config", &config, "say", "Nf3"]);
    let output = run_with_input(command, b"");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(lines(&output), ["Knight Foxtrot three"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("Schlüssel colour") && !stderr.contains('^'),
        "{stderr}"
    );
    // Where the keys are spelt: the manual both packages ship.
    assert!(stderr.contains("Handbuch (manual.html)"), "{stderr}");
}

#[test]
fn a_key_bound_to_an_unknown_command_is_named_at_start_and_the_game_goes_on() {
    let (home, config) =
        with_config("lang = \"uk\"\n[keys]\nf2 = \"tiem\"\nctrl-u = \"undo\"\nf3 = \"e4\"\n");
    let mut command = hektor(home.path());
    command.args(["--config", &config, "play", "--plain"]);
    let output = run_with_input(command, b"e4\ny\n");
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    let named = |key: &str, action: &str| {
        format!(
            "Клавішу {key} у config.toml [keys] призначено на {action}, але це не команда екрана \
             гри; це призначення пропущено, інші клавіші діють. Введіть допомога, щоб почути команди."
        )
    };
    let about_keys: Vec<&String> = said.iter().filter(|l| l.contains("config.toml")).collect();
    assert_eq!(
        about_keys,
        [&named("f2", "tiem"), &named("f3", "e4")],
        "{said:#?}"
    );
    // Said at start, before the first move.
    let first_move = said.iter().position(|l| l == "Eva vier").unwrap();
    assert!(said[..first_move].contains(about_keys[1]), "{said:#?}");
    assert!(said.contains(&"Записано.".to_owned()), "{said:#?}");
}

/// A file of 10,000 keys hektor does not know gives one short sentence that names the
/// first three and counts the rest (in the grammar of the language).
#[test]
fn ten_thousand_unknown_keys_are_named_by_three_and_counted() {
    let text: String = (0..10_000).map(|i| format!("key_{i:05} = {i}\n")).collect();
    let (home, config) = with_config(&format!("lang = \"ru\"\n{text}"));
    let mut command = hektor(home.path());
    command.args(["--config", &config, "play", "--plain"]);
    let output = run_with_input(command, b"quit\n");
    assert!(output.status.success(), "{output:?}");
    let size = output.stdout.len() + output.stderr.len();
    assert!(size < 4096, "{size} bytes: {output:?}");
    let said = lines(&output);
    let about_keys: Vec<&String> = said.iter().filter(|l| l.contains("key_")).collect();
    assert_eq!(about_keys.len(), 1, "{said:#?}");
    assert!(
        about_keys[0].contains(": key_00000, key_00001, key_00002 и ещё 9997 ключей;"),
        "{}",
        about_keys[0]
    );
}

//! The command backend: argument and standard-input modes, failures, interruption.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::{Duration, Instant};

use hektor::i18n::{Lang, Locale};
use hektor::speech::command::CommandSpeaker;
use hektor::speech::{Segment, Speaker, SpeechError, say_and_wait};

const BOUND: Duration = Duration::from_secs(10);

fn sh(script: &str) -> CommandSpeaker {
    CommandSpeaker::new(vec![
        "sh".to_owned(),
        "-c".to_owned(),
        script.to_owned(),
        "sh".to_owned(),
        "{text}".to_owned(),
    ])
    .unwrap()
}

#[test]
fn the_text_replaces_the_placeholder_argument() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("said");
    let mut speaker = sh(&format!("printf '%s' \"$1\" > {}", out.display()));
    say_and_wait(&mut speaker, "Springer Felix drei", BOUND).unwrap();
    assert_eq!(std::fs::read_to_string(out).unwrap(), "Springer Felix drei");
}

#[test]
fn without_a_placeholder_the_text_goes_to_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("said");
    let mut speaker = CommandSpeaker::new(vec![
        "sh".to_owned(),
        "-c".to_owned(),
        format!("cat > {}", out.display()),
    ])
    .unwrap();
    say_and_wait(&mut speaker, "Eva\0vier", BOUND).unwrap();
    assert_eq!(std::fs::read_to_string(out).unwrap(), "Eva vier");
}

#[test]
fn a_failing_program_is_reported_with_its_message() {
    let mut speaker = sh("echo 'no voice de' >&2; exit 3");
    let error = say_and_wait(&mut speaker, "Eva vier", BOUND).unwrap_err();
    assert!(
        matches!(&error, SpeechError::CommandFailed { said: Some(said), .. } if said == "no voice de"),
        "{error}"
    );
    assert!(error.to_string().contains("failed"), "{error}");
    // The program's own words stay a quoted tail of a sentence in the UI language.
    let russian = error.phrase(&Locale::new(Lang::Ru));
    assert!(
        russian.starts_with("команда речи sh завершилась с ошибкой и написала: «no voice de»"),
        "{russian}"
    );
}

#[test]
fn a_missing_program_is_an_error_not_a_crash() {
    let mut speaker = CommandSpeaker::new(vec!["/nonexistent/speak".to_owned()]).unwrap();
    let error = say_and_wait(&mut speaker, "Eva vier", BOUND).unwrap_err();
    assert_eq!(
        error,
        SpeechError::CannotStart {
            program: "/nonexistent/speak".to_owned()
        }
    );
    assert_eq!(
        error.phrase(&Locale::new(Lang::Pl)),
        "nie można uruchomić polecenia mowy /nonexistent/speak"
    );
    assert!(CommandSpeaker::new(Vec::new()).is_err());
}

#[test]
fn stop_kills_the_speaking_process() {
    let mut speaker = sh("sleep 600");
    speaker
        .start(&[Segment {
            lang: None,
            text: "lange Aufzählung".to_owned(),
        }])
        .unwrap();
    assert!(!speaker.wait(Duration::from_millis(50)).unwrap());
    let begun = Instant::now();
    speaker.stop();
    assert!(
        speaker.wait(Duration::ZERO).unwrap(),
        "nothing runs after stop"
    );
    assert!(begun.elapsed() < BOUND);
}

#[test]
fn detection_finds_a_known_program_on_the_given_path_only() {
    let dir = tempfile::tempdir().unwrap();
    let settings = hektor::speech::VoiceSettings::default();
    assert!(CommandSpeaker::from_settings(&settings, Some(dir.path().as_os_str())).is_err());
    let fake = dir.path().join("espeak-ng");
    std::fs::write(&fake, "#!/bin/sh\nexit 0\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let speaker = CommandSpeaker::from_settings(&settings, Some(dir.path().as_os_str())).unwrap();
    assert_eq!(speaker.name(), "command");
    assert_eq!(speaker.voice(), "espeak-ng en");
}

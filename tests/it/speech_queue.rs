//! The speech queue's rules, observed through the recorder backend.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Duration;

use hektor::i18n::{Lang, Locale};
use hektor::speech::command::CommandSpeaker;
use hektor::speech::recorder::{RecordedEvent, Recorder};
use hektor::speech::{Priority, SpeechError, SpeechQueue, Utterance};

const BOUND: Duration = Duration::from_secs(20);

fn started(text: &str) -> RecordedEvent {
    RecordedEvent::Started(text.to_owned())
}
fn finished(text: &str) -> RecordedEvent {
    RecordedEvent::Finished(text.to_owned())
}
fn stopped(text: &str) -> RecordedEvent {
    RecordedEvent::Stopped(text.to_owned())
}

#[test]
fn a_move_interrupts_a_long_listing() {
    let (recorder, recording) = Recorder::new(Duration::from_millis(50));
    let queue = SpeechQueue::start(Box::new(recorder));
    let listing = "Weiß: König Eva eins, Dame David eins, Turm Anna eins, Turm Hektor eins";
    queue.say(Utterance::new(listing, Priority::Listing));
    assert!(recording.wait_for(1, BOUND));
    queue.say(Utterance::new("Springer Felix drei", Priority::Move));
    assert!(queue.wait_idle(BOUND));
    assert_eq!(
        recording.events(),
        [
            started(listing),
            stopped(listing),
            started("Springer Felix drei"),
            finished("Springer Felix drei"),
        ]
    );
}

#[test]
fn warnings_and_errors_wait_their_turn_and_are_never_dropped() {
    let (recorder, recording) = Recorder::new(Duration::from_millis(20));
    let queue = SpeechQueue::start(Box::new(recorder));
    let first = "Springer Felix drei, Springer Cäsar sechs, Läufer Bella fünf";
    queue.say(Utterance::new(first, Priority::Move));
    assert!(recording.wait_for(1, BOUND));
    queue.say(Utterance::new("Noch fünf Minuten", Priority::Warning));
    queue.say(Utterance::new("Unmöglicher Zug", Priority::Error));
    queue.say(Utterance::new("Schwarz: König Eva acht", Priority::Listing));
    queue.say(Utterance::new("Bauer Eva vier", Priority::Move));
    assert!(queue.wait_idle(BOUND));
    assert_eq!(
        recording.events(),
        [
            started(first),
            finished(first),
            started("Noch fünf Minuten"),
            finished("Noch fünf Minuten"),
            started("Unmöglicher Zug"),
            finished("Unmöglicher Zug"),
            // The listing waiting behind them was superseded by the newer move.
            started("Bauer Eva vier"),
            finished("Bauer Eva vier"),
        ]
    );
}

#[test]
fn repeat_last_says_the_last_utterance_again_and_logs_it() {
    let (recorder, recording) = Recorder::new(Duration::ZERO);
    let queue = SpeechQueue::start(Box::new(recorder));
    assert!(!queue.repeat_last(), "nothing to repeat yet");
    queue.say(Utterance::new("Dame Hektor vier, Matt", Priority::Move));
    assert!(queue.wait_idle(BOUND));
    assert!(queue.repeat_last());
    assert!(queue.wait_idle(BOUND));
    let said: Vec<_> = recording
        .events()
        .into_iter()
        .filter(|e| matches!(e, RecordedEvent::Started(_)))
        .collect();
    assert_eq!(
        said,
        [
            started("Dame Hektor vier, Matt"),
            started("Dame Hektor vier, Matt")
        ]
    );
    assert_eq!(queue.log().total(), 2);
}

#[test]
fn every_utterance_reaches_the_log_cleaned_even_when_interrupted() {
    let (recorder, recording) = Recorder::new(Duration::from_millis(50));
    let queue = SpeechQueue::start(Box::new(recorder));
    queue.say(Utterance::new("Eva\0vier\n\tEva fünf", Priority::Listing));
    queue.say(Utterance::new("Kurze Rochade", Priority::Move));
    assert!(queue.wait_idle(BOUND));
    let log: Vec<_> = queue.log().lines().into_iter().map(|u| u.text()).collect();
    assert_eq!(log, ["Eva vier Eva fünf", "Kurze Rochade"]);
    assert!(
        recording
            .events()
            .iter()
            .all(|e| !format!("{e:?}").contains('\0'))
    );
}

#[test]
fn a_failing_backend_gives_a_notice_and_the_log_keeps_the_words() {
    let speaker = CommandSpeaker::new(vec!["false".to_owned()]).unwrap();
    let queue = SpeechQueue::start(Box::new(speaker));
    queue.say(Utterance::new("Lange Rochade", Priority::Move));
    assert!(queue.wait_idle(BOUND));
    let notices = queue.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(
        notices[0],
        SpeechError::CommandFailed {
            program: "false".to_owned(),
            said: None
        }
    );
    assert_eq!(
        notices[0].notice(&Locale::new(Lang::Uk)),
        "Мовлення: команда мовлення false завершилася з помилкою."
    );
    assert_eq!(queue.log().last().unwrap().text(), "Lange Rochade");
    assert!(queue.take_notices().is_empty(), "a notice is given once");
}

/// Each utterance is stopped at its deadline; that is said the first time only (a
/// program that hangs hangs for every utterance).
#[test]
fn a_backend_that_never_finishes_is_stopped_after_the_deadline_and_said_once() {
    let argv = ["sh", "-c", "sleep 600", "sh", "{text}"];
    let speaker = CommandSpeaker::new(argv.map(str::to_owned).to_vec()).unwrap();
    let queue = SpeechQueue::start(Box::new(speaker));
    queue.say(Utterance::new("x", Priority::Move));
    queue.say(Utterance::new("y", Priority::Move));
    assert!(queue.wait_idle(BOUND), "the queue must not hang");
    let notices = queue.take_notices();
    assert!(
        matches!(&notices[..], [SpeechError::Stuck { text, .. }] if text == "x"),
        "{notices:?}"
    );
}

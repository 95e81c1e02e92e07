//! The game session's clock: it runs and switches, warns, lets a flag fall, is adjusted,
//! journaled and restored on resume.

use super::*;

#[test]
fn clock_runs_switches_and_answers_time() {
    let mut timed = setup();
    timed.time = Some("40/90+30,30+30".into());
    let (mut app, time) = app(timed);
    time.advance(12_000);
    let mut transcript = run(&mut app, &["e4", "y"]);
    time.advance(5_000);
    transcript.push_str(&run(&mut app, &["time", "e5", "y", "time"]));
    insta::assert_snapshot!(transcript);
}

#[test]
fn flag_fall_loses_against_mating_material() {
    let mut timed = setup();
    timed.time = Some("G/1".into());
    let (mut app, time) = app(timed);
    time.advance(61_000);
    let mut transcript = String::new();
    for effect in app.update(Command::Tick) {
        transcript.push_str(&effect_line(&effect));
        transcript.push('\n');
    }
    transcript.push_str(&run(&mut app, &["e4"]));
    insta::assert_snapshot!(transcript);
    assert_eq!(app.record().result, GameResult::BlackWins);
    assert_eq!(app.record().termination, Some(Termination::TimeForfeit));
}

#[test]
fn flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
    let mut timed = setup();
    timed.time = Some("G/1".into());
    let mut app = app_at("8/8/8/8/8/8/k6P/4K3 w - - 0 60", timed);
    app.update(Command::Go);
    run(&mut app, &["adjust white 0:00"]);
    let effects = app.update(Command::Tick);
    let transcript: Vec<String> = effects.iter().map(effect_line).collect();
    insta::assert_snapshot!(transcript.join("\n"));
    assert_eq!(app.record().result, GameResult::Draw);
}

#[test]
fn warnings_are_spoken_once_each() {
    let mut timed = setup();
    timed.time = Some("G/11".into());
    let (mut app, time) = app(timed);
    let mut said = Vec::new();
    for _ in 0..(11 * 60 + 5) {
        time.advance(1000);
        for effect in app.update(Command::Tick) {
            if let Effect::Say(u) = effect {
                said.push(u.text());
            }
        }
    }
    insta::assert_snapshot!(said.join("\n"));
}

#[test]
fn adjustment_is_journaled_and_resume_restores_moves_and_clock() {
    let mut timed = setup();
    timed.time = Some("40/5400+30:1800+30".into());
    let (mut app, time) = app(timed.clone());
    let mut entries = vec![Entry {
        unix_ms: START_MS,
        event: app.start_event(),
    }];
    let collect = |effects: Vec<Effect>, entries: &mut Vec<Entry>| {
        for effect in effects {
            if let Effect::Journal(entry) = effect {
                entries.push(entry);
            }
        }
    };
    for line in [
        "e4",
        "y",
        "e5",
        "y",
        "adjust white 1:00:00 black 45:30",
        "Nf3",
        "y",
    ] {
        time.advance(7_000);
        let effects = app.update(Command::Line(line.into()));
        collect(effects, &mut entries);
    }
    let before = app.readings().unwrap();
    let mut resumed = App::resume(&entries, Box::new(ManualTime::new(START_MS + 999_999))).unwrap();
    assert_eq!(sans(&resumed), ["e4", "e5", "Nf3"]);
    assert_eq!(resumed.readings().unwrap(), before);
    assert!(!resumed.clock_running());
    let greeting: Vec<String> = resumed.greeting().iter().map(effect_line).collect();
    insta::assert_snapshot!(greeting.join("\n"));
}

#[test]
fn the_running_clock_is_journaled_every_ten_seconds_and_resume_starts_from_it() {
    let (mut app, time, mut entries) = journaled_game(Some("G/10"));
    entries.extend(journaled(run_effects(&mut app, &["e4", "y"])));
    // Black thinks for 25 seconds; the front end ticks five times a second.
    for _ in 0..125 {
        time.advance(200);
        entries.extend(journaled(app.update(Command::Tick)));
    }
    let readings: Vec<_> = entries
        .iter()
        .filter_map(|e| match e.event {
            Event::ClockReading {
                black_ms, running, ..
            } => Some((e.unix_ms - START_MS, black_ms, running)),
            _ => None,
        })
        .collect();
    assert_eq!(
        readings,
        [(10_000, 590_000, true), (20_000, 580_000, true)],
        "one reading every 10 seconds while the clock runs"
    );
    // The crash comes 5 seconds after the last reading; the resume starts from it.
    let later = ManualTime::new(START_MS + 25_000);
    let mut resumed = App::resume(&entries, Box::new(later)).unwrap();
    assert_eq!(resumed.readings().unwrap().black_ms, 580_000);
    assert_eq!(crate::games::journal::record_from(&entries), *app.record());
    let greeting: Vec<String> = resumed.greeting().iter().map(effect_line).collect();
    insta::assert_snapshot!(greeting.join("\n"));
}

#[test]
fn confirming_a_move_after_resume_starts_the_clock() {
    let (mut app, time, mut entries) = journaled_game(Some("G/10"));
    entries.extend(journaled(run_effects(&mut app, &["e4", "y"])));
    time.advance(3_000);
    entries.extend(journaled(run_effects(&mut app, &["quit"])));
    let later = ManualTime::new(START_MS + 60_000);
    let mut resumed = App::resume(&entries, Box::new(later.clone())).unwrap();
    assert!(!resumed.clock_running());
    later.advance(4_000);
    let transcript = run(&mut resumed, &["e5", "y"]);
    assert!(resumed.clock_running(), "{transcript}");
    later.advance(6_000);
    let transcript = run(&mut resumed, &["time"]);
    insta::assert_snapshot!(transcript);
}

#[test]
fn a_withdrawn_flag_fall_asks_for_the_clock_to_be_set() {
    let (mut app, time, _) = journaled_game(Some("G/1"));
    time.advance(61_000);
    app.update(Command::Tick);
    assert_eq!(app.record().result, GameResult::BlackWins);
    let transcript = run(
        &mut app,
        &["undo result", "y", "adjust white 0:30", "e4", "y"],
    );
    insta::assert_snapshot!(transcript);
    assert!(app.clock_running());
}

/// Issue 22: undoing the move that completes a period and making it again added the next
/// period's time each time (10 -> 15 -> 20 minutes), kept in the journal, the export and a
/// resume. A period's time is added once.
#[test]
fn a_periods_time_is_added_once_however_often_its_last_move_is_undone() {
    let (mut app, _time, mut entries) = journaled_game(Some("2/5,5"));
    let lines = [
        "e4", "y", "e5", "y", "Nf3", "y", "Nc6", "y", "undo", "y", "Nc6", "y", "undo", "y", "Nc6",
        "y",
    ];
    entries.extend(journaled(run_effects(&mut app, &lines)));
    assert_eq!(app.readings().unwrap().black_ms, 10 * 60_000);
    let record = crate::games::journal::record_from(&entries);
    assert_eq!(record.moves.last().unwrap().black_ms, Some(10 * 60_000));
    entries.extend(journaled(run_effects(&mut app, &["undo", "y"])));
    let later = ManualTime::new(START_MS);
    let resumed = App::resume(&entries, Box::new(later)).unwrap();
    assert_eq!(resumed.readings().unwrap().black_ms, 5 * 60_000);
}

/// Issue 22: `--vision blind` (10 minutes) in a 5-minute game gave no warning at all;
/// the start says the time is inside the warning and that hektor warns as it halves.
#[test]
fn a_game_shorter_than_the_warning_says_so_at_the_start() {
    let mut timed = setup();
    timed.time = Some("5".into());
    timed.warnings_ms = vec![10 * 60_000];
    let (mut app, time) = app(timed);
    let greeting: Vec<String> = app.greeting().iter().map(effect_line).collect();
    let greeting = greeting.join("\n");
    assert!(
        greeting.contains("already within the warning time (10 minutes)"),
        "{greeting}"
    );
    time.advance(151_000);
    let warned: Vec<String> = app.update(Command::Tick).iter().map(effect_line).collect();
    assert!(
        warned
            .iter()
            .any(|l| l.contains("White: 2 minutes 30 seconds left.")),
        "{warned:?}"
    );
}

/// A game begun before `--time` read moves first resumes with the control read then (its
/// PGN tag, in seconds): `300+3` was 5 minutes and stays 5 minutes.
#[test]
fn an_older_game_file_resumes_with_the_control_it_was_read_with() {
    let (_, _, mut entries) = journaled_game(Some("G/10"));
    if let Event::Start { tags, settings, .. } = &mut entries[0].event {
        tags.time_control = Some("300+3".to_owned());
        settings["time"] = "300+3".into();
        if let Some(settings) = settings.as_object_mut() {
            settings.remove("control");
        }
    }
    let resumed = App::resume(&entries, Box::new(ManualTime::new(START_MS))).unwrap();
    assert_eq!(resumed.readings().unwrap().white_ms, 5 * 60_000);
}

#[test]
fn time_warnings_agree_with_the_time_left() {
    for (lang, two, one) in [
        (
            Lang::Pl,
            "Białe: zostały 2 minuty.",
            "Białe: została 1 minuta.",
        ),
        (
            Lang::Ru,
            "Белые: осталось 2 минуты.",
            "Белые: осталась 1 минута.",
        ),
        (
            Lang::Uk,
            "Білі: залишилося 2 хвилини.",
            "Білі: залишилася 1 хвилина.",
        ),
        (Lang::En, "White: 2 minutes left.", "White: 1 minute left."),
    ] {
        let mut timed = setup();
        timed.announce.lang = lang;
        timed.time = Some("5".into());
        timed.warnings_ms = vec![2 * 60_000, 60_000];
        let (mut app, time) = app(timed);
        time.advance(3 * 60_000);
        assert!(
            said_to(&mut app, Command::Tick).contains(&two.to_owned()),
            "{lang}"
        );
        time.advance(60_000);
        assert!(
            said_to(&mut app, Command::Tick).contains(&one.to_owned()),
            "{lang}"
        );
    }
}

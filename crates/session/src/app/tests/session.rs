//! Session behaviour of issue 11 (items 11 and 14 to 17) and issue 12 item 7: the
//! "which one?" question and its answers, true reasons for refused moves, the move of a
//! draw claim, `repeat` and `turn` with what waits, time and draws in words.

use super::*;

fn manual() -> App {
    app(setup()).0
}

fn said(transcript: &str) -> Vec<&str> {
    transcript
        .lines()
        .filter_map(|l| l.split_once("): ").map(|(_, text)| text))
        .collect()
}

#[test]
fn ambiguity_asks_for_the_departure_and_takes_every_kind_of_answer() {
    let mut app = manual();
    run(&mut app, &["Nf3", "y", "d5", "y", "d4", "y", "Nf6", "y"]);
    let transcript = run(
        &mut app,
        &[
            "Nd2",
            "Springer Bella eins",
            "n",
            "Nd2",
            "Bella",
            "n",
            "Nd2",
            "b",
            "n",
            "Nd2",
            "1",
            "n",
            "Nd2",
            "2",
            "n",
            "Nd2",
            "c",
            "turn",
            "Felix drei",
            "y",
        ],
    );
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app).last().unwrap(), "Nfd2");
    let readbacks: Vec<&str> = said(&transcript)
        .into_iter()
        .filter(|l| l.starts_with("Springer"))
        .collect();
    assert_eq!(
        readbacks,
        [
            "Springer Bella David zwei",
            "Springer Bella David zwei",
            "Springer Bella David zwei",
            "Springer Bella David zwei",
            "Springer Felix David zwei",
            "Springer Felix David zwei",
        ]
    );
}

#[test]
fn a_number_that_is_also_a_rank_of_another_rook_is_asked_again() {
    let mut app = app_at("R7/8/7k/8/8/8/R7/K7 w - - 0 1", setup());
    let transcript = run(&mut app, &["Ra5", "2", "Anna acht", "y"]);
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["R8a5"]);
}

#[test]
fn the_choice_question_offers_no_answer_it_refuses_and_names_both_readings() {
    // Knights on e2 and e4 to c3: "2" would be choice 2 (e4) and rank 2 (e2), "e" both:
    // neither numbers nor files nor ranks are offered, the square is.
    let mut app = app_at("7k/8/8/8/4N3/8/4N3/K7 w - - 0 1", setup());
    let transcript = run(&mut app, &["Nc3", "2", "Eva vier", "y"]);
    insta::assert_snapshot!(transcript);
    let lines = said(&transcript);
    let question = lines.first().copied().unwrap_or_default();
    assert!(
        question.ends_with("? Answer with the square."),
        "{question}"
    );
    assert!(!question.contains("2 for"), "{question}");
    let again = lines.get(1).copied().unwrap_or_default();
    assert!(
        again.starts_with("'2' could mean Eva zwei or Eva vier."),
        "{again}"
    );
    assert_eq!(sans(&app), ["N4c3"]);
}

#[test]
fn refused_moves_say_what_is_really_wrong() {
    let mut app = manual();
    let transcript = run(&mut app, &["e4N", "e4=Q", "Nf3N", "Nff3", "Nb1f3"]);
    insta::assert_snapshot!(transcript);
    assert!(!transcript.contains("check"), "{transcript}");
    assert!(app.record().moves.is_empty());
}

#[test]
fn the_move_of_a_claim_that_is_not_valid_must_be_played() {
    let mut app = manual();
    let transcript = run(
        &mut app,
        &[
            "claim fifty Nf3",
            "e4",
            "n",
            "undo",
            "claim fifty",
            "turn",
            "y",
        ],
    );
    insta::assert_snapshot!(transcript);
    assert!(
        !transcript.contains("two minutes"),
        "no clock: {transcript}"
    );
    assert_eq!(sans(&app), ["Nf3"]);
}

#[test]
fn repeat_after_a_confirmed_move_says_the_move() {
    let mut app = manual();
    let transcript = run(&mut app, &["e4", "y", "repeat"]);
    let repeated: Vec<&str> = transcript
        .split("> repeat\n")
        .nth(1)
        .unwrap()
        .lines()
        .collect();
    assert_eq!(
        repeated,
        ["say (Move): Eva vier", "say (Move): Recorded."],
        "{transcript}"
    );
}

#[test]
fn a_flag_falling_while_a_move_waits_says_the_move_is_not_recorded() {
    let mut timed = setup();
    timed.time = Some("G/1".into());
    let (mut app, time) = app(timed);
    let mut transcript = run(&mut app, &["e4"]);
    time.advance(61_000);
    for effect in app.update(Command::Tick) {
        transcript.push_str(&effect_line(&effect));
        transcript.push('\n');
    }
    insta::assert_snapshot!(transcript);
    assert!(transcript.contains("The move Eva vier was not confirmed and is not recorded."));
    assert!(app.record().moves.is_empty());
}

#[test]
fn turn_mentions_the_question_that_waits() {
    let mut app = app_at("8/4P3/8/8/8/p7/k7/4K3 w - - 0 60", setup())
        .with_move_reader(reader_with_promotions);
    let transcript = run(&mut app, &["e8", "turn", "queen", "turn", "resign", "turn"]);
    insta::assert_snapshot!(transcript);
}

#[test]
fn time_control_in_words_own_time_and_the_next_periods_time() {
    let mut timed = setup();
    timed.time = Some("2/2+30,1".into());
    timed.auto_confirm = true;
    let (mut app, time) = app(timed);
    let greeting: Vec<String> = app.greeting().iter().map(effect_line).collect();
    let mut transcript = greeting.join("\n");
    transcript.push('\n');
    for line in ["e4", "e5", "Nf3", "Nf6", "time", "my time"] {
        time.advance(5_000);
        transcript.push_str(&run(&mut app, &[line]));
    }
    insta::assert_snapshot!(transcript);
    assert!(transcript.contains("White: 1 minute added for the next period."));
}

#[test]
fn time_in_words_in_every_language() {
    let mut out = String::new();
    for lang in crate::i18n::Lang::ALL {
        let mut timed = setup();
        timed.time = Some("40/90+30,30+30".into());
        timed.announce.lang = lang;
        let (mut app, time) = app(timed);
        time.advance(1_800_000 + 59_000);
        out.push_str(&format!("## {lang}\n"));
        out.push_str(&run(&mut app, &["time"]));
    }
    insta::assert_snapshot!(out);
}

#[test]
fn draws_are_said_in_full() {
    let mut out = String::new();
    for lang in crate::i18n::Lang::ALL {
        let mut timed = setup();
        timed.time = Some("G/1".into());
        timed.announce.lang = lang;
        let mut app = app_at("8/8/8/8/8/8/k6p/4K3 b - - 0 60", timed);
        app.update(Command::Go);
        run(&mut app, &["adjust black 0:00"]);
        out.push_str(&format!("## {lang}\n"));
        for effect in app.update(Command::Tick) {
            out.push_str(&effect_line(&effect));
            out.push('\n');
        }
    }
    let mut stalemate = app_at("k7/8/1K6/8/8/8/2Q5/8 w - - 0 60", setup());
    out.push_str("## stalemate\n");
    out.push_str(&run(&mut stalemate, &["Qc7", "y"]));
    insta::assert_snapshot!(out);
    assert!(out.contains("Draw, because Black's flag fell and White cannot mate"));
}

#[test]
fn a_set_up_position_with_black_to_move_starts_blacks_clock_and_keeps_the_heading() {
    let mut set_up = setup();
    set_up.time = Some("G/5".into());
    set_up.fen = Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40".into());
    set_up.heading = setup::Heading {
        event: "Open".into(),
        site: "Lviv".into(),
        round: "3".into(),
        board: "12".into(),
    };
    let (mut app, time) = app(set_up);
    time.advance(10_000);
    let readings = app.readings().unwrap();
    assert_eq!(readings.white_ms, 300_000);
    assert_eq!(readings.black_ms, 290_000);
    let tags = &app.record().tags;
    assert_eq!(
        (&*tags.event, &*tags.site, &*tags.round, &*tags.board),
        ("Open", "Lviv", "3", "12")
    );
    let greeting: Vec<String> = app.greeting().iter().map(effect_line).collect();
    assert!(
        greeting
            .iter()
            .any(|l| l.contains("Clock running: Black's time.")),
        "{greeting:?}"
    );
    run(&mut app, &["Kd7", "y"]);
    assert_eq!(sans(&app), ["Kd7"]);
}

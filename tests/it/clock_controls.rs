//! The clock on a manual time source: periods, increment, delay, warnings, flag fall;
//! and the time control notations.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::game::clock::{Clock, ClockEvent, ManualTime, Player, TimeSource};
use hektor::game::time_control::{Delay, DelayKind, Period, TimeControl, TimeControlError};

const MIN: u64 = 60_000;
const SEC: u64 = 1_000;

fn clock(text: &str, warnings: Vec<u64>) -> (Clock, ManualTime) {
    let time = ManualTime::new(0);
    let mut clock = Clock::new(TimeControl::parse(text).unwrap(), warnings);
    clock.start(time.now_ms());
    (clock, time)
}

/// Plays `moves` half-moves of `ms` each.
fn play(clock: &mut Clock, time: &ManualTime, moves: u32, ms: u64) -> Vec<ClockEvent> {
    let mut events = Vec::new();
    for _ in 0..moves {
        time.advance(ms as i64);
        events.extend(clock.press(time.now_ms()));
    }
    events
}

#[test]
fn fide_style_periods_with_increment_from_move_one() {
    let control = TimeControl::parse("40/90+30,30+30").unwrap();
    assert_eq!(
        control.periods,
        [
            Period {
                moves: Some(40),
                base_ms: 90 * MIN,
                increment_ms: 30 * SEC
            },
            Period {
                moves: None,
                base_ms: 30 * MIN,
                increment_ms: 30 * SEC
            },
        ]
    );
    assert_eq!(control.delay, None);
    assert_eq!(control.to_pgn(), "40/5400+30:1800+30");
}

#[test]
fn pgn_three_periods() {
    let control = TimeControl::parse("40/7200:20/3600:900+30").unwrap();
    assert_eq!(
        control.periods,
        [
            Period {
                moves: Some(40),
                base_ms: 120 * MIN,
                increment_ms: 0
            },
            Period {
                moves: Some(20),
                base_ms: 60 * MIN,
                increment_ms: 0
            },
            Period {
                moves: None,
                base_ms: 15 * MIN,
                increment_ms: 30 * SEC
            },
        ]
    );
}

#[test]
fn pgn_blitz_and_game_in() {
    let blitz = TimeControl::from_pgn_tag("300+3").unwrap();
    assert_eq!(blitz, TimeControl::parse("5+3").unwrap());
    assert_eq!(
        blitz.periods,
        [Period {
            moves: None,
            base_ms: 5 * MIN,
            increment_ms: 3 * SEC
        }]
    );
    let game = TimeControl::parse("G/60").unwrap();
    assert_eq!(
        game.periods,
        [Period {
            moves: None,
            base_ms: 60 * MIN,
            increment_ms: 0
        }]
    );
    let pgn = TimeControl::parse("40/5400+30:1800+30").unwrap();
    assert_eq!(pgn, TimeControl::parse("40/90+30,30+30").unwrap());
}

#[test]
fn increments_and_delays_in_fide_style() {
    let inc = TimeControl::parse("G/90;inc30").unwrap();
    assert_eq!(inc.periods[0].increment_ms, 30 * SEC);
    let delay = TimeControl::parse("G/90;d5").unwrap();
    assert_eq!(
        delay.delay,
        Some(Delay {
            kind: DelayKind::Simple,
            ms: 5 * SEC
        })
    );
    let bronstein = TimeControl::parse("G/90;b5").unwrap();
    assert_eq!(
        bronstein.delay,
        Some(Delay {
            kind: DelayKind::Bronstein,
            ms: 5 * SEC
        })
    );
}

#[test]
fn bad_time_controls_are_explained() {
    for bad in [
        "",
        "abc",
        "90/x",
        "40/0",
        "0",
        "G/",
        "40/90+30,30+30;q5",
        "90/40",
        "300",
        "40/300",
        "20:40/300",
        "0+5",
        "40/0+30,30+30",
    ] {
        let error = TimeControl::parse(bad).unwrap_err();
        let sentence = error.to_string();
        assert!(sentence.len() > 20, "{bad:?}: {sentence}");
        if bad.is_empty() {
            assert_eq!(error, TimeControlError::Empty);
        }
    }
    // A flag that would fall before the first move (issue 37, A5).
    assert!(matches!(
        TimeControl::parse("0+5"),
        Err(TimeControlError::NoBaseTime { .. })
    ));
    assert!(TimeControl::parse("5+0").is_ok());
}

#[test]
fn time_runs_only_for_the_player_to_move() {
    let (mut clock, time) = clock("G/60", vec![]);
    time.advance(10_000);
    assert_eq!(
        clock.remaining(Player::White, time.now_ms()),
        60 * MIN - 10 * SEC
    );
    assert_eq!(clock.remaining(Player::Black, time.now_ms()), 60 * MIN);
    clock.press(time.now_ms());
    time.advance(4_000);
    let readings = clock.readings(time.now_ms());
    assert_eq!(readings.white_ms, 60 * MIN - 10 * SEC);
    assert_eq!(readings.black_ms, 60 * MIN - 4 * SEC);
}

#[test]
fn increment_is_added_after_each_move() {
    let (mut clock, time) = clock("5+3", vec![]);
    play(&mut clock, &time, 2, 10 * SEC);
    let readings = clock.readings(time.now_ms());
    assert_eq!(readings.white_ms, 5 * MIN - 10 * SEC + 3 * SEC);
    assert_eq!(readings.black_ms, 5 * MIN - 10 * SEC + 3 * SEC);
}

#[test]
fn the_next_period_is_added_at_the_control() {
    let (mut clock, time) = clock("40/7200:20/3600:900+30", vec![]);
    // 40 moves each, one minute per move.
    play(&mut clock, &time, 79, MIN);
    assert_eq!(
        clock.remaining(Player::White, time.now_ms()),
        120 * MIN - 40 * MIN + 60 * MIN
    );
    assert_eq!(
        clock.remaining(Player::Black, time.now_ms()),
        120 * MIN - 39 * MIN
    );
    play(&mut clock, &time, 1, MIN);
    assert_eq!(
        clock.remaining(Player::Black, time.now_ms()),
        120 * MIN - 40 * MIN + 60 * MIN
    );
    // 20 more each: the third period, with its increment from then on.
    play(&mut clock, &time, 40, MIN);
    assert_eq!(
        clock.remaining(Player::White, time.now_ms()),
        140 * MIN - 20 * MIN + 15 * MIN
    );
    play(&mut clock, &time, 2, MIN);
    assert_eq!(
        clock.remaining(Player::White, time.now_ms()),
        135 * MIN - MIN + 30 * SEC
    );
}

#[test]
fn simple_delay_does_not_count_the_first_seconds() {
    let (mut clock, time) = clock("G/5;d5", vec![]);
    time.advance(4_000);
    assert_eq!(clock.remaining(Player::White, time.now_ms()), 5 * MIN);
    time.advance(3_000);
    assert_eq!(
        clock.remaining(Player::White, time.now_ms()),
        5 * MIN - 2 * SEC
    );
    clock.press(time.now_ms());
    assert_eq!(
        clock.remaining(Player::White, time.now_ms()),
        5 * MIN - 2 * SEC
    );
    time.advance(1_000);
    clock.press(time.now_ms());
    assert_eq!(clock.remaining(Player::Black, time.now_ms()), 5 * MIN);
}

#[test]
fn bronstein_delay_gives_back_the_time_used_up_to_the_delay() {
    let (mut clock, time) = clock("G/5;b5", vec![]);
    play(&mut clock, &time, 1, 3 * SEC);
    assert_eq!(clock.remaining(Player::White, time.now_ms()), 5 * MIN);
    play(&mut clock, &time, 1, 8 * SEC);
    assert_eq!(
        clock.remaining(Player::Black, time.now_ms()),
        5 * MIN - 3 * SEC
    );
}

#[test]
fn each_warning_fires_once_and_the_flag_falls() {
    let (mut clock, time) = clock("G/12", vec![10 * MIN, 5 * MIN, MIN]);
    let mut events = Vec::new();
    for _ in 0..(13 * 60) {
        time.advance(1_000);
        events.extend(clock.tick(time.now_ms()));
    }
    assert_eq!(
        events,
        [
            ClockEvent::Warning {
                player: Player::White,
                threshold_ms: 10 * MIN
            },
            ClockEvent::Warning {
                player: Player::White,
                threshold_ms: 5 * MIN
            },
            ClockEvent::Warning {
                player: Player::White,
                threshold_ms: MIN
            },
            ClockEvent::FlagFall {
                player: Player::White
            },
        ]
    );
    assert_eq!(clock.flag(), Some(Player::White));
    assert_eq!(clock.remaining(Player::White, time.now_ms()), 0);
    assert!(!clock.is_running());
}

#[test]
fn warnings_start_again_in_a_new_period_and_not_for_thresholds_already_passed() {
    // 3 minutes for 2 moves, then 30 minutes: the 10 and 5 minute warnings are never
    // crossed in the first period, only the 1 minute one.
    let (mut clock, time) = clock("2/3,30", vec![10 * MIN, 5 * MIN, MIN]);
    time.advance((2 * MIN + 30 * SEC) as i64);
    let first = clock.tick(time.now_ms());
    assert_eq!(
        first,
        [ClockEvent::Warning {
            player: Player::White,
            threshold_ms: MIN
        }]
    );
    assert_eq!(clock.tick(time.now_ms()), []);
    play(&mut clock, &time, 4, SEC);
    // White is in the second period now with 30 minutes and 28 seconds.
    time.advance((21 * MIN) as i64);
    let second = clock.tick(time.now_ms());
    assert_eq!(
        second,
        [ClockEvent::Warning {
            player: Player::White,
            threshold_ms: 10 * MIN
        }]
    );
}

#[test]
fn pause_stops_the_time_and_adjust_sets_it() {
    let (mut clock, time) = clock("G/10", vec![]);
    time.advance(1_000);
    clock.pause(time.now_ms());
    time.advance(60_000);
    assert_eq!(
        clock.remaining(Player::White, time.now_ms()),
        10 * MIN - SEC
    );
    clock.start(time.now_ms());
    time.advance(1_000);
    assert_eq!(
        clock.remaining(Player::White, time.now_ms()),
        10 * MIN - 2 * SEC
    );
    clock.adjust(
        time.now_ms(),
        hektor::game::clock::Readings {
            white_ms: 7 * MIN,
            black_ms: 8 * MIN,
        },
    );
    assert_eq!(clock.remaining(Player::White, time.now_ms()), 7 * MIN);
    assert_eq!(clock.remaining(Player::Black, time.now_ms()), 8 * MIN);
}

/// Issue 22: undoing the move that completes a period and making it again added the next
/// period's time again (10 -> 15 -> 20 minutes); a period's time is added once.
#[test]
fn undoing_the_move_that_completes_a_period_takes_its_time_back() {
    let (mut clock, time) = clock("2/5,5", vec![]);
    play(&mut clock, &time, 4, 0);
    assert_eq!(clock.remaining(Player::Black, time.now_ms()), 10 * MIN);
    for _ in 0..2 {
        clock.unpress(time.now_ms());
        assert_eq!(clock.remaining(Player::Black, time.now_ms()), 5 * MIN);
        assert_eq!(clock.moves(Player::Black), 1);
        play(&mut clock, &time, 1, 0);
        assert_eq!(clock.remaining(Player::Black, time.now_ms()), 10 * MIN);
    }
}

/// One step of a session's clock: a move, or taking the last one back.
#[derive(Debug, Clone, Copy)]
enum Step {
    Move,
    Undo,
}

fn step() -> impl proptest::strategy::Strategy<Value = Step> {
    use proptest::prelude::*;
    prop_oneof![3 => Just(Step::Move), 2 => Just(Step::Undo)]
}

/// Runs `steps` (an undo with no move to take back is skipped); returns the moves made.
fn run_steps(clock: &mut Clock, time: &ManualTime, steps: &[Step]) -> u32 {
    let mut made = 0u32;
    for step in steps {
        match step {
            Step::Move => {
                clock.press(time.now_ms());
                made += 1;
            }
            Step::Undo if made > 0 => {
                clock.unpress(time.now_ms());
                made -= 1;
            }
            Step::Undo => {}
        }
    }
    made
}

proptest::proptest! {
    /// Any sequence of moves, undos and moves made again leaves the clock as the moves
    /// that stand, played straight.
    #[test]
    fn moves_undos_and_redos_give_the_clock_of_the_moves_played_straight(
        control in proptest::sample::select(vec![
            "2/5,5", "40/90+30,30+30", "3/10,2/5,1+2", "2/3", "5+3", "G/90;b5",
        ]),
        steps in proptest::collection::vec(step(), 0..80),
    ) {
        let (mut undone, time) = clock(control, vec![]);
        let made = run_steps(&mut undone, &time, &steps);
        let (mut straight, time) = clock(control, vec![]);
        play(&mut straight, &time, made, 0);
        proptest::prop_assert_eq!(undone.readings(0), straight.readings(0));
        proptest::prop_assert_eq!(undone.turn(), straight.turn());
        for player in [Player::White, Player::Black] {
            proptest::prop_assert_eq!(undone.moves(player), straight.moves(player));
        }
    }
}

/// Issue 22: `40/90` alone was 90 seconds for 40 moves, and 40 minutes for 90 moves in a
/// sequence. A person types moves, then minutes; `40/5400` (PGN, seconds) is the same.
#[test]
fn forty_slash_ninety_is_forty_moves_in_ninety_minutes_alone_and_in_a_sequence() {
    let period = Period {
        moves: Some(40),
        base_ms: 90 * MIN,
        increment_ms: 0,
    };
    for text in ["40/90", "40/5400"] {
        assert_eq!(
            TimeControl::parse(text).unwrap().periods,
            [period],
            "{text}"
        );
    }
    for text in ["40/90,30+30", "40/5400:1800+30", "40/90:30+30"] {
        let control = TimeControl::parse(text).unwrap();
        assert_eq!(control.periods[0].moves, Some(40), "{text}");
        assert_eq!(control.periods[0].base_ms, 90 * MIN, "{text}");
        assert_eq!(control.periods[1].base_ms, 30 * MIN, "{text}");
    }
    // The old minutes-first order and times neither minutes nor seconds are refused.
    assert!(matches!(
        TimeControl::parse("90/40"),
        Err(TimeControlError::MovesFirst { .. })
    ));
    assert!(matches!(
        TimeControl::parse("40/300"),
        Err(TimeControlError::Implausible { .. })
    ));
}

/// Issue 22: `--time 179` was 2 hours 59 minutes and `--time 180` 3 minutes. A bare number
/// is minutes up to 240 (4 hours), seconds from 600 on, and refused in between.
#[test]
fn a_bare_number_is_minutes_up_to_four_hours() {
    let base = |text: &str| TimeControl::parse(text).map(|c| c.periods[0].base_ms);
    assert_eq!(base("179"), Ok(179 * MIN));
    assert_eq!(base("180"), Ok(180 * MIN));
    assert_eq!(base("240"), Ok(240 * MIN));
    assert_eq!(base("600"), Ok(10 * MIN));
    assert_eq!(base("5400+30"), Ok(90 * MIN));
    for text in ["241", "300+3", "599"] {
        assert!(
            matches!(base(text), Err(TimeControlError::Implausible { .. })),
            "{text}"
        );
    }
}

/// Issue 22: `--vision blind` (a 10-minute warning) in a 5-minute game gave no warning at
/// all, and the flag fell unannounced. The time is said to be inside the warning at the
/// start, and each side is warned as its time halves, down to 30 seconds.
#[test]
fn a_game_shorter_than_the_warning_is_warned_as_the_time_halves() {
    let (long, _) = clock("G/15", vec![10 * MIN]);
    let (mut short, time) = clock("5", vec![10 * MIN]);
    assert_eq!(short.inside_warning(Player::White), Some(10 * MIN));
    let mut events = Vec::new();
    while short.flag().is_none() {
        time.advance(100);
        events.extend(short.tick(time.now_ms()));
    }
    let warned = |ms| ClockEvent::Warning {
        player: Player::White,
        threshold_ms: ms,
    };
    assert_eq!(
        events,
        [
            warned(150 * SEC),
            warned(75 * SEC),
            warned(37_500),
            ClockEvent::FlagFall {
                player: Player::White
            }
        ]
    );
    // A game longer than the warning keeps the thresholds as given.
    assert_eq!(long.inside_warning(Player::White), None);
}

/// What hektor says back for a typed control (English): the control in words, or why it
/// is refused.
fn said_back(text: &str) -> String {
    use hektor::game::time_words::{time_control, time_control_error};
    use hektor::i18n::{Lang, Locale};
    let locale = Locale::new(Lang::En);
    match TimeControl::parse(text) {
        Ok(control) => time_control(&locale, &control),
        Err(error) => time_control_error(&locale, &error),
    }
}

/// The `--time` table of the manual, docs/manual.md ("Clock" under "Playing a game"): the
/// typed text of each row and what hektor says back for it.
fn manual_time_table() -> Vec<(String, String)> {
    let manual =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/manual.md")).unwrap();
    let section = manual.split("\n### Clock\n").nth(1).unwrap();
    let section = section.split("\n#").next().unwrap();
    section
        .lines()
        .filter(|line| line.starts_with("| `"))
        .map(|line| {
            let cells: Vec<&str> = line.split(" | ").map(str::trim).collect();
            let typed = cells[0].trim_start_matches("| ").trim_matches('`');
            let said = cells[cells.len() - 1].trim_end_matches(" |");
            (typed.to_owned(), said.to_owned())
        })
        .collect()
}

/// Issue 22: every `--time` form in the manual's table is said back as the table says.
#[test]
fn the_manuals_time_table_is_what_hektor_says_back() {
    let table = manual_time_table();
    assert!(table.len() >= 12, "{table:?}");
    for (typed, said) in table {
        assert_eq!(said_back(&typed), said, "--time {typed}");
    }
}

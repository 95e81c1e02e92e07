//! One reducer for the record: whatever a session does, the record it keeps live is the
//! record its journal gives back, to `hektor export` and to a resume.

use proptest::prelude::*;

use super::*;
use crate::games::GamePosition;

/// One thing a user (or the clock) does.
#[derive(Debug, Clone)]
enum Step {
    /// A legal move: the n-th of the position, modulo their number.
    Move(usize),
    /// A typed line.
    Line(&'static str),
    /// Time passes by this many seconds, then the clock ticks.
    Wait(u32),
}

/// Lines that change the game, or ask before they do, and their answers.
const LINES: &[&str] = &[
    "y",
    "n",
    "undo",
    "undo result",
    "draw",
    "draw agreed",
    "resign",
    "result 1-0 adjudication",
    "claim fifty",
    "claim repetition",
    "adjust white 0:30",
    "adjust black 1:00:00",
    "adjust white 0:00",
    "pause",
    "go",
];

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => any::<usize>().prop_map(Step::Move),
        4 => proptest::sample::select(LINES).prop_map(Step::Line),
        1 => (1u32..400).prop_map(Step::Wait),
    ]
}

/// The line of step `step` in the position of `app`.
fn line(app: &App, step: &Step) -> Option<String> {
    match step {
        Step::Move(n) => {
            let moves = app.position().legal_moves();
            let mv = moves.get(n % moves.len().max(1))?;
            Some(app.position().notate(mv).text)
        }
        Step::Line(text) => Some((*text).to_owned()),
        Step::Wait(_) => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_record_live_is_the_record_its_journal_gives(
        steps in proptest::collection::vec(step(), 0..60),
        timed: bool,
    ) {
        let (mut app, time, mut entries) = journaled_game(timed.then_some("5+2"));
        for step in &steps {
            time.advance(1_000);
            let effects = match (line(&app, step), step) {
                (Some(text), _) => app.update(Command::Line(text)),
                (None, Step::Wait(seconds)) => {
                    time.advance(i64::from(*seconds) * 1_000);
                    app.update(Command::Tick)
                }
                (None, _) => Vec::new(),
            };
            entries.extend(journaled(effects));
            prop_assert_eq!(&crate::games::journal::record_from(&entries), app.record());
        }
        let resumed = App::resume(&entries, Box::new(ManualTime::new(START_MS))).unwrap();
        prop_assert_eq!(resumed.record(), app.record());
    }
}

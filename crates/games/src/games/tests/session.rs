#![allow(clippy::unwrap_used)]

use crate::game::journal;
use crate::game::record::{Claim, MoveRecord};
use crate::position::ReplayError;
use crate::terms::Player;

use crate::game::session::*;
use crate::games::Board;
use crate::position::GamePosition;

type Session = crate::game::session::Session<Board>;
type Event = journal::Event<crate::games::Rules>;

fn move_event(uci: &str) -> Event {
    Event::Move(MoveRecord {
        san: String::new(),
        uci: uci.to_owned(),
        unix_ms: 0,
        white_ms: None,
        black_ms: None,
        draw_offer: false,
        written: false,
    })
}

#[test]
fn events_change_the_record_and_the_position_and_a_bad_one_changes_nothing() {
    let start = Event::Start {
        rules: Default::default(),
        tags: Box::default(),
        start_fen: None,
        settings: serde_json::Value::Null,
    };
    let mut session = Session::from_events([&start, &move_event("e2e4")]).unwrap();
    assert_eq!(session.turn(), Player::Black);
    let before = (session.record().clone(), session.position().setup_text());
    assert_eq!(
        session.apply(&move_event("e2e4")),
        Err(ReplayError::IllegalMove {
            ply: 2,
            key: "e2e4".into()
        })
    );
    let bad_start = Event::Start {
        rules: Default::default(),
        tags: Box::default(),
        start_fen: Some("8/8/8/8/8/8/8/8 w - - 0 1".into()),
        settings: serde_json::Value::Null,
    };
    assert!(session.apply(&bad_start).is_err());
    assert_eq!(
        (session.record().clone(), session.position().setup_text()),
        before
    );
    session.apply(&Event::Undo { san: "e4".into() }).unwrap();
    assert!(session.record().moves.is_empty());
    assert_eq!(*session.position(), Board::default());
    assert!(session.previous_position().is_none());
}

#[test]
fn repetitions_count_since_the_last_pawn_move_and_an_undo_takes_a_position_off() {
    let start = Event::Start {
        rules: Default::default(),
        tags: Box::default(),
        start_fen: None,
        settings: serde_json::Value::Null,
    };
    let mut session = Session::from_events([&start]).unwrap();
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    for uci in shuffle.iter().chain(&shuffle) {
        session.apply(&move_event(uci)).unwrap();
    }
    let repetitions = |session: &Session| session.claim(Claim::Repetition).unwrap();
    assert_eq!(
        repetitions(&session),
        ClaimCheck {
            valid: true,
            count: 3
        }
    );
    session.apply(&Event::Undo { san: "Ng8".into() }).unwrap();
    assert_eq!(repetitions(&session).count, 2);
    let before_ng1 = Session::from_events([&start, &move_event("g1f3"), &move_event("g8f6")])
        .unwrap()
        .position()
        .clone();
    assert_eq!(session.previous_position(), Some(&before_ng1));
    assert_eq!(session.plies().count(), 7);
    session.apply(&move_event("e7e5")).unwrap();
    session.apply(&move_event("g1f3")).unwrap();
    assert_eq!(repetitions(&session).count, 1);
}

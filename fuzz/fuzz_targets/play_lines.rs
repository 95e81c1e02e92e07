//! Any sequence of typed lines drives a game session without a crash; the record always
//! replays.
#![no_main]

use hektor::app::{App, Command, Setup};
use hektor::game::clock::ManualTime;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let time = ManualTime::new(1_800_000_000_000);
    let setup = Setup {
        time: Some("G/5;d2".to_owned()),
        ..Setup::default()
    };
    let Ok(mut app) = App::new(setup, Box::new(time.clone())) else {
        return;
    };
    for line in String::from_utf8_lossy(data).split('\n') {
        time.advance(7_000);
        app.update(Command::Line(line.to_owned()));
        app.update(Command::Tick);
    }
    assert!(hektor::games::chess::positions(app.record()).is_ok());
});

//! Any text given to `--time` is read or refused with a sentence, never a crash; a
//! control of several periods survives a round trip through the PGN form (a single
//! period is not always unambiguous, see `TimeControl::parse`).
#![no_main]

use hektor::game::time_control::TimeControl;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(control) = TimeControl::parse(&text) {
        if control.delay.is_none()
            && control.periods.len() > 1
            && control
                .periods
                .iter()
                .all(|p| p.base_ms % 1000 == 0 && p.increment_ms % 1000 == 0)
        {
            let again = TimeControl::parse(&control.to_pgn());
            assert_eq!(again.as_ref().ok(), Some(&control), "{text:?}");
        }
    }
});

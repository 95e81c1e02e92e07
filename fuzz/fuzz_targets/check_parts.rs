//! Fuzzes `hektor check` on every core against one reading: arbitrary bytes checked in
//! parts (cut every few bytes, where `game_may_start` guesses a game starts, by two
//! workers) give the reports and totals of one reading from the start, whatever the bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;

use hektor::games::chess::check::{Report, check, check_file};
use hektor::parts::Split;

fuzz_target!(|data: &[u8]| {
    let Some((&part, text)) = data.split_first() else {
        return;
    };
    let path = std::env::temp_dir().join(format!("hektor-fuzz-parts-{}", std::process::id()));
    if std::fs::write(&path, text).is_err() {
        return;
    }
    let Ok(file) = std::fs::File::open(&path) else {
        return;
    };
    let mut one: Vec<Report> = Vec::new();
    let whole = check(text, &mut |r| one.push(r.clone())).ok();
    let mut parts: Vec<Report> = Vec::new();
    let split = Split {
        workers: 2,
        part: u64::from(part) + 1,
    };
    let read = check_file(&file, split, None, &mut |r| parts.push(r.clone())).ok();
    assert_eq!(whole, read);
    assert_eq!(one, parts);
});

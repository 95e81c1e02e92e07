//! Any bytes read as a hektor game file (`.jsonl`): the reader never panics, every entry
//! it keeps replays (the record it gives exports), and what it leaves out is counted: a
//! damaged file is read as far as it reads, never refused whole without a reason.
#![no_main]

use hektor::games::journal;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let path = std::env::temp_dir().join(format!("hektor-fuzz-{}.jsonl", std::process::id()));
    if std::fs::write(&path, data).is_err() {
        return;
    }
    if let Ok(contents) = journal::read(&path) {
        assert!(contents.left_out.len() <= contents.left_out_count);
        let record = journal::record_from(&contents.entries);
        assert!(record.moves.len() <= contents.entries.len());
    }
    let _ = journal::holds_game(&path);
});

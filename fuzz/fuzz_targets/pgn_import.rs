//! Fuzzes the PGN import path: `check` over arbitrary bytes, and loading the first game
//! into a replay tree, walking it to its end. Neither may panic, whatever the bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut reports = 0usize;
    let _ = hektor::games::chess::check::check(data, &mut |_| reports += 1);
    if let Ok(tree) = hektor::games::chess::pgn_tree::load::<hektor::games::Board, _>(data) {
        let mut cursor = hektor::replay::cursor::Cursor::default();
        cursor.end(&tree);
        let _ = cursor.path(&tree);
        for node in &tree.nodes {
            for comment in &node.comments {
                let locale = hektor::i18n::Locale::new(hektor::i18n::Lang::En);
                let _ = hektor::replay::words::comment_words(&locale, comment, &|_| None);
            }
        }
    }
});

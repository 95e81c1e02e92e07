//! Any text made safe holds no control character (line breaks and tabs only where the
//! context keeps them), no bidi override and no escape, and stays as it is when made
//! safe again: nothing from a file reaches a terminal or a speech engine as a control.
#![no_main]

use hektor::safe_text::{Breaks, safe_text};
use hektor::speech::clean_text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for breaks in [Breaks::Space, Breaks::Keep] {
        let safe = safe_text(&text, breaks);
        for c in safe.chars() {
            let kept = breaks == Breaks::Keep && matches!(c, '\t' | '\n' | '\r');
            assert!(!c.is_control() || kept, "{c:?} in {safe:?} from {text:?}");
            assert!(
                !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'),
                "{c:?} in {safe:?} from {text:?}"
            );
        }
        assert_eq!(safe_text(&safe, breaks), safe, "{text:?}");
    }
    let spoken = clean_text(&text);
    assert!(
        !spoken.chars().any(char::is_control),
        "{spoken:?} from {text:?}"
    );
});

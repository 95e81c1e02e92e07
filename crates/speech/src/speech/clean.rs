//! Text cleaning before any engine sees it: engines choke on NUL bytes (the `tts` crate
//! panics) and misread control characters.

use crate::safe_text::{Breaks, PLACEHOLDER, safe_text};

/// `text` made safe ([`safe_text`]: escape sequences and every other control character
/// gone) with each placeholder turned into a space, runs of whitespace collapsed to one
/// space, and the ends trimmed.
pub fn clean_text(text: &str) -> String {
    let safe = safe_text(text, Breaks::Space);
    let mut out = String::with_capacity(safe.len());
    for word in safe
        .split(|c: char| c == PLACEHOLDER || c.is_whitespace())
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::clean_text;
    use proptest::prelude::*;

    #[test]
    fn nul_and_controls_become_single_spaces() {
        assert_eq!(
            clean_text("Springer\0Felix\n\tdrei\u{1b}[0m \u{202E}vier\u{1b}]0;t\u{7}"),
            "Springer Felix drei vier"
        );
    }

    proptest! {
        #[test]
        fn cleaned_text_has_no_controls(text in any::<String>()) {
            let cleaned = clean_text(&text);
            prop_assert!(!cleaned.chars().any(char::is_control));
            let bidi = |c: char| matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
            prop_assert!(!cleaned.chars().any(bidi), "{:?}", cleaned);
            prop_assert!(!cleaned.contains("  "));
            prop_assert_eq!(cleaned.trim(), cleaned.as_str());
            prop_assert_eq!(clean_text(&cleaned), cleaned.clone());
        }
    }
}

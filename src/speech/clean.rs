//! Text cleaning before any engine sees it: engines choke on NUL bytes (the `tts` crate
//! panics) and misread control characters.

/// `text` with every control character (NUL, newlines, escapes, ...) turned into a space,
/// runs of whitespace collapsed to one space, and the ends trimmed.
pub fn clean_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text
        .split(|c: char| c.is_control() || c.is_whitespace())
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
            clean_text("Springer\0Felix\n\tdrei\u{1b}[0m "),
            "Springer Felix drei [0m"
        );
    }

    proptest! {
        #[test]
        fn cleaned_text_has_no_controls(text in any::<String>()) {
            let cleaned = clean_text(&text);
            prop_assert!(!cleaned.chars().any(char::is_control));
            prop_assert!(!cleaned.contains("  "));
            prop_assert_eq!(cleaned.trim(), cleaned.as_str());
            prop_assert_eq!(clean_text(&cleaned), cleaned.clone());
        }
    }
}

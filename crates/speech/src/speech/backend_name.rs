//! A speech backend named in words of the UI language, for the sentences that say which
//! speech is used and why one failed (below both, so that neither imports the other).

use crate::i18n::{Locale, sentence};
use crate::msg;

/// A backend's name (`tts`, `command`, `text` ...) in words of the UI language.
pub fn backend_words(name: &str, locale: &Locale) -> String {
    sentence(
        locale,
        msg::SPEECH_BACKEND_NAME,
        &[("backend", name.into())],
    )
}

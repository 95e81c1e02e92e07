//! `hektor arbiter`: the one page an arbiter reads before approving hektor as a
//! recording device in tournament mode, printed and said, in the UI language and then
//! in English: what the mode does and does not do, this installation's identity, the
//! code on the screen and `hektor verify`, and what hektor cannot promise.

use super::{Outcome, output_failed, print_line};
use crate::config::Settings;
use crate::game::tournament::Identity;
use crate::i18n::{Lang, Locale, sentence};
use crate::msg;
use crate::speech::{Priority, Utterance};
use crate::tournament::identity::identity;
use crate::voice::Voice;

/// The paragraphs of the page that are the same for every installation, in order.
const PARAGRAPHS: [&str; 4] = [
    msg::ARBITER_TITLE,
    msg::ARBITER_DOES,
    msg::ARBITER_CODE,
    msg::ARBITER_LIMITS,
];

/// The place of the identity's line on the page.
const IDENTITY_LINE: usize = 1;

/// Runs `arbiter`.
pub fn run(settings: &Settings) -> Outcome {
    let locale = Locale::new(settings.lang);
    let (identity, notice) = identity(&settings.data_dir);
    if let Some(notice) = notice {
        super::print_error(&crate::tournament::id_notice_sentence(&locale, &notice));
    }
    let mut voice = Voice::open_speech_only(&settings.voice_choice(), &locale);
    if let Some(report) = voice.take_report() {
        super::print_error(&report);
    }
    let mut languages = vec![locale];
    if settings.lang != Lang::En {
        languages.push(Locale::new(Lang::En));
    }
    for (index, locale) in languages.iter().enumerate() {
        if index > 0 {
            voice.speak_in(&settings.voice_choice(), locale);
        }
        // The identity's numbers are said once, in the UI language.
        for (line, (printed, said)) in page(locale, &identity).into_iter().enumerate() {
            if let Err(error) = print_line(&printed) {
                voice.finish();
                return output_failed(locale, &error);
            }
            if index == 0 || line != IDENTITY_LINE {
                voice.say(&Utterance::new(said, Priority::Listing).continuing());
            }
        }
        if index + 1 < languages.len() && print_line("").is_err() {
            break;
        }
    }
    voice.finish();
    for notice in voice.take_notices() {
        super::print_error(&notice);
    }
    Outcome::Success
}

/// The page in `locale`'s language, line by line: as printed (the identity in full)
/// and as said (the long hex numbers by their first eight digits, so that the page is
/// heard in under a minute and a half in two languages).
fn page(locale: &Locale, identity: &Identity) -> Vec<(String, String)> {
    let mut lines: Vec<(String, String)> = PARAGRAPHS
        .iter()
        .map(|id| (locale.text(id), locale.text(id)))
        .collect();
    let unknown = || locale.text(msg::ARBITER_UNKNOWN);
    let full = |value: &str| {
        if value.is_empty() {
            unknown()
        } else {
            value.to_owned()
        }
    };
    let start = |value: &str| {
        if value.is_empty() {
            unknown()
        } else {
            value.chars().take(8).collect()
        }
    };
    let identity_line = |sha: String, id: String| {
        sentence(
            locale,
            msg::ARBITER_IDENTITY,
            &[
                ("version", identity.version.clone().into()),
                ("sha", sha.into()),
                ("id", id.into()),
            ],
        )
    };
    lines.insert(
        IDENTITY_LINE,
        (
            identity_line(
                full(&identity.executable_sha256),
                full(&identity.installation),
            ),
            identity_line(
                start(&identity.executable_sha256),
                start(&identity.installation),
            ),
        ),
    );
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_prints_the_identity_in_full_and_says_its_start() {
        let identity = Identity {
            installation: "0123456789abcdef0123456789abcdef".into(),
            version: "9.9.9".into(),
            executable_sha256: "f".repeat(64),
        };
        let page = page(&Locale::new(Lang::Uk), &identity);
        let (printed, said) = &page[IDENTITY_LINE];
        assert!(printed.contains(&"f".repeat(64)) && printed.contains("9.9.9"));
        assert!(
            said.contains("ffffffff") && !said.contains(&"f".repeat(9)),
            "{said}"
        );
        assert!(said.contains("01234567") && !said.contains("012345678"));
    }
}

//! The one table of session commands: every command has its usage and its help in all
//! five languages, every name leads to its own command, and the help lists them all.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::app::command::find;
use hektor::app::{COMMANDS, Engine, help_lines, read_line};
use hektor::i18n::{Lang, Locale};

#[test]
fn every_command_has_usage_and_help_in_all_five_languages() {
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        for spec in COMMANDS {
            assert!(!spec.usage.trim().is_empty(), "{spec:?}");
            assert!(!spec.engines.is_empty(), "{spec:?}");
            assert!(
                locale.has_own(spec.help_id),
                "{}: no {} for {:?}",
                lang.code(),
                spec.help_id,
                spec.names
            );
            assert!(!locale.text(spec.help_id).trim().is_empty(), "{spec:?}");
        }
        let listed = COMMANDS.iter().filter(|spec| spec.listed).count();
        assert_eq!(help_lines(&locale).len(), listed, "{}", lang.code());
    }
}

#[test]
fn every_name_leads_to_its_own_command() {
    for spec in COMMANDS {
        for name in spec.names {
            let words: Vec<&str> = name.split_whitespace().collect();
            let (found, ..) = find(&words).unwrap();
            assert!(std::ptr::eq(found, spec), "{name} leads to {found:?}");
            // A name is never read as a move.
            let read = read_line(name, false);
            assert!(
                !matches!(read, Ok(hektor::app::Command::Move(_))),
                "{name}: {read:?}"
            );
        }
    }
    assert!(
        COMMANDS
            .iter()
            .all(|spec| spec.engines.contains(&Engine::Play))
    );
}

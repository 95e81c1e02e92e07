//! Any text as `config.toml` gives settings or a refusal with a sentence, never a crash;
//! a refusal's settings (the keys usable on their own) are themselves usable.
#![no_main]

use std::path::Path;

use clap::Parser;
use hektor::cli::Cli;
use hektor::config::Settings;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(cli) = Cli::try_parse_from(["hektor"]) else {
        return;
    };
    if let Err(refused) = Settings::from_text(&cli, &text, Path::new("config.toml")) {
        assert!(!refused.sentence.trim().is_empty(), "{text:?}");
        assert!(
            (-100..=100).contains(&refused.settings.voice.rate),
            "{text:?}"
        );
        assert!(refused.settings.voice.volume <= 100, "{text:?}");
        assert!(refused.settings.sound.volume <= 100, "{text:?}");
    }
});

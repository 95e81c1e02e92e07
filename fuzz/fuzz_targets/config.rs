//! Any bytes as `config.toml` give settings, never a crash: what does not read is left
//! out and said in a sentence of its own, and the settings in force are usable.
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
    let settings = Settings::from_bytes(&cli, data, Path::new("config.toml"));
    assert!(
        settings
            .notices
            .iter()
            .all(|notice| !notice.trim().is_empty()),
        "{text:?}"
    );
    assert!((-100..=100).contains(&settings.voice.rate), "{text:?}");
    assert!(settings.voice.volume <= 100, "{text:?}");
    assert!(settings.sound.volume <= 100, "{text:?}");
});

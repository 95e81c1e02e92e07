//! Settings: command line over `config.toml` over defaults, and the file locations.
//!
//! `HEKTOR_HOME` moves the config and data folders (tests use it).

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;

use crate::announce::Style;
use crate::cli::{Cli, SpeechChoice};
use crate::i18n::Lang;

/// The keys of `config.toml`; every key is optional.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ConfigFile {
    /// UI language.
    pub lang: Option<Lang>,
    /// Speech backend.
    pub speech: Option<SpeechChoice>,
    /// Announcement style.
    pub style: Option<Style>,
    /// Key bindings of the game screen, as a patch over the defaults
    /// (`f2 = "time"`, `ctrl-u = "undo"`).
    pub keys: BTreeMap<String, String>,
}

/// The settings in force for this run.
#[derive(Debug, Clone)]
pub struct Settings {
    /// UI language.
    pub lang: Lang,
    /// Speech backend.
    pub speech: SpeechChoice,
    /// Announcement style.
    pub style: Style,
    /// Where config lives.
    pub config_dir: PathBuf,
    /// Where games are saved.
    pub data_dir: PathBuf,
    /// Key bindings of the game screen from `config.toml` (patch over the defaults).
    pub keys: BTreeMap<String, String>,
}

impl Settings {
    /// Merges the command line, the config file and the defaults.
    pub fn load(cli: &Cli) -> Result<Settings, String> {
        let (config_dir, data_dir) = dirs();
        let path = cli
            .config
            .clone()
            .unwrap_or_else(|| config_dir.join("config.toml"));
        let file = match std::fs::read_to_string(&path) {
            Ok(text) => toml::from_str::<ConfigFile>(&text).map_err(|e| {
                format!(
                    "The configuration file {} is not usable: {e}",
                    path.display()
                )
            })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && cli.config.is_none() => {
                ConfigFile::default()
            }
            Err(e) => {
                return Err(format!(
                    "Cannot read the configuration file {}: {e}",
                    path.display()
                ));
            }
        };
        Ok(Settings {
            lang: cli.lang.or(file.lang).unwrap_or_default(),
            speech: cli.speech.or(file.speech).unwrap_or(SpeechChoice::Auto),
            style: file.style.unwrap_or_default(),
            config_dir,
            data_dir,
            keys: file.keys,
        })
    }
}

/// The config and data folders: `$HEKTOR_HOME/{config,data}` or the platform folders.
pub fn dirs() -> (PathBuf, PathBuf) {
    if let Some(home) = std::env::var_os("HEKTOR_HOME") {
        let home = PathBuf::from(home);
        return (home.join("config"), home.join("data"));
    }
    match directories::ProjectDirs::from("org", "hektor", "hektor") {
        Some(dirs) => (dirs.config_dir().to_owned(), dirs.data_dir().to_owned()),
        None => (
            PathBuf::from(".hektor/config"),
            PathBuf::from(".hektor/data"),
        ),
    }
}

//! Settings: command line over `config.toml` over defaults, and the file locations.
//!
//! `HEKTOR_HOME` moves the config and data folders (tests use it).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::announce::Style;
use crate::cli::Cli;
use crate::games::Rules;
use crate::i18n::Lang;
use crate::i18n::errors::{SettingError, setting_sentence};
use crate::sound::SoundSettings;

/// The most bytes of a configuration file read (one is a few kilobytes).
const CONFIG_LIMIT: u64 = 1024 * 1024;
use crate::speech::VoiceSettings;
use crate::speech::select::SpeechChoice;

/// The keys of `config.toml`; every key is optional.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ConfigFile {
    /// Ranks in the UI language instead of the style's words ("Springer Felix три").
    pub ranks_in_ui_language: Option<bool>,
    /// UI language.
    pub lang: Option<Lang>,
    /// The language of the Braille exports' literary text (headings, names, result
    /// words), when it is not the UI language.
    pub braille_language: Option<Lang>,
    /// Speech backend.
    pub speech: Option<SpeechChoice>,
    /// Announcement style.
    pub style: Option<Style>,
    /// The speech command: program and arguments, `{text}` for the text.
    pub speech_command: Option<Vec<String>>,
    /// A voice by name or a language code, for the UI language.
    pub voice: Option<String>,
    /// The voice of the announcement words (the FIDE words): a name or a language code.
    pub announce_voice: Option<String>,
    /// Speaking rate, -100..=100 (0 normal).
    pub rate: Option<i32>,
    /// Pitch, -100..=100 (0 normal).
    pub pitch: Option<i32>,
    /// Speech volume, 0..=100 (100 normal).
    pub volume: Option<u32>,
    /// Earcons on or off.
    pub earcons: Option<bool>,
    /// Earcon volume, 0..=100.
    pub earcon_volume: Option<u32>,
    /// The sound device for earcons (`alsa:null`, ...); default: the system's.
    pub sound_device: Option<String>,
    /// Key bindings of the game screen, as a patch over the defaults
    /// (`f2 = "time"`, `ctrl-u = "undo"`).
    pub keys: BTreeMap<String, String>,
    /// Key bindings of the replay screen, as a patch over its defaults
    /// (`right = "next"`, `f3 = "comment"`).
    pub replay_keys: BTreeMap<String, String>,
    /// The folder of the chess-openings TSV files replay reads (default: `openings` in
    /// the data folder).
    pub openings: Option<PathBuf>,
}

/// The settings in force for this run.
#[derive(Debug, Clone)]
pub struct Settings {
    /// UI language.
    pub lang: Lang,
    /// Whether the language was chosen (`--lang` or the config file), not defaulted: a
    /// resumed game then speaks it, whatever language the game was begun in.
    pub lang_chosen: bool,
    /// The reader's language of Braille exports: `braille_language`, else the UI
    /// language.
    pub braille_lang: Lang,
    /// Speech backend.
    pub speech: SpeechChoice,
    /// The game (`--rules`).
    pub rules: Rules,
    /// Announcement style.
    pub style: Style,
    /// Ranks in the UI language (config key; `--ranks-in-ui-language` also turns it on).
    pub ranks_in_ui_language: bool,
    /// Sentences about `config.toml` for the user (keys hektor does not know, left out).
    pub notices: Vec<String>,
    /// Voice and speech command settings.
    pub voice: VoiceSettings,
    /// Earcon settings.
    pub sound: SoundSettings,
    /// Where config lives.
    pub config_dir: PathBuf,
    /// Where games are saved.
    pub data_dir: PathBuf,
    /// Key bindings of the game screen from `config.toml` (patch over the defaults).
    pub keys: BTreeMap<String, String>,
    /// Key bindings of the replay screen from `config.toml` (patch over its defaults).
    pub replay_keys: BTreeMap<String, String>,
    /// The opening names' folder from `config.toml`, if set.
    pub openings: Option<PathBuf>,
}

/// A configuration hektor cannot use: the sentence that says why, in the UI language, and
/// the settings to say it with (every key of the file that is usable on its own, so a
/// `speech_command` or a `lang` beside a bad `rate` still speaks the refusal).
#[derive(Debug)]
pub struct Refused {
    /// What was wrong and what to do, in the UI language.
    pub sentence: String,
    /// The settings the sentence is said with.
    pub settings: Box<Settings>,
}

impl Settings {
    /// The speech backend, voice and earcons a [`crate::voice::Voice`] opens with.
    pub fn voice_choice(&self) -> crate::voice::VoiceChoice<'_> {
        crate::voice::VoiceChoice {
            speech: self.speech,
            voice: &self.voice,
            sound: &self.sound,
        }
    }

    /// Merges the command line, the config file and the defaults.
    pub fn load(cli: &Cli) -> Result<Settings, Refused> {
        let path = cli
            .config
            .clone()
            .unwrap_or_else(|| dirs().0.join("config.toml"));
        let text = match crate::files::read_text(&path, CONFIG_LIMIT) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && cli.config.is_none() => {
                String::new()
            }
            Err(e) => {
                let settings = Settings::merge(cli, ConfigFile::default(), &path, Vec::new());
                let locale = crate::i18n::Locale::new(settings.lang);
                return Err(Refused {
                    sentence: crate::i18n::errors::io_sentence(&locale, &path, &e),
                    settings: Box::new(settings),
                });
            }
        };
        Settings::from_text(cli, &text, &path)
    }

    /// The settings of the config file `text` (read from `path`, which sentences name)
    /// under the command line.
    ///
    /// ```
    /// use clap::Parser;
    /// use hektor::config::Settings;
    /// let cli = hektor::cli::Cli::try_parse_from(["hektor", "--lang", "uk"]).unwrap();
    /// let path = std::path::Path::new("config.toml");
    /// let settings = Settings::from_text(&cli, "rate = 20\n", path).unwrap();
    /// assert_eq!(settings.voice.rate, 20);
    /// // A bad value: the sentence says what is wrong; the usable keys still count.
    /// let refused = Settings::from_text(&cli, "rate = \"fast\"\nvolume = 50\n", path).unwrap_err();
    /// assert!(refused.sentence.contains("rate"));
    /// assert_eq!(refused.settings.voice.volume, 50);
    /// ```
    pub fn from_text(cli: &Cli, text: &str, path: &Path) -> Result<Settings, Refused> {
        let mut unknown_keys = Vec::new();
        read_config(text, &mut unknown_keys)
            .map(|file| Settings::merge(cli, file, path, unknown_keys))
            .and_then(|settings| settings.validate().map(|()| settings))
            .map_err(|error| {
                let settings = Settings::merge(cli, usable_part(cli, text, path), path, Vec::new());
                let locale = crate::i18n::Locale::new(settings.lang);
                Refused {
                    sentence: setting_sentence(&locale, path, &error),
                    settings: Box::new(settings),
                }
            })
    }

    /// The settings of `file` over the defaults, under the command line; `unknown_keys`
    /// (keys of the file at `path` hektor does not know) become notices.
    fn merge(cli: &Cli, file: ConfigFile, path: &Path, unknown_keys: Vec<String>) -> Settings {
        let (config_dir, data_dir) = dirs();
        let lang: Lang = cli.lang.or(file.lang).unwrap_or_default();
        let locale = crate::i18n::Locale::new(lang);
        let notices = unknown_keys
            .into_iter()
            .map(|key| {
                crate::i18n::sentence(
                    &locale,
                    "config-unknown-key",
                    &[
                        ("path", path.display().to_string().into()),
                        ("key", key.into()),
                    ],
                )
            })
            .collect();
        let defaults = VoiceSettings::default();
        Settings {
            rules: cli.rules.unwrap_or_default(),
            lang,
            lang_chosen: cli.lang.or(file.lang).is_some(),
            braille_lang: file.braille_language.unwrap_or(lang),
            speech: cli.speech.or(file.speech).unwrap_or(SpeechChoice::Auto),
            style: file.style.unwrap_or_default(),
            ranks_in_ui_language: file.ranks_in_ui_language.unwrap_or(false),
            notices,
            voice: VoiceSettings {
                voice: file.voice,
                announce_voice: file.announce_voice,
                language: lang.code().to_owned(),
                rate: file.rate.unwrap_or(defaults.rate),
                pitch: file.pitch.unwrap_or(defaults.pitch),
                volume: file.volume.unwrap_or(defaults.volume),
                command: file.speech_command,
            },
            sound: SoundSettings {
                enabled: file.earcons.unwrap_or(true),
                volume: file
                    .earcon_volume
                    .unwrap_or(SoundSettings::default().volume),
                device: file.sound_device,
            },
            config_dir,
            data_dir,
            keys: file.keys,
            replay_keys: file.replay_keys,
            openings: file.openings,
        }
    }

    /// Whether the voice and sound settings are in their ranges.
    fn validate(&self) -> Result<(), SettingError> {
        self.voice.validate()?;
        self.sound.validate()
    }
}

/// The keys of the config file `text` that are usable each on its own; of a file that is
/// not TOML, those of its [`salvaged`] lines.
fn usable_part(cli: &Cli, text: &str, path: &Path) -> ConfigFile {
    let table = toml::from_str::<toml::Table>(text).unwrap_or_else(|_| salvaged(text));
    let usable: toml::Table = table
        .into_iter()
        .filter(|(key, value)| {
            let alone = toml::Table::from_iter([(key.clone(), value.clone())]);
            ConfigFile::deserialize(alone).is_ok_and(|file| {
                Settings::merge(cli, file, path, Vec::new())
                    .validate()
                    .is_ok()
            })
        })
        .collect();
    ConfigFile::deserialize(usable).unwrap_or_default()
}

/// The top-level keys of `text`, a file that is not TOML: each line before the first
/// table header that is TOML on its own (the first of a key written twice).
fn salvaged(text: &str) -> toml::Table {
    let mut table = toml::Table::new();
    let lines = text
        .lines()
        .take_while(|line| !line.trim_start().starts_with('['));
    for alone in lines.filter_map(|line| toml::from_str::<toml::Table>(line).ok()) {
        for (key, value) in alone {
            table.entry(key).or_insert(value);
        }
    }
    table
}

/// Why `text` is not TOML: a key written twice, named, or the line that cannot be read.
fn syntax_error(text: &str, error: &toml::de::Error) -> SettingError {
    let span = error.span();
    let line = span
        .as_ref()
        .and_then(|span| text.get(..span.start))
        .map_or(1, |before| before.matches('\n').count() + 1);
    let key = span
        .filter(|_| error.message().starts_with("duplicate key"))
        .and_then(|span| text.get(span))
        .map(|key| key.trim().trim_matches(['"', '\'']))
        .filter(|key| !key.is_empty());
    match key {
        Some(key) => SettingError::DuplicateKey {
            key: key.to_owned(),
            line,
        },
        None => SettingError::Syntax { line },
    }
}

/// The settings of `text`; top-level keys hektor does not know are left out and named
/// in `unknown`, so one misspelt key does not lose the others.
fn read_config(text: &str, unknown: &mut Vec<String>) -> Result<ConfigFile, SettingError> {
    let mut table: toml::Table = toml::from_str(text).map_err(|e| syntax_error(text, &e))?;
    key_values(text)?;
    loop {
        match ConfigFile::deserialize(table.clone()) {
            Ok(file) => return Ok(file),
            Err(e) => {
                let message = e.to_string();
                // The library names the key in backquotes: "unknown field `rat`", "... in `rate`".
                let quoted = |prefix: &str| {
                    message
                        .rsplit_once(prefix)
                        .and_then(|(_, rest)| rest.split('`').next())
                        .filter(|key| table.contains_key(*key))
                        .map(str::to_owned)
                };
                match quoted("unknown field `") {
                    Some(key) => {
                        table.remove(&key);
                        unknown.push(key);
                    }
                    None => {
                        let key = quoted("in `");
                        return Err(not_one_of(&message, key.as_deref())
                            .unwrap_or(SettingError::BadValue { key }));
                    }
                }
            }
        }
    }
}

/// The key tables of a config file, each value with where it stands in the text.
#[derive(Deserialize)]
struct KeyTables {
    #[serde(default)]
    keys: BTreeMap<String, toml::Spanned<toml::Value>>,
    #[serde(default)]
    replay_keys: BTreeMap<String, toml::Spanned<toml::Value>>,
}

/// Refuses a key of `[keys]` or `[replay_keys]` in `text` (a file that reads as TOML)
/// whose name hektor cannot bind (`xx = "time"`) or bound to anything but a word
/// (`f3 = 3`), naming the table, the key and its line.
fn key_values(text: &str) -> Result<(), SettingError> {
    // Tables of another shape (`keys = 3`) are refused with the whole file's settings.
    let Ok(tables) = toml::from_str::<KeyTables>(text) else {
        return Ok(());
    };
    for (table, keys) in [("keys", &tables.keys), ("replay_keys", &tables.replay_keys)] {
        for (key, value) in keys {
            let line = text
                .get(..value.span().start)
                .map_or(1, |before| before.matches('\n').count() + 1);
            let (table, key) = (table.to_owned(), key.clone());
            if !crate::tui::keys::valid_key_name(&key.trim().to_lowercase()) {
                return Err(SettingError::KeyName { table, key, line });
            }
            if !value.get_ref().is_str() {
                return Err(SettingError::KeyValue { table, key, line });
            }
        }
    }
    Ok(())
}

/// The refusal of a word that is not one of `key`'s, with the words it takes, from the
/// library's message: "unknown variant `xx`, expected one of `en`, `de`, ...".
fn not_one_of(message: &str, key: Option<&str>) -> Option<SettingError> {
    let (_, rest) = message.split_once("unknown variant `")?;
    let (value, rest) = rest.split_once('`')?;
    let (_, expected) = rest.split_once("expected")?;
    let expected = expected.lines().next()?;
    let expected = expected
        .split_once(" in `")
        .map_or(expected, |(words, _)| words);
    let valid: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    Some(SettingError::NotOneOf {
        key: key?.to_owned(),
        value: value.to_owned(),
        valid: (!valid.is_empty()).then(|| valid.join(", "))?,
    })
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

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use clap::Parser;

    use super::*;

    fn refusal(text: &str) -> SettingError {
        read_config(text, &mut Vec::new()).unwrap_err()
    }

    fn refused(text: &str) -> Refused {
        let cli = Cli::try_parse_from(["hektor"]).unwrap();
        Settings::from_text(&cli, text, Path::new("config.toml")).unwrap_err()
    }

    #[test]
    fn a_file_that_is_not_toml_still_gives_its_lines_that_are() {
        let refused = refused(
            "speech_command = [\"say\", \"{text}\"]\nearcons = false\nlang = \"ru\"\nrate = = 3\n[keys]\nlang = \"pl\"\n",
        );
        assert_eq!(refused.settings.lang, Lang::Ru);
        assert!(refused.settings.lang_chosen);
        assert_eq!(
            refused.settings.voice.command,
            Some(vec!["say".to_owned(), "{text}".to_owned()])
        );
        assert!(!refused.settings.sound.enabled);
        assert!(
            refused
                .sentence
                .starts_with("Файл настроек config.toml невозможно прочитать в строке 4"),
            "{}",
            refused.sentence
        );
    }

    #[test]
    fn a_key_written_twice_is_named() {
        assert_eq!(
            refusal("earcons = false\nrate = 3\nearcons = true\n"),
            SettingError::DuplicateKey {
                key: "earcons".to_owned(),
                line: 3,
            }
        );
        let refused = refused("lang = \"uk\"\nearcons = false\nearcons = false\n");
        assert!(
            refused.sentence.contains("earcons") && refused.sentence.contains('3'),
            "{}",
            refused.sentence
        );
        assert_eq!(refused.settings.lang, Lang::Uk);
    }

    #[test]
    fn a_word_a_key_does_not_take_is_refused_with_the_words_it_takes() {
        assert_eq!(
            refusal("lang = \"Polski\"\n"),
            SettingError::NotOneOf {
                key: "lang".to_owned(),
                value: "Polski".to_owned(),
                valid: "en, de, pl, ru, uk".to_owned(),
            }
        );
        assert_eq!(
            refusal("speech = \"loud\"\n"),
            SettingError::NotOneOf {
                key: "speech".to_owned(),
                value: "loud".to_owned(),
                valid: "auto, tts, screen-reader, command, text, none".to_owned(),
            }
        );
    }
}

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
use crate::msg;
use crate::sound::SoundSettings;

/// The most bytes of a configuration file read (one is a few kilobytes).
const CONFIG_LIMIT: u64 = 1024 * 1024;
use crate::speech::VoiceSettings;
use crate::speech::select::SpeechChoice;

/// The version of `config.toml` this hektor reads (docs/manual.md describes it): a file
/// without `version` is of version 1.
pub const CONFIG_VERSION: u32 = 1;

/// The keys of `config.toml`; every key is optional.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ConfigFile {
    /// The version of the file's format (absent: 1); a newer one is said, and the keys
    /// this hektor knows still apply.
    pub version: Option<std::num::NonZeroU32>,
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
    /// Sentences about `config.toml` for the user (a newer version, values that do not
    /// read and keys hektor does not know, each left out).
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

/// A configuration file hektor cannot read at all (named by `--config` and missing, not a
/// regular file, too large): the sentence that says why, in the UI language, and the
/// settings to say it with (the command line's).
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
        let bytes = match crate::files::read_bytes(&path, CONFIG_LIMIT) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && cli.config.is_none() => {
                Vec::new()
            }
            Err(e) => {
                let settings = Settings::merge(cli, ConfigFile::default());
                let locale = crate::i18n::Locale::new(settings.lang);
                return Err(Refused {
                    sentence: crate::i18n::errors::io_sentence(&locale, &path, &e),
                    settings: Box::new(settings),
                });
            }
        };
        Ok(Settings::from_bytes(cli, &bytes, &path))
    }

    /// The settings of the config file of `bytes` (read from `path`, which sentences
    /// name) under the command line. Each key is read on its own: one that does not read
    /// (a value hektor does not take, a line that is not TOML, a key binding that binds
    /// no key) is left out and said in [`Settings::notices`], as the keys hektor does not
    /// know (the first few named, the others counted) and a `version` newer than this
    /// hektor's are; the other keys apply. A line that is no UTF-8 text (a Latin-1
    /// letter, a NUL byte) is said by its number, and the file is read as one that is not
    /// TOML at that line.
    ///
    /// ```
    /// use clap::Parser;
    /// use hektor::config::Settings;
    /// let cli = hektor::cli::Cli::try_parse_from(["hektor", "--lang", "uk"]).unwrap();
    /// let path = std::path::Path::new("config.toml");
    /// let settings = Settings::from_bytes(&cli, b"rate = 20\n", path);
    /// assert_eq!(settings.voice.rate, 20);
    /// assert!(settings.notices.is_empty());
    /// // A bad value: the sentence says what is wrong; the other keys still count.
    /// let settings = Settings::from_bytes(&cli, b"rate = \"fast\"\nvolume = 50\n", path);
    /// assert!(settings.notices[0].contains("rate"));
    /// assert_eq!(settings.voice.volume, 50);
    /// ```
    pub fn from_bytes(cli: &Cli, bytes: &[u8], path: &Path) -> Settings {
        let Read {
            file,
            problems,
            unknown_keys,
        } = read_config(cli, bytes);
        let version = file.version;
        let mut settings = Settings::merge(cli, file);
        let locale = crate::i18n::Locale::new(settings.lang);
        let shown = || ("path", path.display().to_string().into());
        let newer = version
            .map(std::num::NonZeroU32::get)
            .filter(|&version| version > CONFIG_VERSION)
            .map(|version| {
                crate::i18n::sentence(
                    &locale,
                    msg::CONFIG_VERSION_NEWER,
                    &[
                        shown(),
                        ("version", version.into()),
                        ("known", CONFIG_VERSION.into()),
                    ],
                )
            });
        let left_out = problems.iter().map(|error| {
            format!(
                "{} {}",
                setting_sentence(&locale, path, error),
                locale.text(msg::CONFIG_LEFT_OUT)
            )
        });
        let unknown = unknown_sentence(&locale, path, &unknown_keys);
        settings.notices = newer.into_iter().chain(left_out).chain(unknown).collect();
        settings
    }

    /// The settings of `file` over the defaults, under the command line (no notices yet).
    fn merge(cli: &Cli, file: ConfigFile) -> Settings {
        let (config_dir, data_dir) = dirs();
        let lang: Lang = cli.lang.or(file.lang).unwrap_or_default();
        let defaults = VoiceSettings::default();
        Settings {
            rules: cli.rules.unwrap_or_default(),
            lang,
            lang_chosen: cli.lang.or(file.lang).is_some(),
            braille_lang: file.braille_language.unwrap_or(lang),
            speech: cli.speech.or(file.speech).unwrap_or(SpeechChoice::Auto),
            style: file.style.unwrap_or_default(),
            ranks_in_ui_language: file.ranks_in_ui_language.unwrap_or(false),
            notices: Vec::new(),
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

/// What a config file's text gives.
struct Read {
    /// Its keys that read.
    file: ConfigFile,
    /// What does not read, in the order found.
    problems: Vec<SettingError>,
    /// The keys hektor does not know.
    unknown_keys: Vec<String>,
}

/// Reads the config file of `bytes` key by key: of a file that is not TOML (or not all
/// UTF-8 text, see [`readable_lines`]), its [`salvaged`] lines.
fn read_config(cli: &Cli, bytes: &[u8]) -> Read {
    let mut problems = Vec::new();
    let (text, unreadable) = readable_lines(bytes);
    let table = match (unreadable, toml::from_str::<toml::Table>(&text)) {
        (Some(line), _) => {
            problems.push(SettingError::NotText { line });
            salvaged(&text)
        }
        (None, Ok(mut table)) => {
            problems.extend(bad_bindings(&text, &mut table));
            table
        }
        (None, Err(error)) => {
            problems.push(syntax_error(&text, &error));
            salvaged(&text)
        }
    };
    let mut unknown_keys = Vec::new();
    let mut usable = toml::Table::new();
    for (key, value) in table {
        match read_key(cli, &key, &value) {
            KeyRead::Usable => {
                usable.insert(key, value);
            }
            KeyRead::Unknown => unknown_keys.push(key),
            KeyRead::Bad(error) => problems.push(error),
        }
    }
    Read {
        // Every key of `usable` reads on its own, so together they read too.
        file: ConfigFile::deserialize(usable).unwrap_or_default(),
        problems,
        unknown_keys,
    }
}

/// How many of the keys hektor does not know are named; the others are counted.
const UNKNOWN_NAMED: usize = 3;

/// The sentence about the keys hektor does not know (`keys`, in alphabetical order as
/// the file's table holds them), if any: one is named alone, of more the first [`UNKNOWN_NAMED`] are named and the others
/// counted, so that a file of thousands of them gives one short sentence.
fn unknown_sentence(locale: &crate::i18n::Locale, path: &Path, keys: &[String]) -> Option<String> {
    let shown = ("path", path.display().to_string().into());
    let sentence = crate::i18n::sentence;
    match keys {
        [] => None,
        [key] => Some(sentence(
            locale,
            msg::CONFIG_UNKNOWN_KEY,
            &[shown, ("key", key.clone().into())],
        )),
        _ => {
            let named = &keys[..keys.len().min(UNKNOWN_NAMED)];
            let mut list = named.join(", ");
            let more = keys.len() - named.len();
            if more > 0 {
                let more = sentence(locale, msg::CONFIG_UNKNOWN_MORE, &[("count", more.into())]);
                list = format!("{list} {more}");
            }
            Some(sentence(
                locale,
                msg::CONFIG_UNKNOWN_KEYS,
                &[shown, ("keys", list.into())],
            ))
        }
    }
}

/// What one top-level key of a config file gives, read on its own.
enum KeyRead {
    /// It reads, and its value is in range.
    Usable,
    /// hektor does not know the key.
    Unknown,
    /// Its value does not read, or is out of range.
    Bad(SettingError),
}

/// Reads the key `key` = `value` of a config file on its own.
fn read_key(cli: &Cli, key: &str, value: &toml::Value) -> KeyRead {
    let alone = toml::Table::from_iter([(key.to_owned(), value.clone())]);
    match ConfigFile::deserialize(alone) {
        Ok(file) => match Settings::merge(cli, file).validate() {
            Ok(()) => KeyRead::Usable,
            Err(error) => KeyRead::Bad(error),
        },
        Err(error) => {
            let message = error.to_string();
            if message.contains("unknown field `") {
                return KeyRead::Unknown;
            }
            KeyRead::Bad(
                not_one_of(&message, Some(key)).unwrap_or(SettingError::BadValue {
                    key: Some(key.to_owned()),
                }),
            )
        }
    }
}

/// The text of a config file's `bytes`, each line that is no UTF-8 text (a Latin-1
/// letter, a NUL byte) left empty so that the others keep their numbers, and the number
/// (from 1) of the first such line.
fn readable_lines(bytes: &[u8]) -> (std::borrow::Cow<'_, str>, Option<usize>) {
    fn text_line(line: &[u8]) -> Option<&str> {
        std::str::from_utf8(line)
            .ok()
            .filter(|_| !crate::files::looks_binary(line))
    }
    if let Some(text) = text_line(bytes) {
        return (text.into(), None);
    }
    let mut first = None;
    let mut lines = Vec::new();
    for (number, line) in bytes.split(|&b| b == b'\n').enumerate() {
        lines.push(text_line(line).unwrap_or_else(|| {
            first.get_or_insert(number + 1);
            ""
        }));
    }
    (lines.join("\n").into(), first)
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

/// The key tables of a config file, each value with where it stands in the text.
#[derive(Deserialize)]
struct KeyTables {
    #[serde(default)]
    keys: BTreeMap<String, toml::Spanned<toml::Value>>,
    #[serde(default)]
    replay_keys: BTreeMap<String, toml::Spanned<toml::Value>>,
}

/// The keys of `[keys]` and `[replay_keys]` of `text` (a file that reads as TOML, as
/// `table`) whose name hektor cannot bind (`xx = "time"`) or that are bound to anything but
/// a word (`f3 = 3`): each taken out of `table`, and named with its table and line.
fn bad_bindings(text: &str, table: &mut toml::Table) -> Vec<SettingError> {
    // Tables of another shape (`keys = 3`) are left out as any value that does not read.
    let Ok(tables) = toml::from_str::<KeyTables>(text) else {
        return Vec::new();
    };
    let mut bad = Vec::new();
    for (name, keys) in [("keys", &tables.keys), ("replay_keys", &tables.replay_keys)] {
        for (key, value) in keys {
            let line = text
                .get(..value.span().start)
                .map_or(1, |before| before.matches('\n').count() + 1);
            let valid_name = crate::tui::keys::valid_key_name(&key.trim().to_lowercase());
            if valid_name && value.get_ref().is_str() {
                continue;
            }
            if let Some(toml::Value::Table(bindings)) = table.get_mut(name) {
                bindings.remove(key);
            }
            let (table, key) = (name.to_owned(), key.clone());
            bad.push(if valid_name {
                SettingError::KeyValue { table, key, line }
            } else {
                SettingError::KeyName { table, key, line }
            });
        }
    }
    bad
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

    fn cli() -> Cli {
        Cli::try_parse_from(["hektor"]).unwrap()
    }

    fn problems(text: &str) -> Vec<SettingError> {
        read_config(&cli(), text.as_bytes()).problems
    }

    fn settings(text: &str) -> Settings {
        Settings::from_bytes(&cli(), text.as_bytes(), Path::new("config.toml"))
    }

    #[test]
    fn a_file_that_is_not_toml_still_gives_its_lines_that_are() {
        let settings = settings(
            "speech_command = [\"say\", \"{text}\"]\nearcons = false\nlang = \"ru\"\nrate = = 3\n[keys]\nlang = \"pl\"\n",
        );
        assert_eq!(settings.lang, Lang::Ru);
        assert!(settings.lang_chosen);
        assert_eq!(
            settings.voice.command,
            Some(vec!["say".to_owned(), "{text}".to_owned()])
        );
        assert!(!settings.sound.enabled);
        assert_eq!(
            settings.notices,
            [
                "Файл настроек config.toml невозможно прочитать в строке 4: пишите каждую \
              настройку как ключ = значение, текст в кавычках, например lang = \"ru\". Эта \
              настройка пропущена, остальные действуют."
            ]
        );
    }

    #[test]
    fn a_key_written_twice_is_named() {
        assert_eq!(
            problems("earcons = false\nrate = 3\nearcons = true\n"),
            [SettingError::DuplicateKey {
                key: "earcons".to_owned(),
                line: 3,
            }]
        );
        let settings = settings("lang = \"uk\"\nearcons = false\nearcons = true\n");
        assert!(
            settings.notices[0].contains("earcons") && settings.notices[0].contains('3'),
            "{:?}",
            settings.notices
        );
        assert_eq!(settings.lang, Lang::Uk);
        assert!(!settings.sound.enabled, "the first of the two");
    }

    #[test]
    fn a_word_a_key_does_not_take_is_refused_with_the_words_it_takes() {
        assert_eq!(
            problems("lang = \"Polski\"\nspeech = \"loud\"\n"),
            [
                SettingError::NotOneOf {
                    key: "lang".to_owned(),
                    value: "Polski".to_owned(),
                    valid: "en, de, pl, ru, uk".to_owned(),
                },
                SettingError::NotOneOf {
                    key: "speech".to_owned(),
                    value: "loud".to_owned(),
                    valid: "auto, tts, screen-reader, command, text, none".to_owned(),
                }
            ]
        );
    }

    /// Every value that does not read is named and left out, each with its own sentence;
    /// the others apply.
    #[test]
    fn each_value_that_does_not_read_is_named_and_the_others_apply() {
        let settings = settings(
            "lang = \"pl\"\nrate = 500\nvolume = 40\nearcons = \"yes\"\n[keys]\nf2 = \"last\"\nxx = \"time\"\nf3 = 3\n",
        );
        assert_eq!(settings.lang, Lang::Pl);
        assert_eq!(settings.voice.volume, 40);
        assert_eq!(settings.voice.rate, VoiceSettings::default().rate);
        assert!(settings.sound.enabled);
        let keys: Vec<(&str, &str)> = settings
            .keys
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(keys, [("f2", "last")]);
        assert_eq!(settings.notices.len(), 4, "{:?}", settings.notices);
        for (notice, named) in settings.notices.iter().zip(["f3", "xx", "earcons", "500"]) {
            assert!(notice.contains(named), "{named}: {notice}");
            assert!(
                notice.ends_with("To ustawienie zostało pominięte, pozostałe obowiązują."),
                "{notice}"
            );
        }
    }

    /// A line that is no UTF-8 text is named; the file is then read as one that is not
    /// TOML: its lines before the first table that read on their own apply.
    #[test]
    fn a_line_that_is_no_utf8_text_is_named_and_the_lines_that_read_apply() {
        let bytes = b"lang = \"pl\"\nrate = 1\0\nsound_device = \"Ger\xe4t\"\nvolume = 40\n[keys]\nf2 = \"last\"\n";
        let read = read_config(&cli(), bytes);
        assert_eq!(read.problems, [SettingError::NotText { line: 2 }]);
        let settings = Settings::from_bytes(&cli(), bytes, Path::new("config.toml"));
        assert_eq!((settings.lang, settings.voice.volume), (Lang::Pl, 40));
        assert_eq!(settings.voice.rate, VoiceSettings::default().rate);
        assert_eq!(settings.sound.device, None);
        assert!(settings.keys.is_empty());
        assert_eq!(
            readable_lines(b"a\n\xff\nb\0\n"),
            ("a\n\n\n".into(), Some(2))
        );
    }

    /// Of many keys hektor does not know, three are named and the others counted, in
    /// each language's plural forms.
    #[test]
    fn unknown_keys_past_three_are_counted_in_each_language() {
        let keys = |count: usize| (0..count).map(|i| format!("k{i}")).collect::<Vec<_>>();
        let said = |lang: Lang, count: usize| {
            unknown_sentence(
                &crate::i18n::Locale::new(lang),
                Path::new("c.toml"),
                &keys(count),
            )
            .unwrap()
        };
        assert!(
            unknown_sentence(&crate::i18n::Locale::new(Lang::En), Path::new("c"), &[]).is_none()
        );
        assert!(said(Lang::En, 1).contains("has the key k0,"));
        assert!(said(Lang::En, 3).contains(": k0, k1, k2;"));
        for (lang, count, more) in [
            (Lang::En, 4, "k2 and one more;"),
            (Lang::En, 10_000, "k2 and 9997 more;"),
            (Lang::De, 4, "k2 und ein weiterer;"),
            (Lang::De, 25, "k2 und 22 weitere;"),
            (Lang::Pl, 4, "k2 i jeszcze 1 klucz;"),
            (Lang::Pl, 5, "k2 i jeszcze 2 klucze;"),
            (Lang::Pl, 25, "k2 i jeszcze 22 klucze;"),
            (Lang::Pl, 8, "k2 i jeszcze 5 kluczy;"),
            (Lang::Ru, 24, "k2 и ещё 21 ключ;"),
            (Lang::Ru, 5, "k2 и ещё 2 ключа;"),
            (Lang::Ru, 14, "k2 и ещё 11 ключей;"),
            (Lang::Uk, 24, "k2 і ще 21 ключ;"),
            (Lang::Uk, 6, "k2 і ще 3 ключі;"),
            (Lang::Uk, 10, "k2 і ще 7 ключів;"),
        ] {
            assert!(said(lang, count).contains(more), "{}", said(lang, count));
        }
    }

    /// `version`: absent or 1 is today's format; a newer one is said and the keys this
    /// hektor knows apply; one that is no version is left out as any value.
    #[test]
    fn a_newer_version_is_said_and_the_keys_known_apply() {
        assert!(settings("version = 1\nrate = 10\n").notices.is_empty());
        let newer = Settings::from_bytes(
            &Cli::try_parse_from(["hektor", "--lang", "uk"]).unwrap(),
            b"version = 3\nrate = 10\nbeep = true\n",
            Path::new("config.toml"),
        );
        assert_eq!(newer.voice.rate, 10);
        assert_eq!(newer.notices.len(), 2, "{:?}", newer.notices);
        assert_eq!(
            newer.notices[0],
            "Файл налаштувань config.toml має версію 3, а цей hektor знає версію 1: \
             налаштування, які він уміє прочитати, діють, інші названо окремо. Оновіть \
             hektor, щоб діяли всі."
        );
        assert!(newer.notices[1].contains("beep"), "{:?}", newer.notices);
        assert_eq!(
            problems("version = 0\n"),
            [SettingError::BadValue {
                key: Some("version".to_owned())
            }]
        );
    }
}

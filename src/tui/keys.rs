//! The full screens' key maps: keys onto named actions. The game screen's defaults are
//! patched by the `[keys]` table of `config.toml`, the replay screen's by `[replay_keys]`
//! (`f2 = "time"`, `ctrl-u = "undo"`, `f9 = "none"` to unbind). A key may be bound to a
//! command of that screen's session: its line is read through the one command table once,
//! when the map is made, and the key sends the `Command` itself. Printable keys always
//! type into the input line; Enter sends it.

use std::collections::BTreeMap;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::app::command::{CommandSpec, command_of, find, names_in};
use crate::app::{Command, Engine, entry_of, help_entry};
use crate::i18n::Locale;
use crate::msg;

/// What a bound key does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Show or hide the help screen (the game screen).
    HelpScreen,
    /// Turn the board around (the game screen).
    Flip,
    /// Switch between piece letters and figurines (the game screen).
    Figurines,
    /// Clear the input line (or close the help screen).
    Clear,
    /// End the session.
    Quit,
    /// Start the walk over the board, square by square (the replay screen).
    Walk,
    /// Send this command (`time`, `undo`, `y`, `next` ... as bound).
    Send(Bound),
}

/// A command line bound to a key, read through the command table once, when the key map
/// is made: the key sends the command, never text to be read again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bound {
    /// The line as bound (`time`, `moves last 5`): the help names it, the replay's log
    /// shows it.
    pub line: String,
    /// What it reads as in the screen's session.
    pub command: Command,
}

impl Bound {
    /// The bound line as the UI language writes it on `engine`'s screen: the command's
    /// first name in that language, then the words after the name (`next` -> `далі`,
    /// `moves last 5` -> `ходи last 5`).
    pub fn words(&self, engine: Engine, locale: &Locale) -> String {
        match entry_of(engine, &self.line) {
            Some(entry) => line_in(locale, engine, entry, &self.line),
            None => self.line.clone(),
        }
    }
}

/// What an action name of the config asks of one screen.
enum Named {
    /// No action: the key is unbound (`none`, or nothing).
    Unbound,
    /// This action.
    Action(Action),
    /// Something this screen cannot do (a line that is no command of its session).
    NotHere,
}

impl Named {
    /// Reads an action name from the config (`help-screen`, `flip`, `figurines`,
    /// `clear`, `quit`, `walk`, `none`, or a command line such as `time`) for the screen of
    /// `engine`'s session.
    fn read(name: &str, engine: Engine) -> Named {
        let action = match name.trim() {
            "" | "none" => return Named::Unbound,
            "help-screen" => Action::HelpScreen,
            "flip" => Action::Flip,
            "figurines" => Action::Figurines,
            "clear" => Action::Clear,
            "quit" => Action::Quit,
            "walk" => Action::Walk,
            "confirm" => return Named::line("y", engine),
            "withdraw" => return Named::line("n", engine),
            line => return Named::line(line, engine),
        };
        if action.serves(engine) {
            Named::Action(action)
        } else {
            Named::NotHere
        }
    }

    /// A command line, read as `engine`'s session reads it.
    fn line(line: &str, engine: Engine) -> Named {
        match command_of(engine, line) {
            Some((command, entry)) if entry.engines.contains(&engine) => {
                Named::Action(Action::Send(Bound {
                    line: line.to_owned(),
                    command,
                }))
            }
            _ => Named::NotHere,
        }
    }
}

impl Action {
    /// Whether the screen of `engine`'s session can do it (a bound command was read for
    /// that session already).
    fn serves(&self, engine: Engine) -> bool {
        match self {
            Action::HelpScreen | Action::Flip | Action::Figurines => engine == Engine::Play,
            Action::Walk => engine == Engine::Replay,
            Action::Clear | Action::Quit | Action::Send(_) => true,
        }
    }

    /// What the action does on the screen of `engine`'s session, in the UI language.
    pub fn help(&self, engine: Engine, locale: &Locale) -> String {
        let id = match self {
            Action::HelpScreen => msg::SESSION_KEY_HELP_SCREEN,
            Action::Flip => msg::SESSION_KEY_FLIP,
            Action::Figurines => msg::SESSION_KEY_FIGURINES,
            Action::Clear => msg::SESSION_KEY_CLEAR,
            // Ending a replay keeps no game: the session's own words for its quit.
            Action::Quit => match entry_of(engine, "quit") {
                Some(entry) => return help_entry(locale, entry).1,
                None => msg::SESSION_HELP_QUIT,
            },
            Action::Walk => msg::REPLAY_KEY_WALK,
            Action::Send(bound) => {
                return match entry_of(engine, &bound.line) {
                    Some(entry) => format!(
                        "{}: {}",
                        bound.words(engine, locale),
                        help_entry(locale, entry).1
                    ),
                    None => bound.line.clone(),
                };
            }
        };
        locale.text(id)
    }
}

/// A bound command line as the UI language writes it: the command's first name in that
/// language, then the words after the name (`my time` -> `мій час`, `moves last 5` ->
/// `ходи last 5`); as bound when the command has no name of its own.
fn line_in(locale: &Locale, engine: Engine, entry: &CommandSpec, line: &str) -> String {
    let lower = line.trim().to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let own = names_in(locale, entry).into_iter().next();
    match (own, find(engine, &words)) {
        (Some(own), Some((_, _, count))) => std::iter::once(own.as_str())
            .chain(words.iter().skip(count).copied())
            .collect::<Vec<_>>()
            .join(" "),
        _ => line.to_owned(),
    }
}

/// The `config.toml` table that patches the keys of `engine`'s screen.
fn table(engine: Engine) -> &'static str {
    match engine {
        Engine::Play => "keys",
        Engine::Replay => "replay_keys",
    }
}

/// A key name in `config.toml` that hektor cannot bind (`x = "time"`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadKey {
    /// The table it is in (`keys`, `replay_keys`).
    pub table: &'static str,
    /// The key name as written.
    pub key: String,
}

impl BadKey {
    /// The sentence that names the key and the keys that can be bound, in the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        crate::i18n::sentence(
            locale,
            msg::CONFIG_KEY_BAD,
            &[
                ("table", self.table.into()),
                ("key", self.key.clone().into()),
            ],
        )
    }
}

/// A key bound in the config to something the screen cannot do (`f2 = "tiem"`, or
/// `flip` in replay): the binding is left out, the key keeps its default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownCommand {
    /// The table it is in (`keys`, `replay_keys`).
    pub table: &'static str,
    /// The key name as written.
    pub key: String,
    /// What it was bound to, as written.
    pub action: String,
}

impl UnknownCommand {
    /// The sentence that names the key and what it was bound to, in the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        crate::i18n::sentence(
            locale,
            msg::CONFIG_KEY_UNKNOWN_COMMAND,
            &[
                ("table", self.table.into()),
                ("key", self.key.clone().into()),
                ("action", self.action.clone().into()),
            ],
        )
    }
}

/// The game screen's keys, as action names.
const PLAY_KEYS: &[(&str, &str)] = &[
    ("f1", "help-screen"),
    ("f2", "time"),
    ("f3", "last"),
    ("f4", "repeat"),
    ("f5", "turn"),
    ("f6", "flip"),
    ("f7", "figurines"),
    ("f8", "pieces"),
    ("f9", "my time"),
    ("esc", "clear"),
    ("ctrl-z", "undo"),
    ("ctrl-q", "quit"),
    ("ctrl-c", "quit"),
];

/// The replay screen's keys (while the command line is empty), as action names.
const REPLAY_KEYS: &[(&str, &str)] = &[
    ("right", "next"),
    ("left", "prev"),
    ("home", "start"),
    ("end", "end"),
    ("down", "var"),
    ("up", "up"),
    ("f2", "opening"),
    ("f3", "clock"),
    ("tab", "walk"),
    ("esc", "quit"),
    ("ctrl-q", "quit"),
    ("ctrl-c", "quit"),
];

/// Keys onto actions, for the screen of one session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyMap {
    engine: Engine,
    bindings: BTreeMap<String, Action>,
    /// The bindings of the config that name nothing the screen can do, left out.
    left_out: Vec<UnknownCommand>,
    /// Whether the bindings are the screen's defaults, found once when the map is made
    /// (the screen asks at every drawing).
    default: bool,
}

impl Default for KeyMap {
    /// The game screen's default keys.
    fn default() -> KeyMap {
        KeyMap::defaults(Engine::Play)
    }
}

impl KeyMap {
    /// The default keys of `engine`'s screen.
    pub fn defaults(engine: Engine) -> KeyMap {
        let defaults = match engine {
            Engine::Play => PLAY_KEYS,
            Engine::Replay => REPLAY_KEYS,
        };
        KeyMap {
            engine,
            bindings: defaults
                .iter()
                .filter_map(|(key, name)| match Named::read(name, engine) {
                    Named::Action(action) => Some(((*key).to_owned(), action)),
                    Named::Unbound | Named::NotHere => None,
                })
                .collect(),
            left_out: Vec::new(),
            default: true,
        }
    }

    /// The game screen's defaults patched with `patch` (the `[keys]` table).
    pub fn play(patch: &BTreeMap<String, String>) -> Result<KeyMap, BadKey> {
        KeyMap::patched(Engine::Play, patch)
    }

    /// The replay screen's defaults patched with `patch` (the `[replay_keys]` table).
    pub fn replay(patch: &BTreeMap<String, String>) -> Result<KeyMap, BadKey> {
        KeyMap::patched(Engine::Replay, patch)
    }

    /// The defaults of `engine`'s screen patched with `patch` (key name onto action name;
    /// `none` unbinds). A binding to something the screen cannot do is left out and kept
    /// in [`KeyMap::left_out`]; a key name hektor cannot bind is an error.
    fn patched(engine: Engine, patch: &BTreeMap<String, String>) -> Result<KeyMap, BadKey> {
        let mut map = KeyMap::defaults(engine);
        let defaults = map.bindings.clone();
        for (key, action) in patch {
            let key_name = key.trim().to_lowercase();
            if !valid_key_name(&key_name) {
                return Err(BadKey {
                    table: table(engine),
                    key: key.clone(),
                });
            }
            match Named::read(action, engine) {
                Named::Unbound => {
                    map.bindings.remove(&key_name);
                }
                Named::Action(bound) => {
                    map.bindings.insert(key_name, bound);
                }
                Named::NotHere => map.left_out.push(UnknownCommand {
                    table: table(engine),
                    key: key.clone(),
                    action: action.clone(),
                }),
            }
        }
        map.default = map.bindings == defaults;
        Ok(map)
    }

    /// The bindings of the config left out because the screen cannot do them.
    pub fn left_out(&self) -> &[UnknownCommand] {
        &self.left_out
    }

    /// The action bound to `event`, if any.
    pub fn action(&self, event: &KeyEvent) -> Option<&Action> {
        self.bindings.get(&key_name(event)?)
    }

    /// Whether the keys are the screen's defaults (no binding patched).
    pub fn is_default(&self) -> bool {
        self.default
    }

    /// The first key (in key order) bound to `action`, if one is.
    pub fn key_for(&self, action: &Action) -> Option<&str> {
        self.bindings
            .iter()
            .find(|(_, bound)| *bound == action)
            .map(|(key, _)| key.as_str())
    }

    /// Every binding as "key: what it does" in the UI language, in key order (the help).
    pub fn help_lines(&self, locale: &Locale) -> Vec<String> {
        self.bindings
            .iter()
            .map(|(key, action)| format!("{key}: {}", action.help(self.engine, locale)))
            .collect()
    }
}

/// The keys that have names of their own (besides f1 to f12 and ctrl- or alt- letters).
const NAMED_KEYS: &[(&str, KeyCode)] = &[
    ("esc", KeyCode::Esc),
    ("tab", KeyCode::Tab),
    ("left", KeyCode::Left),
    ("right", KeyCode::Right),
    ("up", KeyCode::Up),
    ("down", KeyCode::Down),
    ("home", KeyCode::Home),
    ("end", KeyCode::End),
    ("pageup", KeyCode::PageUp),
    ("pagedown", KeyCode::PageDown),
];

/// Whether `name` (lower case) is a key hektor can bind: `f1` to `f12`, a named key
/// (`esc`, `left`, `pageup` ...), or `ctrl-` or `alt-` with a letter or digit.
pub fn valid_key_name(name: &str) -> bool {
    if let Some(n) = name.strip_prefix('f') {
        return n.parse::<u8>().is_ok_and(|n| (1..=12).contains(&n));
    }
    if NAMED_KEYS.iter().any(|(named, _)| *named == name) {
        return true;
    }
    let letter = name
        .strip_prefix("ctrl-")
        .or_else(|| name.strip_prefix("alt-"));
    letter.is_some_and(|l| l.len() == 1 && l.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// The name of a key event in the key map (`f2`, `esc`, `left`, `ctrl-q`), if it can be
/// bound.
pub fn key_name(event: &KeyEvent) -> Option<String> {
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    let alt = event.modifiers.contains(KeyModifiers::ALT);
    match event.code {
        KeyCode::F(n) => Some(format!("f{n}")),
        KeyCode::Char(c) if ctrl => Some(format!("ctrl-{}", c.to_ascii_lowercase())),
        KeyCode::Char(c) if alt => Some(format!("alt-{}", c.to_ascii_lowercase())),
        code => NAMED_KEYS
            .iter()
            .find(|(_, named)| *named == code)
            .map(|(name, _)| (*name).to_owned()),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::app::{Browse, Step};

    /// What a key bound to `line` sends: the command read once, and the line for the help.
    fn send(line: &str, command: Command) -> Action {
        Action::Send(Bound {
            line: line.to_owned(),
            command,
        })
    }

    #[test]
    fn config_patches_the_defaults() {
        let patch: BTreeMap<String, String> = [
            ("F2".to_owned(), "last".to_owned()),
            ("ctrl-u".to_owned(), "undo".to_owned()),
            ("f8".to_owned(), "none".to_owned()),
        ]
        .into_iter()
        .collect();
        let map = KeyMap::play(&patch).unwrap();
        let f2 = KeyEvent::new(KeyCode::F(2), KeyModifiers::NONE);
        assert_eq!(map.action(&f2), Some(&send("last", Command::Last)));
        let ctrl_u = KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(map.action(&ctrl_u), Some(&send("undo", Command::Undo)));
        let f8 = KeyEvent::new(KeyCode::F(8), KeyModifiers::NONE);
        assert_eq!(map.action(&f8), None);
        assert!(map.left_out().is_empty());
        let bad: BTreeMap<String, String> =
            [("x".to_owned(), "time".to_owned())].into_iter().collect();
        assert_eq!(
            KeyMap::play(&bad),
            Err(BadKey {
                table: "keys",
                key: "x".to_owned()
            })
        );
    }

    #[test]
    fn a_key_bound_to_no_command_is_left_out_and_the_others_apply() {
        let patch: BTreeMap<String, String> = [
            ("f2".to_owned(), "tiem".to_owned()),
            ("f3".to_owned(), "scan z".to_owned()),
            ("ctrl-u".to_owned(), "undo".to_owned()),
            ("f10".to_owned(), "my time".to_owned()),
            ("f11".to_owned(), "confirm".to_owned()),
        ]
        .into_iter()
        .collect();
        let map = KeyMap::play(&patch).unwrap();
        let line = |code, modifiers| {
            map.action(&KeyEvent::new(code, modifiers))
                .and_then(|action| match action {
                    Action::Send(bound) => Some(bound.line.as_str()),
                    _ => None,
                })
        };
        assert_eq!(line(KeyCode::F(2), KeyModifiers::NONE), Some("time"));
        assert_eq!(line(KeyCode::F(3), KeyModifiers::NONE), Some("last"));
        assert_eq!(
            line(KeyCode::Char('u'), KeyModifiers::CONTROL),
            Some("undo")
        );
        assert_eq!(line(KeyCode::F(10), KeyModifiers::NONE), Some("my time"));
        assert_eq!(line(KeyCode::F(11), KeyModifiers::NONE), Some("y"));
        assert_eq!(
            map.action(&KeyEvent::new(KeyCode::F(11), KeyModifiers::NONE)),
            Some(&send("y", Command::Confirm))
        );
        let left_out: Vec<(&str, &str)> = map
            .left_out()
            .iter()
            .map(|u| (u.key.as_str(), u.action.as_str()))
            .collect();
        assert_eq!(left_out, [("f2", "tiem"), ("f3", "scan z")]);
        let en = Locale::new(crate::i18n::Lang::En);
        assert_eq!(
            map.left_out()[0].sentence(&en),
            "The key f2 in config.toml [keys] is bound to tiem, which is not a command of the \
             game screen; this binding is left out and the other keys apply. Type help for the \
             commands."
        );
    }

    /// The replay screen has keys of its own, patched by `[replay_keys]` and checked
    /// against replay's commands: what only the game screen does is left out, and so is
    /// the board walk on the game screen.
    #[test]
    fn the_replay_screen_has_its_own_keys_checked_against_replay_commands() {
        let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
        let defaults = KeyMap::defaults(Engine::Replay);
        assert_eq!(
            defaults.action(&key(KeyCode::Right)),
            Some(&send("next", Command::Browse(Browse::Step(Step::Next))))
        );
        assert_eq!(defaults.action(&key(KeyCode::Tab)), Some(&Action::Walk));
        assert_eq!(defaults.action(&key(KeyCode::Esc)), Some(&Action::Quit));
        let patch: BTreeMap<String, String> = [
            ("f3", "comment"),
            ("PageDown", "next"),
            ("right", "none"),
            ("f4", "flip"),
            ("f5", "my time"),
        ]
        .into_iter()
        .map(|(k, a)| (k.to_owned(), a.to_owned()))
        .collect();
        let map = KeyMap::replay(&patch).unwrap();
        assert_eq!(
            map.action(&key(KeyCode::F(3))),
            Some(&send("comment", Command::Browse(Browse::Comment)))
        );
        assert_eq!(
            map.action(&key(KeyCode::PageDown)),
            Some(&send("next", Command::Browse(Browse::Step(Step::Next))))
        );
        assert_eq!(map.action(&key(KeyCode::Right)), None);
        let left_out: Vec<&str> = map.left_out().iter().map(|u| u.key.as_str()).collect();
        assert_eq!(left_out, ["f4", "f5"]);
        let ru = Locale::new(crate::i18n::Lang::Ru);
        assert_eq!(
            map.left_out()[0].sentence(&ru),
            "Клавиша f4 в config.toml [replay_keys] назначена на flip, но это не команда \
             экрана просмотра; это назначение пропущено, остальные клавиши действуют. Введите \
             помощь, чтобы услышать команды."
        );
        let walk: BTreeMap<String, String> = [("f10".to_owned(), "walk".to_owned())]
            .into_iter()
            .collect();
        assert_eq!(KeyMap::play(&walk).unwrap().left_out().len(), 1);
        let bad: BTreeMap<String, String> = [("shift-x".to_owned(), "next".to_owned())]
            .into_iter()
            .collect();
        let error = KeyMap::replay(&bad).unwrap_err();
        assert!(
            error
                .sentence(&ru)
                .starts_with("config.toml [replay_keys]: shift-x — не клавиша"),
            "{}",
            error.sentence(&ru)
        );
    }

    #[test]
    fn a_bound_line_is_named_in_the_ui_language() {
        let patch: BTreeMap<String, String> = [("f2", "moves last 5")]
            .into_iter()
            .map(|(k, a)| (k.to_owned(), a.to_owned()))
            .collect();
        let map = KeyMap::play(&patch).unwrap();
        let uk = map.help_lines(&Locale::new(crate::i18n::Lang::Uk));
        assert!(
            uk.iter().any(|l| l.starts_with("f2: ходи last 5: ")),
            "{uk:?}"
        );
        assert!(
            uk.iter().any(|l| l.starts_with("f3: останній хід: ")),
            "{uk:?}"
        );
        let en = map.help_lines(&Locale::new(crate::i18n::Lang::En));
        assert!(
            en.iter().any(|l| l.starts_with("f2: moves last 5: ")),
            "{en:?}"
        );
    }
}

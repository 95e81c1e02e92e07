//! The game screen's key map: keys onto named actions, the defaults patched by the
//! `[keys]` table of `config.toml` (`f2 = "time"`, `ctrl-u = "undo"`, `f9 = "none"` to
//! unbind). Printable keys always type into the input line; Enter sends it.

use std::collections::BTreeMap;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::app::{COMMANDS, help_entry};
use crate::i18n::Locale;

/// What a bound key does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Show or hide the help screen.
    HelpScreen,
    /// Turn the board around.
    Flip,
    /// Switch between piece letters and figurines.
    Figurines,
    /// Clear the input line (or close the help screen).
    Clear,
    /// End the session.
    Quit,
    /// Send this command line, as if typed (`time`, `undo`, `y` ...).
    Line(String),
}

impl Action {
    /// Reads an action name from the config (`help-screen`, `flip`, `figurines`,
    /// `clear`, `quit`, or a command line such as `time`).
    pub fn from_name(name: &str) -> Option<Action> {
        let name = name.trim();
        Some(match name {
            "" => return None,
            "help-screen" => Action::HelpScreen,
            "flip" => Action::Flip,
            "figurines" => Action::Figurines,
            "clear" => Action::Clear,
            "quit" => Action::Quit,
            "confirm" => Action::Line("y".to_owned()),
            "withdraw" => Action::Line("n".to_owned()),
            line => Action::Line(line.to_owned()),
        })
    }

    /// What the action does, in the UI language.
    pub fn help(&self, locale: &Locale) -> String {
        let id = match self {
            Action::HelpScreen => "session-key-help-screen",
            Action::Flip => "session-key-flip",
            Action::Figurines => "session-key-figurines",
            Action::Clear => "session-key-clear",
            Action::Quit => "session-help-quit",
            Action::Line(line) => {
                let word = line.split_whitespace().next().unwrap_or_default();
                let entry = match word {
                    "y" | "n" => COMMANDS.iter().find(|c| c.usage.starts_with("y /")),
                    _ => COMMANDS.iter().find(|c| {
                        c.usage
                            .split([' ', '/', ','])
                            .next()
                            .is_some_and(|first| first == word)
                    }),
                };
                return match entry {
                    Some(entry) => format!("{line}: {}", help_entry(locale, entry).1),
                    None => line.clone(),
                };
            }
        };
        locale.text(id)
    }
}

/// A key binding that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "config.toml [keys]: {key:?} is not a key hektor can bind; use f1 to f12, esc, tab, or ctrl- or alt- with a letter (ctrl-u)"
)]
pub struct BadKey {
    /// The key name as written.
    pub key: String,
}

/// Keys onto actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyMap {
    bindings: BTreeMap<String, Action>,
}

impl Default for KeyMap {
    fn default() -> KeyMap {
        let defaults = [
            ("f1", Action::HelpScreen),
            ("f2", Action::Line("time".to_owned())),
            ("f3", Action::Line("last".to_owned())),
            ("f4", Action::Line("repeat".to_owned())),
            ("f5", Action::Line("turn".to_owned())),
            ("f6", Action::Flip),
            ("f7", Action::Figurines),
            ("f8", Action::Line("pieces".to_owned())),
            ("f9", Action::Line("my time".to_owned())),
            ("esc", Action::Clear),
            ("ctrl-z", Action::Line("undo".to_owned())),
            ("ctrl-q", Action::Quit),
            ("ctrl-c", Action::Quit),
        ];
        KeyMap {
            bindings: defaults
                .into_iter()
                .map(|(key, action)| (key.to_owned(), action))
                .collect(),
        }
    }
}

impl KeyMap {
    /// The defaults patched with `patch` (key name onto action name; `none` unbinds).
    pub fn with_patch(patch: &BTreeMap<String, String>) -> Result<KeyMap, BadKey> {
        let mut map = KeyMap::default();
        for (key, action) in patch {
            let key_name = key.trim().to_lowercase();
            if !valid_key_name(&key_name) {
                return Err(BadKey { key: key.clone() });
            }
            match Action::from_name(action) {
                Some(_) if action.trim() == "none" => {
                    map.bindings.remove(&key_name);
                }
                Some(action) => {
                    map.bindings.insert(key_name, action);
                }
                None => {
                    map.bindings.remove(&key_name);
                }
            }
        }
        Ok(map)
    }

    /// The action bound to `event`, if any.
    pub fn action(&self, event: &KeyEvent) -> Option<&Action> {
        self.bindings.get(&key_name(event)?)
    }

    /// Every binding, key name and action, in key order (the help screen).
    pub fn bindings(&self) -> impl Iterator<Item = (&str, &Action)> {
        self.bindings.iter().map(|(k, a)| (k.as_str(), a))
    }
}

fn valid_key_name(name: &str) -> bool {
    if let Some(n) = name.strip_prefix('f') {
        return n.parse::<u8>().is_ok_and(|n| (1..=12).contains(&n));
    }
    if matches!(name, "esc" | "tab") {
        return true;
    }
    let letter = name
        .strip_prefix("ctrl-")
        .or_else(|| name.strip_prefix("alt-"));
    letter.is_some_and(|l| l.len() == 1 && l.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// The name of a key event in the key map (`f2`, `esc`, `ctrl-q`), if it can be bound.
pub fn key_name(event: &KeyEvent) -> Option<String> {
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    let alt = event.modifiers.contains(KeyModifiers::ALT);
    match event.code {
        KeyCode::F(n) => Some(format!("f{n}")),
        KeyCode::Esc => Some("esc".to_owned()),
        KeyCode::Tab => Some("tab".to_owned()),
        KeyCode::Char(c) if ctrl => Some(format!("ctrl-{}", c.to_ascii_lowercase())),
        KeyCode::Char(c) if alt => Some(format!("alt-{}", c.to_ascii_lowercase())),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn config_patches_the_defaults() {
        let patch: BTreeMap<String, String> = [
            ("F2".to_owned(), "last".to_owned()),
            ("ctrl-u".to_owned(), "undo".to_owned()),
            ("f8".to_owned(), "none".to_owned()),
        ]
        .into_iter()
        .collect();
        let map = KeyMap::with_patch(&patch).unwrap();
        let f2 = KeyEvent::new(KeyCode::F(2), KeyModifiers::NONE);
        assert_eq!(map.action(&f2), Some(&Action::Line("last".to_owned())));
        let ctrl_u = KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(map.action(&ctrl_u), Some(&Action::Line("undo".to_owned())));
        let f8 = KeyEvent::new(KeyCode::F(8), KeyModifiers::NONE);
        assert_eq!(map.action(&f8), None);
        let bad: BTreeMap<String, String> =
            [("x".to_owned(), "time".to_owned())].into_iter().collect();
        assert_eq!(
            KeyMap::with_patch(&bad),
            Err(BadKey {
                key: "x".to_owned()
            })
        );
    }
}

//! The game screen's key map: keys onto named actions, the defaults patched by the
//! `[keys]` table of `config.toml` (`f2 = "time"`, `ctrl-u = "undo"`, `f9 = "none"` to
//! unbind). Printable keys always type into the input line; Enter sends it.

use std::collections::BTreeMap;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::app::{Engine, entry_of, help_entry};
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
                return match entry_of(line) {
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

/// A key bound in the config to a line that is not a command of the game session
/// (`f2 = "tiem"`): the binding is left out, the key keeps its default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownCommand {
    /// The key name as written.
    pub key: String,
    /// What it was bound to, as written.
    pub action: String,
}

impl UnknownCommand {
    /// The sentence that names the key and what it was bound to, in the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        crate::app::sentence(
            locale,
            "config-key-unknown-command",
            &[
                ("key", self.key.clone().into()),
                ("action", self.action.clone().into()),
            ],
        )
    }
}

/// Keys onto actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyMap {
    bindings: BTreeMap<String, Action>,
    /// The bindings of the config that name no command, left out.
    left_out: Vec<UnknownCommand>,
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
            left_out: Vec::new(),
        }
    }
}

impl KeyMap {
    /// The defaults patched with `patch` (key name onto action name; `none` unbinds). A
    /// binding to a line that is not a command of the game session is left out and kept
    /// in [`KeyMap::left_out`]; a key name hektor cannot bind is an error.
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
                Some(Action::Line(line)) if !is_session_command(&line) => {
                    map.left_out.push(UnknownCommand {
                        key: key.clone(),
                        action: action.clone(),
                    });
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

    /// The bindings of the config left out because they name no command.
    pub fn left_out(&self) -> &[UnknownCommand] {
        &self.left_out
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

/// Whether `line` reads as a command of the game session (not a move, not a typo).
fn is_session_command(line: &str) -> bool {
    entry_of(line).is_some_and(|entry| entry.engines.contains(&Engine::Play))
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
        assert!(map.left_out().is_empty());
        let bad: BTreeMap<String, String> =
            [("x".to_owned(), "time".to_owned())].into_iter().collect();
        assert_eq!(
            KeyMap::with_patch(&bad),
            Err(BadKey {
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
        let map = KeyMap::with_patch(&patch).unwrap();
        let line = |code, modifiers| {
            map.action(&KeyEvent::new(code, modifiers))
                .and_then(|action| match action {
                    Action::Line(line) => Some(line.as_str()),
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
        let left_out: Vec<(&str, &str)> = map
            .left_out()
            .iter()
            .map(|u| (u.key.as_str(), u.action.as_str()))
            .collect();
        assert_eq!(left_out, [("f2", "tiem"), ("f3", "scan z")]);
        let en = Locale::new(crate::i18n::Lang::En);
        assert_eq!(
            map.left_out()[0].sentence(&en),
            "The key f2 in config.toml is bound to tiem, which is not a hektor command; \
             this binding is left out and the other keys apply. Type help for the commands."
        );
    }
}

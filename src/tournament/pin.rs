//! The arbiter's PIN: read from `HEKTOR_ARBITER_PIN` (scripts, tests) or typed at the
//! terminal without being shown; never taken from the command line, and kept only as a
//! salted hash ([`PinHash`]).

use std::io;

use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::crossterm::terminal::{disable_raw_mode, enable_raw_mode};

use super::identity::random_hex;
use crate::game::tournament::PinHash;

/// The environment variable a script gives the arbiter's PIN in.
pub const PIN_VARIABLE: &str = "HEKTOR_ARBITER_PIN";

/// Why no PIN was had, or the one given does not hold.
#[derive(Debug)]
pub enum PinError {
    /// The PIN given is empty.
    Empty,
    /// No terminal to ask at, and no `HEKTOR_ARBITER_PIN`.
    NoTerminal,
    /// Typing it was broken off (Escape, Ctrl-C), or the terminal could not be read.
    NotTyped,
    /// It is not the PIN this game was begun with.
    Wrong,
    /// The game was begun without a PIN: nothing can be allowed with one.
    NoneSet,
    /// The system gave no random numbers for the salt.
    NoRandom(io::Error),
}

/// The PIN: from [`PIN_VARIABLE`], else typed at the terminal after `ask` has said
/// the question (when standard input is one).
pub fn read_pin(terminal: bool, ask: &mut dyn FnMut()) -> Result<String, PinError> {
    let pin = match std::env::var(PIN_VARIABLE) {
        Ok(pin) => pin,
        Err(_) if !terminal => return Err(PinError::NoTerminal),
        Err(_) => {
            ask();
            hidden_line()
                .map_err(|_| PinError::NotTyped)?
                .ok_or(PinError::NotTyped)?
        }
    };
    let pin = pin.trim().to_owned();
    if pin.is_empty() {
        return Err(PinError::Empty);
    }
    Ok(pin)
}

/// `pin` kept as a hash with a new random salt.
pub fn hashed(pin: &str) -> Result<PinHash, PinError> {
    let salt = random_hex(16).map_err(PinError::NoRandom)?;
    Ok(PinHash::new(salt, pin))
}

/// Whether `pin` is the one `stored` was made from; a game without one takes none.
pub fn check(stored: Option<&PinHash>, pin: &str) -> Result<(), PinError> {
    match stored {
        None => Err(PinError::NoneSet),
        Some(hash) if hash.matches(pin) => Ok(()),
        Some(_) => Err(PinError::Wrong),
    }
}

/// A line typed at the terminal in raw mode, nothing shown; `None` when broken off.
fn hidden_line() -> io::Result<Option<String>> {
    enable_raw_mode()?;
    let line = read_keys();
    disable_raw_mode()?;
    println!();
    line
}

/// The keys typed up to Enter (Backspace takes one back; Escape or Ctrl-C break off).
fn read_keys() -> io::Result<Option<String>> {
    let mut line = String::new();
    loop {
        let Event::Key(key) = event::read()? else {
            continue;
        };
        if key.kind == KeyEventKind::Release {
            continue;
        }
        match key.code {
            KeyCode::Enter => return Ok(Some(line)),
            KeyCode::Esc => return Ok(None),
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                return Ok(None);
            }
            KeyCode::Backspace => {
                line.pop();
            }
            KeyCode::Char(c) => line.push(c),
            _ => {}
        }
    }
}

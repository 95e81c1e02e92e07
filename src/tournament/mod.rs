//! Entering tournament mode (`play --tournament`, or resuming a game begun in it): the
//! refusals before anything is asked or written (`--auto-confirm`; draughts' player
//! mode; a network interface up without the arbiter's leave), the arbiter's PIN, the
//! questions of the heading left out, the identity and the network check the runtime
//! makes every minute. The session itself (`app`) takes the checks' results.

pub mod guard;
pub mod identity;
pub mod network;
pub mod pin;
mod questions;
pub mod start;

use std::io;
use std::time::{Duration, Instant};

pub use questions::ask_missing;

use crate::app::Command;
use crate::app::setup::Mode;
use crate::game::tournament::PinHash;
use crate::games::Rules;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::runtime::Probe;
use identity::IdNotice;
use pin::PinError;

/// How often the network is checked during a game.
const NETWORK_EVERY: Duration = Duration::from_secs(60);

/// What entering tournament mode found and was given before the game starts.
#[derive(Debug, Default)]
pub struct Entering {
    /// The interfaces other than loopback up on entering.
    pub up: Vec<String>,
    /// The arbiter's PIN for a new game, hashed.
    pub pin: Option<PinHash>,
    /// The arbiter's PIN allowed the game with the network up (or not checkable).
    pub network_allowed: bool,
}

/// What the arbiter asked for on the command line, and the game entered.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    /// A new game (not a resume): its settings come from the command line.
    pub new_game: bool,
    /// The rules of the new game.
    pub rules: Rules,
    /// Who enters the moves.
    pub mode: Mode,
    /// `--auto-confirm`.
    pub auto_confirm: bool,
    /// `--pin`, `--allow-board-questions` or `--allow-network`: the PIN is asked.
    pub pin: bool,
    /// `--allow-network`.
    pub allow_network: bool,
    /// A resumed game's PIN, as its first entry keeps it.
    pub stored_pin: Option<&'a PinHash>,
}

/// Why tournament mode does not start.
#[derive(Debug)]
pub enum Refusal {
    /// `--auto-confirm`: a move must be read back.
    AutoConfirm,
    /// The rules give the player no digital record (draughts, IV.13.9).
    PlayerMode(&'static str),
    /// Interfaces other than loopback are up.
    NetworkUp(Vec<String>),
    /// The interfaces could not be listed.
    NetworkUnknown(io::Error),
    /// The arbiter's PIN was needed and not had, or does not hold.
    Pin(PinError),
}

impl Refusal {
    /// What was wrong and what to do, in `locale`'s language.
    pub fn sentence(&self, locale: &Locale) -> String {
        match self {
            Refusal::AutoConfirm => locale.text(msg::TOURNAMENT_ENTRY_AUTO_CONFIRM),
            Refusal::PlayerMode(notice) => sentence(
                locale,
                msg::TOURNAMENT_ENTRY_PLAYER_MODE,
                &[("rule", locale.text(notice).into())],
            ),
            Refusal::NetworkUp(up) => {
                // The commands are the same in every language: the first interface named.
                let first = up.first().map_or("", String::as_str);
                sentence(
                    locale,
                    msg::TOURNAMENT_ENTRY_NETWORK_UP,
                    &[
                        ("interfaces", up.join(", ").into()),
                        ("count", up.len().into()),
                        ("off", "nmcli networking off".into()),
                        ("down", format!("ip link set {first} down").into()),
                    ],
                )
            }
            Refusal::NetworkUnknown(_) => locale.text(msg::TOURNAMENT_ENTRY_NETWORK_UNKNOWN),
            Refusal::Pin(error) => pin_sentence(locale, error),
        }
    }
}

/// Why the PIN was not had or does not hold, in `locale`'s language.
fn pin_sentence(locale: &Locale, error: &PinError) -> String {
    match error {
        PinError::Empty => locale.text(msg::TOURNAMENT_ENTRY_PIN_EMPTY),
        PinError::NoTerminal => sentence(
            locale,
            msg::TOURNAMENT_ENTRY_PIN_NO_TERMINAL,
            &[("variable", pin::PIN_VARIABLE.into())],
        ),
        PinError::NotTyped => locale.text(msg::TOURNAMENT_ENTRY_PIN_NOT_TYPED),
        PinError::Wrong => locale.text(msg::TOURNAMENT_ENTRY_PIN_WRONG),
        PinError::NoneSet => locale.text(msg::TOURNAMENT_ENTRY_PIN_NONE),
        PinError::NoRandom(_) => locale.text(msg::TOURNAMENT_ENTRY_PIN_NO_RANDOM),
    }
}

/// The checks of entering tournament mode, in order: what cannot go with it, the
/// network (refused while an interface is up, unless the arbiter allows it), the PIN
/// (asked through `ask_pin` at a `terminal`). Nothing is written.
pub fn enter(
    asked: Asked<'_>,
    terminal: bool,
    ask_pin: &mut dyn FnMut(),
) -> Result<Entering, Refusal> {
    if asked.new_game && asked.auto_confirm {
        return Err(Refusal::AutoConfirm);
    }
    if asked.new_game
        && asked.mode == Mode::Player
        && let Some(notice) = asked.rules.player_notice_id()
    {
        return Err(Refusal::PlayerMode(notice));
    }
    let (up, network_allowed) = match network::interfaces_up() {
        Ok(up) if up.is_empty() => (up, false),
        Ok(up) if asked.allow_network => (up, true),
        Ok(up) => return Err(Refusal::NetworkUp(up)),
        Err(_) if asked.allow_network => (Vec::new(), true),
        Err(error) => return Err(Refusal::NetworkUnknown(error)),
    };
    let mut entering = Entering {
        up,
        pin: None,
        network_allowed,
    };
    if asked.pin || asked.allow_network {
        let pin = pin::read_pin(terminal, ask_pin).map_err(Refusal::Pin)?;
        if asked.new_game {
            entering.pin = Some(pin::hashed(&pin).map_err(Refusal::Pin)?);
        } else if asked.allow_network {
            pin::check(asked.stored_pin, &pin).map_err(Refusal::Pin)?;
        }
    }
    Ok(entering)
}

/// The sentence of what happened to the installation id's file.
pub fn id_notice_sentence(locale: &Locale, notice: &IdNotice) -> String {
    match notice {
        IdNotice::Replaced(path) => sentence(
            locale,
            msg::TOURNAMENT_ENTRY_ID_REPLACED,
            &[("path", path.display().to_string().into())],
        ),
        IdNotice::NotKept(path, error) => sentence(
            locale,
            msg::TOURNAMENT_ENTRY_ID_NOT_KEPT,
            &[(
                "error",
                crate::i18n::errors::io_sentence(locale, path, error).into(),
            )],
        ),
    }
}

/// The sentence that the arbiter allowed the game with `up` (none: not checkable).
pub fn network_allowed_sentence(locale: &Locale, up: &[String]) -> String {
    sentence(
        locale,
        msg::TOURNAMENT_ENTRY_NETWORK_ALLOWED,
        &[
            ("interfaces", up.join(", ").into()),
            ("count", up.len().into()),
        ],
    )
}

/// The runtime's network check: a new look every minute after entering; a look that
/// fails hands nothing over.
pub fn network_probe() -> Probe {
    let mut last = Instant::now();
    Box::new(move || {
        if last.elapsed() < NETWORK_EVERY {
            return None;
        }
        last = Instant::now();
        network::interfaces_up().ok().map(Command::Network)
    })
}

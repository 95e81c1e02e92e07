//! Tournament mode's network check, as the session takes it: the runtime looks (on
//! entering the mode and every minute after) and hands what it found as
//! [`Command::Network`](super::Command::Network); each check is journaled as
//! `Event::Network`, and an interface that came up since the check before is said once,
//! as a warning (the full screen shows it in its log). Outside tournament mode a check
//! does nothing.

use super::App;
use super::out::Out;
use crate::game::journal::Event;
use crate::msg;
use crate::speech::Priority;

impl App {
    /// Takes the result of a network check: the interfaces other than loopback up.
    pub(super) fn network(&mut self, up: Vec<String>, out: &mut Out) {
        if self.setup.tournament.is_none() {
            return;
        }
        let came_up: Vec<String> = match &self.network_up {
            // Up on entering only by the arbiter's leave, said when the game starts.
            None => Vec::new(),
            Some(before) => up
                .iter()
                .filter(|name| !before.contains(name))
                .cloned()
                .collect(),
        };
        let now = self.time.now_ms();
        self.apply(now, Event::Network { up: up.clone() }, out);
        self.network_up = Some(up);
        if !came_up.is_empty() {
            let text = self.text_with(
                msg::TOURNAMENT_NETWORK_CAME_UP,
                &[
                    ("interfaces", came_up.join(", ").into()),
                    ("count", came_up.len().into()),
                ],
            );
            out.say(text, Priority::Warning);
        }
    }
}

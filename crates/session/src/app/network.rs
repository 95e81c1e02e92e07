//! Tournament mode's network check, as the session takes it: the runtime looks (on
//! entering the mode and every minute after) and hands what it found as
//! [`Command::Network`](super::Command::Network); each check is journaled as
//! `Event::Network`, and an interface that came up since the check before is said once,
//! as a warning (the full screen shows it in its log). Outside tournament mode a check
//! does nothing.

use super::App;
use super::out::Out;
use crate::games::journal::Event;
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
                msg::TOURNAMENT_ENTRY_NETWORK_CAME_UP,
                &[
                    ("interfaces", came_up.join(", ").into()),
                    ("count", came_up.len().into()),
                ],
            );
            out.say(text, Priority::Warning);
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::app::setup::Tournament;
    use crate::app::tests::said_in;
    use crate::app::{Command, Effect, Setup};
    use crate::game::clock::ManualTime;

    fn journaled(effects: &[Effect]) -> Vec<Event> {
        effects
            .iter()
            .filter_map(|effect| match effect {
                Effect::Journal(entry) => Some(entry.event.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn each_check_is_journaled_and_an_interface_that_came_up_is_said_once() {
        let setup = Setup {
            tournament: Some(Tournament::default()),
            ..Setup::default()
        };
        let mut app = App::new(setup, Box::new(ManualTime::new(0))).unwrap();
        let up = |names: &[&str]| Command::Network(names.iter().map(|n| (*n).to_owned()).collect());
        let first = app.update(up(&[]));
        assert_eq!(journaled(&first), [Event::Network { up: vec![] }]);
        assert!(said_in(&first).is_empty());
        let came = app.update(up(&["wlan0"]));
        assert_eq!(
            said_in(&came),
            ["A network interface came up: wlan0. This is in the game file; switch it off."]
        );
        assert_eq!(
            journaled(&came),
            [Event::Network {
                up: vec!["wlan0".into()]
            }]
        );
        let still = app.update(up(&["wlan0"]));
        assert!(said_in(&still).is_empty());
        assert_eq!(journaled(&still).len(), 1);
    }

    #[test]
    fn outside_tournament_mode_a_check_does_nothing() {
        let mut app = App::new(Setup::default(), Box::new(ManualTime::new(0))).unwrap();
        assert_eq!(app.update(Command::Network(vec!["eth0".into()])), vec![]);
    }
}

//! The effects of one update of the game session, collected as it runs: what is said
//! (one answer: the first utterance starts it, the rest continue it), sounds, journal
//! lines.

use super::Effect;
use crate::games::journal::{Entry, Event};
use crate::sound::Earcon;
use crate::speech::{Priority, Utterance};

/// The effects of one update, collected. The utterances of one update are one answer:
/// the first starts it, the rest continue it, so a listing of several lines is never cut
/// by its own next line.
#[derive(Default)]
pub(super) struct Out {
    pub(super) effects: Vec<Effect>,
    /// Said again by `repeat` before this update's answers (a recorded move's
    /// announcement, made in an earlier update).
    pub(super) before: Vec<Utterance>,
    /// Every utterance continues what speaks already (clock events).
    pub(super) continuing: bool,
}

impl Out {
    /// `repeat` says `utterance` first, unless this update said it already.
    pub(super) fn repeat_first(&mut self, utterance: Utterance) {
        if !self.effects.contains(&Effect::Say(utterance.clone())) {
            self.before.push(utterance);
        }
    }

    pub(super) fn say(&mut self, text: String, priority: Priority) {
        let utterance = Utterance::new(text, priority);
        let continues = self.continuing || self.effects.iter().any(|e| matches!(e, Effect::Say(_)));
        self.effects.push(Effect::Say(if continues {
            utterance.continuing()
        } else {
            utterance
        }));
    }

    /// Says `text` before the effects from `start` on, which then continue it.
    pub(super) fn say_at(&mut self, start: usize, text: String, priority: Priority) {
        let later = self.effects.split_off(start.min(self.effects.len()));
        self.say(text, priority);
        self.effects
            .extend(later.into_iter().map(|effect| match effect {
                Effect::Say(utterance) => Effect::Say(utterance.continuing()),
                other => other,
            }));
    }

    pub(super) fn error(&mut self, text: String) {
        self.effects.push(Effect::Sound(Earcon::InputError));
        self.say(text, Priority::Error);
    }

    pub(super) fn sound(&mut self, earcon: Earcon) {
        self.effects.push(Effect::Sound(earcon));
    }

    pub(super) fn journal(&mut self, unix_ms: i64, event: Event) {
        self.effects.push(Effect::Journal(Entry { unix_ms, event }));
    }

    /// What was said, without error sentences (those are not worth a `repeat`).
    pub(super) fn answers(&self) -> Vec<Utterance> {
        let said = self.effects.iter().filter_map(|e| match e {
            Effect::Say(u) if u.priority != Priority::Error => Some(u.clone()),
            _ => None,
        });
        self.before.iter().cloned().chain(said).collect()
    }
}

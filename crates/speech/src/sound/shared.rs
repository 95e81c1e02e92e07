//! What the player thread, the player's handle and the audio callback share: the samples
//! waiting for the device, the counts of earcons sent and handled, and whether the
//! device opened.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

use super::silence::Silence;

/// What the device thread shares with the player and the audio callback.
#[derive(Debug, Default)]
pub(crate) struct Shared {
    state: Mutex<State>,
    pub(super) changed: Condvar,
}

/// The state behind [`Shared`]'s lock.
#[derive(Debug, Default)]
pub(crate) struct State {
    /// Earcons sent to the thread.
    pub(super) sent: u64,
    /// Earcons the thread has rendered into `samples` (or dropped).
    pub(super) handled: u64,
    /// Mono samples waiting for the device.
    pub(crate) samples: VecDeque<f32>,
    /// `Some(Ok(device))` once the device is open, `Some(Err(why))` when there is none.
    pub(super) device: Option<Result<String, Silence>>,
    /// The notice about a missing device, until taken.
    pub(super) notice: Option<Silence>,
}

impl Shared {
    /// The state, locked (a panic elsewhere while it was locked does not lose it).
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Wakes everyone waiting for the state to change.
    pub(crate) fn notify(&self) {
        self.changed.notify_all();
    }
}

/// Notes that earcons are silent for `why`, with its one notice, and wakes the waiters.
pub(crate) fn fail(shared: &Shared, why: Silence) {
    let mut state = shared.lock();
    state.device = Some(Err(why.clone()));
    state.notice = Some(why);
    drop(state);
    shared.notify();
}

//! Panics in code hektor does not own, contained: a library that panics where it should
//! return an error (cpal's WASAPI host unwraps the creation of Windows' device
//! enumerator, which fails where Windows has no audio service) must not print over the
//! full screen, restore the terminal under a running game, or end the session. [`run`]
//! turns such a panic into an error; the panic hooks ([`install_quiet_hook`] and the full
//! screen's) say nothing about a contained panic.

use std::any::Any;
use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};

thread_local! {
    static CONTAINING: Cell<bool> = const { Cell::new(false) };
}

/// A panic [`run`] caught, with its message (the library's own words, for a log: the
/// user hears what failed from the caller, in the UI language).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Panicked {
    /// The panic's message.
    pub message: String,
}

/// Runs `work`; a panic inside it is returned as [`Panicked`] instead of unwinding
/// further, and no panic hook reports it.
///
/// ```
/// use hektor_words::contained::{Panicked, run};
/// let caught = run(|| -> u32 { panic!("device enumerator") });
/// assert_eq!(caught, Err(Panicked { message: "device enumerator".to_owned() }));
/// assert_eq!(run(|| 7), Ok(7));
/// ```
pub fn run<T>(work: impl FnOnce() -> T) -> Result<T, Panicked> {
    let outer = CONTAINING.with(|c| c.replace(true));
    let result = catch_unwind(AssertUnwindSafe(work));
    CONTAINING.with(|c| c.set(outer));
    result.map_err(|payload| Panicked {
        message: message(payload.as_ref()),
    })
}

/// Whether a panic on this thread now happens inside [`run`].
pub fn is_contained() -> bool {
    CONTAINING.with(Cell::get)
}

/// Wraps the panic hook so that it stays silent for contained panics.
pub fn install_quiet_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !is_contained() {
            previous(info);
        }
    }));
}

fn message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned())
}

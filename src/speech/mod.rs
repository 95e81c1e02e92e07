//! Speech output: everything hektor says goes through a [`Speaker`].

/// How an utterance is treated in the speech queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Priority {
    /// Listings and other long answers: interrupted by anything newer.
    Listing,
    /// A move announcement or read-back: interrupts a listing.
    Move,
    /// A time warning or flag fall: never dropped.
    Warning,
    /// An error sentence: never dropped.
    Error,
}

/// One thing to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utterance {
    /// The words.
    pub text: String,
    /// Queue treatment.
    pub priority: Priority,
}

impl Utterance {
    /// An utterance of `text` with `priority`.
    pub fn new(text: impl Into<String>, priority: Priority) -> Utterance {
        Utterance {
            text: text.into(),
            priority,
        }
    }
}

//! Earcons: short synthesized sounds for game events.

/// A game event that has a sound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Earcon {
    /// A move was recorded.
    MoveRecorded,
    /// A move waits for confirmation.
    AwaitingConfirmation,
    /// The input was not usable.
    InputError,
    /// Check.
    Check,
    /// A time warning threshold was passed.
    TimeWarning,
    /// A flag fell.
    FlagFall,
    /// The game ended.
    GameEnd,
}

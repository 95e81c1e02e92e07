//! Earcons: short synthesized sounds for game events.
//!
//! [`synth`] makes the samples in code (no sound files), [`player`] plays them on a
//! thread of its own through cpal (feature `sound`); without a sound device, or built
//! without the feature, earcons are silent and one notice says why.

#[cfg(feature = "sound")]
mod device;
pub mod player;
mod shared;
mod silence;
pub mod synth;

pub use player::{SoundPlayer, SoundSettings};
pub use silence::Silence;

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

impl Earcon {
    /// Every earcon.
    pub const ALL: [Earcon; 7] = [
        Earcon::MoveRecorded,
        Earcon::AwaitingConfirmation,
        Earcon::InputError,
        Earcon::Check,
        Earcon::TimeWarning,
        Earcon::FlagFall,
        Earcon::GameEnd,
    ];
}

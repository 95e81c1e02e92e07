//! `hektor voices` and `hektor speech-test`.

use super::Outcome;
use crate::config::Settings;

/// Runs `voices`.
pub fn voices(_settings: &Settings) -> Outcome {
    Outcome::Unusable("hektor voices is not available in this build yet.".to_owned())
}

/// Runs `speech-test`.
pub fn speech_test(_settings: &Settings) -> Outcome {
    Outcome::Unusable("hektor speech-test is not available in this build yet.".to_owned())
}

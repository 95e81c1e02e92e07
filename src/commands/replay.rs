//! `hektor replay`.

use super::Outcome;
use crate::cli::ReplayArgs;
use crate::config::Settings;

/// Runs `replay`.
pub fn run(_settings: &Settings, _args: &ReplayArgs) -> Outcome {
    Outcome::Unusable("hektor replay is not available in this build yet.".to_owned())
}

//! `hektor play`.

use super::Outcome;
use crate::cli::PlayArgs;
use crate::config::Settings;

/// Runs `play`.
pub fn run(_settings: &Settings, _args: &PlayArgs) -> Outcome {
    Outcome::Unusable("hektor play is not available in this build yet.".to_owned())
}

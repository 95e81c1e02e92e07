//! `hektor check`.

use super::Outcome;
use crate::cli::CheckArgs;
use crate::config::Settings;

/// Runs `check`.
pub fn run(_settings: &Settings, _args: &CheckArgs) -> Outcome {
    Outcome::Unusable("hektor check is not available in this build yet.".to_owned())
}

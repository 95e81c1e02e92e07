//! `hektor export`.

use super::Outcome;
use crate::cli::ExportArgs;
use crate::config::Settings;

/// Runs `export`.
pub fn run(_settings: &Settings, _args: &ExportArgs) -> Outcome {
    Outcome::Unusable("hektor export is not available in this build yet.".to_owned())
}

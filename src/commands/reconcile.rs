//! `hektor reconcile`.

use super::Outcome;
use crate::cli::ReconcileArgs;
use crate::config::Settings;

/// Runs `reconcile`.
pub fn run(_settings: &Settings, _args: &ReconcileArgs) -> Outcome {
    Outcome::Unusable("hektor reconcile is not available in this build yet.".to_owned())
}

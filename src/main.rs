//! The `hektor` binary: parse the command line, run the command, exit with its code.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = hektor::cli::Cli::parse();
    let outcome = hektor::commands::run(cli);
    if let Some(message) = outcome.message() {
        eprintln!("{message}");
    }
    outcome.exit_code()
}

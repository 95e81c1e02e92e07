//! The `hektor` binary: parse the command line, run the command, exit with its code.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    hektor::contained::install_quiet_hook();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let outcome = match hektor::cli::Cli::try_parse_from(&args) {
        Ok(cli) => hektor::commands::run(cli),
        Err(error) => hektor::commands::cli_error::refused(&error, &args),
    };
    if let Some(message) = outcome.message() {
        hektor::commands::print_error(message);
    }
    outcome.exit_code()
}

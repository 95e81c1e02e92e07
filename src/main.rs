//! The `hektor` binary: parse the command line, run the command, exit with its code.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    hektor::contained::install_quiet_hook();
    hektor::signals::install();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let outcome = match hektor::cli::Cli::try_parse_from(&args) {
        Ok(cli) => hektor::commands::run(cli),
        Err(error) => hektor::commands::cli_error::refused(&error, &args),
    };
    if let Some(message) = outcome.message() {
        hektor::commands::print_error(message);
    }
    // A session a signal ended ended as `quit` does; the code says it was the signal.
    hektor::signals::exit_code().unwrap_or_else(|| outcome.exit_code())
}

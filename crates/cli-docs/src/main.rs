//! `hektor-cli-docs OUT`: writes hektor's manual pages (`OUT/man/*.1`) and its bash, zsh
//! and fish completions (`OUT/completions/`) for the Debian package (`scripts/dist.sh`).

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(out) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!(
            "usage: hektor-cli-docs OUT_FOLDER (the folder the pages and completions are written to)"
        );
        return ExitCode::from(2);
    };
    match hektor_cli_docs::write_all(&out) {
        Ok(written) => {
            println!(
                "hektor: {} manual pages and completions written under {}",
                written.len(),
                out.display()
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!(
                "hektor: could not write the manual pages under {}: {error}",
                out.display()
            );
            ExitCode::FAILURE
        }
    }
}

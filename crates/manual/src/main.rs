//! `hektor-manual MANUAL.md DIR`: writes `DIR/manual.html` and `DIR/manual.txt` (run by
//! `scripts/dist.sh`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let [source, dir] = args.as_slice() else {
        eprintln!("hektor-manual: give the manual's Markdown file and the folder to write into");
        return ExitCode::from(2);
    };
    match write(source, dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("hektor-manual: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Reads `source` and writes the HTML page and the text beside each other in `dir`.
fn write(source: &Path, dir: &Path) -> Result<(), String> {
    let markdown = std::fs::read_to_string(source)
        .map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    let outputs = [
        ("manual.html", hektor_manual::html::page(&markdown, "en")),
        ("manual.txt", hektor_manual::text::plain(&markdown)),
    ];
    for (name, content) in outputs {
        let path = dir.join(name);
        std::fs::write(&path, content)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

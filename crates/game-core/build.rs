//! Embeds every literary Braille table, `braille/literary/<code>.toml` of the repository,
//! so that a language's table is a file (the locales are embedded by `hektor-words`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

// The one listing of a folder's files both build scripts use.
#[path = "../words/build/files.rs"]
mod files;
use files::files_ending;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    embed_literary()
}

/// The repository's folder: this crate is `crates/game-core` in it.
fn repository() -> Result<PathBuf, Box<dyn std::error::Error>> {
    Ok(Path::new(&env::var("CARGO_MANIFEST_DIR")?).join("../.."))
}

/// Writes `literary.rs`: every literary Braille table, `braille/literary/<code>.toml`,
/// with its language's code, so that a language's table is a file too.
fn embed_literary() -> Result<(), Box<dyn std::error::Error>> {
    let dir = repository()?.join("braille/literary");
    println!("cargo:rerun-if-changed={}", dir.display());
    let tables = files_ending(&dir, "toml")?;
    let mut out = String::from("/// Every literary Braille table: (language code, TOML).\n");
    out.push_str("pub static TABLES: &[(&str, &str)] = &[\n");
    for path in tables {
        println!("cargo:rerun-if-changed={}", path.display());
        let code = path.file_stem().map(|s| s.to_string_lossy().into_owned());
        writeln!(
            out,
            "    ({:?}, include_str!({:?})),",
            code.unwrap_or_default(),
            path.display().to_string()
        )?;
    }
    out.push_str("];\n");
    fs::write(Path::new(&env::var("OUT_DIR")?).join("literary.rs"), out)?;
    Ok(())
}

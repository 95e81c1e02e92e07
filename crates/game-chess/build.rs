//! Embeds the opening names of the lichess chess-openings data set when its TSV
//! files are there at build time: in the folder `HEKTOR_OPENINGS_DIR` names, else in
//! `../shared/data/chess-openings/` beside the repository. Each named line's final position
//! is keyed here, once, so replay only searches a sorted table. Without the files the
//! table is empty and replay reads a user's folder instead.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

// The reading of the data set that replay uses for a user's folder too; the look-up
// half of it is unused here.
#[allow(dead_code)]
#[path = "src/openings/table.rs"]
mod table;

// The one listing of a folder's files both build scripts use.
#[path = "../words/build/files.rs"]
mod files;
use files::files_ending;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    embed_openings()
}

/// The repository's folder: this crate is `crates/game-chess` in it.
fn repository() -> Result<PathBuf, Box<dyn std::error::Error>> {
    Ok(Path::new(&env::var("CARGO_MANIFEST_DIR")?).join("../.."))
}

/// Writes `openings.rs`: the named positions of the data set's files, or an empty table.
fn embed_openings() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-env-changed=HEKTOR_OPENINGS_DIR");
    let mut gatherer = table::Gatherer::default();
    let mut files = 0;
    if let Some(dir) = openings_dir()? {
        println!("cargo:rerun-if-changed={}", dir.display());
        for path in files_ending(&dir, "tsv")? {
            println!("cargo:rerun-if-changed={}", path.display());
            let bad = gatherer.add_file(&fs::read_to_string(&path)?);
            if let Some(first) = bad.first() {
                println!(
                    "cargo:warning={}: {} opening rows left out (first: row {first})",
                    path.display(),
                    bad.len()
                );
            }
            files += 1;
        }
    }
    let table = gatherer.finish();
    let mut out = format!("// {files} files, {} named positions.\n", table.keys.len());
    out.push_str("/// The keys of the named positions, ascending.\n");
    writeln!(out, "pub static KEYS: &[u64] = &{:?};", table.keys)?;
    out.push_str("/// Where each key's name starts in [`NAMES`].\n");
    writeln!(out, "pub static STARTS: &[u32] = &{:?};", table.starts)?;
    out.push_str("/// The names, each ended by a line feed.\n");
    writeln!(out, "pub static NAMES: &str = {:?};", table.names)?;
    out.push_str("/// The most half-moves of any named line.\n");
    writeln!(out, "pub static MAX_PLIES: u32 = {};", table.max_plies)?;
    fs::write(Path::new(&env::var("OUT_DIR")?).join("openings.rs"), out)?;
    Ok(())
}

/// The folder of the data set's files: `HEKTOR_OPENINGS_DIR`, else the shared data folder
/// beside the crate if it is there. A folder named but missing is an error.
fn openings_dir() -> Result<Option<PathBuf>, Box<dyn std::error::Error>> {
    if let Some(dir) = env::var_os("HEKTOR_OPENINGS_DIR").filter(|d| !d.is_empty()) {
        let dir = PathBuf::from(dir);
        if !dir.is_dir() {
            return Err(format!("HEKTOR_OPENINGS_DIR={} is not a folder", dir.display()).into());
        }
        return Ok(Some(dir));
    }
    let repository = repository()?;
    let shared = repository.join("../shared/data/chess-openings");
    if shared.is_dir() {
        return Ok(Some(shared));
    }
    // Files put there later are embedded by the next build.
    let data = repository.join("../shared/data");
    if data.is_dir() {
        println!("cargo:rerun-if-changed={}", data.display());
    }
    Ok(None)
}

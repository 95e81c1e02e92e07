//! Embeds every Fluent file under `locales/<lang>/<area>.ftl` into the binary, so that
//! hektor needs no data files at run time. Adding a locale file needs no code change.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR")?).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut entries = Vec::new();
    for lang in fs::read_dir(&root)? {
        let lang = lang?;
        if !lang.file_type()?.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang.path().display());
        for file in fs::read_dir(lang.path())? {
            let path = file?.path();
            if path.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", path.display());
                let area = path.file_stem().map(|s| s.to_string_lossy().into_owned());
                entries.push((lang.file_name().to_string_lossy().into_owned(), area, path));
            }
        }
    }
    entries.sort();
    let mut out = String::from("/// Every embedded Fluent file: (language code, area, source).\n");
    out.push_str("pub static LOCALE_FILES: &[(&str, &str, &str)] = &[\n");
    for (lang, area, path) in entries {
        let area = area.unwrap_or_default();
        writeln!(
            out,
            "    ({lang:?}, {area:?}, include_str!({:?})),",
            path.display().to_string()
        )?;
    }
    out.push_str("];\n");
    fs::write(Path::new(&env::var("OUT_DIR")?).join("locales.rs"), out)?;
    Ok(())
}

//! Embeds every Fluent file under `locales/<lang>/<area>.ftl` of the repository into the
//! crate, so that hektor needs no data files at run time, with the table of languages
//! (`languages.rs`) and the pseudo-locale made from English (`build/languages.rs`,
//! `build/pseudo.rs`), and the constants naming English's messages (`build/messages.rs`,
//! which also fails the build when a language lacks one of English's messages or has one
//! English lacks). Adding a locale file or a language's folder needs no code change.

use std::env;
use std::path::Path;

#[path = "build/files.rs"]
mod files;
#[path = "build/languages.rs"]
mod languages;
#[path = "build/messages.rs"]
mod messages;
#[path = "build/pseudo.rs"]
mod pseudo;
use files::files_ending;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // This crate is `crates/words` in the repository.
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR")?).join("../../locales");
    languages::embed(&root, Path::new(&env::var("OUT_DIR")?))
}

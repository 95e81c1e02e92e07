//! The UI languages: one folder `locales/<code>/` each, with `language.ftl` saying what
//! the build needs to know of it (its own name, the codes that choose it, its decimal
//! mark), and the pseudo-locale made from English. Writes `languages.rs`: the table of
//! languages, a constant per language, and every Fluent file with its language; has
//! `build/messages.rs` check the languages' messages against English and name them.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, PatternElement};

use super::pseudo;

/// One language found under `locales/`.
struct Language {
    /// The folder's name.
    code: String,
    /// `language-name`.
    name: String,
    /// `language-codes`, the folder's name among them.
    codes: Vec<String>,
    /// `language-decimal-mark` is a comma.
    decimal_comma: bool,
    /// `language-date-order` is `day-first` (`02.12.2026`), not `year-first`
    /// (`2026-12-02`).
    day_first: bool,
    /// Offered to users (the pseudo-locale is chosen only by its code).
    listed: bool,
    /// (area, path of the file to embed).
    files: Vec<(String, PathBuf)>,
}

type Error = Box<dyn std::error::Error>;

/// Reads `root` (`locales/`), writes the pseudo-locale's files into `out` and the table
/// into `out/languages.rs`.
pub fn embed(root: &Path, out: &Path) -> Result<(), Error> {
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages = Vec::new();
    let mut folders: Vec<PathBuf> = fs::read_dir(root)?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_dir())
        .collect();
    folders.sort();
    for folder in folders {
        println!("cargo:rerun-if-changed={}", folder.display());
        languages.push(read_language(&folder)?);
    }
    // English first: the fallback of every other language, and the default.
    languages.sort_by_key(|l| (l.code != "en", l.code.clone()));
    let english = languages
        .first()
        .filter(|l| l.code == "en")
        .ok_or("locales/en is missing: English is every language's fallback")?;
    let catalogue: Vec<(&str, Vec<&Path>)> = languages
        .iter()
        .map(|l| {
            (
                l.code.as_str(),
                l.files.iter().map(|(_, p)| p.as_path()).collect(),
            )
        })
        .collect();
    super::messages::check_and_write(&catalogue, out)?;
    let pseudo = pseudo_language(english, out)?;
    languages.push(pseudo);
    fs::write(out.join("languages.rs"), table(&languages)?)?;
    Ok(())
}

fn read_language(folder: &Path) -> Result<Language, Error> {
    let code = folder
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or("a locale folder without a name")?;
    let mut files = Vec::new();
    for path in super::files_ending(folder, "ftl")? {
        println!("cargo:rerun-if-changed={}", path.display());
        let area = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        files.push((area, path));
    }
    let meta = folder.join("language.ftl");
    let source = fs::read_to_string(&meta)
        .map_err(|e| format!("{}: {e} (every locale folder has one)", meta.display()))?;
    let value = |id: &str| {
        message_text(&source, id).ok_or_else(|| format!("{}: no message {id}", meta.display()))
    };
    let codes: Vec<String> = value("language-codes")?
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    if !codes.contains(&code.to_ascii_lowercase()) {
        return Err(format!("{}: language-codes must name {code}", meta.display()).into());
    }
    let decimal_comma = match value("language-decimal-mark")?.trim() {
        "," => true,
        "." => false,
        other => {
            return Err(format!("{}: decimal mark {other:?} is not . or ,", meta.display()).into());
        }
    };
    let day_first = match value("language-date-order")?.trim() {
        "day-first" => true,
        "year-first" => false,
        other => {
            return Err(format!(
                "{}: date order {other:?} is not day-first or year-first",
                meta.display()
            )
            .into());
        }
    };
    Ok(Language {
        name: value("language-name")?,
        code,
        codes,
        decimal_comma,
        day_first,
        listed: true,
        files,
    })
}

/// The plain text of message `id` in `source`.
fn message_text(source: &str, id: &str) -> Option<String> {
    let resource = fluent_syntax::parser::parse(source).ok()?;
    resource.body.iter().find_map(|entry| match entry {
        Entry::Message(message) if message.id.name == id => {
            let pattern = message.value.as_ref()?;
            Some(
                pattern
                    .elements
                    .iter()
                    .map(|element| match element {
                        PatternElement::TextElement { value } => *value,
                        PatternElement::Placeable { .. } => "",
                    })
                    .collect(),
            )
        }
        _ => None,
    })
}

/// The pseudo-locale: English's files, changed by [`pseudo::file`], written into `out`.
fn pseudo_language(english: &Language, out: &Path) -> Result<Language, Error> {
    let folder = out.join("pseudo-locale");
    fs::create_dir_all(&folder)?;
    let mut files = Vec::new();
    for (area, path) in &english.files {
        let source = fs::read_to_string(path)?;
        let mut changed = pseudo::file(&source).map_err(|e| format!("{}: {e}", path.display()))?;
        if area == "language" {
            changed = changed.replace(
                "language-codes = en\n",
                &format!("language-codes = {}\n", pseudo::CODE),
            );
        }
        let target = folder.join(format!("{area}.ftl"));
        fs::write(&target, changed)?;
        files.push((area.clone(), target));
    }
    Ok(Language {
        code: pseudo::CODE.to_owned(),
        name: pseudo::accent(&english.name),
        codes: vec![pseudo::CODE.to_ascii_lowercase()],
        decimal_comma: english.decimal_comma,
        day_first: english.day_first,
        listed: false,
        files,
    })
}

/// The Rust of `languages.rs`.
fn table(languages: &[Language]) -> Result<String, Error> {
    let mut out = String::from("// Generated by build.rs from the folders of locales/.\n\n");
    out.push_str("/// Every language the build found: English first, the pseudo-locale last.\n");
    out.push_str("pub static LANGUAGES: &[Language] = &[\n");
    for l in languages {
        writeln!(
            out,
            "    Language {{ code: {:?}, name: {:?}, codes: &{:?}, decimal_comma: {}, day_first: {} }},",
            l.code, l.name, l.codes, l.decimal_comma, l.day_first
        )?;
    }
    out.push_str("];\n\n");
    let listed = languages.iter().filter(|l| l.listed).count();
    out.push_str("#[allow(non_upper_case_globals)]\nimpl Lang {\n");
    for (index, l) in languages.iter().enumerate() {
        writeln!(out, "    /// `locales/{}`: {}.", l.code, l.name)?;
        writeln!(
            out,
            "    pub const {}: Lang = Lang({index});",
            const_name(&l.code)
        )?;
    }
    out.push_str("    /// Every language offered to users, in a fixed order (English first).\n");
    let all: Vec<String> = (0..listed).map(|i| format!("Lang({i})")).collect();
    writeln!(
        out,
        "    pub const ALL: [Lang; {listed}] = [{}];",
        all.join(", ")
    )?;
    out.push_str(
        "    /// Every language, the pseudo-locale too: what readers of any language read.\n",
    );
    let every: Vec<String> = (0..languages.len()).map(|i| format!("Lang({i})")).collect();
    writeln!(
        out,
        "    pub const EVERY: [Lang; {}] = [{}];",
        languages.len(),
        every.join(", ")
    )?;
    out.push_str("    /// The codes of [`Lang::ALL`], the values a user is told.\n");
    let codes: Vec<&str> = languages
        .iter()
        .take(listed)
        .map(|l| l.code.as_str())
        .collect();
    writeln!(out, "    pub const CODES: [&str; {listed}] = {codes:?};")?;
    out.push_str("}\n\n");
    out.push_str("/// Every embedded Fluent file: (language code, area, source).\n");
    out.push_str("pub static LOCALE_FILES: &[(&str, &str, &str)] = &[\n");
    for l in languages {
        for (area, path) in &l.files {
            writeln!(
                out,
                "    ({:?}, {area:?}, include_str!({:?})),",
                l.code,
                path.display().to_string()
            )?;
        }
    }
    out.push_str("];\n");
    Ok(out)
}

/// The constant's name of a code, as an enum variant would read: `en` -> `En`, `en-XA`
/// -> `EnXa`.
fn const_name(code: &str) -> String {
    code.split(['-', '_'])
        .map(|part| {
            let lower = part.to_ascii_lowercase();
            let mut chars = lower.chars();
            chars
                .next()
                .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

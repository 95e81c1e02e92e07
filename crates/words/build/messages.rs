//! The message ids. Every language has English's messages and no others (but the
//! announcement vocabulary, which each language has its own words of): a message missing
//! in one language, or one that English lacks, fails the build with the file and the id.
//! Writes `msg.rs`: one constant per English message, its doc comment the English text,
//! so that the code names a message by a constant and a typo is a compile error.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

type Error = Box<dyn std::error::Error>;

/// The messages of one language: id -> (file it is in, English-readable text).
type Messages = BTreeMap<String, (PathBuf, String)>;

/// Whether `id` is a word of an announcement vocabulary: those live in the language they
/// belong to (the FIDE words in German, NATO in English) and spelling variants are
/// optional (`tests/it/announce_locales.rs` checks them).
fn is_vocabulary(id: &str) -> bool {
    ["vocab-", "fide-", "nato-"]
        .iter()
        .any(|p| id.starts_with(p))
        || id == "app-name"
}

/// Checks that every language of `languages` ((code, Fluent files), English first) has
/// English's messages, and writes the constants of English's messages into `out/msg.rs`.
pub fn check_and_write(languages: &[(&str, Vec<&Path>)], out: &Path) -> Result<(), Error> {
    let [(english_code, english_files), others @ ..] = languages else {
        return Err("no languages under locales/".into());
    };
    let english = messages(english_files)?;
    let mut problems = Vec::new();
    for (code, files) in others {
        problems.extend(differences(&english, english_code, code, &messages(files)?));
    }
    // Cargo fails the build on these, each said as an error of its own.
    for problem in &problems {
        println!("cargo::error={problem}");
    }
    fs::write(out.join("msg.rs"), constants(&english)?)?;
    Ok(())
}

/// What language `code` lacks of English's messages and has that English lacks.
fn differences(english: &Messages, english_code: &str, code: &str, own: &Messages) -> Vec<String> {
    let mut problems = Vec::new();
    for (id, (path, _)) in english.iter().filter(|(id, _)| !is_vocabulary(id)) {
        if !own.contains_key(id) {
            let area = path.file_name().unwrap_or_default().to_string_lossy();
            problems.push(format!(
                "locales/{code}/{area}: no message {id} (locales/{english_code}/{area} has it; \
                 translate it)"
            ));
        }
    }
    for (id, (path, _)) in own.iter().filter(|(id, _)| !is_vocabulary(id)) {
        if !english.contains_key(id) {
            let area = path.file_name().unwrap_or_default().to_string_lossy();
            problems.push(format!(
                "locales/{code}/{area}: message {id} is not in English (add it to \
                 locales/{english_code}/ or remove it)"
            ));
        }
    }
    problems
}

/// The messages of `files` (terms, `-name`, are no messages).
fn messages(files: &[&Path]) -> Result<Messages, Error> {
    let mut out = Messages::new();
    for path in files {
        let source = fs::read_to_string(path)?;
        // A broken line loses only its own message, as at run time; `tests/it/locales_grammar.rs`
        // keeps the files clean.
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let text = message.value.as_ref().map(plain).unwrap_or_default();
                out.insert(message.id.name.to_owned(), (path.to_path_buf(), text));
            }
        }
    }
    Ok(out)
}

/// A message's value as a reader of the code wants it: the text with `{ $name }` for
/// arguments and a selection's default form.
fn plain(pattern: &Pattern<&str>) -> String {
    pattern
        .elements
        .iter()
        .map(|element| match element {
            PatternElement::TextElement { value } => (*value).to_owned(),
            PatternElement::Placeable { expression } => expression_text(expression),
        })
        .collect()
}

fn expression_text(expression: &Expression<&str>) -> String {
    match expression {
        Expression::Inline(inline) => inline_text(inline),
        Expression::Select { variants, .. } => variants
            .iter()
            .find(|v| v.default)
            .map(|v| plain(&v.value))
            .unwrap_or_default(),
    }
}

fn inline_text(inline: &InlineExpression<&str>) -> String {
    match inline {
        InlineExpression::StringLiteral { value } | InlineExpression::NumberLiteral { value } => {
            (*value).to_owned()
        }
        InlineExpression::VariableReference { id } => format!("{{ ${} }}", id.name),
        InlineExpression::FunctionReference { id, arguments } => {
            let first = arguments.positional.first().map(inline_text);
            format!("{}({})", id.name, first.unwrap_or_default())
        }
        InlineExpression::MessageReference { id, .. } => format!("{{ {} }}", id.name),
        InlineExpression::TermReference { id, .. } => format!("{{ -{} }}", id.name),
        InlineExpression::Placeable { expression } => expression_text(expression),
    }
}

/// The constant's name of an id: `session-tui-board` -> `SESSION_TUI_BOARD`.
fn const_name(id: &str) -> String {
    id.to_ascii_uppercase().replace('-', "_")
}

/// The Rust of `msg.rs`.
fn constants(english: &Messages) -> Result<String, Error> {
    let mut out = String::from("// Generated by build.rs from locales/en/*.ftl.\n\n");
    let mut names: BTreeMap<String, &str> = BTreeMap::new();
    for (id, (path, text)) in english {
        let name = const_name(id);
        if let Some(other) = names.insert(name.clone(), id) {
            return Err(format!("{}: {id} and {other} are both {name}", path.display()).into());
        }
        let area = path.file_name().unwrap_or_default().to_string_lossy();
        writeln!(out, "#[doc = {:?}]", markdown_escaped(text.trim()))?;
        writeln!(out, "///\n/// `{id}` (`locales/en/{area}`)")?;
        writeln!(out, "pub const {name}: &str = {id:?};")?;
    }
    Ok(out)
}

/// `text` with the characters Markdown would read as markup escaped.
fn markdown_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

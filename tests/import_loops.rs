//! No source file imports a file that imports it back, in any crate of the workspace:
//! the layers inside a crate are a fact, as the crates' own order is (the compiler
//! refuses an upward import between crates). A file's imports are the `crate::…` and
//! `super::…` paths of its code (comments and its test module left out), each resolved to
//! the deepest file module it names (a parent's `mod x; pub use x::…` of its own children
//! is no import); a loop is a strongly connected group of two or more files. What two files share goes to a third below both (ARCHITECTURE.md, "Layers").
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The file modules of one crate's `src`: module path (`replay::tree`) to its file.
fn modules(src: &Path) -> BTreeMap<String, PathBuf> {
    let mut files = Vec::new();
    common::rust_files(src, &mut files);
    let mut out = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(src).unwrap().with_extension("");
        let mut parts: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if matches!(
            parts.last().map(String::as_str),
            Some("mod" | "lib" | "main")
        ) {
            parts.pop();
        }
        // Test modules in files of their own import what they test.
        if parts.iter().any(|p| p == "tests") {
            continue;
        }
        out.insert(parts.join("::"), file);
    }
    out
}

/// The code of a file that counts: up to its test module, without comment lines.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths after `crate::` or `super::` in `code`, braces expanded one level
/// (`crate::a::{b, c::d}` is `a::b` and `a::c::d`); `super::` paths are made absolute
/// from `module` (the `super` of `a::b` is `a`, whether its file is `a/b.rs` or
/// `a/b/mod.rs`).
fn paths(code: &str, module: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (prefix, relative) in [("crate::", false), ("super::", true)] {
        let mut rest = code;
        while let Some(at) = rest.find(prefix) {
            let before = rest[..at].chars().next_back();
            rest = &rest[at + prefix.len()..];
            // `hektor_games::crate::` does not exist; skip `self::super::` and words
            // that merely end in the prefix.
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':' || c == '{'))
                .unwrap_or(rest.len());
            let head = &rest[..end];
            let base = if relative {
                let mut parts: Vec<&str> = module.split("::").filter(|p| !p.is_empty()).collect();
                parts.pop();
                parts.join("::")
            } else {
                String::new()
            };
            let join = |tail: &str| {
                let tail = tail.trim_end_matches(':');
                match (base.is_empty(), tail.is_empty()) {
                    (true, _) => tail.to_owned(),
                    (false, true) => base.clone(),
                    (false, false) => format!("{base}::{tail}"),
                }
            };
            if let Some(open) = head.find('{') {
                let stem = head[..open].trim_end_matches(':');
                let close = rest.find('}').unwrap_or(rest.len());
                for item in rest[open + 1..close].split(',') {
                    let item = item.trim().split('{').next().unwrap_or_default();
                    let item = item.trim().trim_end_matches(':');
                    if item.is_empty() || item == "self" {
                        out.push(join(stem));
                    } else if stem.is_empty() {
                        out.push(join(item));
                    } else {
                        out.push(join(&format!("{stem}::{item}")));
                    }
                }
            } else {
                out.push(join(head));
            }
        }
    }
    out
}

/// The deepest file module that `path` names, if any.
fn resolve<'a>(path: &str, modules: &'a BTreeMap<String, PathBuf>) -> Option<&'a str> {
    let mut parts: Vec<&str> = path.split("::").filter(|p| !p.is_empty()).collect();
    while !parts.is_empty() {
        if let Some((name, _)) = modules.get_key_value(&parts.join("::")) {
            return Some(name);
        }
        parts.pop();
    }
    None
}

/// Which file imports which, in the crate whose sources are `src`.
fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules(src);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in &modules {
        let text = code(&std::fs::read_to_string(file).unwrap());
        let targets = edges.entry(module.clone()).or_default();
        for path in paths(&text, module) {
            if let Some(target) = resolve(&path, &modules)
                && target != module
            {
                targets.insert(target.to_owned());
            }
        }
    }
    edges
}

/// The strongly connected groups of two or more files (Tarjan).
fn loops(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(state: &mut State<'a>, node: &'a str) {
        let number = state.index.len();
        state.index.insert(node, number);
        state.low.insert(node, number);
        state.stack.push(node);
        state.on_stack.insert(node);
        let edges = state.edges;
        for next in edges.get(node).into_iter().flatten() {
            let next = next.as_str();
            if !state.index.contains_key(next) {
                visit(state, next);
                let low = state.low[node].min(state.low[next]);
                state.low.insert(node, low);
            } else if state.on_stack.contains(next) {
                let low = state.low[node].min(state.index[next]);
                state.low.insert(node, low);
            }
        }
        if state.low[node] == state.index[node] {
            let mut group = Vec::new();
            while let Some(member) = state.stack.pop() {
                state.on_stack.remove(member);
                group.push(member.to_owned());
                if member == node {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                state.found.push(group);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in edges.keys() {
        if !state.index.contains_key(node.as_str()) {
            visit(&mut state, node);
        }
    }
    state.found
}

/// Every crate's `src` in the workspace.
fn crate_sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![root.join("src")];
    for entry in std::fs::read_dir(root.join("crates")).into_iter().flatten() {
        let src = entry.unwrap().path().join("src");
        if src.is_dir() {
            out.push(src);
        }
    }
    out.sort();
    out
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let mut problems = Vec::new();
    let mut files = 0;
    let mut links = 0;
    for src in crate_sources() {
        let edges = imports(&src);
        files += edges.len();
        links += edges.values().map(BTreeSet::len).sum::<usize>();
        for group in loops(&edges) {
            problems.push(format!("{}: {}", src.display(), group.join(" <-> ")));
        }
    }
    // The scan must see the code: hundreds of files and their imports.
    assert!(files > 150 && links > 300, "{files} files, {links} imports");
    assert!(
        problems.is_empty(),
        "import loops (move what the files share to a file below both):\n{}",
        problems.join("\n")
    );
}

#[test]
fn a_loop_is_found_and_braces_and_super_are_read() {
    let module = "replay::tree";
    assert_eq!(
        paths(
            "use crate::games::{Board, chess::start::Kind};\nuse super::source::x;",
            module
        ),
        [
            "games::Board",
            "games::chess::start::Kind",
            "replay::source::x"
        ]
    );
    let edges: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec!["a"]),
    ]
    .into_iter()
    .map(|(from, to)| (from.to_owned(), to.into_iter().map(str::to_owned).collect()))
    .collect();
    assert_eq!(loops(&edges), [["a", "b", "c"]]);
}

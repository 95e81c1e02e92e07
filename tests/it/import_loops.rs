//! No source file imports a file that imports it back, in any crate of the workspace:
//! the layers inside a crate are a fact, as the crates' own order is (the compiler
//! refuses an upward import between crates). A file's imports are the `crate::…`,
//! `super::…` (each level) and `self::…` paths of its code (comments and its test module
//! left out), use trees expanded, each resolved to the deepest file module it names; a
//! name a module re-exports (`pub use position::Position` in `lib.rs`) is the module it
//! comes from. Two rules make the count: a module and its own children are one unit (the
//! children use their parent's items, the parent its children's: that is one module's
//! inside, not a loop between files), and the crate's root is its index (it names every
//! module; a path through it is followed to where the item lives). A loop is a strongly
//! connected group of two or more files; what two files share goes to a third below both
//! (ARCHITECTURE.md, "Layers").
//!
//! The same imports, a module's of its parent and children too, make a graph between
//! module groups (a crate's top-level modules): no loop between groups either.
//! `scripts/import-graph.sh` prints the graph. The games' tiers are crates (the core,
//! each game, the dispatch), whose order the manifests say and a test here checks.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

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

/// The paths of a use tree written at the start of `text` (`a::{b, c::{d, e}}` is
/// `a::b`, `a::c::d` and `a::c::e`; `a::{self, b}` is `a` and `a::b`), each made by
/// `prefix` and the tree's segments.
fn use_tree(text: &str, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let mut path = prefix.to_vec();
    let mut at = 0;
    let bytes = text.as_bytes();
    loop {
        let start = at;
        while at < bytes.len() && (bytes[at].is_ascii_alphanumeric() || bytes[at] == b'_') {
            at += 1;
        }
        if at > start {
            let segment = &text[start..at];
            if segment != "self" {
                path.push(segment.to_owned());
            }
        }
        let group = if text[at..].starts_with("::{") {
            Some(3)
        } else {
            (at == 0 && text.starts_with('{')).then_some(1)
        };
        if let Some(open) = group {
            at += open;
            loop {
                while text[at..].starts_with(|c: char| c.is_whitespace() || c == ',') {
                    at += 1;
                }
                if at >= bytes.len() || bytes[at] == b'}' {
                    at += 1;
                    return at;
                }
                at += use_tree(&text[at..], &path, out);
            }
        }
        if text[at..].starts_with("::") {
            at += 2;
            continue;
        }
        out.push(path);
        return at;
    }
}

/// The paths `code` names from the crate's root: every `crate::`, `super::` (one each
/// level up) and `self::` path, use trees expanded, made absolute from `module`; and the
/// paths a `use` names from a child of `module` (`use draw::x` in `tui/game.rs`).
fn paths(code: &str, module: &str, children: &BTreeSet<String>) -> Vec<Vec<String>> {
    let here: Vec<String> = module
        .split("::")
        .filter(|p| !p.is_empty())
        .map(str::to_owned)
        .collect();
    let mut out = Vec::new();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut at = 0;
    while at < code.len() {
        let rest = &code[at..];
        let before = code[..at].chars().next_back();
        let at_word_start = !before.is_some_and(|c| word(c) || c == ':');
        let mut base = None;
        let mut skip = 0;
        if at_word_start {
            if rest.starts_with("crate::") {
                base = Some(Vec::new());
                skip = "crate::".len();
            } else if rest.starts_with("super::") {
                let mut up = here.clone();
                while rest[skip..].starts_with("super::") {
                    up.pop();
                    skip += "super::".len();
                }
                base = Some(up);
            } else if rest.starts_with("self::") {
                base = Some(here.clone());
                skip = "self::".len();
            } else if let Some(tail) = rest.strip_prefix("use ").or(rest.strip_prefix("pub use ")) {
                let first: String = tail.chars().take_while(|&c| word(c)).collect();
                if children.contains(&first) {
                    base = Some(here.clone());
                    skip = rest.len() - tail.len();
                }
            }
        }
        match base {
            Some(base) => {
                at += skip;
                at += use_tree(&code[at..], &base, &mut out).max(1);
            }
            None => at += rest.chars().next().map_or(1, char::len_utf8),
        }
    }
    out
}

/// The names each file re-exports (`pub use position::{Position, Color}` in `lib.rs`:
/// `Position` of the root is `position::Position`), as full paths.
fn reexports(
    modules: &BTreeMap<String, PathBuf>,
    children: &BTreeMap<String, BTreeSet<String>>,
) -> BTreeMap<Vec<String>, Vec<String>> {
    let mut out = BTreeMap::new();
    for (module, file) in modules {
        let text = code(&std::fs::read_to_string(file).unwrap());
        let own = children.get(module).cloned().unwrap_or_default();
        let here: Vec<String> = module
            .split("::")
            .filter(|p| !p.is_empty())
            .map(str::to_owned)
            .collect();
        for visibility in ["pub use ", "pub(crate) use ", "pub(super) use "] {
            for (at, _) in text.match_indices(visibility) {
                let tail = &text[at + visibility.len()..];
                let tail = &tail[..tail.find(';').unwrap_or(tail.len())];
                for path in paths(&format!("use {tail}"), module, &own) {
                    if let Some(name) = path.last() {
                        let mut key = here.clone();
                        key.push(name.clone());
                        out.insert(key, path);
                    }
                }
            }
        }
    }
    out
}

/// The deepest file module that `path` names, following re-exports (a name a module
/// re-exports is the module it comes from), if any.
fn resolve(
    path: &[String],
    modules: &BTreeMap<String, PathBuf>,
    reexports: &BTreeMap<Vec<String>, Vec<String>>,
    depth: usize,
) -> Option<String> {
    for len in (0..=path.len()).rev() {
        let name = path[..len].join("::");
        if modules.contains_key(&name) {
            if len < path.len()
                && depth < 8
                && let Some(target) = reexports.get(&path[..=len].to_vec())
                && target.as_slice() != &path[..=len]
            {
                return resolve(target, modules, reexports, depth + 1).or(Some(name));
            }
            return Some(name);
        }
    }
    None
}

/// Which file imports which, in the crate whose sources are `src`: every import, a
/// module's of its parent and children too (the group graph counts those).
fn all_imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules(src);
    let mut children: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for module in modules.keys().filter(|m| !m.is_empty()) {
        let (parent, child) = module.rsplit_once("::").unwrap_or(("", module));
        children
            .entry(parent.to_owned())
            .or_default()
            .insert(child.to_owned());
    }
    let reexports = reexports(&modules, &children);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in &modules {
        let text = code(&std::fs::read_to_string(file).unwrap());
        let own = children.get(module).cloned().unwrap_or_default();
        let targets = edges.entry(module.clone()).or_default();
        for path in paths(&text, module, &own) {
            if let Some(target) = resolve(&path, &modules, &reexports, 0)
                && target != *module
                && !target.is_empty()
            {
                targets.insert(target);
            }
        }
    }
    edges
}

/// Which file imports which, a module and its own children being one unit (a parent's
/// import of its child, or the child's of its parent, is left out).
fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut edges = all_imports(src);
    for (module, targets) in &mut edges {
        targets.retain(|target| {
            !target.starts_with(&format!("{module}::"))
                && !module.starts_with(&format!("{target}::"))
        });
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

/// The group of a file module: its top-level module. The crate's root, its index, is in
/// none.
fn group_of(module: &str) -> Option<String> {
    module
        .split("::")
        .find(|p| !p.is_empty())
        .map(str::to_owned)
}

/// The imports between two groups (from, to), each with the file imports that make it.
type GroupEdges = BTreeMap<(String, String), BTreeSet<(String, String)>>;

/// The group of each file module of a crate whose imports are `edges`.
fn module_groups(edges: &BTreeMap<String, BTreeSet<String>>) -> BTreeMap<String, String> {
    edges
        .keys()
        .filter_map(|m| Some((m.clone(), group_of(m)?)))
        .collect()
}

/// The edges between the groups of the crate whose sources are `src`.
fn group_edges(src: &Path) -> GroupEdges {
    let edges = all_imports(src);
    let groups = module_groups(&edges);
    let mut out = GroupEdges::new();
    for (from, targets) in &edges {
        let Some(from_group) = groups.get(from) else {
            continue;
        };
        for to in targets {
            if let Some(to_group) = groups.get(to)
                && to_group != from_group
            {
                out.entry((from_group.clone(), to_group.clone()))
                    .or_default()
                    .insert((from.clone(), to.clone()));
            }
        }
    }
    out
}

/// The loops between groups (strongly connected, two or more), each with the file
/// imports between its groups.
fn group_loops(edges: &GroupEdges) -> Vec<(Vec<String>, Vec<String>)> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in edges.keys() {
        graph.entry(from.clone()).or_default().insert(to.clone());
        graph.entry(to.clone()).or_default();
    }
    loops(&graph)
        .into_iter()
        .map(|groups| {
            let files = edges
                .iter()
                .filter(|((from, to), _)| groups.contains(from) && groups.contains(to))
                .flat_map(|(_, files)| files.iter().map(|(a, b)| format!("{a} -> {b}")))
                .collect();
            (groups, files)
        })
        .collect()
}

/// The group graph of the crate whose sources are `src`, as text: each edge with the
/// file imports that make it, then the loops between groups.
fn group_graph_text(src: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let edges = group_edges(src);
    let loops = group_loops(&edges);
    let groups: BTreeSet<String> = module_groups(&all_imports(src)).into_values().collect();
    let name = src.strip_prefix(root).unwrap_or(src).display();
    let mut out = format!(
        "## {name}: {} groups, {} edges, {} loops\n",
        groups.len(),
        edges.len(),
        loops.len()
    );
    for ((from, to), files) in &edges {
        out.push_str(&format!("{from} -> {to} ({})\n", files.len()));
        for (a, b) in files {
            out.push_str(&format!("    {a} -> {b}\n"));
        }
    }
    for (groups, _) in &loops {
        out.push_str(&format!("loop: {}\n", groups.join(" <-> ")));
    }
    out
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

/// The group graph of every crate (`scripts/import-graph.sh` prints it).
#[test]
fn the_group_graph_is_printed() {
    let text: String = crate_sources()
        .iter()
        .map(|src| group_graph_text(src))
        .collect();
    println!("=== import graph of the groups\n{text}=== end");
    assert!(text.contains("\ncheck -> pgn_source "), "{text}");
}

#[test]
fn no_group_imports_a_group_that_imports_it_back() {
    let mut problems = Vec::new();
    for src in crate_sources() {
        for (groups, files) in group_loops(&group_edges(&src)) {
            problems.push(format!(
                "{}: {}\n    {}",
                src.display(),
                groups.join(" <-> "),
                files.join("\n    ")
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "import loops between module groups (move the code to the group it belongs to, \
         or hand it down through a trait):\n{}",
        problems.join("\n")
    );
}

/// The workspace crates each game crate imports, and the ones that import `hektor-games`.
fn game_tiers() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let crates = crate::architecture::manifests(root);
    against_game_tiers(
        &crates
            .into_iter()
            .map(|(name, row)| (name, row.imports))
            .collect(),
    )
}

/// What goes against the games' tiers in `imports` (each crate's workspace imports): the
/// core imports no game and not the dispatch, a game neither the other game nor the
/// dispatch, and only the session and the program import the dispatch.
fn against_game_tiers(imports: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    const ABOVE: [(&str, &[&str]); 3] = [
        (
            "hektor-game-core",
            &["hektor-game-chess", "hektor-game-draughts", "hektor-games"],
        ),
        (
            "hektor-game-chess",
            &["hektor-game-draughts", "hektor-games"],
        ),
        (
            "hektor-game-draughts",
            &["hektor-game-chess", "hektor-games"],
        ),
    ];
    let mut out = Vec::new();
    for (name, above) in ABOVE {
        let Some(own) = imports.get(name) else {
            out.push(format!("{name}: no such crate"));
            continue;
        };
        for other in above.iter().filter(|other| own.contains(**other)) {
            out.push(format!("{name} -> {other}"));
        }
    }
    for (name, own) in imports {
        if own.contains("hektor-games") && !["hektor-session", "hektor"].contains(&name.as_str()) {
            out.push(format!("{name} -> hektor-games"));
        }
    }
    out
}

#[test]
fn the_game_crates_keep_their_tiers() {
    let against = game_tiers();
    assert!(
        against.is_empty(),
        "imports against the games' tiers (core -> each game -> the dispatch, which the \
         session and the program alone import): move the code down, or hand it up through a trait:\n{}",
        against.join("\n")
    );
    let mut imports = BTreeMap::from(
        [
            ("hektor-game-core", vec![]),
            ("hektor-game-chess", vec!["hektor-game-core"]),
            (
                "hektor-game-draughts",
                vec!["hektor-game-core", "hektor-game-chess"],
            ),
            ("toy-game", vec!["hektor-games"]),
        ]
        .map(|(name, to)| (name.to_owned(), to.into_iter().map(str::to_owned).collect())),
    );
    assert_eq!(
        against_game_tiers(&imports),
        [
            "hektor-game-draughts -> hektor-game-chess",
            "toy-game -> hektor-games"
        ]
    );
    imports.remove("hektor-game-chess");
    assert!(against_game_tiers(&imports).contains(&"hektor-game-chess: no such crate".to_owned()));
}

#[test]
fn a_loop_is_found_and_braces_and_super_are_read() {
    let joined = |paths: Vec<Vec<String>>| -> Vec<String> {
        paths.into_iter().map(|p| p.join("::")).collect()
    };
    let children = BTreeSet::from(["draw".to_owned()]);
    assert_eq!(
        joined(paths(
            "use crate::games::{Board, chess::{start::Kind, line}};\nuse super::source::x;\n\
             use crate::{Color, Move};\n\
             let y = super::super::z::w(self::q::r);\nuse draw::{heard, help};",
            "replay::tree",
            &children,
        )),
        [
            "games::Board",
            "games::chess::start::Kind",
            "games::chess::line",
            "replay::source::x",
            "Color",
            "Move",
            "z::w",
            "replay::tree::q::r",
            "replay::tree::draw::heard",
            "replay::tree::draw::help",
        ]
    );
    // A name the crate's root re-exports is the module it comes from.
    let modules: BTreeMap<String, PathBuf> = ["", "position", "movegen"]
        .into_iter()
        .map(|m| (m.to_owned(), PathBuf::new()))
        .collect();
    let root_position = vec!["Position".to_owned()];
    let reexported = BTreeMap::from([(
        root_position.clone(),
        vec!["position".to_owned(), "Position".to_owned()],
    )]);
    assert_eq!(
        resolve(&root_position, &modules, &reexported, 0).as_deref(),
        Some("position")
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

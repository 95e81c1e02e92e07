//! ARCHITECTURE.md's crate table ("Layers") says what the manifests say: one row per
//! workspace crate, its folder, and the workspace crates it may import, which are its
//! normal dependencies on other workspace crates (not dev or build dependencies), as
//! `cargo metadata` reads them from the manifests.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// A crate's row: its folder and the workspace crates it may import.
#[derive(Debug, PartialEq)]
pub(crate) struct Row {
    folder: String,
    pub(crate) imports: BTreeSet<String>,
}

/// Each workspace crate, as the manifests have it.
pub(crate) fn manifests(root: &Path) -> BTreeMap<String, Row> {
    let output = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root)
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value = serde_json::from_slice(&output.stdout).unwrap();
    let packages = metadata["packages"].as_array().unwrap();
    let members: BTreeSet<&str> = packages
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    packages
        .iter()
        .map(|package| {
            let manifest = Path::new(package["manifest_path"].as_str().unwrap());
            let folder = manifest.parent().unwrap().strip_prefix(root).unwrap();
            let folder = match folder.to_str().unwrap() {
                "" => ".".to_owned(),
                folder => folder.replace('\\', "/"),
            };
            let imports = package["dependencies"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|d| d["kind"].is_null())
                .map(|d| d["name"].as_str().unwrap())
                .filter(|name| members.contains(name))
                .map(str::to_owned)
                .collect();
            let name = package["name"].as_str().unwrap().to_owned();
            (name, Row { folder, imports })
        })
        .collect()
}

/// The cell's names: each in backticks, separated by commas; "—" for none.
fn names(cell: &str) -> BTreeSet<String> {
    cell.split(',')
        .map(|name| name.trim().trim_matches('`').trim())
        .filter(|name| !name.is_empty() && *name != "—")
        .map(str::to_owned)
        .collect()
}

/// The table of the section "Layers": `| crate | folder | job | may import |`, each row
/// of a crate named in backticks in its first cell.
fn table(architecture: &str) -> BTreeMap<String, Row> {
    let section = architecture
        .split("\n## ")
        .find(|section| section.starts_with("Layers\n"))
        .expect("ARCHITECTURE.md has a section \"Layers\"");
    let mut rows = BTreeMap::new();
    for line in section.lines().filter(|line| line.starts_with("| `")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        assert_eq!(cells.len(), 4, "a row of four cells: {line}");
        let name = cells[0].trim_matches('`').to_owned();
        let row = Row {
            folder: cells[1].trim_matches('`').to_owned(),
            imports: names(cells[3]),
        };
        assert!(
            rows.insert(name.clone(), row).is_none(),
            "{name} has two rows"
        );
    }
    rows
}

/// What differs between the table and the manifests, one line per crate.
fn differences(table: &BTreeMap<String, Row>, manifests: &BTreeMap<String, Row>) -> Vec<String> {
    let mut out = Vec::new();
    for (name, row) in manifests {
        match table.get(name) {
            None => out.push(format!("{name}: a workspace crate with no row")),
            Some(said) if said.folder != row.folder => out.push(format!(
                "{name}: the table says folder `{}`, the manifest is in `{}`",
                said.folder, row.folder
            )),
            Some(said) if said.imports != row.imports => out.push(format!(
                "{name}: the table says it may import {:?}, its manifest depends on {:?}",
                said.imports, row.imports
            )),
            Some(_) => {}
        }
    }
    for name in table.keys().filter(|name| !manifests.contains_key(*name)) {
        out.push(format!("{name}: a row for no workspace crate"));
    }
    out
}

#[test]
fn the_crate_table_says_what_the_manifests_say() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let architecture = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let found = differences(&table(&architecture), &manifests(root));
    assert!(
        found.is_empty(),
        "ARCHITECTURE.md's crate table (\"Layers\") and the manifests disagree:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_row_that_differs_is_named() {
    let manifests = BTreeMap::from([(
        "a".to_owned(),
        Row {
            folder: "crates/a".to_owned(),
            imports: names("`b`"),
        },
    )]);
    let text = "# A\n\n## Layers\n\n| crate | folder | job | may import |\n|---|---|---|---|\n\
                | `a` | `crates/a` | a job | — |\n| `c` | `crates/c` | a job | `a` |\n";
    assert_eq!(
        differences(&table(text), &manifests),
        [
            "a: the table says it may import {}, its manifest depends on {\"b\"}",
            "c: a row for no workspace crate",
        ]
    );
}

/// The names of chess and draughts code in `text`, one per line that has one.
fn game_names(text: &str) -> Vec<String> {
    const GAMES: [&str; 6] = [
        "games::chess",
        "games::draughts",
        "hektor_game_chess",
        "hektor_game_draughts",
        "shakmaty",
        "hektor_draughts",
    ];
    text.lines()
        .filter(|line| GAMES.iter().any(|game| line.contains(game)))
        .map(|line| line.trim().to_owned())
        .collect()
}

/// The game from outside (`crates/toy-game`) is written over the core alone (its row in
/// the table), and its tests, which play and replay it through hektor, name no chess or
/// draughts code: a third game needs neither.
#[test]
fn the_toy_game_and_its_tests_name_no_chess_or_draughts_code() {
    let toy = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/toy-game");
    let mut files = Vec::new();
    crate::common::rust_files(&toy.join("src"), &mut files);
    crate::common::rust_files(&toy.join("tests"), &mut files);
    assert!(files.len() >= 3, "{files:?}");
    let named: Vec<String> = files
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            game_names(&text)
                .into_iter()
                .map(move |line| format!("{}: {line}", file.display()))
        })
        .collect();
    assert!(named.is_empty(), "{}", named.join("\n"));
    assert_eq!(
        game_names("use hektor::games::chess::openings::Openings;\nuse std::io;"),
        ["use hektor::games::chess::openings::Openings;"]
    );
}

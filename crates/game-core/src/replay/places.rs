//! The last place in each PGN file (game and move), kept in a small JSON file in the data
//! folder so that `replay` continues where the user stopped.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::tree::GameTree;
use crate::position::GamePosition;

/// Where the user was in one file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    /// The game number, from 1.
    pub game: usize,
    /// The choices from the start of the game to the move (see `Cursor::path`).
    pub path: Vec<usize>,
    /// What tells the game from another one put in its place (see [`fingerprint`]);
    /// `None` in a place kept before hektor stored it, which is trusted as it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
}

impl Place {
    /// Whether this place was taken in `tree`: same fingerprint, or none kept.
    pub fn is_in<P: GamePosition>(&self, tree: &GameTree<P>) -> bool {
        self.game_id
            .as_ref()
            .is_none_or(|id| *id == fingerprint(tree))
    }
}

/// A short fingerprint of a game, its tags and first move (64-bit FNV-1a in hex; the
/// same in every build), so that a place is not restored in another game that took
/// the number of the one left (a game put in front of it in the file).
pub fn fingerprint<P: GamePosition>(tree: &GameTree<P>) -> String {
    let first = tree.nodes.first().and_then(|root| {
        let child = tree.nodes.get(*root.children.first()?)?;
        Some(root.pos.notate(child.mv.as_ref()?).text)
    });
    let tags = tree.tags.iter().flat_map(|(name, value)| [name, value]);
    let parts = tags.map(String::as_str).chain(first.as_deref());
    let hash = fnv1a(parts.flat_map(|part| part.bytes().chain([0])));
    format!("{hash:016x}")
}

/// The 64-bit FNV-1a hash of `bytes`: the same in every build and on every machine, as
/// a fingerprint kept in a file must be.
pub fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The places of every file, stored as JSON.
#[derive(Debug, Clone)]
pub struct Places {
    file: PathBuf,
    places: BTreeMap<String, Place>,
    /// Whether the file is there but does not read (damaged, or of a later version).
    unread: bool,
}

impl Places {
    /// Reads the places kept in `data_dir` (none if the file is missing or does not read:
    /// a lost place is no reason to refuse a replay, see [`Places::unread`]).
    pub fn load(data_dir: &Path) -> Places {
        let file = data_dir.join("replay-places.json");
        let read = match std::fs::read_to_string(&file) {
            Ok(text) => serde_json::from_str(&text).ok(),
            Err(error) if error.kind() == std::io::ErrorKind::InvalidData => None,
            // Missing, or no file to read (a folder): nothing to keep, and a write there
            // fails and is said.
            Err(_) => Some(BTreeMap::new()),
        };
        Places {
            file,
            unread: read.is_none(),
            places: read.unwrap_or_default(),
        }
    }

    /// The file the places are kept in (named when it cannot be written).
    pub fn file(&self) -> &Path {
        &self.file
    }

    /// Where the places file that did not read is kept before new places are written:
    /// `replay-places.json.unread` beside it.
    pub fn unread_copy(&self) -> PathBuf {
        self.file.with_extension("json.unread")
    }

    /// Whether the places file is there but does not read: no place of it is used, and it
    /// is kept as [`Places::unread_copy`] before it is written again.
    pub fn unread(&self) -> bool {
        self.unread
    }

    /// The place remembered for `pgn`.
    pub fn get(&self, pgn: &Path) -> Option<&Place> {
        self.places.get(&key(pgn))
    }

    /// Remembers `place` for `pgn` and writes the file (a file that did not read is
    /// copied to [`Places::unread_copy`] first; without the copy, nothing is written).
    pub fn remember(&mut self, pgn: &Path, place: Place) -> std::io::Result<()> {
        if self.unread {
            std::fs::copy(&self.file, self.unread_copy())?;
            self.unread = false;
        }
        self.places.insert(key(pgn), place);
        let text = serde_json::to_string_pretty(&self.places).map_err(std::io::Error::other)?;
        super::write_whole(&self.file, text.as_bytes())
    }
}

/// The file's absolute path (a file deleted while it was replayed is named by its
/// absolute path too, so the place is found when it is put back).
fn key(pgn: &Path) -> String {
    std::fs::canonicalize(pgn)
        .or_else(|_| std::path::absolute(pgn))
        .unwrap_or_else(|_| pgn.to_owned())
        .display()
        .to_string()
}

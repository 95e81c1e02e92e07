//! The identity tournament mode writes into a game's first entry and says on the
//! arbiter's page: the installation's id (random, made once, kept in the data folder),
//! hektor's version and the SHA-256 of the running executable.

use std::io::{self, Read};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use crate::game::tournament::{Identity, hex};

/// The file in the data folder that keeps the installation's id.
const ID_FILE: &str = "installation-id";

/// What happened to the installation's id file, when it is worth a sentence.
#[derive(Debug)]
pub enum IdNotice {
    /// The file could not be read, or held no id: a new id replaced it.
    Replaced(PathBuf),
    /// The new id could not be written: it holds for this session only.
    NotKept(PathBuf, io::Error),
}

/// The identity of this installation and build, and what happened to the id's file
/// when it was not simply read (made for the first time is nothing to say).
pub fn identity(data_dir: &Path) -> (Identity, Option<IdNotice>) {
    let (installation, notice) = installation_id(data_dir);
    let identity = Identity {
        installation,
        version: env!("CARGO_PKG_VERSION").to_owned(),
        executable_sha256: executable_sha256().unwrap_or_default(),
    };
    (identity, notice)
}

/// The id kept in the data folder; made (and kept) when there is none, replaced when
/// the file does not hold one.
fn installation_id(data_dir: &Path) -> (String, Option<IdNotice>) {
    let path = data_dir.join(ID_FILE);
    let replaced = match std::fs::read_to_string(&path) {
        Ok(text) if is_id(text.trim()) => return (text.trim().to_owned(), None),
        Ok(_) => true,
        Err(error) => error.kind() != io::ErrorKind::NotFound,
    };
    let id = match random_hex(16) {
        Ok(id) => id,
        Err(error) => return (String::new(), Some(IdNotice::NotKept(path, error))),
    };
    let written = std::fs::create_dir_all(data_dir).and_then(|()| std::fs::write(&path, &id));
    let notice = match written {
        Err(error) => Some(IdNotice::NotKept(path, error)),
        Ok(()) => replaced.then_some(IdNotice::Replaced(path)),
    };
    (id, notice)
}

/// Whether `text` is an id as hektor makes them: 32 lowercase hex digits.
fn is_id(text: &str) -> bool {
    text.len() == 32
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// `count` random bytes from the system, in hex.
pub fn random_hex(count: usize) -> io::Result<String> {
    let mut bytes = vec![0u8; count];
    getrandom::fill(&mut bytes).map_err(|error| io::Error::other(error.to_string()))?;
    Ok(hex(&bytes))
}

/// The SHA-256 of the running executable, read in full, in hex.
pub fn executable_sha256() -> io::Result<String> {
    let mut file = std::fs::File::open(std::env::current_exe()?)?;
    let mut hasher = Sha256::new();
    let mut buffer = vec![0u8; 64 * 1024];
    loop {
        match file.read(&mut buffer)? {
            0 => return Ok(hex(&hasher.finalize())),
            n => hasher.update(&buffer[..n]),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn the_id_is_made_once_and_an_unreadable_one_is_replaced_and_said() {
        let dir = tempfile::tempdir().unwrap();
        let (first, notice) = installation_id(dir.path());
        assert!(is_id(&first) && notice.is_none(), "{first} {notice:?}");
        assert_eq!(installation_id(dir.path()).0, first);
        std::fs::write(dir.path().join(ID_FILE), "not an id").unwrap();
        let (second, notice) = installation_id(dir.path());
        assert!(matches!(notice, Some(IdNotice::Replaced(_))), "{notice:?}");
        assert!(is_id(&second) && second != first);
        assert_eq!(installation_id(dir.path()).0, second);
    }

    #[test]
    fn the_executable_hash_is_sha256_in_hex() {
        let hash = executable_sha256().unwrap();
        assert_eq!(hash.len(), 64);
    }
}

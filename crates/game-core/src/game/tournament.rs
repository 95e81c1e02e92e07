//! What tournament mode keeps beside the record: who and what keeps it (the identity of
//! the device and the build), the arbiter's PIN as a salted hash, and what the PIN
//! allowed. The binary reads the identity and makes the salt (I/O and chance); this
//! module only holds and compares them.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Who and what keeps a tournament game's record: written into the game's first entry
/// (the start's settings) and into each resume.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Identity {
    /// The installation's id: random, made once, kept in the data folder.
    pub installation: String,
    /// hektor's version.
    pub version: String,
    /// The SHA-256 of the running executable, in hex (empty when it could not be read).
    pub executable_sha256: String,
}

/// A PIN kept as SHA-256 over a random salt and the PIN, never in clear.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PinHash {
    /// The salt, in hex.
    pub salt: String,
    /// SHA-256 of the salt's text followed by the PIN's UTF-8, in hex.
    pub sha256: String,
}

impl PinHash {
    /// The hash of `pin` (trimmed) with `salt` (hex of random bytes the caller made).
    pub fn new(salt: String, pin: &str) -> PinHash {
        let sha256 = salted(&salt, pin);
        PinHash { salt, sha256 }
    }

    /// Whether `pin` (trimmed) is the PIN this hash was made from.
    pub fn matches(&self, pin: &str) -> bool {
        salted(&self.salt, pin) == self.sha256
    }
}

/// SHA-256 of `salt` and the trimmed `pin`, in lowercase hex.
fn salted(salt: &str, pin: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(salt.as_bytes());
    hasher.update(pin.trim().as_bytes());
    hex(&hasher.finalize())
}

/// `bytes` in lowercase hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// What the arbiter's PIN allowed in tournament mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Allowance {
    /// Leaving tournament mode before the result.
    LeaveMode,
    /// Playing on while a network interface other than loopback is up.
    Network,
    /// Comparing the boards and sheets (`reconcile`) during the game.
    Reconcile,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_matches_its_hash_only_and_is_not_kept_in_clear() {
        let hash = PinHash::new("a1b2".into(), "4711");
        assert!(hash.matches("4711"));
        assert!(hash.matches(" 4711 "));
        assert!(!hash.matches("4712"));
        assert!(!hash.matches(""));
        assert!(!hash.sha256.contains("4711"));
        assert_ne!(PinHash::new("ffff".into(), "4711").sha256, hash.sha256);
    }
}

//! The chain over a game file's lines: every line the journal writes after the first
//! begins with `"prev"`, the SHA-256 of the line before it (its bytes without the
//! newline), so that a line altered, removed, reordered or added breaks the chain where
//! it stands; the short code of the last line catches an end cut off or added to.
//! Readers of the record ignore `prev`; `verify` checks it.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};

use sha2::{Digest, Sha256};

use super::read::trimmed;
use super::{Entry, MAX_LINE};
use crate::game::rules::GameRules;
use crate::game::tournament::hex;

/// The SHA-256 of one line.
pub type LineHash = [u8; 32];

/// How a chained line begins: `{"prev":"` and the hash in 64 hex digits, then `",`.
const PREFIX: &[u8] = br#"{"prev":""#;

/// The SHA-256 of a line's bytes (without its newline).
pub fn line_hash(line: &[u8]) -> LineHash {
    Sha256::digest(line).into()
}

/// The short code of a line's hash: the first four bytes as a number modulo 1,000,000,
/// in two groups of three digits ("482 913"), easy to hear and to note on a pairing
/// sheet.
pub fn short_code(hash: &LineHash) -> String {
    let [a, b, c, d, ..] = *hash;
    let number = u32::from_be_bytes([a, b, c, d]) % 1_000_000;
    format!("{:03} {:03}", number / 1000, number % 1000)
}

/// The line `entry` is written as (without its newline), linked to the line before it by
/// `prev` (none for the first line of a file).
pub fn chained<R: GameRules>(
    entry: &Entry<R>,
    prev: Option<&LineHash>,
) -> serde_json::Result<String> {
    let json = serde_json::to_string(entry)?;
    Ok(match (prev, json.strip_prefix('{')) {
        (Some(prev), Some(rest)) => format!(r#"{{"prev":"{}",{rest}"#, hex(prev)),
        _ => json,
    })
}

/// The hash a line names as the one before it: `None` when it names none, or not in the
/// form hektor writes.
pub fn prev_of(line: &[u8]) -> Option<LineHash> {
    let digits = line.strip_prefix(PREFIX)?;
    let (digits, rest) = (digits.get(..64)?, digits.get(64..)?);
    if !rest.starts_with(b"\",") {
        return None;
    }
    let mut hash = [0; 32];
    for (byte, pair) in hash.iter_mut().zip(digits.chunks(2)) {
        let pair = std::str::from_utf8(pair).ok()?;
        // Only lowercase hex, as written: another spelling is another line.
        if pair.bytes().any(|b| b.is_ascii_uppercase()) {
            return None;
        }
        *byte = u8::from_str_radix(pair, 16).ok()?;
    }
    Some(hash)
}

/// A line's bytes without its newline.
pub(super) fn without_newline(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\n").unwrap_or(line)
}

/// Whether a line holds nothing but blanks (spaces, NULs, a byte order mark): no entry,
/// and no link of the chain.
pub fn is_blank_line(line: &[u8]) -> bool {
    trimmed(line).is_empty()
}

/// The hash of the last line of `file` that is not blank, read from its end; `None` when
/// it holds none (or its last line is longer than any entry: a damaged line, which the
/// repair on resume leaves out and chains past).
pub(super) fn last_line(file: &File) -> std::io::Result<Option<LineHash>> {
    let mut file = file;
    let len = file.metadata()?.len();
    let window = (MAX_LINE + 2) as u64;
    let from = len.saturating_sub(window);
    file.seek(SeekFrom::Start(from))?;
    let mut tail = Vec::new();
    file.take(window).read_to_end(&mut tail)?;
    let mut lines: Vec<&[u8]> = tail.split(|b| *b == b'\n').collect();
    // The first piece may begin before the window: only a whole line counts.
    let first_whole = usize::from(from > 0);
    let found = lines
        .drain(first_whole..)
        .rev()
        .find(|line| !is_blank_line(line))
        .map(line_hash);
    Ok(found)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::game::rules::NoGame;

    type Entry = super::Entry<NoGame>;
    type Event = crate::game::journal::Event<NoGame>;

    #[test]
    fn the_code_is_six_digits_in_two_groups_from_the_first_four_bytes() {
        let mut hash = [0; 32];
        hash[..4].copy_from_slice(&1_482_913u32.to_be_bytes());
        assert_eq!(short_code(&hash), "482 913");
        hash[..4].copy_from_slice(&7u32.to_be_bytes());
        assert_eq!(short_code(&hash), "000 007");
    }

    #[test]
    fn a_chained_line_names_the_hash_it_was_given_and_reads_as_the_entry() {
        let entry = Entry {
            unix_ms: 5,
            event: Event::DrawOffer,
        };
        let hash = line_hash(b"the line before");
        let line = chained(&entry, Some(&hash)).unwrap();
        assert_eq!(prev_of(line.as_bytes()), Some(hash));
        assert_eq!(serde_json::from_str::<Entry>(&line).unwrap(), entry);
        let first = chained(&entry, None).unwrap();
        assert_eq!(prev_of(first.as_bytes()), None);
        let upper = line.replacen(&hex(&hash)[..2], &hex(&hash)[..2].to_uppercase(), 1);
        assert!(upper == line || prev_of(upper.as_bytes()).is_none());
    }
}

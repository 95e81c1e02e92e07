//! The bytes of a game file as its reader should see them, and its text as the user
//! should read it (PGN and PDN alike; the PGN movetext stages are
//! `games::chess::pgn_source`).
//!
//! - [`LineEnds`]: a lone carriage return (old Mac files) ends a line as a line feed
//!   does, so games and tags are found; the length stays the same, so byte offsets of
//!   the index still point into the file.
//! - [`decode`], [`tag_text`]: tag values and comments as text: UTF-8, or else Windows-1252 (the
//!   encoding of ChessBase and other old exports), so accented names keep their letters;
//!   [`read_text`], [`text_of`]: a whole file or game so (reconcile's sheets).
//! - [`looks_binary`]: a file that is no text at all (an image, an archive);
//!   [`TextOnly`]: a file's text read up to where binary bytes start (a cut download).

use std::borrow::Cow;
use std::io::{self, Read, Seek, SeekFrom};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use pgn_reader::RawTag;

/// A reader whose lone carriage returns read as line feeds (`\r\n` is left alone).
#[derive(Debug)]
pub struct LineEnds<R> {
    inner: R,
    /// The byte after a carriage return, read to settle it and not handed on yet.
    ahead: Option<u8>,
}

impl<R> LineEnds<R> {
    /// Wraps `inner`.
    pub fn new(inner: R) -> LineEnds<R> {
        LineEnds { inner, ahead: None }
    }
}

impl<R: Read> Read for LineEnds<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let Some(first) = buf.first_mut() else {
            return Ok(0);
        };
        let mut len = 0;
        if let Some(byte) = self.ahead.take() {
            *first = byte;
            len = 1;
        }
        let mut end = false;
        if let Some(rest) = buf.get_mut(len..).filter(|rest| !rest.is_empty()) {
            let got = self.inner.read(rest)?;
            end = got == 0;
            len += got;
        }
        let data = &mut buf[..len];
        let mut from = 0;
        while let Some(i) = memchr::memchr(b'\r', &data[from..]).map(|i| i + from) {
            let next = match data.get(i + 1) {
                Some(&next) => Some(next),
                None if end => None,
                None => {
                    let mut one = [0u8; 1];
                    let next = (self.inner.read(&mut one)? == 1).then_some(one[0]);
                    self.ahead = next;
                    next
                }
            };
            if next != Some(b'\n') {
                data[i] = b'\n';
            }
            from = i + 1;
        }
        Ok(len)
    }
}

impl<R: Seek> Seek for LineEnds<R> {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        let pos = match pos {
            SeekFrom::Current(offset) => {
                SeekFrom::Current(offset - i64::from(self.ahead.is_some()))
            }
            other => other,
        };
        self.ahead = None;
        self.inner.seek(pos)
    }
}

/// The Windows-1252 characters of the bytes 0x80 to 0x9F (the five unassigned bytes
/// stand for the control characters of the same number, as in Latin-1).
const CP1252_HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž', '\u{8f}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}', 'ž', 'Ÿ',
];

/// Text of a tag value or comment: UTF-8 when it is valid UTF-8, else Windows-1252 (a
/// superset of Latin-1), so that every byte stands for a character and none is lost.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(
            bytes
                .iter()
                .map(|&b| match b {
                    0x80..=0x9f => CP1252_HIGH[usize::from(b - 0x80)],
                    _ => char::from(b),
                })
                .collect(),
        ),
    }
}

/// `bytes` as text, as [`decode`] reads them (valid UTF-8 is not copied).
pub fn text_of(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|error| decode(error.as_bytes()).into_owned())
}

/// The text of the game file at `path`, read whole when it has at most `limit` bytes
/// ([`crate::files::text_bytes`]) and decoded as every reader of game files decodes it
/// ([`decode`]: UTF-8, else Windows-1252).
pub fn read_text(path: &std::path::Path, limit: u64) -> io::Result<String> {
    crate::files::text_bytes(path, limit, None).map(text_of)
}

/// A tag value as text: escapes (`\\"`) resolved, then [`decode`]d.
pub fn tag_text(value: &RawTag<'_>) -> String {
    decode(&value.decode()).into_owned()
}

/// Where a file's text ends before the file does: the byte offset where the line of its
/// first NUL byte starts (a cut download's binary tail, an image), once a [`TextOnly`]
/// reader reached it.
/// Clones share the mark, so the reader can be handed on and the mark read afterwards.
#[derive(Debug, Clone, Default)]
pub struct Damage(Arc<AtomicU64>);

impl Damage {
    /// The offset of the first byte that is no text, if the reader came so far.
    pub fn at(&self) -> Option<u64> {
        self.0.load(Ordering::Relaxed).checked_sub(1)
    }

    fn mark(&self, offset: u64) {
        let _ = self.0.compare_exchange(
            0,
            offset.saturating_add(1),
            Ordering::Relaxed,
            Ordering::Relaxed,
        );
    }
}

/// A reader that ends where the text of a game file ends: at the start of the line of
/// its first NUL byte, which no text file has (binary bytes after good games, as a cut
/// download leaves them). The games before it are read as they are; where it ended is
/// kept in its [`Damage`].
#[derive(Debug)]
pub struct TextOnly<R> {
    inner: R,
    /// The offset of the next byte read.
    at: u64,
    damage: Damage,
}

impl<R> TextOnly<R> {
    /// Wraps `inner`, read from its start; where its text ends goes to `damage`.
    pub fn new(inner: R, damage: Damage) -> TextOnly<R> {
        TextOnly {
            inner,
            at: 0,
            damage,
        }
    }
}

impl<R: Read> Read for TextOnly<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.damage.at().is_some_and(|end| self.at >= end) {
            return Ok(0);
        }
        let got = self.inner.read(buf)?;
        let text = match memchr::memchr(0, &buf[..got]) {
            Some(nul) => {
                // The damage starts with the line the NUL is on (`\xff\xfe\x00`).
                let line = memchr::memrchr(b'\n', &buf[..nul]).map_or(0, |end| end + 1);
                self.damage.mark(self.at + line as u64);
                line
            }
            None => got,
        };
        self.at += text as u64;
        Ok(text)
    }
}

impl<R: Seek> Seek for TextOnly<R> {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        let pos = match pos {
            // The inner reader may stand past the damage: go from where this one stands.
            SeekFrom::Current(offset) => {
                SeekFrom::Start(self.at.checked_add_signed(offset).unwrap_or_default())
            }
            other => other,
        };
        self.at = self.inner.seek(pos)?;
        Ok(self.at)
    }
}

/// Where the text of `file` ends, by [`TextOnly`]'s rule (the start of the line of its
/// first NUL byte), read through by positional reads that leave the file's cursor alone:
/// for a reading in parts ([`crate::parts`]), which must know it before it starts.
pub fn text_end(file: &std::fs::File) -> io::Result<Damage> {
    let damage = Damage::default();
    let mut text = TextOnly::new(crate::parts::PartReader::new(file, 0, None), damage.clone());
    let mut buf = vec![0u8; 1 << 20];
    while text.read(&mut buf)? > 0 {}
    Ok(damage)
}

/// The line (from 1) of the file at `path` that byte `offset` lies on.
pub fn line_of(path: &std::path::Path, offset: u64) -> io::Result<u64> {
    let mut file = crate::files::open(path)?.take(offset);
    let mut buf = vec![0u8; 1 << 16];
    let mut lines = 1;
    loop {
        let got = file.read(&mut buf)?;
        if got == 0 {
            return Ok(lines);
        }
        lines += memchr::memchr_iter(b'\n', &buf[..got]).count() as u64;
    }
}

/// How much of a file [`head`] reads ahead.
const HEAD: u64 = 8192;

pub use crate::files::{binary_from_start, looks_binary};

/// `input` to be read from its start, its first bytes (up to 8 KiB) read ahead so that
/// they can be looked at (PDN or PGN?) through the [`io::Chain`]'s first half.
pub fn head<R: Read>(mut input: R) -> io::Result<io::Chain<io::Cursor<Vec<u8>>, R>> {
    let mut head = Vec::new();
    input.by_ref().take(HEAD).read_to_end(&mut head)?;
    Ok(io::Cursor::new(head).chain(input))
}

/// For the tests of the readers built on these sources, this crate's and each game's
/// (the feature `testing` makes it public to a game's tests).
#[cfg(any(test, feature = "testing"))]
#[allow(clippy::unwrap_used)]
pub mod testing {
    use std::io::Read;

    /// Reads everything through `reader`, `chunk` bytes a call.
    pub fn through<W: Read>(mut reader: W, chunk: usize) -> Vec<u8> {
        let mut out = Vec::new();
        let mut buf = vec![0u8; chunk];
        loop {
            let n = reader.read(&mut buf).unwrap();
            if n == 0 {
                return out;
            }
            out.extend_from_slice(&buf[..n]);
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::testing::through;
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn lone_carriage_returns_end_lines() {
        let text = b"[Event \"a\"]\r\r1. e4 *\r\n\r\n[Event \"b\"]\r";
        let want = b"[Event \"a\"]\n\n1. e4 *\r\n\r\n[Event \"b\"]\n";
        for chunk in 1..8 {
            assert_eq!(through(LineEnds::new(&text[..]), chunk), want, "{chunk}");
        }
    }

    #[test]
    fn latin1_names_keep_their_letters() {
        assert_eq!(decode(b"Ju\xe1rez, Jos\xe9"), "Juárez, José");
        assert_eq!(decode("Müller".as_bytes()), "Müller");
        assert_eq!(decode(b"\x80 \x9e"), "€ ž");
    }

    proptest! {
        /// A [`TextOnly`] reader hands on the text up to the line of the first NUL, read
        /// in any chunks, and marks where that line starts.
        #[test]
        fn text_only_ends_at_the_line_of_the_first_nul(
            bytes in proptest::collection::vec(prop_oneof![Just(0u8), Just(b'\n'), any::<u8>()], 0..200),
            chunk in 1usize..40,
        ) {
            let damage = Damage::default();
            let out = through(TextOnly::new(&bytes[..], damage.clone()), chunk);
            match memchr::memchr(0, &bytes) {
                None => {
                    prop_assert_eq!(&out[..], &bytes[..]);
                    prop_assert_eq!(damage.at(), None);
                }
                Some(nul) => {
                    let line = memchr::memrchr(b'\n', &bytes[..nul]).map_or(0, |end| end + 1);
                    // A chunk may have handed on the line's start before the NUL came.
                    prop_assert!(out.len() >= line && out.len() <= nul, "{} {}", out.len(), line);
                    prop_assert_eq!(&out[..], &bytes[..out.len()]);
                    prop_assert_eq!(damage.at(), Some(out.len() as u64));
                }
            }
        }

        #[test]
        fn line_ends_keep_the_length_and_every_other_byte(
            bytes in proptest::collection::vec(prop_oneof![Just(b'\r'), Just(b'\n'), any::<u8>()], 0..200),
            chunk in 1usize..40,
        ) {
            let out = through(LineEnds::new(&bytes[..]), chunk);
            prop_assert_eq!(out.len(), bytes.len());
            for (i, (&a, &b)) in bytes.iter().zip(&out).enumerate() {
                let lone_cr = a == b'\r' && bytes.get(i + 1) != Some(&b'\n');
                prop_assert_eq!(b, if lone_cr { b'\n' } else { a });
            }
        }

    }
}

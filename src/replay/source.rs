//! The bytes of a PGN file as the PGN reader should see them, and its text as the user
//! should read it.
//!
//! - [`LineEnds`]: a lone carriage return (old Mac files) ends a line as a line feed
//!   does, so games and tags are found; the length stays the same, so byte offsets of
//!   the index still point into the file.
//! - [`UciPromotions`]: a promotion written in UCI form (`d7d8q`) is handed to the reader
//!   as `d7d8=q`, which it reads as a move, instead of dropping it unseen.
//! - [`decode`], [`tag_text`]: tag values and comments as text: UTF-8, or else Windows-1252 (the
//!   encoding of ChessBase and other old exports), so accented names keep their letters.
//! - [`sniff`]: a file that is no text at all (an image, an archive).

use std::borrow::Cow;
use std::io::{self, Read, Seek, SeekFrom};

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

/// Where the scanner of [`UciPromotions`] stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scan {
    /// Movetext or tags outside comments and quotes.
    Text,
    /// Inside `{ ... }`.
    Brace,
    /// Inside a `;` comment or a `%` line, up to the end of the line.
    Line,
    /// Inside a quoted tag value.
    Quote,
}

/// How much is read from the inner reader at a time.
const CHUNK: usize = 1 << 16;

/// A reader that writes UCI-form promotions (`d7d8q`, `e7f8n+`) as `d7d8=q`, outside
/// comments and tag values. Byte offsets change, so it is for reading on from a known
/// game start, never for the index.
#[derive(Debug)]
pub struct UciPromotions<R> {
    inner: R,
    /// Bytes read and not yet scanned (a possible promotion cut off by the chunk end).
    raw: Vec<u8>,
    /// Scanned bytes not yet handed on, from `out_at`.
    out: Vec<u8>,
    out_at: usize,
    scan: Scan,
    /// The last byte scanned (a line feed at the start).
    prev: u8,
    end: bool,
}

impl<R> UciPromotions<R> {
    /// Wraps `inner`.
    pub fn new(inner: R) -> UciPromotions<R> {
        UciPromotions {
            inner,
            raw: Vec::with_capacity(CHUNK + 8),
            out: Vec::with_capacity(CHUNK + CHUNK / 4),
            out_at: 0,
            scan: Scan::Text,
            prev: b'\n',
            end: false,
        }
    }
}

/// Whether a byte ends a movetext token, as the PGN reader decides it.
fn token_end(byte: u8) -> bool {
    matches!(
        byte,
        b' ' | b'\t'
            | b'\n'
            | b'\r'
            | b'{'
            | b'}'
            | b'('
            | b')'
            | b'!'
            | b'?'
            | b'$'
            | b';'
            | b'.'
            | b'*'
    )
}

/// Whether `bytes` starts with a UCI promotion: its length, `None` when it does not,
/// `Some(0)` when more bytes are needed to tell.
fn promotion_at(bytes: &[u8], end: bool) -> Option<usize> {
    let class: [fn(u8) -> bool; 5] = [
        |b| (b'a'..=b'h').contains(&b),
        |b| (b'1'..=b'8').contains(&b),
        |b| (b'a'..=b'h').contains(&b),
        |b| (b'1'..=b'8').contains(&b),
        |b| matches!(b, b'q' | b'r' | b'b' | b'n' | b'Q' | b'R' | b'B' | b'N'),
    ];
    for (i, fits) in class.iter().enumerate() {
        match bytes.get(i) {
            Some(&b) if fits(b) => {}
            Some(_) => return None,
            None => return (!end).then_some(0),
        }
    }
    match bytes.get(5) {
        Some(&b) if token_end(b) || b == b'+' || b == b'#' => Some(5),
        Some(_) => None,
        None => Some(if end { 5 } else { 0 }),
    }
}

impl<R: Read> UciPromotions<R> {
    /// Reads a chunk and scans it into `out`; false at the end of the input.
    fn fill(&mut self) -> io::Result<bool> {
        self.out.clear();
        self.out_at = 0;
        while self.out.is_empty() {
            if self.end && self.raw.is_empty() {
                return Ok(false);
            }
            let have = self.raw.len();
            self.raw.resize(have + CHUNK, 0);
            let got = self.inner.read(&mut self.raw[have..])?;
            self.raw.truncate(have + got);
            self.end = got == 0;
            let kept = self.scan_raw();
            self.raw.drain(..self.raw.len() - kept);
        }
        Ok(true)
    }

    /// Scans `raw` into `out`; the number of bytes at the end left for the next chunk.
    fn scan_raw(&mut self) -> usize {
        let raw = &self.raw;
        let mut i = 0;
        let mut copied = 0;
        while i < raw.len() {
            let rest = &raw[i..];
            match self.scan {
                Scan::Brace | Scan::Line | Scan::Quote => {
                    let stop = match self.scan {
                        Scan::Brace => memchr::memchr(b'}', rest),
                        Scan::Line => memchr::memchr(b'\n', rest),
                        _ => memchr::memchr2(b'"', b'\n', rest),
                    };
                    match stop {
                        Some(at) => {
                            i += at + 1;
                            self.prev = raw[i - 1];
                            self.scan = Scan::Text;
                        }
                        None => {
                            i = raw.len();
                            self.prev = raw[i - 1];
                        }
                    }
                    continue;
                }
                Scan::Text => {}
            }
            let byte = rest[0];
            match byte {
                b'{' => self.scan = Scan::Brace,
                b';' => self.scan = Scan::Line,
                b'"' => self.scan = Scan::Quote,
                b'%' if self.prev == b'\n' => self.scan = Scan::Line,
                b'a'..=b'h' if token_end(self.prev) => match promotion_at(rest, self.end) {
                    Some(0) => {
                        self.out.extend_from_slice(&raw[copied..i]);
                        return raw.len() - i;
                    }
                    Some(len) => {
                        self.out.extend_from_slice(&raw[copied..i + 4]);
                        self.out.push(b'=');
                        copied = i + 4;
                        i += len;
                        self.prev = raw[i - 1];
                        continue;
                    }
                    None => {}
                },
                _ => {}
            }
            self.prev = byte;
            i += 1;
        }
        self.out.extend_from_slice(&raw[copied..]);
        0
    }
}

impl<R: Read> Read for UciPromotions<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.out_at == self.out.len() && !self.fill()? {
            return Ok(0);
        }
        let ready = &self.out[self.out_at..];
        let n = ready.len().min(buf.len());
        buf[..n].copy_from_slice(&ready[..n]);
        self.out_at += n;
        Ok(n)
    }
}

/// A PGN source as the reader should see it, read on from a game start: line ends
/// settled and UCI promotions made readable.
pub fn movetext_source<R: Read>(inner: R) -> UciPromotions<LineEnds<R>> {
    UciPromotions::new(LineEnds::new(inner))
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

/// A tag value as text: escapes (`\\"`) resolved, then [`decode`]d.
pub fn tag_text(value: &RawTag<'_>) -> String {
    decode(&value.decode()).into_owned()
}

/// How much of a file [`sniff`] looks at.
const HEAD: u64 = 8192;

/// Whether the start of a file shows it is no text (a NUL byte, as images and archives
/// have and text files never do).
pub fn looks_binary(head: &[u8]) -> bool {
    memchr::memchr(0, head).is_some()
}

/// `input` to be read from its start, or `None` when its first bytes show it is no
/// text at all (see [`looks_binary`]).
pub fn sniff<R: Read>(mut input: R) -> io::Result<Option<io::Chain<io::Cursor<Vec<u8>>, R>>> {
    let mut head = Vec::new();
    input.by_ref().take(HEAD).read_to_end(&mut head)?;
    Ok((!looks_binary(&head)).then(|| io::Cursor::new(head).chain(input)))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Reads everything through `wrap`, `chunk` bytes a call.
    fn through<W: Read>(mut reader: W, chunk: usize) -> Vec<u8> {
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

    #[test]
    fn lone_carriage_returns_end_lines() {
        let text = b"[Event \"a\"]\r\r1. e4 *\r\n\r\n[Event \"b\"]\r";
        let want = b"[Event \"a\"]\n\n1. e4 *\r\n\r\n[Event \"b\"]\n";
        for chunk in 1..8 {
            assert_eq!(through(LineEnds::new(&text[..]), chunk), want, "{chunk}");
        }
    }

    #[test]
    fn uci_promotions_get_an_equals_sign_outside_comments() {
        let text = b"55. d7d8q {d7d8q} h6g6 e7f8N+ ; a1a2q\n[X \"b2b1q\"] a7a8r *";
        let want = b"55. d7d8=q {d7d8q} h6g6 e7f8=N+ ; a1a2q\n[X \"b2b1q\"] a7a8=r *";
        assert_eq!(through(movetext_source(&text[..]), 4096), want);
        assert_eq!(
            through(movetext_source(&b"xd7d8q d7d8qq"[..]), 9),
            b"xd7d8q d7d8qq"
        );
    }

    #[test]
    fn latin1_names_keep_their_letters() {
        assert_eq!(decode(b"Ju\xe1rez, Jos\xe9"), "Juárez, José");
        assert_eq!(decode("Müller".as_bytes()), "Müller");
        assert_eq!(decode(b"\x80 \x9e"), "€ ž");
    }

    proptest! {
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

        #[test]
        fn promotions_only_add_equals_signs(
            bytes in proptest::collection::vec(prop_oneof![Just(b'd'), Just(b'7'), Just(b'8'), Just(b'q'), Just(b' '), Just(b'{'), Just(b'}'), any::<u8>()], 0..300),
            chunk in 1usize..40,
        ) {
            let out = through(movetext_source(&bytes[..]), chunk);
            let without: Vec<u8> = out.iter().copied().filter(|&b| b != b'=').collect();
            let bytes: Vec<u8> = bytes.iter().copied().map(|b| if b == b'\r' { b'\n' } else { b }).filter(|&b| b != b'=').collect();
            prop_assert_eq!(without.len(), bytes.len());
        }
    }
}

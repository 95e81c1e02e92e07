//! Where a game starts: the one rule every PGN reader keeps ([`starts_game`]), applied
//! as a file is read ([`GameStarts`]), and the cheap guess a big file is cut at
//! ([`game_may_start`]).

use std::io::{self, Read, Seek, SeekFrom};

use super::CHUNK;

/// Whether a tag block starts a new game, the one rule every reader of PGN keeps (check,
/// replay's index and games, export): `header` holds the names of the tags read so far
/// for the game whose header is being read, and `first` is the name of the first tag of
/// the next block, after an empty line. A header broken by an empty line (a ChessBase
/// habit) goes on in the next block; a block whose first tag the header already has (a
/// second `[Event`, `[White` ...) is the next game's header, so a file of tag blocks
/// without moves is a file of games without moves. Movetext always ends a header: a tag
/// after it starts the next game (the PGN reader decides that itself).
pub fn starts_game(header: &TagNames, first: &[u8]) -> bool {
    header.has(first)
}

/// The names of the tags of one header, as [`starts_game`] needs them (at most
/// [`TagNames::MOST`] names are kept, so a hostile header costs bounded memory).
#[derive(Debug, Default, Clone)]
pub struct TagNames {
    /// The names one after the other (one buffer, kept from header to header).
    bytes: Vec<u8>,
    /// Where each name ends in `bytes`.
    ends: Vec<usize>,
    /// One bit per [`TagNames::bit`] of the names kept: a name whose bit is not set is
    /// not there, told without comparing it with each name.
    bits: u64,
}

impl TagNames {
    /// The most names kept: real headers have a few dozen tags.
    pub const MOST: usize = 256;
    /// The longest name kept whole (a longer one is kept cut).
    const LONGEST: usize = 64;

    /// Whether the header has a tag called `name`.
    pub fn has(&self, name: &[u8]) -> bool {
        let name = &name[..name.len().min(Self::LONGEST)];
        if self.bits & Self::bit(name) == 0 {
            return false;
        }
        let mut start = 0;
        self.ends.iter().any(|&end| {
            let known = &self.bytes[start..end];
            start = end;
            known == name
        })
    }

    /// Adds the tag called `name`.
    pub fn add(&mut self, name: &[u8]) {
        if self.ends.len() < Self::MOST && !self.has(name) {
            let name = &name[..name.len().min(Self::LONGEST)];
            self.bits |= Self::bit(name);
            self.bytes.extend_from_slice(name);
            self.ends.push(self.bytes.len());
        }
    }

    /// Whether no name is kept (no header is being read).
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Forgets every name (the header ended).
    pub fn clear(&mut self) {
        self.bytes.clear();
        self.ends.clear();
        self.bits = 0;
    }

    /// The bit of `name` in [`TagNames::bits`], from its length and its last two bytes
    /// (which tell the usual tags apart: `Event`, `Site`, `Date`, `Round`, `White` ...).
    fn bit(name: &[u8]) -> u64 {
        let (last, before) = match name {
            [.., before, last] => (*last, *before),
            [last] => (*last, 0),
            [] => (0, 0),
        };
        let mix = (name.len() as u32)
            .wrapping_mul(7)
            .wrapping_add(u32::from(last).wrapping_mul(31))
            .wrapping_add(u32::from(before));
        1 << (mix % 64)
    }
}

/// The most bytes [`GameStarts`] holds back while it waits to decide a game start (the
/// empty lines after a tag line and the next tag's name): past it, the bytes go on
/// unchanged.
const LONGEST_GAP: usize = 1 << 16;

/// Where a line of the scan of [`GameStarts`] stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LineAt {
    /// Nothing but blanks yet.
    Start,
    /// A tag line, outside a quoted value, where a `[` opens a tag.
    TagOpen,
    /// Reading a tag's name.
    TagName,
    /// Inside a tag, past its name (in or out of its quoted value).
    TagBody { quoted: bool, escaped: bool },
    /// Any other line (movetext, a `%` escape line, a comment) to its end.
    Other,
    /// A line of the movetext's lead: only `{ }` comments read since the tags.
    Lead,
}

/// A reader that lets the PGN reader see where every game starts ([`starts_game`]):
/// the PGN reader reads tag blocks split by empty lines as one header, so before a block
/// that starts a new game the line end of the last tag line is handed on as `;` (a
/// comment to the end of the line, which ends the header and is read as nothing). The
/// length stays the same, so the index's byte offsets still point into the file. Blocks
/// not split by an empty line are left as they are.
#[derive(Debug)]
pub struct GameStarts<R> {
    inner: R,
    /// Bytes scanned, `out[..end]` (the rest is room for the next read); `out[at..end]`
    /// not handed on yet, and from `held` on not before the next tag's name decides
    /// whether a game starts there.
    out: Vec<u8>,
    end: usize,
    at: usize,
    /// Where the line end of the last tag line lies in `out`, while only empty lines
    /// followed it.
    held: Option<usize>,
    /// Whether an empty line followed that tag line.
    gap: bool,
    line: LineAt,
    /// The tag name being read.
    name: Vec<u8>,
    /// Whether the name being read is the first of its line.
    first_on_line: bool,
    header: TagNames,
    /// While the movetext holds only comments since the tags (its lead): whether the scan
    /// stands inside one of them.
    lead: Option<bool>,
    /// Where the line end after the lead lies in `out`, while only empty lines followed
    /// it: if movetext follows, the empty lines are no end of the game.
    lead_gap: Option<usize>,
    eof: bool,
}

impl<R> GameStarts<R> {
    /// Wraps `inner`, read from a line's start.
    pub fn new(inner: R) -> GameStarts<R> {
        GameStarts {
            inner,
            out: Vec::new(),
            end: 0,
            at: 0,
            held: None,
            gap: false,
            line: LineAt::Start,
            name: Vec::new(),
            first_on_line: false,
            header: TagNames::default(),
            lead: None,
            lead_gap: None,
            eof: false,
        }
    }

    /// How many bytes it may hand on now.
    fn ready(&self) -> usize {
        let held = self.held.unwrap_or(self.end);
        self.lead_gap.map_or(held, |gap| gap.min(held))
    }

    /// Scans the bytes of `out` from `from` on.
    fn scan_from(&mut self, from: usize) {
        let mut i = from;
        while i < self.end {
            // Most of a file is movetext and tag values: on to the bytes that matter.
            let skip = match self.line {
                LineAt::Other => memchr::memchr2(b'\n', b'[', &self.out[i..self.end]),
                LineAt::TagBody {
                    quoted: true,
                    escaped: false,
                } => memchr::memchr3(b'"', b'\\', b'\n', &self.out[i..self.end]),
                _ => Some(0),
            };
            match skip {
                Some(skip) => i += skip,
                None => break,
            }
            let (at, byte) = (i, self.out[i]);
            if self.line == LineAt::Other && byte == b'[' {
                if self.tag_after_result(at) {
                    // The next game's tags, read from a line of their own.
                    self.line = LineAt::Start;
                } else {
                    i += 1;
                }
                continue;
            }
            if self.line == LineAt::Start
                && byte == b'['
                && let Some((name, line_end)) = plain_tag_line(&self.out[at..self.end])
            {
                // Most tag lines, read at once as the steps below would read them.
                self.lead_ends();
                self.first_on_line = true;
                self.name.clear();
                let name = &self.out[at + 1..at + 1 + name.min(TagNames::LONGEST)];
                self.name.extend_from_slice(name);
                self.tag_named();
                self.tag_line_end(at + line_end);
                i = at + line_end + 1;
                continue;
            }
            i += 1;
            self.line = match (self.line, byte) {
                (_, b'\n') => {
                    self.line_end(at);
                    LineAt::Start
                }
                // Blanks, and a byte order mark before the first tag.
                (LineAt::Start, b' ' | b'\t' | b'\r' | 0xEF | 0xBB | 0xBF) => LineAt::Start,
                (LineAt::Start, b'[') => {
                    self.lead_ends();
                    self.first_on_line = true;
                    self.name.clear();
                    LineAt::TagName
                }
                (LineAt::Start, b'%') => {
                    self.lead_ends();
                    LineAt::Other
                }
                (LineAt::Start, _) => {
                    // Movetext (or a comment) ends the header.
                    if byte == b'{' && !self.header.is_empty() {
                        self.lead = Some(false);
                    }
                    self.header.clear();
                    self.held = None;
                    self.lead_goes_on(at);
                    self.lead_step(byte)
                }
                (LineAt::Lead, _) => self.lead_step(byte),
                (LineAt::TagOpen, b'[') => {
                    self.name.clear();
                    LineAt::TagName
                }
                (LineAt::TagOpen, b' ' | b'\t' | b'\r') => LineAt::TagOpen,
                (LineAt::TagOpen, _) => {
                    // Movetext after the tags on their line, as the PGN reader reads it.
                    self.header.clear();
                    self.held = None;
                    LineAt::Other
                }
                (LineAt::TagName, b' ' | b'\t' | b'"' | b']' | b'\r') => {
                    self.tag_named();
                    match byte {
                        b'"' => LineAt::TagBody {
                            quoted: true,
                            escaped: false,
                        },
                        b']' => LineAt::TagOpen,
                        _ => LineAt::TagBody {
                            quoted: false,
                            escaped: false,
                        },
                    }
                }
                (LineAt::TagName, _) => {
                    if self.name.len() < TagNames::LONGEST {
                        self.name.push(byte);
                    }
                    LineAt::TagName
                }
                (
                    LineAt::TagBody {
                        quoted: true,
                        escaped: false,
                    },
                    b'\\',
                ) => LineAt::TagBody {
                    quoted: true,
                    escaped: true,
                },
                (
                    LineAt::TagBody {
                        quoted,
                        escaped: false,
                    },
                    b'"',
                ) => LineAt::TagBody {
                    quoted: !quoted,
                    escaped: false,
                },
                (LineAt::TagBody { quoted: false, .. }, b']') => LineAt::TagOpen,
                (LineAt::TagBody { quoted, .. }, _) => LineAt::TagBody {
                    quoted,
                    escaped: false,
                },
                (LineAt::Other, _) => LineAt::Other,
            };
        }
        if self
            .held
            .is_some_and(|held| self.end.saturating_sub(held) > LONGEST_GAP)
        {
            self.held = None;
        }
        if self
            .lead_gap
            .is_some_and(|gap| self.end.saturating_sub(gap) > LONGEST_GAP)
        {
            self.lead_gap = None;
        }
    }

    /// Whether the `[` at `at`, on a movetext line, opens a tag right after a termination
    /// marker (`... 2. Nf3 *[Event "b"]`), which ends its game (PGN 8.2.6): if so, the
    /// blank before it, else the marker's last byte, becomes a line end, so every reader
    /// reads the tags as the next game's (a marker so cut reads as no result).
    fn tag_after_result(&mut self, at: usize) -> bool {
        if tag_opening(&self.out[at..self.end]).is_none() {
            return false;
        }
        let before = &self.out[..at];
        let body = before
            .iter()
            .rposition(|b| !matches!(b, b' ' | b'\t'))
            .map_or(0, |last| last + 1);
        let Some(marker) = [&b"1/2-1/2"[..], b"1-0", b"0-1", b"*"]
            .into_iter()
            .find(|marker| before[..body].ends_with(marker))
        else {
            return false;
        };
        let token = body - marker.len();
        if token > 0 && !matches!(before[token - 1], b' ' | b'\t' | b')' | b'}') {
            return false;
        }
        self.out[at - 1] = b'\n';
        true
    }

    /// Where the scan of a movetext line goes after `byte`: on through the lead while it
    /// holds only comments, else to the line's end.
    fn lead_step(&mut self, byte: u8) -> LineAt {
        self.lead = match (self.lead, byte) {
            (Some(false), b'{') => Some(true),
            (Some(true), b'}') => Some(false),
            (Some(false), b' ' | b'\t' | b'\r') | (Some(true), _) => self.lead,
            _ => None,
        };
        match self.lead {
            Some(_) => LineAt::Lead,
            None => LineAt::Other,
        }
    }

    /// A movetext line starts at `at` after the lead and the empty lines held after it
    /// (a game has one termination marker, PGN 8.2.6): the line ends before it but the
    /// last become blanks, so the PGN reader reads on in the same game.
    fn lead_goes_on(&mut self, at: usize) {
        if let Some(gap) = self.lead_gap.take()
            && let Some(last) = memchr::memrchr(b'\n', &self.out[gap..at])
        {
            for byte in &mut self.out[gap..gap + last] {
                if matches!(*byte, b'\n' | b'\r') {
                    *byte = b' ';
                }
            }
        }
    }

    /// A tag line starts: the lead, if any, ended with its game (a game of comments).
    fn lead_ends(&mut self) {
        self.lead = None;
        self.lead_gap = None;
    }

    /// A tag's name is read: the first of a block after an empty line decides whether a
    /// game starts there.
    fn tag_named(&mut self) {
        if self.first_on_line
            && let Some(held) = self.held.take()
            && self.gap
            && starts_game(&self.header, &self.name)
        {
            self.out[held] = b';';
            self.header.clear();
        }
        self.first_on_line = false;
        self.header.add(&self.name);
    }

    /// The line ending at `i` (its `\n`) ended.
    fn line_end(&mut self, i: usize) {
        match self.line {
            LineAt::Start => self.gap = true,
            LineAt::Other => {}
            LineAt::Lead => {
                if self.lead == Some(false) {
                    self.lead_gap.get_or_insert(i);
                }
            }
            LineAt::TagName => {
                self.tag_named();
                self.tag_line_end(i);
            }
            LineAt::TagOpen | LineAt::TagBody { .. } => self.tag_line_end(i),
        }
    }

    /// A tag line ended at `i`: its line end is held until the next line shows whether
    /// a game starts after it.
    fn tag_line_end(&mut self, i: usize) {
        let crlf = i > 0 && self.out[i - 1] == b'\r';
        self.held = Some(if crlf { i - 1 } else { i });
        self.gap = false;
    }
}

impl<R: Read> Read for GameStarts<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.at == self.ready() {
            if self.eof {
                self.held = None;
                if self.at == self.end {
                    return Ok(0);
                }
                break;
            }
            self.out.copy_within(self.at..self.end, 0);
            self.end -= self.at;
            self.held = self.held.map(|held| held - self.at);
            self.at = 0;
            let from = self.end;
            if self.out.len() < from + CHUNK {
                // Room grows only while a decision waits (bounded by LONGEST_GAP).
                self.out.resize(from + CHUNK, 0);
            }
            let got = self.inner.read(&mut self.out[from..from + CHUNK])?;
            self.end += got;
            self.eof = got == 0;
            self.scan_from(from);
        }
        let ready = &self.out[self.at..self.ready()];
        let n = ready.len().min(buf.len());
        buf[..n].copy_from_slice(&ready[..n]);
        self.at += n;
        Ok(n)
    }
}

impl<R: Seek> Seek for GameStarts<R> {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        let unread = (self.end - self.at) as i64;
        let pos = match pos {
            SeekFrom::Current(offset) => SeekFrom::Current(offset - unread),
            other => other,
        };
        let at = self.inner.seek(pos)?;
        self.end = 0;
        self.at = 0;
        self.held = None;
        self.gap = false;
        self.line = LineAt::Start;
        self.header.clear();
        self.lead_ends();
        self.eof = false;
        Ok(at)
    }

    /// Where the next byte handed on lies in the inner reader; the scan goes on.
    fn stream_position(&mut self) -> io::Result<u64> {
        let unread = (self.end - self.at) as u64;
        Ok(self.inner.stream_position()?.saturating_sub(unread))
    }
}

/// A tag line in its usual form, `[Name "value"]` and its line end, with no `\\` in its
/// value and nothing after it, which [`GameStarts`] reads at once: the length of the
/// name, and where the line's `\n` is. `None` for any other line, which it reads byte
/// by byte.
fn plain_tag_line(line: &[u8]) -> Option<(usize, usize)> {
    let (name, value) = tag_opening(line)?;
    let close = value + 1 + memchr::memchr3(b'"', b'\\', b'\n', &line[value + 1..])?;
    let line_end = match &line[close..line.len().min(close + 4)] {
        [b'"', b']', b'\n', ..] => close + 2,
        [b'"', b']', b'\r', b'\n', ..] => close + 3,
        _ => return None,
    };
    Some((name, line_end))
}

/// Where in `stretch` a line starts that a game may start with, as a guess that costs
/// next to nothing (`hektor check` reads a big file in parts cut there, and the reading of
/// the part before says whether the guess was right): a tag line (`[Event "`) after a
/// blank line whose line before is no tag. The index of its `[`, never 0.
pub fn game_may_start(stretch: &[u8]) -> Option<usize> {
    memchr::memmem::find_iter(stretch, b"\n[")
        .map(|i| i + 1)
        .find(|&at| tag_line(&stretch[at..]) && after_movetext(&stretch[..at - 1]))
}

/// Whether `line` starts as a tag with its value (`[Event "`, `[White"`).
fn tag_line(line: &[u8]) -> bool {
    tag_opening(line).is_some()
}

/// How a line that starts as a tag with its value (`[Event "`, `[White"`) opens: the
/// length of the tag's name and where the quote before its value stands.
fn tag_opening(line: &[u8]) -> Option<(usize, usize)> {
    let name = line
        .iter()
        .skip(1)
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    let value = 1 + name + usize::from(line.get(1 + name) == Some(&b' '));
    (name > 0 && line.get(value) == Some(&b'"')).then_some((name, value))
}

/// Whether `before`, the text before a line's end, ends with a blank line after a line
/// that is no tag (so a line after it starts the tags of a game, not more tags of one).
fn after_movetext(before: &[u8]) -> bool {
    let Some(blank) = before
        .strip_suffix(b"\n")
        .or_else(|| before.strip_suffix(b"\n\r"))
    else {
        return false;
    };
    let Some(end) = blank.iter().rposition(|b| !b.is_ascii_whitespace()) else {
        return false;
    };
    memchr::memrchr(b'\n', &blank[..end]).is_some_and(|start| blank[start + 1] != b'[')
}

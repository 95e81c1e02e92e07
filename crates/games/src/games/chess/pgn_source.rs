//! The movetext of a PGN file as the PGN reader should see it, read on from a game
//! start (the stage before it, for every game file, is [`crate::replay::source`]).
//! [`MovetextWords`] looks at every movetext word once, outside `{ }` and `;` comments,
//! tag lines and `%` lines:
//!
//! - a promotion written in UCI form (`d7d8q`) is handed to the reader as `d7d8=q`,
//!   which it reads as a move, instead of dropping it unseen;
//! - a forfeit written as scalachess writes it (`+--`, `--+`) is handed on as the
//!   result it stands for (`1-0`, `0-1`);
//! - any other word the reader would drop unseen (a move in Cyrillic letters, `Nf3abc`,
//!   a draughts move `22-18`) is handed on as a marked comment ([`unread_token`]), which
//!   every reader reports as a move it cannot read.

use std::io::{self, Read, Seek, SeekFrom};

use crate::replay::source::LineEnds;

/// How much is read from the inner reader at a time.
const CHUNK: usize = 1 << 15;

/// How a word of movetext that the PGN reader cannot read starts the comment that
/// carries it (a control character no PGN file has in a comment).
const UNREAD: &[u8] = b"\x01unread ";

/// The byte order mark some editors put first (the PGN reader skips it).
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The longest stretch kept back waiting for a line end: a longer line is handed on up
/// to its last word break, so memory stays bounded on files without line breaks.
const LONGEST_LINE: usize = 1 << 20;

/// A PGN source as the reader should see it, read on from a game start: line ends
/// settled, UCI promotions made readable and words it would drop marked.
pub fn movetext_source<R: Read>(inner: R) -> MovetextSource<R> {
    MovetextWords::new(game_source(inner))
}

/// What [`movetext_source`] makes of a reader.
pub type MovetextSource<R> = MovetextWords<GameStarts<LineEnds<R>>>;

/// A PGN source with its line ends settled and every game start made visible to the PGN
/// reader ([`GameStarts`]), byte offsets unchanged: what the index and the readers of
/// games from an offset read.
pub fn game_source<R: Read>(inner: R) -> GameStarts<LineEnds<R>> {
    GameStarts::new(LineEnds::new(inner))
}

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
            eof: false,
        }
    }

    /// How many bytes it may hand on now.
    fn ready(&self) -> usize {
        self.held.unwrap_or(self.end)
    }

    /// Scans the bytes of `out` from `from` on.
    fn scan_from(&mut self, from: usize) {
        let mut i = from;
        while i < self.end {
            // Most of a file is movetext and tag values: on to the bytes that matter.
            let skip = match self.line {
                LineAt::Other => memchr::memchr(b'\n', &self.out[i..self.end]),
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
            if self.line == LineAt::Start
                && byte == b'['
                && let Some((name, line_end)) = plain_tag_line(&self.out[at..self.end])
            {
                // Most tag lines, read at once as the steps below would read them.
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
                    self.first_on_line = true;
                    self.name.clear();
                    LineAt::TagName
                }
                (LineAt::Start, b'%') => LineAt::Other,
                (LineAt::Start, _) => {
                    // Movetext (or a comment) ends the header.
                    self.header.clear();
                    self.held = None;
                    LineAt::Other
                }
                (LineAt::TagOpen, b'[') => {
                    self.name.clear();
                    LineAt::TagName
                }
                (LineAt::TagOpen, _) => LineAt::TagOpen,
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
        if self.held.is_some_and(|held| self.end - held > LONGEST_GAP) {
            self.held = None;
        }
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

/// The word a comment carries when [`MovetextWords`] made it, as written in the file.
pub fn unread_token(comment: &[u8]) -> Option<&[u8]> {
    comment.strip_prefix(UNREAD)
}

/// A reader that writes UCI-form promotions (`d7d8q`, `e7f8N+`) as `d7d8=q` and hands
/// on every other movetext word the PGN reader would skip without a trace (it reads a
/// word that is not a move, a move number, a result or an annotation as nothing) as the
/// comment `{\x01unread WORD}`. Byte offsets change, so it is for reading on from a
/// game start, never for the index.
#[derive(Debug)]
pub struct MovetextWords<R> {
    inner: R,
    /// Bytes read; `buf[start..end]` is not scanned yet (a line not yet ended).
    buf: Vec<u8>,
    start: usize,
    end: usize,
    /// Scanned bytes not yet handed on, from `out_at`.
    out: Vec<u8>,
    out_at: usize,
    /// Whether the scan stands inside a `{ }` comment.
    in_brace: bool,
    eof: bool,
}

impl<R> MovetextWords<R> {
    /// Wraps `inner`.
    pub fn new(inner: R) -> MovetextWords<R> {
        MovetextWords {
            inner,
            buf: vec![0; 2 * CHUNK],
            start: 0,
            end: 0,
            out: Vec::with_capacity(CHUNK + CHUNK / 4),
            out_at: 0,
            in_brace: false,
            eof: false,
        }
    }
}

impl<R> MovetextWords<R> {
    /// Whether the text read so far ends inside a `{ }` comment.
    pub fn in_comment(&self) -> bool {
        self.in_brace
    }
}

impl<R: Read> MovetextWords<R> {
    /// Reads until whole lines can be scanned into `out`; false at the end of the input.
    fn fill(&mut self) -> io::Result<bool> {
        self.out.clear();
        self.out_at = 0;
        while self.out.is_empty() {
            if self.eof && self.start == self.end {
                return Ok(false);
            }
            if !self.eof {
                if self.buf.len() - self.end < CHUNK {
                    self.buf.copy_within(self.start..self.end, 0);
                    self.end -= self.start;
                    self.start = 0;
                }
                if self.buf.len() - self.end < CHUNK {
                    self.buf.resize(self.end + CHUNK, 0);
                }
                let got = self.inner.read(&mut self.buf[self.end..])?;
                self.end += got;
                self.eof = got == 0;
            }
            let pending = &self.buf[self.start..self.end];
            let ready = if self.eof {
                pending.len()
            } else if let Some(line_end) = memchr::memrchr(b'\n', pending) {
                line_end + 1
            } else if pending.len() > LONGEST_LINE {
                pending
                    .iter()
                    .rposition(|&b| token_end(b))
                    .map_or(pending.len(), |at| at + 1)
            } else {
                continue;
            };
            scan(&pending[..ready], &mut self.out, &mut self.in_brace);
            self.start += ready;
        }
        Ok(true)
    }
}

impl<R: Read> Read for MovetextWords<R> {
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

/// Scans whole lines into `out`: promotions in UCI form get their `=`, the words the PGN
/// reader would drop are marked; `in_brace` carries a `{ }` comment from line to line.
/// One step of [`WORDS`] a byte reads the words that need no look (move numbers and the
/// common forms of SAN); the rest stops the steps at the byte that ends them.
fn scan(text: &[u8], out: &mut Vec<u8>, in_brace: &mut bool) {
    let mut copied = 0;
    let mut at = 0;
    // Where the word being read may start at the earliest (after a comment or a mark).
    let mut floor = 0;
    let mut state = GAP_LINE;
    if *in_brace {
        match memchr::memchr(b'}', text) {
            Some(close) => {
                at = close + 1;
                floor = at;
                *in_brace = false;
                state = GAP;
            }
            None => return out.extend_from_slice(text),
        }
    }
    while at < text.len() {
        // The steps, to the next event (most bytes of a file).
        let mut next = state;
        let steps = text[at..]
            .iter()
            .take_while(|&&byte| {
                next = WORDS[usize::from(state) & ROWS_MASK][usize::from(byte)];
                if next < EVENTS {
                    state = next;
                }
                next < EVENTS
            })
            .count();
        at += steps;
        if at == text.len() {
            break;
        }
        match next {
            WORD_TO_LOOK_AT => {
                let start = word_start(text, floor, at);
                look_at_word(text, start, at, out, &mut copied);
                // The byte that ended the word is read again, between words.
                state = GAP;
                continue;
            }
            BRACE => match memchr::memchr(b'}', &text[at + 1..]) {
                Some(close) => {
                    at += close + 2;
                    state = GAP;
                }
                None => {
                    *in_brace = true;
                    at = text.len();
                    state = GAP;
                }
            },
            // A tag, a `;` comment or an escape line: on to the line's end.
            REST_OF_LINE => match memchr::memchr(b'\n', &text[at..]) {
                Some(end) => {
                    at += end + 1;
                    state = GAP_LINE;
                }
                None => {
                    at = text.len();
                    state = GAP;
                }
            },
            _ => {
                // A byte order mark, or a word that starts with its first byte.
                if text[at..].starts_with(BOM) {
                    at += BOM.len();
                    floor = at;
                    state = GAP;
                } else {
                    at += 1;
                    state = NO_WORD;
                }
            }
        }
    }
    if usize::from(state) < STATES && !PLAIN_ENDS[usize::from(state)] {
        let start = word_start(text, floor, text.len());
        look_at_word(text, start, text.len(), out, &mut copied);
    }
    out.extend_from_slice(&text[copied..]);
}

/// Where the word that ends at `end` starts: after the last byte that ends a token, at
/// `floor` at the earliest.
fn word_start(text: &[u8], floor: usize, end: usize) -> usize {
    text[floor..end]
        .iter()
        .rposition(|&b| token_end(b))
        .map_or(floor, |at| floor + at + 1)
}

/// Looks at the word `text[start..end]`, which is no plain move or number: a forfeit
/// is written as its result, a UCI promotion gets its `=`, and a word the PGN reader
/// would drop is marked ([`UNREAD`]); `text[*copied..start]` goes to `out` first.
fn look_at_word(text: &[u8], start: usize, end: usize, out: &mut Vec<u8>, copied: &mut usize) {
    let written = &text[start..end];
    if let Some(result) = forfeit(written) {
        out.extend_from_slice(&text[*copied..start]);
        out.extend_from_slice(result);
        *copied = end;
        return;
    }
    let promoted = promotion(written);
    let word = promoted.as_deref().unwrap_or(written);
    if !pgn_reads(word, &text[..start], &text[end..]) {
        out.extend_from_slice(&text[*copied..start]);
        out.push(b'{');
        out.extend_from_slice(UNREAD);
        out.extend_from_slice(word);
        out.push(b'}');
        *copied = end;
    } else if promoted.is_some() {
        out.extend_from_slice(&text[*copied..start]);
        out.extend_from_slice(word);
        *copied = end;
    }
}

/// The result a forfeit written as scalachess writes it stands for: `+--` (White wins
/// by forfeit) is `1-0`, `--+` is `0-1`.
pub fn forfeit(word: &[u8]) -> Option<&'static [u8]> {
    match word {
        b"+--" => Some(b"1-0"),
        b"--+" => Some(b"0-1"),
        _ => None,
    }
}

/// `word` with `=` before its piece letter when it is a promotion in UCI form (`d7d8q`,
/// then nothing or a check or mate sign and whatever follows it).
fn promotion(word: &[u8]) -> Option<Vec<u8>> {
    let file = |b: u8| (b'a'..=b'h').contains(&b);
    let rank = |b: u8| (b'1'..=b'8').contains(&b);
    let (&[f1, r1, f2, r2, piece], after) = (word.first_chunk::<5>()?, &word[5..]);
    let promotes = file(f1)
        && rank(r1)
        && file(f2)
        && matches!(r2, b'1' | b'8')
        && matches!(piece, b'q' | b'r' | b'b' | b'n' | b'Q' | b'R' | b'B' | b'N')
        && matches!(after.first(), None | Some(b'+' | b'#'));
    promotes.then(|| [&word[..4], b"=", &word[4..]].concat())
}

/// Whether a byte ends a movetext token, as the PGN reader decides it.
fn token_end(byte: u8) -> bool {
    BYTES[usize::from(byte)] & TOKEN_END != 0
}

/// [`BYTES`]: the byte ends a movetext token.
const TOKEN_END: u8 = 1 << 3;
/// [`BYTES`]: the byte stands between movetext words and needs no look (the token ends
/// but the comment openers `{` and `;`).
const SEPARATOR: u8 = 1 << 4;
/// [`BYTES`]: the low bits, the byte's class in the common forms of SAN ([`PLAIN`]).
const CLASS: u8 = 0b111;
/// The classes: a file letter, a rank digit, a piece letter but the king's, `x`, `=`,
/// `+` or `#`, the digits 0 and 9 (in move numbers); 0 for any other byte.
const FILE: u8 = 1;
const RANK: u8 = 2;
const PIECE: u8 = 3;
const TAKES: u8 = 4;
const PROMOTES: u8 = 5;
const CHECK: u8 = 6;
const DIGIT: u8 = 7;

/// What the scan asks of every byte, by table: its [`CLASS`] and whether it is a
/// [`TOKEN_END`] or a [`SEPARATOR`].
const BYTES: [u8; 256] = {
    let mut table = [0u8; 256];
    let ends = b" \t\n\r{}()!?$;.*";
    let mut i = 0;
    while i < ends.len() {
        table[ends[i] as usize] = TOKEN_END | SEPARATOR;
        i += 1;
    }
    table[b'{' as usize] = TOKEN_END;
    table[b';' as usize] = TOKEN_END;
    let mut b = b'a';
    while b <= b'h' {
        table[b as usize] = FILE;
        b += 1;
    }
    let mut b = b'1';
    while b <= b'8' {
        table[b as usize] = RANK;
        b += 1;
    }
    let pieces = b"QRBN";
    let mut i = 0;
    while i < pieces.len() {
        table[pieces[i] as usize] = PIECE;
        i += 1;
    }
    table[b'x' as usize] = TAKES;
    table[b'=' as usize] = PROMOTES;
    table[b'+' as usize] = CHECK;
    table[b'#' as usize] = CHECK;
    table[b'0' as usize] = DIGIT;
    table[b'9' as usize] = DIGIT;
    table
};

/// The states of [`PLAIN`] (`_` for a state that takes no word).
const START: u8 = 0;
const NUMBER: u8 = 1;
const PAWN_FILE: u8 = 2;
const PAWN_TO: u8 = 3;
const PAWN_TAKES: u8 = 4;
const PAWN_TAKES_FILE: u8 = 5;
const PAWN_PROMOTES: u8 = 6;
const PAWN_PROMOTED: u8 = 7;
const PIECE_: u8 = 8;
const PIECE_FILE: u8 = 9;
const PIECE_RANK_: u8 = 10;
const PIECE_TAKES_: u8 = 11;
const PIECE_SQUARE: u8 = 12;
const PIECE_FILES_: u8 = 13;
const PIECE_TO_FILE_: u8 = 14;
const PIECE_TO: u8 = 15;
const CHECKED: u8 = 16;
const NO_WORD: u8 = 17;
/// How many states [`PLAIN`] has.
const STATES: usize = 18;

/// A word of movetext read byte class by byte class ([`CLASS`]): a state machine that
/// ends in a state of [`PLAIN_ENDS`] for a move number or a move in the common forms of
/// SAN ([`plain_san`]) but the king's. Those are the words the PGN reader always reads,
/// most words of a file, told without the full parser.
const PLAIN: [[u8; 8]; STATES] = {
    let mut table = [[NO_WORD; 8]; STATES];
    let moves: [(u8, u8, u8); 29] = [
        (START, RANK, NUMBER),
        (START, DIGIT, NUMBER),
        (NUMBER, RANK, NUMBER),
        (NUMBER, DIGIT, NUMBER),
        // e4, exd5, e8=Q, each with a check sign.
        (START, FILE, PAWN_FILE),
        (PAWN_FILE, RANK, PAWN_TO),
        (PAWN_FILE, TAKES, PAWN_TAKES),
        (PAWN_TAKES, FILE, PAWN_TAKES_FILE),
        (PAWN_TAKES_FILE, RANK, PAWN_TO),
        (PAWN_TO, PROMOTES, PAWN_PROMOTES),
        (PAWN_PROMOTES, PIECE, PAWN_PROMOTED),
        (PAWN_TO, CHECK, CHECKED),
        (PAWN_PROMOTED, CHECK, CHECKED),
        // Nf3, Nbd7, N1d2, Nb1d2, each with `x` before the square and a check sign.
        (START, PIECE, PIECE_),
        (PIECE_, FILE, PIECE_FILE),
        (PIECE_, RANK, PIECE_RANK_),
        (PIECE_, TAKES, PIECE_TAKES_),
        (PIECE_FILE, RANK, PIECE_SQUARE),
        (PIECE_FILE, FILE, PIECE_FILES_),
        (PIECE_FILE, TAKES, PIECE_TAKES_),
        (PIECE_RANK_, FILE, PIECE_TO_FILE_),
        (PIECE_RANK_, TAKES, PIECE_TAKES_),
        (PIECE_TAKES_, FILE, PIECE_TO_FILE_),
        (PIECE_FILES_, RANK, PIECE_TO),
        (PIECE_TO_FILE_, RANK, PIECE_TO),
        (PIECE_SQUARE, FILE, PIECE_TO_FILE_),
        (PIECE_SQUARE, TAKES, PIECE_TAKES_),
        (PIECE_SQUARE, CHECK, CHECKED),
        (PIECE_TO, CHECK, CHECKED),
    ];
    let mut i = 0;
    while i < moves.len() {
        let (from, class, to) = moves[i];
        table[from as usize][class as usize] = to;
        i += 1;
    }
    table
};

/// The states of [`PLAIN`] a word it takes ends in.
const PLAIN_ENDS: [bool; STATES] = {
    let mut ends = [false; STATES];
    ends[NUMBER as usize] = true;
    ends[PAWN_TO as usize] = true;
    ends[PAWN_PROMOTED as usize] = true;
    ends[PIECE_SQUARE as usize] = true;
    ends[PIECE_TO as usize] = true;
    ends[CHECKED as usize] = true;
    ends
};

/// [`WORDS`]' state between words, within a line.
const GAP: u8 = STATES as u8;
/// [`WORDS`]' state between words, at a line's start (where `%` starts an escape line).
const GAP_LINE: u8 = GAP + 1;
/// The first of [`WORDS`]' events, which stop its steps: a word that needs a look (no
/// plain move or number) ended at this byte ...
const EVENTS: u8 = GAP_LINE + 1;
const WORD_TO_LOOK_AT: u8 = EVENTS;
/// ... a `{ }` comment starts ...
const BRACE: u8 = EVENTS + 1;
/// ... a tag, a `;` comment or an escape line runs to the line's end ...
const REST_OF_LINE: u8 = EVENTS + 2;
/// ... a byte order mark starts here, or a word with this byte.
const BOM_OR_WORD: u8 = EVENTS + 3;

/// One less than the number of rows of [`WORDS`], a power of two above its states, so
/// that a state masked with it is a row without a bounds check.
const ROWS_MASK: usize = 31;

/// The steps [`scan`] takes, one a byte: from a state of [`PLAIN`] (within a word) or
/// between words ([`GAP`], [`GAP_LINE`]), to the next state, or to an event. A word
/// ends at a byte that ends a token: if [`PLAIN`] takes it, the byte is read as between
/// words, else the word needs a look.
static WORDS: [[u8; 256]; ROWS_MASK + 1] = {
    let mut table = [[0u8; 256]; ROWS_MASK + 1];
    let mut byte = 0;
    while byte < 256 {
        let bits = BYTES[byte];
        let class = (bits & CLASS) as usize;
        let mut gap = GAP_LINE;
        while gap >= GAP {
            table[gap as usize][byte] = if byte == b'\n' as usize {
                GAP_LINE
            } else if bits & SEPARATOR != 0 {
                GAP
            } else if byte == b'{' as usize {
                BRACE
            } else if byte == b'[' as usize
                || byte == b';' as usize
                || (byte == b'%' as usize && gap == GAP_LINE)
            {
                REST_OF_LINE
            } else if byte == 0xEF {
                BOM_OR_WORD
            } else {
                PLAIN[START as usize][class]
            };
            gap -= 1;
        }
        let mut state = 0;
        while state < STATES {
            table[state][byte] = if bits & TOKEN_END == 0 {
                PLAIN[state][class]
            } else if PLAIN_ENDS[state] {
                table[GAP as usize][byte]
            } else {
                WORD_TO_LOOK_AT
            };
            state += 1;
        }
        byte += 1;
    }
    table
};

/// The signs of annotation (evaluations, and the symbols of the Informant and of
/// ChessBase) a PGN file may write as words: the PGN reader passes over them, and so they
/// are no moves it drops. `½-½` is the draw it reads.
const SIGNS: &[&str] = &[
    "+-", "-+", "+=", "=+", "+/-", "-/+", "+/=", "=/+", "±", "∓", "⩲", "⩱", "+−", "−+", "∞", "=∞",
    "=/∞", "∞=", "□", "→", "↑", "⇆", "⇑", "⇔", "⊥", "△", "⌓", "⨀", "○", "⟳", "~", "<=", ">=",
    "½-½",
];

/// Whether the PGN reader makes something of `word` (between `before` and `after`): a move, a move
/// number, a result, a sign of annotation ([`SIGNS`]), `e.p.`, or the novelty mark `N`.
/// Other words (with a letter or not) that it cannot read as a move are what it would
/// drop.
fn pgn_reads(word: &[u8], before: &[u8], after: &[u8]) -> bool {
    if plain_san(word) {
        return true;
    }
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    let rest = &word[digits..];
    if rest.is_empty() {
        return true;
    }
    if digits > 0 && !rest[0].is_ascii_alphabetic() {
        // A result (`1-0`, `1/2-1/2`, `1:0`) or castling with zeros; two numbers joined
        // by a dash that no result has (`22-18`) is a draughts move, not a chess one.
        let numbers: Vec<&[u8]> = word.split(|&b| b == b'-').collect();
        let draughts_like = numbers.len() == 2
            && numbers
                .iter()
                .all(|n| !n.is_empty() && n.iter().all(u8::is_ascii_digit))
            && numbers.iter().any(|n| n.len() > 1 || n[0] > b'1');
        return !draughts_like;
    }
    let letter = |b: &u8| b.is_ascii_alphabetic() || (0xC3..=0xDF).contains(b);
    if !rest.iter().any(letter) && SIGNS.contains(&std::str::from_utf8(rest).unwrap_or("")) {
        return true;
    }
    let en_passant = match rest {
        b"ep" => true,
        b"e" => after.starts_with(b".p"),
        b"p" => before.ends_with(b"e."),
        _ => false,
    };
    if en_passant || rest == b"N" {
        return true;
    }
    shakmaty::san::SanPlus::from_ascii_prefix(rest).is_ok_and(|(_, len)| len == rest.len())
}

/// Whether `word` is a move in the common forms of SAN (`e4`, `exd5`, `e8=Q+`, `Nf3`,
/// `Nbd7`, `R1xe4#`), which the PGN reader always reads: most words of a file, so they
/// are told without the full parser. Anything else goes to the parser.
fn plain_san(word: &[u8]) -> bool {
    let file = |b: &u8| (b'a'..=b'h').contains(b);
    let rank = |b: &u8| (b'1'..=b'8').contains(b);
    let word = match word {
        [head @ .., b'+' | b'#'] => head,
        _ => word,
    };
    match word {
        [b'K' | b'Q' | b'R' | b'B' | b'N', middle @ .., f, r] if file(f) && rank(r) => {
            let middle = middle.strip_suffix(b"x").unwrap_or(middle);
            match middle {
                [] => true,
                [one] => file(one) || rank(one),
                [f, r] => file(f) && rank(r),
                _ => false,
            }
        }
        _ => {
            let pawn = match word {
                [head @ .., b'=', b'Q' | b'R' | b'B' | b'N'] => head,
                _ => word,
            };
            match pawn {
                [f, r] => file(f) && rank(r),
                [from, b'x', f, r] => file(from) && file(f) && rank(r),
                _ => false,
            }
        }
    }
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

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::replay::source::tests::through;
    use proptest::prelude::*;

    #[test]
    fn uci_promotions_get_an_equals_sign_outside_comments() {
        let text = b"55. d7d8q {d7d8q} h6g6 e7f8N+ ; a1a2q\n[X \"b2b1q\"]\na7a8r *";
        let want = b"55. d7d8=q {d7d8q} h6g6 e7f8=N+ ; a1a2q\n[X \"b2b1q\"]\na7a8=r *";
        for chunk in [1, 3, 7, 4096] {
            assert_eq!(through(movetext_source(&text[..]), chunk), want, "{chunk}");
        }
        assert_eq!(
            String::from_utf8_lossy(&through(movetext_source(&b"xd7d8q d7d8qq d7d8q+x"[..]), 9)),
            "{\x01unread xd7d8q} {\x01unread d7d8qq} {\x01unread d7d8=q+x}"
        );
    }

    #[test]
    fn words_the_reader_would_drop_are_marked_and_nothing_else_changes() {
        let text =
            "[White \"Кf3\"]\n1. e4 e5 2. Кf3 {Кf3} Nf3abc 22-18 1-0 ; Кf3\nexd6 e.p. N +- ±\n";
        let want = "[White \"Кf3\"]\n1. e4 e5 2. {\x01unread Кf3} {Кf3} {\x01unread Nf3abc} {\x01unread 22-18} 1-0 ; Кf3\nexd6 e.p. N +- ±\n";
        for chunk in [1, 3, 7, 4096] {
            let out = through(movetext_source(text.as_bytes()), chunk);
            assert_eq!(String::from_utf8_lossy(&out), want, "{chunk}");
        }
        assert_eq!(unread_token(b"\x01unread 22-18"), Some(&b"22-18"[..]));
        assert_eq!(unread_token(b"a comment"), None);
    }

    /// Issue 23 item 7: a block whose first tag the header already has starts a game (its
    /// blank line's first line end is handed on as `;`); a header broken by an empty line
    /// goes on, and blocks without an empty line between them are left alone.
    #[test]
    fn a_repeated_tag_after_an_empty_line_starts_a_game() {
        let text = "[Event \"a\"]\n[White \"x [y]\"]\r\n\r\n[Event \"b\"]\n\n[White \"w\"]\n\n\
            1. e4 *\n\n[Event \"c\"]\n[Event \"d\"]\n\n[Site \"s\"]\n";
        let want = "[Event \"a\"]\n[White \"x [y]\"];\n\r\n[Event \"b\"]\n\n[White \"w\"]\n\n\
            1. e4 *\n\n[Event \"c\"]\n[Event \"d\"]\n\n[Site \"s\"]\n";
        for chunk in [1, 2, 5, 4096] {
            let out = through(game_source(text.as_bytes()), chunk);
            assert_eq!(String::from_utf8_lossy(&out), want, "{chunk}");
        }
        let mut names = TagNames::default();
        names.add(b"Event");
        assert!(starts_game(&names, b"Event") && !starts_game(&names, b"White"));
    }

    proptest! {
        /// What the game starts stage hands on is the text with at most some line ends
        /// made `;`, however it is read.
        #[test]
        fn game_starts_change_only_line_ends(
            bytes in proptest::collection::vec(prop_oneof![Just(b'['), Just(b']'), Just(b'E'), Just(b'"'), Just(b'\n'), Just(b' '), any::<u8>()], 0..300),
            chunk in 1usize..40,
        ) {
            let settled = through(LineEnds::new(&bytes[..]), 4096);
            let out = through(game_source(&bytes[..]), chunk);
            prop_assert_eq!(out.len(), settled.len());
            for (&a, &b) in settled.iter().zip(&out) {
                prop_assert!(a == b || (b == b';' && matches!(a, b'\n' | b'\r')));
            }
        }

        #[test]
        fn the_quick_san_test_never_takes_what_the_parser_refuses(word in "[KQRBNa-h1-8x=+#]{1,7}") {
            if plain_san(word.as_bytes()) {
                let parsed = shakmaty::san::SanPlus::from_ascii_prefix(word.as_bytes());
                prop_assert!(parsed.is_ok_and(|(_, len)| len == word.len()), "{}", word);
            }
        }

        #[test]
        fn promotions_only_add_equals_signs_and_marks(
            bytes in proptest::collection::vec(prop_oneof![Just(b'd'), Just(b'7'), Just(b'8'), Just(b'q'), Just(b' '), Just(b'{'), Just(b'}'), any::<u8>()], 0..300),
            chunk in 1usize..40,
        ) {
            let out = through(movetext_source(&bytes[..]), chunk);
            let out = String::from_utf8_lossy(&out).replace("{\x01unread ", "");
            let mut unmarked = String::new();
            let mut rest = out.as_str();
            // A marked word's closing brace follows it at once: drop it with the mark.
            let settled: Vec<u8> = bytes
                .iter()
                .enumerate()
                .map(|(i, &b)| if b == b'\r' && bytes.get(i + 1) != Some(&b'\n') { b'\n' } else { b })
                .collect();
            let text = String::from_utf8_lossy(&settled);
            while let Some(at) = rest.find('}') {
                unmarked.push_str(&rest[..at]);
                rest = &rest[at + 1..];
            }
            unmarked.push_str(rest);
            let want: String = text.chars().filter(|&c| c != '}' && c != '=').collect();
            let got: String = unmarked.chars().filter(|&c| c != '=').collect();
            prop_assert_eq!(got, want);
        }

        #[test]
        fn the_word_shapes_take_exactly_the_plain_moves_and_numbers_but_the_king_s(
            word in "[KQRBNOa-hx0-9=+#-]{1,9}",
            after in "[ .\n{;)]",
        ) {
            let bytes = word.as_bytes();
            let text = format!("{word}{after}");
            let digits = bytes.iter().all(u8::is_ascii_digit);
            let plain = !word.contains('K') && (plain_san(bytes) || digits);
            // The steps of the scan over the word and the byte after it.
            let mut state = GAP;
            let mut end = 0;
            for &byte in text.as_bytes() {
                state = WORDS[usize::from(state)][usize::from(byte)];
                if state >= EVENTS || (state >= GAP && end > 0) {
                    break;
                }
                end += 1;
            }
            let taken = state != WORD_TO_LOOK_AT;
            prop_assert_eq!(end, bytes.len(), "{}", word);
            prop_assert_eq!(taken, plain, "{}", word);
            if taken {
                prop_assert!(pgn_reads(bytes, b"", b" ") && promotion(bytes).is_none(), "{}", word);
            }
        }
    }

    #[test]
    fn a_game_may_start_at_tags_after_movetext_and_a_blank_line() {
        let text = b"[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n";
        assert_eq!(game_may_start(text), Some(22));
        assert_eq!(game_may_start(b"x\n1. e4 *\r\n\r\n[White\"x\"]"), Some(13));
        // Tags split by a blank line, a line that is no tag, no blank line, no line before.
        assert_eq!(game_may_start(b"[Event \"a\"]\n\n[White \"b\"]\n"), None);
        assert_eq!(game_may_start(b"1. e4 *\n\n[ nothing\n"), None);
        assert_eq!(game_may_start(b"1. e4 *\n[Event \"b\"]\n"), None);
        assert_eq!(game_may_start(b"*\n\n[Event \"b\"]\n"), None);
    }
}

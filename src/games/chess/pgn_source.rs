//! The movetext of a PGN file as the PGN reader should see it, read on from a game
//! start (the stages before it, for every game file, are [`crate::replay::source`]):
//!
//! - [`UciPromotions`]: a promotion written in UCI form (`d7d8q`) is handed to the reader
//!   as `d7d8=q`, which it reads as a move, instead of dropping it unseen.
//! - [`UnreadTokens`]: any other movetext word the reader would drop unseen (a move in
//!   Cyrillic letters, `Nf3abc`, a draughts move `22-18`) is handed on as a marked comment
//!   ([`unread_token`]), which every reader reports as a move it cannot read.

use std::io::{self, Read};

use crate::replay::source::LineEnds;

/// How much is read from the inner reader at a time.
const CHUNK: usize = 1 << 13;

/// Bytes kept back at the end of a chunk: a promotion and the byte after it must be
/// whole before it is judged.
const TAIL: usize = 6;

/// Bytes before a promotion that it needs to be judged (the byte before the token).
const BEFORE: usize = 4;

/// A reader that writes UCI-form promotions (`d7d8q`, `e7f8n+`) as `d7d8=q`, outside
/// `{ }` and `;` comments and tag lines. Byte offsets change, so it is for reading on from
/// a known game start, never for the index.
///
/// It looks only at the digits 1 and 8 (a promotion's rank) and the comment braces, with
/// `memchr`, so it costs little on files without promotions.
#[derive(Debug)]
pub struct UciPromotions<R> {
    inner: R,
    /// Bytes read: the first `done` were handed on already and are kept as context.
    raw: Vec<u8>,
    done: usize,
    /// Scanned bytes not yet handed on, from `out_at`.
    out: Vec<u8>,
    out_at: usize,
    /// Whether the scan stands inside a `{ }` comment.
    in_brace: bool,
    end: bool,
}

impl<R> UciPromotions<R> {
    /// Wraps `inner`.
    pub fn new(inner: R) -> UciPromotions<R> {
        UciPromotions {
            inner,
            raw: Vec::with_capacity(CHUNK + TAIL + BEFORE),
            done: 0,
            out: Vec::with_capacity(CHUNK + CHUNK / 4),
            out_at: 0,
            in_brace: false,
            end: false,
        }
    }
}

/// Whether a byte ends a movetext token, as the PGN reader decides it.
fn token_end(byte: u8) -> bool {
    TOKEN_ENDS[usize::from(byte)]
}

/// The bytes between movetext words that need no look: the token ends but the comment
/// openers `{` and `;`.
static SEPARATORS: [bool; 256] = {
    let mut table = TOKEN_ENDS;
    table[b'{' as usize] = false;
    table[b';' as usize] = false;
    table
};

/// [`token_end`] as a table: it is asked for every byte of every file read.
static TOKEN_ENDS: [bool; 256] = {
    let mut table = [false; 256];
    let ends = b" \t\n\r{}()!?$;.*";
    let mut i = 0;
    while i < ends.len() {
        table[ends[i] as usize] = true;
        i += 1;
    }
    table
};

/// Whether the token at `start` of `raw` is a UCI promotion (`d7d8q`, then the end of
/// the token or a check or mate sign).
fn is_promotion(raw: &[u8], start: usize) -> bool {
    let file = |b: u8| (b'a'..=b'h').contains(&b);
    let rank = |b: u8| (b'1'..=b'8').contains(&b);
    let Some(&[f1, r1, f2, r2, piece]) = raw.get(start..start + 5) else {
        return false;
    };
    let before = start.checked_sub(1).map_or(b'\n', |i| raw[i]);
    let after = raw.get(start + 5).copied().unwrap_or(b'\n');
    token_end(before)
        && file(f1)
        && rank(r1)
        && file(f2)
        && matches!(r2, b'1' | b'8')
        && matches!(piece, b'q' | b'r' | b'b' | b'n' | b'Q' | b'R' | b'B' | b'N')
        && (token_end(after) || after == b'+' || after == b'#')
}

/// Whether `at` stands on a line that is a tag, an escape or a `;` comment before it.
fn in_line_comment(raw: &[u8], at: usize) -> bool {
    let start = memchr::memrchr(b'\n', &raw[..at]).map_or(0, |i| i + 1);
    let line = &raw[start..at];
    matches!(line.first(), Some(b'[' | b'%')) || memchr::memchr(b';', line).is_some()
}

impl<R: Read> UciPromotions<R> {
    /// Reads a chunk and scans it into `out`; false at the end of the input.
    fn fill(&mut self) -> io::Result<bool> {
        self.out.clear();
        self.out_at = 0;
        while self.out.is_empty() {
            if self.end && self.raw.len() == self.done {
                return Ok(false);
            }
            let have = self.raw.len();
            self.raw.resize(have + CHUNK, 0);
            let got = self.inner.read(&mut self.raw[have..])?;
            self.raw.truncate(have + got);
            self.end = got == 0;
            self.scan_raw();
        }
        Ok(true)
    }

    /// Hands on `raw[done..limit]` into `out` with `=` before every promotion letter,
    /// then keeps the last bytes for the next chunk.
    fn scan_raw(&mut self) {
        let raw = &self.raw;
        let limit = if self.end {
            raw.len()
        } else {
            raw.len().saturating_sub(TAIL).max(self.done)
        };
        let mut copied = self.done;
        let mut braces_to = self.done;
        for at in memchr::memchr2_iter(b'1', b'8', &raw[self.done..limit]) {
            let at = at + self.done;
            // The byte after the rank is the most telling: look at it first.
            let letter = raw.get(at + 1).copied().unwrap_or(b' ');
            if !matches!(
                letter,
                b'q' | b'r' | b'b' | b'n' | b'Q' | b'R' | b'B' | b'N'
            ) {
                continue;
            }
            let Some(start) = at.checked_sub(3) else {
                continue;
            };
            if !is_promotion(raw, start) {
                continue;
            }
            if let Some(brace) = memchr::memrchr2(b'{', b'}', &raw[braces_to..at]) {
                self.in_brace = raw[braces_to + brace] == b'{';
            }
            braces_to = at;
            if self.in_brace || in_line_comment(raw, start) {
                continue;
            }
            self.out.extend_from_slice(&raw[copied..=at]);
            self.out.push(b'=');
            copied = at + 1;
        }
        if let Some(brace) = memchr::memrchr2(b'{', b'}', &raw[braces_to..limit]) {
            self.in_brace = raw[braces_to + brace] == b'{';
        }
        self.out.extend_from_slice(&raw[copied..limit]);
        let keep_from = limit.saturating_sub(BEFORE);
        self.raw.drain(..keep_from);
        self.done = limit - keep_from;
    }
}

impl<R: Read> Read for UciPromotions<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.out_at == self.out.len() && !self.fill()? {
            return Ok(0);
        }
        Ok(hand_on(&self.out, &mut self.out_at, buf))
    }
}

/// Copies what `out` holds from `out_at` on into `buf`, as much as fits; moves `out_at`.
fn hand_on(out: &[u8], out_at: &mut usize, buf: &mut [u8]) -> usize {
    let ready = &out[*out_at..];
    let n = ready.len().min(buf.len());
    buf[..n].copy_from_slice(&ready[..n]);
    *out_at += n;
    n
}

/// A PGN source as the reader should see it, read on from a game start: line ends
/// settled, UCI promotions made readable and words it would drop marked.
pub fn movetext_source<R: Read>(inner: R) -> MovetextSource<R> {
    UnreadTokens::new(UciPromotions::new(LineEnds::new(inner)))
}

/// What [`movetext_source`] makes of a reader.
pub type MovetextSource<R> = UnreadTokens<UciPromotions<LineEnds<R>>>;

/// How a word of movetext that the PGN reader cannot read starts the comment that
/// carries it (a control character no PGN file has in a comment).
const UNREAD: &[u8] = b"\x01unread ";

/// The byte order mark some editors put first (the PGN reader skips it).
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The longest stretch kept back waiting for a line end: a longer line is handed on up
/// to its last word break, so memory stays bounded on files without line breaks.
const LONGEST_LINE: usize = 1 << 20;

/// The word a comment carries when [`UnreadTokens`] made it, as written in the file.
pub fn unread_token(comment: &[u8]) -> Option<&[u8]> {
    comment.strip_prefix(UNREAD)
}

/// A reader that hands on every movetext word the PGN reader would skip without a
/// trace (it reads a word that is not a move, a move number, a result or an annotation
/// as nothing) as the comment `{\x01unread WORD}`, outside `{ }` and `;` comments, tag
/// lines and `%` lines. Byte offsets change, so it is for reading on from a game start.
#[derive(Debug)]
pub struct UnreadTokens<R> {
    inner: R,
    /// Bytes read and not yet scanned (a line not yet ended).
    waiting: Vec<u8>,
    /// Where the inner reader's bytes arrive (zeroed once, not per read).
    scratch: Box<[u8]>,
    /// Scanned bytes not yet handed on, from `out_at`.
    out: Vec<u8>,
    out_at: usize,
    /// Whether the scan stands inside a `{ }` comment.
    in_brace: bool,
    end: bool,
}

impl<R> UnreadTokens<R> {
    /// Wraps `inner`.
    pub fn new(inner: R) -> UnreadTokens<R> {
        UnreadTokens {
            inner,
            waiting: Vec::with_capacity(2 * CHUNK),
            scratch: vec![0; CHUNK].into_boxed_slice(),
            out: Vec::with_capacity(CHUNK + CHUNK / 4),
            out_at: 0,
            in_brace: false,
            end: false,
        }
    }
}

impl<R: Read> UnreadTokens<R> {
    /// Reads until whole lines can be scanned into `out`; false at the end of the input.
    fn fill(&mut self) -> io::Result<bool> {
        self.out.clear();
        self.out_at = 0;
        while self.out.is_empty() {
            if self.end && self.waiting.is_empty() {
                return Ok(false);
            }
            if !self.end {
                let got = self.inner.read(&mut self.scratch[..])?;
                self.waiting.extend_from_slice(&self.scratch[..got]);
                self.end = got == 0;
            }
            let ready = if self.end {
                self.waiting.len()
            } else if let Some(line_end) = memchr::memrchr(b'\n', &self.waiting) {
                line_end + 1
            } else if self.waiting.len() > LONGEST_LINE {
                self.waiting
                    .iter()
                    .rposition(|&b| token_end(b))
                    .map_or(self.waiting.len(), |at| at + 1)
            } else {
                continue;
            };
            let waiting = std::mem::take(&mut self.waiting);
            self.scan(&waiting[..ready]);
            self.waiting = waiting;
            self.waiting.drain(..ready);
        }
        Ok(true)
    }

    /// Scans whole lines into `out`, marking the words the PGN reader would drop.
    fn scan(&mut self, text: &[u8]) {
        let mut copied = 0;
        let mut at = 0;
        while at < text.len() {
            if self.in_brace {
                match memchr::memchr(b'}', &text[at..]) {
                    Some(close) => {
                        at += close + 1;
                        self.in_brace = false;
                    }
                    None => at = text.len(),
                }
                continue;
            }
            let byte = text[at];
            if SEPARATORS[usize::from(byte)] {
                at += 1;
                while at < text.len() && SEPARATORS[usize::from(text[at])] {
                    at += 1;
                }
                continue;
            }
            match byte {
                b'{' => {
                    self.in_brace = true;
                    at += 1;
                    continue;
                }
                // A tag, a `;` comment or an escape line: on to the line's end.
                b'[' | b';' | b'%' if byte != b'%' || at == 0 || text[at - 1] == b'\n' => {
                    at = memchr::memchr(b'\n', &text[at..]).map_or(text.len(), |end| at + end + 1);
                    continue;
                }
                0xEF if text[at..].starts_with(BOM) => {
                    at += BOM.len();
                    continue;
                }
                _ => {}
            }
            let end = text[at..]
                .iter()
                .position(|&b| token_end(b))
                .map_or(text.len(), |len| at + len);
            let word = &text[at..end];
            if !pgn_reads(word, &text[..at], &text[end..]) {
                self.out.extend_from_slice(&text[copied..at]);
                self.out.push(b'{');
                self.out.extend_from_slice(UNREAD);
                self.out.extend_from_slice(word);
                self.out.push(b'}');
                copied = end;
            }
            at = end;
        }
        self.out.extend_from_slice(&text[copied..]);
    }
}

impl<R: Read> Read for UnreadTokens<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.out_at == self.out.len() && !self.fill()? {
            return Ok(0);
        }
        Ok(hand_on(&self.out, &mut self.out_at, buf))
    }
}

/// Whether the PGN reader makes something of `word` (between `before` and `after`): a move, a move
/// number, a result, an annotation without letters (`+-`, `±`), `e.p.`, or the novelty
/// mark `N`. Words with a letter that it cannot read as a move are what it would drop.
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
    if !rest.iter().any(letter) {
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

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::replay::source::tests::through;
    use proptest::prelude::*;

    #[test]
    fn uci_promotions_get_an_equals_sign_outside_comments() {
        let text = b"55. d7d8q {d7d8q} h6g6 e7f8N+ ; a1a2q\n[X \"b2b1q\"] a7a8r *";
        let want = b"55. d7d8=q {d7d8q} h6g6 e7f8=N+ ; a1a2q\n[X \"b2b1q\"] a7a8=r *";
        for chunk in [1, 3, 7, 4096] {
            assert_eq!(through(movetext_source(&text[..]), chunk), want, "{chunk}");
        }
        assert_eq!(
            through(UciPromotions::new(&b"xd7d8q d7d8qq"[..]), 9),
            b"xd7d8q d7d8qq"
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

    proptest! {
        #[test]
        fn the_quick_san_test_never_takes_what_the_parser_refuses(word in "[KQRBNa-h1-8x=+#]{1,7}") {
            if plain_san(word.as_bytes()) {
                let parsed = shakmaty::san::SanPlus::from_ascii_prefix(word.as_bytes());
                prop_assert!(parsed.is_ok_and(|(_, len)| len == word.len()), "{}", word);
            }
        }

        #[test]
        fn promotions_only_add_equals_signs(
            bytes in proptest::collection::vec(prop_oneof![Just(b'd'), Just(b'7'), Just(b'8'), Just(b'q'), Just(b' '), Just(b'{'), Just(b'}'), any::<u8>()], 0..300),
            chunk in 1usize..40,
        ) {
            let out = through(UciPromotions::new(LineEnds::new(&bytes[..])), chunk);
            let without: Vec<u8> = out.iter().copied().filter(|&b| b != b'=').collect();
            let bytes: Vec<u8> = bytes.iter().copied().map(|b| if b == b'\r' { b'\n' } else { b }).filter(|&b| b != b'=').collect();
            prop_assert_eq!(without.len(), bytes.len());
        }
    }
}

//! The movetext words the PGN reader would not read as written: UCI promotions, forfeits
//! and words it would drop, found by one table step a byte ([`MovetextWords`]).

use std::io::{self, Read};

use super::CHUNK;

/// How a word of movetext that the PGN reader cannot read starts the comment that
/// carries it (a control character no PGN file has in a comment).
const UNREAD: &[u8] = b"\x01unread ";

/// The byte order mark some editors put first (the PGN reader skips it).
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The longest stretch kept back waiting for a line end: a longer line is handed on up
/// to its last word break, so memory stays bounded on files without line breaks.
const LONGEST_LINE: usize = 1 << 20;

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
                if let Some(after) = reserved_end(text, start) {
                    // A `<...>` token (PGN 7 reserves `<` and `>`): passed over whole.
                    out.extend_from_slice(&text[copied..start]);
                    out.push(b' ');
                    (copied, at, floor) = (after, after, after);
                } else {
                    look_at_word(text, start, at, out, &mut copied);
                }
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

/// Where the token reserved by PGN that opens at `start` with `<` ends (PGN 7: `<` and
/// `>` are self-terminating tokens reserved for future use, as `<br />` some sites write
/// between moves): past its `>` on the same line, else past the `<` alone. `None` when
/// no `<` opens there.
fn reserved_end(text: &[u8], start: usize) -> Option<usize> {
    if text.get(start) != Some(&b'<') {
        return None;
    }
    let line = memchr::memchr(b'\n', &text[start..]).map_or(text.len(), |end| start + end);
    Some(memchr::memchr(b'>', &text[start..line]).map_or(start + 1, |close| start + close + 1))
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
pub(super) fn promotion(word: &[u8]) -> Option<Vec<u8>> {
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
pub(super) const GAP: u8 = STATES as u8;
/// [`WORDS`]' state between words, at a line's start (where `%` starts an escape line).
const GAP_LINE: u8 = GAP + 1;
/// The first of [`WORDS`]' events, which stop its steps: a word that needs a look (no
/// plain move or number) ended at this byte ...
pub(super) const EVENTS: u8 = GAP_LINE + 1;
pub(super) const WORD_TO_LOOK_AT: u8 = EVENTS;
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
pub(super) static WORDS: [[u8; 256]; ROWS_MASK + 1] = {
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
pub(super) fn pgn_reads(word: &[u8], before: &[u8], after: &[u8]) -> bool {
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
pub(super) fn plain_san(word: &[u8]) -> bool {
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

//! PDN tokens from a reader, line by line: tags, comments, parentheses, setups and words
//! (moves, move numbers, results, glyphs), each with its line number. Memory is bounded
//! by the longest line ([`MAX_LINE`]) and the longest comment ([`MAX_COMMENT`]).

use std::io::BufRead;

use super::PdnErrorKind;
use super::decode::decode_line;

/// The longest line read whole, in bytes; a longer one is an error and is skipped.
pub(super) const MAX_LINE: u64 = 1 << 20;
/// The longest comment kept, in characters.
const MAX_COMMENT: usize = 1 << 20;

/// One token of PDN text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token {
    /// `[Name "value"]`, the value unescaped.
    Tag { name: String, value: String },
    /// `{text}`: the text between the braces.
    Comment(String),
    /// `(`: a variation starts.
    Open,
    /// `)`: a variation ends.
    Close,
    /// `/FEN "..."/`: a setup command, the text between the slashes.
    Setup(String),
    /// Any other run of characters between white space and the characters above.
    Word(String),
    /// Text that could not be made a token.
    Error(PdnErrorKind),
}

/// Tokens of a reader, with the line each starts on.
pub(super) struct Lexer<R> {
    input: R,
    line: Vec<char>,
    at: usize,
    line_number: usize,
    done: bool,
}

impl<R: BufRead> Lexer<R> {
    /// Tokens of `input`.
    pub(super) fn new(input: R) -> Self {
        Self {
            input,
            line: Vec::new(),
            at: 0,
            line_number: 0,
            done: false,
        }
    }

    /// Loads the next line; `Err` with a token when it could not be read whole, `Ok(false)`
    /// at the end of the input.
    fn next_line(&mut self) -> Result<bool, PdnErrorKind> {
        self.line.clear();
        self.at = 0;
        if self.done {
            return Ok(false);
        }
        let mut bytes = Vec::new();
        let read = read_line(&mut self.input, &mut bytes);
        match read {
            Err(error) => {
                self.done = true;
                return Err(PdnErrorKind::Io(error.kind()));
            }
            Ok(0) => {
                self.done = true;
                return Ok(false);
            }
            Ok(_) => {}
        }
        self.line_number += 1;
        if !ends_line(&bytes) && u64::try_from(bytes.len()).is_ok_and(|n| n >= MAX_LINE) {
            self.skip_rest_of_line()?;
            return Err(PdnErrorKind::LineTooLong);
        }
        let text = match self.line_number {
            // The byte order mark of a UTF-8 file.
            1 => bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes),
            _ => &bytes,
        };
        self.line = decode_line(text).chars().collect();
        Ok(true)
    }

    /// Reads and drops bytes up to the next line end.
    fn skip_rest_of_line(&mut self) -> Result<(), PdnErrorKind> {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            let read =
                read_line(&mut self.input, &mut bytes).map_err(|e| PdnErrorKind::Io(e.kind()))?;
            if read == 0 || ends_line(&bytes) {
                return Ok(());
            }
        }
    }

    fn peek(&self) -> Option<char> {
        self.line.get(self.at).copied()
    }

    /// The next token and the line it starts on; `None` at the end of the input.
    pub(super) fn next_token(&mut self) -> Option<(Token, usize)> {
        loop {
            match self.peek() {
                None => match self.next_line() {
                    Ok(true) if self.line.first() == Some(&'%') => self.at = self.line.len(),
                    Ok(true) => {}
                    Ok(false) => return None,
                    Err(kind) => return Some((Token::Error(kind), self.line_number)),
                },
                Some(c) if c.is_whitespace() || c == '\u{FEFF}' => self.at += 1,
                Some(_) => break,
            }
        }
        let line = self.line_number;
        let c = self.peek()?;
        self.at += 1;
        let token = match c {
            '[' => self.tag(),
            '{' => self.comment(),
            '(' => Token::Open,
            ')' => Token::Close,
            '/' => self.setup(),
            '}' => Token::Error(PdnErrorKind::Unexpected("}".into())),
            ']' => Token::Error(PdnErrorKind::Unexpected("]".into())),
            _ => {
                self.at -= 1;
                self.word()
            }
        };
        Some((token, line))
    }

    /// The characters up to the end of the line from the current position, consumed.
    fn rest(&mut self) -> String {
        let rest: String = self.line[self.at.min(self.line.len())..].iter().collect();
        self.at = self.line.len();
        rest
    }

    /// A word: up to white space or a character that makes its own token; a move
    /// strength in parentheses right after it (`29-23(?)`) is part of it.
    fn word(&mut self) -> Token {
        let start = self.at;
        while let Some(c) = self.peek() {
            if c.is_whitespace() || "{}()[]".contains(c) {
                break;
            }
            self.at += 1;
        }
        if self.peek() == Some('(') {
            let glyph_end = self.line[self.at + 1..]
                .iter()
                .position(|c| !matches!(c, '!' | '?'))
                .map(|i| self.at + 1 + i);
            if let Some(end) = glyph_end
                && end > self.at + 1
                && self.line.get(end) == Some(&')')
            {
                self.at = end + 1;
            }
        }
        Token::Word(self.line[start..self.at].iter().collect())
    }

    /// After `/`: the setup text up to the closing `/` on the same line.
    fn setup(&mut self) -> Token {
        let start = self.at;
        match self.line[start..].iter().position(|&c| c == '/') {
            Some(length) => {
                self.at = start + length + 1;
                Token::Setup(self.line[start..start + length].iter().collect())
            }
            None => {
                let rest = self.rest();
                Token::Error(PdnErrorKind::Unexpected(format!("/{rest}")))
            }
        }
    }

    /// After `{`: the comment's text up to `}`, over lines. A line that looks like a tag
    /// ends an unclosed comment there, so that the next game is still read.
    fn comment(&mut self) -> Token {
        let mut text = String::new();
        loop {
            while let Some(c) = self.peek() {
                self.at += 1;
                if c == '}' {
                    return Token::Comment(text);
                }
                if text.len() < MAX_COMMENT {
                    text.push(c);
                }
            }
            match self.next_line() {
                Ok(true) if looks_like_tag(&self.line) => {
                    return Token::Error(PdnErrorKind::UnclosedComment);
                }
                Ok(true) => {}
                Ok(false) => return Token::Error(PdnErrorKind::UnclosedComment),
                Err(kind) => return Token::Error(kind),
            }
        }
    }

    /// After `[`: `Name "value"]` on the same line.
    fn tag(&mut self) -> Token {
        let start = self.at;
        let bad = |lexer: &mut Self| {
            lexer.at = start;
            let rest = lexer.rest();
            Token::Error(PdnErrorKind::BadTag(format!("[{}", rest.trim_end())))
        };
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
        let name_start = self.at;
        while self.peek().is_some_and(|c| c.is_alphanumeric() || c == '_') {
            self.at += 1;
        }
        let name: String = self.line[name_start..self.at].iter().collect();
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
        if name.is_empty() || self.peek() != Some('"') {
            return bad(self);
        }
        self.at += 1;
        let mut value = String::new();
        loop {
            match self.peek() {
                None => return bad(self),
                Some('\\') if matches!(self.line.get(self.at + 1), Some('"' | '\\')) => {
                    value.extend(self.line.get(self.at + 1));
                    self.at += 2;
                }
                Some('"') => {
                    self.at += 1;
                    break;
                }
                Some(c) => {
                    value.push(c);
                    self.at += 1;
                }
            }
        }
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
        if self.peek() != Some(']') {
            return bad(self);
        }
        self.at += 1;
        Token::Tag { name, value }
    }
}

/// Reads one line into `bytes`, its line end included: up to LF, CR LF or a CR alone (old
/// Mac files), so each counts as one line end; at most [`MAX_LINE`] bytes. The number of
/// bytes read, 0 at the end of the input.
fn read_line(input: &mut impl BufRead, bytes: &mut Vec<u8>) -> std::io::Result<usize> {
    let limit = usize::try_from(MAX_LINE).unwrap_or(usize::MAX);
    let start = bytes.len();
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return Ok(bytes.len() - start);
        }
        // After a CR that ended the last buffer: its LF belongs to the same line end.
        if bytes.last() == Some(&b'\r') {
            if available[0] == b'\n' {
                bytes.push(b'\n');
                input.consume(1);
            }
            return Ok(bytes.len() - start);
        }
        let room = limit
            .saturating_sub(bytes.len() - start)
            .min(available.len());
        match available[..room]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
        {
            Some(i) if available[i] == b'\r' && i + 1 == available.len() => {
                bytes.extend_from_slice(&available[..=i]);
                input.consume(i + 1);
            }
            Some(i) => {
                let end = i + 1 + usize::from(available[i] == b'\r' && available[i + 1] == b'\n');
                bytes.extend_from_slice(&available[..end]);
                input.consume(end);
                return Ok(bytes.len() - start);
            }
            None => {
                bytes.extend_from_slice(&available[..room]);
                input.consume(room);
                if bytes.len() - start >= limit {
                    return Ok(bytes.len() - start);
                }
            }
        }
    }
}

/// Whether `bytes` end with a line end (LF, or a CR alone).
fn ends_line(bytes: &[u8]) -> bool {
    matches!(bytes.last(), Some(b'\n' | b'\r'))
}

/// Whether a line starts like a PDN tag (`[Name "`).
fn looks_like_tag(line: &[char]) -> bool {
    let text: String = line.iter().collect();
    let text = text.trim_start();
    text.strip_prefix('[').is_some_and(|rest| {
        let name_end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        name_end > 0 && rest[name_end..].trim_start().starts_with('"')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<(Token, usize)> {
        let mut lexer = Lexer::new(text.as_bytes());
        std::iter::from_fn(|| lexer.next_token()).collect()
    }

    fn word(text: &str) -> Token {
        Token::Word(text.into())
    }

    #[test]
    fn tokens_carry_their_lines() {
        let found = tokens(
            "% a line comment\r\n[Event \"WK \\\"03\\\"\"]\r\n1. 32-28! {a\r\ncomment} (29-23(?) $7) /FEN \"W:W31\"/ 2-0",
        );
        assert_eq!(
            found,
            [
                (
                    Token::Tag {
                        name: "Event".into(),
                        value: "WK \"03\"".into()
                    },
                    2
                ),
                (word("1."), 3),
                (word("32-28!"), 3),
                (Token::Comment("a\r\ncomment".into()), 3),
                (Token::Open, 4),
                (word("29-23(?)"), 4),
                (word("$7"), 4),
                (Token::Close, 4),
                (Token::Setup("FEN \"W:W31\"".into()), 4),
                (word("2-0"), 4),
            ]
        );
    }

    #[test]
    fn a_carriage_return_alone_and_cr_lf_end_one_line_each() {
        let lines =
            |text: &str| -> Vec<usize> { tokens(text).into_iter().map(|(_, line)| line).collect() };
        for eol in ["\n", "\r", "\r\n"] {
            let text = ["[Event \"A\"]", "", "1. 32-28 {a", "b} 2-0", ""].join(eol);
            assert_eq!(lines(&text), [1, 3, 3, 3, 4], "{eol:?}");
        }
        // A CR LF split between two reads of the buffer is still one line end.
        let text = b"1. 32-28\r\n19-23\r\r20-25";
        for capacity in 1..text.len() {
            let mut lexer = Lexer::new(std::io::BufReader::with_capacity(capacity, &text[..]));
            let found: Vec<_> = std::iter::from_fn(|| lexer.next_token()).collect();
            assert_eq!(
                found,
                [
                    (word("1."), 1),
                    (word("32-28"), 1),
                    (word("19-23"), 2),
                    (word("20-25"), 4)
                ],
                "buffer of {capacity}"
            );
        }
    }

    #[test]
    fn an_unclosed_comment_stops_at_the_next_tag() {
        let found = tokens("1. 32-28 {oops\n19-23\n[Event \"x\"]\n");
        assert_eq!(
            found[2],
            (Token::Error(PdnErrorKind::UnclosedComment), 1),
            "the line where the comment opens"
        );
        assert!(matches!(found[3].0, Token::Tag { .. }));
    }

    #[test]
    fn bad_tags_and_long_lines_are_errors() {
        let found = tokens("[Event \"open\n[ ]\n");
        assert_eq!(
            found[0].0,
            Token::Error(PdnErrorKind::BadTag("[Event \"open".into()))
        );
        assert_eq!(found[1].0, Token::Error(PdnErrorKind::BadTag("[ ]".into())));
        let long = format!(
            "{}\n1. 32-28",
            "x".repeat(usize::try_from(MAX_LINE).unwrap_or(0) + 5)
        );
        let found = tokens(&long);
        assert_eq!(found[0].0, Token::Error(PdnErrorKind::LineTooLong));
        assert_eq!(found[1], (word("1."), 2));
    }
}

//! Games from tokens: tags, movetext, result; the game played detected from the content.

use std::io::BufRead;

use super::lexer::{Lexer, Token};
use super::{Element, Game, PdnError, PdnErrorKind, RESULTS, Tag};
use crate::Variant;
use crate::notation;

/// The most text of one game the reader keeps, in bytes (1 MiB, some 150,000 moves);
/// the rest is read to find the game's end, not kept ([`Game::cut`] says where).
pub const GAME_LIMIT: usize = 1 << 20;
/// The deepest nesting of variations followed.
const MAX_DEPTH: usize = 64;

/// Reads the games of a PDN file one by one, from any [`BufRead`] (a `BufReader` over a
/// file, or a byte slice).
///
/// Each item is a game or the error that made one game unreadable; the reader then goes
/// on with the next game. Memory holds one line and one game.
///
/// ```
/// use hektor_draughts::pdn::PdnReader;
/// use hektor_draughts::Variant;
///
/// let file = "[Event \"WK 2003\"]\n[GameType \"20\"]\n\n1. 32-28 17-22 2. 28x17 {forced} 12x21 2-0\n\
///             [Result \"1-0\"]\n1. c3-d4 d6-e5 2. b2-c3 e5:c3 1-0\n";
/// let games: Vec<_> = PdnReader::new(file.as_bytes()).collect();
/// let first = games[0].as_ref().unwrap();
/// assert_eq!(first.tag("Event"), Some("WK 2003"));
/// assert_eq!(first.variant(), Variant::International);
/// assert_eq!(first.moves().count(), 4);
/// assert_eq!(first.result(), Some("2-0"));
/// let second = games[1].as_ref().unwrap();
/// assert_eq!(second.variant(), Variant::Russian);
/// assert_eq!(second.moves().last().map(|m| m.notation(Variant::Russian)), Some("e5:c3".into()));
/// ```
pub struct PdnReader<R> {
    lexer: Lexer<R>,
    limit: usize,
    pending: Option<(Token, usize)>,
    games: usize,
    last_variant: Option<Variant>,
}

impl<R: BufRead> PdnReader<R> {
    /// A reader of the games in `input`.
    pub fn new(input: R) -> Self {
        Self::with_limit(input, GAME_LIMIT)
    }

    /// A reader of the games in `input` that keeps at most `limit` bytes of a game's text
    /// (see [`GAME_LIMIT`]).
    pub fn with_limit(input: R, limit: usize) -> Self {
        Self {
            lexer: Lexer::new(input),
            limit,
            pending: None,
            games: 0,
            last_variant: None,
        }
    }
}

impl<R: BufRead> Iterator for PdnReader<R> {
    type Item = Result<Game, PdnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut raw = RawGame::new(self.limit);
        while let Some((token, line)) = self.pending.take().or_else(|| self.lexer.next_token()) {
            if raw.empty() {
                raw.line = line;
            }
            // A tag after movetext starts the next game, even a malformed one: its error
            // belongs to that game. So does a tag after a blank line: a tag block without
            // moves is a game without moves, as in PGN.
            let starts_game = matches!(
                token,
                Token::Tag { .. } | Token::Error(PdnErrorKind::BadTag(_))
            ) && (raw.started_body() || raw.tags_ended(line));
            if starts_game && self.games == 0 && raw.is_title() {
                // Words before the file's first tag without a move number or a result
                // (`#662`, a title line) are no game.
                raw = RawGame::new(self.limit);
                raw.line = line;
            } else if starts_game {
                self.pending = Some((token, line));
                break;
            }
            if raw.take(token, line) {
                break;
            }
        }
        if raw.empty() {
            return None;
        }
        self.games += 1;
        let game = raw.finish(self.games, self.last_variant);
        if let Ok(game) = &game {
            self.last_variant = Some(game.variant);
        }
        Some(game)
    }
}

/// A movetext element before the game is known: moves are still text.
enum Node {
    Move { text: String, line: usize },
    Done(Element),
    Variation(Vec<Node>),
}

/// A game being read.
#[derive(Default)]
struct RawGame {
    line: usize,
    tags: Vec<Tag>,
    /// The line of the last tag taken.
    tag_line: usize,
    /// The main line, then one list per open variation with the line of its `(`.
    levels: Vec<(Vec<Node>, usize)>,
    body: Vec<Node>,
    result: Option<String>,
    size: usize,
    /// The most text kept ([`GAME_LIMIT`]).
    limit: usize,
    /// The line where text stopped being kept.
    cut: Option<usize>,
    tokens: usize,
    /// Parentheses opened beyond [`MAX_DEPTH`], not kept.
    too_deep: usize,
    error: Option<(PdnErrorKind, usize)>,
}

impl RawGame {
    /// A game not begun, that keeps at most `limit` bytes of text.
    fn new(limit: usize) -> Self {
        Self {
            limit,
            ..Self::default()
        }
    }

    fn empty(&self) -> bool {
        self.tokens == 0
    }

    fn started_body(&self) -> bool {
        !self.body.is_empty() || !self.levels.is_empty()
    }

    /// Whether the game is words alone, without tags, move numbers or a result.
    fn is_title(&self) -> bool {
        self.tags.is_empty()
            && self.levels.is_empty()
            && self.result.is_none()
            && self
                .body
                .iter()
                .all(|node| matches!(node, Node::Move { .. }))
    }

    /// Whether a tag on `line` is past this game's tag block: a line without a tag lies
    /// between them.
    fn tags_ended(&self, line: usize) -> bool {
        !self.tags.is_empty() && line > self.tag_line + 1
    }

    /// Notes the first fault; past the cut, only a failure to read counts.
    fn fail(&mut self, kind: PdnErrorKind, line: usize) {
        let read_failure = matches!(kind, PdnErrorKind::Io(_));
        if self.error.is_none() && (self.cut.is_none() || read_failure) {
            self.error = Some((kind, line));
        }
    }

    /// Where nodes go now: the innermost open variation, or the main line.
    fn current(&mut self) -> &mut Vec<Node> {
        match self.levels.last_mut() {
            Some((nodes, _)) => nodes,
            None => &mut self.body,
        }
    }

    fn push(&mut self, node: Node) {
        if self.cut.is_none() {
            self.current().push(node);
        }
    }

    /// Takes one token; `true` when it ends the game (a result outside variations).
    fn take(&mut self, token: Token, line: usize) -> bool {
        self.tokens += 1;
        self.size += match &token {
            Token::Tag { name, value } => name.len() + value.len(),
            Token::Comment(text) | Token::Setup(text) | Token::Word(text) => text.len(),
            _ => 1,
        };
        if self.size > self.limit && self.cut.is_none() {
            self.cut = Some(line);
            // A move number kept just before the cut would number moves not kept.
            let nodes = self.current();
            while matches!(nodes.last(), Some(Node::Done(Element::MoveNumber { .. }))) {
                nodes.pop();
            }
        }
        match token {
            Token::Tag { name, mut value } => {
                self.tag_line = line;
                if name == "FEN" {
                    value = value
                        .trim_start()
                        .trim_end_matches(|c: char| c == '.' || c.is_whitespace())
                        .to_owned();
                }
                if self.cut.is_none() {
                    self.tags.push(Tag { name, value });
                }
            }
            Token::Comment(text) => self.push(Node::Done(Element::Comment(text))),
            Token::Setup(text) => self.push(Node::Done(Element::Setup(text))),
            Token::Open if self.levels.len() >= MAX_DEPTH => {
                self.fail(PdnErrorKind::TooDeep, line);
                self.too_deep += 1;
            }
            Token::Open => self.levels.push((Vec::new(), line)),
            Token::Close if self.too_deep > 0 => self.too_deep -= 1,
            Token::Close => match self.levels.pop() {
                Some((nodes, _)) => self.push(Node::Variation(nodes)),
                None => self.fail(PdnErrorKind::Unexpected(")".into()), line),
            },
            Token::Error(kind) => self.fail(kind, line),
            Token::Word(word) => return self.word(&word, line),
        }
        false
    }

    /// Takes a word: results, move numbers (split from a move written against them),
    /// missing moves, annotations, moves.
    fn word(&mut self, word: &str, line: usize) -> bool {
        if let Some(Node::Move { text, .. }) = self.current().last_mut()
            && text.ends_with(['-', 'x', ':'])
            && word.starts_with(|c: char| c.is_ascii_alphanumeric())
        {
            // Squares padded to line up in columns: `1- 6`.
            text.push_str(word);
            return false;
        }
        if RESULTS.contains(&word) || word == "½-½" {
            if self.levels.is_empty() {
                self.result = Some(word.to_owned());
                return true;
            }
            self.push(Node::Done(Element::Annotation(word.to_owned())));
            return false;
        }
        let digits = word
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(word.len());
        let after_digits = &word[digits..];
        if digits > 0 && after_digits.starts_with('.') {
            let dots = after_digits
                .find(|c| c != '.')
                .unwrap_or(after_digits.len());
            match word[..digits].parse::<u32>() {
                Ok(number) => self.push(Node::Done(Element::MoveNumber {
                    number,
                    black: dots > 1,
                })),
                Err(_) => self.fail(PdnErrorKind::BadMoveNumber(word[..digits].into()), line),
            }
            let rest = &after_digits[dots..];
            return !rest.is_empty() && self.word(rest, line);
        }
        if matches!(word, "..." | "…")
            && let Some(Node::Done(Element::MoveNumber { black, .. })) = self.current().last_mut()
        {
            // `1. ... 35-40`: the dots apart from the number still mark Black's move,
            // as `1...` does, and leave nothing out.
            *black = true;
            return false;
        }
        let glyph = |c: char| matches!(c, '!' | '?' | '+' | '=');
        let element = if matches!(word, "..." | "…" | "-" | "--") {
            Element::Missing(word.to_owned())
        } else if word.starts_with('$') || word.chars().all(glyph) {
            Element::Annotation(word.to_owned())
        } else {
            self.push(Node::Move {
                text: word.to_owned(),
                line,
            });
            return false;
        };
        self.push(Node::Done(element));
        false
    }

    /// The game, or its first error.
    fn finish(mut self, number: usize, previous: Option<Variant>) -> Result<Game, PdnError> {
        if let Some((_, open_line)) = self.levels.last() {
            let line = *open_line;
            self.fail(PdnErrorKind::UnclosedVariation, line);
        }
        let error = |(kind, line): (PdnErrorKind, usize)| PdnError {
            game: number,
            line,
            kind,
        };
        if let Some(fault) = self.error.take() {
            return Err(error(fault));
        }
        let variant = detect(&self.tags, &self.body)
            .map_err(|kind| error((kind, self.line)))?
            .or(previous)
            .unwrap_or(Variant::International);
        let body = elements(variant, self.body).map_err(error)?;
        Ok(Game {
            number,
            line: self.line,
            tags: self.tags,
            variant,
            body,
            result: self.result,
            cut: self.cut,
        })
    }
}

/// The game played: `GameType` first, then the first move's squares, then the FEN
/// (algebraic squares, or numbers above 32); `None` when nothing tells.
fn detect(tags: &[Tag], body: &[Node]) -> Result<Option<Variant>, PdnErrorKind> {
    if let Some(tag) = tags
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case("GameType"))
    {
        let number = tag.value.split(',').next().unwrap_or("").trim();
        return number
            .parse()
            .ok()
            .and_then(Variant::from_game_type)
            .map(Some)
            .ok_or_else(|| PdnErrorKind::UnsupportedGameType(tag.value.clone()));
    }
    if let Some(first) = first_move(body) {
        let algebraic = first.chars().next().is_some_and(char::is_alphabetic);
        return Ok(Some(if algebraic {
            Variant::Russian
        } else {
            Variant::International
        }));
    }
    let fen = tags
        .iter()
        .find(|t| t.name == "FEN")
        .map_or("", |t| t.value.as_str());
    let pieces = fen
        .split(':')
        .skip(1)
        .map(|part| part.get(1..).unwrap_or(""));
    let mut numbers = pieces.flat_map(|part| part.split([',', '-']));
    Ok(numbers.find_map(|square| {
        let square = square.trim_start_matches('K');
        if square.starts_with(|c: char| c.is_ascii_alphabetic()) {
            Some(Variant::Russian)
        } else {
            square
                .parse::<u32>()
                .is_ok_and(|n| n > 32)
                .then_some(Variant::International)
        }
    }))
}

/// The text of the first move in the movetext, variations included.
fn first_move(nodes: &[Node]) -> Option<&str> {
    nodes.iter().find_map(|node| match node {
        Node::Move { text, .. } => Some(text.as_str()),
        Node::Variation(inner) => first_move(inner),
        Node::Done(_) => None,
    })
}

/// The movetext with its moves read as moves of `variant`.
fn elements(variant: Variant, nodes: Vec<Node>) -> Result<Vec<Element>, (PdnErrorKind, usize)> {
    nodes
        .into_iter()
        .map(|node| match node {
            Node::Done(element) => Ok(element),
            Node::Variation(inner) => elements(variant, inner).map(Element::Variation),
            Node::Move { text, line } => match notation::read(variant, &text) {
                Ok(mv) => Ok(Element::Move(mv)),
                Err(error) => Err((PdnErrorKind::Move { text, error }, line)),
            },
        })
        .collect()
}

//! Tokens to text: spoken words for the word styles, letters for `san`.

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::lexicon::Word;
use super::tokens::Token;
use super::vocabulary::{Letters, Vocabulary};

/// How tokens become text.
#[derive(Debug, Clone)]
pub(crate) enum Renderer {
    /// Spoken words; `pawn_name` says whether pawns are named.
    Words {
        /// The style's words.
        vocabulary: Box<Vocabulary>,
        /// Name pawns.
        pawn_name: bool,
    },
    /// Letters as written (`Nf3`, `Ng1-f3`).
    Letters(Letters),
}

impl Renderer {
    /// The text of `tokens`, not capitalised.
    pub(crate) fn render(&self, tokens: &[Token]) -> String {
        match self {
            Renderer::Words {
                vocabulary,
                pawn_name,
            } => words(vocabulary, *pawn_name, tokens),
            Renderer::Letters(letters) => written(letters, tokens),
        }
    }

    /// The text of `tokens` as a sentence: word styles start with a capital letter,
    /// letters stay as written.
    pub(crate) fn sentence(&self, tokens: &[Token]) -> String {
        self.capitalize(&self.render(tokens))
    }

    /// `text` with its first letter in upper case for word styles; as it is for letters
    /// (`e4` stays `e4`).
    pub(crate) fn capitalize(&self, text: &str) -> String {
        match self {
            Renderer::Words { .. } => capitalize(text),
            Renderer::Letters(_) => text.to_owned(),
        }
    }

    /// A square ("Eva vier", "e4").
    pub(crate) fn square(&self, square: Square) -> String {
        self.render(&[Token::Square(square)])
    }

    /// A file alone ("Eva", "e").
    pub(crate) fn file(&self, file: File) -> String {
        self.render(&[Token::File(file)])
    }

    /// A rank alone ("vier", "4").
    pub(crate) fn rank(&self, rank: Rank) -> String {
        self.render(&[Token::Rank(rank)])
    }

    /// A piece name as used in announcements ("Springer", "N"), also for pawns.
    pub(crate) fn piece(&self, role: Role) -> String {
        match self {
            Renderer::Words { vocabulary, .. } => vocabulary.piece(role).to_owned(),
            Renderer::Letters(letters) => match role {
                Role::Pawn => String::new(),
                _ => letters.letter(role).to_owned(),
            },
        }
    }
}

fn words(vocabulary: &Vocabulary, pawn_name: bool, tokens: &[Token]) -> String {
    let mut out = String::new();
    for token in tokens {
        let (separator, text) = match *token {
            Token::Piece(Role::Pawn) if !pawn_name => continue,
            Token::Piece(role) => (" ", vocabulary.piece(role).to_owned()),
            Token::File(file) => (" ", vocabulary.file(file).to_owned()),
            Token::Rank(rank) => (" ", vocabulary.rank(rank).to_owned()),
            Token::Square(square) => (
                " ",
                format!(
                    "{} {}",
                    vocabulary.file(square.file()),
                    vocabulary.rank(square.rank())
                ),
            ),
            Token::Captures => (" ", vocabulary.word(Word::Captures).to_owned()),
            Token::EnPassant => (" ", vocabulary.word(Word::EnPassant).to_owned()),
            Token::Promotes(role) => (
                " ",
                format!(
                    "{} {}",
                    vocabulary.word(Word::Promotes),
                    vocabulary.promoted(role)
                ),
            ),
            Token::Castle(side) => (" ", vocabulary.castle(side).to_owned()),
            Token::Check => (", ", vocabulary.word(Word::Check).to_owned()),
            Token::Mate => (", ", vocabulary.word(Word::Mate).to_owned()),
        };
        if !out.is_empty() {
            out.push_str(separator);
        }
        out.push_str(&text);
    }
    out
}

fn written(letters: &Letters, tokens: &[Token]) -> String {
    let mut out = String::new();
    let mut after_square = false;
    for token in tokens {
        match *token {
            Token::Piece(role) => out.push_str(letters.letter(role)),
            Token::File(file) => out.push(file.char()),
            Token::Rank(rank) => out.push(rank.char()),
            Token::Square(square) => {
                if after_square {
                    out.push('-');
                }
                out.push_str(&square.to_string());
            }
            Token::Captures => out.push('x'),
            Token::EnPassant => {}
            Token::Promotes(role) => {
                out.push('=');
                out.push_str(letters.letter(role));
            }
            Token::Castle(CastlingSide::KingSide) => out.push_str("O-O"),
            Token::Castle(CastlingSide::QueenSide) => out.push_str("O-O-O"),
            Token::Check => out.push('+'),
            Token::Mate => out.push('#'),
        }
        after_square = matches!(token, Token::Square(_));
    }
    out
}

/// `text` with its first letter in upper case, unless its first word is a single letter
/// (a file: "e four" must not look like a capital E).
fn capitalize(text: &str) -> String {
    let first_word = text.split(' ').next().unwrap_or_default();
    if first_word.chars().count() == 1 {
        return text.to_owned();
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

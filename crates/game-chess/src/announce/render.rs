//! Tokens to text: spoken words for the word styles, letters for `san`.

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::tokens::Token;
use super::vocabulary::{Letters, Vocabulary};
use crate::i18n::Lang;
use crate::speech::segment;
use hektor_notation::announce::vocabulary::Word;

/// How tokens become text.
#[derive(Debug, Clone)]
pub(crate) enum Renderer {
    /// Spoken words; `pawn_name` says whether pawns are named.
    Words {
        /// The style's words.
        vocabulary: Box<Vocabulary>,
        /// Name pawns.
        pawn_name: bool,
        /// The language the words are marked with for speech ([`segment::mark`]);
        /// `None`: unmarked.
        marks: Option<Lang>,
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
                marks,
            } => words(vocabulary, *pawn_name, *marks, tokens),
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

fn words(
    vocabulary: &Vocabulary,
    pawn_name: bool,
    marks: Option<Lang>,
    tokens: &[Token],
) -> String {
    // Each word with the separator before it and whether it is a rank in the UI language.
    let mut parts: Vec<(&str, String, bool)> = Vec::new();
    let ui_ranks = vocabulary.ranks_in_ui_language();
    for token in tokens {
        match *token {
            Token::Piece(Role::Pawn) if !pawn_name => {}
            Token::Piece(role) => parts.push((" ", vocabulary.piece(role).to_owned(), false)),
            Token::File(file) => parts.push((" ", vocabulary.file(file).to_owned(), false)),
            Token::Rank(rank) => parts.push((" ", vocabulary.rank(rank).to_owned(), ui_ranks)),
            Token::Square(square) => {
                parts.push((" ", vocabulary.file(square.file()).to_owned(), false));
                parts.push((" ", vocabulary.rank(square.rank()).to_owned(), ui_ranks));
            }
            Token::Captures => parts.push((" ", vocabulary.word(Word::Captures).to_owned(), false)),
            Token::EnPassant => {
                parts.push((" ", vocabulary.word(Word::EnPassant).to_owned(), false));
            }
            Token::Promotes(role) => parts.push((
                " ",
                format!(
                    "{} {}",
                    vocabulary.word(Word::Promotes),
                    vocabulary.promoted(role)
                ),
                false,
            )),
            Token::Castle(side) => parts.push((" ", vocabulary.castle(side).to_owned(), false)),
            Token::Check => parts.push((", ", vocabulary.word(Word::Check).to_owned(), false)),
            Token::Mate => parts.push((", ", vocabulary.word(Word::Mate).to_owned(), false)),
        }
    }
    let mut out = String::new();
    let mut run = String::new();
    let mut run_is_ui = false;
    let close = |out: &mut String, run: &mut String, is_ui: bool| {
        match marks {
            Some(lang) if !is_ui => out.push_str(&segment::mark(lang, run)),
            _ => out.push_str(run),
        }
        run.clear();
    };
    for (index, (separator, text, is_ui)) in parts.into_iter().enumerate() {
        if index > 0 && is_ui != run_is_ui {
            close(&mut out, &mut run, run_is_ui);
            out.push_str(separator);
        } else if index > 0 {
            run.push_str(separator);
        }
        run_is_ui = is_ui;
        run.push_str(&text);
    }
    close(&mut out, &mut run, run_is_ui);
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
    if first_word.chars().filter(|&c| !segment::is_mark(c)).count() == 1 {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    for c in chars.by_ref() {
        if segment::is_mark(c) {
            out.push(c);
        } else {
            out.extend(c.to_uppercase());
            break;
        }
    }
    out.extend(chars);
    out
}

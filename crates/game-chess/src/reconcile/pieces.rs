//! Piece lists: what stands on a board, entered piece by piece without sight.
//!
//! A colour word (`white`, `weiß`, `black`, `schwarz`, ...) opens a side; then each
//! piece is a letter with a square (`Ke1`, `Nf6`, `e4` for a pawn; the piece letters and
//! figurines the move reader takes: `Sf3`, `Фd1`, `Крe1`, `Hd1`, `♕d1`), or a piece word with
//! a square in letters or in the spoken alphabet (`king e1`, `Springer Felix drei`,
//! `Bauer Eva 4`). Commas, semicolons, colons and the words `on`/`auf` are optional.
//! Every word of the announcement lexicon is understood, so whatever hektor says can be
//! typed back.

use fluent_bundle::FluentValue;
use shakmaty::{Board, Color, File, Piece, Rank, Role, Square};

use crate::announce::LISTING_ORDER;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::notation::piece_on_square;
use crate::terms::Player;
use crate::{color_of, file_of, role_of};
use hektor_notation::announce::lexicon::{BoardWord, spoken_words};
use hektor_notation::announce::vocabulary::Word;

/// A piece list that cannot be read; [`PieceListError::phrase`] says where and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PieceListError {
    /// A word that is not a colour, piece, square or filler.
    #[error("\"{word}\" is not a colour, a piece or a square")]
    UnknownWord {
        /// The word.
        word: String,
    },
    /// A piece before any colour.
    #[error("no side named before \"{word}\"")]
    NoColour {
        /// The word.
        word: String,
    },
    /// A piece word without a square after it.
    #[error("\"{piece}\" at the end has no square")]
    NoSquare {
        /// The piece word.
        piece: String,
    },
    /// Two pieces named on one square.
    #[error("two pieces are named on {square}")]
    Occupied {
        /// The square.
        square: String,
    },
    /// Nothing was entered.
    #[error("the piece list is empty")]
    Empty,
}

impl PieceListError {
    /// What is wrong and how to write it, as a phrase of the UI language (to go after a
    /// colon); the words it names (sides, the word for an empty square) are the UI
    /// language's own.
    pub fn phrase(&self, locale: &Locale) -> String {
        let lang = locale.lang();
        let first = |word: BoardWord| word.spellings(lang).into_iter().next().unwrap_or_default();
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        args.push(("example", locale.text(msg::RECONCILE_LIST_EXAMPLE).into()));
        let id = match self {
            PieceListError::UnknownWord { word } => {
                args.push(("word", word.clone().into()));
                args.push(("empty", BoardWord::Empty.spellings(lang).join(", ").into()));
                msg::RECONCILE_LIST_UNKNOWN_WORD
            }
            PieceListError::NoColour { word } => {
                args.push(("word", word.clone().into()));
                args.push(("white", first(BoardWord::Side(Player::White)).into()));
                args.push(("black", first(BoardWord::Side(Player::Black)).into()));
                msg::RECONCILE_LIST_NO_SIDE
            }
            PieceListError::NoSquare { piece } => {
                args.push(("piece", piece.clone().into()));
                msg::RECONCILE_LIST_NO_SQUARE
            }
            PieceListError::Occupied { square } => {
                args.push(("square", square.clone().into()));
                msg::RECONCILE_LIST_OCCUPIED
            }
            PieceListError::Empty => msg::RECONCILE_LIST_EMPTY,
        };
        sentence(locale, id, &args)
    }
}

/// Extra words beyond the announcement lexicon and the board words: English piece
/// names and the ASCII spellings of the FIDE words.
fn extra_word(word: &str) -> Option<Extra> {
    Some(match word {
        "king" | "koenig" | "könig" => Extra::Piece(Role::King),
        "queen" | "dame" => Extra::Piece(Role::Queen),
        "rook" | "turm" => Extra::Piece(Role::Rook),
        "bishop" | "laeufer" | "läufer" => Extra::Piece(Role::Bishop),
        "knight" | "springer" => Extra::Piece(Role::Knight),
        "pawn" | "bauer" => Extra::Piece(Role::Pawn),
        "caesar" | "cesar" | "cäsar" => Extra::File(File::C),
        "hector" | "hektor" => Extra::File(File::H),
        "fuenf" => Extra::Rank(Rank::Fifth),
        "on" | "at" | "auf" | "and" | "und" => Extra::Filler,
        _ => return None,
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Extra {
    Colour(Color),
    Piece(Role),
    File(File),
    Rank(Rank),
    Remove,
    Filler,
}

fn meaning(word: &str, lexicon: &[(String, Word)]) -> Option<Extra> {
    match BoardWord::read(word) {
        Some(BoardWord::Side(colour)) => return Some(Extra::Colour(color_of(colour))),
        Some(BoardWord::Empty) => return Some(Extra::Remove),
        Some(BoardWord::Blind | BoardWord::Sighted) | None => {}
    }
    extra_word(word).or_else(|| {
        lexicon
            .iter()
            .find(|(w, _)| w == word)
            .and_then(|(_, m)| match m {
                Word::File(f) => file_of(*f).map(Extra::File),
                Word::Rank(r) => crate::rank_of(*r).map(Extra::Rank),
                Word::Piece(p) => role_of(*p).map(Extra::Piece),
                Word::Filler => Some(Extra::Filler),
                _ => None,
            })
    })
}

/// One thing a piece list says about a square: a piece stands there, or nothing does.
pub type Item = (Square, Option<Piece>);

/// Reads `text` into items, starting with `colour` as the side whose pieces are named;
/// returns the items and the side named last (for entry a line at a time).
fn read_items(
    text: &str,
    mut colour: Option<Color>,
) -> Result<(Vec<Item>, Option<Color>), PieceListError> {
    let lexicon = spoken_words();
    let split = |t: &str| -> Vec<String> {
        t.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.'))
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let original = split(text);
    let mut items = Vec::new();
    let mut role: Option<(Role, &str)> = None;
    let mut file: Option<File> = None;
    let mut clear = false;
    for shown in &original {
        let word = shown.to_lowercase();
        let square = if let Some(extra) = meaning(&word, &lexicon) {
            match extra {
                Extra::Colour(c) => {
                    colour = Some(c);
                    continue;
                }
                Extra::Piece(r) => {
                    role = Some((r, shown));
                    continue;
                }
                Extra::File(f) => {
                    file = Some(f);
                    continue;
                }
                Extra::Rank(r) => match file.take() {
                    Some(f) => Square::from_coords(f, r),
                    None => return Err(unknown(shown)),
                },
                Extra::Remove => {
                    clear = true;
                    continue;
                }
                Extra::Filler => continue,
            }
        } else if let (Some(f), Some(r)) = (file, word.parse::<u32>().ok().and_then(rank_of)) {
            file = None;
            Square::from_coords(f, r)
        } else if let Some((letter, square)) = piece_on_square(shown) {
            if letter.is_some() {
                role = letter.map(|r| (r, shown.as_str()));
            }
            square
        } else {
            return Err(unknown(shown));
        };
        if std::mem::take(&mut clear) {
            role = None;
            items.push((square, None));
            continue;
        }
        let color = colour.ok_or_else(|| PieceListError::NoColour {
            word: shown.clone(),
        })?;
        let piece_role = role.take().map_or(Role::Pawn, |(r, _)| r);
        items.push((square, Some(piece_role.of(color))));
    }
    if let Some((_, word)) = role {
        return Err(PieceListError::NoSquare {
            piece: word.to_owned(),
        });
    }
    Ok((items, colour))
}

/// Reads a piece list into a board (no legality checks: see `super::board`).
pub fn parse_piece_list(text: &str) -> Result<Board, PieceListError> {
    let (items, _) = read_items(text, None)?;
    let mut board = Board::empty();
    for (square, piece) in items {
        match piece {
            Some(_) if board.piece_at(square).is_some() => {
                return Err(PieceListError::Occupied {
                    square: square.to_string(),
                });
            }
            Some(piece) => board.set_piece_at(square, piece),
            None => board.discard_piece_at(square),
        }
    }
    if board.occupied().is_empty() {
        return Err(PieceListError::Empty);
    }
    Ok(board)
}

/// A board entered a line at a time, piece by piece or square by square, as the game
/// session takes it from a player who cannot see it: `white`, then `Ke1`, `king e1` or
/// `Springer Felix drei`; a later line may name the other side, put another piece on a
/// square (it replaces what stood there) or clear one (`remove e4`, `leer Eva vier`).
#[derive(Debug, Clone, Default)]
pub struct BoardEntry {
    board: Board,
    colour: Option<Color>,
}

impl BoardEntry {
    /// An empty board, no side named yet.
    pub fn new() -> BoardEntry {
        BoardEntry {
            board: Board::empty(),
            colour: None,
        }
    }

    /// Applies one line; returns what it changed, for speaking back. A line that cannot
    /// be read changes nothing.
    pub fn enter(&mut self, line: &str) -> Result<Vec<Item>, PieceListError> {
        let (items, colour) = read_items(line, self.colour)?;
        self.colour = colour;
        for &(square, piece) in &items {
            match piece {
                Some(piece) => self.board.set_piece_at(square, piece),
                None => self.board.discard_piece_at(square),
            }
        }
        Ok(items)
    }

    /// The side the next pieces belong to, once named.
    pub fn side(&self) -> Option<Player> {
        self.colour.map(crate::player_of)
    }

    /// The board entered so far.
    pub fn board(&self) -> &Board {
        &self.board
    }
}

fn rank_of(n: u32) -> Option<Rank> {
    n.checked_sub(1).and_then(|i| Rank::try_from(i).ok())
}

fn unknown(word: &str) -> PieceListError {
    PieceListError::UnknownWord {
        word: word.to_owned(),
    }
}

/// The pieces of one colour in the order they are spoken: king, queen, rooks, bishops,
/// knights, pawns; each kind from a1 to h8.
pub fn pieces_of(board: &Board, color: Color) -> Vec<(Role, Square)> {
    let mut out = Vec::new();
    for role in LISTING_ORDER {
        for square in board.by_piece(Piece { color, role }) {
            out.push((role, square));
        }
    }
    out
}

/// The board as a piece list in letters, e.g. `white Ke1 Qd1 e4; black Ke8 Nf6`.
pub fn to_piece_list(board: &Board) -> String {
    [Color::White, Color::Black]
        .into_iter()
        .map(|color| {
            let mut part = color.to_string();
            for (role, square) in pieces_of(board, color) {
                part.push(' ');
                if role != Role::Pawn {
                    part.push(role.upper_char());
                }
                part.push_str(&square.to_string());
            }
            part
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn at(board: &Board, sq: Square) -> Option<Piece> {
        board.piece_at(sq)
    }

    #[test]
    fn reads_letters_words_and_spoken_squares() {
        let board = parse_piece_list(
            "white Ke1 queen d1, Springer Felix drei, e4; schwarz König Eva acht, Bauer Hector 7",
        )
        .unwrap();
        assert_eq!(at(&board, Square::E1), Some(Role::King.of(Color::White)));
        assert_eq!(at(&board, Square::D1), Some(Role::Queen.of(Color::White)));
        assert_eq!(at(&board, Square::F3), Some(Role::Knight.of(Color::White)));
        assert_eq!(at(&board, Square::E4), Some(Role::Pawn.of(Color::White)));
        assert_eq!(at(&board, Square::E8), Some(Role::King.of(Color::Black)));
        assert_eq!(at(&board, Square::H7), Some(Role::Pawn.of(Color::Black)));
        assert_eq!(board.occupied().count(), 6);
    }

    #[test]
    fn reads_russian_ukrainian_polish_letters_and_figurines() {
        let start = Board::new();
        for list in [
            "белые Крe1 Фd1 Лa1 Лh1 Сc1 Сf1 Кb1 Кg1 a2 b2 c2 d2 e2 f2 g2 h2; \
             чёрные Крe8 Фd8 Лa8 Лh8 Сc8 Сf8 Кb8 Кg8 a7 b7 c7 d7 e7 f7 g7 h7",
            "białe Ke1 Hd1 Wa1 Wh1 Gc1 Gf1 Sb1 Sg1 a2 b2 c2 d2 e2 f2 g2 h2; \
             czarne Ke8 Hd8 Wa8 Wh8 Gc8 Gf8 Sb8 Sg8 a7 b7 c7 d7 e7 f7 g7 h7",
            "white ♔e1 ♕d1 ♖a1 ♖h1 ♗c1 ♗f1 ♘b1 ♘g1 a2 b2 c2 d2 e2 f2 g2 h2; \
             black ♚e8 ♛d8 ♜a8 ♜h8 ♝c8 ♝f8 ♞b8 ♞g8 a7 b7 c7 d7 e7 f7 g7 h7",
        ] {
            assert_eq!(parse_piece_list(list).unwrap(), start, "{list}");
        }
        let board = parse_piece_list("білі Крe1 Фb3; чорні Крe8").unwrap();
        assert_eq!(at(&board, Square::B3), Some(Role::Queen.of(Color::White)));
    }

    #[test]
    fn says_what_is_wrong() {
        assert_eq!(
            parse_piece_list("Ke1"),
            Err(PieceListError::NoColour {
                word: "Ke1".to_owned()
            })
        );
        assert!(matches!(
            parse_piece_list("white Ke1 Xz9"),
            Err(PieceListError::UnknownWord { .. })
        ));
        assert!(matches!(
            parse_piece_list("white Ke1 e1"),
            Err(PieceListError::Occupied { .. })
        ));
        assert!(matches!(
            parse_piece_list("white Ke1 knight"),
            Err(PieceListError::NoSquare { .. })
        ));
        assert_eq!(parse_piece_list(" ; "), Err(PieceListError::Empty));
    }

    #[test]
    fn a_board_entered_line_by_line_keeps_the_side_and_replaces_squares() {
        let mut entry = BoardEntry::new();
        assert!(entry.enter("Ke1").is_err());
        entry.enter("weiß").unwrap();
        entry.enter("Ke1").unwrap();
        entry.enter("Springer Felix drei").unwrap();
        entry.enter("schwarz König Eva acht").unwrap();
        entry.enter("Bauer Eva vier").unwrap();
        assert_eq!(
            entry.enter("leer Eva vier").unwrap(),
            vec![(Square::E4, None)]
        );
        entry.enter("white queen e8").unwrap();
        assert_eq!(to_piece_list(entry.board()), "white Ke1 Qe8 Nf3; black");
    }

    /// The words a native speaker types for a square left empty, and for the sides.
    const EMPTY_WORDS: [(&str, &str, &str); 5] = [
        ("white", "black", "empty|clear|remove"),
        ("weiß", "schwarz", "leer|entfernen|weg"),
        ("білі", "чорні", "порожньо|пусто|прибрати|зняти"),
        ("белые", "чёрные", "пусто|пустая|убрать|снять|Убрать"),
        ("białe", "czarne", "puste|pusty|usuń|zdejmij|USUŃ"),
    ];

    #[test]
    fn every_language_empties_a_square_in_its_own_words() {
        for (white, black, empties) in EMPTY_WORDS {
            for empty in empties.split('|') {
                let mut entry = BoardEntry::new();
                entry
                    .enter(&format!("{white} Ke1 e4; {black} Ke8"))
                    .unwrap();
                assert_eq!(
                    entry.enter(&format!("{empty} e4")).unwrap(),
                    vec![(Square::E4, None)],
                    "{empty}"
                );
                assert_eq!(
                    to_piece_list(entry.board()),
                    "white Ke1; black Ke8",
                    "{empty}"
                );
            }
        }
    }

    #[test]
    fn an_unknown_word_names_the_empty_words_of_the_ui_language() {
        let error = parse_piece_list("белые Крe1 Xz9").unwrap_err();
        for (lang, words) in [
            (
                crate::i18n::Lang::Ru,
                "пусто, пустое, пустая, убрать, снять",
            ),
            (
                crate::i18n::Lang::Uk,
                "порожньо, порожнє, пусто, прибрати, зняти, забрати",
            ),
            (
                crate::i18n::Lang::Pl,
                "puste, pusty, pusta, usuń, usun, zdejmij",
            ),
            (crate::i18n::Lang::De, "leer, entfernen, weg"),
            (crate::i18n::Lang::En, "empty, clear, remove"),
        ] {
            let phrase = error.phrase(&Locale::new(lang));
            assert!(
                phrase.contains("Xz9") && phrase.ends_with(words),
                "{lang}: {phrase}"
            );
        }
    }

    #[test]
    fn no_board_word_is_also_a_move_word() {
        let lexicon = spoken_words();
        for lang in crate::i18n::Lang::ALL {
            for meaning in BoardWord::ALL {
                for spelling in meaning.spellings(lang) {
                    assert!(
                        !lexicon.iter().any(|(word, _)| *word == spelling),
                        "{lang}: {spelling} is a board word and a move word"
                    );
                }
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn any_empty_word_before_any_square_clears_it(
            words in proptest::sample::select(EMPTY_WORDS.to_vec()),
            pick in 0usize..6,
            square in 0u32..64,
        ) {
            let (white, _, empties) = words;
            let options: Vec<&str> = empties.split('|').collect();
            let empty = options[pick % options.len()];
            let square = Square::new(square);
            let mut entry = BoardEntry::new();
            entry.enter(&format!("{white} {square}")).unwrap();
            proptest::prop_assert_eq!(
                entry.enter(&format!("{empty} {square}")).unwrap(),
                vec![(square, None)]
            );
            proptest::prop_assert!(entry.board().occupied().is_empty());
        }

        #[test]
        fn any_line_is_read_or_refused_without_panic(line in "\\PC{0,40}") {
            let mut entry = BoardEntry::new();
            static LOCALES: std::sync::OnceLock<Vec<Locale>> = std::sync::OnceLock::new();
            let locales = LOCALES.get_or_init(|| crate::i18n::Lang::ALL.into_iter().map(Locale::new).collect());
            if let Err(error) = entry.enter(&line) {
                for locale in locales {
                    proptest::prop_assert!(!error.phrase(locale).is_empty());
                }
            }
        }
    }

    #[test]
    fn writes_a_list_it_reads_back() {
        let board = Board::new();
        assert_eq!(parse_piece_list(&to_piece_list(&board)).unwrap(), board);
    }
}

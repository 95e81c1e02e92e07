//! Draughts behind the reconcile seam: `hektor_draughts::Position` as a [`SheetGame`],
//! boards given as PDN FEN or piece lists (`white 31-50; black 1-20`, `white Kc3 e3;
//! black d6`), and scoresheets read from PDN files.

use std::path::Path;

use fluent_bundle::FluentArgs;
use hektor_draughts::notation::{self, Resolved, SquareForm};
use hektor_draughts::pdn::{Element, Game, PdnError, PdnErrorKind, PdnReader};
use hektor_draughts::{Color, FenError, Move, Piece, Position, Role, Square, Variant};

use super::board::player_word;
use super::file::GameOf;
use super::game::{Reading, SheetGame};
use super::sheet::{Entry, Sheet};
use super::{Player, after};
use crate::announce::lexicon::BoardWord;
use crate::games::draughts::{written, written_square};
use crate::games::words::GameWords;
use crate::i18n::Locale;
use crate::notation::movetext::MoveNumber;

/// What stands on a draughts board: the men and kings by square, without the turn (one
/// bit per square number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Men {
    variant: Variant,
    white: u64,
    black: u64,
    kings: u64,
}

/// The bit of `square` in [`Men`] and [`DraughtsReach`].
fn bit(square: Square) -> u64 {
    1 << square.number()
}

impl Men {
    /// What stands in `position`.
    pub fn of(position: &Position) -> Men {
        let mut men = Men {
            variant: position.variant(),
            white: 0,
            black: 0,
            kings: 0,
        };
        for (square, piece) in position.pieces() {
            match piece.color {
                Color::White => men.white |= bit(square),
                Color::Black => men.black |= bit(square),
            }
            if piece.role == Role::King {
                men.kings |= bit(square);
            }
        }
        men
    }

    /// The board's game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The squares of `color`'s pieces.
    fn of_color(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Every piece by square number.
    fn pieces(&self) -> Vec<(Square, Piece)> {
        (1..=self.variant.squares())
            .filter_map(|n| Square::new(self.variant, n))
            .filter_map(|square| {
                let color = if self.white & bit(square) != 0 {
                    Color::White
                } else if self.black & bit(square) != 0 {
                    Color::Black
                } else {
                    return None;
                };
                let role = if self.kings & bit(square) != 0 {
                    Role::King
                } else {
                    Role::Man
                };
                Some((square, Piece { color, role }))
            })
            .collect()
    }

    /// The board as a piece list, by number: `white 31-50; black 1-20` style, kings
    /// with `K` (`white K3 28; black 19`).
    pub fn to_piece_list(&self) -> String {
        [(Color::White, "white"), (Color::Black, "black")]
            .into_iter()
            .map(|(color, word)| {
                let mut out = word.to_owned();
                for (square, piece) in self.pieces().iter().filter(|(_, p)| p.color == color) {
                    out.push(' ');
                    if piece.role == Role::King {
                        out.push('K');
                    }
                    out.push_str(&written_square(self.variant, *square));
                }
                out
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

impl SheetGame for Position {
    type Placement = Men;
    type Color = Color;
    type Role = Role;
    type Square = OnBoard;
    type Reach = DraughtsReach;
    type Words = GameWords;

    fn placement(&self) -> Men {
        Men::of(self)
    }

    fn side(&self) -> Color {
        self.turn()
    }

    /// PDN FEN has no move number: a sheet counts from 1.
    fn move_number(&self) -> u32 {
        1
    }

    fn read_entry(&self, text: &str) -> Reading<Move> {
        let Ok(written) = notation::read(self.variant(), text) else {
            return Reading::Unreadable;
        };
        match notation::resolve(self.variant(), &written, &self.legal_moves()) {
            Resolved::Move(mv) => Reading::Move(mv),
            Resolved::Choice(moves) => Reading::Choices(moves),
            Resolved::Unfit(_) => Reading::Illegal,
        }
    }

    fn foreign(&self, text: &str) -> bool {
        notation::read(self.variant(), text).is_err()
    }

    fn differing(a: &Men, b: &Men) -> usize {
        differ(a, b).count_ones() as usize
    }

    fn pieces(placement: &Men) -> Vec<(Color, Role, OnBoard)> {
        let variant = placement.variant;
        placement
            .pieces()
            .iter()
            .map(|(square, piece)| {
                (
                    piece.color,
                    piece.role,
                    OnBoard {
                        variant,
                        square: *square,
                    },
                )
            })
            .collect()
    }

    fn kinds() -> Vec<(Color, Role)> {
        [Color::White, Color::Black]
            .into_iter()
            .flat_map(|color| [Role::Man, Role::King].map(|role| (color, role)))
            .collect()
    }

    fn distance(board: &Men, a: OnBoard, b: OnBoard) -> u32 {
        let variant = board.variant;
        let ((ra, ca), (rb, cb)) = (a.square.coords(variant), b.square.coords(variant));
        let (rows, columns) = (u32::from(ra.abs_diff(rb)), u32::from(ca.abs_diff(cb)));
        rows.max(columns) * 16 + rows + columns
    }

    fn is_white(color: Color) -> bool {
        color == Color::White
    }

    fn role_name(role: Role) -> &'static str {
        match role {
            Role::Man => "man",
            Role::King => "king",
        }
    }

    fn role_key(role: Role) -> &'static str {
        match role {
            Role::Man => "draughts-man",
            Role::King => "draughts-king",
        }
    }

    /// As PDN writes it: a number on 10x10, letters on 8x8.
    fn square_name(square: OnBoard) -> String {
        written_square(square.variant, square.square)
    }

    /// Played again on another board, the move still goes from its square over its
    /// landings (else the turn passes): it can empty only squares on that path and put a
    /// piece of its side only on its last square.
    fn reach(before: &Position, mv: &Move, _: &Position) -> DraughtsReach {
        let mut reach = DraughtsReach::default();
        let variant = before.variant();
        let mut at = mv.from();
        reach.vacated |= bit(at);
        for &landing in mv.landings() {
            for square in between(variant, at, landing) {
                reach.vacated |= bit(square);
            }
            reach.vacated |= bit(landing);
            at = landing;
        }
        let side = usize::from(before.turn() == Color::Black);
        reach.put[side] |= bit(mv.to());
        reach
    }

    fn join(a: &DraughtsReach, b: &DraughtsReach) -> DraughtsReach {
        DraughtsReach {
            vacated: a.vacated | b.vacated,
            put: [a.put[0] | b.put[0], a.put[1] | b.put[1]],
        }
    }

    /// A capture may take any number of pieces: no bound on what one move touches.
    fn out_of_reach(_: &Men, _: &Men, _: &DraughtsReach) -> bool {
        false
    }

    fn can_reach(reach: &DraughtsReach, now: &Men, board: &Men) -> bool {
        let diff = differ(now, board);
        let occupied = board.white | board.black;
        let mut stuck = diff & !occupied & !reach.vacated;
        for (side, color) in [Color::White, Color::Black].into_iter().enumerate() {
            stuck |= diff & board.of_color(color) & !reach.put[side];
        }
        stuck == 0
    }

    /// The recorded move, when a legal move goes from its square over its landings;
    /// otherwise the turn passes with the pieces where they stand.
    fn play_or_pass(&mut self, mv: &Move) -> bool {
        let made = self
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == mv.from() && m.landings() == mv.landings());
        match made {
            Some(made) => {
                *self = after(self, &made);
                true
            }
            None => match Position::setup(self.variant(), self.turn().other(), self.pieces()) {
                Ok(passed) => {
                    *self = passed;
                    true
                }
                Err(_) => false,
            },
        }
    }

    fn locale(words: &GameWords) -> &Locale {
        words.locale()
    }

    fn say_move(&self, words: &GameWords, mv: &Move) -> String {
        match words {
            GameWords::Draughts(announcer, _) => announcer.text(self.variant(), mv),
            GameWords::Chess(..) => written(self.variant(), mv),
        }
    }

    fn say_square(&self, words: &GameWords, square: OnBoard) -> String {
        match words {
            GameWords::Draughts(announcer, _) => announcer.square(self.variant(), square.square),
            GameWords::Chess(..) => Self::square_name(square),
        }
    }
}

/// A square of a draughts board of a given game (its name depends on the board).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnBoard {
    /// The board's game.
    pub variant: Variant,
    /// The square.
    pub square: Square,
}

/// What a stretch of recorded draughts moves can leave on the board, by square bit.
#[derive(Debug, Clone, Copy, Default)]
pub struct DraughtsReach {
    /// Squares some move may leave empty: every square of its path.
    vacated: u64,
    /// Per side (White, Black): squares where some move puts a piece of that side.
    put: [u64; 2],
}

/// The squares where `a` and `b` differ (side or man/king).
fn differ(a: &Men, b: &Men) -> u64 {
    (a.white ^ b.white) | (a.black ^ b.black) | (a.kings ^ b.kings)
}

/// The squares strictly between `from` and `to` on their diagonal (none when they do not
/// share one).
fn between(variant: Variant, from: Square, to: Square) -> Vec<Square> {
    let ((r0, c0), (r1, c1)) = (from.coords(variant), to.coords(variant));
    let (dr, dc) = (i16::from(r1) - i16::from(r0), i16::from(c1) - i16::from(c0));
    if dr.abs() != dc.abs() || dr == 0 {
        return Vec::new();
    }
    (1..dr.abs())
        .filter_map(|k| {
            let row = u8::try_from(i16::from(r0) + k * dr.signum()).ok()?;
            let column = u8::try_from(i16::from(c0) + k * dc.signum()).ok()?;
            Square::from_coords(variant, row, column)
        })
        .collect()
}

/// A draughts board that cannot be used; [`DraughtsBoardError::phrase`] says why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DraughtsBoardError {
    /// Text that is neither a PDN FEN nor a piece list.
    #[error("\"{word}\" is not a side, a square or a range of squares")]
    Word {
        /// The word.
        word: String,
    },
    /// Squares before any side.
    #[error("no side named before \"{word}\"")]
    NoSide {
        /// The word.
        word: String,
    },
    /// The FEN does not read.
    #[error("the FEN cannot be read: {0}")]
    Fen(FenError),
    /// Two pieces on one square, or a man on the row where it is crowned.
    #[error("square {square} cannot hold that piece")]
    Square {
        /// The square as written.
        square: String,
    },
    /// Nothing on the board.
    #[error("the board is empty")]
    Empty,
}

impl DraughtsBoardError {
    /// What is wrong and how to write it, as a phrase of the UI language.
    pub fn phrase(&self, locale: &Locale) -> String {
        let mut args = FluentArgs::new();
        let id = match self {
            DraughtsBoardError::Word { word } | DraughtsBoardError::NoSide { word } => {
                args.set("word", word.clone());
                if matches!(self, DraughtsBoardError::Word { .. }) {
                    "reconcile-draughts-board-word"
                } else {
                    "reconcile-draughts-board-no-side"
                }
            }
            DraughtsBoardError::Fen(_) => "reconcile-draughts-board-fen",
            DraughtsBoardError::Square { square } => {
                args.set("square", square.clone());
                "reconcile-draughts-board-square"
            }
            DraughtsBoardError::Empty => "reconcile-draughts-board-empty",
        };
        locale.format(id, Some(&args))
    }
}

/// Reads a draughts board of `variant` as given on the command line: optionally whose it
/// is (`blind:`, `sighted:`), then a PDN FEN (`W:W31-50:B1-20`) or a piece list (`white
/// 31-50; black 1-20`, `white Kc3 e3; black d6`: men by square, kings with `K`, squares
/// by number or, on 8x8, by letter; side words of any UI language).
pub fn parse_draughts_board(
    variant: Variant,
    text: &str,
) -> Result<(Option<Player>, Men), DraughtsBoardError> {
    let (player, body) = match text.split_once(':') {
        Some((head, rest)) => match player_word(head) {
            Some(player) => (Some(player), rest),
            None => (None, text),
        },
        None => (None, text),
    };
    let body = body.trim();
    let fen_like = body.len() > 1
        && body.starts_with(['W', 'B', 'w', 'b'])
        && body[1..].trim_start().starts_with(':');
    if fen_like {
        let position = Position::from_fen(variant, body).map_err(DraughtsBoardError::Fen)?;
        return Ok((player, Men::of(&position)));
    }
    let mut side: Option<Color> = None;
    let mut pieces: Vec<(Square, Piece)> = Vec::new();
    for word in body
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '.'))
        .filter(|w| !w.is_empty())
    {
        match BoardWord::read(&word.to_lowercase()) {
            Some(BoardWord::Side(color)) => {
                side = Some(if color == shakmaty::Color::White {
                    Color::White
                } else {
                    Color::Black
                });
                continue;
            }
            Some(_) => {
                return Err(DraughtsBoardError::Word {
                    word: word.to_owned(),
                });
            }
            None => {}
        }
        let Some(color) = side else {
            return Err(DraughtsBoardError::NoSide {
                word: word.to_owned(),
            });
        };
        let (role, squares) = match word.strip_prefix(['K', 'k', 'D', 'Д', 'д']) {
            Some(rest) if !rest.is_empty() => (Role::King, rest),
            _ => (Role::Man, word),
        };
        for square in squares_of(variant, squares).ok_or_else(|| DraughtsBoardError::Word {
            word: word.to_owned(),
        })? {
            if pieces.iter().any(|(s, _)| *s == square) {
                return Err(DraughtsBoardError::Square {
                    square: written_square(variant, square),
                });
            }
            pieces.push((square, Piece { color, role }));
        }
    }
    if pieces.is_empty() {
        return Err(DraughtsBoardError::Empty);
    }
    let position = Position::setup(variant, Color::White, pieces).map_err(|error| {
        let square = match error {
            hektor_draughts::SetupError::Occupied(square)
            | hektor_draughts::SetupError::ManOnCrowningRow(square) => square,
        };
        DraughtsBoardError::Square {
            square: written_square(variant, square),
        }
    })?;
    Ok((player, Men::of(&position)))
}

/// The squares `text` names: one square (`28`, `c3`) or a range of numbers (`31-50`).
fn squares_of(variant: Variant, text: &str) -> Option<Vec<Square>> {
    let number = |t: &str| t.parse::<u8>().ok().and_then(|n| Square::new(variant, n));
    if let Some((first, last)) = text.split_once('-') {
        let (first, last) = (number(first)?, number(last)?);
        return (first <= last).then(|| {
            (first.number()..=last.number())
                .filter_map(|n| Square::new(variant, n))
                .collect()
        });
    }
    number(text)
        .or_else(|| Square::from_algebraic(variant, text))
        .map(|square| vec![square])
}

/// Why a PDN sheet cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdnSheetError {
    /// The game does not read as PDN.
    #[error("game {} (line {}) is not PDN hektor reads", .0.game, .0.line)]
    Pdn(PdnError),
    /// The `FEN` tag is not a position of the game.
    #[error("the FEN tag {0:?} is not a position of the game")]
    Start(String),
    /// The file has fewer games than the number asked for.
    #[error("the file has {count} games, so there is no game {wanted}")]
    NoSuchGame {
        /// The game asked for.
        wanted: usize,
        /// How many games the file has.
        count: usize,
    },
}

impl PdnSheetError {
    /// Why, as a sentence of the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        let mut args = FluentArgs::new();
        let id = match self {
            PdnSheetError::Pdn(error) => {
                args.set("game", error.game);
                args.set("number", error.line);
                match &error.kind {
                    PdnErrorKind::Move { text, .. } => {
                        args.set("entry", text.clone());
                        "reconcile-pdn-move"
                    }
                    _ => "reconcile-pdn-unreadable",
                }
            }
            PdnSheetError::Start(fen) => {
                args.set("placement", fen.clone());
                "reconcile-pdn-start"
            }
            PdnSheetError::NoSuchGame { wanted, count } => {
                args.set("wanted", *wanted);
                args.set("count", *count);
                "reconcile-no-such-game"
            }
        };
        locale.format(id, Some(&args))
    }
}

/// The game of draughts the sheet file at `path` holds, if it is a draughts scoresheet: a
/// hektor journal of a draughts game, a `.pdn` file, a file with a `GameType` tag or a
/// draughts FEN tag, or moves by square number (`32-28`) (the game its first game shows;
/// draughts-100 when it does not read).
pub fn draughts_of(path: &Path) -> Option<Variant> {
    let text = std::fs::read_to_string(path).ok()?;
    if text.trim_start().starts_with('{') {
        return crate::game::journal::load(path).ok()?.rules.draughts();
    }
    let numbered = || {
        PdnReader::new(text.as_bytes())
            .next()
            .and_then(Result::ok)
            .and_then(|game| {
                game.moves()
                    .next()
                    .map(|mv| mv.form() == SquareForm::Numeric)
            })
            .unwrap_or(false)
    };
    let pdn = path
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("pdn"))
        || text.contains("[GameType")
        || text.contains("[FEN \"W:")
        || text.contains("[FEN \"B:")
        || numbered();
    pdn.then(|| {
        read_pdn_sheet(&text, None, None)
            .map_or(Variant::International, |(_, start)| start.variant())
    })
}

/// The sheet of game `game` (from 1; the first when `None`) of the PDN `text`, with its
/// start position; `variant` is the game asked for, else the one the file shows.
pub fn read_pdn_sheet(
    text: &str,
    game: Option<usize>,
    variant: Option<Variant>,
) -> Result<(Sheet, Position), PdnSheetError> {
    let games: Vec<Result<Game, PdnError>> = PdnReader::new(text.as_bytes()).collect();
    let count = games.len();
    let wanted = game.unwrap_or(1);
    let chosen = match wanted.checked_sub(1).and_then(|i| games.get(i)) {
        Some(Ok(chosen)) => chosen,
        Some(Err(error)) => return Err(PdnSheetError::Pdn(error.clone())),
        // Nothing at all: an empty sheet, which reconciling refuses as such.
        None if count == 0 => {
            let variant = variant.unwrap_or(Variant::International);
            return Ok((Sheet::default(), Position::new(variant)));
        }
        None => return Err(PdnSheetError::NoSuchGame { wanted, count }),
    };
    let variant = variant.unwrap_or(chosen.variant());
    let start = match chosen.fen() {
        Some(fen) => {
            Position::from_fen(variant, fen).map_err(|_| PdnSheetError::Start(fen.to_owned()))?
        }
        None => Position::new(variant),
    };
    let mut sheet = Sheet::default();
    let mut number = None;
    for element in chosen.body() {
        let entry = match element {
            Element::MoveNumber { number: n, black } => {
                number = Some(MoveNumber {
                    number: *n,
                    black: *black,
                });
                continue;
            }
            Element::Move(mv) => Entry::Written(mv.notation(variant)),
            Element::Missing(_) => Entry::Gap,
            _ => continue,
        };
        sheet.entries.push(entry);
        sheet.numbers.push(number.take());
    }
    while sheet.entries.last() == Some(&Entry::Gap) {
        sheet.entries.pop();
        sheet.numbers.pop();
    }
    if count > 1 {
        sheet.game = Some(GameOf {
            game: wanted,
            games: count,
            white: chosen.tag("White").map(str::to_owned),
            black: chosen.tag("Black").map(str::to_owned),
        });
    }
    Ok((sheet, start))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::panic)]
    use super::*;
    use crate::reconcile::{Verdict, reconcile_game};
    use proptest::prelude::*;

    fn men(variant: Variant, text: &str) -> Men {
        parse_draughts_board(variant, text).unwrap().1
    }

    #[test]
    fn boards_read_as_fen_ranges_letters_and_kings() {
        let start = Men::of(&Position::new(Variant::International));
        assert_eq!(men(Variant::International, "W:W31-50:B1-20"), start);
        assert_eq!(
            men(Variant::International, "white 31-50; black 1-20"),
            start
        );
        assert_eq!(
            men(Variant::International, "czarne 1-20, białe 31-50"),
            start
        );
        let small = men(Variant::Russian, "sighted:white Kc3 e3; black d6");
        assert_eq!(small.to_piece_list(), "white Kc3 e3; black d6");
        assert_eq!(
            parse_draughts_board(Variant::Russian, "blind:white 22")
                .unwrap()
                .0,
            Some(Player::Blind)
        );
        assert_eq!(
            parse_draughts_board(Variant::International, "28 white"),
            Err(DraughtsBoardError::NoSide {
                word: "28".to_owned()
            })
        );
        assert_eq!(
            parse_draughts_board(Variant::International, "white 28 28"),
            Err(DraughtsBoardError::Square {
                square: "28".to_owned()
            })
        );
        // A white man on Black's back row would already be a king.
        assert!(parse_draughts_board(Variant::International, "white 3").is_err());
        assert_eq!(
            parse_draughts_board(Variant::Russian, "white 31-50"),
            Err(DraughtsBoardError::Word {
                word: "31-50".to_owned()
            })
        );
    }

    #[test]
    fn two_pdn_sheets_that_differ_return_to_the_agreed_position() {
        let a = "1. 32-28 17-22 2. 28x17 12x21 3. 31-26 7-12";
        let b = "1. 32-28 17-22 2. 28x17 11x22 3. 31-26 7-12";
        let (a, start) = read_pdn_sheet(a, None, Some(Variant::International)).unwrap();
        let (b, _) = read_pdn_sheet(b, None, Some(Variant::International)).unwrap();
        let report = reconcile_game(&start, &a, &b, &[]).unwrap();
        assert_eq!(report.verdict, Verdict::SheetsDiverge);
        assert_eq!(report.agreed_plies, 3);
        assert_eq!(report.return_to.move_number, 2);
        assert_eq!(report.return_to.side_to_move, Color::Black);
        let divergence = report.divergence.unwrap();
        assert_eq!(divergence.sheets, ["12x21".to_owned(), "11x22".to_owned()]);
    }

    /// A position reached by playing the legal move picked by each index.
    fn played(variant: Variant, picks: &[usize]) -> Position {
        let mut pos = Position::new(variant);
        for pick in picks {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(&moves[pick % moves.len()]).unwrap();
        }
        pos
    }

    /// The board after playing `executed` instead of move `i` and the later moves as far
    /// as they can be made, without any pruning.
    fn naive(start: &Position, moves: &[Move], i: usize, executed: &Move) -> Men {
        let mut pos = start.clone();
        for mv in &moves[..i] {
            pos = after(&pos, mv);
        }
        pos = after(&pos, executed);
        for mv in &moves[i + 1..] {
            if !pos.play_or_pass(mv) {
                break;
            }
        }
        Men::of(&pos)
    }

    #[test]
    fn the_pruned_search_finds_every_substitution_a_plain_replay_finds() {
        // 20 moves of the international game (WK 2003, Ndjofang-Heusdens), kings and
        // multiple captures included by the later replays.
        let text = "1. 32-28 17-22 2. 28x17 12x21 3. 31-26 7-12 4. 26x17 12x21 5. 36-31 19-23 \
                    6. 34-29 23x34 7. 39x30 20-24 8. 30x19 14x23 9. 37-32 21-27 10. 31x22 18x27";
        let (sheet, start) = read_pdn_sheet(text, None, Some(Variant::International)).unwrap();
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for entry in &sheet.entries {
            let Entry::Written(text) = entry else {
                unreachable!()
            };
            let Reading::Move(mv) = pos.read_entry(text) else {
                panic!("{text}")
            };
            pos = after(&pos, &mv);
            moves.push(mv);
        }
        let end = Men::of(&pos);
        let prepared = super::super::Prepared::new(&start, &moves);
        let mut pos = start.clone();
        let mut checked = 0;
        for (i, recorded) in moves.iter().enumerate() {
            for executed in pos.legal_moves().iter().filter(|m| *m != recorded) {
                let board = naive(&start, &moves, i, executed);
                if board == end {
                    continue;
                }
                let found = prepared.explain(&board).unwrap();
                assert_eq!(naive(&start, &moves, found.ply - 1, &found.executed), board);
                assert!(found.ply > i, "the latest substitution is named");
                checked += 1;
            }
            pos = after(&pos, recorded);
        }
        assert!(checked > 50, "{checked}");
    }

    proptest! {
        #[test]
        fn any_board_text_is_read_or_refused_without_panic(text in "\\PC{0,40}") {
            for variant in [Variant::Russian, Variant::International] {
                let _ = parse_draughts_board(variant, &text);
            }
        }

        #[test]
        fn a_piece_list_reads_back_as_the_board(
            picks in proptest::collection::vec(0usize..50, 0..60),
            big in any::<bool>(),
        ) {
            let variant = if big { Variant::International } else { Variant::Russian };
            let board = Men::of(&played(variant, &picks));
            let list = board.to_piece_list();
            prop_assert_eq!(parse_draughts_board(variant, &list).map(|(_, m)| m), Ok(board));
        }
    }
}

//! The games hektor serves at the board, behind one seam: chess (FIDE Appendix D) in
//! [`chess`], draughts-64 and draughts-100 (seed 003 IV.13) in [`draughts`].
//!
//! The session engine ([`crate::game::session`], and the session crate's `app`) knows a game only
//! through [`GamePosition`]: whose turn it is, the legal moves, playing one, writing it
//! down for the record and finding it again from the record, and how the board ends the
//! game by itself. [`Board`] and [`GameMove`] hold a position and a move of whichever
//! game is played, so one engine serves both. A game from outside hektor's code is one
//! implementation of [`other::Game`], registered with [`other::register`]: the `Other`
//! arms of [`Rules`], [`Board`], [`GameMove`] and [`words::GameWords`] are its one
//! dispatch point.

pub mod checking;
pub mod exporting;
pub mod format;
pub mod journal;
mod line;
pub mod questions;
pub mod reconciling;
pub mod saved;
pub mod sheet;
#[cfg(test)]
mod tests;
pub mod words;
pub mod written;

pub use crate::position::{Ending, GamePosition, Notated, ReplayError, SquareName, StartError};
pub use hektor_game_chess as chess;
pub use hektor_game_core::other;
pub use hektor_game_draughts as draughts;
pub use line::Line;

/// Everything recorded of one game of the games hektor plays.
pub type GameRecord = crate::game::record::GameRecord<Rules>;

/// A game of the games hektor plays, in progress.
pub type Session = crate::game::session::Session<Board>;

/// A file to export from: a saved game of the games hektor plays, or a PGN file.
pub type Input = crate::scoresheet::input::Input<Board>;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::game::rules::{GameRules, Playable};
use crate::msg;
use crate::replay::game_files::GameKind;
use crate::replay::tree::Holds;
use crate::terms::GameResult;
use crate::terms::Player;

/// The rules a game is played by (`--rules`), written by name in the journal.
#[derive(Debug, Clone, Copy, Default)]
pub enum Rules {
    /// Chess, FIDE Laws with Appendix D.
    #[default]
    Chess,
    /// Draughts on 64 squares, Russian/Ukrainian rules (seed 003 IV.13, section 2).
    Draughts64,
    /// Draughts on 100 squares, international rules (seed 003 IV.13, section 3).
    Draughts100,
    /// A game registered from outside hektor's code ([`other::register`]).
    Other(&'static dyn other::Game),
}

/// Rules are equal when they are the same arm (registered games: of the same name).
impl PartialEq for Rules {
    fn eq(&self, other: &Rules) -> bool {
        match (self, other) {
            (Rules::Other(a), Rules::Other(b)) => other::same_game(*a, *b),
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }
}

impl Eq for Rules {}

impl Serialize for Rules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Rules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        let name = String::deserialize(deserializer)?;
        Rules::from_name(&name).ok_or_else(|| {
            serde::de::Error::unknown_variant(&name, &["chess", "draughts-64", "draughts-100"])
        })
    }
}

impl Rules {
    /// Every game, in the order `--help` lists them.
    pub const ALL: [Rules; 3] = [Rules::Chess, Rules::Draughts64, Rules::Draughts100];

    /// The name on the command line and in the journal.
    pub fn name(self) -> &'static str {
        match self {
            Rules::Chess => "chess",
            Rules::Draughts64 => "draughts-64",
            Rules::Draughts100 => "draughts-100",
            Rules::Other(game) => game.name(),
        }
    }

    /// Whether these are chess's rules (the default a record leaves unsaid).
    pub fn is_chess(&self) -> bool {
        matches!(self, Rules::Chess)
    }

    /// The rules named `text` (`chess`, `draughts-64`, `draughts-100`, or a registered
    /// game's name), if any.
    pub fn from_name(text: &str) -> Option<Rules> {
        Rules::ALL
            .into_iter()
            .find(|rules| rules.name().eq_ignore_ascii_case(text.trim()))
            .or_else(|| other::find(text).map(Rules::Other))
    }

    /// The announcement style of these rules when none is asked for: `chess` (the
    /// configured one) for chess and a registered game (which brings its own words),
    /// draughts' own otherwise.
    pub fn default_style(self, chess: crate::announce::Style) -> crate::announce::Style {
        match self {
            Rules::Chess | Rules::Other(_) => chess,
            Rules::Draughts64 | Rules::Draughts100 => draughts::DEFAULT_STYLE,
        }
    }

    /// The sentence said when what was asked for is not in this game: in draughts, that it
    /// works in chess only; in a registered game, that it does not work in this game.
    pub fn chess_only(self, locale: &crate::i18n::Locale) -> String {
        let game = match self {
            Rules::Other(_) => "other",
            Rules::Chess | Rules::Draughts64 | Rules::Draughts100 => "draughts",
        };
        crate::i18n::sentence(locale, msg::SESSION_CHESS_ONLY, &[("game", game.into())])
    }

    /// What `--help` says of these rules.
    pub fn description(self) -> &'static str {
        match self {
            Rules::Chess => "Chess, FIDE Laws with Appendix D",
            Rules::Draughts64 => "Draughts on 64 squares (Russian/Ukrainian rules)",
            Rules::Draughts100 => "Draughts on 100 squares (international rules)",
            Rules::Other(_) => "A game the program running hektor registered",
        }
    }

    /// A start position of draughts written as PDN FEN, the example a sentence about a
    /// wrong `--fen` gives; `None` for the other games (chess says its own).
    pub fn setup_example(self) -> Option<&'static str> {
        match self {
            Rules::Draughts64 => Some("W:W21-32:B1-12"),
            Rules::Draughts100 => Some("W:W31-50:B1-20"),
            Rules::Chess | Rules::Other(_) => None,
        }
    }

    /// Whether a result may be written as a score of two points a game (`2-0`, `1-1`,
    /// `0-2`, draughts' way): not in chess, whose results are `1-0`, `1/2-1/2`, `0-1`.
    pub fn takes_scores(self) -> bool {
        !self.is_chess()
    }

    /// The message id of the sentence that says `result` ("1-0, White wins"; draughts
    /// says a win as a score of two points, "2-0, White wins").
    pub fn result_id(self, result: GameResult) -> &'static str {
        let draughts = self.draughts().is_some();
        match result {
            GameResult::WhiteWins if draughts => msg::DRAUGHTS_RESULT_WHITE,
            GameResult::BlackWins if draughts => msg::DRAUGHTS_RESULT_BLACK,
            GameResult::WhiteWins => msg::SESSION_RESULT_WHITE,
            GameResult::BlackWins => msg::SESSION_RESULT_BLACK,
            GameResult::Draw => msg::SESSION_RESULT_DRAW,
            GameResult::Ongoing => msg::SESSION_RESULT_ONGOING,
        }
    }

    /// The message id of the sentence said when a game ends: what the record can be
    /// written as (PGN for chess, PDN for draughts, text for a registered game; Braille
    /// for each).
    pub fn export_offer_id(self) -> &'static str {
        match self {
            Rules::Chess => msg::SESSION_OFFER_EXPORT,
            Rules::Draughts64 | Rules::Draughts100 => msg::DRAUGHTS_OFFER_EXPORT,
            Rules::Other(_) => msg::SESSION_OFFER_EXPORT_OTHER,
        }
    }

    /// The message id of what the rules say of a player keeping their own score with
    /// hektor, said when a player's session starts, if they say something (draughts:
    /// seed 003 IV.13.9 allows no digital scoresheet in a tournament).
    pub fn player_notice_id(self) -> Option<&'static str> {
        self.draughts().map(|_| msg::DRAUGHTS_PLAYER_NOTICE)
    }

    /// The message id of the full screen board's legend: what its letters mean (chess's
    /// pieces are the UI language's piece letters; draughts' men and kings are named).
    pub fn board_legend_id(self) -> &'static str {
        match self {
            Rules::Chess => msg::SESSION_TUI_LEGEND,
            Rules::Draughts64 | Rules::Draughts100 | Rules::Other(_) => {
                msg::SESSION_TUI_DRAUGHTS_LEGEND
            }
        }
    }

    /// Whether the game's files give the result in a tag always (PGN's seven tags), so
    /// that a result written after the moves alone is not taken for the game's (PDN files
    /// of draughts and a registered game's files often write it there only).
    pub fn result_in_tags(self) -> bool {
        self.is_chess()
    }

    /// Whether reconciling compares boards entered piece by piece with the sheets
    /// (chess, FIDE D.2.9); draughts compares the sheets only.
    pub fn compares_boards(self) -> bool {
        self.is_chess()
    }

    /// The rules of the draughts game `variant`.
    pub fn of_draughts(variant: hektor_draughts::Variant) -> Rules {
        match variant {
            hektor_draughts::Variant::Russian => Rules::Draughts64,
            hektor_draughts::Variant::International => Rules::Draughts100,
        }
    }

    /// The draughts game of these rules, `None` for chess and a registered game.
    pub fn draughts(self) -> Option<hektor_draughts::Variant> {
        match self {
            Rules::Chess | Rules::Other(_) => None,
            Rules::Draughts64 => Some(hektor_draughts::Variant::Russian),
            Rules::Draughts100 => Some(hektor_draughts::Variant::International),
        }
    }
}

/// The record leaves chess unsaid.
impl GameRules for Rules {
    fn is_default(&self) -> bool {
        self.is_chess()
    }

    /// Chess FEN gives both; PDN FEN (`B:W31-50:B1-20`) the side only, the game counting
    /// from 1; a registered game's start (its own, or the one `setup` writes) its side to
    /// move, the game counting from 1.
    fn first_move(self, setup: Option<&str>) -> (u32, bool) {
        if let Rules::Other(game) = self {
            let turn = game.start(setup).map(|pos| pos.turn());
            return (1, turn.is_ok_and(|turn| turn == Player::Black));
        }
        let Some(setup) = setup else {
            return (1, false);
        };
        if self.draughts().is_some() {
            return (1, setup.trim_start().starts_with(['B', 'b']));
        }
        let mut fields = setup.split_whitespace().skip(1);
        let black_first = fields.next() == Some("b");
        let number = fields.nth(3).and_then(|n| n.parse().ok()).unwrap_or(1);
        (number.max(1), black_first)
    }
}

/// A position of the game being played.
///
/// ```
/// use hektor_games::game::clock::Player;
/// use hektor_games::games::{Board, GamePosition, Rules};
///
/// // The same calls serve chess and draughts.
/// for rules in Rules::ALL {
///     let start = Board::start(rules, None)?;
///     assert_eq!(start.turn(), Player::White);
///     let first = start.legal_moves().remove(0);
///     let written = start.notate(&first);
///     let after = start.play(&first).expect("a legal move plays");
///     assert_eq!(after.turn(), Player::Black);
///     // The record's key finds the move again.
///     assert_eq!(start.move_of_key(&written.key), Some(first));
///     assert!(start.ending(&start.line()).is_none());
/// }
/// # Ok::<(), hektor_games::games::StartError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub enum Board {
    /// A chess position.
    Chess(chess::ChessPosition),
    /// A draughts position (it knows its own board, 64 or 100 squares).
    Draughts(draughts::DraughtsPosition),
    /// A position of a registered game.
    Other(other::OtherBoard),
}

/// A move of the game being played.
#[derive(Debug, Clone, PartialEq)]
pub enum GameMove {
    /// A chess move.
    Chess(chess::Move),
    /// A draughts move.
    Draughts(hektor_draughts::Move),
    /// A registered game's move: its key.
    Other(String),
}

impl Board {
    /// The start of a game of `rules`: the standard start, or the FEN `setup`.
    ///
    /// # Errors
    ///
    /// Why `setup` is not a position of the game.
    pub fn start(rules: Rules, setup: Option<&str>) -> Result<Board, StartError> {
        if let Rules::Other(game) = rules {
            return other::OtherBoard::start(game, setup)
                .map(Board::Other)
                .map_err(|reason| StartError::new(other::Refused(reason)));
        }
        match (rules.draughts(), setup) {
            (None, None) => Ok(Board::Chess(chess::ChessPosition::default())),
            (None, Some(fen)) => chess::fen_position(fen)
                .map(|pos| Board::Chess(chess::ChessPosition::from(pos)))
                .map_err(StartError::new),
            (Some(variant), None) => Ok(Board::Draughts(draughts::DraughtsPosition::from(
                hektor_draughts::Position::new(variant),
            ))),
            (Some(variant), Some(fen)) => hektor_draughts::Position::from_fen(variant, fen)
                .map(|pos| Board::Draughts(draughts::DraughtsPosition::from(pos)))
                .map_err(|error| StartError::new(draughts::errors::BadStart(variant, error))),
        }
    }

    /// The rules this position is played by.
    pub fn rules(&self) -> Rules {
        match self {
            Board::Chess(_) => Rules::Chess,
            Board::Draughts(pos) => Rules::of_draughts(pos.draughts().variant()),
            Board::Other(board) => Rules::Other(board.game()),
        }
    }

    /// The chess position, when chess is played.
    pub fn chess(&self) -> Option<&chess::ChessPosition> {
        match self {
            Board::Chess(pos) => Some(pos),
            Board::Draughts(_) | Board::Other(_) => None,
        }
    }

    /// The draughts position, when draughts is played.
    pub fn draughts(&self) -> Option<&draughts::DraughtsPosition> {
        match self {
            Board::Draughts(pos) => Some(pos),
            Board::Chess(_) | Board::Other(_) => None,
        }
    }

    /// The half-moves without a capture or pawn move, where the game counts them for a
    /// claim (chess); `None` otherwise.
    pub fn halfmoves(&self) -> Option<u32> {
        self.chess().map(|pos| chess::halfmoves(pos.chess()))
    }

    /// The kind of game (standard, Chess960, another variant) that `tags` say of a game
    /// starting here, as replay's list says it: chess reads its start tags (`Variant`,
    /// `SetUp`); the other games have no variants.
    pub fn game_kind(&self, tags: &[(String, String)]) -> GameKind {
        if self.chess().is_none() {
            return GameKind::Standard;
        }
        let mut start = chess::start::StartTags::default();
        for (name, value) in tags {
            start.note(name.as_bytes(), value.as_bytes());
        }
        start.game_kind()
    }

    /// The registered game's position, when one is played.
    pub fn other(&self) -> Option<&other::OtherBoard> {
        match self {
            Board::Other(board) => Some(board),
            Board::Chess(_) | Board::Draughts(_) => None,
        }
    }
}

/// The kind of game a PGN `Variant` tag's value names, in any of its spellings
/// (`fischerandom`, `chess 960`), as replay's `info` says the tag.
pub fn variant_kind(value: &str) -> GameKind {
    let mut start = chess::start::StartTags::default();
    start.note(b"Variant", value.as_bytes());
    start.game_kind()
}

pub use crate::terms::PieceKind;

/// What stands on a square, for drawing the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A chess piece.
    Chess(chess::Piece),
    /// A draughts man of this side.
    Man(Player),
    /// A draughts king of this side.
    King(Player),
}

impl Piece {
    /// The side the piece belongs to.
    pub fn side(self) -> Player {
        match self {
            Piece::Chess(piece) => chess::player_of(piece.color),
            Piece::Man(side) | Piece::King(side) => side,
        }
    }

    /// The message id of the UI language's letters of the piece's game (`K Q R B N P`;
    /// a draughts man and king, `M K`) and the piece's place among them.
    pub fn letters(self) -> (&'static str, usize) {
        match self {
            Piece::Chess(piece) => (msg::SESSION_PIECE_LETTERS, chess::role_index(piece.role)),
            Piece::Man(_) => (msg::SESSION_DRAUGHTS_LETTERS, 0),
            Piece::King(_) => (msg::SESSION_DRAUGHTS_LETTERS, 1),
        }
    }

    /// The letter FEN writes for the piece (`N`, `p`), where the game has one that all
    /// languages share (chess); `None` for draughts, whose men and kings are lettered in
    /// the UI language.
    pub fn fen_letter(self) -> Option<char> {
        match self {
            Piece::Chess(piece) => Some(piece.char()),
            Piece::Man(_) | Piece::King(_) => None,
        }
    }

    /// The figurine the board shows for the piece (`♘`, `⛀`).
    pub fn figurine(self) -> &'static str {
        let (white, black) = match self {
            Piece::Chess(piece) => {
                let index = chess::role_index(piece.role);
                let white = ["♔", "♕", "♖", "♗", "♘", "♙"];
                let black = ["♚", "♛", "♜", "♝", "♞", "♟"];
                (white[index], black[index])
            }
            Piece::Man(_) => ("⛀", "⛂"),
            Piece::King(_) => ("⛁", "⛃"),
        };
        match self.side() {
            Player::White => white,
            Player::Black => black,
        }
    }
}

/// One square of the board as drawn, with the piece of whichever game is played.
pub type SquareView = crate::position::SquareView<Piece>;

impl Board {
    /// The square in column `file` (0 = the a-file) and row `rank` (0 = White's first
    /// rank) of the board, [`GamePosition::board_size`] squares each way.
    pub fn square_view(&self, file: u8, rank: u8) -> SquareView {
        match self {
            Board::Chess(pos) => chess::square_view(pos.chess(), file, rank).map(Piece::Chess),
            Board::Draughts(pos) => {
                draughts::square_view(pos.draughts(), file, rank).map(|piece| {
                    let side = draughts::player_of(piece.color);
                    match piece.role {
                        hektor_draughts::Role::Man => Piece::Man(side),
                        hektor_draughts::Role::King => Piece::King(side),
                    }
                })
            }
            Board::Other(_) => SquareView {
                dark: (file + rank).is_multiple_of(2),
                piece: None,
                playing: true,
            },
        }
    }
}

/// The dispatch's board holds a chess position: replay's tree of a PGN game.
impl Holds<chess::ChessPosition> for Board {
    type Moved = chess::Move;

    fn hold(position: chess::ChessPosition) -> Board {
        Board::Chess(position)
    }

    fn hold_move(mv: chess::Move) -> GameMove {
        GameMove::Chess(mv)
    }

    fn held(&self) -> Option<&chess::ChessPosition> {
        self.chess()
    }
}

/// The dispatch's board holds a draughts position: replay's tree of a PDN game.
impl Holds<draughts::DraughtsPosition> for Board {
    type Moved = hektor_draughts::Move;

    fn hold(position: draughts::DraughtsPosition) -> Board {
        Board::Draughts(position)
    }

    fn hold_move(mv: hektor_draughts::Move) -> GameMove {
        GameMove::Draughts(mv)
    }

    fn held(&self) -> Option<&draughts::DraughtsPosition> {
        self.draughts()
    }
}

/// The dispatch's board holds a registered game's position: replay's tree of its files.
impl Holds<other::OtherBoard> for Board {
    type Moved = String;

    fn hold(position: other::OtherBoard) -> Board {
        Board::Other(position)
    }

    fn hold_move(key: String) -> GameMove {
        GameMove::Other(key)
    }

    fn held(&self) -> Option<&other::OtherBoard> {
        self.other()
    }
}

/// Chess's start position: a session before its start event.
impl Default for Board {
    fn default() -> Board {
        Board::Chess(chess::ChessPosition::default())
    }
}

impl GameMove {
    /// Whether the move is a pawn's promotion to `role` (chess).
    pub fn promotes_to(&self, role: chess::Role) -> bool {
        match self {
            GameMove::Chess(mv) => chess::promotes_to(mv, role),
            GameMove::Draughts(_) | GameMove::Other(_) => false,
        }
    }

    /// Whether the move takes something (a chess capture, a draughts jump); a
    /// registered game's moves take nothing hektor can tell.
    pub fn is_capture(&self) -> bool {
        match self {
            GameMove::Chess(mv) => mv.is_capture(),
            GameMove::Draughts(mv) => mv.is_capture(),
            GameMove::Other(_) => false,
        }
    }
}

/// The session plays the games hektor plays on the dispatch's board.
impl Playable for Board {
    type Rules = Rules;

    fn start(rules: Rules, setup: Option<&str>) -> Result<Board, StartError> {
        Board::start(rules, setup)
    }

    fn rules(&self) -> Rules {
        Board::rules(self)
    }

    /// As the rules check of the record reads it (`games::written`): a missing capture
    /// mark or check sign, an extra departure square still name the move.
    fn move_of_written(&self, text: &str) -> Option<GameMove> {
        match self {
            Board::Chess(pos) => {
                chess::legal_written::one_move(pos.chess(), text).map(GameMove::Chess)
            }
            Board::Draughts(pos) => {
                draughts::written_move(pos.draughts(), text).map(GameMove::Draughts)
            }
            Board::Other(_) => self.move_of_key(text),
        }
    }

    /// Chess counts repetitions; draughts counts its draws itself.
    fn repetitions(&self, line: &Line) -> Option<usize> {
        match (self, line) {
            (Board::Chess(current), Line::Chess(line)) => Some(line.count(current.chess())),
            _ => None,
        }
    }

    fn halfmoves(&self) -> Option<u32> {
        Board::halfmoves(self)
    }

    /// Draughts: 20 moves on 64 squares, 40 on 100 (seed 003 II.5.1, III.5.1).
    fn draw_agreement(line: &Line) -> Result<(), (u32, u32)> {
        let Line::Draughts(counter) = line else {
            return Ok(());
        };
        counter
            .agreement()
            .map_err(|too_early| (too_early.moves_made, too_early.required))
    }

    /// Chess: with mating material (losing on time against a side that cannot mate is a
    /// draw).
    fn can_win(&self, player: Player) -> bool {
        match self {
            Board::Chess(pos) => chess::can_mate(pos.chess(), player),
            Board::Draughts(_) | Board::Other(_) => true,
        }
    }
}

impl GamePosition for Board {
    type Move = GameMove;
    type Line = Line;

    fn turn(&self) -> Player {
        match self {
            Board::Chess(pos) => GamePosition::turn(pos),
            Board::Draughts(pos) => GamePosition::turn(pos),
            Board::Other(board) => GamePosition::turn(board),
        }
    }

    fn legal_moves(&self) -> Vec<GameMove> {
        match self {
            Board::Chess(pos) => GamePosition::legal_moves(pos)
                .into_iter()
                .map(GameMove::Chess)
                .collect(),
            Board::Draughts(pos) => pos
                .legal_moves()
                .into_iter()
                .map(GameMove::Draughts)
                .collect(),
            Board::Other(board) => GamePosition::legal_moves(board)
                .into_iter()
                .map(GameMove::Other)
                .collect(),
        }
    }

    fn play(&self, mv: &GameMove) -> Option<Board> {
        match (self, mv) {
            (Board::Chess(pos), GameMove::Chess(mv)) => {
                GamePosition::play(pos, mv).map(Board::Chess)
            }
            (Board::Draughts(pos), GameMove::Draughts(mv)) => {
                GamePosition::play(pos, mv).map(Board::Draughts)
            }
            (Board::Other(board), GameMove::Other(key)) => {
                GamePosition::play(board, key).map(Board::Other)
            }
            _ => None,
        }
    }

    fn notate(&self, mv: &GameMove) -> Notated {
        match (self, mv) {
            (Board::Chess(pos), GameMove::Chess(mv)) => pos.notate(mv),
            (Board::Draughts(pos), GameMove::Draughts(mv)) => pos.notate(mv),
            (Board::Other(board), GameMove::Other(key)) => GamePosition::notate(board, key),
            (_, GameMove::Chess(mv)) => Notated {
                text: String::new(),
                key: format!("{mv:?}"),
                check: false,
            },
            (_, GameMove::Draughts(mv)) => Notated {
                text: String::new(),
                key: format!("{mv:?}"),
                check: false,
            },
            (_, GameMove::Other(key)) => Notated {
                text: String::new(),
                key: key.clone(),
                check: false,
            },
        }
    }

    fn move_of_key(&self, key: &str) -> Option<GameMove> {
        match self {
            Board::Chess(pos) => pos.move_of_key(key).map(GameMove::Chess),
            Board::Draughts(pos) => pos.move_of_key(key).map(GameMove::Draughts),
            Board::Other(board) => board.move_of_key(key).map(GameMove::Other),
        }
    }

    fn setup_text(&self) -> String {
        match self {
            Board::Chess(pos) => pos.setup_text(),
            Board::Draughts(pos) => pos.setup_text(),
            Board::Other(board) => board.setup_text(),
        }
    }

    fn board_size(&self) -> u8 {
        match self {
            Board::Chess(pos) => pos.board_size(),
            Board::Draughts(pos) => pos.board_size(),
            Board::Other(board) => board.board_size(),
        }
    }

    fn line(&self) -> Line {
        match self {
            Board::Chess(pos) => Line::Chess(pos.line()),
            Board::Draughts(pos) => Line::Draughts(pos.line()),
            Board::Other(_) => Line::Other,
        }
    }

    fn extend(&self, line: &mut Line, mv: &GameMove, after: &Board) {
        match (self, line, mv, after) {
            (Board::Chess(pos), Line::Chess(line), GameMove::Chess(mv), Board::Chess(after)) => {
                pos.extend(line, mv, after);
            }
            (
                Board::Draughts(pos),
                Line::Draughts(line),
                GameMove::Draughts(mv),
                Board::Draughts(after),
            ) => pos.extend(line, mv, after),
            _ => {}
        }
    }

    fn ending(&self, line: &Line) -> Option<Ending> {
        match (self, line) {
            (Board::Chess(pos), Line::Chess(line)) => chess::ending(pos.chess(), line),
            (Board::Draughts(pos), Line::Draughts(line)) => draughts::ending(pos.draughts(), line),
            (Board::Other(board), _) => board.ending(&()),
            _ => None,
        }
    }
}

//! Chess behind the seam: shakmaty's rules as [`GamePosition`] ([`ChessPosition`]), and the
//! chess side of a record (start position, replay, SAN and UCI of a move, draw claims).
//!
//! A crate above `hektor-game-core`, knowing neither draughts nor the dispatch between
//! the games (`hektor-games`), which re-exports it as `games::chess`.

// The core and the layers below, under the names the chess code uses (`crate::game`,
// `crate::i18n`); chess's own `announce`, `notation`, `reconcile` and `scoresheet` name
// theirs by crate.
use hektor_game_core::{first_error, game, parts, position, replay, unusable};
use hektor_speech::speech;
use hektor_words::{files, i18n, msg, safe_text, terms};

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, EnPassantMode};

/// A kind of chess piece.
pub use shakmaty::Role;

/// A chess piece: its colour and kind.
pub use shakmaty::Piece;

/// A standard-chess position as the chess code works on it: shakmaty's (the core's
/// traits take it wrapped, as a [`ChessPosition`]).
pub use shakmaty::Chess;

use crate::game::rules::GameRules;
use crate::i18n::{Lang, Locale};

use crate::game::record::{GameRecord, GameResult, Termination};
use crate::position::{
    Ending, GamePosition, Notated, ReplayError, SquareName, SquareView, StartError,
};
use crate::terms::PieceKind;
use crate::terms::Player;
pub mod announce;
pub mod braille;
pub mod check;
pub mod fen;
pub mod findings;
pub mod index;
pub mod legal_written;
pub mod line;
pub mod notation;
pub mod openings;
pub mod paged;
pub mod pgn_export;
pub(crate) mod pgn_games;
pub mod pgn_import;
pub mod pgn_source;
pub mod pgn_tree;
pub mod reconcile;
pub mod san_move;
pub mod scoresheet;
pub mod sheet;
pub mod start;
pub mod study;

use fen::FenProblem;

/// A chess position (standard chess) as the core's traits take it ([`GamePosition`],
/// [`SheetGame`](hektor_game_core::reconcile::SheetGame)): shakmaty's [`Chess`], wrapped so that the
/// game implements them for a type of its own. The chess code inside works on [`Chess`];
/// the wrapper is only where a core trait is needed (a replay tree, the written check,
/// reconcile, the dispatch's board). No `Deref`: shakmaty's position and
/// [`GamePosition`] share method names (`turn`, `legal_moves`, `play`), so the inner
/// position is reached only by [`ChessPosition::chess`], and a `Chess` wrapped by `From`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[repr(transparent)]
pub struct ChessPosition(Chess);

impl ChessPosition {
    /// shakmaty's position inside.
    pub fn chess(&self) -> &Chess {
        &self.0
    }
}

impl From<Chess> for ChessPosition {
    fn from(chess: Chess) -> ChessPosition {
        ChessPosition(chess)
    }
}

/// A legal chess move.
pub type Move = shakmaty::Move;

use shakmaty::Position as _;

/// The start position of `record`.
pub fn start_position<R: GameRules>(record: &GameRecord<R>) -> Result<Chess, ReplayError> {
    match &record.start_fen {
        None => Ok(Chess::default()),
        Some(text) => position_from_fen(text),
    }
}

/// The legal standard-chess position of the FEN `text`.
pub fn position_from_fen(text: &str) -> Result<Chess, ReplayError> {
    fen_position(text).map_err(|reason| ReplayError::BadStart {
        fen: text.to_owned(),
        reason: StartError::new(reason),
    })
}

/// The legal standard-chess position of the FEN `text`, or why there is none.
pub fn fen_position(text: &str) -> Result<Chess, FenProblem> {
    let fen: Fen = text.parse()?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|e| FenProblem::illegal(&e))
}

/// Every position of `record`: the start, then the position after each move.
pub fn positions<R: GameRules>(record: &GameRecord<R>) -> Result<Vec<Chess>, ReplayError> {
    let mut pos = start_position(record)?;
    let mut out = Vec::with_capacity(record.moves.len() + 1);
    out.push(pos.clone());
    for (index, entry) in record.moves.iter().enumerate() {
        let mv = recorded_move(&pos, entry.uci).ok_or_else(|| ReplayError::IllegalMove {
            ply: index + 1,
            key: entry.uci.to_owned(),
        })?;
        pos.play_unchecked(mv);
        out.push(pos.clone());
    }
    Ok(out)
}

/// The legal move whose UCI form is `uci` in `pos`, if any.
pub fn recorded_move(pos: &Chess, uci: &str) -> Option<Move> {
    let uci: UciMove = uci.parse().ok()?;
    uci.to_move(pos).ok()
}

/// SAN (with check marks) and UCI text of the legal move `mv` in `pos`.
pub fn notate(pos: &Chess, mv: Move) -> (String, String) {
    let san = SanPlus::from_move(pos.clone(), mv).to_string();
    let uci = mv.to_uci(CastlingMode::Standard).to_string();
    (san, uci)
}

/// The FEN of `pos`, en passant square only when a capture is possible.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

/// The side of a chess colour.
pub fn player_of(color: Color) -> Player {
    match color {
        Color::White => Player::White,
        Color::Black => Player::Black,
    }
}

/// The chess colour of a side.
pub fn color_of(player: Player) -> Color {
    match player {
        Player::White => Color::White,
        Player::Black => Color::Black,
    }
}

/// What the draw rules of chess remember of the line played: the positions since the
/// last capture or pawn move (no position before them can stand again), each as its
/// Zobrist key of the pieces, side to move, castling rights and en passant possibility.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Repetitions {
    keys: Vec<u64>,
}

impl Repetitions {
    /// The line after `before` was left by a move to `after`.
    pub fn extend(&mut self, before: &Chess, after: &Chess) {
        if after.halfmoves() == 0 {
            self.keys.clear();
        } else {
            self.keys.push(repetition_key(before));
        }
    }

    /// How often `current` has stood on the board in the line and now.
    pub fn count(&self, current: &Chess) -> usize {
        let now = repetition_key(current);
        1 + self.keys.iter().filter(|key| **key == now).count()
    }
}

/// What makes two positions the same for a repetition: the pieces, the side to move,
/// the castling rights and whether en passant is possible (FIDE 9.2.3), as a key.
fn repetition_key(pos: &Chess) -> u64 {
    let key: shakmaty::zobrist::Zobrist64 = pos.zobrist_hash(EnPassantMode::Legal);
    key.0
}

/// How `pos` ends the game by itself after `line`: checkmate, stalemate, insufficient
/// material, fivefold repetition, the seventy-five-move rule.
pub fn ending(pos: &Chess, line: &Repetitions) -> Option<Ending> {
    let ending = |result, termination| {
        Some(Ending {
            result,
            termination,
        })
    };
    if pos.is_checkmate() {
        let result = match player_of(pos.turn()) {
            Player::White => GameResult::BlackWins,
            Player::Black => GameResult::WhiteWins,
        };
        return ending(result, Termination::Checkmate);
    }
    let draw = |termination| ending(GameResult::Draw, termination);
    if pos.is_stalemate() {
        return draw(Termination::Stalemate);
    }
    if pos.is_insufficient_material() {
        return draw(Termination::InsufficientMaterial);
    }
    if line.count(pos) >= 5 {
        return draw(Termination::Repetition);
    }
    if pos.halfmoves() >= 150 {
        return draw(Termination::FiftyMoves);
    }
    None
}

/// Half-moves since the last capture or pawn move.
pub fn halfmoves(pos: &Chess) -> u32 {
    pos.halfmoves()
}

/// Whether `player` has mating material left (losing on time against a side that cannot
/// mate is a draw).
pub fn can_mate(pos: &Chess, player: Player) -> bool {
    !pos.has_insufficient_material(color_of(player))
}

impl GamePosition for ChessPosition {
    type Move = Move;
    type Line = Repetitions;

    fn turn(&self) -> Player {
        player_of(self.0.turn())
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.0.legal_moves().into_iter().collect()
    }

    fn play(&self, mv: &Move) -> Option<ChessPosition> {
        self.0.is_legal(*mv).then(|| {
            let mut next = self.0.clone();
            next.play_unchecked(*mv);
            ChessPosition(next)
        })
    }

    fn notate(&self, mv: &Move) -> Notated {
        let (text, key) = notate(&self.0, *mv);
        Notated {
            check: text.ends_with('+'),
            text,
            key,
        }
    }

    fn move_of_key(&self, key: &str) -> Option<Move> {
        recorded_move(&self.0, key)
    }

    fn setup_text(&self) -> String {
        fen_of(&self.0)
    }

    fn board_size(&self) -> u8 {
        8
    }

    fn line(&self) -> Repetitions {
        Repetitions::default()
    }

    fn extend(&self, line: &mut Repetitions, _mv: &Move, after: &ChessPosition) {
        line.extend(&self.0, &after.0);
    }

    /// Checkmate, stalemate, insufficient material, fivefold repetition, the
    /// seventy-five-move rule.
    fn ending(&self, line: &Repetitions) -> Option<Ending> {
        ending(&self.0, line)
    }
}

/// SAN with the UI language's piece letters (`Bb5` is `Сb5` in Russian); text that is
/// not SAN stays as it is.
pub fn local_san(locale: &crate::i18n::Locale, san: &str) -> String {
    match SanPlus::from_ascii(san.as_bytes()) {
        Ok(parsed) => scoresheet::localized_san(locale, &parsed),
        Err(_) => san.to_owned(),
    }
}

/// Whether the candidates are the promotions of one pawn to one square.
pub fn is_promotion_choice(candidates: &[Move]) -> bool {
    let Some(first) = candidates.first() else {
        return false;
    };
    candidates
        .iter()
        .all(|m| m.promotion().is_some() && m.from() == first.from() && m.to() == first.to())
}

/// A piece named as the answer to "which piece?": one letter, read as a piece first
/// (see `promotion_letter`), or any piece word of `spoken` (the announcer's words and
/// what they mean). Kings and pawns are read so that the question can be asked again.
pub fn promotion_piece(
    text: &str,
    ui: &Locale,
    spoken: &[(String, hektor_notation::announce::vocabulary::Word)],
) -> Option<Role> {
    let text = text.trim();
    let mut chars = text.chars();
    if let (Some(letter), None) = (chars.next(), chars.next()) {
        return promotion_letter(letter, ui);
    }
    let word = text.to_lowercase();
    spoken.iter().find_map(|(spelling, meaning)| match meaning {
        hektor_notation::announce::vocabulary::Word::Piece(kind)
            if spelling.to_lowercase() == word =>
        {
            role_of(*kind)
        }
        _ => None,
    })
}

/// The piece one letter names as the answer to "which piece?", as the move reader reads
/// it ([`notation::piece_letter`]): a piece letter of the UI language or of English in
/// either case (`Q R B N`, German `D T L S`, Polish `H W G S`, Ukrainian `Ф Т С К`), or
/// a letter of another alphabet than the Latin one (`Л` in Ukrainian). Other Latin
/// letters keep their meaning as commands and answers (`h` is help in English).
fn promotion_letter(letter: char, ui: &Locale) -> Option<Role> {
    let named_by = |locale: &Locale| {
        announce::vocabulary::Letters::load(locale)
            .all()
            .iter()
            .any(|written| written.to_lowercase() == letter.to_lowercase().to_string())
    };
    let ours = !letter.is_ascii() || named_by(ui) || named_by(&Locale::new(Lang::En));
    ours.then(|| notation::piece_letter(letter)).flatten()
}

/// Whether `mv` promotes to `role`.
pub fn promotes_to(mv: &Move, role: Role) -> bool {
    mv.promotion() == Some(role)
}

/// The square in column `file` and row `rank` (both from 0, a1 = 0, 0), for drawing.
pub fn square_view(pos: &Chess, file: u8, rank: u8) -> SquareView<Piece> {
    let square = shakmaty::Square::from_coords(
        shakmaty::File::new(u32::from(file.min(7))),
        shakmaty::Rank::new(u32::from(rank.min(7))),
    );
    SquareView {
        dark: square.is_dark(),
        piece: pos.board().piece_at(square),
        playing: true,
    }
}

/// The chess square `name` names, if it is one (a number names none).
pub fn square(name: SquareName) -> Option<shakmaty::Square> {
    match name {
        SquareName::Coords { file, rank } => Some(shakmaty::Square::from_coords(
            file_of(file)?,
            rank_of(rank)?,
        )),
        SquareName::Number(_) => None,
    }
}

/// The chess file of index `file` (0 = a), if there is one.
pub fn file_of(file: u8) -> Option<shakmaty::File> {
    (file < 8).then(|| shakmaty::File::new(u32::from(file)))
}

/// The chess rank of index `rank` (0 = the first), if there is one.
pub fn rank_of(rank: u8) -> Option<shakmaty::Rank> {
    (rank < 8).then(|| shakmaty::Rank::new(u32::from(rank)))
}

/// The name of `square` as a user says it (`e4`).
pub fn square_name(square: shakmaty::Square) -> SquareName {
    SquareName::Coords {
        file: u8::from(square.file()),
        rank: u8::from(square.rank()),
    }
}

/// The lowercase English name of a role, as used in message ids and Fluent selectors.
pub(crate) fn role_name(role: Role) -> &'static str {
    hektor_notation::announce::vocabulary::kind_name(kind_of(role))
}

/// The kind of piece `role` is.
pub fn kind_of(role: Role) -> PieceKind {
    match role {
        Role::King => PieceKind::King,
        Role::Queen => PieceKind::Queen,
        Role::Rook => PieceKind::Rook,
        Role::Bishop => PieceKind::Bishop,
        Role::Knight => PieceKind::Knight,
        Role::Pawn => PieceKind::Pawn,
    }
}

/// The chess piece of `kind`, if it is one (a draughts man is not).
pub fn role_of(kind: PieceKind) -> Option<Role> {
    Some(match kind {
        PieceKind::King => Role::King,
        PieceKind::Queen => Role::Queen,
        PieceKind::Rook => Role::Rook,
        PieceKind::Bishop => Role::Bishop,
        PieceKind::Knight => Role::Knight,
        PieceKind::Pawn => Role::Pawn,
        PieceKind::Man => return None,
    })
}

/// The place of `role` in the order piece lists keep (King, Queen, Rook, Bishop, Knight,
/// Pawn: `session-piece-letters`, the figurines, a Braille profile's pieces).
pub fn role_index(role: Role) -> usize {
    match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    }
}

#[cfg(test)]
mod tests;

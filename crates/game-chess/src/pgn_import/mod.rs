//! Reads games of a PGN file into game records: tags, start position, moves (checked
//! and written back as SAN and UCI), `[%clk h:mm:ss]` clock comments (none beyond what
//! the game can give, [`clock_comment`]), draw offers, the
//! result and how the game ended.

use std::io::{self, Read};
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawTag, Reader};
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Position};

use super::line::Pos;
use super::pgn_export::termination_from_words;
use super::pgn_games::{GameEnd, GameSink, Line, MoveStep, Moved, PgnGames, Tags};
use super::scoresheet::{Header, Ply, san_played};
use super::start::StartTags;
use crate::game::comment::{DRAW_OFFER, clock_comment};
use crate::game::rules::GameRules;
use crate::game::{GameRecord, GameResult, MoveRecord, Termination};
use crate::pgn_source::{MovetextSource as Source, movetext_source};
use crate::{fen_of, fen_position};

use crate::paged::SheetWriter;
use crate::replay::source::{decode, tag_text};

pub use error::ImportError;

mod error;

/// The tags an export reads (all of them its own: the start position is its own
/// reading of `[FEN]` and `[Variant]`, which refuses every variant).
#[derive(Default, Clone)]
struct TagValues {
    header: Header,
    fen: Option<String>,
    variant: Option<String>,
    termination: Option<String>,
    /// Whether any tag was read.
    named: bool,
}

/// What the importer keeps while a game's movetext is read.
struct Movetext {
    header: Header,
    termination_tag: Option<String>,
    /// The bytes of the last comment (a buffer used again for each).
    last_comment: Vec<u8>,
    /// Whether the last comment follows the last move (or the start, before any move).
    comment_after_move: bool,
    white_ms: Option<u64>,
    black_ms: Option<u64>,
    /// The last half-move, held until the comments after it are read.
    last: Option<Ply>,
    /// Whether the game has a tag, a move or a result: a "game" without any is no game
    /// (a text or random bytes that the reader skipped over).
    content: bool,
}

/// Where the importer hands each half-move of a game, once the comments after it (clock,
/// draw offer) are read.
pub trait Sink {
    /// Takes the next half-move; an error stops the reading.
    fn ply(&mut self, ply: Ply) -> io::Result<()>;

    /// Whether it takes half-moves at all (a game only checked does not, and is read
    /// faster without writing SAN).
    fn takes_moves(&self) -> bool {
        true
    }
}

/// The moves of a game record.
impl Sink for Vec<MoveRecord> {
    fn ply(&mut self, ply: Ply) -> io::Result<()> {
        self.push(MoveRecord {
            san: ply.san.to_string(),
            uci: ply.uci,
            unix_ms: 0,
            white_ms: ply.white_ms,
            black_ms: ply.black_ms,
            draw_offer: ply.draw_offer,
            written: false,
        });
        Ok(())
    }
}

/// A scoresheet being written.
impl Sink for &mut dyn SheetWriter {
    fn ply(&mut self, ply: Ply) -> io::Result<()> {
        SheetWriter::ply(&mut **self, ply)
    }
}

/// Moves checked and let go: the first reading of a streamed game.
struct Discard;

impl Sink for Discard {
    fn ply(&mut self, _: Ply) -> io::Result<()> {
        Ok(())
    }

    fn takes_moves(&self) -> bool {
        false
    }
}

/// Why reading a game stopped.
#[derive(Debug, thiserror::Error)]
pub enum Stop {
    /// The game cannot be read as a standard chess game.
    #[error(transparent)]
    Import(#[from] ImportError),
    /// A half-move could not be written.
    #[error("{0}")]
    Write(io::Error),
}

/// The sink of [`PgnGames`] that reads games for export: each game's header, and its
/// half-moves handed to `S`. A PGN error in a game stops its reading.
struct Importer<S: Sink> {
    game: usize,
    /// Whether the reader came to the game's movetext (a move, a comment or a result):
    /// before it, the game's tags may go on.
    moved: bool,
    /// Whether the last reading found neither tags nor movetext (text before a game),
    /// so the reading goes on to the game after it.
    nothing: bool,
    sink: S,
}

impl<S: Sink> Importer<S> {
    /// The reader of the games after game `game` (counted from 1), handing their
    /// half-moves to `sink`.
    fn new(game: usize, sink: S) -> PgnGames<Importer<S>> {
        PgnGames::new(Importer {
            game,
            moved: false,
            nothing: false,
            sink,
        })
    }

    /// Hands the held half-move to the sink.
    fn hand_on(&mut self, m: &mut Movetext) -> Result<(), Stop> {
        match m.last.take() {
            Some(ply) => self.sink.ply(ply).map_err(Stop::Write),
            None => Ok(()),
        }
    }

    /// Breaks off the reading of the game with `error`.
    fn stop(&self, error: ImportError) -> ControlFlow<Result<Header, Stop>, Line> {
        ControlFlow::Break(Err(error.into()))
    }
}

/// The words of a comment, every run of blanks and line breaks as one space.
fn text(bytes: &[u8]) -> String {
    decode(bytes)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

impl<S: Sink> GameSink for Importer<S> {
    type Tags = TagValues;
    type Game = Movetext;
    type Output = Result<Header, Stop>;
    const VARIATIONS: bool = false;

    fn new_game(&mut self) {
        self.game += 1;
    }

    fn tag(&mut self, tags: &mut TagValues, name: &[u8], value: RawTag<'_>) -> bool {
        tags.named = true;
        let value = tag_text(&value).trim().to_owned();
        // `?` and `????.??.??` say "unknown", which a record says with an empty field.
        let value = if value.chars().all(|c| matches!(c, '?' | '.')) {
            String::new()
        } else {
            value
        };
        let t = &mut tags.header.tags;
        match name {
            b"Event" => t.event = value,
            b"Site" => t.site = value,
            b"Date" => t.date = value,
            b"Round" => t.round = value,
            b"Board" => t.board = value,
            b"White" => t.white = value,
            b"Black" => t.black = value,
            b"TimeControl" => t.time_control = Some(value).filter(|v| !v.is_empty()),
            b"FEN" => tags.fen = Some(value),
            b"Variant" => tags.variant = Some(value),
            b"Termination" => tags.termination = Some(value),
            b"Result" => {
                tags.header.result = GameResult::from_pgn(&value).unwrap_or_default();
            }
            _ => {}
        }
        true
    }

    fn parted(&mut self, _: Tags<TagValues>) -> ControlFlow<Self::Output> {
        // Never: a game of tags only is a game of its own at once (`tags_only`).
        ControlFlow::Continue(())
    }

    fn begin_movetext(
        &mut self,
        _: &StartTags,
        tags: TagValues,
    ) -> ControlFlow<Self::Output, (Movetext, Option<Pos>)> {
        let game = self.game;
        if let Some(variant) = tags.variant.filter(|v| {
            !matches!(
                v.to_ascii_lowercase().as_str(),
                "" | "standard" | "chess" | "normal"
            )
        }) {
            return ControlFlow::Break(Err(ImportError::Variant { game, variant }.into()));
        }
        let mut header = tags.header;
        let pos = match &tags.fen {
            None => Chess::default(),
            Some(fen) => match fen_position(fen) {
                Ok(pos) => pos,
                Err(reason) => {
                    return ControlFlow::Break(Err(ImportError::BadStart {
                        game,
                        fen: fen.clone(),
                        reason,
                    }
                    .into()));
                }
            },
        };
        let fen = fen_of(&pos);
        if fen != fen_of(&Chess::default()) {
            header.start_fen = Some(fen);
        }
        let m = Movetext {
            header,
            termination_tag: tags.termination,
            last_comment: Vec::new(),
            comment_after_move: false,
            white_ms: None,
            black_ms: None,
            last: None,
            content: tags.named,
        };
        ControlFlow::Continue((m, Some(Pos::Chess(pos))))
    }

    fn moved(&mut self, m: &mut Movetext, moved: Moved<'_>) -> ControlFlow<Self::Output, Line> {
        m.content = true;
        self.moved = true;
        let game = self.game;
        let number = moved.before.at(false).number;
        let san = || moved.written.to_string();
        let (mv, after, forgiven) = match moved.step {
            MoveStep::Played {
                mv,
                after,
                forgiven,
            } => (mv, after, forgiven),
            MoveStep::Passed(_) => {
                let san = san();
                return self.stop(ImportError::NullMove { game, number, san });
            }
            MoveStep::Failed(_) => {
                let san = san();
                return self.stop(ImportError::IllegalMove { game, number, san });
            }
        };
        m.comment_after_move = false;
        if !self.sink.takes_moves() {
            return ControlFlow::Continue(Line::GoesOn);
        }
        if let Err(stop) = self.hand_on(m) {
            return ControlFlow::Break(Err(stop));
        }
        let (Some(before), Some(after)) = (moved.before.chess(), after.chess()) else {
            return ControlFlow::Continue(Line::GoesOn);
        };
        // A move read without a file or rank to tell it apart is the only one of its kind
        // that reaches its square (else it would not read).
        let unique = forgiven.is_none()
            && matches!(
                moved.written.san,
                San::Normal {
                    file: None,
                    rank: None,
                    ..
                } | San::Castle(_)
            );
        m.last = Some(Ply {
            number,
            color: before.turn(),
            san: san_played(before, mv, unique, after),
            uci: mv.to_uci(CastlingMode::Standard).to_string(),
            en_passant: mv.is_en_passant(),
            white_ms: m.white_ms,
            black_ms: m.black_ms,
            draw_offer: false,
            written: None,
        });
        ControlFlow::Continue(Line::GoesOn)
    }

    fn unread(
        &mut self,
        m: &mut Movetext,
        at: &Pos,
        _: bool,
        word: &[u8],
    ) -> ControlFlow<Self::Output, Line> {
        self.moved = true;
        // A word the reader could not read as a move is no comment: the game stops there,
        // as at an illegal move, rather than going on without it.
        // (In a text that is no PGN at all, its words say nothing.)
        if !m.content {
            return ControlFlow::Continue(Line::GoesOn);
        }
        let side = match at {
            Pos::Chess(p) => p.turn(),
            Pos::Variant(p) => p.turn(),
        };
        self.stop(ImportError::Unread {
            game: self.game,
            number: at.at(false).number,
            side,
            word: decode(word).into_owned(),
        })
    }

    fn comment(&mut self, m: &mut Movetext, comment: &[u8]) {
        self.moved = true;
        m.last_comment.clear();
        m.last_comment.extend_from_slice(comment);
        m.comment_after_move = true;
        // Only a move being written needs the words (its clock and draw offer); a game only
        // checked needs the last comment alone, read at its end.
        if let Some(last) = m.last.as_mut() {
            let words = text(comment);
            let tag = m.header.tags.time_control.as_deref();
            if let Some(ms) = clock_comment(&words, tag, last.number) {
                match last.color {
                    Color::White => m.white_ms = Some(ms),
                    Color::Black => m.black_ms = Some(ms),
                }
                last.white_ms = m.white_ms;
                last.black_ms = m.black_ms;
            }
            if words.to_ascii_lowercase().contains(DRAW_OFFER) {
                last.draw_offer = true;
            }
        }
    }

    fn outcome(&mut self, m: &mut Movetext, outcome: Outcome) {
        m.content = true;
        self.moved = true;
        m.header.result = match outcome {
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::White,
            }) => GameResult::WhiteWins,
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black,
            }) => GameResult::BlackWins,
            Outcome::Known(KnownOutcome::Draw) => GameResult::Draw,
            Outcome::Unknown => GameResult::Ongoing,
        };
    }

    fn end_game(&mut self, m: Movetext, end: GameEnd<'_>) -> Self::Output {
        self.header_at(m, end.main)
    }

    fn tags_only(
        &mut self,
        m: Movetext,
        start: Option<&Pos>,
    ) -> Result<(TagValues, Self::Output), Self::Output> {
        if !m.content {
            // Neither tags nor movetext (text before a game): what follows goes on.
            self.nothing = true;
            return Ok((TagValues::default(), Err(ImportError::Empty.into())));
        }
        // A game of its own, however the next game starts.
        Err(self.header_at(m, start))
    }
}

impl<S: Sink> Importer<S> {
    /// The header of the game read into `m`, ended at `end`, once its last half-move is
    /// handed on.
    fn header_at(&mut self, mut m: Movetext, end: Option<&Pos>) -> Result<Header, Stop> {
        if !m.content {
            return Err(no_such_game(self.game, self.game.saturating_sub(1)).into());
        }
        self.hand_on(&mut m)?;
        let mut header = m.header;
        let last_comment = m.comment_after_move.then(|| text(&m.last_comment));
        let end = end.and_then(Pos::chess);
        header.termination = termination(end, m.termination_tag, last_comment, &header);
        Ok(header)
    }
}

/// How the game ended: hektor's own last comment, else the Termination tag, else what
/// the final position shows.
fn termination(
    pos: Option<&Chess>,
    tag: Option<String>,
    last_comment: Option<String>,
    header: &Header,
) -> Option<Termination> {
    if header.result == GameResult::Ongoing {
        return None;
    }
    let from_comment = last_comment
        .map(|c| termination_from_words(&c))
        .filter(|t| !matches!(t, Termination::Other(_)));
    if from_comment.is_some() {
        return from_comment;
    }
    if pos.is_some_and(Chess::is_checkmate) {
        return Some(Termination::Checkmate);
    }
    if pos.is_some_and(Chess::is_stalemate) {
        return Some(Termination::Stalemate);
    }
    let tag = tag?;
    match tag.to_ascii_lowercase().as_str() {
        "normal" | "unterminated" | "" => None,
        _ => Some(termination_from_words(&tag)),
    }
}

/// The record of a game read with its moves, a game of `rules` (how the record's reader
/// names chess's rules).
fn record<G: GameRules>(header: Header, moves: Vec<MoveRecord>, rules: G) -> GameRecord<G> {
    GameRecord {
        rules,
        tags: header.tags,
        start_fen: header.start_fen,
        moves: moves.into(),
        result: header.result,
        termination: header.termination,
    }
}

/// The reason a game read into memory could not be read (its sink never fails).
fn import_error(stop: Stop) -> ImportError {
    match stop {
        Stop::Import(e) => e,
        Stop::Write(e) => ImportError::Io(e.to_string()),
    }
}

/// The games of a PGN source, one record (or the reason it cannot be read) each, their
/// rules `G` (chess's, as the records' reader names them).
pub struct Games<G: GameRules, R: Read> {
    reader: Reader<Source<R>>,
    importer: PgnGames<Importer<Vec<MoveRecord>>>,
    rules: G,
}

impl<G: GameRules, R: Read> Iterator for Games<G, R> {
    type Item = Result<GameRecord<G>, ImportError>;

    fn next(&mut self) -> Option<Self::Item> {
        let game = match read_past_nothing(&mut self.reader, &mut self.importer) {
            Ok(game) => game?,
            Err(e) => return Some(Err(ImportError::Io(e.to_string()))),
        };
        let moves = std::mem::take(&mut self.importer.sink.sink);
        Some(
            game.map(|header| record(header, moves, self.rules))
                .map_err(import_error),
        )
    }
}

/// Every game of a PGN source, in order, each a record of `rules` (chess's, as the
/// records' reader names them).
pub fn games<G: GameRules, R: Read>(source: R, rules: G) -> Games<G, R> {
    Games {
        reader: Reader::new(movetext_source(source)),
        importer: Importer::new(0, Vec::new()),
        rules,
    }
}

/// Game `n` (1-based) of a PGN source, a record of `rules` (chess's, as the record's
/// reader names them).
pub fn read_game<G: GameRules, R: Read>(
    source: R,
    n: usize,
    rules: G,
) -> Result<GameRecord<G>, ImportError> {
    let mut reader = Reader::new(movetext_source(source));
    skip_games(&mut reader, None, n)?;
    let mut importer = Importer::new(n.saturating_sub(1), Vec::new());
    let header = read_past_nothing(&mut reader, &mut importer)
        .map_err(io_error)?
        .unwrap_or_else(|| Err(no_such_game(n, n.saturating_sub(1)).into()))
        .map_err(import_error)?;
    Ok(record(header, importer.sink.sink, rules))
}

fn io_error(e: io::Error) -> ImportError {
    ImportError::Io(e.to_string())
}

/// Skips the games before game `n` (1-based) in `reader` and, in step, in `second`.
fn skip_games<R: Read>(
    reader: &mut Reader<Source<R>>,
    mut second: Option<&mut Reader<Source<R>>>,
    n: usize,
) -> Result<(), ImportError> {
    // Read, not skipped unseen, so that games are counted as every command counts them
    // (text before a game is none).
    let mut importer = Importer::new(0, Discard);
    let mut again = Importer::new(0, Discard);
    for skipped in 1..n {
        if read_past_nothing(reader, &mut importer)
            .map_err(io_error)?
            .is_none()
        {
            return Err(no_such_game(n, skipped - 1));
        }
        if let Some(second) = second.as_mut() {
            read_past_nothing(second, &mut again).map_err(io_error)?;
        }
    }
    Ok(())
}

/// The games of a PGN file read twice, in step: the reader ahead checks each game and
/// learns what its scoresheet's header needs (the result and how the game ended come
/// after the moves), the reader behind reads it again and hands its moves to the
/// scoresheet as they come. So no game, however long, is ever held in memory.
pub struct Streamed<R: Read> {
    /// The reader ahead; `None` once [`Streamed::carries_over`] looked at its end.
    ahead: Option<Reader<Source<R>>>,
    behind: Reader<Source<R>>,
    /// The games read so far.
    game: usize,
    /// Whether the reader ahead came to the last game's movetext.
    moved: bool,
    /// Whether the last game broke the PGN syntax (a comment not closed).
    broken: bool,
}

impl<R: Read> Streamed<R> {
    /// Two readings of the same PGN file, both at its start.
    pub fn new(ahead: R, behind: R) -> Streamed<R> {
        Streamed {
            ahead: Some(Reader::new(movetext_source(ahead))),
            behind: Reader::new(movetext_source(behind)),
            game: 0,
            moved: false,
            broken: false,
        }
    }

    /// Goes to game `n` (1-based): the next game [`Streamed::next_header`] reads.
    pub fn go_to(&mut self, n: usize) -> Result<(), ImportError> {
        if let Some(ahead) = self.ahead.as_mut() {
            skip_games(ahead, Some(&mut self.behind), n)?;
        }
        self.game = n.saturating_sub(1);
        Ok(())
    }

    /// The header of the next game once the whole game is checked; `None` after the
    /// last game.
    pub fn next_header(&mut self) -> Option<Result<Header, ImportError>> {
        let mut importer = Importer::new(self.game, Discard);
        let read = read_past_nothing(self.ahead.as_mut()?, &mut importer);
        self.moved = importer.sink.moved;
        self.broken = read.is_err();
        let read = match read {
            Ok(read) => read?,
            Err(e) => return Some(Err(io_error(e))),
        };
        self.game = importer.sink.game;
        Some(read.map_err(import_error))
    }

    /// Whether the game [`Streamed::next_header`] read is the last of the input.
    pub fn at_end(&mut self) -> Result<bool, ImportError> {
        match self.ahead.as_mut() {
            Some(ahead) => Ok(!ahead.has_more().map_err(io_error)?),
            None => Ok(true),
        }
    }

    /// At the end of the input (a part of a file, [`crate::parts`]), whether the reading
    /// ahead stands where the next game's reading depends on it (within a game's tags,
    /// within a comment, after a game cut short), so the part cannot be read alone.
    /// The reader ahead is done with then.
    pub fn carries_over(&mut self) -> bool {
        let in_comment = self
            .ahead
            .take()
            .is_some_and(|ahead| ahead.into_inner().in_comment());
        self.broken || !self.moved || in_comment
    }

    /// Reads the game [`Streamed::next_header`] read again, handing each half-move to
    /// `sheet`.
    pub fn write_moves(&mut self, sheet: &mut dyn SheetWriter) -> Result<(), Stop> {
        let mut importer = Importer::new(self.game.saturating_sub(1), sheet);
        match read_past_nothing(&mut self.behind, &mut importer) {
            Ok(Some(read)) => read.map(|_| ()),
            Ok(None) => Ok(()),
            Err(e) => Err(io_error(e).into()),
        }
    }

    /// Skips the game [`Streamed::next_header`] found bad, so the next header is the next
    /// game's.
    pub fn skip_game(&mut self) -> Result<(), ImportError> {
        self.behind.skip_game().map(|_| ()).map_err(io_error)
    }

    /// The number of the last game read (from 1).
    pub fn game(&self) -> usize {
        self.game
    }
}

/// Reads the next game of `reader` into `importer`, past text that holds neither tags
/// nor movetext (its reading goes on into the game after it).
fn read_past_nothing<R: Read, S: Sink>(
    reader: &mut Reader<Source<R>>,
    importer: &mut PgnGames<Importer<S>>,
) -> io::Result<Option<Result<Header, Stop>>> {
    loop {
        let read = reader.read_game(importer);
        if !std::mem::take(&mut importer.sink.nothing) || !matches!(read, Ok(Some(_))) {
            return read;
        }
    }
}

fn no_such_game(wanted: usize, count: usize) -> ImportError {
    if count == 0 {
        ImportError::Empty
    } else {
        ImportError::NoSuchGame { wanted, count }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use hektor_game_core::game::rules::NoGame;

    /// A word that is no move before anything of a game (a line of text before the
    /// first game) says nothing: the moves after it are read; in a game, it stops it.
    #[test]
    fn a_word_before_any_tag_or_move_is_passed_over() {
        let record = read_game(
            "Кf3 written by hand\n1. e4 e5 2. Nf3 *\n".as_bytes(),
            1,
            NoGame,
        )
        .unwrap();
        let sans: Vec<_> = record.moves.iter().map(|m| m.san).collect();
        assert_eq!(sans, ["e4", "e5", "Nf3"]);
        let error = read_game("1. e4 e5 2. Кf3 Nc6 *\n".as_bytes(), 1, NoGame).unwrap_err();
        assert!(
            matches!(error, ImportError::Unread { number: 2, .. }),
            "{error:?}"
        );
    }
}

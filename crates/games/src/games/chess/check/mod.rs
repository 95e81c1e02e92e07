//! Validating every game of a PGN file: the sink of [`PgnGames`] (the one pgn-reader
//! visitor, which plays each move with shakmaty) that reports what is wrong, game by game.
//!
//! Games split by a single empty line inside the tags (a ChessBase habit) are joined,
//! as python-chess does, unless the block after the empty line starts a new game
//! ([`super::pgn_source::starts_game`]). A game with tags and no movetext (a header the
//! PGN reader ended early, at a tag value with an unescaped inner quote, or before a
//! block that starts a game) is held until the next game's first tag: when the held
//! header has that tag, it was a game without moves (noted); else the two are one game.

use std::fs::File;
use std::io::{self, Read};
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawTag, Reader, SanPlus};
use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::variant::{Variant, VariantPosition};
use shakmaty::{Chess, Color, FromSetup, KnownOutcome, Move, Position};

use super::pgn_games::{GameEnd, GameSink, Line as PgnLine, MoveStep, Moved, PgnGames, Tags};
use super::pgn_source::{forfeit, game_may_start, movetext_source};
use super::san_move::san_to_move;
use super::start::{Kind, Start, StartError, StartTags};
use crate::parts::{self, PartEnd, Split, Taken};
use crate::replay::report::Summary;
use crate::replay::source::decode;

/// Where a move of a PGN game stands (the side is chess's).
pub use crate::replay::report::MoveAt;

/// One thing `check` has to say about a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The game's number in the file, from 1.
    pub game: u64,
    /// What was found.
    pub finding: Finding,
}

impl Report {
    /// Whether this counts as an error (notes do not).
    pub fn is_error(&self) -> bool {
        !matches!(self.finding, Finding::Note(_))
    }
}

/// What breaks a PGN file's syntax, as the PGN reader tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Broken {
    /// A tag is not closed (`[Event "x` to the end of the file).
    Tag,
    /// A comment is not closed (`{` to the end of the file).
    Comment,
    /// Anything else the reader cannot read on.
    Other,
}

impl Broken {
    /// What `error`, the PGN reader's refusal, names: the reader tells it only in its
    /// English words ("unterminated tag", "unterminated comment"), which never reach the
    /// user themselves.
    fn of(error: &io::Error) -> Broken {
        let text = error.to_string();
        if text.contains("tag") {
            Broken::Tag
        } else if text.contains("comment") {
            Broken::Comment
        } else {
            Broken::Other
        }
    }

    /// The message id of the phrase that says it.
    pub fn message(self) -> &'static str {
        match self {
            Broken::Tag => "check-syntax-tag",
            Broken::Comment => "check-syntax-comment",
            Broken::Other => "check-syntax-other",
        }
    }
}

/// What `check` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding {
    /// A move that is not legal in its position.
    Illegal(MoveAt, String),
    /// A move that more than one piece could make.
    Ambiguous(MoveAt, String),
    /// A pawn move to the last rank without the piece it becomes (`d7d8`): as written.
    NoPromotionPiece(MoveAt, String),
    /// A null move (`Z0`, `--`): a placeholder, not a chess move.
    NullMove(MoveAt),
    /// A word where a move stands that is no move in PGN's notation (Cyrillic letters,
    /// `Nf3abc`, a draughts move): as written.
    Unread(MoveAt, String),
    /// The start position cannot be used.
    Start(StartError),
    /// The text breaks the PGN syntax so that the game cannot be read on.
    Syntax(Broken),
    /// The last game of a file of games with moves has tags but no moves and no result:
    /// the file was cut off after them (elsewhere such a game is [`Note::NoMoves`]).
    Empty,
    /// A variation opened with `(` is never closed.
    UnclosedVariation,
    /// The result says something else than the final position: a mate or stalemate on
    /// the board with a result that contradicts it.
    WrongResult {
        /// The result as written.
        written: String,
        /// What the board says (`1-0`, `0-1` or `1/2-1/2`).
        board: &'static str,
        /// True for stalemate, false for checkmate.
        stalemate: bool,
    },
    /// Something supported but non-standard, said so the user knows.
    Note(Note),
}

/// Non-standard things that are supported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// A Chess960 game, checked with Chess960 castling.
    Chess960,
    /// Another variant, checked by its own rules (replay refuses it).
    Variant(Variant),
    /// Moves written in UCI form (`e2e4`), read as such.
    UciMoves,
    /// A move whose capture mark is wrong (`Bc4` that takes on c4, `Nxf3` that takes
    /// nothing) read as the one legal move it fits: as written, and as read.
    CaptureMark(MoveAt, String, String),
    /// The game has moves but no result at its end (many opening books write none).
    NoResult,
    /// The `[Result]` tag says another result than the one after the moves: the tag's,
    /// then the movetext's (the movetext's is read).
    ResultTag(String, String),
    /// A `)` that closes no variation, passed over.
    StrayClose(MoveAt),
    /// A forfeit written as scalachess writes it (`+--`, `--+`): the result it is read
    /// as (`1-0`, `0-1`).
    Forfeit(String),
    /// The game has tags but no moves and no result (one of a list of headers, as a
    /// broadcast writes its pairings).
    NoMoves,
}

/// Checks every game read from `input`, handing each report to `sink` as it is found.
/// Only an I/O failure (not bad PGN) ends the check early.
pub fn check<R: Read>(input: R, sink: &mut dyn FnMut(&Report)) -> io::Result<Summary> {
    let part = check_part(input, true, sink)?.end;
    let mut total = part.summary;
    end_of_file(&mut total, part.header_last, sink);
    Ok(total)
}

/// Notes the game of tags only that a file ends with (`game`), once the file's totals
/// (`total`) are known: in a file of games with moves the file was cut off after it
/// ([`Finding::Empty`], an error); elsewhere it is one of a list of headers.
fn end_of_file(total: &mut Summary, game: Option<u64>, sink: &mut dyn FnMut(&Report)) {
    let Some(game) = game else { return };
    let finding = if total.moves > 0 {
        Finding::Empty
    } else {
        Finding::Note(Note::NoMoves)
    };
    let report = Report { game, finding };
    if report.is_error() {
        total.errors += 1;
    }
    sink(&report);
}

/// What the reading of a part sums up: its totals, and the number (within the part) of
/// the game of tags only it ended with, when it runs to the file's end ([`end_of_file`]).
struct PartTotals {
    summary: Summary,
    header_last: Option<u64>,
}

/// Checks every game of `file` as [`check`] does, its parts read at once as `split`
/// says ([`crate::parts`], cut where [`game_may_start`] guesses a game starts): the same
/// reports in the same order, with the same game numbers.
/// The file is read up to `limit` (where its text ends), to its end when `None`.
pub fn check_file(
    file: &File,
    split: Split,
    limit: Option<u64>,
    sink: &mut dyn FnMut(&Report),
) -> io::Result<Summary> {
    let mut total = Summary::default();
    parts::read(
        file,
        split,
        limit,
        game_may_start,
        &Parts,
        &mut |taken| match taken {
            Taken::Item(mut report) => {
                report.game += total.games;
                sink(&report);
                ControlFlow::Continue(())
            }
            Taken::End(part) => {
                let before = total.games;
                total.add(part.summary);
                end_of_file(&mut total, part.header_last.map(|game| game + before), sink);
                ControlFlow::Continue(())
            }
        },
    )?;
    Ok(total)
}

/// [`check`] of the parts of a file.
struct Parts;

impl parts::Work for Parts {
    type Item = Report;
    type End = PartTotals;

    fn read(
        &self,
        part: parts::Part<'_>,
        found: &mut dyn FnMut(Report),
    ) -> io::Result<PartEnd<PartTotals>> {
        check_part(part.reader, part.last, &mut |report| found(report.clone()))
    }
}

/// Checks the games of `input`, a part of a file that starts where a game may start (its
/// game numbers count from there); `last` when the part runs to the file's end. Whether
/// the part carries anything over to the next one: a broken game, a comment or the tags
/// of a game still waiting for its moves at its end.
fn check_part<R: Read>(
    input: R,
    last: bool,
    sink: &mut dyn FnMut(&Report),
) -> io::Result<PartEnd<PartTotals>> {
    let mut reader = Reader::new(movetext_source(input));
    let mut games = PgnGames::new(Checker {
        summary: Summary::default(),
        held_game: 0,
        sink,
    });
    let mut broken = false;
    loop {
        match reader.read_game(&mut games) {
            Ok(Some(())) => broken = false,
            Ok(None) => break,
            Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                broken = true;
                let held = games.take_held().is_some();
                games.take_pending();
                if held {
                    // Broken before the next game's first tag decided: a game of its own.
                    games.sink.start_after_held();
                }
                let game = games.sink.summary.games.max(1);
                games.sink.report(game, Finding::Syntax(Broken::of(&error)));
            }
            Err(error) => return Err(error),
        }
    }
    let carries_over =
        !last && (broken || games.carries_over() || reader.into_inner().in_comment());
    let header_last = (last && games.held()).then_some(games.sink.held_game);
    Ok(PartEnd {
        end: PartTotals {
            summary: games.sink.summary,
            header_last,
        },
        carries_over,
    })
}

/// The sink of [`PgnGames`] that checks each game, handing on what it finds.
struct Checker<'a> {
    summary: Summary,
    /// The number of the last game read with tags only: [`PgnGames`] holds its header
    /// for the next game's first tag to decide ([`super::pgn_source::starts_game`])
    /// whether that starts a game (then this one is noted) or goes on with the header;
    /// at the end of the file it may show the file cut off.
    held_game: u64,
    sink: &'a mut dyn FnMut(&Report),
}

impl Checker<'_> {
    /// A new game starts after the one held without moves, which is noted.
    fn start_after_held(&mut self) {
        self.report(self.held_game, Finding::Note(Note::NoMoves));
        self.summary.games += 1;
    }

    fn report(&mut self, game: u64, finding: Finding) {
        let report = Report { game, finding };
        if report.is_error() {
            self.summary.errors += 1;
        }
        (self.sink)(&report);
    }
}

/// The position of a line: standard chess, or a variant (boxed, so that the copy kept
/// of every position before a move is a chess position's size).
#[derive(Clone)]
pub(crate) enum Pos {
    Chess(Chess),
    Variant(Box<VariantPosition>),
}

impl Pos {
    /// Whether the board contradicts the result `written`: the result the board decides
    /// (and whether by stalemate) when it differs. Legal moves are generated only when
    /// needed: in check (mate?), or for a decisive result (stalemate?).
    fn contradicts(&self, written: KnownOutcome) -> Option<(KnownOutcome, bool)> {
        fn ending<P: Position>(p: &P, written: KnownOutcome) -> Option<(KnownOutcome, bool)> {
            if p.is_check() {
                let mate = p
                    .is_checkmate()
                    .then_some(KnownOutcome::Decisive { winner: !p.turn() });
                return mate
                    .filter(|&board| board != written)
                    .map(|board| (board, false));
            }
            (written != KnownOutcome::Draw && p.is_stalemate())
                .then_some((KnownOutcome::Draw, true))
        }
        match self {
            Pos::Chess(p) => ending(p, written),
            Pos::Variant(p) => ending(p.as_ref(), written),
        }
    }

    /// The position after the side to move here passes (`None` when that cannot be:
    /// the other side would be in check).
    pub(crate) fn passed(&self) -> Option<Pos> {
        match self.clone() {
            Pos::Chess(p) => passed_turn(p).map(Pos::Chess),
            Pos::Variant(p) => (*p).swap_turn().ok().map(|p| Pos::Variant(Box::new(p))),
        }
    }

    /// The standard chess position, if it is one.
    pub(crate) fn chess(&self) -> Option<&Chess> {
        match self {
            Pos::Chess(p) => Some(p),
            Pos::Variant(_) => None,
        }
    }

    /// Where a move played from here stands (in a variation or not).
    pub(crate) fn at(&self, variation: bool) -> MoveAt {
        let (number, side) = match self {
            Pos::Chess(p) => (p.fullmoves().get(), p.turn()),
            Pos::Variant(p) => (p.fullmoves().get(), p.turn()),
        };
        MoveAt {
            number,
            side: super::player_of(side),
            variation,
        }
    }
}

/// What `check` keeps of a game while its movetext is read.
struct GameCheck {
    /// The `[Result]` tag as written.
    result_tag: Option<String>,
    /// The result after the moves.
    result: Option<Outcome>,
    /// Whether moves in UCI form were noted.
    uci_noted: bool,
}

/// What became of a move written in SAN.
pub(super) enum Step {
    /// Played as written.
    Played(Move),
    /// Played as read otherwise (how, and the move in SAN).
    Forgiven(Forgiven, String, Move),
    /// Not played.
    Failed(Finding),
}

/// How a move written other than SAN wants was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forgiven {
    /// In UCI form (`g1f3`), which the PGN reader takes for a pawn move.
    Uci,
    /// With the capture mark `x` missing or where nothing is taken; the one legal move
    /// that fits otherwise.
    CaptureMark,
}

/// Plays `san` in `pos` (in a variation or not), as written or as forgiven. Inlined
/// into each visitor that calls it: out of line, `check` (its hot path) runs 4 % more
/// instructions.
#[inline(always)]
pub(super) fn play_san(pos: &mut Pos, san: &SanPlus, variation: bool) -> Step {
    #[inline(always)]
    fn apply<P: Position>(
        pos: &mut P,
        san: &SanPlus,
        find: fn(&P, &San) -> Result<Move, shakmaty::san::SanError>,
    ) -> Result<(Move, Option<(Forgiven, String)>), shakmaty::san::SanError> {
        match find(pos, &san.san) {
            Ok(m) => {
                pos.play_unchecked(m);
                Ok((m, None))
            }
            Err(error) => match forgiven(pos, &san.san) {
                Some((m, how)) => {
                    let read = San::from_move(pos, m).to_string();
                    pos.play_unchecked(m);
                    Ok((m, Some((how, read))))
                }
                None => Err(error),
            },
        }
    }
    let at = pos.at(variation);
    if san.san == San::Null {
        return Step::Failed(Finding::NullMove(at));
    }
    let result = match pos {
        Pos::Chess(p) => apply(p, san, san_to_move),
        Pos::Variant(p) => apply(p.as_mut(), san, |p, san| san.to_move(p)),
    };
    match result {
        Ok((m, None)) => Step::Played(m),
        Ok((m, Some((how, read)))) => Step::Forgiven(how, read, m),
        Err(shakmaty::san::SanError::AmbiguousSan) => {
            Step::Failed(Finding::Ambiguous(at, san.to_string()))
        }
        Err(shakmaty::san::SanError::IllegalSan) => {
            let lacks = match pos {
                Pos::Chess(p) => lacks_promotion(p, &san.san),
                Pos::Variant(p) => lacks_promotion(p.as_ref(), &san.san),
            };
            if lacks {
                Step::Failed(Finding::NoPromotionPiece(at, san.to_string()))
            } else {
                Step::Failed(Finding::Illegal(at, san.to_string()))
            }
        }
    }
}

/// The position after the side to move passes: the other side moves, and after Black's
/// pass the move number goes on, so later findings name the right move.
pub(super) fn passed_turn(pos: Chess) -> Option<Chess> {
    let mode = pos.castles().mode();
    let mut setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
    if setup.turn == Color::Black {
        setup.fullmoves = setup.fullmoves.checked_add(1)?;
    }
    setup.turn = setup.turn.other();
    setup.ep_square = None;
    Chess::from_setup(setup, mode).ok()
}

/// Whether `san`, which no legal move fits in `pos`, is a pawn move to the last rank
/// written without the piece it becomes (`d7d8`, `e8`, `dxe8`): with a queen it is legal.
pub fn lacks_promotion<P: Position>(pos: &P, san: &San) -> bool {
    match *san {
        San::Normal {
            role: shakmaty::Role::Pawn,
            file,
            rank,
            capture,
            to,
            promotion: None,
        } => [capture, !capture].into_iter().any(|capture| {
            San::Normal {
                role: shakmaty::Role::Pawn,
                file,
                rank,
                capture,
                to,
                promotion: Some(shakmaty::Role::Queen),
            }
            .to_move(pos)
            .is_ok()
        }),
        _ => false,
    }
}

/// The legal move that `san`, which SAN does not read in `pos`, was written for, as
/// python-chess reads it: a move in UCI form (`g1f3`, which the PGN reader takes for a
/// pawn move), or a move whose capture mark is wrong when exactly one legal move fits
/// without it (`Bc4` that takes on c4, `Nxf3` onto an empty square).
pub fn forgiven<P: Position>(pos: &P, san: &San) -> Option<(Move, Forgiven)> {
    let text = san.to_string();
    if (4..=5).contains(&text.len())
        && let Some(m) = UciMove::from_ascii(text.as_bytes())
            .ok()
            .and_then(|uci| uci.to_move(pos).ok())
    {
        return Some((m, Forgiven::Uci));
    }
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => San::Normal {
            role,
            file,
            rank,
            capture: !capture,
            to,
            promotion,
        }
        .to_move(pos)
        .ok()
        .map(|m| (m, Forgiven::CaptureMark)),
        _ => None,
    }
}

impl GameSink for Checker<'_> {
    /// The `[Result]` tag as written.
    type Tags = Option<String>;
    type Game = GameCheck;
    type Output = ();
    const UNREAD_TOUCHES: bool = false;

    fn new_game(&mut self) {
        self.summary.games += 1;
    }

    fn tag(&mut self, result: &mut Option<String>, name: &[u8], value: RawTag<'_>) -> bool {
        self.summary.pgn = true;
        if name != b"Result" {
            return false;
        }
        *result = Some(decode(value.as_bytes()).trim().to_owned());
        true
    }

    fn parted(&mut self, _: Tags<Option<String>>) -> ControlFlow<()> {
        self.start_after_held();
        ControlFlow::Continue(())
    }

    fn begin_movetext(
        &mut self,
        start: &StartTags,
        result_tag: Option<String>,
    ) -> ControlFlow<(), (GameCheck, Option<Pos>)> {
        let game = self.summary.games;
        if let Some(read) = result_tag.as_deref().and_then(|r| forfeit(r.as_bytes())) {
            let note = Note::Forfeit(decode(read).into_owned());
            self.report(game, Finding::Note(note));
        }
        let pos = if start.fen.is_none() && start.variant.is_none() {
            Some(Pos::Chess(Chess::default()))
        } else {
            match start.start() {
                Ok(Start::Chess(pos)) => {
                    if start.kind() == Ok(Kind::Chess960) {
                        self.report(game, Finding::Note(Note::Chess960));
                    }
                    Some(Pos::Chess(pos))
                }
                Ok(Start::Variant(pos, variant)) => {
                    self.report(game, Finding::Note(Note::Variant(variant)));
                    Some(Pos::Variant(Box::new(pos)))
                }
                Err(error) => {
                    self.report(game, Finding::Start(error));
                    None
                }
            }
        };
        let check = GameCheck {
            result_tag,
            result: None,
            uci_noted: false,
        };
        ControlFlow::Continue((check, pos))
    }

    // Inlined into the visitor's `san`, check's hot path: called out of line, the move
    // handed over is copied at every move (10 % more instructions).
    #[inline(always)]
    fn moved(&mut self, game: &mut GameCheck, moved: Moved<'_>) -> ControlFlow<(), PgnLine> {
        self.summary.pgn = true;
        let number = self.summary.games;
        let counts = match moved.step {
            MoveStep::Played { forgiven: None, .. } => true,
            MoveStep::Played {
                forgiven: Some((Forgiven::Uci, _)),
                ..
            } => {
                if !game.uci_noted {
                    game.uci_noted = true;
                    self.report(number, Finding::Note(Note::UciMoves));
                }
                true
            }
            MoveStep::Played {
                forgiven: Some((Forgiven::CaptureMark, read)),
                ..
            } => {
                let at = moved.before.at(moved.variation);
                let note = Note::CaptureMark(at, moved.written.to_string(), read);
                self.report(number, Finding::Note(note));
                true
            }
            MoveStep::Passed(after) => {
                // A passed move: the rest of the line is checked with the other side to move.
                let at = moved.before.at(moved.variation);
                self.report(number, Finding::NullMove(at));
                after.is_some()
            }
            MoveStep::Failed(finding) => {
                self.report(number, finding);
                return ControlFlow::Continue(PgnLine::Stops);
            }
        };
        if counts && !moved.variation {
            self.summary.moves += 1;
        }
        ControlFlow::Continue(PgnLine::GoesOn)
    }

    fn dead_move(&mut self, _: &mut GameCheck) {
        self.summary.pgn = true;
    }

    fn unread(
        &mut self,
        _: &mut GameCheck,
        at: &Pos,
        variation: bool,
        word: &[u8],
    ) -> ControlFlow<(), PgnLine> {
        // In a file that shows itself to be PGN, the line stops there as it does at an
        // illegal move (in a text that is no PGN at all, its words say nothing).
        if !self.summary.pgn {
            return ControlFlow::Continue(PgnLine::GoesOn);
        }
        let finding = Finding::Unread(at.at(variation), decode(word).into_owned());
        self.report(self.summary.games, finding);
        ControlFlow::Continue(PgnLine::Stops)
    }

    fn stray_close(&mut self, _: &mut GameCheck, at: &Pos) {
        let note = Note::StrayClose(at.at(false));
        self.report(self.summary.games, Finding::Note(note));
    }

    fn outcome(&mut self, game: &mut GameCheck, outcome: Outcome) {
        self.summary.pgn = true;
        game.result = Some(outcome);
    }

    fn end_game(&mut self, game: GameCheck, end: GameEnd<'_>) {
        let number = self.summary.games;
        if end.unclosed {
            self.report(number, Finding::UnclosedVariation);
        }
        if let (Some(tag), Some(written)) = (&game.result_tag, game.result) {
            let tag = forfeit(tag.as_bytes()).map_or(tag.as_str(), |read| {
                std::str::from_utf8(read).unwrap_or_default()
            });
            let written = written.to_string();
            if tag != written && tag != "*" && written != "*" {
                let note = Note::ResultTag(tag.to_owned(), written);
                self.report(number, Finding::Note(note));
            }
        }
        let contradiction = |written| end.main.and_then(|p| p.contradicts(written));
        match game.result {
            None => self.report(number, Finding::Note(Note::NoResult)),
            Some(Outcome::Known(written)) => {
                let Some((board, stalemate)) = contradiction(written) else {
                    return;
                };
                let finding = Finding::WrongResult {
                    written: Outcome::Known(written).to_string(),
                    board: Outcome::Known(board).as_str(),
                    stalemate,
                };
                self.report(number, finding);
            }
            _ => {}
        }
    }

    fn tags_only(&mut self, game: GameCheck, _: Option<&Pos>) -> Result<(Option<String>, ()), ()> {
        self.held_game = self.summary.games;
        Ok((game.result_tag, ()))
    }
}

#[cfg(test)]
mod tests;

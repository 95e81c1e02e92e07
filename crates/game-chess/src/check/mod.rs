//! Validating every game of a PGN file: the sink of `PgnGames` (the one pgn-reader
//! visitor, which plays each move with shakmaty) that reports what is wrong, game by game.
//!
//! Games split by a single empty line inside the tags (a ChessBase habit) are joined,
//! as python-chess does, unless the block after the empty line starts a new game
//! ([`super::pgn_source::starts_game`]). A game with tags and no movetext (a header the
//! PGN reader ended early, at a tag value with an unescaped inner quote, or before a
//! block that starts a game) is held until the next game's first tag: when the held
//! header has that tag, it was a game without moves (noted); else the two are one game.

mod lines;

use std::fs::File;
use std::io::{self, Read};
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawTag, Reader};
use shakmaty::Chess;

use super::findings::{Broken, Finding, Note};
use super::line::Forgiven;
use super::line::Pos;
use super::pgn_games::{GameEnd, GameSink, Line as PgnLine, MoveStep, Moved, PgnGames, Tags};
use super::pgn_source::{forfeit, game_may_start, movetext_source};
use super::start::{Kind, Start, StartTags};
use crate::parts::{self, PartEnd, Split, Taken};
use crate::replay::report::Summary;
use crate::replay::source::decode;

/// Where a move of a PGN game stands (the side is chess's).
pub use crate::replay::report::MoveAt;
pub use lines::report_line;

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

/// The sink of `PgnGames` that checks each game, handing on what it finds.
struct Checker<'a> {
    summary: Summary,
    /// The number of the last game read with tags only: `PgnGames` holds its header
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

/// What `check` keeps of a game while its movetext is read.
struct GameCheck {
    /// The `[Result]` tag as written.
    result_tag: Option<String>,
    /// The result after the moves.
    result: Option<Outcome>,
    /// Whether moves in UCI form were noted.
    uci_noted: bool,
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

//! The games of a PGN file listed for replay's index: where each starts and its header
//! (players, event, date, result, ECO, opening, and whether replay plays it), read by the
//! one PGN visitor (`PgnGames`) with a sink that never reads the moves.

use std::io::{self, Seek};
use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader};

use super::line::Pos;
use super::pgn_games::{GameEnd, GameSink, PgnGames, Tags};
use super::pgn_source::game_source;
use super::start::StartTags;
use crate::replay::game_files::{FIELDS, GameList, Header, Text};
use crate::replay::source::tag_text;

/// PGN files, as the index lists their games.
#[derive(Debug, Clone, Copy)]
pub struct Pgn;

impl GameList for Pgn {
    fn scan(self, file: Text, found: impl FnMut(u64, Header, u64)) -> io::Result<()> {
        scan(file, found)
    }
}

/// The header of a game's tags read by [`PgnGames`].
fn header(tags: Tags<[String; FIELDS]>) -> Header {
    Header {
        kind: tags.start.game_kind(),
        texts: tags.own,
    }
}

/// The games of a PGN file; a damaged game keeps its place in the list (loading it says
/// what is wrong).
fn scan(file: Text, mut found: impl FnMut(u64, Header, u64)) -> io::Result<()> {
    let mut reader = Reader::new(game_source(file));
    let mut visitor = PgnGames::new(Indexer::default());
    let mut start = None;
    loop {
        if !reader.has_more()? {
            break;
        }
        let offset = reader.stream_position()?;
        let mut here = *start.get_or_insert(offset);
        let read = reader.read_game(&mut visitor);
        let broken = matches!(&read, Err(error) if error.kind() == io::ErrorKind::InvalidData);
        if broken && let Some(held) = visitor.take_held() {
            // Broken before the next game's first tag decided: the held header is a game.
            visitor.sink.parted = Some(header(held));
        }
        if let Some(header) = visitor.sink.parted.take() {
            found(here, header, offset);
            here = offset;
            start = Some(offset);
        }
        let header = match read {
            Ok(Some(Some(header))) => header,
            Ok(Some(None)) => continue,
            Ok(None) => break,
            Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                visitor.sink.reading.take().unwrap_or_default()
            }
            Err(error) => return Err(error),
        };
        start = None;
        found(here, header, reader.stream_position()?);
    }
    if let Some(tags) = visitor.take_pending() {
        found(
            start.unwrap_or_default(),
            header(tags),
            reader.stream_position()?,
        );
    }
    Ok(())
}

/// The sink of [`PgnGames`] that keeps each game's header, never reading its moves.
#[derive(Default)]
struct Indexer {
    /// A held header that turned out to be a game of its own, for the scan to list
    /// before the game being read.
    parted: Option<Header>,
    /// The header of the game whose movetext is being read, kept in case the movetext
    /// is damaged.
    reading: Option<Header>,
}

impl GameSink for Indexer {
    /// The header texts, in the order [`Header::texts`] keeps them.
    type Tags = [String; FIELDS];
    type Game = Header;
    type Output = Option<Header>;
    const MOVES: bool = false;
    const VARIATIONS: bool = false;

    fn tag(&mut self, texts: &mut [String; FIELDS], name: &[u8], value: RawTag<'_>) -> bool {
        let field = match name {
            b"White" => 0,
            b"Black" => 1,
            b"Event" => 2,
            b"Date" => 3,
            b"Result" => 4,
            b"ECO" => 5,
            b"Opening" => 6,
            _ => return false,
        };
        texts[field] = tag_text(&value).trim().to_owned();
        true
    }

    fn parted(&mut self, held: Tags<[String; FIELDS]>) -> ControlFlow<Self::Output> {
        self.parted = Some(header(held));
        ControlFlow::Continue(())
    }

    fn begin_movetext(
        &mut self,
        start: &StartTags,
        texts: [String; FIELDS],
    ) -> ControlFlow<Self::Output, (Header, Option<Pos>)> {
        let header = Header {
            texts,
            kind: start.game_kind(),
        };
        self.reading = Some(header.clone());
        ControlFlow::Continue((header, None))
    }

    fn end_game(&mut self, header: Header, _: GameEnd<'_>) -> Self::Output {
        self.reading = None;
        Some(header)
    }

    fn tags_only(
        &mut self,
        header: Header,
        _: Option<&Pos>,
    ) -> Result<([String; FIELDS], Self::Output), Self::Output> {
        self.reading = None;
        Ok((header.texts, None))
    }
}

//! A chess game's scoresheet exported from its input: a saved game replayed ply by ply,
//! or a PGN file streamed game by game into the scoresheet writer (see
//! [`crate::pgn_import::Streamed`]), so its size never matters; `--all`
//! reads the file's parts at once ([`crate::parts`]).

use std::fs::File;
use std::io::{BufReader, Read, Write};
use std::ops::ControlFlow;
use std::path::Path;

use super::write;
use crate::game::GameRecord;
use crate::game::rules::{GameRules, Playable};
use crate::i18n::Locale;
use crate::parts::{self, PartEnd, Split, Taken};
use crate::pgn_import::{ImportError, Stop, Streamed};
use crate::pgn_source::game_may_start;
use crate::position::ReplayError;
use crate::scoresheet::{Header, Ply, Scoresheet};
use hektor_game_core::scoresheet::input::{Input, InputError, LeftOut, Which, ended};
use hektor_game_core::scoresheet::layout::Page;
use hektor_game_core::scoresheet::{ExportError, ExportOptions};

/// Writes the scoresheets of `which` games of `input` to `out`, each as soon as it is read
/// (`--all` from parts of the file read at once as `split` says, in the file's
/// order); games are separated by [`write::between_games`]. A game that cannot be exported
/// is found before anything of it is written: with `--all` it is left out (and
/// returned) and the export goes on, else, or when no game is good, it stops there.
pub fn export<P: Playable>(
    input: &Input<P>,
    which: Which,
    split: Split,
    options: &ExportOptions,
    locale: &Locale,
    page: Page,
    out: &mut dyn Write,
) -> Result<LeftOut, InputError> {
    match input {
        Input::Journal { record, .. } => {
            write_sheet(record, options, locale, page, out)?;
            Ok(LeftOut::new())
        }
        Input::Pgn(path) => {
            let sheets = Sheets {
                options,
                locale,
                page,
            };
            match which {
                Which::All => sheets.all(path, split, out),
                Which::Game(n) => sheets.one(path, n, out),
            }
        }
    }
}

/// Whether `error` concerns one game only, so `--all` leaves that game out and goes on.
fn one_game_only(error: &ImportError) -> bool {
    matches!(
        error,
        ImportError::Variant { .. }
            | ImportError::BadStart { .. }
            | ImportError::IllegalMove { .. }
            | ImportError::Unread { .. }
            | ImportError::NullMove { .. }
    )
}

/// Writes the scoresheet of `record` ([`super::written::sheet_of`]) in `options.format` to `out`, ply by
/// ply as the game is replayed (nothing of a long game is held twice): once to find what
/// the header says (a move that does not replay, or the first that is not legal as
/// written) before anything is written, then as it is written.
///
/// # Errors
///
/// The game does not replay (nothing is written then), or writing fails.
pub fn write_sheet<R: GameRules>(
    record: &GameRecord<R>,
    options: &ExportOptions,
    locale: &Locale,
    page: Page,
    out: &mut dyn Write,
) -> Result<(), InputError> {
    let unplayable = |error: ReplayError| InputError::from(ExportError::from(error));
    let write = |header: &Header, plies: &mut dyn Iterator<Item = Ply>, out: &mut dyn Write| {
        write::plies(options, locale, page, header, plies, out).map_err(InputError::Write)
    };
    if record.moves.iter().any(|mv| mv.written) {
        let (not_legal, mut plies) = super::written::written_plies(record).map_err(unplayable)?;
        return write(&Scoresheet::header_of(record, not_legal), &mut plies, out);
    }
    if let Some(error) = Scoresheet::plies_of(record)
        .map_err(unplayable)?
        .find_map(Result::err)
    {
        return Err(unplayable(error));
    }
    let mut plies = Scoresheet::plies_of(record).map_err(unplayable)?.flatten();
    write(&Scoresheet::header_of(record, None), &mut plies, out)
}

/// The reason a game of the PGN file at `path` cannot be exported.
fn pgn(path: &Path, source: ImportError) -> InputError {
    InputError::Game {
        path: path.display().to_string(),
        error: Box::new(source),
    }
}

/// The PGN file at `path`, opened for export.
fn open(path: &Path) -> Result<File, InputError> {
    File::open(path).map_err(|error| InputError::Unreadable {
        path: path.to_owned(),
        error,
    })
}

/// What the export of a part of a PGN file hands on, game by game.
enum Found {
    /// A scoresheet begins (the games' separator goes before it when one was written).
    Sheet,
    /// Bytes of the scoresheet being written.
    Bytes(Vec<u8>),
    /// A game left out, and why (its number counted from the part's start).
    LeftOut(ImportError),
    /// The export ends here: after the last game (a text that holds no game), or at a
    /// failure that ends it.
    Stop(ImportError),
}

/// What writes each game's scoresheet.
struct Sheets<'a> {
    options: &'a ExportOptions,
    locale: &'a Locale,
    page: Page,
}

impl Sheets<'_> {
    /// Writes game `n` of the PGN file at `path`.
    fn one(&self, path: &Path, n: usize, out: &mut dyn Write) -> Result<LeftOut, InputError> {
        let mut games = Streamed::new(BufReader::new(open(path)?), BufReader::new(open(path)?));
        games.go_to(n).map_err(|e| pgn(path, e))?;
        let header = match games.next_header() {
            Some(header) => header.map_err(|e| pgn(path, e))?,
            None => {
                let count = n.saturating_sub(1);
                return Err(pgn(
                    path,
                    if count == 0 {
                        ImportError::Empty
                    } else {
                        ImportError::NoSuchGame { wanted: n, count }
                    },
                ));
            }
        };
        let mut sheet = write::begin(self.options, self.locale, self.page, &header, out)
            .map_err(InputError::Write)?;
        games.write_moves(&mut *sheet).map_err(|stop| match stop {
            Stop::Import(e) => pgn(path, e),
            Stop::Write(e) => InputError::Write(e),
        })?;
        sheet.finish().map_err(InputError::Write)?;
        Ok(LeftOut::new())
    }

    /// Writes every game of the PGN file at `path`, its parts read at once as `split` says:
    /// the same bytes, games left out and end as one reading from the start.
    fn all(&self, path: &Path, split: Split, out: &mut dyn Write) -> Result<LeftOut, InputError> {
        let file = open(path)?;
        let between = write::between_games(self.options.format, self.page).as_bytes();
        let (mut written, mut left_out, mut before) = (0, LeftOut::new(), 0);
        let mut outcome = None;
        let read = parts::read(&file, split, None, game_may_start, self, &mut |taken| {
            let wrote = match taken {
                Taken::Item(Found::Sheet) => {
                    written += 1;
                    if written > 1 {
                        out.write_all(between)
                    } else {
                        Ok(())
                    }
                }
                Taken::Item(Found::Bytes(bytes)) => out.write_all(&bytes),
                Taken::Item(Found::LeftOut(e)) => {
                    left_out.push(pgn(path, counted_from(e, before)));
                    Ok(())
                }
                Taken::Item(Found::Stop(e)) => {
                    outcome = Some(match e {
                        ImportError::NoSuchGame { .. } | ImportError::Empty
                            if written > 0 || !left_out.is_empty() =>
                        {
                            Ok(())
                        }
                        e => Err(pgn(path, counted_from(e, before))),
                    });
                    return ControlFlow::Break(());
                }
                Taken::End(games) => {
                    before += games;
                    Ok(())
                }
            };
            match wrote {
                Ok(()) => ControlFlow::Continue(()),
                Err(e) => {
                    outcome = Some(Err(InputError::Write(e)));
                    ControlFlow::Break(())
                }
            }
        });
        read.map_err(|e| pgn(path, ImportError::Io(e.to_string())))?;
        match outcome {
            Some(Err(e)) => Err(e),
            Some(Ok(())) => ended(written, left_out),
            None if written > 0 || !left_out.is_empty() => ended(written, left_out),
            None => Err(pgn(path, ImportError::Empty)),
        }
    }

    /// Writes the scoresheet of the game whose `header` `games` just read.
    fn sheet<R: Read>(
        &self,
        games: &mut Streamed<R>,
        header: &crate::scoresheet::Header,
        found: &mut dyn FnMut(Found),
    ) -> Result<(), ImportError> {
        found(Found::Sheet);
        let mut bytes = Pieces {
            bytes: Vec::new(),
            found,
        };
        let io = |e: std::io::Error| ImportError::Io(e.to_string());
        let mut sheet =
            write::begin(self.options, self.locale, self.page, header, &mut bytes).map_err(io)?;
        games.write_moves(&mut *sheet).map_err(|stop| match stop {
            Stop::Import(e) => e,
            Stop::Write(e) => io(e),
        })?;
        sheet.finish().map_err(io)?;
        drop(sheet);
        bytes.hand_on();
        Ok(())
    }
}

/// `error`, found in a part of the file after `before` games, with the game numbers
/// counted from the file's start.
fn counted_from(error: ImportError, before: usize) -> ImportError {
    match error {
        ImportError::Variant { game, variant } => ImportError::Variant {
            game: game + before,
            variant,
        },
        ImportError::BadStart { game, fen, reason } => ImportError::BadStart {
            game: game + before,
            fen,
            reason,
        },
        ImportError::IllegalMove { game, number, san } => ImportError::IllegalMove {
            game: game + before,
            number,
            san,
        },
        ImportError::Unread {
            game,
            number,
            side,
            word,
        } => ImportError::Unread {
            game: game + before,
            number,
            side,
            word,
        },
        ImportError::NullMove { game, number, san } => ImportError::NullMove {
            game: game + before,
            number,
            san,
        },
        ImportError::NoSuchGame { wanted, count } => ImportError::NoSuchGame {
            wanted: wanted + before,
            count: count + before,
        },
        ImportError::Empty if before > 0 => ImportError::NoSuchGame {
            wanted: before + 1,
            count: before,
        },
        error @ (ImportError::Empty | ImportError::Io(_)) => error,
    }
}

/// The export of the parts of a PGN file.
impl parts::Work for Sheets<'_> {
    type Item = Found;
    type End = usize;

    fn read(
        &self,
        part: parts::Part<'_>,
        found: &mut dyn FnMut(Found),
    ) -> std::io::Result<PartEnd<usize>> {
        // Whether the part carries over is known before its last game is written, so
        // nothing written waits for the part's end: both readings are twins, which do
        // not mark what is found after the end as late (a long last game stays out of
        // memory).
        let (ahead, behind) = (part.reader.twin(), part.reader.twin());
        let mut games = Streamed::new(BufReader::new(ahead), BufReader::new(behind));
        let ended = |games: &Streamed<_>, carries_over| {
            Ok(PartEnd {
                end: games.game(),
                carries_over,
            })
        };
        while let Some(header) = games.next_header() {
            if !part.last {
                match games.at_end() {
                    Ok(true) if header.is_err() || games.carries_over() => {
                        return ended(&games, true);
                    }
                    Ok(_) => {}
                    Err(e) => {
                        found(Found::Stop(e));
                        return ended(&games, false);
                    }
                }
            }
            let stopped = match header {
                Ok(header) => self.sheet(&mut games, &header, found).err(),
                Err(e) if one_game_only(&e) => {
                    found(Found::LeftOut(e));
                    games.skip_game().err()
                }
                Err(e) => Some(e),
            };
            if let Some(e) = stopped {
                found(Found::Stop(e));
                return ended(&games, false);
            }
        }
        ended(&games, false)
    }
}

/// A scoresheet's bytes handed on as they are written, [`PIECE`] bytes at a time.
struct Pieces<'a> {
    bytes: Vec<u8>,
    found: &'a mut dyn FnMut(Found),
}

/// How many bytes of a scoresheet are handed on at once.
const PIECE: usize = 64 << 10;

impl Pieces<'_> {
    /// Hands on the bytes written so far.
    fn hand_on(&mut self) {
        if !self.bytes.is_empty() {
            (self.found)(Found::Bytes(std::mem::take(&mut self.bytes)));
        }
    }
}

impl Write for Pieces<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.bytes.extend_from_slice(buf);
        if self.bytes.len() >= PIECE {
            self.hand_on();
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

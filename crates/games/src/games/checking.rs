//! `hektor check` of a game file, whatever its game: the file opened, refused when it
//! holds a game hektor does not play or starts as no text, its game told by its start
//! ([`Format::of_head`]), then every game checked by that game's checker (chess's PGN,
//! draughts' PDN, a registered game's files), each finding a line of the UI language.

use std::fs::File;
use std::io::{self, BufReader};
use std::path::Path;

use super::chess::check as chess;
use super::chess::findings::{Finding, Note};
use super::chess::pgn_import::ImportError;
use super::draughts::check as draughts;
use super::format::Format;
use super::other::check as other;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::parts::{PartReader, Split};
use crate::replay::report::Summary;
use crate::replay::source::{self, Damage};

/// A game file opened for `check`, its game told.
#[derive(Debug)]
pub struct Opened {
    file: File,
    format: Format,
    damage: Damage,
}

/// Why a file is not checked at all.
#[derive(Debug)]
pub enum Unchecked {
    /// It cannot be opened or read, or it holds a game hektor does not play.
    Io(io::Error),
    /// Its start shows it is no game file: a NUL before any tag (an image, an archive,
    /// random bytes; no cut download).
    NoGame,
}

/// Opens the file at `path` for `check` and tells its game; where its text ends (a cut
/// download: the games before it are checked) is known from then on.
///
/// # Errors
///
/// The file cannot be opened or read, holds a draughts game of rules hektor does not
/// play, or is no game file.
pub fn open(path: &Path) -> Result<Opened, Unchecked> {
    super::draughts::export::refuse_other_game(path).map_err(Unchecked::Io)?;
    let file = crate::files::open(path).map_err(Unchecked::Io)?;
    let read = source::head(&file).map_err(Unchecked::Io)?;
    let head = read.get_ref().0.get_ref();
    if source::binary_from_start(head) {
        return Err(Unchecked::NoGame);
    }
    let format = Format::of_head(head);
    let damage = source::text_end(&file).map_err(Unchecked::Io)?;
    Ok(Opened {
        file,
        format,
        damage,
    })
}

impl Opened {
    /// Where the file's text ends before the file does, once [`Opened::check`] came so
    /// far.
    pub fn damage(&self) -> &Damage {
        &self.damage
    }

    /// Checks every game up to where the text ends (a PGN file in parts read at once as
    /// `split` says), handing each finding's line in the UI language to `line` (the
    /// errors alone when `errors_only`). The summary's `pgn` says whether the file held a
    /// game at all; when it did not, the lines of its empty games are not handed on.
    ///
    /// # Errors
    ///
    /// Reading the file failed.
    pub fn check(
        &self,
        split: Split,
        errors_only: bool,
        locale: &Locale,
        line: &mut dyn FnMut(String),
    ) -> io::Result<Summary> {
        let text = || PartReader::new(&self.file, 0, self.damage.at());
        match self.format {
            Format::Pdn => draughts::check(BufReader::new(text()), &mut |report| {
                if !errors_only || report.is_error() {
                    line(draughts::report_line(locale, report));
                }
            }),
            // Every finding of a registered game's file is an error.
            Format::Other(game) => other::check(game, text(), &mut |report| {
                line(other::report_line(locale, report));
            }),
            Format::Pgn => self.check_pgn(split, errors_only, locale, line),
        }
    }

    /// [`Opened::check`] of a PGN file. Games with nothing in them wait until something
    /// shows the file is PGN at all: a text or an image is refused in one sentence, not
    /// reported as empty games.
    fn check_pgn(
        &self,
        split: Split,
        errors_only: bool,
        locale: &Locale,
        line: &mut dyn FnMut(String),
    ) -> io::Result<Summary> {
        let mut empty_games = Vec::new();
        let result = chess::check_file(&self.file, split, self.damage.at(), &mut |report| {
            if errors_only && !report.is_error() {
                return;
            }
            if matches!(
                report.finding,
                Finding::Empty | Finding::Note(Note::NoMoves)
            ) {
                empty_games.push(chess::report_line(locale, report));
                return;
            }
            for held in empty_games.drain(..) {
                line(held);
            }
            line(chess::report_line(locale, report));
        });
        if !result.as_ref().is_ok_and(|summary| !summary.pgn) {
            for held in empty_games {
                line(held);
            }
        }
        result
    }
}

/// The sentence for a file that holds no game (empty, a text, an image): a PGN game, in
/// the words `export` says it with, or a PDN game when the file is named `.pdn`.
pub fn no_game(locale: &Locale, path: &Path) -> String {
    let file = path.display().to_string();
    if draughts::named_pdn(path) {
        return sentence(
            locale,
            msg::CHECK_NO_DRAUGHTS_GAME,
            &[("file", file.into())],
        );
    }
    ImportError::Empty.sentence(locale, &file)
}

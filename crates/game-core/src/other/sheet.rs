//! A registered game's scoresheet, printed or in Braille, laid out on pages as chess's
//! and draughts' are: the heading (the known tags, then the result and how the game
//! ended, in the game's own words), one line a move number, the result. Its moves are
//! written as the game writes them down ([`super::Position::notate`]); the Braille sheet
//! writes everything in the reader's literary code, for hektor knows no Braille notation
//! of the game. A sheet comes from a game hektor kept ([`GameSheet::of_record`]) or from
//! a file of the game's games ([`export`]).

use std::io::{self, Write};
use std::path::Path;

use super::written::{games, play_line};
use super::{Game, OtherBoard, Said, WrittenGame};
use crate::game::rules::GameRules;
use crate::game::{GameRecord, GameResult, Tags, Termination};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::GamePosition;
use crate::replay::report::MoveAt;
use crate::scoresheet::input::{GameSheetError, InputError, LeftOut, Which, ended};
use crate::scoresheet::layout::{Page, Pager};
use crate::scoresheet::{Format, Literary, braille, cells, text};
use crate::terms::Player;

/// One game of a registered game as its scoresheet writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSheet {
    /// The heading's tags.
    pub tags: Tags,
    /// The moves as the game writes them down, in order.
    pub moves: Vec<String>,
    /// The number of the first move.
    pub first: u32,
    /// Whether Black made the first move.
    pub black_first: bool,
    /// The result, none for an unfinished game.
    pub result: Option<GameResult>,
    /// How the game ended, when that is known (a reason of the game's own as the game
    /// gave it: the sheet says it in its language).
    pub termination: Option<Termination>,
}

impl GameSheet {
    /// The sheet of `record`, a game hektor kept.
    pub fn of_record<R: GameRules>(record: &GameRecord<R>) -> GameSheet {
        let (first, black_first) = record.first_move();
        GameSheet {
            tags: record.tags.clone(),
            moves: record.moves.iter().map(|mv| mv.san.to_owned()).collect(),
            first,
            black_first,
            result: Some(record.result).filter(|result| *result != GameResult::Ongoing),
            termination: record.termination.clone(),
        }
    }

    /// The sheet of `written`, game `number` of a file of `game`'s games, every move
    /// played from its start as a typed move is read; how it ended is the last
    /// position's ending when that gives the result written.
    ///
    /// # Errors
    ///
    /// Why the game cannot be played through: its start is no position of the game, or
    /// a move is none where it stands.
    pub fn of_written(
        game: &'static dyn Game,
        mut written: WrittenGame,
        number: usize,
    ) -> Result<GameSheet, Unplayed> {
        let start = OtherBoard::start(game, written.setup.as_deref()).map_err(|reason| {
            Unplayed::Unread {
                game: number,
                reason,
            }
        })?;
        let black_first = start.turn() == Player::Black;
        let mut moves = Vec::new();
        let mut last = start.clone();
        let stop = play_line(
            start,
            std::mem::take(&mut written.moves),
            |key, after, _| {
                moves.push(last.notate(&key).text);
                last = after.clone();
                true
            },
        );
        if let Some((at, written)) = stop {
            return Err(Unplayed::Illegal {
                game: number,
                at,
                written,
            });
        }
        let result = written
            .tag("Result")
            .or(written.result.as_deref())
            .and_then(GameResult::from_pgn)
            .filter(|result| *result != GameResult::Ongoing);
        let termination = last
            .ending(&())
            .filter(|ending| Some(ending.result) == result)
            .map(|ending| ending.termination);
        Ok(GameSheet {
            tags: Tags::of(|name| written.tag(name)),
            moves,
            first: 1,
            black_first,
            result,
            termination,
        })
    }

    /// The moves a line each: the move number, White's move (`...` when Black moved
    /// first) and Black's.
    fn move_lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        let mut number = self.first;
        let mut moves = self.moves.iter();
        if self.black_first
            && let Some(black) = moves.next()
        {
            lines.push(format!("{number}. ... {black}"));
            number += 1;
        }
        while let Some(white) = moves.next() {
            let mut line = format!("{number}. {white}");
            if let Some(black) = moves.next() {
                line.push(' ');
                line.push_str(black);
            }
            lines.push(line);
            number += 1;
        }
        lines
    }
}

/// Why a game of a file cannot be written as a scoresheet.
#[derive(Debug, thiserror::Error)]
pub enum Unplayed {
    /// The game, or its start, does not read.
    #[error("game {game} cannot be read: {reason}")]
    Unread {
        /// The game's number in the file.
        game: usize,
        /// The game's sentence why.
        reason: Said,
    },
    /// A move is none where it stands.
    #[error("game {game}, move {}: {written} is not a legal move", .at.number)]
    Illegal {
        /// The game's number in the file.
        game: usize,
        /// Where the move stands.
        at: MoveAt,
        /// The move as written.
        written: String,
    },
    /// The file holds no game of the game named.
    #[error("the file holds no {0} game")]
    NoGame(&'static str),
    /// The file has fewer games than the number asked for.
    #[error("the file has {count} games, so there is no game {wanted}")]
    NoSuchGame {
        /// The game asked for.
        wanted: usize,
        /// How many games the file has.
        count: usize,
    },
}

impl GameSheetError for Unplayed {
    fn sentence(&self, locale: &Locale, path: &str) -> String {
        let file = ("file", path.to_owned().into());
        match self {
            Unplayed::Unread { game, reason } => sentence(
                locale,
                msg::EXPORT_GAME_UNREAD,
                &[
                    file,
                    ("game", (*game).into()),
                    ("reason", reason.in_lang(locale.lang()).into()),
                ],
            ),
            Unplayed::Illegal { game, at, written } => sentence(
                locale,
                msg::EXPORT_ILLEGAL_MOVE,
                &[
                    file,
                    ("game", (*game).into()),
                    ("number", at.number.into()),
                    ("san", written.clone().into()),
                ],
            ),
            Unplayed::NoGame(name) => sentence(
                locale,
                msg::EXPORT_OTHER_NO_GAME,
                &[file, ("game", (*name).into())],
            ),
            Unplayed::NoSuchGame { wanted, count } => sentence(
                locale,
                msg::EXPORT_NO_SUCH_GAME,
                &[
                    file,
                    ("wanted", (*wanted).into()),
                    ("count", (*count).into()),
                ],
            ),
        }
    }

    fn wrong_input(&self) -> bool {
        matches!(self, Unplayed::Unread { .. } | Unplayed::Illegal { .. })
    }
}

/// How a registered game's scoresheets are written.
#[derive(Clone, Copy)]
pub struct SheetOptions<'a> {
    /// Text, BRF or Unicode Braille (the game's formats).
    pub format: Format,
    /// The reader's literary Braille code.
    pub literary: &'a Literary,
    /// The UI language of the printed sheet.
    pub locale: &'a Locale,
    /// The page.
    pub page: Page,
}

/// Whether `format` is one a registered game's scoresheet is written in: text, BRF or
/// Unicode Braille (PGN and PDN are chess's and draughts' files).
pub fn writes(format: Format) -> bool {
    matches!(format, Format::Text | Format::Brf | Format::Braille)
}

/// `sheet`, a game of `game`, in `options.format`, laid out on pages.
pub fn render(game: &dyn Game, sheet: &GameSheet, options: &SheetOptions<'_>) -> Vec<u8> {
    let locale = options.locale;
    let braille = options.format != Format::Text;
    let reader = Locale::new(options.literary.lang);
    let heading_locale = if braille { &reader } else { locale };
    // The game's own reason, in the heading's language.
    let termination = sheet.termination.as_ref().map(|ended| match ended {
        Termination::Other(reason) => {
            Termination::Other(game.say_ending(reason, heading_locale.lang()))
        }
        ended => ended.clone(),
    });
    let result_text = sheet.result.map(GameResult::pgn);
    let result = text::result_line(heading_locale, result_text, termination.as_ref());
    let mut lines = if braille {
        braille::heading_lines(options.literary, &sheet.tags, &result)
            .iter()
            .map(|line| cells::to_brf(line))
            .collect()
    } else {
        let mut lines = text::tag_lines(locale, &sheet.tags);
        lines.push(result);
        lines
    };
    lines.push(String::new());
    let in_code = |line: &str| match braille {
        true => cells::to_brf(&options.literary.cells(line)),
        false => line.to_owned(),
    };
    lines.extend(sheet.move_lines().iter().map(|line| in_code(line)));
    lines.push(in_code(result_text.unwrap_or("*")));
    let label = |n: usize| match braille {
        true => in_code(&n.to_string()),
        false => sentence(locale, msg::SCORESHEET_PAGE, &[("number", n.into())]),
    };
    let mut out = Vec::new();
    let mut pager = Pager::new(options.page, Box::new(label), Box::new(&mut out));
    // Writing into memory cannot fail.
    for line in &lines {
        let _ = pager.line(line);
    }
    let _ = pager.finish();
    drop(pager);
    if options.format == Format::Braille {
        let brf = String::from_utf8_lossy(&out);
        // Every character of the BRF text is a cell or a break.
        return cells::brf_to_unicode(&brf)
            .unwrap_or_else(|_| brf.into_owned())
            .into_bytes();
    }
    out
}

/// The scoresheet of `record`, a game of `game` hektor kept, in `options.format`.
pub fn render_record<R: GameRules>(
    game: &dyn Game,
    record: &GameRecord<R>,
    options: &SheetOptions<'_>,
) -> Vec<u8> {
    render(game, &GameSheet::of_record(record), options)
}

/// Writes the scoresheets of `which` games of the file at `path`, a file of `game`'s
/// games, to `out`, a new page between two; with `--all` the games that cannot be played
/// through are left out and returned, each with why.
///
/// # Errors
///
/// The file does not read, holds no such game, the game cannot be played through (with
/// `--all`: none can), or writing fails.
pub fn export(
    game: &'static dyn Game,
    path: &Path,
    which: Which,
    options: &SheetOptions<'_>,
    out: &mut dyn Write,
) -> Result<LeftOut, InputError> {
    let name = path.display().to_string();
    let failed = |error: Unplayed| InputError::Game {
        path: name.clone(),
        error: Box::new(error),
    };
    let wanted = match which {
        Which::Game(0) => return Err(InputError::GameZero),
        Which::Game(n) => Some(n),
        Which::All => None,
    };
    let unreadable = |error: io::Error| InputError::Unreadable {
        path: path.to_owned(),
        error,
    };
    let file = crate::files::open(path).map_err(unreadable)?;
    let mut read = Vec::new();
    games(game, file, |_, written| read.push(written)).map_err(unreadable)?;
    let count = read.len();
    let mut written = 0;
    let mut left_out = LeftOut::new();
    for (index, game_read) in read.into_iter().enumerate() {
        if wanted.is_some_and(|wanted| wanted != index + 1) {
            continue;
        }
        let number = index + 1;
        let sheet = game_read
            .map_err(|reason| Unplayed::Unread {
                game: number,
                reason,
            })
            .and_then(|text| GameSheet::of_written(game, text, number));
        let sheet = match (sheet, wanted) {
            (Ok(sheet), _) => sheet,
            (Err(error), None) => {
                left_out.push(failed(error));
                continue;
            }
            (Err(error), Some(_)) => return Err(failed(error)),
        };
        if written > 0 {
            out.write_all(b"\x0c").map_err(InputError::Write)?;
        }
        out.write_all(&render(game, &sheet, options))
            .map_err(InputError::Write)?;
        written += 1;
    }
    match wanted {
        _ if count == 0 => Err(failed(Unplayed::NoGame(game.name()))),
        Some(wanted) if wanted > count => Err(failed(Unplayed::NoSuchGame { wanted, count })),
        _ => ended(written, left_out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(moves: &[&str], black_first: bool) -> GameSheet {
        GameSheet {
            tags: Tags::default(),
            moves: moves.iter().map(|mv| (*mv).to_owned()).collect(),
            first: 1,
            black_first,
            result: None,
            termination: None,
        }
    }

    /// White's and Black's moves share a line under the move's number; a game Black
    /// starts has White's place marked on its first line, and the numbers go on.
    #[test]
    fn moves_are_laid_out_a_move_number_a_line() {
        assert_eq!(
            sheet(&["b2", "a1", "c1"], false).move_lines(),
            ["1. b2 a1", "2. c1"]
        );
        assert_eq!(
            sheet(&["a1", "c1", "a3"], true).move_lines(),
            ["1. ... a1", "2. c1 a3"]
        );
        assert!(sheet(&[], true).move_lines().is_empty());
    }
}

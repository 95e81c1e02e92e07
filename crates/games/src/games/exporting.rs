//! `hektor export` of a file, whatever its game: the file's game told (a game hektor
//! saved by its record's rules, any other file by [`GameFormat::of`]), the refusals made
//! before anything is read through (no text, a game hektor does not play, a format of
//! the other game's), and the export made ready ([`prepare`]) and written ([`Export`])
//! by that game's exporter: chess's scoresheets ([`crate::scoresheet::input`]),
//! draughts' PDN and sheets ([`super::draughts::export`]), a registered game's sheets
//! ([`super::other::sheet`]).

use std::io::Write;
use std::path::{Path, PathBuf};

use super::Input;
use super::chess::pgn_import::ImportError;
use super::draughts::braille::BrailleProfile;
use super::draughts::export::{
    DraughtsOptions, Unchecked, export, export_from, record_pdn, unchecked,
};
use super::format::Format as GameFormat;
use super::journal;
use super::{Rules, other};
use crate::i18n::errors::io_sentence;
use crate::i18n::{Lang, Locale, sentence};
use crate::msg;
use crate::parts::Split;
use crate::scoresheet::input::{InputError, LeftOut, Which};
use crate::scoresheet::layout::Page;
use crate::scoresheet::{ExportError, ExportOptions, Format, LineEnding, Literary, Profile};

/// What `export` is asked for, besides the file.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// The format.
    pub format: Format,
    /// The Braille profile's name or file (`None`: the game's default).
    pub profile: Option<&'a str>,
    /// The reader's language of a Braille export.
    pub braille: Lang,
    /// Characters (cells) per line; `None` for the format's default.
    pub width: Option<usize>,
    /// Lines per page; `None` for the format's default.
    pub height: Option<usize>,
    /// The line ending; `None` for the format's default.
    pub line_ending: Option<LineEnding>,
    /// The games asked for.
    pub which: Which,
    /// How a PGN file's parts are read at once (`--all`).
    pub split: Split,
}

/// Why an export is not made.
#[derive(Debug)]
pub enum Unexported {
    /// Refused before anything is exported: the sentence, in the UI language (the input
    /// cannot be used).
    Refused(String),
    /// The games cannot be read or exported ([`wrong_input`] tells which exit it takes).
    Input(InputError),
}

/// An export made ready: the file's games, read by their game's exporter.
pub struct Export {
    which: Which,
    split: Split,
    by: By,
}

/// The exporter of the file's game and what it needs.
enum By {
    /// Chess: a saved game or a PGN file, as scoresheets.
    Chess {
        input: Box<Input>,
        options: Box<ExportOptions>,
        page: Page,
    },
    /// A registered game: a file of its games (`path`), or a saved game's record.
    Other {
        game: &'static dyn other::Game,
        path: PathBuf,
        saved: Option<Box<Input>>,
        format: Format,
        literary: Box<Literary>,
        page: Page,
    },
    /// Draughts: a PDN file (`path`), or a saved game's record as PDN.
    Draughts {
        path: PathBuf,
        saved: Option<Box<Input>>,
        format: Format,
        profile: Box<BrailleProfile>,
        literary: Box<Literary>,
        page: Page,
        unchecked: Vec<Unchecked>,
    },
}

/// Makes the export of the file at `path` that `request` asks for ready, by the file's
/// game: refused (before anything reads it through) when it starts as no text and is no
/// game hektor saved, when it holds a draughts game hektor does not play, or when the
/// format is not one of the game's (PGN for draughts, PDN for chess, either for a
/// registered game); then the game's profile, page and literary Braille are read, and a
/// chess file opened.
///
/// # Errors
///
/// The refusal's sentence, or why the games cannot be read.
pub fn prepare(path: &Path, request: &Request, locale: &Locale) -> Result<Export, Unexported> {
    let refused = |sentence: String| Err(Unexported::Refused(sentence));
    let saved_game = journal::holds_game(path);
    // A game file is told first: NULs a power cut left in it do not make it binary.
    if !saved_game
        && let Err(error) = crate::files::text(path)
        && error.kind() == std::io::ErrorKind::InvalidData
    {
        return refused(ImportError::Empty.sentence(locale, &path.display().to_string()));
    }
    if !saved_game && let Err(error) = super::draughts::export::refuse_other_game(path) {
        return refused(io_sentence(locale, path, &error));
    }
    // A saved game's rules are its record's; a saved game that does not read is
    // exported (and refused) as chess.
    let saved = saved_game
        .then(|| Input::open(path, Which::Game(1)).ok())
        .flatten();
    let rules = match saved.as_ref().and_then(Input::record) {
        Some(record) => Ok(record.rules),
        None => GameFormat::of(path).map(GameFormat::rules),
    };
    let file = || ("file", path.display().to_string().into());
    match (request.format, rules) {
        (Format::Pdn, Err(error)) => refused(io_sentence(locale, path, &error)),
        (format, Ok(Rules::Other(game))) if !other::sheet::writes(format) => refused(sentence(
            locale,
            msg::EXPORT_OTHER_FORMATS,
            &[file(), ("game", game.name().into())],
        )),
        (_, Ok(Rules::Other(game))) => other_game(game, path, saved, request, locale),
        (Format::Pgn, Ok(Rules::Draughts64 | Rules::Draughts100)) => {
            refused(sentence(locale, msg::EXPORT_PGN_FOR_DRAUGHTS, &[file()]))
        }
        (_, Ok(Rules::Draughts64 | Rules::Draughts100)) => draughts(path, saved, request, locale),
        (Format::Pdn, Ok(Rules::Chess)) => {
            refused(sentence(locale, msg::EXPORT_PDN_FOR_CHESS, &[file()]))
        }
        (_, Ok(Rules::Chess) | Err(_)) => chess(path, request, locale),
    }
}

/// The chess export of the file at `path`: its profile, literary Braille and page, then
/// the file opened.
fn chess(path: &Path, request: &Request, locale: &Locale) -> Result<Export, Unexported> {
    let name = request
        .profile
        .unwrap_or(crate::scoresheet::profile::DEFAULT_PROFILE);
    let profile = Profile::resolve(name).map_err(|e| Unexported::Refused(e.sentence(locale)))?;
    let literary =
        Literary::of(request.braille).map_err(|e| Unexported::Refused(e.sentence(locale)))?;
    let options = ExportOptions {
        format: request.format,
        profile,
        literary,
        lang: locale.lang(),
        width: request.width,
        height: request.height,
        line_ending: request.line_ending,
    };
    let page = options
        .page()
        .map_err(|e| Unexported::Refused(e.sentence(locale)))?;
    let input = Input::open(path, request.which).map_err(Unexported::Input)?;
    Ok(Export {
        which: request.which,
        split: request.split,
        by: By::Chess {
            input: Box::new(input),
            options: Box::new(options),
            page,
        },
    })
}

/// The draughts export of the PDN file at `path`, or of the game hektor saved there
/// (`saved`): its profile, page and literary Braille; the moves of a record kept as
/// written, from its first that is not legal on, are marked.
fn draughts(
    path: &Path,
    saved: Option<Input>,
    request: &Request,
    locale: &Locale,
) -> Result<Export, Unexported> {
    let name = request
        .profile
        .unwrap_or(super::draughts::braille::DEFAULT_PROFILE);
    let profile =
        BrailleProfile::resolve(name).map_err(|e| Unexported::Refused(e.sentence(locale)))?;
    let (page, literary) = page_and_literary(request, locale)?;
    let unchecked = saved
        .as_ref()
        .and_then(Input::record)
        .map(|record| unchecked(record, record.rules.draughts()))
        .unwrap_or_default();
    Ok(Export {
        which: request.which,
        split: request.split,
        by: By::Draughts {
            path: path.to_owned(),
            saved: saved.map(Box::new),
            format: request.format,
            profile: Box::new(profile),
            literary: Box::new(literary),
            page,
            unchecked,
        },
    })
}

/// The page `request` asks for in its format and the reader's literary Braille, or the
/// sentence why either cannot be used.
fn page_and_literary(request: &Request, locale: &Locale) -> Result<(Page, Literary), Unexported> {
    let page = request
        .format
        .page(request.width, request.height, request.line_ending)
        .map_err(|e| Unexported::Refused(e.sentence(locale)))?;
    let literary =
        Literary::of(request.braille).map_err(|e| Unexported::Refused(e.sentence(locale)))?;
    Ok((page, literary))
}

/// The export of a file of the registered `game`'s games at `path`, or of the game
/// hektor saved there (`saved`): its page and the reader's literary Braille.
fn other_game(
    game: &'static dyn other::Game,
    path: &Path,
    saved: Option<Input>,
    request: &Request,
    locale: &Locale,
) -> Result<Export, Unexported> {
    // A saved game holds one game, as chess's and draughts' do.
    let one_game = match request.which {
        Which::Game(0) => Some(InputError::GameZero),
        Which::Game(n) if n > 1 && saved.is_some() => Some(InputError::OneGame {
            path: path.to_owned(),
        }),
        _ => None,
    };
    if let Some(error) = one_game {
        return Err(Unexported::Input(error));
    }
    let (page, literary) = page_and_literary(request, locale)?;
    Ok(Export {
        which: request.which,
        split: request.split,
        by: By::Other {
            game,
            path: path.to_owned(),
            saved: saved.map(Box::new),
            format: request.format,
            literary: Box::new(literary),
            page,
        },
    })
}

impl Export {
    /// What a reader of the game file given as `path` is told about what was left out of
    /// the game hektor saved there (nothing for a file of games).
    pub fn warnings(&self, locale: &Locale, path: &Path) -> Vec<String> {
        match &self.by {
            By::Chess { input, .. } => input.warnings(locale, path),
            By::Draughts { saved, .. } | By::Other { saved, .. } => saved
                .as_ref()
                .map(|input| input.warnings(locale, path))
                .unwrap_or_default(),
        }
    }

    /// Writes the export to `out`, each game as soon as it is read; the games `--all`
    /// left out are returned, each with why. A draughts game exported only up to where
    /// the reader cut it is said to `warn`.
    ///
    /// # Errors
    ///
    /// A game cannot be exported (with `--all`: none can), or writing fails.
    pub fn write(
        &self,
        locale: &Locale,
        warn: &dyn Fn(&str),
        out: &mut dyn Write,
    ) -> Result<LeftOut, InputError> {
        match &self.by {
            By::Chess {
                input,
                options,
                page,
            } => super::chess::sheet::input::export(
                input, self.which, self.split, options, locale, *page, out,
            ),
            By::Draughts {
                path,
                saved,
                format,
                profile,
                literary,
                page,
                unchecked,
            } => {
                let options = DraughtsOptions {
                    format: *format,
                    profile,
                    literary,
                    locale,
                    page: *page,
                    warn,
                    unchecked,
                };
                match saved {
                    // A game played with hektor: its record as PDN, then as any PDN file.
                    Some(input) => {
                        let text = input
                            .record()
                            .map(|record| record_pdn(record, record.rules.draughts()))
                            .unwrap_or_default();
                        let name = path.display().to_string();
                        export_from(text.as_bytes(), &name, self.which, &options, out)
                    }
                    None => export(path, self.which, &options, out),
                }
            }
            By::Other {
                game,
                path,
                saved,
                format,
                literary,
                page,
            } => {
                let options = other::sheet::SheetOptions {
                    format: *format,
                    literary,
                    locale,
                    page: *page,
                };
                match saved.as_ref().and_then(|input| input.record()) {
                    Some(record) => {
                        out.write_all(&other::sheet::render_record(*game, record, &options))
                            .map_err(InputError::Write)?;
                        Ok(LeftOut::new())
                    }
                    None => other::sheet::export(*game, path, self.which, &options, out),
                }
            }
        }
    }
}

/// Whether `error` makes the input wrong (a move that is not legal, or not read: exit 1)
/// rather than unusable (exit 2).
pub fn wrong_input(error: &InputError) -> bool {
    match error {
        InputError::Game { error, .. } => error.wrong_input(),
        error => matches!(error, InputError::Export(ExportError::Replay(_))),
    }
}

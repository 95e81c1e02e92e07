//! `hektor check`: validate every game of a PGN chess file or a PDN draughts file (told
//! apart by content), one line per problem, then totals.

use std::io::{self, BufWriter, Read, Write};

use fluent_bundle::FluentValue;

use super::Outcome;
use crate::announce::{AnnounceOptions, Style};
use crate::cli::CheckArgs;
use crate::config::Settings;
use crate::games::chess::check::{Report, check_file};
use crate::games::chess::findings::{Finding, Note};
use crate::games::chess::pgn_import::ImportError;
use crate::games::chess::start::StartError;
use crate::games::draughts::check as draughts;
use crate::games::words::GameWords;
use crate::games::written;
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::parts::Split;
use crate::replay::move_args;
use crate::replay::report::{Summary, damage_line};
use crate::replay::source;
use crate::safe_text::{Breaks, safe_text};
use crate::scoresheet::ExportError;
use crate::scoresheet::input::{Input, Which};

/// Runs `check`.
pub fn run(settings: &Settings, args: &CheckArgs) -> Outcome {
    let locale = Locale::new(settings.lang);
    if let Some(outcome) = written_record(&locale, &args.file, args.errors_only) {
        return outcome;
    }
    let read = match super::game_file(&locale, &args.file, &settings.data_dir, args.encoding) {
        Ok((read, warnings)) => {
            for warning in warnings {
                super::print_error(&warning);
            }
            read
        }
        Err(unread) => return Outcome::Unusable(unread.sentence(&locale)),
    };
    if let Err(error) = crate::games::draughts::export::refuse_other_game(&read) {
        return Outcome::Unusable(io_sentence(&locale, &args.file, &error));
    }
    let opened = match crate::files::open(&read) {
        Ok(opened) => opened,
        Err(error) => return Outcome::Unusable(io_sentence(&locale, &args.file, &error)),
    };
    let file = match source::head(&opened) {
        Ok(file) => file,
        Err(error) => return Outcome::Unusable(io_sentence(&locale, &args.file, &error)),
    };
    let head = file.get_ref().0.get_ref();
    // A NUL before any tag: an image, an archive, random bytes, no cut download.
    if source::binary_from_start(head) {
        return Outcome::Unusable(no_game(&locale, &args.file));
    }
    let pdn = hektor_draughts::pdn::holds_draughts(&head[..]);
    // The games before a binary tail (a cut download) are checked; the file ends there.
    let damage = match source::text_end(&opened) {
        Ok(damage) => damage,
        Err(error) => return Outcome::Unusable(io_sentence(&locale, &args.file, &error)),
    };
    if pdn {
        let file = file.take(damage.at().unwrap_or(u64::MAX));
        let mut out = Printer::new();
        let result = draughts::check(io::BufReader::new(file), &mut |report| {
            if args.errors_only && !report.is_error() {
                return;
            }
            out.line(draughts::report_line(&locale, report));
        });
        if result.as_ref().is_ok_and(|summary| !summary.pgn) {
            return Outcome::Unusable(no_game(&locale, &args.file));
        }
        return out.finish(&locale, &args.file, result, &damage);
    }
    let mut out = Printer::new();
    // Games with nothing in them wait until something shows the file is PGN at all: a
    // text or an image is refused in one sentence, not reported as empty games.
    let mut empty_games = Vec::new();
    let split = Split::new(args.threads);
    let result = check_file(&opened, split, damage.at(), &mut |report| {
        if args.errors_only && !report.is_error() {
            return;
        }
        if matches!(
            report.finding,
            Finding::Empty | Finding::Note(Note::NoMoves)
        ) {
            empty_games.push(report_line(&locale, report));
            return;
        }
        for line in empty_games.drain(..) {
            out.line(line);
        }
        out.line(report_line(&locale, report));
    });
    if result.as_ref().is_ok_and(|summary| !summary.pgn) {
        return Outcome::Unusable(no_game(&locale, &args.file));
    }
    for line in empty_games {
        out.line(line);
    }
    out.finish(&locale, &args.file, result, &damage)
}

/// The rules check of a game file whose record holds moves kept as written (tournament
/// mode): the first move that is not legal, or that all are and how many are written
/// loosely (not with `--errors`: `errors_only`), then the totals; `None` for any other
/// file (a game file that does not read is said as before, by its PGN copy).
fn written_record(locale: &Locale, path: &std::path::Path, errors_only: bool) -> Option<Outcome> {
    if !crate::game::journal::holds_game(path) {
        return None;
    }
    let input = Input::open(path, Which::Game(1)).ok()?;
    let record = input
        .record()
        .filter(|r| r.moves.iter().any(|mv| mv.written))?;
    for warning in input.warnings(locale, path) {
        super::print_error(&warning);
    }
    let options = AnnounceOptions {
        style: Style::San,
        lang: locale.lang(),
        ..AnnounceOptions::default()
    };
    let words = GameWords::new(record.rules, options);
    let checked = match written::check(record, &words) {
        Ok(checked) => checked,
        Err(error) => return Some(Outcome::Unusable(ExportError::from(error).sentence(locale))),
    };
    let mut out = Printer::new();
    let lines = checked.lines(record, &words);
    let shown = if errors_only {
        usize::from(checked.not_legal.is_some())
    } else {
        lines.len()
    };
    for line in lines.into_iter().take(shown) {
        out.line(line);
    }
    let summary = Summary {
        games: 1,
        moves: checked.legal as u64,
        errors: u64::from(checked.not_legal.is_some()),
        pgn: true,
    };
    Some(out.finish(locale, path, Ok(summary), &source::Damage::default()))
}

/// The report's lines on standard output, then the totals and the exit status.
struct Printer {
    out: BufWriter<io::StdoutLock<'static>>,
    error: Option<io::Error>,
}

impl Printer {
    fn new() -> Printer {
        Printer {
            out: BufWriter::new(io::stdout().lock()),
            error: None,
        }
    }

    /// Writes one line, made safe ([`safe_text`]: it quotes the file); after a failed
    /// write nothing more is written.
    fn line(&mut self, line: String) {
        if self.error.is_none()
            && let Err(error) = writeln!(self.out, "{}", safe_text(&line, Breaks::Keep))
        {
            self.error = Some(error);
        }
    }

    /// Writes the totals of `result` and says how the check ended: errors found, the
    /// file unreadable (`path`), the output failed, or all well. A closed pipe (`| head
    /// -1`) stops the lines, not the check: the exit status is the file's, as without it.
    /// Text that ends before the file does (`damage`) is an error, said with its line.
    fn finish(
        mut self,
        locale: &Locale,
        path: &std::path::Path,
        result: io::Result<Summary>,
        damage: &source::Damage,
    ) -> Outcome {
        let mut summary = match result {
            Ok(summary) => summary,
            Err(error) => {
                let _ = self.out.flush();
                return Outcome::Unusable(io_sentence(locale, path, &error));
            }
        };
        if let Some(byte) = damage.at() {
            summary.errors += 1;
            self.line(damage_line(
                locale,
                source::line_of(path, byte).ok(),
                byte,
                summary.games,
            ));
        }
        self.line(sentence(
            locale,
            msg::CHECK_SUMMARY,
            &[
                ("games", summary.games.into()),
                ("moves", summary.moves.into()),
                ("errors", summary.errors.into()),
            ],
        ));
        match self.error.map_or_else(|| self.out.flush(), Err) {
            Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {}
            Err(_) => return Outcome::Unusable(locale.text(msg::CHECK_OUTPUT_FAILED)),
            Ok(()) => {}
        }
        if summary.errors > 0 {
            Outcome::Wrong(locale.text(msg::CHECK_ERRORS_FOUND))
        } else {
            Outcome::Success
        }
    }
}

/// The sentence for a file that holds no game (empty, a text, an image): a PGN game, in
/// the words `export` says it with, or a PDN game when the file is named `.pdn`.
fn no_game(locale: &Locale, path: &std::path::Path) -> String {
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

/// One report as the line `check` prints (`game N, move M: reason`).
pub fn report_line(locale: &Locale, report: &Report) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("game", report.game.into()));
    let id = match &report.finding {
        Finding::Illegal(at, san) => {
            move_args(locale, &mut args, at);
            args.push(("move", san.clone().into()));
            msg::CHECK_ILLEGAL
        }
        Finding::Ambiguous(at, san) => {
            move_args(locale, &mut args, at);
            args.push(("move", san.clone().into()));
            msg::CHECK_AMBIGUOUS
        }
        Finding::NoPromotionPiece(at, san) => {
            move_args(locale, &mut args, at);
            args.push(("move", san.clone().into()));
            msg::CHECK_NO_PROMOTION
        }
        Finding::NullMove(at) => {
            move_args(locale, &mut args, at);
            msg::CHECK_NULL_MOVE
        }
        Finding::Unread(at, word) => {
            move_args(locale, &mut args, at);
            args.push(("move", word.clone().into()));
            msg::CHECK_UNREAD
        }
        Finding::Start(error) => return start_error_line(locale, report.game, error),
        Finding::Syntax(broken) => {
            args.push(("reason", locale.text(broken.message()).into()));
            msg::CHECK_SYNTAX
        }
        Finding::UnclosedVariation => msg::CHECK_UNCLOSED_VARIATION,
        Finding::WrongResult {
            written,
            board,
            stalemate,
        } => {
            args.push(("written", written.clone().into()));
            args.push(("board", (*board).into()));
            if *stalemate {
                msg::CHECK_RESULT_STALEMATE
            } else {
                msg::CHECK_RESULT_MATE
            }
        }
        Finding::Note(Note::NoResult) => msg::CHECK_NOTE_NO_RESULT,
        Finding::Note(Note::Chess960) => msg::CHECK_NOTE_CHESS960,
        Finding::Note(Note::Variant(variant)) => {
            args.push(("variant", variant.uci().into()));
            msg::CHECK_NOTE_VARIANT
        }
        Finding::Note(Note::UciMoves) => msg::CHECK_NOTE_UCI,
        Finding::Note(Note::ResultTag(tag, written)) => {
            args.push(("tag", tag.clone().into()));
            args.push(("written", written.clone().into()));
            msg::CHECK_NOTE_RESULT_TAG
        }
        Finding::Note(Note::StrayClose(at)) => {
            move_args(locale, &mut args, at);
            msg::CHECK_NOTE_STRAY_CLOSE
        }
        Finding::Empty => msg::CHECK_EMPTY,
        Finding::Note(Note::NoMoves) => msg::CHECK_NOTE_NO_MOVES,
        Finding::Note(Note::Forfeit(read)) => {
            args.push(("result", read.clone().into()));
            msg::CHECK_NOTE_FORFEIT
        }
        Finding::Note(Note::CaptureMark(at, written, read)) => {
            move_args(locale, &mut args, at);
            // A capture written without its `x` lacks the mark; one with it takes nothing.
            let mark = if written.contains('x') {
                "wrong"
            } else {
                "missing"
            };
            args.push(("written", written.clone().into()));
            args.push(("move", read.clone().into()));
            args.push(("mark", mark.into()));
            msg::CHECK_NOTE_CAPTURE_MARK
        }
    };
    sentence(locale, id, &args)
}

/// The line for a game whose start position cannot be used.
pub fn start_error_line(locale: &Locale, game: u64, error: &StartError) -> String {
    sentence(
        locale,
        msg::CHECK_START,
        &[
            ("game", game.into()),
            (
                "reason",
                crate::unusable::Unusable::phrase(error, locale).into(),
            ),
        ],
    )
}

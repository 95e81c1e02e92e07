//! `hektor check`: validate every game of a game file (its game told by its content,
//! [`crate::games::checking`]), one line per problem, then totals.

use std::io::{self, BufWriter, Write};

use super::Outcome;
use crate::announce::{AnnounceOptions, Style};
use crate::cli::CheckArgs;
use crate::config::Settings;
use crate::games::Input;
use crate::games::checking::{self, Unchecked, no_game};
use crate::games::words::GameWords;
use crate::games::written;
use crate::i18n::errors::io_sentence;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::parts::Split;
use crate::replay::report::{Summary, damage_line};
use crate::replay::source;
use crate::safe_text::{Breaks, safe_text};
use crate::scoresheet::ExportError;
use crate::scoresheet::input::Which;

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
    let opened = match checking::open(&read) {
        Ok(opened) => opened,
        Err(Unchecked::NoGame) => return Outcome::Unusable(no_game(&locale, &args.file)),
        Err(Unchecked::Io(error)) => {
            return Outcome::Unusable(io_sentence(&locale, &args.file, &error));
        }
    };
    let mut out = Printer::new();
    let split = Split::new(args.threads);
    let result = opened.check(split, args.errors_only, &locale, &mut |line| out.line(line));
    if result.as_ref().is_ok_and(|summary| !summary.pgn) {
        return Outcome::Unusable(no_game(&locale, &args.file));
    }
    out.finish(&locale, &args.file, result, opened.damage())
}

/// The rules check of a game file whose record holds moves kept as written (tournament
/// mode): the first move that is not legal, or that all are and how many are written
/// loosely (not with `--errors`: `errors_only`), then the totals; `None` for any other
/// file (a game file that does not read is said as before, by its PGN copy).
fn written_record(locale: &Locale, path: &std::path::Path, errors_only: bool) -> Option<Outcome> {
    if !crate::games::journal::holds_game(path) {
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
    let lines = written::lines(&checked, record, &words);
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

//! `hektor verify FILE [--code CODE]`: whether a game file's log is intact (its chain of
//! hashes, what a repair left out, the code of its last line), said in the UI language:
//! what it holds when intact (exit 0), the first line altered, removed, reordered or
//! added when not (exit 1), exit 2 when it cannot be read at all.

use std::io::BufReader;

use fluent_bundle::FluentValue;

use super::{Outcome, output_failed, print_line};
use crate::cli::VerifyArgs;
use crate::config::Settings;
use crate::game::tournament::Identity;
use crate::game_errors::journal_sentence;
use crate::games::journal::JournalError;
use crate::games::journal::{Finding, Mode, Unverifiable, Verification, verify};
use crate::i18n::time::duration;
use crate::i18n::{Locale, sentence};
use crate::msg;

/// Runs `verify`.
pub fn run(settings: &Settings, args: &VerifyArgs) -> Outcome {
    let locale = Locale::new(settings.lang);
    let path = &args.file;
    let given = match args.code.as_deref().map(code_of) {
        None => None,
        Some(Some(code)) => Some(code),
        Some(None) => {
            let given = args.code.clone().unwrap_or_default();
            let said = sentence(
                &locale,
                msg::VERIFY_CODE_UNREADABLE,
                &[("given", given.into())],
            );
            return Outcome::Unusable(said);
        }
    };
    let unusable = |error: JournalError| Outcome::Unusable(journal_sentence(&locale, &error));
    let file = match crate::files::open(path) {
        Ok(file) => file,
        Err(source) => {
            let path = path.clone();
            return unusable(JournalError::Io { path, source });
        }
    };
    let found = match verify(BufReader::new(file)) {
        Ok(found) => found,
        Err(Unverifiable::Io(source)) => {
            let path = path.clone();
            return unusable(JournalError::Io { path, source });
        }
        Err(Unverifiable::Empty) => return unusable(JournalError::Empty { path: path.clone() }),
        Err(Unverifiable::NotAGame) => {
            return unusable(JournalError::NotAJournal { path: path.clone() });
        }
    };
    if let Some(wrong) = finding_sentence(&locale, &found, given.as_deref()) {
        return Outcome::Wrong(wrong);
    }
    if let (Some(given), Some(code)) = (&given, &found.code)
        && given != code
        && Some(given) != found.said_code.as_ref()
    {
        let args = [
            ("code", code.clone().into()),
            ("given", given.clone().into()),
        ];
        return Outcome::Wrong(sentence(&locale, msg::VERIFY_CODE_DIFFERS, &args));
    }
    for line in report(&locale, &found) {
        if let Err(error) = print_line(&line) {
            return output_failed(&locale, &error);
        }
    }
    Outcome::Success
}

/// The code given on the command line as the screen shows it ("482 913"): six digits,
/// spaces and hyphens between them read past; `None` when it is not one.
fn code_of(given: &str) -> Option<String> {
    let digits: String = given.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    let six = digits.len() == 6 && digits.bytes().all(|b| b.is_ascii_digit());
    six.then(|| format!("{} {}", &digits[..3], &digits[3..]))
}

/// The sentence of a file that is not intact: the first line that breaks the chain. The
/// code `given` tells an altered last line from one that is as written.
fn finding_sentence(locale: &Locale, found: &Verification, given: Option<&str>) -> Option<String> {
    let line = |id: &str, line: usize| sentence(locale, id, &[("line", line.into())]);
    Some(match found.finding {
        Finding::Intact => return None,
        Finding::Altered(at) => line(msg::VERIFY_ALTERED, at),
        Finding::AlteredOrRemovedAfter(at) => line(msg::VERIFY_ALTERED_OR_REMOVED, at),
        Finding::Between(before, _) if given.is_some() && given == found.code.as_deref() => {
            line(msg::VERIFY_ALTERED_OR_REMOVED, before)
        }
        Finding::Between(before, at) => sentence(
            locale,
            msg::VERIFY_BETWEEN,
            &[("before", before.into()), ("line", at.into())],
        ),
        Finding::Added(at) => line(msg::VERIFY_ADDED, at),
        Finding::Reordered(at) => line(msg::VERIFY_REORDERED, at),
        Finding::Unlinked(at) => line(msg::VERIFY_UNLINKED, at),
        Finding::StartRemoved(at) => line(msg::VERIFY_START_REMOVED, at),
        Finding::BrokenBeforeRepair { repair, line: at } => sentence(
            locale,
            msg::VERIFY_BROKEN_BEFORE_REPAIR,
            &[("line", at.into()), ("repair", repair.into())],
        ),
        Finding::RepairLeftOut(at) => {
            let repair = found.repairs.iter().find(|repair| repair.line == at)?;
            let first = repair.left_out.first()?;
            let args = [
                ("line", at.into()),
                ("count", repair.count.into()),
                ("left", first.line.into()),
                ("sha256", first.sha256.clone().into()),
            ];
            sentence(locale, msg::VERIFY_REPAIR_LEFT_OUT, &args)
        }
    })
}

/// What an intact file holds, one sentence a line: the totals and the mode, the
/// identities that kept it, the repairs, a torn last line, the code.
fn report(locale: &Locale, found: &Verification) -> Vec<String> {
    let count = |id: &str, count: usize| sentence(locale, id, &[("count", count.into())]);
    let resumes = sentence(
        locale,
        msg::VERIFY_RESUMES,
        &[
            ("count", found.resumes.into()),
            ("gap", duration(locale, found.longest_gap_ms).into()),
        ],
    );
    let mode = match found.mode {
        Mode::Throughout => locale.text(msg::VERIFY_MODE_THROUGHOUT),
        Mode::LeftAt(at) => sentence(locale, msg::VERIFY_MODE_LEFT, &[("line", at.into())]),
        Mode::Never => locale.text(msg::VERIFY_MODE_NEVER),
    };
    let args: [(&str, FluentValue); 5] = [
        ("actions", count(msg::VERIFY_ACTIONS, found.actions).into()),
        ("moves", count(msg::VERIFY_MOVES, found.moves).into()),
        (
            "corrections",
            count(msg::VERIFY_CORRECTIONS, found.corrections).into(),
        ),
        ("resumes", resumes.into()),
        ("mode", mode.into()),
    ];
    let mut lines = vec![sentence(locale, msg::VERIFY_INTACT, &args)];
    lines.extend(
        found
            .identity
            .as_ref()
            .map(|identity| identity_sentence(locale, msg::VERIFY_IDENTITY, None, identity)),
    );
    for (at, identity) in &found.other_identities {
        let id = msg::VERIFY_IDENTITY_RESUMED;
        lines.push(identity_sentence(locale, id, Some(*at), identity));
    }
    for repair in found.repairs.iter().filter(|repair| repair.only_torn()) {
        if let Some(left) = repair.left_out.last() {
            let args = [
                ("line", repair.line.into()),
                ("left", left.line.into()),
                ("sha256", left.sha256.clone().into()),
            ];
            lines.push(sentence(locale, msg::VERIFY_REPAIR_TORN, &args));
        }
    }
    if let Some(at) = found.torn_end {
        lines.push(sentence(
            locale,
            msg::VERIFY_TORN_END,
            &[("line", at.into())],
        ));
    }
    if let Some(code) = &found.code {
        let args = [("code", code.clone().into())];
        lines.push(sentence(locale, msg::VERIFY_CODE, &args));
    }
    lines
}

/// Who kept the file (at a resume's line, or from the start).
fn identity_sentence(locale: &Locale, id: &str, at: Option<usize>, who: &Identity) -> String {
    let mut args: Vec<(&str, FluentValue)> = vec![
        ("installation", who.installation.clone().into()),
        ("version", who.version.clone().into()),
        ("sha256", who.executable_sha256.clone().into()),
    ];
    args.extend(at.map(|at| ("line", at.into())));
    sentence(locale, id, &args)
}

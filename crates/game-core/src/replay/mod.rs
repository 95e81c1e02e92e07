//! Replaying PGN and PDN files (chess and draughts, over the seam of `games`): checking them (`games::checking`), indexing them in the background
//! ([`index`]), loading one game into a tree of moves, comments and variations
//! ([`tree`]), walking it ([`cursor`]), saying comments and annotation glyphs in words
//! ([`words`]), study aids ([`study`]) and opening names (`games::chess::openings`). The replay
//! session itself is the session crate's `app::replay`, run by the runtime as a game session is.

pub mod cursor;
pub mod filter;
pub mod game_files;
pub mod index;
pub mod library;
pub mod lines;
pub mod places;
pub mod report;
pub mod saved;
pub mod source;
pub mod study;
pub mod tree;
pub mod words;

use fluent_bundle::FluentValue;

use crate::i18n::Locale;
use crate::msg;

/// Writes `bytes` as the whole of the file at `path`, making its folder: through a
/// temporary file of a name of its own beside it, renamed over `path` when complete, so
/// a reader (or another session writing too) never sees half a file.
pub fn write_whole(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    write_whole_with(path, |out| out.write_all(bytes), |error| error)
}

/// [`write_whole`], the bytes written by `write` as they come (a long game is never
/// held in memory as a whole file); an error of `write`, or of the file (made `E` by
/// `io`), leaves `path` as it was.
pub fn write_whole_with<E>(
    path: &std::path::Path,
    write: impl FnOnce(&mut dyn std::io::Write) -> Result<(), E>,
    io: impl Fn(std::io::Error) -> E,
) -> Result<(), E> {
    let folder = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    std::fs::create_dir_all(folder).map_err(&io)?;
    let mut temporary = tempfile::Builder::new()
        .prefix(".hektor-")
        .tempfile_in(folder)
        .map_err(&io)?;
    let mut out = std::io::BufWriter::new(&mut temporary);
    write(&mut out)?;
    std::io::Write::flush(&mut out).map_err(&io)?;
    drop(out);
    temporary.persist(path).map(drop).map_err(|e| io(e.error))
}

/// Adds the arguments that place a move in a check line: its number, `side` (the side to
/// play, in its in-sentence word) and `where` (in a variation or not).
pub fn move_args(locale: &Locale, args: &mut Vec<(&str, FluentValue<'_>)>, at: &report::MoveAt) {
    let side = at.side.in_sentence(locale);
    let place = if at.variation {
        locale.text(msg::CHECK_IN_VARIATION)
    } else {
        String::new()
    };
    args.push(("number", at.number.into()));
    args.push(("side", side.into()));
    args.push(("where", place.into()));
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use fluent_bundle::FluentResource;

    fn ids(source: &str) -> Vec<String> {
        if let Err((_, errors)) = FluentResource::try_new(source.to_owned()) {
            panic!("replay.ftl does not parse: {errors:?}");
        }
        let mut ids: Vec<String> = source
            .lines()
            .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
            .filter(|id| id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
            .map(str::to_owned)
            .collect();
        ids.sort();
        ids
    }

    #[test]
    fn every_language_has_every_replay_message() {
        let files: Vec<_> = crate::i18n::locale_files()
            .iter()
            .filter(|(code, area, _)| *area == "replay" && crate::i18n::Lang::CODES.contains(code))
            .collect();
        assert_eq!(files.len(), crate::i18n::Lang::ALL.len());
        let english = files
            .iter()
            .find(|(code, _, _)| *code == "en")
            .map(|(_, _, source)| ids(source))
            .unwrap_or_default();
        for (code, _, source) in files {
            assert_eq!(ids(source), english, "{code}");
        }
    }
}

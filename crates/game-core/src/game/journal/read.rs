//! The one reader of game files: a stream of lines, each capped at [`MAX_LINE`], blanks,
//! a byte order mark and NULs read past, every entry that reads replayed where it
//! stands, a damaged move salvaged from its `uci` field (and a move whose clock readings
//! are beyond what the game can give kept without them), the lines left out named.

use std::io::{BufRead, BufReader};
use std::path::Path;

use super::{
    Contents, Damage, DamageKind, Entry, Event, JournalError, MAX_LINE, NAMED_LINES, Salvaged,
    Torn, io,
};
use crate::game::record::{GameRecord, MoveRecord};
use crate::game::rules::{GameRules, Playable};
use crate::game::session::Session;

/// One line of a game file as read: at most [`MAX_LINE`] of its bytes.
pub(super) struct RawLine {
    /// Its bytes (its newline included), cut at `MAX_LINE`.
    pub(super) bytes: Vec<u8>,
    /// Where it starts in the file.
    pub(super) offset: u64,
    /// Its length in the file, newline included.
    pub(super) len: u64,
    /// 1-based line number.
    pub(super) number: usize,
    /// It ends with a newline (only the file's last line may not).
    pub(super) complete: bool,
    /// It is longer than `MAX_LINE`.
    pub(super) too_long: bool,
}

/// A line as read and what the reader makes of it.
pub(super) type Judged<'a, R> = (&'a RawLine, Verdict<R>);

/// What the reader makes of one line (of a game of rules `R`).
pub(super) enum Verdict<R: GameRules> {
    /// Nothing but blanks (spaces, NULs a power cut left, a byte order mark).
    Blank,
    /// An entry, read and replayed.
    Kept(Entry<R>),
    /// A move read from a damaged line whose `uci` field still reads, replayed.
    Salvaged(Entry<R>),
    /// A line left out.
    LeftOut(DamageKind),
    /// The last line, cut off in the middle of a write.
    Torn(Torn),
    /// The first line that is not blank is not a game start: not a game file.
    NotAGame,
}

/// The one reader of game files: line by line (never the whole file), each line read up
/// to [`MAX_LINE`], a byte order mark and NULs read past; the first line that is not blank
/// must be a game start; every later entry is kept when it reads (or a damaged move line
/// still names its move) and replays legally where it stands, its SAN written by the
/// position from its UCI, so every reader of the file sees the same game (played in
/// positions `P`).
pub(super) struct Lines<B, P: Playable> {
    pub(super) reader: B,
    /// The game so far (none before the start).
    pub(super) session: Option<Session<P>>,
    pub(super) line: RawLine,
}

impl<B: BufRead, P: Playable> Lines<B, P> {
    pub(super) fn new(reader: B) -> Lines<B, P> {
        Lines {
            reader,
            session: None,
            line: RawLine {
                bytes: Vec::new(),
                offset: 0,
                len: 0,
                number: 0,
                complete: false,
                too_long: false,
            },
        }
    }

    /// Reads the next line into `self.line`; false at the end of the file.
    fn read_line(&mut self) -> std::io::Result<bool> {
        let line = &mut self.line;
        line.offset += line.len;
        line.len = 0;
        line.number += 1;
        line.bytes.clear();
        line.complete = false;
        line.too_long = false;
        loop {
            let available = self.reader.fill_buf()?;
            if available.is_empty() {
                return Ok(line.len > 0);
            }
            let newline = available.iter().position(|b| *b == b'\n');
            let taken = newline.map_or(available.len(), |at| at + 1);
            let room = (MAX_LINE + 1).saturating_sub(line.bytes.len());
            let kept = taken.min(room);
            line.bytes.extend(available.iter().take(kept));
            line.too_long |= kept < taken || line.bytes.len() > MAX_LINE;
            line.len += taken as u64;
            self.reader.consume(taken);
            if newline.is_some() {
                line.complete = true;
                return Ok(true);
            }
        }
    }

    /// The next line and what it is; `None` at the end of the file.
    pub(super) fn next(&mut self) -> std::io::Result<Option<Judged<'_, P::Rules>>> {
        if !self.read_line()? {
            return Ok(None);
        }
        let verdict = self.judge();
        Ok(Some((&self.line, verdict)))
    }

    fn judge(&mut self) -> Verdict<P::Rules> {
        let text = trimmed(&self.line.bytes);
        if text.is_empty() {
            return Verdict::Blank;
        }
        let Some(session) = &mut self.session else {
            return match serde_json::from_slice::<Entry<P::Rules>>(text) {
                Ok(
                    entry @ Entry {
                        event: Event::Start { .. },
                        ..
                    },
                ) if !self.line.too_long => match Session::<P>::from_events([&entry.event]) {
                    Ok(session) => {
                        self.session = Some(session);
                        Verdict::Kept(entry)
                    }
                    Err(_) => Verdict::NotAGame,
                },
                _ => Verdict::NotAGame,
            };
        };
        if self.line.too_long {
            return Verdict::LeftOut(DamageKind::TooLong);
        }
        let (mut entry, salvaged) = match serde_json::from_slice::<Entry<P::Rules>>(text) {
            Ok(entry) => (entry, false),
            Err(_) if !self.line.complete => return Verdict::Torn(torn(text)),
            Err(error) => match salvage(text, session.position()) {
                Some(entry) => (entry, true),
                None => return Verdict::LeftOut(DamageKind::of(&error)),
            },
        };
        let salvaged = match beyond_the_clock(&mut entry, session.record().most_reading_ms()) {
            None => salvaged,
            Some(Beyond::Move) => true,
            Some(Beyond::Reading) => return Verdict::LeftOut(DamageKind::Clock),
        };
        let entry = match entry.event {
            // A move recorded as written (tournament mode) is kept as written.
            Event::Move(mv) if mv.written => Entry {
                event: Event::Move(mv),
                ..entry
            },
            Event::Move(mv) => {
                let position = session.position();
                let Some(found) = position.move_of_key(&mv.uci) else {
                    return Verdict::LeftOut(DamageKind::Illegal);
                };
                let notated = position.notate(&found);
                Entry {
                    event: Event::Move(MoveRecord {
                        san: notated.text,
                        uci: notated.key,
                        ..mv
                    }),
                    ..entry
                }
            }
            _ => entry,
        };
        match session.apply(&entry.event) {
            Ok(()) if salvaged => Verdict::Salvaged(entry),
            Ok(()) => Verdict::Kept(entry),
            Err(_) => Verdict::LeftOut(DamageKind::Illegal),
        }
    }
}

/// An entry with a clock reading beyond what the game can give.
enum Beyond {
    /// A move: kept without its readings, as a move read from a damaged line.
    Move,
    /// A clock reading or an adjustment: left out.
    Reading,
}

/// What `entry` holds beyond `most` milliseconds on a clock, if anything; a move's
/// readings are then taken from it.
fn beyond_the_clock<R: GameRules>(entry: &mut Entry<R>, most: u64) -> Option<Beyond> {
    let within = |ms: &u64| *ms <= most;
    match &mut entry.event {
        Event::Move(mv) if !mv.white_ms.iter().chain(&mv.black_ms).all(within) => {
            mv.white_ms = None;
            mv.black_ms = None;
            Some(Beyond::Move)
        }
        Event::ClockAdjust {
            white_ms, black_ms, ..
        }
        | Event::ClockReading {
            white_ms, black_ms, ..
        } if !(within(white_ms) && within(black_ms)) => Some(Beyond::Reading),
        _ => None,
    }
}

/// The text of a line without its newline, blanks, NULs and a byte order mark.
pub fn trimmed(bytes: &[u8]) -> &[u8] {
    let blank = |b: &u8| b.is_ascii_whitespace() || *b == 0;
    let text = bytes.trim_ascii();
    let start = text.iter().position(|b| !blank(b)).unwrap_or(text.len());
    let text = text.get(start..).unwrap_or_default();
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let start = text.iter().position(|b| !blank(b)).unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|b| !blank(b))
        .map_or(start, |at| at + 1);
    text.get(start..end).unwrap_or_default()
}

/// The move a damaged move line still names by its `uci` field, when it is legal in
/// `position`: its SAN, times and draw offer as far as they read.
fn salvage<P: Playable>(text: &[u8], position: &P) -> Option<Entry<P::Rules>> {
    let text = String::from_utf8_lossy(text);
    if !text.contains(r#""event":"move""#) {
        return None;
    }
    let uci = string_field(&text, "uci")?;
    let found = position.move_of_key(&uci)?;
    let notated = position.notate(&found);
    let at = number_field(&text, "at_ms").unwrap_or(0);
    Some(Entry {
        unix_ms: at,
        event: Event::Move(MoveRecord {
            san: notated.text,
            uci: notated.key,
            unix_ms: number_field(&text, "unix_ms").unwrap_or(at),
            white_ms: number_field(&text, "white_ms").and_then(|n| u64::try_from(n).ok()),
            black_ms: number_field(&text, "black_ms").and_then(|n| u64::try_from(n).ok()),
            draw_offer: text.contains(r#""draw_offer":true"#),
            written: false,
        }),
    })
}

/// The text of the field `"name":"..."` of a damaged line.
fn string_field(text: &str, name: &str) -> Option<String> {
    let (_, rest) = text.split_once(&format!("\"{name}\":\""))?;
    rest.split_once('"').map(|(value, _)| value.to_owned())
}

/// The number of the field `"name":123` of a damaged line.
fn number_field(text: &str, name: &str) -> Option<i64> {
    let (_, rest) = text.split_once(&format!("\"{name}\":"))?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Reads what the journal at `path` holds, as a stream: every entry that reads and
/// replays, the record they describe, a torn last line, the lines left out. Fails only
/// when the file cannot be read, holds nothing, or is not a journal.
pub fn read<P: Playable>(path: &Path) -> Result<Contents<P::Rules>, JournalError> {
    let mut entries = Vec::new();
    let (mut contents, _) = read_each::<P>(path, |entry| keep(&mut entries, entry))?;
    contents.entries = entries;
    Ok(contents)
}

/// Reads the journal at `path` as [`read`] does, keeping the record but not the entries
/// (`Contents::entries` is left empty): what the commands that only show, check or write
/// out the game need, in a memory that does not hold every line of a long game twice.
pub fn read_record<P: Playable>(path: &Path) -> Result<Contents<P::Rules>, JournalError> {
    let (mut contents, session) = read_each::<P>(path, drop)?;
    contents.record = session.into_record();
    Ok(contents)
}

/// Reads the journal at `path` as [`read`] does, handing each entry that reads and
/// replays to `each` as it comes (none kept: `Contents::entries` and `Contents::record`
/// are left empty), and gives the game they make, the reader's own: a resume takes it
/// over rather than building it again.
pub fn read_each<P: Playable>(
    path: &Path,
    mut each: impl FnMut(Entry<P::Rules>),
) -> Result<(Contents<P::Rules>, Session<P>), JournalError> {
    let file = crate::files::open(path).map_err(|source| io(path, source))?;
    let mut lines = Lines::<_, P>::new(BufReader::new(file));
    let mut contents = Contents {
        record: GameRecord::default(),
        entries: Vec::new(),
        torn: None,
        left_out: Vec::new(),
        left_out_count: 0,
        salvaged: Vec::new(),
        salvaged_count: 0,
        rewrite_from: None,
        needs_newline: false,
    };
    while let Some((line, verdict)) = lines.next().map_err(|source| io(path, source))? {
        let (offset, number, complete) = (line.offset, line.number, line.complete);
        let mut rewrite = || {
            contents.rewrite_from.get_or_insert(offset);
        };
        match verdict {
            Verdict::Blank => {}
            Verdict::NotAGame => {
                return Err(JournalError::NotAJournal {
                    path: path.to_owned(),
                });
            }
            Verdict::Torn(torn) => {
                rewrite();
                contents.torn = Some(torn);
            }
            Verdict::LeftOut(reason) => {
                rewrite();
                contents.left_out_count += 1;
                if contents.left_out.len() < NAMED_LINES {
                    contents.left_out.push(Damage {
                        line: number,
                        reason,
                    });
                }
            }
            Verdict::Salvaged(entry) => {
                rewrite();
                contents.salvaged_count += 1;
                if let (Event::Move(mv), true) =
                    (&entry.event, contents.salvaged.len() < NAMED_LINES)
                {
                    contents.salvaged.push(Salvaged {
                        line: number,
                        san: mv.san.clone(),
                    });
                }
                each(entry);
            }
            Verdict::Kept(entry) => {
                contents.needs_newline = !complete;
                each(entry);
            }
        }
    }
    match lines.session {
        Some(session) => Ok((contents, session)),
        _ => Err(JournalError::Empty {
            path: path.to_owned(),
        }),
    }
}

/// Adds `entry` to `entries`; a clock reading right after another takes its place.
fn keep<R: GameRules>(entries: &mut Vec<Entry<R>>, entry: Entry<R>) {
    if let (
        Some(Entry {
            event: Event::ClockReading { .. },
            ..
        }),
        Event::ClockReading { .. },
    ) = (entries.last(), &entry.event)
    {
        entries.pop();
    }
    entries.push(entry);
}

/// What a torn line was writing: its text, and the move's SAN when that much was written.
fn torn(line: &[u8]) -> Torn {
    let text = String::from_utf8_lossy(line).into_owned();
    let san = text
        .contains(r#""event":"move""#)
        .then(|| text.split(r#""san":""#).nth(1))
        .flatten()
        .and_then(|rest| rest.split_once('"'))
        .map(|(san, _)| san.to_owned())
        .filter(|san| !san.is_empty());
    Torn { text, san }
}
